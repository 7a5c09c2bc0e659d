/**
 * Issue 13, "the newcomer's path": each point a new user tripped over, pinned by a test.
 * The built CLI runs as a subprocess (`npm test` builds first); pure helpers are called directly.
 */
import { spawnSync } from 'node:child_process'
import dc from 'node:diagnostics_channel'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runConformance, conformanceCommand } from '../src/cli/conformance.js'
import { completionScript } from '../src/cli/completion.js'
import { findKey } from '../src/cli/keys.js'
import { parseHumanNumber } from '../src/cli/numbers.js'
import { renderTable, setWideTables, tableWidth } from '../src/cli/output.js'
import { runFixture, type LoadedFixture } from '../src/cli/replay.js'
import { keyPrefixOf, logRequests, openableBases, requestLogLine } from '../src/cli/serve.js'
import { colourEnabled, stylesFor } from '../src/cli/style.js'
import type { ApiClient, ApiResponse } from '../src/cli/client.js'
import { productMessage } from '../src/schemas/messages.js'
import type { RobomatchStorage } from '../src/storage/types.js'
import { startServer, type RunningServer } from '../src/server/listen.js'
import { ROOT, runCli, serveProcess, type CliResult } from './helpers/cli.js'

const tmp = mkdtempSync(join(tmpdir(), 'robomatch-newcomer-'))

/** Runs the built CLI from a scratch folder (see `runCli`). */
const run = (args: string[], env: Record<string, string> = {}): Promise<CliResult> => runCli(args, { env, cwd: tmp })

