/**
 * Warehouse economics: picker or driver hours the recommended system takes over, from the
 * orders shipped a day and published picking and moving productivity.
 *
 * - Work per day: order lines (orders × lines per order, sent or 2) for picking systems, pallet moves
 *   (orders × moves per order) for driverless trucks and pallet AS/RS.
 * - Today's hours: work ÷ the manual rate (each picking, case picking or a forklift driver).
 * - Hours taken over: today's hours × the share the system removes.
 * - Units: work ÷ (one unit's throughput per hour × operating hours), in the system's own
 *   unit (robots, forklifts, shuttle aisles, cranes); driverless trucks size on the moves they
 *   take over (the share above), the rest on all the work; more orders never need fewer units.
 * Every figure comes from `catalogs/warehouse-rates.json` with its sources.
 */
import type { MatchRequest } from '../../schemas/api.js'
import type { RobotType } from '../../schemas/catalog.js'
import type { WarehouseRates, WarehouseSystemRates } from '../../schemas/economics-rates.js'
import type { MoneyContext } from '../money.js'
import { EngineError } from '../types.js'
import { RateLog, estimateFrom, unitCosts, type EconomicsEstimate } from './shared.js'

/** What the engine knows of the site before the money. */
export interface WarehouseInput {
  request: MatchRequest
  robotType: RobotType
  /** Handling unit, given or the common case. */
  handlingUnit: 'each' | 'case' | 'pallet'
  laborCostPerHour: number
  laborCostDefaulted: boolean
}

function systemKey(robotType: RobotType, handlingUnit: WarehouseInput['handlingUnit']): keyof WarehouseRates['systems'] {
  switch (robotType) {
    case 'collaborative_picking_amr':
    case 'goods_to_person_amr':
    case 'autonomous_forklift':
      return robotType
    case 'asrs':
      return handlingUnit === 'pallet' ? 'asrs_pallet' : 'asrs'
    default:
      throw new EngineError(`No warehouse economics for robot type ${robotType}`)
  }
}

/** The warehouse economics of one site for the recommended system. */
export function estimateWarehouse(input: WarehouseInput, rates: WarehouseRates, money: MoneyContext): EconomicsEstimate {
  const { request } = input
  const log = new RateLog()
  const defaultsUsed: string[] = []
  if (input.laborCostDefaulted) defaultsUsed.push('laborCostPerHour')
  const key = systemKey(input.robotType, input.handlingUnit)
  const system: WarehouseSystemRates = rates.systems[key]
  const movesPallets = key === 'autonomous_forklift' || key === 'asrs_pallet'

  const hoursPerDay = request.hoursPerDay ?? (defaultsUsed.push('hoursPerDay'), log.take('defaults.hoursPerDay', rates.defaults.hoursPerDay, 'h/day'))
  const daysPerWeek = request.daysPerWeek ?? (defaultsUsed.push('daysPerWeek'), log.take('defaults.daysPerWeek', rates.defaults.daysPerWeek, 'days/week'))
  let ordersPerDay = request.ordersPerDay
  if (ordersPerDay === undefined) {
    defaultsUsed.push('ordersPerDay')
    ordersPerDay = assumedOrdersPerDay(request.facilitySizeSqM, rates, input.handlingUnit === 'pallet', log)
  }

  // Picking work is orders × lines per order: the buyer's own figure where sent (round 148 A: a case DC's
  // store orders, tens of lines each, had been costed at the 2 of a web shop, unsaid); pallet work is moves.
  const linesPerOrder = movesPallets ? undefined : request.linesPerOrder
  if (!movesPallets && linesPerOrder === undefined) defaultsUsed.push('linesPerOrder')
  const workPerOrder = movesPallets
    ? log.take('defaults.palletMovesPerOrder', rates.defaults.palletMovesPerOrder, 'moves/order')
    : (linesPerOrder ?? log.take('defaults.linesPerOrder', rates.defaults.linesPerOrder, 'lines/order'))
  const manualRate = movesPallets
    ? log.take('manual.palletMovesPerHour', rates.manual.palletMovesPerHour, 'moves/h')
    : input.handlingUnit === 'each'
      ? log.take('manual.eachPickLinesPerHour', rates.manual.eachPickLinesPerHour, 'lines/h')
      : log.take('manual.casePickLinesPerHour', rates.manual.casePickLinesPerHour, 'lines/h')
  const prefix = `systems.${key}`
  const throughput = log.take(`${prefix}.throughputPerUnitHour`, system.throughputPerUnitHour, movesPallets ? 'moves/h' : 'lines/h')
  const share = log.take(`${prefix}.laborShareReplaced`, system.laborShareReplaced, 'share')
  const costs = unitCosts(system, prefix, log, money, input.robotType)
  // Driverless trucks make only the moves whose driving hours they take over: the share left to
  // drivers is moves the trucks never make (loading, exceptions, damaged pallets), so the fleet is
  // sized on the moves taken over, not on every move while crediting 65 % of the hours (round 84:
  // each truck-hour had been worth 0.31 driver-hours, a pallet site costed at 10 trucks for 7
  // trucks' work). Picking systems serve every line (people still pick at the robots or
  // stations), and cranes every put-away and retrieval in the store, so their fleets size on all of it.
  const fleetShare = key === 'autonomous_forklift' ? share : 1

  return estimateFrom({
    robotType: input.robotType,
    unit: system.unit,
    basis: movesPallets ? 'pallet_moves_per_day' : 'order_lines_per_day',
    volume: ordersPerDay,
    volumeUnit: 'orders/day',
    workPerVolume: workPerOrder,
    volumeAssumed: request.ordersPerDay === undefined,
    laborCostPerHour: input.laborCostPerHour,
    daysPerWeek,
    costs,
    workAt: (orders) => {
      const work = orders * workPerOrder
      return { laborHoursReplacedPerDay: (work / manualRate) * share, unitsNeeded: (work * fleetShare) / (throughput * hoursPerDay) }
    },
    inputs: {
      ordersPerDay,
      // Given or assumed, as the other inputs: the figure the picking work was costed at.
      ...(movesPallets ? {} : { linesPerOrder: workPerOrder }),
      handlingUnit: input.handlingUnit,
      laborCostPerHour: input.laborCostPerHour,
      hoursPerDay,
      daysPerWeek,
    },
    defaultsUsed,
    rates: log.used,
  })
}

/**
 * Orders a day assumed from the facility size (or a typical facility) when the request sends none;
 * a pallet site at its own, far lower rate (a picking floor's would size a pallet site's fleet for
 * ten times its traffic). The type fit reads the same figure, so the type is judged on the volume
 * it is costed at.
 */
export function assumedOrdersPerDay(facilitySizeSqM: number | undefined, rates: WarehouseRates, pallet: boolean, log = new RateLog()): number {
  const name = pallet && rates.defaults.palletOrdersPerDayPerSqM !== undefined ? 'palletOrdersPerDayPerSqM' : 'ordersPerDayPerSqM'
  const perSqM = rates.defaults[name]
  const typical = rates.defaults.facilitySizeSqM
  if (perSqM === undefined || typical === undefined) throw new EngineError('The warehouse rates table has no default order volume')
  const size = facilitySizeSqM ?? log.take('defaults.facilitySizeSqM', typical, 'm²')
  return Math.max(1, Math.round(size * log.take(`defaults.${name}`, perSqM, 'orders/day per m²')))
}
