/**
 * Thirty fresh buyer profiles written like the expert casebook's (W8–W17, C8–C17, R7–R14) and
 * the rules an expert's review of their answers asked for: a type that does the work (never a
 * substitute for another process), runner-ups shown whether sold or not, reasons that agree
 * with the economics, advice that never moves to a dearer model, and warnings only about what
 * the buyer asked for.
 */
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadDefaultCatalogs } from '../src/catalogs/load.js'
import type { Catalogs } from '../src/engine/index.js'
import { MatchRequestSchema, type MatchRequestInput, type PublicMatchResponse, type Tier } from '../src/schemas/api.js'
import { BUSINESS_CASES } from './casebook.js'
import { businessAnswer } from './helpers/business.js'
import { readProfile } from '../src/engine/profile.js'
import { processFitOf, rankRobotTypes } from '../src/engine/type-fit.js'

// Comments name the site each profile stands for.
const FRESH_CASES: Record<string, MatchRequestInput> = {
  // --- Warehouse
  W8: {
    category: 'warehouse',
    region: 'CA',
    facilitySizeSqM: 18_000,
    handlingUnit: 'pallet',
    ordersPerDay: 1_200,
    laborCostPerHour: 32,
    hoursPerDay: 20,
    daysPerWeek: 7,
    staffingPressure: 'high',
    budgetPreference: 'balanced',
    techReadiness: 'medium',
  }, // frozen-food cold store
  W9: {
    category: 'warehouse',
    region: 'NL',
    facilitySizeSqM: 45_000,
    handlingUnit: 'case',
    ordersPerDay: 12_000,
    laborCostPerHour: 38,
    hoursPerDay: 16,
    daysPerWeek: 6,
    staffingPressure: 'high',
    acquisitionPreference: 'lease',
    techReadiness: 'medium',
  }, // multi-client 3PL
  W10: {
    category: 'warehouse',
    region: 'PL',
    facilitySizeSqM: 30_000,
    handlingUnit: 'each',
    ordersPerDay: 20_000,
    laborCostPerHour: 35,
    hoursPerDay: 24,
    daysPerWeek: 7,
    budgetPreference: 'maximize_long_term_roi',
    acquisitionPreference: 'buy',
    techReadiness: 'high',
  }, // PLN 35/h, e-com fulfilment
  W11: {
    category: 'warehouse',
    region: 'MX',
    facilitySizeSqM: 8_000,
    handlingUnit: 'case',
    ordersPerDay: 600,
    laborCostPerHour: 75,
    hoursPerDay: 9,
    daysPerWeek: 6,
    staffingPressure: 'low',
    budgetPreference: 'low_upfront',
    techReadiness: 'low',
  }, // MXN 75/h
  W12: {
    category: 'warehouse',
    region: 'SE',
    facilitySizeSqM: 3_000,
    handlingUnit: 'each',
    ordersPerDay: 120,
    laborCostPerHour: 320,
    hoursPerDay: 8,
    daysPerWeek: 5,
    acquisitionPreference: 'buy',
    techReadiness: 'low',
  }, // SEK 320/h, tiny volume
  W13: {
    category: 'warehouse',
    region: 'IN',
    facilitySizeSqM: 100_000,
    handlingUnit: 'each',
    ordersPerDay: 150_000,
    laborCostPerHour: 180,
    hoursPerDay: 24,
    daysPerWeek: 7,
    staffingPressure: 'medium',
    budgetPreference: 'balanced',
    techReadiness: 'medium',
  }, // INR 180/h, mega DC
  W14: {
    category: 'warehouse',
    region: 'KR',
    facilitySizeSqM: 12_000,
    handlingUnit: 'case',
    ordersPerDay: 5_000,
    laborCostPerHour: 14_000,
    hoursPerDay: 20,
    daysPerWeek: 6,
    techReadiness: 'high',
    acquisitionPreference: 'raas',
  }, // KRW
  W15: {
    category: 'warehouse',
    region: 'FR',
    facilitySizeSqM: 250_000,
    handlingUnit: 'pallet',
    ordersPerDay: 3_000,
    laborCostPerHour: 30,
    hoursPerDay: 24,
    daysPerWeek: 5,
    techReadiness: 'high',
    acquisitionPreference: 'open',
  }, // huge pallet DC
  W16: {
    category: 'warehouse',
    region: 'SG',
    facilitySizeSqM: 600,
    handlingUnit: 'each',
    ordersPerDay: 2_500,
    laborCostPerHour: 18,
    hoursPerDay: 16,
    daysPerWeek: 7,
    staffingPressure: 'high',
    budgetPreference: 'low_upfront',
    techReadiness: 'medium',
  }, // grocery micro-fulfilment
  W17: {
    category: 'warehouse',
    region: 'AE',
    facilitySizeSqM: 20_000,
    handlingUnit: 'pallet',
    ordersPerDay: 400,
    laborCostPerHour: 25,
    hoursPerDay: 24,
    daysPerWeek: 7,
    staffingPressure: 'low',
    acquisitionPreference: 'buy',
    techReadiness: 'low',
  }, // AED 25/h
  // --- Cleaning
  C8: {
    category: 'cleaning',
    region: 'CA',
    floorAreaSqM: 25_000,
    floorType: 'hard',
    laborCostPerHour: 30,
    hoursPerDay: 24,
    daysPerWeek: 7,
    staffingPressure: 'high',
    acquisitionPreference: 'raas',
    techReadiness: 'medium',
  }, // hospital
  C9: {
    category: 'cleaning',
    region: 'FR',
    floorAreaSqM: 120_000,
    floorType: 'hard',
    laborCostPerHour: 28,
    hoursPerDay: 20,
    daysPerWeek: 7,
    budgetPreference: 'maximize_long_term_roi',
    acquisitionPreference: 'buy',
    techReadiness: 'high',
  }, // airport terminal
  C10: {
    category: 'cleaning',
    region: 'NL',
    floorAreaSqM: 6_000,
    floorType: 'mixed',
    carpetShare: 0.85,
    laborCostPerHour: 32,
    hoursPerDay: 5,
    daysPerWeek: 5,
    acquisitionPreference: 'lease',
    techReadiness: 'medium',
  }, // carpet-heavy office
  C11: {
    category: 'cleaning',
    region: 'ES',
    floorAreaSqM: 4_500,
    floorType: 'hard',
    laborCostPerHour: 14,
    hoursPerDay: 3,
    daysPerWeek: 5,
    budgetPreference: 'low_upfront',
    techReadiness: 'low',
  }, // school
  C12: {
    category: 'cleaning',
    region: 'IT',
    floorAreaSqM: 2_500,
    floorType: 'hard',
    laborCostPerHour: 19,
    hoursPerDay: 6,
    daysPerWeek: 7,
    budgetPreference: 'balanced',
  }, // supermarket
  C13: {
    category: 'cleaning',
    region: 'KR',
    floorAreaSqM: 40_000,
    floorType: 'hard',
    laborCostPerHour: 15_000,
    hoursPerDay: 8,
    daysPerWeek: 7,
    acquisitionPreference: 'raas',
    staffingPressure: 'high',
  }, // shopping mall
  C14: {
    category: 'cleaning',
    region: 'SG',
    floorAreaSqM: 3_000,
    floorType: 'carpet',
    laborCostPerHour: 16,
    hoursPerDay: 6,
    daysPerWeek: 7,
    acquisitionPreference: 'raas',
    staffingPressure: 'high',
  }, // hotel corridors
  C15: {
    category: 'cleaning',
    region: 'BR',
    floorAreaSqM: 30_000,
    floorType: 'hard',
    laborCostPerHour: 20,
    hoursPerDay: 16,
    daysPerWeek: 6,
    acquisitionPreference: 'buy',
    techReadiness: 'medium',
  }, // factory floor, BRL
  C16: { category: 'cleaning', region: 'SE', floorAreaSqM: 150, floorType: 'carpet', laborCostPerHour: 300, hoursPerDay: 1, daysPerWeek: 5 }, // tiny office, high wage
  C17: {
    category: 'cleaning',
    region: 'IN',
    floorAreaSqM: 500_000,
    floorType: 'hard',
    laborCostPerHour: 2.5,
    currency: 'USD',
    hoursPerDay: 24,
    daysPerWeek: 7,
    budgetPreference: 'maximize_long_term_roi',
  }, // huge site, low wage
  // --- Restaurant
  R7: {
    category: 'restaurant',
    region: 'CA',
    seatsPerDay: 400,
    serviceStyle: 'self_service',
    laborCostPerHour: 22,
    hoursPerDay: 14,
    daysPerWeek: 7,
    techReadiness: 'medium',
  }, // hotel breakfast buffet
  R8: {
    category: 'restaurant',
    region: 'FR',
    seatsPerDay: 300,
    serviceStyle: 'table_service',
    laborCostPerHour: 25,
    hoursPerDay: 12,
    daysPerWeek: 7,
    staffingPressure: 'high',
    acquisitionPreference: 'lease',
  }, // brasserie
  R9: {
    category: 'restaurant',
    region: 'ES',
    seatsPerDay: 1_200,
    serviceStyle: 'counter_service',
    laborCostPerHour: 13,
    hoursPerDay: 14,
    daysPerWeek: 7,
    acquisitionPreference: 'raas',
  }, // fast food counter
  R10: {
    category: 'restaurant',
    region: 'KR',
    seatsPerDay: 500,
    serviceStyle: 'table_service',
    laborCostPerHour: 13_000,
    hoursPerDay: 12,
    daysPerWeek: 7,
    staffingPressure: 'high',
    acquisitionPreference: 'raas',
  }, // Korean BBQ
  R11: {
    category: 'restaurant',
    region: 'SG',
    seatsPerDay: 3_000,
    serviceStyle: 'self_service',
    laborCostPerHour: 12,
    hoursPerDay: 14,
    daysPerWeek: 7,
    staffingPressure: 'high',
  }, // food court
  R12: {
    category: 'restaurant',
    region: 'US',
    seatsPerDay: 2_000,
    serviceStyle: 'counter_service',
    laborCostPerHour: 22,
    hoursPerDay: 16,
    daysPerWeek: 7,
    acquisitionPreference: 'buy',
    techReadiness: 'high',
    budgetPreference: 'maximize_long_term_roi',
  }, // ghost kitchen
  R13: {
    category: 'restaurant',
    region: 'IT',
    seatsPerDay: 40,
    serviceStyle: 'table_service',
    laborCostPerHour: 15,
    hoursPerDay: 6,
    daysPerWeek: 6,
    budgetPreference: 'low_upfront',
    techReadiness: 'low',
  }, // trattoria
  R14: {
    category: 'restaurant',
    region: 'AE',
    seatsPerDay: 1_500,
    serviceStyle: 'self_service',
    laborCostPerHour: 15,
    hoursPerDay: 16,
    daysPerWeek: 7,
    acquisitionPreference: 'buy',
    techReadiness: 'low',
  }, // hotel buffet AED 15
}

