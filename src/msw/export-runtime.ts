/**
 * Source text of the standalone handlers module that `robomatch mocks export` writes. It is
 * TypeScript for the integrator's project: it imports only `msw`, uses only web APIs
 * (Request, Response, Headers, URL, TextDecoder), and type-checks under strict settings
 * (test/mocks-export.test.ts compiles every generated module with `tsc --strict`).
 *
 * It mirrors the server's request pipeline: Prefer 401/503 → key → body (415, 413, 400) →
 * validation → Prefer 422/429 → rate limit and quota → recorded answer.
 * (No backticks or template placeholders below: the text is embedded as is.)
 */

/** Type declarations of the generated module (before the data). */
export const RUNTIME_TYPES = String.raw`type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

interface Recorded {
  status: number
  headers: Record<string, string>
  body: Json
}

interface RecordedProfile extends Recorded {
  name: string
  endpoint: 'match' | 'home'
  request: Json
  canonical: string
}

interface NumberCheck {
  op: 'finite' | 'integer' | 'min' | 'max' | 'gt' | 'lt'
  value: number
  message: string
}

type FieldRule =
  | { type: 'number'; message: string; checks: NumberCheck[] }
  | { type: 'string'; message: string; checks: { pattern: string; flags: string; message: string }[]; transform: 'upper' | 'lower' | 'none' }
  | { type: 'enum'; values: string[]; message: string }
  | { type: 'boolean'; message: string }

interface FieldSpec {
  name: string
  rule: FieldRule
  missing?: string
  default?: string | number | boolean
}

interface ObjectRules {
  strict: boolean
  fields: FieldSpec[]
  unknownField: string
  notObject: string
}

interface MockData {
  version: 1
  tier: 'starter' | 'pro'
  baseUrl: string
  origin: string
  limits: { requestsPerMinute: number; matchesPerMonth: number }
  profiles: RecordedProfile[]
  errors: {
    unauthorized: Recorded
    invalidJson: Recorded
    emptyBody: Recorded
    validation: Recorded
    unsupportedMediaType: Recorded
    payloadTooLarge: Recorded
    engineError: Recorded
    storageUnavailable: Recorded
    rateLimited: Recorded
    quotaExceeded: Recorded
    notFound: Recorded
    outNotFound: Recorded
  }
  methodNotAllowed: Record<string, Recorded>
  preflight: Record<string, Recorded>
  vendors: {
    headers: Record<string, string>
    emptyRegion: string
    categories: Record<string, { items: Record<string, Json>; listings: Record<string, Json> }>
  }
  homeProducts: Record<string, Recorded>
  openapi: Recorded
  clicks: { headers: Record<string, string>; locations: Record<string, Record<string, string>> }
  rules: { match: ObjectRules; home: ObjectRules; vendors: ObjectRules; homeProducts: ObjectRules }
  repeatedParam: string
}
`

