/**
 * Pro-tier checks (with `--pro-key`) and the rate-limit check (with `--exhaust-rate-limit`).
 */
import { DEFAULT_TIERS } from '../../engine/tiers.js'
import type { Check, ConformanceContext } from './context.js'
import { requireMatch } from './context.js'
import { expectApiError, fail, failOnProblems, integerHeader } from './expect.js'
import { matchBodyProblems } from './checks-match.js'
import type { Exchange } from './probe.js'

async function proBody(ctx: ConformanceContext) {
  const exchange = await ctx.proMatch()
  return { exchange, body: requireMatch(exchange, 'a successful pro warehouse match') }
}

async function checkProTier(ctx: ConformanceContext): Promise<void> {
  const { exchange, body } = await proBody(ctx)
  const problems: string[] = []
  const header = exchange.headers.get('x-api-tier')
  if (header !== 'pro') problems.push(`X-API-Tier must be "pro" for the pro key, got ${JSON.stringify(header)}`)
  if (body.tier !== 'pro') problems.push(`body tier must be "pro" for the pro key, got "${body.tier}"`)
  problems.push(...matchBodyProblems(body, 'warehouse', 'pro'))
  failOnProblems('pro match', problems)
}

async function checkRunnerUps(ctx: ConformanceContext): Promise<void> {
  const { body } = await proBody(ctx)
  const runnerUps = body.bestRobotMatch.runnerUps
  if (!runnerUps || runnerUps.length === 0) fail('pro must add bestRobotMatch.runnerUps (the next robot types); it is missing or empty')
  if (runnerUps.length > 2) fail(`bestRobotMatch.runnerUps must hold the next two robot types at most, got ${runnerUps.length}`)
}

async function checkScoreBreakdown(ctx: ConformanceContext): Promise<void> {
  const { body } = await proBody(ctx)
  const problems: string[] = []
  for (const vendor of body.vendorMatches) {
    if (!vendor.scoreBreakdown) {
      problems.push(`${vendor.vendorId} lacks scoreBreakdown`)
      continue
    }
    const sum = Object.values(vendor.scoreBreakdown).reduce((total, points) => total + points, 0)
    if (sum !== vendor.score) problems.push(`${vendor.vendorId}: scoreBreakdown parts sum to ${sum}, score is ${vendor.score}`)
  }
  failOnProblems('pro scoreBreakdown', problems)
}

async function checkSameRanking(ctx: ConformanceContext): Promise<void> {
  const starter = requireMatch(await ctx.match.warehouse(), 'a successful warehouse match with --key')
  const { body: pro } = await proBody(ctx)
  const starterIds = starter.vendorMatches.map((v) => v.vendorId)
  const proIds = pro.vendorMatches.slice(0, starterIds.length).map((v) => v.vendorId)
  if (starterIds.join(',') !== proIds.join(',')) {
    fail(`tier must never change the ranking: --key ranks [${starterIds.join(', ')}], pro's first ${starterIds.length} are [${proIds.join(', ')}]`)
  }
}

/** Problems of the headers of a 429 rate-limit answer. */
function rateLimitedProblems(exchange: Exchange): string[] {
  const problems: string[] = []
  const retryAfter = integerHeader(exchange.headers, 'Retry-After', problems)
  if (retryAfter !== undefined && retryAfter < 1) problems.push(`Retry-After must be at least 1, got ${retryAfter}`)
  integerHeader(exchange.headers, 'X-RateLimit-Limit', problems)
  integerHeader(exchange.headers, 'X-RateLimit-Reset', problems)
  const remaining = integerHeader(exchange.headers, 'X-RateLimit-Remaining', problems)
  if (remaining !== undefined && remaining !== 0) problems.push(`X-RateLimit-Remaining must be 0 on a 429, got ${remaining}`)
  if (!exchange.headers.has('X-API-Tier')) problems.push('missing X-API-Tier')
  return problems
}

async function checkRateLimit(ctx: ConformanceContext): Promise<void> {
  let exchange = await ctx.get('/vendors?category=warehouse')
  const limit = integerHeader(exchange.headers, 'X-RateLimit-Limit', [])
  const bound = (limit ?? DEFAULT_TIERS.pro.requestsPerMinute) + 5
  let sent = 1
  while (exchange.status !== 429 && sent < bound) {
    if (exchange.status !== 200) fail(`needs GET /vendors to answer 200 until rate limited, got HTTP ${exchange.status} after ${sent} requests`)
    exchange = await ctx.get('/vendors?category=warehouse')
    sent++
  }
  if (exchange.status !== 429) {
    fail(`expected a 429 within X-RateLimit-Limit+5 = ${bound} requests of one minute, got HTTP ${exchange.status} after ${sent}`)
  }
  expectApiError(exchange, 429, 'rate_limited', 'the request over the per-minute limit')
  failOnProblems('429 headers', rateLimitedProblems(exchange))
}

/** Checks that need `--pro-key`. */
export const proChecks: readonly Check[] = [
  { name: 'pro: X-API-Tier pro, vendorMatches ≤ 5', run: checkProTier },
  { name: 'pro: bestRobotMatch.runnerUps present', run: checkRunnerUps },
  { name: 'pro: scoreBreakdown parts sum to score', run: checkScoreBreakdown },
  { name: 'pro: tier never changes the ranking', run: checkSameRanking },
]

/** The check that spends the key's minute window (`--exhaust-rate-limit`). */
export const rateLimitChecks: readonly Check[] = [{ name: 'rate limit: 429 rate_limited with Retry-After and Remaining 0', run: checkRateLimit }]
