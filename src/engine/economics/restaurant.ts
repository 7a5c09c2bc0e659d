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
import type { RestaurantRates } from '../../schemas/economics-rates.js'
import type { MoneyContext } from '../money.js'
import { EngineError } from '../types.js'
import { RateLog, estimateFrom, unitCosts, type EconomicsEstimate } from './shared.js'

export interface RestaurantInput {
  request: MatchRequest
  robotType: RobotType
  serviceStyle: ServiceStyle
  laborCostPerHour: number
  laborCostDefaulted: boolean
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
  const costs = unitCosts(robot, prefix, log, money, robotType)

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
