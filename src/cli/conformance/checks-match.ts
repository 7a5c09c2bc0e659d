/**
 * Checks of POST /match (one per category), of the limit headers on match and vendors
 * answers, and of the monthly usage counter (+1 per successful match, nothing on a 400).
 */
import { PublicMatchResponseSchema, type PublicMatchResponse } from '../../schemas/api.js'
import type { RobotCategory } from '../../schemas/catalog.js'
import { type Check, type ConformanceContext, limitsOf, PROFILES, requireMatch } from './context.js'
import { expectSchema, expectStatus, fail, failOnProblems, integerHeader } from './expect.js'
import type { Exchange } from './probe.js'

const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const
const USAGE_HEADERS = ['X-Usage-Limit', 'X-Usage-Remaining', 'X-Usage-Period', 'X-Usage-Used'] as const

/** Problems of the click URLs of a match: absolute, `/out` path, robomatch UTM parameters, the vendor and the answer's vendor list. */
export function clickUrlProblems(body: PublicMatchResponse): string[] {
  const problems: string[] = []
  const listed = body.vendorMatches.map((vendor) => vendor.vendorId).join(',')
  for (const vendor of body.vendorMatches) {
    let url: URL
    try {
      url = new URL(vendor.clickUrl)
    } catch {
      problems.push(`clickUrl of ${vendor.vendorId} must be an absolute URL, got "${vendor.clickUrl}"`)
      continue
    }
    const params = url.searchParams
    if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push(`clickUrl of ${vendor.vendorId} must be http(s)`)
    if (!url.pathname.endsWith('/out')) problems.push(`clickUrl of ${vendor.vendorId} must use the /out redirect, got path ${url.pathname}`)
    const expected = { v: vendor.vendorId, utm_source: 'robomatch', utm_medium: 'api', utm_campaign: body.category, l: listed }
    for (const [name, value] of Object.entries(expected)) {
      if (params.get(name) !== value) {
        problems.push(`clickUrl of ${vendor.vendorId} must carry ${name}=${value}, got ${JSON.stringify(params.get(name))}`)
      }
    }
  }
  return problems
}

/** Problems of a business match body for `category`: tier cap, ROI/fleet hint rule, ranks, links. */
export function matchBodyProblems(body: PublicMatchResponse, category: RobotCategory, tierHeader: string | null): string[] {
  const problems: string[] = []
  if (body.category !== category) problems.push(`category must be "${category}", got "${body.category}"`)
  const tier = tierHeader ?? body.tier
  const limits = limitsOf(tier)
  if (!limits) problems.push(`unknown tier "${tier}"`)
  else if (body.vendorMatches.length > limits.maxVendors) {
    problems.push(`vendorMatches has ${body.vendorMatches.length} entries, more than the ${tier} tier's maxVendors ${limits.maxVendors}`)
  }
  const hasRoi = body.cleaningRoi !== undefined
  if (category === 'cleaning' && !hasRoi) problems.push('cleaningRoi must be present for a cleaning match')
  if (category !== 'cleaning' && hasRoi) problems.push(`cleaningRoi must be present on cleaning matches only, found on ${category}`)
  const hasHint = body.fleetSizingHint !== undefined
  if (hasHint === hasRoi) {
    problems.push(
      `fleetSizingHint must appear exactly when cleaningRoi does not (cleaningRoi ${hasRoi ? 'present' : 'absent'}, fleetSizingHint ${hasHint ? 'present' : 'absent'})`,
    )
  }
  body.vendorMatches.forEach((vendor, index) => {
    if (vendor.rank !== index + 1) problems.push(`vendorMatches[${index}].rank must be ${index + 1}, got ${vendor.rank}`)
    if (vendor.robotType !== body.bestRobotMatch.robotType) {
      problems.push(`vendorMatches[${index}] is listed for ${vendor.robotType}; only vendors of the recommended ${body.bestRobotMatch.robotType} may be listed`)
    }
  })
  if (body.economics.currency !== body.currency) problems.push(`economics.currency ${body.economics.currency} must equal currency ${body.currency}`)
  if (body.economics.paybackMonths === null && body.economics.paybackReason === undefined)
    problems.push('economics.paybackReason must say why paybackMonths is null')
  if (body.verdictReasons.length === 0) problems.push(`verdict ${body.verdict} must come with at least one reason`)
  if (body.verdict === 'not_yet' && body.matchConfidence === 'strong') problems.push('a not_yet verdict must never be strong')
  if (body.fleet.min > body.fleet.max) problems.push(`fleet.min ${body.fleet.min} must be ≤ fleet.max ${body.fleet.max}`)
  return [...problems, ...clickUrlProblems(body)]
}