let catalogs: Catalogs
beforeAll(async () => {
  catalogs = await loadDefaultCatalogs()
})

/** One business answer (schema-checked), from these catalogs or others. */
function answerTo(request: MatchRequestInput, tier: Tier = 'pro', from: Catalogs = catalogs): PublicMatchResponse {
  return businessAnswer(from, request, tier)
}

function match(id: string): PublicMatchResponse {
  return answerTo(FRESH_CASES[id])
}

const ids = Object.keys(FRESH_CASES)

describe('fresh profiles: rules every answer keeps', () => {
  it.each(ids)('%s: the type does the work of the process, or is the best fitting type', (id) => {
    const answer = match(id)
    const profile = readProfile(v.parse(MatchRequestSchema, FRESH_CASES[id]), catalogs.money)
    const scored = rankRobotTypes(profile)
    const chosen = scored.find((t) => t.rule.type === answer.bestRobotMatch.robotType)!
    if (chosen !== scored[0]) {
      expect(processFitOf(profile, chosen.rule) ?? 1, id).toBeGreaterThanOrEqual(0.5)
      expect(chosen.score, id).toBeGreaterThanOrEqual(scored[0].score - 12)
    }
    // Pro always shows the next two types, marked where no vendor sells them.
    expect(answer.bestRobotMatch.runnerUps?.length, id).toBe(2)
    if (answer.vendorMatches.length === 0) {
      expect(answer.verdict, id).toBe('not_yet')
      expect(answer.matchConfidence, id).toBe('weak')
    }
  })

  it.each(ids)('%s: reason parameters agree with the economics; only an asked-for model is warned about', (id) => {
    const answer = match(id)
    for (const reason of answer.verdictReasons) {
      if (reason.params.monthlyNet !== undefined && reason.code !== 'marginal_savings' && reason.code !== 'near_break_even') {
        expect(reason.params.monthlyNet, `${id} ${reason.code}`).toBe(answer.economics.monthlyNet)
      }
    }
    const asked = FRESH_CASES[id].acquisitionPreference
    if (asked === undefined || asked === 'open')
      expect(
        answer.warnings.map((w) => w.code),
        id,
      ).not.toContain('acquisition_not_offered')
  })
})

