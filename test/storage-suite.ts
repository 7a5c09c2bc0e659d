import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Reservation, RobomatchStorage } from '../src/storage/index.js'

/** 2031-05-15 10:00:05 UTC: a fixed clock for every counter test. */
export const T0 = Date.UTC(2031, 4, 15, 10, 0, 5)
const MINUTE = 60_000

export interface SuiteOptions {
  /** The backend keeps data across two `open()` calls (directory, Redis). */
  persistent?: boolean
}

/**
 * The behaviour every storage backend must have. `open` must return a storage over the same
 * location each time it is called within one test (the suite clears it before each test).
 */
export function testCounters(name: string, open: () => Promise<RobomatchStorage>, options: SuiteOptions = {}): void {
  describe(`${name} storage (shared suite)`, () => {
    let storage: RobomatchStorage
    const opened: RobomatchStorage[] = []
    const openTracked = async () => {
      const instance = await open()
      opened.push(instance)
      return instance
    }

    beforeEach(async () => {
      storage = await openTracked()
      await storage.storage.clear()
      await storage.counters.reset()
    })
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((instance) => instance.dispose()))
    })

    const reserveMany = (count: number, sub: string, limits: Parameters<RobomatchStorage['counters']['reserve']>[1], nowMs = T0) =>
      Promise.all(Array.from({ length: count }, () => storage.counters.reserve(sub, limits, nowMs)))

    it('lets exactly the limit through when 200 reserves race on one subscription', async () => {
      const results = await reserveMany(200, 'sub_race', { requestsPerMinute: 30 })
      const ok = results.filter((r) => r.ok)
      expect(ok).toHaveLength(30)
      expect(ok.map((r) => r.minuteUsed).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
      expect(results.filter((r) => !r.ok).every((r) => r.reason === 'rate_limited' && r.minuteUsed === 30)).toBe(true)
      expect(results.every((r) => r.monthUsed === undefined && r.period === '2031-05')).toBe(true)
      expect(results.every((r) => r.windowStart === Math.floor(T0 / MINUTE) * 60)).toBe(true)
    })

    it('lets exactly the monthly quota through when 200 matches race', async () => {
      const results = await reserveMany(200, 'sub_quota', { requestsPerMinute: 1_000_000, matchesPerMonth: 30 })
      expect(results.filter((r) => r.ok)).toHaveLength(30)
      const refused = results.filter((r) => !r.ok)
      expect(refused.every((r) => r.reason === 'quota_exceeded' && r.monthUsed === 30 && !r.matchReserved)).toBe(true)
      expect(await storage.counters.monthlyUsage('sub_quota', '2031-05')).toBe(30)
    })

    it('reads the minute usage of the current window (keys show), zero in another window', async () => {
      await reserveMany(3, 'sub_minute', { requestsPerMinute: 10 })
      expect(await storage.counters.minuteUsage('sub_minute', T0)).toBe(3)
      expect(await storage.counters.minuteUsage('sub_minute', T0 + MINUTE)).toBe(0)
      expect(await storage.counters.minuteUsage('sub_never', T0)).toBe(0)
    })

    it('reports counts after a successful match reservation', async () => {
      const first = await storage.counters.reserve('sub_a', { requestsPerMinute: 5, matchesPerMonth: 10 }, T0)
      // Redis reservations also carry an id (issue 11, finding 1).
      expect({ ...first, id: undefined }).toEqual({
        ok: true,
        subscriptionId: 'sub_a',
        windowStart: Math.floor(T0 / MINUTE) * 60,
        minuteUsed: 1,
        period: '2031-05',
        monthUsed: 1,
        matchReserved: true,
      } satisfies Reservation)
      const plain = await storage.counters.reserve('sub_a', { requestsPerMinute: 5 }, T0)
      expect(plain).toMatchObject({ ok: true, minuteUsed: 2, matchReserved: false })
      expect(plain).not.toHaveProperty('monthUsed')
    })

    it('rate limiting wins over the quota and still reports the month', async () => {
      await reserveMany(2, 'sub_b', { requestsPerMinute: 2, matchesPerMonth: 2 })
      const refused = await storage.counters.reserve('sub_b', { requestsPerMinute: 2, matchesPerMonth: 2 }, T0)
      expect(refused).toMatchObject({ ok: false, reason: 'rate_limited', minuteUsed: 2, monthUsed: 2, matchReserved: false })
    })

    it('refund gives back both the minute and the month', async () => {
      const limits = { requestsPerMinute: 1, matchesPerMonth: 1 }
      const taken = await storage.counters.reserve('sub_refund', limits, T0)
      expect(taken.ok).toBe(true)
      await storage.counters.refund(taken)
      expect(await storage.counters.monthlyUsage('sub_refund', '2031-05')).toBe(0)
      const again = await storage.counters.reserve('sub_refund', limits, T0)
      expect(again).toMatchObject({ ok: true, minuteUsed: 1, monthUsed: 1 })
    })

    it('refund of a failed reservation is a no-op', async () => {
      const limits = { requestsPerMinute: 1, matchesPerMonth: 5 }
      expect((await storage.counters.reserve('sub_noop', limits, T0)).ok).toBe(true)
      const refused = await storage.counters.reserve('sub_noop', limits, T0)
      expect(refused.ok).toBe(false)
      await storage.counters.refund(refused)
      await storage.counters.refund(refused)
      expect(await storage.counters.monthlyUsage('sub_noop', '2031-05')).toBe(1)
      expect(await storage.counters.reserve('sub_noop', limits, T0)).toMatchObject({ ok: false, minuteUsed: 1 })
    })

    it('refund never goes below zero', async () => {
      const taken = await storage.counters.reserve('sub_twice', { requestsPerMinute: 3, matchesPerMonth: 3 }, T0)
      await storage.counters.refund(taken)
      await storage.counters.refund(taken)
      expect(await storage.counters.monthlyUsage('sub_twice', '2031-05')).toBe(0)
      expect(await storage.counters.reserve('sub_twice', { requestsPerMinute: 3, matchesPerMonth: 3 }, T0)).toMatchObject({
        minuteUsed: 1,
        monthUsed: 1,
      })
    })

    it('a new minute resets the minute count but not the month', async () => {
      const limits = { requestsPerMinute: 3, matchesPerMonth: 100 }
      await reserveMany(3, 'sub_roll', limits)
      expect((await storage.counters.reserve('sub_roll', limits, T0 + 50_000)).reason).toBe('rate_limited')
      const next = await storage.counters.reserve('sub_roll', limits, T0 + MINUTE)
      expect(next).toMatchObject({ ok: true, minuteUsed: 1, monthUsed: 4, windowStart: Math.floor(T0 / MINUTE) * 60 + 60 })
    })

    it('a refund from an earlier minute does not touch the current minute', async () => {
      const limits = { requestsPerMinute: 1, matchesPerMonth: 100 }
      const old = await storage.counters.reserve('sub_late', limits, T0)
      expect((await storage.counters.reserve('sub_late', limits, T0 + MINUTE)).ok).toBe(true)
      await storage.counters.refund(old)
      expect(await storage.counters.reserve('sub_late', limits, T0 + MINUTE)).toMatchObject({ ok: false, reason: 'rate_limited', minuteUsed: 1 })
      expect(await storage.counters.monthlyUsage('sub_late', '2031-05')).toBe(1)
    })

    it('a new UTC month resets the quota', async () => {
      const endOfMay = Date.UTC(2031, 4, 31, 23, 59, 30)
      const limits = { requestsPerMinute: 100, matchesPerMonth: 2 }
      await reserveMany(2, 'sub_month', limits, endOfMay)
      expect(await storage.counters.reserve('sub_month', limits, endOfMay)).toMatchObject({ ok: false, reason: 'quota_exceeded' })
      const june = await storage.counters.reserve('sub_month', limits, endOfMay + MINUTE)
      expect(june).toMatchObject({ ok: true, period: '2031-06', monthUsed: 1, minuteUsed: 1 })
      expect(await storage.counters.monthlyUsage('sub_month', '2031-05')).toBe(2)
      expect(await storage.counters.monthlyUsage('sub_month', '2031-06')).toBe(1)
    })

    it('keeps subscriptions apart', async () => {
      await reserveMany(2, 'sub_x', { requestsPerMinute: 2, matchesPerMonth: 2 })
      expect(await storage.counters.reserve('sub_y', { requestsPerMinute: 2, matchesPerMonth: 2 }, T0)).toMatchObject({ ok: true, minuteUsed: 1 })
      expect(await storage.counters.monthlyUsage('sub_never', '2031-05')).toBe(0)
    })

    it('counts clicks per vendor and period', async () => {
      expect(await storage.counters.countClick('vendor-a', '2031-05')).toBe(1)
      expect(await storage.counters.countClick('vendor-a', '2031-05')).toBe(2)
      expect(await storage.counters.countClick('vendor-b', '2031-05')).toBe(1)
      expect(await storage.counters.countClick('vendor-a', '2031-06')).toBe(1)
      const burst = await Promise.all(Array.from({ length: 50 }, () => storage.counters.countClick('vendor-c', '2031-05')))
      expect(Math.max(...burst)).toBe(50)
    })

    it('reset forgets every count', async () => {
      await reserveMany(3, 'sub_reset', { requestsPerMinute: 3, matchesPerMonth: 3 })
      await storage.counters.countClick('vendor-a', '2031-05')
      await storage.counters.reset()
      expect(await storage.counters.monthlyUsage('sub_reset', '2031-05')).toBe(0)
      expect(await storage.counters.reserve('sub_reset', { requestsPerMinute: 3 }, T0)).toMatchObject({ ok: true, minuteUsed: 1 })
      expect(await storage.counters.countClick('vendor-a', '2031-05')).toBe(1)
    })

    it('creates rm_live_ keys and finds them again', async () => {
      const { key, record } = await storage.keys.create('starter')
      expect(key).toMatch(/^rm_live_[A-Za-z0-9_-]{32}$/)
      expect(record).toMatchObject({ tier: 'starter', prefix: `${key.slice(0, 12)}…` })
      expect(await storage.keys.lookup(key)).toEqual(record)
      const pro = await storage.keys.create('pro')
      expect((await storage.keys.lookup(pro.key))?.tier).toBe('pro')
      expect(pro.record.subscriptionId).not.toBe(record.subscriptionId)
    })

    it('rejects unknown, altered and malformed keys', async () => {
      const { key } = await storage.keys.create('starter')
      const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A')
      expect(await storage.keys.lookup(altered)).toBeUndefined()
      expect(await storage.keys.lookup('')).toBeUndefined()
      expect(await storage.keys.lookup('rm_live_' + 'x'.repeat(1000))).toBeUndefined()
      expect(await storage.keys.lookup('rm_test_starter_abc')).toBeUndefined()
    })

    it('rotation stops the old key at once and keeps the subscription and its counters', async () => {
      const { key, record } = await storage.keys.create('pro')
      const limits = { requestsPerMinute: 60, matchesPerMonth: 100 }
      await storage.counters.reserve(record.subscriptionId, limits, T0)
      const rotated = await storage.keys.rotate(key)
      expect(rotated).toBeDefined()
      expect(await storage.keys.lookup(key)).toBeUndefined()
      const found = await storage.keys.lookup(rotated!.key)
      expect(found).toMatchObject({ subscriptionId: record.subscriptionId, tier: 'pro' })
      expect(await storage.counters.reserve(found!.subscriptionId, limits, T0)).toMatchObject({ minuteUsed: 2, monthUsed: 2 })
      expect(await storage.keys.rotate(key)).toBeUndefined()
    })

    it('two concurrent rotations of one key issue one replacement', async () => {
      const { key } = await storage.keys.create('starter')
      const results = await Promise.all([storage.keys.rotate(key), storage.keys.rotate(key)])
      expect(results.filter(Boolean)).toHaveLength(1)
      expect(await storage.keys.list()).toHaveLength(1)
    })

    it('lists records sorted by creation and never exposes a key', async () => {
      const issued = []
      for (const tier of ['starter', 'pro', 'starter'] as const) {
        issued.push(await storage.keys.create(tier))
        await new Promise((done) => setTimeout(done, 3)) // distinct createdAt milliseconds
      }
      const records = await storage.keys.list()
      expect(records.map((r) => r.hash)).toEqual(issued.map((i) => i.record.hash))
      const dumped = JSON.stringify(records)
      const stored = JSON.stringify(await Promise.all((await storage.storage.getKeys()).map((k) => storage.storage.getItem(k))))
      for (const { key } of issued) {
        expect(dumped).not.toContain(key.slice(12))
        expect(stored).not.toContain(key.slice(12))
      }
    })

    it('keeps one link secret', async () => {
      const secret = await storage.linkSecret()
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(await storage.linkSecret()).toBe(secret)
    })

    it.runIf(options.persistent)('shares the link secret and keys with a second open of the same storage', async () => {
      const secret = await storage.linkSecret()
      const { key } = await storage.keys.create('pro')
      const other = await openTracked()
      expect(await other.linkSecret()).toBe(secret)
      expect((await other.keys.lookup(key))?.tier).toBe('pro')
    })
  })
}
