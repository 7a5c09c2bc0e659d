/**
 * Interactive `match` and `home`: the built CLI runs under a real pseudo-terminal
 * (util-linux `script`), and the test answers each prompt as a user would, key by key.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BIN, ROOT } from './helpers/cli.js'
const hasScript = spawnSync('script', ['--version']).status === 0

const KEY = { down: '\x1b[B', enter: '\r', backspace: '\x7f' }
// oxlint-disable-next-line no-control-regex -- ANSI escapes start with the ESC control character
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '')
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A CLI session under a pseudo-terminal, answered step by step. */
class TerminalSession {
  private readonly child: ChildProcessWithoutNullStreams
  private output = ''
  /** Where the next `waitFor` starts looking, so an old screen never satisfies a new wait. */
  private cursor = 0
  readonly exited: Promise<number | null>

  /** `columns` sets the terminal width (stty) before the CLI starts; `env` adds to a clean environment. */
  constructor(args: string[], options: { columns?: number; env?: Record<string, string | undefined> } = {}) {
    const quoted = [process.execPath, BIN, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ')
    const command = `stty cols ${options.columns ?? 120} rows 40; exec ${quoted}`
    const env: Record<string, string | undefined> = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('ROBOMATCH_') && name !== 'COLUMNS' && name !== 'FORCE_COLOR'),
    )
    Object.assign(env, { TERM: 'xterm', NO_COLOR: '1' }, options.env)
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name]
    this.child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: ROOT, env })
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk))
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk))
    this.exited = new Promise((resolve) => this.child.on('close', resolve))
  }

  get screen(): string {
    return stripAnsi(this.output)
  }

  /** What the terminal received, escape codes included. */
  get raw(): string {
    return this.output
  }

  async waitFor(pattern: RegExp, timeoutMs = 8000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const rest = this.screen.slice(this.cursor)
      const match = pattern.exec(rest)
      if (match) {
        this.cursor += match.index + match[0].length
        return
      }
      await pause(20)
    }
    throw new Error(`timed out waiting for ${pattern}; the terminal showed:\n${this.screen}`)
  }

  /** Types keys one at a time, as a person would. */
  async press(...keys: string[]): Promise<void> {
    for (const key of keys) {
      this.child.stdin.write(key)
      await pause(15)
    }
  }

  /** Types an answer and presses enter. */
  async answer(text: string): Promise<void> {
    await this.press(...text.split(''), KEY.enter)
  }

  kill(): void {
    this.child.kill()
  }
}

