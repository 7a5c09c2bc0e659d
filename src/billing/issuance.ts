/**
 * Key issuance for billing (PRODUCT.md section 9): a subscription's key is made when its
 * success page is first shown, and shown that once; a recovery link (random token, stored
 * hashed) rotates that subscription's key, and only that one, as often as it is used.
 */
import { randomBase64Url, sha256Hex } from '../core/bytes.js'
import type { IssuedKey, KeyRecord, RobomatchStorage } from '../storage/types.js'
import type { SubscriptionRecord, SubscriptionStore } from '../storage/subscriptions.js'
import { guardStorage } from '../storage/unavailable.js'

/** Recovery tokens: 32 random bytes, 43 base64url characters. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/

/** What the success page shows the one time it issues a key. */
export interface FirstIssue {
  kind: 'issued'
  key: IssuedKey
  /** The recovery token (only its hash is stored). */
  recoveryToken: string
}

/**
 * Issues the key of a subscription once, across every process: the first call gets the key and
 * a recovery token, every later one `already_shown`.
 */
export async function issueKeyOnce(
  storage: RobomatchStorage,
  subscriptions: SubscriptionStore,
  subscription: SubscriptionRecord,
): Promise<FirstIssue | { kind: 'already_shown' }> {
  const claim = `issue:${subscription.id}`
  if (!(await subscriptions.claim(claim))) return { kind: 'already_shown' }
  try {
    const key = await storage.keys.create(subscription.tier, subscription.id)
    const recoveryToken = randomBase64Url(32)
    await guardStorage(storage.kind, 'save a recovery link', async () =>
      storage.storage.setItem(`billing:recovery:${await sha256Hex(recoveryToken)}`, { subscriptionId: subscription.id, createdAt: key.record.createdAt }),
    )
    return { kind: 'issued', key, recoveryToken }
  } catch (error) {
    // Nothing was shown: let the next visit try again rather than say "already shown".
    await subscriptions.release(claim).catch(() => {})
    throw error
  }
}

/** A recovery token's subscription and its current key. */
export interface Recovery {
  subscription: SubscriptionRecord
  /** The subscription's current key; undefined when it has none (revoked by the operator). */
  key?: KeyRecord
}

/** The subscription a recovery token stands for, or undefined for a malformed or unknown token. */
export async function readRecovery(storage: RobomatchStorage, subscriptions: SubscriptionStore, token: string): Promise<Recovery | undefined> {
  if (!TOKEN_RE.test(token)) return undefined
  const stored = await guardStorage(storage.kind, 'read a recovery link', async () => storage.storage.getItem(`billing:recovery:${await sha256Hex(token)}`))
  const subscriptionId = typeof stored === 'object' && stored !== null ? (stored as { subscriptionId?: unknown }).subscriptionId : undefined
  if (typeof subscriptionId !== 'string') return undefined
  const subscription = await subscriptions.get(subscriptionId)
  if (!subscription) return undefined
  return { subscription, key: await currentKey(storage, subscriptions, subscription) }
}

/**
 * Rotates the subscription's current key, once however many requests ask at the same moment on
 * however many processes: the first to claim the rotation of that key rotates it, the others get
 * `replaced` (someone else just did). The old key answers 401 at once on every process (the key
 * store publishes the change), counters carry over, other keys are untouched.
 */
export async function recoverKey(
  storage: RobomatchStorage,
  subscriptions: SubscriptionStore,
  recovery: Recovery,
): Promise<{ kind: 'recovered'; key: IssuedKey } | { kind: 'replaced' } | { kind: 'no_key' }> {
  const current = recovery.key
  if (!current) return { kind: 'no_key' }
  const claim = `recover:${recovery.subscription.id}:${current.hash}`
  if (!(await subscriptions.claim(claim))) return { kind: 'replaced' }
  let issued: IssuedKey | undefined
  try {
    issued = await storage.keys.rotateByHash(current.hash)
  } catch (error) {
    // Nothing was rotated: the next use may try again.
    await subscriptions.release(claim).catch(() => {})
    throw error
  }
  return issued ? { kind: 'recovered', key: issued } : { kind: 'no_key' }
}

/**
 * The one key of a subscription (one subscription = one key): the record its `keyHash` names,
 * read alone. Subscriptions stored before `keyHash` existed are looked up in a listing once,
 * and the pointer is saved so it never happens again for them.
 */
async function currentKey(storage: RobomatchStorage, subscriptions: SubscriptionStore, subscription: SubscriptionRecord): Promise<KeyRecord | undefined> {
  if (subscription.keyHash !== undefined) {
    const stored = await guardStorage(storage.kind, 'look up an API key', () => storage.storage.getItem(`keys:${subscription.keyHash}`))
    return isKeyOf(stored, subscription) ? stored : undefined
  }
  const found = (await storage.keys.list()).find((record) => record.subscriptionId === subscription.id)
  if (found) await subscriptions.update(subscription.id, (record) => (record.keyHash === undefined ? { ...record, keyHash: found.hash } : undefined))
  return found
}

/** A stored key record (`src/storage/keys.ts`) of this subscription, under the hash it names. */
function isKeyOf(value: unknown, subscription: SubscriptionRecord): value is KeyRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<KeyRecord>
  return record.hash === subscription.keyHash && record.subscriptionId === subscription.id && typeof record.prefix === 'string'
}
