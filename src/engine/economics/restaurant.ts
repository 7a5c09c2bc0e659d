/**
 * Restaurant economics: runner, bussing or kitchen hours the recommended robot takes over,
 * from the covers served a day and the service style.
 *
 * - Hours taken over per day: covers × staff minutes saved per cover (by service style; for a
 *   kitchen task with its own sourced minutes, such as dishwashing, the task's) ÷ 60, never more
 *   than the robots' own operating hours.
 * - Units: covers ÷ the covers one unit handles a day, scaled by the share of a cover's work the
 *   service style leaves to the robot; more covers never need fewer robots.
 * Every figure comes from `catalogs/restaurant-rates.json` with its sources.
 */
import type { MatchRequest, ServiceStyle } from '../../schemas/api.js'
import type { RobotType } from '../../schemas/catalog.js'
import type { SourcedFigure } from '../../schemas/cleaning-rates.js'
import type { RestaurantRates } from '../../schemas/economics-rates.js'
import type { MoneyContext } from '../money.js'
import { EngineError } from '../types.js'
import { RateLog, estimateFrom, scaledFee, unitCosts, type EconomicsEstimate, type UnitCosts } from './shared.js'

export interface RestaurantInput {
  request: MatchRequest
  robotType: RobotType
  serviceStyle: ServiceStyle
  laborCostPerHour: number
  laborCostDefaulted: boolean
  /** A listed seller's published price for the station asked about, costed instead of a fry robot's (round 159 A). */
  sellerPrice?: SellerPrice
}

/**
 * A listed seller's published one-off price for a kitchen station whose task the rates table does not
 * price, in the answer currency, as the assumptions cite it (round 159 A).
 */
export interface SellerPrice {
  /** How the assumptions name it (`vendors.<id>.publishedPrices.<n>`). */
  name: string
  /** The price as published, with its source. */
  figure: SourcedFigure
  /** The currency it is published in. */
  unit: string
  /** The price in the answer currency. */
  value: number
  /** The price is published as installed (a "complete setup"): no set-up is added on top. */
  installed: boolean
}