// Each test drives its own terminal and CLI process, so they run at once.
describe.skipIf(!hasScript || !existsSync(join(ROOT, 'dist', 'cli', 'index.js'))).concurrent('interactive prompts on a terminal', () => {
  it('match asks the cleaning questions, validates answers with the API bounds and prints the result', async () => {
    const session = new TerminalSession(['match', '--local', '--tier', 'starter'])
    try {
      await session.waitFor(/Which kind of business robot\?/)
      await session.waitFor(/❯ warehouse/)
      await session.press(KEY.down)
      await session.waitFor(/❯ cleaning/)
      await session.press(KEY.enter)
      // Only the cleaning size question: no warehouse facility size, no restaurant seats.
      await session.waitFor(/Square metres cleaned each day/) // the help line comes first
      await session.waitFor(/Floor area to clean \(m²\)/)
      await session.answer('12,000') // separators are fine
      await session.waitFor(/Hard floors suit scrubbers/)
      await session.waitFor(/Floor to clean/)
      await session.press(KEY.enter) // skip
      await session.waitFor(/Labour cost per hour/)
      await session.answer('abc')
      await session.waitFor(/enter a number \(e\.g\. 1200\), or leave empty to skip/)
      await session.press(KEY.backspace, KEY.backspace, KEY.backspace)
      await session.answer('$25') // so is a currency mark
      await session.waitFor(/Operating hours per day/)
      await session.answer('30')
      await session.waitFor(/must be at most 24/)
      await session.press(KEY.backspace, KEY.backspace)
      await session.answer('8')
      await session.waitFor(/Operating days per week/)
      await session.answer('') // skip
      await session.waitFor(/How hard is it to staff these jobs\?/)
      await session.waitFor(/❯ skip/)
      await session.press(KEY.down, KEY.down) // skip → low → medium
      await session.waitFor(/❯ medium/)
      await session.press(KEY.enter)
      await session.waitFor(/Budget preference/)
      await session.press(KEY.enter) // skip
      await session.waitFor(/How would you like to acquire robots\?/)
      await session.press(KEY.down, KEY.down, KEY.down, KEY.down) // skip, open, buy, lease, raas
      await session.waitFor(/❯ raas/)
      await session.press(KEY.enter)
      await session.waitFor(/Technical readiness of the team/)
      await session.press(KEY.enter) // skip
      await session.waitFor(/Region \(two-letter country code/)
      await session.answer('usa')
      await session.waitFor(/must be a two-letter region code/)
      await session.press(KEY.backspace)
      await session.answer('')
      expect(await session.exited).toBe(0)
      const screen = session.screen
      expect(screen).not.toMatch(/Warehouse facility size|Seats served per day/)
      expect(screen).toContain(
        'Same without questions: robomatch match --category cleaning --floor-area-sq-m 12000 --labor-cost-per-hour 25 ' +
          '--hours-per-day 8 --staffing-pressure medium --acquisition-preference raas --region US',
      )
      expect(screen).toMatch(/Best fit for cleaning: .+, score \d+\/100/)
      expect(screen).toMatch(/Money \(USD, (buy|lease|raas)\): −?\$[\d,]+ a month net/)
      expect(screen).toMatch(/tier starter · 29\/30 requests left this minute/)
    } finally {
      session.kill()
    }
  })

  it('home asks the shop first, then the budget in its currency (£ for UK, sent in USD at the catalog rate)', async () => {
    const session = new TerminalSession(['home', '--local'])
    try {
      await session.waitFor(/Where do you shop\?/)
      await session.waitFor(/❯ skip/)
      await session.press(KEY.down, KEY.down) // skip → US → UK
      await session.waitFor(/❯ UK/)
      await session.waitFor(/UK retailers, prices and budget in £/) // the choice's description
      await session.press(KEY.enter)
      await session.waitFor(/Floor area to vacuum \(m²\)/)
      await session.answer('90 m²')
      await session.waitFor(/Main floor type/)
      await session.press(KEY.down, KEY.down, KEY.down) // skip, hard, carpet, mixed
      await session.waitFor(/❯ mixed/)
      await session.press(KEY.enter)
      await session.waitFor(/Pets at home\?/)
      await session.press(KEY.down) // skip → yes
      await session.waitFor(/❯ yes/)
      await session.press(KEY.enter)
      await session.waitFor(/Budget \(£\)/)
      await session.answer('£400')
      await session.waitFor(/Should it mop as well\?/)
      await session.press(KEY.enter) // skip
      await session.waitFor(/Want a self-emptying dock\?/)
      await session.press(KEY.down, KEY.down) // skip → yes → no
      await session.waitFor(/❯ no/)
      await session.press(KEY.enter)
      expect(await session.exited).toBe(0)
      const screen = session.screen
      expect(screen).not.toMatch(/Budget \(USD\)/)
      expect(screen).toContain(
        'Same without questions: robomatch home --floor-area-sq-m 90 --floor-type mixed --pets --no-self-emptying --locale UK --budget-gbp 400',
      )
      const catalog = JSON.parse(readFileSync(join(ROOT, 'catalogs', 'home.json'), 'utf8')) as { exchangeRate: { usdPerGbp: number } }
      const usd = Math.round(400 * catalog.exchangeRate.usdPerGbp * 100) / 100
      expect(screen).toContain(`Budget £400 sent as $${usd} (the catalog's documented rate).`)
      expect(screen).toMatch(/Best match: .+, score \d+\/100, £\d+/)
      expect(screen).toContain('UK retailers')
    } finally {
      session.kill()
    }
  })

  it('with --interactive asks only what the flags left out; with the required flags, --json or --no-interactive never asks', async () => {
    const partial = new TerminalSession(['match', '--local', '--category', 'restaurant', '--seats-per-day', '300', '--interactive'])
    // The README and --help examples: required flags given, so they run as typed on a terminal.
    const example = new TerminalSession(['match', '--local', '--category', 'restaurant', '--seats-per-day', '300'])
    const quiet = new TerminalSession(['match', '--local', '--no-interactive'])
    const json = new TerminalSession(['match', '--local', '--json'])
    const home = new TerminalSession(['home', '--local', '--locale', 'uk', '--pets'])
    try {
      await partial.waitFor(/How does food reach guests\?/)
      await partial.press(KEY.enter) // skip
      await partial.waitFor(/Labour cost per hour/)
      expect(partial.screen).not.toMatch(/Which kind of business robot|Seats served per day/)
      expect(await example.exited).toBe(0)
      // No question was asked (inquirer starts each with "? "); the answer's own warnings may end in a question mark.
      expect(example.screen).not.toMatch(/Labour cost per hour|Operating hours|^\? /m)
      expect(example.screen).toMatch(/Best fit for restaurant/)
      expect(await quiet.exited).toBe(2)
      expect(quiet.screen).toMatch(/^error: missing --category/m)
      expect(await json.exited).toBe(2)
      expect(json.screen).not.toMatch(/Which kind of business robot/)
      expect(await home.exited).toBe(0)
      expect(home.screen).not.toMatch(/Floor area to vacuum|Where do you shop/)
      expect(home.screen).toContain('UK retailers')
    } finally {
      for (const session of [partial, example, quiet, json, home]) session.kill()
    }
  })

  it('tables fit an 80-column terminal (links left out, said so); --wide keeps them', async () => {
    const narrow = new TerminalSession(['home', '--local', '--floor-area-sq-m', '90', '--pets', '--locale', 'UK'], { columns: 80 })
    const wide = new TerminalSession(['home', '--local', '--floor-area-sq-m', '90', '--pets', '--locale', 'UK', '--wide'], { columns: 80 })
    const business = new TerminalSession(['match', '--local', '--category', 'warehouse', '--facility-size-sq-m', '8000'], { columns: 80 })
    const vendors = new TerminalSession(['vendors', '--local', '--category', 'cleaning'], { columns: 80 })
    try {
      for (const session of [narrow, wide, business, vendors]) expect(await session.exited).toBe(0)
      const widths = (screen: string) =>
        screen
          .split('\n')
          .filter((line) => /^[┌│└├]/.test(line))
          .map((line) => line.length)
      expect(widths(narrow.screen).length).toBeGreaterThan(3)
      expect(Math.max(...widths(narrow.screen))).toBeLessThanOrEqual(80)
      // The note may wrap at the terminal's width like the rest of the summary.
      expect(narrow.screen.replace(/\s*\n\s*/g, ' ')).toMatch(/\(link( and [a-z-]+)* columns? left out to fit 80 columns; --wide or --json show (it|them)\)/)
      for (const line of narrow.screen.split('\n')) expect(line.length).toBeLessThanOrEqual(80)
      expect(Math.max(...widths(wide.screen))).toBeGreaterThan(80)
      expect(wide.screen).toMatch(/│ link/)
      expect(Math.max(...widths(business.screen))).toBeLessThanOrEqual(80)
      // --local business links point at a server that is not running: no link column, and why.
      expect(business.screen).not.toMatch(/│ link/)
      // Sentences are wrapped at spaces to the terminal's width: read them with the breaks joined.
      expect(business.screen.replace(/\s*\n\s*/g, ' ')).toMatch(
        /Links left out: with --local they point at http:\/\/127\.0\.0\.1:8787\/out, a server that is not running/,
      )
      expect(Math.max(...widths(vendors.screen))).toBeLessThanOrEqual(80)
    } finally {
      for (const session of [narrow, wide, business, vendors]) session.kill()
    }
  })

  it('colours errors on a terminal, never with NO_COLOR', async () => {
    const coloured = new TerminalSession(['match', '--local', '--no-interactive'], { env: { NO_COLOR: undefined } })
    const plain = new TerminalSession(['match', '--local', '--no-interactive'])
    try {
      expect(await coloured.exited).toBe(2)
      expect(await plain.exited).toBe(2)
      expect(coloured.raw).toContain('\x1b[31merror:\x1b[39m missing --category')
      expect(plain.raw).not.toContain('\x1b[31m')
      expect(plain.raw).toMatch(/^error: missing --category/m)
    } finally {
      coloured.kill()
      plain.kill()
    }
  })

  it('Ctrl-C cancels with one line and exit 130', async () => {
    const session = new TerminalSession(['match', '--local'])
    try {
      await session.waitFor(/Which kind of business robot\?/)
      await session.press('\x03')
      expect(await session.exited).toBe(130)
      expect(session.screen).toMatch(/error: cancelled\n$/)
    } finally {
      session.kill()
    }
  })
})
