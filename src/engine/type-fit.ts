/**
 * Scores each robot type of a category against a profile (0–100) and explains the winner.
 * The points per rule are fixed here so the rationale can name the rules that decided.
 */
import type { AcquisitionModel, Level } from '../schemas/catalog.js'
import { articleFor, capitalize, formatCount, formatDecimal, formatRate } from './format.js'
import { carpetShareAssumed, DEFAULT_MIXED_CARPET_SHARE, floorTypeOf, type BusinessProfile } from './profile.js'
import { DENSE_ORDERS_PER_SQM, KITCHEN_TASK_UNITS, LEVEL_VALUE, type RobotTypeRule } from './robot-types.js'

/**
 * Points per rule; they add up to 100. How the work is done (process) and how much of it
 * there is (size, and order throughput in warehouses) decide first; readiness, budget,
 * labour and operating hours shape the choice between types that fit.
 */
const PROCESS_POINTS = 30
/** Size points: all 30 where size is the category's only volume measure, 20 + 10 throughput in warehouses. */
const SIZE_ONLY_POINTS = 30
const SIZE_WITH_THROUGHPUT_POINTS = 20
const THROUGHPUT_POINTS = 10
const READINESS_POINTS = 15
/** A cleaning window this short or shorter is said to be short for a large floor in the rationale. */
const SHORT_WINDOW_HOURS = 4
const BUDGET_POINTS = 10
const LABOR_POINTS = 8
const HOURS_POINTS = 7
/** Share of a rule's points every type gets when the profile does not answer it: no type gains. */
const UNKNOWN_SHARE = 0.5
/** Readiness points by how many levels the customer falls short of what the type needs. */
const READINESS_SHORTFALL_POINTS = [READINESS_POINTS, 7, 1]
/**
 * Points lost per level a type falls short of the need, and per level it exceeds it: a
 * type that does more than needed is a milder misfit (its cost is judged by the budget rule)
 * than one that does too little, so large sites are not steered to undersized types.
 */
const POINTS_PER_LEVEL_SHORT = 3
const POINTS_PER_LEVEL_OVER = 1

function mismatchPoints(need: number, delivered: number): number {
  return delivered >= need ? (delivered - need) * POINTS_PER_LEVEL_OVER : (need - delivered) * POINTS_PER_LEVEL_SHORT
}
/** Budget points for low_upfront / balanced, by the type's upfront cost level. */
const LOW_UPFRONT_POINTS = [BUDGET_POINTS, 6, 2]
const BALANCED_POINTS = [9, BUDGET_POINTS, 7]
/** maximize_long_term_roi: points by how much labour the type replaces. */
const LONG_TERM_ROI_POINTS = [3, 7, BUDGET_POINTS]
/** A size this many times outside a range scores nothing for size. */
const SIZE_FALLOFF_RATIO = 4
const LOG_SIZE_FALLOFF = Math.log(SIZE_FALLOFF_RATIO)

/** One robot type with its score for this profile. */
export interface ScoredRobotType {
  rule: RobotTypeRule
  score: number
}

/**
 * How close a size is to a range: 1 inside, falling with the log of the distance to 0 at
 * SIZE_FALLOFF_RATIO times outside. Shared by type and vendor scoring so both judge size alike.
 */
export function sizeCloseness(size: number, min: number, max: number): number {
  if (size >= min && size <= max) return 1
  const ratio = size < min ? min / size : size / max
  const closeness = 1 - Math.log(ratio) / LOG_SIZE_FALLOFF
  return closeness > 0 ? closeness : 0
}

/** Process fit below which a type cannot do the site's work (a scrubber on carpet, serving robots at a counter). */
export const MIN_PROCESS_FIT = 0.5

/**
 * Scores every type of the profile's category. Types that can do the site's work (process fit
 * at least {@link MIN_PROCESS_FIT}, or process unknown) come first, best score first; the others
 * follow, so size or budget points never make a scrubber the pick for a carpet. Ties keep the
 * table's order.
 */
