/**
 * Business match: profile → best robot type sold in the region → acquisition advice →
 * ranked vendors of that type, plus the cleaning ROI or a fleet sizing hint. Tier only
 * decides how much of the answer is shown.
 */
import type { MatchRequest, PublicMatchResponse, VendorMatch } from '../schemas/api.js'
import type { AcquisitionModel, RobotType } from '../schemas/catalog.js'
import { adviseOnRoi, recommendAcquisition, type AcquisitionAdvice } from './acquisition.js'
import { attribution } from './attribution.js'
import { catalogIndex, robotTypeBit, typesSoldIn, vendorsServing } from './catalog-index.js'
import { matchConfidence } from './confidence.js'
import { fleetSizingHint } from './fleet.js'
import { defaultedInputs, readProfile } from './profile.js'
import { cleaningRoi, estimateCleaning, type CleaningEstimate } from './roi.js'
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
  const sold = typesSoldIn(index, category, profile.region)
  // Every type scored once; only those some vendor sells in the region can be recommended
  // (all of them when none is, so the answer can still say what would fit).
  const scored = rankRobotTypes(profile)
  const available = scored.filter((t) => (sold & robotTypeBit(t.rule.type)) !== 0)
  const types = available.length > 0 ? available : scored
  const best = types[0]
  const margin = types.length > 1 ? best.score - types[1].score : best.score
  const rationale = robotTypeRationale(profile, best.rule)
  if (sold === 0) {
    rationale.unshift(
      `No vendor in the catalog sells ${profile.rules.types.map((t) => t.plural).join(', ')} in ${profile.region} yet: the type below is what would fit, but there is no one to buy it from there`,
    )
  } else {
    const unrestricted = scored[0]
    if (unrestricted.rule.type !== best.rule.type && unrestricted.score > best.score) {
      rationale.push(`${unrestricted.rule.label} would fit slightly better, but no vendor in the catalog sells it in ${profile.region}`)
    }
  }

  let acquisition: AcquisitionAdvice = recommendAcquisition(profile, best.rule)
  let estimate: CleaningEstimate | undefined
  let roiPositive: boolean | undefined
  if (category === 'cleaning') {
    estimate = estimateCleaning(request, best.rule.type, catalogs.cleaningRates)
    acquisition = adviseOnRoi(acquisition, savingsByModel(estimate))
    roiPositive = estimate.models[acquisition.model].netMonthlySaving > 0
  }

  const candidates = vendorsServing(index, category, profile.region)
  const ranked = sold === 0 ? [] : rankVendors(candidates, vendorScoring(profile, types, acquisition.model), ctx.limits.maxVendors)
  const defaulted = defaultedInputs(request, profile.rules)
  const pro = ctx.tier === 'pro'

  const response: PublicMatchResponse = {
    matchId: ctx.matchId,
    tier: ctx.tier,
    category,
    region: profile.region,
    matchConfidence: matchConfidence({ request, rules: profile.rules, margin, hasVendors: ranked.length > 0, roiPositive }),
    acquisitionRecommendation: acquisition.model,
    acquisitionRationale: acquisition.rationale,
    bestRobotMatch: {
      robotType: best.rule.type,
      label: best.rule.label,
      score: best.score,
      rationale,
    },
    vendorMatches: ranked.map((item, i) => vendorMatch(item, i + 1, request, ctx)),
    defaultedInputs: defaulted,
    attribution: attribution(ctx.limits, ctx.attributionLink),
  }
  if (pro) {
    response.bestRobotMatch.runnerUps = types.slice(1, 1 + RUNNER_UPS).map((t) => ({ robotType: t.rule.type, label: t.rule.label, score: t.score }))
  }
  if (estimate) response.cleaningRoi = cleaningRoi(estimate, acquisition.model, pro)
  else response.fleetSizingHint = fleetSizingHint(profile, best.rule.type)
  return response
}

/**
 * Monthly net saving per acquisition model for the advice. A purchase that only pays back
 * after the robot's life counts as not paying back (0), whatever its small positive net.
 */
function savingsByModel(estimate: CleaningEstimate): Record<AcquisitionModel, number> {
  const buy = estimate.models.buy
  return {
    buy: buy.paybackMonths !== null && buy.paybackMonths > estimate.robotLifeMonths ? 0 : buy.netMonthlySaving,
    lease: estimate.models.lease.netMonthlySaving,
    raas: estimate.models.raas.netMonthlySaving,
  }
}

function vendorMatch(item: RankedVendor, rank: number, request: MatchRequest, ctx: MatchContext): VendorMatch {
  const vendor = item.entry.vendor
  const match: VendorMatch = {
    rank,
    vendorId: vendor.id,
    name: vendor.name,
    robotType: item.robotType,
    score: item.score,
    sponsored: vendor.sponsored,
    // Copies, so a caller editing a response cannot edit the catalog.
    acquisitionModels: vendor.acquisitionModels.slice(),
    regions: regionsOf(vendor.offerings, item.robotType),
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

/** Regions where the vendor sells the type it is listed for (one offering per type, see the catalog test). */
function regionsOf(offerings: ReadonlyArray<{ robotType: RobotType; regions: string[] }>, type: RobotType): string[] {
  return offerings.find((offering) => offering.robotType === type)?.regions.slice() ?? []
}
