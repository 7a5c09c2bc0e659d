/**
 * A business match as a buyer reads it, in the order a buyer asks: does a robot pay here (the
 * verdict and its reasons), what it costs and saves (economics, in the answer's one currency),
 * which type and how many, how to acquire it, what would sharpen the answer (warnings as
 * questions), who sells it (vendors grouped by type, each with the date its details were
 * checked), and when the catalog was checked. API words never reach the page: field names and
 * type ids are replaced by the questionnaire's words. Stable `data-*` attributes let tests and
 * integrators find each part.
 */
import type { MatchRequest, VendorMatch } from '../schemas/api.js'
import {
  currencyOf,
  economicsOf,
  FIELD_WORDS,
  isUsdUnit,
  rateLabel,
  robotTypeLabel,
  unitWords,
  vendorCheckedAt,
  type BusinessAnswer,
  type Economics,
  type Fleet,
  type Reason,
  type Verdict,
} from './answer.js'
import { countOf, formatDate, formatMoney, formatNumber, plainWords } from './format.js'
import { RoiChart } from './roi-chart.js'

const MODEL_TEXT: Record<string, string> = { buy: 'Buy', lease: 'Lease', raas: 'Robots-as-a-service (monthly fee)' }
const CONFIDENCE_TEXT = {
  strong: ['High', 'your answers decided it and the economics are clear'],
  moderate: ['Medium', 'some answers were assumed or the margin is thin'],
  weak: ['Low', 'key answers are missing, few vendors sell it here, or the numbers do not work'],
} as const
const VERDICT_TEXT: Record<Verdict, { title: string; lead: string }> = {
  proceed: { title: 'Robots should pay here', lead: 'At your figures the robots cost less than the work they take over.' },
  pilot: { title: 'Worth a pilot first', lead: 'It could pay, but the margin or the evidence is thin: try one site or a few robots before a fleet.' },
  not_yet: { title: 'Not yet', lead: 'At your figures robots would not pay for themselves today.' },
}
const BASIS_TEXT: Record<string, string> = {
  order_lines_per_day: 'the order lines a day',
  pallet_moves_per_day: 'the pallet moves a day',
  covers_per_day: 'the covers a day',
  floor_area_sqm: 'the floor area',
}
const VOLUME_TEXT: Record<string, string> = { 'orders/day': 'orders a day', 'covers/day': 'covers a day', 'm²': 'm²' }
const FLEET_UNITS: Record<string, [string, string]> = {
  robots: ['robot', 'robots'],
  forklifts: ['autonomous forklift', 'autonomous forklifts'],
  cranes: ['storage crane', 'storage cranes'],
  shuttle_aisles: ['shuttle aisle', 'shuttle aisles'],
  stations: ['station', 'stations'],
}

/** A country's English name (`GB` → `United Kingdom`), the code itself when unknown. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

export interface BusinessResultsProps {
  answer: BusinessAnswer
  request: MatchRequest
  /** When each listed vendor's entry was checked (the catalog's dates, for answers that do not carry them). */
  vendorDates?: Readonly<Record<string, string>>
  /** The catalog's date, for answers that do not carry `catalogVersion`. */
  catalogDate?: string
  /** This answer's own address (GET with the form's values), to share or bookmark. */
  permalink?: string
}