export function rankRobotTypes(profile: BusinessProfile): ScoredRobotType[] {
  const scored: (ScoredRobotType & { fits: boolean })[] = []
  for (const rule of profile.rules.types) {
    scored.push({ rule, score: scoreRobotType(profile, rule), fits: (processFitOf(profile, rule) ?? 1) >= MIN_PROCESS_FIT })
  }
  // Array.prototype.sort is stable, so equal scores keep the table's tie-break order.
  return scored.sort((a, b) => Number(b.fits) - Number(a.fits) || b.score - a.score).map(({ rule, score }) => ({ rule, score }))
}

/** Integer 0–100: how well one robot type suits the profile. */
function scoreRobotType(profile: BusinessProfile, rule: RobotTypeRule): number {
  return (
    processPoints(profile, rule) +
    sizePoints(profile, rule) +
    throughputPoints(profile, rule) +
    readinessPoints(profile, rule) +
    budgetPoints(profile, rule) +
    laborPoints(profile, rule) +
    hoursPoints(profile, rule)
  )
}

/** The carpet share of a mixed floor: the one the request gave, else the half PRODUCT.md sets as the default (cleaning only). */
function givenCarpetShare(profile: BusinessProfile): number | undefined {
  const { request } = profile
  return request.category === 'cleaning' && profile.process === 'mixed' ? (request.carpetShare ?? DEFAULT_MIXED_CARPET_SHARE) : undefined
}

/**
 * How well a type does the profile's process, 0–1 (undefined when the process is not known).
 * A mixed floor whose carpet share was given weighs the hard-floor and carpet fits by area, so
 * an office that is 85 % carpet is a vacuum site, not a scrubber site; without a share the
 * table's `mixed` fit stands.
 */
export function processFitOf(profile: BusinessProfile, rule: RobotTypeRule): number | undefined {
  // A buyer who names a kitchen task asks for a kitchen robot, whatever the service style: the
  // kitchen station fits, and robots for the dining room do other work than the one asked about.
  if (profile.request.category === 'restaurant' && profile.request.kitchenTask !== undefined) {
    return rule.type === 'kitchen_automation' ? 1 : KITCHEN_ASKED_OTHER_FIT
  }
  if (profile.process === undefined) return undefined
  const share = givenCarpetShare(profile)
  if (share !== undefined) return (1 - share) * (rule.processFit.hard ?? 0) + share * (rule.processFit.carpet ?? 0)
  return rule.processFit[profile.process]
}

/** Process fit of dining-room robots when the buyer asked about a kitchen task: below the fit bar. */
const KITCHEN_ASKED_OTHER_FIT = 0.3

/** Whether the type cleans carpet rather than hard floor (its carpet fit is the higher). */
export const cleansCarpet = (rule: RobotTypeRule): boolean => (rule.processFit.carpet ?? 0) > (rule.processFit.hard ?? 0)

/** Whether the site is smaller than the range where the type is usually deployed (false when the size is unknown). */
export function belowUsualRange(profile: BusinessProfile, rule: RobotTypeRule): boolean {
  const size = sizeFor(profile, rule)
  return size !== undefined && size < rule.idealSize.min
}

/** Whether the site is larger than the type's usual range (its floor, for a mixed floor with a given split). */
export function aboveUsualRange(profile: BusinessProfile, rule: RobotTypeRule): boolean {
  const size = sizeFor(profile, rule)
  return size !== undefined && size > rule.idealSize.max
}

/** How far the site reaches into the type's usual range from below: size ÷ its bottom, at most 1 (1 when unknown). */
export function rangeShare(profile: BusinessProfile, rule: RobotTypeRule): number {
  const size = sizeFor(profile, rule)
  return size === undefined ? 1 : Math.min(1, size / rule.idealSize.min)
}

/**
 * The size a type works on: for a mixed floor with a given carpet share, the area of the floor
 * it cleans; for a dense storage system in a small, busy warehouse (micro-fulfilment), at
 * least the bottom of its range — density, not floor area, is what it needs.
 */
