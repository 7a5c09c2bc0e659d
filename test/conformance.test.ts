import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { H3, type H3Event } from 'h3'
import { toNodeHandler } from 'h3/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { conformanceCommand, runConformance, type CheckResult } from '../src/cli/conformance.js'
import { DEFAULT_TIERS } from '../src/engine/tiers.js'
import { createApp } from '../src/server/app.js'
import { startServer, type RunningServer } from '../src/server/listen.js'
import type { RobomatchApp } from '../src/server/types.js'

const failing = (checks: CheckResult[]) => checks.filter((check) => !check.ok)
const describeFailures = (checks: CheckResult[]) =>
  failing(checks)
    .map((check) => `FAIL ${check.name} — ${check.message}`)
    .join('\n')
const byName = (checks: CheckResult[], prefix: string): CheckResult => {
  const found = checks.find((check) => check.name.startsWith(prefix))
  if (!found) throw new Error(`no check named "${prefix}…" in: ${checks.map((c) => c.name).join(', ')}`)
  return found
}

/** Captures what a command writes on stdout and stderr. */
async function captureOutput<T>(run: () => Promise<T>): Promise<{ value: T; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk)
    return true
  })
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk)
    return true
  })
  try {
    return { value: await run(), stdout, stderr }
  } finally {
    out.mockRestore()
    err.mockRestore()
  }
}

async function listenOnFreePort(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

describe('conformance against the real server', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer({ port: 0, storage: 'memory' })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('passes every check, spending at most 10 matches', async () => {
    const { key } = await server.app.storage.keys.create('starter')
    const { key: proKey } = await server.app.storage.keys.create('pro')
    const result = await runConformance({ api: server.url, key, proKey })
    expect(failing(result.checks), describeFailures(result.checks)).toEqual([])
    expect(result.checks.length).toBeGreaterThanOrEqual(30)
    expect(result.matchesSpent).toBeGreaterThan(0)
    expect(result.matchesSpent).toBeLessThanOrEqual(10)
  })

  it('accepts --api with the /api/v1 suffix and prints PASS lines and the summary last', async () => {
    const { key } = await server.app.storage.keys.create('starter')
    const { value: code, stdout } = await captureOutput(() => conformanceCommand({ api: `${server.url}/api/v1/`, key }))
    const lines = stdout.trimEnd().split('\n')
    expect(
      lines.filter((line) => line.startsWith('FAIL')),
      stdout,
    ).toEqual([])
    expect(code).toBe(0)
    expect(lines.at(-1)).toMatch(/^\d+ passed, 0 failed$/)
    expect(lines.at(-2)).toMatch(/^spent \d+ matches of the monthly quota$/)
    // The preflight answers its three questions first, one line each.
    expect(lines[0]).toMatch(/^robomatch API: yes \(OpenAPI 3\.1\.\d+ at http:\/\/127\.0\.0\.1:\d+\/api\/v1\/openapi\.json\)$/)
    expect(lines[1]).toBe('key: accepted (starter tier)')
    expect(lines[2]).toMatch(/^PASS openapi/)
  })
})

describe('conformance --exhaust-rate-limit', () => {
  it('checks the 429 answer against a 5-per-minute starter tier', async () => {
    const tiers = { ...DEFAULT_TIERS, starter: { ...DEFAULT_TIERS.starter, requestsPerMinute: 5 } }
    // Held mid-minute: the limit's windows are clock minutes, and a run straddling one's end would reset it.
    const server = await startServer({ port: 0, storage: 'memory', tiers, now: () => Date.UTC(2026, 10, 26, 12, 0, 30) })
    try {
      const { key } = await server.app.storage.keys.create('starter')
      const result = await runConformance({ api: server.url, key, exhaustRateLimit: true })
      const check = byName(result.checks, 'rate limit:')
      expect(check.ok, check.message).toBe(true)
      expect(result.checks.at(-1)).toBe(check)
    } finally {
      await server.close()
    }
  })
})

/**
 * A deliberately wrong server: a real robomatch app behind an h3 proxy that accepts unknown
 * fields, returns 6 vendors to starter keys, drops X-Usage-Remaining and leaks a stack on 404s.
 */
