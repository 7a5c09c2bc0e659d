/**
 * `GET /pricing` (PRODUCT.md section 8): each tier's price, currency and billing period from the
 * billing config, a subscribe button per tier, and a row-by-row comparison of what each tier
 * gets. Limits come from the configured tier table (one source of truth); the pro answer's extra
 * detail is listed in {@link TIER_DETAIL}, which `test/pricing.test.ts` holds against real answers.
 * Without billing the page says how a self-hoster creates keys.
 */
import type { TierOffer } from '../billing/config.js'
import type { TierTable } from '../engine/tiers.js'
import type { Tier } from '../schemas/api.js'
import { Layout } from './layout.js'

const TIER_ORDER = ['starter', 'pro'] as const satisfies readonly Tier[]

const TIER_TEXT: Record<Tier, { name: string; text: string }> = {
  starter: { name: 'Starter', text: 'For a first integration and small sites: the best robot type, acquisition advice and ranked vendors.' },
  pro: { name: 'Pro', text: 'For products built on the answers: more volume, more vendors, and the detail behind every ranking.' },
}

/**
 * What a pro answer holds that a starter one does not (the engine shapes answers by tier): one
 * row each in the comparison. `test/pricing.test.ts` checks each against a starter and a pro answer.
 */
export const TIER_DETAIL: ReadonlyArray<{ label: string; tiers: readonly Tier[] }> = [
  { label: 'Verdict (proceed, pilot, not yet) with its reasons, monthly net and payback in your currency', tiers: ['starter', 'pro'] },
  { label: 'Best robot type, acquisition advice, ranked vendors', tiers: ['starter', 'pro'] },
  { label: 'Full economics: labour hours, cost per acquisition model, break-even and every sourced figure', tiers: ['pro'] },
  { label: 'Runner-up robot types with their scores', tiers: ['pro'] },
  { label: 'Score breakdown of every vendor', tiers: ['pro'] },
  { label: 'Vendor price band, deployment time and headquarters', tiers: ['pro'] },
  { label: 'Cleaning ROI: monthly saving and payback', tiers: ['starter', 'pro'] },
  { label: 'Cleaning ROI: full model with every rate, its source and the inputs assumed', tiers: ['pro'] },
  { label: 'Home vacuums: score detail per product', tiers: ['pro'] },
]

export interface PricingProps {
  tiers: TierTable
  /** Checkout per tier: a URL, or an offer with its price; without any, the page says how keys are created. */
  paymentLinks?: Partial<Record<Tier, string | TierOffer>>
}

const PERIOD: Record<NonNullable<TierOffer['interval']>, { per: string; billed: string }> = {
  day: { per: 'per day', billed: 'daily' },
  week: { per: 'per week', billed: 'weekly' },
  month: { per: 'per month', billed: 'monthly' },
  year: { per: 'per year', billed: 'yearly' },
}

/**
 * An amount in minor units as people read it, with the currency's own number of decimals.
 * @example formatAmount(4900, 'USD') // → '$49.00'
 */
export function formatAmount(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amount / 10 ** digits)
}

function offerOf(link: string | TierOffer | undefined): TierOffer | undefined {
  return typeof link === 'string' ? { url: link } : link
}

/** "$49.00 per month", or what is known of it; undefined when no price is configured. */
function priceText(offer: TierOffer | undefined): { amount: string; period?: string } | undefined {
  if (offer?.amount === undefined || offer.currency === undefined) return undefined
  return { amount: formatAmount(offer.amount, offer.currency), period: offer.interval ? PERIOD[offer.interval].per : undefined }
}

const count = (n: number) => n.toLocaleString('en-US')

