/**
 * MSW handlers over the one robomatch app, for every runtime: each intercepted request is
 * answered by the core app's fetch handler (same engine, validation, tiers, headers, counters
 * and `Prefer` simulation as `robomatch serve --mock`). The Node and browser entries differ
 * only in how they open storage and catalogs.
 */
import { http, type RequestHandler } from 'msw'
import * as v from 'valibot'
import { createCoreApp, type RobomatchApp } from '../core/app.js'
import type { Principal } from '../core/auth.js'
import { createIdSource } from '../core/ids.js'
import { ROUTES } from '../core/routes/index.js'
import { mergeTierOverrides, TierOverridesSchema, type TierOverrides } from '../core/tier-overrides.js'
import { TIERS, type TierTable } from '../engine/tiers.js'
import type { Catalogs } from '../engine/types.js'
import type { Tier } from '../schemas/api.js'
import { testKeyTier } from '../core/api-keys.js'
import type { RobomatchStorage } from '../storage/types.js'

/** Default base URL the handlers intercept. */
export const DEFAULT_BASE_URL = 'https://robomatch.test/api/v1'

/** Options of `createHandlers`; every one is optional. */
export interface CreateHandlersOptions<StorageOption = string | RobomatchStorage, CatalogsOption = string | Catalogs> {
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
  /**
   * Your own key check, instead of `keys`: return the tier a key is answered as, or undefined
   * for the usual checks (test keys, issued keys, then the real 401).
   */
  authenticate?: (key: string) => Tier | undefined | Promise<Tier | undefined>
  /** Limit overrides per tier, merged onto the defaults (e.g. `{ starter: { requestsPerMinute: 2 } }`). */
  limits?: TierOverrides
  /** Storage: `memory` (default) or an opened store; in Node also `fs:DIR` or `redis://…`. */
  storage?: StorageOption
  /**
   * Match ids: `true` (default) counts `00000000-0000-4000-8000-000000000001`, `…002`, …;
   * a string seeds a repeatable uuid-v4 sequence; `false` gives random ids. `reset()` restarts them.
   */
  deterministicIds?: boolean | string
  /** Catalogs (default: the package's own); in Node also a folder to load them from. */
  catalogs?: CatalogsOption
  /** Clock in ms (default `Date.now`), for tests that move time across rate-limit windows. */
  now?: () => number
}

/** The handlers (spread them into `setupServer` / `setupWorker`) plus helpers for test hooks. */
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

/** How an entry (Node or browser) opens what the app runs over. */
export interface HandlersRuntime<StorageOption, CatalogsOption> {
  openStorage(option: StorageOption | undefined): Promise<{ storage: RobomatchStorage; owned: boolean }>
  loadCatalogs(option: CatalogsOption | undefined): Promise<Catalogs>
}

/** Path prefix of the API inside the app. */
const APP_PREFIX = '/api/v1'

/**
 * Creates MSW handlers for every route of the route table under `baseUrl` (and `/out` at
 * its origin), plus a catch-all under `baseUrl` for the app's own 404 / 405 / preflight answers.
 */
