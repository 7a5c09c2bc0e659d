/**
 * How the results pages read a business answer: the verdict, its economics in the answer's
 * currency, the fleet, warnings and dates, and the words that replace API names (field names,
 * robot type ids, rate keys) on a buyer's page. Answers from before the economics fields
 * existed (the seed's `cleaningRoi` in USD) are read through the same shape.
 */
import { CATEGORY_RULES } from '../engine/robot-types.js'
import type { CleaningRoi, PublicMatchResponse } from '../schemas/api.js'
import { MATCH_FIELDS } from '../schemas/fields.js'
import { humanize } from './format.js'

/** A reason or warning: a stable code, its numbers, and plain English for buyers. */
export interface Reason {
  code: string
  params?: Record<string, unknown>
  text: string
}

export type Verdict = 'proceed' | 'pilot' | 'not_yet'
export type AcquisitionModel = 'buy' | 'lease' | 'raas'

interface RateUsed {
  name: string
  value: number
  unit: string
  sources: readonly string[]
  note?: string
}

/** The economics of a business answer (starter: the headline; pro: the whole model). */
export interface Economics {
  currency: string
  acquisitionModel?: AcquisitionModel
  monthlyNet: number
  paybackMonths: number | null
  paybackReason?: 'no_upfront_cost' | 'never_pays_back'
  unitsCosted?: number
  laborHoursReplacedPerMonth?: number
  laborCostSavedPerMonth?: number
  robotMonthlyCost?: Record<AcquisitionModel, number>
  upfrontCost?: number
  threeYearNet?: number
  breakEven?: { laborCostPerHour?: number | null; volume?: number | null; volumeUnit?: string | null }
  assumptions?: {
    inputs?: Record<string, unknown>
    defaultsUsed?: readonly string[]
    rates?: readonly RateUsed[]
    exchangeRate?: { date: string; usdPerUnit: number; sources?: readonly string[] }
  }
}

export interface Fleet {
  min: number
  max: number
  unit: string
  basis?: string
}

/** The fields every business answer gains with economics first (optional until they land). */
interface EconomicsFields {
  currency?: string
  verdict?: Verdict
  verdictReasons?: readonly Reason[]
  economics?: Economics
  fleet?: Fleet
  warnings?: readonly Reason[]
  catalogVersion?: string
}

export type BusinessAnswer = PublicMatchResponse & EconomicsFields

/** When a vendor's entry was last checked, where the answer says. */
export function vendorCheckedAt(vendor: object): string | undefined {
  const value = (vendor as { checkedAt?: unknown }).checkedAt
  return typeof value === 'string' ? value : undefined
}

/**
 * The answer's economics: its own `economics`, else the seed's cleaning ROI (USD) read as
 * economics, else none.
 */
export function economicsOf(answer: BusinessAnswer): Economics | undefined {
  const own = answer.economics
  // Cleaning answers cite their figures once, in the cleaning ROI block.
  if (own?.assumptions && !own.assumptions.rates && answer.cleaningRoi?.assumptions) {
    return { ...own, assumptions: { ...own.assumptions, rates: answer.cleaningRoi.assumptions.rates } }
  }
  if (own) return own
  const roi: CleaningRoi | undefined = answer.cleaningRoi
  if (!roi) return undefined
  const monthlyNet = roi.netMonthlySaving ?? roi.estimatedMonthlySavings
  const assumptions = roi.assumptions
  return {
    currency: answer.currency ?? 'USD',
    acquisitionModel: roi.acquisitionModel,
    monthlyNet,
    paybackMonths: roi.paybackMonths,
    paybackReason: roi.paybackMonths === null ? 'never_pays_back' : undefined,
    unitsCosted: roi.robotsNeeded,
    laborHoursReplacedPerMonth: roi.laborHoursReplacedPerMonth,
    laborCostSavedPerMonth: roi.laborCostSavedPerMonth,
    robotMonthlyCost: roi.robotMonthlyCost,
    upfrontCost: roi.upfrontCost,
    threeYearNet: roi.threeYearNet,
    assumptions: assumptions ? { inputs: assumptions.inputs, defaultsUsed: assumptions.defaultsUsed, rates: assumptions.rates } : undefined,
  }
}

