/**
 * End-to-end tests of the `robomatch` command line, run as a subprocess of the built CLI
 * (`node bin/robomatch.js`, after `npm run build`; `npm test` builds first).
 */
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HomeMatchResponseSchema, PublicMatchResponseSchema, PublicVendorsResponseSchema } from '../src/schemas/api.js'
import { BIN, ROOT, runCli, type CliResult } from './helpers/cli.js'

/** Runs the CLI from the repository root (see `runCli`). */
const run = (args: string[], env: Record<string, string> = {}, bin = BIN): Promise<CliResult> => runCli(args, { env, bin })

/**
 * A command's `--help`, run once however many tests read it: it prints the same text every time,
 * and each test still asserts its exit code and output.
 */
const helps = new Map<string, Promise<CliResult>>()
function help(command: string[]): Promise<CliResult> {
  const name = command.join(' ')
  let result = helps.get(name)
  if (!result) helps.set(name, (result = run([...command, '--help'])))
  return result
}

/** A port nothing listens on (bound then released). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const tmp = mkdtempSync(join(tmpdir(), 'robomatch-cli-'))

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does it)')
  }
})
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe.concurrent('help and version', () => {
  it('prints the program help with examples and exits 0', async () => {
    const result = await run(['--help'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Usage: robomatch/)
    expect(result.stdout).toContain('Examples:')
    for (const command of ['serve', 'keys', 'match', 'vendors', 'home', 'replay', 'conformance', 'mocks']) {
      expect(result.stdout).toContain(command)
    }
    expect(result.stderr).toBe('')
  })

  it.each([
    ['serve'],
    ['keys'],
    ['keys', 'create'],
    ['keys', 'rotate'],
    ['keys', 'list'],
    ['match'],
    ['vendors'],
    ['home'],
    ['replay'],
    ['conformance'],
    ['mocks'],
    ['mocks', 'export'],
  ])('%s %s --help has examples and exits 0', async (...command) => {
    const result = await help(command.filter(Boolean))
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Examples:')
    expect(result.stdout).toContain(`$ robomatch ${command.filter(Boolean).join(' ')}`)
  })

  it('documents every option of the contract', async () => {
    const [serve, match, replay, conformance, mocksExport] = await Promise.all([
      help(['serve']),
      help(['match']),
      help(['replay']),
      help(['conformance']),
      help(['mocks', 'export']),
    ])
    for (const result of [serve, match, replay, conformance, mocksExport]) expect(result.code).toBe(0)
    for (const flag of ['--port', '--host', '--storage', '--config', '--mock']) expect(serve.stdout).toContain(flag)
    for (const flag of [
      '--category',
      '--labor-cost-per-hour',
      '--hours-per-day',
      '--days-per-week',
      '--staffing-pressure',
      '--budget-preference',
      '--acquisition-preference',
      '--tech-readiness',
      '--region',
      '--floor-area-sq-m',
      '--facility-size-sq-m',
      '--seats-per-day',
      '--lines-per-order',
      '--api',
      '--key',
      '--local',
      '--json',
      '--no-interactive',
    ]) {
      expect(match.stdout).toContain(flag)
    }
    expect(match.stdout).toMatch(/default when neither --api nor\s+ROBOMATCH_API_URL is set/)
    for (const flag of ['--concurrency', '--json', '--junit', '--no-wait', '--local']) expect(replay.stdout).toContain(flag)
    for (const flag of ['--api', '--key', '--pro-key', '--json', '--junit']) expect(conformance.stdout).toContain(flag)
    for (const flag of ['--out', '--tier', '--base-url']) expect(mocksExport.stdout).toContain(flag)
  })

  it('prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
    const result = await run(['--version'])
    expect(result.code).toBe(0)
    expect(result.stdout.trim()).toBe(pkg.version)
  })

  it('stops quietly when the reader of its output goes away (| head)', async () => {
    // Regression: `robomatch --help | head -c 10` died with an unhandled EPIPE.
    const child = spawn('bash', ['-c', `"${process.execPath}" "${BIN}" --help | head -c 10 >/dev/null`], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    await new Promise((resolve) => child.on('close', resolve))
    expect(stderr).toBe('')
  })

  it('says how to build when dist/ is missing', async () => {
    const fake = join(tmp, 'unbuilt')
    mkdirSync(join(fake, 'bin'), { recursive: true })
    copyFileSync(BIN, join(fake, 'bin', 'robomatch.js'))
    const result = await run(['--help'], {}, join(fake, 'bin', 'robomatch.js'))
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('robomatch is not built: run npm install (or npm run build)\n')
  })
})

describe.concurrent('usage errors exit 2 with one line on stderr', () => {
  it.each([
    [['match', '--bogus'], /^error: unknown option '--bogus'\n$/],
    [['matc'], /^error: unknown command 'matc' \(Did you mean match\?\)\n$/],
    [['match', '--tier', 'gold'], /^error: option '--tier <tier>' argument 'gold' is invalid\. Allowed choices are starter, pro\.\n$/],
    [['match', '--category', 'spaceship'], /argument 'spaceship' is invalid/],
    [['home', '--floor-type', 'lava'], /argument 'lava' is invalid/],
    [['replay', 'mocks/profiles', '--concurrency', '0'], /'--concurrency <n>' argument '0' is invalid/],
    [['match', '--labor-cost-per-hour', 'abc'], /argument 'abc' is invalid\. Expected a number/],
    [['match', '--seats-per-day', '12abc'], /argument '12abc' is invalid/],
    [['match', '--region', 'USA'], /two-letter region code/],
    [['match', '--category', 'warehouse', '--hours-per-day', '30'], /^error: invalid value for --hours-per-day 30: must be at most 24\n$/],
    [['match', '--category', 'warehouse', '--api', 'http://127.0.0.1:9', '--local'], /cannot be used with option '--api <url>'/],
    [['match', '--no-interactive'], /^error: missing --category/],
    [['vendors'], /required option '--category <category>' not specified/],
    [['keys', 'create'], /required option '--tier <tier>' not specified/],
    [['keys', 'create', '--tier', 'gold'], /argument 'gold' is invalid/],
    [['keys', 'list', '--storage', 'bogus'], /unknown storage "bogus"/],
    [['match', '--category', 'warehouse', '--api', 'http://127.0.0.1:9'], /^error: missing --key for http:\/\/127\.0\.0\.1:9/],
    [['conformance'], /^error: missing --api/],
  ])('%j', async (args, message) => {
    const result = await run(args)
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(message)
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1)
  })

  it('without a terminal, a missing category is an error, never a prompt', async () => {
    const result = await run(['match'])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/^error: missing --category \(warehouse, cleaning or restaurant\)/)
  })
})

describe.concurrent('match, vendors and home in local mode', () => {
  it('match --json prints only a valid PublicMatchResponse', async () => {
    const result = await run(['match', '--local', '--category', 'warehouse', '--facility-size-sq-m', '8000', '--json'])
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    const body = JSON.parse(result.stdout) as unknown
    const parsed = v.safeParse(PublicMatchResponseSchema, body)
    expect(parsed.issues).toBeUndefined()
    expect(parsed.success).toBe(true)
    if (!parsed.success) return
    expect(parsed.output.tier).toBe('pro')
    expect(parsed.output.category).toBe('warehouse')
    expect(parsed.output.vendorMatches.length).toBeGreaterThan(0)
    expect(parsed.output.vendorMatches.length).toBeLessThanOrEqual(5)
    expect(result.stdout).toBe(`${JSON.stringify(body, null, 2)}\n`)
  })

  it('is local by default and honours --tier starter', async () => {
    const result = await run(['match', '--category', 'cleaning', '--floor-area-sq-m', '12000', '--tier', 'starter', '--json'])
    expect(result.code).toBe(0)
    const body = v.parse(PublicMatchResponseSchema, JSON.parse(result.stdout))
    expect(body.tier).toBe('starter')
    expect(body.vendorMatches.length).toBeLessThanOrEqual(3)
    expect(body.bestRobotMatch.runnerUps).toBeUndefined()
    expect(body.cleaningRoi).toBeDefined()
  })

  it('match prints a readable summary with the vendor table and limits footer', async () => {
    const result = await run(['match', '--local', '--category', 'cleaning', '--floor-area-sq-m', '12000', '--labor-cost-per-hour', '25', '--region', 'us'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Best fit for cleaning: .+, score \d+\/100$/m)
    expect(result.stdout).toMatch(/^ {2}• /m)
    expect(result.stdout).toMatch(/^Acquisition: (buy|lease|raas)/m)
    // The verdict and its money lead the summary.
    expect(result.stdout.split('\n')[0]).toMatch(/^Verdict: (PROCEED|PILOT FIRST|NOT YET) — .+ \(confidence (strong|moderate|weak)\)$/)
    expect(result.stdout).toMatch(/^Money \(USD, (buy|lease|raas)\): −?\$[\d,]+ a month net, /m)
    expect(result.stdout).toMatch(/^Catalog checked \d{4}-\d{2}-\d{2}$/m)
    // --local links point at a server that is not running: the table leaves them out and says why.
    expect(result.stdout).toMatch(/│ # +│ vendor +│ score +│ acquisition +│ sponsored +│ checked +│\n/)
    expect(result.stdout).toMatch(/^Links left out: with --local/m)
    expect(result.stdout).toMatch(/^Cleaning ROI: /m)
    expect(result.stdout).toMatch(/tier pro · 59\/60 requests left this minute · 9999\/10000 matches left in \d{4}-\d{2}$/m)
    expect(result.stderr).toBe('')
  })

  it('match --lines-per-order reaches the request: costed on it, not listed as assumed; out of range, refused (round 148 A)', async () => {
    const args = ['match', '--local', '--category', 'warehouse', '--handling-unit', 'case', '--orders-per-day', '500', '--json']
    const [sent, assumed, wrong] = await Promise.all([run([...args, '--lines-per-order', '20']), run(args), run([...args, '--lines-per-order', '0'])])
    expect(sent.code).toBe(0)
    const body = v.parse(PublicMatchResponseSchema, JSON.parse(sent.stdout))
    expect(body.defaultedInputs).not.toContain('linesPerOrder')
    expect(body.fleetSizingHint).toMatch(/10,000 order lines a day/)
    expect(v.parse(PublicMatchResponseSchema, JSON.parse(assumed.stdout)).defaultedInputs).toContain('linesPerOrder')
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toMatch(/--lines-per-order 0: /)
  })

  it('warehouse summary shows the fleet hint instead of ROI', async () => {
    const result = await run(['match', '--category', 'warehouse', '--facility-size-sq-m', '8000'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Fleet: Plan for \d+(–\d+)? (collaborative picking|goods-to-person) AMRs for about [\d,]+ order lines a day$/m)
    expect(result.stdout).toMatch(/^ {2}! Tell us what you handle/m)
    expect(result.stdout).not.toContain('Cleaning ROI')
    expect(result.stdout).toMatch(/^Runner-ups: /m)
  })

  it('vendors --json prints a valid PublicVendorsResponse; the table lists them', async () => {
    const [json, table] = await Promise.all([
      run(['vendors', '--local', '--category', 'cleaning', '--region', 'gb', '--json']),
      run(['vendors', '--local', '--category', 'cleaning', '--region', 'gb']),
    ])
    expect(json.code).toBe(0)
    const body = v.parse(PublicVendorsResponseSchema, JSON.parse(json.stdout))
    expect(body.region).toBe('GB')
    expect(body.count).toBe(body.vendors.length)
    expect(table.code).toBe(0)
    for (const vendor of body.vendors) expect(table.stdout).toContain(vendor.name)
    expect(table.stdout).toMatch(new RegExp(`^${body.count} cleaning vendors in GB`, 'm'))
  })

  it('home --json prints a valid home response; the summary has a product table', async () => {
    const args = ['home', '--local', '--floor-area-sq-m', '90', '--pets', '--floor-type', 'mixed', '--locale', 'UK']
    const [json, table] = await Promise.all([run([...args, '--json']), run(args)])
    expect(json.code).toBe(0)
    const body = v.parse(HomeMatchResponseSchema, JSON.parse(json.stdout))
    expect(body.locale).toBe('UK')
    expect(body.products.length).toBeLessThanOrEqual(5)
    expect(table.code).toBe(0)
    expect(table.stdout).toMatch(/^Best match: .+, score \d+\/100, £\d+/m)
    expect(table.stdout).toContain('UK retailers')
    expect(table.stdout).toContain(body.bestMatch.model)
    // The answer's warnings (e.g. picks without a UK price) are shown, one "!" line each.
    for (const warning of body.warnings) expect(table.stdout.replace(/\s+/g, ' ')).toContain(`! ${warning.text}`)
  })
})

describe.concurrent('network errors', () => {
  it('an unreachable --api is one line naming the URL and the system error, exit 1', async () => {
    const port = await closedPort()
    const result = await run(['match', '--category', 'warehouse', '--api', `http://127.0.0.1:${port}`, '--key', 'k'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(`error: cannot reach http://127.0.0.1:${port}/api/v1/match: ECONNREFUSED\n`)
  })

  it('takes --api and --key from ROBOMATCH_API_URL / ROBOMATCH_API_KEY', async () => {
    const port = await closedPort()
    const result = await run(['vendors', '--category', 'warehouse'], {
      ROBOMATCH_API_URL: `http://127.0.0.1:${port}/api/v1/`,
      ROBOMATCH_API_KEY: 'rm_test_pro_env',
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(`error: cannot reach http://127.0.0.1:${port}/api/v1/vendors?category=warehouse: ECONNREFUSED\n`)
  })

  it('--local wins over ROBOMATCH_API_URL', async () => {
    const result = await run(['vendors', '--category', 'warehouse', '--local', '--json'], { ROBOMATCH_API_URL: 'http://127.0.0.1:9' })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toHaveProperty('vendors')
  })

  it('--debug adds the stack trace', async () => {
    const port = await closedPort()
    const result = await run(['match', '--category', 'warehouse', '--api', `http://127.0.0.1:${port}`, '--key', 'k', '--debug'])
    expect(result.code).toBe(1)
    const lines = result.stderr.trimEnd().split('\n')
    expect(lines[0]).toBe(`error: cannot reach http://127.0.0.1:${port}/api/v1/match: ECONNREFUSED`)
    expect(lines.length).toBeGreaterThan(1)
    expect(result.stderr).toMatch(/^\s+at /m)
  })
})

// Each test has a store of its own (or memory), so they run at once.
describe.concurrent('keys', () => {
  it('create prints only the key; list never shows it; rotate replaces it', async () => {
    const storage = `fs:${join(tmp, 'keys-store')}`
    const created = await run(['keys', 'create', '--tier', 'pro', '--storage', storage])
    expect(created.code).toBe(0)
    expect(created.stdout).toMatch(/^rm_live_[A-Za-z0-9_-]{32}\n$/)
    expect(created.stderr).toBe('')
    const key = created.stdout.trim()

    const listed = await run(['keys', 'list', '--storage', storage])
    expect(listed.code).toBe(0)
    expect(listed.stdout).not.toContain(key)
    expect(listed.stdout).toContain(`${key.slice(0, 12)}…`)
    expect(listed.stdout).toMatch(/│ pro +│/)

    const json = await run(['keys', 'list', '--storage', storage, '--json'])
    expect(json.code).toBe(0)
    const rows = JSON.parse(json.stdout) as Array<Record<string, unknown>>
    expect(rows).toEqual([
      { prefix: `${key.slice(0, 12)}…`, tier: 'pro', status: 'active', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), usedThisMonth: 0 },
    ])
    expect(json.stdout).not.toContain(key)

    const rotated = await run(['keys', 'rotate', key, '--storage', storage])
    expect(rotated.code).toBe(0)
    expect(rotated.stdout).toMatch(/^rm_live_[A-Za-z0-9_-]{32}\n$/)
    expect(rotated.stdout.trim()).not.toBe(key)

    const again = await run(['keys', 'rotate', key, '--storage', storage])
    expect(again.code).toBe(1)
    expect(again.stdout).toBe('')
    expect(again.stderr).toMatch(/^error: no key rm_live_\S+… in fs storage/)
    expect(again.stderr).not.toContain(key)

    const after = JSON.parse((await run(['keys', 'list', '--storage', storage, '--json'])).stdout) as unknown[]
    expect(after).toHaveLength(1)
  })

  it('warns on stderr that a memory key vanishes, stdout stays the key alone', async () => {
    const result = await run(['keys', 'create', '--tier', 'starter'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^rm_live_[A-Za-z0-9_-]{32}\n$/)
    expect(result.stderr).toMatch(/storage is memory/)
  })

  it('takes the storage from ROBOMATCH_STORAGE', async () => {
    const storage = `fs:${join(tmp, 'env-store')}`
    const created = await run(['keys', 'create', '--tier', 'starter'], { ROBOMATCH_STORAGE: storage })
    expect(created.code).toBe(0)
    const listed = await run(['keys', 'list', '--json', '--storage', storage])
    expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ tier: 'starter' })])
  })
})
