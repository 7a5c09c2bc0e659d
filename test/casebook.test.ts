/**
 * The expert casebook (`../shared/expert-casebook.md`): each of its 24 profiles gets the
 * answer its "a good answer" column describes — verdict, robot type, vendor set and money
 * range — and every business answer keeps the rules the expert's complaints were about
 * (vendors only of the recommended type, advice the listed vendors offer, ties to the
 * unsponsored vendor, a lease or RaaS without a payback period).
 */
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadDefaultCatalogs } from '../src/catalogs/load.js'
import { estimateCleaning } from '../src/engine/economics/cleaning.js'
import { DEFAULT_TIERS, matchHome, type Catalogs } from '../src/engine/index.js'
import { moneyContext } from '../src/engine/money.js'
import { HomeMatchRequestSchema, type MatchRequest, type PublicMatchResponse, type Tier, type Verdict } from '../src/schemas/api.js'
import type { RobotType } from '../src/schemas/catalog.js'
import { BUSINESS_CASES, HOME_CASES } from './casebook.js'
import { businessAnswer } from './helpers/business.js'

let catalogs: Catalogs
beforeAll(async () => {
  catalogs = await loadDefaultCatalogs()
})

function match(id: string, tier: Tier = 'pro'): PublicMatchResponse {
  return businessAnswer(catalogs, BUSINESS_CASES[id], tier)
}

interface Expected {
  verdict: Verdict[]
  type: RobotType[]
  vendorsInclude?: string[]
  notStrong?: boolean
  /** Monthly net of the advised model, answer currency. */
  net?: [number, number]
  fleet?: [number, number]
  unit?: string
  acquisition?: Array<'buy' | 'lease' | 'raas'>
  reasonCodes?: string[]
}

/** What the casebook's "a good answer" column asks of each profile. */
const GOOD_ANSWERS: Record<string, Expected> = {
  W1: { verdict: ['proceed'], type: ['collaborative_picking_amr'], vendorsInclude: ['locus-robotics'], net: [1, Infinity], fleet: [20, 45], unit: 'robots' },
  W2: { verdict: ['proceed'], type: ['asrs'], vendorsInclude: ['ssi-schaefer', 'witron', 'dematic'], acquisition: ['buy'], unit: 'shuttle_aisles' },
  W3: { verdict: ['pilot', 'not_yet'], type: ['autonomous_forklift'], vendorsInclude: ['linde-material-handling'], notStrong: true, unit: 'forklifts' },
  // The expert agreed with the type here; at $10/h on one shift the economics say a RaaS fleet does not pay yet.
  W4: { verdict: ['pilot', 'not_yet'], type: ['collaborative_picking_amr'], notStrong: true },
  W5: { verdict: ['not_yet'], type: ['collaborative_picking_amr'], notStrong: true, net: [-Infinity, 0] },
  W6: { verdict: ['not_yet'], type: ['asrs', 'goods_to_person_amr', 'collaborative_picking_amr'], notStrong: true, reasonCodes: ['labour_cost_too_low'] },
  W7: { verdict: ['proceed', 'pilot'], type: ['autonomous_forklift'], vendorsInclude: ['dematic'], unit: 'forklifts' },
  C1: { verdict: ['not_yet'], type: ['vacuum_sweeper', 'walk_behind_scrubber'], notStrong: true },
  C2: { verdict: ['proceed'], type: ['walk_behind_scrubber', 'ride_on_scrubber'], net: [1, Infinity] },
  C3: { verdict: ['proceed', 'pilot'], type: ['vacuum_sweeper'] },
  C4: { verdict: ['proceed'], type: ['ride_on_scrubber'], acquisition: ['buy'], vendorsInclude: ['tennant'], fleet: [2, 5] },
  // C5 and C7 (round 128): a mixed floor without a carpet share is answered as at the half PRODUCT.md
  // sets as the default, each type on its own floor's labour (the casebook's fix): the carpet's vacuums
  // pay there and lead, a pilot until the share is confirmed, and the hard floor's scrubbers are named
  // with their not-yet ("split shown"). Until round 128 the scrubbers led at a loss (C7) or a 53-month
  // payback (C5) and the lead flipped when the buyer typed back the half we had assumed, which the
  // casebook re-judges of rounds 116 and 124 rated their first finding. C5 is leased, as asked (the JP vacuum lease is published).
  C5: {
    verdict: ['pilot'],
    type: ['vacuum_sweeper'],
    acquisition: ['lease'],
    notStrong: true,
    net: [1, Infinity],
    reasonCodes: ['floor_split', 'other_floor_not_yet'],
  },
  C6: { verdict: ['proceed', 'pilot'], type: ['walk_behind_scrubber'] },
  C7: { verdict: ['pilot'], type: ['vacuum_sweeper'], notStrong: true, net: [1, Infinity], reasonCodes: ['floor_split', 'other_floor_not_yet'] },
  R1: { verdict: ['pilot', 'not_yet'], type: ['serving_robot'], notStrong: true, net: [-500, 300] },
  R2: { verdict: ['proceed'], type: ['serving_robot'], net: [1, Infinity] },
  R3: { verdict: ['proceed', 'pilot'], type: ['serving_robot'], vendorsInclude: ['pudu-robotics'] },
  R4: { verdict: ['proceed', 'pilot'], type: ['kitchen_automation'], notStrong: true },
  R5: { verdict: ['proceed', 'pilot'], type: ['delivery_bussing_robot'], vendorsInclude: ['pudu-robotics'] },
  // Not yet on the economics. Since round 35 the RaaS asked for (offered by nobody in Brazil) no
  // longer keeps its stand-in, a lease losing US$393 a month: the advice is the purchase, which
  // saves about US$194 a month but pays back too late at US$4/h (`pays_back_late`).
  R6: { verdict: ['not_yet'], type: ['serving_robot'], vendorsInclude: ['keenon-robotics'], notStrong: true },
}

