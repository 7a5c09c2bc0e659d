/**
 * Issue 28 finding 2: `/pricing` shows each tier's price, currency and period from the billing
 * config and compares the tiers row by row (limits from the configured tier table); every
 * "what each tier gets" row is held against real starter and pro answers, so the page cannot
 * promise what the engine does not give.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { offersByTier } from '../src/billing/config.js'
import { DEFAULT_TIERS } from '../src/engine/tiers.js'
import { createApp } from '../src/server/app.js'
import type { AppOptions, RobomatchApp } from '../src/server/types.js'
import { formatAmount, TIER_DETAIL } from '../src/site/pricing-page.js'
import { BILLING } from './helpers/billing.js'

let app: RobomatchApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})
const pricing = async (options: AppOptions) => {
  app = await createApp(options)
  return (await app.fetch(new Request('http://localhost/pricing', { headers: { accept: 'text/html' } }))).text()
}
/** The comparison table's rows as [label, starter, pro] texts. */
const rows = (html: string) =>
  [...html.matchAll(/<tr[^>]*><th scope="row">([^<]+)<\/th><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td><\/tr>/g)].map((m) => [m[1], m[2], m[3]])

describe('issue 28 finding 2: /pricing shows prices and what each tier gets', () => {
  it('shows amount, currency and period from the billing config, and the configured limits row by row', async () => {
    const html = await pricing({ billing: BILLING, tiers: { ...DEFAULT_TIERS, pro: { ...DEFAULT_TIERS.pro, matchesPerMonth: 12345 } } })
    expect(html).toContain('data-price="starter"><strong>$19.00</strong> per month')
    expect(html).toContain('data-price="pro"><strong>$99.00</strong> per month')
    expect(html).toContain('billed monthly until you cancel')
    const table = rows(html)
    expect(table).toContainEqual(['Price', '$19.00 per month', '$99.00 per month'])
    expect(table).toContainEqual(['Matches per month', '2,000', '12,345'])
    expect(table).toContainEqual(['Requests per minute', '30', '60'])
    expect(table).toContainEqual(['Runner-up robot types with their scores', 'No', 'Yes'])
    expect(html).not.toContain('robomatch keys create')
  })

  it('without billing: no price, the comparison, and how a self-hoster creates keys', async () => {
    const html = await pricing({})
    expect(html).not.toContain('data-subscribe')
    expect(rows(html).map((row) => row[0])).not.toContain('Price')
    expect(rows(html)).toContainEqual(['Vendors (or products) per match', '3', '5'])
    expect(html).toContain('robomatch keys create --tier pro')
  })

  it('formats amounts in the currency’s own decimals, and says so when a link has no price', async () => {
    expect(formatAmount(4900, 'usd')).toBe('$49.00')
    expect(formatAmount(1500, 'JPY')).toBe('¥1,500')
    expect(formatAmount(999, 'eur')).toBe('€9.99')
    expect(offersByTier({ plink_1: { tier: 'pro', url: 'https://buy.stripe.com/x', amount: 4900, currency: 'usd', interval: 'year' } })).toEqual({
      pro: { url: 'https://buy.stripe.com/x', amount: 4900, currency: 'USD', interval: 'year' },
    })
    const html = await pricing({ paymentLinks: { pro: 'https://buy.stripe.com/test_pro' } })
    expect(html).toContain('The price is shown at checkout.')
    expect(rows(html)).toContainEqual(['Price', 'Not sold here', 'At checkout'])
  })

  it('every "what each tier gets" row matches what starter and pro answers hold', async () => {
    app = await createApp({ mock: true })
    const ask = async (tier: 'starter' | 'pro', path: string, body: unknown) => {
      const res = await app!.fetch(
        new Request(`http://localhost/api/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': `rm_test_${tier}_pricing` },
          body: JSON.stringify(body),
        }),
      )
      expect(res.status).toBe(200)
      return (await res.json()) as Record<string, unknown> & {
        bestRobotMatch: { runnerUps?: unknown[] }
        vendorMatches: Array<Record<string, unknown>>
        cleaningRoi?: Record<string, unknown>
        products?: Array<Record<string, unknown>>
      }
    }
    const holds: Record<string, (answer: { cleaning: Awaited<ReturnType<typeof ask>>; home: Awaited<ReturnType<typeof ask>> }) => boolean> = {
      'Verdict (proceed, pilot, not yet) with its reasons, monthly net and payback in your currency': (a) => {
        const economics = a.cleaning.economics as Record<string, unknown> | undefined
        return (
          typeof a.cleaning.verdict === 'string' &&
          Array.isArray(a.cleaning.verdictReasons) &&
          typeof economics?.monthlyNet === 'number' &&
          'paybackMonths' in economics
        )
      },
      'Full economics: labour hours, cost per acquisition model, break-even and every sourced figure': (a) => {
        const economics = a.cleaning.economics as Record<string, unknown> | undefined
        return economics?.breakEven !== undefined && economics.assumptions !== undefined && economics.robotMonthlyCost !== undefined
      },
      'Best robot type, acquisition advice, ranked vendors': (a) =>
        Boolean(a.cleaning.bestRobotMatch && a.cleaning.acquisitionRecommendation) && a.cleaning.vendorMatches.length > 0,
      'Runner-up robot types with their scores': (a) => (a.cleaning.bestRobotMatch.runnerUps?.length ?? 0) > 0,
      'Score breakdown of every vendor': (a) => a.cleaning.vendorMatches.every((v) => v.scoreBreakdown !== undefined),
      'Vendor price band, deployment time and headquarters': (a) =>
        a.cleaning.vendorMatches.every((v) => v.priceBand !== undefined && v.deploymentWeeks !== undefined && v.headquarters !== undefined),
      'Cleaning ROI: monthly saving and payback': (a) =>
        a.cleaning.cleaningRoi?.estimatedMonthlySavings !== undefined && 'paybackMonths' in a.cleaning.cleaningRoi,
      'Cleaning ROI: full model with every rate, its source and the inputs assumed': (a) => a.cleaning.cleaningRoi?.assumptions !== undefined,
      'Home vacuums: score detail per product': (a) => (a.home.products ?? []).every((p) => p.scoreDetail !== undefined),
    }
    expect(Object.keys(holds).sort()).toEqual(TIER_DETAIL.map((row) => row.label).sort())
    for (const tier of ['starter', 'pro'] as const) {
      const answer = {
        cleaning: await ask(tier, '/match', { category: 'cleaning', floorAreaSqM: 2500 }),
        home: await ask(tier, '/home/match', { floorAreaSqM: 90, affiliateLocale: 'US' }),
      }
      for (const row of TIER_DETAIL) expect(holds[row.label](answer), `${row.label} (${tier})`).toBe(row.tiers.includes(tier))
    }
  })
})
