/**
 * What every category's economics share: the monthly money of each acquisition model for a
 * fleet, the fleet range, and the log of figures used (cited in the pro assumptions).
 *
 * A category module (`warehouse.ts`, `restaurant.ts`, `cleaning.ts`) reads the profile once
 * into a `Site` and says, for any daily volume, how many staff hours the robots take over and
 * how many units the work needs. Everything money-related happens here, the same way for all.
 */
import type { Fleet } from '../../schemas/api.js'
import type { AcquisitionModel, RobotType } from '../../schemas/catalog.js'
import type { SourcedFigure } from '../../schemas/cleaning-rates.js'
import { ONE_OFF_FIELDS, type FleetUnit, type PriceField } from '../../schemas/economics-rates.js'
import { ceilSignificant, roundSignificant } from '../format.js'
import type { MoneyContext } from '../money.js'

/** Average weeks per month (52 weeks over 12 months), a calendar fact rather than a rate. */
export const WEEKS_PER_MONTH = 52 / 12
/** Horizon of `threeYearNet`. */
export const THREE_YEARS_MONTHS = 36
/** Spread of the fleet range around the estimate: layouts and peaks differ from site to site. */
const FLEET_SPREAD = 0.15

/** One figure the model read, as cited in the answer. */
export interface RateUsed {
  name: string
  value: number
  unit: string
  sources: string[]
  note: string
}

/**
 * The cited form of each catalog figure, built once per figure and frozen, so answers share it
 * instead of copying a note and its sources into every match (catalog data is never edited
 * once loaded; freezing makes that a guarantee for callers who hold an answer).
 */
const citations = new WeakMap<SourcedFigure, RateUsed[]>()

function citation(name: string, figure: SourcedFigure, unit: string): RateUsed {
  let ofFigure = citations.get(figure)
  if (ofFigure === undefined) citations.set(figure, (ofFigure = []))
  // A figure is cited under one name (over the bench bodies, never more): comparing it costs less than hashing a name built for the call.
  let cited = ofFigure.find((known) => known.name === name)
  if (cited === undefined) {
    // Frozen at run time; typed mutable because the answer schema's arrays are plain string[].
    cited = Object.freeze({ name, value: figure.value, unit, sources: Object.freeze([...figure.sources]) as string[], note: figure.note })
    ofFigure.push(cited)
  }
  return cited
}

/** Collects the figures a model reads, once each, in the order read. */
export class RateLog {
  readonly used: RateUsed[] = []

  take(name: string, figure: SourcedFigure, unit: string): number {
    const cited = citation(name, figure, unit)
    if (!this.used.includes(cited)) this.used.push(cited)
    return figure.value
  }
}

/** What one unit costs, in the answer currency. */
export interface UnitCosts {
  purchasePrice: number
  serviceMonthly: number
  leaseMonthly: number
  /** Service paid beside a lease: a lease fee is finance only unless its figure says it includes service. */
  leaseServiceMonthly: number
  raasMonthly: number
  /** Paid once per deployment, whatever the model (integration, mapping, training). */
  setupCost: number
  lifeMonths: number
}

/** The money of one acquisition model, for the whole fleet, in the answer currency. */
export interface ModelFigures {
  /** Robot cost per month: buying spreads the price and the set-up over the life and adds service. */
  monthlyRobotCost: number
  /** Paid before the first month: price and set-up when buying, set-up alone otherwise. */
  upfrontCost: number
  /** Labour saved − robot cost per month (lease and RaaS: the monthly net cash). */
  monthlyNet: number
  /** Buying only: up-front ÷ (labour saved − service); null otherwise or when that is ≤ 0. */
  paybackMonths: number | null
  /** Cash over three years: labour saved − everything paid. */
  threeYearNet: number
}

/** The work the robots would take over at one daily volume. */
export interface Work {
  /** Staff hours per day the robots take over. */
  laborHoursReplacedPerDay: number
  /** Units the work needs, before rounding up. */
  unitsNeeded: number
  /** Staff hours a day one unit can take over at most (a serving robot: the hours it runs); none when unbounded. */
  hoursPerUnitCap?: number
}

