/**
 * The verdict: does a robot pay here? Judged on the economics of the recommended acquisition
 * model, in the answer's currency, before any vendor is ranked.
 *
 * - Buying: proceed when the purchase pays back within 40 % of the robots' life (and within
 *   five years); pilot when it pays back within 60 % of their life; otherwise not yet. So a
 *   five-year robot must pay back within 24 months, a fifteen-year AS/RS within 60.
 * - Lease or RaaS (set-up fees spread over three years): proceed when the monthly net is at
 *   least 20 % of the robot cost; pilot when it is within 10 % of break-even; otherwise not yet.
 * - An assumed volume (orders, covers, area) never gives more than a pilot, and no vendor in
 *   the region means not yet, whatever the figures.
 * A not-yet answer says at what volume or labour cost the robots would start to pay.
 */
import type { Reason, Verdict } from '../schemas/api.js'
import type { AcquisitionModel } from '../schemas/catalog.js'
import {
  breakEvenLaborCost,
  breakEvenVolume,
  judgedCost,
  judgedNet,
  payingLargerVolume,
  staffHourADay,
  unitMonthlyCost,
  wholeMonths,
  withOneUnitLess,
  type EconomicsEstimate,
  type ModelFigures,
} from './economics/shared.js'
import {
  capitalize,
  formatAboutMoney,
  formatAboutMoneyPair,
  formatCount,
  formatRate,
  formatThresholdRate,
  listWords,
  lowerFirst,
  plural,
  regionName,
  roundSignificant,
  roundsToNothing,
} from './format.js'
import { HOW_ACQUIRED, MODEL_WORD } from './acquisition.js'
import { TYPE_PLURAL, type RobotTypeRule } from './robot-types.js'
import type { SameRobotsHere } from './nearby.js'

/** A purchase paying back within this share of the robots' life (and within five years) is a clear case. */
const PROCEED_SHARE_OF_LIFE = 0.4
const PROCEED_PAYBACK_MONTHS = 60
/** A purchase paying back later than this share of the robots' life is not worth it yet. */
const PILOT_SHARE_OF_LIFE = 0.6
const PROCEED_MARGIN = 0.2
const PILOT_MARGIN = -0.1
/** A break-even volume up to this many times today's counts as within reach (`volume_too_low`). */
const VOLUME_REACH = 10
/** A break-even labour cost beyond this many times today's is out of reach: the text leaves it out. */
const WAGE_REACH = 3
/** A break-even labour cost within this many percent of today's is said as a percentage, not rounded onto today's. */
const NEAR_PERCENT = 5
/** Types built into the site: a late payback calls for a phased build or a firm quote, not a pilot. */
const FIXED_TYPES: ReadonlySet<string> = new Set(['asrs'])

/** "5 robots", "1 shuttle aisle": an estimate's costed units in the fleet's own unit. */
export function unitsWords(estimate: EconomicsEstimate): string {
  return unitCount(estimate.unitsCosted, estimate.fleet.unit)
}

/** "3 robots", "1 shuttle aisle": a count of a fleet's units. */
export function unitCount(count: number, unit: EconomicsEstimate['fleet']['unit']): string {
  return plural(count, ...UNIT_WORDS[unit])
}

/** "robot", "shuttle aisle": one of an estimate's units. */
export function unitWord(estimate: EconomicsEstimate): string {
  return UNIT_WORDS[estimate.fleet.unit][0]
}

const UNIT_WORDS: Record<EconomicsEstimate['fleet']['unit'], [string, string]> = {
  robots: ['robot', 'robots'],
  forklifts: ['driverless forklift', 'driverless forklifts'],
  cranes: ['crane aisle', 'crane aisles'],
  shuttle_aisles: ['shuttle aisle', 'shuttle aisles'],
  stations: ['station', 'stations'],
}
/** "Buying 3 robots", "Renting 3 robots as a service (RaaS)". */
const acquiring = (model: AcquisitionModel, units: string): string =>
  model === 'buy' ? `Buying ${units}` : model === 'lease' ? `Leasing ${units}` : `Renting ${units} as a service (RaaS)`
const VOLUME_WORD: Record<EconomicsEstimate['volumeUnit'], string> = { 'orders/day': 'orders a day', 'covers/day': 'covers a day', 'm²': 'm²' }
/** The same for a volume of one (round 165 D: "At 1 covers a day"). */
const ONE_VOLUME_WORD: Record<EconomicsEstimate['volumeUnit'], string> = { 'orders/day': 'order a day', 'covers/day': 'cover a day', 'm²': 'm²' }

/** A volume with its unit, "1,733 covers a day", "1 cover a day". */
function volumeWords(estimate: Pick<EconomicsEstimate, 'volume' | 'volumeUnit'>): string {
  const count = formatCount(estimate.volume)
  return `${count} ${count === '1' ? ONE_VOLUME_WORD[estimate.volumeUnit] : VOLUME_WORD[estimate.volumeUnit]}`
}

/** Below this share of the work covered, the manual rest is said (`part_stays_manual`). */
export const MANUAL_REST_WORTH_SAYING = 0.95
const BASIS_NOUN: Record<EconomicsEstimate['fleet']['basis'], string> = {
  order_lines_per_day: 'order lines',
  pallet_moves_per_day: 'pallet moves',
  covers_per_day: 'covers',
  floor_area_sqm: 'floor area',
}

/**
 * The payback a clear case allows, in words: "about 24 months, 40 % of a 5-year life" or "five
 * years"; to one decimal when whole months would read the same as the payback beside it (33.6).
 */
function clearCaseLimit(lifeMonths: number, payback?: number): string {
  const share = lifeMonths * PROCEED_SHARE_OF_LIFE
  if (share > PROCEED_PAYBACK_MONTHS) return `${Math.round(PROCEED_PAYBACK_MONTHS / 12)} years at most`
  return `about ${monthsText(share, payback)}, ${Math.round(PROCEED_SHARE_OF_LIFE * 100)} % of a ${formatCount(Math.round(lifeMonths / 12))}-year service life`
}

export interface VerdictInput {
  estimate: EconomicsEstimate
  model: AcquisitionModel
  rule: RobotTypeRule
  currency: string
  /** The currency as sentences write it (`US$` outside the US); defaults to `currency`. */
  text?: string
  /** Vendors of the recommended type in the region. */
  vendorCount: number
  /**
   * Where nobody sells the type here, the makers that sell another type here from lines they offer as
   * this type elsewhere (`sameRobotsHere`): the no-seller reason names them (round 160 B).
   */
  sameLineSellers?: readonly SameRobotsHere[]
  region: string
  /** Acquisition models the listed vendors offer for the type (all when none is listed). */
  offered?: readonly AcquisitionModel[]
  /** The model the buyer asked for, if any: a purchase asked for is always given its payback wage. */
  asked?: AcquisitionModel
  /** The labour cost is another country's (no labour cost for the region in the money table, none sent): the thresholds are said. */
  borrowedWage?: boolean
  /** The labour cost was not sent (the region's was used): a sentence does not call it "your labour cost" (round 135). */
  wageAssumed?: boolean
  /** The buyer said staffing pressure is high: shifts may be unfillable, so a robot-covered hour's price is said. */
  staffingHigh?: boolean
  /** The robots' prices are converted US figures that could decide the answer (`price_converted`): no threshold is called "far above today's". */
  priceConverted?: boolean
  /** The price is another machine's (a kitchen task with no priced station): no volume sentence rests on it. */
  priceBorrowed?: boolean
  /**
   * The figures rest on something the buyer has not confirmed (an assumed input, who clears the
   * tables, an unusual labour cost or volume), which caps a proceed at a pilot: a not-yet for want of
   * a seller does not then say the money is there.
   */
  figuresUnconfirmed?: boolean
}

