/**
 * Business match: profile → best robot type → acquisition advice → ranked vendors, plus the
 * cleaning ROI or a fleet sizing hint. Tier only decides how much of the answer is shown.
 */
import type { MatchRequest, PublicMatchResponse, VendorMatch } from '../schemas/api.js'
import { recommendAcquisition } from './acquisition.js'
import { attribution } from './attribution.js'
import { catalogIndex, vendorsServing } from './catalog-index.js'
import { matchConfidence } from './confidence.js'
import { fleetSizingHint } from './fleet.js'
import { readProfile } from './profile.js'
import { cleaningRoi, estimateCleaning } from './roi.js'
import { rankRobotTypes, robotTypeRationale } from './type-fit.js'
import { EngineError, type Catalogs, type MatchContext } from './types.js'
import { rankVendors, vendorScoring, type RankedVendor } from './vendors.js'

/** Runner-up robot types shown to pro callers. */
const RUNNER_UPS = 2

/** Recommends a robot type, an acquisition model and vendors for one business profile. */
export function matchBusiness(catalogs: Catalogs, request: MatchRequest, ctx: MatchContext): PublicMatchResponse {
  const index = catalogIndex(catalogs)
  const category = request.category
  if (index.categories[category].all.length === 0) throw new EngineError(`The ${category} catalog has no vendors`)

  const profile = readProfile(request)
  const types = rankRobotTypes(profile)
  const best = types[0]
  const margin = types.length > 1 ? best.score - types[1].score : best.score
  const acquisition = recommendAcquisition(profile, best.rule)
  const candidates = vendorsServing(index, category, profile.region)
  const ranked = rankVendors(candidates, vendorScoring(profile, types, acquisition.model), ctx.limits.maxVendors)
  const pro = ctx.tier === 'pro'

  const response: PublicMatchResponse = {
    matchId: ctx.matchId,
    tier: ctx.tier,
    category,
    region: profile.region,
    matchConfidence: matchConfidence(request, profile.rules, margin, ranked.length > 0),
    acquisitionRecommendation: acquisition.model,
    acquisitionRationale: acquisition.rationale,
    bestRobotMatch: {
      robotType: best.rule.type,
      label: best.rule.label,
      score: best.score,
      rationale: robotTypeRationale(profile, best.rule),
    },
    vendorMatches: ranked.map((item, i) => vendorMatch(item, i + 1, request, ctx)),
    attribution: attribution(ctx.limits, ctx.attributionLink),
  }
  if (pro) {
    response.bestRobotMatch.runnerUps = types
      .slice(1, 1 + RUNNER_UPS)
      .map((t) => ({ robotType: t.rule.type, label: t.rule.label, score: t.score }))
  }
  if (category === 'cleaning') {
    const estimate = estimateCleaning(request, best.rule.type, catalogs.cleaningRates)
    response.cleaningRoi = cleaningRoi(estimate, acquisition.model, pro)
  }
  else response.fleetSizingHint = fleetSizingHint(profile, best.rule.type)
  return response
}

function vendorMatch(item: RankedVendor, rank: number, request: MatchRequest, ctx: MatchContext): VendorMatch {
  const vendor = item.entry.vendor
  const match: VendorMatch = {
    rank,
    vendorId: vendor.id,
    name: vendor.name,
    score: item.score,
    sponsored: vendor.sponsored,
    // Copies, so a caller editing a response cannot edit the catalog.
    acquisitionModels: vendor.acquisitionModels.slice(),
    regions: vendor.regions.slice(),
    clickUrl: ctx.clickUrl(vendor.id, request.category),
  }
  if (ctx.tier === 'pro') {
    match.scoreBreakdown = item.breakdown
    match.priceBand = vendor.priceBand
    match.deploymentWeeks = vendor.deploymentWeeks
    match.headquarters = vendor.headquarters
  }
  return match
}
