/**
 * Redis Cluster (issue 18): the counters on a real three-master cluster started locally. Every
 * key of one subscription shares a hash slot (a hash tag), every script touches one slot, and
 * counting stays exact across masters.
 */
import type { Cluster } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisCounters } from '../src/storage/redis.js'
import type { Counters } from '../src/storage/types.js'
import { clusterClient, startRedisCluster, type LocalRedisCluster } from './helpers/redis-cluster.js'

const T0 = Date.UTC(2031, 4, 14, 12, 0, 5)
const local = await startRedisCluster()

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
  }, 30_000)
  afterAll(async () => {
    await a?.dispose()
    await b?.dispose()
    for (const client of clients) client.disconnect()
    await cluster?.stop()
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