describe("fresh profiles: the expert's complaints", () => {
  it('C16, C17, R9, R11: no scrubber on carpet, no vacuum for a hard-floor hall, no serving robots at a counter or food court', () => {
    expect(match('C16').bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(match('C17').bestRobotMatch.robotType).toBe('ride_on_scrubber')
    expect(match('R9').bestRobotMatch.robotType).not.toBe('serving_robot')
    expect(match('R11').bestRobotMatch.robotType).toBe('delivery_bussing_robot')
  })

  it('C10: an office that is 85 % carpet is a vacuum site, judged on its carpeted area', () => {
    const answer = match('C10')
    expect(answer.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(answer.bestRobotMatch.runnerUps?.[0].robotType).toBe('walk_behind_scrubber')
  })

  it('W8: buying saves money each month but pays back late: pays_back_late with the wage that would fix it', () => {
    const answer = match('W8')
    const reason = answer.verdictReasons.find((r) => r.code === 'pays_back_late')
    expect(reason?.text).toMatch(/pays back only after about \d+ months/)
    expect(reason?.params.breakEvenLaborCostPerHour).toBeGreaterThan(32)
    expect(answer.verdictReasons.map((r) => r.code)).not.toContain('labour_cost_too_low')
  })

  it('W15: a lease dearer than owning never becomes the advice', () => {
    const answer = match('W15')
    const robotCost = answer.economics.robotMonthlyCost!
    expect(robotCost[answer.acquisitionRecommendation!]).toBeLessThanOrEqual(robotCost.lease)
    expect(answer.acquisitionRationale).not.toMatch(/buying would pay less/)
  })

  it('W10: a late-paying AS/RS is phased or quoted, not piloted: a robot fleet that can be piloted is advised instead', () => {
    const answer = match('W10')
    // The shuttle system's purchase pays back past the clear case's line: not_yet, so the type
    // doing the same work that pays by RaaS (a verdict better than not_yet) is advised.
    expect(answer.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(answer.verdict).toBe('pilot')
    expect(answer.bestRobotMatch.rationale.at(-1)).toMatch(
      // Round 37: the AS/RS would net more, so the sentence says so and why the robots lead.
      /^AS\/RS systems fit better on paper \(96 against 89 points\) and would net more \(about PLN [\d,]+ a month if bought\), but collaborative picking AMRs pay more clearly at these figures$/,
    )
  })

  it('"about" amounts are rounded to three significant figures in the text', () => {
    for (const id of ['W13', 'R10', 'W11', 'C17']) {
      for (const reason of match(id).verdictReasons) {
        for (const [, digits] of reason.text.matchAll(/about \D{0,4}?(\d{1,3}(?:,\d{3})+)/g)) {
          const significant = digits.replaceAll(',', '').replace(/0+$/, '')
          expect(significant.length, `${id}: ${reason.text}`).toBeLessThanOrEqual(3)
        }
      }
    }
  })
})

describe('regional robot prices (money.json robotPrices)', () => {
  it('at most one price per country, robot type and field, each in the country currency with a dated source', () => {
    for (const [region, country] of Object.entries(catalogs.money.countries)) {
      const seen = new Set<string>()
      for (const price of country.robotPrices ?? []) {
        const key = `${price.robotType}.${price.field}`
        expect(seen.has(key), `${region} ${key}`).toBe(false)
        seen.add(key)
        expect(price.sources.length, `${region} ${key}`).toBeGreaterThan(0)
        if (price.min !== undefined && price.max !== undefined) {
          expect(price.value, `${region} ${key}`).toBeGreaterThanOrEqual(price.min)
          expect(price.value, `${region} ${key}`).toBeLessThanOrEqual(price.max)
        }
      }
    }
  })

  it('R10: a Korean serving robot is costed at the Korean rental price, cited, in won or converted to the asked currency', () => {
    const kr = match('R10')
    const rate = kr.economics.assumptions?.rates?.find((figure) => figure.name === 'money.countries.KR.robotPrices.serving_robot.raasMonthly')
    expect(rate?.value).toBe(500_000)
    expect(rate?.unit).toBe('KRW/month')
    expect(kr.economics.robotMonthlyCost?.raas).toBe(500_000 * kr.economics.unitsCosted!)
    const usd = answerTo({ ...FRESH_CASES.R10, laborCostPerHour: 10, currency: 'USD' })
    const usdPerKrw = catalogs.money.exchangeRates.usdPerUnit.KRW!
    expect(usd.economics.robotMonthlyCost?.raas).toBe(Math.round(500_000 * usdPerKrw * usd.economics.unitsCosted!))
  })
})

describe('fresh profiles, round 2: what a second review found', () => {
  it('C23: a 200,000 m² carpet is a vacuum site, whatever size points say; the rationale says why scrubbers are not the pick', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'JP',
      floorAreaSqM: 200_000,
      floorType: 'carpet',
      laborCostPerHour: 1400,
      hoursPerDay: 20,
      daysPerWeek: 7,
      staffingPressure: 'high',
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.economics.laborHoursReplacedPerMonth).toBeGreaterThan(0)
    expect(a.bestRobotMatch.rationale.join(' ')).toMatch(/do not vacuum carpet/)
  })

  it('R18: a purchase that saves money but pays back late is not swapped for a lease that loses money', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'JP',
      seatsPerDay: 120,
      serviceStyle: 'table_service',
      laborCostPerHour: 1200,
      hoursPerDay: 6,
      daysPerWeek: 6,
      acquisitionPreference: 'buy',
      techReadiness: 'low',
    })
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
    expect(a.acquisitionRecommendation).toBe('buy')
  })

  it('W23: thin-saving reasons quote the headline net, and name the set-up cost spread over three years', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'NO',
      currency: 'EUR',
      facilitySizeSqM: 15_000,
      handlingUnit: 'case',
      ordersPerDay: 4000,
      laborCostPerHour: 40,
      hoursPerDay: 16,
      daysPerWeek: 5,
      acquisitionPreference: 'lease',
      techReadiness: 'medium',
    })
    for (const reason of a.verdictReasons.filter((r) => r.code === 'marginal_savings' || r.code === 'near_break_even')) {
      expect(reason.params.monthlyNet).toBe(a.economics.monthlyNet)
      expect(reason.text).toMatch(/set-up cost/)
    }
  })

  it('C19: proceed never rests on assumed inputs; they are asked for, hours included', () => {
    const a = answerTo({ category: 'cleaning', region: 'CH', floorAreaSqM: 8000 })
    expect(a.verdict).not.toBe('proceed')
    expect(a.warnings.filter((w) => w.code === 'input_assumed').map((w) => w.params.field)).toEqual(
      expect.arrayContaining(['floorType', 'laborCostPerHour', 'hoursPerDay']),
    )
    const restaurant = answerTo({ category: 'restaurant', region: 'US', seatsPerDay: 3000 })
    expect(restaurant.verdict).not.toBe('proceed')
  })

  it('W21: a volume far out of reach is said as a multiple of today, not as a target', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 2000,
      handlingUnit: 'each',
      ordersPerDay: 50,
      laborCostPerHour: 35,
      hoursPerDay: 8,
      daysPerWeek: 5,
      acquisitionPreference: 'buy',
      techReadiness: 'high',
    })
    const miss = a.verdictReasons.find((r) => r.code === 'volume_too_low')
    expect(miss?.text).toMatch(/only at about [\d,]+ orders a day, \d+ times today's volume/)
    expect(miss?.params.volumeMultiple).toBeGreaterThan(100)
  })

  it('C22: a one-robot purchase is not told to pilot before buying a fleet', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'GB',
      floorAreaSqM: 1000,
      floorType: 'hard',
      laborCostPerHour: 13,
      hoursPerDay: 2,
      daysPerWeek: 7,
      acquisitionPreference: 'buy',
      techReadiness: 'low',
    })
    for (const reason of a.verdictReasons) expect(reason.text).not.toMatch(/buying a fleet/)
  })

  it('W16: a 600 m² micro-fulfilment site with 2,500 orders a day gets dense goods-to-person storage, sold in SG', () => {
    const a = answerTo(FRESH_CASES.W16)
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.vendorMatches.length).toBeGreaterThan(0)
    expect(a.bestRobotMatch.rationale.join(' ')).toMatch(/dense enough/)
  })

  it('C20: a saving under one staff-hour a day is a pilot, not proceed', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'US',
      floorAreaSqM: 2000,
      floorType: 'mixed',
      laborCostPerHour: 19,
      hoursPerDay: 4,
      daysPerWeek: 5,
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
    })
    expect(a.verdict).not.toBe('proceed')
  })
})

