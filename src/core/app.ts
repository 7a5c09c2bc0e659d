/**
 * The robomatch application over web-standard APIs only: one h3 app answering a web
 * `Request` with a `Response`. `robomatch serve` (Node), `--local`, `robomatch/msw` (Node and
 * browser) and the `mocks export` bundle all run this same app; nothing here imports `node:`
 * modules or uses `Buffer` (tsconfig.core.json checks it without Node's types).
 */
import { H3, type H3Event } from 'h3'
import { DEFAULT_TIERS, type TierTable } from '../engine/tiers.js'
import type { Catalogs } from '../engine/types.js'
import type { RobomatchStorage } from '../storage/types.js'
import { createAuthenticator, type KeyAuthenticator } from './auth.js'
import { apiError } from './errors.js'
import { CORS_HEADERS, json, respond, toErrorResponse } from './http.js'
import { createClickLinks, type HmacSha256 } from './links.js'
import { buildOpenApiDocument, collectExamples, serveOpenApiDocument } from './openapi.js'
import { createAbuseGuard } from './abuse.js'
import { observeRequests, type AppObserver } from './events.js'
import { RecentWindows } from './limits.js'
import { routeHandler, type AppContext, type RouteDeclaration } from './pipeline.js'
import { ROUTES } from './routes/index.js'

/** Options of {@link createCoreApp}: storage and catalogs come in as objects, never from disk. */
export interface CoreAppOptions {
  /** Opened storage (e.g. `openMemoryStorage()`); the app does not dispose it unless `ownsStorage`. */
  storage: RobomatchStorage
  /** Validated catalogs (e.g. `defaultCatalogs()` or `loadCatalogs(dir)`). */
  catalogs: Catalogs
  /** Dispose `storage` on `close()`. */
  ownsStorage?: boolean
  /** Tier limits, already merged with the defaults. */
  tiers?: TierTable
  /**
   * Public origin used in click links (`{origin}/out?...`). `serve` defaults it to the address
   * it listens on; an app answering in-process without one uses the request URL's origin.
   */
  origin?: string
  /**
   * Behind a reverse proxy: click links follow `X-Forwarded-Host` / `X-Forwarded-Proto`, and the
   * client address is read from `X-Forwarded-For` (`client-address.ts`). Default false.
   */
  trustProxy?: boolean
  /** Further proxies whose `X-Forwarded-For` entries are skipped (see `ProxyTrust`). */
  trustedProxies?: readonly string[]
  /** Mock mode: accept `rm_test_starter_*` / `rm_test_pro_*` keys and honour `Prefer: code=…`. */
  mock?: boolean
  /** Source of match ids (default `crypto.randomUUID`). */
  generateId?: () => string
  /** Clock in ms (default `Date.now`). */
  now?: () => number
  /** A key check consulted before test keys and storage (`robomatch/msw`'s accepted keys). */
  authenticate?: KeyAuthenticator
  /**
   * HMAC-SHA256 for click-link signatures (default WebCrypto's); the Node adapter passes
   * `node:crypto`'s, which needs no thread-pool job (`src/server/hmac.ts`).
   */
  hmac?: HmacSha256
  /** Routes to serve (default: every route of the API); tests may add one. */
  routes?: readonly RouteDeclaration[]
  /**
   * Mounts pages beside the API (the website, `src/site`), before the 404 fallback. It gets
   * the app's context so pages answer through the same routes, catalogs and links. Kept as a
   * hook so the core never imports the site (and its bundle for MSW stays without it).
   */
  mount?: MountPages
  /**
   * Told about every answer (route name, status, time) and every limit or storage refusal
   * (`events.ts`): the Node server records them as metrics. A hook, so the core stays
   * web-standard and pays nothing when no one observes.
   */
  observe?: AppObserver
}

/** What a {@link CoreAppOptions.mount} hook may hand back. */
export interface MountedPages {
  /** Answers an unknown path with a page instead of the API's JSON 404 (return undefined to keep it). */
  notFound?: (event: H3Event) => Response | undefined
}

/** Registers extra routes on the app; see {@link CoreAppOptions.mount}. */
export type MountPages = (app: H3, ctx: AppContext) => MountedPages | void

