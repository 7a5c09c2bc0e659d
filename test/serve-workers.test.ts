/**
 * `serve --workers N` (issue 18): node:cluster workers sharing one port keep one set of
 * limits in Redis, so racing requests spread over the workers never get more than the limit.
 * Runs the built CLI (npm test builds first); skipped loudly without redis-server.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRedisServer, type DedicatedRedis } from './helpers/redis.js'
import { runCli, serveProcess, type ServeProcess } from './helpers/cli.js'

const redis = await startRedisServer()
if (!redis) console.warn('\n*** SERVE --WORKERS TESTS SKIPPED: redis-server not found on PATH (apt-get install -y redis-server). ***\n')

/** CPU ticks a process has used, or undefined without /proc. */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return undefined
  }
}

describe.skipIf(!redis)('serve --workers 2 on Redis', () => {
  let dir: string
  let server: ServeProcess
  let key: string
  const LIMIT = 40

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'robomatch-workers-'))
    const config = join(dir, 'robomatch.config.json')
    writeFileSync(config, JSON.stringify({ tiers: { starter: { requestsPerMinute: LIMIT, matchesPerMonth: 1000 } } }))
    const created = await runCli(['keys', 'create', '--tier', 'starter', '--storage', (redis as DedicatedRedis).url, '--config', config])
    expect(created.code, created.stderr).toBe(0)
    key = created.stdout.trim()
    server = await serveProcess(['--workers', '2', '--storage', (redis as DedicatedRedis).url, '--config', config, '--quiet'])
  })
  afterAll(async () => {
    await server?.stop()
    await redis?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('starts two workers on one port and grants exactly the limit to 150 racing requests', async () => {
    const deadline = Date.now() + 10_000
    while (!/2 workers \(pids (\d+), (\d+)\)/.test(server.stdout()) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 25))
    const [, first, second] = /2 workers \(pids (\d+), (\d+)\)/.exec(server.stdout()) ?? []
    expect(first, server.stdout()).toBeDefined()
    const pids = [Number(first), Number(second)]
    const before = pids.map(cpuTicks)

    const body = JSON.stringify({ category: 'warehouse', facilitySizeSqM: 8000 })
    // Each request on a connection of its own, so the primary hands them to both workers.
    const answers = await Promise.all(
      Array.from({ length: 150 }, async () => {
        const res = await fetch(`${server.url}/api/v1/match`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key, connection: 'close' },
          body,
        })
        await res.arrayBuffer()
        return { status: res.status, window: res.status === 503 ? 'unavailable' : res.headers.get('x-ratelimit-reset') }
      }),
    )
    // Grouped by the minute window each answer counted in (its X-RateLimit-Reset), so a burst
    // that crosses a minute boundary is judged per window: exactly the limit, never more.
    const windows = new Map<string | null, number[]>()
    for (const answer of answers) windows.set(answer.window, [...(windows.get(answer.window) ?? []), answer.status])
    expect(windows.has(null)).toBe(false)
    // On a loaded machine a Redis call can outlast its 500 ms timeout: that request answers 503 and
    // is charged to nothing (the designed behaviour), so it neither counts against the limit nor
    // as a refusal; a few at most, or the storage is broken.
    const unavailable = answers.filter((answer) => answer.status === 503).length
    expect(unavailable).toBeLessThanOrEqual(15)
    for (const [window, all] of windows) {
      const statuses = all.filter((status) => status !== 503)
      expect(all.every((status) => status === 200 || status === 429 || status === 503)).toBe(true)
      expect(
        statuses.filter((status) => status === 200),
        `window ending ${window}`,
      ).toHaveLength(Math.min(LIMIT, statuses.length))
      expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - Math.min(LIMIT, statuses.length))
    }

    // Both workers did work (where /proc tells): the limit held across processes, not within one.
    const after = pids.map(cpuTicks)
    if (before.every((t) => t !== undefined) && after.every((t) => t !== undefined)) {
      for (let i = 0; i < pids.length; i++) expect(after[i]!, `worker ${pids[i]} answered nothing`).toBeGreaterThan(before[i]!)
    }
  })

  it('refuses --workers with memory storage: the workers would not share limits', async () => {
    const result = await runCli(['serve', '--port', '0', '--workers', '2'])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/--workers 2 needs Redis storage/)
  })
})
