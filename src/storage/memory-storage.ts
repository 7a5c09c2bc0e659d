import { createStorage } from 'unstorage'
import memoryDriver from 'unstorage/drivers/memory'
import { randomBase64Url } from '../core/bytes.js'
import { createKeyStore } from './keys.js'
import { createMemoryCounters } from './memory.js'
import type { RobomatchStorage } from './types.js'

/**
 * Storage in process memory (keys, counters, link secret) over web-standard APIs only: the
 * default of `robomatch serve`, of `robomatch/msw` and of the browser bundle. One process
 * owns it, so the link secret is simply created once per store.
 *
 * @example
 * const storage = openMemoryStorage()
 * const { key } = await storage.keys.create('starter')
 */
export function openMemoryStorage(): RobomatchStorage {
  const storage = createStorage({ driver: memoryDriver() })
  const counters = createMemoryCounters()
  const secret = randomBase64Url(32)
  let disposed: Promise<void> | undefined
  return {
    kind: 'memory',
    storage,
    keys: createKeyStore(storage, { backend: 'memory' }),
    counters,
    linkSecret: () => Promise.resolve(secret),
    dispose() {
      disposed ??= (async () => {
        await counters.dispose()
        await storage.dispose()
      })()
      return disposed
    },
  }
}
