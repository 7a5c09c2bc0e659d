/**
 * Cleaning economics, one model in the words of PRODUCT.md §2:
 *
 * - `hoursPerDay` is the cleaning window: the hours per day robots can run.
 * - The floor splits into hard floor and carpet (`carpetShare`: 0 hard, 1 carpet, 0.5 for
 *   mixed unless sent). Today's manual hours = hard area ÷ the rate of the method its size
 *   calls for (mop, walk-behind or ride-on scrubber) + carpet area ÷ the vacuuming rate.
 * - Each robot type cleans one floor: scrubbers the hard floor, vacuums the carpet. It takes
 *   over that floor's manual hours × its automatable share, less supervision.
 * - Robot hours = its floor area × automatable share ÷ its effective rate. One robot runs
 *   for the window less charging: a full battery at the start, then runtime ÷ (runtime +
 *   charge) of the rest (24-hour sites charge inside the window all day).
 * Every figure comes from `catalogs/cleaning-rates.json` with its sources.
 */
import type { CleaningRoi, FloorType, MatchRequest } from '../../schemas/api.js'
import type { AcquisitionModel, RobotType } from '../../schemas/catalog.js'
import type { CleaningRates, RobotRates } from '../../schemas/cleaning-rates.js'
import type { MoneyContext } from '../money.js'
import { DEFAULT_MIXED_CARPET_SHARE, floorTypeOf } from '../profile.js'
import { EngineError } from '../types.js'
import {
  RateLog,
  WEEKS_PER_MONTH,
  estimateFrom,
  leaseCosts,
  localPriceScale,
  paybackOf,
  robotMonthlyCosts,
  robotPrice,
  round,
  scaledFee,
  type EconomicsEstimate,
  type RateUsed,
} from './shared.js'

/** Cleaning robot types the model covers. */
type CleaningRobotType = Extract<RobotType, 'ride_on_scrubber' | 'walk_behind_scrubber' | 'vacuum_sweeper'>

/** How a site is cleaned by hand today. */
type ManualMethod = 'mop' | 'walk_behind_scrubber' | 'ride_on_scrubber' | 'carpet_vacuum'

const HOURS_PER_DAY = 24

export interface CleaningInput {
  request: MatchRequest
  robotType: RobotType
  /** The floor, given or the common case for the site's size. */
  floorType: FloorType
  laborCostPerHour: number
  laborCostDefaulted: boolean
  /**
   * Without `floorAreaSqM`: the robot type whose typical site is assumed for every type of the
   * match (the best fitting one's), so types are compared on one site; default: this type's own.
   */
  assumedSiteOf?: RobotType
}

/** Figures of the cleaning model beyond the shared economics, for `cleaningRoi`. */
export interface CleaningDetail {
  floorType: FloorType
  carpetShare: number
  cleaningWindowHoursPerDay: number
  daysPerWeek: number
  /** Times a day the floor is cleaned (1 unless sent): today's hours and the robots' work both scale with it. */
  cleaningsPerDay: number
  manualMethods: ManualMethod[]
  manualHoursPerDay: number
  robotHoursPerDay: number
  usableHoursPerRobotPerDay: number
}

/** The typical site of a cleaning robot type (m²), assumed when a request sends no area. */
export function typicalSiteSqM(rates: CleaningRates, robotType: RobotType): number | undefined {
  return isCleaningRobotType(robotType) ? rates.robots[robotType].typicalSiteSqM.value : undefined
}

function isCleaningRobotType(robotType: RobotType): robotType is CleaningRobotType {
  return robotType === 'ride_on_scrubber' || robotType === 'walk_behind_scrubber' || robotType === 'vacuum_sweeper'
}

/** The hard-floor method a floor of this size uses today, with its practical rate (pure: used for any area). */
/**
 * Sites this many times below or above a method band's edge clean with a mix of both methods:
 * the rate moves geometrically from one to the other across the band, so today's hours never
 * jump (or fall) when a site grows past an edge. 2 keeps hours rising with area even across the
 * mop → walk-behind edge, where the rate grows 3.6-fold.
 */
const METHOD_BLEND = 2