export function createHandlersFor<S, C>(runtime: HandlersRuntime<S, C>, options: CreateHandlersOptions<S, C> = {}): RobomatchHandlers {
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL)
  const base = new URL(baseUrl)
  const basePath = base.pathname === '/' ? '' : base.pathname
  const tier = options.tier ?? 'pro'
  if (!TIERS.includes(tier)) {
    throw new TypeError(`robomatch/msw: unknown tier "${String(tier)}"; use 'starter' or 'pro'.`)
  }
  const tiers = readLimits(options.limits)
  const authenticate = keyAuthenticator(options, tier)
  const ids = createIdSource(options.deterministicIds ?? true)

  let appPromise: Promise<RobomatchApp> | undefined
  const getApp = (): Promise<RobomatchApp> => {
    appPromise ??= (async () => {
      const [{ storage, owned }, catalogs] = await Promise.all([runtime.openStorage(options.storage), runtime.loadCatalogs(options.catalogs)])
      return createCoreApp({ storage, ownsStorage: owned, catalogs, mock: true, tiers, generateId: ids.next, now: options.now, authenticate })
    })().catch((error: unknown) => {
      appPromise = undefined
      throw error
    })
    return appPromise
  }

  /** Answers an intercepted request with the app, at `appPath` on the mocked origin. */
  const forward = async (request: Request, appPath: string): Promise<Response> => {
    const app = await getApp()
    // Copied entry by entry: `new Headers(request.headers)` can miss headers of MSW's
    // intercepted request (seen with a string body and no explicit content type).
    const headers = new Headers()
    request.headers.forEach((value, name) => headers.append(name, value))
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    // Read a clone: with several setupServer instances MSW may offer one request to more than one handler.
    const body = hasBody ? await request.clone().arrayBuffer() : undefined
    // Its length is known here: the app then reads the body at once instead of chunk by chunk
    // (browsers drop the header from a Request; the app reads the stream there, as before).
    if (body && !headers.has('content-length')) headers.set('content-length', String(body.byteLength))
    const response = await app.fetch(new Request(`${base.origin}${appPath}${new URL(request.url).search}`, { method: request.method, headers, body }))
    // A plain Response from this realm, whatever class the app answered with; the answer is
    // small and complete, so it is handed over as bytes rather than piped through a stream.
    const bytes = request.method === 'HEAD' || response.status === 204 || response.status === 304 ? null : await response.arrayBuffer()
    return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers })
  }

  const underBase = (request: Request): string => APP_PREFIX + new URL(request.url).pathname.slice(basePath.length)
  const resolve = ({ request }: { request: Request }) => forward(request, underBase(request))

  // One handler per declared route (and alias), then the catch-all under the base URL.
  const handlers: RequestHandler[] = []
  for (const route of ROUTES) {
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const method = route.method === 'GET' ? http.get : http.post
      if (path.startsWith(`${APP_PREFIX}/`)) handlers.push(method(`${baseUrl}${path.slice(APP_PREFIX.length)}`, resolve))
      else handlers.unshift(http.all(`${base.origin}${path}`, ({ request }) => forward(request, path)))
    }
  }
  handlers.push(http.all(`${baseUrl}/*`, resolve))

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

/** The tier table for `limits`, checked by the same schema as the config file's `tiers`. */
function readLimits(limits: CreateHandlersOptions['limits']): TierTable {
  const result = v.safeParse(TierOverridesSchema, limits ?? {})
  if (result.success) return mergeTierOverrides(result.output)
  const issue = result.issues[0]
  const path = issue.path?.map((item) => String(item.key)).join('.') ?? ''
  const message =
    issue.type === 'strict_object'
      ? `is not a tier or a limit; tiers are starter and pro, limits ${Object.keys(TierOverridesSchema.entries.starter.wrapped.entries).join(', ')}`
      : issue.message
  throw new TypeError(`robomatch/msw: limits.${path} ${message}.`)
}

/**
 * The app-level key check of the handlers: the integrator's `authenticate`, else the listed
 * `keys`, else (no list) any key but a mock-mode or issued (`rm_live_`) one as the default
 * key. Each accepted key is its own subscription (by its hash), so it keeps its own counters.
 */
function keyAuthenticator(options: CreateHandlersOptions<unknown, unknown>, tier: Tier) {
  const own = options.authenticate
  const listed = options.keys === undefined ? undefined : new Set(checkKeys(options.keys))
  return async (key: string, keyHash: string): Promise<Principal | undefined> => {
    let accepted: Tier | undefined
    if (own) accepted = await own(key)
    else if (listed) accepted = listed.has(key) && !testKeyTier(key) ? tier : undefined
    else accepted = !testKeyTier(key) && !key.startsWith('rm_live_') ? tier : undefined
    if (accepted !== undefined && !TIERS.includes(accepted)) {
      throw new TypeError(`robomatch/msw: authenticate returned "${String(accepted)}"; return 'starter', 'pro' or undefined.`)
    }
    return accepted ? { subscriptionId: `msw:${keyHash}`, tier: accepted } : undefined
  }
}

function checkKeys(keys: string[]): string[] {
  for (const key of keys) {
    if (typeof key !== 'string' || key.trim() === '' || key.trim() !== key) {
      throw new TypeError('robomatch/msw: every entry of keys must be a non-empty string without surrounding spaces.')
    }
  }
  return keys
}
