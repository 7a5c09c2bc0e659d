/**
 * Records what the real app answers, for the standalone mocks module written by
 * `robomatch mocks export`: every profile fixture, the error bodies, the listings, the
 * OpenAPI document and the click redirects. Mock mode, one tier, counter match ids, a fixed
 * clock and a fixed link secret, so the same input always records the same bytes.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'
import { loadCatalogs, loadDefaultCatalogs } from '../catalogs/load.js'
import { compareText as compare } from '../engine/catalog-index.js'
import { DEFAULT_TIERS } from '../engine/tiers.js'
import type { Catalogs } from '../engine/types.js'
import { HomeMatchRequestSchema, HomeProductsQuerySchema, MatchRequestSchema, VendorsQuerySchema, type Tier } from '../schemas/api.js'
import { ROBOT_CATEGORIES } from '../schemas/catalog.js'
import { FixtureSchema, type Fixture } from '../schemas/fixture.js'
import { createApp } from '../server/app.js'
import { createLinkSigner } from '../server/links.js'
import { LINK_SECRET_KEY } from '../storage/link-secret.js'
import { openStorage } from '../storage/index.js'
import { createIdSource } from './ids.js'
import { readObjectRules, type ObjectRules } from './export-rules.js'

/** Plain JSON. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** One recorded response: status, headers that do not depend on time or counts, body. */
export interface Recorded {
  status: number
  headers: Record<string, string>
  body: Json
}

export interface RecordedProfile extends Recorded {
  /** Fixture file name without `.json`. */
  name: string
  endpoint: 'match' | 'home'
  request: Json
  /** The request as canonical JSON (keys sorted): the exact-match lookup key. */
  canonical: string
}

/** Everything the standalone module answers from. Built in a fixed order, so it serializes to the same bytes. */
export interface MockData {
  version: 1
  tier: Tier
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
    /** `message` holds `{retryAfter}`. */
    rateLimited: Recorded
    /** `message` holds `{period}`. */
    quotaExceeded: Recorded
    /** `message` holds `{method}` and `{path}`. */
    notFound: Recorded
    outNotFound: Recorded
  }
  /** Per route path (`/match`, …, `/out`): the 405 (`message` holds `{method}`). */
  methodNotAllowed: Record<string, Recorded>
  /** Per route path: the answer to a CORS preflight. */
  preflight: Record<string, Recorded>
  vendors: {
    headers: Record<string, string>
    /** Region used for regions no vendor serves (its listing is empty). */
    emptyRegion: string
    categories: Record<string, { items: Record<string, Json>; listings: Record<string, Json> }>
  }
  homeProducts: Record<string, Recorded>
  openapi: Recorded
  clicks: { headers: Record<string, string>; locations: Record<string, Record<string, string>> }
  rules: { match: ObjectRules; home: ObjectRules; vendors: ObjectRules; homeProducts: ObjectRules }
  repeatedParam: string
}

/** Options of {@link recordMocks}. */
export interface RecordOptions {
  tier: Tier
  /** Normalized base URL (no trailing slash). */
  baseUrl: string
  /** Directory of profile fixtures. */
  profilesDir: string
  /** Catalogs directory (default: the package's). */
  catalogsDir?: string
}

/** A fixture file that cannot be used; the message names the file. */
export class FixtureFileError extends Error {
  override name = 'FixtureFileError'
}

/** Minute :13 of a mid-month noon: Retry-After 47 appears nowhere else in a message. */
const FIXED_NOW = Date.UTC(2025, 0, 15, 12, 0, 13)
const FIXED_LINK_SECRET = 'robomatch-mocks-export-fixed-link-secret-000'
/** Headers computed per request by the standalone runtime (counts, time) or by the transport. */
const DYNAMIC_HEADERS = new Set([
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-api-tier',
  'x-usage-limit',
  'x-usage-remaining',
  'x-usage-period',
  'x-usage-used',
  'date',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
])
const ROUTES: Record<string, string> = {
  '/match': 'POST',
  '/vendors': 'GET',
  '/home/match': 'POST',
  '/home/products': 'GET',
  '/openapi.json': 'GET',
}