describe("a maker's distributor is not a second vendor (round 2, R17/R22)", () => {
  const gb = {
    category: 'restaurant',
    region: 'GB',
    seatsPerDay: 150,
    serviceStyle: 'table_service',
    laborCostPerHour: 14,
    hoursPerDay: 12,
    daysPerWeek: 7,
  } as const
  const run = (from: Catalogs, request: MatchRequestInput) => answerTo(request, 'pro', from)

  it('every resellerOf names a vendor of the same file', () => {
    const dangling = Object.values(catalogs.vendors).flatMap((vendors) =>
      vendors.filter((vendor) => vendor.resellerOf !== undefined && !vendors.some((maker) => maker.id === vendor.resellerOf)).map((vendor) => vendor.id),
    )
    expect(dangling).toEqual([])
    expect(catalogs.vendors.restaurant.filter((vendor) => vendor.resellerOf === 'pudu-robotics').length).toBeGreaterThanOrEqual(2)
  })

  it('GB serving robots list Pudu once: its UK distributor Hutech is left out while Pudu is listed', () => {
    const ids = run(catalogs, gb).vendorMatches.map((vendor) => vendor.vendorId)
    expect(ids).toContain('pudu-robotics')
    expect(ids).not.toContain('hutech-robotics')
  })

  it('the distributor is listed where its maker is not', () => {
    const withoutPudu: Catalogs = {
      ...catalogs,
      vendors: { ...catalogs.vendors, restaurant: catalogs.vendors.restaurant.filter((vendor) => vendor.id !== 'pudu-robotics') },
    }
    expect(run(withoutPudu, gb).vendorMatches.map((vendor) => vendor.vendorId)).toContain('hutech-robotics')
  })
})

