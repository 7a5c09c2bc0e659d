/**
 * The rules table: what each robot type is good for. Every other engine file reads these
 * facts instead of keeping its own, so a type's size range or cost level is stated once.
 */
import type { Level, RobotCategory, RobotType } from '../schemas/catalog.js'

/** Numeric value of a level, so levels can be compared and subtracted. */
export const LEVEL_VALUE: Record<Level, number> = { low: 0, medium: 1, high: 2 }

/** The profile field that measures size in each category. */
export type SizeField = 'facilitySizeSqM' | 'floorAreaSqM' | 'seatsPerDay'

/** What one robot type needs and delivers. Levels are relative to the other types of its category. */
export interface RobotTypeRule {
  type: RobotType
  label: string
  /** Lower-case plural used inside sentences ("goods-to-person AMRs"). */
  plural: string
  /** Size range (in the category's size unit) where the type is the natural choice; `max` may be Infinity. */
  idealSize: { min: number; max: number }
  /** Capital needed to buy a typical first deployment. */
  upfrontCost: Level
  /** Tech readiness the customer needs to run it well. */
  readinessNeeded: Level
  /** How much manual work it takes over. */
  laborReplaced: Level
  /** How well it suits long operating hours (capital spread over more hours). */
  longHoursFit: Level
}

/** The rules of one category. */
export interface CategoryRules {
  sizeField: SizeField
  /** Sentence subject for the size ("Facility of 12,000 m²"). */
  sizeNoun: string
  sizeUnit: string
  /**
   * Whether the labour cost sways the robot type. Not for cleaning: there the labour cost
   * enters through the ROI model, and keeping it out of the type choice keeps the ROI
   * savings monotonic in the labour cost.
   */
  laborCostSwaysType: boolean
  /** The category's types in tie-break order: the lighter commitment first. */
  types: readonly RobotTypeRule[]
}

/** The rules table itself: per category, its size field and its robot types. */
export const CATEGORY_RULES: Record<RobotCategory, CategoryRules> = {
  warehouse: {
    sizeField: 'facilitySizeSqM',
    sizeNoun: 'Facility',
    sizeUnit: 'm²',
    laborCostSwaysType: true,
    types: [
      {
        type: 'collaborative_picking_amr',
        label: 'Collaborative picking AMR',
        plural: 'collaborative picking AMRs',
        idealSize: { min: 1_000, max: 15_000 },
        upfrontCost: 'low',
        readinessNeeded: 'low',
        laborReplaced: 'medium',
        longHoursFit: 'medium',
      },
      {
        type: 'goods_to_person_amr',
        label: 'Goods-to-person AMR',
        plural: 'goods-to-person AMRs',
        idealSize: { min: 5_000, max: 50_000 },
        upfrontCost: 'high',
        readinessNeeded: 'medium',
        laborReplaced: 'high',
        longHoursFit: 'high',
      },
      {
        type: 'autonomous_forklift',
        label: 'Autonomous forklift / tugger',
        plural: 'autonomous forklifts and tuggers',
        idealSize: { min: 8_000, max: 200_000 },
        upfrontCost: 'medium',
        readinessNeeded: 'medium',
        laborReplaced: 'medium',
        longHoursFit: 'high',
      },
      {
        type: 'asrs',
        label: 'AS/RS (automated storage and retrieval)',
        plural: 'AS/RS systems',
        idealSize: { min: 10_000, max: 500_000 },
        upfrontCost: 'high',
        readinessNeeded: 'high',
        laborReplaced: 'high',
        longHoursFit: 'high',
      },
    ],
  },
  cleaning: {
    sizeField: 'floorAreaSqM',
    sizeNoun: 'Floor area',
    sizeUnit: 'm²',
    laborCostSwaysType: false,
    types: [
      {
        type: 'vacuum_sweeper',
        label: 'Autonomous vacuum / sweeper',
        plural: 'autonomous vacuums and sweepers',
        idealSize: { min: 50, max: 2_500 },
        upfrontCost: 'low',
        readinessNeeded: 'low',
        laborReplaced: 'low',
        longHoursFit: 'medium',
      },
      {
        type: 'walk_behind_scrubber',
        label: 'Walk-behind autonomous scrubber',
        plural: 'walk-behind autonomous scrubbers',
        idealSize: { min: 1_500, max: 12_000 },
        upfrontCost: 'medium',
        readinessNeeded: 'low',
        laborReplaced: 'medium',
        longHoursFit: 'medium',
      },
      {
        type: 'ride_on_scrubber',
        label: 'Ride-on autonomous scrubber',
        plural: 'ride-on autonomous scrubbers',
        idealSize: { min: 8_000, max: Infinity },
        upfrontCost: 'high',
        readinessNeeded: 'medium',
        laborReplaced: 'high',
        longHoursFit: 'high',
      },
    ],
  },
  restaurant: {
    sizeField: 'seatsPerDay',
    sizeNoun: 'Volume',
    sizeUnit: 'seats/day',
    laborCostSwaysType: true,
    types: [
      {
        type: 'serving_robot',
        label: 'Serving robot',
        plural: 'serving robots',
        idealSize: { min: 60, max: 1_200 },
        upfrontCost: 'low',
        readinessNeeded: 'low',
        laborReplaced: 'medium',
        longHoursFit: 'medium',
      },
      {
        type: 'delivery_bussing_robot',
        label: 'Delivery / bussing robot',
        plural: 'delivery and bussing robots',
        idealSize: { min: 400, max: 5_000 },
        upfrontCost: 'medium',
        readinessNeeded: 'low',
        laborReplaced: 'high',
        longHoursFit: 'high',
      },
      {
        type: 'kitchen_automation',
        label: 'Dishwashing / kitchen automation',
        plural: 'dishwashing and kitchen automation systems',
        idealSize: { min: 1_500, max: 50_000 },
        upfrontCost: 'high',
        readinessNeeded: 'high',
        laborReplaced: 'high',
        longHoursFit: 'high',
      },
    ],
  },
}