/**
 * Reads and validates the fixtures of a directory (sorted by file name).
 *
 * @example
 * const fixtures = await readFixtures('mocks/profiles')
 */
export async function readFixtures(dir: string): Promise<{ name: string; fixture: Fixture }[]> {
  let files: string[]
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort()
  } catch {
    throw new FixtureFileError(`cannot read the profiles directory ${dir}; pass an existing folder with --profiles`)
  }
  if (files.length === 0) throw new FixtureFileError(`no *.json profile fixtures in ${dir}; add some or pass another folder with --profiles`)
  const out: { name: string; fixture: Fixture }[] = []
  for (const file of files) {
    const path = join(dir, file)
    let parsed: unknown
    try {
      parsed = JSON.parse(await readFile(path, 'utf8'))
    } catch (error) {
      throw new FixtureFileError(`${path} is not valid JSON (${error instanceof Error ? error.message : String(error)}); fix or remove it`)
    }
    const result = v.safeParse(FixtureSchema, parsed)
    if (!result.success) {
      const issue = result.issues[0]
      const where = issue.path?.map((item) => String(item.key)).join('.') || '(file)'
      throw new FixtureFileError(`${path}: ${where} ${issue.message}; see src/schemas/fixture.ts for the fixture format`)
    }
    out.push({ name: file.slice(0, -'.json'.length), fixture: result.output })
  }
  return out
}

/**
 * Runs the fixtures and probes through the real app and returns the recordings.
 *
 * @example
 * const data = await recordMocks({ tier: 'pro', baseUrl: 'https://robomatch.test/api/v1', profilesDir: 'mocks/profiles' })
 */