export function sizeFor(profile: BusinessProfile, rule: RobotTypeRule): number | undefined {
  const { request } = profile
  if (rule.compact && request.category === 'warehouse' && profile.size !== undefined && request.ordersPerDay !== undefined) {
    // Density lifts the size the system is judged on gradually, to its range's bottom at
    // DENSE_ORDERS_PER_SQM: a step there had made a Belgian 818 m² room at 768 orders a day (0.94 a
    // m²) lose goods-to-person robots that paid back in 21 months at 744 m² (round 91).
    const density = Math.min(1, request.ordersPerDay / profile.size / DENSE_ORDERS_PER_SQM)
    return Math.max(profile.size, rule.idealSize.min * density)
  }
  const share = givenCarpetShare(profile)
  // An assumed size (restaurant covers, a cleaning site) is read like a given one.
  const whole = profile.size ?? profile.assumedSize
  if (share === undefined || whole === undefined) return whole
  return whole * (cleansCarpet(rule) ? share : 1 - share)
}

function processPoints(profile: BusinessProfile, rule: RobotTypeRule): number {
  return Math.round(PROCESS_POINTS * (processFitOf(profile, rule) ?? UNKNOWN_SHARE))
}

function sizePoints(profile: BusinessProfile, rule: RobotTypeRule): number {
  const points = rule.throughputFit ? SIZE_WITH_THROUGHPUT_POINTS : SIZE_ONLY_POINTS
  const size = sizeFor(profile, rule)
  if (size === undefined) return Math.round(points * UNKNOWN_SHARE)
  return Math.round(points * sizeCloseness(size, rule.idealSize.min, rule.idealSize.max))
}

function throughputPoints(profile: BusinessProfile, rule: RobotTypeRule): number {
  if (!rule.throughputFit) return 0
  const fit = profile.throughput === undefined ? UNKNOWN_SHARE : rule.throughputFit[profile.throughput]
  return Math.round(THROUGHPUT_POINTS * fit)
}

function readinessPoints(profile: BusinessProfile, rule: RobotTypeRule): number {
  const shortfall = LEVEL_VALUE[rule.readinessNeeded] - profile.readiness
  return shortfall <= 0 ? READINESS_POINTS : READINESS_SHORTFALL_POINTS[shortfall]
}

/** Points the buyer's budget preference gives a type (how it would be paid for, not what work it does). */
export function budgetPoints(profile: BusinessProfile, rule: RobotTypeRule): number {
  switch (profile.budget) {
    case 'low_upfront':
      return LOW_UPFRONT_POINTS[LEVEL_VALUE[rule.upfrontCost]]
    case 'balanced':
      return BALANCED_POINTS[LEVEL_VALUE[rule.upfrontCost]]
    case 'maximize_long_term_roi':
      return LONG_TERM_ROI_POINTS[LEVEL_VALUE[rule.laborReplaced]]
  }
}

/** How much labour the profile wants taken over: staffing pressure, and labour cost where it counts. */
function laborNeed(profile: BusinessProfile): number {
  return profile.rules.laborCostSwaysType ? (profile.staffing + profile.laborCost) / 2 : profile.staffing
}

function laborPoints(profile: BusinessProfile, rule: RobotTypeRule): number {
  return Math.round(LABOR_POINTS - mismatchPoints(laborNeed(profile), LEVEL_VALUE[rule.laborReplaced]))
}

function hoursPoints(profile: BusinessProfile, rule: RobotTypeRule): number {
  return HOURS_POINTS - mismatchPoints(profile.utilisation, LEVEL_VALUE[rule.longHoursFit])
}

/** "the hard-floor part, about 7,150 m², is below the usual range for ride-on autonomous scrubbers (10,000 m² and up)"; undefined when the size is not below it. */
export function belowRangeWords(profile: BusinessProfile, rule: RobotTypeRule, short = false): string | undefined {
  const size = sizeFor(profile, rule)
  if (size === undefined || size >= rule.idealSize.min) return undefined
  const { rules } = profile
  const whole = profile.size ?? profile.assumedSize
  const shown = profile.request.category === 'warehouse' ? (whole ?? size) : size
  // After the type is named in the same sentence: "about 654 m² is below their usual range (…)" (round 130).
  if (short) return `about ${formatCount(shown)} ${rules.sizeUnit} is below their usual range (${sizeRangeText(rule, rules.sizeUnit)})`
  const part = shown === whole ? 'the site' : cleansCarpet(rule) ? 'the carpeted part' : 'the hard-floor part'
  return `${part}, about ${formatCount(shown)} ${rules.sizeUnit}, is below the usual range for ${rule.plural} (${sizeRangeText(rule, rules.sizeUnit)})`
}