describe('expert casebook: each profile gets the good answer', () => {
  for (const [id, expected] of Object.entries(GOOD_ANSWERS)) {
    it(`${id}: ${expected.verdict.join(' or ')}, ${expected.type.join(' or ')}`, () => {
      for (const tier of ['starter', 'pro'] as const) {
        const answer = match(id, tier)
        expect(expected.verdict, `${id} ${tier} verdict`).toContain(answer.verdict)
        expect(expected.type, `${id} ${tier} type`).toContain(answer.bestRobotMatch.robotType)
        if (expected.notStrong) expect(answer.matchConfidence, `${id} ${tier}`).not.toBe('strong')
        if (expected.acquisition) expect(expected.acquisition).toContain(answer.acquisitionRecommendation)
        const ids = answer.vendorMatches.map((vendor) => vendor.vendorId)
        for (const vendorId of expected.vendorsInclude ?? []) if (tier === 'pro') expect(ids, `${id} lists ${vendorId}`).toContain(vendorId)
        if (expected.net) {
          expect(answer.economics.monthlyNet).toBeGreaterThanOrEqual(expected.net[0])
          expect(answer.economics.monthlyNet).toBeLessThanOrEqual(expected.net[1])
        }
        if (expected.fleet) {
          expect(answer.fleet.min).toBeGreaterThanOrEqual(expected.fleet[0])
          expect(answer.fleet.max).toBeLessThanOrEqual(expected.fleet[1])
        }
        if (expected.unit) expect(answer.fleet.unit).toBe(expected.unit)
        for (const code of expected.reasonCodes ?? []) expect(answer.verdictReasons.map((r) => r.code)).toContain(code)
      }
    })
  }
})