interface MethodRate {
  method: ManualMethod
  name: keyof CleaningRates['manualRates']
}
const MOP: MethodRate = { method: 'mop', name: 'mop' }
const WALK_BEHIND: MethodRate = { method: 'walk_behind_scrubber', name: 'walkBehindScrubber' }
const RIDE_ON: MethodRate = { method: 'ride_on_scrubber', name: 'rideOnScrubber' }

/** Today's practical rate of a manual method, in m²/h. */
function rateOf(rates: CleaningRates, method: MethodRate): number {
  return rates.manualRates[method.name].value
}

/** How today's staff clean a hard floor of this area, and their rate in m²/h (blended near a band's edge). */
function hardFloorMethod(area: number, rates: CleaningRates): { methods: MethodRate[]; rate: number } {
  const bands = rates.manualMethodBands
  const steps = [
    { edge: bands.mopMaxSqM.value, lower: MOP, upper: WALK_BEHIND },
    { edge: bands.walkBehindMaxSqM.value, lower: WALK_BEHIND, upper: RIDE_ON },
  ]
  for (const { edge, lower, upper } of steps) {
    const low = edge / METHOD_BLEND
    const high = edge * METHOD_BLEND
    if (area <= low) return { methods: [lower], rate: rateOf(rates, lower) }
    if (area < high) {
      const t = Math.log(area / low) / Math.log(high / low)
      return { methods: [lower, upper], rate: rateOf(rates, lower) * (rateOf(rates, upper) / rateOf(rates, lower)) ** t }
    }
  }
  return { methods: [RIDE_ON], rate: rateOf(rates, RIDE_ON) }
}

/** Cites the method bands and the rates of the methods the site's own hard floor uses. */
function logHardFloorMethod(area: number, rates: CleaningRates, log: RateLog): ManualMethod[] {
  log.take('manualMethodBands.mopMaxSqM', rates.manualMethodBands.mopMaxSqM, 'm²')
  log.take('manualMethodBands.walkBehindMaxSqM', rates.manualMethodBands.walkBehindMaxSqM, 'm²')
  const used = hardFloorMethod(area, rates)
  for (const method of used.methods) log.take(`manualRates.${method.name}`, rates.manualRates[method.name], 'm²/h')
  return used.methods.map((method) => method.method)
}

/** Hours one robot can clean per day in the window, charging counted. */
function usableHours(window: number, robot: RobotRates, prefix: string, log: RateLog): number {
  if (robot.runtimeHoursPerCharge === undefined || robot.chargeHours === undefined) {
    const cap = log.take(`${prefix}.usableHoursPerDay`, robot.usableHoursPerDay, 'h/day')
    return window < cap ? window : cap
  }
  const runtime = log.take(`${prefix}.runtimeHoursPerCharge`, robot.runtimeHoursPerCharge, 'h')
  const charge = log.take(`${prefix}.chargeHours`, robot.chargeHours, 'h')
  const duty = runtime / (runtime + charge)
  // A full battery at the start of the window (charged outside it), then runtime ÷ (runtime +
  // charge) of the rest; never more than the window, nor than a whole day of run-and-charge
  // cycles allows (a 23-hour window leaves too little time outside it to start full).
  const firstRunThenCycles = runtime + (window - runtime) * duty
  return Math.min(window, firstRunThenCycles, HOURS_PER_DAY * duty)
}

