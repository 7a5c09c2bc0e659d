/**
 * `robomatch mocks export`: byte-identical output, a module that type-checks under strict
 * settings, and handlers that answer like the real app (recorded, nearest, errors, counters).
 */
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { setupServer } from 'msw/node'
import type { RequestHandler } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mocksExportCommand } from '../src/cli/mocks-export.js'
import { createApp } from '../src/server/app.js'
import type { RobomatchApp } from '../src/server/types.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BASE = 'https://robomatch.test/api/v1'
const KEY = 'rm_test_pro_export'

interface GeneratedModule {
  handlers: RequestHandler[]
  resetMocks(): void
  baseUrl: string
  tier: string
  recordedProfiles: string[]
}

interface Recordings {
  profiles: { name: string; endpoint: 'match' | 'home'; request: unknown; status: number; body: Record<string, unknown> }[]
  errors: Record<string, { status: number; body: unknown }>
}

// Response bodies are compared field by field with loose types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

let dir: string
let generated: GeneratedModule
let recordings: Recordings
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
  recordings = JSON.parse(await readFile(join(dir, 'a', 'recordings.json'), 'utf8')) as Recordings
  app = await createApp({ storage: 'memory', mock: true })
  server.use(...generated.handlers)
  server.listen({ onUnhandledRequest: 'error' })
}, 60_000)
afterEach(() => generated.resetMocks())
afterAll(async () => {
  server.close()
  await app?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

function post(path: string, body: unknown, headers: Record<string, string> = { 'x-api-key': KEY }): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** The same request answered by the real app in-process. */
async function real(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  await app.storage.counters.reset()
  const res = await app.fetch(new Request(`${BASE}${path}`, init))
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : text }
}

async function mocked(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${BASE}${path}`, init)
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : text }
}

describe('robomatch mocks export', () => {
  it('writes the same bytes every time', async () => {
    expect((await runExport({ out: join(dir, 'b') })).code).toBe(0)
    for (const file of ['handlers.ts', 'recordings.json']) {
      expect((await readFile(join(dir, 'b', file))).equals(await readFile(join(dir, 'a', file))), file).toBe(true)
    }
    const source = await readFile(join(dir, 'a', 'handlers.ts'), 'utf8')
    const imports = source.split('\n').filter((line) => /^import\s/.test(line))
    expect(imports).toEqual(["import { http, type RequestHandler } from 'msw'"])
  })

  it('type-checks under strict compiler settings', async () => {
    await writeFile(
      join(dir, 'a', 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM'], types: [],
          strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, noPropertyAccessFromIndexSignature: true,
          noUnusedLocals: true, noUnusedParameters: true, noImplicitReturns: true, verbatimModuleSyntax: true, isolatedModules: true,
          skipLibCheck: true, noEmit: true,
        },
        files: ['handlers.ts'],
      }),
    )
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'a', 'tsconfig.json')], { encoding: 'utf8' })
    expect(tsc.stdout + tsc.stderr).toBe('')
    expect(tsc.status).toBe(0)
  }, 60_000)

  it('answers every recorded profile with its recording (fresh match ids)', async () => {
    expect(generated.recordedProfiles.length).toBe(recordings.profiles.length)
    for (const profile of recordings.profiles) {
      const res = await post(profile.endpoint === 'home' ? '/home/match' : '/match', profile.request)
      expect(res.status, profile.name).toBe(profile.status)
      const body: Json = await res.json()
      if (profile.status === 200) {
        expect(body.matchId).toMatch(/^00000000-0000-4000-8000-[0-9a-f]{12}$/)
        expect(JSON.stringify(body).split(body.matchId).join('ID')).toBe(JSON.stringify(profile.body).split(String(profile.body.matchId)).join('ID'))
        expect(res.headers.get('x-api-tier')).toBe('pro')
      } else {
        expect(body, profile.name).toEqual(profile.body)
      }
    }
  })

  it('answers an unknown profile with the nearest recording of its category', async () => {
    const res = await post('/match', { category: 'restaurant', seatsPerDay: 777, region: 'us' })
    expect(res.status).toBe(200)
    const body: Json = await res.json()
    expect(body.category).toBe('restaurant')
    const recorded = recordings.profiles.filter((p) => p.status === 200 && p.body.category === 'restaurant')
    const strip = (value: Json) => JSON.stringify({ ...value, matchId: undefined, vendorMatches: value.vendorMatches.map((v: Json) => ({ ...v, clickUrl: undefined })) })
    expect(recorded.map((p) => strip(p.body))).toContain(strip(body))
    const home = await post('/home/match', { floorAreaSqM: 61, affiliateLocale: 'UK', pets: true })
    expect(((await home.json()) as Json).locale).toBe('UK')
  })

  it('gives the real 401 without a key, and Prefer outcomes', async () => {
    const none = await post('/match', { category: 'warehouse' }, {})
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual(recordings.errors.unauthorized.body)
    const limited = await post('/match', { category: 'warehouse' }, { 'x-api-key': KEY, prefer: 'code=429' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(((await limited.json()) as Json).message).toMatch(/retry after \d+ s\.$/)
    const quota = await post('/match', { category: 'warehouse' }, { 'x-api-key': KEY, prefer: 'code=429, example=quota_exceeded' })
    const quotaBody: Json = await quota.json()
    expect(quotaBody).toMatchObject({ error: 'quota_exceeded', limit: 10000, used: 10000, period: quota.headers.get('x-usage-period') })
    expect(quotaBody.message).toContain(quotaBody.period)
    for (const [code, error] of [[401, 'unauthorized'], [422, 'engine_error'], [503, 'storage_unavailable']] as const) {
      const forced = await post('/match', { category: 'warehouse' }, { 'x-api-key': KEY, prefer: `code=${code}` })
      expect(forced.status).toBe(code)
      expect(((await forced.json()) as Json).error).toBe(error)
    }
  })

  it('validates and answers errors exactly like the server', async () => {
    const json = (body: string, extra: Record<string, string> = {}): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY, ...extra },
      body,
    })
    const cases: [string, RequestInit][] = [
      ['/match', json('{"category":')],
      ['/match', json('')],
      ['/match', json('[]')],
      ['/match', json('{}')],
      ['/match', json(JSON.stringify({ category: 'cleaning', floorArea: 1, hoursPerDay: 0, daysPerWeek: 8, region: 'usa', laborCostPerHour: '9', staffingPressure: 'extreme' }))],
      ['/match', json(JSON.stringify({ category: 'warehouse', facilitySizeSqM: 10_000_001, techReadiness: 1, __proto__x: 1 }))],
      ['/match', json(JSON.stringify({ category: 'cleaning', floorAreaSqM: 900 }), { prefer: 'code=429' })],
      ['/match', json(JSON.stringify({ category: 'nope' }), { prefer: 'code=422' })],
      ['/home/match', json(JSON.stringify({ floorType: 'tile', pets: 'yes', affiliateLocale: 'FR', budgetUsd: -5, extra: true }))],
      ['/match', { method: 'POST', headers: { 'x-api-key': KEY, 'content-type': 'text/plain' }, body: '{}' }],
      ['/match', json(JSON.stringify({ category: 'warehouse', pad: 'x'.repeat(70_000) }))],
      ['/match', { method: 'GET', headers: { 'x-api-key': KEY } }],
      ['/nope/deeper', { method: 'DELETE' }],
      ['/vendors', { headers: { 'x-api-key': KEY } }],
      ['/vendors?category=cleaning&category=cleaning', { headers: { 'x-api-key': KEY } }],
      ['/vendors?category=cleaning&region=usa', { headers: { 'x-api-key': KEY } }],
      ['/home/products?locale=FR', { headers: { 'x-api-key': KEY } }],
    ]
    for (const [path, init] of cases) {
      const expected = await real(path, init)
      expect(await mocked(path, init), `${init.method ?? 'GET'} ${path}`).toEqual(expected)
    }
  })

  it('serves every vendor listing and home products like the server', async () => {
    for (const category of ['warehouse', 'cleaning', 'restaurant']) {
      for (const region of ['', 'de', 'JP', 'BR', 'QQ']) {
        const path = `/vendors?category=${category}${region ? `&region=${region}` : ''}`
        const init = { headers: { 'x-api-key': KEY } }
        expect(await mocked(path, init), path).toEqual(await real(path, init))
      }
    }
    for (const locale of ['US', 'UK']) {
      const path = `/home/products?locale=${locale}`
      const init = { headers: { authorization: `Bearer ${KEY}` } }
      expect(await mocked(path, init), path).toEqual(await real(path, init))
    }
    const spec = await fetch(`${BASE}/openapi.json`)
    expect(((await spec.json()) as Json).openapi).toBe('3.1.0')
  })

  it('redirects click links and 404s unknown ones', async () => {
    const match: Json = await (await post('/match', { category: 'warehouse', facilitySizeSqM: 20000 })).json()
    const click = await fetch(match.vendorMatches[0].clickUrl, { redirect: 'manual' })
    expect(click.status).toBe(302)
    expect(click.headers.get('location')).toContain('utm_campaign=warehouse')
    const bad = await fetch('https://robomatch.test/out?v=nobody&m=x&utm_campaign=warehouse&sig=x', { redirect: 'manual' })
    expect(bad.status).toBe(404)
  })

  it('counts rate limit and usage down per key, and resetMocks() forgets', async () => {
    let last: Response | undefined
    for (let i = 0; i < 3; i++) last = await post('/match', { category: 'cleaning', floorAreaSqM: 1200 })
    expect(last?.headers.get('x-ratelimit-remaining')).toBe('57')
    expect(last?.headers.get('x-usage-used')).toBe('3')
    expect(last?.headers.get('x-usage-remaining')).toBe('9997')
    const other = await post('/match', { category: 'cleaning' }, { 'x-api-key': 'another-key' })
    expect(other.headers.get('x-ratelimit-remaining')).toBe('59')
    for (let i = 0; i < 57; i++) await fetch(`${BASE}/vendors?category=warehouse`, { headers: { 'x-api-key': KEY } })
    const over = await fetch(`${BASE}/vendors?category=warehouse`, { headers: { 'x-api-key': KEY } })
    expect(over.status).toBe(429)
    expect(((await over.json()) as Json).error).toBe('rate_limited')
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0')
    generated.resetMocks()
    const fresh = await post('/match', { category: 'cleaning', floorAreaSqM: 1200 })
    expect(fresh.headers.get('x-ratelimit-remaining')).toBe('59')
    expect(((await fresh.json()) as Json).matchId).toBe('00000000-0000-4000-8000-000000000001')
  })

  it('exports the starter tier with starter shapes', async () => {
    expect((await runExport({ out: join(dir, 'starter'), tier: 'starter', baseUrl: 'http://localhost:9999/robots/v1/' })).code).toBe(0)
    const data = JSON.parse(await readFile(join(dir, 'starter', 'recordings.json'), 'utf8')) as Recordings & { baseUrl: string; tier: string }
    expect(data.baseUrl).toBe('http://localhost:9999/robots/v1')
    expect(data.tier).toBe('starter')
    for (const profile of data.profiles.filter((p) => p.status === 200 && p.endpoint === 'match')) {
      const vendors = profile.body.vendorMatches as Json[]
      expect(vendors.length).toBeLessThanOrEqual(3)
      expect(vendors.every((v) => v.clickUrl.startsWith('http://localhost:9999/out?'))).toBe(true)
      expect((profile.body.bestRobotMatch as Json).runnerUps).toBeUndefined()
    }
  })

  it('refuses bad options with one line and exit code 2', async () => {
    const bad: Parameters<typeof mocksExportCommand>[0][] = [
      { out: '' },
      { out: join(dir, 'x'), tier: 'gold' },
      { out: join(dir, 'x'), baseUrl: 'robomatch.test/api' },
      { out: join(dir, 'x'), baseUrl: 'ftp://robomatch.test/api' },
      { out: join(dir, 'x'), profiles: join(dir, 'missing') },
      { out: join(dir, 'a', 'handlers.ts') },
    ]
    for (const options of bad) {
      const { code, stderr } = await runExport(options)
      expect(code, JSON.stringify(options)).toBe(2)
      expect(stderr).toMatch(/^error: .+\n$/)
    }
    const broken = join(dir, 'broken-profiles')
    await mkdir(broken, { recursive: true })
    await writeFile(join(broken, 'bad.json'), JSON.stringify({ name: 'x', endpoint: 'nowhere', request: {} }))
    const { code, stderr } = await runExport({ out: join(dir, 'x'), profiles: broken })
    expect(code).toBe(2)
    expect(stderr).toMatch(/^error: .*bad\.json: endpoint .+\n$/)
  })
})
