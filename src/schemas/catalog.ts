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

const RegionCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be an upper-case two-letter region code (ISO 3166-1 alpha-2, GB not UK)'))
const HttpsUrlSchema = v.pipe(v.string(), v.url(), v.startsWith('https://', 'must be an https URL'))
const IdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case kebab-case'))
const TextSchema = v.pipe(v.string(), v.minLength(1))

/** Public pages that back an entry's facts: the vendor's own site, press releases, filings, retailers. */
export const SourcesSchema = v.pipe(v.array(HttpsUrlSchema), v.minLength(1, 'needs at least one public source URL'))
/** The day the entry's facts were last checked against its sources. */
export const CheckedAtSchema = v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD'))

/**
 * Whether a vendor sells today. Only `active` vendors are matched and listed; the others stay
 * in the file so the catalog says why a name a buyer may expect is gone.
 * - `active`: sells the listed offerings today (possibly as part of a parent group, see `parent`).
 * - `discontinued`: the company exists but no longer sells robots of our categories.
 * - `defunct`: liquidated or absorbed; the brand is no longer sold.
 */
export const VendorStatusSchema = v.picklist(['active', 'discontinued', 'defunct'])
export type VendorStatus = v.InferOutput<typeof VendorStatusSchema>

/** How buyers reach the vendor: directly, through resellers/partners, or only through system integrators. */
/**
 * What a kitchen-automation station does. General tasks serve most counter menus; `sushi` and
 * `drinks` machines serve one kind of menu and `meal_production` lines serve central kitchens,
 * so they are listed only when asked for.
 */
export const KitchenTaskSchema = v.picklist(['frying', 'cooking', 'assembly', 'dishwashing', 'sushi', 'drinks', 'meal_production'])
export type KitchenTask = v.InferOutput<typeof KitchenTaskSchema>

export const SalesChannelSchema = v.picklist(['direct', 'partners', 'integrators'])
export type SalesChannel = v.InferOutput<typeof SalesChannelSchema>

/** What a vendor sells of one robot type, and where. */
export const OfferingSchema = v.strictObject({
  robotType: RobotTypeSchema,
  /** Product names as the vendor sells them today. */
  products: v.pipe(v.array(TextSchema), v.minLength(1)),
  /** Countries where this offering is sold today (ISO 3166-1 alpha-2): own offices or named partners. */
  regions: v.pipe(v.array(RegionCodeSchema), v.minLength(1)),
  /**
   * Acquisition models offered for this type, where they differ from the vendor's
   * `acquisitionModels` (e.g. RaaS only for one product line).
   */
  acquisitionModels: v.optional(v.pipe(v.array(AcquisitionModelSchema), v.minLength(1))),
  /** Public pages that state this offering's products and the countries it is sold in (claim-level sources). */
  sources: v.optional(SourcesSchema),
  /** Kitchen automation only (required there): what the station does. */
  kitchenTasks: v.optional(v.pipe(v.array(KitchenTaskSchema), v.minLength(1))),
  /**
   * AS/RS only: whether the systems listed store whole pallets (stacker cranes, pallet shuttles)
   * or only bins, totes and cases (false). Left out where the products listed do not say.
   */
  palletLoads: v.optional(v.boolean()),
  /**
   * AS/RS only: false where the systems listed handle whole cases only and are not offered for
   * single-item (each) picking. Left out where the products listed do not say.
   */
  singleItems: v.optional(v.boolean()),
  /**
   * Goods-to-person only: true where the robots listed pick items from the shelves in the aisles
   * themselves (mobile picking robots), rather than only bring shelves and totes to a person at a
   * station, so the type's station figures do not describe them (round 144 C). Left out for
   * station systems.
   */
  picksInAisles: v.optional(v.literal(true)),
  /**
   * Where the products listed are made for narrower use than the type's usual sites, that use, as a
   * phrase that follows "made for" (a hospital tray robot listed as a delivery and bussing robot:
   * "hospital and institutional kitchens …"), from the offering's sources. An answer listing the
   * vendor for this type says so (warning `vendor_made_for`, round 163 C: Aethon's TUG had stood
   * fourth on every US buffet's list with no word of what it is for).
   */
  madeFor: v.optional(TextSchema),
})
export type Offering = v.InferOutput<typeof OfferingSchema>