function sizeRangeText(rule: RobotTypeRule, unit: string): string {
  const { min, max } = rule.idealSize
  return max === Infinity ? `${formatCount(min)} ${unit} and up` : `${formatCount(min)}–${formatCount(max)} ${unit}`
}

const PROCESS_NOUN: Record<string, string> = {
  handlingUnit: 'Handling unit',
  floorType: 'Floor',
  serviceStyle: 'Service style',
}
const PROCESS_WORD: Record<string, string> = {
  each: 'single items (each picking)',
  case: 'cases and totes',
  pallet: 'pallets',
  hard: 'hard',
  carpet: 'carpet',
  mixed: 'mixed hard floor and carpet',
  table_service: 'table service',
  counter_service: 'counter service',
  self_service: 'self-service',
}
/** The assumed process in a sentence ("Assuming you pick single items, …"). */
const ASSUMED_PROCESS: Record<string, string> = {
  each: 'you pick single items',
  hard: 'hard floors',
  mixed: 'half hard floor, half carpet',
  table_service: 'table service',
}
const THROUGHPUT_WORD = ['low', 'medium', 'high'] as const

/** " of 30 lines each (15,000 lines)": a sent `linesPerOrder`, which the throughput level reads (round 148 A); '' when none was sent. */
function linesWords(request: BusinessProfile['request']): string {
  const lines = request.linesPerOrder
  if (lines === undefined || request.ordersPerDay === undefined) return ''
  return ` of ${formatDecimal(lines)} ${lines === 1 ? 'line' : 'lines'} each (${formatCount(request.ordersPerDay * lines)} lines)`
}

const LEVEL_WORD: Record<Level, string> = { low: 'little', medium: 'a fair share of', high: 'the most' }

/** Why a type that scores higher on other points is not recommended: it cannot do the site's work. */
export function cannotDoWorkLine(profile: BusinessProfile, rule: RobotTypeRule): string {
  const { request } = profile
  if (request.category === 'restaurant' && request.kitchenTask !== undefined) {
    return `${capitalize(rule.plural)} score higher on size, budget or hours, but work in the dining room, not on the kitchen task you asked about, so they are not recommended`
  }
  const process = profile.process
  // On a mixed floor each cleaning type does part of the work: it is not the lead, not unfit.
  if (process === 'mixed' && request.category === 'cleaning') {
    const part = rule.type === 'vacuum_sweeper' ? 'do not scrub the hard floor' : 'clean only the hard floor, not the carpet'
    return `${capitalize(rule.plural)} score higher on size, budget or hours, but ${part}, so they are not the lead pick here`
  }
  const cannot = process === undefined ? 'do not suit the work' : (CANNOT_DO[process] ?? `do not suit ${PROCESS_OBJECT[process] ?? process}`)
  return `${capitalize(rule.plural)} score higher on size, budget or hours, but ${cannot}, so they are not recommended`
}
/** What a cleaning type that does not fit cannot do (a sweeper does suit a hard floor: it does not scrub it). */
const CANNOT_DO: Record<string, string> = {
  hard: 'do not scrub or wet-clean hard floors',
  carpet: 'do not vacuum carpet',
}
const PROCESS_OBJECT: Record<string, string> = {
  each: 'single-item picking',
  case: 'case picking',
  pallet: 'pallet handling',
  hard: 'hard floors',
  carpet: 'carpet',
  mixed: 'this mix of hard floor and carpet',
  table_service: 'table service',
  counter_service: 'counter service',
  self_service: 'self-service',
}

/**
 * A close type `other_type_nets_more` names beside the pick, with what the rationale may set against it
 * on the figures (casebook re-judge 145 C).
 */
export interface NetsMoreType {
  rule: RobotTypeRule
  /** Staff-hours a month the costed units take over, in whole hours: the pick's and this type's. */
  hoursReplaced: { pick: number; other: number }
  /** Service lives in months (the rates tables' `lifeMonths`): the pick's and this type's. */
  lifeMonths: { pick: number; other: number }
}

