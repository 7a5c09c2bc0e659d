import type { Storage } from 'unstorage'
import type { Tier } from '../schemas/api.js'
import type { SubscriptionStore } from './subscriptions.js'

/** A stored API key: the key itself is never stored, only its SHA-256 hash. */
export interface KeyRecord {
  /** hex SHA-256 of the full key. */
  hash: string
  /** Subscription the key belongs to; counters are kept per subscription, so rotation keeps them. */
  subscriptionId: string
  tier: Tier
  /** First characters of the key, safe to show (e.g. `rm_live_AbC1…`). */
  prefix: string
  /** ISO timestamp. */
  createdAt: string
}

export interface IssuedKey {
  key: string
  record: KeyRecord
}

export interface KeyStore {
  /**
   * Creates one `rm_live_…` key: for a new subscription id, or for `subscriptionId` when given
   * (billing issues the key of a subscription it stored; see `src/storage/subscriptions.ts`).
   */
  create(tier: Tier, subscriptionId?: string): Promise<IssuedKey>
  /** Finds the record of a presented key, or undefined. Compares hashes in constant time. */
  lookup(key: string): Promise<KeyRecord | undefined>
  /** Issues a new key for the same subscription; the old one stops working at once. */
  rotate(oldKey: string): Promise<IssuedKey | undefined>
  /** Every record, oldest first (ties by hash). */
  list(): Promise<KeyRecord[]>
  /**
   * Like `rotate`, for a key known only by its record's hash (the CLI's rotation by prefix:
   * `keys list` shows prefixes, never keys).
   */
  rotateByHash(hash: string): Promise<IssuedKey | undefined>
  /** Deletes a key by its record's hash: it is unknown (401) from then on. False when there was none. */
  revokeByHash(hash: string): Promise<boolean>
  /**
   * Bumped by every create, rotate and revoke made through this store, so an in-process cache of
   * lookups can drop stale entries at once (changes from other processes need a TTL).
   */
  readonly generation: number
}

/** Limits to reserve against. `matchesPerMonth` present means: this request is a match. */
export interface ReserveLimits {
  requestsPerMinute: number
  matchesPerMonth?: number
}

/** Result of one atomic reservation. Counts are after the reservation when `ok`. */
export interface Reservation {
  ok: boolean
  reason?: 'rate_limited' | 'quota_exceeded'
  subscriptionId: string
  /** Unix second at which the current minute window began. */
  windowStart: number
  /** Requests counted in the current minute window. */
  minuteUsed: number
  /** `YYYY-MM` (UTC) of the monthly period. */
  period: string
  /** Matches counted this month; present when the request is a match. */
  monthUsed?: number
  /** Whether a match was reserved (and must be refunded on failure). */
  matchReserved: boolean
  /**
   * Redis only: the reservation's id. Redis keeps what it took under this id for a while, so a
   * refund, or the release of a reservation whose answer never arrived (a stall), gives it
   * back exactly once.
   */
  id?: string
}

/**
 * Per-subscription counters. One implementation per backend (memory, directory, Redis),
 * all held to the same suite in `test/storage-suite.ts`.
 *
 * `reserve` is atomic: of N concurrent calls on a subscription with k left, exactly
 * min(N, k) succeed. `refund` gives back what a reservation took (failed responses count
 * against nothing).
 */
export interface Counters {
  reserve(subscriptionId: string, limits: ReserveLimits, nowMs: number): Promise<Reservation>
  /**
   * `reserve` answered synchronously, where the store can (memory): the request path then
   * needs no await for it. Same semantics as `reserve`.
   */
  reserveNow?(subscriptionId: string, limits: ReserveLimits, nowMs: number): Reservation
  refund(reservation: Reservation): Promise<void>
  /** Matches used in a period. */
  monthlyUsage(subscriptionId: string, period: string): Promise<number>
  /** Requests counted in the UTC minute window of `nowMs` (`keys show`). */
  minuteUsage(subscriptionId: string, nowMs: number): Promise<number>
  /**
   * Counts one click on a vendor link, returns the month's total for that vendor. With a
   * `matchId`, one link (match, vendor) counts once however often it is followed.
   */
  countClick(vendorId: string, period: string, matchId?: string): Promise<number>
  /**
   * Counts one failed request of `subject` (a key's subscription or a client address) in the
   * current minute, returns the minute's count (the abuse guard, `src/core/abuse.ts`).
   * Optional: without it the guard counts in process memory.
   */
  countFailure?(subject: string, nowMs: number): Promise<number>
  /** Forgets every count (tests, MSW `reset`). */
  reset(): Promise<void>
  dispose(): Promise<void>
}

export type StorageKind = 'memory' | 'fs' | 'redis'

/** Everything the server keeps, over one storage spec (`memory`, `fs:DIR`, `redis://…`). */
export interface RobomatchStorage {
  kind: StorageKind
  /** The unstorage instance (keys, metadata). */
  storage: Storage
  keys: KeyStore
  counters: Counters
  /**
   * Subscriptions and their status (section 9). Optional for storages built by hand: without
   * it every stored key works, as before subscriptions existed.
   */
  subscriptions?: SubscriptionStore
  /** A secret shared by every process on this storage, for signing click links. */
  linkSecret(): Promise<string>
  /**
   * The link secrets: `current` signs, every one in `accepted` verifies. Kept fresh (Redis:
   * re-read every second, so a secret lost to a FLUSHALL is restored or replaced in every
   * process, and links signed with a replaced one keep working). Rejects when the stored
   * secret is invalid (never silently replaced).
   */
  linkSecretRing(): Promise<LinkSecretRing>
  /**
   * Whether any API key exists, without reading every key (start-up decides about demo keys
   * with it). Rejects with `StorageUnavailableError` when the store cannot be read.
   */
  hasKeys(): Promise<boolean>
  dispose(): Promise<void>
}

/** Click-link secrets of a storage, read synchronously on every request (see `linkSecretRing`). */
export interface LinkSecretRing {
  readonly current: string
  readonly accepted: readonly string[]
}