export interface VerdictResult {
  verdict: Verdict
  /** What the figures alone give: before a missing seller, an assumed volume or any other cap on an input the buyer has not confirmed. */
  economics: Verdict
  reasons: Reason[]
  /** Judged monthly net ÷ robot cost: how clearly the robots pay (negative: how far they miss). */
  margin: number
  /** A purchase's payback ÷ the longest a clear case allows (under 1: proceed); null for a lease, RaaS or a purchase that never pays back. */
  paybackShareOfLine: number | null
}

/** A price per covered hour within this share of a break-even labour cost is the same figure. */
const SAME_RATE_SHARE = 0.02

/** A smaller fleet's labour-cost threshold is said when it is at least this much lower (5 %). */
const SMALLER_FLEET_LOWER = 0.95

const VERDICT_RANK: Record<Verdict, number> = { not_yet: 0, pilot: 1, proceed: 2 }

/** A verdict's order: 2 proceed, 1 pilot, 0 not yet. */
export function verdictRank(verdict: Verdict): number {
  return VERDICT_RANK[verdict]
}

/** How well `model` pays on the economics alone: 2 proceed, 1 pilot, 0 not yet. */
export function modelRank(estimate: EconomicsEstimate, model: AcquisitionModel): number {
  return VERDICT_RANK[economicsVerdict(estimate, model, marginOf(estimate, model))]
}

/** Judged monthly net ÷ judged robot cost: how clearly `model` pays (negative: how far it misses). */
function marginOf(estimate: EconomicsEstimate, model: AcquisitionModel): number {
  const figures = estimate.models[model]
  const cost = judgedCost(figures, model)
  return cost > 0 ? judgedNet(figures, model) / cost : 0
}

/**
 * The economics alone, before the volume and vendor caps. A margin that clears the bar in
 * percent but not in money (less than one staff-hour a day) is within the error of the averaged
 * rates: pilot, not proceed. The acquisition check ranks models on this same verdict, so a higher
 * wage or volume can only move the advice to a model that pays at least as well.
 */
function economicsVerdict(estimate: EconomicsEstimate, model: AcquisitionModel, margin: number): Verdict {
  const verdict = marginVerdict(estimate, model, margin)
  return verdict === 'proceed' && smallSaving(estimate, model) ? 'pilot' : verdict
}

/** Whether the judged saving of `model` is under one staff-hour a day. */
function smallSaving(estimate: EconomicsEstimate, model: AcquisitionModel): boolean {
  return judgedNet(estimate.models[model], model) < staffHourADay(estimate)
}

function marginVerdict(estimate: EconomicsEstimate, model: AcquisitionModel, margin: number): Verdict {
  if (model === 'buy') {
    const payback = estimate.models.buy.paybackMonths
    const life = estimate.costs.lifeMonths
    if (payback !== null && payback <= clearCaseLine(life)) return 'proceed'
    return payback !== null && payback <= pilotLine(estimate) ? 'pilot' : 'not_yet'
  }
  if (margin >= PROCEED_MARGIN) return 'proceed'
  return margin >= PILOT_MARGIN ? 'pilot' : 'not_yet'
}

/**
 * Whether a purchase pays back later than a clear case allows, or never: below `proceed` for its
 * payback, not for a saving under a staff-hour a day (round 141: a 15-month payback held back by a
 * small saving had read "paying back only after about 15 months").
 */
export function paysBackLate(estimate: EconomicsEstimate): boolean {
  const payback = estimate.models.buy.paybackMonths
  return payback === null || payback > clearCaseLine(estimate.costs.lifeMonths)
}

/** The longest payback of a clear case (`proceed`): 40 % of the robots' life, at most five years. */
function clearCaseLine(lifeMonths: number): number {
  return Math.min(PROCEED_PAYBACK_MONTHS, lifeMonths * PROCEED_SHARE_OF_LIFE)
}

/**
 * The longest payback a purchase may have and still be worth a pilot: 60 % of the robots' life.
 * A fixed system (AS/RS) cannot be piloted: its line is the clear case's, so a purchase past it
 * is `not_yet` (with "ask an integrator for a simulation and a quote"), never a pilot.
 */
export function pilotLine(estimate: EconomicsEstimate): number {
  const life = estimate.costs.lifeMonths
  return FIXED_TYPES.has(estimate.robotType) ? clearCaseLine(life) : life * PILOT_SHARE_OF_LIFE
}

/**
 * The price per unit at which buying would pay back within `pilotLine` (the line `modelPays` and the
 * verdict hold a purchase to), with the staff time saved and the set-up as costed and the service
 * scaling with the price at `serviceShare` of it a month: a cheaper robot is cheaper to service too
 * (round 79, R792). Zero or below where no price would do. One formula for a borrowed kitchen price
 * (round 59) and a converted US one (round 159 C).
 * payback = (units × P + set-up) ÷ (saved − units × P × share) ≤ line  ⇔  P ≤ (line × saved − set-up) ÷ (units × (1 + line × share))
 */
export function breakEvenUnitPrice(estimate: EconomicsEstimate, serviceShare: number): number {
  const line = pilotLine(estimate)
  return (line * estimate.laborCostSavedPerMonth - estimate.costs.setupCost) / (estimate.unitsCosted * (1 + line * serviceShare))
}

/** Whether `model` pays at these figures (buying: it pays back within 60 % of the robots' life). */
function modelPays(estimate: EconomicsEstimate, model: AcquisitionModel): boolean {
  if (model === 'buy') {
    const payback = estimate.models.buy.paybackMonths
    return payback !== null && payback <= pilotLine(estimate)
  }
  return judgedNet(estimate.models[model], model) > 0
}

