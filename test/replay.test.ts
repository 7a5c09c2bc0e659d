/**
 * `robomatch replay`: fixtures against the local app and against a served instance,
 * expectations, JSON and JUnit reports; plus unit tests of the checking and XML helpers.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escapeXml, renderJunit } from '../src/cli/junit.js'
import type { ApiClient, ApiResponse } from '../src/cli/client.js'
import { checkExpectations, loadFixtures, mapLimited, runFixture, summarise, type ReplayResult } from '../src/cli/replay.js'
import type { Fixture } from '../src/schemas/fixture.js'
import { ROOT, runCli, serveProcess, type CliResult, type ServeProcess } from './helpers/cli.js'

const PROFILES = join(ROOT, 'mocks', 'profiles')
const built = existsSync(join(ROOT, 'dist', 'cli', 'index.js'))

const run = (args: string[]): Promise<CliResult> => runCli(args)

const tmp = mkdtempSync(join(tmpdir(), 'robomatch-replay-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** Writes fixtures into a fresh folder and returns it. */
function fixtureDir(name: string, fixtures: Record<string, unknown>): string {
  const dir = join(tmp, name)
  mkdirSync(dir, { recursive: true })
  for (const [file, content] of Object.entries(fixtures)) {
    writeFileSync(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2))
  }
  return dir
}

const GOOD = {
  name: 'warehouse 8000',
  endpoint: 'match',
  request: { category: 'warehouse', facilitySizeSqM: 8000 },
  expect: { status: 200, matchConfidence: ['strong', 'moderate', 'weak'] },
}
const WRONG = {
  name: 'cleaning <expects> a "restaurant" & robot',
  endpoint: 'match',
  request: { category: 'cleaning', floorAreaSqM: 12000 },
  expect: { bestRobotType: 'serving_robot' },
}
const TYPO = {
  name: 'typo',
  endpoint: 'match',
  request: { category: 'cleaning', floorArea: 2000 },
  expect: { status: 400, error: 'validation_error' },
}
const HOME = { name: 'home 80', endpoint: 'home', request: { floorAreaSqM: 80, pets: true } }

/**
 * A small strict XML reader, enough to prove a JUnit report is well-formed: balanced tags,
 * quoted attributes, no raw `<` or stray `&` in text. Returns the root element.
 */
interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}
function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '')
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y
  const decode = (text: string) => {
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`unescaped & in ${JSON.stringify(text)}`)
    return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!)
  }
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' }
  const stack = [root]
  let index = 0
  while (index < body.length) {
    token.lastIndex = index
    const match = token.exec(body)
    if (!match) throw new Error(`malformed XML at ${index}: ${body.slice(index, index + 40)}`)
    index = token.lastIndex
    const [, closing, name, attributeText, selfClosing, text] = match
    const top = stack[stack.length - 1]
    if (text !== undefined) {
      top.text += decode(text)
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`)
      stack.pop()
    } else {
      const attributes: Record<string, string> = {}
      for (const [, key, value] of attributeText.matchAll(/([A-Za-z_][\w.:-]*)="([^"]*)"/g)) attributes[key] = decode(value)
      const element: XmlElement = { name, attributes, children: [], text: '' }
      top.children.push(element)
      if (!selfClosing) stack.push(element)
    }
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1].name}>`)
  const elements = root.children
  if (elements.length !== 1 || root.text.trim() !== '') throw new Error('XML must have exactly one root element')
  return elements[0]
}

