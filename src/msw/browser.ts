/**
 * `robomatch/msw` for browsers and workers (`setupWorker` from `msw/browser`), chosen by the
 * `browser` export condition: the same app as in Node, over memory storage and the package's
 * catalogs bundled as data. No Node built-ins anywhere in what this imports.
 *
 * @example
 * import { setupWorker } from 'msw/browser'
 * import { createHandlers } from 'robomatch/msw'
 *
 * const handlers = createHandlers({ baseUrl: 'https://robomatch.test/api/v1', keys: ['my-app-key'], tier: 'starter' })
 * await setupWorker(...handlers).start()
 */
import { defaultCatalogs } from '../core/default-catalogs.js'
import type { Catalogs } from '../engine/types.js'
import { openMemoryStorage } from '../storage/memory-storage.js'
import type { RobomatchStorage } from '../storage/types.js'
import { createHandlersFor, type CreateHandlersOptions as GenericOptions, type RobomatchHandlers } from './handlers.js'

export { DEFAULT_BASE_URL, type RobomatchHandlers } from './handlers.js'
export type { RobomatchApp } from '../core/app.js'

/** Options of {@link createHandlers}: storage is `memory` or an opened store; catalogs are data. */
export type CreateHandlersOptions = GenericOptions<'memory' | RobomatchStorage, Catalogs>

/**
 * Creates MSW handlers for every robomatch endpoint under `baseUrl`, answered by the real app.
 */
export function createHandlers(options: CreateHandlersOptions = {}): RobomatchHandlers {
  return createHandlersFor(
    {
      async openStorage(option) {
        if (option === undefined || option === 'memory') return { storage: openMemoryStorage(), owned: true }
        if (typeof option === 'object') return { storage: option, owned: false }
        throw new TypeError(`robomatch/msw: storage "${String(option)}" is not available in a browser; use 'memory' (the default).`)
      },
      async loadCatalogs(option) {
        return option ?? defaultCatalogs()
      },
    },
    options,
  )
}
