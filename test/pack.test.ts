/**
 * The published package, as a consumer gets it: build, `npm pack`, install the tarball with
 * msw and vitest into a fresh project, then run the example integrator's tests there,
 * import `robomatch/msw`, type-check a file that uses it, and run `robomatch mocks export`.
 * Skipped with a loud message when npm cannot install (offline without a warm cache).
 */
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm'

interface Run {
  code: number | null
  output: string
}

/** Runs a command, collecting stdout and stderr together; never rejects. */
function run(command: string, args: string[], cwd: string, timeoutMs = 120_000): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      done({ code: -1, output: `${output}\n${error.message}` })
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      done({ code, output })
    })
  })
}

const OFFLINE = /ENOTCACHED|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|network/i

let work: string
let consumer: string
let skipReason: string | undefined

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'robomatch-pack-'))
  consumer = join(work, 'consumer')
  await mkdir(consumer)

  const build = await run(NPM, ['run', 'build'], ROOT)
  if (build.code !== 0) throw new Error(`npm run build failed; fix the compile errors first:\n${build.output}`)
  // Scripts off: `prepare` would build a second time.
  const pack = await run(NPM, ['pack', '--ignore-scripts', '--pack-destination', work], ROOT)
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.output}`)
  const tarball = (await readdir(work)).find((file) => file.endsWith('.tgz'))
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${work}:\n${pack.output}`)

  await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'robomatch-consumer', private: true, type: 'module' }, null, 2))
  const install = await run(
    NPM,
    ['install', join(work, tarball), 'msw@2.15', 'vitest@4.1', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    consumer,
    80_000,
  )
  if (install.code !== 0) {
    if (OFFLINE.test(install.output) || install.code === null) {
      skipReason = `npm could not install the packed tarball (offline or no cached packages):\n${install.output.slice(-800)}`
      console.warn(`\n*** PACK TEST SKIPPED: ${skipReason}\n***\n`)
      return
    }
    throw new Error(`npm install of the packed tarball failed:\n${install.output}`)
  }

  // The example, unchanged, next to an index that re-exports the installed package.
  await cp(join(ROOT, 'mocks', 'example'), join(consumer, 'mocks', 'example'), { recursive: true })
  await writeFile(join(consumer, 'mocks', 'index.ts'), "export * from 'robomatch/msw'\n")
}, 150_000)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe('npm pack → install → use', () => {
  it('runs the example integrator tests against the installed package', async (ctx) => {
    if (skipReason) return ctx.skip()
    const vitest = await run(process.execPath, [join(consumer, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'mocks/example'], consumer)
    expect(vitest.output).toMatch(/Tests\s+6 passed/)
    expect(vitest.code, vitest.output).toBe(0)
  }, 60_000)

  it('resolves robomatch/msw and answers through setupServer', async (ctx) => {
    if (skipReason) return ctx.skip()
    const script = `
      import { setupServer } from 'msw/node'
      import { createHandlers } from 'robomatch/msw'
      const handlers = createHandlers({ tier: 'starter', keys: ['k'] })
      const server = setupServer(...handlers)
      server.listen({ onUnhandledRequest: 'error' })
      const res = await fetch(handlers.baseUrl + '/vendors?category=cleaning', { headers: { 'x-api-key': 'k' } })
      console.log(res.status, res.headers.get('x-api-tier'))
      server.close()
      await handlers.close()
    `
    const node = await run(process.execPath, ['--input-type=module', '-e', script], consumer)
    expect(node.output.trim()).toBe('200 starter')
  }, 30_000)

  it('type-checks a file that uses createHandlers', async (ctx) => {
    if (skipReason) return ctx.skip()
    await writeFile(
      join(consumer, 'check.ts'),
      [
        "import { setupServer } from 'msw/node'",
        "import { createHandlers, type CreateHandlersOptions, type RobomatchHandlers } from 'robomatch/msw'",
        "const options: CreateHandlersOptions = { tier: 'starter', keys: ['k'], limits: { starter: { requestsPerMinute: 5 } }, deterministicIds: 'seed' }",
        'const handlers: RobomatchHandlers = createHandlers(options)',
        'setupServer(...handlers)',
        'export const done: Promise<void> = handlers.reset().then(() => handlers.close())',
        "// @ts-expect-error: tiers are 'starter' | 'pro'",
        "createHandlers({ tier: 'gold' })",
        '',
      ].join('\n'),
    )
    await writeFile(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM'], strict: true, skipLibCheck: true, noEmit: true, types: [] },
        files: ['check.ts'],
      }),
    )
    const tsc = await run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], consumer)
    expect(tsc.output).toBe('')
    expect(tsc.code).toBe(0)
  }, 60_000)

  it('runs robomatch mocks export from the installed package', async (ctx) => {
    if (skipReason) return ctx.skip()
    const cli = await run(process.execPath, [join(consumer, 'node_modules', 'robomatch', 'bin', 'robomatch.js'), 'mocks', 'export', '--out', 'gen', '--tier', 'starter'], consumer)
    expect(cli.code, cli.output).toBe(0)
    const files = await readdir(join(consumer, 'gen'))
    expect(files.sort()).toEqual(['handlers.ts', 'robomatch-msw.d.ts', 'robomatch-msw.js'])
  }, 30_000)

  it('runs the same example client against an exported module in a project with only msw', async (ctx) => {
    if (skipReason) return ctx.skip()
    const mswOnly = join(work, 'msw-only')
    const example = join(mswOnly, 'mocks', 'example')
    await mkdir(example, { recursive: true })
    await writeFile(join(mswOnly, 'package.json'), JSON.stringify({ name: 'msw-only-consumer', private: true, type: 'module' }, null, 2))
    const install = await run(NPM, ['install', 'msw@2.15', 'vitest@4.1', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], mswOnly, 80_000)
    expect(install.code, install.output).toBe(0)
    await expect(readdir(join(mswOnly, 'node_modules', 'robomatch'))).rejects.toThrow(/ENOENT/)

    const cli = join(consumer, 'node_modules', 'robomatch', 'bin', 'robomatch.js')
    const exported = await run(process.execPath, [cli, 'mocks', 'export', '--out', join(example, 'robomatch-mocks'), '--tier', 'starter', '--base-url', 'https://robomatch.test/api/v1'], consumer)
    expect(exported.code, exported.output).toBe(0)
    await cp(join(ROOT, 'mocks', 'example', 'client.ts'), join(example, 'client.ts'))
    await cp(join(ROOT, 'mocks', 'example', 'exported.example.ts'), join(example, 'exported.test.ts'))

    const tests = await run(join(mswOnly, 'node_modules', '.bin', 'vitest'), ['run', '--root', mswOnly], mswOnly)
    expect(tests.code, tests.output).toBe(0)
    expect(tests.output).toMatch(/4 passed/)
  }, 150_000)
})
