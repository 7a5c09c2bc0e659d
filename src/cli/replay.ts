/**
 * `robomatch replay <file-or-dir>`: sends profile fixtures to an API (or the local app) with
 * a concurrency limit, checks each fixture's expectations and reports a table, JSON or JUnit.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import type { HomeMatchResponse, PublicMatchResponse } from '../schemas/api.js'
import { FixtureSchema, type Fixture } from '../schemas/fixture.js'
import { productMessage } from '../schemas/messages.js'
import { validateObject } from '../schemas/validate.js'
import { createClient, type ApiClient, type ApiResponse, type ConnectionOptions } from './client.js'
import { EXIT, oneLine, toApiErrorBody, UsageError } from './errors.js'
import { formatMs, percentile, printJson, printLines, renderTable } from './output.js'

/** Flags of `replay`. */
export interface ReplayOptions extends ConnectionOptions {
  concurrency?: number
  json?: boolean
  junit?: string
  /** `--no-wait` sets this to false: a 429 is then a failure instead of a wait and retry. */
  wait?: boolean
}

/** A fixture and the file it came from. */
export interface LoadedFixture {
  file: string
  fixture: Fixture
}

/** Outcome of one fixture. */
export interface ReplayResult {
  fixture: string
  file: string
  endpoint: Fixture['endpoint']
  /** HTTP status of the last attempt; 0 when the API could not be reached. */
  status: number
  /** Best robot type (business) or best product id (home), when the response had one. */
  best?: string
  ok: boolean
  /** Every failed expectation, joined with `; `. */
  reason?: string
  /** Latency of the last attempt. */
  ms: number
  attempts: number
}

/** Totals of a replay. */
export interface ReplaySummary {
  passed: number
  failed: number
  p50Ms: number
  p95Ms: number
}

/** The longest `Retry-After` replay waits for; a longer one (a spent monthly quota) fails the fixture. */
const MAX_WAIT_SECONDS = 120
const MAX_ATTEMPTS = 5

const displayPath = (file: string) => {
  const rel = relative(process.cwd(), file)
  return rel && !rel.startsWith('..') ? rel : file
}

/**
 * Loads fixtures from a file or from every `*.json` in a directory (sorted by name).
 * Throws a {@link UsageError} naming the file and the field when one is not a valid fixture.
 */
export async function loadFixtures(target: string): Promise<LoadedFixture[]> {
  let files: string[]
  let info
  try {
    info = await stat(target)
  } catch {
    throw new UsageError(`cannot read ${target}: no such file or directory; pass a fixture file or a folder of *.json fixtures`)
  }
  if (info.isDirectory()) {
    files = (await readdir(target))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => join(target, name))
    if (files.length === 0) throw new UsageError(`no *.json fixtures in ${target}`)
  } else {
    files = [target]
  }
  const loaded: LoadedFixture[] = []
  for (const file of files) {
    const shown = displayPath(file)
    let data: unknown
    try {
      data = JSON.parse(await readFile(file, 'utf8'))
    } catch (error) {
      throw new UsageError(`invalid fixture ${shown}: not valid JSON (${oneLine((error as Error).message)})`)
    }
    const result = validateObject(FixtureSchema, data)
    if (!result.ok) {
      const problems = Object.entries(result.fields).map(([field, message]) => `${field} ${productMessage(message)}`)
      throw new UsageError(`invalid fixture ${shown}: ${problems.join('; ')}`)
    }
    loaded.push({ file: shown, fixture: result.value })
  }
  return loaded
}