describe('fresh profiles, round 3: consistency a third review asked for', () => {
  const RANK = { not_yet: 0, pilot: 1, proceed: 2 } as const

  it('P1: a higher wage never gives a worse verdict (the small-saving cap is part of the model ranking)', () => {
    const base = { category: 'restaurant', region: 'US', serviceStyle: 'table_service', seatsPerDay: 120, hoursPerDay: 12, daysPerWeek: 7 } as const
    let previous = -1
    for (const wage of [10, 12, 14, 16, 18, 22]) {
      const verdict = RANK[answerTo({ ...base, laborCostPerHour: wage }).verdict]
      expect(verdict, `$${wage}/h`).toBeGreaterThanOrEqual(previous)
      previous = verdict
    }
  })

  it('P2: a close runner-up that pays is recommended over a fitting type that does not, and the rationale says so', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 20_000,
      handlingUnit: 'each',
      ordersPerDay: 4000,
      laborCostPerHour: 24,
      hoursPerDay: 10,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.verdict).not.toBe('not_yet')
    expect(a.bestRobotMatch.rationale.join(' ')).toMatch(/fit slightly better on paper .* but goods-to-person AMRs pay better/)
  })

  it('P5: a starter list that cuts every vendor offering the advised model says who offers it', () => {
    const a = answerTo(
      {
        category: 'cleaning',
        region: 'JP',
        floorAreaSqM: 8000,
        floorType: 'carpet',
        laborCostPerHour: 1200,
        hoursPerDay: 8,
        daysPerWeek: 7,
        staffingPressure: 'high',
        acquisitionPreference: 'raas',
      },
      'starter',
    )
    const offers = a.vendorMatches.some((vendor) => vendor.acquisitionModels.includes(a.acquisitionRecommendation!))
    expect(offers || a.warnings.some((w) => w.code === 'advice_offered_below')).toBe(true)
  })

  it('P7: a purchase that would pay back after the robots’ life is never offered as paying back', () => {
    const claims: Array<{ months: number; life: number; text: string }> = []
    for (const request of [
      {
        category: 'warehouse',
        region: 'FR',
        facilitySizeSqM: 12_000,
        handlingUnit: 'pallet',
        ordersPerDay: 600,
        laborCostPerHour: 17,
        hoursPerDay: 20,
        daysPerWeek: 6,
        acquisitionPreference: 'lease',
        techReadiness: 'medium',
      },
      FRESH_CASES.W12,
    ] as const) {
      const a = answerTo(request)
      const life = a.economics.assumptions!.rates!.find((rate) => rate.name.endsWith('lifeMonths'))!.value
      for (const reason of a.verdictReasons) {
        const months = /paying back in about (\d+) months|pays back only after about (\d+) months/.exec(reason.text)
        if (months) claims.push({ months: Number(months[1] ?? months[2]), life, text: reason.text })
      }
    }
    expect(claims.filter((claim) => claim.months > claim.life)).toEqual([])
  })

  it('P13: a lunch-only canteen needs more robots than the same covers over a full day', () => {
    const canteen = {
      category: 'restaurant',
      region: 'FR',
      seatsPerDay: 800,
      serviceStyle: 'self_service',
      laborCostPerHour: 16,
      daysPerWeek: 5,
      techReadiness: 'low',
    } as const
    expect(answerTo({ ...canteen, hoursPerDay: 2 }).fleet.max).toBeGreaterThan(answerTo({ ...canteen, hoursPerDay: 12 }).fleet.max)
  })

  it('P12: countries read as names, the assumed floor is the one the warnings name, and a missing region is asked for', () => {
    const a = answerTo({ category: 'cleaning', floorAreaSqM: 600, hoursPerDay: 2 })
    expect(a.warnings.map((w) => w.params.field)).toContain('region')
    expect(a.bestRobotMatch.rationale[0]).toMatch(/^Assuming half hard floor, half carpet/)
    expect(JSON.stringify(a)).not.toMatch(/ in US\b/)
  })
})