export function BusinessResults({ answer, request, vendorDates = {}, catalogDate, permalink }: BusinessResultsProps) {
  const best = answer.bestRobotMatch
  const confidence = answer.matchConfidence ?? 'moderate'
  const economics = economicsOf(answer)
  const currency = currencyOf(answer)
  const region = answer.region ? countryName(answer.region) : undefined
  const say = (text: string) => plainWords(text, FIELD_WORDS)
  const catalogVersion = answer.catalogVersion ?? catalogDate
  return (
    <section aria-labelledby="result-title" data-match-id={answer.matchId} data-currency={currency}>
      <h2 id="result-title">Your answer{region ? ` for ${region}` : ''}</h2>
      {answer.verdict ? <VerdictCard verdict={answer.verdict} reasons={answer.verdictReasons ?? []} say={say} /> : null}

      {economics ? <EconomicsCard economics={economics} say={say} /> : null}

      <article class="card best" data-best-match="" data-robot-type={best.robotType} data-confidence={confidence}>
        <h3>Robot type: {best.label}</h3>
        <p>
          <strong>How sure this is:</strong> <span class={`badge ${confidence}`}>{CONFIDENCE_TEXT[confidence][0]}</span>{' '}
          <span class="muted">({CONFIDENCE_TEXT[confidence][1]})</span>
        </p>
        <h4>Why this type</h4>
        <ul data-rationale="">
          {best.rationale.map((line, i) => (
            <li key={i}>{say(line)}</li>
          ))}
        </ul>
        {best.runnerUps && best.runnerUps.length > 0 ? (
          <p data-runner-ups="">
            Also considered:{' '}
            {best.runnerUps.map((runnerUp, i) => (
              <span key={runnerUp.robotType} data-robot-type={runnerUp.robotType}>
                {i > 0 ? ', ' : ''}
                {runnerUp.label}
              </span>
            ))}
            .
          </p>
        ) : null}
      </article>

      {answer.fleet || answer.fleetSizingHint ? (
        <article class="card" data-fleet="">
          <h3>How many</h3>
          {answer.fleet ? <p data-fleet-size="">{fleetText(answer.fleet)}</p> : null}
          {answer.fleetSizingHint && !answer.fleet ? <p>{say(answer.fleetSizingHint)}</p> : null}
        </article>
      ) : null}

      {answer.acquisitionRecommendation ? (
        <article class="card" data-acquisition={answer.acquisitionRecommendation}>
          <h3>How to acquire: {MODEL_TEXT[answer.acquisitionRecommendation] ?? answer.acquisitionRecommendation}</h3>
          {answer.acquisitionRationale ? <p>{say(answer.acquisitionRationale)}</p> : null}
        </article>
      ) : null}

      <Questions answer={answer} say={say} />

      <Vendors answer={answer} region={region} vendorDates={vendorDates} />

      <p class="muted" data-catalog-version={catalogVersion}>
        {catalogVersion ? `Catalog data as of ${formatDate(catalogVersion)}. ` : ''}
        Each vendor’s countries, robots and ways to buy are checked against public sources; the date beside a vendor is when its entry was last checked.
      </p>
      <ShareLinks permalink={permalink} />
      <ApiNote request={request} path="/api/v1/match" />
    </section>
  )
}

