/**
 * A home match: the best robot vacuum and the ranked list in the visitor's one currency (£ at
 * UK retailers, $ at US ones). A product without a price in that currency is left out and
 * counted, never shown in another currency. The budget line is worked out here, in the
 * currency the visitor typed it in, so it is true on the page. Each link names its retailer and
 * the page says the links are affiliate links. `data-product-id` marks each product,
 * `data-best-match` the winner.
 */
import type { HomeMatchRequest, HomeMatchResponse, HomeProductMatch } from '../schemas/api.js'
import type { HomeLocale } from '../schemas/catalog.js'
import { ApiNote, ShareLinks } from './business-results.js'
import { formatDate, formatMoney, humanize } from './format.js'

const NAVIGATION_TEXT: Record<string, string> = { lidar: 'LiDAR', solid_state: 'Solid-state sensor', camera: 'Camera', gyro: 'Gyroscope' }
const MOPPING_TEXT: Record<string, string> = { none: 'No mopping', pad: 'Mopping pad', rotating: 'Rotating mop pads', roller: 'Roller mop' }
const LOCALE_CURRENCY: Record<HomeLocale, string> = { US: 'USD', UK: 'GBP' }

/** What the catalog says about a product's retailer link in the visitor's locale. */
export interface ProductSource {
  /** The retailer's name as shown in its address, e.g. `Amazon.co.uk`. */
  retailer: string
  checkedAt: string
}

export interface HomeResultsProps {
  answer: HomeMatchResponse
  request: HomeMatchRequest
  /** The budget as typed, in the locale's currency. */
  budget?: number
  sources: Readonly<Record<string, ProductSource>>
  permalink?: string
}

/**
 * The retailer named by a link's host: `www.amazon.co.uk` → `Amazon.co.uk`.
 *
 * @example
 * retailerName('https://www.amazon.com/s?k=x') // 'Amazon.com'
 */
export function retailerName(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '')
  return host.charAt(0).toUpperCase() + host.slice(1)
}

