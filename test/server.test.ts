import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  ApiErrorSchema,
  HomeMatchResponseSchema,
  HomeProductsResponseSchema,
  PublicMatchResponseSchema,
  PublicVendorsResponseSchema,
} from '../src/schemas/api.js'
import { defaultCatalogs } from '../src/core/default-catalogs.js'
import { DEFAULT_TIERS } from '../src/engine/tiers.js'
import { openMemoryStorage } from '../src/storage/memory-storage.js'
import { describeMatrix, postJson, startTarget, type TestTarget } from './helpers/server.js'

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-api-tier']
const USAGE_HEADERS = ['x-usage-limit', 'x-usage-remaining', 'x-usage-period', 'x-usage-used']

async function expectApiError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/application\/json/)
  const body = await res.json()
  expect(v.is(ApiErrorSchema, body), JSON.stringify(body)).toBe(true)
  expect(body.error).toBe(error)
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/)
  return body
}

const currentPeriod = () => new Date().toISOString().slice(0, 7)

describeMatrix('HTTP API', (transport) => {
  let target: TestTarget
  let starter: string
  let pro: string

  beforeAll(async () => {
    target = await startTarget(transport, { storage: 'memory' })
    starter = (await target.app.storage.keys.create('starter')).key
    pro = (await target.app.storage.keys.create('pro')).key
  })
  afterAll(() => target.close())

  it('serves the OpenAPI 3.1 document without a key', async () => {
    const res = await target.request('/api/v1/openapi.json')
    expect(res.status).toBe(200)
    const doc = await res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.version).toBe('1.0.0')
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['ApiKeyAuth', 'BearerAuth'])
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/match', '/vendors', '/home/match', '/home/products', '/openapi.json', '/out']))
    expect(doc.components.schemas.MatchRequest.additionalProperties).toBe(false)
  })

  it('answers 401 ApiError without a key, with a wrong key, and accepts Bearer', async () => {
    await expectApiError(await postJson(target, '/api/v1/match', { category: 'warehouse' }), 401, 'unauthorized')
    await expectApiError(await postJson(target, '/api/v1/match', { category: 'warehouse' }, { 'x-api-key': 'rm_live_nope' }), 401, 'unauthorized')
    const res = await postJson(target, '/api/v1/match', { category: 'warehouse' }, { authorization: `Bearer ${starter}` })
    expect(res.status).toBe(200)
  })

  it('matches with every limit header and a body that fits the schema (starter)', async () => {
    const res = await postJson(
      target,
      '/api/v1/match',
      { category: 'cleaning', floorAreaSqM: 4000, laborCostPerHour: 22, hoursPerDay: 6, daysPerWeek: 6, region: 'us' },
      { 'x-api-key': starter },
    )
    expect(res.status).toBe(200)
    for (const name of [...RATE_HEADERS, ...USAGE_HEADERS]) expect(res.headers.get(name), name).not.toBeNull()
    expect(res.headers.get('x-api-tier')).toBe('starter')
    expect(res.headers.get('x-ratelimit-limit')).toBe('30')
    expect(res.headers.get('x-usage-limit')).toBe('2000')
    expect(res.headers.get('x-usage-period')).toBe(currentPeriod())
    const used = Number(res.headers.get('x-usage-used'))
    expect(used + Number(res.headers.get('x-usage-remaining'))).toBe(2000)
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000)
    const body = await res.json()
    v.parse(PublicMatchResponseSchema, body)
    expect(body.tier).toBe('starter')
    expect(body.vendorMatches.length).toBeLessThanOrEqual(3)
    expect(body.cleaningRoi).toBeDefined()
    expect(body.fleetSizingHint).toBeUndefined()
    expect(body.bestRobotMatch.runnerUps).toBeUndefined()
    expect(body.vendorMatches[0]?.scoreBreakdown).toBeUndefined()
  })

  it('gives pro its extra fields and the same order as starter', async () => {
    const profile = { category: 'warehouse', facilitySizeSqM: 12000, staffingPressure: 'high', region: 'US' }
    const s = await (await postJson(target, '/api/v1/match', profile, { 'x-api-key': starter })).json()
    const res = await postJson(target, '/api/v1/match', profile, { 'x-api-key': pro })
    expect(res.headers.get('x-api-tier')).toBe('pro')
    const p = await res.json()
    v.parse(PublicMatchResponseSchema, p)
    expect(p.vendorMatches.length).toBeLessThanOrEqual(5)
    expect(p.bestRobotMatch.runnerUps).toHaveLength(2)
    expect(p.fleetSizingHint).toEqual(expect.any(String))
    for (const m of p.vendorMatches) {
      const parts = Object.values(m.scoreBreakdown as Record<string, number>).reduce((a, b) => a + b, 0)
      expect(parts).toBe(m.score)
    }
    expect(p.vendorMatches.slice(0, s.vendorMatches.length).map((m: { vendorId: string }) => m.vendorId)).toEqual(
      s.vendorMatches.map((m: { vendorId: string }) => m.vendorId),
    )
  })

  it('reports invalid JSON, unknown fields and every bad field at once, without counting them', async () => {
    const before = await postJson(target, '/api/v1/match', { category: 'restaurant' }, { 'x-api-key': pro })
    const usedBefore = Number(before.headers.get('x-usage-used'))

    await expectApiError(await postJson(target, '/api/v1/match', '{"category":', { 'x-api-key': pro }), 400, 'invalid_json')
    const unknown = await expectApiError(
      await postJson(target, '/api/v1/match', { category: 'cleaning', floorArea: 100 }, { 'x-api-key': pro }),
      400,
      'validation_error',
    )
    expect(Object.keys(unknown.fields)).toEqual(['floorArea'])
    const many = await expectApiError(
      await postJson(
        target,
        '/api/v1/match',
        { category: 'boats', hoursPerDay: 25, daysPerWeek: 0, region: 'USA', laborCostPerHour: '20', seatsPerDay: 5 },
        { 'x-api-key': pro },
      ),
      400,
      'validation_error',
    )
    expect(Object.keys(many.fields).sort()).toEqual(['category', 'daysPerWeek', 'hoursPerDay', 'laborCostPerHour', 'region'])
    await expectApiError(await postJson(target, '/api/v1/match', '[1,2]', { 'x-api-key': pro }), 400, 'validation_error')

    const after = await postJson(target, '/api/v1/match', { category: 'restaurant' }, { 'x-api-key': pro })
    expect(Number(after.headers.get('x-usage-used'))).toBe(usedBefore + 1)
  })

  it('accepts and ignores known fields of another category, and upper-cases the region', async () => {
    const res = await postJson(target, '/api/v1/match', { category: 'cleaning', seatsPerDay: 300, region: 'gb' }, { 'x-api-key': pro })
    expect(res.status).toBe(200)
    expect((await res.json()).region).toBe('GB')
  })

  it('answers 415 without a JSON content type and 413 over 64 KiB', async () => {
    const res = await target.request('/api/v1/match', { method: 'POST', headers: { 'x-api-key': pro, 'content-type': 'text/plain' }, body: '{}' })
    await expectApiError(res, 415, 'unsupported_media_type')
    const big = JSON.stringify({ category: 'warehouse', pad: 'x'.repeat(70 * 1024) })
    await expectApiError(await postJson(target, '/api/v1/match', big, { 'x-api-key': pro }), 413, 'payload_too_large')
  })

  it('answers 404 and 405 as ApiError', async () => {
    await expectApiError(await target.request('/api/v1/nope', { headers: { 'x-api-key': pro } }), 404, 'not_found')
    await expectApiError(await target.request('/nope'), 404, 'not_found')
    const res = await target.request('/api/v1/match', { headers: { 'x-api-key': pro } })
    await expectApiError(res, 405, 'method_not_allowed')
    expect(res.headers.get('allow')).toBe('POST')
    await expectApiError(await target.request('/api/v1/vendors', { method: 'DELETE' }), 405, 'method_not_allowed')
  })

  it('lists vendors with rate headers only, count and total', async () => {
    const res = await target.request('/api/v1/vendors?category=warehouse', { headers: { 'x-api-key': starter } })
    expect(res.status).toBe(200)
    for (const name of RATE_HEADERS) expect(res.headers.get(name), name).not.toBeNull()
    for (const name of USAGE_HEADERS) expect(res.headers.get(name), name).toBeNull()
    const body = v.parse(PublicVendorsResponseSchema, await res.json())
    expect(body.region).toBe('US')
    expect(body.count).toBe(body.vendors.length)
    expect(body.total).toBeGreaterThanOrEqual(body.count)
    const names = body.vendors.map((x) => x.name)
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names)
    await expectApiError(await target.request('/api/v1/vendors', { headers: { 'x-api-key': starter } }), 400, 'validation_error')
    await expectApiError(await target.request('/api/v1/vendors?category=boats', { headers: { 'x-api-key': starter } }), 400, 'validation_error')
  })

  it('serves home matches and products; locale changes only links', async () => {
    const profile = { floorAreaSqM: 90, floorType: 'mixed', pets: true, budgetUsd: 600 }
    const us = await postJson(target, '/api/v1/home/match', profile, { 'x-api-key': pro })
    expect(us.status).toBe(200)
    for (const name of [...RATE_HEADERS, ...USAGE_HEADERS]) expect(us.headers.get(name), name).not.toBeNull()
    const usBody = v.parse(HomeMatchResponseSchema, await us.json())
    const uk = v.parse(
      HomeMatchResponseSchema,
      await (await postJson(target, '/api/v1/home/match', { ...profile, affiliateLocale: 'UK' }, { 'x-api-key': pro })).json(),
    )
    expect(uk.products.map((p) => p.productId)).toEqual(usBody.products.map((p) => p.productId))
    expect(uk.products[0].clickUrl).not.toBe(usBody.products[0].clickUrl)
    expect(usBody.products[0].scoreDetail).toBeDefined()
    await expectApiError(await postJson(target, '/api/v1/home/match', { floorType: 'tile' }, { 'x-api-key': pro }), 400, 'validation_error')
    const list = await target.request('/api/v1/home/products?locale=UK', { headers: { 'x-api-key': starter } })
    expect(list.status).toBe(200)
    for (const name of USAGE_HEADERS) expect(list.headers.get(name), name).toBeNull()
    const products = v.parse(HomeProductsResponseSchema, await list.json())
    expect(products.locale).toBe('UK')
  })

  it('redirects signed click links to the vendor with UTM parameters, and nothing else', async () => {
    const match = await (await postJson(target, '/api/v1/match', { category: 'restaurant', seatsPerDay: 600 }, { 'x-api-key': starter })).json()
    const clickUrl = new URL(match.vendorMatches[0].clickUrl)
    expect(clickUrl.pathname).toBe('/out')
    expect(clickUrl.searchParams.get('utm_campaign')).toBe('restaurant')
    const res = await target.request(clickUrl.pathname + clickUrl.search, { redirect: 'manual' })
    expect(res.status).toBe(302)
    // Also under /api/v1, for tools that ignore the document's path-level server for /out.
    const alias = await target.request(`/api/v1/out${clickUrl.search}`, { redirect: 'manual' })
    expect(alias.status).toBe(302)
    expect(alias.headers.get('location')).toBe(res.headers.get('location'))
    const location = new URL(res.headers.get('location')!)
    expect(location.protocol).toBe('https:')
    expect(location.searchParams.get('utm_source')).toBe('robomatch')
    expect(location.searchParams.get('utm_medium')).toBe('api')
    expect(location.searchParams.get('utm_campaign')).toBe('restaurant')

    // Regression: Pudu is listed under cleaning and restaurant; its restaurant links were 404.
    for (const category of ['restaurant', 'cleaning'] as const) {
      const profile = category === 'restaurant' ? { category, seatsPerDay: 800, region: 'GB' } : { category, floorAreaSqM: 3000 }
      const links = (await (await postJson(target, '/api/v1/match', profile, { 'x-api-key': pro })).json()).vendorMatches
      for (const link of links) {
        const url = new URL(link.clickUrl)
        expect((await target.request(url.pathname + url.search, { redirect: 'manual' })).status, link.vendorId).toBe(302)
      }
    }
    const pudu = new URL(clickUrl)
    pudu.searchParams.set('v', 'pudu-robotics')
    pudu.searchParams.set('utm_campaign', 'cleaning')
    await expectApiError(await target.request(pudu.pathname + pudu.search), 404, 'not_found')

    const tampered = new URL(clickUrl)
    tampered.searchParams.set('v', 'evil-vendor')
    await expectApiError(await target.request(tampered.pathname + tampered.search), 404, 'not_found')
    const forged = new URL(clickUrl)
    forged.searchParams.set('sig', 'A'.repeat(22))
    await expectApiError(await target.request(forged.pathname + forged.search), 404, 'not_found')
    await expectApiError(await target.request('/out?url=https://evil.example'), 404, 'not_found')
  })
})