/** Checks a response against a fixture's expectations; returns the failed ones (empty = pass). */
export function checkExpectations(fixture: Fixture, response: Pick<ApiResponse, 'status' | 'body'>): string[] {
  const expect = fixture.expect ?? {}
  const problems: string[] = []
  const expectedStatus = expect.status ?? 200
  const ok2xx = response.status >= 200 && response.status < 300
  if (response.status !== expectedStatus) {
    let detail = ''
    if (!ok2xx) {
      const error = toApiErrorBody(response.status, response.body)
      detail = ` (${error.error}: ${oneLine(error.message)})`
    }
    problems.push(`status ${response.status}, expected ${expectedStatus}${detail}`)
    return problems
  }
  if (!ok2xx) {
    if (expect.error !== undefined) {
      const error = toApiErrorBody(response.status, response.body)
      if (error.error !== expect.error) problems.push(`error ${error.error}, expected ${expect.error}`)
    }
    return problems
  }
  if (fixture.endpoint === 'match') {
    const body = response.body as PublicMatchResponse
    const best = body?.bestRobotMatch?.robotType
    if (expect.bestRobotType !== undefined && best !== expect.bestRobotType) {
      problems.push(`best robot type ${best}, expected ${expect.bestRobotType}`)
    }
    if (expect.bestRobotTypeOneOf !== undefined && !expect.bestRobotTypeOneOf.includes(best)) {
      problems.push(`best robot type ${best}, expected one of ${expect.bestRobotTypeOneOf.join(', ')}`)
    }
    if (expect.acquisitionRecommendation !== undefined && body?.acquisitionRecommendation !== expect.acquisitionRecommendation) {
      problems.push(`acquisition ${body?.acquisitionRecommendation ?? 'none'}, expected ${expect.acquisitionRecommendation}`)
    }
    if (expect.verdict !== undefined && !expect.verdict.includes(body?.verdict)) {
      problems.push(`verdict ${body?.verdict ?? 'none'}, expected ${expect.verdict.join(' or ')}`)
    }
    if (expect.matchConfidence !== undefined && !expect.matchConfidence.includes(body?.matchConfidence as never)) {
      problems.push(`confidence ${body?.matchConfidence ?? 'none'}, expected ${expect.matchConfidence.join(' or ')}`)
    }
    if (expect.topIncludes !== undefined) {
      const ids = (body?.vendorMatches ?? []).slice(0, expect.topIncludes.within).map((vendor) => vendor.vendorId)
      if (!ids.includes(expect.topIncludes.id)) {
        problems.push(`vendor ${expect.topIncludes.id} not in the top ${expect.topIncludes.within} (${ids.join(', ') || 'none'})`)
      }
    }
  } else {
    const body = response.body as HomeMatchResponse
    for (const key of ['bestRobotType', 'bestRobotTypeOneOf', 'acquisitionRecommendation', 'matchConfidence', 'verdict'] as const) {
      if (expect[key] !== undefined) problems.push(`expect.${key} does not apply to a home fixture`)
    }
    if (expect.topIncludes !== undefined) {
      const ids = (body?.products ?? []).slice(0, expect.topIncludes.within).map((product) => product.productId)
      if (!ids.includes(expect.topIncludes.id)) {
        problems.push(`product ${expect.topIncludes.id} not in the top ${expect.topIncludes.within} (${ids.join(', ') || 'none'})`)
      }
    }
  }
  return problems
}

