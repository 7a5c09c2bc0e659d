// What dist/ was built from: every input file's path, size and time, and the build's last output,
// hashed. The build writes it when it ends (scripts/bundle.mjs); `npm test`'s pretest compares it
// with the inputs there are now and builds again only when they differ, so the build `npm ci`
// runs (`prepare`) is not repeated by the first `npm test`. Kept in node_modules/.cache, never in
// the package.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { join } from 'node:path'

export const STAMP_DIR = 'node_modules/.cache/robomatch'
const STAMP = `${STAMP_DIR}/build-inputs`

/** The hash of the build's inputs and last output; '' without a dist/. */
export function buildInputs() {
  const hash = createHash('sha256')
  const visit = (path) => {
    const info = statSync(path)
    if (info.isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name))
    } else {
      hash.update(`${path}\0${info.size}\0${info.mtimeMs}\n`)
    }
  }
  try {
    for (const path of [
      'src',
      'catalogs',
      'scripts/bundle.mjs',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'tsconfig.node.json',
      'tsconfig.build.json',
    ])
      visit(path)
    visit('dist/msw/robomatch-msw.js')
  } catch {
    return ''
  }
  return hash.digest('hex')
}

/** The stamp the last build left, '' if none. */
export function readStamp() {
  try {
    return readFileSync(STAMP, 'utf8')
  } catch {
    return ''
  }
}

/** Records that dist/ is the build of the inputs there are now. */
export function writeStamp() {
  mkdirSync(STAMP_DIR, { recursive: true })
  writeFileSync(STAMP, buildInputs())
}