export async function recordMocks(options: RecordOptions): Promise<MockData> {
  const fixtures = await readFixtures(options.profilesDir)
  const catalogs: Catalogs = options.catalogsDir ? await loadCatalogs(options.catalogsDir) : await loadDefaultCatalogs()
  const base = new URL(options.baseUrl)
  const origin = base.origin
  const limits = DEFAULT_TIERS[options.tier]
  const key = `rm_test_${options.tier}_export`

  const storage = await openStorage('memory')
  await storage.storage.setItem(LINK_SECRET_KEY, { secret: FIXED_LINK_SECRET })
  const ids = createIdSource(true)
  const app = await createApp({ storage, mock: true, catalogs, tiers: DEFAULT_TIERS, generateId: ids.next, now: () => FIXED_NOW })
  try {
    const send = async (path: string, init: RequestInit = {}, withKey = true): Promise<{ res: Response; text: string }> => {
      await storage.counters.reset()
      const headers = new Headers(init.headers)
      if (withKey) headers.set('x-api-key', key)
      const res = await app.fetch(new Request(`${origin}${path}`, { ...init, headers }))
      return { res, text: await res.text() }
    }
    const record = async (path: string, init: RequestInit = {}, withKey = true): Promise<Recorded> => {
      const { res, text } = await send(path, init, withKey)
      return toRecorded(res, text)
    }
    const post = (path: string, body: string, headers: Record<string, string> = {}, withKey = true) =>
      record(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }, withKey)

    const profiles: RecordedProfile[] = []
    for (const { name, fixture } of fixtures) {
      const path = fixture.endpoint === 'home' ? '/api/v1/home/match' : '/api/v1/match'
      const request = fixture.request as Json
      const recorded = await post(path, JSON.stringify(request))
      profiles.push({ name, endpoint: fixture.endpoint, request, canonical: canonicalJson(request), ...recorded })
    }

    const retryAfter = 60 - (Math.floor(FIXED_NOW / 1000) % 60)
    const period = new Date(FIXED_NOW).toISOString().slice(0, 7)
    const rateLimited = await record('/api/v1/vendors?category=warehouse', { headers: { prefer: 'code=429' } })
    const quotaExceeded = await post('/api/v1/match', '{"category":"warehouse"}', { prefer: 'code=429, example=quota_exceeded' })
    const probePath = '/api/v1/__robomatch_probe__'
    const notFound = await record(probePath, { method: 'GET' })
    const errors: MockData['errors'] = {
      unauthorized: await post('/api/v1/match', '{"category":"warehouse"}', {}, false),
      invalidJson: await post('/api/v1/match', '{"category":'),
      emptyBody: await post('/api/v1/match', ''),
      validation: await post('/api/v1/match', JSON.stringify({ category: 'cleaning', floorArea: 2500 })),
      unsupportedMediaType: await record('/api/v1/match', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
      payloadTooLarge: await post('/api/v1/match', JSON.stringify({ category: 'warehouse', padding: 'x'.repeat(70_000) })),
      engineError: await post('/api/v1/match', '{"category":"warehouse"}', { prefer: 'code=422' }),
      storageUnavailable: await post('/api/v1/match', '{"category":"warehouse"}', { prefer: 'code=503' }),
      rateLimited: templated(withoutRetryAfter(rateLimited), [[`${retryAfter}`, '{retryAfter}']]),
      quotaExceeded: templated(withoutRetryAfter(quotaExceeded), [[period, '{period}']]),
      notFound: templated(notFound, [[`GET ${probePath}`, '{method} {path}']]),
      outNotFound: await record('/out?v=unknown&m=x&utm_campaign=cleaning&sig=x', {}, false),
    }

    const methodNotAllowed: Record<string, Recorded> = {}
    const preflight: Record<string, Recorded> = {}
    for (const path of [...Object.keys(ROUTES), '/out']) {
      const appPath = path === '/out' ? path : `/api/v1${path}`
      methodNotAllowed[path] = templated(await record(appPath, { method: 'PATCH' }), [['PATCH', '{method}']])
      preflight[path] = await record(appPath, { method: 'OPTIONS' }, false)
    }

    const vendors = await recordListings(catalogs, (path) => send(path))
    const homeProducts: Record<string, Recorded> = {}
    for (const locale of ['US', 'UK']) homeProducts[locale] = await record(`/api/v1/home/products?locale=${locale}`)
    const openapi = await record('/api/v1/openapi.json', {}, false)

    const signer = createLinkSigner(FIXED_LINK_SECRET)
    const locations: Record<string, Record<string, string>> = {}
    let clickHeaders: Record<string, string> = {}
    for (const category of ROBOT_CATEGORIES) {
      locations[category] = {}
      for (const vendor of [...catalogs.vendors[category]].sort((a, b) => compare(a.id, b.id))) {
        const link = new URL(signer.clickUrl(origin, vendor.id, 'export', category))
        const click = await record(`${link.pathname}${link.search}`, {}, false)
        const { location, ...rest } = click.headers
        // Mirror the server: a link it would not redirect stays a 404 here too.
        if (click.status !== 302 || !location) continue
        locations[category][vendor.id] = location
        clickHeaders = rest
      }
    }

    return {
      version: 1,
      tier: options.tier,
      baseUrl: options.baseUrl,
      origin,
      limits: { requestsPerMinute: limits.requestsPerMinute, matchesPerMonth: limits.matchesPerMonth },
      profiles,
      errors,
      methodNotAllowed,
      preflight,
      vendors,
      homeProducts,
      openapi,
      clicks: { headers: clickHeaders, locations },
      rules: {
        match: readObjectRules(MatchRequestSchema),
        home: readObjectRules(HomeMatchRequestSchema),
        vendors: readObjectRules(VendorsQuerySchema),
        homeProducts: readObjectRules(HomeProductsQuerySchema),
      },
      repeatedParam: await repeatedParamMessage((path) => send(path)),
    }
  } finally {
    await app.close()
    await storage.dispose()
  }
}

