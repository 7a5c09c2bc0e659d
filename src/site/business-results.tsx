/**
 * A business match as a person reads it: the best robot type with its rationale and
 * confidence, the runner-ups, the acquisition advice, the cleaning ROI (chart, figures and
 * assumptions) and the ranked vendors, each linking through its tracked `clickUrl`.
 * Stable `data-*` attributes let tests and integrators find each part.
 */
import type { CleaningRoi, MatchRequest, PublicMatchResponse } from '../schemas/api.js'
import { fieldInfo, MATCH_FIELDS } from '../schemas/fields.js'
import { formatMoney, formatNumber, formatUsd, humanize } from './format.js'
import { RoiChart } from './roi-chart.js'
import { FiguresTable } from './layout.js'

const MODEL_TEXT: Record<string, string> = { buy: 'Buy', lease: 'Lease', raas: 'Robots-as-a-service (monthly fee)' }
const CONFIDENCE_TEXT = { strong: 'Strong match', moderate: 'Moderate match', weak: 'Weak match' } as const

export function BusinessResults({ answer, request }: { answer: PublicMatchResponse; request: MatchRequest }) {
  const best = answer.bestRobotMatch
  const confidence = answer.matchConfidence ?? 'moderate'
  return (
    <section aria-labelledby="result-title" data-match-id={answer.matchId}>
      <h2 id="result-title">Your match</h2>
      <article class="card best" data-best-match="" data-robot-type={best.robotType} data-confidence={confidence}>
        <h3>Best robot type: {best.label}</h3>
        <p>
          <span class="score">Score {best.score}/100</span> · <span class={`badge ${confidence}`}>{CONFIDENCE_TEXT[confidence]}</span>
          {answer.region ? <span class="muted"> · for {answer.region}</span> : null}
        </p>
        <h4>Why</h4>
        <ul data-rationale="">
          {best.rationale.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
        {best.runnerUps && best.runnerUps.length > 0 ? (
          <>
            <h4>Runner-ups</h4>
            <ul data-runner-ups="">
              {best.runnerUps.map((runnerUp) => (
                <li key={runnerUp.robotType} data-robot-type={runnerUp.robotType}>
                  {runnerUp.label} <span class="muted">(score {runnerUp.score}/100)</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </article>

      {answer.acquisitionRecommendation ? (
        <article class="card" data-acquisition={answer.acquisitionRecommendation}>
          <h3>How to acquire: {MODEL_TEXT[answer.acquisitionRecommendation] ?? answer.acquisitionRecommendation}</h3>
          {answer.acquisitionRationale ? <p>{answer.acquisitionRationale}</p> : null}
        </article>
      ) : null}

      {answer.cleaningRoi ? <CleaningRoiSection roi={answer.cleaningRoi} /> : null}
      {answer.fleetSizingHint ? (
        <article class="card">
          <h3>Fleet size</h3>
          <p>{answer.fleetSizingHint}</p>
        </article>
      ) : null}

      {answer.defaultedInputs && answer.defaultedInputs.length > 0 ? (
        <p class="muted" data-defaulted="">
          Assumed typical values for: {answer.defaultedInputs.map((name) => fieldInfo(MATCH_FIELDS, name).label.toLowerCase()).join(', ')}. Answer them below
          for a sharper match.
        </p>
      ) : null}

      <h3>Vendors</h3>
      {answer.vendorMatches.length === 0 ? (
        <p>No vendor in the catalog sells these robots in {answer.region ?? 'this region'} yet.</p>
      ) : (
        <ol class="results" aria-label="Vendors, best first">
          {answer.vendorMatches.map((vendor) => (
            <li key={vendor.vendorId} class="card" data-vendor-id={vendor.vendorId} data-robot-type={vendor.robotType} data-rank={vendor.rank}>
              <h4>
                {vendor.rank}. {vendor.name}
              </h4>
              <p>
                <span class="score">Score {vendor.score}/100</span>
                {vendor.sponsored ? (
                  <>
                    {' '}
                    <span class="badge sponsored">Sponsored</span>
                  </>
                ) : null}
              </p>
              <dl class="meta">
                {vendor.robotType !== best.robotType ? (
                  <>
                    <dt>Robot type</dt>
                    <dd>{humanize(vendor.robotType)}</dd>
                  </>
                ) : null}
                <dt>Ways to acquire</dt>
                <dd>{vendor.acquisitionModels.map((model) => MODEL_TEXT[model] ?? model).join(', ')}</dd>
                {vendor.deploymentWeeks !== undefined ? (
                  <>
                    <dt>Deployment</dt>
                    <dd>about {vendor.deploymentWeeks} weeks</dd>
                  </>
                ) : null}
                {vendor.priceBand ? (
                  <>
                    <dt>Price band</dt>
                    <dd>{humanize(vendor.priceBand)}</dd>
                  </>
                ) : null}
                {vendor.headquarters ? (
                  <>
                    <dt>Based in</dt>
                    <dd>{vendor.headquarters}</dd>
                  </>
                ) : null}
              </dl>
              <a class="button" href={vendor.clickUrl} rel={vendor.sponsored ? 'sponsored noopener' : 'noopener'} data-vendor-link="">
                Visit {vendor.name}
              </a>
            </li>
          ))}
        </ol>
      )}
      <ApiExchange request={request} answer={answer} path="/api/v1/match" />
    </section>
  )
}

/** The cleaning ROI: chart, key figures and the assumptions behind them. */
function CleaningRoiSection({ roi }: { roi: CleaningRoi }) {
  const figures: [string, string][] = []
  if (roi.robotsNeeded !== undefined) figures.push(['Robots needed', String(roi.robotsNeeded)])
  if (roi.manualHoursPerMonth !== undefined) figures.push(['Manual cleaning today', `${formatNumber(roi.manualHoursPerMonth)} h/month`])
  if (roi.laborHoursReplacedPerMonth !== undefined) figures.push(['Labour hours replaced', `${formatNumber(roi.laborHoursReplacedPerMonth)} h/month`])
  if (roi.laborCostSavedPerMonth !== undefined) figures.push(['Labour cost saved', `${formatUsd(roi.laborCostSavedPerMonth)}/month`])
  if (roi.robotMonthlyCost) {
    for (const model of ['buy', 'lease', 'raas'] as const) figures.push([`Robot cost: ${MODEL_TEXT[model]}`, `${formatUsd(roi.robotMonthlyCost[model])}/month`])
  }
  if (roi.upfrontCost !== undefined) figures.push(['Up-front cost', formatUsd(roi.upfrontCost)])
  figures.push(['Net monthly saving', `${formatUsd(roi.netMonthlySaving ?? roi.estimatedMonthlySavings)}/month`])
  figures.push(['Payback', roi.paybackMonths === null ? 'does not pay back at these figures' : `${formatNumber(roi.paybackMonths)} months`])
  if (roi.threeYearNet !== undefined) figures.push(['Three-year net', formatUsd(roi.threeYearNet)])
  const a = roi.assumptions
  return (
    <article class="card" data-roi="" data-payback-months={roi.paybackMonths ?? 'none'}>
      <h3>Return on investment{roi.acquisitionModel ? ` (${MODEL_TEXT[roi.acquisitionModel] ?? roi.acquisitionModel})` : ''}</h3>
      <RoiChart roi={roi} />
      <FiguresTable rows={figures} caption="Key figures (USD)" />
      {a ? (
        <details data-assumptions="">
          <summary>Assumptions behind these figures</summary>
          <ul>
            <li>
              Floor: {formatNumber(a.inputs.floorAreaSqM, 0)} m², {a.inputs.floorType}; labour {formatMoney(a.inputs.laborCostPerHour, 'USD')}/h;{' '}
              {a.inputs.daysPerWeek} days a week; a cleaning window of {a.inputs.cleaningWindowHoursPerDay} h a day.
            </li>
            <li>
              Manual rate {formatNumber(a.manualRateSqMPerHour, 0)} m²/h; robots run {formatNumber(a.robotHoursPerDay)} h a day of{' '}
              {formatNumber(a.usableHoursPerRobotPerDay)} usable hours per robot; {a.weeksPerMonth} weeks a month.
            </li>
            {a.defaultsUsed.length > 0 ? <li>Defaults used for: {a.defaultsUsed.join(', ')}.</li> : null}
          </ul>
          <div class="table-wrap">
            <table>
              <caption class="muted">Rates used, with their sources</caption>
              <thead>
                <tr>
                  <th scope="col">Rate</th>
                  <th scope="col" class="num">
                    Value
                  </th>
                  <th scope="col">Source and note</th>
                </tr>
              </thead>
              <tbody>
                {a.rates.map((rate) => (
                  <tr key={rate.name}>
                    <td>
                      <code>{rate.name}</code>
                    </td>
                    <td class="num">
                      {formatNumber(rate.value, 2)} {rate.unit}
                    </td>
                    <td>
                      {rate.note}{' '}
                      {rate.sources.map((source, i) => (
                        <span key={source}>
                          {i > 0 ? ', ' : ''}
                          <a href={source} rel="noopener noreferrer">
                            source {i + 1}
                          </a>
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </article>
  )
}

/** What the API answers for the same profile: the request body and the JSON answer (for integrators). */
export function ApiExchange({ request, answer, path }: { request: unknown; answer: unknown; path: string }) {
  return (
    <details data-api-exchange="">
      <summary>The same answer from the API</summary>
      <p>
        <code>POST {path}</code> with an API key and this body:
      </p>
      <pre>
        <code>{JSON.stringify(request, null, 2)}</code>
      </pre>
      <p>answers (pro tier shape):</p>
      <pre>
        <code>{JSON.stringify(answer, null, 2)}</code>
      </pre>
    </details>
  )
}
