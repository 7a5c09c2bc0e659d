import type { Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openStorage, type RobomatchStorage, StorageUnavailableError } from '../src/storage/index.js'
import { createRedisCounters } from '../src/storage/redis.js'
import { type DedicatedRedis, hasRedisServer, LOADED_MACHINE_TIMEOUTS, startRedisServer, useRedis } from './helpers/redis.js'
import { T0, testCounters } from './storage-suite.js'

const redis = await useRedis()
afterAll(() => redis?.stop())

const openShared = () => openStorage(redis!.url, { ...LOADED_MACHINE_TIMEOUTS, redisOptions: { base: redis!.base } })

describe.skipIf(!redis)('redis', () => {
  testCounters('redis', openShared, { persistent: true })

  describe('several processes on one Redis', () => {
    const opened: RobomatchStorage[] = []
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((storage) => storage.dispose()))
    })

    it('two connections racing 200 reserves enforce one limit of 30', async () => {
      const [a, b] = await Promise.all([openShared(), openShared()])
      opened.push(a, b)
      await a.counters.reset()
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).counters.reserve('sub_shared', { requestsPerMinute: 30, matchesPerMonth: 1000 }, T0)),
      )
      expect(results.filter((r) => r.ok)).toHaveLength(30)
      expect(await b.counters.monthlyUsage('sub_shared', '2031-05')).toBe(30)
    })

    it('sends the reservations made in one turn of the event loop to Redis in one write, each answered on its own', async () => {
      const { Redis } = await import('ioredis')
      const client = new Redis(redis!.url)
      try {
        await client.ping()
        const counters = createRedisCounters({ client, base: `${redis!.base}:coalesce` })
        await counters.reset()
        const limits = { requestsPerMinute: 30, matchesPerMonth: 1000 }
        // The first one loads the script (NOSCRIPT, then EVAL): not what is counted below.
        await counters.reserve('sub_coalesce', limits, T0)
        type Writes = Socket & { _write: (...args: unknown[]) => void; _writev: (...args: unknown[]) => void }
        const stream = client.stream as Writes
        const [write, writev] = [stream._write, stream._writev]
        let writes = 0
        stream._write = (...args) => (writes++, write.apply(stream, args))
        stream._writev = (...args) => (writes++, writev.apply(stream, args))
        const results = await Promise.all(Array.from({ length: 40 }, () => counters.reserve('sub_coalesce', limits, T0)))
        expect(writes).toBe(1)
        // One write, forty scripts: the limit still holds exactly (30 a minute, one taken above).
        expect(results.filter((result) => result.ok)).toHaveLength(29)
        expect(results.filter((result) => result.reason === 'rate_limited')).toHaveLength(11)
        // The next turn writes again.
        await counters.reserve('sub_other', limits, T0)
        expect(writes).toBe(2)
      } finally {
        client.disconnect()
      }
    })

    it('two connections creating the link secret at once agree on it', async () => {
      const [a, b] = await Promise.all([openShared(), openShared()])
      opened.push(a, b)
      await a.storage.removeItem('meta:link-secret')
      const [secretA, secretB] = await Promise.all([a.linkSecret(), b.linkSecret()])
      expect(secretB).toBe(secretA)
    })

    it('stores keys under the base prefix', async () => {
      const storage = await openShared()
      opened.push(storage)
      const { record } = await storage.keys.create('starter')
      expect(await storage.storage.getItem(`keys:${record.hash}`)).toMatchObject({ hash: record.hash })
    })
  })
})

// Fault tests kill and restart their own redis-server, so they need one on PATH even with REDIS_URL.
const canRestartRedis = hasRedisServer()
if (redis && !canRestartRedis) console.warn('\n*** REDIS FAULT TESTS SKIPPED: they need redis-server on PATH to kill and restart it. ***\n')

