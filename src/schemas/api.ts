/**
 * HTTP API schemas: the one source of truth for request validation, response types
 * (`InferOutput`) and the generated OpenAPI document.
 */
import * as v from 'valibot'
import {
  AcquisitionModelSchema,
  HomeLocaleSchema,
  LevelSchema,
  PriceBandSchema,
  RobotCategorySchema,
  RobotTypeSchema,
} from './catalog.js'

const finiteNumber = (min: number, max: number, minExclusive = false) =>
  v.pipe(
    v.number('must be a number'),
    v.finite('must be a finite number'),
    minExclusive ? v.gtValue(min, `must be greater than ${min}`) : v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  )

const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.picklist(values, `must be one of ${values.join(', ')}`)

export const TierSchema = v.picklist(['starter', 'pro'])
export type Tier = v.InferOutput<typeof TierSchema>

export const StaffingPressureSchema = enumOf(['low', 'medium', 'high'])
export const BudgetPreferenceSchema = enumOf(['low_upfront', 'balanced', 'maximize_long_term_roi'])
export type BudgetPreference = v.InferOutput<typeof BudgetPreferenceSchema>
export const AcquisitionPreferenceSchema = enumOf(['open', 'buy', 'lease', 'raas'])
export type AcquisitionPreference = v.InferOutput<typeof AcquisitionPreferenceSchema>

export const HandlingUnitSchema = enumOf(['each', 'case', 'pallet'])
export type HandlingUnit = v.InferOutput<typeof HandlingUnitSchema>
export const FloorTypeSchema = enumOf(['hard', 'carpet', 'mixed'])
export type FloorType = v.InferOutput<typeof FloorTypeSchema>
export const ServiceStyleSchema = enumOf(['table_service', 'counter_service', 'self_service'])
export type ServiceStyle = v.InferOutput<typeof ServiceStyleSchema>

/** Region code: two ASCII letters, any case in, upper case out; `UK` is read as `GB` (ISO 3166-1). */
export const RegionSchema = v.pipe(
  v.string('must be a string'),
  v.regex(/^[A-Za-z]{2}$/, 'must be a two-letter region code such as US'),
  v.toUpperCase(),
  v.transform((region) => (region === 'UK' ? 'GB' : region)),
)

export const MatchRequestSchema = v.strictObject(
  {
    category: enumOf(RobotCategorySchema.options),
    laborCostPerHour: v.optional(finiteNumber(0, 1000)),
    hoursPerDay: v.optional(finiteNumber(0, 24, true)),
    daysPerWeek: v.optional(finiteNumber(1, 7)),
    staffingPressure: v.optional(StaffingPressureSchema),
    budgetPreference: v.optional(BudgetPreferenceSchema),
    acquisitionPreference: v.optional(AcquisitionPreferenceSchema),
    techReadiness: v.optional(enumOf(LevelSchema.options)),
    region: v.optional(RegionSchema),
    floorAreaSqM: v.optional(finiteNumber(1, 10_000_000)),
    facilitySizeSqM: v.optional(finiteNumber(1, 10_000_000)),
    seatsPerDay: v.optional(finiteNumber(1, 1_000_000)),
    /** Warehouse: what is picked or moved — single items, cases/totes, or pallets. */
    handlingUnit: v.optional(HandlingUnitSchema),
    /** Warehouse: customer orders shipped per day (throughput). */
    ordersPerDay: v.optional(finiteNumber(1, 10_000_000)),
    /** Cleaning: the floor to clean — hard floors, carpet, or both. Default hard. */
    floorType: v.optional(FloorTypeSchema),
    /** Restaurant: how food reaches guests — at the table, at a counter, or self-service. */
    serviceStyle: v.optional(ServiceStyleSchema),
  },
)
export type MatchRequest = v.InferOutput<typeof MatchRequestSchema>
export type MatchRequestInput = v.InferInput<typeof MatchRequestSchema>

