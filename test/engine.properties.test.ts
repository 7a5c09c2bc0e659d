import fc from 'fast-check'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadDefaultCatalogs } from '../src/catalogs/load.js'
import { shippedCleaningRates, shippedEconomics } from './helpers/cleaning-rates.js'
import {
  DEFAULT_TIERS,
  SPONSORED_BOOST,
  listVendors,
  matchBusiness,
  matchHome,
  type Catalogs,
  type HomeContext,
  type MatchContext,
  type TierLimits,
} from '../src/engine/index.js'
import {
  HomeMatchRequestSchema,
  HomeMatchResponseSchema,
  MatchRequestSchema,
  PublicMatchResponseSchema,
  type HomeMatchRequest,
  type MatchRequest,
  type PublicMatchResponse,
  type Tier,
} from '../src/schemas/api.js'
import { CATEGORY_RULES } from '../src/engine/robot-types.js'
import { toVendor, type RobotCategory, type Vendor } from '../src/schemas/catalog.js'
import { validateObject } from '../src/schemas/validate.js'

const RUNS = 300
/** The shipped rates table: generated vendor catalogs keep the real cleaning ROI model. */
const RATES = shippedCleaningRates()
const ECONOMICS = shippedEconomics()
const MATCH_ID = '3f2b8c1e-5d4a-4b7e-9c2d-1a2b3c4d5e6f'

function businessCtx(tier: Tier, limits: TierLimits = DEFAULT_TIERS[tier]): MatchContext {
  return {
    tier,
    limits,
    matchId: MATCH_ID,
    clickUrl: (id, cat) => `https://api.test/out?v=${id}&m=${MATCH_ID}&utm_campaign=${cat}`,
    attributionLink: 'https://robomatch.test/attribution',
  }
}

function homeCtx(tier: Tier): HomeContext {
  return { tier, limits: DEFAULT_TIERS[tier], matchId: MATCH_ID, attributionLink: 'https://robomatch.test/attribution' }
}

const level = fc.constantFrom('low', 'medium', 'high')
const category = fc.constantFrom<RobotCategory>('warehouse', 'cleaning', 'restaurant')
const size = (max: number, min = 10) => fc.oneof(fc.integer({ min, max }), fc.double({ min, max, noNaN: true }))

/** Raw request bodies as an integrator might send them (region in any case), all valid. */
const rawMatchRequest = fc.record(
  {
    category,
    laborCostPerHour: fc.double({ min: 0, max: 1000, noNaN: true }),
    hoursPerDay: fc.double({ min: 0.5, max: 24, noNaN: true }),
    daysPerWeek: fc.integer({ min: 1, max: 7 }),
    staffingPressure: level,
    budgetPreference: fc.constantFrom('low_upfront', 'balanced', 'maximize_long_term_roi'),
    acquisitionPreference: fc.constantFrom('open', 'buy', 'lease', 'raas'),
    techReadiness: level,
    region: fc.constantFrom('US', 'us', 'GB', 'de', 'JP', 'ZZ', 'Ca'),
    floorAreaSqM: size(500_000),
    facilitySizeSqM: size(1_000_000),
    seatsPerDay: size(20_000, 1),
    ordersPerDay: size(200_000, 1),
    handlingUnit: fc.constantFrom('each', 'case', 'pallet'),
    floorType: fc.constantFrom('hard', 'carpet', 'mixed'),
    carpetShare: fc.double({ min: 0, max: 1, noNaN: true }),
    serviceStyle: fc.constantFrom('table_service', 'counter_service', 'self_service'),
  },
  { requiredKeys: ['category'] },
)

/** Goes through the same validation as the API, so the engine only ever sees valid input. */
const matchRequest = rawMatchRequest.map((raw): MatchRequest => {
  const result = validateObject(MatchRequestSchema, raw)
  if (!result.ok) throw new Error(`generator made an invalid request: ${JSON.stringify(result.fields)}`)
  return result.value
})

