/** The site's simple pages: the landing page and the friendly error pages (pricing: `pricing-page.tsx`). */
import { Layout } from './layout.js'

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