/** Staff hours a day the costed units take over: their share of the work, within what they can run. */
function replacedPerDay(work: Work, units: number, coverage: number): number {
  const share = work.laborHoursReplacedPerDay * coverage
  return work.hoursPerUnitCap === undefined ? share : Math.min(share, units * work.hoursPerUnitCap)
}

/**
 * Whether the staff-hours taken over are the robots' own running hours, not the work's (a 1,200-cover
 * banquet hall counted every open robot-hour as a server's): the figure is the model's ceiling.
 */
export function savingAtRobotHours(estimate: EconomicsEstimate): boolean {
  const work = estimate.workAt(estimate.volume)
  return work.hoursPerUnitCap !== undefined && work.laborHoursReplacedPerDay * estimate.coverage > estimate.unitsCosted * work.hoursPerUnitCap
}

/** The economics of one site and robot type. */
export interface EconomicsEstimate {
  robotType: RobotType
  fleet: Fleet
  unitsCosted: number
  /** Share of the work the costed units take over (below 1: the last unit would cost more than its part saves, so that part stays manual). */
  coverage: number
  /** In the answer currency. */
  laborCostPerHour: number
  operatingDaysPerMonth: number
  laborHoursReplacedPerMonth: number
  laborCostSavedPerMonth: number
  costs: UnitCosts
  models: Record<AcquisitionModel, ModelFigures>
  /** The daily volume the figures are for (orders, covers or m²), and its unit. */
  volume: number
  volumeUnit: 'orders/day' | 'covers/day' | 'm²'
  /** The fleet basis per unit of volume (order lines or pallet moves per order; 1 for covers and m²). */
  workPerVolume: number
  /** The same site's work at another daily volume (for the break-even volume). */
  workAt: (volume: number) => Work
  /** Profile values the model used (given or defaulted), money in the answer currency. */
  inputs: Record<string, number | string>
  /** Request fields that were missing and took a default. */
  defaultsUsed: string[]
  /** Whether the deciding volume (orders, covers, area) was assumed rather than given. */
  volumeAssumed: boolean
  rates: RateUsed[]
}

const round = (value: number, digits = 0): number => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/** Payback months as answered: at least one month, one decimal. */
export function paybackOf(months: number | null): number | null {
  if (months === null) return null
  return Math.max(1, round(months, 1))
}

/**
 * Months as sentences say them: the whole months of the one-decimal figure answered (`paybackOf`),
 * so a payback of 9.46 months, answered 9.5, reads "about 10 months" (round 141: it had read "about
 * 9 months" beside `paybackMonths: 9.5`).
 */
export function wholeMonths(months: number): number {
  return Math.round(paybackOf(months)!)
}

/** Robot cost per month under each acquisition model, whole units of money, as answered. */
export function robotMonthlyCosts(estimate: EconomicsEstimate): Record<AcquisitionModel, number> {
  return {
    buy: round(estimate.models.buy.monthlyRobotCost),
    lease: round(estimate.models.lease.monthlyRobotCost),
    raas: round(estimate.models.raas.monthlyRobotCost),
  }
}

/** The fleet range for a fractional unit count, widened to include the count it is costed at. */
function fleetOf(unitsNeeded: number, unitsCosted: number, unit: FleetUnit, basis: Fleet['basis']): Fleet {
  const min = Math.min(unitsCosted, Math.max(1, Math.ceil(unitsNeeded * (1 - FLEET_SPREAD))))
  const max = Math.max(unitsCosted, Math.ceil(unitsNeeded * (1 + FLEET_SPREAD)))
  return { min, max, unit, basis }
}

/** Whole units to cost, and the share of the work they take over. */
interface CostedFleet {
  units: number
  /** Share of the work the units take over: below 1 when the last, partly used unit is left out and that part stays manual. */
  coverage: number
}

/**
 * Whole units to cost for a fractional need: the nearest whole number, at least one. A last
 * unit that would be used less than half the time is left out and its part of the work stays
 * manual, so a slightly larger site does not buy a nearly idle unit (the whole-unit saw-tooth is
 * halved). Wage-independent on purpose: the break-even labour cost is then exact. The count
 * never falls as the need grows.
 */
