import { createStorage } from 'unstorage'
import memoryDriver from 'unstorage/drivers/memory'
import { randomBase64Url } from '../core/bytes.js'
import { createKeyStore, withSubscriptionChanges } from './keys.js'
import { dedupeClicks } from './click-dedupe.js'
import { createMemoryCounters } from './memory.js'
import { createSubscriptionStore } from './subscriptions.js'
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
export function openMemoryStorage(options: { linkSecret?: string } = {}): RobomatchStorage {
  const storage = createStorage({ driver: memoryDriver() })
  // One link counts one click however often it is followed (issue 11, finding 10).
  const counters = dedupeClicks(createMemoryCounters())
  const secret = options.linkSecret ?? randomBase64Url(32)
  const ring = { current: secret, accepted: [secret] }
  let disposed: Promise<void> | undefined
  const subscriptions = createSubscriptionStore(storage, { backend: 'memory' })
  return {
    kind: 'memory',
    storage,
    keys: withSubscriptionChanges(createKeyStore(storage, { backend: 'memory' }), subscriptions),
    counters,
    subscriptions,
    linkSecret: () => Promise.resolve(secret),
    linkSecretRing: () => Promise.resolve(ring),
    hasKeys: async () => (await storage.getKeys('keys')).length > 0,
    dispose() {
      disposed ??= (async () => {
        await counters.dispose()
        await storage.dispose()
      })()
      return disposed
    },
  }
}
