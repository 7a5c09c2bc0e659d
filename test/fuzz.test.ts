/**
 * Generated hostile requests (fast-check): bodies, content types, query strings and key
 * headers of every shape. 10,000 in-process through `app.fetch`, a few hundred more over a
 * real listening server. Whatever arrives: never a 5xx, every non-2xx is a JSON ApiError,
 * no stack trace or file path in any body, and only 2xx matches move the key's counters.
 */
import fc from 'fast-check'
import { describe, expect, it, onTestFinished } from 'vitest'
import { DEFAULT_TIERS, type TierTable } from '../src/engine/tiers.js'
import { ErrorCodeSchema } from '../src/schemas/api.js'
import { startServer } from '../src/server/listen.js'
import { createApp, type RobomatchApp } from '../src/server/app.js'
import { monthPeriod } from '../src/core/windows.js'

/** Limits far above the run, so every refusal is about the request itself. */
const TIERS: TierTable = {
  starter: { ...DEFAULT_TIERS.starter, requestsPerMinute: 1e9, matchesPerMonth: 1e9 },
  pro: { ...DEFAULT_TIERS.pro, requestsPerMinute: 1e9, matchesPerMonth: 1e9 },
}
const IN_PROCESS_RUNS = 10_000
const OVER_HTTP_RUNS = 300
const ERROR_CODES: readonly string[] = ErrorCodeSchema.options

interface FuzzRequest {
  method: string
  path: string
  headers: [string, string][]
  body?: string | Uint8Array<ArrayBuffer>
}

// ---------------------------------------------------------------------------------------
// Arbitraries

