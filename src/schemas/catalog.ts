/**
 * Catalog file schemas. Every file under `catalogs/` is validated against these at load
 * time; a bad entry stops loading with the file, the entry and the field named.
 */
import * as v from 'valibot'

export const RobotCategorySchema = v.picklist(['warehouse', 'cleaning', 'restaurant'])
export type RobotCategory = v.InferOutput<typeof RobotCategorySchema>
export const ROBOT_CATEGORIES = RobotCategorySchema.options

/** Robot types the engine knows, per category (the rules live in `src/engine/robot-types.ts`). */
export const RobotTypeSchema = v.picklist([
  // warehouse
  'goods_to_person_amr',
  'collaborative_picking_amr',
  'autonomous_forklift',
  'asrs',
  // cleaning
  'ride_on_scrubber',
  'walk_behind_scrubber',
  'vacuum_sweeper',
  // restaurant
  'serving_robot',
  'delivery_bussing_robot',
  'kitchen_automation',
])
export type RobotType = v.InferOutput<typeof RobotTypeSchema>

export const AcquisitionModelSchema = v.picklist(['buy', 'lease', 'raas'])
export type AcquisitionModel = v.InferOutput<typeof AcquisitionModelSchema>

export const LevelSchema = v.picklist(['low', 'medium', 'high'])
export type Level = v.InferOutput<typeof LevelSchema>

/** Price band of a vendor's typical deployment: budget < mid < premium. */
export const PriceBandSchema = v.picklist(['budget', 'mid', 'premium'])
export type PriceBand = v.InferOutput<typeof PriceBandSchema>

const RegionCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be an upper-case two-letter region code'))
const HttpsUrlSchema = v.pipe(v.string(), v.url(), v.startsWith('https://', 'must be an https URL'))
const IdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case kebab-case'))

export const VendorSchema = v.strictObject({
  id: IdSchema,
  name: v.pipe(v.string(), v.minLength(1)),
  /** Flagship products, real names. */
  products: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1)),
  robotTypes: v.pipe(v.array(RobotTypeSchema), v.minLength(1)),
  regions: v.pipe(v.array(RegionCodeSchema), v.minLength(1)),
  acquisitionModels: v.pipe(v.array(AcquisitionModelSchema), v.minLength(1)),
  priceBand: PriceBandSchema,
  deploymentWeeks: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(104)),
  headquarters: v.pipe(v.string(), v.minLength(1)),
  website: HttpsUrlSchema,
  /** Technical readiness the customer needs to run the product well. */
  readinessRequired: LevelSchema,
  /** Size range the vendor's product fits: m² for warehouse/cleaning, seats per day for restaurant. */
  fitSize: v.strictObject({
    min: v.pipe(v.number(), v.minValue(0)),
    max: v.pipe(v.number(), v.minValue(1)),
  }),
  sponsored: v.boolean(),
})
export type Vendor = v.InferOutput<typeof VendorSchema>

export const VendorCatalogSchema = v.strictObject({
  category: RobotCategorySchema,
  vendors: v.pipe(v.array(VendorSchema), v.minLength(1)),
})
export type VendorCatalog = v.InferOutput<typeof VendorCatalogSchema>

export const HomeLocaleSchema = v.picklist(['US', 'UK'])
export type HomeLocale = v.InferOutput<typeof HomeLocaleSchema>

export const HomeProductSchema = v.strictObject({
  id: IdSchema,
  brand: v.pipe(v.string(), v.minLength(1)),
  model: v.pipe(v.string(), v.minLength(1)),
  /** Approximate street prices. */
  priceUsd: v.pipe(v.number(), v.minValue(1)),
  priceGbp: v.pipe(v.number(), v.minValue(1)),
  navigation: v.picklist(['lidar', 'camera', 'gyro']),
  /** Suction in pascal as published by the maker. */
  suctionPa: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** How well it deals with carpet (1 poor … 5 excellent). */
  carpetScore: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  /** How well it deals with pet hair (1 … 5): tangle-free rollers, suction, bin size. */
  petScore: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  mopping: v.picklist(['none', 'pad', 'rotating', 'roller']),
  selfEmptying: v.boolean(),
  /** Floor area it covers comfortably on one charge, m². */
  maxAreaSqM: v.pipe(v.number(), v.minValue(10)),
  /** Retailer product pages per locale. */
  links: v.strictObject({ US: HttpsUrlSchema, UK: HttpsUrlSchema }),
})
export type HomeProduct = v.InferOutput<typeof HomeProductSchema>

export const HomeCatalogSchema = v.strictObject({
  products: v.pipe(v.array(HomeProductSchema), v.minLength(1)),
})
export type HomeCatalog = v.InferOutput<typeof HomeCatalogSchema>
