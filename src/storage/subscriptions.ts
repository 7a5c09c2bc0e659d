/**
 * Subscriptions (PRODUCT.md section 9): one per API key, with the status that decides whether
 * the key works. Stored over the same unstorage instance as the keys (memory, `fs:DIR`, Redis)
 * under `subscriptions:<id>`, so every backend holds them alike; web-standard only (the memory
 * store runs in browsers too).
 */
import type { Storage } from 'unstorage'
import { TIERS } from '../engine/tiers.js'
import type { Tier } from '../schemas/api.js'
import { guardStorage } from './unavailable.js'

/** Every status a subscription can have: Stripe's subscription statuses, which `manual` ones share. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'incomplete', 'incomplete_expired', 'unpaid', 'canceled', 'paused'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/**
 * Statuses whose key works. Only these: `canceled`, `unpaid` and `incomplete_expired` are named
 * by the contract, and `incomplete` (first payment not made) and `paused` (no payment collected)
 * are not paid for either, so they answer 401 too.
 */
const WORKING_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing', 'past_due'])

/**
 * Whether a key of a subscription with this status works.
 * @example keyWorksWith('past_due') // → true (Stripe is still retrying the payment)
 */
export function keyWorksWith(status: SubscriptionStatus): boolean {
  return WORKING_STATUSES.has(status)
}

/** Statuses a subscription never leaves (Stripe cannot reactivate them): a late event cannot revive one. */
const FINAL_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired'])

/** Whether a subscription in `status` stays in it whatever comes later. */
export function isFinalStatus(status: SubscriptionStatus): boolean {
  return FINAL_STATUSES.has(status)
}

/** Who sells the subscription: `manual` (the `keys create` CLI, demo keys) or Stripe. */
export type SubscriptionProvider = 'manual' | 'stripe'

/** A stored subscription. */
export interface SubscriptionRecord {
  id: string
  tier: Tier
  status: SubscriptionStatus
  provider: SubscriptionProvider
  /** The provider's id of it (Stripe: `sub_…`); null for manual ones. */
  providerRef: string | null
  /** ISO timestamp. */
  createdAt: string
  /** ISO timestamp of the last status change. */
  updatedAt: string
}

/** What {@link SubscriptionStore.create} needs: the record without its timestamps. */
export type NewSubscription = Omit<SubscriptionRecord, 'createdAt' | 'updatedAt'>

export interface SubscriptionStore {
  /** The subscription, or undefined. */
  get(id: string): Promise<SubscriptionRecord | undefined>
  /**
   * Stores a new subscription. Idempotent: when one with this id exists it is returned
   * unchanged with `created: false` (a replayed checkout creates nothing).
   */
  create(subscription: NewSubscription): Promise<{ record: SubscriptionRecord; created: boolean }>
  /** Sets the status (keys of a subscription that stops working answer 401 at once); undefined when there is none. */
  setStatus(id: string, status: SubscriptionStatus): Promise<SubscriptionRecord | undefined>
  /** Every subscription, oldest first. */
  list(): Promise<SubscriptionRecord[]>
  /**
   * Whether keys of subscription `id` may be used. A key with no stored subscription works:
   * keys issued before subscriptions existed, and mock-mode test keys, have none.
   */
  allowsKeys(id: string): Promise<boolean>
  /**
   * Takes `name` once: true for the one caller that stored it, false for every later one, across
   * every process sharing the store (Redis: `SET NX`). For "show the key once" and the like.
   */
  claim(name: string): Promise<boolean>
  /** Gives a claim back (what it guarded failed, so the next caller may try). */
  release(name: string): Promise<void>
  /** Moves on every status change made through this store (the auth cache drops its answers). */
  readonly generation: number
}

/** Options of {@link createSubscriptionStore}. */
export interface SubscriptionStoreOptions {
  /** Name of the backend, for error messages. */
  backend?: string
  /** Clock for timestamps (tests). */
  now?: () => Date
  /**
   * Stores `value` under the raw item `key` unless it exists, atomically across processes;
   * true when it stored it. Default: atomic within this process (memory, and `fs:` which one
   * process serves).
   */
  setIfAbsent?: (key: string, value: string) => Promise<boolean>
  /** Tells other processes that a key may have stopped working (Redis: the key-changes channel). */
  publish?: () => Promise<void>
}

