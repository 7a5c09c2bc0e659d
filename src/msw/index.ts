/**
 * `robomatch/msw` for Node (`setupServer` from `msw/node`), chosen by the `node` export
 * condition: MSW handlers answered by the real robomatch app, the same one `robomatch serve`
 * runs, with the same validation, tiers, headers, counters and `Prefer` simulation as
 * `serve --mock`. Besides memory storage, Node can use `fs:DIR` / `redis://…` storage and a
 * catalogs folder. Browsers get `./browser.ts` (same app, memory storage).
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
import { loadCatalogs } from '../catalogs/load.js'
import { defaultCatalogs } from '../core/default-catalogs.js'
import type { Catalogs } from '../engine/types.js'
import { openStorage } from '../storage/index.js'
import type { RobomatchStorage } from '../storage/types.js'
import { createHandlersFor, type CreateHandlersOptions as GenericOptions, type RobomatchHandlers } from './handlers.js'

export { DEFAULT_BASE_URL, type RobomatchHandlers } from './handlers.js'
export type { RobomatchApp } from '../core/app.js'

/** Options of {@link createHandlers}: storage a spec or an opened store; catalogs a folder or data. */
export type CreateHandlersOptions = GenericOptions<string | RobomatchStorage, string | Catalogs>

/**
 * Creates MSW handlers for every robomatch endpoint under `baseUrl` (POST /match,
 * GET /vendors, POST /home/match, GET /home/products, GET /openapi.json, and any other path
 * for the real 404/405), plus GET /out at the base URL's origin.
 */
export function createHandlers(options: CreateHandlersOptions = {}): RobomatchHandlers {
  return createHandlersFor(
    {
      async openStorage(option) {
        if (typeof option === 'object') return { storage: option, owned: false }
        return { storage: await openStorage(option ?? 'memory'), owned: true }
      },
      async loadCatalogs(option) {
        if (typeof option === 'object') return option
        return option ? loadCatalogs(option) : defaultCatalogs()
      },
    },
    options,
  )
}