/** Decides the verdict and its reasons, first reason first. */
export function decideVerdict(input: VerdictInput): VerdictResult {
  const { estimate, model, rule, currency } = input
  const written = input.text ?? currency
  const figures = estimate.models[model]
  const net = judgedNet(figures, model)
  const margin = marginOf(estimate, model)
  let verdict = economicsVerdict(estimate, model, margin)
  const small = verdict === 'pilot' && marginVerdict(estimate, model, margin) === 'proceed'
  const reasons: Reason[] = []
  const money = (amount: number) => formatAboutMoney(amount, written)
  const units = unitsWords(estimate)

  const staffHour = staffHourADay(estimate)

  // What the figures alone give, before a missing seller makes it a not-yet (its reason goes in last, below).
  const economics = verdict
  if (input.vendorCount === 0) verdict = 'not_yet'

  const late = model === 'buy' && verdict === 'pilot' && figures.paybackMonths !== null
  if (modelPays(estimate, model) && (verdict === 'proceed' || input.vendorCount === 0)) {
    if (model === 'buy' && figures.paybackMonths !== null) {
      const months = wholeMonths(figures.paybackMonths)
      reasons.push({
        code: 'pays_back_within_life',
        params: { paybackMonths: months, lifeMonths: estimate.costs.lifeMonths, currency },
        // A borrowed wage makes the payback a guess: said before the figure, not after it (casebook C508-like
        // Saudi mall on a US labour cost).
        // What the payback divides is said: the cash the robots free, before the purchase is written
        // down, not the monthly net shown beside it (round 100: "36 months" beside €1,059 a month and
        // €93,176 up front read as 88 months).
        text: `${input.borrowedWage ? 'On the borrowed labour cost below, buying' : 'Buying'} ${units} pays back in about ${plural(months, 'month', 'months')}${repaidFromWords(figures, written)}, within ${estimate.unitsCosted === 1 ? 'its' : 'their'} ${plural(Math.round(estimate.costs.lifeMonths / 12), 'year', 'years')} of service life.`,
      })
    } else {
      const thin = margin < PROCEED_MARGIN
      const [saved, cost] = formatAboutMoneyPair(figures.monthlyNet, figures.monthlyRobotCost, written)
      // A lease's or RaaS's set-up fee, spread over three years, is what the verdict judged: said when there is one.
      const setup = model === 'buy' ? 0 : figures.upfrontCost
      const spread = setup > 0 ? ` (about ${money(net)} once the ${money(setup)} set-up cost is spread over three years)` : ''
      reasons.push({
        code: thin ? 'marginal_savings' : 'saves_monthly',
        params: { monthlyNet: Math.round(figures.monthlyNet), robotMonthlyCost: Math.round(figures.monthlyRobotCost), currency },
        text: thin
          ? roundsToNothing(figures.monthlyNet, written)
            ? `${acquiring(model, units)} would about break even, saving about as much as ${estimate.unitsCosted === 1 ? 'its' : 'their'} ${cost} monthly cost${spread}.`
            : `${acquiring(model, units)} would save only about ${saved} a month against ${cost} of robot cost${spread}, close to break-even.`
          : `${input.borrowedWage ? `On the borrowed labour cost below, ${lowerFirst(acquiring(model, units))}` : acquiring(model, units)} saves about ${saved} a month after ${estimate.unitsCosted === 1 ? 'its' : 'their'} ${cost} monthly cost${spread}.`,
      })
    }
  }

  if (verdict === 'pilot' && input.vendorCount > 0) {
    if (small) {
      reasons.push({
        code: 'small_saving',
        params: { monthlyNet: Math.round(figures.monthlyNet), judgedMonthlyNet: Math.round(net), staffHourADay: Math.round(staffHour), currency },
        // The judged saving spreads a lease's or RaaS's set-up: said so, as the set-up is paid up front (round 115).
        text: `The robots pay, but the saving (about ${money(net)} a month${model !== 'buy' && figures.upfrontCost > 0 ? ` once the ${money(figures.upfrontCost)} set-up is spread over three years` : ''}) is less than one staff-hour a day, within the error of these averages: ${FIXED_TYPES.has(rule.type) ? 'ask an integrator for a throughput simulation and a firm quote before committing' : 'pilot first and measure'}.`,
      })
    } else if (late && figures.paybackMonths !== null) {
      reasons.push({
        code: 'pays_back_late',
        params: { paybackMonths: wholeMonths(figures.paybackMonths), lifeMonths: estimate.costs.lifeMonths },
        text: FIXED_TYPES.has(rule.type)
          ? `The purchase pays back only late in the system's life (about ${plural(wholeMonths(figures.paybackMonths), 'month', 'months')}): get a firm quote from an integrator, or phase the build, before committing.`
          : `The purchase pays back in about ${monthsText(figures.paybackMonths, estimate.costs.lifeMonths * PROCEED_SHARE_OF_LIFE)}, later than a clear case allows (${clearCaseLimit(estimate.costs.lifeMonths, figures.paybackMonths)}): ${
              estimate.unitsCosted === 1
                ? // Renting first is named only where a listed vendor rents or leases the type and that saves money.
                  (input.offered ?? []).some((m) => m !== 'buy' && estimate.models[m].monthlyNet >= 0)
                  ? 'ask the vendor for a trial period, or rent it first, before buying.'
                  : 'ask the vendor for a trial period or a demonstration at your site before buying.'
                : // A system quoted per project pays its site set-up whatever the first fleet: a staged quote, not
                  // a small pilot, is the step (round 157 D: goods-to-person pilots in 1,000–2,000 m² rooms).
                  rule.quotedPerProject === true && estimate.costs.setupCost > 0
                  ? 'ask for a project quote in stages (the site’s set-up, then the fleet a few robots at a time) and measure before buying it all.'
                  : 'start with a small pilot and measure before buying a fleet.'
            }`,
      })
    } else if (margin < PROCEED_MARGIN) {
      // The headline's own figures; the set-up spread over three years is named when it tips the result.
      const monthly = figures.monthlyNet
      const setup = model === 'buy' ? 0 : figures.upfrontCost
      const params = { monthlyNet: Math.round(monthly), judgedMonthlyNet: Math.round(net), robotMonthlyCost: Math.round(figures.monthlyRobotCost), currency }
      const spread = setup > 0 ? `, about ${money(net)} once the ${money(setup)} set-up cost is spread over three years` : ''
      // A shuttle or cube system cannot be piloted like a few robots: its check is a simulation and a quote.
      const check = FIXED_TYPES.has(rule.type)
        ? 'ask an integrator for a throughput simulation and a firm quote, or phase the build, before committing.'
        : 'a small pilot shows whether your site does better than these averages.'
      reasons.push(
        margin >= 0
          ? {
              code: 'marginal_savings',
              params,
              // A saving that rounds to nothing is said as break-even (round 89: "about €0 a month after €311").
              text: roundsToNothing(monthly, written)
                ? `The robots would about break even, saving about as much as their ${money(figures.monthlyRobotCost)} monthly cost${spread}; ${check}`
                : `The saving is thin: about ${money(monthly)} a month after ${money(figures.monthlyRobotCost)} of robot cost${spread}; ${check}`,
            }
          : {
              code: 'near_break_even',
              params,
              text:
                monthly >= 0
                  ? `The robots save about ${money(monthly)} a month, but the ${money(setup)} set-up cost spread over three years turns that into a small loss, close to break-even; ${check}`
                  : // A loss that rounds to nothing is no "A$0 more than they save" (round 87).
                    roundsToNothing(monthly, written)
                    ? `The robots would about break even; ${check}`
                    : // The loss's share of the robot cost says why it is near (round 93: "SEK 186,000 a month
                      // more than they save, close to break-even" read as a contradiction without it).
                      `The robots would cost about ${money(-monthly)} a month more than they save, ${lossShare(-monthly, figures.monthlyRobotCost)} of their ${money(figures.monthlyRobotCost)} monthly cost${setup > 0 ? `, on top of about ${money(setup)} of set-up up front` : ''}: close to break-even; ${check}`,
            },
      )
    }
  }

  if (!modelPays(estimate, model) || verdict === 'not_yet') {
    if (estimate.laborHoursReplacedPerMonth <= 0) {
      reasons.push({
        code: 'no_labour_replaced',
        params: { robotType: rule.type },
        text: `${capitalize(rule.plural)} would take over none of the hours your staff spend today on this site.`,
      })
    } else if (!modelPays(estimate, model)) {
      // After a near-break-even reason the loss is already said: only the thresholds follow.
      reasons.push(
        missReason(
          input,
          net,
          reasons.some((reason) => reason.code === 'near_break_even'),
        ),
      )
    }
  }

  // Where shifts are hard to fill the choice is often robots or unfilled hours (or agency staff at
  // a premium), not robots or today's staff: beside robots that cost more than they save, the
  // price of an hour they cover is said, for the buyer to set against agency or overtime rates
  // (casebook W4: a Japanese site that cannot hire pickers was told only "far above today's").
  // Not where the robots would cover less than half a staff-hour a month ("about 0 staff-hours", round 92).
  if (input.staffingHigh && verdict !== 'proceed' && net <= 0 && estimate.laborHoursReplacedPerMonth >= 0.5 && input.vendorCount > 0) {
    const hours = estimate.laborHoursReplacedPerMonth
    const perHour = (estimate.laborCostSavedPerMonth - net) / hours
    // For a lease or RaaS the price of a covered hour is the break-even labour cost a reason above
    // already named: said once, as what that figure also means (round 51, W514).
    const said = (wage: number) => reasons.some((r) => rateSpellings(wage, written).some((rate) => r.text.includes(rate)))
    const namedReason = reasons.find((r) => {
      const breakEven = Number(r.params.breakEvenLaborCostPerHour ?? Number.NaN)
      return Math.abs(breakEven - perHour) <= perHour * SAME_RATE_SHARE && said(breakEven)
    })
    const named = namedReason !== undefined
    // The figure itself, as the reason above wrote it (round 74: "the labour cost above" alone had
    // sent the buyer looking for it); for a purchase, its payback-line labour cost (casebook W4, round 78).
    const namedRate = rateWrittenIn(namedReason, written)
    const paybackRate = rateWrittenIn(
      reasons.find((r) => r.params.breakEvenLaborCostPerHour !== undefined),
      written,
    )
    const today = formatRate(estimate.laborCostPerHour, written)
    const covered = plural(Math.round(hours), 'staff-hour', 'staff-hours')
    reasons.push({
      code: 'cost_per_hour_covered',
      params: {
        robotCostPerHourCovered: Math.round(perHour * 100) / 100,
        hoursCoveredPerMonth: Math.round(hours),
        laborCostPerHour: estimate.laborCostPerHour,
        currency,
      },
      text: named
        ? `If these shifts are hard to fill, the labour cost above at which ${MODEL_WORD[model]} would start to pay${namedRate === undefined ? '' : `, about ${namedRate}`}, is also what each staff-hour the robots cover would cost (they would cover about ${covered} a month): compare it with what agency staff or overtime cost you rather than with ${today}.`
        : `If these shifts are hard to fill, compare the robots with what agency staff or overtime cost you rather than with ${today}: they would cover about ${covered} a month at about ${formatThresholdRate(perHour, written)} (their monthly cost${model !== 'buy' && figures.upfrontCost > 0 ? ' and set-up' : ''} spread over the hours they cover${
            // Bought, that is over the robots' whole life; paying back within the limit needs more (round 74, W741).
            model === 'buy'
              ? `; paying back within ${Math.round(pilotLine(estimate))} months needs ${paybackRate === undefined ? 'the higher labour cost named above' : `about ${paybackRate}, the labour cost named above`}`
              : ''
          }).`,
    })
  }

  if (estimate.coverage < MANUAL_REST_WORTH_SAYING) reasons.push(manualRestReason(input))

  // A labour cost borrowed from another country makes the payback above a guess: what holds
  // whatever the wage is the labour cost at which the robots would break even, and pay back in time.
  if (input.borrowedWage) {
    const breakEven = breakEvenLaborCost(estimate, model)
    const inTime = model === 'buy' ? paybackWage(estimate) : null
    if (breakEven !== null) {
      const region = regionName(input.region)
      reasons.push({
        code: 'labour_cost_borrowed',
        params: { breakEvenLaborCostPerHour: breakEven, ...(inTime === null ? {} : { buyPaybackLaborCostPerHour: inTime }) },
        text: `These figures use a borrowed labour cost: we have none for ${region}. ${capitalize(HOW_ACQUIRED[model])}, the robots would break even from about ${formatThresholdRate(breakEven, written)} of staff cost${
          inTime === null ? '' : ` and pay back within ${Math.round(pilotLine(estimate))} months from about ${formatThresholdRate(inTime, written)}`
        }: compare that with yours.`,
      })
    }
  }

  if (estimate.volumeAssumed) {
    if (verdict === 'proceed') verdict = 'pilot'
    reasons.push({
      code: 'volume_assumed',
      params: { volume: Math.round(estimate.volume), volumeUnit: estimate.volumeUnit },
      // A cleaning site's volume is its floor area, the input the buyer left out (round 144 F).
      text: `The figures assume about ${volumeWords(estimate)}; tell us your ${estimate.fleet.basis === 'floor_area_sqm' ? 'floor area' : 'real volume'} to confirm them.`,
    })
  }
  const payback = model === 'buy' ? figures.paybackMonths : null
  const paybackShareOfLine = payback === null ? null : payback / clearCaseLine(estimate.costs.lifeMonths)
  // A proceed or pilot on a system quoted per project says its prices are planning figures (round 64,
  // W640; pilots since round 66), unless a reason already asks for a firm quote (AS/RS).
  const moneyReason = reasons.find((r) => MONEY_REASONS.has(r.code))
  // So does a not-yet for want of a seller whose figures pay (round 117: a Polish DC's goods-to-person
  // robots "would pay here on the figures below", 44 robots paying back in 20 months, unqualified).
  if (
    (verdict !== 'not_yet' || input.vendorCount === 0) &&
    rule.quotedPerProject === true &&
    moneyReason !== undefined &&
    !reasons.some((r) => r.text.includes('firm quote'))
  ) {
    // A purchase's payback rests on one site's set-up whatever the fleet: said for a large fleet, as
    // for a rival type (round 146 B: "Buying 80 robots pays back in about 7 months" on US$150,000 of
    // set-up, the words "whatever the fleet" in none of 561 such answers).
    const flatSetUp = payback !== null && estimate.costs.setupCost > 0 && estimate.unitsCosted >= FLAT_SET_UP_FLEET
    const setUp = flatSetUp
      ? `, and ${siteSetUpWords(estimate.costs.setupCost, written)}, so for ${unitsWords(estimate)} the payback too is a project quote`
      : ''
    const ask = input.vendorCount === 0 ? 'a seller’s firm quote would decide it' : 'get a firm quote before committing'
    moneyReason.text += ` These are planning figures: ${rule.plural} are quoted per project${setUp}${flatSetUp ? ':' : ', so'} ${ask}.`
  }
  if (input.vendorCount === 0) {
    // Where the figures make a clear case, the not-yet is the missing seller's alone, and its reason
    // leads saying so (round 112: a Paris brasserie's "not yet" beside "leasing 2 robots saves about
    // €5,870 a month" read as the robots not paying); not beside a pilot's thin or late figures, nor
    // on a price borrowed from another kitchen task (round 113). Where the figures alone say not yet,
    // their reason leads and the missing seller follows (round 114: a Thai mall's "we cannot name a
    // seller" had come before the labour cost that keeps robots from paying anyway). Not opened like
    // the rationale's line, which says the same from the type's side (round 73/74: three texts opening
    // "No vendor in … sells" read as one fact said three times).
    // Nor on figures that would be a pilot at most with a seller (round 128: 19 of 42 "not the money"
    // answers rested on an assumed volume, schedule or carpet share, or on who clears the tables).
    const where = `in ${regionName(input.region)} yet (none in our catalog sells them there)`
    const after = economics === 'not_yet' && reasons.length > 0
    const unconfirmed = input.figuresUnconfirmed === true || estimate.volumeAssumed === true || input.borrowedWage === true
    const economicsVerdict = economics === 'proceed' && unconfirmed ? 'pilot' : economics
    const figuresPay = modelPays(estimate, model) && !input.priceBorrowed
    // Makers selling the same robots here for other work: the one thing left to ask, said where the
    // figures pay (round 160 B: a Singapore buffet's bussing robots, "worth a pilot … but we cannot name a
    // seller", while Pudu and Keenon sell the same BellaBots and DINERBOTs there as serving robots).
    const here = input.sameLineSellers ?? []
    const sameLine =
      here.length === 0
        ? ''
        : `no seller in our catalog offers them for this work in ${regionName(input.region)} yet: ${listWords(here.map((maker) => maker.name))} ${here.length === 1 ? 'sells' : 'sell'} the same robots here as ${listWords([...new Set(here.flatMap((maker) => maker.types))].map((type) => TYPE_PLURAL[type]))}, so ask ${here.length === 1 ? 'it' : 'them'} for the set-up this work needs.`
    reasons.splice(after ? 1 : 0, 0, {
      code: 'no_vendor_in_region',
      params: { region: input.region, robotType: rule.type, economicsVerdict },
      text: after
        ? `Nor can we name a seller of ${rule.plural} ${where}.`
        : economicsVerdict === 'proceed' && figuresPay
          ? `${capitalize(rule.plural)} would pay here on the figures below, but ${sameLine === '' ? `we cannot name a seller of them ${where}: what is missing is a seller, not the money.` : sameLine}`
          : // A pilot on these figures says so, as its `economicsVerdict` does, so that the not-yet does not
            // read as the money's (round 155 A: a Paris restaurant's serving robot paying back in about
            // 8 months on an assumed wage, a Lyon hypermarket's walk-behinds by RaaS, had read "the figures
            // show whether they would pay once one is found").
            economicsVerdict === 'pilot' && figuresPay
            ? `${capitalize(rule.plural)} would be worth a pilot here on the figures below, but ${sameLine === '' ? `we cannot name a seller of them ${where}.` : sameLine}`
            : `We cannot name a seller of ${rule.plural} ${where}; the figures show whether they would pay once one is found.`,
    })
  }
  return { verdict, economics, reasons, margin, paybackShareOfLine }
}

