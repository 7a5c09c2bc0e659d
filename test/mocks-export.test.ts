/**
 * `robomatch mocks export`: the same bytes every time, a bundle that imports only msw, a
 * handlers module that type-checks under strict settings, and answers from the real app —
 * including the cases the former recorded export got wrong (issue 10). Needs `npm run build`
 * (the bundle is built by it); the browser side is in test/parity.test.ts.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mocksExportCommand } from '../src/cli/mocks-export.js'
import { createApp } from '../src/server/app.js'
import type { RobomatchApp } from '../src/server/types.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BASE = 'https://robomatch.test/api/v1'
const KEY = 'rm_test_pro_export'

interface GeneratedModule {
  handlers: RequestHandler[]
  resetMocks(): Promise<void>
  baseUrl: string
  tier: string
}

// Response bodies are compared field by field with loose types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

let dir: string
let generated: GeneratedModule
let app: RobomatchApp
const server = setupServer()

/** Runs the command quietly; returns the exit code and what it printed on stderr. */
async function runExport(options: Parameters<typeof mocksExportCommand>[0]): Promise<{ code: number; stderr: string }> {
  let stderr = ''
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk)
    return true
  })
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  try {
    return { code: await mocksExportCommand(options), stderr }
  } finally {
    err.mockRestore()
    out.mockRestore()
  }
}

