/**
 * The published package, as a consumer gets it: `npm pack` once (the build is `npm test`'s
 * pretest), check what the tarball holds, install it offline from npm's cache into a fresh
 * project without ioredis or stripe, then run the example integrator's tests there, import
 * `robomatch/msw`, type-check a file that uses it, serve with memory and fs storage, and run
 * `robomatch mocks export`.
 *
 * Layout: `work/msw-only` has only msw and vitest in its node_modules (the project of the
 * exported-module test), linked from this repository's own (the same msw 2.15 and vitest 4.1 the
 * test used to install there: they are the tools the tests run with, not what is tested, and an
 * install of them was a quarter of the file's CPU); `work/msw-only/consumer` installs the tarball
 * and finds msw and vitest in the parent's node_modules, as Node resolves packages upwards.
 * Skipped with a loud message when npm's cache lacks a package (installs never go online).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveProcess } from './helpers/cli.js'

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
/** From npm's cache only: a test never reaches the registry. */
const INSTALL_FLAGS = ['--offline', '--no-audit', '--no-fund', '--loglevel=error']

let work: string
let mswOnly: string
let consumer: string
let packedFiles: string[] = []
let skipReason: string | undefined

/** Installs `specs` into `cwd` offline; a cache miss sets `skipReason` (and returns false). */
async function installOffline(cwd: string, specs: string[]): Promise<boolean> {
  const install = await run(NPM, ['install', ...specs, ...INSTALL_FLAGS], cwd, 80_000)
  if (install.code === 0) return true
  if (OFFLINE.test(install.output) || install.code === null) {
    skipReason = `npm could not install ${specs.join(' ')} from its cache (run the suite once online to warm it):\n${install.output.slice(-800)}`
    console.warn(`\n*** PACK TEST SKIPPED: ${skipReason}\n***\n`)
    return false
  }
  throw new Error(`npm install ${specs.join(' ')} failed:\n${install.output}`)
}

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist', 'index.js')) || !existsSync(join(ROOT, 'dist', 'msw', 'robomatch-msw.js'))) {
    throw new Error('dist/ is missing: run `npm run build` first (`npm test` does it before the tests)')
  }
  work = await mkdtemp(join(tmpdir(), 'robomatch-pack-'))
  mswOnly = join(work, 'msw-only')
  consumer = join(mswOnly, 'consumer')
  await mkdir(consumer, { recursive: true })

  // Scripts off: `prepare` would build a second time.
  const pack = await run(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', work], ROOT)
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.output}`)
  const tarball = (await readdir(work)).find((file) => file.endsWith('.tgz'))
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${work}:\n${pack.output}`)
  const report = JSON.parse(pack.output.slice(pack.output.indexOf('['))) as { files: { path: string }[] }[]
  packedFiles = report[0].files.map((file) => file.path).sort()

  await writeFile(join(mswOnly, 'package.json'), JSON.stringify({ name: 'msw-only-consumer', private: true, type: 'module' }, null, 2))
  await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'robomatch-consumer', private: true, type: 'module' }, null, 2))
  // msw and vitest linked, not installed; node_modules itself is a real folder, so nothing (Vite's
  // cache included) is written into this repository's.
  await mkdir(join(mswOnly, 'node_modules'))
  for (const name of ['msw', 'vitest']) await symlink(join(ROOT, 'node_modules', name), join(mswOnly, 'node_modules', name), 'junction')
  if (!(await installOffline(consumer, [join(work, tarball)]))) return

  // The example, unchanged, next to an index that re-exports the installed package.
  await cp(join(ROOT, 'mocks', 'example'), join(consumer, 'mocks', 'example'), { recursive: true })
  await writeFile(join(consumer, 'mocks', 'index.ts'), "export * from 'robomatch/msw'\n")
}, 150_000)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe('npm pack contents', () => {
  it('ship built code, catalogs, profiles, types, README, LICENSE and CHANGELOG; no tests, bench, sources or source maps', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'bin/robomatch.js', 'dist/index.js', 'dist/index.d.ts']),
    )
    expect(packedFiles).toEqual(expect.arrayContaining(['catalogs/warehouse.json', 'catalogs/index.js', 'dist/msw/robomatch-msw.js', 'dist/core/index.js']))
    expect(packedFiles.some((file) => file.startsWith('mocks/profiles/'))).toBe(true)
    const clutter = packedFiles.filter((file) => /(^|\/)(test|tests|bench|__tests__)\/|\.test\.|\.map$|\.tsbuildinfo$|^src\/|bench/.test(file))
    expect(clutter).toEqual([])
    expect(packedFiles.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([])
    // Every file under a folder the package means to ship, nothing else.
    expect(packedFiles.filter((file) => !/^(bin|dist|catalogs|mocks\/profiles)\//.test(file) && !file.includes('/'))).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'package.json',
    ])
  })
})