function costedFleet(work: Work): CostedFleet {
  const units = Math.max(1, Math.round(work.unitsNeeded))
  return { units, coverage: units < work.unitsNeeded ? units / work.unitsNeeded : 1 }
}

/**
 * One unit's price in the answer currency: the region's own published price when the money
 * table has one for the robot type (PRODUCT.md §2: costs from what the region's market
 * charges), else the table's USD figure converted. The assumptions cite whichever was used.
 */
export function robotPrice(robotType: RobotType, field: PriceField, name: string, usd: SourcedFigure, log: RateLog, money: MoneyContext): number {
  const local = money.localPrice(robotType, field)
  if (local === undefined) return money.fromUsd(log.take(name, usd, ONE_OFF_FIELDS.has(field) ? 'USD' : 'USD/month'))
  log.take(local.name, local.figure, local.unit)
  return local.value
}

/**
 * A rule as cited in an answer, made once per catalog figure it rests on and shared by every answer
 * that cites it (catalog data is never edited once loaded).
 */
function citedRule(cache: WeakMap<SourcedFigure, SourcedFigure>, key: SourcedFigure, make: () => SourcedFigure): SourcedFigure {
  let rule = cache.get(key)
  if (rule === undefined) cache.set(key, (rule = make()))
  return rule
}

/** The cap rule as cited in an answer, one per published RaaS fee and per whether service was added to the lease. */
const leaseCaps = { withService: new WeakMap<SourcedFigure, SourcedFigure>(), feeAlone: new WeakMap<SourcedFigure, SourcedFigure>() }

/**
 * A lease no dearer than the region's own published RaaS fee: RaaS includes service and support,
 * so a lease price converted from another market that comes out above the RaaS fee published here
 * (with the service paid beside it, where its fee does not include it) is costed at that fee, and
 * the answer cites the rule. Where the lease is itself published here, or neither is, the figures
 * stand as they are.
 */
function leaseWithinRaas(robotType: RobotType, lease: number, raas: number, withService: boolean, log: RateLog, money: MoneyContext): number {
  if (lease <= raas || money.localPrice(robotType, 'leaseMonthly') !== undefined) return lease
  const local = money.localPrice(robotType, 'raasMonthly')
  if (local === undefined) return lease
  const rule = citedRule(withService ? leaseCaps.withService : leaseCaps.feeAlone, local.figure, () => ({
    value: local.figure.value,
    sources: local.figure.sources,
    // Said of the lease as costed (round 120: "with the service paid beside it" of a serving-robot lease whose fee includes it).
    note: `Rule: no lease price is published in this country and the converted one${withService ? ', with the service paid beside it,' : ''} is above the RaaS fee published here; RaaS includes service and support, so the lease is costed at most at this fee.`,
  }))
  log.take(`rules.${robotType}.leaseAtMostRaas`, rule, local.unit)
  return raas
}

/** The scaling rule as cited in an answer, one per published local purchase price. */
const feeScales = new WeakMap<SourcedFigure, SourcedFigure>()

/**
 * Where this country publishes a purchase price lower than the US one, the ratio of the local price
 * to the converted US one, by which the monthly figures converted from the US are multiplied: a fee
 * not published here, so a rental costs the same share of the robot's price as where the fee is
 * published (round 53: a Chinese serving robot bought at CN¥58,000 had been leased at the converted
 * US CN¥7,200 a month, an eighth of its price), and the robots' service, which the rates tables cost
 * as a share of the price (round 120: a ¥5.28 m Japanese fry station had carried the US station's
 * ¥126,000 a month of service, 29 % of its price a year). 1 where no local price is published or it
 * is higher.
 */
