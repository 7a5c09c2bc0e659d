/**
 * Vendor scoring and ranking. Every rule gives integer points (the `ScoreBreakdown` keys),
 * so a pro caller can see exactly why a vendor ranks where it does, and the sponsored boost
 * stays small, conditional and visible.
 *
 * Only vendors that sell one of the match's robot types in the profile's region are ranked.
 * Vendors of the recommended type come first; vendors of the runner-up types fill the list
 * only when too few sell the recommended one, and each entry says which type it is listed for.
 */
import type { BudgetPreference, ScoreBreakdown } from '../schemas/api.js'
import type { AcquisitionModel, RobotType } from '../schemas/catalog.js'
import { acquisitionBit, robotTypeBit, type IndexedVendor } from './catalog-index.js'
import type { BusinessProfile } from './profile.js'
import { sizeCloseness, type ScoredRobotType } from './type-fit.js'

/** Points a sponsored vendor gets on top, once it qualifies on its own merits (at most 3 of 100). */
export const SPONSORED_BOOST = 3
/** Unboosted score a sponsored vendor needs before the boost applies. */
export const QUALIFYING_SCORE = 50

/** robotTypeFit points: sells the recommended type / the first / the second runner-up in the region. */
const TYPE_POINTS = [30, 18, 12] as const
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
 * service and support).
 */
const CHANNEL_POINTS = [1, 2, 3]
const LOCAL_HEAD_OFFICE_POINTS = 2

/** What vendor scoring needs from one match, prepared once before the candidate loop. */
export interface VendorScoring {
  region: string
  /** Bits of the match's robot types, best first (up to three). */
  typeBits: readonly number[]
  types: readonly RobotType[]
  recommendedModelBit: number
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

/** Prepares the per-match inputs of vendor scoring from the profile, its ranked robot types and the recommended model. */
export function vendorScoring(profile: BusinessProfile, rankedTypes: readonly ScoredRobotType[], recommendedModel: AcquisitionModel): VendorScoring {
  const top = rankedTypes.slice(0, TYPE_POINTS.length)
  return {
    region: profile.region,
    typeBits: top.map((t) => robotTypeBit(t.rule.type)),
    types: top.map((t) => t.rule.type),
    recommendedModelBit: acquisitionBit(recommendedModel),
    budgetPoints: BUDGET_FIT_POINTS[profile.budget],
    readiness: profile.readiness,
    size: profile.size,
    speedWeight: SPEED_WEIGHT_BY_STAFFING[profile.staffing],
  }
}

/** Index into the match's types of the best one the vendor sells in the region, or -1. */
function typeIndex(entry: IndexedVendor, s: VendorScoring): number {
  const mask = entry.typeMaskByRegion.get(s.region) ?? 0
  for (let i = 0; i < s.typeBits.length; i++) if ((mask & s.typeBits[i]) !== 0) return i
  return -1
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
  const weeks = entry.vendor.deploymentWeeks
  const share = 1 - (weeks - FASTEST_DEPLOYMENT_WEEKS) / (SLOWEST_DEPLOYMENT_WEEKS - FASTEST_DEPLOYMENT_WEEKS)
  const clamped = share > 1 ? 1 : share < 0 ? 0 : share
  return Math.round(DEPLOYMENT_SPEED_POINTS * clamped * s.speedWeight)
}

/** The boost a vendor earns: only sponsored vendors that qualify without it. */
function sponsoredBoost(entry: IndexedVendor, unboosted: number): number {
  return entry.vendor.sponsored && unboosted >= QUALIFYING_SCORE ? SPONSORED_BOOST : 0
}

/** Points per rule for one vendor listed for the match type at `typeAt`; the parts sum to its score. */
function scoreVendor(entry: IndexedVendor, s: VendorScoring, typeAt: number): ScoreBreakdown {
  const breakdown: ScoreBreakdown = {
    robotTypeFit: TYPE_POINTS[typeAt],
    acquisitionFit: acquisitionFit(entry, s),
    sizeFit: sizeFit(entry, s),
    budgetFit: s.budgetPoints[entry.priceBand],
    readinessFit: readinessFit(entry, s),
    deploymentSpeed: deploymentSpeed(entry, s),
    regionFit: CHANNEL_POINTS[entry.channel] + (entry.homeRegion === s.region ? LOCAL_HEAD_OFFICE_POINTS : 0),
    sponsoredBoost: 0,
  }
  breakdown.sponsoredBoost = sponsoredBoost(entry, unboostedOf(breakdown))
  return breakdown
}

function unboostedOf(b: ScoreBreakdown): number {
  return b.robotTypeFit + b.acquisitionFit + b.sizeFit + b.budgetFit + b.readinessFit + b.deploymentSpeed + b.regionFit
}

/**
 * The best `limit` candidates, in one order that does not depend on `limit` (so a tier never
 * changes the ranking): vendors of the recommended type first, then those of each runner-up
 * type, so runner-up vendors appear only when too few sell the recommended type; within a
 * type by boosted score, then unboosted score, then name and id. Last, no sponsored vendor
 * stays above a vendor whose unboosted score beats its own by more than the boost.
 */
export function rankVendors(candidates: readonly IndexedVendor[], s: VendorScoring, limit: number): RankedVendor[] {
  if (limit < 1) return []
  const scored: Scored[] = []
  for (const entry of candidates) {
    const typeAt = typeIndex(entry, s)
    if (typeAt < 0) continue
    const breakdown = scoreVendor(entry, s, typeAt)
    const unboosted = unboostedOf(breakdown)
    scored.push({ entry, robotType: s.types[typeAt], breakdown, score: unboosted + breakdown.sponsoredBoost, typeAt, unboosted })
  }
  scored.sort((a, b) => a.typeAt - b.typeAt || b.score - a.score || b.unboosted - a.unboosted || a.entry.nameRank - b.entry.nameRank)
  boundSponsoredAdvantage(scored)
  return scored.slice(0, limit).map(({ entry, robotType, breakdown, score }) => ({ entry, robotType, breakdown, score }))
}

type Scored = RankedVendor & { typeAt: number; unboosted: number }

/**
 * Moves any vendor whose unboosted score beats a sponsored vendor above it by more than the
 * boost to just above that sponsored vendor. Within a type the sort already guarantees this;
 * across types it keeps the promise that sponsorship never buys more than SPONSORED_BOOST.
 * Each move puts a higher unboosted score earlier, so the loop ends.
 */
function boundSponsoredAdvantage(list: Scored[]): void {
  for (let i = 0; i < list.length; i++) {
    if (!list[i].entry.vendor.sponsored) continue
    let best = -1
    for (let j = i + 1; j < list.length; j++) {
      if (list[j].unboosted - list[i].unboosted > SPONSORED_BOOST && (best < 0 || list[j].unboosted > list[best].unboosted)) best = j
    }
    if (best >= 0) {
      const [moved] = list.splice(best, 1)
      list.splice(i, 0, moved)
      i = -1
    }
  }
}
