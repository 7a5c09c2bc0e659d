/**
 * `robomatch conformance`: checks a deployed robomatch-compatible API against the contract
 * (seed spec + PRODUCT.md §2): spec endpoint, auth, matches, limit headers, usage counting,
 * errors, vendors, home vacuums, click links, and optionally pro fields and 429 handling.
 *
 * Each check is named and fails with what was expected and what came back. By default the
 * run spends at most 7 matches of the key's monthly quota (6 with --key, 1 with --pro-key).
 */
import { homeChecks, linkChecks, vendorChecks } from './conformance/checks-catalog.js'
import { errorChecks } from './conformance/checks-errors.js'
import { headerChecks, matchChecks } from './conformance/checks-match.js'
import { proChecks, rateLimitChecks } from './conformance/checks-pro.js'
import { authChecks, specChecks } from './conformance/checks-spec.js'
import { type Check, ConformanceContext } from './conformance/context.js'
import { CheckFailure } from './conformance/expect.js'
import { runPreflight } from './conformance/preflight.js'
import { Probe, UnreachableError } from './conformance/probe.js'
import { EXIT, oneLine, UsageError } from './errors.js'
import { normaliseApiUrl } from './client.js'
import { writeJunit } from './junit.js'
import { stylesFor } from './style.js'

/** Options of `robomatch conformance`. */
export interface ConformanceOptions {
  /** API base URL, with or without `/api/v1`. */
  api: string
  /** A starter or pro key. */
  key: string
  /** A pro key, to check pro-only fields as well. */
  proKey?: string
  /** Print only JSON on stdout. */
  json?: boolean
  /** Also write a JUnit XML report to this file. */
  junit?: string
  /** Also spend the key's minute window to check the 429 answer. */
  exhaustRateLimit?: boolean
}

/** The outcome of one check. */
export interface CheckResult {
  name: string
  ok: boolean
  /** Why it failed. */
  message?: string
  timeMs: number
}

/** The outcome of a run. */
export interface ConformanceResult {
  checks: CheckResult[]
  /** Successful match answers (POST /match and /home/match), i.e. monthly quota spent. */
  matchesSpent: number
  /** One line per preflight question answered (robomatch API? key accepted? tiers?). */
  preflight: string[]
  /** Why the run stopped before its checks (wrong URL, key or tiers); no checks ran. */
  stopped?: string
}

/** The checks of a run, in order; the rate-limit check runs last since it spends the minute window. */
function selectChecks(opts: Pick<ConformanceOptions, 'proKey' | 'exhaustRateLimit'>): Check[] {
  return [
    ...specChecks,
    ...authChecks,
    ...matchChecks,
    ...headerChecks,
    ...errorChecks,
    ...vendorChecks,
    ...homeChecks,
    ...linkChecks,
    ...(opts.proKey ? proChecks : []),
    ...(opts.exhaustRateLimit ? rateLimitChecks : []),
  ]
}

/** Turns what a check threw into a one-line reason. */
function reasonOf(error: unknown): string {
  if (error instanceof CheckFailure || error instanceof UnreachableError) return oneLine(error.message)
  const text = error instanceof Error ? error.message || error.name : String(error)
  return oneLine(`unexpected error while checking: ${text}`)
}

async function runCheck(check: Check, ctx: ConformanceContext): Promise<{ result: CheckResult; unreachable: boolean }> {
  const started = performance.now()
  try {
    await check.run(ctx)
    return { result: { name: check.name, ok: true, timeMs: Math.round(performance.now() - started) }, unreachable: false }
  } catch (error) {
    const timeMs = Math.round(performance.now() - started)
    return { result: { name: check.name, ok: false, message: reasonOf(error), timeMs }, unreachable: error instanceof UnreachableError }
  }
}