export function localPriceScale(robotType: RobotType, usdPrice: SourcedFigure, price: number, log: RateLog, money: MoneyContext): number {
  const local = money.localPrice(robotType, 'purchasePrice')
  if (local === undefined) return 1
  const scale = price / money.fromUsd(usdPrice.value)
  // Only down: where robots cost more than in the US (Germany's €20,000 BellaBot) no published fee
  // shows rentals or service rising with them, so the converted figures stand.
  if (scale >= 1) return 1
  const rule = citedRule(feeScales, local.figure, () => ({
    value: Math.round(scale * 100) / 100,
    sources: local.figure.sources,
    note: 'Rule: a purchase price below the US one is published in this country; the robots’ monthly service, and a lease or RaaS fee not published here, converted from the US, are multiplied by this ratio of the local purchase price to the converted US one, so upkeep and renting cost the same share of the price as where they are published. (Where robots cost more than in the US, the converted figures stand: no published figure shows them rising with the price.)',
  }))
  log.take(`rules.${robotType}.feesScaledToLocalPrice`, rule, 'ratio')
  return scale
}

/** A monthly fee at the local price scale (`localPriceScale`), unless the country publishes that fee itself. */
export function scaledFee(robotType: RobotType, field: 'raasMonthly' | 'leaseMonthly', fee: number, scale: number, money: MoneyContext): number {
  return money.localPrice(robotType, field) === undefined ? fee * scale : fee
}

/** The rule that adds a lease's service, as cited in an answer, one per service figure. */
const leaseServiceRules = new WeakMap<SourcedFigure, SourcedFigure>()

/**
 * A lease's monthly cost: its fee, plus the robots' monthly service unless the lease figure in use
 * (the region's own, else the table's) says it covers it, and at most the RaaS fee published here,
 * which covers service (round 118: leases had been costed as finance alone, their upkeep free, while
 * a purchase paid it; 68 of 1,001 lease "savings" were losses once it was counted). Where service is
 * added, the answer cites the rule.
 */
export function leaseCosts(
  robotType: RobotType,
  table: SourcedFigure,
  fee: number,
  raas: number,
  service: { figure: SourcedFigure; value: number },
  log: RateLog,
  money: MoneyContext,
): { leaseMonthly: number; leaseServiceMonthly: number } {
  const figure = money.localPrice(robotType, 'leaseMonthly')?.figure ?? table
  const added = figure.includesService === true ? 0 : service.value
  const capped = leaseWithinRaas(robotType, fee + added, raas, added > 0, log, money)
  if (capped < fee + added) return { leaseMonthly: capped, leaseServiceMonthly: 0 }
  if (added > 0) {
    const rule = citedRule(leaseServiceRules, service.figure, () => ({
      value: service.figure.value,
      sources: service.figure.sources,
      note: 'Rule: a lease fee is finance only, so the robots’ monthly service (this figure) is paid beside it and added to the lease’s monthly cost; RaaS fees include service.',
    }))
    log.take(`rules.${robotType}.leaseServiceAdded`, rule, 'USD/month')
  }
  return { leaseMonthly: fee, leaseServiceMonthly: added }
}

/** Converts one unit's published USD costs into the answer currency (the region's own prices where published). */
export function unitCosts(
  figures: {
    purchasePrice: SourcedFigure
    serviceMonthly: SourcedFigure
    leaseMonthly: SourcedFigure
    raasMonthly: SourcedFigure
    setupCost: SourcedFigure
    lifeMonths: SourcedFigure
  },
  prefix: string,
  log: RateLog,
  money: MoneyContext,
  robotType: RobotType,
): UnitCosts {
  const purchasePrice = robotPrice(robotType, 'purchasePrice', `${prefix}.purchasePrice`, figures.purchasePrice, log, money)
  const scale = localPriceScale(robotType, figures.purchasePrice, purchasePrice, log, money)
  const fee = (field: 'raasMonthly' | 'leaseMonthly') =>
    scaledFee(robotType, field, robotPrice(robotType, field, `${prefix}.${field}`, figures[field], log, money), scale, money)
  const raasMonthly = fee('raasMonthly')
  const leaseMonthly = fee('leaseMonthly')
  const serviceMonthly = money.fromUsd(log.take(`${prefix}.serviceMonthly`, figures.serviceMonthly, 'USD/month')) * scale
  return {
    purchasePrice,
    serviceMonthly,
    ...leaseCosts(robotType, figures.leaseMonthly, leaseMonthly, raasMonthly, { figure: figures.serviceMonthly, value: serviceMonthly }, log, money),
    raasMonthly,
    setupCost: robotPrice(robotType, 'setupCost', `${prefix}.setupCost`, figures.setupCost, log, money),
    lifeMonths: log.take(`${prefix}.lifeMonths`, figures.lifeMonths, 'months'),
  }
}