function VerdictCard({ verdict, reasons, say }: { verdict: Verdict; reasons: readonly Reason[]; say: (text: string) => string }) {
  const text = VERDICT_TEXT[verdict]
  return (
    <article class={`card verdict ${verdict}`} data-verdict={verdict}>
      <h3>{text.title}</h3>
      <p>{text.lead}</p>
      {reasons.length > 0 ? (
        <ul data-verdict-reasons="">
          {reasons.map((reason, i) => (
            <li key={i} data-code={reason.code}>
              {say(reason.text)}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

/** `2 to 3 robots`, `1 autonomous forklift`, with what the figure was sized from. */
function fleetText(fleet: Fleet): string {
  const [one, many] = FLEET_UNITS[fleet.unit] ?? [fleet.unit.replace(/_/g, ' '), fleet.unit.replace(/_/g, ' ')]
  const size = fleet.min === fleet.max ? countOf(fleet.min, one, many, 0) : `${formatNumber(fleet.min, 0)} to ${countOf(fleet.max, one, many, 0)}`
  return `${size.charAt(0).toUpperCase()}${size.slice(1)}${fleet.basis ? `, sized from ${BASIS_TEXT[fleet.basis] ?? fleet.basis.replace(/_/g, ' ')}` : ''}.`
}

/** The payback in words: months for a purchase, or why there is none. */
function paybackText(economics: Economics): string {
  if (economics.paybackMonths !== null) return `Pays back in ${countOf(economics.paybackMonths, 'month')}`
  // A lease's or RaaS's set-up is said with it (round 160 A: "no up-front cost" had stood beside a set-up fee).
  const setUp =
    economics.acquisitionModel !== 'buy' && (economics.upfrontCost ?? 0) > 0 ? formatMoney(economics.upfrontCost ?? 0, economics.currency) : undefined
  if (economics.paybackReason === 'no_upfront_cost')
    return setUp === undefined ? 'No up-front cost to pay back: the fee is paid month by month' : `Paid month by month after a set-up of ${setUp}`
  return setUp === undefined ? 'Does not pay back at these figures' : `Does not pay at these figures once the ${setUp} set-up is spread over three years`
}

function EconomicsCard({ economics, say }: { economics: Economics; say: (text: string) => string }) {
  const money = (amount: number) => formatMoney(amount, economics.currency)
  const figures: [string, string, string][] = []
  const add = (key: string, label: string, value: string | undefined) => {
    if (value !== undefined) figures.push([key, label, value])
  }
  add('units', 'Robots costed', economics.unitsCosted === undefined ? undefined : formatNumber(economics.unitsCosted, 1))
  add(
    'hours',
    'Labour hours taken over',
    economics.laborHoursReplacedPerMonth === undefined ? undefined : `${formatNumber(economics.laborHoursReplacedPerMonth, 0)} h a month`,
  )
  add('saved', 'Labour cost saved', economics.laborCostSavedPerMonth === undefined ? undefined : `${money(economics.laborCostSavedPerMonth)} a month`)
  if (economics.robotMonthlyCost) {
    for (const model of ['buy', 'lease', 'raas'] as const)
      add(`cost-${model}`, `Robot cost if you ${model === 'raas' ? 'pay a service fee' : model}`, `${money(economics.robotMonthlyCost[model])} a month`)
  }
  add('upfront', 'Up-front cost', economics.upfrontCost === undefined ? undefined : money(economics.upfrontCost))
  add('three-year', 'Net over three years', economics.threeYearNet === undefined ? undefined : money(economics.threeYearNet))
  const breakEven = economics.breakEven
  const net = economics.monthlyNet
  return (
    <article class="card" data-economics="" data-roi="" data-currency={economics.currency} data-payback-months={economics.paybackMonths ?? 'none'}>
      <h3>
        What it costs and saves
        {economics.acquisitionModel ? <span class="muted"> ({MODEL_TEXT[economics.acquisitionModel]})</span> : null}
      </h3>
      <p class="headline" data-monthly-net={net}>
        <strong>{net >= 0 ? `${money(net)} a month better off` : `${money(-net)} a month worse off`}</strong> · {paybackText(economics)}.
      </p>
      <RoiChart economics={economics} />
      {figures.length > 0 ? (
        <dl class="figures" data-figures="">
          {figures.map(([key, label, value]) => (
            <div key={key} data-figure={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {breakEven && (breakEven.laborCostPerHour || breakEven.volume) ? (
        <p data-break-even="">
          Robots start to pay
          {breakEven.laborCostPerHour ? ` at a labour cost of ${formatMoney(breakEven.laborCostPerHour, economics.currency, 2)} an hour` : ''}
          {breakEven.laborCostPerHour && breakEven.volume ? ' or' : ''}
          {breakEven.volume ? ` at ${formatNumber(breakEven.volume, 0)} ${VOLUME_TEXT[breakEven.volumeUnit ?? ''] ?? breakEven.volumeUnit ?? ''}` : ''}, other
          figures as they are.
        </p>
      ) : null}
      <p class="muted">All amounts in {economics.currency}, before tax.</p>
      {economics.assumptions ? <Assumptions economics={economics} say={say} /> : null}
    </article>
  )
}

/** The inputs, defaults and sourced rates behind the figures: a list at any width, never a wide table. */
function Assumptions({ economics, say }: { economics: Economics; say: (text: string) => string }) {
  const a = economics.assumptions!
  const rate = a.exchangeRate
  // Catalog money rates are in USD; shown in the page's currency at the answer's dated rate.
  const convert = (value: number, unit: string): string => {
    if (!isUsdUnit(unit)) return `${formatNumber(value, 2)} ${unit === 'share' ? '' : unitWords(unit, economics.currency)}`.trim()
    const amount = economics.currency === 'USD' ? value : rate ? value / rate.usdPerUnit : undefined
    if (amount === undefined) return `${formatNumber(value, 2)} ${unit}`
    const per = unit.slice(3)
    return `${formatMoney(amount, economics.currency)}${per ? ` ${per.replace(/^\//, 'a ')}` : ''}`
  }
  const inputs = Object.entries(a.inputs ?? {}).filter(([, value]) => typeof value === 'number' || typeof value === 'string')
  return (
    <details data-assumptions="">
      <summary>The assumptions behind these figures</summary>
      {inputs.length > 0 ? (
        <>
          <h4>Your site, as costed</h4>
          <dl class="figures">
            {inputs.map(([name, value]) => (
              <div key={name}>
                <dt>{(FIELD_WORDS[name] ?? rateLabel(name)).replace(/^./, (c) => c.toUpperCase())}</dt>
                <dd>{typeof value === 'number' ? inputFigure(name, value, economics.currency) : say(String(value).replace(/_/g, ' '))}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {a.defaultsUsed && a.defaultsUsed.length > 0 ? (
        <p data-defaults-used="">
          Typical values were assumed for: {a.defaultsUsed.map((name) => FIELD_WORDS[name] ?? rateLabel(name).toLowerCase()).join(', ')}.
        </p>
      ) : null}
      {a.rates && a.rates.length > 0 ? (
        <>
          <h4>Published rates used</h4>
          <ul class="rates" data-rates="">
            {a.rates.map((r) => (
              <li key={r.name} data-rate={r.name}>
                <strong>{rateLabel(r.name)}</strong>: {r.unit === 'share' ? `${formatNumber(r.value * 100, 0)} %` : convert(r.value, r.unit)}
                <span class="muted"> — from </span>
                {r.sources.map((source, i) => (
                  <span key={source}>
                    {i > 0 ? ', ' : ''}
                    <a href={source} rel="noopener noreferrer">
                      {sourceName(source)}
                    </a>
                  </span>
                ))}
                {r.note ? (
                  <details class="note">
                    <summary>How this figure was reached</summary>
                    <p>{say(r.note)}</p>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {rate && economics.currency !== 'USD' ? (
        <p class="muted" data-exchange-rate="">
          Prices published in US dollars are converted at {formatNumber(1 / rate.usdPerUnit, 4)} {economics.currency} per US dollar (rate of{' '}
          {formatDate(rate.date)}).
        </p>
      ) : null}
    </details>
  )
}

/** A source named by its site (`cleanlink.com`), so a buyer sees where a figure comes from. */
function sourceName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** An input as costed, with its unit: `6,000 m²`, `£28.00 an hour`, `10 h a day`. */
function inputFigure(name: string, value: number, currency: string): string {
  if (name.endsWith('SqM')) return `${formatNumber(value, 0)} m²`
  if (/^labou?rCost/.test(name)) return `${formatMoney(value, currency, 2)} an hour`
  if (/HoursPerDay$|^hoursPerDay$/.test(name)) return `${formatNumber(value, 1)} h a day`
  if (name === 'daysPerWeek') return countOf(value, 'day', 'days', 1) + ' a week'
  if (name.endsWith('Share')) return `${formatNumber(value * 100, 0)} %`
  return formatNumber(value, 2)
}

/** Warnings and assumed answers, as the questions a buyer can answer to sharpen the result. */
function Questions({ answer, say }: { answer: BusinessAnswer; say: (text: string) => string }) {
  const warnings = answer.warnings ?? []
  const defaulted = answer.defaultedInputs ?? []
  if (warnings.length === 0 && defaulted.length === 0) return null
  return (
    <article class="card" data-warnings="">
      <h3>Worth checking</h3>
      {warnings.length > 0 ? (
        <ul>
          {warnings.map((warning, i) => (
            <li key={i} data-code={warning.code}>
              {say(warning.text)}
            </li>
          ))}
        </ul>
      ) : null}
      {defaulted.length > 0 ? (
        <p data-defaulted="">
          We assumed typical values for{' '}
          {defaulted.map((name, i) => (
            <span key={name}>
              {i > 0 ? (i === defaulted.length - 1 ? ' and ' : ', ') : ''}
              <a href={`#f-${name}`}>{FIELD_WORDS[name] ?? name}</a>
            </span>
          ))}
          . Answer them below for a sharper match.
        </p>
      ) : null}
    </article>
  )
}

/** Vendors grouped by the robot type they sell, the recommended type first, ranked within each group. */
function Vendors({ answer, region, vendorDates }: { answer: BusinessAnswer; region: string | undefined; vendorDates: Readonly<Record<string, string>> }) {
  const best = answer.bestRobotMatch
  const groups = new Map<string, VendorMatch[]>()
  for (const vendor of answer.vendorMatches) {
    const type = vendor.robotType ?? best.robotType
    groups.set(type, [...(groups.get(type) ?? []), vendor])
  }
  const order = [...groups.keys()].sort((a, b) => Number(b === best.robotType) - Number(a === best.robotType))
  if (answer.vendorMatches.length === 0) {
    return (
      <>
        <h3 id="vendors">Who sells it</h3>
        <p data-no-vendors="">
          No vendor in the catalog sells {best.label.toLowerCase()} robots in {region ?? 'this country'} yet.
        </p>
      </>
    )
  }
  const recommended = answer.acquisitionRecommendation
  // Vendors no recent source shows still selling, as the answer's own warning names them.
  const unconfirmed = new Set(
    String(answer.warnings?.find((warning) => warning.code === 'vendor_unconfirmed')?.params.vendors ?? '')
      .split(',')
      .filter(Boolean),
  )
  return (
    <>
      <h3 id="vendors">Who sells it{region ? ` in ${region}` : ''}</h3>
      {order.map((type) => {
        const vendors = groups.get(type)!.sort((a, b) => a.rank - b.rank)
        const label = type === best.robotType ? best.label : robotTypeLabel(type)
        return (
          <section key={type} class="vendor-group" data-vendor-group={type} aria-label={`Vendors of ${label}`}>
            <h4>{type === best.robotType ? `${label} (recommended)` : `${label} (an alternative type: too few vendors of the recommended one)`}</h4>
            <ol class="results">
              {vendors.map((vendor, i) => {
                const checked = vendorCheckedAt(vendor) ?? vendorDates[vendor.vendorId]
                const offersAdvice = recommended ? vendor.acquisitionModels.includes(recommended) : true
                return (
                  <li
                    key={vendor.vendorId}
                    class="card"
                    data-vendor-id={vendor.vendorId}
                    data-robot-type={type}
                    data-rank={vendor.rank}
                    data-score={vendor.score}
                  >
                    <h5>
                      {i + 1}. {vendor.name}
                      {vendor.sponsored ? (
                        <>
                          {' '}
                          <span class="badge sponsored">Sponsored</span>
                        </>
                      ) : null}
                    </h5>
                    <dl class="meta">
                      <dt>Ways to acquire</dt>
                      <dd data-models="">
                        {vendor.acquisitionModels.map((model) => MODEL_TEXT[model] ?? model).join(', ')}
                        {recommended && !offersAdvice ? <span class="muted"> (not {MODEL_TEXT[recommended]?.toLowerCase()})</span> : null}
                      </dd>
                      {vendor.deploymentWeeks !== undefined ? (
                        <>
                          <dt>Deployment</dt>
                          <dd>about {countOf(vendor.deploymentWeeks, 'week', 'weeks', 0)}</dd>
                        </>
                      ) : null}
                      {vendor.headquarters ? (
                        <>
                          <dt>Based in</dt>
                          <dd>{vendor.headquarters}</dd>
                        </>
                      ) : null}
                      {checked ? (
                        <>
                          <dt>Checked</dt>
                          <dd data-checked-at={checked}>{formatDate(checked)}</dd>
                        </>
                      ) : null}
                      {unconfirmed.has(vendor.vendorId) ? (
                        <>
                          <dt>Still selling</dt>
                          <dd data-trading-unconfirmed="">not confirmed by a recent source: check before contacting</dd>
                        </>
                      ) : null}
                    </dl>
                    <a class="button" href={vendor.clickUrl} rel={vendor.sponsored ? 'sponsored noopener' : 'noopener'} data-vendor-link="">
                      Visit {vendor.name}
                      <span class="visually-hidden"> (vendor’s website)</span>
                    </a>
                    {vendor.sponsored ? <p class="muted small">Sponsored: a small, capped boost, given only because it already fits your answers.</p> : null}
                  </li>
                )
              })}
            </ol>
          </section>
        )
      })}
    </>
  )
}

/** A link to this very answer (bookmark or share it) and, with script, a print button. */
export function ShareLinks({ permalink }: { permalink?: string }) {
  if (!permalink) return null
  return (
    <p class="share" data-share="">
      <a href={permalink} data-permalink="">
        Link to this answer
      </a>{' '}
      <span class="muted">(bookmark or share it; it asks the same questions again)</span>{' '}
      <button type="button" class="secondary" data-print="" hidden>
        Print
      </button>
    </p>
  )
}

/** For integrators: the same request through the API, small and collapsed (never the whole JSON answer). */
export function ApiNote({ request, path }: { request: unknown; path: string }) {
  return (
    <details data-api-exchange="">
      <summary>For developers: the same answer from the API</summary>
      <p>
        <code>POST {path}</code> with your API key and this body answers in JSON (see the <a href="/docs">API reference</a>):
      </p>
      <pre>
        <code>{JSON.stringify(request, null, 2)}</code>
      </pre>
    </details>
  )
}