/** The request pipeline of the generated module (after the data). */
export const RUNTIME_CODE = String.raw`type JsonObject = { [key: string]: Json }
type Validated = { ok: true; value: JsonObject } | { ok: false; fields: Record<string, string> }

interface Counts {
  windowStart: number
  minuteUsed: number
  months: Record<string, number>
}

interface Reservation {
  ok: boolean
  reason?: 'rate_limited' | 'quota_exceeded'
  windowStart: number
  minuteUsed: number
  period: string
  monthUsed?: number
}

const MAX_BODY_BYTES = 64 * 1024
const API_PREFIX = '/api/v1'
const ROUTES: Record<string, string> = { '/match': 'POST', '/vendors': 'GET', '/home/match': 'POST', '/home/products': 'GET', '/openapi.json': 'GET' }

let counts = new Map<string, Counts>()
let idCounter = 0

/**
 * Forgets every count (rate-limit windows, monthly usage) and restarts the match ids.
 * Call it between tests, e.g. in afterEach.
 */
export function resetMocks(): void {
  counts = new Map()
  idCounter = 0
}

function nextMatchId(): string {
  idCounter += 1
  return '00000000-0000-4000-8000-' + idCounter.toString(16).padStart(12, '0')
}

function minuteWindow(nowMs: number): number {
  return Math.floor(nowMs / 60000) * 60
}

function monthPeriod(nowMs: number): string {
  const date = new Date(nowMs)
  return date.getUTCFullYear() + '-' + String(date.getUTCMonth() + 1).padStart(2, '0')
}

function secondsUntilNextMonth(nowMs: number): number {
  const date = new Date(nowMs)
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
  return Math.max(1, Math.ceil((next - nowMs) / 1000))
}

function countsOf(key: string): Counts {
  let found = counts.get(key)
  if (!found) {
    found = { windowStart: 0, minuteUsed: 0, months: Object.create(null) as Record<string, number> }
    counts.set(key, found)
  }
  return found
}

function reserve(key: string, isMatch: boolean, nowMs: number): Reservation {
  const state = countsOf(key)
  const window = minuteWindow(nowMs)
  if (window > state.windowStart) {
    state.windowStart = window
    state.minuteUsed = 0
  }
  const period = monthPeriod(nowMs)
  const monthBefore = state.months[period] ?? 0
  const result = (ok: boolean, reason?: 'rate_limited' | 'quota_exceeded'): Reservation => {
    const reservation: Reservation = { ok, windowStart: state.windowStart, minuteUsed: state.minuteUsed, period }
    if (reason) reservation.reason = reason
    if (isMatch) reservation.monthUsed = state.months[period] ?? 0
    return reservation
  }
  if (state.minuteUsed >= DATA.limits.requestsPerMinute) return result(false, 'rate_limited')
  if (isMatch && monthBefore >= DATA.limits.matchesPerMonth) return result(false, 'quota_exceeded')
  state.minuteUsed += 1
  if (isMatch) state.months[period] = monthBefore + 1
  return result(true)
}

function exhausted(key: string, reason: 'rate_limited' | 'quota_exceeded', isMatch: boolean, nowMs: number): Reservation {
  const period = monthPeriod(nowMs)
  const reservation: Reservation = {
    ok: false,
    reason,
    windowStart: minuteWindow(nowMs),
    minuteUsed: reason === 'rate_limited' ? DATA.limits.requestsPerMinute : 0,
    period,
  }
  if (isMatch) reservation.monthUsed = reason === 'quota_exceeded' ? DATA.limits.matchesPerMonth : (counts.get(key)?.months[period] ?? 0)
  return reservation
}

function limitHeaders(r: Reservation, isMatch: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'x-ratelimit-limit': String(DATA.limits.requestsPerMinute),
    'x-ratelimit-remaining': String(Math.max(0, DATA.limits.requestsPerMinute - r.minuteUsed)),
    'x-ratelimit-reset': String(r.windowStart + 60),
    'x-api-tier': DATA.tier,
  }
  if (isMatch) {
    const used = r.monthUsed ?? 0
    headers['x-usage-limit'] = String(DATA.limits.matchesPerMonth)
    headers['x-usage-remaining'] = String(Math.max(0, DATA.limits.matchesPerMonth - used))
    headers['x-usage-period'] = r.period
    headers['x-usage-used'] = String(used)
  }
  return headers
}

function limitError(r: Reservation, isMatch: boolean, nowMs: number): Response {
  const headers = limitHeaders(r, isMatch)
  if (r.reason === 'quota_exceeded') {
    const template = DATA.errors.quotaExceeded
    const body = template.body as JsonObject
    headers['retry-after'] = String(secondsUntilNextMonth(nowMs))
    const message = String(body['message']).split('{period}').join(r.period)
    return respond(template, headers, JSON.stringify({ ...body, message, period: r.period, used: r.monthUsed ?? DATA.limits.matchesPerMonth }))
  }
  const template = DATA.errors.rateLimited
  const body = template.body as JsonObject
  const retryAfter = String(Math.max(1, r.windowStart + 60 - Math.floor(nowMs / 1000)))
  headers['retry-after'] = retryAfter
  return respond(template, headers, JSON.stringify({ ...body, message: String(body['message']).split('{retryAfter}').join(retryAfter) }))
}

/** A recorded response, with extra headers and optionally another body text. */
function respond(recorded: Recorded, extra: Record<string, string> = {}, text?: string): Response {
  const headers = new Headers(recorded.headers)
  for (const name of Object.keys(extra)) headers.set(name, extra[name] ?? '')
  const noBody = recorded.status === 204 || recorded.status === 302 || recorded.status === 304
  const body = noBody ? null : text ?? (typeof recorded.body === 'string' ? recorded.body : JSON.stringify(recorded.body))
  return new Response(body, { status: recorded.status, headers })
}

function withMessage(recorded: Recorded, replacements: Record<string, string>, headers: Record<string, string> = {}): Response {
  const body = recorded.body as JsonObject
  let message = String(body['message'])
  for (const placeholder of Object.keys(replacements)) message = message.split(placeholder).join(replacements[placeholder] ?? '')
  return respond(recorded, headers, JSON.stringify({ ...body, message }))
}

function readPrefer(headers: Headers): { code: number; example?: string } | undefined {
  const prefer = headers.get('prefer')
  if (!prefer) return undefined
  let code: number | undefined
  let example: string | undefined
  for (const part of prefer.split(/[,;]/)) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim().toLowerCase()
    const value = part.slice(eq + 1).trim().replace(/^"|"$/g, '')
    if (name === 'code') code = Number(value)
    else if (name === 'example') example = value
  }
  if (code !== 401 && code !== 422 && code !== 429 && code !== 503) return undefined
  return example === undefined ? { code } : { code, example }
}

function readKey(headers: Headers): string | undefined {
  const key = headers.get('x-api-key')
  if (key) return key.trim()
  const auth = headers.get('authorization')
  if (auth && auth.length > 7 && auth.slice(0, 7).toLowerCase() === 'bearer ') return auth.slice(7).trim()
  return undefined
}

function isJsonType(type: string): boolean {
  const mime = (type.split(';', 1)[0] ?? '').trim().toLowerCase()
  return mime === 'application/json' || (mime.startsWith('application/') && mime.endsWith('+json'))
}

function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return '[' + value.map(canonicalJson).join(',') + ']'
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    return '{' + keys.map((key) => JSON.stringify(key) + ':' + canonicalJson(value[key] ?? null)).join(',') + '}'
  }
  return JSON.stringify(value)
}

/** Mirrors the server's validateObject: unknown keys first, then each field in schema order. */
function validate(rules: ObjectRules, input: Json): Validated {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, fields: { '(body)': rules.notObject } }
  const fields = Object.create(null) as Record<string, string>
  let failed = false
  if (rules.strict) {
    const known = new Set(rules.fields.map((field) => field.name))
    for (const key of Object.keys(input)) {
      if (!known.has(key)) {
        fields[key] = rules.unknownField
        failed = true
      }
    }
  }
  const value: JsonObject = {}
  for (const field of rules.fields) {
    const given = Object.prototype.hasOwnProperty.call(input, field.name) ? input[field.name] : undefined
    if (given === undefined) {
      if (field.missing !== undefined) {
        if (!(field.name in fields)) fields[field.name] = field.missing
        failed = true
      } else if (field.default !== undefined) value[field.name] = field.default
      continue
    }
    const problem = checkField(field.rule, given)
    if (problem !== undefined) {
      if (!(field.name in fields)) fields[field.name] = problem
      failed = true
      continue
    }
    value[field.name] = field.rule.type === 'string' && typeof given === 'string' && field.rule.transform !== 'none'
      ? (field.rule.transform === 'upper' ? given.toUpperCase() : given.toLowerCase())
      : given
  }
  return failed ? { ok: false, fields } : { ok: true, value }
}

function checkField(rule: FieldRule, given: Json): string | undefined {
  switch (rule.type) {
    case 'number': {
      if (typeof given !== 'number' || Number.isNaN(given)) return rule.message
      for (const check of rule.checks) {
        const ok =
          check.op === 'finite' ? Number.isFinite(given)
          : check.op === 'integer' ? Number.isInteger(given)
          : check.op === 'min' ? given >= check.value
          : check.op === 'max' ? given <= check.value
          : check.op === 'gt' ? given > check.value
          : given < check.value
        if (!ok) return check.message
      }
      return undefined
    }
    case 'string': {
      if (typeof given !== 'string') return rule.message
      for (const check of rule.checks) if (!new RegExp(check.pattern, check.flags).test(given)) return check.message
      return undefined
    }
    case 'enum':
      return typeof given === 'string' && rule.values.includes(given) ? undefined : rule.message
    case 'boolean':
      return typeof given === 'boolean' ? undefined : rule.message
  }
}

function validationError(fields: Record<string, string>): Response {
  const recorded = DATA.errors.validation
  return respond(recorded, {}, JSON.stringify({ ...(recorded.body as JsonObject), fields }))
}

/** Distance between two profiles: relative difference per numeric field, 1 per differing other field. */
function distance(a: JsonObject, b: JsonObject): number {
  let total = 0
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) {
    const x = a[key]
    const y = b[key]
    if (typeof x === 'number' && typeof y === 'number') total += Math.abs(x - y) / Math.max(Math.abs(x), Math.abs(y), 1)
    else if (typeof x === 'string' && typeof y === 'string') total += x.toUpperCase() === y.toUpperCase() ? 0 : 1
    else if (x !== y) total += 1
  }
  return total
}

/** The recorded answer for a valid request: the same body if recorded, else the nearest of its kind. */
function recordedAnswer(endpoint: 'match' | 'home', canonical: string, value: JsonObject): RecordedProfile | undefined {
  let best: RecordedProfile | undefined
  let bestDistance = Infinity
  let candidates = DATA.profiles.filter((p) => p.endpoint === endpoint && p.status === 200)
  const exact = candidates.find((p) => p.canonical === canonical)
  if (exact) return exact
  // Same category (business) or locale (home): these change the answer the most.
  const groupKey = endpoint === 'match' ? 'category' : 'locale'
  const wanted = endpoint === 'match' ? value['category'] : value['affiliateLocale']
  const sameGroup = candidates.filter((p) => (p.body as JsonObject)[groupKey] === wanted)
  if (sameGroup.length > 0) candidates = sameGroup
  for (const candidate of candidates) {
    const request = candidate.request
    if (typeof request !== 'object' || request === null || Array.isArray(request)) continue
    const d = distance(value, request)
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best
}

function withFreshMatchId(body: Json): string {
  const text = JSON.stringify(body)
  const recordedId = typeof body === 'object' && body !== null && !Array.isArray(body) ? body['matchId'] : undefined
  return typeof recordedId === 'string' ? text.split(recordedId).join(nextMatchId()) : text
}

interface Call {
  key: string
  prefer: { code: number; example?: string } | undefined
}

/** Prefer 401/503 and the key check, shared by every authenticated endpoint. */
function authenticate(request: Request): Call | Response {
  const prefer = readPrefer(request.headers)
  if (prefer?.code === 401) return respond(DATA.errors.unauthorized)
  if (prefer?.code === 503) return respond(DATA.errors.storageUnavailable)
  const key = readKey(request.headers)
  if (!key || key.length > 256) return respond(DATA.errors.unauthorized)
  return { key, prefer }
}

/** Prefer 422/429 and the counters, after the request was found valid. */
function admit(call: Call, isMatch: boolean, nowMs: number): Reservation | Response {
  if (call.prefer?.code === 422) return respond(DATA.errors.engineError)
  if (call.prefer?.code === 429) {
    const reason = call.prefer.example === 'quota_exceeded' && isMatch ? 'quota_exceeded' : 'rate_limited'
    return limitError(exhausted(call.key, reason, isMatch, nowMs), isMatch, nowMs)
  }
  const reservation = reserve(call.key, isMatch, nowMs)
  return reservation.ok ? reservation : limitError(reservation, isMatch, nowMs)
}

async function handleMatch(request: Request, endpoint: 'match' | 'home'): Promise<Response> {
  const call = authenticate(request)
  if (call instanceof Response) return call
  const type = request.headers.get('content-type')
  if (!type || !isJsonType(type)) return respond(DATA.errors.unsupportedMediaType)
  const bytes = await request.arrayBuffer()
  if (bytes.byteLength > MAX_BODY_BYTES) return respond(DATA.errors.payloadTooLarge)
  const text = new TextDecoder().decode(bytes)
  if (text.length === 0) return respond(DATA.errors.emptyBody)
  let input: Json
  try {
    input = JSON.parse(text) as Json
  } catch {
    return respond(DATA.errors.invalidJson)
  }
  const canonical = canonicalJson(input)
  const recordedError = DATA.profiles.find((p) => p.endpoint === endpoint && p.status !== 200 && p.canonical === canonical)
  if (recordedError) return respond(recordedError)
  const checked = validate(endpoint === 'match' ? DATA.rules.match : DATA.rules.home, input)
  if (!checked.ok) return validationError(checked.fields)
  const nowMs = Date.now()
  const admitted = admit(call, true, nowMs)
  if (admitted instanceof Response) return admitted
  const answer = recordedAnswer(endpoint, canonical, checked.value)
  if (!answer) return respond(DATA.errors.engineError)
  return respond(answer, limitHeaders(admitted, true), withFreshMatchId(answer.body))
}

function readQuery(request: Request, rules: ObjectRules): Validated {
  const known = new Set(rules.fields.map((field) => field.name))
  const query: JsonObject = {}
  const pairs: [string, string][] = []
  new URL(request.url).searchParams.forEach((value, name) => pairs.push([name, value]))
  for (const [name, value] of pairs) {
    if (!known.has(name)) continue
    if (Object.prototype.hasOwnProperty.call(query, name)) return { ok: false, fields: { [name]: DATA.repeatedParam } }
    query[name] = value
  }
  return validate(rules, query)
}

function handleListing(request: Request, path: '/vendors' | '/home/products'): Response {
  const call = authenticate(request)
  if (call instanceof Response) return call
  const checked = readQuery(request, path === '/vendors' ? DATA.rules.vendors : DATA.rules.homeProducts)
  if (!checked.ok) return validationError(checked.fields)
  const nowMs = Date.now()
  const admitted = admit(call, false, nowMs)
  if (admitted instanceof Response) return admitted
  const headers = limitHeaders(admitted, false)
  if (path === '/home/products') {
    const recorded = DATA.homeProducts[String(checked.value['locale'])]
    return recorded ? respond(recorded, headers) : respond(DATA.errors.engineError)
  }
  const category = DATA.vendors.categories[String(checked.value['category'])]
  if (!category) return respond(DATA.errors.engineError)
  const region = String(checked.value['region'])
  const listing = (category.listings[region] ?? category.listings[DATA.vendors.emptyRegion]) as JsonObject
  const ids = listing['vendors'] as string[]
  const body = { ...listing, region, vendors: ids.map((id) => category.items[id] ?? null) }
  return respond({ status: 200, headers: DATA.vendors.headers, body }, headers)
}

function handleOut(request: Request): Response {
  if (request.method === 'OPTIONS' && DATA.preflight['/out']) return respond(DATA.preflight['/out'])
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const template = DATA.methodNotAllowed['/out']
    if (template) return withMessage(template, { '{method}': request.method })
  }
  const params = new URL(request.url).searchParams
  const vendorId = params.get('v') ?? ''
  const campaign = params.get('utm_campaign') ?? ''
  // Click signatures are not checked here: every link this module hands out is accepted.
  const location = params.get('m') && params.get('sig') ? DATA.clicks.locations[campaign]?.[vendorId] : undefined
  if (!location) return respond(DATA.errors.outNotFound)
  return respond({ status: 302, headers: DATA.clicks.headers, body: null }, { location })
}

async function handleApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(new URL(DATA.baseUrl).pathname.replace(/\/+$/, '').length)
  const allowed = ROUTES[path]
  const method = request.method
  if (!allowed) return withMessage(DATA.errors.notFound, { '{method}': method, '{path}': API_PREFIX + path })
  const preflight = DATA.preflight[path]
  if (method === 'OPTIONS' && preflight) return respond(preflight)
  const effective = method === 'HEAD' && allowed === 'GET' ? 'GET' : method
  if (effective !== allowed) {
    const template = DATA.methodNotAllowed[path]
    return template ? withMessage(template, { '{method}': method }) : respond(DATA.errors.engineError)
  }
  let response: Response
  if (path === '/match') response = await handleMatch(request, 'match')
  else if (path === '/home/match') response = await handleMatch(request, 'home')
  else if (path === '/vendors' || path === '/home/products') response = handleListing(request, path)
  else response = respond(DATA.openapi)
  return method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response
}
`

/** The exports of the generated module (after the data). */
export const RUNTIME_EXPORTS = String.raw`/** Base URL the handlers intercept. */
export const baseUrl: string = DATA.baseUrl

/** Tier every accepted key is answered as. */
export const tier: 'starter' | 'pro' = DATA.tier

/** Names of the recorded profile fixtures. */
export const recordedProfiles: string[] = DATA.profiles.map((profile) => profile.name)

/**
 * MSW handlers for every robomatch endpoint under baseUrl, and GET /out at its origin.
 * @example
 * const server = setupServer(...handlers) // or setupWorker(...handlers) in the browser
 */
export const handlers: RequestHandler[] = [
  http.all(DATA.origin + '/out', ({ request }) => handleOut(request)),
  http.all(DATA.baseUrl + '/*', ({ request }) => handleApi(request)),
]

export default handlers
`
