/**
 * Parity: the MSW handlers and a real listening server answer the same request the same
 * way (status, headers, body) for every profile fixture and every error case.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHandlers } from '../src/msw/index.js'
import { startTarget, type TestTarget } from './helpers/server.js'
import { normalizeAnswer } from './helpers/normalize.js'

const MSW_BASE = 'https://robomatch.test/api/v1'
const PROFILES = new URL('../mocks/profiles/', import.meta.url)

interface Fixture {
  name: string
  endpoint: 'match' | 'home'
  request: unknown
}

const fixtures = readdirSync(PROFILES)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, fixture: JSON.parse(readFileSync(new URL(file, PROFILES), 'utf8')) as Fixture }))

/** Connection-level or time-dependent headers that may differ between transports. */
const IGNORED_HEADERS = new Set(['date', 'content-length', 'keep-alive', 'connection', 'transfer-encoding', 'x-ratelimit-reset', 'ratelimit', 'retry-after'])

let target: TestTarget
const handlers = createHandlers()
// 'bypass': requests to the real local server must reach it (DEPENDENCIES.md).
const msw = setupServer(...handlers)

beforeAll(async () => {
  target = await startTarget('http', { storage: 'memory', mock: true })
  msw.listen({ onUnhandledRequest: 'bypass' })
})
afterAll(async () => {
  msw.close()
  await handlers.close()
  await target?.close()
})

interface Case {
  name: string
  /** Path under /api/v1 (or `/out…` at the origin). */
  path: string
  init?: RequestInit
}

interface Answer {
  status: number
  headers: Record<string, string>
  retryAfter: number | null
  body: unknown
  origin: string
}

async function ask(origin: string, apiBase: string, c: Case): Promise<Answer> {
  const url = c.path.startsWith('/out') ? `${origin}${c.path}` : `${apiBase}${c.path}`
  const res = await fetch(url, { redirect: 'manual', ...c.init })
  const headers: Record<string, string> = {}
  res.headers.forEach((value, name) => {
    if (!IGNORED_HEADERS.has(name)) headers[name] = value
  })
  const text = await res.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : text
  } catch {
    // not JSON: compare the text
  }
  const retryAfter = res.headers.get('retry-after')
  return { status: res.status, headers, retryAfter: retryAfter === null ? null : Number(retryAfter), body, origin }
}