describe('fresh profiles, round 4', () => {
  it('C44: a mixed floor without its carpet share says the half-and-half split is assumed, and proceed waits for it', () => {
    const a = answerTo({ category: 'cleaning', region: 'CA', floorAreaSqM: 8000, floorType: 'mixed', laborCostPerHour: 23, hoursPerDay: 8, daysPerWeek: 5 })
    expect(a.defaultedInputs).toContain('carpetShare')
    expect(a.warnings.find((w) => w.params.field === 'carpetShare')?.text).toMatch(/share of the floor is carpet/)
    expect(a.verdict).not.toBe('proceed')
  })

  it('W43: an answer built on an assumed labour cost and schedule is weak', () => {
    expect(answerTo({ category: 'warehouse', region: 'DE', facilitySizeSqM: 4000, handlingUnit: 'case', ordersPerDay: 600 }).matchConfidence).toBe('weak')
  })

  it('R35: a higher wage never turns a saving purchase into a losing lease', () => {
    const base = { category: 'restaurant', region: 'FR', serviceStyle: 'table_service', seatsPerDay: 70, hoursPerDay: 12, daysPerWeek: 7 } as const
    const low = answerTo({ ...base, laborCostPerHour: 15 })
    const high = answerTo({ ...base, laborCostPerHour: 16.5 })
    expect(high.economics.monthlyNet).toBeGreaterThanOrEqual(low.economics.monthlyNet)
    expect(high.economics.monthlyNet).toBeGreaterThan(0)
  })
})