export const HomeMatchRequestSchema = v.strictObject(
  {
    floorAreaSqM: v.optional(finiteNumber(1, 10_000)),
    floorType: v.optional(FloorTypeSchema),
    pets: v.optional(v.boolean('must be true or false')),
    budgetUsd: v.optional(finiteNumber(0, 100_000)),
    mopping: v.optional(v.boolean('must be true or false')),
    selfEmptying: v.optional(v.boolean('must be true or false')),
    affiliateLocale: v.optional(enumOf(HomeLocaleSchema.options), 'US'),
  },
)
export type HomeMatchRequest = v.InferOutput<typeof HomeMatchRequestSchema>
export type HomeMatchRequestInput = v.InferInput<typeof HomeMatchRequestSchema>

export const VendorsQuerySchema = v.object({
  category: enumOf(RobotCategorySchema.options),
  region: v.optional(RegionSchema, 'US'),
})
export type VendorsQuery = v.InferOutput<typeof VendorsQuerySchema>

export const HomeProductsQuerySchema = v.object({
  locale: v.optional(enumOf(HomeLocaleSchema.options), 'US'),
})

// ---------------------------------------------------------------------------------------
// Responses

export const ErrorCodeSchema = v.picklist([
  'invalid_json',
  'validation_error',
  'unauthorized',
  'rate_limited',
  'quota_exceeded',
  'engine_error',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'storage_unavailable',
  'internal_error',
])
export type ErrorCode = v.InferOutput<typeof ErrorCodeSchema>

export const ApiErrorSchema = v.object({
  error: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
  period: v.optional(v.string()),
  limit: v.optional(v.pipe(v.number(), v.integer())),
  used: v.optional(v.pipe(v.number(), v.integer())),
})
export type ApiError = v.InferOutput<typeof ApiErrorSchema>

const Score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))
const Int = v.pipe(v.number(), v.integer())

export const RobotMatchSchema = v.object({
  robotType: RobotTypeSchema,
  label: v.string(),
  score: Score,
  rationale: v.array(v.string()),
})
export const RunnerUpSchema = v.object({
  robotType: RobotTypeSchema,
  label: v.string(),
  score: Score,
})
export const BestRobotMatchSchema = v.object({
  ...RobotMatchSchema.entries,
  /** Pro only: the next two robot types. */
  runnerUps: v.optional(v.array(RunnerUpSchema)),
})

export const ScoreBreakdownSchema = v.object({
  /** 30 when the vendor sells the recommended robot type in the region, 18 / 12 for the first / second runner-up type. */
  robotTypeFit: Int,
  /** 15 when it offers the recommended acquisition model, else 4 per model offered (at most 8). */
  acquisitionFit: Int,
  /** Up to 15: how well the site's size falls in the vendor's fit range (8 when the size is unknown). */
  sizeFit: Int,
  /** Up to 12: the vendor's price band against the budget preference. */
  budgetFit: Int,
  /** 10, 5 or 0 as the team's tech readiness meets, or falls one or two levels short of, what the vendor needs. */
  readinessFit: Int,
  /** Up to 10: faster deployments score higher, weighted by staffing pressure. */
  deploymentSpeed: Int,
  /** Up to 5: 3 direct sales, 2 through partners, 1 through integrators only; +2 when the head office is in the region. */
  regionFit: Int,
  /** 3 for a sponsored vendor whose other points reach 50; else 0. */
  sponsoredBoost: Int,
})
export type ScoreBreakdown = v.InferOutput<typeof ScoreBreakdownSchema>

export const VendorMatchSchema = v.object({
  rank: v.pipe(Int, v.minValue(1)),
  vendorId: v.string(),
  name: v.string(),
  /** The robot type this vendor is listed for: the recommended one, or a runner-up when too few vendors sell it. */
  robotType: RobotTypeSchema,
  score: Score,
  sponsored: v.boolean(),
  acquisitionModels: v.array(AcquisitionModelSchema),
  regions: v.array(v.string()),
  clickUrl: v.pipe(v.string(), v.url()),
  // pro only
  scoreBreakdown: v.optional(ScoreBreakdownSchema),
  priceBand: v.optional(PriceBandSchema),
  deploymentWeeks: v.optional(Int),
  headquarters: v.optional(v.string()),
})
export type VendorMatch = v.InferOutput<typeof VendorMatchSchema>