const homeRequest = fc
  .record(
    {
      floorAreaSqM: size(10_000),
      floorType: fc.constantFrom('hard', 'carpet', 'mixed'),
      pets: fc.boolean(),
      budgetUsd: fc.double({ min: 0, max: 5000, noNaN: true }),
      mopping: fc.boolean(),
      selfEmptying: fc.boolean(),
    },
    { requiredKeys: [] },
  )
  .map((raw): Omit<HomeMatchRequest, 'affiliateLocale'> => {
    const result = validateObject(HomeMatchRequestSchema, raw)
    if (!result.ok) throw new Error(`generator made an invalid request: ${JSON.stringify(result.fields)}`)
    const { affiliateLocale: _locale, ...rest } = result.value
    return rest
  })

function homeExample(raw: Record<string, unknown>): Omit<HomeMatchRequest, 'affiliateLocale'> {
  const result = validateObject(HomeMatchRequestSchema, raw)
  if (!result.ok) throw new Error(`invalid example: ${JSON.stringify(result.fields)}`)
  const { affiliateLocale: _locale, ...rest } = result.value
  return rest
}

/** Random vendor catalogs: shared names force the name/id tie-break, many sponsors test the boost. */
function vendorsOf(cat: RobotCategory): fc.Arbitrary<Vendor[]> {
  const types = CATEGORY_RULES[cat].types.map((t) => t.type)
  const one = fc.record({
    name: fc.constantFrom('Acme', 'Bolt', 'Cobot', 'Acme Robotics'),
    robotTypes: fc.subarray(types, { minLength: 1 }),
    regions: fc.subarray(['US', 'GB', 'DE'], { minLength: 1 }),
    acquisitionModels: fc.subarray(['buy', 'lease', 'raas'] as const, { minLength: 1 }),
    priceBand: fc.constantFrom('budget', 'mid', 'premium'),
    deploymentWeeks: fc.integer({ min: 1, max: 104 }),
    readinessRequired: level,
    min: fc.integer({ min: 0, max: 20_000 }),
    span: fc.integer({ min: 1, max: 200_000 }),
    sponsored: fc.boolean(),
  })
  return fc.array(one, { minLength: 1, maxLength: 25 }).map((list) =>
    list.map(({ min, span, robotTypes, regions, ...rest }, i): Vendor =>
      toVendor({
        ...rest,
        id: `vendor-${i}`,
        status: 'active',
        salesChannel: 'direct',
        offerings: robotTypes.map((robotType) => ({ robotType, products: ['Model'], regions })),
        headquarters: 'Somewhere',
        website: `https://vendor-${i}.example.com`,
        fitSize: { min, max: min + span },
        sources: [`https://vendor-${i}.example.com`],
        checkedAt: '2026-11-23',
      }),
    ),
  )
}

const generatedCatalogs = fc
  .record({ warehouse: vendorsOf('warehouse'), cleaning: vendorsOf('cleaning'), restaurant: vendorsOf('restaurant') })
  .map((vendors): Catalogs => ({
    vendors,
    home: [],
    exchangeRate: { usdPerGbp: 1.25, source: 'https://www.example.com/rate', checkedAt: '2026-11-23' },
    cleaningRates: RATES,
    ...ECONOMICS,
  }))

const ALL_VENDORS: TierLimits = { ...DEFAULT_TIERS.pro, maxVendors: 1000 }

function unboosted(match: PublicMatchResponse['vendorMatches'][number]): number {
  return match.score - (match.scoreBreakdown?.sponsoredBoost ?? 0)
}

