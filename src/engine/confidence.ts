/**
 * Match confidence: how far to trust the answer. It reflects the economics margin, the
 * deciding inputs that were assumed, the vendors found for the type in the region, the gap to
 * the next robot type, and the maturity of the type.
 *
 * - weak: no vendor sells the type in the region, two or more deciding inputs were assumed, or the
 *   money rests on another country's figures (the US labour cost where the money table has none
 *   for the region and the buyer sent none, or US dollars where it knows no currency for the region
 *   and the buyer sent none), or the price is another machine's, or every seller listed is one no
 *   recent source shows still selling the robots (round 157 C).
 * - strong: a proceed verdict with room to spare (a lease or RaaS netting 30 % of its cost, a
 *   purchase paying back within 30 % of the robots' life, and a saving of two staff-hours a day or
 *   more), every deciding input given, at least two
 *   vendors, a clear winning type, a mature type (kitchen automation never is yet), prices that are
 *   not planning figures of a system quoted per project (goods-to-person, AS/RS), a saving below the
 *   ceiling of one staff-hour per robot-hour (a banquet served in one seating saves less), and not a
 *   purchase by a team that says its tech readiness is low (it would own what it cannot run), nor
 *   one paying back in about six months or less (a year for warehouse picking systems;
 *   `short_payback`: a figure to check first), nor one whose saving a local price above our
 *   converted one could erase (`price_converted`).
 * - moderate otherwise; a not-yet answer is never strong.
 */
import type { PublicMatchResponse, Verdict } from '../schemas/api.js'
import type { RobotType } from '../schemas/catalog.js'

/** Confidence levels of a business match. */
export type MatchConfidence = NonNullable<PublicMatchResponse['matchConfidence']>

/** Points between best and runner-up type for a strong match. */
const STRONG_MIN_TYPE_MARGIN = 6
/** Judged net ÷ robot cost needed for a strong lease or RaaS answer (20 % proceeds). */
const STRONG_MIN_ECONOMICS_MARGIN = 0.3
/**
 * A strong purchase pays back within this share of the clear-case line (40 % of the robots' life,
 * at most 60 months): 30 % of their life, at most 45 months, the same step up as a lease's 20 → 30 %.
 * A purchase paying back just inside the line (a 90-cover restaurant at 18 of 19 months) is a
 * proceed, but not a strong one.
 */
export const STRONG_MAX_PAYBACK_SHARE = 0.75
/**
 * A strong answer saves at least this many staff-hours a day (the judged monthly net over the
 * day's staff cost): under one the verdict is a pilot (`small_saving`), and a saving of one or
 * two staff-hours a day is within the error of averaged rates (one robot at a 90-cover diner).
 */
const STRONG_MIN_STAFF_HOURS_A_DAY = 2
const STRONG_MIN_VENDORS = 2
/** Types whose deployments are too young for a strong answer. */
const EMERGING_TYPES: ReadonlySet<RobotType> = new Set(['kitchen_automation'])

export interface ConfidenceInputs {
  verdict: Verdict
  /** Judged monthly net ÷ robot cost of the recommended model. */
  economicsMargin: number
  buying: boolean
  /** A purchase's payback ÷ the clear-case line (`decideVerdict`); null when it never pays back. */
  paybackShareOfLine?: number | null
  /** The judged monthly net in staff-hours a day (net ÷ (labour cost × operating days a month)). */
  staffHoursADay?: number
  /** The buyer said its tech readiness is low. */
  lowReadiness?: boolean
  /** Deciding inputs the engine assumed. */
  assumedInputs: number
  vendorCount: number
  /** Points between the best and the runner-up robot type. */
  typeMargin: number
  robotType: RobotType
  /** The labour cost or currency is another country's (the region has no labour cost, or no currency, in the money table and the request sent none). */
  borrowedMoney?: boolean
  /** The robots' price is another machine's (a kitchen task whose stations have no published price). */
  borrowedPrice?: boolean
  /** A rate the request cannot confirm decides the saving (self-service bussing: who clears the tables). */
  rateUnconfirmed?: boolean
  /** The labour cost sent is far from the region's typical one (`implausible_input`): likely a slip. */
  implausibleInput?: boolean
  /** The type is quoted per project: its prices are planning figures (`RobotTypeRule.quotedPerProject`). */
  quotedPerProject?: boolean
  /** The saving counts every hour the robots run as a staff-hour (`savingAtRobotHours`): a ceiling, not an average. */
  savingAtCeiling?: boolean
  /** The advised purchase pays back in about six months or less (`short_payback`): a figure to check first. */
  shortPayback?: boolean
  /** The answer warns that a local price well above our converted one could erase the saving (`price_converted`). */
  priceCouldErase?: boolean
  /** Every seller of the type here is one no recent source shows still selling it (`tradingUnconfirmed`). */
  sellersUnconfirmed?: boolean
}

export function judgeConfidence(input: ConfidenceInputs): MatchConfidence {
  if (
    input.vendorCount === 0 ||
    input.sellersUnconfirmed === true ||
    input.assumedInputs >= 2 ||
    input.borrowedMoney === true ||
    input.borrowedPrice === true ||
    input.implausibleInput === true
  )
    return 'weak'
  const strong =
    input.verdict === 'proceed' &&
    input.assumedInputs === 0 &&
    input.vendorCount >= STRONG_MIN_VENDORS &&
    input.typeMargin >= STRONG_MIN_TYPE_MARGIN &&
    (input.buying ? (input.paybackShareOfLine ?? Infinity) <= STRONG_MAX_PAYBACK_SHARE : input.economicsMargin >= STRONG_MIN_ECONOMICS_MARGIN) &&
    (input.staffHoursADay === undefined || input.staffHoursADay >= STRONG_MIN_STAFF_HOURS_A_DAY) &&
    input.lowReadiness !== true &&
    input.rateUnconfirmed !== true &&
    input.quotedPerProject !== true &&
    input.savingAtCeiling !== true &&
    // A payback the answer itself calls faster than most buyers see is not a strong one (round 97: a
    // Las Vegas diner's 4-month payback was "strong" beside that warning).
    input.shortPayback !== true &&
    // Nor one whose own warning says a local price could erase the saving (round 141: 12 of 157 strong
    // answers carried `price_converted`).
    input.priceCouldErase !== true &&
    !EMERGING_TYPES.has(input.robotType)
  return strong ? 'strong' : 'moderate'
}
