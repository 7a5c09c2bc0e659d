import type { Storage } from 'unstorage'
import { randomBase64Url, sha256Hex, timingSafeEqualStrings } from '../core/bytes.js'
import { BoundedLru } from '../core/lru.js'
import { TIERS } from '../engine/tiers.js'
import type { Tier } from '../schemas/api.js'
import type { IssuedKey, KeyRecord, KeyStore } from './types.js'
import { guardStorage } from './unavailable.js'

const LIVE_PREFIX = 'rm_live_'
const TEST_KEY_RE = /^rm_test_(starter|pro)_[A-Za-z0-9_-]{1,128}$/
/** Longer presented keys are rejected before hashing (no key we issue comes close). */
export const MAX_PRESENTED_KEY_LENGTH = 256
/** Characters of a key safe to show in listings: `rm_live_` plus four. */
const SHOWN_PREFIX_LENGTH = LIVE_PREFIX.length + 4

/** Hashes remembered by {@link hashKey}: a service sees few distinct keys. */
const HASH_CACHE_MAX = 512
const hashCache = new BoundedLru<{ hash: Promise<string>; value?: string }>(HASH_CACHE_MAX)

/**
 * Hex SHA-256 of an API key: what storage keeps instead of the key (WebCrypto, so the key
 * store runs in browsers too). The last few hundred keys' hashes are remembered (least
 * recently used dropped first): Node runs each WebCrypto digest as a thread-pool job, a
 * measurable cost on every request (issue 18), while a process only ever holds keys that
 * callers sent it anyway.
 * @example await hashKey('rm_live_…') // → '3f2a…' (64 hex characters)
 */
export function hashKey(key: string): Promise<string> {
  const hit = hashCache.get(key)
  if (hit) return hit.hash
  const entry: { hash: Promise<string>; value?: string } = { hash: sha256Hex(key) }
  hashCache.set(key, entry)
  entry.hash.then(
    (value) => (entry.value = value),
    () => hashCache.delete(key),
  )
  return entry.hash
}

/**
 * The hash of a key {@link hashKey} has already computed and still remembers, at once
 * (the request path's synchronous fast path); undefined otherwise.
 * @example knownKeyHash('rm_live_…') // → '3f2a…' or undefined
 */
export function knownKeyHash(key: string): string | undefined {
  return hashCache.get(key)?.value
}

/**
 * Tier of a mock-mode key (`rm_test_starter_…` / `rm_test_pro_…`), or undefined for any other string.
 * @example testKeyTier('rm_test_pro_ci') // → 'pro'
 */
export function testKeyTier(key: string): Tier | undefined {
  const match = TEST_KEY_RE.exec(key)
  return match ? (match[1] as Tier) : undefined
}

/**
 * The record a mock-mode key stands for, or undefined when `key` is not a test key.
 * Its subscription is `test:` + the key's hash, so each test key has its own counters.
 * @example (await testKeyRecord('rm_test_starter_demo'))?.subscriptionId // → 'test:9b1c…'
 */
export async function testKeyRecord(key: string): Promise<KeyRecord | undefined> {
  const tier = testKeyTier(key)
  if (!tier) return undefined
  const hash = await hashKey(key)
  return {
    hash,
    subscriptionId: `test:${hash}`,
    tier,
    prefix: `${key.slice(0, `rm_test_${tier}_`.length + 4)}…`,
    createdAt: new Date(0).toISOString(),
  }
}

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
