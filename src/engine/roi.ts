/**
 * Cleaning ROI: what a fleet of the recommended cleaning robot saves each month against the
 * way the site is cleaned by hand today. One model, in the words of PRODUCT.md §2:
 *
 * - `hoursPerDay` is the cleaning window: hours per day the site is open for cleaning, i.e.
 *   the hours robots can run. It never means "today's manual hours".
 * - Today's manual labour hours per cleaning day = area ÷ the practical rate of the method the
 *   site uses today (mop, walk-behind or ride-on scrubber by size; carpet vacuum by floor type).
 * - Robot hours per day = area × automatable share ÷ the robot's effective rate; each robot
 *   runs min(window, its usable hours per day); robots needed = ceil(robot hours ÷ that).
 * - Labour replaced = manual hours × automatable share × cleaning days, less supervision.
 * - Robot cost per month: buy = price ÷ life + service; lease = lease fee; RaaS = RaaS fee.
 * - Net = labour saved − robot cost; payback = up-front ÷ net, null when the net is ≤ 0 or
 *   nothing is paid up front (RaaS without a set-up fee reports its monthly net cash instead).
 *
 * Every number comes from the rates table (`catalogs/cleaning-rates.json`), which carries the
 * sources; this module holds no rate of its own. {@link estimateCleaning} computes every figure
 * for all three acquisition models; {@link cleaningRoi} shapes the response block.
 */
import type { CleaningRateUsed, CleaningRoi, FloorType, MatchRequest } from '../schemas/api.js'
import type { AcquisitionModel, RobotType } from '../schemas/catalog.js'
import type { CleaningRates, RobotRates, SourcedFigure } from '../schemas/cleaning-rates.js'
import { EngineError } from './types.js'

/** Average weeks per month (52 weeks over 12 months), a calendar fact rather than a rate. */
const WEEKS_PER_MONTH = 52 / 12
/** Horizon of `threeYearNet`. */
const THREE_YEARS_MONTHS = 36
/** A robot cannot pay for itself before its first month in service. */
const MIN_PAYBACK_MONTHS = 1

/** Cleaning robot types the ROI model covers. */
export type CleaningRobotType = Extract<RobotType, 'ride_on_scrubber' | 'walk_behind_scrubber' | 'vacuum_sweeper'>

/** How a site is cleaned by hand today. */
export type ManualMethod = 'mop' | 'walk_behind_scrubber' | 'ride_on_scrubber' | 'carpet_vacuum'

/** The figures of one acquisition model, for the whole fleet. */
export interface AcquisitionFigures {
  /** Robot cost per month, USD (buy: write-off plus service). */
  monthlyRobotCost: number
  /** Paid before the first month, USD (buy: the price; lease/RaaS: set-up fees). */
  upfrontCost: number
  /** Labour saved − robot cost per month, USD, rounded to whole dollars. */
  netMonthlySaving: number
  /** Up-front cost ÷ net monthly saving, ≥ 1; null when the net is ≤ 0 or nothing is paid up front. */
  paybackMonths: number | null
  /** Cash over three years: labour saved − what is actually paid (buy counts the price once). */
  threeYearNet: number
}

/** Every figure of the model for one site and robot type. */
export interface CleaningEstimate {
  robotType: CleaningRobotType
  inputs: {
    floorAreaSqM: number
    floorType: FloorType
    laborCostPerHour: number
    daysPerWeek: number
    cleaningWindowHoursPerDay: number
  }
  /** Request fields that were missing and took the rates table's default. */
  defaultsUsed: string[]
  /** Today's methods, one per floor share (mixed floors: the hard-floor method and the carpet vacuum). */
  manualMethods: ManualMethod[]
  /** Blended practical manual rate over the whole floor, m²/h. */
  manualRateSqMPerHour: number
  manualHoursPerDay: number
  manualHoursPerMonth: number
  robotHoursPerDay: number
  usableHoursPerRobotPerDay: number
  robotsNeeded: number
  laborHoursReplacedPerMonth: number
  laborCostSavedPerMonth: number
  models: Record<AcquisitionModel, AcquisitionFigures>
  /** Months a bought robot is written off over (a purchase paying back later never pays back). */
  robotLifeMonths: number
  /** Every rate used, with its sources, for the pro `assumptions`. */
  ratesUsed: CleaningRateUsed[]
}

function isCleaningRobotType(robotType: RobotType): robotType is CleaningRobotType {
  return robotType === 'ride_on_scrubber' || robotType === 'walk_behind_scrubber' || robotType === 'vacuum_sweeper'
}

/** Collects the rates the model reads, so the response can cite each one. */
class RateLog {
  readonly used: CleaningRateUsed[] = []

  take(name: string, figure: SourcedFigure, unit: string): number {
    if (!this.used.some((rate) => rate.name === name)) {
      this.used.push({ name, value: figure.value, unit, sources: [...figure.sources], note: figure.note })
    }
    return figure.value
  }
}