/** The restaurant economics of one venue for the recommended robot type. */
export function estimateRestaurant(input: RestaurantInput, rates: RestaurantRates, money: MoneyContext): EconomicsEstimate {
  const { request, robotType } = input
  if (robotType !== 'serving_robot' && robotType !== 'delivery_bussing_robot' && robotType !== 'kitchen_automation') {
    throw new EngineError(`No restaurant economics for robot type ${robotType}`)
  }
  const robot = rates.robots[robotType]
  const log = new RateLog()
  const defaultsUsed: string[] = []
  if (input.laborCostDefaulted) defaultsUsed.push('laborCostPerHour')
  const hoursPerDay = request.hoursPerDay ?? (defaultsUsed.push('hoursPerDay'), log.take('defaults.hoursPerDay', rates.defaults.hoursPerDay, 'h/day'))
  const daysPerWeek = request.daysPerWeek ?? (defaultsUsed.push('daysPerWeek'), log.take('defaults.daysPerWeek', rates.defaults.daysPerWeek, 'days/week'))
  let covers = request.seatsPerDay
  if (covers === undefined) {
    defaultsUsed.push('seatsPerDay')
    const typical = rates.defaults.coversPerDay
    if (typical === undefined) throw new EngineError('The restaurant rates table has no default covers per day')
    covers = log.take('defaults.coversPerDay', typical, 'covers/day')
  }
  const prefix = `robots.${robotType}`
  // A kitchen task with its own sourced minutes (a dish robot's minutes follow the ware a cover sends to the
  // dish pit, round 141: a counter's dishwashing had been credited twice a dining room's, a fry
  // station's figures) uses them; a task or style without them keeps the station figure.
  const task = robotType === 'kitchen_automation' && request.category === 'restaurant' ? request.kitchenTask : undefined
  const taskFigures = task === undefined ? undefined : robot.laborMinutesSavedPerCoverByTask?.[task]
  const minutesFigure = (style: ServiceStyle) => {
    const own = taskFigures?.[style]
    return own === undefined
      ? { name: `${prefix}.laborMinutesSavedPerCover.${style}`, figure: robot.laborMinutesSavedPerCover[style] }
      : { name: `${prefix}.laborMinutesSavedPerCoverByTask.${task}.${style}`, figure: own }
  }
  const used = minutesFigure(input.serviceStyle)
  const minutesPerCover = log.take(used.name, used.figure, 'min/cover')
  const coversPerUnit = log.take(`${prefix}.coversPerUnitDay`, robot.coversPerUnitDay, 'covers/day')
  // A unit handles `coversPerUnit` covers a day in the style it does the most work in; in another
  // style each cover needs only part of that work (at a counter guests fetch their own food), so
  // the fleet is sized on the work, not on the covers alone.
  const styles = (Object.keys(robot.laborMinutesSavedPerCover) as ServiceStyle[]).map((style) => minutesFigure(style).figure.value)
  const workShare = minutesPerCover / Math.max(...styles)
  // A unit's covers a day are served in the day's busy hours (lunch and dinner services); a venue
  // open for less than those hours (a lunch-only canteen) packs its covers into fewer of them,
  // and the peak sets the fleet. Cited only where it shrinks a unit's day.
  const busyHours = rates.defaults.busyHoursPerDay
  const dayShare = hoursPerDay < busyHours.value ? hoursPerDay / log.take('defaults.busyHoursPerDay', busyHours, 'h/day') : 1
  const tableCosts = unitCosts(robot, prefix, log, money, robotType)
  const costs = input.sellerPrice === undefined ? tableCosts : atSellerPrice(tableCosts, robot.purchasePrice, input.sellerPrice, log, money, robotType)

  return estimateFrom({
    robotType,
    unit: robot.unit,
    basis: 'covers_per_day',
    volume: covers,
    volumeUnit: 'covers/day',
    volumeAssumed: request.seatsPerDay === undefined,
    laborCostPerHour: input.laborCostPerHour,
    daysPerWeek,
    costs,
    workAt: (coversPerDay) => {
      const unitsNeeded = (coversPerDay * workShare) / (coversPerUnit * dayShare)
      const saved = (coversPerDay * minutesPerCover) / 60
      // A robot cannot take over more hours than it runs: capped per costed unit, after the
      // share of the work those units take on (applying the cap before it counted a fleet twice).
      return { laborHoursReplacedPerDay: saved, unitsNeeded, hoursPerUnitCap: hoursPerDay }
    },
    inputs: {
      seatsPerDay: covers,
      serviceStyle: input.serviceStyle,
      laborCostPerHour: input.laborCostPerHour,
      hoursPerDay,
      daysPerWeek,
    },
    defaultsUsed,
    rates: log.used,
  })
}

/**
 * A kitchen station's costs at a listed seller's published price instead of the fry robot's the rates
 * table prices (round 159 A: a German canteen's cooking robot had been costed at a fry robot's
 * €106,000 beside Circus's published €250,000 for its CA-1, its headline "+€5,651 a month, 14 months"
 * beside a reason saying no published price pays back). The service, and a lease or RaaS fee not
 * published here, are the table's station figures in proportion to the price (the table costs
 * service as a share of the price, as `breakEvenPriceSentence` does, and a rental as the same share
 * of the machine rented); a price published as installed carries no set-up on top. The rule is cited.
 */
function atSellerPrice(costs: UnitCosts, tablePrice: SourcedFigure, price: SellerPrice, log: RateLog, money: MoneyContext, robotType: RobotType): UnitCosts {
  log.take(price.name, price.figure, price.unit)
  const scale = price.value / money.fromUsd(tablePrice.value)
  log.take(
    `rules.${robotType}.costedAtSellerPrice`,
    {
      value: Math.round(scale * 100) / 100,
      sources: price.figure.sources,
      note: `Rule: no price is published for a station doing this task but a listed seller's, so the station is costed at that price; the robots' monthly service, and a lease or RaaS fee, are the fry station's figures multiplied by this ratio of the seller's price to the fry station's, so they keep the same share of the price${price.installed ? '; the price is published as installed, so no set-up cost is added' : ''}.`,
    },
    'ratio',
  )
  return {
    ...costs,
    purchasePrice: price.value,
    serviceMonthly: costs.serviceMonthly * scale,
    leaseMonthly: scaledFee(robotType, 'leaseMonthly', costs.leaseMonthly, scale, money),
    leaseServiceMonthly: costs.leaseServiceMonthly * scale,
    raasMonthly: scaledFee(robotType, 'raasMonthly', costs.raasMonthly, scale, money),
    setupCost: price.installed ? 0 : costs.setupCost,
  }
}
