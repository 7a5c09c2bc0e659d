/**
 * The requests of the parity test (test/parity.test.ts) and the code that sends them. Plain
 * web APIs only: the same module runs in Node against `serve --mock` and `robomatch/msw`, and
 * is bundled into a Chromium page that runs it against `setupWorker` handlers.
 */

export interface ParityCase {
  name: string
  /** Path under the API base (`/match`) or, starting with `/out`, at the origin. */
  path: string
  init?: { method?: string; headers?: Record<string, string>; body?: string }
  /** After the answer, follow its first vendor click link (manual redirect). */
  followClick?: boolean
}

export interface Answer {
  name: string
  status: number
  headers: Record<string, string>
  body: unknown
  /** The click link's answer: whether it redirected, and where (not readable in a browser). */
  click?: { redirected: boolean; location: string | null }
}

const post = (body: unknown, headers: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

/** Business profiles per category: small and very large sites, regions US / GB / JP. */
const PROFILES: Record<string, unknown>[] = [
  { category: 'warehouse', facilitySizeSqM: 400, region: 'US' },
  { category: 'warehouse', facilitySizeSqM: 9_000_000, hoursPerDay: 24, daysPerWeek: 7, region: 'GB' },
  { category: 'warehouse', facilitySizeSqM: 30_000, hoursPerDay: 16, staffingPressure: 'high', region: 'jp' },
  { category: 'cleaning', floorAreaSqM: 50_000, region: 'JP' },
  { category: 'cleaning', floorAreaSqM: 120, laborCostPerHour: 18, region: 'US' },
  { category: 'cleaning', floorAreaSqM: 8_000_000, laborCostPerHour: 25, hoursPerDay: 20, region: 'UK' },
  { category: 'restaurant', seatsPerDay: 40, region: 'US' },
  { category: 'restaurant', seatsPerDay: 900_000, staffingPressure: 'high', region: 'GB' },
  { category: 'restaurant', seatsPerDay: 600, region: 'JP' },
]

const HOMES: Record<string, unknown>[] = [
  { floorAreaSqM: 35, budgetUsd: 300 },
  { floorAreaSqM: 400, pets: true, floorType: 'carpet', selfEmptying: true, affiliateLocale: 'UK' },
  { floorAreaSqM: 90, mopping: true, floorType: 'hard' },
]

/** Every case gets its own key, so counts never depend on when a minute window rolls over. */
function buildCases(): ParityCase[] {
  const cases: ParityCase[] = []
  let n = 0
  const key = (tier: 'starter' | 'pro') => ({ 'x-api-key': `rm_test_${tier}_parity${++n}` })
  for (const tier of ['starter', 'pro'] as const) {
    for (const profile of PROFILES) {
      cases.push({ name: `${tier} match ${JSON.stringify(profile)}`, path: '/match', init: post(profile, key(tier)), followClick: true })
    }
    for (const home of HOMES) cases.push({ name: `${tier} home ${JSON.stringify(home)}`, path: '/home/match', init: post(home, key(tier)) })
    for (const category of ['warehouse', 'cleaning', 'restaurant']) {
      for (const region of ['US', 'GB', 'JP']) {
        cases.push({ name: `${tier} vendors ${category} ${region}`, path: `/vendors?category=${category}&region=${region}`, init: { headers: key(tier) } })
      }
    }
    for (const locale of ['US', 'UK']) cases.push({ name: `${tier} products ${locale}`, path: `/home/products?locale=${locale}`, init: { headers: key(tier) } })
    cases.push({ name: `${tier} Prefer 429`, path: '/match', init: post({ category: 'warehouse' }, { ...key(tier), prefer: 'code=429' }) })
    cases.push({ name: `${tier} Prefer quota`, path: '/home/match', init: post({ pets: true }, { ...key(tier), prefer: 'code=429, example=quota_exceeded' }) })
  }
  const k = () => key('starter')
  cases.push(
    { name: 'missing key', path: '/match', init: post({ category: 'cleaning' }, {}) },
    { name: 'unknown live key', path: '/vendors?category=cleaning', init: { headers: { 'x-api-key': 'rm_live_not-issued-anywhere' } } },
    { name: 'bearer key', path: '/vendors?category=warehouse', init: { headers: { authorization: 'Bearer rm_test_pro_bearer' } } },
    { name: 'invalid body', path: '/match', init: post({ category: 'x', hoursPerDay: 0, region: 'USA', laborCostPerHour: '12', floorArea: 3 }, k()) },
    { name: 'invalid json', path: '/match', init: post('{"category":', k()) },
    { name: 'not an object', path: '/home/match', init: post([1, 2], k()) },
    { name: 'no content type', path: '/match', init: { method: 'POST', headers: k(), body: '{"category":"warehouse"}' } },
    { name: 'too large', path: '/match', init: post({ category: 'warehouse', pad: 'x'.repeat(70_000) }, k()) },
    { name: 'vendors without category', path: '/vendors', init: { headers: k() } },
    { name: 'vendors twice', path: '/vendors?category=cleaning&category=warehouse', init: { headers: k() } },
    { name: 'Prefer 422', path: '/match', init: post({ category: 'cleaning' }, { ...k(), prefer: 'code=422' }) },
    { name: 'Prefer 503', path: '/match', init: post({ category: 'cleaning' }, { ...k(), prefer: 'code=503' }) },
    { name: 'Prefer 401', path: '/vendors?category=cleaning', init: { headers: { ...k(), prefer: 'code=401' } } },
    { name: 'Prefer unsupported code', path: '/vendors?category=cleaning', init: { headers: { ...k(), prefer: 'code=418' } } },
    { name: 'Prefer quota on a listing', path: '/vendors?category=cleaning', init: { headers: { ...k(), prefer: 'code=429, example=quota_exceeded' } } },
    { name: 'Prefer 429 with invalid body', path: '/match', init: post({ category: 'nope' }, { ...k(), prefer: 'code=429' }) },
    { name: 'unknown path', path: '/nope', init: { headers: k() } },
    { name: 'wrong method', path: '/match', init: { headers: k() } },
    { name: 'DELETE vendors', path: '/vendors', init: { method: 'DELETE', headers: k() } },
    { name: 'openapi', path: '/openapi.json' },
    { name: 'forged click link', path: '/out?v=gausium&m=x&utm_source=robomatch&utm_medium=api&utm_campaign=cleaning&sig=forged' },
  )
  return cases
}

export const CASES: ParityCase[] = buildCases()

/**
 * Sends every case in order and records the answers.
 *
 * @example
 * const answers = await runCases('http://127.0.0.1:8787/api/v1', 'http://127.0.0.1:8787')
 */
export async function runCases(apiBase: string, origin: string): Promise<Answer[]> {
  const answers: Answer[] = []
  for (const c of CASES) {
    const url = c.path.startsWith('/out') ? `${origin}${c.path}` : `${apiBase}${c.path}`
    const res = await fetch(url, { redirect: 'manual', ...c.init })
    const headers: Record<string, string> = {}
    res.headers.forEach((value, name) => (headers[name] = value))
    const text = await res.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : text
    } catch {
      // not JSON: compare the text
    }
    const answer: Answer = { name: c.name, status: res.status, headers, body }
    const clickUrl = (body as { vendorMatches?: { clickUrl: string }[] }).vendorMatches?.[0]?.clickUrl
    if (c.followClick && clickUrl) {
      const click = await fetch(clickUrl, { redirect: 'manual' })
      answer.click = { redirected: click.status === 302 || click.type === 'opaqueredirect', location: click.headers.get('location') }
      await click.arrayBuffer().catch(() => undefined)
    }
    answers.push(answer)
  }
  return answers
}
