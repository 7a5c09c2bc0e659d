/**
 * HTTP API schemas: the one source of truth for request validation, response types
 * (`InferOutput`) and the generated OpenAPI document.
 */
import * as v from 'valibot'
import { registerCrossFieldCheck } from './validate.js'
import { AcquisitionModelSchema, HomeLocaleSchema, KitchenTaskSchema, LevelSchema, PriceBandSchema, RobotCategorySchema, RobotTypeSchema } from './catalog.js'

const finiteNumber = (min: number, max: number, minExclusive = false) =>
  v.pipe(
    v.number('must be a number'),
    v.finite('must be a finite number'),
    minExclusive ? v.gtValue(min, `must be greater than ${min}`) : v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  )

const enumOf = <const T extends readonly [string, ...string[]]>(values: T) => v.picklist(values, `must be one of ${values.join(', ')}`)

/** A described property or schema (the description lands in the OpenAPI document). */
const described = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description))

/**
 * A property that uses a named schema, with the property's own description. It reads like
 * the named schema (its `type`, `options`… for code that inspects schemas, e.g. the CLI's
 * prompts) but runs and converts as a pipe over `v.lazy(() => schema)`: the JSON Schema
 * converter inlines the first schema of a pipe but turns a lazy one into a `$ref` to its
 * component. Validation is the named schema's own.
 */
const refTo = <S extends v.GenericSchema>(schema: S, description: string) => {
  const piped = v.pipe(
    v.lazy(() => schema),
    v.description(description),
  )
  // A pipe over `schema` typed as such; only `pipe`, `~run` and `~standard` come from the lazy pipe.
  return { ...schema, pipe: piped.pipe, '~run': piped['~run'], '~standard': piped['~standard'] } as unknown as v.SchemaWithPipe<
    readonly [S, v.DescriptionAction<v.InferOutput<S>, string>]
  >
}

/**
 * The message of a missing or unknown key (valibot's own would read "Invalid key: Expected …").
 * Non-object bodies and unknown keys are reported by `validateObject` before these apply.
 */
const objectMessage = (issue: v.ObjectIssue | v.StrictObjectIssue): string =>
  issue.expected === 'Object' ? 'must be a JSON object' : issue.expected === 'never' ? 'is not a known field' : 'is required'

export const TierSchema = described(
  v.picklist(['starter', 'pro']),
  'Subscription tier of the API key: `starter` or `pro`. Pro answers add fields (runner-up robot types, score breakdowns, the full cleaning ROI model, product score detail).',
)
export type Tier = v.InferOutput<typeof TierSchema>

/** The business categories, with the request's own message. */
export const CategorySchema = described(
  enumOf(RobotCategorySchema.options),
  'Business category: `warehouse`, `cleaning` (commercial cleaning) or `restaurant`.',
)
export const RobotTypeNameSchema = described(
  RobotTypeSchema,
  'Robot type. Warehouse: goods_to_person_amr, collaborative_picking_amr, autonomous_forklift, asrs; cleaning: ride_on_scrubber, walk_behind_scrubber, vacuum_sweeper; restaurant: serving_robot, delivery_bussing_robot, kitchen_automation.',
)
export const AcquisitionModelNameSchema = described(
  AcquisitionModelSchema,
  'How the robots are paid for: `buy` (purchase), `lease`, or `raas` (robots as a service, a monthly fee).',
)
export const PriceBandNameSchema = described(PriceBandSchema, "Price band of a vendor's typical deployment: budget < mid < premium.")
export const HomeLocaleNameSchema = described(
  enumOf(HomeLocaleSchema.options),
  'Retailer locale of home product links and prices: `US` (USD) or `UK` (GBP at UK retailers).',
)

export const StaffingPressureSchema = described(enumOf(['low', 'medium', 'high']), 'How hard it is to hire and keep staff for the work: low, medium or high.')
export const BudgetPreferenceSchema = described(
  enumOf(['low_upfront', 'balanced', 'maximize_long_term_roi']),
  'What matters most in paying for robots: little up-front cost, a balance, or the best long-term return.',
)
export type BudgetPreference = v.InferOutput<typeof BudgetPreferenceSchema>
export const AcquisitionPreferenceSchema = described(
  enumOf(['open', 'buy', 'lease', 'raas']),
  'The acquisition model the buyer prefers, or `open` to let the engine recommend one.',
)
export type AcquisitionPreference = v.InferOutput<typeof AcquisitionPreferenceSchema>
export const TechReadinessSchema = described(
  enumOf(LevelSchema.options),
  "The team's readiness to run robots (IT, integration, change management): low, medium or high.",
)

export const HandlingUnitSchema = described(
  enumOf(['each', 'case', 'pallet']),
  'Warehouse: what is picked or moved — single items (`each`), cases or totes (`case`), or pallets.',
)
export type HandlingUnit = v.InferOutput<typeof HandlingUnitSchema>
export const FloorTypeSchema = described(enumOf(['hard', 'carpet', 'mixed']), 'Floor to clean: hard floors, carpet, or both (`mixed`).')
export type FloorType = v.InferOutput<typeof FloorTypeSchema>
export const ServiceStyleSchema = described(
  enumOf(['table_service', 'counter_service', 'self_service']),
  'Restaurant: how food reaches guests — at the table, at a counter, or self-service.',
)
export type ServiceStyle = v.InferOutput<typeof ServiceStyleSchema>
export const KitchenTaskNameSchema = described(
  enumOf(KitchenTaskSchema.options),
  'Restaurant: what a kitchen-automation station should do — frying, cooking (wok, pasta, noodles, one-pot dishes), assembly (bowls, salads, make lines), dishwashing, sushi, drinks or meal_production (assembly lines of central kitchens). Without it, kitchen lists show the general stations and leave sushi, drinks and meal-production machines out.',
)

/** Region code: two ASCII letters, any case in, upper case out; `UK` is read as `GB` (ISO 3166-1). */
export const RegionSchema = v.pipe(
  v.string('must be a string'),
  v.regex(/^[A-Za-z]{2}$/, 'must be a two-letter region code such as US'),
  v.description('Country to match vendors for: ISO 3166-1 alpha-2 code, any case (answered upper-case); `UK` is read as `GB`. Default `US`.'),
  v.toUpperCase(),
  v.transform((region) => (region === 'UK' ? 'GB' : region)),
)

