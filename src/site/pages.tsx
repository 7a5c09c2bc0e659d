/** The site's simple pages: the landing page, pricing, and the friendly error pages. */
import type { TierLimits, TierTable } from '../engine/tiers.js'
import type { Tier } from '../schemas/api.js'
import { FiguresTable, Layout } from './layout.js'

const WAYS = [
  { href: '/match/warehouse', title: 'Warehouse', text: 'Picking, goods-to-person, pallet moving and storage robots, sized to your building and throughput.' },
  { href: '/match/cleaning', title: 'Commercial cleaning', text: 'Autonomous scrubbers and vacuums, with the monthly cost set against the labour they save.' },
  { href: '/match/restaurant', title: 'Restaurant', text: 'Serving and bussing robots matched to your seats and service style.' },
  { href: '/home', title: 'Home robot vacuum', text: 'A robot vacuum for your floors, pets and budget, priced in dollars or pounds.' },
] as const

export function LandingPage() {
  return (
    <Layout title="Find the right robot" path="/" description="Rules-based robot recommendations for warehouses, cleaning, restaurants and homes.">
      <h1>Find the right robot for the job</h1>
      <p class="lead">
        Answer a few questions about your site and robomatch recommends a robot type, how to acquire it, and vendors that sell it where you are. The rules are
        open and the answer explains itself; sponsored vendors never jump the queue.
      </p>
      <h2>Four ways in</h2>
      <ul class="ways">
        {WAYS.map((way) => (
          <li key={way.href}>
            <a class="card" href={way.href}>
              <strong>{way.title}</strong>
              <span>{way.text}</span>
            </a>
          </li>
        ))}
      </ul>
      <h2>Building on it</h2>
      <p>
        The same engine answers the HTTP API: read the <a href="/docs">API reference</a>, or see the <a href="/pricing">tiers and limits</a>.
      </p>
    </Layout>
  )
}

const TIER_TEXT: Record<Tier, { name: string; text: string }> = {
  starter: { name: 'Starter', text: 'For a first integration and small sites.' },
  pro: { name: 'Pro', text: 'Runner-ups, score breakdowns, the full cleaning ROI model and more vendors per match.' },
}

export interface PricingProps {
  tiers: TierTable
  /** Checkout links per tier; without one, the page says how keys are created. */
  paymentLinks?: Partial<Record<Tier, string>>
}

function limitRows(limits: TierLimits): [string, string][] {
  return [
    ['Requests per minute', limits.requestsPerMinute.toLocaleString('en-US')],
    ['Matches per month', limits.matchesPerMonth.toLocaleString('en-US')],
    ['Vendors per match', limits.maxVendors.toLocaleString('en-US')],
    ['Vendors per catalog listing', limits.maxCatalogVendors.toLocaleString('en-US')],
    ['Attribution required', limits.attributionRequired ? 'Yes' : 'No'],
  ]
}

export function PricingPage({ tiers, paymentLinks }: PricingProps) {
  const anyLink = (['starter', 'pro'] as const).some((tier) => paymentLinks?.[tier])
  return (
    <Layout title="Pricing" path="/pricing" description="API tiers and their limits.">
      <h1>Tiers and limits</h1>
      <p class="lead">
        One subscription gives one API key with its own rate limit and monthly match quota. Paid tiers unlock volume and detail, never placement.
      </p>
      <div class="tiers">
        {(['starter', 'pro'] as const).map((tier) => (
          <section key={tier} class="card" data-tier={tier} aria-labelledby={`tier-${tier}`}>
            <h2 id={`tier-${tier}`}>{TIER_TEXT[tier].name}</h2>
            <p>{TIER_TEXT[tier].text}</p>
            <FiguresTable rows={limitRows(tiers[tier])} />
            {paymentLinks?.[tier] ? (
              <p class="actions">
                <a class="button" href={paymentLinks[tier]} data-subscribe={tier}>
                  Subscribe to {TIER_TEXT[tier].name}
                </a>
              </p>
            ) : null}
          </section>
        ))}
      </div>
      {anyLink ? null : (
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

export function NotFoundPage({ path }: { path: string }) {
  return (
    <Layout title="Page not found" path={path}>
      <h1>Page not found</h1>
      <p class="lead">
        There is no page at <code>{path}</code>. It may have moved, or the link may be mistyped.
      </p>
      <p>
        Start from the <a href="/">home page</a>, or go straight to a questionnaire: <a href="/match/warehouse">warehouse</a>,{' '}
        <a href="/match/cleaning">cleaning</a>, <a href="/match/restaurant">restaurant</a> or <a href="/home">home vacuum</a>.
      </p>
    </Layout>
  )
}

export function TooManyPage({ path, retryAfter, limit }: { path: string; retryAfter: number; limit: number }) {
  return (
    <Layout title="Too many matches" path={path}>
      <h1>Please wait a moment</h1>
      <p class="lead" data-retry-after={retryAfter}>
        This address has asked for {limit} matches in the last minute, the most the site answers. Try again in {retryAfter} second
        {retryAfter === 1 ? '' : 's'}.
      </p>
      <p>
        Need more? The <a href="/docs">API</a> answers with a key and higher limits (see <a href="/pricing">pricing</a>).
      </p>
    </Layout>
  )
}
