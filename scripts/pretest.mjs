// `npm test`'s pretest: the build (a fresh dist/, which the CLI, serve and pack tests run) and
// the type checks (core, then tests with the sources they import) in two lanes at once, one per
// core, instead of one after the other. Neither lane reads what the other writes: the build
// emits dist/ from tsconfig.build.json, the checks emit nothing and never import dist/.
// Each lane's output is printed whole when it ends (no interleaving); any failure names its
// step and exits non-zero, after both lanes have finished so every error is shown.
//
// Two `npm test` at once in one checkout (issue 27) must not rebuild dist/ under each other's
// tests: the pretest holds a lock while it runs, and the build is skipped when dist/ is the one
// the last pretest built from the very inputs there are now (a fingerprint of their sizes and
// times and of dist/'s last output, kept in node_modules/.cache, never in the package).
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import lockfile from 'proper-lockfile'

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const pretty = process.stdout.isTTY ? ['--pretty'] : []

/** Runs one step to its end, collecting stdout and stderr together. */
function step(name, command, args) {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' })
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ name, code: -1, output: `${output}${error.message}\n`, ms: performance.now() - started }))
    child.on('close', (code, signal) => resolve({ name, code: code ?? signal, output, ms: performance.now() - started }))
  })
}

/** Runs steps one after the other, stopping at the first that fails. */
async function lane(steps) {
  const results = []
  for (const [name, command, args] of steps) {
    const result = await step(name, command, args)
    results.push(result)
    process.stdout.write(`pretest: ${name} ${result.code === 0 ? 'done' : `FAILED (exit ${result.code})`} in ${(result.ms / 1000).toFixed(1)} s\n`)
    if (result.output.trim() !== '') process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`)
    if (result.code !== 0) break
  }
  return results
}

/** What dist/ is built from (every file's path, size and time) and the build's last output, hashed; '' without a dist/. */
function buildInputs() {
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

const STAMP = 'node_modules/.cache/robomatch/build-inputs'
const readStamp = () => {
  try {
    return readFileSync(STAMP, 'utf8')
  } catch {
    return ''
  }
}

mkdirSync('node_modules/.cache/robomatch', { recursive: true })
// Another pretest of this checkout holds it while it builds; the wait is bounded (10 min), and a
// lock left by a killed run is taken over once stale.
const release = await lockfile.lock('package.json', {
  lockfilePath: 'node_modules/.cache/robomatch/pretest.lock',
  stale: 60_000,
  retries: { retries: 600, minTimeout: 1000, maxTimeout: 1000 },
})
const inputs = buildInputs()
const upToDate = inputs !== '' && readStamp() === inputs
if (upToDate) process.stdout.write('pretest: build skipped: dist/ was built from these sources\n')
const lanes = await Promise.all([
  lane(upToDate ? [] : [['npm run build', NPM, ['run', 'build', '--silent']]]),
  lane([
    ['tsc -p tsconfig.core.json', process.execPath, [TSC, '-p', 'tsconfig.core.json', ...pretty]],
    ['tsc -p tsconfig.test.json', process.execPath, [TSC, '-p', 'tsconfig.test.json', ...pretty]],
  ]),
])
const failed = lanes.flat().filter((result) => result.code !== 0)
if (!upToDate && failed.length === 0) writeFileSync(STAMP, buildInputs())
await release()
if (failed.length > 0) {
  process.stderr.write(`\npretest failed: ${failed.map((result) => result.name).join(', ')} (see the output above); no test was run.\n`)
  process.exit(1)
}