// Each test runs its own processes in its own files, so they run at once. The type check's
// tsconfig is not named tsconfig.json, so the example's Vitest run beside it never reads it.
describe.concurrent('npm pack → install → use', () => {
  it('runs the example integrator tests against the installed package', async (ctx) => {
    const { expect } = ctx
    if (skipReason) return ctx.skip()
    const vitest = await run(process.execPath, [join(mswOnly, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'mocks/example'], consumer)
    expect(vitest.output).toMatch(/Tests\s+6 passed/)
    expect(vitest.code, vitest.output).toBe(0)
  })

  it('resolves robomatch/msw and answers through setupServer', async (ctx) => {
    const { expect } = ctx
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
  })

  it('type-checks a file that uses createHandlers', async (ctx) => {
    const { expect } = ctx
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
      join(consumer, 'tsconfig.check.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          types: [],
        },
        files: ['check.ts'],
      }),
    )
    const tsc = await run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.check.json'], consumer)
    expect(tsc.output).toBe('')
    expect(tsc.code).toBe(0)
  })

  it('runs robomatch mocks export from the installed package', async (ctx) => {
    const { expect } = ctx
    if (skipReason) return ctx.skip()
    const cli = await run(
      process.execPath,
      [join(consumer, 'node_modules', 'robomatch', 'bin', 'robomatch.js'), 'mocks', 'export', '--out', 'gen', '--tier', 'starter'],
      consumer,
    )
    expect(cli.code, cli.output).toBe(0)
    const files = await readdir(join(consumer, 'gen'))
    expect(files.sort()).toEqual(['handlers.ts', 'robomatch-msw.d.ts', 'robomatch-msw.js'])
  })

  it('runs the same example client against an exported module in a project with only msw', async (ctx) => {
    const { expect } = ctx
    if (skipReason) return ctx.skip()
    const example = join(mswOnly, 'mocks', 'example')
    await mkdir(example, { recursive: true })
    // msw and vitest were linked here in beforeAll; robomatch installed only in the nested consumer.
    await expect(readdir(join(mswOnly, 'node_modules', 'robomatch'))).rejects.toThrow(/ENOENT/)

    const cli = join(consumer, 'node_modules', 'robomatch', 'bin', 'robomatch.js')
    const exported = await run(
      process.execPath,
      [cli, 'mocks', 'export', '--out', join(example, 'robomatch-mocks'), '--tier', 'starter', '--base-url', 'https://robomatch.test/api/v1'],
      consumer,
    )
    expect(exported.code, exported.output).toBe(0)
    await cp(join(ROOT, 'mocks', 'example', 'client.ts'), join(example, 'client.ts'))
    await cp(join(ROOT, 'mocks', 'example', 'exported.example.ts'), join(example, 'exported.test.ts'))

    const tests = await run(process.execPath, [join(mswOnly, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', mswOnly, '--dir', example], mswOnly)
    expect(tests.code, tests.output).toBe(0)
    expect(tests.output).toMatch(/4 passed/)
  }, 150_000)

  it('serves with memory and fs storage without ioredis or stripe installed, and names ioredis when Redis is chosen', async (ctx) => {
    const { expect } = ctx
    if (skipReason) return ctx.skip()
    for (const peer of ['ioredis', 'stripe']) {
      expect(existsSync(join(consumer, 'node_modules', peer)), `${peer} should not be installed`).toBe(false)
      expect(existsSync(join(mswOnly, 'node_modules', peer)), `${peer} should not be installed`).toBe(false)
    }
    const bin = join(consumer, 'node_modules', 'robomatch', 'bin', 'robomatch.js')
    for (const storage of ['memory', `fs:${join(work, 'store')}`]) {
      const server = await serveProcess(['--storage', storage], {}, bin)
      try {
        const key = /^\s*starter\s+(rm_live_[A-Za-z0-9_-]{32})$/m.exec(server.stdout())?.[1]
        expect(key, server.stdout()).toBeDefined()
        const res = await fetch(`${server.url}/api/v1/match`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key! },
          body: JSON.stringify({ category: 'warehouse', facilitySizeSqM: 8000 }),
        })
        expect(res.status, storage).toBe(200)
      } finally {
        await server.stop()
      }
    }
    await expect(serveProcess(['--storage', 'redis://127.0.0.1:1'], {}, bin)).rejects.toThrow(
      /needs the "ioredis" package, which is not installed\. Install it next to robomatch: npm install ioredis/,
    )
  })
})
