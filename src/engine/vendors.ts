/**
 * Vendor scoring and ranking. Every rule gives integer points (the `ScoreBreakdown` keys),
 * so a pro caller can see exactly why a vendor ranks where it does, and the sponsored boost
 * stays small, conditional and visible.
 *
 * Only vendors that sell the recommended robot type in the profile's region are ranked: a
 * short list is better than one padded with vendors of other types.
 */
import type { BudgetPreference, ScoreBreakdown } from '../schemas/api.js'
import type { AcquisitionModel, RobotType } from '../schemas/catalog.js'
import { robotTypeBit, type IndexedVendor } from './catalog-index.js'
import type { BusinessProfile } from './profile.js'
import { sizeCloseness } from './type-fit.js'

/** Points a sponsored vendor gets on top, once it qualifies on its own merits (at most 3 of 100). */
export const SPONSORED_BOOST = 3
/** Unboosted score a sponsored vendor needs before the boost applies. */
export const QUALIFYING_SCORE = 50

/** robotTypeFit points: every listed vendor sells the recommended type in the region. */
const TYPE_POINTS = 30
/** Scores are out of 100. */
const MAX_SCORE = 100
/** acquisitionFit points: offers the recommended model; otherwise per model offered, up to a cap. */
const RECOMMENDED_MODEL_POINTS = 15
const POINTS_PER_OTHER_MODEL = 4
const MAX_OTHER_MODEL_POINTS = 8
/** budgetFit points by budget preference, indexed by price band (budget, mid, premium). */
const BUDGET_FIT_POINTS: Record<BudgetPreference, readonly number[]> = {
  low_upfront: [12, 7, 2],
  balanced: [11, 12, 11],
  maximize_long_term_roi: [5, 9, 12],
}
/** readinessFit points by how many levels the customer falls short of what the vendor needs. */
const READINESS_FIT_POINTS = [10, 5, 0]
/** sizeFit points: full inside the vendor's fit range, falling off outside; about half when the size is unknown. */
const SIZE_FIT_POINTS = 15
const UNKNOWN_SIZE_FIT_POINTS = 8
/** deploymentSpeed: 10 points at two weeks or less, falling linearly to 0 at 32 weeks. */
const DEPLOYMENT_SPEED_POINTS = 10
const FASTEST_DEPLOYMENT_WEEKS = 2
const SLOWEST_DEPLOYMENT_WEEKS = 32
/** How much speed matters, by staffing pressure (low, medium, high). */
const SPEED_WEIGHT_BY_STAFFING = [0.6, 0.8, 1]
/**
 * regionFit: how directly a buyer in the region reaches the vendor — integrators only 1,
 * partners 2, direct 3 — plus 2 when the vendor's head office is in the region (local
 * service and support); none where no recent source shows the vendor still selling
 * (`tradingUnconfirmed`): a buyer may not reach it at all.
 */
const CHANNEL_POINTS = [1, 2, 3]
const LOCAL_HEAD_OFFICE_POINTS = 2

/** What vendor scoring needs from one match, prepared once before the candidate loop. */
export interface VendorScoring {
  region: string
  /** The recommended robot type and its bit. */
  type: RobotType
  typeBit: number
  recommendedModel: AcquisitionModel
  budgetPoints: readonly number[]
  /** 0 low, 1 medium, 2 high. */
  readiness: number
  size: number | undefined
  speedWeight: number
}

/** A ranked vendor: its index entry, the type it is listed for, points per rule and score (their sum). */
export interface RankedVendor {
  entry: IndexedVendor
  robotType: RobotType
  breakdown: ScoreBreakdown
  score: number
}

/** Prepares the per-match inputs of vendor scoring from the profile, the recommended type and model. */
export function vendorScoring(profile: BusinessProfile, type: RobotType, recommendedModel: AcquisitionModel): VendorScoring {
  return {
    region: profile.region,
    type,
    typeBit: robotTypeBit(type),
    recommendedModel,
    budgetPoints: BUDGET_FIT_POINTS[profile.budget],
    readiness: profile.readiness,
    size: profile.size ?? profile.assumedSize,
    speedWeight: SPEED_WEIGHT_BY_STAFFING[profile.staffing],
  }
}

