import type { Counters, Reservation, ReserveLimits } from './types.js'
import { createSubscriptionCounts, refundToCounts, reserveFromCounts, type SubscriptionCounts } from './local-counts.js'
import { minuteWindow, monthPeriod } from '../core/windows.js'

/**
 * Counters in process memory: the default for `robomatch serve` and for tests. Each
 * reservation is one synchronous critical section, so it is exact under any concurrency
 * within the process. Counts are lost when the process ends.
 *
 * Memory stays bounded: when a minute window ends, subscriptions with nothing left to
 * remember are dropped, and only the current and previous months' match counts are kept.
 *
 * @example
 * const counters = createMemoryCounters()
 * await counters.reserve('sub_1', { requestsPerMinute: 30 }, Date.now())
 */
export function createMemoryCounters(): Counters {
  let subscriptions = new Map<string, SubscriptionCounts>()
  let clicks = new Map<string, number>()
  let sweptWindow = 0

  /** Runs once per new minute window: forgets finished windows and old months. */
  const sweep = (nowMs: number): void => {
    const window = minuteWindow(nowMs)
    if (window <= sweptWindow) return
    sweptWindow = window
    const current = monthPeriod(nowMs)
    const previous = monthPeriod(Date.UTC(Number(current.slice(0, 4)), Number(current.slice(5)) - 2, 1))
    for (const [id, counts] of subscriptions) {
      if (counts.windowStart < window) counts.minuteUsed = 0
      for (const period of Object.keys(counts.months)) {
        if (period !== current && period !== previous) delete counts.months[period]
      }
      if (counts.minuteUsed === 0 && Object.keys(counts.months).length === 0) subscriptions.delete(id)
    }
  }

  const countsOf = (subscriptionId: string): SubscriptionCounts => {
    let counts = subscriptions.get(subscriptionId)
    if (!counts) {
      counts = createSubscriptionCounts()
      subscriptions.set(subscriptionId, counts)
    }
    return counts
  }

  const reserveNow = (subscriptionId: string, limits: ReserveLimits, nowMs: number): Reservation => {
    sweep(nowMs)
    return reserveFromCounts(subscriptionId, countsOf(subscriptionId), limits, nowMs)
  }

  return {
    async reserve(subscriptionId, limits, nowMs) {
      return reserveNow(subscriptionId, limits, nowMs)
    },
    reserveNow,
    async refund(reservation) {
      const counts = subscriptions.get(reservation.subscriptionId)
      if (counts) refundToCounts(counts, reservation)
    },
    async monthlyUsage(subscriptionId, period) {
      return subscriptions.get(subscriptionId)?.months[period] ?? 0
    },
    async minuteUsage(subscriptionId, nowMs) {
      const counts = subscriptions.get(subscriptionId)
      return counts && counts.windowStart === minuteWindow(nowMs) ? counts.minuteUsed : 0
    },
    async countClick(vendorId, period) {
      const key = `${vendorId}\n${period}`
      const total = (clicks.get(key) ?? 0) + 1
      clicks.set(key, total)
      return total
    },
    async reset() {
      subscriptions = new Map()
      clicks = new Map()
      sweptWindow = 0
    },
    async dispose() {},
  }
}
