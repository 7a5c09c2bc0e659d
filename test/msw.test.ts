import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createHandlers } from '../src/msw/index.js'

const BASE = 'https://robomatch.test/api/v1'
const STARTER = 'rm_test_starter_msw'
const PRO = 'rm_test_pro_msw'

const handlers = createHandlers({ keys: ['my-app-key'], tier: 'starter' })
const server = setupServer(...handlers)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  server.resetHandlers()
  await handlers.reset()
})
afterAll(async () => {
  server.close()
  await handlers.close()
})

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

// Bodies are loosely typed on purpose: the tests check shapes field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

describe('robomatch/msw handlers (setupServer)', () => {
  const profiles = {
    warehouse: { category: 'warehouse', facilitySizeSqM: 30000, hoursPerDay: 16, region: 'us' },
    cleaning: { category: 'cleaning', floorAreaSqM: 4000, laborCostPerHour: 20 },
    restaurant: { category: 'restaurant', seatsPerDay: 600, staffingPressure: 'high' },
  } as const

  for (const [category, profile] of Object.entries(profiles)) {
    it(`answers POST /match for ${category}`, async () => {
      const res = await post('/match', profile, { 'x-api-key': PRO })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-api-tier')).toBe('pro')
      expect(res.headers.get('x-ratelimit-limit')).toBe('60')
      expect(res.headers.get('x-usage-used')).toBe('1')
      const body: Json = await res.json()
      expect(body.category).toBe(category)
      expect(body.matchId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(body.vendorMatches.length).toBeGreaterThan(0)
      expect(body.vendorMatches[0].clickUrl).toMatch(/^https:\/\/robomatch\.test\/out\?v=/)
      expect(Object.hasOwn(body, 'cleaningRoi')).toBe(category === 'cleaning')
      expect(Object.hasOwn(body, 'fleetSizingHint')).toBe(category !== 'cleaning')
    })
  }

  it('answers POST /home/match and GET /home/products', async () => {
    const res = await post('/home/match', { floorAreaSqM: 90, pets: true, affiliateLocale: 'UK' }, { authorization: `Bearer ${PRO}` })
    expect(res.status).toBe(200)
    const body: Json = await res.json()
    expect(body.locale).toBe('UK')
    expect(body.products.length).toBeLessThanOrEqual(5)
    expect(body.products[0].scoreDetail).toBeDefined()
    const list = await fetch(`${BASE}/home/products?locale=US`, { headers: { 'x-api-key': STARTER } })
    expect(list.status).toBe(200)
    expect(((await list.json()) as Json).locale).toBe('US')
  })

  it('answers GET /openapi.json without a key', async () => {
    const res = await fetch(`${BASE}/openapi.json`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as Json).openapi).toBe('3.1.0')
  })

  it('reports every invalid field in a 400', async () => {
    const res = await post('/match', { category: 'cleaning', floorArea: 10, daysPerWeek: 0, region: 'USA' }, { 'x-api-key': STARTER })
    expect(res.status).toBe(400)
    const body: Json = await res.json()
    expect(body.error).toBe('validation_error')
    expect(Object.keys(body.fields).sort()).toEqual(['daysPerWeek', 'floorArea', 'region'])
    const invalid = await post('/match', '{"category":', { 'x-api-key': STARTER })
    expect(invalid.status).toBe(400)
    expect(((await invalid.json()) as Json).error).toBe('invalid_json')
  })

  it('answers the real 401 without a key or with an unknown key', async () => {
    for (const headers of [{}, { 'x-api-key': 'unknown-key' }] as Record<string, string>[]) {
      const res = await post('/match', { category: 'warehouse' }, headers)
      expect(res.status).toBe(401)
      expect(((await res.json()) as Json).error).toBe('unauthorized')
    }
  })

  it('without a keys list, answers any key as the default key of the tier', async () => {
    const base = 'https://default-key.test/api/v1'
    const defaults = createHandlers({ baseUrl: base, tier: 'starter' })
    server.use(...defaults)
    try {
      const ok = await fetch(`${base}/vendors?category=cleaning`, { headers: { 'x-api-key': 'whatever-my-app-sends' } })
      expect(ok.status).toBe(200)
      expect(ok.headers.get('x-api-tier')).toBe('starter')
      const bearer = await fetch(`${base}/vendors?category=cleaning`, { headers: { authorization: 'Bearer another-key' } })
      expect(bearer.status).toBe(200)
      for (const headers of [{}, { 'x-api-key': 'rm_live_not-issued' }] as Record<string, string>[]) {
        const res = await fetch(`${base}/vendors?category=cleaning`, { headers })
        expect(res.status).toBe(401)
      }
      const issued = await (await defaults.app()).storage.keys.create('pro')
      const pro = await fetch(`${base}/vendors?category=cleaning`, { headers: { 'x-api-key': issued.key } })
      expect(pro.headers.get('x-api-tier')).toBe('pro')
    } finally {
      await defaults.close()
    }
  })

  it('accepts a listed key of any form as the configured tier', async () => {
    const res = await fetch(`${BASE}/vendors?category=cleaning`, { headers: { 'x-api-key': 'my-app-key' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-api-tier')).toBe('starter')
  })

  it('forces a 429 with Prefer: code=429, with Retry-After and limit headers', async () => {
    const res = await post('/match', { category: 'warehouse' }, { 'x-api-key': STARTER, prefer: 'code=429' })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(((await res.json()) as Json).error).toBe('rate_limited')
    const quota = await post('/match', { category: 'warehouse' }, { 'x-api-key': STARTER, prefer: 'code=429, example=quota_exceeded' })
    expect(quota.status).toBe(429)
    expect(await quota.json()).toMatchObject({ error: 'quota_exceeded', limit: 2000, used: 2000 })
    for (const [code, error] of [
      [401, 'unauthorized'],
      [422, 'engine_error'],
      [503, 'storage_unavailable'],
    ] as const) {
      const forced = await post('/match', { category: 'warehouse' }, { 'x-api-key': STARTER, prefer: `code=${code}` })
      expect(forced.status).toBe(code)
      expect(((await forced.json()) as Json).error).toBe(error)
    }
  })

  it('shapes by tier: starter ≤3 vendors and no runnerUps, pro ≤5 with runnerUps and breakdowns', async () => {
    const profile = { category: 'cleaning', floorAreaSqM: 6000, region: 'US' }
    const starter: Json = await (await post('/match', profile, { 'x-api-key': STARTER })).json()
    const pro: Json = await (await post('/match', profile, { 'x-api-key': PRO })).json()
    expect(starter.vendorMatches.length).toBeLessThanOrEqual(3)
    expect(pro.vendorMatches.length).toBeGreaterThan(starter.vendorMatches.length)
    expect(pro.vendorMatches.length).toBeLessThanOrEqual(5)
    expect(starter.bestRobotMatch.runnerUps).toBeUndefined()
    expect(pro.bestRobotMatch.runnerUps).toHaveLength(2)
    expect(starter.vendorMatches[0].scoreBreakdown).toBeUndefined()
    expect(pro.vendorMatches[0].scoreBreakdown).toBeDefined()
    // Tier never changes ranking.
    expect(pro.vendorMatches.slice(0, 3).map((v: Json) => v.vendorId)).toEqual(starter.vendorMatches.map((v: Json) => v.vendorId))
  })

  it('repeats the same match ids after reset()', async () => {
    const ids = async () => {
      const out: string[] = []
      for (let i = 0; i < 3; i++) out.push(((await (await post('/match', { category: 'restaurant' }, { 'x-api-key': PRO })).json()) as Json).matchId)
      return out
    }
    const first = await ids()
    expect(first).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'])
    await handlers.reset()
    expect(await ids()).toEqual(first)
  })

  it('counts requests per key and forgets them on reset()', async () => {
    let res: Response | undefined
    for (let i = 0; i < 3; i++) res = await post('/match', { category: 'warehouse' }, { 'x-api-key': STARTER })
    expect(res?.headers.get('x-ratelimit-remaining')).toBe('27')
    expect(res?.headers.get('x-usage-used')).toBe('3')
    // Failed requests count against nothing.
    await post('/match', { category: 'nope' }, { 'x-api-key': STARTER })
    await handlers.reset()
    const after = await post('/match', { category: 'warehouse' }, { 'x-api-key': STARTER })
    expect(after.headers.get('x-ratelimit-remaining')).toBe('29')
    expect(after.headers.get('x-usage-used')).toBe('1')
  })

  it('answers unknown paths and wrong methods under the base URL like the server', async () => {
    const missing = await fetch(`${BASE}/nope`, { headers: { 'x-api-key': STARTER } })
    expect(missing.status).toBe(404)
    const wrong = await fetch(`${BASE}/match`, { headers: { 'x-api-key': STARTER } })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('POST')
  })
})

// One setupServer per process (two active ones would both run a request's handlers):
// extra handler sets go in with server.use().
describe('createHandlers options', () => {
  it('enforces shrunk limits and serves another base URL', async () => {
    // Held mid-minute: the limit's windows are clock minutes, and a run straddling one's end would reset it.
    const custom = createHandlers({
      baseUrl: 'http://api.example.com/robots/v1/',
      limits: { pro: { requestsPerMinute: 2, maxVendors: 1 } },
      now: () => Date.UTC(2026, 10, 26, 12, 0, 30),
    })
    server.use(...custom)
    try {
      const send = () =>
        fetch('http://api.example.com/robots/v1/match', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': PRO },
          body: JSON.stringify({ category: 'warehouse' }),
        })
      const first = await send()
      expect(((await first.json()) as Json).vendorMatches).toHaveLength(1)
      expect(first.headers.get('x-ratelimit-limit')).toBe('2')
      expect((await send()).status).toBe(200)
      const third = await send()
      expect(third.status).toBe(429)
      expect(((await third.json()) as Json).error).toBe('rate_limited')
    } finally {
      await custom.close()
    }
  })

  it('seeds repeatable uuid-v4 ids from a string', async () => {
    const seeded = createHandlers({ baseUrl: 'https://seeded.test/api/v1', deterministicIds: 'my-seed' })
    server.use(...seeded)
    try {
      const id = async () =>
        (
          (await (
            await fetch('https://seeded.test/api/v1/match', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-api-key': PRO },
              body: '{"category":"cleaning"}',
            })
          ).json()) as Json
        ).matchId as string
      const first = await id()
      expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(await id()).not.toBe(first)
      await seeded.reset()
      expect(await id()).toBe(first)
    } finally {
      await seeded.close()
    }
  })

  it('rejects bad options with a message saying what to pass', () => {
    expect(() => createHandlers({ baseUrl: 'robomatch.test' })).toThrow(/absolute URL/)
    // @ts-expect-error: an unknown tier is the point of this check
    expect(() => createHandlers({ tier: 'gold' })).toThrow(/starter' or 'pro/)
    expect(() => createHandlers({ limits: { starter: { requestsPerMinute: 0 } } })).toThrow(/requestsPerMinute must be at least 1/)
  })
})