/** What one more unit costs a month under `model`: a purchase's price over its life plus service, or the fee. */
export function unitMonthlyCost(costs: UnitCosts, model: AcquisitionModel): number {
  if (model === 'buy') return costs.purchasePrice / costs.lifeMonths + costs.serviceMonthly
  return model === 'lease' ? costs.leaseMonthly + costs.leaseServiceMonthly : costs.raasMonthly
}

/** Monthly labour saved, robot cost per model and net for `units` units. Not rounded. */
function modelMoney(units: number, laborSavedPerMonth: number, costs: UnitCosts): Record<AcquisitionModel, ModelFigures> {
  // Buying spreads the price and the one-off set-up over the robots' life: a purchase that does
  // not pay back within its life never shows a monthly saving.
  const buyMonthly = units * unitMonthlyCost(costs, 'buy') + costs.setupCost / costs.lifeMonths
  const buyUpfront = units * costs.purchasePrice + costs.setupCost
  const buyCashNet = laborSavedPerMonth - units * costs.serviceMonthly
  const monthly = (fee: number): ModelFigures => {
    const cost = units * fee
    return {
      monthlyRobotCost: cost,
      upfrontCost: costs.setupCost,
      monthlyNet: laborSavedPerMonth - cost,
      paybackMonths: null,
      threeYearNet: THREE_YEARS_MONTHS * (laborSavedPerMonth - cost) - costs.setupCost,
    }
  }
  return {
    buy: {
      monthlyRobotCost: buyMonthly,
      upfrontCost: buyUpfront,
      monthlyNet: laborSavedPerMonth - buyMonthly,
      // Null when buying loses money each month (PRODUCT.md §2), even if the cash it frees is positive.
      paybackMonths: buyCashNet > 0 && laborSavedPerMonth - buyMonthly > 0 ? buyUpfront / buyCashNet : null,
      threeYearNet: THREE_YEARS_MONTHS * buyCashNet - buyUpfront,
    },
    lease: monthly(costs.leaseMonthly + costs.leaseServiceMonthly),
    raas: monthly(costs.raasMonthly),
  }
}

/** The estimate from a category's site reading: fleet, labour and money at the given volume. */
export function estimateFrom(site: {
  robotType: RobotType
  unit: FleetUnit
  basis: Fleet['basis']
  volume: number
  volumeUnit: EconomicsEstimate['volumeUnit']
  workPerVolume?: number
  volumeAssumed: boolean
  laborCostPerHour: number
  daysPerWeek: number
  costs: UnitCosts
  workAt: (volume: number) => Work
  inputs: Record<string, number | string>
  defaultsUsed: string[]
  rates: RateUsed[]
}): EconomicsEstimate {
  const work = site.workAt(site.volume)
  const operatingDaysPerMonth = site.daysPerWeek * WEEKS_PER_MONTH
  const { units: unitsCosted, coverage } = costedFleet(work)
  const fleet = fleetOf(work.unitsNeeded, unitsCosted, site.unit, site.basis)
  const laborHoursReplacedPerMonth = replacedPerDay(work, unitsCosted, coverage) * operatingDaysPerMonth
  const laborCostSavedPerMonth = laborHoursReplacedPerMonth * site.laborCostPerHour
  return {
    robotType: site.robotType,
    fleet,
    unitsCosted,
    coverage,
    laborCostPerHour: site.laborCostPerHour,
    operatingDaysPerMonth,
    laborHoursReplacedPerMonth,
    laborCostSavedPerMonth,
    costs: site.costs,
    models: modelMoney(unitsCosted, laborCostSavedPerMonth, site.costs),
    volume: site.volume,
    volumeUnit: site.volumeUnit,
    workPerVolume: site.workPerVolume ?? 1,
    workAt: site.workAt,
    inputs: site.inputs,
    defaultsUsed: site.defaultsUsed,
    volumeAssumed: site.volumeAssumed,
    rates: site.rates,
  }
}

