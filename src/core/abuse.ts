import { HTTPError, type H3Event } from 'h3'
import type { Counters } from '../storage/types.js'
import { getClientAddress, type ProxyTrust } from './client-address.js'
import { apiError } from './errors.js'
import { createMinuteCounter } from './minute-counter.js'
import { minuteWindow } from './windows.js'
import { ABUSE_REJECTION } from './events.js'

/** Failed requests allowed per minute, as a multiple of the tier's requests per minute. */
const FAILURE_ALLOWANCE = 10

/** Subjects remembered in memory at most (blocked ones, and counts without shared storage). */
const MAX_SUBJECTS = 100_000

/**
 * The abuse guard: failed requests consume no allowance, but more than 10 × the tier's
 * requests per minute of them from one key (or one client address, when no valid key is
 * sent) in one minute answer 429 `rate_limited` with Retry-After until the minute ends.
 *
 * Failures are counted in storage (`countFailure`: one Redis INCR, shared by every process)
 * or in memory. Whether a subject is blocked is remembered locally once a count passes the
 * limit, so requests pay no storage read for the check. Requests answered in-process without
 * a client address (`app.fetch`, MSW) are not guarded.
 *
 * An address is only ever blocked for requests without a valid key: a valid key is never refused
 * for its address, so failures sent in a victim's name (or by a neighbour behind the same NAT)
 * cannot lock the victim out.
 */
export function createAbuseGuard(counters: Counters, trust: ProxyTrust) {
  const blockedUntil = new Map<string, number>()
  const local = createMinuteCounter({ maxSubjects: MAX_SUBJECTS })
  const count = (subject: string, nowMs: number): number | Promise<number> =>
    counters.countFailure ? counters.countFailure(subject, nowMs) : local.add(subject, nowMs)

  return {
    /** `ip:<address>` for a request, or undefined when it has none (in-process). */
    addressSubject(event: H3Event): string | undefined {
      const address = getClientAddress(event, trust)
      return address ? `ip:${address}` : undefined
    },
    /** Throws the 429 while `subject` is blocked. */
    check(subject: string | undefined, nowMs: number): void {
      if (!subject) return
      const until = blockedUntil.get(subject)
      if (until === undefined) return
      if (until <= nowMs) {
        blockedUntil.delete(subject)
        return
      }
      const retryAfter = String(Math.max(1, Math.ceil((until - nowMs) / 1000)))
      const error = apiError(
        429,
        'rate_limited',
        `Too many failed requests this minute; retry after ${retryAfter} s. Fix the requests that fail (see their error bodies) before retrying.`,
        {},
        { 'retry-after': retryAfter },
      )
      // Marked so metrics count it as the abuse guard's refusal, not a rate limit.
      throw Object.assign(error, { [ABUSE_REJECTION]: true })
    },
    /** Counts `error` against `subject` when it is a client failure (4xx); never throws. */
    async record(subject: string | undefined, error: unknown, allowedPerMinute: number, nowMs: number): Promise<void> {
      if (!subject || !HTTPError.isError(error) || error.status < 400 || error.status >= 500) return
      try {
        if ((await count(subject, nowMs)) > allowedPerMinute * FAILURE_ALLOWANCE) {
          if (blockedUntil.size >= MAX_SUBJECTS) blockedUntil.clear()
          blockedUntil.set(subject, (minuteWindow(nowMs) + 60) * 1000)
        }
      } catch {
        // Storage down: the failure goes uncounted; the request already has its answer.
      }
    },
  }
}

export type AbuseGuard = ReturnType<typeof createAbuseGuard>