describe('click links (decision 0010: one HMAC-SHA256 per answer over the listed vendors)', () => {
  const secret = 'a-link-secret-of-some-length-0123456789'
  let storage: ReturnType<typeof openMemoryStorage>
  let target: TestTarget
  beforeAll(async () => {
    storage = openMemoryStorage({ linkSecret: secret })
    target = await startTarget('http', { storage })
  })
  afterAll(async () => {
    await target.close()
    await storage.dispose()
  })
  const follow = (url: URL) => target.request(url.pathname + url.search, { redirect: 'manual' })
  const matchLinks = async () => {
    const { key } = await target.app.storage.keys.create('pro')
    const body = await (await postJson(target, '/api/v1/match', { category: 'cleaning', floorAreaSqM: 3000 }, { 'x-api-key': key })).json()
    return (body.vendorMatches as { vendorId: string; clickUrl: string }[]).map((vendor) => ({ ...vendor, url: new URL(vendor.clickUrl) }))
  }

  it('every link of an answer carries the listed vendors and one signature, and redirects', async () => {
    const links = await matchLinks()
    expect(links.length).toBeGreaterThan(1)
    const listed = links.map((link) => link.vendorId).join(',')
    for (const link of links) {
      expect(link.url.searchParams.get('v')).toBe(link.vendorId)
      expect(link.url.searchParams.get('l')).toBe(listed)
      expect(link.url.searchParams.get('sig')).toBe(links[0].url.searchParams.get('sig'))
      expect((await follow(link.url)).status, link.vendorId).toBe(302)
    }
  })

  it('a link cannot become the click of a vendor the answer did not list, nor be re-listed', async () => {
    const links = await matchLinks()
    const unlisted = defaultCatalogs()
      .vendors.cleaning.map((vendor) => vendor.id)
      .find((id) => !links.some((link) => link.vendorId === id))
    expect(unlisted, 'a cleaning vendor outside this answer').toBeDefined()
    const other = new URL(links[0].url)
    other.searchParams.set('v', unlisted!)
    await expectApiError(await follow(other), 404, 'not_found')
    const relisted = new URL(other)
    relisted.searchParams.set('l', `${relisted.searchParams.get('l')},${unlisted}`)
    await expectApiError(await follow(relisted), 404, 'not_found')
    const otherMatch = new URL(links[0].url)
    otherMatch.searchParams.set('m', '00000000-0000-4000-8000-00000000000b')
    await expectApiError(await follow(otherMatch), 404, 'not_found')
  })

  it('links of the format before decision 0010 (no `l`, a MAC per link) answer 404', async () => {
    const matchId = '00000000-0000-4000-8000-00000000000a'
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`gausium\n${matchId}\ncleaning`)))
    const oldSig = btoa(String.fromCharCode(...mac))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .slice(0, 22)
    const old = `/out?v=gausium&m=${matchId}&utm_source=robomatch&utm_medium=api&utm_campaign=cleaning&sig=${oldSig}`
    await expectApiError(await target.request(old, { redirect: 'manual' }), 404, 'not_found')
    await expectApiError(await target.request(`${old}&l=gausium`, { redirect: 'manual' }), 404, 'not_found')
  })
})

