/**
 * Match confidence: a recommendation is only as strong as the answers behind it, the gap
 * between the winning robot type and the next one, and (cleaning) whether it pays.
 */
import type { MatchRequest, PublicMatchResponse } from '../schemas/api.js'
import type { CategoryRules } from './robot-types.js'

/** Confidence levels of a business match. */
export type MatchConfidence = NonNullable<PublicMatchResponse['matchConfidence']>

/** Answers needed for a strong match, and below which a match is weak. */
const STRONG_MIN_FIELDS = 5
const WEAK_BELOW_FIELDS = 3
/** Points between best and runner-up type for a strong match, and below which an unsized match is weak. */
const STRONG_MIN_MARGIN = 6
const WEAK_BELOW_MARGIN = 3

/** What confidence is judged on. */
export interface ConfidenceInputs {
  request: MatchRequest
  rules: CategoryRules
  /** Points between the best and the runner-up robot type. */
  margin: number
  /** Whether any vendor in the region sells the recommended (or a runner-up) type. */
  hasVendors: boolean
  /** Cleaning: whether the recommended acquisition model saves money; undefined elsewhere. */
  roiPositive?: boolean
}

/** How many of the category's relevant profile fields the request answers. */
function countRelevantFields(request: MatchRequest, rules: CategoryRules): number {
  let given = 0
  if (request[rules.sizeField] !== undefined) given++
  if (request[rules.processField] !== undefined) given++
  if (request.category === 'warehouse' && request.ordersPerDay !== undefined) given++
  if (request.laborCostPerHour !== undefined) given++
  if (request.hoursPerDay !== undefined) given++
  if (request.daysPerWeek !== undefined) given++
  if (request.staffingPressure !== undefined) given++
  if (request.budgetPreference !== undefined) given++
  if (request.acquisitionPreference !== undefined) given++
  if (request.techReadiness !== undefined) given++
  if (request.region !== undefined) given++
  return given
}

/**
 * strong: the inputs that decide the answer were given (the size; for cleaning also the
 * labour cost), at least five answers in all, a clear winner, and (cleaning) a positive ROI.
 * weak: no vendor to recommend, fewer than three answers, or a near tie without a size.
 * Otherwise moderate.
 */
export function matchConfidence({ request, rules, margin, hasVendors, roiPositive }: ConfidenceInputs): MatchConfidence {
  if (!hasVendors) return 'weak'
  const given = countRelevantFields(request, rules)
  const sized = request[rules.sizeField] !== undefined
  if (given < WEAK_BELOW_FIELDS) return 'weak'
  if (!sized && margin < WEAK_BELOW_MARGIN) return 'weak'
  const decisiveGiven = sized && (request.category !== 'cleaning' || request.laborCostPerHour !== undefined)
  if (decisiveGiven && given >= STRONG_MIN_FIELDS && margin >= STRONG_MIN_MARGIN && roiPositive !== false) return 'strong'
  return 'moderate'
}