/** A price the vendor or a reseller publishes; the anchor of a price band. */
export const PublishedPriceSchema = v.strictObject({
  item: TextSchema,
  amount: v.pipe(v.number(), v.minValue(0)),
  /** ISO 4217 code of the amount as published (USD, EUR, GBP, JPY, AUD, …). */
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as USD')),
  per: v.picklist(['unit', 'month']),
  source: HttpsUrlSchema,
})
export type PublishedPrice = v.InferOutput<typeof PublishedPriceSchema>

/** One vendor entry as written in a catalog file. */
export const VendorEntrySchema = v.strictObject({
  id: IdSchema,
  name: TextSchema,
  status: VendorStatusSchema,
  /** City and country of the head office. */
  headquarters: TextSchema,
  website: HttpsUrlSchema,
  /** Owning group when the vendor belongs to one (e.g. "Rockwell Automation"). */
  parent: v.optional(TextSchema),
  salesChannel: SalesChannelSchema,
  offerings: v.pipe(v.array(OfferingSchema), v.minLength(1)),
  acquisitionModels: v.pipe(v.array(AcquisitionModelSchema), v.minLength(1)),
  priceBand: PriceBandSchema,
  publishedPrices: v.optional(v.array(PublishedPriceSchema)),
  /** Typical weeks from order to a working first deployment. */
  deploymentWeeks: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(104)),
  /** Technical readiness the customer needs to run the product well. */
  readinessRequired: LevelSchema,
  /** Size range the vendor's products fit: m² for warehouse/cleaning, seats per day for restaurant. */
  fitSize: v.strictObject({
    min: v.pipe(v.number(), v.minValue(0)),
    max: v.pipe(v.number(), v.minValue(1)),
  }),
  sponsored: v.boolean(),
  /**
   * Set only where no source of the last two years shows the vendor still selling; `newestSource` is
   * the year of the newest dated public source that does (left out where none is dated). The entry
   * stays listed (its offerings are sourced), but it earns no `regionFit` points, does not count
   * towards a strong confidence, and an answer listing it says so (`vendor_unconfirmed`), so a buyer
   * checks before contacting it (casebook re-judge 145 A: a seller last seen in 2021 led 83 of 109 UK
   * vacuum answers with no word of doubt).
   */
  tradingUnconfirmed: v.optional(v.strictObject({ newestSource: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1990), v.maxValue(2100))) })),
  /**
   * A single maker's local distributor: the id of the maker (in the same file) whose robots it
   * sells. Where both would be listed, the maker is listed and the distributor is not (one robot,
   * one place in the list); where the maker is not listed, the distributor is.
   */
  resellerOf: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a vendor id'))),
  sources: SourcesSchema,
  checkedAt: CheckedAtSchema,
  /** What could not be verified, and anything a reader of the entry should know. */
  notes: v.optional(TextSchema),
})
export type VendorEntry = v.InferOutput<typeof VendorEntrySchema>

/**
 * A vendor as the engine sees it: the file entry plus the unions of its offerings, derived
 * once at load time (see `toVendor`), so scoring reads flat lists.
 */
export interface Vendor extends VendorEntry {
  /** Every product of every offering. */
  products: string[]
  /** Robot types of its offerings, in file order. */
  robotTypes: RobotType[]
  /** Every region any offering is sold in, in file order. */
  regions: string[]
}

/** Derives the flat fields of a {@link Vendor} from its offerings. */
export function toVendor(entry: VendorEntry): Vendor {
  const products: string[] = []
  const robotTypes: RobotType[] = []
  const regions: string[] = []
  for (const offering of entry.offerings) {
    for (const product of offering.products) if (!products.includes(product)) products.push(product)
    if (!robotTypes.includes(offering.robotType)) robotTypes.push(offering.robotType)
    for (const region of offering.regions) if (!regions.includes(region)) regions.push(region)
  }
  return { ...entry, products, robotTypes, regions }
}

export const VendorCatalogSchema = v.strictObject({
  category: RobotCategorySchema,
  vendors: v.pipe(v.array(VendorEntrySchema), v.minLength(1)),
})
export type VendorCatalog = v.InferOutput<typeof VendorCatalogSchema>