type Send = (path: string) => Promise<{ res: Response; text: string }>

/** Every vendor listing per category and served region, vendors stored once per category. */
async function recordListings(catalogs: Catalogs, send: Send): Promise<MockData['vendors']> {
  const regions = new Set<string>(['US'])
  for (const category of ROBOT_CATEGORIES) for (const vendor of catalogs.vendors[category]) for (const region of vendor.regions) regions.add(region.toUpperCase())
  let emptyRegion = 'ZZ'
  for (let code = 0; regions.has(emptyRegion); code++) emptyRegion = `Z${String.fromCharCode(65 + code)}`
  const sortedRegions = [...regions, emptyRegion].sort(compare)

  let headers: Record<string, string> = {}
  const categories: MockData['vendors']['categories'] = {}
  for (const category of ROBOT_CATEGORIES) {
    const items: Record<string, Json> = {}
    const listings: Record<string, Json> = {}
    for (const region of sortedRegions) {
      const { res, text } = await send(`/api/v1/vendors?category=${category}&region=${region}`)
      const recorded = toRecorded(res, text)
      if (recorded.status !== 200) throw new Error(`mocks export: GET /vendors?category=${category}&region=${region} answered ${recorded.status}`)
      headers = recorded.headers
      const body = recorded.body as { [key: string]: Json }
      const list = body.vendors as { [key: string]: Json }[]
      const ids: string[] = []
      for (const item of list) {
        const id = String(item.vendorId)
        const previous = items[id]
        if (previous !== undefined && JSON.stringify(previous) !== JSON.stringify(item)) {
          throw new Error(`mocks export: vendor ${id} is listed differently across regions; the compact listing format cannot hold it`)
        }
        items[id] = item
        ids.push(id)
      }
      listings[region] = { ...body, vendors: ids }
    }
    const sortedItems: Record<string, Json> = {}
    for (const id of Object.keys(items).sort(compare)) sortedItems[id] = items[id]
    categories[category] = { items: sortedItems, listings }
  }
  return { headers, emptyRegion, categories }
}

async function repeatedParamMessage(send: Send): Promise<string> {
  const { res, text } = await send('/api/v1/vendors?category=cleaning&category=cleaning')
  const body = JSON.parse(text) as { fields?: Record<string, string> }
  const message = body.fields?.category
  if (res.status !== 400 || typeof message !== 'string') throw new Error('mocks export: a repeated query parameter did not answer the expected 400')
  return message
}

function toRecorded(res: Response, text: string): Recorded {
  const headers: Record<string, string> = {}
  const names: string[] = []
  res.headers.forEach((_value, name) => names.push(name))
  for (const name of names.sort(compare)) {
    if (!DYNAMIC_HEADERS.has(name)) headers[name] = res.headers.get(name) ?? ''
  }
  let body: Json = text
  if ((res.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text) as Json
  return { status: res.status, headers, body }
}

function withoutRetryAfter(recorded: Recorded): Recorded {
  const { ['retry-after']: _dropped, ...headers } = recorded.headers
  return { ...recorded, headers }
}

/** Puts placeholders into the body's `message`; each value must occur there exactly once. */
function templated(recorded: Recorded, replacements: [value: string, placeholder: string][]): Recorded {
  const body = recorded.body as { [key: string]: Json }
  let message = String(body.message)
  for (const [value, placeholder] of replacements) {
    const parts = message.split(value)
    if (parts.length !== 2) throw new Error(`mocks export: cannot template "${value}" in the message "${message}"`)
    message = parts.join(placeholder)
  }
  return { ...recorded, body: { ...body, message } }
}

/**
 * JSON with object keys sorted at every level: the same value gives the same text.
 * @example canonicalJson({ b: 1, a: [2] }) // → '{"a":[2],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    return `{${Object.keys(record).sort(compare).map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