describe.skipIf(!canRestartRedis)('redis faults', () => {
  let server: DedicatedRedis
  let storage: RobomatchStorage
  const limits = { requestsPerMinute: 1000, matchesPerMonth: 1000 }

  beforeAll(async () => {
    server = (await startRedisServer())!
    storage = await openStorage(server.url)
  })
  afterAll(async () => {
    await storage?.dispose()
    await server?.stop()
  })

  /** Every kind of operation, each of which must settle in under a second. */
  const operations = (key: string) => ({
    reserve: () => storage.counters.reserve('sub_fault', limits, Date.now()),
    refund: () => storage.counters.refund({ ok: true, subscriptionId: 'sub_fault', windowStart: 0, minuteUsed: 1, period: '2031-05', matchReserved: true }),
    monthlyUsage: () => storage.counters.monthlyUsage('sub_fault', '2031-05'),
    countClick: () => storage.counters.countClick('vendor-a', '2031-05'),
    lookup: () => storage.keys.lookup(key),
    create: () => storage.keys.create('starter'),
    list: () => storage.keys.list(),
  })

  /** The error an operation fails with, or undefined when it succeeds. */
  const outcomeOf = async (operation: () => Promise<unknown>) => {
    const outcome = await operation().then(
      () => undefined,
      (error: unknown) => error,
    )
    return { outcome }
  }

  it('fails at open, within about 2 s, when Redis is unreachable', async () => {
    const started = performance.now()
    await expect(openStorage('redis://127.0.0.1:1', { redisReadyTimeoutMs: 500 })).rejects.toThrow(/Cannot reach Redis at redis:\/\/127\.0\.0\.1:1/)
    expect(performance.now() - started).toBeLessThan(1500)
  })

  it('refuses a ROBOMATCH_REDIS_TIMEOUT_MS that is not a whole number of milliseconds, naming it', async () => {
    const before = process.env.ROBOMATCH_REDIS_TIMEOUT_MS
    try {
      for (const bad of ['abc', '0', '1.5', '600000']) {
        process.env.ROBOMATCH_REDIS_TIMEOUT_MS = bad
        await expect(openStorage('redis://127.0.0.1:1', { redisReadyTimeoutMs: 200 })).rejects.toThrow(
          `ROBOMATCH_REDIS_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000 (got "${bad}")`,
        )
      }
    } finally {
      if (before === undefined) delete process.env.ROBOMATCH_REDIS_TIMEOUT_MS
      else process.env.ROBOMATCH_REDIS_TIMEOUT_MS = before
    }
  })

  it('rejects with StorageUnavailableError while Redis is down, and recovers without reopening', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { key } = await storage.keys.create('pro')
    expect((await storage.counters.reserve('sub_fault', limits, Date.now())).ok).toBe(true)

    await server.kill()
    try {
      for (const [name, operation] of Object.entries(operations(key))) {
        // Rejected, not queued until Redis is back (that would hang here until the test's timeout).
        const { outcome } = await outcomeOf(operation)
        expect(outcome, name).toBeInstanceOf(StorageUnavailableError)
      }
      // The outage is logged once, when the client notices the closed connection.
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('lost Redis')), { timeout: 1000 })
    } finally {
      await server.restart()
    }
    await vi.waitFor(() => storage.counters.reserve('sub_fault', limits, Date.now()), { timeout: 3000, interval: 50 })
    for (const [name, operation] of Object.entries(operations(key))) {
      const { outcome } = await outcomeOf(operation)
      expect(outcome, name).toBeUndefined()
    }
    warn.mockRestore()
  })

  it('rejects while Redis hangs, then works once it answers again', async () => {
    const reserve = () => storage.counters.reserve('sub_hang', limits, Date.now())
    await reserve()
    server.pause()
    try {
      // Redis is resumed only below: an operation waiting for its answer would hang here until the test's timeout.
      const { outcome } = await outcomeOf(reserve)
      expect(outcome).toBeInstanceOf(StorageUnavailableError)
    } finally {
      server.resume()
    }
    await vi.waitFor(reserve, { timeout: 3000, interval: 50 })
  })
})
