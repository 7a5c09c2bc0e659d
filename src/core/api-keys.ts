/**
 * What an API key looks like and how it is hashed: the format rules the request path (`auth.ts`)
 * and every key store (`src/storage/keys.ts`) share. Web-standard only.
 */
import type { Tier } from '../schemas/api.js'
import type { KeyRecord } from '../storage/types.js'
import { sha256Hex } from './bytes.js'
import { BoundedLru } from './lru.js'

/** Every issued key starts with this. */
export const LIVE_PREFIX = 'rm_live_'
const TEST_KEY_RE = /^rm_test_(starter|pro)_[A-Za-z0-9_-]{1,128}$/
/** Longer presented keys are rejected before hashing (no key we issue comes close). */
export const MAX_PRESENTED_KEY_LENGTH = 256
/** Characters of a key safe to show in listings: `rm_live_` plus four. */
export const SHOWN_PREFIX_LENGTH = LIVE_PREFIX.length + 4

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