async function expectParity(c: Case): Promise<void> {
  const real = await ask(target.origin, `${target.origin}/api/v1`, c)
  const mocked = await ask(new URL(MSW_BASE).origin, MSW_BASE, c)
  expect(mocked.status, `${c.name}: status`).toBe(real.status)
  expect(normalizeAnswer(mocked.headers, mocked.origin), `${c.name}: headers`).toEqual(normalizeAnswer(real.headers, real.origin))
  expect(mocked.retryAfter === null, `${c.name}: retry-after presence`).toBe(real.retryAfter === null)
  if (real.retryAfter !== null && mocked.retryAfter !== null) {
    // Seconds to the next minute window, read by two requests a moment apart: apart by at most a
    // second, on a circle of 60 (one just before a minute turns says 1, one just after says 60).
    const apart = Math.abs(mocked.retryAfter - real.retryAfter) % 60
    expect(Math.min(apart, 60 - apart), `${c.name}: retry-after`).toBeLessThanOrEqual(1)
  }
  expect(normalizeAnswer(mocked.body, mocked.origin), `${c.name}: body`).toEqual(normalizeAnswer(real.body, real.origin))
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

describe('MSW handlers answer like a listening server', () => {
  it('finds the profile fixtures', () => {
    expect(fixtures.length).toBeGreaterThan(0)
  })

  for (const tier of ['starter', 'pro'] as const) {
    it(`every profile fixture, ${tier}`, async () => {
      for (const [i, { file, fixture }] of fixtures.entries()) {
        const key = `rm_test_${tier}_fixture${i}`
        const path = fixture.endpoint === 'home' ? '/home/match' : '/match'
        await expectParity({ name: `${tier} ${file}`, path, init: json(fixture.request, { 'x-api-key': key }) })
      }
    })
  }

  it('listings: /vendors per category and region, /home/products per locale, /openapi.json', async () => {
    const key = { 'x-api-key': 'rm_test_starter_listings' }
    const cases: Case[] = []
    for (const category of ['warehouse', 'cleaning', 'restaurant']) {
      for (const region of ['', 'de', 'ZZ']) {
        cases.push({ name: `vendors ${category} ${region}`, path: `/vendors?category=${category}${region ? `&region=${region}` : ''}`, init: { headers: key } })
      }
    }
    cases.push({ name: 'vendors without category', path: '/vendors', init: { headers: key } })
    cases.push({ name: 'vendors twice', path: '/vendors?category=cleaning&category=warehouse', init: { headers: key } })
    for (const locale of ['US', 'UK', 'FR']) cases.push({ name: `home products ${locale}`, path: `/home/products?locale=${locale}`, init: { headers: key } })
    cases.push({ name: 'openapi', path: '/openapi.json' })
    for (const c of cases) await expectParity(c)
  })

  it('error cases', async () => {
    const key = 'rm_test_starter_errors'
    const cases: Case[] = [
      { name: '401 without a key', path: '/match', init: json({ category: 'warehouse' }) },
      { name: '401 unknown key', path: '/vendors?category=cleaning', init: { headers: { 'x-api-key': 'rm_live_nope' } } },
      { name: '400 invalid json', path: '/match', init: json('{"category": "warehouse",', { 'x-api-key': key }) },
      { name: '400 empty body', path: '/match', init: json('', { 'x-api-key': key }) },
      { name: '400 unknown field', path: '/match', init: json({ category: 'warehouse', floorArea: 10 }, { 'x-api-key': key }) },
      {
        name: '400 several fields',
        path: '/match',
        init: json({ category: 'x', hoursPerDay: 0, region: 'USA', laborCostPerHour: '12' }, { 'x-api-key': key }),
      },
      { name: '400 not an object', path: '/home/match', init: json([1, 2], { 'x-api-key': key }) },
      { name: '415 without content type', path: '/match', init: { method: 'POST', headers: { 'x-api-key': key }, body: '{"category":"warehouse"}' } },
      { name: '413 too large', path: '/match', init: json({ category: 'warehouse', pad: 'x'.repeat(70_000) }, { 'x-api-key': key }) },
      { name: '404 unknown path', path: '/nope', init: { headers: { 'x-api-key': key } } },
      { name: '405 wrong method', path: '/match', init: { headers: { 'x-api-key': key } } },
      { name: '405 DELETE vendors', path: '/vendors', init: { method: 'DELETE', headers: { 'x-api-key': key } } },
      { name: 'OPTIONS preflight', path: '/match', init: { method: 'OPTIONS' } },
      { name: '404 bad click link', path: '/out?v=gausium&m=x&utm_campaign=cleaning&sig=forged' },
    ]
    const prefer: [string, string, string][] = [
      ['code=429', '/match', 'rate limited'],
      ['code=429, example=quota_exceeded', '/match', 'quota'],
      ['code=429, example=quota_exceeded', '/home/match', 'home quota'],
      ['code=422', '/match', 'engine error'],
      ['code=503', '/match', 'storage down'],
      ['code=401', '/match', 'forced 401'],
    ]
    for (const [value, path, name] of prefer) {
      const body = path === '/home/match' ? { pets: true } : { category: 'cleaning', floorAreaSqM: 900 }
      cases.push({ name: `Prefer ${name}`, path, init: json(body, { 'x-api-key': key, prefer: value }) })
    }
    cases.push({ name: 'Prefer 429 on vendors', path: '/vendors?category=warehouse', init: { headers: { 'x-api-key': key, prefer: 'code=429' } } })
    cases.push({ name: 'Prefer 429 with invalid body', path: '/match', init: json({ category: 'nope' }, { 'x-api-key': key, prefer: 'code=429' }) })
    for (const c of cases) await expectParity(c)
  })

  it('the real rate limit, reached on both sides', async () => {
    const key = { 'x-api-key': 'rm_test_starter_ratelimit' }
    for (let i = 0; i < 31; i++) await expectParity({ name: `vendors #${i + 1}`, path: '/vendors?category=restaurant', init: { headers: key } })
  })
})
