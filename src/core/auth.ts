import type { Tier } from '../schemas/api.js'
import type { KeyRecord, RobomatchStorage } from '../storage/types.js'
import { hashKey, MAX_PRESENTED_KEY_LENGTH, testKeyRecord } from '../storage/keys.js'
import { apiError } from './errors.js'

/** Who is calling: one subscription with one tier. */
export interface Principal {
  subscriptionId: string
  tier: Tier
}

/**
 * An app-level key check consulted before storage (e.g. `robomatch/msw`'s accepted keys):
 * the principal a presented key stands for, or undefined to fall through to the usual
 * lookup. It sees the key itself; the app caches its answer by the key's hash.
 */
export type KeyAuthenticator = (key: string, keyHash: string) => Principal | undefined | Promise<Principal | undefined>

/**
 * The 401 every missing or unknown key gets, with the `WWW-Authenticate` challenge
 * (RFC 9110 requires one on a 401) naming the bearer scheme the key may be sent with.
 *
 * @example
 * throw unauthorizedError()
 */
export function unauthorizedError(extraHeaders?: Record<string, string>, message?: string) {
  return apiError(401, 'unauthorized', message, {}, { 'www-authenticate': 'Bearer realm="robomatch"', ...extraHeaders })
}

/** Reads the API key from `X-API-Key` or `Authorization: Bearer`. */
export function readApiKey(headers: Headers): string | undefined {
  const key = headers.get('x-api-key')
  if (key) return key.trim()
  const auth = headers.get('authorization')
  if (auth && auth.length > 7 && auth.slice(0, 7).toLowerCase() === 'bearer ') return auth.slice(7).trim()
  return undefined
}

/** The 401 message of a key whose subscription is canceled, unpaid, incomplete_expired (PRODUCT.md section 9). */
export const SUBSCRIPTION_INACTIVE = 'subscription is not active'

const CACHE_TTL_MS = 1000
const CACHE_MAX = 10_000

/** Options of {@link createAuthenticator}. */
export interface AuthenticatorOptions {
  /** Mock mode: `rm_test_starter_…` / `rm_test_pro_…` keys are accepted with the tier they name. */
  mock: boolean
  now: () => number
  /** Consulted first; see {@link KeyAuthenticator}. */
  authenticate?: KeyAuthenticator
}

/**
 * Resolves keys to principals: the app's own check (if any), then mock-mode test keys, then
 * the key store. Found keys are cached (by hash, never the key) for at most one second, so a
 * key created or rotated by another process is seen within a second while the hot path stays
 * free of storage I/O; a change made through this process's key store empties the cache at once.
 */
export function createAuthenticator(storage: RobomatchStorage, options: AuthenticatorOptions): Authenticator {
  const cache = new Map<string, { principal: Principal; expires: number }>()
  let generation = storage.keys.generation

  const presentedKey = (headers: Headers) => {
    const key = readApiKey(headers)
    return key && key.length <= MAX_PRESENTED_KEY_LENGTH ? key : undefined
  }
  const cached = (hash: string) => {
    const hit = cache.get(hash)
    return hit && hit.expires > options.now() ? hit.principal : undefined
  }

  return async function authenticate(headers: Headers): Promise<Principal> {
    const key = presentedKey(headers)
    if (!key) throw unauthorizedError()
    if (storage.keys.generation !== generation) {
      generation = storage.keys.generation
      cache.clear()
    }
    const hash = await hashKey(key)
    const hit = cached(hash)
    if (hit) return hit
    let principal = await options.authenticate?.(key, hash)
    if (!principal) {
      const record: KeyRecord | undefined = (options.mock ? await testKeyRecord(key) : undefined) ?? (await storage.keys.lookup(key))
      if (!record) throw unauthorizedError()
      // Section 9: a key works only while its subscription does, with the subscription's tier
      // (a plan change moves it); a status or tier change empties this cache.
      const access = await storage.subscriptions?.access(record.subscriptionId)
      if (access && !access.works) throw unauthorizedError(undefined, SUBSCRIPTION_INACTIVE)
      principal = { subscriptionId: record.subscriptionId, tier: access?.tier ?? record.tier }
    }
    if (cache.size >= CACHE_MAX) cache.clear()
    cache.set(hash, { principal, expires: options.now() + CACHE_TTL_MS })
    return principal
  }
}

/** Resolves a request's key to its principal (or throws the 401). */
export type Authenticator = (headers: Headers) => Promise<Principal>