/**
 * The same estimate with one unit fewer, its part of the work left manual; undefined when the
 * fleet is a single unit or its last unit is fully used (one fewer would then only save less).
 */
export function withOneUnitLess(estimate: EconomicsEstimate): EconomicsEstimate | undefined {
  const units = estimate.unitsCosted - 1
  const work = estimate.workAt(estimate.volume)
  if (units < 1 || units + 1 <= work.unitsNeeded) return undefined
  return withUnits(estimate, work, units, units / work.unitsNeeded)
}

/**
 * The same estimate with the unit the rounding left out (a last unit used less than half the time)
 * costed after all, covering the whole work; undefined when the fleet already covers it.
 */
export function withOneUnitMore(estimate: EconomicsEstimate): EconomicsEstimate | undefined {
  if (estimate.coverage >= 1) return undefined
  return withUnits(estimate, estimate.workAt(estimate.volume), estimate.unitsCosted + 1, 1)
}

/** The estimate costed at `units` units taking over `coverage` of the work, the rest left manual. */
function withUnits(estimate: EconomicsEstimate, work: Work, units: number, coverage: number): EconomicsEstimate {
  const laborHoursReplacedPerMonth = replacedPerDay(work, units, coverage) * estimate.operatingDaysPerMonth
  const laborCostSavedPerMonth = laborHoursReplacedPerMonth * estimate.laborCostPerHour
  return {
    ...estimate,
    fleet: fleetOf(work.unitsNeeded, units, estimate.fleet.unit, estimate.fleet.basis),
    unitsCosted: units,
    coverage,
    laborHoursReplacedPerMonth,
    laborCostSavedPerMonth,
    models: modelMoney(units, laborCostSavedPerMonth, estimate.costs),
  }
}

/**
 * The smallest of a few larger volumes (1.25 to 4 times today's) at which `model` pays, judged as
 * the break-even search judges it; null when none does. A break-even volume is one from which the
 * robots keep paying, so a window where the same fleet pays and the next unit does not has none:
 * this finds it (round 59: a 3,000 m² floor was told "more volume alone would not make them pay"
 * while one robot pays from about 4,600 to 9,500 m²).
 */
export function payingLargerVolume(estimate: EconomicsEstimate, model: AcquisitionModel, buyMonths = estimate.costs.lifeMonths): number | null {
  for (const factor of LARGER_VOLUMES) {
    const volume = estimate.volume * factor
    if (volume <= MAX_VOLUME && netAtVolume(estimate, model, volume, buyMonths) > 0) return volume
  }
  return null
}

const LARGER_VOLUMES = [1.25, 1.5, 2, 3, 4] as const

/** The judged net per month of `model` at another daily volume, same site and labour cost (see {@link judgedNet}). */
function netAtVolume(estimate: EconomicsEstimate, model: AcquisitionModel, volume: number, buyMonths: number): number {
  const work = estimate.workAt(volume)
  const { costs } = estimate
  const { units, coverage } = costedFleet(work)
  const saved = replacedPerDay(work, units, coverage) * estimate.operatingDaysPerMonth * estimate.laborCostPerHour
  // The same arithmetic as modelMoney + judgedNet, for one model, without building the figures;
  // a purchase's price and set-up spread over `buyMonths` (its life: the break-even; a payback line).
  if (model === 'buy') return saved - units * (costs.purchasePrice / buyMonths + costs.serviceMonthly) - costs.setupCost / buyMonths
  return saved - units * unitMonthlyCost(costs, model) - costs.setupCost / THREE_YEARS_MONTHS
}

/**
 * The monthly figure a verdict is judged on: the net, with set-up fees spread over three
 * years for a lease or RaaS (they are paid whatever happens).
 */
