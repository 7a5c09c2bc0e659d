import type { Counters } from './types.js'

/**
 * Counts each click link (match, vendor) once, in process memory, for backends that keep
 * their counts there (memory storage). Only the current period's links are remembered.
 */
export function dedupeClicks(counters: Counters): Counters {
  let period = ''
  let seen = new Set<string>()
  const totals = new Map<string, number>()
  return {
    ...counters,
    async countClick(vendorId, clickPeriod, matchId) {
      if (matchId === undefined) return counters.countClick(vendorId, clickPeriod)
      if (clickPeriod !== period) {
        period = clickPeriod
        seen = new Set()
        totals.clear()
      }
      const link = `${matchId}\n${vendorId}`
      const totalKey = `${vendorId}\n${clickPeriod}`
      if (seen.has(link)) return totals.get(totalKey) ?? 0
      seen.add(link)
      const total = await counters.countClick(vendorId, clickPeriod)
      totals.set(totalKey, total)
      return total
    },
    async reset() {
      seen = new Set()
      totals.clear()
      await counters.reset()
    },
  }
}
