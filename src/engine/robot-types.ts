/**
 * The rules table: what each robot type is good for. Every other engine file reads these
 * facts instead of keeping its own, so a type's size range or cost level is stated once.
 */
import type { KitchenTask, Level, RobotCategory, RobotType } from '../schemas/catalog.js'

/** Cleaning sites below this floor area are assumed to mix carpet and hard floor when the request does not say. */
const MIXED_FLOOR_BELOW_SQM = 3_000

/** Numeric value of a level, so levels can be compared and subtracted. */
export const LEVEL_VALUE: Record<Level, number> = { low: 0, medium: 1, high: 2 }

/** The profile field that measures size in each category. */
type SizeField = 'facilitySizeSqM' | 'floorAreaSqM' | 'seatsPerDay'

/** The profile field that says how the work is done in each category (what decides the type first). */
type ProcessField = 'handlingUnit' | 'floorType' | 'serviceStyle'

/** How well a type suits each answer of the category's process field, 0 (not at all) … 1 (made for it). */
type ProcessFit = Readonly<Record<string, number>>

/** Orders a day per m² from which a small building counts as dense (micro-fulfilment): about 5 × the default of 0.2. */
export const DENSE_ORDERS_PER_SQM = 1

/** What one robot type needs and delivers. Levels are relative to the other types of its category. */
export interface RobotTypeRule {
  type: RobotType
  label: string
  /** Lower-case singular and plural used inside sentences ("goods-to-person AMR", "goods-to-person AMRs"). */
  one: string
  plural: string
  /**
   * Size range (in the category's size unit) where real deployments of the type are common;
   * `max` may be Infinity. Wide on purpose: size alone rarely decides, process and
   * throughput do.
   */
  idealSize: { min: number; max: number }
  /**
   * A size range that replaces `idealSize` for one process answer, where the type is another kind
   * of installation for it (pallet AS/RS is a high-bay crane or shuttle project, not a bin grid);
   * no density exception (`compact`) applies then.
   */
  idealSizeFor?: Readonly<Record<string, { min: number; max: number }>>
  /** Fit to each answer of the category's process field. */
  processFit: ProcessFit
  /**
   * Warehouse: a dense storage system (goods-to-person, AS/RS) that suits a small building with
   * many orders — below its size range it is not penalised once orders per m² reach
   * {@link DENSE_ORDERS_PER_SQM}.
   */
  compact?: boolean
  /**
   * Warehouse: a system integrators quote per project (goods-to-person, AS/RS), so its prices are
   * planning figures: a proceed says so and is never strong (round 64, W640: an 8-month payback on
   * planning figures for a 24,000-line-a-day site had read as a firm "strong").
   */
  quotedPerProject?: boolean
  /** Warehouse only: fit to low / medium / high order throughput (see `throughputLevel`). */
  throughputFit?: readonly [number, number, number]
  /** Capital needed to buy a typical first deployment. */
  upfrontCost: Level
  /** Tech readiness the customer needs to run it well. */
  readinessNeeded: Level
  /** How much manual work it takes over. */
  laborReplaced: Level
  /** How well it suits long operating hours (capital spread over more hours). */
  longHoursFit: Level
  /** Why the type fits each process answer, for the rationale ("moves whole pallets"). */
  processText: Readonly<Record<string, string>>
}

/** The rules of one category. */
export interface CategoryRules {
  sizeField: SizeField
  /** Sentence subject for the size ("Facility of 12,000 m²"). */
  sizeNoun: string
  sizeUnit: string
  processField: ProcessField
  /** The process answer assumed when none is given: the common case for a site of this size. */
  defaultProcess: (size: number | undefined) => string
  /**
   * Whether the labour cost sways the robot type. In no category today: the labour cost
   * enters through the economics, and keeping it out of the type choice keeps the verdict
   * monotonic in the labour cost (a higher wage never gives a worse verdict).
   */
  laborCostSwaysType: boolean
  /** The category's types in tie-break order: the lighter commitment first. */
  types: readonly RobotTypeRule[]
}

