/**
 * `robomatch/msw`: MSW request handlers answered by the real robomatch app (same engine,
 * validation, tiers, headers, counters and `Prefer` simulation as `robomatch serve --mock`).
 * The handlers rewrite each intercepted request onto one in-process app; there is no second
 * implementation to drift from the server.
 *
 * Node only (`setupServer` from `msw/node`): the catalogs are read from disk. For the
 * browser (`setupWorker`), generate a standalone module with `robomatch mocks export`.
 */
import { createHash } from 'node:crypto'
import { http, type RequestHandler } from 'msw'
import { createApp } from '../server/app.js'
import type { RobomatchApp } from '../server/types.js'
import { DEFAULT_TIERS, TIERS, type TierLimits, type TierTable } from '../engine/tiers.js'
import type { Tier } from '../schemas/api.js'
import { testKeyTier } from '../storage/keys.js'
import { createIdSource } from './ids.js'

/** Default base URL the handlers intercept. */
export const DEFAULT_BASE_URL = 'https://robomatch.test/api/v1'

/** Options of {@link createHandlers}; every one is optional. */
export interface CreateHandlersOptions {
  /** API base URL to intercept, ending in the version prefix. Default `https://robomatch.test/api/v1`. */
  baseUrl?: string
  /**
   * Tier of the default key and of the keys listed in `keys` (default `pro`). `rm_test_starter_…` / `rm_test_pro_…`
   * keys are accepted without listing them and keep the tier their prefix names.
   */
  tier?: Tier
  /**
   * The keys to accept (any string, e.g. the key your app reads from its config), answered as
   * `tier`. Left out, any non-empty key is the default key of `tier`, except `rm_live_…` keys,
   * which must exist (create them with `(await handlers.app()).storage.keys.create(tier)`);
   * given, any other key gets the real 401. A missing key always gets the real 401.
   */
  keys?: string[]
  /** Limit overrides per tier, merged onto the defaults (e.g. `{ starter: { requestsPerMinute: 2 } }`). */
  limits?: Partial<Record<Tier, Partial<TierLimits>>>
  /** Storage spec (`memory`, `fs:DIR`, `redis://…`); default `memory`. */
  storage?: string
  /**
   * Match ids: `true` (default) counts `00000000-0000-4000-8000-000000000001`, `…002`, …;
   * a string seeds a repeatable uuid-v4 sequence; `false` gives random ids. `reset()` restarts them.
   */
  deterministicIds?: boolean | string
  /** Catalogs directory (default: the package's `catalogs/`). */
  catalogs?: string
  /** Clock in ms (default `Date.now`), for tests that move time across rate-limit windows. */
  now?: () => number
}

/** The handlers (spread them into `setupServer`) plus helpers for test hooks. */
export interface RobomatchHandlers extends Array<RequestHandler> {
  /** Forgets every count (rate limits, quotas, clicks) and restarts the match ids. */
  reset(): Promise<void>
  /** Releases the app and its storage; the next request starts a fresh one. */
  close(): Promise<void>
  /** The app behind the handlers (created on first use), e.g. to create `rm_live_` keys. */
  app(): Promise<RobomatchApp>
  /** The normalized base URL the handlers intercept (no trailing slash). */
  readonly baseUrl: string
}

/** Path prefix of the API inside the app. */
const APP_PREFIX = '/api/v1'

/**
 * Creates MSW handlers for every robomatch endpoint under `baseUrl` (POST /match,
 * GET /vendors, POST /home/match, GET /home/products, GET /openapi.json, and any other path
 * for the real 404/405), plus GET /out at the base URL's origin.
 *
 * @example
 * import { setupServer } from 'msw/node'
 * import { createHandlers } from 'robomatch/msw'
 *
 * const handlers = createHandlers({ keys: ['my-app-key'], tier: 'starter' })
 * const server = setupServer(...handlers)
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
 * afterEach(() => handlers.reset())
 * afterAll(async () => { server.close(); await handlers.close() })
 */
