import type { Reservation, ReserveLimits } from './types.js'
import { minuteWindow, monthPeriod } from '../core/windows.js'

/** Counts of one subscription held in process memory (memory and directory backends). */
export interface SubscriptionCounts {
  /** Unix second at which the counted minute window began. */
  windowStart: number
  minuteUsed: number
  /** Matches per `YYYY-MM` period; a prototype-free object so any key is plain data. */
  months: Record<string, number>
}

/** Fresh, empty counts. */
export function createSubscriptionCounts(): SubscriptionCounts {
  return { windowStart: 0, minuteUsed: 0, months: Object.create(null) as Record<string, number> }
}

/**
 * Checks and takes one reservation from `counts`, synchronously, so that within one process
 * the check and the increment can never interleave with another request's.
 * The window only moves forward: a request stamped just before a roll-over that arrives after
 * it counts in the newer window.
 */
export function reserveFromCounts(subscriptionId: string, counts: SubscriptionCounts, limits: ReserveLimits, nowMs: number): Reservation {
  const window = minuteWindow(nowMs)
  if (window > counts.windowStart) {
    counts.windowStart = window
    counts.minuteUsed = 0
  }
  const period = monthPeriod(nowMs)
  const isMatch = limits.matchesPerMonth !== undefined
  const monthBefore = counts.months[period] ?? 0
  const result = (ok: boolean, reason?: Reservation['reason']): Reservation => ({
    ok,
    ...(reason ? { reason } : {}),
    subscriptionId,
    windowStart: counts.windowStart,
    minuteUsed: counts.minuteUsed,
    period,
    ...(isMatch ? { monthUsed: counts.months[period] ?? 0 } : {}),
    matchReserved: ok && isMatch,
  })

  if (counts.minuteUsed >= limits.requestsPerMinute) return result(false, 'rate_limited')
  if (isMatch && monthBefore >= (limits.matchesPerMonth ?? 0)) return result(false, 'quota_exceeded')
  counts.minuteUsed += 1
  if (isMatch) counts.months[period] = monthBefore + 1
  return result(true)
}

/**
 * Gives back what `reservation` took, only within the same minute window / period and never
 * below zero. Returns whether anything changed (so callers know whether to persist).
 */
export function refundToCounts(counts: SubscriptionCounts, reservation: Reservation): boolean {
  if (!reservation.ok) return false
  let changed = false
  if (counts.windowStart === reservation.windowStart && counts.minuteUsed > 0) {
    counts.minuteUsed -= 1
    changed = true
  }
  const month = counts.months[reservation.period] ?? 0
  if (reservation.matchReserved && month > 0) {
    counts.months[reservation.period] = month - 1
    changed = true
  }
  return changed
}