/**
 * `part_stays_manual`: the share of the work the fleet covers, why one more unit is left out, and what
 * it would net where that pays. `lead` replaces the opening sentence ("These figures are for 1
 * station, covering about 71 % of the covers robots would take on."): a kitchen station credited only
 * for the hours you are open says its share once, in staff-hours, and the rest stays manual once
 * (`station_hours_credited` in business.ts, round 148 D2).
 */
export function manualRestReason(input: Pick<VerdictInput, 'estimate' | 'model' | 'currency' | 'text' | 'vendorCount' | 'wageAssumed'>, lead?: string): Reason {
  const { estimate, model } = input
  const one = UNIT_WORDS[estimate.fleet.unit][0]
  const params: Reason['params'] = { unitsCosted: estimate.unitsCosted, coverage: Math.round(estimate.coverage * 100) / 100 }
  // The next unit's share of a day's work: under half, it is left out by the fleet rule; from
  // half up, because the fleet pays more clearly without it (see `withOneUnitLess`).
  const nextUse = Math.round(estimate.unitsCosted * (1 / estimate.coverage - 1) * 100) / 100
  // The fleet stays wage-independent (break-even labour costs stay exact), but a cheap unit's
  // part-time work can still pay: then the buyer is told what one more would net.
  const extra = extraUnitNet(estimate, model)
  const opening =
    lead ??
    `These figures are for ${unitsWords(estimate)}, covering about ${Math.round(estimate.coverage * 100)} % of the ${BASIS_NOUN[estimate.fleet.basis]} robots would take on.`
  const intro = `${opening} One more ${one} would be ${
    nextUse < 0.5
      ? 'used less than half the time on an average day'
      : `used ${nextUse < 0.55 ? 'about half' : `about ${Math.round(nextUse * 100)} %`} of the time on an average day ${extra < 0 ? 'and would cost more than its part saves' : 'and the robots would pay less clearly with it'}`
  }`
  if (extra >= staffHourADay(estimate) && input.vendorCount > 0) {
    params.extraUnitMonthlyNet = Math.round(extra)
    return {
      code: 'part_stays_manual',
      params,
      text: `${intro}, so the figures leave the rest manual; at ${input.wageAssumed ? 'the labour cost we assumed' : 'your labour cost'} it would still save about ${formatAboutMoney(extra, input.text ?? input.currency)} a month more than it costs: ask for a quote on ${unitCount(estimate.unitsCosted + 1, estimate.fleet.unit)}.`,
    }
  }
  return {
    code: 'part_stays_manual',
    params,
    // A floor has no busy hour: its range allows for layouts that take more robots (round 75).
    text: `${intro}, so the rest stays manual (the fleet range allows for ${estimate.volumeUnit === 'm²' ? 'layouts that take more robots' : 'peaks'}).`,
  }
}