describe('replay helpers', () => {
  const fixture = (extra: Partial<Fixture>): Fixture => ({ name: 'f', endpoint: 'match', request: {}, ...extra })
  const matchBody = {
    bestRobotMatch: { robotType: 'asrs' },
    acquisitionRecommendation: 'buy',
    matchConfidence: 'strong',
    vendorMatches: [{ vendorId: 'a' }, { vendorId: 'b' }, { vendorId: 'c' }],
  }

  it('checks every expectation and reports each failure', () => {
    expect(checkExpectations(fixture({ expect: { bestRobotType: 'asrs', topIncludes: { id: 'b', within: 2 } } }), { status: 200, body: matchBody })).toEqual([])
    expect(
      checkExpectations(
        fixture({
          expect: {
            bestRobotTypeOneOf: ['serving_robot', 'kitchen_automation'],
            acquisitionRecommendation: 'raas',
            matchConfidence: ['weak'],
            topIncludes: { id: 'c', within: 2 },
          },
        }),
        { status: 200, body: matchBody },
      ),
    ).toEqual([
      'best robot type asrs, expected one of serving_robot, kitchen_automation',
      'acquisition buy, expected raas',
      'confidence strong, expected weak',
      'vendor c not in the top 2 (a, b)',
    ])
  })

  it('checks status (default 200) and the error identifier', () => {
    const error = { error: 'validation_error', message: 'Invalid request', fields: { floorArea: 'is not a known field' } }
    expect(checkExpectations(fixture({}), { status: 400, body: error })).toEqual(['status 400, expected 200 (validation_error: Invalid request)'])
    expect(checkExpectations(fixture({ expect: { status: 400, error: 'validation_error' } }), { status: 400, body: error })).toEqual([])
    expect(checkExpectations(fixture({ expect: { status: 400, error: 'invalid_json' } }), { status: 400, body: error })).toEqual([
      'error validation_error, expected invalid_json',
    ])
  })

  it('checks home fixtures on productId', () => {
    const body = { bestMatch: { productId: 'x' }, products: [{ productId: 'x' }, { productId: 'y' }] }
    expect(checkExpectations(fixture({ endpoint: 'home', expect: { topIncludes: { id: 'y', within: 2 } } }), { status: 200, body })).toEqual([])
    expect(checkExpectations(fixture({ endpoint: 'home', expect: { topIncludes: { id: 'y', within: 1 } } }), { status: 200, body })).toEqual([
      'product y not in the top 1 (x)',
    ])
  })

  it('waits Retry-After seconds on a rate limit and retries; --no-wait fails at once', async () => {
    const responses = () => {
      const queue: ApiResponse[] = [
        {
          status: 429,
          headers: new Headers({ 'retry-after': '1' }),
          body: { error: 'rate_limited', message: 'Rate limit exceeded' },
          ms: 1,
        },
        { status: 200, headers: new Headers(), body: { bestRobotMatch: { robotType: 'asrs' }, vendorMatches: [] }, ms: 2 },
      ]
      const sent: number[] = []
      const client: ApiClient = {
        target: 'fake',
        async request() {
          sent.push(Date.now())
          return queue.shift()!
        },
        async close() {},
      }
      return { client, sent }
    }
    const loaded = { file: 'f.json', fixture: fixture({ expect: { bestRobotType: 'asrs' } }) }
    const waiting = responses()
    const result = await runFixture(waiting.client, loaded, true)
    expect(result).toMatchObject({ ok: true, status: 200, attempts: 2, best: 'asrs' })
    expect(waiting.sent[1] - waiting.sent[0]).toBeGreaterThanOrEqual(990)

    const impatient = responses()
    expect(await runFixture(impatient.client, loaded, false)).toMatchObject({ ok: false, status: 429, attempts: 1 })

    const quota = responses()
    quota.client.request = async () => ({
      status: 429,
      headers: new Headers({ 'retry-after': '2000000' }),
      body: { error: 'quota_exceeded', message: 'Monthly quota exceeded', period: '2026-01', limit: 2000, used: 2000 },
      ms: 1,
    })
    expect(await runFixture(quota.client, loaded, true)).toMatchObject({
      ok: false,
      attempts: 1,
      reason: 'quota_exceeded (429): Monthly quota exceeded',
    })
  })

  it('summarises with nearest-rank percentiles', () => {
    const result = (ok: boolean, ms: number): ReplayResult => ({ fixture: 'f', file: 'f', endpoint: 'match', status: 200, ok, ms, attempts: 1 })
    const results = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((ms) => result(ms !== 10, ms))
    expect(summarise(results)).toEqual({ passed: 9, failed: 1, p50Ms: 5, p95Ms: 10 })
  })

  it('never runs more than the limit at once and keeps the order', async () => {
    let inFlight = 0
    let peak = 0
    const results = await mapLimited([5, 1, 4, 2, 3, 1, 2], 3, async (ms) => {
      inFlight++
      peak = Math.max(peak, inFlight)
      await new Promise((resolve) => setTimeout(resolve, ms * 3))
      inFlight--
      return ms * 10
    })
    expect(results).toEqual([50, 10, 40, 20, 30, 10, 20])
    expect(peak).toBe(3)
  })

  it('loads a folder sorted by name and names the file and field of a bad fixture', async () => {
    const dir = fixtureDir('load', { 'b.json': GOOD, 'a.json': HOME, 'notes.txt': 'ignored' })
    expect((await loadFixtures(dir)).map((f) => f.fixture.name)).toEqual(['home 80', 'warehouse 8000'])
    const bad = fixtureDir('bad', { 'x.json': { ...GOOD, expect: { status: 'ok' } } })
    await expect(loadFixtures(bad)).rejects.toThrow(/invalid fixture .*x\.json: expect\.status /)
    const broken = fixtureDir('broken', { 'y.json': '{ nope' })
    await expect(loadFixtures(broken)).rejects.toThrow(/invalid fixture .*y\.json: not valid JSON/)
    await expect(loadFixtures(join(tmp, 'missing'))).rejects.toThrow(/no such file or directory/)
  })

  it('writes well-formed, escaped JUnit XML', () => {
    const xml = renderJunit('suite "<1>"', [
      { name: 'a & b', ok: true, timeMs: 12 },
      { name: "c's <case>", ok: false, message: 'expected "x" & got <y>\u0001', timeMs: 1500 },
    ])
    const root = parseXml(xml)
    expect(root.name).toBe('testsuites')
    const suite = root.children[0]
    expect(suite.attributes).toMatchObject({ name: 'suite "<1>"', tests: '2', failures: '1' })
    expect(suite.children.map((c) => c.attributes.name)).toEqual(['a & b', "c's <case>"])
    expect(suite.children[1].attributes.time).toBe('1.500')
    expect(suite.children[1].children[0]).toMatchObject({ name: 'failure', attributes: { message: 'expected "x" & got <y>' } })
    expect(escapeXml('<&>"\'')).toBe('&lt;&amp;&gt;&quot;&apos;')
  })
})