describe('fresh profiles, round 5', () => {
  it('R38: a losing lease near break-even never outranks a purchase that saves money', () => {
    const a = answerTo({ category: 'restaurant', region: 'JP', seatsPerDay: 88 })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
  })

  it('an assumed labour cost is called assumed in the reason that quotes it', () => {
    const a = answerTo({ category: 'warehouse', region: 'US', handlingUnit: 'pallet', ordersPerDay: 1500 })
    const quoted = a.verdictReasons.filter((r) => r.text.startsWith('At '))
    expect(quoted.length).toBeGreaterThan(0)
    for (const reason of quoted) expect(reason.text).toMatch(/ and an assumed \$/)
  })
})

describe('fresh profiles, round 6', () => {
  it('C65: among types that do the same work and do not clearly pay, the one that saves more is advised, so the type holds as the floor grows', () => {
    const base = {
      category: 'cleaning',
      region: 'US',
      floorType: 'hard',
      laborCostPerHour: 16,
      hoursPerDay: 6,
      daysPerWeek: 7,
      budgetPreference: 'balanced',
    } as const
    const answers = [10000, 11000, 12000].map((floorAreaSqM) => answerTo({ ...base, floorAreaSqM }))
    expect(new Set(answers.map((a) => a.bestRobotMatch.robotType))).toEqual(new Set(['ride_on_scrubber']))
    // Below the ride-ons' usual range (10,000 m² and up) the better fit stays, whatever one ride-on would save (round 8: hospitals).
    expect(answerTo({ ...base, floorAreaSqM: 9000 }).bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    // At 11,000 m² the walk-behinds (the better fit on paper) would save less than the ride-ons advised.
    const eleven = answers[1]
    expect(eleven.economics.monthlyNet).toBeGreaterThan(0)
    expect(eleven.bestRobotMatch.rationale.join(' ')).toMatch(
      /Walk-behind autonomous scrubbers fit slightly better on paper \(99 against 94 points\), but ride-on autonomous scrubbers pay better/,
    )
  })

  it('C62: on a mixed floor with a given carpet share, vacuums for the carpet part are costed beside scrubbers for the hard part', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'KR',
      floorAreaSqM: 30000,
      floorType: 'mixed',
      carpetShare: 0.5,
      laborCostPerHour: 15000,
      hoursPerDay: 6,
      daysPerWeek: 5,
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
    // The points gap is wide: the rationale does not call it slight.
    expect(a.bestRobotMatch.rationale.join(' ')).toMatch(/fit better on paper \(\d+ against \d+ points\), but autonomous vacuums and sweepers pay better/)
    // With the split assumed, the scrubber the type fit names stays (casebook C5, C7).
    const assumed = answerTo({
      category: 'cleaning',
      region: 'KR',
      floorAreaSqM: 30000,
      floorType: 'mixed',
      laborCostPerHour: 15000,
      hoursPerDay: 6,
      daysPerWeek: 5,
    })
    expect(assumed.bestRobotMatch.robotType).not.toBe('vacuum_sweeper')
  })

  it('W66: a slightly larger site does not buy a nearly idle robot: the last one is left out and its part of the work stays manual', () => {
    const base = { category: 'warehouse', region: 'GB', handlingUnit: 'each' } as const
    const at600 = answerTo({ ...base, ordersPerDay: 600 })
    const at660 = answerTo({ ...base, ordersPerDay: 660 })
    // 660 orders need 2.1 robots: two are costed, as at 600, and the net does not fall.
    expect(at660.economics.unitsCosted).toBe(at600.economics.unitsCosted)
    expect(at660.economics.monthlyNet).toBeGreaterThanOrEqual(at600.economics.monthlyNet)
    // At 700 (2.2 robots) the manual rest is worth a sentence.
    const manual = answerTo({ ...base, ordersPerDay: 700 }).verdictReasons.find((r) => r.code === 'part_stays_manual')
    expect(manual?.text).toMatch(
      /^The figures cost 2 robots, covering about \d+ % of the order lines robots would take on\. One more robot would be used less than half the time on an average day, so the rest stays manual \(the fleet range allows for peaks\)\.$/,
    )
    expect(at660.fleet.min).toBeLessThanOrEqual(2)
  })

  it('R47: a counter kitchen is not shown sushi or drinks machines unless the kitchen task asks for them', () => {
    // Hours assumed: every answer is a pilot at most, and the kitchen station, netting more than
    // bussing robots here, stays the pick (round 36: with hours given, bussing robots that proceed lead).
    const base = {
      category: 'restaurant',
      region: 'US',
      seatsPerDay: 900,
      serviceStyle: 'counter_service',
      laborCostPerHour: 17,
    } as const
    const specialty = ['autec', 'suzumo', 'makr-shakr', 'richtech-robotics', 'chef-robotics']
    for (const tier of ['starter', 'pro'] as const) {
      const a = answerTo(base, tier)
      expect(a.bestRobotMatch.robotType).toBe('kitchen_automation')
      expect(a.vendorMatches.length).toBeGreaterThan(0)
      for (const vendor of a.vendorMatches) expect(specialty).not.toContain(vendor.vendorId)
      expect(a.warnings.find((w) => w.code === 'specialty_kitchen_left_out')?.text).toMatch(
        /^Sushi, drinks and meal-production machines \(.*AUTEC.*\) are left out/,
      )
    }
    // The buyer is asked what the kitchen robot should do.
    expect(answerTo(base).warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'kitchenTask')?.text).toMatch(
      /^What should the kitchen robot do/,
    )
    expect(answerTo(base).fleetSizingHint).toMatch(/^Plan for [\d–]+ kitchen automation stations? for about [\d,]+ covers a day(, up to \d+ for peaks)?$/)
    // (R502's sushi counter read this way until Suzumo's Singapore branch was sourced; a Swedish
    // pick-to-cart site that asked to lease shows the same two losses.)
    const picking = answerTo({
      category: 'warehouse',
      region: 'SE',
      facilitySizeSqM: 5020,
      ordersPerDay: 840,
      laborCostPerHour: 36.29,
      acquisitionPreference: 'lease',
      techReadiness: 'high',
    })
    const other = picking.verdictReasons.find((r) => r.code === 'other_model_nets_more')
    expect(other?.text).toMatch(
      /^Leased, they would lose about SEK [\d,]+ a month once the SEK [\d,]+ set-up is spread over three years; bought, about SEK [\d,]+, the least\.$/,
    )
    const pharma = answerTo({
      category: 'warehouse',
      region: 'FR',
      facilitySizeSqM: 10000,
      handlingUnit: 'case',
      ordersPerDay: 2500,
      laborCostPerHour: 16,
      hoursPerDay: 10,
      daysPerWeek: 5,
      acquisitionPreference: 'lease',
      techReadiness: 'low',
    })
    expect(pharma.verdictReasons.map((r) => r.code)).toContain('other_model_nets_more')
    expect(pharma.acquisitionRationale).toContain('(buying would save money every month but pay back too late)')
  })
})

describe('fresh profiles, round 50: catalog', () => {
  it('R502: a Singapore sushi counter is given Suzumo, whose Singapore branch is sourced (JETRO, 2023)', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'SG',
      serviceStyle: 'counter_service',
      kitchenTask: 'sushi',
      seatsPerDay: 300,
      laborCostPerHour: 13,
      currency: 'SGD',
      hoursPerDay: 11,
      daysPerWeek: 7,
    })
    expect(a.vendorMatches.map((m) => m.vendorId)).toContain('suzumo')
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('no_vendor_in_region')
  })
})