/**
 * A type doing the pick's work, costed, whose fleet takes over more staff-hours than the pick's (round 145 D): where no `other_type_nets_more` type is named, "which take over the most manual
 * work" is judged on these figures, not on the rates table's level alone. A ride-on takes over the most
 * work per robot, but one ride-on covering 72 % of a 9,000 m² hospital takes over 247 staff-hours a
 * month where three walk-behinds sized to the whole floor take over 299 and net more (B2).
 */
export interface MoreWorkType extends Pick<NetsMoreType, 'rule' | 'hoursReplaced'> {
  /** Whether the line names it: it is sold here (one nobody sells here only turns "the most" into "per robot"). */
  named: boolean
  /**
   * The monthly nets on the pick's acquisition model, as said ("about NOK 74,900", "about NOK 69,800"),
   * and whether this type's is the higher; undefined where none of its vendors here offers that model.
   */
  nets?: { other: string; pick: string; more: boolean }
}

/** Human-readable reasons for choosing `rule`: one line per answer that mattered. */
export function robotTypeRationale(
  profile: BusinessProfile,
  rule: RobotTypeRule,
  chosenOnEconomics = false,
  fleetMax = Infinity,
  advised?: AcquisitionModel,
  /** A close type `other_type_nets_more` names: "long-term ROI favours" the pick says it would return more. */
  returnsMore?: NetsMoreType,
  /** Cleaning: the share of the costed robots' usable hours the floor's cleanings take. */
  busyShare?: number,
  /** A type doing the same work whose costed fleet takes over more staff-hours (cleaning, where `returnsMore` is not named). */
  moreWork?: MoreWorkType,
): string[] {
  const { request, rules } = profile
  const lines: string[] = []
  const task = request.category === 'restaurant' && rule.type === 'kitchen_automation' ? request.kitchenTask : undefined
  if (task !== undefined) {
    lines.push(`Kitchen task ${task.replace('_', ' ')}: ${rule.plural} fit because ${KITCHEN_TASK_UNITS[task][1]} repeat the same steps all day`)
  } else if (profile.process !== undefined && rule.processText[profile.process] !== undefined) {
    const fits = (processFitOf(profile, rule) ?? 0) >= 0.5 ? 'fit because' : 'are a compromise here:'
    const what = PROCESS_WORD[profile.process] ?? profile.process
    // A carpet share sent without a floor type said the floor: not an assumption.
    const processGiven = request.category === 'cleaning' ? floorTypeOf(request) !== undefined : request[rules.processField] !== undefined
    lines.push(
      !processGiven
        ? `Assuming ${ASSUMED_PROCESS[profile.process] ?? what}, the most common case: ${rule.plural} ${fits} ${rule.processText[profile.process]}`
        : `${PROCESS_NOUN[rules.processField]} ${what}: ${rule.plural} ${fits} ${rule.processText[profile.process]}`,
    )
  }
  if (profile.throughput !== undefined && request.ordersPerDay !== undefined) {
    // Order levels are set for picking (1,000 and 10,000 a day): a pallet order is moves, not picks, and
    // the fleet is sized on them (round 126: 500 pallet orders a day, three busy forklifts, had read
    // "low throughput for autonomous forklifts").
    lines.push(
      profile.process === 'pallet'
        ? `${formatCount(request.ordersPerDay)} pallet orders/day: ${rule.plural} are sized on the pallet moves they need (see the fleet)`
        : `${formatCount(request.ordersPerDay)} orders/day${linesWords(request)} is ${THROUGHPUT_WORD[profile.throughput]} throughput for ${rule.plural}`,
    )
  }
  const range = sizeRangeText(rule, rules.sizeUnit)
  // The rationale speaks of given sizes only: an assumed one is said by the verdict's volume line.
  const size = profile.size === undefined ? undefined : sizeFor(profile, rule)
  if (size === undefined) {
    lines.push(`${rules.sizeNoun}${rules.sizeNoun === 'Facility' ? ' size' : ''} not given: ${rule.plural} suit ${range}`)
  } else if (request.category === 'warehouse' && size !== profile.size && profile.size !== undefined && size >= rule.idealSize.min) {
    lines.push(
      `${rules.sizeNoun} of ${formatCount(profile.size)} ${rules.sizeUnit} with ${formatCount(request.ordersPerDay ?? 0)} orders a day is dense enough for ${rule.plural}, which store goods compactly`,
    )
  } else {
    // A warehouse's size is said as given (density may lift the size a dense system is judged on).
    const shown = request.category === 'warehouse' ? (profile.size ?? size) : size
    const which = cleansCarpet(rule) ? 'carpeted' : 'hard-floor'
    const part = shown === profile.size ? '' : carpetShareAssumed(request) ? ` (the ${which} half we assumed)` : ` (the ${which} part)`
    const sizeText = `${rules.sizeNoun} of ${formatCount(shown)} ${rules.sizeUnit}${part}`
    if (size < rule.idealSize.min && size > shown && request.category === 'warehouse') {
      // Judged on a size its density lifted part of the way into the range.
      lines.push(
        `${sizeText} is below the usual range for ${rule.plural} (${range}), but dense: ${formatCount(request.ordersPerDay ?? 0)} orders a day on it suit robots that store goods compactly`,
      )
    } else if (size < rule.idealSize.min) {
      // Chosen because it pays better than the type that fits on paper: no advice to look elsewhere.
      lines.push(
        chosenOnEconomics
          ? `${sizeText} is below the usual range for ${rule.plural} (${range})`
          : `${sizeText} is below the usual range for ${rule.plural} (${range}): ${fleetMax > 1 ? 'a small fleet, or robots of a smaller class,' : `one ${rule.one} of a smaller class`} may suit it better`,
      )
    } else if (size > rule.idealSize.max) {
      // A roll-out in phases needs more than a unit or two to phase.
      lines.push(`${sizeText} is above the usual range for ${rule.plural} (${range})${fleetMax > 2 ? ': plan a phased roll-out' : ''}`)
    } else {
      lines.push(`${sizeText} is within the usual range for ${rule.plural} (${range})`)
    }
  }
  // "Which take over the most manual work, though X would net more" holds only where the pick's robots
  // take over more staff-hours than X's on the figures (casebook re-judge 145 C, W2: AS/RS systems and
  // goods-to-person AMRs both take over 24,267 hours a month, 0.8 of the work). Otherwise the lines say
  // how the work compares and what the rates tables do give the pick over X: a longer service life.
  const asMuchWork =
    returnsMore !== undefined && rule.laborReplaced === 'high' && returnsMore.hoursReplaced.pick <= returnsMore.hoursReplaced.other ? returnsMore : undefined
  // Staffing pressure and a long-term ROI focus favour a type for the same reason: said once.
  const bothFavour =
    request.staffingPressure === 'high' && request.budgetPreference === 'maximize_long_term_roi' && rule.laborReplaced !== 'low' && asMuchWork === undefined
  // "On our planning figures": the other type's net rests on them as much as the pick's (casebook W2,
  // rounds 106 and 116: "would return more here" beside 100 robots and one site's set-up read as a fact).
  const though = returnsMore === undefined ? '' : `, though ${returnsMore.rule.plural} would net more on our planning figures (see the reasons)`
  // What the pick takes over, from the rates table's level, unless a costed type doing the same work
  // takes over more staff-hours (round 145 D): then per robot, and that type's figures beside it.
  const takeOver = rule.laborReplaced === 'high' && moreWork !== undefined ? moreWorkWords(moreWork) : `${LEVEL_WORD[rule.laborReplaced]} manual work`
  if (request.staffingPressure === 'high') {
    lines.push(
      rule.laborReplaced === 'low'
        ? `High staffing pressure${request.budgetPreference === 'maximize_long_term_roi' ? ' and a long-term ROI focus' : ''}: ${rule.plural} take over only part of the manual work, so plan who does the rest${request.budgetPreference === 'maximize_long_term_roi' ? '; their saving is bounded by it' : ''}`
        : asMuchWork !== undefined
          ? `High staffing pressure favours ${rule.plural}, which take over ${sameWork(asMuchWork) ? `the most manual work (as much as ${asMuchWork.rule.plural})` : `much of the manual work, though ${asMuchWork.rule.plural} would take over more here`}`
          : `High staffing pressure${bothFavour ? ' and a long-term ROI focus favour' : ' favours'} ${rule.plural}, which take over ${takeOver}${bothFavour ? though : ''}`,
    )
  } else if (request.staffingPressure === 'low') {
    lines.push('Low staffing pressure: no need to automate whole processes at once')
  }
  if (rules.laborCostSwaysType && request.laborCostPerHour !== undefined && profile.laborCost !== 1) {
    const cost = `Labour at ${formatRate(profile.laborCostPerHour, profile.money.text)}`
    const typical = formatRate(profile.typicalLaborCostPerHour, profile.money.text)
    lines.push(
      profile.laborCost === 2
        ? `${cost}, above the typical ${typical} here, makes automation pay back faster`
        : `${cost}, below the typical ${typical} here, lengthens the payback of automation`,
    )
  }
  if (request.techReadiness === 'low') {
    lines.push(
      advised === 'buy'
        ? 'Low tech readiness: buy with a service contract, so the vendor installs and maintains the robots'
        : 'Low tech readiness: choose a deal in which the vendor installs and maintains the robots (RaaS, or a lease with service)',
    )
  } else if (request.techReadiness === 'high') {
    lines.push(`High tech readiness: your team can integrate and run ${rule.plural} in-house`)
  }
  if (request.techReadiness !== undefined && LEVEL_VALUE[rule.readinessNeeded] > profile.readiness) {
    lines.push(`${capitalize(rule.plural)} usually need ${rule.readinessNeeded} tech readiness: budget for vendor integration support`)
  }
  if (request.hoursPerDay !== undefined || request.daysPerWeek !== undefined) {
    const schedule = scheduleText(request.hoursPerDay, request.daysPerWeek, request.category === 'cleaning')
    // "one cleaning a day … takes", "2 cleanings a day … take" (round 145 E: "1 cleanings a day … takes").
    const times = request.cleaningsPerDay ?? 1
    const cleanings = times === 1 ? 'one cleaning a day of this floor takes' : `${formatDecimal(times)} cleanings a day of this floor take`
    // Cleaning robots using less than half of their usable hours, said as such (undefined otherwise).
    const spare =
      busyShare !== undefined && busyShare < BUSY_SHARE
        ? `${schedule} leaves ${rule.plural} time to spare: ${cleanings} about ${Math.round(busyShare * 100)} % of their hours`
        : undefined
    if (profile.utilisation === 2 && spare !== undefined) {
      // A long cleaning window is the robots' hours, not their work: busy only where the cleanings use
      // at least half of them (round 141: 35 % of the answers saying so had robots idle most of the window).
      lines.push(spare)
    } else if (profile.utilisation === 2) {
      lines.push(`${schedule} keeps ${rule.plural} busy and spreads their cost over many hours`)
    } else if (profile.utilisation === 0 && advised !== 'buy') {
      // Beside a purchase that pays, this would argue against the answer.
      if (request.category === 'cleaning' && fleetMax > 2 && (request.hoursPerDay ?? 24) <= SHORT_WINDOW_HOURS) {
        lines.push(`${schedule} is short for a floor this size: it takes several ${rule.plural}, each working only a few hours a day`)
      } else if (request.category !== 'cleaning') {
        lines.push(`${schedule} leaves ${rule.plural} idle most of the week: favour options with a low fixed cost`)
      } else if (spare !== undefined) {
        // A short cleaning window is when the robots may run, and the fleet is sized to fill it: idle only
        // where the cleanings use less than half of their hours. At half or more nothing is said here (the
        // window_too_short and part_stays_manual reasons speak where the fleet is short). Round 144 A: 953
        // of 1,533 answers calling them "idle most of the week" had robots busy half their hours or more.
        lines.push(`${spare}, so favour options with a low fixed cost`)
      }
    }
  }
  // Beside a purchase (no seller here offers another way), the low-upfront advice would contradict
  // the answer: the acquisition rationale says why it is buying.
  if (request.budgetPreference === 'low_upfront' && advised !== 'buy') {
    lines.push(
      rule.upfrontCost === 'low'
        ? `Low-upfront budget: ${rule.plural} need little capital and are usually leased or rented`
        : `Low-upfront budget: take ${rule.plural} as RaaS or a lease rather than buying`,
    )
  } else if (request.budgetPreference === 'maximize_long_term_roi' && !bothFavour && !(rule.laborReplaced === 'low' && request.staffingPressure === 'high')) {
    // (Said with the staffing pressure above when both apply to a type taking over only part of the work.)
    lines.push(
      rule.laborReplaced === 'low'
        ? `Long-term ROI focus: ${rule.plural} take over only part of the manual work, so their saving is bounded by it`
        : asMuchWork !== undefined
          ? asMuchWorkLine(rule, asMuchWork, advised === 'buy')
          : `Long-term ROI focus favours ${rule.plural}, which take over ${takeOver}${though}`,
    )
  }
  return lines
}