describe.runIf(built).concurrent('robomatch replay (local)', () => {
  it('the shipped profiles all pass: exit 0, last line "N passed, 0 failed"', async () => {
    const result = await run(['replay', 'mocks/profiles', '--local'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const count = (await loadFixtures(PROFILES)).length
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines.at(-1)).toBe(`${count} passed, 0 failed`)
    expect(lines.at(-2)).toMatch(/latency p50 [\d.]+ ms, p95 [\d.]+ ms/)
    expect(result.stdout).toMatch(/│ fixture +│ status +│ best +│ result +│ latency +│/)
  })

  it('a wrong expectation fails with its reason: exit 1', async () => {
    const dir = fixtureDir('wrong', { 'a.json': GOOD, 'b.json': WRONG, 'c.json': TYPO, 'd.json': HOME })
    const result = await run(['replay', dir, '--local', '--concurrency', '2'])
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/FAIL: best robot type \w+, expected serving_robot/)
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('3 passed, 1 failed')
  })

  it('--json prints only {results, summary}; --junit writes a parseable report', async () => {
    const dir = fixtureDir('json', { 'a.json': GOOD, 'b.json': WRONG, 'c.json': TYPO, 'd.json': HOME })
    const junit = join(tmp, 'reports', 'replay.xml')
    const result = await run(['replay', dir, '--local', '--json', '--junit', junit])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('')
    const report = JSON.parse(result.stdout) as { results: ReplayResult[]; summary: Record<string, number> }
    expect(report.summary).toEqual({ passed: 3, failed: 1, p50Ms: expect.any(Number), p95Ms: expect.any(Number) })
    expect(report.results.map((r) => [r.fixture, r.status, r.ok])).toEqual([
      ['warehouse 8000', 200, true],
      ['cleaning <expects> a "restaurant" & robot', 200, false],
      ['typo', 400, true],
      ['home 80', 200, true],
    ])
    expect(report.results[3].best).toEqual(expect.any(String))

    const suite = parseXml(readFileSync(junit, 'utf8')).children[0]
    expect(suite.attributes).toMatchObject({ tests: '4', failures: '1' })
    const failed = suite.children.find((c) => c.attributes.name === WRONG.name)
    expect(failed?.children[0].name).toBe('failure')
    expect(failed?.children[0].attributes.message).toMatch(/expected serving_robot/)
  })

  it('an invalid fixture is a usage error naming the file and the field: exit 2', async () => {
    const dir = fixtureDir('invalid', { 'ok.json': GOOD, 'bad.json': { ...GOOD, endpoint: 'matches' } })
    const result = await run(['replay', dir, '--local'])
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/^error: invalid fixture .*bad\.json: endpoint /)
  })

  it('replays a single file', async () => {
    const dir = fixtureDir('single', { 'one.json': HOME })
    const result = await run(['replay', join(dir, 'one.json')])
    expect(result.code).toBe(0)
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('1 passed, 0 failed')
  })
})