export function judgedNet(figures: ModelFigures, model: AcquisitionModel): number {
  return model === 'buy' ? figures.monthlyNet : figures.monthlyNet - figures.upfrontCost / THREE_YEARS_MONTHS
}

/** What one staff-hour a day costs a month: the yardstick for a saving too small to tell from the averages' error. */
export function staffHourADay(estimate: EconomicsEstimate): number {
  return estimate.laborCostPerHour * estimate.operatingDaysPerMonth
}

/** The robot cost per month that {@link judgedNet} weighs the saving against. */
export function judgedCost(figures: ModelFigures, model: AcquisitionModel): number {
  return model === 'buy' ? figures.monthlyRobotCost : figures.monthlyRobotCost + figures.upfrontCost / THREE_YEARS_MONTHS
}

/** The largest daily volume a request may send, for the break-even search. */
const MAX_VOLUME = 10_000_000

/**
 * The daily volume at which `model` starts to pay (its judged net turns positive) and keeps
 * paying a little above it, found by doubling from one unit of volume and then bisecting; null
 * when it does not pay even at the largest volume a request may send. Whole-unit fleets make the
 * net rise and fall a little with volume: a volume where it pays only until the next unit is
 * added is no threshold to plan with. Rounded up to two significant figures.
 * For a purchase, `buyMonths` (default: the robots' life) is the payback to reach: the
 * verdict asks for the volume at which buying pays back within its payback line.
 */
export function breakEvenVolume(estimate: EconomicsEstimate, model: AcquisitionModel, buyMonths = estimate.costs.lifeMonths): number | null {
  // The verdict and the pro block both ask; the search runs once per estimate, model and line.
  let known = breakEvenVolumes.get(estimate)
  if (known === undefined) breakEvenVolumes.set(estimate, (known = new Map()))
  const key = model === 'buy' ? `buy@${buyMonths}` : model
  let volume = known.get(key)
  if (volume === undefined) known.set(key, (volume = searchBreakEvenVolume(estimate, model, buyMonths)))
  return volume
}

const breakEvenVolumes = new WeakMap<EconomicsEstimate, Map<string, number | null>>()

/** How far above a break-even volume the net must stay positive (10 % and 25 % more). */
const KEEPS_PAYING = [1, 1.1, 1.25] as const

function searchBreakEvenVolume(estimate: EconomicsEstimate, model: AcquisitionModel, buyMonths: number): number | null {
  const pays = (volume: number) => KEEPS_PAYING.every((factor) => netAtVolume(estimate, model, Math.min(volume * factor, MAX_VOLUME), buyMonths) > 0)
  // From the bottom up, whatever today's volume: the fleet grows in whole units, so the net
  // rises and falls a little with volume, and a search from today's volume would depend on it.
  let low = 0
  let high = 1
  while (high <= MAX_VOLUME && !pays(high)) {
    low = high
    high *= 2
  }
  if (high > MAX_VOLUME) return pays(MAX_VOLUME) ? MAX_VOLUME : null
  for (let i = 0; i < 40 && high - low > high * 0.001; i++) {
    const mid = (low + high) / 2
    if (pays(mid)) high = mid
    else low = mid
  }
  // Rounded up: at the volume said, the robots do pay.
  return ceilSignificant(high, 2)
}

/** The labour cost per hour at which `model` breaks even at this volume; null when no labour is replaced. */
export function breakEvenLaborCost(estimate: EconomicsEstimate, model: AcquisitionModel): number | null {
  if (estimate.laborHoursReplacedPerMonth <= 0) return null
  const wage = round(judgedCost(estimate.models[model], model) / estimate.laborHoursReplacedPerMonth, 2)
  // A vanishing share of replaced hours (e.g. a carpet share of 5e-324) would give Infinity.
  return Number.isFinite(wage) ? wage : null
}

/** Rounds to two significant figures: 612 → 610, 10,400 → 10,000, 7.26 → 7.3. */
export function twoSignificant(value: number): number {
  return roundSignificant(value, 2)
}

export { round }
