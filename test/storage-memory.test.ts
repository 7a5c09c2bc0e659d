import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minuteWindow, monthPeriod, openStorage, secondsUntilNextMonth, testKeyTier } from '../src/storage/index.js'
import { hashKey, testKeyRecord } from '../src/core/api-keys.js'
import { T0, testCounters } from './storage-suite.js'

testCounters('memory', () => openStorage('memory'))

describe('openStorage', () => {
  it('names the accepted specs when given an unknown one', async () => {
    await expect(openStorage('foo')).rejects.toThrow('Unknown storage "foo": use memory, fs:DIR or redis://HOST:PORT')
    await expect(openStorage('fs:')).rejects.toThrow(/names no directory/)
  })

  it('opens independent memory storages', async () => {
    const [a, b] = await Promise.all([openStorage('memory'), openStorage('memory')])
    expect(a.kind).toBe('memory')
    await a.counters.reserve('sub', { requestsPerMinute: 1 }, T0)
    expect(await b.counters.reserve('sub', { requestsPerMinute: 1 }, T0)).toMatchObject({ ok: true })
    await Promise.all([a.dispose(), b.dispose()])
  })

  it('reserves synchronously with reserveNow, sharing the counts and the limits of reserve', async () => {
    const storage = await openStorage('memory')
    const reserveNow = storage.counters.reserveNow
    if (!reserveNow) throw new Error('memory counters should answer synchronously')
    const limits = { requestsPerMinute: 3, matchesPerMonth: 10 }
    expect(reserveNow('sub_now', limits, T0)).toMatchObject({ ok: true, minuteUsed: 1, monthUsed: 1 })
    expect(await storage.counters.reserve('sub_now', limits, T0)).toMatchObject({ ok: true, minuteUsed: 2, monthUsed: 2 })
    const third = reserveNow('sub_now', limits, T0)
    expect(third).toMatchObject({ ok: true, minuteUsed: 3 })
    expect(reserveNow('sub_now', limits, T0)).toMatchObject({ ok: false, reason: 'rate_limited' })
    await storage.counters.refund(third)
    expect(reserveNow('sub_now', limits, T0)).toMatchObject({ ok: true, minuteUsed: 3, monthUsed: 3 })
    await storage.dispose()
  })

  it('keeps memory bounded: finished minutes and old months are dropped', async () => {
    const storage = await openStorage('memory')
    for (let i = 0; i < 1000; i++) await storage.counters.reserve(`sub_${i}`, { requestsPerMinute: 5 }, T0)
    await storage.counters.reserve('sub_match', { requestsPerMinute: 5, matchesPerMonth: 5 }, T0)
    // Two months later: May's count is gone, only what is still needed is kept.
    await storage.counters.reserve('sub_new', { requestsPerMinute: 5 }, T0 + 62 * 86_400_000)
    expect(await storage.counters.monthlyUsage('sub_match', '2031-05')).toBe(0)
    await storage.dispose()
  })
})

describe('window math', () => {
  it('aligns minutes and months to UTC', () => {
    expect(minuteWindow(Date.UTC(2025, 0, 1, 12, 0, 42, 999))).toBe(Date.UTC(2025, 0, 1, 12) / 1000)
    expect(monthPeriod(Date.UTC(2025, 11, 31, 23, 59, 59, 999))).toBe('2025-12')
    expect(monthPeriod(Date.UTC(2026, 0, 1))).toBe('2026-01')
    expect(secondsUntilNextMonth(Date.UTC(2025, 0, 31, 23, 59, 30))).toBe(30)
    expect(secondsUntilNextMonth(Date.UTC(2025, 1, 1) - 1)).toBe(1)
  })

  it('holds for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (nowMs) => {
        const start = minuteWindow(nowMs)
        expect(start % 60).toBe(0)
        expect(start * 1000 <= nowMs && nowMs < (start + 60) * 1000).toBe(true)
        expect(monthPeriod(nowMs)).toBe(new Date(nowMs).toISOString().slice(0, 7))
        const left = secondsUntilNextMonth(nowMs)
        expect(monthPeriod(nowMs + left * 1000)).not.toBe(monthPeriod(nowMs))
        expect(monthPeriod(nowMs + (left - 1) * 1000 - 1)).toBe(monthPeriod(nowMs))
      }),
    )
  })
})

describe('mock-mode keys', () => {
  it('reads the tier of rm_test_ keys and nothing else', () => {
    expect(testKeyTier('rm_test_starter_demo')).toBe('starter')
    expect(testKeyTier('rm_test_pro_ci-run_42')).toBe('pro')
    for (const key of ['rm_test_gold_x', 'rm_test_pro_', 'rm_live_abc', `rm_test_pro_${'a'.repeat(129)}`, 'rm_test_pro_a b']) {
      expect(testKeyTier(key)).toBeUndefined()
    }
  })

  it('gives each test key its own subscription', async () => {
    const record = await testKeyRecord('rm_test_pro_demo')
    expect(record).toMatchObject({ tier: 'pro', subscriptionId: `test:${await hashKey('rm_test_pro_demo')}` })
    expect((await testKeyRecord('rm_test_pro_other'))?.subscriptionId).not.toBe(record?.subscriptionId)
    expect(await testKeyRecord('rm_live_x')).toBeUndefined()
  })
})
