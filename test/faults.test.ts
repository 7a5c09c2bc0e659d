/**
 * Faults under traffic: Redis killed, restarted and frozen; a directory-storage server
 * SIGKILLed mid-traffic and restarted; slow and idle clients. Loopback only, bounded in
 * time: every wait has a deadline.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_TIERS, type TierTable } from '../src/engine/tiers.js'
import { openStorage } from '../src/storage/index.js'
import type { RobomatchStorage } from '../src/storage/types.js'
import { serveProcess } from './helpers/cli.js'
import { startRedisServer, type DedicatedRedis } from './helpers/redis.js'
import { startTarget, type TestTarget } from './helpers/server.js'

const TIERS: TierTable = {
  starter: { ...DEFAULT_TIERS.starter, requestsPerMinute: 1e9, matchesPerMonth: 1e9 },
  pro: { ...DEFAULT_TIERS.pro, requestsPerMinute: 1e9, matchesPerMonth: 1e9 },
}
const BODY = JSON.stringify({ category: 'warehouse', facilitySizeSqM: 8000, laborCostPerHour: 22 })

interface Outcome {
  status: number
  error?: string
  retryAfter?: string | null
  ms: number
  startedAt: number
}

async function postMatch(origin: string, key: string): Promise<Outcome> {
  const startedAt = performance.now()
  try {
    const res = await fetch(`${origin}/api/v1/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: BODY,
      signal: AbortSignal.timeout(5000),
    })
    const text = await res.text()
    let error: string | undefined
    if (res.status !== 200) error = (JSON.parse(text) as { error?: string }).error
    return { status: res.status, error, retryAfter: res.headers.get('retry-after'), ms: performance.now() - startedAt, startedAt }
  } catch (cause) {
    // A hung or dropped request is recorded as status 0, which every assertion refuses.
    return { status: 0, error: String(cause), ms: performance.now() - startedAt, startedAt }
  }
}

/** Sends matches from `workers` loops until `stop()` resolves. */
async function traffic(origin: string, key: string, workers: number, stop: Promise<void>, outcomes: Outcome[] = []): Promise<Outcome[]> {
  let done = false
  void stop.then(() => {
    done = true
  })
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!done) {
        outcomes.push(await postMatch(origin, key))
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }),
  )
  return outcomes
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Waits until `count` outcomes match `which` (or `capMs` passes): enough evidence for the
 * assertions without a fixed sleep; the assertions still fail if too few arrived.
 */
async function untilOutcomes(outcomes: Outcome[], which: (o: Outcome) => boolean, count: number, capMs: number): Promise<void> {
  const start = performance.now()
  while (outcomes.filter(which).length < count && performance.now() - start < capMs) await sleep(20)
}

/** Polls until a match answers 200; resolves with the time it took. */
async function until200(origin: string, key: string, deadlineMs: number): Promise<{ ms: number; last: Outcome }> {
  const start = performance.now()
  let last = await postMatch(origin, key)
  while (last.status !== 200 && performance.now() - start < deadlineMs) {
    await sleep(100)
    last = await postMatch(origin, key)
  }
  return { ms: performance.now() - start, last }
}

/**
 * Every request answered 503 while storage was down. Redis comes back only after the traffic has
 * stopped, so each answer came during the outage: none waited for Redis (a hang would leave too few
 * answers, or the test's timeout). The times are logged, not asserted: timing belongs to the bench.
 */
function expectUnavailable(outcomes: Outcome[], what: string): void {
  expect(outcomes.length, `${what}: requests sent`).toBeGreaterThan(5)
  for (const outcome of outcomes) {
    expect(outcome.status, `${what}: ${JSON.stringify(outcome)}`).toBe(503)
    expect(outcome.error, what).toBe('storage_unavailable')
    expect(outcome.retryAfter, what).toBe('1')
  }
}

