/**
 * Checks of the vendor listing, the home vacuum endpoints and the tracked click links.
 */
import { randomUUID } from 'node:crypto'
import { HomeMatchResponseSchema, HomeProductsResponseSchema, PublicVendorsResponseSchema } from '../../schemas/api.js'
import type { Check, ConformanceContext } from './context.js'
import { limitsOf, requireMatch } from './context.js'
import { expectApiError, expectSchema, expectStatus, fail, failOnProblems } from './expect.js'
import type { Exchange } from './probe.js'

/** Whether `a` may come before `b` in a by-name listing (code-unit or locale order). */
function inNameOrder(a: string, b: string): boolean {
  return a <= b || a.localeCompare(b, 'en', { sensitivity: 'base' }) <= 0
}

function tierOf(exchange: Exchange, bodyTier: string): string {
  return exchange.headers.get('x-api-tier') ?? bodyTier
}

async function checkVendorsListing(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.vendors()
  expectStatus(exchange, 200, 'GET /vendors?category=warehouse')
  const body = expectSchema(PublicVendorsResponseSchema, exchange.json, 'vendors 200 body')
  const problems: string[] = []
  if (body.count !== body.vendors.length) problems.push(`count ${body.count} must equal vendors.length ${body.vendors.length}`)
  const tier = tierOf(exchange, body.tier)
  const limits = limitsOf(tier)
  if (limits && body.vendors.length > limits.maxCatalogVendors) {
    problems.push(`${body.vendors.length} vendors listed, more than the ${tier} tier's maxCatalogVendors ${limits.maxCatalogVendors}`)
  }
  if (body.category !== 'warehouse') problems.push(`category must be "warehouse", got "${body.category}"`)
  for (let i = 1; i < body.vendors.length; i++) {
    const [a, b] = [body.vendors[i - 1].name, body.vendors[i].name]
    if (!inNameOrder(a, b)) {
      problems.push(`vendors must be sorted by name: "${a}" comes before "${b}"`)
      break
    }
  }
  failOnProblems('vendor listing', problems)
}

async function homeMatchBody(ctx: ConformanceContext, locale: 'US' | 'UK') {
  const exchange = await ctx.homeMatch[locale]()
  expectStatus(exchange, 200, `POST /home/match (affiliateLocale ${locale})`)
  const body = expectSchema(HomeMatchResponseSchema, exchange.json, `home match (${locale}) 200 body`)
  return { exchange, body }
}

async function checkHomeMatch(ctx: ConformanceContext): Promise<void> {
  const { exchange, body } = await homeMatchBody(ctx, 'US')
  const problems: string[] = []
  const tier = tierOf(exchange, body.tier)
  const limits = limitsOf(tier)
  if (limits && body.products.length > limits.maxVendors) {
    problems.push(`products has ${body.products.length} entries, more than the ${tier} tier's maxVendors ${limits.maxVendors}`)
  }
  if (body.locale !== 'US') problems.push(`locale must be "US", got "${body.locale}"`)
  failOnProblems('home match', problems)
}

async function checkHomeLocaleRanking(ctx: ConformanceContext): Promise<void> {
  const us = (await homeMatchBody(ctx, 'US')).body
  const uk = (await homeMatchBody(ctx, 'UK')).body
  const ids = (products: { productId: string }[]) => products.map((p) => p.productId).join(', ')
  if (uk.locale !== 'UK') fail(`affiliateLocale UK must answer locale "UK", got "${uk.locale}"`)
  if (ids(us.products) !== ids(uk.products)) {
    fail(`the locale must not change the ranking: US [${ids(us.products)}] vs UK [${ids(uk.products)}]`)
  }
}

async function checkHomeProducts(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.get('/home/products?locale=UK')
  expectStatus(exchange, 200, 'GET /home/products?locale=UK')
  const body = expectSchema(HomeProductsResponseSchema, exchange.json, 'home products 200 body')
  const problems: string[] = []
  if (body.locale !== 'UK') problems.push(`locale must be "UK", got "${body.locale}"`)
  if (body.count !== body.products.length) problems.push(`count ${body.count} must equal products.length ${body.products.length}`)
  const tier = tierOf(exchange, body.tier)
  const limits = limitsOf(tier)
  if (limits && body.products.length > limits.maxCatalogVendors) {
    problems.push(`${body.products.length} products listed, more than the ${tier} tier's maxCatalogVendors ${limits.maxCatalogVendors}`)
  }
  failOnProblems('home products', problems)
}

/** The first clickUrl of the warehouse match. */
async function firstClickUrl(ctx: ConformanceContext): Promise<URL> {
  const body = requireMatch(await ctx.match.warehouse(), 'a successful warehouse match')
  const first = body.vendorMatches[0]
  if (!first) fail('needs a warehouse match with at least one vendor; vendorMatches is empty')
  try {
    return new URL(first.clickUrl)
  } catch {
    fail(`needs an absolute clickUrl, got "${first.clickUrl}"`)
  }
}

async function checkClickRedirect(ctx: ConformanceContext): Promise<void> {
  const url = await firstClickUrl(ctx)
  const exchange = await ctx.probe.send({ url: url.href, manualRedirect: true })
  expectStatus(exchange, 302, 'a clickUrl must redirect')
  const location = exchange.headers.get('location')
  let target: URL
  try {
    target = new URL(location ?? '')
  } catch {
    fail(`the 302 must carry an absolute Location, got ${JSON.stringify(location)}`)
  }
  const problems: string[] = []
  if (target.protocol !== 'https:') problems.push(`Location must be https, got ${target.href}`)
  if (target.searchParams.get('utm_source') !== 'robomatch') problems.push(`Location must carry utm_source=robomatch, got ${target.href}`)
  failOnProblems('click redirect', problems)
}

async function checkTamperedLink(ctx: ConformanceContext): Promise<void> {
  const url = await firstClickUrl(ctx)
  const param = url.searchParams.has('m') ? 'm' : 'v'
  url.searchParams.set(param, param === 'm' ? randomUUID() : 'no-such-vendor')
  const exchange = await ctx.probe.send({ url: url.href, manualRedirect: true })
  expectApiError(exchange, 404, 'not_found', `a click link with a tampered "${param}" must be a 404 (no forged clicks, no open redirect)`)
}

/** Vendor listing checks. */
export const vendorChecks: readonly Check[] = [{ name: 'vendors: valid listing, count, tier cap, sorted by name', run: checkVendorsListing }]

/** Home vacuum checks. */
export const homeChecks: readonly Check[] = [
  { name: 'home: POST /home/match → 200 HomeMatchResponse within maxVendors', run: checkHomeMatch },
  { name: 'home: affiliateLocale UK keeps the product order', run: checkHomeLocaleRanking },
  { name: 'home: GET /home/products?locale=UK → 200', run: checkHomeProducts },
]

/** Click link checks. */
export const linkChecks: readonly Check[] = [
  { name: 'links: clickUrl → 302 to https with utm_source=robomatch', run: checkClickRedirect },
  { name: 'links: tampered click link → 404 ApiError', run: checkTamperedLink },
]
