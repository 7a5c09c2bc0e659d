/**
 * A home match: the best robot vacuum and the ranked list, priced in the visitor's locale
 * (`price` of the answer: £ at UK retailers where a UK price is known), each linking to its
 * retailer. `data-product-id` marks each product, `data-best-match` the winner.
 */
import type { HomeMatchRequest, HomeMatchResponse, HomeProductMatch } from '../schemas/api.js'
import { ApiExchange } from './business-results.js'
import { formatMoney, humanize } from './format.js'

const NAVIGATION_TEXT: Record<string, string> = { lidar: 'LiDAR', solid_state: 'Solid-state sensor', camera: 'Camera', gyro: 'Gyroscope' }
const MOPPING_TEXT: Record<string, string> = { none: 'No mopping', pad: 'Mopping pad', rotating: 'Rotating mop pads', roller: 'Roller mop' }

export function HomeResults({ answer, request }: { answer: HomeMatchResponse; request: HomeMatchRequest }) {
  const best = answer.bestMatch
  const others = answer.products.filter((product) => product.productId !== best.productId)
  return (
    <section aria-labelledby="result-title" data-match-id={answer.matchId} data-locale={answer.locale}>
      <h2 id="result-title">Your match</h2>
      <article class="card best" data-best-match="" data-product-id={best.productId}>
        <ProductBody product={best} heading={`Best match: ${best.brand} ${best.model}`} />
      </article>
      {others.length > 0 ? (
        <>
          <h3>Also worth a look</h3>
          <ol class="results" aria-label="Other robot vacuums, best first">
            {others.map((product) => (
              <li key={product.productId} class="card" data-product-id={product.productId} data-rank={product.rank}>
                <ProductBody product={product} heading={`${product.rank}. ${product.brand} ${product.model}`} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <p class="muted">
        Prices are typical street prices at {answer.locale === 'UK' ? 'UK' : 'US'} retailers when the catalog was checked; retailers’ own prices change.
      </p>
      <ApiExchange request={request} answer={answer} path="/api/v1/home/match" />
    </section>
  )
}

function ProductBody({ product, heading }: { product: HomeProductMatch; heading: string }) {
  return (
    <>
      <h3>{heading}</h3>
      <p>
        <span class="price" data-currency={product.price.currency}>
          {formatMoney(product.price.amount, product.price.currency)}
        </span>{' '}
        · <span class="score">Score {product.score}/100</span>
        {product.overBudget ? (
          <>
            {' '}
            <span class="badge over">Over your budget</span>
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
      </dl>
      {product.reasons.length > 0 ? (
        <ul>
          {product.reasons.map((reason, i) => (
            <li key={i}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <a class="button" href={product.clickUrl} rel="sponsored noopener" data-product-link="">
        See the {product.brand} {product.model} at a retailer
      </a>
    </>
  )
}