function wrongApp(real: RobomatchApp): H3 {
  const app = new H3()
  app.all('/**', async (event: H3Event) => {
    const url = new URL(event.req.url)
    const method = event.req.method
    let body = method === 'GET' || method === 'HEAD' ? undefined : await event.req.text()
    if (url.pathname === '/api/v1/match' && body) {
      try {
        const parsed = JSON.parse(body) as Record<string, unknown>
        delete parsed.floorArea
        body = JSON.stringify(parsed)
      } catch {
        // invalid JSON is passed on as is
      }
    }
    const headers = new Headers()
    for (const name of ['content-type', 'x-api-key', 'authorization']) {
      const value = event.req.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    const response = await real.fetch(new Request(url, { method, headers, body }))
    if (url.pathname === '/api/v1/match' && response.status === 200) {
      const json = (await response.json()) as { vendorMatches: { rank: number }[] }
      while (json.vendorMatches.length < 6) json.vendorMatches.push({ ...json.vendorMatches[0], rank: json.vendorMatches.length + 1 })
      const out = new Headers(response.headers)
      out.delete('x-usage-remaining')
      out.delete('content-length')
      return new Response(JSON.stringify(json), { status: 200, headers: out })
    }
    if (response.status === 404 && url.pathname.startsWith('/api/v1/')) {
      return Response.json({ error: 'not_found', message: 'Error: no route\n    at Router.handle (/srv/app/server.js:42:13)' }, { status: 404 })
    }
    return response
  })
  return app
}

describe('conformance against a wrong server', () => {
  let real: RobomatchApp
  let server: Server
  let url: string

  beforeAll(async () => {
    real = await createApp({ storage: 'memory' })
    server = createServer(toNodeHandler(wrongApp(real)))
    url = await listenOnFreePort(server)
  })
  afterAll(async () => {
    await closeServer(server)
    await real.close()
  })

  it('fails the broken rules with reasons naming them', async () => {
    const { key } = await real.storage.keys.create('starter')
    const { checks } = await runConformance({ api: url, key })
    const reason = (prefix: string) => {
      const check = byName(checks, prefix)
      expect(check.ok, `${prefix} should fail`).toBe(false)
      return check.message ?? ''
    }
    expect(reason('match: warehouse')).toMatch(/vendorMatches has 6 entries, more than the starter tier's maxVendors 3/)
    expect(reason('headers: match 200')).toMatch(/missing X-Usage-Remaining/)
    expect(reason('errors: unknown field')).toMatch(/unknown field \(floorArea\) must be a 400 validation_error: expected HTTP 400 .* got HTTP 200/)
    expect(reason('errors: unknown path')).toMatch(/must not leak stack traces/)
    expect(byName(checks, 'openapi: reachable').ok).toBe(true)
    expect(byName(checks, 'errors: invalid JSON').ok).toBe(true)
    for (const check of checks) expect(check.message ?? '').not.toMatch(/\n/)
  })

  it('exits 1, prints only JSON on stdout with --json and writes a JUnit report', async () => {
    const { key } = await real.storage.keys.create('starter')
    const dir = await mkdtemp(join(tmpdir(), 'robomatch-conformance-'))
    try {
      const junit = join(dir, 'reports', 'conformance.xml')
      const { value: code, stdout, stderr } = await captureOutput(() => conformanceCommand({ api: url, key, json: true, junit }))
      expect(code).toBe(1)
      const parsed = JSON.parse(stdout) as { checks: CheckResult[]; summary: { passed: number; failed: number; matchesSpent: number } }
      expect(parsed.summary.failed).toBe(failing(parsed.checks).length)
      expect(parsed.summary.failed).toBeGreaterThanOrEqual(4)
      expect(parsed.summary.passed + parsed.summary.failed).toBe(parsed.checks.length)
      expect(stderr.trimEnd().split('\n').at(-1)).toBe(`${parsed.summary.passed} passed, ${parsed.summary.failed} failed`)
      expect(stderr).toMatch(/^FAIL errors: unknown path → 404 ApiError — /m)
      const xml = await readFile(junit, 'utf8')
      expect(xml).toMatch(/^<\?xml version="1.0"/)
      expect(xml).toContain(`failures="${parsed.summary.failed}"`)
      expect(xml).toContain('<failure message="')
      expect(xml).toContain('&quot;') // reasons quote the bodies: escaped, so the XML stays well-formed
      expect(xml).not.toMatch(/<failure message="[^"]*[<>][^"]*"/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('conformance edge cases', () => {
  it('fails cleanly with "cannot reach" when nothing listens', async () => {
    const server = createServer()
    const url = await listenOnFreePort(server)
    await closeServer(server)
    const { checks, matchesSpent } = await runConformance({ api: url, key: 'rm_live_x' })
    expect(checks).toHaveLength(1)
    expect(checks[0].ok).toBe(false)
    expect(checks[0].message).toMatch(/^cannot reach http:\/\/127\.0\.0\.1:\d+\/api\/v1\/openapi\.json: ECONNREFUSED/)
    expect(matchesSpent).toBe(0)
    const { value: code, stdout } = await captureOutput(() => conformanceCommand({ api: url, key: 'rm_live_x' }))
    expect(code).toBe(1)
    expect(stdout).not.toMatch(/\bat .*:\d+:\d+/)
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('0 passed, 1 failed')
  })

  it('exits 2 on an unparseable --api URL', async () => {
    const { value: code, stderr, stdout } = await captureOutput(() => conformanceCommand({ api: 'not a url', key: 'k' }))
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/--api must be an http\(s\) URL/)
  })
})