/** What one more unit would net a month under `model`: the manual rest it would take over, less its own cost. */
function extraUnitNet(estimate: EconomicsEstimate, model: AcquisitionModel): number {
  const hours = estimate.laborHoursReplacedPerMonth * (1 / estimate.coverage - 1)
  return hours * estimate.laborCostPerHour - unitMonthlyCost(estimate.costs, model)
}

/**
 * Why the robots do not pay, with the volume and the labour cost at which they would. The
 * code names the lever within reach: the volume when a volume up to ten times today's would
 * pay; a late payback when buying saves money each month but too slowly; otherwise the labour
 * cost. A labour cost more than three times today's is out of reach and left out of the text.
 */
function missReason(input: VerdictInput, net: number, lossSaid = false): Reason {
  const { estimate, model, rule, currency } = input
  const written = input.text ?? currency
  const figures = estimate.models[model]
  const monthly = figures.monthlyNet
  const late = model === 'buy' && monthly > 0
  // A purchase "starts to pay" where it pays back within its payback line, not where its
  // payback reaches the robots' whole life (its break-even, still not_yet).
  const volume = model === 'buy' ? breakEvenVolume(estimate, model, pilotLine(estimate)) : breakEvenVolume(estimate, model)
  const wage = startingWage(estimate, model)
  const wageWithinReach = wage !== null && wage <= estimate.laborCostPerHour * WAGE_REACH
  const volumeWithinReach = volume !== null && volume > estimate.volume && volume <= estimate.volume * VOLUME_REACH
  const volumeWord = VOLUME_WORD[estimate.volumeUnit]
  const params: Reason['params'] = {
    monthlyNet: Math.round(monthly),
    judgedMonthlyNet: Math.round(net),
    currency,
    volume: Math.round(estimate.volume),
    volumeUnit: estimate.volumeUnit,
  }
  const thresholds: string[] = []
  /** Where the labour-cost threshold stands in `thresholds` (-1: not said). */
  let wageSaid = -1
  if (volume !== null && volume > estimate.volume) {
    params.breakEvenVolume = volume
    if (volumeWithinReach) thresholds.push(`at about ${formatCount(volume)} ${volumeWord}`)
    else if (!wageWithinReach) {
      thresholds.push(`only at about ${formatCount(volume)} ${volumeWord}, ${Math.round(volume / estimate.volume)} times today's volume`)
    }
  }
  if (wage !== null) {
    params.breakEvenLaborCostPerHour = wage
    // A wage far beyond today's is said only when no volume would do: it is the only threshold left.
    if (wageWithinReach || thresholds.length === 0) {
      wageSaid = thresholds.length
      thresholds.push(wageWords(wage, estimate.laborCostPerHour, written, input.priceConverted))
    }
  }
  // No volume from which they keep paying: either none pays at all, or only a window does (the same
  // fleet on a somewhat larger site, before the next unit is needed), which is said as such.
  // (No volume sentence rests on a borrowed price, so the window is not searched for there.)
  const saysVolume = volume === null && !late && input.priceBorrowed !== true
  const window = saysVolume ? payingLargerVolume(estimate, model, model === 'buy' ? pilotLine(estimate) : undefined) : null
  // A cleaning site's volume is its floor: "more volume" beside a second cleaning of the same floor that
  // pays read as a contradiction (round 143: a larger floor gets a faster manual method, so each m² frees
  // less; another cleaning keeps the method and fills an idle robot). Round 144 F: the window's "not at
  // every volume above it: each further robot a busier site needs" too.
  const floorSite = estimate.fleet.basis === 'floor_area_sqm'
  const moreVolume = floorSite ? 'A larger floor' : 'More volume'
  const busierSite = floorSite ? 'a larger floor' : 'a busier site'
  const everyVolumeAbove = floorSite ? 'on every larger floor' : 'at every volume above it'
  const noVolume = !saysVolume
    ? ''
    : window === null
      ? model === 'buy'
        ? // A purchase is judged on its payback: a busier site may save money each month and still pay
          // back too late (round 90: "would not make them pay" beside a saving at 10 % more volume).
          ` ${moreVolume} alone would not make buying pay back within ${Math.round(pilotLine(estimate))} months: at this labour cost and these hours, each of the ${UNIT_WORDS[estimate.fleet.unit][1]} ${busierSite} needs saves too little for its price.`
        : ` ${moreVolume} alone would not make them pay: at this labour cost and these hours, the ${UNIT_WORDS[estimate.fleet.unit][1]} ${busierSite} needs would cost about as much as they save, or more.`
      : ` At about ${formatCount(roundSignificant(window, 2))} ${volumeWord} they would pay, but not ${everyVolumeAbove}: each further ${UNIT_WORDS[estimate.fleet.unit][0]} ${busierSite} needs costs about as much as it saves, or more.`
  // Leased or rented, the threshold is that model's; when buying is offered and would pay back in
  // time at a lower labour cost, that labour cost is said too (where it already does, the
  // other-model reason says so): a lease that starts to pay at MX$158/h is not the whole story
  // when buying would pay back within 29 months at MX$98/h.
  // A buyer who asked to buy is told it whatever the lease's threshold (above it, the advice is the purchase).
  const askedBuy = input.asked === 'buy'
  const buyWage = !late && model !== 'buy' && (input.offered ?? []).includes('buy') ? paybackWage(estimate) : null
  const bought =
    buyWage !== null && buyWage > estimate.laborCostPerHour && (wage === null || buyWage < wage || askedBuy)
      ? ` Bought${askedBuy ? ', as you asked,' : ','} they would pay back within ${Math.round(pilotLine(estimate))} months${limitWords(estimate)} ${wageWords(buyWage, estimate.laborCostPerHour, written, input.priceConverted)}.`
      : ''
  if (bought !== '') params.buyPaybackLaborCostPerHour = buyWage!
  // A last unit used part of the time can be what puts the threshold out of reach: where one unit
  // fewer would reach it at a clearly lower labour cost, that is said too (round 50, R508: two
  // serving robots pay back in time from R$20.20/h, one from R$16.90/h, and the engine's own answer
  // turns to one robot there).
  const smaller = wageSaid < 0 ? undefined : withOneUnitLess(estimate)
  const smallerWage = smaller === undefined ? null : startingWage(smaller, model)
  const farAbove = (amount: number) => amount > estimate.laborCostPerHour * WAGE_REACH
  if (
    smallerWage !== null &&
    wage !== null &&
    smallerWage > estimate.laborCostPerHour &&
    smallerWage < wage * SMALLER_FLEET_LOWER &&
    // Two figures far above today's tell the buyer nothing the first did not.
    !(farAbove(wage) && farAbove(smallerWage))
  ) {
    // One sentence, the lower bar first: "… at a labour cost of about R$16.80/h with 1 robot instead of
    // 2 (the rest of the work staying manual), or about R$20.20/h with 2."
    params.smallerFleetLaborCostPerHour = smallerWage
    thresholds[wageSaid] =
      `${wageWords(smallerWage, estimate.laborCostPerHour, written, input.priceConverted)} with ${unitCount(smaller!.unitsCosted, estimate.fleet.unit)} instead of ${formatCount(estimate.unitsCosted)} (the rest of the work staying manual), or about ${formatThresholdRate(wage, written)} with ${formatCount(estimate.unitsCosted)}`
  }
  // Said alone (after another reason gave the loss), the sentence names the robots.
  const they = lossSaid ? rule.plural : 'they'
  // Where another model saves money (named further on), the loss is the advised model's, said so
  // (round 66, R663: "serving robots cost AED 29 a month more than they save" beside buying them
  // paying back in 17 months); so is its threshold (casebook R1, round 78: "would start to pay at
  // about 97 covers a day" beside buying netting $524 a month).
  // Only a model the listed vendors offer is named further on (round 77: "rented as a service" beside
  // a purchase nobody here offers).
  const offeredHere = (m: AcquisitionModel) => input.offered === undefined || input.offered.length === 0 || input.offered.includes(m)
  const otherSaves = (['buy', 'lease', 'raas'] as const).some((m) => m !== model && offeredHere(m) && estimate.models[m].monthlyNet > 0)
  // A purchase missing its line by a few percent of the wage is as near on the price: the up-front
  // quote that would bring it within the line is named too (round 74, C740: a 37-month payback
  // against a 36-month line read as a plain "not yet"; ¥24/h more made it a pilot).
  // Not on a borrowed price: a quote "about 1 % lower" than a placeholder is no quote at all (round
  // 79, R791: a Rotterdam wok station's fry-robot price), and its own reason names the price that would do.
  const nearPrice =
    late &&
    input.priceBorrowed !== true &&
    wageSaid >= 0 &&
    wage !== null &&
    params.smallerFleetLaborCostPerHour === undefined &&
    nearWage(wage, estimate.laborCostPerHour)
      ? quoteWithinLine(estimate, figures, written)
      : ''
  if (nearPrice !== '') {
    thresholds[wageSaid] += nearPrice
    params.upfrontCostWithinLine = Math.round(figures.upfrontCost * (pilotLine(estimate) / figures.paybackMonths!))
  }
  // A purchase's threshold is the wage at which it pays back within the line; the answer's
  // `economics.breakEven` gives the lower one at which it merely stops losing money each month. Where
  // the two are far apart and both above today's, both are said (round 115: "only at about
  // ₩98,000/h" beside a break-even field of ₩68,957).
  const even =
    model === 'buy' && wageSaid >= 0 && wage !== null && params.smallerFleetLaborCostPerHour === undefined && nearPrice === ''
      ? breakEvenLaborCost(estimate, 'buy')
      : null
  const evenSaid = even !== null && even > estimate.laborCostPerHour && even * FAR_APART < wage!
  if (evenSaid) params.monthlyBreakEvenLaborCostPerHour = even
  const evenWords = evenSaid ? `; it would stop losing money each month from about ${formatThresholdRate(even, written)}` : ''
  const start =
    thresholds.length === 0
      ? bought
      : model === 'buy'
        ? ` Buying would pay back within ${monthsText(pilotLine(estimate), figures.paybackMonths ?? undefined)}${late ? '' : limitWords(estimate)} ${thresholds.join(', or ')}${evenWords}.`
        : ` ${bought === '' && !otherSaves ? capitalize(they) : model === 'lease' ? `Leased, ${they}` : `Rented as a service, ${they}`} would start to pay ${thresholds.join(', or ')}.${bought}`
  const setup = figures.upfrontCost
  const assumedWage = estimate.defaultsUsed.includes('laborCostPerHour') ? 'an assumed ' : ''
  const at = `At ${volumeWords(estimate)} and ${assumedWage}${formatRate(estimate.laborCostPerHour, written)}`
  const payback = figures.paybackMonths
  // Said from the headline's own numbers: the monthly net when it is negative; otherwise the
  // late payback (buying) or the set-up cost spread over three years (lease, RaaS) that tips it.
  const how = otherSaves ? ` ${HOW_ACQUIRED[model]}` : ''
  // A loss or saving that rounds to nothing is said as break-even (round 88: "cost about AED 0 a month
  // more than the staff time they save").
  const evenBefore = roundsToNothing(monthly, written)
  // A lease's or RaaS's set-up is said beside its monthly loss, where the buyer would pay it (round
  // 115, R2-NZ: a frying-robot lease "NZ$890 a month more" left NZ$35,600 up front unsaid to a
  // buyer who had asked for little up front).
  const upfrontBesides = model !== 'buy' && setup > 0 ? `, on top of about ${formatAboutMoney(setup, written)} of set-up up front` : ''
  const paysBack = () => paybackPhrase(payback, estimate.costs.lifeMonths, late ? pilotLine(estimate) : undefined, repaidFromWords(figures, written))
  const cost =
    evenBefore && (monthly < 0 || model !== 'buy')
      ? `${at}, ${rule.plural}${how} would about break even before ${model === 'buy' ? 'their' : `their ${formatAboutMoney(setup, written)}`} set-up cost${model === 'buy' ? ' is counted' : ' spread over three years'}.`
      : monthly < 0
        ? `${at}, ${rule.plural}${how} cost about ${formatAboutMoney(-monthly, written)} a month more than the staff time they save${upfrontBesides}.`
        : model === 'buy' && evenBefore
          ? `${at}, buying ${rule.plural} would about break even over their ${plural(Math.round(estimate.costs.lifeMonths / 12), 'year', 'years')} of service life: it ${paysBack()}.`
          : model === 'buy'
            ? `${at}, buying ${rule.plural} saves about ${formatAboutMoney(monthly, written)} a month but ${paysBack()}.`
            : `${at}, ${rule.plural} save about ${formatAboutMoney(monthly, written)} a month, less than their ${formatAboutMoney(setup, written)} set-up cost spread over three years.`
  const code = late ? 'pays_back_late' : volumeWithinReach || (volume !== null && !wageWithinReach) ? 'volume_too_low' : 'labour_cost_too_low'
  if (!volumeWithinReach && !wageWithinReach && volume !== null) params.volumeMultiple = Math.round(volume / estimate.volume)
  // A fixed system is not piloted: its next step is a simulation and a quote, or a phased build.
  const next =
    late && FIXED_TYPES.has(rule.type) ? ' Ask an integrator for a throughput simulation and a firm quote, or phase the build, before committing.' : ''
  const text = lossSaid && start !== '' ? `${start.trim()}${next}` : `${cost}${noVolume}${start}${next}`
  return { code, params, text }
}