describe('rate limit and quota', () => {
  let target: TestTarget
  let key: string
  beforeAll(async () => {
    target = await startTarget('fetch', {
      storage: 'memory',
      tiers: { ...DEFAULT_TIERS, starter: { ...DEFAULT_TIERS.starter, requestsPerMinute: 3, matchesPerMonth: 1000 } },
      // Held mid-minute: the limit's windows are clock minutes, and a run straddling one's end would reset it.
      now: () => Date.UTC(2026, 10, 26, 12, 0, 30),
    })
    key = (await target.app.storage.keys.create('starter')).key
  })
  afterAll(() => target.close())

  it('answers 429 rate_limited with Retry-After and every header once the minute is used', async () => {
    for (let i = 0; i < 3; i++) expect((await postJson(target, '/api/v1/match', { category: 'warehouse' }, { 'x-api-key': key })).status).toBe(200)
    const res = await postJson(target, '/api/v1/match', { category: 'warehouse' }, { 'x-api-key': key })
    await expectApiError(res, 429, 'rate_limited')
    const retry = Number(res.headers.get('retry-after'))
    expect(retry).toBeGreaterThanOrEqual(1)
    expect(retry).toBeLessThanOrEqual(60)
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(res.headers.get('x-usage-used')).toBe('3')
    const vendors = await target.request('/api/v1/vendors?category=cleaning', { headers: { 'x-api-key': key } })
    await expectApiError(vendors, 429, 'rate_limited')
    expect(vendors.headers.get('retry-after')).not.toBeNull()
    expect(vendors.headers.get('x-usage-used')).toBeNull()
  })
})