describe('Redis outages', () => {
  let redis: DedicatedRedis | undefined
  let storage: RobomatchStorage | undefined
  let target: TestTarget | undefined
  let key = ''
  let clockSkewMs = 0

  beforeAll(async () => {
    redis = await startRedisServer()
    if (!redis) {
      console.warn('\n*** REDIS FAULT TESTS SKIPPED: redis-server not found on PATH (apt-get install -y redis-server). ***\n')
      return
    }
    storage = await openStorage(redis.url, { redisOptions: { base: redis.base } })
    // The app's clock runs ahead when a test needs the key cache (1 s) expired, instead of waiting it out.
    target = await startTarget('http', { storage, tiers: TIERS, now: () => Date.now() + clockSkewMs })
    key = (await storage.keys.create('pro')).key
  })
  afterAll(async () => {
    await target?.close()
    await storage?.dispose()
    await redis?.stop()
  })

  /** Everything under the run's prefix: what a Redis with persistence would come back with. */
  async function snapshot(): Promise<Map<string, string>> {
    const client = new Redis(redis!.url, { maxRetriesPerRequest: 1 })
    try {
      const data = new Map<string, string>()
      let cursor = '0'
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${redis!.base}:*`, 'COUNT', 500)
        cursor = next
        for (const name of keys) {
          const value = await client.get(name)
          if (value !== null) data.set(name, value)
        }
      } while (cursor !== '0')
      return data
    } finally {
      client.disconnect()
    }
  }

  async function restore(data: Map<string, string>): Promise<void> {
    const client = new Redis(redis!.url, { maxRetriesPerRequest: 1 })
    try {
      for (const [name, value] of data) await client.set(name, value)
    } finally {
      client.disconnect()
    }
  }

  it('killed during traffic: every request answers 503 storage_unavailable while Redis is gone; restarted: 200 again, same process', async (t) => {
    if (!redis || !target) return t.skip('no redis-server')
    const origin = target.origin
    for (let i = 0; i < 5; i++) expect((await postMatch(origin, key)).status).toBe(200)
    const data = await snapshot()

    let stopTraffic!: () => void
    const stopped = new Promise<void>((resolve) => (stopTraffic = resolve))
    const live: Outcome[] = []
    const running = traffic(origin, key, 4, stopped, live)
    await untilOutcomes(live, (o) => o.status === 200, 8, 2000)
    // Taken before the kill: Redis is gone before kill() resolves (it waits for the exit
    // event), so a request ending in between belongs to "during", not "before".
    const killStartedAt = performance.now()
    await redis.kill()
    const killedAt = performance.now()
    let outcomes: Outcome[]
    try {
      await untilOutcomes(live, (o) => o.startedAt >= killedAt, 12, 3000)
      stopTraffic()
      outcomes = await running
    } finally {
      stopTraffic()
      await redis.restart()
      await restore(data)
    }

    const before = outcomes.filter((o) => o.startedAt + o.ms < killStartedAt)
    const during = outcomes.filter((o) => o.startedAt < killedAt && o.startedAt + o.ms >= killStartedAt)
    const after = outcomes.filter((o) => o.startedAt >= killedAt)
    expect(before.length, 'traffic before the kill').toBeGreaterThan(0)
    for (const o of before) expect(o.status).toBe(200)
    for (const o of during) expect([200, 503], JSON.stringify(o)).toContain(o.status)
    expectUnavailable(after, 'after the kill')

    const back = await until200(origin, key, 5000)
    expect(back.last.status, JSON.stringify(back.last)).toBe(200)
    console.info(
      `redis kill: ${before.length} ok before, ${after.length} × 503 after (max ${Math.max(...after.map((o) => o.ms)).toFixed(0)} ms), 200 again ${back.ms.toFixed(0)} ms after the restart`,
    )
  })

  it('frozen (SIGSTOP): 503 while it is frozen; resumed: 200 again', async (t) => {
    if (!redis || !target) return t.skip('no redis-server')
    const origin = target.origin
    expect((await until200(origin, key, 5000)).last.status).toBe(200)
    redis.pause()
    let outcomes: Outcome[] = []
    try {
      // The key cache (1 s) expired, so key lookups time out too, not only the counters.
      clockSkewMs += 1100
      let stopTraffic!: () => void
      const stopped = new Promise<void>((resolve) => (stopTraffic = resolve))
      const live: Outcome[] = []
      const running = traffic(origin, key, 3, stopped, live)
      await untilOutcomes(live, () => true, 6, 4000)
      stopTraffic()
      outcomes = await running
    } finally {
      redis.resume()
    }
    expectUnavailable(outcomes, 'while frozen')
    const back = await until200(origin, key, 5000)
    expect(back.last.status, JSON.stringify(back.last)).toBe(200)
    console.info(
      `redis frozen: ${outcomes.length} × 503 (max ${Math.max(...outcomes.map((o) => o.ms)).toFixed(0)} ms), 200 again ${back.ms.toFixed(0)} ms after SIGCONT`,
    )
  })
})

// ---------------------------------------------------------------------------------------

/** Starts `robomatch serve` (the built CLI; see `serveProcess`) with its origin under the name this file uses. */
async function serve(args: string[]): Promise<{ origin: string; child: ChildProcess; output: () => string }> {
  const started = await serveProcess(args)
  return { origin: started.url, child: started.child, output: () => started.stdout() + started.stderr() }
}

/** The pro key a fresh memory-storage `serve` printed before its last start-up line. */
function printedProKey(started: { output: () => string }): string {
  const match = /^\s*pro\s+(rm_live_\S+)/m.exec(started.output())
  if (!match) throw new Error(`serve printed no pro key: ${started.output()}`)
  return match[1]
}

function killHard(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

describe('directory storage: SIGKILL mid-traffic', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'robomatch-faults-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('restarts on the same directory with every success before the kill counted', async () => {
    const config = join(dir, 'robomatch.config.json')
    await writeFile(config, JSON.stringify({ tiers: { pro: { requestsPerMinute: 100_000, matchesPerMonth: 100_000 } } }))
    const storageSpec = `fs:${join(dir, 'data')}`
    const storage = await openStorage(storageSpec)
    const key = (await storage.keys.create('pro')).key
    await storage.dispose()

    let child: ChildProcess | undefined
    try {
      const first = await serve(['--storage', storageSpec, '--config', config])
      child = first.child
      let successes = 0
      let failures = 0
      // Sequential matches; once 10 have succeeded (however slow a loaded machine is), the
      // kill is scheduled to land while the next ones are in flight.
      let killer: Promise<void> | undefined
      const giveUpAt = performance.now() + 15_000
      while (performance.now() < giveUpAt) {
        if (!killer && successes >= 10) killer = sleep(20).then(() => killHard(first.child))
        const outcome = await postMatch(first.origin, key)
        if (outcome.status === 200) successes++
        else if (outcome.status === 0) failures++
        else throw new Error(`unexpected answer before the kill: ${JSON.stringify(outcome)}`)
        if (failures > 0) break
      }
      await killer
      expect(successes, 'successes before the kill').toBeGreaterThan(5)
      expect(first.child.signalCode).toBe('SIGKILL')

      const second = await serve(['--storage', storageSpec, '--config', config])
      child = second.child
      const next = await postMatch(second.origin, key)
      expect(next.status, JSON.stringify(next)).toBe(200)
      const res = await fetch(`${second.origin}/api/v1/match`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: BODY,
      })
      expect(res.status).toBe(200)
      // `next` and this one are successes after the restart; every earlier success is counted.
      expect(Number(res.headers.get('x-usage-used'))).toBeGreaterThanOrEqual(successes + 2)
      console.info(
        `fs SIGKILL: ${successes} successes before the kill, X-Usage-Used ${res.headers.get('x-usage-used')} on the second success after the restart`,
      )
    } finally {
      await killHard(child)
    }
  })
})

// ---------------------------------------------------------------------------------------

describe('slow and idle clients (robomatch serve child)', () => {
  let dir: string
  let child: ChildProcess | undefined
  let origin = ''
  let port = 0
  let key = ''
  let stderr = ''
  const sockets: Socket[] = []
  // A fresh server per test: one that a slow client crashed must not fail the next test.
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'robomatch-slow-'))
    const config = join(dir, 'robomatch.config.json')
    await writeFile(config, JSON.stringify({ tiers: { pro: { requestsPerMinute: 100_000 } } }))
    stderr = ''
    const started = await serve(['--storage', 'memory', '--config', config])
    child = started.child
    origin = started.origin
    port = Number(new URL(origin).port)
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    key = printedProKey(started)
  })
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy()
    await killHard(child)
    await rm(dir, { recursive: true, force: true })
  })

  /** The server process must survive every slow client and keep answering. */
  async function expectServerUp(): Promise<void> {
    await sleep(100)
    expect(child?.exitCode ?? child?.signalCode ?? null, `robomatch serve died: ${stderr}`).toBeNull()
    const outcome = await postMatch(origin, key)
    expect(outcome.status, JSON.stringify(outcome)).toBe(200)
  }

  /** Opens a raw connection, writes `head`, and resolves with the status line of the first response. */
  function rawRequest(head: string, afterHead?: (socket: Socket) => void, timeoutMs = 3000): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' })
      sockets.push(socket)
      let received = ''
      const timer = setTimeout(() => reject(new Error(`no response within ${timeoutMs} ms (got ${JSON.stringify(received)})`)), timeoutMs)
      socket.on('error', () => {}) // the server may close while we still write: expected
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1')
        const line = received.indexOf('\r\n')
        if (line !== -1) {
          clearTimeout(timer)
          resolve(received.slice(0, line))
        }
      })
      socket.once('connect', () => {
        socket.write(head)
        afterHead?.(socket)
      })
    })
  }

  const head = (extra: string) => `POST /api/v1/match HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-API-Key: ${key}\r\n${extra}\r\n`

  it('answers 413 to a declared Content-Length over 64 KiB without waiting for the body', async () => {
    // The body never comes: a server waiting for it would leave this request hanging until the test's timeout.
    const status = await rawRequest(head('Content-Length: 100000\r\n'))
    expect(status).toMatch(/^HTTP\/1\.1 413 /)
    await expectServerUp()
  })

  it('answers 413 to a chunked upload that grows past 64 KiB, and stays up', async () => {
    const chunk = 'a'.repeat(16 * 1024)
    const status = await rawRequest(head('Transfer-Encoding: chunked\r\n'), (socket) => {
      // 6 × 16 KiB, a little at a time, never the closing chunk: the server must stop reading and answer.
      let sent = 0
      const send = () => {
        if (socket.destroyed || sent === 6) return
        socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
        sent++
        setTimeout(send, 20)
      }
      send()
    })
    expect(status).toMatch(/^HTTP\/1\.1 413 /)
    await expectServerUp()
  })

  it('keeps answering others while idle sockets and a half-sent request stay open', async () => {
    for (let i = 0; i < 20; i++) {
      const socket = connect({ port, host: '127.0.0.1' })
      socket.on('error', () => {})
      sockets.push(socket)
    }
    const partial = connect({ port, host: '127.0.0.1' })
    partial.on('error', () => {})
    sockets.push(partial)
    partial.write(head('Content-Length: 40\r\n') + '{"category":')
    await sleep(100)
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => postMatch(origin, key)))
    // Answered while the half-sent request is still open (it is destroyed only below): it blocks nobody.
    for (const outcome of outcomes) expect(outcome.status).toBe(200)
    // A client that gives up half-way is not a server error (no 500 path, no stack in the log).
    partial.destroy()
    await expectServerUp()
    expect(stderr).not.toMatch(/unexpected error|\n\s+at /)
  })
})