/**
 * How the sentences write a threshold labour cost: three significant figures rounded up (rounds 145–146;
 * another floor's or type's too since session 2026-11-28), or, a few percent above today's, as it is (`wageWords`).
 */
function rateSpellings(wage: number, written: string): string[] {
  return [formatThresholdRate(wage, written), formatNearRate(wage, written)]
}

/**
 * A threshold a few percent above today's, as it is, rounded up where the rate drops its cents (from
 * 100 units): round 149 C had "only about 4 % above today's (MX$482/h)" for a threshold of MX$482.03.
 */
function formatNearRate(wage: number, written: string): string {
  const cents = Math.round(wage * 100) / 100
  return formatRate(cents >= 100 ? Math.ceil(cents) : cents, written)
}

/** A reason's `breakEvenLaborCostPerHour` as its text writes it, if it does. */
function rateWrittenIn(reason: Reason | undefined, written: string): string | undefined {
  const wage = Number(reason?.params.breakEvenLaborCostPerHour ?? Number.NaN)
  return rateSpellings(wage, written).find((rate) => reason?.text.includes(rate))
}

/** How far below the payback wage the monthly break-even must lie to be said beside it (15 %). */
const FAR_APART = 1.15

/** Whether a threshold labour cost is said as "only about N % above today's". */
function nearWage(wage: number, today: number): boolean {
  return Math.round((wage / today - 1) * 100) <= NEAR_PERCENT
}

