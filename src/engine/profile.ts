/**
 * The facts every scoring rule reads from a match request, derived once per match so the
 * rules compare small numbers instead of re-reading optional fields.
 */
import type { BudgetPreference, MatchRequest } from '../schemas/api.js'
import type { MoneyTable } from '../schemas/economics-rates.js'
import { defaultLaborCost, moneyContext, type MoneyContext } from './money.js'
import { CATEGORY_RULES, LEVEL_VALUE, rulesForProcess, type CategoryRules } from './robot-types.js'

/** Region assumed when the request names none (the seed's default). */
const DEFAULT_REGION = 'US'

/** Days per week assumed when only hoursPerDay is given: a six-day operation is the middle case. */
const ASSUMED_DAYS_PER_WEEK = 6
/** Hours per day assumed when only daysPerWeek is given: one long shift. */
const ASSUMED_HOURS_PER_DAY = 10
/** Weekly operating hours from which utilisation counts as high (two long shifts, most days). */
const HIGH_UTILISATION_WEEKLY_HOURS = 100
/** Weekly operating hours from which utilisation counts as medium (one long shift, five days). */
const MEDIUM_UTILISATION_WEEKLY_HOURS = 50
/**
 * Labour counts as expensive from 1.3 times the region's typical entry-level cost, and as
 * cheap below 0.75 times it: judged in the region's terms, not in fixed dollars.
 */
const HIGH_LABOR_RATIO = 1.3
const LOW_LABOR_RATIO = 0.75

/** Orders per day from which warehouse throughput counts as medium, and as high. */
const MEDIUM_THROUGHPUT_ORDERS = 1_000
const HIGH_THROUGHPUT_ORDERS = 10_000

/** A match request reduced to levels (0 low, 1 medium, 2 high); unknown answers count as medium. */
export interface BusinessProfile {
  request: MatchRequest
  rules: CategoryRules
  /** The category's size answer, if given. */
  size: number | undefined
  /** The size the economics assume when none was given (restaurant covers, a cleaning site), read like a given one by the type fit, the small-site rule and the vendors' size fit. */
  assumedSize?: number
  /** The category's process answer (handling unit, floor type, service style), given or the category's default. */
  process: string | undefined
  /** Warehouse order throughput level (0 low, 1 medium, 2 high), from ordersPerDay or the volume the economics assume. */
  throughput: number | undefined
  readiness: number
  staffing: number
  budget: BudgetPreference
  /** How many hours a week the robots would work. */
  utilisation: number
  laborCost: number
  region: string
  /** The answer's currency and conversions. */
  money: MoneyContext
  /** Labour cost per hour in the answer currency: the request's, or the region's typical one. */
  laborCostPerHour: number
  laborCostDefaulted: boolean
  /** Whether the money table knows the region's entry-level labour cost; else the US one stands in, converted. */
  regionMoneyKnown: boolean
  /**
   * Whether the money table knows the region's currency: every region with a labour cost, and those
   * with a currency only (Kuwait, Bahrain), whose answers default to it. Else amounts default to USD.
   */
  regionCurrencyKnown: boolean
  /** The region's typical entry-level labour cost per hour, in the answer currency. */
  typicalLaborCostPerHour: number
  /** That cost as a share of the US one: where it is low, robot prices converted from the US decide more. */
  typicalLaborShareOfUs: number
}

/**
 * Volumes the economics will assume for a request that sends none, so the type is fitted to the
 * volume it is costed at: a warehouse's orders a day, a restaurant's covers.
 */
export interface AssumedVolumes {
  ordersPerDay?: number
  /**
   * The lines per order the economics assume when none is sent (round 148 A): throughput levels are
   * set in orders of that many lines, so a sent `linesPerOrder` scales the orders they read.
   */
  linesPerOrder?: number
  /** The category's size answer as the economics assume it (restaurant covers a day). */
  size?: number
}

/** Reduces a validated request to the levels the rules compare. */
/**
 * The floor a cleaning request describes: its `floorType`, read with its `carpetShare` (a share of
 * 1 is carpet, 0 hard floor), or, with no `floorType`, from the share alone (a share sent says the
 * floor is mixed). Undefined when neither was sent.
 */
export function floorTypeOf(request: MatchRequest): MatchRequest['floorType'] {
  const share = request.carpetShare
  if (request.floorType !== undefined && request.floorType !== 'mixed') return request.floorType
  if (share === undefined) return request.floorType
  return share >= 1 ? 'carpet' : share <= 0 ? 'hard' : 'mixed'
}

