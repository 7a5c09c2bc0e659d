/**
 * Running robomatch as a service (issue 29), against a real Node server in this process:
 * `/healthz`, `/readyz` (also while a Redis it uses is frozen or gone, recovering by itself),
 * Prometheus metrics (`--metrics`), request ids, and draining requests in flight on close.
 * The CLI-level checks (SIGTERM, JSON logs, start-up, --workers) are in operations-serve.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mergeTierOverrides } from '../src/core/tier-overrides.js'
import { escapeControlCharacters } from '../src/server/json-log.js'
import { startServer, type RunningServer } from '../src/server/listen.js'
import { openMemoryStorage } from '../src/storage/memory-storage.js'
import type { RobomatchStorage } from '../src/storage/types.js'
import { holdRequests } from './helpers/held-requests.js'
import { freePort } from './helpers/ports.js'
import { startRedisServer, type DedicatedRedis } from './helpers/redis.js'

const matchBody = JSON.stringify({ category: 'warehouse', facilitySizeSqM: 8000 })
const servers: RunningServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** A clock held in the middle of a minute, for the tests that fill a minute's limit. */
const MID_MINUTE = () => Date.UTC(2026, 10, 26, 12, 0, 30)

async function start(options: Parameters<typeof startServer>[0] = {}): Promise<RunningServer> {
  const server = await startServer({ port: 0, storage: 'memory', site: false, ...options })
  servers.push(server)
  return server
}

const get = (server: RunningServer, path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' })
const match = (server: RunningServer, key: string) =>
  fetch(`${server.url}/api/v1/match`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: matchBody })

