import { describe, expect, it } from 'vitest'
import { formatAboutMoney } from '../src/engine/format.js'

describe('formatAboutMoney', () => {
  it('rounds to the whole unit first, as the fields are, so "about" agrees with monthlyNet (round 149 C)', () => {
    // monthlyNet 1,275 (from 1,274.6) had read "about €1,270".
    expect(formatAboutMoney(1274.6, 'EUR')).toBe('€1,280')
    expect(formatAboutMoney(-1514.7, 'EUR')).toBe('−€1,520')
    expect(formatAboutMoney(4792, 'EUR')).toBe('€4,790')
    expect(formatAboutMoney(999.4, 'EUR')).toBe('€999')
  })
})