/** One-line usage error: exit 2, nothing on stdout, one line on stderr matching `pattern`. */
function expectUsageError(result: CliResult, pattern: RegExp): void {
  expect(result.code, result.stderr).toBe(2)
  expect(result.stdout).toBe('')
  expect(result.stderr).toMatch(pattern)
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1)
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'index.js'))) throw new Error('dist/ is missing: run `npm run build` first')
})
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe.concurrent('flags a user types', () => {
  it('-v and --version print the version', async () => {
    const [short, long] = await Promise.all([run(['-v']), run(['--version'])])
    expect(short.code).toBe(0)
    expect(short.stdout).toMatch(/^\d+\.\d+\.\d+\n$/)
    expect(long.stdout).toBe(short.stdout)
  })

  it('choices ignore case and answer canonically (--locale uk, --region us, --category Warehouse)', async () => {
    const [home, match, vendors] = await Promise.all([
      run(['home', '--locale', 'uk', '--floor-area-sq-m', '90', '--json']),
      run(['match', '--category', 'Warehouse', '--region', 'us', '--staffing-pressure', 'HIGH', '--handling-unit', 'Case', '--json']),
      run(['vendors', '--category', 'CLEANING', '--region', 'uk', '--json']),
    ])
    expect(home.code, home.stderr).toBe(0)
    expect(JSON.parse(home.stdout).locale).toBe('UK')
    expect(match.code, match.stderr).toBe(0)
    expect(JSON.parse(match.stdout).category).toBe('warehouse')
    expect(vendors.code, vendors.stderr).toBe(0)
    expect(JSON.parse(vendors.stdout).region).toBe('GB')
  })

  it('numbers may carry separators and currency marks ("3,000", "$500", "£450")', async () => {
    const [match, home, ambiguous] = await Promise.all([
      run(['match', '--category', 'cleaning', '--floor-area-sq-m', '3,000', '--labor-cost-per-hour', '$22.50', '--json']),
      run(['home', '--budget-gbp', '£450', '--locale', 'UK', '--json']),
      run(['match', '--floor-area-sq-m', '3,5']),
    ])
    expect(match.code, match.stderr).toBe(0)
    expect(home.code, home.stderr).toBe(0)
    expectUsageError(ambiguous, /argument '3,5' is invalid\. Expected a number such as 22\.5 or 3,000\./)
  })

  it('--key without --api is a usage error (local mode has no keys), also with --local', async () => {
    const [alone, local] = await Promise.all([
      run(['match', '--category', 'warehouse', '--key', 'rm_live_x']),
      run(['vendors', '--category', 'warehouse', '--key', 'rm_live_x', '--local']),
    ])
    expectUsageError(
      alone,
      /^error: --key needs --api URL \(or ROBOMATCH_API_URL\); without them the command runs --local, which has no keys \(use --tier\)\n$/,
    )
    expectUsageError(local, /^error: --key does not apply to --local/)
  })

  it('--budget-usd and --budget-gbp together are a usage error', async () => {
    expectUsageError(await run(['home', '--budget-usd', '500', '--budget-gbp', '400']), /cannot be used with option '--budget-usd/)
  })
})

describe('parsing and fitting helpers', () => {
  it('parseHumanNumber reads what people type and refuses what is ambiguous', () => {
    expect(parseHumanNumber('3,000')).toBe(3000)
    expect(parseHumanNumber('$500')).toBe(500)
    expect(parseHumanNumber('£1,250.50')).toBe(1250.5)
    expect(parseHumanNumber('8 000 m²')).toBe(8000)
    expect(parseHumanNumber('22/h')).toBe(22)
    expect(parseHumanNumber('500 USD')).toBe(500)
    expect(parseHumanNumber('12 hours')).toBe(12)
    for (const bad of ['3,5', '30,00', 'abc', '12abc', '', '$', '0x10', 'Infinity']) expect(parseHumanNumber(bad), bad).toBeUndefined()
  })

  it('renderTable fits 80 columns: drops the droppable column, then wraps, and says what it left out', () => {
    const link = `https://example.com/out?${'x'.repeat(150)}`
    const text = renderTable(['#', 'vendor', 'link'], [[1, 'A vendor with a rather long name indeed', link]], { width: 80, droppable: [2] })
    const lines = text.split('\n')
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(80)
    expect(text).not.toContain('example.com')
    expect(lines.at(-1)).toBe('(link column left out to fit 80 columns; --wide or --json show it)')
    const wrapped = renderTable(['name', 'notes'], [['x', 'word '.repeat(40)]], { width: 40 })
    expect(Math.max(...wrapped.split('\n').map((line) => line.length))).toBeLessThanOrEqual(40)
    expect(wrapped.split('\n').length).toBeGreaterThan(5)
  })

  it('tableWidth: the terminal width on a TTY, COLUMNS in a pipe, unlimited otherwise or with --wide', () => {
    expect(tableWidth({ isTTY: true, columns: 80 }, {})).toBe(80)
    expect(tableWidth({ isTTY: false }, { COLUMNS: '100' })).toBe(100)
    expect(tableWidth({ isTTY: false }, {})).toBe(Infinity)
    setWideTables(true)
    try {
      expect(tableWidth({ isTTY: true, columns: 80 }, {})).toBe(Infinity)
    } finally {
      setWideTables(false)
    }
  })

  it('colour only on a TTY, never with NO_COLOR (FORCE_COLOR forces it)', () => {
    expect(colourEnabled({ isTTY: true }, {})).toBe(true)
    expect(colourEnabled({ isTTY: false }, {})).toBe(false)
    expect(colourEnabled({ isTTY: true }, { NO_COLOR: '1' })).toBe(false)
    expect(colourEnabled({ isTTY: true }, { TERM: 'dumb' })).toBe(false)
    expect(colourEnabled({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true)
    expect(stylesFor({ isTTY: true }, { NO_COLOR: '1' }).red('x')).toBe('x')
    expect(stylesFor({ isTTY: true }, {}).red('x')).toBe('\x1b[31mx\x1b[39m')
  })

  it('the request log writes one line per request with that request’s own key prefix, status and path', async () => {
    const server = createServer((request, response) => response.writeHead(request.url === '/missing' ? 404 : 200).end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    let written = ''
    let clock = 0
    const stop = logRequests({ write: (text: string) => ((written += text), true) } as unknown as NodeJS.WritableStream, () => (clock += 2))
    try {
      // One after another, so the lines come in this order; the same key twice around others.
      for (const [path, headers] of [
        ['/a', { 'x-api-key': 'rm_live_AAAAAAAAAAAA' }],
        ['/b', { authorization: 'Bearer rm_live_BBBBBBBBBBBB' }],
        ['/missing', {}],
        ['/c', { 'x-api-key': 'rm_live_AAAAAAAAAAAA' }],
        ['/d', { 'x-api-key': '', authorization: 'Bearer rm_live_DDDDDDDDDDDD' }],
      ] as const) {
        await (await fetch(`${base}${path}`, { headers })).text()
      }
    } finally {
      stop()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
    const lines = written.trimEnd().split('\n')
    expect(lines.map((line) => line.replace(/^\d\d:\d\d:\d\d /, ''))).toEqual([
      'GET /a 200 2 ms rm_live_AAAA… 127.0.0.1',
      'GET /b 200 2 ms rm_live_BBBB… 127.0.0.1',
      'GET /missing 404 2 ms - 127.0.0.1',
      'GET /c 200 2 ms rm_live_AAAA… 127.0.0.1',
      'GET /d 200 2 ms rm_live_DDDD… 127.0.0.1',
    ])
  })

  it('the request log writes its lines together: within 20 ms of the first, at once past 32 KiB, and on stop', () => {
    vi.useFakeTimers()
    const writes: string[] = []
    const stop = logRequests({ write: (text: string) => (writes.push(text), true) } as unknown as NodeJS.WritableStream, () => 0)
    const finish = dc.channel('http.server.response.finish')
    const answer = (url: string) =>
      finish.publish({ request: { method: 'GET', url, headers: { 'x-api-key': 'rm_live_AAAAAAAAAAAA' } }, response: { statusCode: 200 } })
    try {
      answer('/a')
      answer('/b')
      vi.advanceTimersByTime(19)
      expect(writes).toEqual([])
      vi.advanceTimersByTime(1)
      expect(writes).toHaveLength(1)
      expect(
        writes[0]
          .trimEnd()
          .split('\n')
          .map((line) => line.split(' ')[2]),
      ).toEqual(['/a', '/b'])
      // A burst past 32 KiB goes out without waiting.
      const long = `/${'x'.repeat(1000)}`
      for (let i = 0; i < 40; i++) answer(long)
      expect(writes).toHaveLength(2)
      answer('/last')
    } finally {
      stop()
      vi.useRealTimers()
    }
    expect(writes).toHaveLength(3)
    expect(writes[2]).toContain(' /last 200 0 ms rm_live_AAAA…')
    expect(writes.join('').trimEnd().split('\n')).toHaveLength(2 + 40 + 1)
  })

  it('validation messages in product words', () => {
    expect(productMessage('Invalid type: Expected number but received "x"')).toBe('must be a number, got "x"')
    expect(productMessage('Invalid key: Expected "within" but received undefined')).toBe('is required')
    expect(productMessage('Invalid type: Expected ("match" | "home") but received "x"')).toBe('must be one of "match", "home", got "x"')
    expect(productMessage('must be at most 24')).toBe('must be at most 24')
  })

  it('serve helpers: openable URLs for 0.0.0.0, key prefixes and the request log line', () => {
    expect(openableBases('0.0.0.0', 8787, ['10.0.0.5', '127.0.0.1'])).toEqual(['http://127.0.0.1:8787', 'http://10.0.0.5:8787'])
    expect(openableBases('::', 8787, [])).toEqual(['http://127.0.0.1:8787'])
    expect(openableBases('::1', 8787)).toEqual(['http://[::1]:8787'])
    expect(openableBases('localhost', 9000)).toEqual(['http://localhost:9000'])
    expect(keyPrefixOf({ 'x-api-key': 'rm_live_AbCdEfGhIjKl' })).toBe('rm_live_AbCd…')
    expect(keyPrefixOf({ authorization: 'Bearer rm_live_ZyXwVuTsRq' })).toBe('rm_live_ZyXw…')
    expect(keyPrefixOf({})).toBe('-')
    const at = new Date('2026-06-01T12:00:01.500Z')
    expect(requestLogLine({ at, method: 'POST', url: '/api/v1/match', status: 200, ms: 3.4, key: 'rm_live_AbCd…' })).toBe(
      '12:00:01 POST /api/v1/match 200 3 ms rm_live_AbCd…',
    )
    // Click links are logged without their signed query.
    expect(requestLogLine({ at, method: 'GET', url: '/out?v=a&sig=s', status: 302, ms: 1, key: '-' })).toBe('12:00:01 GET /out 302 1 ms -')
    // Regression: a key pasted into a query string reached the log (security test).
    expect(requestLogLine({ at, method: 'GET', url: '/api/v1/nope?key=rm_live_secret&region=GB', status: 404, ms: 1, key: '-' })).toBe(
      '12:00:01 GET /api/v1/nope?key=…&region=GB 404 1 ms -',
    )
  })
})

describe.concurrent('completion', () => {
  const hasBash = spawnSync('bash', ['--version']).status === 0

  it.skipIf(!hasBash)('bash completes commands, subcommands, options and choices', async () => {
    const script = (await run(['completion', 'bash'])).stdout
    expect(script).toContain('complete -o default -F _robomatch robomatch')
    const complete = (...words: string[]) => {
      const cword = words.length - 1
      const program = `${script}\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${cword}; _robomatch; echo "\${COMPREPLY[*]}"`
      return spawnSync('bash', ['-c', program], { encoding: 'utf8' }).stdout.trim().split(' ')
    }
    expect(complete('robomatch', 'ke')).toEqual(['keys'])
    expect(complete('robomatch', 'keys', '').sort()).toEqual(expect.arrayContaining(['create', 'list', 'revoke', 'rotate', 'show']))
    expect(complete('robomatch', 'home', '--budget-g')).toEqual(['--budget-gbp'])
    expect(complete('robomatch', 'home', '--locale', '')).toEqual(['US', 'UK'])
    expect(complete('robomatch', 'keys', 'create', '--tier', 'p')).toEqual(['pro'])
  })

  it('zsh gets the same function through bashcompinit; other shells are a usage error', async () => {
    const [zsh, fish] = await Promise.all([run(['completion', 'zsh']), run(['completion', 'fish'])])
    expect(zsh.stdout).toMatch(/^#compdef robomatch\nautoload -U \+X bashcompinit && bashcompinit\n/)
    expectUsageError(fish, /Allowed choices are bash, zsh/)
  })

  it('completionScript is built from the program (every command appears)', async () => {
    const { Command } = await import('commander')
    const program = new Command('robomatch')
    program.command('alpha').option('--beta <x>')
    expect(completionScript('bash', program)).toContain("'alpha') words='--beta --help'")
  })
})

describe.concurrent('keys by prefix, show, revoke, memory', () => {
  const storage = `fs:${join(tmp, 'keys')}`

  it('show, rotate and revoke take the prefix keys list prints; an unknown or ambiguous one says so', async () => {
    const key = (await run(['keys', 'create', '--tier', 'starter', '--storage', storage])).stdout.trim()
    const prefix = key.slice(0, 12)

    const shown = await run(['keys', 'show', `${prefix}…`, '--storage', storage])
    expect(shown.code, shown.stderr).toBe(0)
    expect(shown.stdout).toMatch(
      new RegExp(
        `^key +${prefix}…\ntier +starter\nstatus +active\ncreated +\\d{4}-.+\nminute +0 requests this minute \\(UTC\\)\nmatches +0 in \\d{4}-\\d{2}\n$`,
      ),
    )
    expect(shown.stdout).not.toContain(key)
    const json = JSON.parse((await run(['keys', 'show', key, '--json', '--storage', storage])).stdout) as Record<string, unknown>
    expect(json).toMatchObject({ prefix: `${prefix}…`, tier: 'starter', status: 'active', usedThisMonth: 0 })

    const rotated = await run(['keys', 'rotate', prefix, '--storage', storage])
    expect(rotated.code, rotated.stderr).toBe(0)
    expect(rotated.stdout).toMatch(/^rm_live_[A-Za-z0-9_-]{32}\n$/)
    expect(rotated.stderr).toMatch(new RegExp(`^rotated ${prefix}… → rm_live_.{4}… \\(starter\\)`))
    const replacement = rotated.stdout.trim()

    const gone = await run(['keys', 'show', prefix, '--storage', storage])
    expect(gone.code).toBe(1)
    expect(gone.stderr).toMatch(new RegExp(`^error: no key ${prefix} in fs storage; check the key and --storage`))

    const revoked = await run(['keys', 'revoke', replacement.slice(0, 12), '--storage', storage])
    expect(revoked.code, revoked.stderr).toBe(0)
    expect(revoked.stdout).toBe(`revoked ${replacement.slice(0, 12)}… (starter); it answers 401 from now on\n`)
    expect(JSON.parse((await run(['keys', 'list', '--json', '--storage', storage])).stdout)).toEqual([])

    expectUsageError(await run(['keys', 'show', 'rm_live_', '--storage', storage]), /too short to name a key/)
  })

  it('an ambiguous prefix names the keys it could be', async () => {
    const record = (prefix: string) => ({ hash: 'a'.repeat(64), subscriptionId: 's', tier: 'pro' as const, prefix, createdAt: '2026-01-01T00:00:00.000Z' })
    const storage = {
      kind: 'fs',
      keys: { lookup: async () => undefined, list: async () => [record('rm_live_AbC1…'), record('rm_live_AbC2…')] },
    } as unknown as RobomatchStorage // only the two methods findKey reads
    await expect(findKey(storage, 'rm_live_AbC')).rejects.toThrow(
      '2 keys in fs storage start with rm_live_AbC (rm_live_AbC1…, rm_live_AbC2…); give a longer prefix or the full key',
    )
    await expect(findKey(storage, 'rm_live_AbC2…')).resolves.toMatchObject({ prefix: 'rm_live_AbC2…' })
  })

  // Its own `expect`: expect.poll needs the running test, which the global one cannot tell among concurrent tests.
  it('a revoked key answers 401 on a running server', async ({ expect }) => {
    const store = `fs:${join(tmp, 'revoke-live')}`
    const key = (await run(['keys', 'create', '--tier', 'pro', '--storage', store])).stdout.trim()
    const server = await serveProcess(['--storage', store, '--quiet'])
    try {
      const vendors = () => fetch(`${server.url}/api/v1/vendors?category=warehouse`, { headers: { 'x-api-key': key } })
      expect((await vendors()).status).toBe(200)
      expect((await run(['keys', 'revoke', key, '--storage', store])).code).toBe(0)
      // Lookups are cached for at most a second across processes; poll instead of sleeping, every
      // 50 ms rather than back to back (each poll is a request both processes spend CPU on).
      await expect.poll(async () => (await vendors()).status, { timeout: 3000, interval: 50 }).toBe(401)
    } finally {
      await server.stop()
    }
  })

  it('keys list on memory storage says why it is empty', async () => {
    const result = await run(['keys', 'list'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      /^No keys: storage is memory: it starts empty in every command .*\(keys printed by `robomatch serve` live only in that process\)/,
    )
  })
})

describe.concurrent('serve as a newcomer meets it', () => {
  // A bad --host ends the process with one line (a hang would be the test's timeout, not a timing assertion).
  it('--mock with --storage is a usage error; a bad --host is one line', async () => {
    const [mock, unresolved, foreign] = await Promise.all([
      run(['serve', '--mock', '--storage', 'fs:./x']),
      run(['serve', '--host', 'no-such-host.invalid']),
      run(['serve', '--host', '192.0.2.123', '--port', '0']),
    ])
    expectUsageError(mock, /^error: --mock always uses memory storage; drop --storage/)
    expectUsageError(unresolved, /^error: --host no-such-host\.invalid does not resolve \(E[A-Z]+\)/)
    expectUsageError(foreign, /^error: --host 192\.0\.2\.123 is not an address of this machine \(EADDRNOTAVAIL\)/)
  })

  it('logs one line per request (method, path, status, ms, key prefix, client address); --quiet silences it', async () => {
    const loud = await serveProcess(['--mock'])
    const quiet = await serveProcess(['--mock', '--quiet'])
    try {
      for (const server of [loud, quiet]) {
        await fetch(`${server.url}/api/v1/vendors?category=warehouse`, { headers: { 'x-api-key': 'rm_test_pro_demo' } })
        await fetch(`${server.url}/api/v1/nope`)
      }
      // The log is written in batches (within 20 ms): wait for the line instead of spinning.
      await loud.stdoutMatches(/nope/, 3000)
      expect(loud.stdout()).toMatch(/^\d{2}:\d{2}:\d{2} GET \/api\/v1\/vendors\?category=warehouse 200 \d+ ms rm_test_pro_… 127\.0\.0\.1$/m)
      expect(loud.stdout()).toMatch(/^\d{2}:\d{2}:\d{2} GET \/api\/v1\/nope 404 \d+ ms - 127\.0\.0\.1$/m)
      expect(quiet.stdout()).not.toMatch(/ GET \/api/)
    } finally {
      await loud.stop()
      await quiet.stop()
    }
  })

  it('--host 0.0.0.0 prints a URL that can be opened as printed', async () => {
    const server = await serveProcess(['--host', '0.0.0.0', '--quiet'])
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(server.stdout()).not.toContain('0.0.0.0')
      expect((await fetch(`${server.url}/api/v1/openapi.json`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })
})

describe.concurrent('config and fixture errors in product words', () => {
  it("a config of [] is rejected; a bad catalogs folder exits 2; wording is the product's", async () => {
    const list = join(tmp, 'list.json')
    writeFileSync(list, '[]')
    const catalogs = join(tmp, 'catalogs.json')
    writeFileSync(catalogs, JSON.stringify({ catalogs: './no-such-folder' }))
    const typed = join(tmp, 'typed.json')
    writeFileSync(typed, JSON.stringify({ port: 'eighty' }))
    const [listed, vendors, result] = await Promise.all([
      run(['keys', 'list', '--config', list]),
      run(['vendors', '--category', 'warehouse', '--config', catalogs]),
      run(['keys', 'list', '--config', typed]),
    ])
    expectUsageError(listed, /must be a JSON object such as \{"storage": "fs:\.\/\.robomatch"\}, got a list/)
    expectUsageError(vendors, /^error: invalid catalogs \(the config's "catalogs" folder\): .*no-such-folder/)
    expectUsageError(result, /"port" must be a number/)
    expect(result.stderr).not.toMatch(/Invalid type|Expected/)
  })

  it('an invalid fixture names the file and fields without library wording', async () => {
    const fixture = join(tmp, 'bad-fixture.json')
    writeFileSync(fixture, JSON.stringify({ name: 'x', endpoint: 'shop', request: {}, expect: { topIncludes: { id: 'a' } } }))
    const result = await run(['replay', fixture])
    expectUsageError(
      result,
      /invalid fixture .*bad-fixture\.json: endpoint must be one of "match", "home", got "shop"; expect\.topIncludes\.within is required/,
    )
  })
})

describe('replay shows 429 waits', () => {
  it('tells the progress how long it waits and why, with no real time spent', async () => {
    let calls = 0
    const headers = new Headers({ 'retry-after': '23' })
    const client: ApiClient = {
      target: 'fake',
      async request(): Promise<ApiResponse> {
        calls++
        if (calls === 1) return { status: 429, headers, body: { error: 'rate_limited', message: 'slow down' }, ms: 1 }
        return { status: 200, headers: new Headers(), body: { bestRobotMatch: { robotType: 'amr' } }, ms: 1 }
      },
      close: async () => {},
    }
    const waits: Array<[number, string]> = []
    const slept: number[] = []
    const loaded: LoadedFixture = { file: 'f.json', fixture: { name: 'warehouse one', endpoint: 'match', request: { category: 'warehouse' } } }
    const result = await runFixture(client, loaded, true, {
      sleep: async (ms) => {
        slept.push(ms)
      },
      onWait: (seconds, fixture) => waits.push([seconds, fixture]),
    })
    expect(result.ok).toBe(true)
    expect(result.attempts).toBe(2)
    expect(waits).toEqual([[23, 'warehouse one']])
    expect(slept).toEqual([23_000])
  })
})

describe('conformance preflight: one line instead of a page of FAILs', () => {
  let real: RunningServer
  let html: Server
  let htmlUrl: string

  beforeAll(async () => {
    real = await startServer({ port: 0, storage: 'memory' })
    html = createServer((_, res) => {
      res.writeHead(404, { 'content-type': 'text/html' })
      res.end('<!doctype html><html><body><h1>Not Found</h1></body></html>')
    })
    await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve))
    htmlUrl = `http://127.0.0.1:${(html.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await real.close()
    await new Promise<void>((resolve) => html.close(() => resolve()))
  })

  it('a URL that is not a robomatch API', async () => {
    const result = await runConformance({ api: htmlUrl, key: 'rm_live_x' })
    expect(result.checks).toEqual([])
    expect(result.stopped).toMatch(/is not a robomatch API: GET \/api\/v1\/openapi\.json answered HTTP 404 text\/html "<!doctype html>/)
    expect(result.stopped).toMatch(/point --api at the server's base URL/)
  })

  it('a key the server does not accept', async () => {
    const result = await runConformance({ api: real.url, key: 'rm_live_wrongwrongwrongwrongwrongwron' })
    expect(result.preflight).toEqual([expect.stringMatching(/^robomatch API: yes/)])
    expect(result.stopped).toMatch(/^--key is not accepted by .* \(HTTP 401 unauthorized: /)
  })

  it('swapped starter and pro keys are named as swapped, not blamed on the server; exit 2, one error line', async () => {
    const { key: starter } = await real.app.storage.keys.create('starter')
    const { key: pro } = await real.app.storage.keys.create('pro')
    const result = await runConformance({ api: real.url, key: pro, proKey: starter })
    expect(result.checks).toEqual([])
    expect(result.stopped).toBe('--key is a pro key and --pro-key a starter key: swap them (--key takes either tier, --pro-key must be pro)')
    expect(result.matchesSpent).toBe(0)
    const cli = await run(['conformance', '--api', real.url, '--key', pro, '--pro-key', starter])
    expect(cli.code).toBe(2)
    expect(cli.stdout).toBe('')
    expect(
      cli.stderr
        .trimEnd()
        .split('\n')
        .filter((line) => line.startsWith('error:')),
    ).toEqual(['error: --key is a pro key and --pro-key a starter key: swap them (--key takes either tier, --pro-key must be pro)'])
    expect(cli.stderr).not.toMatch(/FAIL/)
  })

  it('the right keys pass the preflight and the report starts with its answers', async () => {
    const { key: starter } = await real.app.storage.keys.create('starter')
    const { key: pro } = await real.app.storage.keys.create('pro')
    const result = await runConformance({ api: real.url, key: starter, proKey: pro })
    expect(result.stopped).toBeUndefined()
    expect(result.preflight).toEqual([expect.stringMatching(/^robomatch API: yes/), 'key: accepted (starter tier)', 'pro key: accepted (pro tier)'])
    expect(typeof conformanceCommand).toBe('function')
  })
})
