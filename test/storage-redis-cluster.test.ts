/**
 * Redis Cluster (issue 18): the counters on a real three-master cluster started locally. Every
 * key of one subscription shares a hash slot (a hash tag), every script touches one slot, and
 * counting stays exact across masters.
 */
import type { Cluster } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_TIERS } from '../src/engine/tiers.js'
import { createApp } from '../src/server/app.js'
import { openStorage, type RobomatchStorage } from '../src/storage/index.js'
import { createRedisCounters } from '../src/storage/redis.js'
import type { Counters } from '../src/storage/types.js'
import { clusterClient, startRedisCluster, type LocalRedisCluster } from './helpers/redis-cluster.js'
import { LOADED_MACHINE_TIMEOUTS } from './helpers/redis.js'

const T0 = Date.UTC(2031, 4, 14, 12, 0, 5)
const local = await startRedisCluster()
afterAll(() => local?.stop())

describe.skipIf(!local)('redis cluster (three masters, started locally)', () => {
  let cluster: LocalRedisCluster
  let clients: Cluster[] = []
  let a: Counters
  let b: Counters
  const base = `rmtest${Date.now().toString(36)}`

  beforeAll(async () => {
    cluster = local!
    clients = [clusterClient(cluster), clusterClient(cluster)]
    // Two clients stand for two server processes sharing the cluster.
    a = createRedisCounters({ client: clients[0], base })
    b = createRedisCounters({ client: clients[1], base })
  })
  afterAll(async () => {
    await a?.dispose()
    await b?.dispose()
    for (const client of clients) client.disconnect()
  })

  it('puts every key of one subscription in one hash slot', async () => {
    const reservation = await a.reserve('sub_slot', { requestsPerMinute: 10, matchesPerMonth: 10 }, T0)
    expect(reservation.ok).toBe(true)
    const keys: string[] = []
    for (const node of clients[0].nodes('master')) {
      let cursor = '0'
      do {
        const [next, found] = await node.scan(cursor, 'MATCH', `${base}:*sub_slot*`, 'COUNT', 500)
        cursor = next
        keys.push(...found)
      } while (cursor !== '0')
    }
    // The minute key, the month key and the reservation's record.
    expect(keys).toHaveLength(3)
    const slots = await Promise.all(keys.map((key) => clients[0].cluster('KEYSLOT', key)))
    expect(new Set(slots).size).toBe(1)
  })

  it('grants exactly the limit to 120 racing reserves from two clients, for subscriptions on every master', async () => {
    const subscriptions = Array.from({ length: 12 }, (_, i) => `sub_race_${i}`)
    const slots = await Promise.all(subscriptions.map((id) => clients[0].cluster('KEYSLOT', `{${id}}`) as Promise<number>))
    // 12 subscriptions land on more than one of the three masters (slots 0–5460, 5461–10922, 10923–16383).
    expect(new Set(slots.map((slot) => Math.floor(slot / 5461))).size).toBeGreaterThan(1)
    for (const id of subscriptions) {
      const results = await Promise.all(
        Array.from({ length: 120 }, (_, i) => (i % 2 ? a : b).reserve(id, { requestsPerMinute: 25, matchesPerMonth: 1000 }, T0)),
      )
      expect(results.filter((r) => r.ok)).toHaveLength(25)
      expect(await b.monthlyUsage(id, '2031-05')).toBe(25)
    }
  })

  it('refunds give back exactly what a reservation took, once', async () => {
    const limits = { requestsPerMinute: 2, matchesPerMonth: 5 }
    const first = await a.reserve('sub_refund', limits, T0)
    await a.reserve('sub_refund', limits, T0)
    expect((await b.reserve('sub_refund', limits, T0)).ok).toBe(false)
    await a.refund(first)
    await a.refund(first)
    expect(await a.monthlyUsage('sub_refund', '2031-05')).toBe(1)
    expect((await b.reserve('sub_refund', limits, T0)).ok).toBe(true)
    expect((await b.reserve('sub_refund', limits, T0)).ok).toBe(false)
  })

  it('counts a click link once, with its marker and total in one slot', async () => {
    expect(await a.countClick('gausium', '2031-05', 'm1')).toBe(1)
    expect(await b.countClick('gausium', '2031-05', 'm1')).toBe(1)
    expect(await b.countClick('gausium', '2031-05', 'm2')).toBe(2)
    expect(await a.countClick('gausium', '2031-05')).toBe(3)
  })

  it('counts failed requests per subject', async () => {
    expect(await a.countFailure!('sub:x', T0)).toBe(1)
    expect(await b.countFailure!('sub:x', T0)).toBe(2)
  })

  it('reset forgets the counts on every master', async () => {
    await a.reserve('sub_reset', { requestsPerMinute: 1, matchesPerMonth: 1 }, T0)
    await a.reset()
    expect(await b.monthlyUsage('sub_reset', '2031-05')).toBe(0)
    expect(await b.monthlyUsage('sub_race_0', '2031-05')).toBe(0)
    expect((await b.reserve('sub_reset', { requestsPerMinute: 1, matchesPerMonth: 1 }, T0)).ok).toBe(true)
  })
})

describe.skipIf(!local)('openStorage on a Redis Cluster (redis://HOST:PORT?cluster=1)', () => {
  const base = `rmopen${Date.now().toString(36)}`
  const opened: RobomatchStorage[] = []
  const open = async () => {
    const storage = await openStorage(`redis://127.0.0.1:${local!.ports[0]}?cluster=1`, { ...LOADED_MACHINE_TIMEOUTS, redisOptions: { base } })
    opened.push(storage)
    return storage
  }
  afterAll(async () => {
    await Promise.all(opened.map((storage) => storage.dispose()))
  })

  it('keeps keys on every master, lists and finds them all, and shares the link secret', async () => {
    const [a, b] = [await open(), await open()]
    expect(await a.hasKeys()).toBe(false)
    const issued = await Promise.all(Array.from({ length: 20 }, (_, i) => a.keys.create(i % 2 ? 'pro' : 'starter')))
    expect(await b.hasKeys()).toBe(true)
    expect((await b.keys.list()).map((record) => record.hash).sort()).toEqual(issued.map((key) => key.record.hash).sort())
    for (const key of issued) expect((await b.keys.lookup(key.key))?.subscriptionId).toBe(key.record.subscriptionId)
    expect(await b.linkSecret()).toBe(await a.linkSecret())
  })

  it('tells every process of a rotation through pub/sub', async () => {
    const [a, b] = [await open(), await open()]
    const issued = await a.keys.create('starter')
    const before = b.keys.generation
    await a.keys.rotate(issued.key)
    const deadline = Date.now() + 2000
    while (b.keys.generation === before && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10))
    expect(b.keys.generation).not.toBe(before)
    expect(await b.keys.lookup(issued.key)).toBeUndefined()
  })

  it('serves POST /match with exact limits from a cluster', async () => {
    const storage = await open()
    const { key } = await storage.keys.create('starter')
    const app = await createApp({ storage, tiers: { ...DEFAULT_TIERS, starter: { ...DEFAULT_TIERS.starter, requestsPerMinute: 7 } } })
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const res = await app.fetch(
          new Request('http://localhost/api/v1/match', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': key },
            body: JSON.stringify({ category: 'cleaning', floorAreaSqM: 2000 }),
          }),
        )
        await res.arrayBuffer()
        return res.status
      }),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(7)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
  })
})