export function HomeResults({ answer, request, budget, sources, permalink }: HomeResultsProps) {
  const currency = LOCALE_CURRENCY[answer.locale]
  const priced = answer.products.filter((product) => product.price.currency === currency)
  const unpriced = answer.products.length - priced.length
  const best = priced.find((product) => product.productId === answer.bestMatch.productId) ?? priced[0]
  const others = priced.filter((product) => product !== best)
  const retailers = [...new Set(priced.map((product) => sources[product.productId]?.retailer).filter((name): name is string => Boolean(name)))]
  const place = answer.locale === 'UK' ? 'UK' : 'US'
  const dates = priced.map((product) => sources[product.productId]?.checkedAt).filter((date): date is string => Boolean(date))
  const oldest = dates.sort()[0]
  return (
    <section aria-labelledby="result-title" data-match-id={answer.matchId} data-locale={answer.locale} data-currency={currency}>
      <h2 id="result-title">Your match</h2>
      <p class="disclosure" data-affiliate-disclosure="">
        <strong>Affiliate links:</strong> the links below go to {retailers.length > 0 ? retailers.join(' and ') : `${place} retailers`}, and robomatch may earn
        a commission on what you buy there, at no cost to you. It never changes the order of the list.
      </p>
      {best ? (
        <article class="card best" data-best-match="" data-product-id={best.productId}>
          <ProductBody product={best} heading={`Best match: ${best.brand} ${best.model}`} budget={budget} source={sources[best.productId]} />
        </article>
      ) : (
        <p data-no-products="">No robot vacuum in the catalog has a {place} price yet.</p>
      )}
      {others.length > 0 ? (
        <>
          <h3>Also worth a look</h3>
          <ol class="results" aria-label="Other robot vacuums, best first">
            {others.map((product, i) => (
              <li key={product.productId} class="card" data-product-id={product.productId} data-rank={product.rank}>
                <ProductBody product={product} heading={`${i + 2}. ${product.brand} ${product.model}`} budget={budget} source={sources[product.productId]} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <HomeWarnings answer={answer} />
      {priced.length > 1 ? <Compare products={priced} currency={currency} budget={budget} /> : null}
      {unpriced > 0 ? (
        <p class="muted" data-unpriced={unpriced}>
          {unpriced === 1 ? 'One more match has' : `${unpriced} more matches have`} no {place} retail price in the catalog, so{' '}
          {unpriced === 1 ? 'it is' : 'they are'} left out here.
        </p>
      ) : null}
      <p class="muted" data-prices-checked={oldest}>
        Prices are typical street prices in {currency} at {place} retailers
        {oldest ? `, checked between ${formatDate(oldest)} and ${formatDate(dates[dates.length - 1])}` : ''}; retailers’ own prices change.
      </p>
      <ShareLinks permalink={permalink} />
      <ApiNote request={request} path="/api/v1/home/match" />
    </section>
  )
}

/** Warnings the page does not already say itself (UK prices are its own line below the list). */
const PAGE_SAYS: ReadonlySet<string> = new Set(['no_uk_price', 'uk_priced_models'])

/**
 * The engine's warnings (nothing fits the budget, a step up worth its price, a dock or mop no pick
 * has, what it assumed), as on the business pages. A UK page shows no dollar price, so a warning
 * quoting one is left out there.
 */
function HomeWarnings({ answer }: { answer: HomeMatchResponse }) {
  const shown = answer.warnings.filter((warning) => !PAGE_SAYS.has(warning.code) && !(answer.locale === 'UK' && /US\$|\$\d/.test(warning.text)))
  if (shown.length === 0) return null
  return (
    <article class="card" data-warnings="">
      <h3>Worth checking</h3>
      <ul>
        {shown.map((warning, i) => (
          <li key={i} data-code={warning.code}>
            {warning.text}
          </li>
        ))}
      </ul>
    </article>
  )
}

/** The budget in the visitor's currency: within it, or by how much over. */
function budgetLine(price: number, currency: string, budget: number | undefined): { text: string; over: boolean } | undefined {
  if (budget === undefined) return undefined
  if (price <= budget) return { text: `Within your ${formatMoney(budget, currency)} budget`, over: false }
  return { text: `${formatMoney(price - budget, currency)} over your ${formatMoney(budget, currency)} budget`, over: true }
}

/** The engine's budget line is worked out in US dollars; the page says its own, in the visitor's currency. */
const isBudgetReason = (reason: string) => /\bbudget\b/i.test(reason)

function ProductBody({ product, heading, budget, source }: { product: HomeProductMatch; heading: string; budget?: number; source?: ProductSource }) {
  const line = budgetLine(product.price.amount, product.price.currency, budget)
  const reasons = product.reasons.filter((reason) => !isBudgetReason(reason))
  return (
    <>
      <h3>{heading}</h3>
      <p>
        <span class="price" data-currency={product.price.currency}>
          {formatMoney(product.price.amount, product.price.currency, 2)}
        </span>
        {line ? (
          <>
            {' '}
            <span class={line.over ? 'badge over' : 'badge strong'} data-budget={line.over ? 'over' : 'within'}>
              {line.text}
            </span>
          </>
        ) : null}
      </p>
      <dl class="meta">
        <dt>Navigation</dt>
        <dd>{NAVIGATION_TEXT[product.navigation] ?? humanize(product.navigation)}</dd>
        <dt>Mopping</dt>
        <dd>{MOPPING_TEXT[product.mopping] ?? humanize(product.mopping)}</dd>
        <dt>Self-emptying</dt>
        <dd>{product.selfEmptying ? 'Yes' : 'No'}</dd>
        {source ? (
          <>
            <dt>Price checked</dt>
            <dd data-checked-at={source.checkedAt}>{formatDate(source.checkedAt)}</dd>
          </>
        ) : null}
      </dl>
      {reasons.length > 0 ? (
        <ul>
          {reasons.map((reason, i) => (
            <li key={i}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <a class="button" href={product.clickUrl} rel="sponsored noopener" data-product-link="" data-retailer={source?.retailer}>
        See it at {source?.retailer ?? 'a retailer'}
        <span class="visually-hidden">
          {' '}
          ({product.brand} {product.model}, affiliate link)
        </span>
      </a>
    </>
  )
}

/** The listed products side by side (a table at desktop width, one block per product at 375 px). */
function Compare({ products, currency, budget }: { products: readonly HomeProductMatch[]; currency: string; budget?: number }) {
  return (
    <details class="compare" data-compare="">
      <summary>Compare them side by side</summary>
      <div class="table-wrap">
        <table class="stack">
          <caption class="visually-hidden">The matched robot vacuums compared</caption>
          <thead>
            <tr>
              <th scope="col">Robot vacuum</th>
              <th scope="col">Price ({currency})</th>
              <th scope="col">Navigation</th>
              <th scope="col">Mopping</th>
              <th scope="col">Self-emptying</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.productId}>
                <th scope="row" data-label="Robot vacuum">
                  {product.brand} {product.model}
                </th>
                <td data-label="Price">
                  {formatMoney(product.price.amount, currency, 2)}
                  {budget !== undefined && product.price.amount > budget ? ' (over budget)' : ''}
                </td>
                <td data-label="Navigation">{NAVIGATION_TEXT[product.navigation] ?? humanize(product.navigation)}</td>
                <td data-label="Mopping">{MOPPING_TEXT[product.mopping] ?? humanize(product.mopping)}</td>
                <td data-label="Self-emptying">{product.selfEmptying ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