/** The cleaning economics of one site for the recommended robot type. */
export function estimateCleaning(input: CleaningInput, rates: CleaningRates, money: MoneyContext): { estimate: EconomicsEstimate; detail: CleaningDetail } {
  const { request, robotType } = input
  if (!isCleaningRobotType(robotType)) throw new EngineError(`No cleaning ROI model for robot type ${robotType}`)
  const robot = rates.robots[robotType]
  const prefix = `robots.${robotType}`
  const log = new RateLog()
  const defaultsUsed: string[] = []
  const given = <T>(field: string, value: T | undefined, fallback: () => T): T => {
    if (value !== undefined) return value
    defaultsUsed.push(field)
    return fallback()
  }
  const siteType = input.assumedSiteOf !== undefined && isCleaningRobotType(input.assumedSiteOf) ? input.assumedSiteOf : robotType
  const area = given('floorAreaSqM', request.floorAreaSqM, () => log.take(`robots.${siteType}.typicalSiteSqM`, rates.robots[siteType].typicalSiteSqM, 'm²'))
  const floorType = given<FloorType>('floorType', floorTypeOf(request), () => input.floorType)
  const carpetShare = floorType === 'hard' ? 0 : floorType === 'carpet' ? 1 : (request.carpetShare ?? DEFAULT_MIXED_CARPET_SHARE)
  if (input.laborCostDefaulted) defaultsUsed.push('laborCostPerHour')
  const daysPerWeek = given('daysPerWeek', request.daysPerWeek, () => log.take('defaults.daysPerWeek', rates.defaults.daysPerWeek, 'days/week'))
  // Every cleaning of the day is the same work again, by hand today or by the robots (round 141: a
  // hospital or an airport concourse scrubbed twice a day had been costed as one pass).
  const cleanings = request.cleaningsPerDay ?? 1
  if (request.cleaningsPerDay === undefined) defaultsUsed.push('cleaningsPerDay')
  const window = given('hoursPerDay', request.hoursPerDay, () =>
    log.take('defaults.cleaningWindowHoursPerDay', rates.defaults.cleaningWindowHoursPerDay, 'h/day'),
  )

  // Cited only where some floor is carpet (round 149 C: hard-floor answers listed the carpet rate).
  const vacuumRate = carpetShare > 0 ? log.take('manualRates.carpetVacuum', rates.manualRates.carpetVacuum, 'm²/h') : rates.manualRates.carpetVacuum.value
  const automatable = log.take(`${prefix}.automatableShare`, robot.automatableShare, 'share')
  const robotRate = log.take(`${prefix}.effectiveSqMPerHour`, robot.effectiveSqMPerHour, 'm²/h')
  const supervision = log.take('supervisionShare', rates.supervisionShare, 'share')
  const usable = usableHours(window, robot, prefix, log)
  const cleansCarpet = robotType === 'vacuum_sweeper'
  // Read once at the site's own size so the assumptions cite the method actually used.
  const hardMethod = carpetShare < 1 ? logHardFloorMethod(area * (1 - carpetShare), rates, log) : undefined

  const manualHoursAt = (sqm: number) => {
    const hard = sqm * (1 - carpetShare)
    const carpet = sqm * carpetShare
    // The method is the one a floor of this size uses; each cleaning of the day repeats it.
    const hardHours = hard > 0 ? (hard / hardFloorMethod(hard, rates).rate) * cleanings : 0
    return { hardHours, carpetHours: (carpet / vacuumRate) * cleanings, robotFloor: (cleansCarpet ? carpet : hard) * cleanings }
  }
  const today = manualHoursAt(area)

  const raasFee = robotPrice(robotType, 'raasMonthly', `${prefix}.raasMonthlyUsd`, robot.raasMonthlyUsd, log, money)
  const leaseFee = robotPrice(robotType, 'leaseMonthly', `${prefix}.leaseMonthlyUsd`, robot.leaseMonthlyUsd, log, money)
  const serviceUsd = money.fromUsd(log.take(`${prefix}.serviceMonthlyUsd`, robot.serviceMonthlyUsd, 'USD/month'))
  const purchasePrice = robotPrice(robotType, 'purchasePrice', `${prefix}.purchasePriceUsd`, robot.purchasePriceUsd, log, money)
  // Fees and service converted from the US follow a lower local price, as for the other categories
  // (`unitCosts`): Spain's and Portugal's walk-behind scrubbers since round 147 B.
  const scale = localPriceScale(robotType, robot.purchasePriceUsd, purchasePrice, log, money)
  const raasMonthly = scaledFee(robotType, 'raasMonthly', raasFee, scale, money)
  const leaseMonthly = scaledFee(robotType, 'leaseMonthly', leaseFee, scale, money)
  const serviceMonthly = serviceUsd * scale
  const costs = {
    purchasePrice,
    serviceMonthly,
    ...leaseCosts(robotType, robot.leaseMonthlyUsd, leaseMonthly, raasMonthly, { figure: robot.serviceMonthlyUsd, value: serviceMonthly }, log, money),
    raasMonthly,
    // One set-up cost per deployment for every model: the table's RaaS set-up fee (0: none is
    // published). `leaseSetupUsd` is the first instalment paid in advance, not an extra cost.
    setupCost: money.fromUsd(log.take(`${prefix}.raasSetupUsd`, robot.raasSetupUsd, 'USD')),
    lifeMonths: log.take(`${prefix}.lifeMonths`, robot.lifeMonths, 'months'),
  }

  const estimate = estimateFrom({
    robotType,
    unit: 'robots',
    basis: 'floor_area_sqm',
    volume: area,
    volumeUnit: 'm²',
    volumeAssumed: request.floorAreaSqM === undefined,
    laborCostPerHour: input.laborCostPerHour,
    daysPerWeek,
    costs,
    workAt: (sqm) => {
      const work = manualHoursAt(sqm)
      const replaced = (cleansCarpet ? work.carpetHours : work.hardHours) * automatable * (1 - supervision)
      return { laborHoursReplacedPerDay: replaced, unitsNeeded: (work.robotFloor * automatable) / robotRate / usable }
    },
    inputs: {
      floorAreaSqM: area,
      floorType,
      carpetShare,
      laborCostPerHour: input.laborCostPerHour,
      daysPerWeek,
      cleaningsPerDay: cleanings,
      cleaningWindowHoursPerDay: window,
    },
    defaultsUsed,
    rates: log.used,
  })
  const manualMethods: ManualMethod[] = []
  if (hardMethod) manualMethods.push(...hardMethod)
  if (carpetShare > 0) manualMethods.push('carpet_vacuum')
  return {
    estimate,
    detail: {
      floorType,
      carpetShare,
      cleaningWindowHoursPerDay: window,
      daysPerWeek,
      cleaningsPerDay: cleanings,
      manualMethods,
      manualHoursPerDay: today.hardHours + today.carpetHours,
      robotHoursPerDay: (today.robotFloor * automatable) / robotRate,
      usableHoursPerRobotPerDay: usable,
    },
  }
}