/**
 * Subscriptions over any unstorage instance.
 *
 * @example
 * const subscriptions = createSubscriptionStore(storage)
 * await subscriptions.create({ id: 'sub_1', tier: 'pro', status: 'active', provider: 'manual', providerRef: null })
 * await subscriptions.setStatus('sub_1', 'canceled') // its key answers 401 from now on
 */
export function createSubscriptionStore(storage: Storage, options: SubscriptionStoreOptions = {}): SubscriptionStore {
  const backend = options.backend ?? 'storage'
  const now = options.now ?? (() => new Date())
  let generation = 0
  /** Claims in flight in this process, so the default `setIfAbsent` is atomic here. */
  let claiming: Promise<unknown> = Promise.resolve()

  const get = async (id: string): Promise<SubscriptionRecord | undefined> => {
    if (!isSubscriptionId(id)) return undefined
    const stored = await guardStorage(backend, 'read a subscription', () => storage.getItem(recordKey(id)))
    return isSubscriptionRecord(stored) && stored.id === id ? stored : undefined
  }

  const save = (record: SubscriptionRecord) => guardStorage(backend, 'save a subscription', () => storage.setItem(recordKey(record.id), { ...record }))

  const setIfAbsent =
    options.setIfAbsent ??
    ((key: string, value: string): Promise<boolean> => {
      const run = claiming.then(async () => {
        if (await storage.hasItem(key)) return false
        await storage.setItem(key, value)
        return true
      })
      claiming = run.catch(() => undefined)
      return run
    })

  return {
    get generation() {
      return generation
    },
    get,
    async create(subscription) {
      if (!isSubscriptionId(subscription.id)) throw new Error(`Invalid subscription id ${JSON.stringify(subscription.id)}`)
      const existing = await get(subscription.id)
      if (existing) return { record: existing, created: false }
      const at = now().toISOString()
      const record: SubscriptionRecord = { ...subscription, createdAt: at, updatedAt: at }
      await save(record)
      return { record, created: true }
    },
    async setStatus(id, status) {
      const record = await get(id)
      if (!record) return undefined
      if (record.status === status) return record
      const updated: SubscriptionRecord = { ...record, status, updatedAt: now().toISOString() }
      await save(updated)
      generation++
      // Every process must stop answering for this subscription's key at once, not after its cache TTL.
      await options.publish?.()
      return updated
    },
    async list() {
      const records = await guardStorage(backend, 'list subscriptions', async () => {
        const names = await storage.getKeys('subscriptions')
        const items = await storage.getItems(names)
        return items.map((item) => item.value).filter(isSubscriptionRecord)
      })
      return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    },
    async allowsKeys(id) {
      const record = await get(id)
      return record ? keyWorksWith(record.status) : true
    },
    claim: (name) => guardStorage(backend, 'claim a one-time action', () => setIfAbsent(claimKey(name), JSON.stringify({ at: now().toISOString() }))),
    release: (name) => guardStorage(backend, 'release a one-time action', () => storage.removeItem(claimKey(name))),
  }
}

/** Subscription ids are used as storage key segments and file names: a safe alphabet only. */
function isSubscriptionId(id: string): boolean {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(id)
}

function recordKey(id: string): string {
  return `subscriptions:${id}`
}

function claimKey(name: string): string {
  if (!/^[A-Za-z0-9_-]{1,200}(:[A-Za-z0-9_-]{1,200}){0,3}$/.test(name)) throw new Error(`Invalid claim name ${JSON.stringify(name)}`)
  return `claims:${name}`
}

function isSubscriptionRecord(value: unknown): value is SubscriptionRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.id === 'string' &&
    TIERS.includes(record.tier as Tier) &&
    SUBSCRIPTION_STATUSES.includes(record.status as SubscriptionStatus) &&
    (record.provider === 'manual' || record.provider === 'stripe') &&
    (record.providerRef === null || typeof record.providerRef === 'string') &&
    typeof record.createdAt === 'string' &&
    typeof record.updatedAt === 'string'
  )
}