/** Currencies the dated rate table in `catalogs/money.json` converts (ISO 4217). */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'MXN',
  'BRL',
  'CHF',
  'SEK',
  'DKK',
  'NOK',
  'PLN',
  'KRW',
  'CNY',
  'SGD',
  'AUD',
  'NZD',
  'INR',
  'AED',
  'CZK',
  'HKD',
  'THB',
  'CLP',
  'SAR',
  'QAR',
  'KWD',
  'OMR',
  'BHD',
  'ZAR',
  'MYR',
  'TRY',
  'PHP',
  'ILS',
  'IDR',
  'HUF',
  'RON',
  'TWD',
] as const
export const CurrencySchema = described(
  enumOf(CURRENCIES),
  'ISO 4217 currency code. Money in answers is in this currency, converted at the dated rate table of the catalogs.',
)
export type Currency = v.InferOutput<typeof CurrencySchema>

export const MatchRequestSchema = described(
  v.strictObject(
    {
      category: refTo(CategorySchema, 'Business category to match for. The one required field.'),
      laborCostPerHour: v.optional(
        described(
          // The per-currency bound (MAX_LABOR_COST_PER_HOUR) is the real one; this outer one only has to
          // clear the largest of them, IDR 20,000,000 (1,000,000 until the rupiah was added, round 145 F).
          finiteNumber(0, 20_000_000),
          "Fully loaded labour cost per hour, in `currency` (default: the region's currency). At most the equivalent of 1,000 USD.",
        ),
      ),
      currency: v.optional(
        refTo(
          CurrencySchema,
          "Currency of `laborCostPerHour` and of the money in the answer. Default: the region's currency (USD where the catalog knows none).",
        ),
      ),
      hoursPerDay: v.optional(
        described(
          finiteNumber(0.5, 24),
          'Operating hours per day (0.5–24). Cleaning: the hours per day the site is open for cleaning, the window robots can run.',
        ),
      ),
      daysPerWeek: v.optional(described(finiteNumber(1, 7), 'Operating days per week (1–7).')),
      staffingPressure: v.optional(refTo(StaffingPressureSchema, 'How hard it is to staff the work today.')),
      budgetPreference: v.optional(refTo(BudgetPreferenceSchema, 'What matters most in paying for the robots.')),
      acquisitionPreference: v.optional(refTo(AcquisitionPreferenceSchema, 'Preferred acquisition model, or `open`.')),
      techReadiness: v.optional(refTo(TechReadinessSchema, "The team's readiness to run robots.")),
      region: v.optional(RegionSchema),
      floorAreaSqM: v.optional(
        described(finiteNumber(10, 10_000_000), 'Cleaning: floor area to clean, m² (10–10,000,000). Drives the robot type and the ROI.'),
      ),
      facilitySizeSqM: v.optional(described(finiteNumber(10, 10_000_000), 'Warehouse or restaurant: facility size, m² (10–10,000,000).')),
      seatsPerDay: v.optional(
        described(finiteNumber(1, 1_000_000), 'Restaurant: covers (guests served) per day (1–1,000,000). Drives the fleet and the economics.'),
      ),
      handlingUnit: v.optional(refTo(HandlingUnitSchema, 'Warehouse: what is picked or moved.')),
      ordersPerDay: v.optional(
        described(
          finiteNumber(1, 10_000_000),
          'Warehouse: customer orders shipped per day (1–10,000,000), the throughput. Drives the fleet and the economics.',
        ),
      ),
      linesPerOrder: v.optional(
        described(
          finiteNumber(1, 1000),
          'Warehouse, each or case picking: order lines (picks of one item or one case) per order, on average (1–1,000; an average such as 2.5 is fine), e.g. 2 for web-shop orders, 20 or more for store replenishment or trade orders. The day’s picking work is orders × lines per order, so the hours saved, the fleet and even the robot type grow with it; pallet work is costed on pallet moves and does not use it. Left out, 2 is assumed (typical of e-commerce) and listed in `defaultedInputs`; where 6 would change the verdict, the robot type or the acquisition model, the answer asks for it in `warnings`.',
        ),
      ),
      floorType: v.optional(refTo(FloorTypeSchema, 'Cleaning: the floor to clean. Default hard (asked for in `warnings`).')),
      carpetShare: v.optional(
        described(
          finiteNumber(0, 1),
          'Cleaning, `mixed` floors: share of the area that is carpet (0–1). Each robot type replaces only the labour of the floor it cleans. Left out, 0.5 is assumed: the answer is the one for 0.5 sent, with the verdict at most a pilot and the share asked for in `warnings`.',
        ),
      ),
      cleaningsPerDay: v.optional(
        described(
          finiteNumber(1, 12),
          'Cleaning: how many times a day the floor is cleaned (1–12; an average such as 1.5 is fine). Today’s staff hours and the robots’ work both grow with it. Left out, once a day is assumed; where cleaning twice a day would change the verdict, the answer says so.',
        ),
      ),
      serviceStyle: v.optional(refTo(ServiceStyleSchema, 'Restaurant: how food reaches guests.')),
      kitchenTask: v.optional(refTo(KitchenTaskNameSchema, 'Restaurant: what a kitchen robot should do; lists only stations that do it.')),
    },
    objectMessage,
  ),
  'A business profile. Only `category` is required; every other field sharpens the answer (the response lists the ones that were defaulted). Fields of another category are accepted and ignored; unknown fields are refused.',
)

/**
 * The physical bound on labour cost that depends on its currency: at most about 1,000 US
 * dollars an hour. Checked after the fields themselves (the schema alone allows up to
 * 1,000,000 so that yen and won fit).
 */
export function laborCostProblem(request: Pick<MatchRequest, 'laborCostPerHour' | 'currency' | 'region'>): string | undefined {
  if (request.laborCostPerHour === undefined) return undefined
  const currency = request.currency ?? COUNTRY_CURRENCY[request.region ?? 'US'] ?? 'USD'
  const max = MAX_LABOR_COST_PER_HOUR[currency]
  return request.laborCostPerHour > max ? `must be at most ${max.toLocaleString('en-US')} (${currency}, about 1,000 USD an hour)` : undefined
}

registerCrossFieldCheck(MatchRequestSchema, (request) => {
  const problem = laborCostProblem(request)
  return problem === undefined ? undefined : { laborCostPerHour: problem }
})