describe('monthly quota', () => {
  it('answers 429 quota_exceeded with period, limit and used, shared by business and home matches', async () => {
    const target = await startTarget('fetch', {
      storage: 'memory',
      tiers: { ...DEFAULT_TIERS, pro: { ...DEFAULT_TIERS.pro, matchesPerMonth: 2 } },
    })
    try {
      const key = (await target.app.storage.keys.create('pro')).key
      expect((await postJson(target, '/api/v1/match', { category: 'warehouse' }, { 'x-api-key': key })).status).toBe(200)
      expect((await postJson(target, '/api/v1/home/match', {}, { 'x-api-key': key })).status).toBe(200)
      const res = await postJson(target, '/api/v1/match', { category: 'warehouse' }, { 'x-api-key': key })
      const body = await expectApiError(res, 429, 'quota_exceeded')
      expect(body).toMatchObject({ period: currentPeriod(), limit: 2, used: 2 })
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(res.headers.get('x-usage-remaining')).toBe('0')
      // vendors are not matches: still fine
      expect((await target.request('/api/v1/vendors?category=warehouse', { headers: { 'x-api-key': key } })).status).toBe(200)
    } finally {
      await target.close()
    }
  })
})

describe('mock mode', () => {
  let target: TestTarget
  beforeAll(async () => {
    target = await startTarget('fetch', { storage: 'memory', mock: true })
  })
  afterAll(() => target.close())

  it('accepts rm_test_ keys with the tier from the prefix', async () => {
    const res = await postJson(target, '/api/v1/match', { category: 'warehouse' }, { 'x-api-key': 'rm_test_pro_abc' })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-api-tier')).toBe('pro')
    await expectApiError(await postJson(target, '/api/v1/match', { category: 'warehouse' }, { 'x-api-key': 'rm_test_gold_abc' }), 401, 'unauthorized')
  })

  it('forces outcomes with Prefer', async () => {
    const key = { 'x-api-key': 'rm_test_starter_prefer' }
    const body = { category: 'warehouse' }
    await expectApiError(await postJson(target, '/api/v1/match', body, { ...key, prefer: 'code=401' }), 401, 'unauthorized')
    await expectApiError(await postJson(target, '/api/v1/match', body, { ...key, prefer: 'code=422' }), 422, 'engine_error')
    await expectApiError(await postJson(target, '/api/v1/match', body, { ...key, prefer: 'code=503' }), 503, 'storage_unavailable')
    const rl = await postJson(target, '/api/v1/match', body, { ...key, prefer: 'code=429' })
    await expectApiError(rl, 429, 'rate_limited')
    expect(rl.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(rl.headers.get('retry-after')).not.toBeNull()
    const q = await postJson(target, '/api/v1/match', body, { ...key, prefer: 'code=429, example=quota_exceeded' })
    const qBody = await expectApiError(q, 429, 'quota_exceeded')
    expect(qBody).toMatchObject({ period: currentPeriod(), limit: 2000, used: 2000 })
    // forced failures count against nothing
    const ok = await postJson(target, '/api/v1/match', body, key)
    expect(ok.headers.get('x-usage-used')).toBe('1')
  })

  it('ignores Prefer outside mock mode', async () => {
    const real = await startTarget('fetch', { storage: 'memory' })
    try {
      const key = (await real.app.storage.keys.create('starter')).key
      const res = await postJson(real, '/api/v1/match', { category: 'warehouse' }, { 'x-api-key': key, prefer: 'code=429' })
      expect(res.status).toBe(200)
    } finally {
      await real.close()
    }
  })
})
