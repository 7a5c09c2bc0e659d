/**
 * Interactive `match` and `home`: the built CLI runs under a real pseudo-terminal
 * (util-linux `script`), and the test answers each prompt as a user would, key by key.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BIN = join(ROOT, 'bin', 'robomatch.js')
const hasScript = spawnSync('script', ['--version']).status === 0

const KEY = { down: '\x1b[B', enter: '\r', backspace: '\x7f' }
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '')
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A CLI session under a pseudo-terminal, answered step by step. */
class TerminalSession {
  private readonly child: ChildProcessWithoutNullStreams
  private output = ''
  /** Where the next `waitFor` starts looking, so an old screen never satisfies a new wait. */
  private cursor = 0
  readonly exited: Promise<number | null>

  constructor(args: string[]) {
    const command = [process.execPath, BIN, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ')
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ROBOMATCH_')))
    this.child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: ROOT,
      env: { ...env, TERM: 'xterm', NO_COLOR: '1' },
    })
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk))
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk))
    this.exited = new Promise((resolve) => this.child.on('close', resolve))
  }

  get screen(): string {
    return stripAnsi(this.output)
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

describe.skipIf(!hasScript || !existsSync(join(ROOT, 'dist', 'cli', 'index.js')))('interactive prompts on a terminal', () => {
  it('match asks the cleaning questions, validates answers with the API bounds and prints the result', async () => {
    const session = new TerminalSession(['match', '--local', '--tier', 'starter'])
    try {
      await session.waitFor(/Which kind of business robot\?/)
      await session.waitFor(/❯ warehouse/)
      await session.press(KEY.down)
      await session.waitFor(/❯ cleaning/)
      await session.press(KEY.enter)
      // Only the cleaning size question: no warehouse facility size, no restaurant seats.
      await session.waitFor(/Floor area to clean \(m²\)/)
      await session.answer('12000')
      await session.waitFor(/Labour cost per hour/)
      await session.answer('abc')
      await session.waitFor(/enter a number \(e\.g\. 1200\), or leave empty to skip/)
      await session.press(KEY.backspace, KEY.backspace, KEY.backspace)
      await session.answer('25')
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
      expect(screen).toMatch(/Cleaning ROI: about \$/)
      expect(screen).toMatch(/tier starter · 29\/30 requests left this minute/)
    } finally {
      session.kill()
    }
  }, 20_000)

  it('home asks every home question and prints the product table', async () => {
    const session = new TerminalSession(['home', '--local'])
    try {
      await session.waitFor(/Floor area to vacuum \(m²\)/)
      await session.answer('90')
      await session.waitFor(/Main floor type/)
      await session.press(KEY.down, KEY.down, KEY.down) // skip, hard, carpet, mixed
      await session.waitFor(/❯ mixed/)
      await session.press(KEY.enter)
      await session.waitFor(/Pets at home\?/)
      await session.press(KEY.down) // skip → yes
      await session.waitFor(/❯ yes/)
      await session.press(KEY.enter)
      await session.waitFor(/Budget \(USD\)/)
      await session.answer('800')
      await session.waitFor(/Should it mop as well\?/)
      await session.press(KEY.enter) // skip
      await session.waitFor(/Want a self-emptying dock\?/)
      await session.press(KEY.down, KEY.down) // skip → yes → no
      await session.waitFor(/❯ no/)
      await session.press(KEY.enter)
      await session.waitFor(/Where do you shop\?/)
      await session.press(KEY.down, KEY.down) // skip → US → UK
      await session.waitFor(/❯ UK/)
      await session.press(KEY.enter)
      expect(await session.exited).toBe(0)
      const screen = session.screen
      expect(screen).toContain(
        'Same without questions: robomatch home --floor-area-sq-m 90 --floor-type mixed --pets --budget-usd 800 --no-self-emptying --locale UK',
      )
      expect(screen).toMatch(/Best match: .+, score \d+\/100, £\d+/)
      expect(screen).toContain('UK retailers')
    } finally {
      session.kill()
    }
  }, 20_000)

  it('asks only what the flags left out, and never with --no-interactive', async () => {
    const partial = new TerminalSession(['match', '--local', '--category', 'restaurant', '--seats-per-day', '300'])
    const quiet = new TerminalSession(['match', '--local', '--category', 'restaurant', '--no-interactive'])
    try {
      await partial.waitFor(/Labour cost per hour/)
      expect(partial.screen).not.toMatch(/Which kind of business robot|Seats served per day/)
      expect(await quiet.exited).toBe(0)
      expect(quiet.screen).not.toMatch(/Labour cost per hour|Operating hours/)
      expect(quiet.screen).toMatch(/Best fit for restaurant/)
    } finally {
      partial.kill()
      quiet.kill()
    }
  }, 20_000)

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
  }, 20_000)
})
