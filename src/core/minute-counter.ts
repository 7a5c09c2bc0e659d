/**
 * Counts in process memory per subject, in fixed one-minute windows aligned to the UTC minute
 * (the windows of `windows.ts`, which the storage backends count in too). The one in-memory
 * window counter: the abuse guard without shared storage and the site's limit use it.
 */
import { minuteWindow } from './windows.js'

export interface MinuteCounter {
  /** Counts one event of `subject` in the minute of `nowMs`; returns the minute's count so far. */
  add(subject: string, nowMs: number): number
  /** Whole seconds (at least 1) from `nowMs` until the minute ends. */
  secondsLeft(nowMs: number): number
}

/**
 * Memory stays bounded: a new minute starts from an empty map, and past `maxSubjects` in one
 * minute the oldest subject is forgotten (a flood of addresses cannot grow it without end).
 *
 * @example
 * const counter = createMinuteCounter()
 * if (counter.add(address, Date.now()) > 30) return tooMany(counter.secondsLeft(Date.now()))
 */
export function createMinuteCounter(options: { maxSubjects?: number } = {}): MinuteCounter {
  const maxSubjects = options.maxSubjects ?? 100_000
  let window = -1
  let counts = new Map<string, number>()
  return {
    add(subject, nowMs) {
      const current = minuteWindow(nowMs)
      // The window only moves forward: a request stamped just before a roll-over counts in the newer one.
      if (current > window) {
        window = current
        counts = new Map()
      }
      const count = (counts.get(subject) ?? 0) + 1
      if (count === 1 && counts.size >= maxSubjects) counts.delete(counts.keys().next().value as string)
      counts.set(subject, count)
      return count
    },
    secondsLeft(nowMs) {
      return Math.max(1, Math.ceil(((minuteWindow(nowMs) + 60) * 1000 - nowMs) / 1000))
    },
  }
}
