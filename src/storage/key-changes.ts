import { watch, type FSWatcher } from 'node:fs'
import type { Cluster, Redis } from 'ioredis'
import type { KeyStore } from './types.js'

/**
 * Changes to API keys made by other processes on the same store. `version` moves whenever one
 * may have happened; the key store adds it to its `generation`, which empties the auth cache
 * (`src/core/auth.ts`), so no cache answers for a key rotated or revoked elsewhere.
 */
export interface KeyChanges {
  /** Moves on every change seen; moves on every read while changes cannot be seen (fail safe). */
  readonly version: number
  /** Tells the other processes that keys changed. */
  publish(): Promise<void>
  close(): Promise<void>
}

/**
 * Redis: a pub/sub channel on a second connection. Every create/rotate publishes (awaited
 * before it resolves) and every subscriber bumps its version on the message. While the
 * subscription is down, `version` changes on every read, so caches are bypassed rather than
 * trusted.
 */
export async function redisKeyChanges(client: Redis | Cluster, channel: string): Promise<KeyChanges> {
  // We subscribe again after a reconnect ourselves: ioredis's own re-subscription
  // (autoResubscribe) leaves its promise unhandled, and a connection closed before Redis
  // answered it (a close right after Redis came back) was an unhandled rejection that can
  // stop a process. A cluster's duplicate takes (startup nodes, options); PUBLISH reaches
  // subscribers on every node.
  const own = { enableOfflineQueue: true, lazyConnect: true, autoResubscribe: false }
  const subscriber = (client as { isCluster?: boolean }).isCluster ? (client as Cluster).duplicate(undefined, own) : (client as Redis).duplicate(own)
  subscriber.on('error', () => {}) // outages are reported by the main connection
  let version = 0
  let subscribed = false
  let closing = false
  subscriber.on('message', (from: string) => {
    if (from === channel) version++
  })
  // Until subscribed again after a reconnect (and on the way down) nothing is trusted.
  subscriber.on('close', () => {
    subscribed = false
  })
  const resubscribe = () => {
    if (closing) return
    subscriber.subscribe(channel).then(
      () => {
        subscribed = !closing
        version++ // changes made while we were away went unheard
      },
      () => {}, // the connection went again: the next 'ready' tries again
    )
  }
  await subscriber.connect()
  await firstSubscription(subscriber, channel, FIRST_SUBSCRIPTION_MS)
  subscribed = true
  subscriber.on('ready', resubscribe)
  return {
    get version() {
      return subscribed && subscriber.status === 'ready' ? version : ++version
    },
    async publish() {
      await client.publish(channel, 'keys')
    },
    async close() {
      closing = true
      subscribed = false
      subscriber.disconnect()
    },
  }
}

/** How long opening a Redis store may try to subscribe, through connections dropped meanwhile. */
const FIRST_SUBSCRIPTION_MS = 3000

/**
 * The first SUBSCRIBE, awaited so a store whose pub/sub is refused fails at open. A connection
 * closed before Redis answered (a busy machine: the options fail fast, no command is retried)
 * is tried again once the connection is back, until `timeoutMs`; a CI run had failed to open a
 * store on one such drop.
 */
async function firstSubscription(subscriber: Redis | Cluster, channel: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await subscriber.subscribe(channel)
      return
    } catch (error) {
      const left = deadline - Date.now()
      if (left <= 0 || subscriber.status === 'end') throw error
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          subscriber.off('ready', done)
          resolve()
        }
        const timer = setTimeout(done, Math.min(left, 250))
        subscriber.once('ready', done)
      })
    }
  }
}

/**
 * Directory store: watches the keys directory (inotify and the like), so a `keys rotate` by
 * the CLI beside a running `serve` is seen as soon as the kernel reports it (milliseconds).
 * Where watching is not supported, the auth cache's one-second bound applies.
 */
export function fsKeyChanges(keysDir: string): KeyChanges {
  let version = 0
  let watcher: FSWatcher | undefined
  try {
    watcher = watch(keysDir, { persistent: false }, () => {
      version++
    })
    watcher.on('error', () => {
      watcher?.close()
      watcher = undefined
    })
  } catch {
    watcher = undefined // no directory yet or no watching: the TTL bound applies
  }
  return {
    get version() {
      return version
    },
    async publish() {},
    async close() {
      watcher?.close()
    },
  }
}

/** `keys` whose `generation` also moves with changes from other processes, and which publishes its own. */
export function withKeyChanges(keys: KeyStore, changes: KeyChanges): KeyStore {
  return {
    get generation() {
      return keys.generation + changes.version
    },
    async create(tier, subscriptionId) {
      const issued = await keys.create(tier, subscriptionId)
      await changes.publish().catch(() => {}) // a new key: other processes had no cached answer for it
      return issued
    },
    lookup: (key) => keys.lookup(key),
    async rotate(oldKey) {
      const issued = await keys.rotate(oldKey)
      if (issued) await changes.publish()
      return issued
    },
    async rotateByHash(hash) {
      const issued = await keys.rotateByHash(hash)
      if (issued) await changes.publish()
      return issued
    },
    async revokeByHash(hash) {
      const revoked = await keys.revokeByHash(hash)
      // A revoked key must stop working at once on every process, like a rotated one.
      if (revoked) await changes.publish()
      return revoked
    },
    list: () => keys.list(),
  }
}