/**
 * Runs every check against a running API and returns the results (no output). A preflight
 * first asks whether the URL is a robomatch API, whether the key is accepted and whether the
 * keys' tiers are as claimed; a "no" stops the run with `stopped` set and no checks. When the
 * very first request cannot reach the server, the run stops there with that one failure.
 * Throws a UsageError when `api` is not an http(s) URL.
 *
 * @example
 * const { checks, matchesSpent } = await runConformance({ api: 'http://127.0.0.1:8787', key })
 */
export async function runConformance(opts: Pick<ConformanceOptions, 'api' | 'key' | 'proKey' | 'exhaustRateLimit'>): Promise<ConformanceResult> {
  const probe = new Probe(normaliseApiUrl(opts.api))
  const ctx = new ConformanceContext(probe, opts.key, opts.proKey)
  const checks: CheckResult[] = []
  const preflight = await runPreflight(ctx)
  if (preflight.problem) return { checks, matchesSpent: probe.matchesSpent, preflight: preflight.lines, stopped: preflight.problem }
  for (const check of selectChecks(opts)) {
    const { result, unreachable } = await runCheck(check, ctx)
    checks.push(result)
    if (unreachable && checks.length === 1) break
  }
  return { checks, matchesSpent: probe.matchesSpent, preflight: preflight.lines }
}

/** `PASS name` / `FAIL name — reason` lines, the quota line and the `N passed, M failed` summary. */
function formatReport(result: ConformanceResult): string[] {
  const lines = result.checks.map((check) => (check.ok ? `PASS ${check.name}` : `FAIL ${check.name} — ${check.message ?? 'failed'}`))
  lines.unshift(...result.preflight)
  const passed = result.checks.filter((check) => check.ok).length
  lines.push(`spent ${result.matchesSpent} matches of the monthly quota`)
  lines.push(`${passed} passed, ${result.checks.length - passed} failed`)
  return lines
}

/**
 * Runs the conformance checks and prints the report; returns the exit code: 0 all passed,
 * 1 any failed, 2 bad usage (an unparseable --api URL, no key, a URL that is not a robomatch
 * API, a key it does not accept, swapped or wrong-tier keys: one line on stderr).
 *
 * @example
 * process.exitCode = await conformanceCommand({ api: 'http://127.0.0.1:8787', key, junit: 'reports/conformance.xml' })
 */
export async function conformanceCommand(opts: ConformanceOptions): Promise<number> {
  let result: ConformanceResult
  try {
    if (!opts.key) throw new UsageError('missing --key: conformance needs a key for the server')
    result = await runConformance(opts)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    process.stderr.write(`error: ${oneLine(error.message)}\n`)
    return EXIT.usage
  }
  if (result.stopped) {
    for (const line of result.preflight) process.stderr.write(`${line}\n`)
    process.stderr.write(`error: ${oneLine(result.stopped)}\n`)
    return EXIT.usage
  }
  const stream = opts.json ? process.stderr : process.stdout
  const paint = stylesFor(stream)
  const painted = formatReport(result).map((line) => line.replace(/^PASS /, `${paint.green('PASS')} `).replace(/^FAIL /, `${paint.red('FAIL')} `))
  const report = `${painted.join('\n')}\n`
  const passed = result.checks.filter((check) => check.ok).length
  const failed = result.checks.length - passed
  if (opts.json) {
    process.stderr.write(report)
    const summary = { passed, failed, matchesSpent: result.matchesSpent }
    process.stdout.write(`${JSON.stringify({ checks: result.checks, summary }, null, 2)}\n`)
  } else {
    process.stdout.write(report)
  }
  if (opts.junit) {
    try {
      await writeJunit(opts.junit, 'robomatch conformance', result.checks)
    } catch (error) {
      process.stderr.write(`error: cannot write JUnit report ${opts.junit}: ${oneLine(error instanceof Error ? error.message : String(error))}\n`)
      return EXIT.failed
    }
  }
  return failed > 0 ? EXIT.failed : EXIT.ok
}