// One server, a key of its own per test (mock mode counts each key apart), so they run at once.
describe.runIf(built).concurrent('robomatch replay against `robomatch serve`', () => {
  let server: ServeProcess | undefined
  let url = ''

  beforeAll(async () => {
    // A config with a tiny starter rate limit, to see 429 handling without waiting a minute.
    const config = join(tmp, 'serve.config.json')
    writeFileSync(config, JSON.stringify({ tiers: { starter: { requestsPerMinute: 2 } } }))
    server = await serveProcess(['--mock', '--config', config])
    url = server.url
  })

  afterAll(() => server?.stop())

  it('the shipped profiles pass against the server too', async () => {
    const result = await run(['replay', 'mocks/profiles', '--api', url, '--key', 'rm_test_pro_replay', '--concurrency', '8'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`against ${url}/api/v1`)
    expect(result.stdout.trimEnd().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/)
  })

  it('--no-wait turns a 429 into a failure instead of waiting', async () => {
    // Five fixtures against 2 requests a minute: the limit's windows are clock minutes, so a run that
    // straddles a minute's end (CI once did) splits them 2 + 3 at worst; one window still overflows.
    const names = ['first', 'second', 'third', 'fourth', 'fifth']
    const dir = fixtureDir('limited', Object.fromEntries(names.map((name, i) => [`${String.fromCharCode(97 + i)}.json`, { ...GOOD, name }])))
    const result = await run(['replay', dir, '--api', `${url}/api/v1`, '--key', 'rm_test_starter_nowait', '--concurrency', '1', '--no-wait', '--json'])
    expect(result.code).toBe(1)
    const report = JSON.parse(result.stdout) as { results: ReplayResult[]; summary: { passed: number; failed: number } }
    expect(report.summary.passed + report.summary.failed).toBe(5)
    expect(report.summary.passed).toBeGreaterThanOrEqual(2)
    const limited = report.results.filter((r) => r.status === 429)
    expect(limited.length).toBe(report.summary.failed)
    expect(limited[0]).toMatchObject({ ok: false })
    expect(limited[0].reason).toMatch(/^rate_limited \(429\): .*drop --no-wait/)
  })

  it('an API error prints its message and error code: exit 1', async () => {
    const result = await run(['match', '--category', 'warehouse', '--api', url, '--key', 'rm_live_not_a_real_key'])
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/^error: .+ \(unauthorized, HTTP 401\)\n$/)
  })

  it('--json prints the error body on stdout and the message on stderr', async () => {
    const result = await run(['vendors', '--category', 'warehouse', '--api', url, '--key', 'nope', '--json'])
    expect(result.code).toBe(1)
    expect(JSON.parse(result.stdout)).toMatchObject({ error: 'unauthorized' })
    expect(result.stderr).toMatch(/\(unauthorized, HTTP 401\)/)
  })
})
