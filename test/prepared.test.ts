/**
 * Prepared answers (src/core/prepared.ts): a repeated input is answered from its serialized
 * template, and the bytes are exactly what the plain path (`produce` + `JSON.stringify`)
 * sends — over every prepared route, both tiers, the profile fixtures and generated
 * profiles; links in a templated answer are signed for its own match id and verify at /out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { createCoreApp, type RobomatchApp } from '../src/core/app.js'
import { defaultCatalogs } from '../src/core/default-catalogs.js'
import { DEFAULT_TIERS } from '../src/engine/tiers.js'
import { defineApiRoute } from '../src/core/pipeline.js'
import { createLinkSigner } from '../src/core/links.js'
import { PreparedAnswers, prepareAnswer, renderAnswer } from '../src/core/prepared.js'
import { ROUTES } from '../src/core/routes/index.js'
import { openMemoryStorage } from '../src/storage/memory-storage.js'
import type { RobomatchStorage } from '../src/storage/types.js'

const PROFILES_DIR = fileURLToPath(new URL('../mocks/profiles', import.meta.url))
const ORIGIN = 'https://api.robomatch.test'
const catalogs = defaultCatalogs()
/** The default tiers' answer shapes, with limits no test run reaches. */
const tiers = {
  starter: { ...DEFAULT_TIERS.starter, requestsPerMinute: 1e6, matchesPerMonth: 1e9 },
  pro: { ...DEFAULT_TIERS.pro, requestsPerMinute: 1e6, matchesPerMonth: 1e9 },
}

const apps: RobomatchApp[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
})

/** An app whose ids come from a counter, so two apps draw the same ids in the same order. */
async function start(storage: RobomatchStorage, preparedAnswers?: number, extra: Partial<Parameters<typeof createCoreApp>[0]> = {}) {
  let n = 0
  const app = await createCoreApp({
    storage,
    catalogs,
    mock: true,
    origin: ORIGIN,
    tiers,
    preparedAnswers,
    generateId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    ...extra,
  })
  apps.push(app)
  return app
}

interface Call {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
}

