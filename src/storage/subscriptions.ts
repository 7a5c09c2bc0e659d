/**
 * Subscriptions (PRODUCT.md section 9): one per API key, with the status that decides whether
 * the key works. Stored over the same unstorage instance as the keys (memory, `fs:DIR`, Redis)
 * under `subscriptions:<id>`, so every backend holds them alike; web-standard only (the memory
 * store runs in browsers too).
 */
import type { Storage } from 'unstorage'
import { sha256Hex } from '../core/bytes.js'
import { TIERS } from '../engine/tiers.js'
import type { Tier } from '../schemas/api.js'
import type { IssuedKey, KeyStore } from './types.js'
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
  /**
   * SHA-256 of the subscription's one key, kept by the key store (see
   * {@link withSubscriptionChanges}), so recovery reads that key alone. Absent on records stored
   * before it existed.
   */
  keyHash?: string
  /**
   * What the provider's events said, kept so that they merge the same way in any order (Stripe:
   * `src/billing/ledger.ts`). Opaque to the store.
   */
  providerState?: unknown
}

/** What {@link SubscriptionStore.create} needs: the record without its timestamps. */
export type NewSubscription = Omit<SubscriptionRecord, 'createdAt' | 'updatedAt' | 'keyHash'>

/**
 * Changes one stored document atomically: `change` gets what is stored (undefined when nothing
 * is) and returns the new value, or undefined to leave it as it is. It may run more than once
 * (when another process wrote in between), so it must not have side effects. Resolves to what
 * is stored afterwards.
 */
export type AtomicUpdate = (key: string, change: (current: unknown) => unknown) => Promise<unknown>

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
  /**
   * Changes a subscription atomically, across every process sharing the store: `change` gets
   * the stored record and returns the new one, or undefined to keep it (it may run more than
   * once). Undefined when there is no such subscription. A change of status or tier reaches
   * every process's auth cache at once.
   */
  update(id: string, change: (record: SubscriptionRecord) => SubscriptionRecord | undefined): Promise<SubscriptionRecord | undefined>
  /**
   * Whether keys of subscription `id` work, and with which tier (the subscription's, which a plan
   * change moves); undefined when there is no such subscription.
   */
  access(id: string): Promise<{ works: boolean; tier: Tier } | undefined>
  /**
   * Changes any other document of the store (e.g. `billing:…`) atomically, like `update`.
   * Resolves to what is stored afterwards.
   */
  updateDocument: AtomicUpdate
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
  /**
   * Atomic read-modify-write of one item across processes (Redis: a compare-and-set script).
   * Default: one change at a time per item within this process (memory, and `fs:` which one
   * process serves).
   */
  update?: AtomicUpdate
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
  const atomicUpdate = options.update ?? serializedUpdate(storage)

  const get = async (id: string): Promise<SubscriptionRecord | undefined> => {
    if (!isSubscriptionId(id)) return undefined
    const stored = await guardStorage(backend, 'read a subscription', () => storage.getItem(recordKey(id)))
    return isSubscriptionRecord(stored) && stored.id === id ? stored : undefined
  }

  /** Every status or tier change: this process's auth cache empties, and every other process's. */
  const announce = async () => {
    generation++
    await options.publish?.()
  }

  const update = async (id: string, change: (record: SubscriptionRecord) => SubscriptionRecord | undefined) => {
    if (!isSubscriptionId(id)) return undefined
    let before: SubscriptionRecord | undefined
    const after = await guardStorage(backend, 'save a subscription', () =>
      atomicUpdate(recordKey(id), (current) => {
        before = isSubscriptionRecord(current) && current.id === id ? current : undefined
        if (!before) return undefined
        const next = change(before)
        return next && next !== before ? { ...next, id } : undefined
      }),
    )
    if (!before || !isSubscriptionRecord(after)) return undefined
    if (after.status !== before.status || after.tier !== before.tier) await announce()
    return after
  }

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
      const at = now().toISOString()
      const fresh: SubscriptionRecord = { ...subscription, createdAt: at, updatedAt: at }
      let existing: SubscriptionRecord | undefined
      const stored = await guardStorage(backend, 'save a subscription', () =>
        atomicUpdate(recordKey(subscription.id), (current) => {
          existing = isSubscriptionRecord(current) ? current : undefined
          return existing ? undefined : fresh
        }),
      )
      if (existing) return { record: existing, created: false }
      return { record: stored as SubscriptionRecord, created: true }
    },
    setStatus: (id, status) => update(id, (record) => (record.status === status ? undefined : { ...record, status, updatedAt: now().toISOString() })),
    update,
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
    async access(id) {
      const record = await get(id)
      return record ? { works: keyWorksWith(record.status), tier: record.tier } : undefined
    },
    updateDocument: (key, change) => guardStorage(backend, 'save billing state', () => atomicUpdate(key, change)),
    claim: (name) => guardStorage(backend, 'claim a one-time action', () => setIfAbsent(claimKey(name), JSON.stringify({ at: now().toISOString() }))),
    release: (name) => guardStorage(backend, 'release a one-time action', () => storage.removeItem(claimKey(name))),
  }
}

/**
 * The default {@link AtomicUpdate}: changes of one item run one after the other within this
 * process, each reading what the one before it wrote. Enough where one process owns the store.
 */
function serializedUpdate(storage: Storage): AtomicUpdate {
  const queues = new Map<string, Promise<unknown>>()
  return (key, change) => {
    const previous = queues.get(key) ?? Promise.resolve()
    const run = previous
      .catch(() => undefined)
      .then(async () => {
        const current = (await storage.getItem(key)) ?? undefined
        const next = change(current)
        if (next === undefined) return current
        await storage.setItem(key, next as never)
        return next
      })
    queues.set(key, run)
    // The map holds only changes in flight.
    void run
      .catch(() => undefined)
      .then(() => {
        if (queues.get(key) === run) queues.delete(key)
      })
    return run
  }
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
    rotate: async (oldKey) => rotated(await sha256Hex(oldKey), await keys.rotate(oldKey)),
    rotateByHash: async (hash) => rotated(hash, await keys.rotateByHash(hash)),
    // A revoked key's pointer may stay: recovery finds no key behind it and says so.
    revokeByHash: (hash) => keys.revokeByHash(hash),
    list: () => keys.list(),
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
    typeof record.updatedAt === 'string' &&
    (record.keyHash === undefined || (typeof record.keyHash === 'string' && /^[0-9a-f]{64}$/.test(record.keyHash)))
  )
}