/** The hard-floor method a site of this size uses today, with its practical rate. */
function hardFloorMethod(area: number, rates: CleaningRates, log: RateLog): { method: ManualMethod; rate: number } {
  const mopMax = log.take('manualMethodBands.mopMaxSqM', rates.manualMethodBands.mopMaxSqM, 'm²')
  const walkMax = log.take('manualMethodBands.walkBehindMaxSqM', rates.manualMethodBands.walkBehindMaxSqM, 'm²')
  if (area <= mopMax) return { method: 'mop', rate: log.take('manualRates.mop', rates.manualRates.mop, 'm²/h') }
  if (area <= walkMax) {
    return { method: 'walk_behind_scrubber', rate: log.take('manualRates.walkBehindScrubber', rates.manualRates.walkBehindScrubber, 'm²/h') }
  }
  return { method: 'ride_on_scrubber', rate: log.take('manualRates.rideOnScrubber', rates.manualRates.rideOnScrubber, 'm²/h') }
}

/**
 * Today's manual hours per cleaning day. Mixed floors are taken as half hard floor (cleaned
 * with the method its size calls for) and half carpet (vacuumed), which is the plainest split
 * when the request does not say more.
 */
function manualWork(area: number, floorType: FloorType, rates: CleaningRates, log: RateLog): { methods: ManualMethod[]; hoursPerDay: number } {
  const vacuum = () => log.take('manualRates.carpetVacuum', rates.manualRates.carpetVacuum, 'm²/h')
  if (floorType === 'carpet') return { methods: ['carpet_vacuum'], hoursPerDay: area / vacuum() }
  if (floorType === 'hard') {
    const hard = hardFloorMethod(area, rates, log)
    return { methods: [hard.method], hoursPerDay: area / hard.rate }
  }
  const half = area / 2
  const hard = hardFloorMethod(half, rates, log)
  return { methods: [hard.method, 'carpet_vacuum'], hoursPerDay: half / hard.rate + half / vacuum() }
}

const round = (value: number, digits = 0): number => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/**
 * Payback in months: up-front ÷ net, null when the net is ≤ 0 (the robot never pays back) or
 * when nothing is paid up front (a RaaS contract without set-up fee has nothing to pay back:
 * its value is the monthly net cash). Never below one month.
 */
function payback(upfront: number, net: number): number | null {
  if (net <= 0 || upfront <= 0) return null
  return Math.max(MIN_PAYBACK_MONTHS, round(upfront / net, 1))
}