function matchCheck(category: RobotCategory): Check {
  return {
    name: `match: ${category} → 200 PublicMatchResponse`,
    async run(ctx) {
      const exchange = await ctx.match[category]()
      expectStatus(exchange, 200, `POST /match with a realistic ${category} profile`)
      const body = expectSchema(PublicMatchResponseSchema, exchange.json, `${category} match 200 body`)
      failOnProblems(`${category} match`, matchBodyProblems(body, category, exchange.headers.get('x-api-tier')))
    },
  }
}

function currentPeriods(exchange: Exchange): string[] {
  return [exchange.sentAt, exchange.receivedAt].map((ms) => new Date(ms).toISOString().slice(0, 7))
}

/** Problems of the rate-limit headers (and X-API-Tier against `bodyTier`). */
export function rateHeaderProblems(exchange: Exchange, bodyTier: string | undefined): string[] {
  const problems: string[] = []
  const [limit, remaining, reset] = RATE_HEADERS.map((name) => integerHeader(exchange.headers, name, problems))
  if (limit !== undefined && remaining !== undefined && remaining > limit) {
    problems.push(`X-RateLimit-Remaining ${remaining} exceeds X-RateLimit-Limit ${limit}`)
  }
  // One second of clock allowance between this machine and the server.
  if (reset !== undefined && reset * 1000 <= exchange.sentAt - 1000) {
    problems.push(`X-RateLimit-Reset ${reset} must be in the future (now ${Math.floor(exchange.sentAt / 1000)})`)
  }
  if (reset !== undefined && reset * 1000 > exchange.receivedAt + 61_000) {
    problems.push(`X-RateLimit-Reset ${reset} must be within 61 s of now (${Math.floor(exchange.receivedAt / 1000)}): windows are one minute`)
  }
  const tier = exchange.headers.get('x-api-tier')
  if (tier === null) problems.push('missing X-API-Tier')
  else if (tier !== 'starter' && tier !== 'pro') problems.push(`X-API-Tier must be starter or pro, got "${tier}"`)
  else if (bodyTier !== undefined && tier !== bodyTier) problems.push(`X-API-Tier "${tier}" differs from body tier "${bodyTier}"`)
  return problems
}

/** Problems of the monthly usage headers of a successful match. */
export function usageHeaderProblems(exchange: Exchange): string[] {
  const problems: string[] = []
  const limit = integerHeader(exchange.headers, 'X-Usage-Limit', problems)
  const remaining = integerHeader(exchange.headers, 'X-Usage-Remaining', problems)
  const used = integerHeader(exchange.headers, 'X-Usage-Used', problems)
  const period = exchange.headers.get('x-usage-period')
  if (period === null) problems.push('missing X-Usage-Period')
  else if (!currentPeriods(exchange).includes(period)) {
    problems.push(`X-Usage-Period must be the current UTC month ${currentPeriods(exchange)[1]}, got "${period}"`)
  }
  if (limit !== undefined && remaining !== undefined && used !== undefined && used + remaining !== limit) {
    problems.push(`X-Usage-Used ${used} + X-Usage-Remaining ${remaining} must equal X-Usage-Limit ${limit}`)
  }
  return problems
}