/** The value of one sample in Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    if (Object.entries(labels).every(([label, value]) => line.includes(`${label}="${value}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return 0
}

describe('health and readiness', () => {
  it('answers /healthz and /readyz without a key, outside /api/v1, HEAD too; other methods 405', async () => {
    const server = await start()
    const health = await get(server, '/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await get(server, '/readyz?probe=1')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
    expect((await fetch(`${server.url}/readyz`, { method: 'HEAD' })).status).toBe(200)
    const post = await fetch(`${server.url}/healthz`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })

  it('answers /healthz at once and holds other requests until the app is built (no 503 while starting)', async () => {
    const storage = openMemoryStorage()
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    // The app is built once storage hands over its link secrets: held here until the test says.
    const gated: RobomatchStorage = { ...storage, linkSecretRing: () => gate.then(() => storage.linkSecretRing()) }
    const port = await freePort()
    const starting = startServer({ port, storage: gated, site: false })
    const url = `http://127.0.0.1:${port}`
    const deadline = performance.now() + 5000
    let health: Response | undefined
    while (!health && performance.now() < deadline) health = await fetch(`${url}/healthz`).catch(() => undefined)
    expect(health?.status).toBe(200)
    const ready = await fetch(`${url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'starting' })
    const spec = fetch(`${url}/api/v1/openapi.json`)
    open()
    const server = await starting
    servers.push(server)
    expect((await spec).status).toBe(200)
    expect((await fetch(`${url}/readyz`)).status).toBe(200)
  })

  it('drains: no new connection once a drain begins, every request in flight answered', async () => {
    const server = await start({ mock: true })
    const port = new URL(server.url).port
    const held = await holdRequests(Number(port), 5, '/api/v1/match', { 'x-api-key': 'rm_test_pro_ops' }, matchBody)
    const drained = server.drain()
    // The drained server accepts no new connection; a request already in flight is answered.
    await expect(fetch(`${server.url}/readyz`)).rejects.toThrow('fetch failed')
    expect(await held.release()).toEqual([200, 200, 200, 200, 200])
    await drained
  })
})

describe('metrics', () => {
  it('is a 404 unless turned on', async () => {
    const server = await start()
    expect((await get(server, '/metrics')).status).toBe(404)
  })

  it('counts requests by route and status, latency, rate / quota rejections and clicks; never a key', async () => {
    // A clock held mid-minute: the limit's windows are clock minutes, and a run straddling one's end would reset it.
    const server = await start({ metrics: true, now: MID_MINUTE, tiers: mergeTierOverrides({ starter: { requestsPerMinute: 2, matchesPerMonth: 1 } }) })
    const { key: quotaKey } = await server.app.storage.keys.create('starter')
    const { key: rateKey } = await server.app.storage.keys.create('starter')
    const first = await match(server, quotaKey)
    expect(first.status).toBe(200)
    const { vendorMatches: vendors } = (await first.json()) as { vendorMatches: { clickUrl: string }[] }
    expect((await match(server, quotaKey)).status).toBe(429)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await get(server, '/api/v1/vendors?category=warehouse', { 'x-api-key': rateKey })).status)
    expect(statuses).toEqual([200, 200, 429])
    expect((await get(server, new URL(vendors[0].clickUrl).pathname + new URL(vendors[0].clickUrl).search)).status).toBe(302)
    expect((await get(server, '/api/v1/nope')).status).toBe(404)

    const res = await get(server, '/metrics')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await res.text()
    expect(sample(text, 'robomatch_http_requests_total', { route: 'createMatch', method: 'POST', status: '200' })).toBe(1)
    expect(sample(text, 'robomatch_http_requests_total', { route: 'createMatch', method: 'POST', status: '429' })).toBe(1)
    expect(sample(text, 'robomatch_http_requests_total', { route: 'listVendors', method: 'GET', status: '429' })).toBe(1)
    expect(sample(text, 'robomatch_http_requests_total', { route: 'followClickLink', method: 'GET', status: '302' })).toBe(1)
    expect(sample(text, 'robomatch_http_requests_total', { route: '/**', status: '404' })).toBe(1)
    expect(sample(text, 'robomatch_http_request_duration_seconds_count', { route: 'listVendors', method: 'GET' })).toBe(3)
    expect(sample(text, 'robomatch_limit_rejections_total', { reason: 'rate' })).toBe(1)
    expect(sample(text, 'robomatch_limit_rejections_total', { reason: 'quota' })).toBe(1)
    expect(sample(text, 'robomatch_limit_rejections_total', { reason: 'abuse' })).toBe(0)
    expect(sample(text, 'robomatch_clicks_total')).toBe(1)
    expect(sample(text, 'robomatch_storage_errors_total', { kind: 'timeout' })).toBe(0)
    expect(text).toMatch(/^process_cpu_user_seconds_total /m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
    // No key, no key prefix, no request path with a value in any label.
    expect(text).not.toMatch(/rm_live_|rm_test_|category=/)
    expect(text).not.toContain(quotaKey.slice(8, 12))
  })

  it('counts the abuse guard’s refusals apart from rate limits', async () => {
    const server = await start({ metrics: true, now: MID_MINUTE, tiers: mergeTierOverrides({ starter: { requestsPerMinute: 1 } }) })
    const statuses: number[] = []
    // 10 × 1 failed requests are allowed a minute from one address; then the guard answers 429.
    for (let i = 0; i < 12; i++) statuses.push((await get(server, '/api/v1/vendors?category=warehouse', { 'x-api-key': 'rm_live_wrong' })).status)
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    const text = await (await get(server, '/metrics')).text()
    expect(sample(text, 'robomatch_limit_rejections_total', { reason: 'abuse' })).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'robomatch_limit_rejections_total', { reason: 'rate' })).toBe(0)
  })

  it('needs the bearer token when one is set', async () => {
    const server = await start({ metrics: { token: 'scrape-secret-1' } })
    expect((await get(server, '/metrics')).status).toBe(401)
    expect((await get(server, '/metrics', { authorization: 'Bearer wrong' })).status).toBe(401)
    const ok = await get(server, '/metrics', { authorization: 'Bearer scrape-secret-1' })
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('robomatch_http_requests_total')
  })
})

describe('request ids', () => {
  it('sends X-Request-Id on every answer, keeping a valid incoming one', async () => {
    const server = await start({ requestIds: true })
    const fresh = await get(server, '/api/v1/vendors?category=warehouse')
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect((await get(server, '/healthz', { 'x-request-id': 'lb-7f3a.42' })).headers.get('x-request-id')).toBe('lb-7f3a.42')
    const invalid = await get(server, '/healthz', { 'x-request-id': 'bad id with spaces' })
    expect(invalid.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect((await get(server, '/healthz', { 'x-request-id': 'x'.repeat(129) })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('are not sent unless asked for (the human log has no ids)', async () => {
    const server = await start()
    expect((await get(server, '/healthz')).headers.get('x-request-id')).toBeNull()
  })
})

describe('JSON log escaping', () => {
  it('escapes what JSON leaves raw (DEL, C1 controls, line separators) and parses back to the value', () => {
    const value = 'a\u007fb\u009b31mc\u2028d'
    const line = escapeControlCharacters(JSON.stringify({ key: value }))
    expect(line).toBe('{"key":"a\\u007fb\\u009b31mc\\u2028d"}')
    expect(line).not.toMatch(/[\u007f-\u009f\u2028\u2029]/)
    expect(JSON.parse(line)).toEqual({ key: value })
  })
})

const redis = await startRedisServer()
if (!redis) console.warn('\n*** READINESS-ON-REDIS TESTS SKIPPED: redis-server not found on PATH (apt-get install -y redis-server). ***\n')

describe.skipIf(!redis)('readiness on Redis', () => {
  const r = redis as DedicatedRedis
  afterAll(() => r.stop())
  beforeAll(() => r.resume())

  /** Polls `/readyz` until it answers `status` (bounded: fails past the deadline). */
  async function readyzBecomes(server: RunningServer, status: number, withinMs = 5000): Promise<number> {
    const began = performance.now()
    for (;;) {
      const res = await fetch(`${server.url}/readyz`)
      await res.arrayBuffer()
      if (res.status === status) return performance.now() - began
      if (performance.now() - began > withinMs) throw new Error(`/readyz still ${res.status} after ${withinMs} ms (waiting for ${status})`)
      await new Promise((done) => setTimeout(done, 50))
    }
  }

  it('is 503 while Redis is frozen or gone, and ready again by itself; /healthz stays 200', async () => {
    const server = await start({ storage: r.url, metrics: true })
    const { key } = await server.app.storage.keys.create('pro')
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)

    r.pause() // SIGSTOP: connections stay open, nothing answers
    try {
      const noticed = await readyzBecomes(server, 503)
      expect(noticed).toBeLessThan(2500)
      const body = await (await fetch(`${server.url}/readyz`)).json()
      expect(body).toEqual({ status: 'not_ready', reason: 'storage' })
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      expect((await match(server, key)).status).toBe(503)
    } finally {
      r.resume()
    }
    await readyzBecomes(server, 200)
    expect((await match(server, key)).status).toBe(200)
    const text = await (await get(server, '/metrics')).text()
    expect(
      sample(text, 'robomatch_storage_errors_total', { kind: 'timeout' }) + sample(text, 'robomatch_storage_errors_total', { kind: 'error' }),
    ).toBeGreaterThanOrEqual(1)

    await r.kill()
    await readyzBecomes(server, 503)
    await r.restart()
    await readyzBecomes(server, 200, 8000)
  }, 30_000)
})