/** Every figure of the model for one site and robot type, for all three acquisition models. */
export function estimateCleaning(request: MatchRequest, robotType: RobotType, rates: CleaningRates): CleaningEstimate {
  if (!isCleaningRobotType(robotType)) throw new EngineError(`No cleaning ROI model for robot type ${robotType}`)
  const robot: RobotRates = rates.robots[robotType]
  const log = new RateLog()
  const at = (field: string) => `robots.${robotType}.${field}`
  const defaultsUsed: string[] = []
  const input = <T>(field: string, given: T | undefined, fallback: () => T): T => {
    if (given !== undefined) return given
    defaultsUsed.push(field)
    return fallback()
  }

  const floorAreaSqM = input('floorAreaSqM', request.floorAreaSqM, () => log.take(at('typicalSiteSqM'), robot.typicalSiteSqM, 'm²'))
  const floorType = input<FloorType>('floorType', request.floorType, () => 'hard')
  const laborCostPerHour = input('laborCostPerHour', request.laborCostPerHour, () =>
    log.take('defaults.laborCostPerHourUsd', rates.defaults.laborCostPerHourUsd, 'USD/h'),
  )
  const daysPerWeek = input('daysPerWeek', request.daysPerWeek, () => log.take('defaults.daysPerWeek', rates.defaults.daysPerWeek, 'days/week'))
  const cleaningWindowHoursPerDay = input('hoursPerDay', request.hoursPerDay, () =>
    log.take('defaults.cleaningWindowHoursPerDay', rates.defaults.cleaningWindowHoursPerDay, 'h/day'),
  )

  // Today: manual hours by the method the site's size and floor call for.
  const manual = manualWork(floorAreaSqM, floorType, rates, log)
  const cleaningDaysPerMonth = daysPerWeek * WEEKS_PER_MONTH
  const manualHoursPerMonth = manual.hoursPerDay * cleaningDaysPerMonth

  // Robots: hours of robot work per day, and how many robots fit it into the window.
  const automatableShare = log.take(at('automatableShare'), robot.automatableShare, 'share')
  const robotRate = log.take(at('effectiveSqMPerHour'), robot.effectiveSqMPerHour, 'm²/h')
  const robotHoursPerDay = (floorAreaSqM * automatableShare) / robotRate
  const usableHoursPerRobotPerDay = Math.min(cleaningWindowHoursPerDay, log.take(at('usableHoursPerDay'), robot.usableHoursPerDay, 'h/day'))
  const robotsNeeded = Math.max(1, Math.ceil(robotHoursPerDay / usableHoursPerRobotPerDay))

  // Labour the robots take over, less the time staff spend supervising and refilling them.
  const supervisionShare = log.take('supervisionShare', rates.supervisionShare, 'share')
  const laborHoursReplacedPerMonth = manualHoursPerMonth * automatableShare * (1 - supervisionShare)
  const laborCostSavedPerMonth = laborHoursReplacedPerMonth * laborCostPerHour

  // Robot cost per acquisition model, for the whole fleet.
  const price = log.take(at('purchasePriceUsd'), robot.purchasePriceUsd, 'USD')
  const life = log.take(at('lifeMonths'), robot.lifeMonths, 'months')
  const service = log.take(at('serviceMonthlyUsd'), robot.serviceMonthlyUsd, 'USD/month')
  const lease = log.take(at('leaseMonthlyUsd'), robot.leaseMonthlyUsd, 'USD/month')
  const leaseSetup = log.take(at('leaseSetupUsd'), robot.leaseSetupUsd, 'USD')
  const raas = log.take(at('raasMonthlyUsd'), robot.raasMonthlyUsd, 'USD/month')
  const raasSetup = log.take(at('raasSetupUsd'), robot.raasSetupUsd, 'USD')
  const perRobot: Record<AcquisitionModel, { monthly: number; cash: number; upfront: number }> = {
    // Buying: the price written off over the robot's life, plus service; cash is service only.
    buy: { monthly: price / life + service, cash: service, upfront: price },
    lease: { monthly: lease, cash: lease, upfront: leaseSetup },
    raas: { monthly: raas, cash: raas, upfront: raasSetup },
  }
  const figures = (model: AcquisitionModel): AcquisitionFigures => {
    const cost = perRobot[model]
    const monthlyRobotCost = cost.monthly * robotsNeeded
    const upfrontCost = cost.upfront * robotsNeeded
    const netMonthlySaving = round(laborCostSavedPerMonth - monthlyRobotCost)
    return {
      monthlyRobotCost: round(monthlyRobotCost),
      upfrontCost: round(upfrontCost),
      netMonthlySaving,
      paybackMonths: payback(upfrontCost, netMonthlySaving),
      threeYearNet: round(THREE_YEARS_MONTHS * (laborCostSavedPerMonth - cost.cash * robotsNeeded) - upfrontCost),
    }
  }

  return {
    robotType,
    inputs: { floorAreaSqM, floorType, laborCostPerHour, daysPerWeek, cleaningWindowHoursPerDay },
    defaultsUsed,
    manualMethods: manual.methods,
    manualRateSqMPerHour: floorAreaSqM / manual.hoursPerDay,
    manualHoursPerDay: manual.hoursPerDay,
    manualHoursPerMonth,
    robotHoursPerDay,
    usableHoursPerRobotPerDay,
    robotsNeeded,
    laborHoursReplacedPerMonth,
    laborCostSavedPerMonth,
    models: { buy: figures('buy'), lease: figures('lease'), raas: figures('raas') },
    robotLifeMonths: life,
    ratesUsed: log.used,
  }
}

/**
 * The response block. Starter callers get `{estimatedMonthlySavings, paybackMonths}` for the
 * recommended acquisition model; `full` (pro) adds the whole model, every rate used with its
 * sources, and the request fields that were defaulted.
 */
export function cleaningRoi(estimate: CleaningEstimate, model: AcquisitionModel, full: boolean): CleaningRoi {
  const chosen = estimate.models[model]
  const headline = { estimatedMonthlySavings: chosen.netMonthlySaving, paybackMonths: chosen.paybackMonths }
  if (!full) return headline
  return {
    ...headline,
    acquisitionModel: model,
    robotsNeeded: estimate.robotsNeeded,
    manualMethod: estimate.manualMethods.join(' + '),
    manualHoursPerMonth: round(estimate.manualHoursPerMonth),
    laborHoursReplacedPerMonth: round(estimate.laborHoursReplacedPerMonth),
    laborCostSavedPerMonth: round(estimate.laborCostSavedPerMonth),
    robotMonthlyCost: {
      buy: estimate.models.buy.monthlyRobotCost,
      lease: estimate.models.lease.monthlyRobotCost,
      raas: estimate.models.raas.monthlyRobotCost,
    },
    upfrontCost: chosen.upfrontCost,
    netMonthlySaving: chosen.netMonthlySaving,
    threeYearNet: chosen.threeYearNet,
    assumptions: {
      currency: 'USD',
      inputs: { ...estimate.inputs },
      weeksPerMonth: round(WEEKS_PER_MONTH, 2),
      manualRateSqMPerHour: round(estimate.manualRateSqMPerHour),
      robotHoursPerDay: round(estimate.robotHoursPerDay, 1),
      usableHoursPerRobotPerDay: round(estimate.usableHoursPerRobotPerDay, 1),
      rates: estimate.ratesUsed.map((rate) => ({ ...rate, sources: [...rate.sources] })),
      defaultsUsed: [...estimate.defaultsUsed],
    },
  }
}