/**
 * "the most manual work per robot, but walk-behind autonomous scrubbers would take over more of it here
 * (299 against 247 staff-hours a month) and net more (about NOK 74,900 against NOK 69,800 a month)"
 * (round 145 D); "…, though they would net less (…)" where the pick nets more on its model; "the most
 * manual work per robot" alone beside a type nobody sells here.
 */
function moreWorkWords(other: MoreWorkType): string {
  if (!other.named) return 'the most manual work per robot'
  const { pick, other: theirs } = other.hoursReplaced
  const nets = other.nets
  const money =
    nets === undefined
      ? ''
      : nets.more
        ? ` and net more (${nets.other} against ${nets.pick} a month)`
        : `, though they would net less (${nets.other} against ${nets.pick} a month)`
  return `the most manual work per robot, but ${other.rule.plural} would take over more of it here (${formatCount(theirs)} against ${formatCount(pick)} staff-hours a month)${money}`
}

/** Whether a type that would net more takes over exactly the pick's staff-hours (whole hours). */
function sameWork(other: NetsMoreType): boolean {
  return other.hoursReplaced.pick === other.hoursReplaced.other
}

/**
 * The long-term ROI line beside a type that would net more and takes over at least as much of the work
 * (casebook re-judge 145 C): "Long-term ROI focus: AS/RS systems last longer (about 15 years of service against 7 for
 * goods-to-person AMRs), though goods-to-person AMRs would net more a month on our planning figures (see
 * the reasons)".
 */
