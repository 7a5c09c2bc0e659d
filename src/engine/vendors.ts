/**
 * Vendor scoring and ranking. Every rule gives integer points (the `ScoreBreakdown` keys),
 * so a pro caller can see exactly why a vendor ranks where it does, and the sponsored boost
 * stays small, conditional and visible.
 */
import type { BudgetPreference, ScoreBreakdown } from '../schemas/api.js'
import type { AcquisitionModel } from '../schemas/catalog.js'
import { acquisitionBit, robotTypeBit, type IndexedVendor } from './catalog-index.js'
import type { BusinessProfile } from './profile.js'
import { keepTop } from './top-keys.js'
import { sizeCloseness, type ScoredRobotType } from './type-fit.js'

/** Points a sponsored vendor gets on top, once it qualifies on its own merits. */
export const SPONSORED_BOOST = 3
/** Unboosted score a sponsored vendor needs before the boost applies. */
export const QUALIFYING_SCORE = 50

/** robotTypeFit points: offers the best type / the first / the second runner-up. */
const BEST_TYPE_POINTS = 40
const RUNNER_UP_POINTS = 20
const SECOND_RUNNER_UP_POINTS = 15
/** acquisitionFit points: offers the recommended model; otherwise per model offered, up to a cap. */
const RECOMMENDED_MODEL_POINTS = 15
const POINTS_PER_OTHER_MODEL = 4
const MAX_OTHER_MODEL_POINTS = 8
/** budgetFit points by budget preference, indexed by price band (budget, mid, premium). */
const BUDGET_FIT_POINTS: Record<BudgetPreference, readonly number[]> = {
  low_upfront: [12, 7, 2],
  balanced: [9, 12, 7],
  maximize_long_term_roi: [5, 9, 12],
}
/** readinessFit points by how many levels the customer falls short of what the vendor needs. */
const READINESS_FIT_POINTS = [10, 5, 0]
/** sizeFit points: full inside the vendor's fit range; half when the size is unknown. */
const SIZE_FIT_POINTS = 10
const UNKNOWN_SIZE_FIT_POINTS = 5
/** deploymentSpeed: 10 points for two weeks or less, one point less per three more weeks. */
const DEPLOYMENT_SPEED_POINTS = 10
const FASTEST_DEPLOYMENT_WEEKS = 2
const WEEKS_PER_SPEED_POINT = 3
/** How much speed matters, by staffing pressure (low, medium, high). */
const SPEED_WEIGHT_BY_STAFFING = [0.5, 0.75, 1]

/** What vendor scoring needs from one match, prepared once before the candidate loop. */
export interface VendorScoring {
  bestTypeBit: number
  runnerUpBit: number
  secondRunnerUpBit: number
  recommendedModelBit: number
  budgetPoints: readonly number[]
  /** 0 low, 1 medium, 2 high. */
  readiness: number
  size: number | undefined
  speedWeight: number
}

/** A ranked vendor: its index entry, points per rule and score (their sum). */
export interface RankedVendor {
  entry: IndexedVendor
  breakdown: ScoreBreakdown
  score: number
}

/** Prepares the per-match inputs of vendor scoring from the profile, its ranked robot types and the recommended model. */
export function vendorScoring(profile: BusinessProfile, rankedTypes: readonly ScoredRobotType[], recommendedModel: AcquisitionModel): VendorScoring {
  const typeBit = (i: number) => (i < rankedTypes.length ? robotTypeBit(rankedTypes[i].rule.type) : 0)
  return {
    bestTypeBit: typeBit(0),
    runnerUpBit: typeBit(1),
    secondRunnerUpBit: typeBit(2),
    recommendedModelBit: acquisitionBit(recommendedModel),
    budgetPoints: BUDGET_FIT_POINTS[profile.budget],
    readiness: profile.readiness,
    size: profile.size,
    speedWeight: SPEED_WEIGHT_BY_STAFFING[profile.staffing],
  }
}

function robotTypeFit(entry: IndexedVendor, s: VendorScoring): number {
  if ((entry.typeMask & s.bestTypeBit) !== 0) return BEST_TYPE_POINTS
  if ((entry.typeMask & s.runnerUpBit) !== 0) return RUNNER_UP_POINTS
  return (entry.typeMask & s.secondRunnerUpBit) !== 0 ? SECOND_RUNNER_UP_POINTS : 0
}