/** The cited rates as the answer's own array of the shared, frozen citations. */
const copyRates = (rates: readonly RateUsed[]) => rates.slice()

/**
 * The seed's `cleaningRoi` block from the same estimate. Starter: the net and payback of the
 * recommended model; pro: the whole model with its rates and sources.
 */
export function cleaningRoi(
  { estimate, detail }: { estimate: EconomicsEstimate; detail: CleaningDetail },
  model: AcquisitionModel,
  currency: string,
  full: boolean,
): CleaningRoi {
  const chosen = estimate.models[model]
  const headline = { estimatedMonthlySavings: round(chosen.monthlyNet), paybackMonths: paybackOf(chosen.paybackMonths) }
  if (!full) return headline
  const area = estimate.volume
  // Added to the headline rather than spread from it: see `economicsBlock` (business.ts).
  return Object.assign(headline, {
    acquisitionModel: model,
    robotsNeeded: estimate.unitsCosted,
    manualMethod: detail.manualMethods.join(' + '),
    manualHoursPerMonth: round(detail.manualHoursPerDay * estimate.operatingDaysPerMonth),
    laborHoursReplacedPerMonth: round(estimate.laborHoursReplacedPerMonth),
    laborCostSavedPerMonth: round(estimate.laborCostSavedPerMonth),
    robotMonthlyCost: robotMonthlyCosts(estimate),
    upfrontCost: round(chosen.upfrontCost),
    netMonthlySaving: round(chosen.monthlyNet),
    threeYearNet: round(chosen.threeYearNet),
    assumptions: {
      currency: currency as NonNullable<CleaningRoi['assumptions']>['currency'],
      inputs: {
        floorAreaSqM: area,
        floorType: detail.floorType,
        carpetShare: detail.carpetShare,
        laborCostPerHour: round(estimate.laborCostPerHour, 2),
        daysPerWeek: detail.daysPerWeek,
        cleaningsPerDay: detail.cleaningsPerDay,
        cleaningWindowHoursPerDay: detail.cleaningWindowHoursPerDay,
      },
      weeksPerMonth: round(WEEKS_PER_MONTH, 2),
      manualRateSqMPerHour: detail.manualHoursPerDay > 0 ? round((area * detail.cleaningsPerDay) / detail.manualHoursPerDay) : 0,
      robotHoursPerDay: round(detail.robotHoursPerDay, 1),
      usableHoursPerRobotPerDay: round(detail.usableHoursPerRobotPerDay, 1),
      rates: copyRates(estimate.rates),
      defaultsUsed: [...estimate.defaultsUsed],
    },
  })
}