/** For every pair where a sponsored vendor ranks above another, the other is not ahead by more than the boost. */
/** No sponsored vendor sits above one with an equal or higher unboosted score, and scores never rise down the list. */
function expectBoostBounded(response: PublicMatchResponse): void {
  const list = response.vendorMatches
  for (let i = 0; i < list.length; i++) {
    expect(list[i].scoreBreakdown?.sponsoredBoost ?? 0).toBeLessThanOrEqual(SPONSORED_BOOST)
    if (i > 0) expect(list[i].score).toBeLessThanOrEqual(list[i - 1].score)
    if (!list[i].sponsored) continue
    for (let j = i + 1; j < list.length; j++) {
      if (list[j].sponsored) expect(unboosted(list[j])).toBeLessThanOrEqual(unboosted(list[i]))
      else expect(unboosted(list[j])).toBeLessThan(unboosted(list[i]))
    }
  }
}

describe('engine properties (shipped catalogs)', () => {
  let catalogs: Catalogs
  beforeAll(async () => {
    catalogs = await loadDefaultCatalogs()
  })

  it('is deterministic and leaves its input alone', () => {
    fc.assert(
      fc.property(matchRequest, fc.constantFrom<Tier>('starter', 'pro'), (request, tier) => {
        const copy = structuredClone(request)
        const first = matchBusiness(catalogs, request, businessCtx(tier))
        expect(request).toEqual(copy)
        expect(matchBusiness(catalogs, copy, businessCtx(tier))).toEqual(first)
      }),
      { numRuns: RUNS },
    )
  })

  it('answers valid responses within the tier limits, ranked the same in every tier', () => {
    fc.assert(
      fc.property(matchRequest, (request) => {
        const starter = v.parse(PublicMatchResponseSchema, matchBusiness(catalogs, request, businessCtx('starter')))
        const pro = v.parse(PublicMatchResponseSchema, matchBusiness(catalogs, request, businessCtx('pro')))
        expect(starter.vendorMatches.length).toBeLessThanOrEqual(DEFAULT_TIERS.starter.maxVendors)
        expect(pro.vendorMatches.length).toBeLessThanOrEqual(DEFAULT_TIERS.pro.maxVendors)
        expect(starter.bestRobotMatch.runnerUps).toBeUndefined()
        const starterIds = starter.vendorMatches.map((m) => m.vendorId)
        expect(pro.vendorMatches.slice(0, starterIds.length).map((m) => m.vendorId)).toEqual(starterIds)
        expect(pro.vendorMatches.map((m) => m.score).slice(0, starterIds.length)).toEqual(starter.vendorMatches.map((m) => m.score))
        expect(pro.bestRobotMatch.robotType).toBe(starter.bestRobotMatch.robotType)
        expect(pro.acquisitionRecommendation).toBe(starter.acquisitionRecommendation)
        expect(pro.matchConfidence).toBe(starter.matchConfidence)
      }),
      { numRuns: RUNS },
    )
  })

  it('sums each score breakdown to the score and bounds the sponsored boost', () => {
    fc.assert(
      fc.property(matchRequest, (request) => {
        const response = matchBusiness(catalogs, request, businessCtx('pro', ALL_VENDORS))
        for (const match of response.vendorMatches) {
          const b = match.scoreBreakdown
          if (!b) throw new Error('pro breakdown missing')
          expect(b.robotTypeFit + b.acquisitionFit + b.budgetFit + b.readinessFit + b.sizeFit + b.deploymentSpeed + b.regionFit + b.sponsoredBoost).toBe(
            match.score,
          )
          expect(match.score).toBeLessThanOrEqual(100)
        }
        expectBoostBounded(response)
      }),
      { numRuns: RUNS },
    )
  })

  it('gives cleaning an ROI and everything else a fleet hint, never both', () => {
    fc.assert(
      fc.property(matchRequest, fc.constantFrom<Tier>('starter', 'pro'), (request, tier) => {
        const response = matchBusiness(catalogs, request, businessCtx(tier))
        expect(response.fleetSizingHint === undefined).toBe(response.cleaningRoi !== undefined)
        expect(response.cleaningRoi !== undefined).toBe(request.category === 'cleaning')
      }),
      { numRuns: RUNS },
    )
  })

  it('never gives a worse verdict when labour costs more', () => {
    const rank = { not_yet: 0, pilot: 1, proceed: 2 } as const
    const costs = fc.tuple(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }))
    fc.assert(
      fc.property(matchRequest, costs, (request, [a, b]) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const answer = (laborCostPerHour: number) => matchBusiness(catalogs, { ...request, currency: 'USD', laborCostPerHour }, businessCtx('pro'))
        // A wage far above the country's is a pilot at most until confirmed (`labour_cost_unconfirmed`
        // caps a proceed, by design): such an answer counts as the proceed it was capped from (fast-check
        // found US$49/h in Japan a pilot beside US$8/h a proceed).
        const rankOf = (response: ReturnType<typeof answer>) =>
          response.verdictReasons.some((reason) => reason.code === 'labour_cost_unconfirmed') ? rank.proceed : rank[response.verdict]
        expect(rank[answer(low).verdict]).toBeLessThanOrEqual(rankOf(answer(high)))
      }),
      { numRuns: RUNS },
    )
  })

  it('never sizes fewer robots for more orders, covers or floor area of the same type', () => {
    const volumes = fc.tuple(fc.double({ min: 1, max: 200_000, noNaN: true }), fc.double({ min: 1, max: 200_000, noNaN: true }))
    fc.assert(
      fc.property(matchRequest, volumes, (request, [a, b]) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const field = { warehouse: 'ordersPerDay', cleaning: 'floorAreaSqM', restaurant: 'seatsPerDay' }[request.category]
        const at = (volume: number) => matchBusiness(catalogs, { ...request, [field]: Math.max(10, volume) }, businessCtx('pro'))
        const small = at(low)
        const big = at(high)
        if (small.bestRobotMatch.robotType !== big.bestRobotMatch.robotType || small.fleet.unit !== big.fleet.unit) return
        expect(big.fleet.min).toBeGreaterThanOrEqual(small.fleet.min)
        expect(big.fleet.max).toBeGreaterThanOrEqual(small.fleet.max)
      }),
      { numRuns: RUNS },
    )
  })

  it('never calls a not-yet answer strong, and explains every verdict', () => {
    fc.assert(
      fc.property(matchRequest, (request) => {
        const response = matchBusiness(catalogs, request, businessCtx('pro'))
        if (response.verdict === 'not_yet') expect(response.matchConfidence).not.toBe('strong')
        expect(response.verdictReasons.length).toBeGreaterThan(0)
        for (const reason of [...response.verdictReasons, ...response.warnings]) {
          expect(reason.code).toMatch(/^[a-z]+(_[a-z]+)*$/)
          expect(reason.text).not.toMatch(/undefined|NaN|Infinity/)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('never says another type "would net more" with a figure below the headline', () => {
    fc.assert(
      fc.property(matchRequest, (request) => {
        const response = matchBusiness(catalogs, request, businessCtx('pro'))
        const smaller = response.verdictReasons.filter(
          (reason) => reason.code === 'other_type_nets_more' && Number(reason.params.otherMonthlyNet) <= response.economics.monthlyNet,
        )
        expect(smaller).toEqual([])
      }),
      { numRuns: RUNS },
    )
  })

  it('never saves less when labour costs more', () => {
    const cleaning = matchRequest.map((request): MatchRequest => ({ ...request, category: 'cleaning' }))
    const costs = fc.tuple(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }))
    fc.assert(
      fc.property(cleaning, costs, fc.constantFrom<Tier>('starter', 'pro'), (request, [a, b], tier) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const saving = (laborCostPerHour: number) =>
          matchBusiness(catalogs, { ...request, laborCostPerHour }, businessCtx(tier)).cleaningRoi?.estimatedMonthlySavings ?? Number.NaN
        expect(saving(low)).toBeLessThanOrEqual(saving(high))
      }),
      { numRuns: RUNS },
    )
  })

  it('ranks homes the same in every locale and tier', () => {
    fc.assert(
      fc.property(homeRequest, (request) => {
        const us = v.parse(HomeMatchResponseSchema, matchHome(catalogs, { ...request, affiliateLocale: 'US' }, homeCtx('pro')))
        const uk = matchHome(catalogs, { ...request, affiliateLocale: 'UK' }, homeCtx('pro'))
        const starter = matchHome(catalogs, { ...request, affiliateLocale: 'UK' }, homeCtx('starter'))
        // What may differ by locale: the link, the price shown, its wording, and whether that local price is over the budget.
        const strip = (r: typeof us) =>
          r.products.map(({ clickUrl: _url, price: _price, reasons: _reasons, priceInLocale: _local, overBudgetInLocale: _over, ...rest }) => rest)
        expect(strip(uk)).toEqual(strip(us))
        expect(starter.products.map((p) => p.productId)).toEqual(us.products.slice(0, starter.products.length).map((p) => p.productId))
        expect(us.products.length).toBeLessThanOrEqual(DEFAULT_TIERS.pro.maxVendors)
        for (let i = 0; i < us.products.length; i++) {
          const p = us.products[i]
          const d = p.scoreDetail
          if (!d) throw new Error('pro detail missing')
          expect(d.budget + d.floorType + d.pets + d.mopping + d.selfEmptying + d.area).toBe(p.score)
          if (i > 0) expect(p.score).toBeLessThanOrEqual(us.products[i - 1].score)
        }
      }),
      // CI once drew this: a US price equal to the budget, whose UK price is over it.
      { numRuns: RUNS, examples: [[homeExample({ budgetUsd: 499.98 })]] },
    )
  })
})

describe('engine properties (generated catalogs)', () => {
  it('bounds the sponsored boost, breaks ties by name then id and lists by name', () => {
    fc.assert(
      fc.property(generatedCatalogs, matchRequest, (catalogs, request) => {
        const response = matchBusiness(catalogs, request, businessCtx('pro', ALL_VENDORS))
        expectBoostBounded(response)
        const region = request.region ?? 'US'
        const serving = catalogs.vendors[request.category].filter((x) => x.regions.includes(region))
        // Listed: every vendor selling the recommended type in the region, and no other.
        const type = response.bestRobotMatch.robotType
        const sells = (x: Vendor) => x.offerings.some((o) => o.robotType === type && o.regions.includes(region))
        expect(response.vendorMatches).toHaveLength(serving.filter(sells).length)
        const byId = new Map(serving.map((x) => [x.id, x]))
        for (const match of response.vendorMatches) {
          const listed = byId.get(match.vendorId)
          if (!listed) throw new Error('ranked vendor not in the catalog')
          expect(match.robotType).toBe(type)
          expect(sells(listed)).toBe(true)
        }
        for (let i = 1; i < response.vendorMatches.length; i++) {
          const a = response.vendorMatches[i - 1]
          const b = response.vendorMatches[i]
          const order = unboosted(a) - unboosted(b)
          expect(order).toBeGreaterThanOrEqual(0)
          if (order === 0 && a.sponsored === b.sponsored) {
            const [va, vb] = [byId.get(a.vendorId), byId.get(b.vendorId)]
            if (!va || !vb) throw new Error('ranked vendor not in the catalog')
            expect(va.name < vb.name || (va.name === vb.name && va.id < vb.id)).toBe(true)
          }
          if (order === 0) expect(a.sponsored && !b.sponsored).toBe(false)
        }
        const listing = listVendors(catalogs, { category: request.category, region }, 'pro', DEFAULT_TIERS.pro)
        expect(listing.total).toBe(serving.length)
        const names = listing.vendors.map((x) => x.name)
        expect([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))).toEqual(names)
      }),
      { numRuns: RUNS },
    )
  })
})