/** ISO 4217 currency of each country the catalogs cover: a request's default currency. */
export const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = {
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  BR: 'BRL',
  GB: 'GBP',
  IE: 'EUR',
  FR: 'EUR',
  DE: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  AT: 'EUR',
  CH: 'CHF',
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  FI: 'EUR',
  PL: 'PLN',
  JP: 'JPY',
  KR: 'KRW',
  CN: 'CNY',
  SG: 'SGD',
  AU: 'AUD',
  NZ: 'NZD',
  IN: 'INR',
  AE: 'AED',
  PT: 'EUR',
  SK: 'EUR',
  CZ: 'CZK',
  HK: 'HKD',
  TH: 'THB',
  CL: 'CLP',
  SA: 'SAR',
  QA: 'QAR',
  KW: 'KWD',
  OM: 'OMR',
  BH: 'BHD',
  ZA: 'ZAR',
  MY: 'MYR',
  TR: 'TRY',
  PH: 'PHP',
  IL: 'ILS',
  ID: 'IDR',
  GR: 'EUR',
  HR: 'EUR',
  CY: 'EUR',
  EE: 'EUR',
  LV: 'EUR',
  LT: 'EUR',
  LU: 'EUR',
  MT: 'EUR',
  SI: 'EUR',
  BG: 'EUR',
  HU: 'HUF',
  RO: 'RON',
  TW: 'TWD',
}

/**
 * Highest labour cost per hour accepted in each currency: round figures near 1,000 US dollars.
 * The Gulf currencies (added 2026-11-27) on the basis of AED's: 1,000 US dollars at the rate of
 * `catalogs/money.json`, rounded up to a round figure — AED 3,672.50 → 4,000; SAR 3,750 (peg 3.75)
 * → 4,000; QAR 3,640 (peg 3.64) → 4,000; OMR 384.50 (peg 2.6008 US$ a rial) → 400; BHD 376 (peg
 * 0.376 a dollar) → 400; KWD 306.65 (basket; the Central Bank of Kuwait's 306.650 fils a dollar of
 * 8 September 2026) → 350, about US$1,140, the next round figure leaving room for the basket to move.
 * ZAR, MYR, TRY, PHP, ILS and IDR (added 2026-11-28, outside expert round 145 F) on the same basis, at
 * the ECB rates of 6 October 2026, rounded up to the next multiple of half their leading power of ten
 * (as CZK's 21,657 → 25,000): ZAR 16,490 → 20,000; MYR 4,085 → 4,500; TRY 49,179 → 50,000 (the lira
 * loses value, so the cap drifts below 1,000 US dollars, never above); PHP 62,740 → 65,000; ILS 3,048
 * → 3,500; IDR 17,840,802 → 20,000,000. HUF and RON (added 2026-11-28, round 149 A) likewise: HUF
 * 323,853 → 350,000; RON 4,748 → 5,000. TWD (added 2026-11-28, Taiwan's money row) likewise, at the Taipei
 * close of 13 March 2026 (NT$31.918 a dollar, the table's dated TWD rate): 31,918 → 35,000.
 */
const MAX_LABOR_COST_PER_HOUR: Readonly<Record<Currency, number>> = {
  USD: 1_000,
  EUR: 1_000,
  GBP: 1_000,
  CHF: 1_000,
  JPY: 150_000,
  CAD: 1_500,
  MXN: 20_000,
  BRL: 5_000,
  SEK: 10_000,
  DKK: 7_000,
  NOK: 10_000,
  PLN: 4_000,
  KRW: 1_500_000,
  CNY: 7_500,
  SGD: 1_500,
  AUD: 1_500,
  NZD: 1_800,
  INR: 100_000,
  AED: 4_000,
  CZK: 25_000,
  HKD: 8_000,
  THB: 35_000,
  CLP: 1_000_000,
  SAR: 4_000,
  QAR: 4_000,
  KWD: 350,
  OMR: 400,
  BHD: 400,
  ZAR: 20_000,
  MYR: 4_500,
  TRY: 50_000,
  PHP: 65_000,
  ILS: 3_500,
  IDR: 20_000_000,
  HUF: 350_000,
  RON: 5_000,
  TWD: 35_000,
}
export type MatchRequest = v.InferOutput<typeof MatchRequestSchema>
export type MatchRequestInput = v.InferInput<typeof MatchRequestSchema>

export const HomeMatchRequestSchema = described(
  v.strictObject(
    {
      floorAreaSqM: v.optional(described(finiteNumber(1, 10_000), 'Floor area the robot should cover, m² (1–10,000).')),
      floorType: v.optional(refTo(FloorTypeSchema, 'Floors in the home: hard, carpet or mixed.')),
      pets: v.optional(described(v.boolean('must be true or false'), 'Pets shedding hair in the home.')),
      budgetUsd: v.optional(
        described(finiteNumber(0, 100_000), 'Budget ceiling, USD (0–100,000): products over it appear only when nothing fits, marked `overBudget`.'),
      ),
      mopping: v.optional(
        described(
          v.boolean('must be true or false'),
          'true: wants a robot that also mops (ranked by its mop); false: no mop wanted (a mop earns nothing and is named as not needed); left out: a mop counts for hard and mixed floors.',
        ),
      ),
      selfEmptying: v.optional(described(v.boolean('must be true or false'), 'Wants a self-emptying dock.')),
      affiliateLocale: v.optional(
        refTo(HomeLocaleNameSchema, 'Retailer locale of the links and prices, `US` (default) or `UK`; it never changes the ranking.'),
        'US',
      ),
    },
    objectMessage,
  ),
  'A home. Every field is optional: `{}` is a valid request. Unknown fields are refused.',
)
export type HomeMatchRequest = v.InferOutput<typeof HomeMatchRequestSchema>
export type HomeMatchRequestInput = v.InferInput<typeof HomeMatchRequestSchema>

export const VendorsQuerySchema = v.object(
  {
    category: refTo(CategorySchema, 'Category to list vendors of.'),
    region: v.optional(RegionSchema, 'US'),
  },
  objectMessage,
)
export type VendorsQuery = v.InferOutput<typeof VendorsQuerySchema>

export const HomeProductsQuerySchema = v.object(
  {
    locale: v.optional(refTo(HomeLocaleNameSchema, 'Retailer locale of the links and prices, `US` (default) or `UK`.'), 'US'),
  },
  objectMessage,
)

// ---------------------------------------------------------------------------------------
// Responses. Each tier's answer has its own schema (`…Starter`, `…Pro`, told apart by `tier`)
// so a generated client can narrow on it; the engine's own types are the loose unions below.

export const ErrorCodeSchema = described(
  v.picklist([
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
  ]),
  'Machine-readable error identifier; one of a fixed set of 12.',
)
export type ErrorCode = v.InferOutput<typeof ErrorCodeSchema>