function acquisitionFit(entry: IndexedVendor, s: VendorScoring): number {
  if ((entry.modelMask & s.recommendedModelBit) !== 0) return RECOMMENDED_MODEL_POINTS
  return Math.min(MAX_OTHER_MODEL_POINTS, POINTS_PER_OTHER_MODEL * entry.modelCount)
}

function readinessFit(entry: IndexedVendor, s: VendorScoring): number {
  const shortfall = entry.readinessNeeded - s.readiness
  return shortfall <= 0 ? READINESS_FIT_POINTS[0] : READINESS_FIT_POINTS[shortfall]
}

function sizeFit(entry: IndexedVendor, s: VendorScoring): number {
  if (s.size === undefined) return UNKNOWN_SIZE_FIT_POINTS
  const { min, max } = entry.vendor.fitSize
  return Math.round(SIZE_FIT_POINTS * sizeCloseness(s.size, min, max))
}

function deploymentSpeed(entry: IndexedVendor, s: VendorScoring): number {
  const base = DEPLOYMENT_SPEED_POINTS - (entry.vendor.deploymentWeeks - FASTEST_DEPLOYMENT_WEEKS) / WEEKS_PER_SPEED_POINT
  const clamped = base > DEPLOYMENT_SPEED_POINTS ? DEPLOYMENT_SPEED_POINTS : base < 0 ? 0 : base
  return Math.round(clamped * s.speedWeight)
}

/** Score before any sponsored boost (0–97). */
function unboostedScore(entry: IndexedVendor, s: VendorScoring): number {
  return robotTypeFit(entry, s) + acquisitionFit(entry, s) + s.budgetPoints[entry.priceBand]
    + readinessFit(entry, s) + sizeFit(entry, s) + deploymentSpeed(entry, s)
}

/** The boost a vendor earns: only sponsored vendors that qualify without it. */
function sponsoredBoost(entry: IndexedVendor, unboosted: number): number {
  return entry.vendor.sponsored && unboosted >= QUALIFYING_SCORE ? SPONSORED_BOOST : 0
}

/** Points per rule for one vendor; the parts sum to its score. */
export function scoreVendor(entry: IndexedVendor, s: VendorScoring): ScoreBreakdown {
  const breakdown: ScoreBreakdown = {
    robotTypeFit: robotTypeFit(entry, s),
    acquisitionFit: acquisitionFit(entry, s),
    budgetFit: s.budgetPoints[entry.priceBand],
    readinessFit: readinessFit(entry, s),
    sizeFit: sizeFit(entry, s),
    deploymentSpeed: deploymentSpeed(entry, s),
    sponsoredBoost: 0,
  }
  const unboosted = breakdown.robotTypeFit + breakdown.acquisitionFit + breakdown.budgetFit + breakdown.readinessFit
    + breakdown.sizeFit + breakdown.deploymentSpeed
  breakdown.sponsoredBoost = sponsoredBoost(entry, unboosted)
  return breakdown
}

/**
 * The best `limit` candidates: boosted score desc, then unboosted desc, then name and id.
 * Ranking by unboosted score second is what bounds a sponsored vendor's advantage to the boost.
 */
export function rankVendors(candidates: readonly IndexedVendor[], s: VendorScoring, limit: number): RankedVendor[] {
  if (limit < 1) return []
  // One sortable number per vendor: boosted (≤ 100), unboosted (< 128), then name order.
  const span = candidates.length === 0 ? 1 : candidates[candidates.length - 1].nameRank + 1
  const topKeys: number[] = []
  const top: IndexedVendor[] = []
  for (let i = 0; i < candidates.length; i++) {
    const entry = candidates[i]
    const unboosted = unboostedScore(entry, s)
    const key = ((unboosted + sponsoredBoost(entry, unboosted)) * 128 + unboosted) * span + (span - 1 - entry.nameRank)
    keepTop(topKeys, top, limit, key, entry)
  }
  const ranked: RankedVendor[] = []
  for (const entry of top) {
    const breakdown = scoreVendor(entry, s)
    const score = breakdown.robotTypeFit + breakdown.acquisitionFit + breakdown.budgetFit + breakdown.readinessFit
      + breakdown.sizeFit + breakdown.deploymentSpeed + breakdown.sponsoredBoost
    ranked.push({ entry, breakdown, score })
  }
  return ranked
}
