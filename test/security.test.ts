/**
 * Security properties: `/out` is no open redirect, API keys never reach logs or listings,
 * no response carries a stack frame or a file path, and the shipped dependencies have no
 * known high-severity advisory.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadDefaultCatalogs } from '../src/catalogs/load.js'
import type { Catalogs } from '../src/engine/types.js'
import { postJson, startTarget, type TestTarget, type Transport } from './helpers/server.js'

const ROOT = process.cwd()
/** This repository (package.json, package-lock.json). */
const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url))
/** Stack frames and file paths: never in a response body. */
const LEAKS = [
  /\\n\s+at \S/,
  /\bat \S+ \((?:file:\/\/|\/|node:)/,
  /\/[\w./-]+\.(?:ts|js|mjs|cjs):\d+/,
  /node_modules/,
  new RegExp(ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
]

function expectNoLeak(text: string, where: string): void {
  for (const leak of LEAKS) expect(leak.test(text), `${leak} in ${where}: ${text.slice(0, 300)}`).toBe(false)
}

async function expectApiError404(res: Response, where: string): Promise<void> {
  const text = await res.text()
  expect(res.status, `${where} → ${res.status} ${res.headers.get('location') ?? ''} ${text.slice(0, 200)}`).toBe(404)
  expect(res.headers.get('location'), where).toBeNull()
  const body = JSON.parse(text) as { error?: unknown; message?: unknown }
  expect(body.error, where).toBe('not_found')
  expect(typeof body.message, where).toBe('string')
  expectNoLeak(text, where)
}

let catalogs: Catalogs
beforeAll(async () => {
  catalogs = await loadDefaultCatalogs()
})

function catalogHostOf(vendorId: string): string {
  for (const vendors of Object.values(catalogs.vendors)) {
    const vendor = vendors.find((v) => v.id === vendorId)
    if (vendor) return new URL(vendor.website).host
  }
  throw new Error(`no vendor ${vendorId} in the catalogs`)
}

describe.each<Transport>(['fetch', 'http'])('/out over %s: never an open redirect', (transport) => {
  let target: TestTarget
  let key: string
  /** Two real click links of one warehouse match, parsed. */
  let a: URL
  let b: URL
  beforeAll(async () => {
    target = await startTarget(transport, { storage: 'memory' })
    key = (await target.app.storage.keys.create('pro')).key
    const res = await postJson(target, '/api/v1/match', { category: 'warehouse', facilitySizeSqM: 8000 }, { 'x-api-key': key })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { vendorMatches: { vendorId: string; clickUrl: string }[] }
    expect(body.vendorMatches.length).toBeGreaterThanOrEqual(2)
    a = new URL(body.vendorMatches[0].clickUrl)
    b = new URL(body.vendorMatches[1].clickUrl)
  })
  afterAll(() => target.close())

  /** `/out` with the link's parameters, some replaced (undefined: removed). */
  const out = (link: URL, changes: Record<string, string | undefined> = {}, raw = ''): string => {
    const params = new URLSearchParams(link.search)
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(name)
      else params.set(name, value)
    }
    return `/out?${params.toString()}${raw}`
  }

  const sigOf = (link: URL) => link.searchParams.get('sig')!
  const vendorOf = (link: URL) => link.searchParams.get('v')!
  const listOf = (link: URL) => link.searchParams.get('l')!
  /** A warehouse vendor of the catalog this answer did not list. */
  const unlisted = () => catalogs.vendors.warehouse.map((vendor) => vendor.id).find((id) => !listOf(a).split(',').includes(id))!

  it('a real clickUrl answers 302 to the vendor catalog website host, with the UTM parameters', async () => {
    const res = await target.request(`${a.pathname}${a.search}`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location')!)
    expect(location.protocol).toBe('https:')
    expect(location.host).toBe(catalogHostOf(a.searchParams.get('v')!))
    expect(location.searchParams.get('utm_source')).toBe('robomatch')
    expect(location.searchParams.get('utm_medium')).toBe('api')
    expect(location.searchParams.get('utm_campaign')).toBe('warehouse')
  })

  /**
   * Swaps the first Latin letter that has a Cyrillic twin (a, e, o, c, p, x, y), so the
   * look-alike case works whatever vendor ranks first; throws if the id has none.
   */
  const lookAlike = (id: string): string => {
    const twins: Record<string, string> = { a: 'а', e: 'е', o: 'о', c: 'с', p: 'р', x: 'х', y: 'у' }
    const swapped = id.replace(/[aeocpxy]/, (ch) => twins[ch] ?? ch)
    if (swapped === id) throw new Error(`no look-alike letter in vendor id ${id}`)
    return swapped
  }

  it('answers 404 ApiError to every hostile variation', async () => {
    const hostile: [string, string][] = [
      ['vendor outside the answer, signature kept', out(a, { v: unlisted() })],
      ['vendor outside the answer added to the list', out(a, { v: unlisted(), l: `${listOf(a)},${unlisted()}` })],
      ['list cut to the clicked vendor', out(a, { l: vendorOf(a) })],
      ['list reordered', out(a, { l: listOf(a).split(',').reverse().join(',') })],
      ['missing l', out(a, { l: undefined })],
      ['valid signature, changed campaign', out(a, { utm_campaign: 'cleaning' })],
      ['valid signature, campaign of no category', out(a, { utm_campaign: 'evil' })],
      ['valid signature, changed match id', out(a, { m: 'x' })],
      ['v=//evil.com', out(a, { v: '//evil.com' })],
      ['v=https://evil.com', out(a, { v: 'https://evil.com' })],
      ['v=%2F%2Fevil.com (encoded)', `/out?v=%2F%2Fevil.com&m=x&utm_campaign=warehouse&sig=${sigOf(a)}`],
      ['v=%252F%252Fevil.com (double encoded)', `/out?v=%252F%252Fevil.com&m=x&utm_campaign=warehouse&sig=${sigOf(a)}`],
      ['v=\\\\evil.com', out(a, { v: '\\\\evil.com' })],
      ['v=/\\evil.com', out(a, { v: '/\\evil.com' })],
      ['unicode look-alike vendor id', out(a, { v: lookAlike(vendorOf(a)) })],
      ['unicode full-width host', out(a, { v: 'ｅｖｉｌ.com' })],
      ['vendor id with a trailing NUL', `${out(a, { v: undefined })}&v=${encodeURIComponent(vendorOf(a))}%00`],
      ['missing v', out(a, { v: undefined })],
      ['missing m', out(a, { m: undefined })],
      ['missing utm_campaign', out(a, { utm_campaign: undefined })],
      ['missing sig', out(a, { sig: undefined })],
      ['empty sig', out(a, { sig: '' })],
      ['truncated sig', out(a, { sig: sigOf(a).slice(0, -1) })],
      ['sig with a character more', out(a, { sig: `${sigOf(a)}A` })],
      ['sig in another case', out(a, { sig: sigOf(a).toUpperCase() === sigOf(a) ? sigOf(a).toLowerCase() : sigOf(a).toUpperCase() })],
      ['no parameters', '/out'],
      ['array params v=evil&v=a', `/out?v=evil&${out(a).slice('/out?'.length)}`],
      ['array params v=a&v=b', out(a, {}, `&v=${encodeURIComponent(vendorOf(b))}`)],
      ['array params sig twice', out(a, {}, `&sig=${sigOf(b)}`)],
      ['array params utm_campaign twice', out(a, {}, '&utm_campaign=cleaning')],
      ['bracket array v[]=a', `/out?v[]=${encodeURIComponent(vendorOf(a))}&m=${a.searchParams.get('m')}&utm_campaign=warehouse&sig=${sigOf(a)}`],
    ]
    // Every variation is tried; the failure lists all that did not answer 404.
    const failures: string[] = []
    for (const [what, path] of hostile) {
      try {
        await expectApiError404(await target.request(path, { redirect: 'manual' }), `${what}: ${path}`)
      } catch (error) {
        failures.push(error instanceof Error ? error.message.split('\n')[0] : String(error))
      }
    }
    expect(failures).toEqual([])
  })

  it('one signature covers the answer: a link turned to another listed vendor is exactly that vendor’s own link', async () => {
    expect(sigOf(a)).toBe(sigOf(b))
    const turned = new URL(a)
    turned.searchParams.set('v', b.searchParams.get('v')!)
    expect(Object.fromEntries(turned.searchParams)).toEqual(Object.fromEntries(b.searchParams))
  })

  it('never answers a redirect outside the catalog, whatever the path spelling', async () => {
    const link = `${a.search}`
    const catalogHosts = new Set(
      Object.values(catalogs.vendors)
        .flat()
        .map((v) => new URL(v.website).host),
    )
    const spellings = [
      `/out/${link}`,
      `/OUT${link}`,
      `/out;evil.com${link}`,
      `/out%2F%2Fevil.com${link}`,
      `/out${link}&redirect=https://evil.com&url=//evil.com`,
    ]
    for (const path of spellings) {
      const res = await target.request(path, { redirect: 'manual' })
      await res.arrayBuffer()
      expect(res.status, path).toBeLessThan(500)
      const location = res.headers.get('location')
      if (location !== null) {
        expect(res.status, path).toBe(302)
        expect(catalogHosts.has(new URL(location).host), `${path} → ${location}`).toBe(true)
      }
    }
  })
})

// ---------------------------------------------------------------------------------------

describe('API keys never reach logs or listings', () => {
  let dir: string
  let storageSpec: string
  const keys: string[] = []
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'robomatch-security-'))
    storageSpec = `fs:${join(dir, 'data')}`
    for (const tier of ['starter', 'pro']) {
      const created = spawnSync(process.execPath, ['bin/robomatch.js', 'keys', 'create', '--tier', tier, '--storage', storageSpec], { encoding: 'utf8' })
      expect(created.status, created.stderr).toBe(0)
      const key = created.stdout.trim()
      expect(key).toMatch(/^rm_live_[A-Za-z0-9_-]{32}$/)
      expect(created.stderr).not.toContain(key)
      keys.push(key)
    }
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  /** A key leaks if any part of it past the shown prefix appears. */
  function expectNoKey(text: string, where: string, presented: string[] = keys): void {
    for (const key of presented) {
      expect(text.includes(key), `${where} contains a full key`).toBe(false)
      const secret = key.slice('rm_live_'.length + 4)
      if (secret.length >= 8) expect(text.includes(secret.slice(0, 8)), `${where} contains part of a key beyond its prefix`).toBe(false)
    }
  }

  it('`keys list` (table and --json) shows prefixes only', () => {
    for (const args of [[], ['--json']]) {
      const listed = spawnSync(process.execPath, ['bin/robomatch.js', 'keys', 'list', '--storage', storageSpec, ...args], { encoding: 'utf8' })
      expect(listed.status, listed.stderr).toBe(0)
      expect(listed.stdout).toContain(keys[0].slice(0, 12))
      expectNoKey(listed.stdout + listed.stderr, `keys list ${args.join(' ')}`)
    }
  })

  it('a serve process logs no key while keyed requests succeed and fail', async () => {
    const presented = [...keys, 'rm_live_WrongKeyWrongKeyWrongKeyWrong', `rm_test_pro_${'z'.repeat(24)}`]
    const child: ChildProcess = spawn(process.execPath, ['bin/robomatch.js', 'serve', '--port', '0', '--storage', storageSpec], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`serve did not start: ${log}`)), 15_000)
        const poll = setInterval(() => {
          const match = /listening on (http:\/\/[^/\s]+)\/api\/v1/.exec(log)
          if (match) {
            clearInterval(poll)
            clearTimeout(timer)
            resolve(match[1])
          }
        }, 20)
        child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${log}`)))
      })
      for (const key of presented) {
        const headerSets: Record<string, string>[] = [{ 'x-api-key': key }, { authorization: `Bearer ${key}` }]
        for (const auth of headerSets) {
          const requests: [string, RequestInit][] = [
            [
              '/api/v1/match',
              { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"category":"cleaning","floorAreaSqM":3000}' },
            ],
            ['/api/v1/match', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"category":"cleaning","floorArea":3000}' }],
            ['/api/v1/match', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"category":' }],
            ['/api/v1/match', { method: 'POST', headers: { ...auth, 'content-type': 'text/plain' }, body: 'x' }],
            ['/api/v1/match', { method: 'PUT', headers: auth }],
            ['/api/v1/vendors?category=warehouse', { headers: auth }],
            ['/api/v1/vendors?category=nope', { headers: auth }],
            ['/api/v1/home/match', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"pets":true}' }],
            [`/api/v1/nope?key=${key}`, { headers: auth }],
          ]
          for (const [path, init] of requests) {
            const res = await fetch(`${origin}${path}`, init)
            const text = await res.text()
            expectNoLeak(text, `${init.method ?? 'GET'} ${path}`)
            expectNoKey(text, `response to ${path}`, presented)
          }
        }
      }
      // A client that gives up mid-body.
      await fetch(`${origin}/api/v1/match`, {
        method: 'POST',
        headers: { 'x-api-key': keys[0], 'content-type': 'application/json' },
        body: '{"category":"warehouse"}',
        signal: AbortSignal.timeout(1),
      }).catch(() => {})
      await new Promise((resolve) => setTimeout(resolve, 200))
      expectNoKey(log, 'serve stdout/stderr', presented)
    } finally {
      child.kill('SIGKILL')
    }
  }, 30_000)

  it('in-process: nothing written to the console or stdout/stderr carries a key', async () => {
    const written: string[] = []
    const capture = (...args: unknown[]) => {
      written.push(args.map((arg) => (arg instanceof Error ? `${arg.stack}` : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '))
    }
    const spies = [
      vi.spyOn(console, 'log').mockImplementation(capture),
      vi.spyOn(console, 'info').mockImplementation(capture),
      vi.spyOn(console, 'warn').mockImplementation(capture),
      vi.spyOn(console, 'error').mockImplementation(capture),
      vi.spyOn(console, 'debug').mockImplementation(capture),
    ]
    const target = await startTarget('fetch', { storage: 'memory' })
    try {
      const key = (await target.app.storage.keys.create('starter')).key
      const authSets: Record<string, string>[] = [{ 'x-api-key': key }, { authorization: `Bearer ${key}` }, { 'x-api-key': `${key}x` }]
      for (const auth of authSets) {
        for (const body of ['{"category":"warehouse"}', '{"category":"warehouse","x":1}', '{', '[]']) {
          const res = await postJson(target, '/api/v1/match', body, auth)
          const text = await res.text()
          expectNoLeak(text, `POST /match ${body}`)
        }
        // Starter: 30 per minute, so the loop also meets 429s.
        for (let i = 0; i < 30; i++) await (await target.request('/api/v1/vendors?category=cleaning', { headers: auth })).arrayBuffer()
      }
      expectNoKey(written.join('\n'), 'console output', [key, `${key}x`])
    } finally {
      for (const spy of spies) spy.mockRestore()
      await target.close()
    }
  })
})

// ---------------------------------------------------------------------------------------

describe('no stack traces or file paths in any response', () => {
  it.each<Transport>(['fetch', 'http'])('every error kind over %s', async (transport) => {
    const target = await startTarget(transport, { storage: 'memory' })
    try {
      const key = (await target.app.storage.keys.create('starter')).key
      const auth = { 'x-api-key': key }
      const cases: [string, RequestInit][] = [
        ['/api/v1/match', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"category":"warehouse"}' }],
        ['/api/v1/match', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"category":"warehouse",' }],
        ['/api/v1/match', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '[['.repeat(40_000) }],
        [
          '/api/v1/match',
          { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"category":"warehouse","__proto__":{"x":1},"constructor":1}' },
        ],
        ['/api/v1/match', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: `{"x":"${'a'.repeat(70_000)}"}` }],
        ['/api/v1/match', { method: 'POST', headers: { ...auth, 'content-type': 'text/plain' }, body: '{}' }],
        ['/api/v1/match', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
        ['/api/v1/match', { method: 'DELETE', headers: auth }],
        ['/api/v1/vendors?category[]=x&category=y', { headers: auth }],
        ['/api/v1/home/products?locale=%E0%A4%A', { headers: auth }],
        ['/api/v1/%E0%A4%A', { headers: auth }],
        ['/nope', {}],
        ['/out?v=x', {}],
      ]
      for (const [path, init] of cases) {
        const res = await target.request(path, init)
        const text = await res.text()
        expect(res.status, `${path} → ${text.slice(0, 200)}`).toBeLessThan(500)
        expectNoLeak(text, `${init.method ?? 'GET'} ${path}`)
      }
    } finally {
      await target.close()
    }
  })
})

// ---------------------------------------------------------------------------------------

describe('shipped dependencies', () => {
  // `npm audit` needs the registry, so it runs in CI (scripts/audit.mjs from .ci/run), not here.
  // Offline, the lockfile pins every shipped package to a version and its tarball's hash.
  it('every shipped dependency is locked to a version with a sha512 integrity hash, from the npm registry', async () => {
    const lock = JSON.parse(await readFile(join(ROOT_DIR, 'package-lock.json'), 'utf8')) as {
      packages: Record<
        string,
        { version?: string; resolved?: string; integrity?: string; dev?: boolean; optional?: boolean; peer?: boolean; link?: boolean; inBundle?: boolean }
      >
    }
    const shipped = Object.entries(lock.packages).filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.link && !entry.inBundle) // a bundled package comes inside its parent's hashed tarball
    expect(shipped.length).toBeGreaterThan(20)
    // This lockfile omits `resolved` (npm's omit-lockfile-registry-resolved); where present it is the registry.
    const loose = shipped.filter(
      ([, entry]) =>
        !entry.version ||
        !(entry.integrity ?? '').startsWith('sha512-') ||
        (entry.resolved !== undefined && !entry.resolved.startsWith('https://registry.npmjs.org/')),
    )
    expect(loose.map(([path]) => path)).toEqual([])
    // Optional peers stay out of a consumer's install unless chosen (storage: redis://, billing).
    const manifest = JSON.parse(await readFile(join(ROOT_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    expect(Object.keys(manifest.dependencies)).not.toEqual(expect.arrayContaining(['ioredis']))
    expect(Object.keys(manifest.dependencies)).not.toEqual(expect.arrayContaining(['stripe']))
  })
})