export function PricingPage({ tiers, paymentLinks }: PricingProps) {
  const offers = Object.fromEntries(TIER_ORDER.map((tier) => [tier, offerOf(paymentLinks?.[tier])])) as Record<Tier, TierOffer | undefined>
  const selling = TIER_ORDER.some((tier) => offers[tier])
  const limitRows: Array<{ label: string; value: (tier: Tier) => string }> = [
    { label: 'Requests per minute', value: (tier) => count(tiers[tier].requestsPerMinute) },
    { label: 'Matches per month', value: (tier) => count(tiers[tier].matchesPerMonth) },
    { label: 'Vendors (or products) per match', value: (tier) => count(tiers[tier].maxVendors) },
    { label: 'Vendors per catalog listing', value: (tier) => count(tiers[tier].maxCatalogVendors) },
    { label: 'Attribution link required', value: (tier) => (tiers[tier].attributionRequired ? 'Yes' : 'No') },
  ]
  return (
    <Layout title="Pricing" path="/pricing" description="API tiers: prices, limits and what each answer holds.">
      <h1>Pricing</h1>
      <p class="lead">
        One subscription gives one API key with its own rate limit and monthly match quota. Paid tiers unlock volume and detail, never placement: sponsored
        vendors rank the same for every tier.
      </p>
      <div class="tiers">
        {TIER_ORDER.map((tier) => {
          const offer = offers[tier]
          const price = priceText(offer)
          return (
            <section key={tier} class="card tier" data-tier={tier} aria-labelledby={`tier-${tier}`}>
              <h2 id={`tier-${tier}`}>{TIER_TEXT[tier].name}</h2>
              {price ? (
                <p class="price" data-price={tier}>
                  <strong>{price.amount}</strong> {price.period ?? ''}
                </p>
              ) : offer ? (
                <p class="price muted">The price is shown at checkout.</p>
              ) : null}
              <p>{TIER_TEXT[tier].text}</p>
              <ul class="tier-limits">
                <li>{count(tiers[tier].matchesPerMonth)} matches a month</li>
                <li>{count(tiers[tier].requestsPerMinute)} requests a minute</li>
                <li>Up to {count(tiers[tier].maxVendors)} vendors per match</li>
              </ul>
              {offer ? (
                <>
                  <p class="actions">
                    <a class="button" href={offer.url} data-subscribe={tier}>
                      Subscribe to {TIER_TEXT[tier].name}
                      {price ? ` · ${price.amount}${price.period ? ` ${price.period}` : ''}` : ''}
                    </a>
                  </p>
                  <p class="terms muted">
                    Payment by Stripe{offer.interval ? `, billed ${PERIOD[offer.interval].billed} until you cancel` : ''}. Your key is shown right after
                    payment, with a link to replace it if it is lost; it stops working when the subscription ends.
                  </p>
                </>
              ) : null}
            </section>
          )
        })}
      </div>
      <h2 id="compare">What each tier gets</h2>
      <div class="table-wrap">
        <table class="compare" aria-labelledby="compare">
          <thead>
            <tr>
              <th scope="col">
                <span class="visually-hidden">Feature</span>
              </th>
              {TIER_ORDER.map((tier) => (
                <th scope="col" key={tier}>
                  {TIER_TEXT[tier].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {selling ? (
              <tr data-row="price">
                <th scope="row">Price</th>
                {TIER_ORDER.map((tier) => {
                  const price = priceText(offers[tier])
                  return (
                    <td key={tier}>{price ? `${price.amount}${price.period ? ` ${price.period}` : ''}` : offers[tier] ? 'At checkout' : 'Not sold here'}</td>
                  )
                })}
              </tr>
            ) : null}
            {limitRows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {TIER_ORDER.map((tier) => (
                  <td key={tier}>{row.value(tier)}</td>
                ))}
              </tr>
            ))}
            {TIER_DETAIL.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {TIER_ORDER.map((tier) => (
                  <td key={tier} data-included={row.tiers.includes(tier) ? 'yes' : 'no'}>
                    {row.tiers.includes(tier) ? 'Yes' : 'No'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {selling ? null : (
        <section class="card" data-no-billing="">
          <h2>Getting a key</h2>
          <p>Online subscriptions are not set up on this server. Whoever runs it creates keys on the command line:</p>
          <pre>
            <code>robomatch keys create --tier pro</code>
          </pre>
          <p>
            The key is printed once; send it as <code>X-API-Key</code> or <code>Authorization: Bearer</code>. See the <a href="/docs">API reference</a>.
          </p>
        </section>
      )}
    </Layout>
  )
}