/** A ready application: answers web Requests; `close` releases storage it owns. */
export interface RobomatchApp {
  /** Answers a web `Request` in-process (used by `--local`, MSW, tests). */
  fetch(request: Request): Promise<Response>
  /** The h3 application (for `toNodeHandler` from `h3/node`, or mounting). */
  h3: H3
  storage: RobomatchStorage
  close(): Promise<void>
}

const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-headers': 'Content-Type, X-API-Key, Authorization, Prefer',
  'access-control-max-age': '600',
}

/**
 * Creates the application from the route table.
 *
 * @example
 * const app = await createCoreApp({ storage: openMemoryStorage(), catalogs: defaultCatalogs(), mock: true })
 * const res = await app.fetch(new Request('http://localhost/api/v1/vendors?category=warehouse', { headers: { 'x-api-key': 'rm_test_pro_demo' } }))
 */
export async function createCoreApp(options: CoreAppOptions): Promise<RobomatchApp> {
  const { storage } = options
  const routes = options.routes ?? ROUTES
  const now = options.now ?? Date.now
  const mock = options.mock ?? false
  // Built once (its examples run the engine), serialized once per origin it is served at.
  let openApiDocument: Promise<Record<string, unknown>> | undefined
  const servedDocuments = new Map<string, string>()
  const ctx: AppContext = {
    storage,
    catalogs: options.catalogs,
    tiers: options.tiers ?? DEFAULT_TIERS,
    origin: options.origin?.replace(/\/+$/, ''),
    trustProxy: options.trustProxy ?? false,
    trustedProxies: options.trustedProxies ?? [],
    mock,
    links: createClickLinks(await storage.linkSecretRing(), options.hmac),
    generateId: options.generateId ?? (() => crypto.randomUUID()),
    now,
    authenticate: createAuthenticator(storage, { mock, now, authenticate: options.authenticate }),
    openApiJson: async (origin) => {
      openApiDocument ??= collectExamples(routes, ctx, ctx.origin ?? origin).then((examples) => buildOpenApiDocument(routes, examples))
      const doc = await openApiDocument
      let json = servedDocuments.get(origin)
      if (json === undefined) {
        // A handful of origins at most (Host is only trusted behind a configured proxy); bounded anyway.
        if (servedDocuments.size >= 16) servedDocuments.clear()
        json = serveOpenApiDocument(doc, origin)
        servedDocuments.set(origin, json)
      }
      return json
    },
    recentWindows: new RecentWindows(),
    abuse: createAbuseGuard(storage.counters, { trustProxy: options.trustProxy, trustedProxies: options.trustedProxies }),
  }

  // Every failure becomes its ApiError response through the one error mapper (`toApiError`).
  const hooks = options.observe ? observeRequests(options.observe) : undefined
  const app = new H3(
    hooks
      ? {
          silent: true,
          onRequest: hooks.onRequest,
          onResponse: hooks.onResponse,
          onError: (error) => {
            hooks.classifyError(error)
            return toErrorResponse(error)
          },
        }
      : { silent: true, onError: (error) => toErrorResponse(error) },
  )

  const methodsByPath = new Map<string, string[]>()
  for (const route of routes) {
    const handler = routeHandler(ctx, route)
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      app.on(route.method, path, handler, { meta: { operationId: route.operationId } })
      // h3 falls back from HEAD to GET only where no other route matches; the 405 route below would.
      if (route.method === 'GET') app.on('HEAD', path, handler, { meta: { operationId: route.operationId } })
      methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), route.method])
    }
  }
  for (const [path, methods] of methodsByPath) {
    const allow = methods.join(', ')
    app.options(path, () => respond(204, null, { ...PREFLIGHT_HEADERS, 'access-control-allow-methods': allow, allow }))
    app.all(path, (event: H3Event) => {
      throw apiError(405, 'method_not_allowed', `${event.req.method} is not allowed on ${path}; use ${allow}.`, {}, { allow })
    })
  }
  const pages = options.mount?.(app, ctx) || undefined
  app.all(
    '/**',
    (event: H3Event) => pages?.notFound?.(event) ?? json(404, apiError(404, 'not_found', `No route ${event.req.method} ${event.url.pathname}.`).data),
  )

  return {
    fetch: (request: Request) => Promise.resolve(app.fetch(request)),
    h3: app,
    storage,
    close: async () => {
      if (options.ownsStorage) await storage.dispose()
    },
  }
}