/** Whether the vendor sells the recommended type in the region. */
export function sellsType(entry: IndexedVendor, region: string, typeBit: number): boolean {
  return ((entry.typeMaskByRegion.get(region) ?? 0) & typeBit) !== 0
}

/** Acquisition models a vendor offers for a type (the offering's own, else the vendor's). */
export function modelsFor(entry: IndexedVendor, type: RobotType): readonly AcquisitionModel[] {
  return entry.modelsByType.get(type) ?? entry.vendor.acquisitionModels
}

function acquisitionFit(entry: IndexedVendor, s: VendorScoring): number {
  const models = modelsFor(entry, s.type)
  if (models.includes(s.recommendedModel)) return RECOMMENDED_MODEL_POINTS
  return Math.min(MAX_OTHER_MODEL_POINTS, POINTS_PER_OTHER_MODEL * models.length)
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
  const weeks = entry.vendor.deploymentWeeks
  const share = 1 - (weeks - FASTEST_DEPLOYMENT_WEEKS) / (SLOWEST_DEPLOYMENT_WEEKS - FASTEST_DEPLOYMENT_WEEKS)
  const clamped = share > 1 ? 1 : share < 0 ? 0 : share
  return Math.round(DEPLOYMENT_SPEED_POINTS * clamped * s.speedWeight)
}

/** Points per rule for one vendor of the recommended type, before any sponsored boost. */
function scoreVendor(entry: IndexedVendor, s: VendorScoring): ScoreBreakdown {
  return {
    robotTypeFit: TYPE_POINTS,
    acquisitionFit: acquisitionFit(entry, s),
    sizeFit: sizeFit(entry, s),
    budgetFit: s.budgetPoints[entry.priceBand],
    readinessFit: readinessFit(entry, s),
    deploymentSpeed: deploymentSpeed(entry, s),
    regionFit:
      entry.vendor.tradingUnconfirmed !== undefined ? 0 : CHANNEL_POINTS[entry.channel] + (entry.homeRegion === s.region ? LOCAL_HEAD_OFFICE_POINTS : 0),
    sponsoredBoost: 0,
  }
}

function unboostedOf(b: ScoreBreakdown): number {
  return b.robotTypeFit + b.acquisitionFit + b.sizeFit + b.budgetFit + b.readinessFit + b.deploymentSpeed + b.regionFit
}

/**
 * The best `limit` vendors that sell the recommended type in the region, in one order that
 * does not depend on `limit` (a tier never changes the ranking): by unboosted score, a tie
 * to the unsponsored vendor, then by name and id. Sponsorship never changes a position: a
 * qualifying sponsored vendor's boost (at most SPONSORED_BOOST) is capped so that its score
 * stays at or below the score of the vendor ranked just above it.
 */
export function rankVendors(candidates: readonly IndexedVendor[], s: VendorScoring, limit: number): RankedVendor[] {
  if (limit < 1) return []
  const scored: Array<RankedVendor & { sponsored: number }> = []
  for (const entry of candidates) {
    if (!sellsType(entry, s.region, s.typeBit)) continue
    const breakdown = scoreVendor(entry, s)
    scored.push({ entry, robotType: s.type, breakdown, score: unboostedOf(breakdown), sponsored: entry.vendor.sponsored ? 1 : 0 })
  }
  scored.sort((a, b) => b.score - a.score || a.sponsored - b.sponsored || a.entry.nameRank - b.entry.nameRank)
  const ranked = scored.slice(0, limit)
  for (let i = 0; i < ranked.length; i++) {
    const item = ranked[i]
    if (item.sponsored === 0 || item.score < QUALIFYING_SCORE) continue
    const ceiling = i === 0 ? MAX_SCORE : ranked[i - 1].score
    const boost = Math.max(0, Math.min(SPONSORED_BOOST, ceiling - item.score))
    item.breakdown.sponsoredBoost = boost
    item.score += boost
  }
  return ranked.map(({ entry, robotType, breakdown, score }) => ({ entry, robotType, breakdown, score }))
}
