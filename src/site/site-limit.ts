/**
 * The site's own limit: at most N matches a minute per client address, in fixed windows
 * aligned to the UTC minute (like the API's). Site matches use no key, so they count against
 * no subscription; this guard only stops one address from hammering the engine.
 *
 * Kept in process memory on purpose: the API's counters persist per subscription (a file
 * per subscription with `fs:`), and a record per visitor address there would grow without
 * end. The map is emptied every window, so it holds one minute of addresses at most. Several
 * processes behind one proxy each allow N (the API's limits, not this guard, are exact).
 */

/** Addresses tracked per window before the oldest are forgotten (bounds memory under a flood). */
const MAX_ADDRESSES = 100_000

export interface SiteLimitResult {
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
 * if (!limiter.take(ip).ok) return tooManyPage()
 */
export function createSiteLimiter(perMinute: number, now: () => number): SiteLimiter {
  let window = -1
  const counts = new Map<string, number>()
  return {
    take(address) {
      const ms = now()
      const current = Math.floor(ms / 60_000)
      if (current !== window) {
        window = current
        counts.clear()
      }
      const retryAfter = Math.max(1, Math.ceil(((current + 1) * 60_000 - ms) / 1000))
      const used = counts.get(address) ?? 0
      if (used >= perMinute) return { ok: false, retryAfter }
      if (counts.size >= MAX_ADDRESSES && !counts.has(address)) counts.delete(counts.keys().next().value as string)
      counts.set(address, used + 1)
      return { ok: true, retryAfter }
    },
  }
}