/** A value that is mostly right for a field, else anything JSON can hold (`valid` only: always right). */
const fieldValue = <T>(valid: fc.Arbitrary<T>, onlyValid = false): fc.Arbitrary<unknown> =>
  onlyValid
    ? valid
    : fc.oneof(
        { weight: 12, arbitrary: valid },
        { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
        { weight: 1, arbitrary: fc.constantFrom('', '12', 'NaN', '1e309', -1, 0, 1e308, -0, null, true) },
      )

const level = fc.constantFrom('low', 'medium', 'high')
const matchBodyOf = (onlyValid: boolean) =>
  fc.record(
    {
      category: fieldValue(fc.constantFrom('warehouse', 'cleaning', 'restaurant'), onlyValid),
      laborCostPerHour: fieldValue(fc.double({ min: 0, max: 1000, noNaN: true }), onlyValid),
      hoursPerDay: fieldValue(fc.double({ min: 0.5, max: 24, noNaN: true }), onlyValid),
      daysPerWeek: fieldValue(fc.integer({ min: 1, max: 7 }), onlyValid),
      staffingPressure: fieldValue(level, onlyValid),
      budgetPreference: fieldValue(fc.constantFrom('low_upfront', 'balanced', 'maximize_long_term_roi'), onlyValid),
      acquisitionPreference: fieldValue(fc.constantFrom('open', 'buy', 'lease', 'raas'), onlyValid),
      techReadiness: fieldValue(level, onlyValid),
      region: fieldValue(fc.constantFrom('US', 'us', 'GB', 'De', 'ZZ'), onlyValid),
      floorAreaSqM: fieldValue(fc.integer({ min: 1, max: 10_000_000 }), onlyValid),
      facilitySizeSqM: fieldValue(fc.integer({ min: 1, max: 10_000_000 }), onlyValid),
      seatsPerDay: fieldValue(fc.integer({ min: 1, max: 1_000_000 }), onlyValid),
    },
    { requiredKeys: ['category'] },
  )
const homeBodyOf = (onlyValid: boolean) =>
  fc.record(
    {
      floorAreaSqM: fieldValue(fc.integer({ min: 1, max: 10_000 }), onlyValid),
      floorType: fieldValue(fc.constantFrom('hard', 'carpet', 'mixed'), onlyValid),
      pets: fieldValue(fc.boolean(), onlyValid),
      budgetUsd: fieldValue(fc.integer({ min: 0, max: 100_000 }), onlyValid),
      mopping: fieldValue(fc.boolean(), onlyValid),
      selfEmptying: fieldValue(fc.boolean(), onlyValid),
      affiliateLocale: fieldValue(fc.constantFrom('US', 'UK', 'us', 'DE'), onlyValid),
    },
    { requiredKeys: [] },
  )
const matchBody = matchBodyOf(false)
const homeBody = homeBodyOf(false)

/** Objects with extra keys: typos, prototype names, unicode. */
const extraKeys = fc.dictionary(
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'floorArea', 'toString', 'hasOwnProperty', 'valueOf', ''),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
  ),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
)
const withExtras = (body: fc.Arbitrary<Record<string, unknown>>) =>
  fc.tuple(body, extraKeys).map(([a, b]) => {
    // Raw text so `__proto__` stays an own key (JSON.stringify of an object literal would drop it).
    const entries = [...Object.entries(a), ...Object.entries(b)]
    return `{${entries.map(([k, value]) => `${JSON.stringify(k)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`
  })

const jsonBody = fc.oneof(matchBody, homeBody).map((body) => JSON.stringify(body))
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)
const specialBodies = fc.constantFrom(
  '',
  ' ',
  'null',
  'true',
  '0',
  '"warehouse"',
  '[]',
  '{}',
  '{"category":1e309}',
  '{"category":"warehouse","facilitySizeSqM":1e309}',
  '{"category":"warehouse","facilitySizeSqM":-1e309}',
  '{"category":"cleaning","floorAreaSqM":1e-400}',
  '{"category":"warehouse","facilitySizeSqM":123456789012345678901234567890}',
  '{"category":"warehouse","laborCostPerHour":NaN}',
  '{"category":"warehouse","laborCostPerHour":Infinity}',
  '{"category":"warehouse","category":"cleaning"}',
  '{"category":"warehouse","floorAreaSqM":1,"floorAreaSqM":"x"}',
  '{"category":"warehouse","region":"us","region":"USA"}',
  '{"__proto__":{"category":"warehouse"}}',
  '{"category":"warehouse","__proto__":{"isAdmin":true}}',
  '{"category":"warehouse","constructor":{"prototype":{"x":1}}}',
  '{"category":"warehouse","prototype":null}',
  '{"category":"warehouse\u0000"}',
  '{"category":"\\ud800"}',
  '{"category":"warehouse","region":"\\u0055\\u0053"}',
  '{"category":"warehouse",}',
  "{'category':'warehouse'}",
  '{"category":"warehouse"} trailing',
  '\ufeff{"category":"warehouse"}',
  deep(5000),
  deep(30_000),
  `{"category":"warehouse","x":${deep(5000)}}`,
  '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  `[${'{"category":"warehouse"},'.repeat(1000)}{}]`,
  `{"category":"warehouse","x":"${'a'.repeat(70_000)}"}`,
)
const truncated = fc.tuple(jsonBody, fc.nat()).map(([text, cut]) => text.slice(0, cut % Math.max(1, text.length)))
const unicodeText = fc.string({ unit: 'binary', maxLength: 80 })
const bytes = fc.uint8Array({ maxLength: 256 }).map((raw) => Uint8Array.from(raw))

const body: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  { weight: 6, arbitrary: jsonBody },
  { weight: 3, arbitrary: withExtras(fc.oneof(matchBody, homeBody)) },
  { weight: 3, arbitrary: specialBodies },
  { weight: 2, arbitrary: truncated },
  { weight: 1, arbitrary: unicodeText },
  { weight: 1, arbitrary: bytes },
)

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/merge-patch+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      'json',
      '',
      'application/json; charset=utf-16',
      '*/*',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
)

/** Header values `Headers` accepts: visible ASCII, spaces, tabs. */
const headerText = (maxLength: number) => fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength })

const queryPart = fc.oneof(
  fc.constantFrom('warehouse', 'cleaning', 'restaurant', 'US', 'UK', 'gb', 'xx', '', '%', '%zz', '%00', '%E2%82', '..%2F..', '__proto__', '1e309'),
  fc.string({ unit: 'grapheme', maxLength: 10 }).map(encodeURIComponent),
  headerText(10).map((text) => text.replace(/[#?&=]/g, '')),
)
const queryString = fc
  .array(fc.tuple(fc.constantFrom('category', 'region', 'locale', 'v', 'm', 'x', '__proto__', 'category[]', ''), queryPart), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`))

const POST_PATHS = ['/api/v1/match', '/api/v1/home/match']
const GET_PATHS = ['/api/v1/vendors', '/api/v1/home/products', '/out', '/api/v1/openapi.json']
const OTHER_PATHS = [
  '/api/v1/match/',
  '/api/v1/MATCH',
  '/api/v1/',
  '/api/v2/match',
  '/',
  '/api/v1/%2e%2e/match',
  '/api/v1/match%00',
  '/api/v1/vendors/../match',
]

function requestArbitrary(key: string): fc.Arbitrary<FuzzRequest> {
  const keyHeaders: fc.Arbitrary<[string, string][]> = fc.oneof(
    { weight: 6, arbitrary: fc.constant<[string, string][]>([['x-api-key', key]]) },
    { weight: 2, arbitrary: fc.constant<[string, string][]>([['authorization', `Bearer ${key}`]]) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        headerText(80).map((value): [string, string][] => [['x-api-key', value]]),
        headerText(80).map((value): [string, string][] => [['authorization', value]]),
        headerText(40).map((value): [string, string][] => [['authorization', `Bearer ${value}`]]),
        fc.constantFrom<[string, string][]>(
          [],
          [['x-api-key', '']],
          [['authorization', 'Bearer']],
          [['authorization', 'Bearer ']],
          [['authorization', `Basic ${Buffer.from(`${key}:`).toString('base64')}`]],
          [['authorization', `bearer ${key}`]],
          [['x-api-key', `${key} `]],
          [['x-api-key', key.slice(0, -1)]],
          [['x-api-key', key.toUpperCase()]],
          [['x-api-key', `${key}x`]],
          [['x-api-key', 'rm_test_pro_demo']],
          [['x-api-key', 'x'.repeat(10_000)]],
          [
            ['x-api-key', key],
            ['x-api-key', key],
          ],
          [
            ['x-api-key', 'rm_live_nope'],
            ['authorization', `Bearer ${key}`],
          ],
        ),
      ),
    },
  )
  const post = fc.record({
    method: fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE'),
    path: fc.constantFrom(...POST_PATHS, ...POST_PATHS, ...OTHER_PATHS),
    query: fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryString }),
    keyHeaders,
    contentType,
    body: fc.option(body, { freq: 20 }),
  })
  const get = fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS'),
    path: fc.constantFrom(...GET_PATHS, ...GET_PATHS, ...POST_PATHS, ...OTHER_PATHS),
    query: queryString,
    keyHeaders,
    contentType: fc.constant(undefined),
    body: fc.constant(null),
  })
  // Well-formed matches (with the same hostile key headers and content types), so the run
  // has plenty of successes whose counting can be checked.
  const wellFormed = fc.oneof(
    fc.record({ path: fc.constant('/api/v1/match'), body: matchBodyOf(true).map((b) => JSON.stringify(b)) }),
    fc.record({ path: fc.constant('/api/v1/home/match'), body: homeBodyOf(true).map((b) => JSON.stringify(b)) }),
  )
  const realistic = fc
    .record({
      method: fc.constant('POST'),
      target: wellFormed,
      query: fc.constant(''),
      keyHeaders,
      contentType,
    })
    .map(({ target, ...rest }) => ({ ...rest, path: target.path, body: target.body }))
  return fc.oneof({ weight: 3, arbitrary: post }, { weight: 2, arbitrary: get }, { weight: 2, arbitrary: realistic }).map((r) => ({
    method: r.method,
    path: r.path + r.query,
    headers: [...r.keyHeaders, ...(r.contentType === undefined ? [] : [['content-type', r.contentType] as [string, string]])],
    ...(r.body === null ? {} : { body: r.body }),
  }))
}