function send(app: RobomatchApp, call: Call, tier: 'starter' | 'pro'): Promise<Response> {
  return app.fetch(
    new Request(`${ORIGIN}${call.path}`, {
      method: call.method,
      headers: { 'x-api-key': `rm_test_${tier}_demo`, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    }),
  )
}

/** A small seeded generator (mulberry32), so the generated profiles are the same every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function generatedProfiles(count: number): unknown[] {
  const next = random(18)
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]
  const maybe = <T>(value: T): T | undefined => (next() < 0.6 ? value : undefined)
  const profiles: unknown[] = []
  for (let i = 0; i < count; i++) {
    const category = pick(['warehouse', 'cleaning', 'restaurant'] as const)
    const profile: Record<string, unknown> = {
      category,
      region: maybe(pick(['US', 'GB', 'uk', 'DE', 'JP', 'CA', 'FR'])),
      laborCostPerHour: maybe(Math.round(8 + next() * 40)),
      hoursPerDay: maybe(pick([4, 8, 12, 16, 24])),
      daysPerWeek: maybe(pick([5, 6, 7])),
      staffingPressure: maybe(pick(['low', 'medium', 'high'])),
      budgetPreference: maybe(pick(['low_upfront', 'balanced', 'maximize_long_term_roi'])),
      acquisitionPreference: maybe(pick(['buy', 'lease', 'raas', 'open'])),
      techReadiness: maybe(pick(['low', 'medium', 'high'])),
    }
    if (category === 'cleaning')
      Object.assign(profile, { floorAreaSqM: maybe(Math.round(100 + next() * 60_000)), floorType: maybe(pick(['hard', 'carpet', 'mixed'])) })
    if (category === 'warehouse')
      Object.assign(profile, {
        facilitySizeSqM: maybe(Math.round(500 + next() * 100_000)),
        handlingUnit: maybe(pick(['each', 'case', 'pallet'])),
        ordersPerDay: maybe(Math.round(50 + next() * 50_000)),
      })
    if (category === 'restaurant')
      Object.assign(profile, {
        seatsPerDay: maybe(Math.round(20 + next() * 2000)),
        serviceStyle: maybe(pick(['table_service', 'counter_service', 'self_service'])),
      })
    profiles.push(Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined)))
  }
  return profiles
}

function fixtureCalls(): Call[] {
  const calls: Call[] = []
  for (const file of readdirSync(PROFILES_DIR).filter((name) => name.endsWith('.json'))) {
    const fixture = JSON.parse(readFileSync(join(PROFILES_DIR, file), 'utf8')) as { endpoint: string; request: unknown }
    calls.push({ method: 'POST', path: fixture.endpoint === 'home' ? '/api/v1/home/match' : '/api/v1/match', body: fixture.request })
  }
  return calls
}

const CALLS: Call[] = [
  ...fixtureCalls(),
  ...generatedProfiles(60).map((body): Call => ({ method: 'POST', path: '/api/v1/match', body })),
  { method: 'POST', path: '/api/v1/home/match', body: {} },
  { method: 'POST', path: '/api/v1/home/match', body: { floorAreaSqM: 90, pets: true, budgetUsd: 600, affiliateLocale: 'UK' } },
  { method: 'GET', path: '/api/v1/vendors?category=warehouse&region=DE' },
  { method: 'GET', path: '/api/v1/vendors?category=restaurant' },
  { method: 'GET', path: '/api/v1/home/products?locale=UK' },
]

describe('prepared answers', () => {
  it('send byte for byte what the plain path sends, first time and repeated, on every prepared route and tier', async () => {
    const storage = openMemoryStorage()
    const prepared = await start(storage)
    const plain = await start(storage, 0)
    let compared = 0
    let templated = 0
    for (const tier of ['starter', 'pro'] as const) {
      for (const call of CALLS) {
        // Three times each: the plain path, the template built, the template rendered.
        for (let round = 0; round < 3; round++) {
          const [a, b] = await Promise.all([send(prepared, call, tier), send(plain, call, tier)])
          const [bytesA, bytesB] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()])
          expect({ call, tier, status: a.status }).toEqual({ call, tier, status: b.status })
          expect(new TextDecoder().decode(bytesA), `${call.method} ${call.path} ${JSON.stringify(call.body)} (${tier}, round ${round})`).toBe(
            new TextDecoder().decode(bytesB),
          )
          expect(a.headers.get('content-length')).toBe(b.headers.get('content-length'))
          expect(a.headers.get('content-type')).toBe(b.headers.get('content-type'))
          if (a.status === 200) templated++
          compared++
        }
      }
    }
    expect(compared).toBe(CALLS.length * 6)
    // Fixtures include error profiles (400s); most calls are answered.
    expect(templated).toBeGreaterThan(CALLS.length * 5)
  })

  it('sign each answer’s links for its own match id, and those links redirect at /out', async () => {
    const app = await start(openMemoryStorage())
    const call: Call = { method: 'POST', path: '/api/v1/match', body: { category: 'warehouse', facilitySizeSqM: 8000, region: 'US' } }
    await send(app, call, 'pro') // first sight: answered the plain way
    const first = (await (await send(app, call, 'pro')).json()) as { matchId: string; vendorMatches: { clickUrl: string }[] }
    const second = (await (await send(app, call, 'pro')).json()) as { matchId: string; vendorMatches: { clickUrl: string }[] }
    expect(second.matchId).not.toBe(first.matchId)
    expect(second.vendorMatches.length).toBeGreaterThan(1)
    for (const [answer, vendor] of second.vendorMatches.map((vendor) => [second, vendor] as const)) {
      const url = new URL(vendor.clickUrl)
      expect(url.searchParams.get('m')).toBe(answer.matchId)
      const out = await app.fetch(new Request(url, { redirect: 'manual' }))
      expect(out.status).toBe(302)
    }
    // A link of the second answer with the first answer's id is refused: signatures are per match.
    const forged = new URL(second.vendorMatches[0].clickUrl)
    forged.searchParams.set('m', first.matchId)
    expect((await app.fetch(new Request(forged, { redirect: 'manual' }))).status).toBe(404)
  })

  it('run the route once per input, and an answer whose placeholders do not survive every time', async () => {
    let runs = 0
    const echoRoute = defineApiRoute({
      method: 'POST',
      path: '/api/v1/echo',
      operationId: 'echo',
      summary: 'Test route.',
      description: 'Echoes its text with an id.',
      tag: 'meta',
      auth: 'key',
      counting: 'request',
      prepared: true,
      body: v.strictObject({ text: v.string() }),
      ok: { status: 200, description: 'ok' },
      produce({ body }, { ctx }) {
        runs++
        const id = ctx.generateId()
        // An id used in a way the template cannot follow (its first character cut) when the text asks for it.
        return { id: body.text === 'cut' ? id.slice(1) : id, text: body.text }
      },
    })
    const app = await start(openMemoryStorage(), undefined, { routes: [...ROUTES, echoRoute] })
    const echo = async (text: string) =>
      (await (await send(app, { method: 'POST', path: '/api/v1/echo', body: { text } }, 'pro')).json()) as { id: string; text: string }

    // First sight: the plain path. Second: the template is built (one more run). Then: rendered.
    const answers = [await echo('hello'), await echo('hello'), await echo('hello'), await echo('hello')]
    expect(runs).toBe(2)
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(4)
    for (const answer of answers) expect(answer).toEqual({ id: expect.stringMatching(/^00000000-0000-4000-8000-\d{12}$/), text: 'hello' })

    // Input holding the placeholder characters is answered as it is, by running the route each time.
    const tricky = '\uE000 0 \uE002 and \uE0010\uE002'
    runs = 0
    for (let i = 0; i < 3; i++) expect((await echo(tricky)).text).toBe(tricky)
    expect(runs).toBe(4) // plain; the template attempt and the plain run; plain

    runs = 0
    for (let i = 0; i < 3; i++) expect((await echo('cut')).id).toMatch(/^0{7}-0000-4000-8000-\d{12}$/)
    expect(runs).toBe(4)

    // An input over 2 KiB is never kept.
    runs = 0
    const long = 'x'.repeat(3000)
    for (let i = 0; i < 3; i++) expect((await echo(long)).text).toBe(long)
    expect(runs).toBe(3)
  })

  it('still honour a forced Prefer outcome, and still check the content type, for an input already prepared', async () => {
    const app = await start(openMemoryStorage())
    const body = JSON.stringify({ category: 'restaurant', seatsPerDay: 300 })
    const post = (headers: Record<string, string>) =>
      app.fetch(
        new Request(`${ORIGIN}/api/v1/match`, {
          method: 'POST',
          headers: { 'x-api-key': 'rm_test_pro_demo', 'content-type': 'application/json', ...headers },
          body,
        }),
      )
    for (let i = 0; i < 3; i++) expect((await post({})).status).toBe(200)
    const limited = await post({ prefer: 'code=429' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('preference-applied')).toBe('code=429')
    expect((await post({ prefer: 'code=422' })).status).toBe(422)
    expect((await post({ 'content-type': 'text/plain' })).status).toBe(415)
  })

  it('escape an id from a custom generator that JSON must escape, as the plain path does', async () => {
    const storage = openMemoryStorage()
    const weird = () => 'id "quoted" \\ é ☃'
    const prepared = await start(storage, undefined, { generateId: weird })
    const plain = await start(storage, 0, { generateId: weird })
    const call: Call = { method: 'POST', path: '/api/v1/match', body: { category: 'cleaning', floorAreaSqM: 3000 } }
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([send(prepared, call, 'pro'), send(plain, call, 'pro')])
      expect(await a.text()).toBe(await b.text())
    }
  })

  it('keep every rendered answer intact while later answers are written (answers share slabs, never a byte)', async () => {
    const links = await createLinkSigner('a-link-secret-of-some-length-0123456789')
    // An answer of ~4.6 KB (fourteen to a 64 KiB slab) and one of ~20 KB (an array of its own).
    const produceWith = (filler: string) => (perRequest: { generateId: () => string; links: Pick<typeof links, 'clickUrl'> }) => {
      const matchId = perRequest.generateId()
      return {
        matchId,
        links: ['gausium', 'brain-corp', 'locus-robotics'].map((vendor) => perRequest.links.clickUrl(ORIGIN, vendor, matchId, 'cleaning')),
        filler,
      }
    }
    const small = produceWith('é'.repeat(2300))
    const large = produceWith('x'.repeat(20_000))
    const [smallTemplate, largeTemplate] = await Promise.all([prepareAnswer(links, small), prepareAnswer(links, large)])
    let n = 0
    const perRequest = { generateId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, links }
    const rendered: { bytes: Uint8Array; produce: typeof small; id: number }[] = []
    for (let i = 0; i < 100; i++) {
      const produce = i % 10 === 9 ? large : small
      const id = n + 1
      rendered.push({ bytes: renderAnswer((produce === large ? largeTemplate : smallTemplate)!, perRequest), produce, id })
    }
    // 90 small answers span several slabs; each is still exactly what the plain path gives for its id.
    for (const { bytes, produce, id } of rendered) {
      const plain = JSON.stringify(produce({ generateId: () => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, links }))
      expect(new TextDecoder().decode(bytes)).toBe(plain)
    }
  })

  it('keep at most their capacity, dropping the least recently used', () => {
    const cache = new PreparedAnswers(2)
    const entry = { parts: [new Uint8Array()], slots: [], ids: 0, staticBytes: 0 }
    cache.set('a', entry)
    cache.set('b', false)
    expect(cache.get('a')).toBe(entry) // a is now the most recent
    cache.set('c', entry)
    expect(cache.size).toBe(2)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(entry)
    expect(cache.get('c')).toBe(entry)
    // A hot entry stays however many inputs come and go, though it is moved only now and then.
    const big = new PreparedAnswers(64)
    big.set('hot', entry)
    for (let i = 0; i < 1000; i++) {
      big.set(`cold ${i}`, false)
      expect(big.get('hot'), `after ${i + 1} other inputs`).toBe(entry)
    }
    expect(big.size).toBe(64)
    // Without hits it is dropped once 64 newer inputs came.
    for (let i = 0; i < 64; i++) big.set(`colder ${i}`, false)
    expect(big.get('hot')).toBeUndefined()
    const off = new PreparedAnswers(0)
    off.set('a', entry)
    expect(off.get('a')).toBeUndefined()
  })
})