function asMuchWorkLine(
  rule: RobotTypeRule,
  other: NetsMoreType,
  /** A service life counts for a purchase: a lease or RaaS pays by the month. */
  bought: boolean,
): string {
  const { pick, other: theirs } = other.lifeMonths
  const netsMore = `${other.rule.plural} would ${sameWork(other) ? '' : 'take over more of the manual work and '}net more a month on our planning figures (see the reasons)`
  if (bought && pick > theirs) {
    return `Long-term ROI focus: ${rule.plural} last longer (about ${formatDecimal(pick / 12)} years of service against ${formatDecimal(theirs / 12)} for ${other.rule.plural}), though ${netsMore}`
  }
  return sameWork(other)
    ? `Long-term ROI focus: ${rule.plural} take over no more of the manual work than ${other.rule.plural}, and ${netsMore}`
    : `Long-term ROI focus: ${netsMore}`
}

/** The share of a window's usable hours from which cleaning robots are said to be kept busy. */
const BUSY_SHARE = 0.5

/** For cleaning, `hoursPerDay` is the daily window the site can be cleaned in (one meaning everywhere, see roi.ts). */
function scheduleText(hoursPerDay: number | undefined, daysPerWeek: number | undefined, cleaning: boolean): string {
  const parts: string[] = []
  if (hoursPerDay !== undefined) {
    const hours = formatDecimal(hoursPerDay)
    parts.push(cleaning ? `${articleFor(hours)} ${hours} h/day window` : `${hours} h/day`)
  }
  if (daysPerWeek !== undefined) parts.push(`${formatDecimal(daysPerWeek)} ${daysPerWeek === 1 ? 'day' : 'days'}/week`)
  return cleaning ? `Cleaning with ${parts.join(', ')}` : `Operating ${parts.join(', ')}`
}
