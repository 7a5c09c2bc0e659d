import type { Storage } from 'unstorage'
import { withKeyChanges, type KeyChanges } from './key-changes.js'
import { createKeyStore, withSubscriptionChanges } from './keys.js'
import { createLinkSecret } from './link-secret.js'
import { createSubscriptionStore, type AtomicUpdate } from './subscriptions.js'
import type { Counters, RobomatchStorage, StorageKind } from './types.js'

/**
 * A persistent backend's storage from its parts: the key, subscription and link-secret stores
 * over its unstorage instance, its counters and its way of telling other processes about key
 * changes. Used by the directory and Redis backends (the memory one builds its own, web-standard).
 */
export interface StorageParts {
  kind: StorageKind
  storage: Storage
  counters: Counters
  linkSecret: string | undefined
  setIfMissing?: (value: string) => Promise<void>
  refreshLinkSecretMs?: number
  changes?: KeyChanges
  hasKeys: () => Promise<boolean>
  /** Atomic across processes (Redis); see `SubscriptionStoreOptions.setIfAbsent`. */
  setIfAbsent?: (key: string, value: string) => Promise<boolean>
  /** Atomic across processes (Redis); see `SubscriptionStoreOptions.update`. */
  update?: AtomicUpdate
}

export function assembleStorage(parts: StorageParts): RobomatchStorage {
  const { kind, storage, counters, changes } = parts
  let disposed: Promise<void> | undefined
  const baseKeys = createKeyStore(storage, { backend: kind })
  const subscriptions = createSubscriptionStore(storage, {
    backend: kind,
    setIfAbsent: parts.setIfAbsent,
    update: parts.update,
    publish: changes ? () => changes.publish() : undefined,
  })
  const secrets = createLinkSecret({
    storage,
    backend: kind,
    setIfMissing: parts.setIfMissing,
    fixed: parts.linkSecret,
    refreshMs: parts.refreshLinkSecretMs,
  })
  return {
    kind,
    storage,
    keys: withSubscriptionChanges(changes ? withKeyChanges(baseKeys, changes) : baseKeys, subscriptions),
    counters,
    subscriptions,
    linkSecret: async () => (await secrets.ring()).current,
    linkSecretRing: secrets.ring,
    hasKeys: parts.hasKeys,
    dispose() {
      disposed ??= (async () => {
        secrets.stop()
        await changes?.close()
        await counters.dispose()
        await storage.dispose()
      })()
      return disposed
    },
  }
}
