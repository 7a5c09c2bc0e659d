/**
 * Exact counting under concurrency, on a real listening server, for every storage
 * backend, and across two `robomatch serve` processes sharing one Redis.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_TIERS, type TierTable } from '../src/engine/tiers.js'
import { openStorage } from '../src/storage/index.js'
import type { RobomatchStorage } from '../src/storage/types.js'
import { LOADED_MACHINE_TIMEOUTS, useRedis, type TestRedis } from './helpers/redis.js'
import { serveProcess } from './helpers/cli.js'
import { postJson, startTarget } from './helpers/server.js'

/** 30 matches left this month, a rate limit far above the race. */
const TIERS: TierTable = { ...DEFAULT_TIERS, starter: { ...DEFAULT_TIERS.starter, requestsPerMinute: 100_000, matchesPerMonth: 30 } }

/**
 * `n` matches at once; each answer's status. A 503 (a Redis command that timed out on a loaded
 * machine) is charged to nothing and says to retry, so the request is sent again, as a client
 * would: what is counted is exactly what the limit allows, however slow Redis answered.
 */
async function race(url: string, key: string, n = 200): Promise<Record<number, number>> {
  const send = async (attempt = 1): Promise<number> => {
    const res = await fetch(`${url}/api/v1/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ category: 'warehouse', facilitySizeSqM: 5000 }),
    })
    await res.arrayBuffer()
    return res.status === 503 && attempt < 20 ? send(attempt + 1) : res.status
  }
  const statuses = await Promise.all(Array.from({ length: n }, () => send()))
  const counts: Record<number, number> = {}
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1
  return counts
}

let redis: TestRedis | undefined
let tmp: string
beforeAll(async () => {
  redis = await useRedis()
  tmp = await mkdtemp(join(tmpdir(), 'robomatch-count-'))
})
afterAll(async () => {
  await redis?.stop()
  await rm(tmp, { recursive: true, force: true })
})

const backends: { name: string; open: () => Promise<RobomatchStorage> | undefined }[] = [
  { name: 'memory', open: () => openStorage('memory') },
  { name: 'directory', open: () => openStorage(`fs:${join(tmp, 'race')}`) },
  { name: 'redis', open: () => (redis ? openStorage(redis.url, { ...LOADED_MACHINE_TIMEOUTS, redisOptions: { base: `${redis.base}:race` } }) : undefined) },
]

describe.each(backends)('200-way race on $name storage', ({ name, open }) => {
  it('gives exactly 30 successes to a key with 30 left, and 400s do not count', async (t) => {
    const storage = await open()
    if (!storage) {
      t.skip(`${name}: no Redis available`)
      return
    }
    const server = await startTarget('http', { storage, tiers: TIERS })
    try {
      const key = (await storage.keys.create('starter')).key
      // a failed request first: it must not take one of the 30
      const bad = await postJson(server, '/api/v1/match', { category: 'warehouse', floorArea: 1 }, { 'x-api-key': key })
      expect(bad.status).toBe(400)
      const counts = await race(server.origin, key)
      expect(counts).toEqual({ 200: 30, 429: 170 })
    } finally {
      await server.close()
      await storage.dispose()
    }
  })
})

describe('directory storage across a restart', () => {
  it('continues the counts after the server stops and starts again', async () => {
    const dir = `fs:${join(tmp, 'restart')}`
    let storage = await openStorage(dir)
    const key = (await storage.keys.create('starter')).key
    let server = await startTarget('http', { storage, tiers: TIERS })
    for (let i = 0; i < 5; i++) expect((await postJson(server, '/api/v1/match', { category: 'cleaning' }, { 'x-api-key': key })).status).toBe(200)
    await server.close()
    await storage.dispose()

    storage = await openStorage(dir)
    server = await startTarget('http', { storage, tiers: TIERS })
    try {
      const res = await postJson(server, '/api/v1/match', { category: 'cleaning' }, { 'x-api-key': key })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-usage-used')).toBe('6')
    } finally {
      await server.close()
      await storage.dispose()
    }
  })

  it('sees a key created by another process within a second', async () => {
    const dir = `fs:${join(tmp, 'keys')}`
    const storage = await openStorage(dir)
    const server = await startTarget('http', { storage, tiers: TIERS })
    try {
      const other = await openStorage(dir)
      const key = (await other.keys.create('pro')).key
      await other.dispose()
      const res = await postJson(server, '/api/v1/match', { category: 'cleaning' }, { 'x-api-key': key })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-api-tier')).toBe('pro')
    } finally {
      await server.close()
      await storage.dispose()
    }
  })
})

describe('two robomatch serve processes on one Redis', () => {
  it('enforce one limit together: exactly 30 successes out of 200 split across both', async (t) => {
    if (!redis) {
      t.skip('no Redis available')
      return
    }
    const config = join(tmp, 'robomatch.config.json')
    await writeFile(config, JSON.stringify({ tiers: { starter: { requestsPerMinute: 100000, matchesPerMonth: 30 } } }))
    const storage = await openStorage(redis.url)
    const key = (await storage.keys.create('starter')).key
    await storage.dispose()
    const a = await serveProcess(['--storage', redis.url, '--config', config])
    const b = await serveProcess(['--storage', redis.url, '--config', config]).catch(async (error) => {
      await a.stop()
      throw error
    })
    try {
      const [ra, rb] = await Promise.all([race(a.url, key, 100), race(b.url, key, 100)])
      expect((ra[200] ?? 0) + (rb[200] ?? 0)).toBe(30)
      expect((ra[429] ?? 0) + (rb[429] ?? 0)).toBe(170)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})
