// `npm test`'s pretest: a fresh dist/ (the CLI, serve and pack tests run it), built only when
// the inputs changed since the last build. The build stamps what it was built from
// (scripts/build-stamp.mjs), so the build `npm ci` / `npm install` ran (`prepare`) is not
// repeated: on a 2-core machine that was 27 s of every clean-clone `npm test`.
// The type checks are their own step (`npm run typecheck`; CI runs it before the tests): vitest
// strips types without checking them.
//
// Two `npm test` at once in one checkout (issue 27) must not rebuild dist/ under each other's
// tests: the pretest holds a lock while it runs.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import lockfile from 'proper-lockfile'
import { STAMP_DIR, buildInputs, readStamp } from './build-stamp.mjs'

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm'

mkdirSync(STAMP_DIR, { recursive: true })
// Another pretest of this checkout holds it while it builds; the wait is bounded (10 min), and a
// lock left by a killed run is taken over once stale.
const release = await lockfile.lock('package.json', {
  lockfilePath: `${STAMP_DIR}/pretest.lock`,
  stale: 60_000,
  retries: { retries: 600, minTimeout: 1000, maxTimeout: 1000 },
})
const inputs = buildInputs()
let status = 0
if (inputs !== '' && readStamp() === inputs) {
  process.stdout.write('pretest: build skipped: dist/ was built from these sources\n')
} else {
  const started = performance.now()
  // The build writes the stamp itself when it ends (scripts/bundle.mjs).
  status = spawnSync(NPM, ['run', 'build', '--silent'], { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1
  process.stdout.write(
    `pretest: npm run build ${status === 0 ? 'done' : `FAILED (exit ${status})`} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  )
}
await release()
if (status !== 0) {
  process.stderr.write('\npretest failed: npm run build (see the output above); no test was run.\n')
  process.exit(1)
}