const Money = v.number()
const NullableMonths = v.nullable(v.number())

export const RobotMonthlyCostSchema = v.object({ buy: Money, lease: Money, raas: Money })

/** One rate the cleaning model used, with the public sources it comes from. */
export const CleaningRateUsedSchema = v.object({
  /** Which rate, e.g. `manualRates.walkBehindScrubber` or `robots.vacuum_sweeper.raasMonthlyUsd`. */
  name: v.string(),
  value: v.number(),
  /** Unit of `value`, e.g. `m²/h`, `USD/month`, `share`. */
  unit: v.string(),
  sources: v.array(v.string()),
  /** How the figure was derived; says when it is an estimate. */
  note: v.string(),
})
export type CleaningRateUsed = v.InferOutput<typeof CleaningRateUsedSchema>

export const CleaningRoiSchema = v.object({
  estimatedMonthlySavings: Money,
  /** Up-front cost ÷ net monthly saving; null when the net is ≤ 0 or nothing is paid up front. */
  paybackMonths: NullableMonths,
  // pro only: the full model
  acquisitionModel: v.optional(AcquisitionModelSchema),
  robotsNeeded: v.optional(Int),
  /** How the site is cleaned today, e.g. `mop`, `walk_behind_scrubber`, `ride_on_scrubber + carpet_vacuum`. */
  manualMethod: v.optional(v.string()),
  manualHoursPerMonth: v.optional(v.number()),
  laborHoursReplacedPerMonth: v.optional(v.number()),
  laborCostSavedPerMonth: v.optional(Money),
  robotMonthlyCost: v.optional(RobotMonthlyCostSchema),
  /** Paid before the first month under the recommended model (price, or lease/RaaS set-up). */
  upfrontCost: v.optional(Money),
  netMonthlySaving: v.optional(Money),
  threeYearNet: v.optional(Money),
  assumptions: v.optional(
    v.object({
      currency: v.literal('USD'),
      inputs: v.object({
        floorAreaSqM: v.number(),
        floorType: FloorTypeSchema,
        laborCostPerHour: v.number(),
        daysPerWeek: v.number(),
        /** `hoursPerDay`: hours per day the site is open for cleaning (the window robots can run). */
        cleaningWindowHoursPerDay: v.number(),
      }),
      weeksPerMonth: v.number(),
      manualRateSqMPerHour: v.number(),
      robotHoursPerDay: v.number(),
      usableHoursPerRobotPerDay: v.number(),
      rates: v.array(CleaningRateUsedSchema),
      /** Request fields that were missing and took the rates table's default. */
      defaultsUsed: v.array(v.string()),
    }),
  ),
})
export type CleaningRoi = v.InferOutput<typeof CleaningRoiSchema>

export const AttributionSchema = v.object({
  required: v.boolean(),
  link: v.pipe(v.string(), v.url()),
  text: v.string(),
})
export type Attribution = v.InferOutput<typeof AttributionSchema>

export const MatchConfidenceSchema = v.picklist(['strong', 'moderate', 'weak'])

export const PublicMatchResponseSchema = v.object({
  matchId: v.pipe(v.string(), v.uuid()),
  tier: TierSchema,
  category: RobotCategorySchema,
  /** The region matched for, upper-case (default US). */
  region: v.optional(v.string()),
  matchConfidence: v.optional(MatchConfidenceSchema),
  acquisitionRecommendation: v.optional(AcquisitionModelSchema),
  acquisitionRationale: v.optional(v.string()),
  bestRobotMatch: BestRobotMatchSchema,
  vendorMatches: v.array(VendorMatchSchema),
  cleaningRoi: v.optional(CleaningRoiSchema),
  fleetSizingHint: v.optional(v.string()),
  /** Profile fields the request left out, which the engine read as defaults: send them for a sharper answer. */
  defaultedInputs: v.optional(v.array(v.string())),
  attribution: AttributionSchema,
})
export type PublicMatchResponse = v.InferOutput<typeof PublicMatchResponseSchema>