/**
 * ", or at an up-front cost about 3 % lower (about ¥X instead of ¥Y)": the purchase's up-front at which
 * its payback reaches the line at today's labour cost (payback = up-front ÷ monthly saving after
 * service, so the saving stays as it is); '' where the payback is already within it.
 */
function quoteWithinLine(estimate: EconomicsEstimate, figures: ModelFigures, written: string): string {
  const payback = figures.paybackMonths
  if (payback === null) return ''
  const share = 1 - pilotLine(estimate) / payback
  if (share <= 0) return ''
  // Under 1 %, said as such and without the pair, which would need seven figures to differ (round 112:
  // "about 1 % lower (about DKK 19,392,440 instead of DKK 19,401,441)").
  if (share < 0.01) return ', or at an up-front cost under 1 % lower (worth asking the vendor for)'
  const [within, today] = formatAboutMoneyPair(figures.upfrontCost * (1 - share), figures.upfrontCost, written)
  return `, or at an up-front cost about ${Math.ceil(share * 100)} % lower (about ${within} instead of ${today}: worth asking the vendor for)`
}

/** A threshold labour cost as the sentences say it: a few percent above today's, a figure, or far above today's. */
function wageWords(wage: number, today: number, written: string, converted = false): string {
  if (nearWage(wage, today)) {
    const percent = Math.round((wage / today - 1) * 100)
    // Under half a percent, "under 1 %"; the figure only where it reads apart from today's (round 112:
    // "only about 1 % above today's (DKK 343/h)" where today's was DKK 343.32 and the threshold 343.43).
    const shown = formatNearRate(wage, written)
    const rate = shown === formatRate(today, written) ? '' : ` (${shown})`
    return percent < 1 ? `at a labour cost under 1 % above today's${rate}` : `at a labour cost only about ${percent} % above today's${rate}`
  }
  // On converted US prices a local quote could bring it close: not "far above" (round 58, R582).
  // An answer in US dollars converts nothing: its prices are US ones (round 81).
  if (wage > today * WAGE_REACH && converted)
    return `only at a labour cost of about ${formatThresholdRate(wage, written)} at ${written === 'US$' || written === 'USD' ? 'US prices' : 'these converted prices'}`
  // Far above or not, a threshold is said one way, rounded up (round 146 D: "US$99/h" had stood beside
  // the borrowed-wage sentence's "US$99.30/h", and 401 of 784 were said below the real threshold).
  if (wage > today * WAGE_REACH) return `only at a labour cost of about ${formatThresholdRate(wage, written)}, far above today's`
  // Rounded up as every "from about" threshold is (`formatThresholdRate`), so the same break-even reads
  // alike in every sentence (round 145 C: "start to pay at … US$67.80/h" beside "break even from about US$67.90/h").
  return `at a labour cost of about ${formatThresholdRate(wage, written)}`
}

