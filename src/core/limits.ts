import type { TierLimits } from '../engine/tiers.js'
import type { Counters, Reservation } from '../storage/types.js'
import { minuteWindow, monthPeriod, secondsUntilNextMonth } from '../storage/windows.js'
import type { Principal } from './auth.js'
import type { HTTPError } from 'h3'
import { apiError, type HeaderMap } from './errors.js'

/**
 * The seed's limit headers for a reservation: rate-limit headers always, usage headers
 * only for match endpoints.
 */
export function limitHeaders(limits: TierLimits, principal: Principal, r: Reservation, isMatch: boolean): HeaderMap {
  const headers: HeaderMap = {
    'x-ratelimit-limit': String(limits.requestsPerMinute),
    'x-ratelimit-remaining': String(Math.max(0, limits.requestsPerMinute - r.minuteUsed)),
    'x-ratelimit-reset': String(r.windowStart + 60),
    'x-api-tier': principal.tier,
  }
  if (isMatch) {
    const used = r.monthUsed ?? 0
    headers['x-usage-limit'] = String(limits.matchesPerMonth)
    headers['x-usage-remaining'] = String(Math.max(0, limits.matchesPerMonth - used))
    headers['x-usage-period'] = r.period
    headers['x-usage-used'] = String(used)
  }
  return headers
}

/** The 429 error for a refused reservation, with Retry-After and every limit header. */
export function limitError(limits: TierLimits, principal: Principal, r: Reservation, isMatch: boolean, nowMs: number, extraHeaders?: HeaderMap): HTTPError {
  const headers = { ...limitHeaders(limits, principal, r, isMatch), ...extraHeaders }
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
export async function reserveRequest(
  counters: Counters,
  limits: TierLimits,
  principal: Principal,
  isMatch: boolean,
  nowMs: number,
): Promise<Reservation> {
  const reservation = await counters.reserve(
    principal.subscriptionId,
    isMatch
      ? { requestsPerMinute: limits.requestsPerMinute, matchesPerMonth: limits.matchesPerMonth }
      : { requestsPerMinute: limits.requestsPerMinute },
    nowMs,
  )
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
