import type { Storage } from 'unstorage'
import { hashKey, LIVE_PREFIX, MAX_PRESENTED_KEY_LENGTH, SHOWN_PREFIX_LENGTH } from '../core/api-keys.js'
import { randomBase64Url, timingSafeEqualStrings } from '../core/bytes.js'
import { TIERS } from '../engine/tiers.js'
import type { Tier } from '../schemas/api.js'
import type { SubscriptionStore } from './subscriptions.js'
import type { IssuedKey, KeyRecord, KeyStore } from './types.js'
import { guardStorage } from './unavailable.js'

/** Options of {@link createKeyStore}. */
export interface KeyStoreOptions {
  /** Name of the backend, for error messages (`memory`, `fs`, `redis`). */
  backend?: string
  /** Clock for `createdAt` (tests). */
  now?: () => Date
}

/**
 * API keys over any unstorage instance. Records live under `keys:<sha256hex>`; the key itself
 * is returned once by `create`/`rotate` and never stored. Backend failures reject with
 * `StorageUnavailableError`.
 *
 * @example
 * const keys = createKeyStore(createStorage())
 * const { key } = await keys.create('starter')
 * await keys.lookup(key) // → { tier: 'starter', subscriptionId: 'sub_…', … }
 */
export function createKeyStore(storage: Storage, options: KeyStoreOptions = {}): KeyStore {
  const backend = options.backend ?? 'storage'
  const now = options.now ?? (() => new Date())
  /** Rotations in flight per old-key hash, so two concurrent rotations cannot both succeed. */
  const rotating = new Map<string, Promise<IssuedKey | undefined>>()
  let generation = 0

  const issue = async (subscriptionId: string, tier: Tier): Promise<IssuedKey> => {
    const key = LIVE_PREFIX + randomBase64Url(24)
    const record: KeyRecord = {
      hash: await hashKey(key),
      subscriptionId,
      tier,
      prefix: `${key.slice(0, SHOWN_PREFIX_LENGTH)}…`,
      createdAt: now().toISOString(),
    }
    await guardStorage(backend, 'save an API key', () => storage.setItem(recordKey(record.hash), { ...record }))
    generation++
    return { key, record }
  }

  const lookup = async (key: string): Promise<KeyRecord | undefined> => {
    if (typeof key !== 'string' || key.length === 0 || key.length > MAX_PRESENTED_KEY_LENGTH) return undefined
    const hash = await hashKey(key)
    const stored = await guardStorage(backend, 'look up an API key', () => storage.getItem(recordKey(hash)))
    if (!isKeyRecord(stored)) return undefined
    if (!timingSafeEqualStrings(stored.hash, hash)) return undefined
    return stored
  }

  const recordByHash = async (hash: string): Promise<KeyRecord | undefined> => {
    if (!/^[0-9a-f]{64}$/.test(hash)) return undefined
    const stored = await guardStorage(backend, 'look up an API key', () => storage.getItem(recordKey(hash)))
    return isKeyRecord(stored) && stored.hash === hash ? stored : undefined
  }

  const replace = async (old: KeyRecord | undefined): Promise<IssuedKey | undefined> => {
    if (!old) return undefined
    const issued = await issue(old.subscriptionId, old.tier)
    await guardStorage(backend, 'remove the rotated API key', () => storage.removeItem(recordKey(old.hash)))
    generation++
    return issued
  }

  /**
   * Runs rotations of one key one after the other: a second rotation of the same key runs
   * after the first and finds the old key gone, so one key never yields two replacements.
   */
  const oneAtATime = async (hash: string, run: () => Promise<IssuedKey | undefined>): Promise<IssuedKey | undefined> => {
    const previous = rotating.get(hash) ?? Promise.resolve(undefined)
    const pending = previous.catch(() => undefined).then(run)
    rotating.set(hash, pending)
    try {
      return await pending
    } finally {
      if (rotating.get(hash) === pending) rotating.delete(hash)
    }
  }

  return {
    get generation() {
      return generation
    },
    create: (tier, subscriptionId) => issue(subscriptionId ?? `sub_${randomBase64Url(12)}`, tier),
    lookup,
    rotate: async (oldKey) => oneAtATime(await hashKey(oldKey), async () => replace(await lookup(oldKey))),
    rotateByHash: (hash) => oneAtATime(hash, async () => replace(await recordByHash(hash))),
    async revokeByHash(hash) {
      const record = await recordByHash(hash)
      if (!record) return false
      await guardStorage(backend, 'remove a revoked API key', () => storage.removeItem(recordKey(record.hash)))
      generation++
      return true
    },
    async list() {
      const records = await guardStorage(backend, 'list API keys', async () => {
        const names = await storage.getKeys('keys')
        const items = await storage.getItems(names)
        return items.map((item) => item.value).filter(isKeyRecord)
      })
      return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.hash.localeCompare(b.hash))
    },
  }
}

function recordKey(hash: string): string {
  return `keys:${hash}`
}

function isKeyRecord(value: unknown): value is KeyRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.hash === 'string' &&
    /^[0-9a-f]{64}$/.test(record.hash) &&
    typeof record.subscriptionId === 'string' &&
    TIERS.includes(record.tier as Tier) &&
    typeof record.prefix === 'string' &&
    typeof record.createdAt === 'string'
  )
}

/**
 * `keys` that keep each subscription's `keyHash` pointing at its one key (create and rotate move
 * it), and whose `generation` also moves when a subscription's status or tier
 * changes, so the auth cache (`src/core/auth.ts`), which empties itself when the key store's
 * generation moves, never answers for the key of a subscription that just changed.
 */
export function withSubscriptionChanges(keys: KeyStore, subscriptions: SubscriptionStore): KeyStore {
  /** Moves the pointer from `from` (any when undefined) to `to`, unless another change moved it first. */
  const point = async (subscriptionId: string, from: string | undefined, to: string | undefined) => {
    await subscriptions.update(subscriptionId, (record) =>
      record.keyHash === to || (from !== undefined && record.keyHash !== undefined && record.keyHash !== from) ? undefined : { ...record, keyHash: to },
    )
  }
  const rotated = async (oldHash: string, issued: IssuedKey | undefined) => {
    if (issued) await point(issued.record.subscriptionId, oldHash, issued.record.hash)
    return issued
  }
  return {
    get generation() {
      return keys.generation + subscriptions.generation
    },
    async create(tier, subscriptionId) {
      const issued = await keys.create(tier, subscriptionId)
      if (subscriptionId !== undefined) await point(subscriptionId, undefined, issued.record.hash)
      return issued
    },
    lookup: (key) => keys.lookup(key),
    rotate: async (oldKey) => rotated(await hashKey(oldKey), await keys.rotate(oldKey)),
    rotateByHash: async (hash) => rotated(hash, await keys.rotateByHash(hash)),
    // A revoked key's pointer may stay: recovery finds no key behind it and says so.
    revokeByHash: (hash) => keys.revokeByHash(hash),
    list: () => keys.list(),
  }
}
