import { randomUUID } from 'node:crypto'
import { H3, HTTPError, type H3Event } from 'h3'
import { loadCatalogs, loadDefaultCatalogs } from '../catalogs/load.js'
import { DEFAULT_TIERS } from '../engine/tiers.js'
import { openStorage } from '../storage/index.js'
import { createAbuseGuard } from './abuse.js'
import { createAuthenticator } from './auth.js'
import { apiError } from './errors.js'
import { CORS_HEADERS, json, respond, toErrorResponse } from './http.js'
import { createLinkSigner } from './links.js'
import { buildOpenApiDocument } from './openapi.js'
import type { AppContext } from './pipeline.js'
import { handleHomeMatch, handleHomeProducts } from './routes/home.js'
import { handleMatch } from './routes/match.js'
import { handleOut } from './routes/out.js'
import { handleVendors } from './routes/vendors.js'
import type { AppOptions, RobomatchApp } from './types.js'

export type { AppOptions, RobomatchApp } from './types.js'

type Handler = (ctx: AppContext, event: H3Event) => Response | Promise<Response>

/** Every route: path → allowed method → handler. Other methods get a 405. */
function routes(openApiJson: () => string): Record<string, Record<string, Handler>> {
  const openapi: Handler = () =>
    respond(200, openApiJson(), { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS })
  return {
    '/api/v1/match': { POST: handleMatch },
    '/api/v1/vendors': { GET: handleVendors },
    '/api/v1/home/match': { POST: handleHomeMatch },
    '/api/v1/home/products': { GET: handleHomeProducts },
    '/api/v1/openapi.json': { GET: openapi },
    '/out': { GET: handleOut },
    // The document puts /out outside the /api/v1 server; tools that ignore path-level
    // servers (some proxies and validators) resolve it under /api/v1, so answer there too.
    '/api/v1/out': { GET: handleOut },
  }
}

const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-headers': 'Content-Type, X-API-Key, Authorization, Prefer',
  'access-control-max-age': '600',
}

/**
 * Creates the robomatch application: the h3 app with every route, over the given
 * storage and catalogs. `app.fetch(request)` answers in-process; `serve` listens.
 *
 * @example
 * const app = await createApp({ storage: 'memory', mock: true })
 * const res = await app.fetch(new Request('http://localhost/api/v1/vendors?category=warehouse', { headers: { 'x-api-key': 'rm_test_pro_demo' } }))
 */
export async function createApp(options: AppOptions = {}): Promise<RobomatchApp> {
  const ownsStorage = typeof options.storage !== 'object'
  const storage = typeof options.storage === 'object' ? options.storage : await openStorage(options.storage ?? 'memory')
  try {
    const catalogs = typeof options.catalogs === 'object'
      ? options.catalogs
      : options.catalogs ? await loadCatalogs(options.catalogs) : await loadDefaultCatalogs()
    const now = options.now ?? Date.now
    const mock = options.mock ?? false
    const ctx: AppContext = {
      storage,
      catalogs,
      tiers: options.tiers ?? DEFAULT_TIERS,
      origin: options.origin?.replace(/\/+$/, ''),
      trustProxy: options.trustProxy ?? false,
      mock,
      links: createLinkSigner(await storage.linkSecretRing()),
      generateId: options.generateId ?? randomUUID,
      now,
      authenticate: createAuthenticator(storage, { mock, now }),
      abuse: createAbuseGuard(storage.counters, { trustProxy: options.trustProxy }),
    }

    let openApiJson: string | undefined
    const table = routes(() => (openApiJson ??= JSON.stringify(buildOpenApiDocument())))

    const app = new H3({
      silent: true,
      // h3's own errors (malformed URLs, unmatched routes) become ApiError bodies too.
      onError: (error: HTTPError) => {
        if (error.status === 404) return json(404, apiError(404, 'not_found').body)
        if (error.status === 400) return json(400, apiError(400, 'validation_error', 'Malformed request URL.').body)
        return toErrorResponse(error.cause ?? error)
      },
    })
    for (const [path, methods] of Object.entries(table)) {
      const allow = Object.keys(methods).join(', ')
      app.all(path, async (event) => {
        const method = event.req.method
        if (method === 'OPTIONS') return respond(204, null, { ...PREFLIGHT_HEADERS, 'access-control-allow-methods': allow, allow })
        const handler = methods[method] ?? (method === 'HEAD' ? methods.GET : undefined)
        try {
          if (!handler) throw apiError(405, 'method_not_allowed', `${method} is not allowed on ${path}; use ${allow}.`, {}, { allow })
          return await handler(ctx, event)
        } catch (error) {
          return toErrorResponse(error)
        }
      })
    }
    app.all('/**', (event) => json(404, apiError(404, 'not_found', `No route ${event.req.method} ${event.url.pathname}.`).body))

    return {
      fetch: (request: Request) => Promise.resolve(app.fetch(request)),
      h3: app,
      storage,
      close: async () => {
        if (ownsStorage) await storage.dispose()
      },
    }
  } catch (error) {
    if (ownsStorage) await storage.dispose().catch(() => {})
    throw error
  }
}