export const HomeLocaleSchema = v.picklist(['US', 'UK'])
export type HomeLocale = v.InferOutput<typeof HomeLocaleSchema>

/**
 * How a vacuum finds its way: a spinning laser turret (`lidar`), a fixed solid-state
 * 3D time-of-flight or structured-light sensor (`solid_state`, no turret), a camera
 * (`camera`), or dead reckoning with a gyroscope (`gyro`).
 */
export const HomeNavigationSchema = v.picklist(['lidar', 'solid_state', 'camera', 'gyro'])
export type HomeNavigation = v.InferOutput<typeof HomeNavigationSchema>

/** `current`: sold new today; `superseded`: still sold while stocks last, a successor exists. Discontinued models are removed. */
export const HomeProductStatusSchema = v.picklist(['current', 'superseded'])

/** Where a home product's `maxAreaSqM` comes from; see `HomeProductSchema.maxAreaBasis`. */
export const HomeAreaBasisSchema = v.picklist(['maker_area', 'runtime', 'typical'])
export type HomeAreaBasis = v.InferOutput<typeof HomeAreaBasisSchema>

export const HomeProductSchema = v.strictObject({
  id: IdSchema,
  brand: TextSchema,
  model: TextSchema,
  status: HomeProductStatusSchema,
  /** Launch year of the model. */
  releaseYear: v.pipe(v.number(), v.integer(), v.minValue(2015), v.maxValue(2030)),
  /** Typical US street price at a US retailer, USD. */
  priceUsd: v.pipe(v.number(), v.minValue(1)),
  /**
   * Typical UK street price at a UK retailer, GBP (not a conversion of the USD price);
   * null where no UK retailer price was found, never filled in by converting `priceUsd`.
   */
  priceGbp: v.nullable(v.pipe(v.number(), v.minValue(1))),
  navigation: HomeNavigationSchema,
  /** Suction in pascal as published by the maker; null where the maker publishes none (never estimated). */
  suctionPa: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /**
   * Carpet cleaning, 1 poor … 5 excellent, derived from published features (suction, brush
   * roll, carpet boost, mop lifting) by the rule in the catalog README; not a lab measurement.
   */
  carpetScore: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  /** Pet hair handling, 1 … 5, derived the same way (tangle-free rubber rolls, suction, dock). */
  petScore: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  mopping: v.picklist(['none', 'pad', 'rotating', 'roller']),
  selfEmptying: v.boolean(),
  /** Floor area it covers comfortably on one charge, m² (how it was found: `maxAreaBasis`). */
  maxAreaSqM: v.pipe(v.number(), v.minValue(10)),
  /**
   * Where `maxAreaSqM` comes from (catalog README): `maker_area`, the maker's own area-per-charge
   * claim; `runtime`, the maker's runtime × a coverage rate; `typical`, the category-typical
   * placeholder (150 m² mapping, 80 m² gyro) because neither is published. Only `maker_area`
   * is a rating.
   */
  maxAreaBasis: HomeAreaBasisSchema,
  /** Retailer product pages per locale. */
  links: v.strictObject({ US: HttpsUrlSchema, UK: HttpsUrlSchema }),
  sources: SourcesSchema,
  checkedAt: CheckedAtSchema,
  notes: v.optional(TextSchema),
})
export type HomeProduct = v.InferOutput<typeof HomeProductSchema>

/** The documented exchange rate used to turn a budget typed in £ into `budgetUsd`. */
export const ExchangeRateSchema = v.strictObject({
  usdPerGbp: v.pipe(v.number(), v.gtValue(0)),
  source: HttpsUrlSchema,
  checkedAt: CheckedAtSchema,
  /** What the figure is (which series, which day) and whether it was re-checked. */
  notes: v.optional(TextSchema),
})
export type ExchangeRate = v.InferOutput<typeof ExchangeRateSchema>

export const HomeCatalogSchema = v.strictObject({
  exchangeRate: ExchangeRateSchema,
  products: v.pipe(v.array(HomeProductSchema), v.minLength(1)),
})
export type HomeCatalog = v.InferOutput<typeof HomeCatalogSchema>
