/**
 * `robomatch serve` stopped like a service (issue 29): SIGTERM with 40 requests in flight
 * answers all 40, flushes the JSON log and exits 0, alone and under `--workers` (whose
 * `/metrics` adds up every worker). Runs the built CLI (npm test builds first).
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { holdRequests } from './helpers/held-requests.js'
import { startRedisServer, type DedicatedRedis } from './helpers/redis.js'
import { serveProcess, type ServeProcess } from './helpers/cli.js'

const BIN = fileURLToPath(new URL('../bin/robomatch.js', import.meta.url))
const matchBody = JSON.stringify({ category: 'warehouse', facilitySizeSqM: 8000 })

/** Sends SIGTERM and resolves to the exit code (or the signal's name). */
function terminate(server: ServeProcess): Promise<number | string> {
  const exited = new Promise<number | string>((done) => server.child.once('exit', (code, signal) => done(code ?? signal ?? -1)))
  server.child.kill('SIGTERM')
  return exited
}

/** Collects a serve's stderr and waits (bounded) until `count` lines match `pattern`. */
function watchStderr(server: ServeProcess) {
  let err = ''
  server.child.stderr!.on('data', (chunk: string) => (err += chunk))
  return async (pattern: RegExp, count = 1) => {
    // Sized for a loaded 2-core machine (a clean-clone CI run once missed 5 s).
    const deadline = Date.now() + 15_000
    const seen = () => err.split('\n').filter((line) => pattern.test(line)).length
    while (seen() < count && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10))
    expect(seen(), err).toBe(count)
  }
}

/** The JSON request lines of a serve's stdout (the start-up lines before them are plain text). */
function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('serve: graceful stop', () => {
  it('answers 40 requests in flight at SIGTERM, logs each as JSON, and exits 0', async () => {
    const server = await serveProcess(['--mock', '--no-site', '--log-format', 'json'])
    const port = Number(new URL(server.url).port)
    const held = await holdRequests(port, 40, '/api/v1/match', { 'x-api-key': 'rm_test_pro_ops' }, matchBody)
    const stderr = watchStderr(server)
    const exit = terminate(server)
    // The server has begun stopping (its line on stderr) before the bodies arrive.
    await stderr(/SIGTERM, finishing requests in flight/)
    const statuses = await held.release()
    expect(statuses).toEqual(Array(40).fill(200))
    expect(await exit).toBe(0)

    const lines = jsonLines(server.stdout()).filter((line) => line.path === '/api/v1/match')
    expect(lines).toHaveLength(40)
    for (const line of lines) {
      expect(line).toMatchObject({ level: 30, msg: 'request', method: 'POST', status: 200, key: 'rm_test_pro_…' })
      expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/)
      expect(typeof line.durationMs).toBe('number')
      expect(Date.parse(line.time as string)).not.toBeNaN()
    }
    expect(new Set(lines.map((line) => line.requestId)).size).toBe(40)
  }, 30_000)

  it('logs JSON with control characters escaped and masked secrets, and the id it sent', async () => {
    const server = await serveProcess(['--mock', '--no-site', '--log-format', 'json'])
    try {
      const res = await fetch(`${server.url}/api/v1/vendors?category=warehouse&token=secret1`, {
        headers: { 'x-api-key': 'rm_live_\u009b31mzzzzzzzz', 'x-request-id': 'client-req-1' },
      })
      expect(res.headers.get('x-request-id')).toBe('client-req-1')
      await res.arrayBuffer()
      const deadline = Date.now() + 5000
      while (!server.stdout().includes('client-req-1') && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10))
    } finally {
      await server.stop()
    }
    const raw = server.stdout()
    expect(raw).not.toMatch(/[\u007f-\u009f]/)
    expect(raw).not.toContain('secret1')
    const line = jsonLines(raw).find((entry) => entry.requestId === 'client-req-1')
    expect(line).toMatchObject({ path: '/api/v1/vendors?category=warehouse&token=…', status: 401, key: 'rm_live_\u009b31m…' })
  }, 30_000)
})

const redis = await startRedisServer()
if (!redis) console.warn('\n*** SERVE --WORKERS OPERATIONS TESTS SKIPPED: redis-server not found on PATH (apt-get install -y redis-server). ***\n')

describe.skipIf(!redis)('serve --workers 2: metrics of every worker, graceful stop', () => {
  const r = redis as DedicatedRedis
  let dir: string | undefined
  afterAll(async () => {
    await r.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('sums every worker’s requests in /metrics, and answers 40 requests in flight at SIGTERM, exit 0', async () => {
    dir = await mkdtemp(join(tmpdir(), 'robomatch-ops-workers-'))
    const config = join(dir, 'robomatch.config.json')
    writeFileSync(config, JSON.stringify({ metrics: true, tiers: { pro: { requestsPerMinute: 1000 } } }))
    const created = spawnSync(process.execPath, [BIN, 'keys', 'create', '--tier', 'pro', '--storage', r.url, '--config', config], { encoding: 'utf8' })
    expect(created.status, created.stderr).toBe(0)
    const key = created.stdout.trim()
    // A Redis operation may wait 10 s: on a loaded machine a worker busy with 20 matches had answered
    // 503 to requests in flight, its 500 ms timer firing after Redis had replied.
    const server = await serveProcess(['--workers', '2', '--storage', r.url, '--config', config, '--quiet', '--no-site'], {
      ROBOMATCH_REDIS_TIMEOUT_MS: '10000',
    })
    try {
      // Each request on a connection of its own, so the primary hands them to both workers.
      const send = (path: string) => fetch(`${server.url}${path}`, { headers: { 'x-api-key': key, connection: 'close' } })
      const answers = await Promise.all(Array.from({ length: 30 }, () => send('/api/v1/vendors?category=warehouse').then((res) => res.status)))
      expect(answers).toEqual(Array(30).fill(200))
      // A scrape the primary could not gather in time answers 503 with Retry-After (a loaded CI
      // machine can delay a worker's reply): scrape again at once, a few times, as Prometheus would.
      const scrape = async (): Promise<string> => {
        let last = ''
        for (let attempt = 0; attempt < 5; attempt++) {
          const res = await send('/metrics')
          last = `${res.status} ${await res.text()}`
          if (res.status === 200) return last.slice(4)
          expect(res.status, last).toBe(503)
        }
        throw new Error(`no 200 from /metrics in 5 scrapes: ${last.slice(0, 500)}`)
      }
      for (let round = 0; round < 4; round++) {
        const text = await scrape()
        const line = text.split('\n').find((entry) => entry.startsWith('robomatch_http_requests_total{') && entry.includes('route="listVendors"'))
        expect(line, text.slice(0, 2000)).toMatch(/status="200"\} 30$/)
      }

      const held = await holdRequests(Number(new URL(server.url).port), 40, '/api/v1/match', { 'x-api-key': key }, matchBody)
      const stderr = watchStderr(server)
      const exit = terminate(server)
      // Both workers got the signal from the primary before the bodies arrive.
      await stderr(/SIGTERM, finishing requests in flight/, 2)
      expect(await held.release()).toEqual(Array(40).fill(200))
      expect(await exit).toBe(0)
    } finally {
      await server.stop()
    }
  }, 40_000)
})
