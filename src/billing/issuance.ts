/**
 * Key issuance for billing (PRODUCT.md section 9): a subscription's key is made when its
 * success page is first shown, and shown that once; a recovery link (random token, stored
 * hashed) rotates that subscription's key, and only that one, as often as it is used.
 */
import { randomBase64Url, sha256Hex } from '../core/bytes.js'
import type { IssuedKey, RobomatchStorage } from '../storage/types.js'
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

/** A recovery token's subscription and its current key. */
export interface Recovery {
  subscription: SubscriptionRecord
  /** Prefix of the subscription's current key; undefined when it has none (revoked by the operator). */
  keyPrefix?: string
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

/** The subscription a recovery token stands for, or undefined for a malformed or unknown token. */
export async function readRecovery(storage: RobomatchStorage, subscriptions: SubscriptionStore, token: string): Promise<Recovery | undefined> {
  if (!TOKEN_RE.test(token)) return undefined
  const stored = await guardStorage(storage.kind, 'read a recovery link', async () => storage.storage.getItem(`billing:recovery:${await sha256Hex(token)}`))
  const subscriptionId = typeof stored === 'object' && stored !== null ? (stored as { subscriptionId?: unknown }).subscriptionId : undefined
  if (typeof subscriptionId !== 'string') return undefined
  const subscription = await subscriptions.get(subscriptionId)
  if (!subscription) return undefined
  const key = await currentKey(storage, subscriptionId)
  return { subscription, keyPrefix: key?.prefix }
}

/**
 * Rotates the key of the subscription `token` stands for: the old key answers 401 at once on
 * every process (the key store publishes the change), counters carry over, other keys are
 * untouched. Undefined when the subscription has no key to rotate.
 */
export async function recoverKey(storage: RobomatchStorage, subscriptionId: string): Promise<IssuedKey | undefined> {
  const key = await currentKey(storage, subscriptionId)
  if (!key) return undefined
  return storage.keys.rotateByHash(key.hash)
}

/** The one key of a subscription (one subscription = one key), or undefined. */
async function currentKey(storage: RobomatchStorage, subscriptionId: string) {
  // Recovery is rare and the key store has no index by subscription: a listing is enough.
  return (await storage.keys.list()).find((record) => record.subscriptionId === subscriptionId)
}