export function createHandlers(options: CreateHandlersOptions = {}): RobomatchHandlers {
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL)
  const base = new URL(baseUrl)
  const basePath = base.pathname === '/' ? '' : base.pathname
  const tier = options.tier ?? 'pro'
  if (!TIERS.includes(tier)) {
    throw new TypeError(`robomatch/msw: unknown tier "${String(tier)}"; use 'starter' or 'pro'.`)
  }
  const tiers = mergeLimits(options.limits)
  const aliases = keyAliases(options.keys ?? [], tier)
  const resolveKey = (key: string): string | undefined =>
    aliases.get(key) ?? (options.keys === undefined && isDefaultKey(key) ? aliasOf(key, tier) : undefined)
  const ids = createIdSource(options.deterministicIds ?? true)

  let appPromise: Promise<RobomatchApp> | undefined
  const getApp = (): Promise<RobomatchApp> => {
    appPromise ??= createApp({
      storage: options.storage ?? 'memory',
      mock: true,
      tiers,
      catalogs: options.catalogs,
      generateId: ids.next,
      now: options.now,
    }).catch((error: unknown) => {
      appPromise = undefined
      throw error
    })
    return appPromise
  }

  /** Sends an intercepted request to the app at `appPath` (on the mocked origin). */
  const forward = async (request: Request, appPath: string): Promise<Response> => {
    const app = await getApp()
    const url = new URL(request.url)
    // Copied entry by entry: `new Headers(request.headers)` can miss headers of MSW's
    // intercepted request (seen with a string body and no explicit content type).
    const headers = new Headers()
    request.headers.forEach((value, name) => headers.append(name, value))
    rewriteKey(headers, resolveKey)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    const response = await app.fetch(
      new Request(`${base.origin}${appPath}${url.search}`, {
        method: request.method,
        headers,
        // Read a clone: with several setupServer instances MSW may offer one request to more than one handler.
        body: hasBody ? await request.clone().arrayBuffer() : undefined,
      }),
    )
    // A plain Response from this realm, whatever class the app answered with.
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers })
  }

  const underBase = (request: Request): string => APP_PREFIX + new URL(request.url).pathname.slice(basePath.length)
  const api = (path: string) => `${baseUrl}${path}`
  const resolve = ({ request }: { request: Request }) => forward(request, underBase(request))

  const handlers = [
    // First, so a base URL without a path still sends click links to /out.
    http.all(`${base.origin}/out`, ({ request }) => forward(request, '/out')),
    http.post(api('/match'), resolve),
    http.get(api('/vendors'), resolve),
    http.post(api('/home/match'), resolve),
    http.get(api('/home/products'), resolve),
    http.get(api('/openapi.json'), resolve),
    // Everything else under the base URL: the app's own 404 / 405 / preflight answers.
    http.all(api('/*'), resolve),
  ] as RequestHandler[]

  return Object.assign(handlers, {
    baseUrl,
    app: getApp,
    async reset() {
      ids.restart()
      if (appPromise) await (await appPromise).storage.counters.reset()
    },
    async close() {
      const pending = appPromise
      appPromise = undefined
      ids.restart()
      if (pending) await (await pending).close()
    },
  })
}

function normalizeBaseUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new TypeError(`robomatch/msw: baseUrl "${value}" is not an absolute URL; pass e.g. 'https://robomatch.test/api/v1'.`)
  }
  if (url.search || url.hash) {
    throw new TypeError(`robomatch/msw: baseUrl "${value}" must not have a query or fragment; pass only origin and path.`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** DEFAULT_TIERS with the given overrides; each override must be a positive integer (or boolean for attributionRequired). */
function mergeLimits(overrides: CreateHandlersOptions['limits'] = {}): TierTable {
  const table = { starter: { ...DEFAULT_TIERS.starter }, pro: { ...DEFAULT_TIERS.pro } }
  for (const [tier, limits] of Object.entries(overrides)) {
    if (!TIERS.includes(tier as Tier)) {
      throw new TypeError(`robomatch/msw: limits has unknown tier "${tier}"; use 'starter' or 'pro'.`)
    }
    for (const [name, value] of Object.entries(limits ?? {})) {
      if (!Object.hasOwn(DEFAULT_TIERS.starter, name)) {
        throw new TypeError(`robomatch/msw: limits.${tier}.${name} is not a limit; use ${Object.keys(DEFAULT_TIERS.starter).join(', ')}.`)
      }
      const valid = name === 'attributionRequired' ? typeof value === 'boolean' : Number.isInteger(value) && (value as number) > 0
      if (!valid) {
        throw new TypeError(`robomatch/msw: limits.${tier}.${name} must be ${name === 'attributionRequired' ? 'a boolean' : 'a positive integer'}.`)
      }
    }
    Object.assign(table[tier as Tier], limits)
  }
  return table
}

/**
 * Listed keys that are not mock-mode keys, mapped to a stable `rm_test_<tier>_…` key of the
 * chosen tier: the app then accepts them in mock mode with their own counters.
 */
function keyAliases(keys: string[], tier: Tier): Map<string, string> {
  const aliases = new Map<string, string>()
  for (const key of keys) {
    if (typeof key !== 'string' || key.trim() === '' || key.trim() !== key) {
      throw new TypeError('robomatch/msw: every entry of keys must be a non-empty string without surrounding spaces.')
    }
    if (testKeyTier(key)) continue
    aliases.set(key, aliasOf(key, tier))
  }
  return aliases
}

/** A stable mock-mode key of `tier` standing for `key`, so each key keeps its own counters. */
function aliasOf(key: string, tier: Tier): string {
  return `rm_test_${tier}_${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`
}

/** Without a `keys` list, any key but a mock-mode or issued (`rm_live_`) one is the default key. */
function isDefaultKey(key: string): boolean {
  return key.length > 0 && !testKeyTier(key) && !key.startsWith('rm_live_')
}

/** Replaces an accepted key, wherever the request carries it, with its mock-mode alias. */
function rewriteKey(headers: Headers, resolveKey: (key: string) => string | undefined): void {
  const apiKey = headers.get('x-api-key')?.trim()
  if (apiKey) {
    const alias = resolveKey(apiKey)
    if (alias) headers.set('x-api-key', alias)
    return
  }
  const auth = headers.get('authorization')
  if (auth && auth.slice(0, 7).toLowerCase() === 'bearer ') {
    const alias = resolveKey(auth.slice(7).trim())
    if (alias) headers.set('authorization', `Bearer ${alias}`)
  }
}
