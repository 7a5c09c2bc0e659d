/**
 * The site's own limit: at most N matches a minute per client address, in the API's minute
 * windows. Site matches use no key, so they count against no subscription; this guard only
 * stops one address from hammering the engine.
 *
 * Kept in process memory on purpose: the API's counters persist per subscription (a file
 * per subscription with `fs:`), and a record per visitor address there would grow without
 * end. Several processes behind one proxy each allow N (the API's limits, not this guard, are exact).
 */
import { createMinuteCounter } from '../core/minute-counter.js'

interface SiteLimitResult {
  ok: boolean
  /** Whole seconds until the window ends (≥ 1). */
  retryAfter: number
}

export interface SiteLimiter {
  /** Counts one match for `address`, or refuses it when the address has used up this minute. */
  take(address: string): SiteLimitResult
}

/**
 * @example
 * const limiter = createSiteLimiter(30, Date.now)
 * if (!limiter.take(address).ok) return tooManyPage()
 */
export function createSiteLimiter(perMinute: number, now: () => number): SiteLimiter {
  const counter = createMinuteCounter()
  return {
    take(address) {
      const ms = now()
      return { ok: counter.add(address, ms) <= perMinute, retryAfter: counter.secondsLeft(ms) }
    },
  }
}