export function readProfile(request: MatchRequest, table: MoneyTable, assumed: AssumedVolumes = {}): BusinessProfile {
  const base = CATEGORY_RULES[request.category]
  const process = (request.category === 'cleaning' ? floorTypeOf(request) : request[base.processField]) ?? base.defaultProcess(request[base.sizeField])
  const rules = rulesForProcess(base, process)
  const region = request.region ?? DEFAULT_REGION
  const money = moneyContext(table, request, region)
  const typical = defaultLaborCost(table, region, money).value
  const laborCostPerHour = request.laborCostPerHour ?? typical
  return {
    request,
    rules,
    size: request[rules.sizeField],
    process,
    // An assumed volume is the one the economics cost: the type is fitted to it too.
    throughput: throughputLevel(orderLoad(request.ordersPerDay ?? assumed.ordersPerDay, process, request.linesPerOrder, assumed.linesPerOrder)),
    assumedSize: assumed.size,
    readiness: request.techReadiness === undefined ? 1 : LEVEL_VALUE[request.techReadiness],
    staffing: request.staffingPressure === undefined ? 1 : LEVEL_VALUE[request.staffingPressure],
    budget: request.budgetPreference ?? 'balanced',
    utilisation: utilisationLevel(request.hoursPerDay, request.daysPerWeek),
    laborCost: request.laborCostPerHour === undefined ? 1 : laborCostLevel(request.laborCostPerHour / typical),
    region,
    money,
    laborCostPerHour,
    laborCostDefaulted: request.laborCostPerHour === undefined,
    regionMoneyKnown: table.countries[region]?.laborCostPerHour !== undefined,
    regionCurrencyKnown: table.countries[region] !== undefined,
    typicalLaborCostPerHour: typical,
    typicalLaborShareOfUs: typical / defaultLaborCost(table, 'US', money).value,
  }
}

function utilisationLevel(hoursPerDay: number | undefined, daysPerWeek: number | undefined): number {
  if (hoursPerDay === undefined && daysPerWeek === undefined) return 1
  const weekly = (hoursPerDay ?? ASSUMED_HOURS_PER_DAY) * (daysPerWeek ?? ASSUMED_DAYS_PER_WEEK)
  if (weekly >= HIGH_UTILISATION_WEEKLY_HOURS) return 2
  return weekly >= MEDIUM_UTILISATION_WEEKLY_HOURS ? 1 : 0
}

/** Level of a labour cost from its ratio to the region's typical cost. */
function laborCostLevel(ratioToTypical: number): number {
  if (ratioToTypical >= HIGH_LABOR_RATIO) return 2
  return ratioToTypical < LOW_LABOR_RATIO ? 0 : 1
}

/**
 * Orders a day as the throughput levels read them: orders of the assumed lines each, so 500 store
 * orders of 30 lines count as 7,500 (round 148 A). Pallet orders are moves, not lines.
 */
function orderLoad(orders: number | undefined, process: string | undefined, sent: number | undefined, assumed: number | undefined): number | undefined {
  if (orders === undefined || process === 'pallet' || sent === undefined || assumed === undefined) return orders
  return (orders * sent) / assumed
}

function throughputLevel(ordersPerDay: number | undefined): number | undefined {
  if (ordersPerDay === undefined) return undefined
  if (ordersPerDay >= HIGH_THROUGHPUT_ORDERS) return 2
  return ordersPerDay >= MEDIUM_THROUGHPUT_ORDERS ? 1 : 0
}

/**
 * The profile fields of a category that the engine read as defaults because the request left
 * them out, in a fixed order: the answer lists them so a caller knows what to send next.
 */
export function defaultedInputs(request: MatchRequest, rules: CategoryRules): string[] {
  const fields: Array<keyof MatchRequest> = [rules.sizeField, rules.processField]
  if (request.category === 'warehouse') fields.push('ordersPerDay')
  fields.push('laborCostPerHour', 'hoursPerDay', 'daysPerWeek', 'staffingPressure', 'budgetPreference', 'techReadiness', 'region')
  // A carpet share sent without a floor type says the floor (see `floorTypeOf`).
  const missing: string[] = fields.filter((field) => (field === 'floorType' ? floorTypeOf(request) : request[field]) === undefined)
  if (carpetShareAssumed(request)) missing.push('carpetShare')
  return missing
}

/** Carpet share of a mixed floor when the request does not say: the figures and the type choice assume half. */
export const DEFAULT_MIXED_CARPET_SHARE = 0.5

/** A mixed floor without its carpet share is costed half and half: an assumed input like the others. */
export function carpetShareAssumed(request: MatchRequest): boolean {
  return request.category === 'cleaning' && request.floorType === 'mixed' && request.carpetShare === undefined
}