describe('expert casebook: the rules behind the complaints hold for every profile', () => {
  const ids = Object.keys(BUSINESS_CASES)

  it('lists only vendors of the recommended type that sell in the region (no padding with other types)', () => {
    for (const id of ids) {
      const answer = match(id)
      for (const vendor of answer.vendorMatches) {
        expect(vendor.robotType, `${id}: ${vendor.vendorId}`).toBe(answer.bestRobotMatch.robotType)
        expect(vendor.regions, `${id}: ${vendor.vendorId}`).toContain(answer.region)
      }
    }
  })

  it('advises an acquisition model at least one listed vendor offers, or warns that none does', () => {
    for (const id of ids) {
      const answer = match(id)
      if (answer.vendorMatches.length === 0) continue
      const offered = answer.vendorMatches.some((vendor) => vendor.acquisitionModels.includes(answer.acquisitionRecommendation!))
      expect(offered, `${id}: ${answer.acquisitionRecommendation}`).toBe(true)
    }
  })

  it('never ranks a sponsored vendor above one with an equal or higher score', () => {
    for (const id of ids) {
      const list = match(id).vendorMatches
      for (let i = 1; i < list.length; i++) {
        expect(list[i - 1].score, id).toBeGreaterThanOrEqual(list[i].score)
        const unboosted = (m: (typeof list)[number]) => m.score - (m.scoreBreakdown?.sponsoredBoost ?? 0)
        if (list[i - 1].sponsored && !list[i].sponsored) expect(unboosted(list[i - 1]), id).toBeGreaterThan(unboosted(list[i]))
      }
    }
  })

  it('gives a payback period only for a purchase, and otherwise says why', () => {
    for (const id of ids) {
      for (const tier of ['starter', 'pro'] as const) {
        const { economics, acquisitionRecommendation } = match(id, tier)
        if (acquisitionRecommendation !== 'buy') {
          expect(economics.paybackMonths, id).toBeNull()
          expect(['no_upfront_cost', 'never_pays_back']).toContain(economics.paybackReason)
        }
        if (economics.paybackMonths === null) expect(economics.paybackReason, id).toBeDefined()
        else expect(economics.paybackReason, id).toBeUndefined()
      }
    }
  })

  it('answers in the region’s currency unless the request names one', () => {
    expect(match('R3').currency).toBe('GBP')
    expect(match('R5').currency).toBe('EUR')
    expect(match('W2').currency).toBe('USD')
    expect(match('R5').economics.currency).toBe('EUR')
  })

  it('a not-yet answer says at what volume or labour cost robots would start to pay', () => {
    for (const id of ids) {
      const answer = match(id)
      if (answer.verdict !== 'not_yet' || answer.verdictReasons.some((r) => r.code === 'no_labour_replaced')) continue
      const miss = answer.verdictReasons.find((r) => r.code === 'labour_cost_too_low' || r.code === 'volume_too_low' || r.code === 'pays_back_late')
      expect(miss, id).toBeDefined()
      expect(miss!.params.breakEvenLaborCostPerHour ?? miss!.params.breakEvenVolume, id).toBeDefined()
      expect(miss!.text, id).toMatch(/start to pay|would pay back within/)
    }
  })

  it('splits mixed floors: a scrubber is credited only with the hard-floor labour', () => {
    const mixed = match('C7')
    // The hard floor's scrubbers are costed on their half alone: they do not pay there yet.
    expect(mixed.verdictReasons.find((r) => r.code === 'other_floor_not_yet')?.params).toMatchObject({ robotType: 'walk_behind_scrubber', floorShare: 0.5 })
    // The work the robots would take on in full (the fleets may differ by a unit, the rest left manual).
    const money = moneyContext(catalogs.money, {}, 'US')
    const work = (floorType: 'mixed' | 'hard') =>
      estimateCleaning(
        {
          request: { ...BUSINESS_CASES.C7, floorType } as MatchRequest,
          robotType: 'walk_behind_scrubber',
          floorType,
          laborCostPerHour: 22,
          laborCostDefaulted: false,
        },
        catalogs.cleaningRates,
        money,
      ).estimate.workAt(5_500).laborHoursReplacedPerDay
    // Half the floor, at the manual rate of a hard floor half the size (its method band may differ).
    expect(work('mixed') * 2).toBeGreaterThan(work('hard') * 0.95)
    expect(work('mixed') * 2).toBeLessThan(work('hard') * 1.05)
  })
})

describe('expert casebook: home lists', () => {
  it('a UK list says which products have a UK retailer price, and shows £ for those', () => {
    for (const id of ['H3', 'H4']) {
      const answer = matchHome(catalogs, v.parse(HomeMatchRequestSchema, HOME_CASES[id]), {
        tier: 'pro',
        limits: DEFAULT_TIERS.pro,
        matchId: 'x',
        attributionLink: 'https://api.test',
      })
      for (const product of answer.products) {
        expect(product.priceInLocale).toBe(product.priceGbp !== null)
        if (product.priceInLocale) expect(product.price.currency).toBe('GBP')
        for (const reason of product.reasons) expect(reason, id).not.toMatch(/\$/)
      }
      // The answer itself says how many picks show a US price, so a UK page can say so too.
      const unpriced = answer.products.filter((product) => !product.priceInLocale).length
      const warning = answer.warnings.find((w) => w.code === 'no_uk_price')
      expect(warning?.params, id).toMatchObject({ unpriced, shown: answer.products.length })
      expect(unpriced, id).toBeGreaterThan(0)
    }
  })
})
