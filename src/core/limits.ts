import type { TierLimits } from '../engine/tiers.js'
import type { Counters, Reservation } from '../storage/types.js'
import { minuteWindow, monthPeriod, secondsUntilNextMonth } from '../storage/windows.js'
import type { Principal } from './auth.js'
import type { HTTPError } from 'h3'
import { apiError, type HeaderMap } from './errors.js'

/**
 * The limit headers of an answer: the seed's `X-RateLimit-*` and `X-API-Tier`, and the IETF
 * draft's structured fields (`RateLimit-Policy`, `RateLimit`) beside them, so clients written
 * against either read the same numbers; usage headers (and the month policy) only on match
 * endpoints. Written into `headers` when given (the answer's own header object: no copy).
 */
export function limitHeaders(limits: TierLimits, principal: Principal, r: Reservation, isMatch: boolean, nowMs: number, headers: HeaderMap = {}): HeaderMap {
  const reset = r.windowStart + 60
  const remaining = Math.max(0, limits.requestsPerMinute - r.minuteUsed)
  headers['x-ratelimit-limit'] = String(limits.requestsPerMinute)
  headers['x-ratelimit-remaining'] = String(remaining)
  headers['x-ratelimit-reset'] = String(reset)
  headers['x-api-tier'] = principal.tier
  const fields = rateLimitFields(limits, remaining, Math.max(0, reset - Math.floor(nowMs / 1000)), isMatch)
  headers['ratelimit-policy'] = fields['ratelimit-policy']
  headers.ratelimit = fields.ratelimit
  if (isMatch && r.monthUsed !== undefined) {
    const used = r.monthUsed
    headers['x-usage-limit'] = String(limits.matchesPerMonth)
    headers['x-usage-remaining'] = String(Math.max(0, limits.matchesPerMonth - used))
    headers['x-usage-period'] = r.period
    headers['x-usage-used'] = String(used)
  }
  return headers
}

/**
 * `RateLimit-Policy: "minute";q=60;w=60, "month";q=10000` and `RateLimit: "minute";r=59;t=42`
 * (draft-ietf-httpapi-ratelimit-headers). Structured fields (RFC 9651) written directly: the
 * items are fixed strings and the parameters non-negative integers, so the serialization is
 * this one template (a general serializer cost ~4 µs per answer, issue 18); test/limits.test.ts
 * checks it against the `structured-headers` package's own serializer and parser.
 */
export function rateLimitFields(limits: TierLimits, remaining: number, secondsToReset: number, isMatch: boolean): HeaderMap {
  const minute = `"minute";q=${sfInteger(limits.requestsPerMinute)};w=60`
  return {
    'ratelimit-policy': isMatch ? `${minute}, "month";q=${sfInteger(limits.matchesPerMonth)}` : minute,
    ratelimit: `"minute";r=${sfInteger(remaining)};t=${sfInteger(secondsToReset)}`,
  }
}

/** Structured-field integers stop at 15 digits; an unlimited tier (local mode) is written as that maximum. */
const SF_MAX_INTEGER = 999_999_999_999_999
function sfInteger(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), 0), SF_MAX_INTEGER) : SF_MAX_INTEGER
}

/**
 * The minute windows this process last counted, per subscription: an error answer (which
 * counts against nothing and so reserves nothing) reads its rate-limit headers from here
 * without a storage round trip. Exact for one process; with several processes sharing Redis
 * it is what this process last saw, so `Remaining` may be higher than the shared count.
 */
export class RecentWindows {
  readonly #seen = new Map<string, { windowStart: number; minuteUsed: number }>()
  constructor(private readonly max = 10_000) {}

  /** Remembers a reservation's window. */
  record(r: Reservation): void {
    if (this.#seen.size >= this.max) this.#seen.clear()
    this.#seen.set(r.subscriptionId, { windowStart: r.windowStart, minuteUsed: r.minuteUsed })
  }

  /** The reservation-shaped view of the current window for an error answer's headers. */
  current(principal: Principal, nowMs: number): Reservation {
    const windowStart = minuteWindow(nowMs)
    const seen = this.#seen.get(principal.subscriptionId)
    return {
      ok: true,
      subscriptionId: principal.subscriptionId,
      windowStart,
      minuteUsed: seen && seen.windowStart === windowStart ? seen.minuteUsed : 0,
      period: monthPeriod(nowMs),
      matchReserved: false,
    }
  }
}

/** The 429 error for a refused reservation, with Retry-After and every limit header. */
export function limitError(limits: TierLimits, principal: Principal, r: Reservation, isMatch: boolean, nowMs: number, extraHeaders?: HeaderMap): HTTPError {
  const headers = { ...limitHeaders(limits, principal, r, isMatch, nowMs), ...extraHeaders }
  if (r.reason === 'quota_exceeded') {
    headers['retry-after'] = String(secondsUntilNextMonth(nowMs))
    return apiError(
      429,
      'quota_exceeded',
      `Monthly match quota of ${limits.matchesPerMonth} for ${r.period} is used up; it resets at the start of next month (UTC).`,
      { period: r.period, limit: limits.matchesPerMonth, used: r.monthUsed ?? limits.matchesPerMonth },
      headers,
    )
  }
  headers['retry-after'] = String(Math.max(1, r.windowStart + 60 - Math.floor(nowMs / 1000)))
  return apiError(
    429,
    'rate_limited',
    `Rate limit of ${limits.requestsPerMinute} requests per minute exceeded; retry after ${headers['retry-after']} s.`,
    {},
    headers,
  )
}

/**
 * Reserves one request (and one match when `isMatch`) atomically, or throws the 429.
 * The caller refunds the reservation when its response is not 2xx.
 */
export async function reserveRequest(counters: Counters, limits: TierLimits, principal: Principal, isMatch: boolean, nowMs: number): Promise<Reservation> {
  const reserveLimits = isMatch
    ? { requestsPerMinute: limits.requestsPerMinute, matchesPerMonth: limits.matchesPerMonth }
    : { requestsPerMinute: limits.requestsPerMinute }
  const reservation = await counters.reserve(principal.subscriptionId, reserveLimits, nowMs)
  if (!reservation.ok) throw limitError(limits, principal, reservation, isMatch, nowMs)
  return reservation
}

/** A reservation as it would look with the key's limits used up (mock `Prefer: code=429`). */
export function exhaustedReservation(
  limits: TierLimits,
  principal: Principal,
  reason: 'rate_limited' | 'quota_exceeded',
  nowMs: number,
  monthUsed: number,
): Reservation {
  return {
    ok: false,
    reason,
    subscriptionId: principal.subscriptionId,
    windowStart: minuteWindow(nowMs),
    minuteUsed: reason === 'rate_limited' ? limits.requestsPerMinute : 0,
    period: monthPeriod(nowMs),
    monthUsed: reason === 'quota_exceeded' ? limits.matchesPerMonth : monthUsed,
    matchReserved: false,
  }
}