async function checkMatchHeaders(ctx: ConformanceContext): Promise<void> {
  const problems: string[] = []
  let checked = 0
  for (const category of Object.keys(PROFILES) as RobotCategory[]) {
    const exchange = await ctx.match[category]()
    if (exchange.status !== 200) continue
    checked++
    const body = exchange.json as { tier?: unknown } | undefined
    const bodyTier = typeof body?.tier === 'string' ? body.tier : undefined
    const found = [...rateHeaderProblems(exchange, bodyTier), ...usageHeaderProblems(exchange)]
    problems.push(...found.map((problem) => `${category}: ${problem}`))
  }
  if (checked === 0) fail('needs a successful POST /match; none of the category matches answered 200')
  failOnProblems('POST /match 200 headers', [...new Set(problems)])
}

async function checkVendorsHeaders(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.vendors()
  expectStatus(exchange, 200, 'needs GET /vendors?category=warehouse')
  const body = exchange.json as { tier?: unknown } | undefined
  const problems = rateHeaderProblems(exchange, typeof body?.tier === 'string' ? body.tier : undefined)
  for (const name of USAGE_HEADERS) {
    if (exchange.headers.has(name)) problems.push(`${name} must not be sent on /vendors (usage headers are for matches only)`)
  }
  failOnProblems('GET /vendors 200 headers', problems)
}

/** The last X-Usage-Used seen on a successful match of the main key, making one match when none was. */
async function lastUsed(ctx: ConformanceContext): Promise<number> {
  if (ctx.trail().length === 0) requireMatch(await ctx.match.warehouse(), 'a successful warehouse match')
  const last = ctx.trail().at(-1)
  if (last?.used === undefined) fail('needs an integer X-Usage-Used on the last successful match')
  return last.used
}

function trailProblems(ctx: ConformanceContext): string[] {
  const steps = ctx.trail()
  const problems: string[] = []
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1].used
    const after = steps[i].used
    if (before !== undefined && after !== undefined && after !== before + 1) {
      problems.push(`X-Usage-Used went from ${before} to ${after} between two consecutive successful matches (${steps[i].path}); expected +1`)
    }
  }
  return problems
}

async function checkUsageCounting(ctx: ConformanceContext): Promise<void> {
  const before = await lastUsed(ctx)
  const problems = trailProblems(ctx)
  const invalid = await ctx.postMatch({ category: 'warehouse', hoursPerDay: 99 })
  expectStatus(invalid, 400, 'needs a 400 for hoursPerDay 99')
  const after = await ctx.postMatch({ ...PROFILES.restaurant, seatsPerDay: 120, region: 'GB' })
  expectStatus(after, 200, 'needs a second successful match')
  const afterUsed = integerHeader(after.headers, 'X-Usage-Used', [])
  if (afterUsed === undefined) problems.push('needs an integer X-Usage-Used on the second match')
  else if (afterUsed === before + 2) problems.push(`X-Usage-Used went from ${before} to ${afterUsed} across a 400 and one match: the 400 was counted`)
  else if (afterUsed !== before + 1) problems.push(`X-Usage-Used went from ${before} to ${afterUsed} across a 400 and one match; expected ${before + 1}`)
  failOnProblems('monthly usage (another client on this key at the same time also moves it)', [...new Set(problems)])
}

/** POST /match per category. */
export const matchChecks: readonly Check[] = [matchCheck('warehouse'), matchCheck('cleaning'), matchCheck('restaurant')]

/** Limit headers and usage counting. */
export const headerChecks: readonly Check[] = [
  { name: 'headers: match 200 carries rate, tier and usage headers', run: checkMatchHeaders },
  { name: 'headers: vendors 200 carries rate headers, no usage headers', run: checkVendorsHeaders },
  { name: 'usage: X-Usage-Used +1 per match, unchanged by a 400', run: checkUsageCounting },
]