/** The rules table itself: per category, its size and process fields and its robot types. */
export const CATEGORY_RULES: Record<RobotCategory, CategoryRules> = {
  warehouse: {
    sizeField: 'facilitySizeSqM',
    sizeNoun: 'Facility',
    sizeUnit: 'm²',
    processField: 'handlingUnit',
    // Picking single items is the common case at every size; never forklifts on size alone.
    defaultProcess: () => 'each',
    laborCostSwaysType: false,
    types: [
      {
        type: 'collaborative_picking_amr',
        label: 'Collaborative picking AMR',
        one: 'collaborative picking AMR',
        plural: 'collaborative picking AMRs',
        // Locus and similar fleets run in sites from small e-commerce rooms to 100,000+ m² DCs.
        idealSize: { min: 1_000, max: 150_000 },
        processFit: { each: 1, case: 0.6, pallet: 0 },
        throughputFit: [1, 0.9, 0.5],
        upfrontCost: 'low',
        readinessNeeded: 'low',
        laborReplaced: 'medium',
        longHoursFit: 'medium',
        processText: {
          each: 'they make each-picking walks shorter without changing racks or processes',
          case: 'they carry cases and totes between pickers and pack-out',
          pallet: 'they carry totes, not pallets',
        },
      },
      {
        type: 'goods_to_person_amr',
        label: 'Goods-to-person AMR',
        one: 'goods-to-person AMR',
        plural: 'goods-to-person AMRs',
        idealSize: { min: 2_000, max: 150_000 },
        processFit: { each: 0.9, case: 0.8, pallet: 0.1 },
        compact: true,
        quotedPerProject: true,
        throughputFit: [0.4, 1, 1],
        upfrontCost: 'high',
        readinessNeeded: 'medium',
        laborReplaced: 'high',
        longHoursFit: 'high',
        processText: {
          each: 'they bring shelves and totes to pick stations, so pickers stop walking',
          case: 'they bring totes and cases to stations at high rates',
          pallet: 'they handle shelves and totes, not pallets',
        },
      },
      {
        type: 'autonomous_forklift',
        label: 'Autonomous forklift / tugger',
        one: 'autonomous forklift or tugger',
        plural: 'autonomous forklifts and tuggers',
        idealSize: { min: 3_000, max: 500_000 },
        processFit: { each: 0.1, case: 0.4, pallet: 1 },
        throughputFit: [0.8, 0.8, 0.7],
        upfrontCost: 'medium',
        readinessNeeded: 'medium',
        laborReplaced: 'medium',
        longHoursFit: 'high',
        processText: {
          each: 'they move pallets and carts, not single items',
          case: 'they move pallets and carts of cases between dock, storage and lines',
          pallet: 'they move whole pallets from dock to rack without a driver',
        },
      },
      {
        type: 'asrs',
        label: 'AS/RS (automated storage and retrieval)',
        one: 'AS/RS system',
        plural: 'AS/RS systems',
        // From micro-fulfilment grids of ~1,000 m² to national DCs.
        idealSize: { min: 1_000, max: 300_000 },
        // Pallet AS/RS (stacker cranes, pallet shuttles) is a high-bay building project: a pallet
        // room of a few thousand m² is driverless-forklift ground (expert review, round 34).
        idealSizeFor: { pallet: { min: 5_000, max: 300_000 } },
        processFit: { each: 0.9, case: 0.9, pallet: 0.6 },
        compact: true,
        quotedPerProject: true,
        throughputFit: [0.2, 0.7, 1],
        upfrontCost: 'high',
        readinessNeeded: 'high',
        laborReplaced: 'high',
        longHoursFit: 'high',
        processText: {
          each: 'dense storage with robotic retrieval serves the most picks per hour and per m²',
          case: 'shuttle and cube storage serve case and tote flows at the highest rates',
          pallet: 'pallet AS/RS stores densely but needs a large, long-term project',
        },
      },
    ],
  },
  cleaning: {
    sizeField: 'floorAreaSqM',
    sizeNoun: 'Floor area',
    sizeUnit: 'm²',
    processField: 'floorType',
    // Small sites (offices, shops) mix carpet and hard floor; larger ones (halls, stores, terminals) are hard floor.
    defaultProcess: (size) => (size !== undefined && size < MIXED_FLOOR_BELOW_SQM ? 'mixed' : 'hard'),
    laborCostSwaysType: false,
    types: [
      {
        type: 'vacuum_sweeper',
        label: 'Autonomous vacuum / sweeper',
        one: 'autonomous vacuum or sweeper',
        plural: 'autonomous vacuums and sweepers',
        idealSize: { min: 50, max: 3_000 },
        processFit: { hard: 0.4, carpet: 1, mixed: 0.9 },
        upfrontCost: 'low',
        readinessNeeded: 'low',
        laborReplaced: 'low',
        longHoursFit: 'medium',
        processText: {
          hard: 'they sweep dust but do not wet-scrub hard floors',
          carpet: 'they vacuum carpet, which scrubbers cannot clean',
          mixed: 'they vacuum the carpeted part; the hard floor still needs mopping or a scrubber',
        },
      },
      {
        type: 'walk_behind_scrubber',
        label: 'Walk-behind autonomous scrubber',
        one: 'walk-behind autonomous scrubber',
        plural: 'walk-behind autonomous scrubbers',
        // Corridors, schools, hospitals and stores up to ~15,000 m² (casebook C6).
        idealSize: { min: 1_000, max: 15_000 },
        processFit: { hard: 1, carpet: 0, mixed: 0.5 },
        upfrontCost: 'medium',
        readinessNeeded: 'low',
        laborReplaced: 'medium',
        longHoursFit: 'medium',
        processText: {
          hard: 'they scrub and dry hard floors and fit aisles and corridors',
          carpet: 'they scrub hard floors only, not carpet',
          mixed: 'they scrub the hard-floor part; carpet needs a vacuum',
        },
      },
      {
        type: 'ride_on_scrubber',
        label: 'Ride-on autonomous scrubber',
        one: 'ride-on autonomous scrubber',
        plural: 'ride-on autonomous scrubbers',
        idealSize: { min: 10_000, max: Infinity },
        processFit: { hard: 1, carpet: 0, mixed: 0.4 },
        upfrontCost: 'high',
        readinessNeeded: 'medium',
        laborReplaced: 'high',
        longHoursFit: 'high',
        processText: {
          hard: 'wide scrub paths cover large open hard floors fastest',
          carpet: 'they scrub hard floors only, not carpet',
          mixed: 'they scrub large hard-floor areas; carpet needs a vacuum',
        },
      },
    ],
  },
  restaurant: {
    sizeField: 'seatsPerDay',
    sizeNoun: 'Volume',
    sizeUnit: 'covers/day',
    processField: 'serviceStyle',
    // Table service is the common case of restaurants that buy robots.
    defaultProcess: () => 'table_service',
    laborCostSwaysType: false,
    types: [
      {
        type: 'serving_robot',
        label: 'Serving robot',
        one: 'serving robot',
        plural: 'serving robots',
        idealSize: { min: 50, max: 2_000 },
        processFit: { table_service: 1, counter_service: 0.3, self_service: 0.2 },
        upfrontCost: 'low',
        readinessNeeded: 'low',
        laborReplaced: 'medium',
        longHoursFit: 'medium',
        processText: {
          table_service: 'they run plates from the pass to tables so servers stay with guests',
          counter_service: 'they can run orders to tables, but counter service has few table runs',
          self_service: 'self-service has no table runs to take over',
        },
      },
      {
        type: 'delivery_bussing_robot',
        label: 'Delivery / bussing robot',
        one: 'delivery or bussing robot',
        plural: 'delivery and bussing robots',
        idealSize: { min: 200, max: 5_000 },
        processFit: { table_service: 0.6, counter_service: 0.5, self_service: 1 },
        upfrontCost: 'medium',
        readinessNeeded: 'low',
        laborReplaced: 'medium',
        longHoursFit: 'high',
        processText: {
          table_service: 'they carry dirty dishes back and free servers for guests',
          counter_service: 'they collect trays and dishes from where guests eat',
          self_service: 'they collect trays and dishes where guests serve themselves',
        },
      },
      {
        type: 'kitchen_automation',
        label: 'Kitchen automation (cooking, assembly, dishwashing)',
        one: 'kitchen automation station',
        plural: 'kitchen automation stations',
        idealSize: { min: 300, max: 50_000 },
        processFit: { table_service: 0.4, counter_service: 1, self_service: 0.6 },
        upfrontCost: 'high',
        readinessNeeded: 'high',
        laborReplaced: 'high',
        longHoursFit: 'high',
        processText: {
          table_service: 'they take over repetitive kitchen stations behind table service',
          counter_service: 'fryer, bowl and dish stations repeat the same steps all day',
          self_service: 'dish and cooking stations of high-volume self-service repeat all day',
        },
      },
    ],
  },
}