/** From this many robots a purchase's one-site set-up is said to make its payback a project quote (`decideVerdict`). */
const FLAT_SET_UP_FLEET = 10

/**
 * "the set-up counted is about €214,000 for the whole site, whatever the fleet": a type quoted per
 * project is costed on one site's set-up however many robots it takes, said wherever its payback
 * could be read as firm (round 146 B here; `other_type_nets_more` and, since round 148 C,
 * `unsold_type_would_pay` in business.ts).
 */
export function siteSetUpWords(setUp: number, written: string): string {
  return `the set-up counted is about ${formatAboutMoney(setUp, written)} for the whole site, whatever the fleet`
}

/** Reasons that give the advised model's money, where a word on the prices behind it belongs. */
const MONEY_REASONS: ReadonlySet<string> = new Set([
  'pays_back_within_life',
  'saves_monthly',
  'marginal_savings',
  'small_saving',
  'near_break_even',
  'pays_back_late',
])

/** What the payback line is, said after its months (round 67: "within 50 months" had not said why 50). */
function limitWords(estimate: EconomicsEstimate): string {
  return ` (our limit for a purchase lasting ${plural(Math.round(estimate.costs.lifeMonths / 12), 'year', 'years')})`
}

/** How a late payback reads: after the robots' life it is no payback at all. `repaid` follows the months. */
function paybackPhrase(payback: number | null, lifeMonths: number, line?: number, repaid = ''): string {
  const life = plural(Math.round(lifeMonths / 12), 'year', 'years')
  if (payback === null) return 'never pays back'
  if (payback > lifeMonths)
    return `does not pay back within their ${life} of service life (it would take about ${plural(wholeMonths(payback), 'month', 'months')})`
  // The line is named, so the buyer can weigh it against their own (round 64, W641: many grocers
  // accept five to seven years on fixed automation; "too late" alone had not said by what measure).
  if (line !== undefined)
    // The limit to a tenth where the payback beside it is said so (round 111: "about 28.9 months …
    // past our 29-month limit", then "within 28.8 months").
    return `pays back only after about ${monthsText(payback, line)}${repaid}, past our ${monthsFigure(line, payback)}-month limit for a purchase lasting ${life}`
  return `pays back only after about ${monthsText(payback, line)}${repaid}, too late in their ${life} of service life`
}

/**
 * " (about €93,200 up front, repaid from about €2,590 a month of staff time freed after service
 * costs)": said beside every purchase payback quoted with a monthly net, which is after the
 * write-down, so the two divide (rounds 100–102: "36 months" beside €1,059 a month and €93,176 up
 * front had read as 88; "£1,140 a month … 17 months … £26,400 up front" as 23).
 */
export function repaidFromWords(figures: ModelFigures, text: string, form: 'brackets' | 'clause' | 'cash only' = 'brackets'): string {
  const payback = figures.paybackMonths
  if (payback === null || payback <= 0) return ''
  const freed = `repaid from about ${formatAboutMoney(figures.upfrontCost / payback, text)} a month of staff time freed after service costs`
  // Inside brackets already, said as a clause (round 103: "(… costs))"); where the sentence says the
  // up-front cost itself, only the cash (round 103: "€333,000 up front … for about €333,000 up front").
  if (form === 'cash only') return ` (${freed})`
  const words = `about ${formatAboutMoney(figures.upfrontCost, text)} up front, ${freed}`
  return form === 'clause' ? `; ${words}` : ` (${words})`
}

/** A loss as a share of the robot cost it is set against: "about 4 %", "under 1 %" (round 112: not "about under 1 %"). */
function lossShare(loss: number, cost: number): string {
  const percent = Math.round((100 * loss) / cost)
  return percent < 1 ? 'under 1 %' : `about ${percent} %`
}

/** Months as a sentence says them; to one decimal when whole months would read the same as `beside` (29.4 against 28.8). */
function monthsText(months: number, beside?: number): string {
  const figure = monthsFigure(months, beside)
  return figure.includes('.') ? `${figure} months` : plural(Number(figure), 'month', 'months')
}

/** The months as `monthsText` says them, without the unit: "29", or "28.8" beside a figure of the same whole months. */
function monthsFigure(months: number, beside?: number): string {
  const whole = wholeMonths(months)
  if (beside === undefined || wholeMonths(beside) !== whole) return String(whole)
  // To one decimal; a payback just past its line stays past it (19.24 against a 19.2 line reads 19.3, not 19.2 twice).
  const tenths = Math.round(months * 10)
  const line = Math.round(beside * 10)
  const shown = months > beside && tenths <= line ? line + 1 : tenths
  return (shown / 10).toFixed(1)
}

/**
 * The labour cost from which `model` reaches its pilot line: a lease's or RaaS's break-even (set-up
 * spread over three years), a purchase's payback within the pilot line.
 */
export function startingWage(estimate: EconomicsEstimate, model: AcquisitionModel): number | null {
  return model === 'buy' ? paybackWage(estimate) : breakEvenLaborCost(estimate, model)
}

/**
 * `startingWage` before its rounding to the cent, for comparing two fleets: the ratio of two fleets'
 * starting wages is the same in every currency, their rounded values not (a Malaysian counter's 6
 * stations start at RM 41.19 against 5 at RM 41.40, 0.51 % apart, and at US$10.08 against US$10.13,
 * 0.50 %: the fleet had depended on the currency the wage was sent in).
 */
export function exactStartingWage(estimate: EconomicsEstimate, model: AcquisitionModel): number | null {
  if (estimate.laborHoursReplacedPerMonth <= 0) return null
  const cost =
    model === 'buy'
      ? estimate.models.buy.upfrontCost / pilotLine(estimate) + estimate.unitsCosted * estimate.costs.serviceMonthly
      : judgedCost(estimate.models[model], model)
  const wage = cost / estimate.laborHoursReplacedPerMonth
  return Number.isFinite(wage) ? wage : null
}

/** The labour cost per hour at which buying would pay back within the pilot share of the robots' life. */
function paybackWage(estimate: EconomicsEstimate): number | null {
  if (estimate.laborHoursReplacedPerMonth <= 0) return null
  const months = pilotLine(estimate)
  const needed = estimate.models.buy.upfrontCost / months + estimate.unitsCosted * estimate.costs.serviceMonthly
  const wage = Math.round((needed / estimate.laborHoursReplacedPerMonth) * 100) / 100
  return Number.isFinite(wage) ? wage : null
}