beforeAll(async () => {
  // Inside the repository (`.tmp/` is git-ignored) so the module's `import 'msw'` resolves.
  await mkdir(join(ROOT, '.tmp'), { recursive: true })
  dir = await mkdtemp(join(ROOT, '.tmp', 'mocks-export-'))
  expect((await runExport({ out: join(dir, 'a') })).code).toBe(0)
  generated = (await import(pathToFileURL(join(dir, 'a', 'handlers.ts')).href)) as GeneratedModule
  app = await createApp({ storage: 'memory', mock: true })
  server.use(...generated.handlers)
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => generated.resetMocks())
afterAll(async () => {
  server.close()
  await app?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

function post(path: string, body: unknown, headers: Record<string, string> = { 'x-api-key': KEY }): RequestInit & { path: string } {
  return { path, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }
}

async function answer(res: Response): Promise<{ status: number; body: Json }> {
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : text }
}

/** The same request, answered by the exported module (through msw) and by the real app in-process. */
async function both({ path, ...init }: RequestInit & { path: string }) {
  await app.storage.counters.reset()
  return { mocked: await answer(await fetch(`${BASE}${path}`, init)), real: await answer(await app.fetch(new Request(`${BASE}${path}`, init))) }
}

const withoutIds = (body: Json): string =>
  JSON.stringify(body, (key, value) => (key === 'matchId' ? 'ID' : key === 'clickUrl' ? String(value).replace(/&m=[^&]+|&sig=[^&]+/g, '') : value))

describe('robomatch mocks export', () => {
  it('writes the same bytes every time: the bundle imports only msw, the handlers only the bundle', async () => {
    expect((await runExport({ out: join(dir, 'b') })).code).toBe(0)
    for (const file of ['handlers.ts', 'robomatch-msw.js', 'robomatch-msw.d.ts']) {
      expect((await readFile(join(dir, 'b', file))).equals(await readFile(join(dir, 'a', file))), file).toBe(true)
    }
    const handlers = await readFile(join(dir, 'a', 'handlers.ts'), 'utf8')
    expect(handlers.split('\n').filter((line) => /^import\s/.test(line))).toEqual(["import { createHandlers } from './robomatch-msw.js'"])
    const bundle = await readFile(join(dir, 'a', 'robomatch-msw.js'), 'utf8')
    expect([...bundle.matchAll(/\bfrom\s*"([^"]+)"/g)].map((m) => m[1])).toEqual(['msw'])
    expect(bundle).not.toMatch(/\bimport\(|require\(|node:/)
  })

  it('type-checks under strict compiler settings', async () => {
    await writeFile(
      join(dir, 'a', 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM'],
          types: [],
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          noPropertyAccessFromIndexSignature: true,
          noUnusedLocals: true,
          noUnusedParameters: true,
          noImplicitReturns: true,
          verbatimModuleSyntax: true,
          isolatedModules: true,
          skipLibCheck: true,
          noEmit: true,
        },
        files: ['handlers.ts'],
      }),
    )
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'a', 'tsconfig.json')], { encoding: 'utf8' })
    expect(tsc.stdout + tsc.stderr).toBe('')
    expect(tsc.status).toBe(0)
  })

  it('answers like the real app where the recorded export did not (issue 10)', async () => {
    // A 50,000 m² cleaning site in JP: the recorded export answered region FR, vacuum_sweeper.
    const jp = await both(post('/match', { category: 'cleaning', floorAreaSqM: 50_000, region: 'JP' }))
    expect(jp.mocked.status).toBe(200)
    expect(jp.mocked.body.region).toBe('JP')
    expect(withoutIds(jp.mocked.body)).toBe(withoutIds(jp.real.body))
    // An unknown issued key is a 401, not a 200.
    const live = await fetch(`${BASE}/vendors?category=cleaning`, { headers: { 'x-api-key': 'rm_live_not-issued' } })
    expect(live.status).toBe(401)
    // A forged click link is a 404, not a redirect.
    const forged = await fetch('https://robomatch.test/out?v=gausium&m=x&utm_campaign=cleaning&sig=forged', { redirect: 'manual' })
    expect(forged.status).toBe(404)
  })

  it('validates, limits and forces outcomes exactly like the app', async () => {
    const cases = [
      post('/match', { category: 'warehouse', facilitySizeSqM: 9_000_000, region: 'GB' }),
      post('/home/match', { floorAreaSqM: 80, pets: true, affiliateLocale: 'UK' }),
      post('/match', { category: 'x', hoursPerDay: 0, floorArea: 2 }),
      post('/match', '{"category":'),
      post('/match', { category: 'cleaning' }, { 'x-api-key': KEY, prefer: 'code=429, example=quota_exceeded' }),
      post('/match', { category: 'cleaning' }, {}),
      { path: '/vendors?category=restaurant&region=jp', headers: { 'x-api-key': KEY } },
    ]
    for (const c of cases) {
      const { mocked, real } = await both(c)
      expect(mocked.status, c.path).toBe(real.status)
      expect(withoutIds(mocked.body), c.path).toBe(withoutIds(real.body))
    }
  })

  it('counts per key and resetMocks() forgets', async () => {
    let res: Response | undefined
    for (let i = 0; i < 3; i++) res = await fetch(`${BASE}/vendors?category=warehouse`, { headers: { 'x-api-key': 'my-app-key' } })
    expect(res?.headers.get('x-ratelimit-remaining')).toBe('57')
    await generated.resetMocks()
    const after = await fetch(`${BASE}/vendors?category=warehouse`, { headers: { 'x-api-key': 'my-app-key' } })
    expect(after.headers.get('x-ratelimit-remaining')).toBe('59')
  })

  it('exports the starter tier at another base URL', async () => {
    expect((await runExport({ out: join(dir, 'starter'), tier: 'starter', baseUrl: 'http://localhost:9999/robots/v1/' })).code).toBe(0)
    const source = await readFile(join(dir, 'starter', 'handlers.ts'), 'utf8')
    expect(source).toContain('export const baseUrl = "http://localhost:9999/robots/v1"')
    expect(source).toContain('export const tier = "starter" as const')
  })

  it('adds /api/v1 to a --base-url that is a bare origin, and warns about another path (issue 13)', async () => {
    const bare = await runExport({ out: join(dir, 'bare'), baseUrl: 'https://api.example.com/' })
    expect(bare.code).toBe(0)
    expect(bare.stderr).toContain('using https://api.example.com/api/v1')
    expect(await readFile(join(dir, 'bare', 'handlers.ts'), 'utf8')).toContain('"https://api.example.com/api/v1"')
    const other = await runExport({ out: join(dir, 'other'), baseUrl: 'https://api.example.com/v2' })
    expect(other.code).toBe(0)
    expect(other.stderr).toMatch(/^warning: --base-url https:\/\/api\.example\.com\/v2 does not end in \/api\/v1/)
  })

  it('refuses bad options with one line and exit code 2', async () => {
    const bad: Parameters<typeof mocksExportCommand>[0][] = [
      { out: '' },
      { out: join(dir, 'x'), tier: 'gold' },
      { out: join(dir, 'x'), baseUrl: 'robomatch.test/api' },
      { out: join(dir, 'x'), baseUrl: 'ftp://robomatch.test/api' },
      { out: join(dir, 'x'), profiles: join(dir, 'a') },
      { out: join(dir, 'a', 'handlers.ts') },
    ]
    for (const options of bad) {
      const { code, stderr } = await runExport(options)
      expect(code, JSON.stringify(options)).toBe(2)
      expect(stderr).toMatch(/^error: .+\n$/)
    }
  })
})
