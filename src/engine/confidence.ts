/**
 * Match confidence: a recommendation is only as strong as the answers behind it and the
 * gap between the winning robot type and the next one.
 */
import type { MatchRequest, PublicMatchResponse } from '../schemas/api.js'
import type { CategoryRules } from './robot-types.js'

/** Confidence levels of a business match. */
export type MatchConfidence = NonNullable<PublicMatchResponse['matchConfidence']>

/** Answers needed for a strong match, and below which a match is weak. */
const STRONG_MIN_FIELDS = 6
const WEAK_BELOW_FIELDS = 3
/** Points between best and runner-up type for a strong match, and below which a sparse match is weak. */
const STRONG_MIN_MARGIN = 8
const WEAK_BELOW_MARGIN = 3

/** How many of the category's relevant profile fields the request answers (0–9). */
function countRelevantFields(request: MatchRequest, rules: CategoryRules): number {
  let given = 0
  if (request[rules.sizeField] !== undefined) given++
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
 * strong: the size and at least six answers, and a clear winner; weak: no vendor to
 * recommend, fewer than three answers, or a near tie on a sparse profile; else moderate.
 */
export function matchConfidence(request: MatchRequest, rules: CategoryRules, margin: number, hasVendors: boolean): MatchConfidence {
  if (!hasVendors) return 'weak'
  const given = countRelevantFields(request, rules)
  if (given < WEAK_BELOW_FIELDS) return 'weak'
  if (given < STRONG_MIN_FIELDS) return margin < WEAK_BELOW_MARGIN ? 'weak' : 'moderate'
  return margin >= STRONG_MIN_MARGIN && request[rules.sizeField] !== undefined ? 'strong' : 'moderate'
}
