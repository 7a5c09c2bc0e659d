/**
 * Time windows shared by every counter backend: fixed one-minute windows aligned to the
 * UTC minute, and UTC calendar months. One source of truth, so memory, directory and Redis
 * storage always agree on where a window starts.
 */

/**
 * Unix second at which the UTC minute containing `nowMs` began.
 * @example minuteWindow(Date.UTC(2025, 0, 1, 12, 0, 42)) // → 1735732800
 */
export function minuteWindow(nowMs: number): number {
  return Math.floor(nowMs / 60_000) * 60
}

/**
 * `YYYY-MM` of the UTC calendar month containing `nowMs`.
 * @example monthPeriod(Date.UTC(2025, 11, 31, 23, 59)) // → '2025-12'
 */
export function monthPeriod(nowMs: number): string {
  const date = new Date(nowMs)
  const month = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${date.getUTCFullYear()}-${month}`
}

/**
 * Whole seconds (at least 1) from `nowMs` until the next UTC month begins.
 * @example secondsUntilNextMonth(Date.UTC(2025, 0, 31, 23, 59, 30)) // → 30
 */
export function secondsUntilNextMonth(nowMs: number): number {
  const date = new Date(nowMs)
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
  return Math.max(1, Math.ceil((next - nowMs) / 1000))
}