/** Each robot type's plural, as sentences name it. */
export const TYPE_PLURAL = Object.fromEntries(Object.values(CATEGORY_RULES).flatMap((rules) => rules.types.map((rule) => [rule.type, rule.plural]))) as Record<
  RobotType,
  string
>

/** A named kitchen task's stations, one and many: the answer's sentences call them so. */
export const KITCHEN_TASK_UNITS: Record<KitchenTask, readonly [string, string]> = {
  frying: ['frying robot', 'frying robots'],
  cooking: ['cooking robot', 'cooking robots'],
  assembly: ['assembly line', 'assembly lines'],
  dishwashing: ['dishwashing robot', 'dishwashing robots'],
  sushi: ['sushi machine', 'sushi machines'],
  drinks: ['drinks robot', 'drinks robots'],
  meal_production: ['meal-production line', 'meal-production lines'],
}

const rulesByProcess = new Map<CategoryRules, Map<string, CategoryRules>>()

/**
 * A category's rules as they apply to one process answer: types with an `idealSizeFor` that
 * process take that range (and no density exception). Built once per category and process.
 */
export function rulesForProcess(rules: CategoryRules, process: string | undefined): CategoryRules {
  if (process === undefined || !rules.types.some((rule) => rule.idealSizeFor?.[process] !== undefined)) return rules
  let byProcess = rulesByProcess.get(rules)
  if (byProcess === undefined) rulesByProcess.set(rules, (byProcess = new Map()))
  let resolved = byProcess.get(process)
  if (resolved === undefined) {
    const types = rules.types.map((rule) => {
      const size = rule.idealSizeFor?.[process]
      return size === undefined ? rule : { ...rule, idealSize: size, compact: false }
    })
    resolved = { ...rules, types }
    byProcess.set(process, resolved)
  }
  return resolved
}