// ---------------------------------------------------------------------------------------
// Checks

/** Stack frames, file paths and internal error names must never reach a client. */
const LEAKS = [
  /\\n\s+at \S/,
  /\bat \S+ \((?:file:\/\/|\/|node:)/,
  /(?:file:\/\/)?\/[\w./-]+\.(?:ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /TypeError|RangeError|SyntaxError: /,
]

interface Tally {
  requests: number
  byStatus: Record<number, number>
  /** 2xx answers to POST /match and POST /home/match: what the monthly quota must show. */
  countedMatches: number
  /** Other paths that answered as a match endpoint. */
  aliases: Set<string>
}

function isMatchResponse(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text)
    return typeof body === 'object' && body !== null && typeof (body as { matchId?: unknown }).matchId === 'string'
  } catch {
    return false
  }
}

function toRequest(origin: string, fuzz: FuzzRequest): Request {
  const headers = new Headers()
  for (const [name, value] of fuzz.headers) headers.append(name, value)
  return new Request(new URL(fuzz.path, origin), { method: fuzz.method, headers, body: fuzz.body, redirect: 'manual' })
}

/**
 * The guarantees, for one answer. Each is a plain comparison, and `expect` (with the same
 * message) runs only for one that fails: ten `expect` calls per answer were a third of the
 * 10,000-request run's time, and every request is still held to every guarantee.
 */