const apiErrorEntries = {
  message: described(v.string(), 'What went wrong and what to do next, for a person.'),
  fields: v.optional(
    described(v.record(v.string(), v.string()), 'validation_error only: one product-worded message per invalid or unknown field (dot path), at most 20.'),
  ),
  period: v.optional(described(v.string(), 'quota_exceeded only: the month whose quota is used up, `YYYY-MM` (UTC).')),
  limit: v.optional(described(v.pipe(v.number(), v.integer()), 'quota_exceeded only: matches allowed per month.')),
  used: v.optional(described(v.pipe(v.number(), v.integer()), 'quota_exceeded only: matches used this month.')),
}

export const ApiErrorSchema = described(
  v.object({ error: refTo(ErrorCodeSchema, 'Machine-readable error identifier.'), ...apiErrorEntries }),
  'Every error body. `error` says what happened; `message` says it for a person.',
)
export type ApiError = v.InferOutput<typeof ApiErrorSchema>

/** An ApiError whose `error` is one of `codes`: the body of one status. */
const errorOf = <const T extends readonly [ErrorCode, ...ErrorCode[]]>(codes: T, description: string) =>
  described(
    v.object({ error: described(v.picklist(codes), `Error identifier: ${codes.map((c) => `\`${c}\``).join(' or ')}.`), ...apiErrorEntries }),
    description,
  )

export const BadRequestErrorSchema = errorOf(
  ['invalid_json', 'validation_error'],
  'A 400: the body is not JSON (`invalid_json`) or a field is invalid (`validation_error`, with `fields`).',
)
export const UnauthorizedErrorSchema = errorOf(['unauthorized'], 'A 401: the API key is missing or not valid.')
export const NotFoundErrorSchema = errorOf(['not_found'], 'A 404: no such route, or a click link that is unknown or not validly signed.')
export const PayloadTooLargeErrorSchema = errorOf(['payload_too_large'], 'A 413: the body is over 64 KiB.')
export const UnsupportedMediaTypeErrorSchema = errorOf(['unsupported_media_type'], 'A 415: the body was not sent as JSON.')
export const EngineErrorSchema = errorOf(['engine_error'], 'A 422: the match engine could not produce a recommendation.')
export const TooManyRequestsErrorSchema = errorOf(
  ['rate_limited', 'quota_exceeded'],
  'A 429: the per-minute rate limit (`rate_limited`) or the monthly match quota (`quota_exceeded`, with `period`, `limit`, `used`) is used up.',
)
export const StorageUnavailableErrorSchema = errorOf(['storage_unavailable'], 'A 503: the storage backend is unavailable; retry after Retry-After.')

const Score = described(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 'Score out of 100.')
const Int = v.pipe(v.number(), v.integer())
const int = (description: string) => described(Int, description)
const num = (description: string) => described(v.number(), description)
const str = (description: string) => described(v.string(), description)
const bool = (description: string) => described(v.boolean(), description)
const url = (description: string) => described(v.pipe(v.string(), v.url()), description)
const Money = (description: string) => num(`${description} in the answer's \`currency\`.`)
const MatchId = described(v.pipe(v.string(), v.uuid()), 'Id of this match; it is part of every clickUrl of the answer.')
const tierOf = <T extends 'starter' | 'pro'>(tier: T) => described(v.literal(tier), `Tier of the key: \`${tier}\`.`)

export const RunnerUpSchema = described(
  v.object({
    robotType: refTo(RobotTypeNameSchema, 'The runner-up robot type.'),
    label: str('Human-readable name of the robot type.'),
    score: Score,
    soldInRegion: bool("Whether any catalog vendor sells this type in the request's region (a type no one sells there can still fit better)."),
  }),
  'A runner-up robot type and its score.',
)
const robotMatchEntries = {
  robotType: refTo(RobotTypeNameSchema, 'The recommended robot type.'),
  label: str('Human-readable name of the robot type.'),
  score: Score,
  rationale: described(v.array(str('One reason.')), 'Why this type fits the profile, one reason per line, in words a buyer can read.'),
}
export const RobotMatchSchema = described(v.object(robotMatchEntries), 'The recommended robot type (starter).')
export const BestRobotMatchProSchema = described(
  v.object({
    ...robotMatchEntries,
    runnerUps: described(
      v.array(RunnerUpSchema),
      'The next two robot types, whether or not they are sold in the region (`soldInRegion`): those that can do the site’s main work come first, each group by score, so a type that cannot (collaborative picking AMRs at a pallet site) follows one that can even when it scores higher.',
    ),
  }),
  'The recommended robot type with the next two (pro).',
)
export const BestRobotMatchSchema = v.object({
  ...RobotMatchSchema.entries,
  /** Pro only: the next two robot types. */
  runnerUps: v.optional(v.array(RunnerUpSchema)),
})

export const ScoreBreakdownSchema = described(
  v.object({
    robotTypeFit: int('30 when the vendor sells the recommended robot type in the region, 18 / 12 for the first / second runner-up type.'),
    acquisitionFit: int('15 when it offers the recommended acquisition model, else 4 per model offered (at most 8).'),
    sizeFit: int("Up to 15: how well the site's size falls in the vendor's fit range (8 when the size is unknown)."),
    budgetFit: int("Up to 12: the vendor's price band against the budget preference."),
    readinessFit: int("10, 5 or 0 as the team's tech readiness meets, or falls one or two levels short of, what the vendor needs."),
    deploymentSpeed: int('Up to 10: faster deployments score higher, weighted by staffing pressure.'),
    regionFit: int(
      'Up to 5: 3 direct sales, 2 through partners, 1 through integrators only; +2 when the head office is in the region; 0 where no recent source shows the vendor still selling (warning `vendor_unconfirmed`).',
    ),
    sponsoredBoost: int('3 for a sponsored vendor whose other points reach 50; else 0.'),
  }),
  "Points per ranking rule; they sum to the vendor's `score`.",
)
export type ScoreBreakdown = v.InferOutput<typeof ScoreBreakdownSchema>

const vendorMatchEntries = {
  rank: described(v.pipe(Int, v.minValue(1)), 'Position in the list, from 1.'),
  vendorId: str('Catalog id of the vendor.'),
  name: str('Vendor name.'),
  robotType: refTo(RobotTypeNameSchema, 'The robot type this vendor is listed for: the recommended one, or a runner-up when too few vendors sell it.'),
  score: Score,
  sponsored: bool('Whether the vendor is sponsored (a boost of at most 3 points, only when it already qualifies).'),
  acquisitionModels: described(v.array(AcquisitionModelNameSchema), 'Acquisition models the vendor offers.'),
  regions: described(v.array(str('ISO 3166-1 alpha-2 country code.')), 'Countries (ISO 3166-1 alpha-2) where the vendor sells this robot type.'),
  clickUrl: url('Tracked link to the vendor; use it exactly as returned.'),
  checkedAt: described(v.pipe(v.string(), v.isoDate()), "The day the vendor's catalog entry was last checked against its public sources (YYYY-MM-DD)."),
}
const vendorProEntries = {
  scoreBreakdown: refTo(ScoreBreakdownSchema, 'Points per ranking rule (pro).'),
  priceBand: refTo(PriceBandNameSchema, "Price band of the vendor's typical deployment (pro)."),
  deploymentWeeks: int('Typical weeks from order to robots at work (pro).'),
  headquarters: str("Vendor's headquarters (pro)."),
}
export const VendorMatchStarterSchema = described(v.object(vendorMatchEntries), 'A vendor for the match (starter).')
export const VendorMatchProSchema = described(
  v.object({ ...vendorMatchEntries, ...vendorProEntries }),
  'A vendor for the match with its score breakdown and extended fields (pro).',
)
export const VendorMatchSchema = v.object({
  ...vendorMatchEntries,
  scoreBreakdown: v.optional(vendorProEntries.scoreBreakdown),
  priceBand: v.optional(vendorProEntries.priceBand),
  deploymentWeeks: v.optional(vendorProEntries.deploymentWeeks),
  headquarters: v.optional(vendorProEntries.headquarters),
})
export type VendorMatch = v.InferOutput<typeof VendorMatchSchema>

export const RobotMonthlyCostSchema = described(
  v.object({
    buy: Money('Buying: price spread over the robot life plus service, per month,'),
    lease: Money('Leasing: the monthly lease,'),
    raas: Money('Robots as a service: the monthly fee,'),
  }),
  'Robot cost per month under each acquisition model.',
)

/** One rate the cleaning model used, with the public sources it comes from. */
export const CleaningRateUsedSchema = described(
  v.object({
    name: str('Which rate, e.g. `manualRates.walkBehindScrubber` or `robots.vacuum_sweeper.raasMonthlyUsd`.'),
    value: num('The rate.'),
    unit: str('Unit of `value`, e.g. `m²/h`, `USD/month`, `share`.'),
    sources: described(v.array(str('A public URL.')), 'Public URLs the rate comes from.'),
    note: str('How the figure was derived; says when it is an estimate.'),
  }),
  'One rate the cleaning model used, with its public sources.',
)
export type CleaningRateUsed = v.InferOutput<typeof CleaningRateUsedSchema>

export const CleaningAssumptionsSchema = described(
  v.object({
    currency: refTo(CurrencySchema, "Currency of every amount: the answer's `currency`."),
    inputs: described(
      v.object({
        floorAreaSqM: num('Floor area cleaned, m².'),
        floorType: refTo(FloorTypeSchema, 'Floor cleaned.'),
        carpetShare: num('Share of the floor that is carpet (0 hard, 1 carpet; mixed floors 0.5 unless sent).'),
        laborCostPerHour: num("Labour cost per hour, in the answer's currency."),
        daysPerWeek: num('Cleaning days per week.'),
        cleaningsPerDay: num('Times a day the floor is cleaned (1 unless sent).'),
        cleaningWindowHoursPerDay: num('`hoursPerDay`: hours per day the site is open for cleaning (the window robots can run).'),
      }),
      'The profile values the model used (given or defaulted).',
    ),
    weeksPerMonth: num('Weeks per month used to turn weekly figures into monthly ones.'),
    manualRateSqMPerHour: num('Manual cleaning productivity, m² per hour, for the site size and floor.'),
    robotHoursPerDay: num('Robot hours per day the area needs.'),
    usableHoursPerRobotPerDay: num('Hours per day one robot can run in the cleaning window, charging included.'),
    rates: described(v.array(CleaningRateUsedSchema), 'Every rate used, with its sources.'),
    defaultsUsed: described(v.array(str('A request field name.')), "Request fields that were missing and took the rates table's default."),
  }),
  'The assumptions of the cleaning ROI model (pro).',
)

const roiStarterEntries = {
  estimatedMonthlySavings: Money('Net monthly saving under the recommended acquisition model (labour saved − robot cost),'),
  paybackMonths: described(
    v.nullable(v.number()),
    'Buying only: purchase price ÷ net monthly saving; null for a lease or RaaS (see `economics.paybackReason`) or when the net is ≤ 0.',
  ),
}
const roiProEntries = {
  acquisitionModel: refTo(AcquisitionModelNameSchema, 'The acquisition model the figures are for.'),
  robotsNeeded: int('Robots needed to clean the area in the cleaning window.'),
  manualMethod: str('How the site is cleaned today, e.g. `mop`, `walk_behind_scrubber`, `ride_on_scrubber + carpet_vacuum`.'),
  manualHoursPerMonth: num("Today's manual cleaning hours per month."),
  laborHoursReplacedPerMonth: num('Manual hours per month the robots take over (edges, spills and supervision remain).'),
  laborCostSavedPerMonth: Money('Labour cost saved per month,'),
  robotMonthlyCost: refTo(RobotMonthlyCostSchema, 'Robot cost per month per acquisition model.'),
  upfrontCost: Money('Paid before the first month under the recommended model (price, or lease/RaaS set-up),'),
  netMonthlySaving: Money('Labour saved − robot cost, per month,'),
  threeYearNet: Money('Net over three years including the up-front cost,'),
  assumptions: refTo(CleaningAssumptionsSchema, 'Inputs, rates and defaults the model used.'),
}
export const CleaningRoiStarterSchema = described(v.object(roiStarterEntries), 'Cleaning return on investment, headline figures (starter).')
export const CleaningRoiProSchema = described(v.object({ ...roiStarterEntries, ...roiProEntries }), 'Cleaning return on investment, the full model (pro).')
export const CleaningRoiSchema = v.object({
  ...roiStarterEntries,
  ...(Object.fromEntries(Object.entries(roiProEntries).map(([key, schema]) => [key, v.optional(schema)])) as {
    [K in keyof typeof roiProEntries]: v.OptionalSchema<(typeof roiProEntries)[K], undefined>
  }),
})
export type CleaningRoi = v.InferOutput<typeof CleaningRoiSchema>

/** A reason or warning: a stable code, the numbers behind it, and a sentence for buyers. */
export const ReasonSchema = described(
  v.object({
    code: str('Stable snake_case code, e.g. `labour_cost_too_low`, `volume_too_low`, `no_vendor_in_region`, `pays_back_within_life`.'),
    params: described(v.record(v.string(), v.union([v.number(), v.string()])), 'The numbers and names behind the code.'),
    text: str('The reason in plain English for buyers.'),
  }),
  'A reason with its code, parameters and text.',
)
export type Reason = v.InferOutput<typeof ReasonSchema>

export const VerdictSchema = described(
  v.picklist(['proceed', 'pilot', 'not_yet']),
  '`proceed`: the robots pay clearly; `pilot`: marginal or uncertain, try a small deployment first; `not_yet`: they cost more than they save here today.',
)
export type Verdict = v.InferOutput<typeof VerdictSchema>

export const FleetSchema = described(
  v.object({
    min: described(v.pipe(Int, v.minValue(1)), 'Smallest fleet for the volume.'),
    max: described(v.pipe(Int, v.minValue(1)), 'Fleet with room for peaks.'),
    unit: described(v.picklist(['robots', 'forklifts', 'cranes', 'shuttle_aisles', 'stations']), 'What is counted.'),
    basis: described(
      v.picklist(['order_lines_per_day', 'pallet_moves_per_day', 'covers_per_day', 'floor_area_sqm']),
      'What drove the size: order lines, pallet moves or covers per day, or the floor area.',
    ),
  }),
  "Fleet size in the robot type's own units, from the throughput.",
)
export type Fleet = v.InferOutput<typeof FleetSchema>

const PaybackReasonSchema = described(
  v.picklist(['no_upfront_cost', 'never_pays_back']),
  '`no_upfront_cost`: a lease or RaaS is paid monthly, so it has no payback period (see `monthlyNet`; a set-up fee, where there is one, is in `upfrontCost` and spread over three years in the verdict); `never_pays_back`: the robots cost more than they save (a lease or RaaS: once its set-up is spread over three years).',
)
const economicsStarterEntries = {
  currency: refTo(CurrencySchema, 'Currency of the amounts.'),
  acquisitionModel: refTo(AcquisitionModelNameSchema, 'The acquisition model the figures are for (the recommended one).'),
  monthlyNet: Money('Labour saved − robot cost per month (a lease or RaaS: the monthly net cash),'),
  paybackMonths: described(v.nullable(v.number()), 'Buying only: up-front cost ÷ net monthly saving; null otherwise (see `paybackReason`).'),
  paybackReason: v.optional(refTo(PaybackReasonSchema, 'Why `paybackMonths` is null; absent when it is a number.')),
  upfrontCost: Money('Paid before the first month under the recommended model (purchase price and set-up, or set-up alone; 0 for none),'),
}
export const RateUsedSchema = described(
  v.object({
    name: str('Which figure, e.g. `manual.eachPickLinesPerHour`.'),
    value: num('The figure, in `unit`.'),
    unit: str('Unit of `value`, e.g. `lines/h`, `USD/month`, `share`.'),
    sources: described(v.array(str('A public URL.')), 'Public URLs the figure comes from.'),
    note: str('How the figure was derived; says when it is an estimate.'),
  }),
  'One figure the economics used, with its public sources.',
)
export const EconomicsAssumptionsSchema = described(
  v.object({
    inputs: described(
      v.record(v.string(), v.union([v.number(), v.string()])),
      'Profile values the model used, given or defaulted (money in the answer currency).',
    ),
    defaultsUsed: described(v.array(str('A request field name.')), 'Request fields that were missing and took a default.'),
    rates: v.optional(
      described(
        v.array(RateUsedSchema),
        'Every figure used, with its sources (money as published, before conversion). Cleaning answers list them once, in `cleaningRoi.assumptions.rates`, and leave this out.',
      ),
    ),
    exchangeRate: described(
      v.object({
        date: str('Day of the rate table (YYYY-MM-DD).'),
        usdPerUnit: num('US dollars per one unit of the answer currency.'),
        sources: described(
          v.array(str('A public URL.')),
          'Where the rates this answer converts with come from (its currency and the country’s); empty where nothing is converted (US dollars).',
        ),
      }),
      'The rate used to convert USD figures into the answer currency.',
    ),
  }),
  'Inputs, figures and exchange rate behind the economics (pro).',
)
const economicsProEntries = {
  unitsCosted: int('Units the figures are costed for (within `fleet`).'),
  laborHoursReplacedPerMonth: num('Staff hours per month the robots take over.'),
  laborCostSavedPerMonth: Money('Labour cost saved per month,'),
  robotMonthlyCost: refTo(RobotMonthlyCostSchema, 'Robot cost per month per acquisition model.'),
  threeYearNet: Money('Cash over three years: labour saved − everything paid,'),
  breakEven: described(
    v.object({
      laborCostPerHour: described(v.nullable(v.number()), 'Labour cost per hour at which the recommended model breaks even at this volume; null if none does.'),
      volume: described(v.nullable(v.number()), 'Daily volume (orders, covers or m²) at which it breaks even at this labour cost; null if none within reach.'),
      volumeUnit: str('Unit of `volume`: `orders/day`, `covers/day` or `m²`.'),
    }),
    'Where the robots would start to pay.',
  ),
  assumptions: refTo(EconomicsAssumptionsSchema, 'Inputs, figures and exchange rate behind the numbers.'),
}
export const EconomicsStarterSchema = described(v.object(economicsStarterEntries), 'Does a robot pay here: the headline (starter).')
export const EconomicsProSchema = described(
  v.object({ ...economicsStarterEntries, ...economicsProEntries }),
  'Does a robot pay here: the full model with its assumptions and sources (pro).',
)
export const EconomicsSchema = v.object({
  ...economicsStarterEntries,
  ...(Object.fromEntries(Object.entries(economicsProEntries).map(([key, schema]) => [key, v.optional(schema)])) as {
    [K in keyof typeof economicsProEntries]: v.OptionalSchema<(typeof economicsProEntries)[K], undefined>
  }),
})
export type Economics = v.InferOutput<typeof EconomicsSchema>

const CatalogVersion = described(v.string(), 'Version of the catalogs the answer was made from (the date of their newest check, YYYY-MM-DD).')

export const AttributionSchema = described(
  v.object({
    required: bool('Whether the tier requires showing `text` with `link` next to the answer.'),
    link: url('Link to show with the attribution.'),
    text: str('Attribution text.'),
  }),
  'How to credit robomatch where the answer is shown.',
)
export type Attribution = v.InferOutput<typeof AttributionSchema>

export const MatchConfidenceSchema = described(
  v.picklist(['strong', 'moderate', 'weak']),
  '`strong` only when the profile gave the deciding inputs, the winner is clear and (cleaning) the ROI is positive; `weak` when no vendor serves the region.',
)

const matchEntries = {
  matchId: MatchId,
  category: refTo(CategorySchema, 'The category matched for.'),
  region: str('The region matched for, upper-case ISO 3166-1 alpha-2 (default US).'),
  currency: refTo(CurrencySchema, 'Currency of every amount in the answer.'),
  verdict: refTo(VerdictSchema, 'Does a robot pay here: proceed, pilot or not yet.'),
  verdictReasons: described(
    v.array(ReasonSchema),
    'Why the verdict, first reason first; a not-yet answer says at what volume or wage robots would start to pay.',
  ),
  fleet: refTo(FleetSchema, "Fleet size in the type's own units."),
  warnings: described(
    v.array(ReasonSchema),
    'Coverage gaps, defaulted deciding inputs (with the question to ask), acquisition mismatches, implausible inputs.',
  ),
  catalogVersion: CatalogVersion,
  matchConfidence: refTo(MatchConfidenceSchema, 'How sure the recommendation is.'),
  acquisitionRecommendation: refTo(AcquisitionModelNameSchema, 'The recommended acquisition model.'),
  acquisitionRationale: str('Why that acquisition model.'),
  fleetSizingHint: v.optional(str('Warehouse and restaurant: a rough fleet size for the profile; present exactly when `cleaningRoi` is not.')),
  defaultedInputs: described(
    v.array(str('A request field name.')),
    'Profile fields the request left out, which the engine read as defaults: send them for a sharper answer.',
  ),
  attribution: refTo(AttributionSchema, 'How to credit robomatch.'),
}
export const MatchResponseStarterSchema = described(
  v.object({
    ...matchEntries,
    tier: tierOf('starter'),
    bestRobotMatch: refTo(RobotMatchSchema, 'The recommended robot type.'),
    vendorMatches: described(v.array(VendorMatchStarterSchema), 'Vendors of the recommended type in the region, best first (at most the tier’s maxVendors).'),
    economics: refTo(EconomicsStarterSchema, 'Does a robot pay here: monthly net and payback.'),
    cleaningRoi: v.optional(refTo(CleaningRoiStarterSchema, 'Cleaning only: headline ROI figures.')),
  }),
  'A business match for a starter key.',
)
export const MatchResponseProSchema = described(
  v.object({
    ...matchEntries,
    tier: tierOf('pro'),
    bestRobotMatch: refTo(BestRobotMatchProSchema, 'The recommended robot type and the runner-ups.'),
    vendorMatches: described(v.array(VendorMatchProSchema), 'Vendors of the recommended type in the region, best first (at most the tier’s maxVendors).'),
    economics: refTo(EconomicsProSchema, 'Does a robot pay here: the full model with assumptions and sources.'),
    cleaningRoi: v.optional(refTo(CleaningRoiProSchema, 'Cleaning only: the full ROI model.')),
  }),
  'A business match for a pro key: adds runner-up robot types, score breakdowns, extended vendor fields and the full cleaning ROI model.',
)
/** The documented answer of POST /match: one shape per tier, told apart by `tier`. */
export const MatchResponseSchema = described(
  v.variant('tier', [MatchResponseStarterSchema, MatchResponseProSchema]),
  'A business match: `MatchResponseStarter` or `MatchResponsePro`, told apart by `tier`.',
)

/** The engine's answer type: either tier's shape, pro fields optional. */
export const PublicMatchResponseSchema = v.object({
  ...matchEntries,
  tier: TierSchema,
  region: v.optional(matchEntries.region),
  matchConfidence: v.optional(matchEntries.matchConfidence),
  acquisitionRecommendation: v.optional(matchEntries.acquisitionRecommendation),
  acquisitionRationale: v.optional(matchEntries.acquisitionRationale),
  defaultedInputs: v.optional(matchEntries.defaultedInputs),
  bestRobotMatch: BestRobotMatchSchema,
  vendorMatches: v.array(VendorMatchSchema),
  economics: EconomicsSchema,
  cleaningRoi: v.optional(CleaningRoiSchema),
})
export type PublicMatchResponse = v.InferOutput<typeof PublicMatchResponseSchema>

export const VendorListItemSchema = described(
  v.object({
    vendorId: str('Catalog id of the vendor.'),
    name: str('Vendor name.'),
    products: described(v.array(str('A product name.')), 'Product names as the vendor sells them today.'),
    robotTypes: described(v.array(RobotTypeNameSchema), 'Robot types the vendor sells in the region.'),
    acquisitionModels: described(v.array(AcquisitionModelNameSchema), 'Acquisition models the vendor offers.'),
    regions: described(v.array(str('ISO 3166-1 alpha-2 country code.')), 'Countries (ISO 3166-1 alpha-2) where the vendor sells.'),
    priceBand: refTo(PriceBandNameSchema, "Price band of the vendor's typical deployment."),
    deploymentWeeks: int('Typical weeks from order to robots at work.'),
    headquarters: str("Vendor's headquarters."),
    website: url("Vendor's website."),
    sponsored: bool('Whether the vendor is sponsored.'),
    checkedAt: described(v.pipe(v.string(), v.isoDate()), "The day the vendor's catalog entry was last checked against its public sources."),
  }),
  'A catalog vendor.',
)
export type VendorListItem = v.InferOutput<typeof VendorListItemSchema>

export const PublicVendorsResponseSchema = described(
  v.object({
    tier: refTo(TierSchema, 'Tier of the key.'),
    catalogVersion: CatalogVersion,
    category: refTo(CategorySchema, 'The category listed.'),
    region: v.optional(str('The region listed for, upper-case (default US).')),
    count: int('Vendors returned (at most the tier’s maxCatalogVendors).'),
    total: int('Vendors that matched before the tier’s cap.'),
    vendors: described(v.array(VendorListItemSchema), 'Vendors serving the region, sorted by name.'),
  }),
  'The vendors of a category serving a region.',
)
export type PublicVendorsResponse = v.InferOutput<typeof PublicVendorsResponseSchema>

export const HomeScoreDetailSchema = described(
  v.object({
    budget: int('Points for the price against budgetUsd.'),
    floorType: int('Points for the floor type.'),
    pets: int('Points for pet hair.'),
    mopping: int('Points for mopping.'),
    selfEmptying: int('Points for a self-emptying dock.'),
    area: int('Points for the floor area.'),
  }),
  "Points per rule; they sum to the product's `score` (pro).",
)
export type HomeScoreDetail = v.InferOutput<typeof HomeScoreDetailSchema>

export const PriceSchema = described(
  v.object({
    amount: num('The price.'),
    currency: described(v.picklist(['USD', 'GBP']), 'Currency of `amount`.'),
  }),
  'The price shown to the visitor: GBP at UK retailers for locale UK (USD where no UK price is known), else USD.',
)

const homeProductEntries = {
  rank: described(v.pipe(Int, v.minValue(1)), 'Position in the list, from 1.'),
  productId: str('Catalog id of the product.'),
  brand: str('Brand.'),
  model: str('Model name.'),
  score: Score,
  price: refTo(PriceSchema, 'The price shown to the visitor.'),
  priceUsd: num('Price in USD.'),
  priceGbp: described(v.nullable(v.number()), 'UK retailer price in GBP; null where none was found (never a conversion of `priceUsd`).'),
  priceInLocale: bool(
    'Whether `price` is a retailer price of the requested locale. False in a UK list for a product with no known UK retailer price (`price` is then its US price): show it as unpriced or leave it out of a UK page.',
  ),
  overBudget: bool('True only when nothing fits budgetUsd and the closest products over it are shown instead.'),
  overBudgetInLocale: bool(
    'Whether `price`, the price shown, is over the budget in its own currency: on a UK list with a UK price, that price against the £ budget `budgetUsd` was converted from (a model ranked within budget on its US price can be over it in pounds: say so, never "within budget"); otherwise the same as `overBudget`.',
  ),
  navigation: str('How the robot finds its way: `lidar`, `solid_state` or `gyro`.'),
  mopping: str('Mopping: `rotating`, `pad`, `roller` or `none`.'),
  selfEmptying: bool('Whether it comes with a self-emptying dock.'),
  reasons: described(v.array(str('One reason.')), 'Why this product fits the home.'),
  clickUrl: url('Tracked retailer link; use it exactly as returned.'),
}
export const HomeProductMatchStarterSchema = described(v.object(homeProductEntries), 'A recommended robot vacuum (starter).')
export const HomeProductMatchProSchema = described(
  v.object({ ...homeProductEntries, scoreDetail: refTo(HomeScoreDetailSchema, 'Points per rule (pro).') }),
  'A recommended robot vacuum with its score detail (pro).',
)
export const HomeProductMatchSchema = v.object({ ...homeProductEntries, scoreDetail: v.optional(HomeScoreDetailSchema) })
export type HomeProductMatch = v.InferOutput<typeof HomeProductMatchSchema>

const homeMatchEntries = {
  matchId: MatchId,
  catalogVersion: CatalogVersion,
  locale: refTo(HomeLocaleNameSchema, 'Retailer locale of the links and prices.'),
  warnings: described(
    v.array(ReasonSchema),
    'What the list cannot promise; empty when nothing needs saying. UK answers: `no_uk_price` (params `unpriced`, `shown`: picks with no UK retailer price, shown at their US price in dollars) and, when most picks have none, `uk_priced_models` (the catalog models with a UK price that are not in the list, each judged against the budget in £). The ranking never depends on the locale.',
  ),
  attribution: refTo(AttributionSchema, 'How to credit robomatch.'),
}
export const HomeMatchResponseStarterSchema = described(
  v.object({
    ...homeMatchEntries,
    tier: tierOf('starter'),
    bestMatch: refTo(HomeProductMatchStarterSchema, 'The best product for the home.'),
    products: described(v.array(HomeProductMatchStarterSchema), 'Products best first (at most the tier’s maxVendors).'),
  }),
  'Robot vacuums for a home, for a starter key.',
)
export const HomeMatchResponseProSchema = described(
  v.object({
    ...homeMatchEntries,
    tier: tierOf('pro'),
    bestMatch: refTo(HomeProductMatchProSchema, 'The best product for the home.'),
    products: described(v.array(HomeProductMatchProSchema), 'Products best first (at most the tier’s maxVendors).'),
  }),
  'Robot vacuums for a home, for a pro key: adds `scoreDetail` per product.',
)
/** The documented answer of POST /home/match: one shape per tier, told apart by `tier`. */
export const HomeMatchResponseDocSchema = described(
  v.variant('tier', [HomeMatchResponseStarterSchema, HomeMatchResponseProSchema]),
  'Robot vacuums for a home: `HomeMatchResponseStarter` or `HomeMatchResponsePro`, told apart by `tier`.',
)
export const HomeMatchResponseSchema = v.object({
  ...homeMatchEntries,
  tier: TierSchema,
  bestMatch: HomeProductMatchSchema,
  products: v.array(HomeProductMatchSchema),
})
export type HomeMatchResponse = v.InferOutput<typeof HomeMatchResponseSchema>

export const HomeProductListItemSchema = described(
  v.object({
    productId: str('Catalog id of the product.'),
    brand: str('Brand.'),
    model: str('Model name.'),
    priceUsd: num('Price in USD.'),
    priceGbp: described(v.nullable(v.number()), 'UK retailer price in GBP; null where none was found (never a conversion of `priceUsd`).'),
    navigation: str('How the robot finds its way: `lidar`, `solid_state` or `gyro`.'),
    suctionPa: described(v.nullable(Int), 'Suction in pascals as the maker states it; null where it publishes none.'),
    mopping: str('Mopping: `rotating`, `pad`, `roller` or `none`.'),
    selfEmptying: bool('Whether it comes with a self-emptying dock.'),
    maxAreaSqM: num(
      "Floor area per charge, m²: the maker's claim where one is published, else an estimate from the maker's runtime, else the category-typical 150 m² (mapping) or 80 m² (gyro); not always a rating (catalog README).",
    ),
    clickUrl: url('Tracked retailer link for the locale; use it exactly as returned.'),
  }),
  'A home robot vacuum from the catalog.',
)
export const HomeProductsResponseSchema = described(
  v.object({
    tier: refTo(TierSchema, 'Tier of the key.'),
    catalogVersion: CatalogVersion,
    locale: refTo(HomeLocaleNameSchema, 'Retailer locale of the links and prices.'),
    count: int('Products returned.'),
    products: described(v.array(HomeProductListItemSchema), 'The home robot vacuum catalog.'),
  }),
  'The home robot vacuum catalog for a locale.',
)
export type HomeProductsResponse = v.InferOutput<typeof HomeProductsResponseSchema>
