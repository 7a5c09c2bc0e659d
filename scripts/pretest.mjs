// `npm test`'s pretest: the build (a fresh dist/, which the CLI, serve and pack tests run) and
// the type checks (core, then tests with the sources they import) in two lanes at once, one per
// core, instead of one after the other. Neither lane reads what the other writes: the build
// emits dist/ from tsconfig.build.json, the checks emit nothing and never import dist/.
// Each lane's output is printed whole when it ends (no interleaving); any failure names its
// step and exits non-zero, after both lanes have finished so every error is shown.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

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

const lanes = await Promise.all([
  lane([['npm run build', NPM, ['run', 'build', '--silent']]]),
  lane([
    ['tsc -p tsconfig.core.json', process.execPath, [TSC, '-p', 'tsconfig.core.json', ...pretty]],
    ['tsc -p tsconfig.test.json', process.execPath, [TSC, '-p', 'tsconfig.test.json', ...pretty]],
  ]),
])
const failed = lanes.flat().filter((result) => result.code !== 0)
if (failed.length > 0) {
  process.stderr.write(`\npretest failed: ${failed.map((result) => result.name).join(', ')} (see the output above); no test was run.\n`)
  process.exit(1)
}