function bestOf(fixture: Fixture, response: ApiResponse): string | undefined {
  if (response.status < 200 || response.status > 299) return undefined
  if (fixture.endpoint === 'match') return (response.body as PublicMatchResponse)?.bestRobotMatch?.robotType
  return (response.body as HomeMatchResponse)?.bestMatch?.productId
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** How `runFixture` waits, so the progress can show it and tests need no real time. */
export interface WaitHooks {
  /** Waits `ms` (default: a timer). */
  sleep?: (ms: number) => Promise<void>
  /** Told before each wait on a 429, with the seconds and the fixture. */
  onWait?: (seconds: number, fixture: string) => void
  /** Told when the wait is over and the fixture is sent again. */
  onResume?: (fixture: string) => void
}

/** Sends one fixture, waiting out rate limits when allowed, and checks it. */
export async function runFixture(client: ApiClient, loaded: LoadedFixture, wait: boolean, hooks: WaitHooks = {}): Promise<ReplayResult> {
  const { fixture, file } = loaded
  const path = fixture.endpoint === 'match' ? '/match' : '/home/match'
  const base = { fixture: fixture.name, file, endpoint: fixture.endpoint }
  const expects429 = fixture.expect?.status === 429
  let attempts = 0
  for (;;) {
    attempts++
    let response: ApiResponse
    try {
      response = await client.request('POST', path, fixture.request)
    } catch (error) {
      return { ...base, status: 0, ok: false, reason: oneLine((error as Error).message), ms: 0, attempts }
    }
    if (response.status === 429 && !expects429) {
      const error = toApiErrorBody(429, response.body)
      const retryAfter = Number(response.headers.get('retry-after') ?? '1')
      const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 1
      const retryable = error.error === 'rate_limited' && seconds <= MAX_WAIT_SECONDS && attempts < MAX_ATTEMPTS
      if (wait && retryable) {
        hooks.onWait?.(seconds, fixture.name)
        await (hooks.sleep ?? sleep)(seconds * 1000)
        hooks.onResume?.(fixture.name)
        continue
      }
      const hint = error.error === 'rate_limited' && !wait ? '; drop --no-wait to wait for the next window' : ''
      return {
        ...base,
        status: 429,
        ok: false,
        reason: `${error.error} (429): ${oneLine(error.message)}${hint}`,
        ms: response.ms,
        attempts,
      }
    }
    const problems = checkExpectations(fixture, response)
    return {
      ...base,
      status: response.status,
      best: bestOf(fixture, response),
      ok: problems.length === 0,
      ...(problems.length > 0 ? { reason: problems.join('; ') } : {}),
      ms: response.ms,
      attempts,
    }
  }
}

/** Runs `items` through `worker` with at most `limit` in flight, keeping the input order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, worker: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await worker(items[index])
    }
  })
  await Promise.all(lanes)
  return results
}

/** Totals: passed, failed and latency percentiles over the fixtures that got an answer. */
export function summarise(results: readonly ReplayResult[]): ReplaySummary {
  const latencies = results.filter((r) => r.status !== 0).map((r) => r.ms)
  return {
    passed: results.filter((r) => r.ok).length,
    failed: results.filter((r) => !r.ok).length,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
  }
}

/** Runs `robomatch replay`; returns 0 when every expectation held, 1 otherwise. */
export async function replayCommand(target: string, options: ReplayOptions): Promise<number> {
  const fixtures = await loadFixtures(target)
  const concurrency = options.concurrency ?? 4
  const client = await createClient(options, { unlimited: true })
  const showProgress = process.stderr.isTTY === true && !options.json
  let results: ReplayResult[]
  try {
    let bar: { increment(): void; stop(): void; update(payload: { note: string }): void } | undefined
    if (showProgress) {
      const { default: progress } = await import('cli-progress')
      const singleBar = new progress.SingleBar(
        { stream: process.stderr, format: 'replay [{bar}] {value}/{total} fixtures{note}', hideCursor: true, clearOnComplete: true },
        progress.Presets.shades_classic,
      )
      singleBar.start(fixtures.length, 0, { note: '' })
      bar = {
        increment: () => singleBar.increment(),
        stop: () => singleBar.stop(),
        update: (payload) => singleBar.update(payload),
      }
    }
    // A 429 wait used to be silent: say on the bar (or in one stderr line) how long and why.
    const hooks: WaitHooks = {
      onWait: (seconds, fixture) => {
        const note = `rate limited (429): waiting ${seconds} s for the next window before resending "${fixture}" (--no-wait fails instead)`
        if (bar) bar.update({ note: ` · ${note}` })
        else process.stderr.write(`replay: ${note}\n`)
      },
      onResume: () => bar?.update({ note: '' }),
    }
    try {
      results = await mapLimited(fixtures, concurrency, async (loaded) => {
        const result = await runFixture(client, loaded, options.wait !== false, hooks)
        bar?.increment()
        return result
      })
    } finally {
      bar?.stop()
    }
  } finally {
    await client.close()
  }
  const summary = summarise(results)

  if (options.junit) {
    const { writeJunit } = await import('./junit.js')
    await writeJunit(
      options.junit,
      'robomatch replay',
      results.map((r) => ({
        name: r.fixture,
        classname: `robomatch replay.${r.endpoint}`,
        ok: r.ok,
        message: r.reason,
        timeMs: r.ms,
      })),
    )
  }

  if (options.json) {
    printJson({ results, summary })
  } else {
    printLines([
      renderTable(
        ['fixture', 'status', 'best', 'result', 'latency'],
        results.map((r) => [
          r.fixture,
          r.status === 0 ? '-' : r.status,
          r.best ?? '',
          r.ok ? 'PASS' : `FAIL: ${r.reason ?? ''}`,
          r.status === 0 ? '-' : formatMs(r.ms),
        ]),
      ),
      `${results.length} fixtures from ${basename(target)} against ${client.target} · latency p50 ${summary.p50Ms} ms, p95 ${summary.p95Ms} ms`,
      `${summary.passed} passed, ${summary.failed} failed`,
    ])
  }
  return summary.failed > 0 ? EXIT.failed : EXIT.ok
}