export const VendorListItemSchema = v.object({
  vendorId: v.string(),
  name: v.string(),
  products: v.array(v.string()),
  robotTypes: v.array(RobotTypeSchema),
  acquisitionModels: v.array(AcquisitionModelSchema),
  regions: v.array(v.string()),
  priceBand: PriceBandSchema,
  deploymentWeeks: Int,
  headquarters: v.string(),
  website: v.pipe(v.string(), v.url()),
  sponsored: v.boolean(),
})
export type VendorListItem = v.InferOutput<typeof VendorListItemSchema>

export const PublicVendorsResponseSchema = v.object({
  tier: TierSchema,
  category: RobotCategorySchema,
  region: v.optional(v.string()),
  count: Int,
  total: Int,
  vendors: v.array(VendorListItemSchema),
})
export type PublicVendorsResponse = v.InferOutput<typeof PublicVendorsResponseSchema>

export const HomeScoreDetailSchema = v.object({
  budget: Int,
  floorType: Int,
  pets: Int,
  mopping: Int,
  selfEmptying: Int,
  area: Int,
})
export type HomeScoreDetail = v.InferOutput<typeof HomeScoreDetailSchema>

export const HomeProductMatchSchema = v.object({
  rank: v.pipe(Int, v.minValue(1)),
  productId: v.string(),
  brand: v.string(),
  model: v.string(),
  score: Score,
  /** The price shown to the visitor: GBP at UK retailers for locale UK (USD where no UK price is known), else USD. */
  price: v.object({ amount: v.number(), currency: v.picklist(['USD', 'GBP']) }),
  priceUsd: v.number(),
  /** UK retailer price; null where none was found (never a conversion of `priceUsd`). */
  priceGbp: v.nullable(v.number()),
  /** True only when nothing fits budgetUsd and the closest products over it are shown instead. */
  overBudget: v.boolean(),
  navigation: v.string(),
  mopping: v.string(),
  selfEmptying: v.boolean(),
  reasons: v.array(v.string()),
  clickUrl: v.pipe(v.string(), v.url()),
  scoreDetail: v.optional(HomeScoreDetailSchema),
})
export type HomeProductMatch = v.InferOutput<typeof HomeProductMatchSchema>

export const HomeMatchResponseSchema = v.object({
  matchId: v.pipe(v.string(), v.uuid()),
  tier: TierSchema,
  locale: HomeLocaleSchema,
  bestMatch: HomeProductMatchSchema,
  products: v.array(HomeProductMatchSchema),
  attribution: AttributionSchema,
})
export type HomeMatchResponse = v.InferOutput<typeof HomeMatchResponseSchema>

export const HomeProductListItemSchema = v.object({
  productId: v.string(),
  brand: v.string(),
  model: v.string(),
  priceUsd: v.number(),
  /** UK retailer price; null where none was found (never a conversion of `priceUsd`). */
  priceGbp: v.nullable(v.number()),
  navigation: v.string(),
  suctionPa: v.nullable(Int),
  mopping: v.string(),
  selfEmptying: v.boolean(),
  maxAreaSqM: v.number(),
  clickUrl: v.pipe(v.string(), v.url()),
})
export const HomeProductsResponseSchema = v.object({
  tier: TierSchema,
  locale: HomeLocaleSchema,
  count: Int,
  products: v.array(HomeProductListItemSchema),
})
export type HomeProductsResponse = v.InferOutput<typeof HomeProductsResponseSchema>