async function check(fuzz: FuzzRequest, res: Response, tally: Tally): Promise<void> {
  const text = await res.text()
  const where = () => `${fuzz.method} ${fuzz.path.slice(0, 200)} → ${res.status} ${text.slice(0, 300)}`
  tally.requests++
  tally.byStatus[res.status] = (tally.byStatus[res.status] ?? 0) + 1
  if (!(res.status < 500)) expect(res.status, where()).toBeLessThan(500)
  if (res.status >= 300 && res.status < 400) expect(true, `no redirect without a signed link: ${where()}`).toBe(false)
  for (const leak of LEAKS) if (leak.test(text)) expect(true, `${leak} in ${where()}`).toBe(false)
  if (res.status >= 200 && res.status < 300) {
    // A match is any 2xx POST answered with a matchId (also via /api/v1/match/ and other spellings h3 routes there).
    if (fuzz.method === 'POST' && isMatchResponse(text)) {
      tally.countedMatches++
      const url = new URL(fuzz.path, 'http://x')
      if (!POST_PATHS.includes(url.pathname)) tally.aliases.add(url.pathname)
    }
    return
  }
  if (fuzz.method === 'HEAD') return
  const contentType = res.headers.get('content-type')
  if (contentType === null || !contentType.startsWith('application/json')) expect(contentType, where()).toMatch(/^application\/json/)
  const parsed: unknown = JSON.parse(text)
  if (typeof parsed !== 'object' || parsed === null) expect(false, where()).toBe(true)
  const error = parsed as { error?: unknown; message?: unknown }
  if (typeof error.error !== 'string') expect(typeof error.error, where()).toBe('string')
  if (typeof error.message !== 'string') expect(typeof error.message, where()).toBe('string')
  if (!ERROR_CODES.includes(error.error as string)) expect(ERROR_CODES, where()).toContain(error.error)
}

function newTally(): Tally {
  return { requests: 0, byStatus: {}, countedMatches: 0, aliases: new Set() }
}

// ---------------------------------------------------------------------------------------

/** The clock of every fuzzed app: the month's usage is read for this instant, never for a real one. */
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0)

/**
 * An app of its own for one test (storage, key, clock): no test reads counts another one made,
 * so each holds whatever order or concurrency the runner picks.
 */
async function openFuzzedApp(): Promise<{ app: RobomatchApp; key: string; monthlyUsage: () => Promise<number> }> {
  const app = await createApp({ storage: 'memory', tiers: TIERS, now: () => NOW })
  const key = (await app.storage.keys.create('pro')).key
  const subscriptionId = (await app.storage.keys.lookup(key))!.subscriptionId
  return { app, key, monthlyUsage: () => app.storage.counters.monthlyUsage(subscriptionId, monthPeriod(NOW)) }
}

describe('fuzzed requests', () => {
  it(`${IN_PROCESS_RUNS} in-process requests: no 5xx, ApiError bodies, no leaks, only 2xx matches counted`, async () => {
    const { app, key, monthlyUsage } = await openFuzzedApp()
    onTestFinished(() => app.close())
    const before = await monthlyUsage()
    const tally = newTally()
    await fc.assert(
      fc.asyncProperty(requestArbitrary(key), async (fuzz) => {
        await check(fuzz, await app.fetch(toRequest('http://robomatch.local', fuzz)), tally)
      }),
      { numRuns: IN_PROCESS_RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    )
    expect(tally.requests).toBeGreaterThanOrEqual(IN_PROCESS_RUNS)
    // The run must have exercised both sides: successes that count and failures that must not.
    expect(tally.countedMatches).toBeGreaterThan(100)
    expect(Object.keys(tally.byStatus).length).toBeGreaterThanOrEqual(5)
    expect(await monthlyUsage()).toBe(before + tally.countedMatches)

    const probe = await app.fetch(
      new Request('http://robomatch.local/api/v1/match', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: '{"category":"warehouse"}',
      }),
    )
    expect(probe.status).toBe(200)
    expect(probe.headers.get('x-usage-used')).toBe(String(before + tally.countedMatches + 1))
    console.info(
      `fuzz in-process: ${tally.requests} requests, statuses ${JSON.stringify(tally.byStatus)}, ${tally.countedMatches} counted matches, match aliases ${JSON.stringify([...tally.aliases])}`,
    )
  })

  describe('over a real listening server', () => {
    it(`${OVER_HTTP_RUNS} requests: same guarantees, and the server stays up`, async () => {
      const { app, key, monthlyUsage } = await openFuzzedApp()
      onTestFinished(() => app.close())
      const server = await startServer({ port: 0, storage: app.storage, tiers: TIERS, now: () => NOW })
      onTestFinished(() => server.close())
      const before = await monthlyUsage()
      const tally = newTally()
      const samples = fc.sample(requestArbitrary(key), { numRuns: OVER_HTTP_RUNS, seed: 7 })
      // A few in flight at once, as real clients would.
      for (let i = 0; i < samples.length; i += 10) {
        await Promise.all(
          samples.slice(i, i + 10).map(async (fuzz) => {
            const request = toRequest(server.url, fuzz)
            await check(fuzz, await fetch(request), tally)
          }),
        )
      }
      expect(tally.requests).toBe(OVER_HTTP_RUNS)
      expect(await monthlyUsage()).toBe(before + tally.countedMatches)
      const alive = await fetch(`${server.url}/api/v1/vendors?category=warehouse`, { headers: { 'x-api-key': key } })
      expect(alive.status).toBe(200)
      console.info(`fuzz over HTTP: ${tally.requests} requests, statuses ${JSON.stringify(tally.byStatus)}, ${tally.countedMatches} counted matches`)
    })
  })
})