/** The answer's currency: its own, else its economics', else USD (the seed's answers). */
export function currencyOf(answer: BusinessAnswer): string {
  return answer.currency ?? answer.economics?.currency ?? 'USD'
}

/** Robot type id → its name (`goods_to_person_amr` → `Goods-to-person AMR`). */
const TYPE_LABELS: Record<string, string> = Object.fromEntries(
  Object.values(CATEGORY_RULES).flatMap((rules) => rules.types.map((rule) => [rule.type, rule.label] as const)),
)

export function robotTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? humanize(type)
}

/** Request field name → what the questionnaire calls it, lower case (for sentences). */
export const FIELD_WORDS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(MATCH_FIELDS).map(([name, info]) => [name, info.label.toLowerCase()])),
  seatsPerDay: 'covers (guests served) per day',
  laborCostPerHour: 'labour cost per hour',
  carpetShare: 'share of carpet',
  currency: 'currency',
  cleaningWindowHoursPerDay: 'cleaning window',
  coversPerDay: 'covers per day',
}

/** Words for the last part of a rate's key (`purchasePriceUsd` → `purchase price`). */
const RATE_WORDS: Record<string, string> = {
  purchasePrice: 'purchase price',
  serviceMonthly: 'service contract per month',
  leaseMonthly: 'lease per month',
  leaseSetup: 'lease set-up cost',
  raasMonthly: 'robots-as-a-service fee per month',
  raasSetup: 'set-up cost',
  setupCost: 'set-up cost',
  lifeMonths: 'working life',
  automatableShare: 'share of the work robots can take',
  effectiveSqMPerHour: 'robot cleaning rate',
  usableHoursPerDay: 'usable hours a day',
  runtimeHoursPerCharge: 'run time per charge',
  chargeHours: 'charging time',
  typicalSiteSqM: 'typical site area',
  mopMaxSqM: 'largest area cleaned with a mop',
  walkBehindMaxSqM: 'largest area for a walk-behind scrubber',
  mop: 'manual mopping rate',
  walkBehindScrubber: 'walk-behind scrubber rate (manual)',
  rideOnScrubber: 'ride-on scrubber rate (manual)',
  carpetVacuum: 'manual vacuuming rate',
  supervisionShare: 'time still spent supervising robots',
  coversPerUnitDay: 'covers one robot handles a day',
  linesPerOrder: 'order lines per order',
  palletMovesPerOrder: 'pallet moves per order',
  coversPerDay: 'covers per day',
}

/** camelCase → words (`laborCostPerHour` → `labor cost per hour`). */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
}

/**
 * A rate's key in words: `robots.vacuum_sweeper.purchasePriceUsd` → `Autonomous vacuum /
 * sweeper: purchase price`; `defaults.daysPerWeek` → `Assumed days per week`.
 */
export function rateLabel(name: string): string {
  const parts = name.split('.')
  const leaf = (parts.pop() ?? name).replace(/Usd$/, '')
  const leafWords = RATE_WORDS[leaf] ?? FIELD_WORDS[leaf] ?? words(leaf)
  const type = parts.find((part) => TYPE_LABELS[part])
  if (type) return `${TYPE_LABELS[type]}: ${leafWords}`
  if (parts[0] === 'defaults') return `Assumed ${leafWords}`
  return leafWords.charAt(0).toUpperCase() + leafWords.slice(1)
}

/** Money units of the catalog's rates (`USD`, `USD/month`): these convert to the page's currency. */
export function isUsdUnit(unit: string): boolean {
  return unit === 'USD' || unit.startsWith('USD/')
}

/** A rate unit as a reader writes it: `share` as a percentage, `days/week` as `days a week`. */
export function unitWords(unit: string, currency: string): string {
  if (isUsdUnit(unit)) return unit.replace(/^USD/, currency)
  return unit
}
