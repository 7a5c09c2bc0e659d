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
import { validateObject } from '../src/schemas/validate.js'
import { BUSINESS_CASES } from './casebook.js'
import { businessAnswer } from './helpers/business.js'
import { readProfile } from '../src/engine/profile.js'
import { processFitOf, rankRobotTypes } from '../src/engine/type-fit.js'
import { CATEGORY_RULES } from '../src/engine/robot-types.js'
import { shortPaybackMonths } from '../src/engine/warnings.js'

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

/**
 * These catalogs with one warehouse vendor's acquisition models replaced: a hypothetical offer, for
 * tests of the engine's lease and rental wording where no stored source states such an offer
 * (fact check fcwh1, 2026-11-26, removed AutoStore's lease and Scallog's RaaS as unsourced).
 */
function withModels(vendorId: string, acquisitionModels: Catalogs['vendors']['warehouse'][number]['acquisitionModels']): Catalogs {
  const warehouse = catalogs.vendors.warehouse.map((vendor) => (vendor.id === vendorId ? { ...vendor, acquisitionModels } : vendor))
  return { ...catalogs, vendors: { ...catalogs.vendors, warehouse } }
}

/**
 * The catalogs without one of a country's published robot prices: a rule shown on the price it was
 * written for, before a later source was added (round 77 added Japan's own RaaS fees).
 */
function withoutLocalPrice(region: string, robotType: string, field: string): Catalogs {
  const country = catalogs.money.countries[region]
  const robotPrices = (country.robotPrices ?? []).filter((price) => !(price.robotType === robotType && price.field === field))
  expect(robotPrices.length).toBe((country.robotPrices ?? []).length - 1)
  return { ...catalogs, money: { ...catalogs.money, countries: { ...catalogs.money.countries, [region]: { ...country, robotPrices } } } }
}

/**
 * The catalogs with every lease fee taken to include service: the lease costing before round 119
 * (a lease had cost its fee alone). For rules that the shipped lease figures, now carrying service,
 * no longer reach (a lease priced like a purchase, a lease beating a late purchase on a fixed
 * system): the rule is shown on the costing it was written for, as `withoutLocalPrice` does for prices.
 */
function leaseFeesWithService(from: Catalogs = catalogs): Catalogs {
  const marked = <T extends Record<string, unknown>>(table: T, field: string): T =>
    Object.fromEntries(
      Object.entries(table).map(([type, figures]) => [
        type,
        { ...(figures as object), [field]: { ...(figures as Record<string, object>)[field], includesService: true } },
      ]),
    ) as T
  return {
    ...from,
    warehouseRates: { ...from.warehouseRates, systems: marked(from.warehouseRates.systems, 'leaseMonthly') },
    restaurantRates: { ...from.restaurantRates, robots: marked(from.restaurantRates.robots, 'leaseMonthly') },
    cleaningRates: { ...from.cleaningRates, robots: marked(from.cleaningRates.robots, 'leaseMonthlyUsd') },
    money: {
      ...from.money,
      countries: Object.fromEntries(
        Object.entries(from.money.countries).map(([code, country]) => [
          code,
          {
            ...country,
            robotPrices: country.robotPrices?.map((price) => (price.field === 'leaseMonthly' ? { ...price, includesService: true as const } : price)),
          },
        ]),
      ),
    },
  }
}

/** One business answer (schema-checked), from these catalogs or others. */
function answerTo(request: MatchRequestInput, tier: Tier = 'pro', from: Catalogs = catalogs): PublicMatchResponse {
  return businessAnswer(from, request, tier)
}

function match(id: string): PublicMatchResponse {
  return answerTo(FRESH_CASES[id])
}

/**
 * A mixed floor without a carpet share is answered as with the half PRODUCT.md sets as the default
 * (round 128, casebook C5/C7: the lead had flipped when a buyer typed back the half we assumed):
 * the same type, model, figures and fleet, the verdict at most a pilot until the share is confirmed,
 * and the share asked for. Returns the answer without the share.
 */
function expectAsHalfGiven(request: MatchRequestInput): PublicMatchResponse {
  const assumed = answerTo(request)
  const given = answerTo({ ...request, carpetShare: 0.5 } as MatchRequestInput)
  expect(assumed.bestRobotMatch.robotType).toBe(given.bestRobotMatch.robotType)
  expect(assumed.acquisitionRecommendation).toBe(given.acquisitionRecommendation)
  expect(assumed.economics.monthlyNet).toBe(given.economics.monthlyNet)
  expect(assumed.fleet).toEqual(given.fleet)
  expect(assumed.verdict).toBe(given.verdict === 'proceed' ? 'pilot' : given.verdict)
  expect(assumed.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'carpetShare')?.text).toBe(
    'What share of the floor is carpet? We assumed half: the split decides which robots take over which hours.',
  )
  expect(assumed.verdictReasons.find((r) => r.code === 'floor_split')?.text).toMatch(/^Without your carpet share we assumed half of the floor is carpet: /)
  return assumed
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
      // Beyond 12 points only where the best fitting type is a kitchen station whose task is not given
      // (a pilot at most until it is) and the type chosen clearly pays (round 65).
      // Bussing robots at a counter are capped at a pilot by who clears the tables (round 105): they still pay clearly.
      const paysClearly = answer.verdict === 'proceed' || answer.verdictReasons.some((r) => r.code === 'clearing_unconfirmed')
      const taskUnknown = scored[0].rule.type === 'kitchen_automation' && FRESH_CASES[id].kitchenTask === undefined && paysClearly
      if (!taskUnknown) expect(chosen.score, id).toBeGreaterThanOrEqual(scored[0].score - 12)
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
    // At C$32/h W8's seven trucks now pay back in 33 months (round 84: trucks sized on the moves they take
    // over); at C$20/h they pay back late.
    const answer = answerTo({ ...FRESH_CASES.W8, laborCostPerHour: 20 })
    const reason = answer.verdictReasons.find((r) => r.code === 'pays_back_late')
    expect(reason?.text).toMatch(/pays back only after about \d+ months/)
    expect(reason?.params.breakEvenLaborCostPerHour).toBeGreaterThan(20)
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
      // Round 114: and its payback, which is what makes it the less clear case.
      // Round 115: and, in words, why the robots are the clearer case (their RaaS saves each month).
      /^AS\/RS systems fit better on paper \(96 against 89 points\) and would net more \(about PLN [\d,]+ a month if bought, paying back in about \d+ months\), but collaborative picking AMRs rented as a service save money each month once their set-up is spread over three years$/,
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

  it('GB serving robots list Pudu once: its UK distributor Hutech is left out while an unsponsored maker sells beside Pudu', () => {
    // Pass wt-cov-rest (2026-11-26): KEENON sells serving robots in GB through its named UK reseller LEC Robotics, so an
    // unsponsored maker sells beside the sponsored Pudu there: Hutech gives way to Pudu and LEC Robotics to KEENON.
    const ids = run(catalogs, gb).vendorMatches.map((vendor) => vendor.vendorId)
    expect(ids).toContain('pudu-robotics')
    expect(ids).toContain('keenon-robotics')
    expect(ids).not.toContain('hutech-robotics')
    expect(ids).not.toContain('lec-robotics')
    // With the sponsored Pudu the only seller left in GB (KEENON's GB and its UK reseller taken away, as after fact check
    // wt-fcrest1), Hutech stays, since a list is never the sponsor's alone; an unsponsored reseller whose maker is not
    // listed (LEC Robotics alone) would make Hutech give way too.
    const withoutKeenonInGb: Catalogs = {
      ...catalogs,
      vendors: {
        ...catalogs.vendors,
        restaurant: catalogs.vendors.restaurant
          .filter((vendor) => vendor.id !== 'lec-robotics')
          .map((vendor) =>
            vendor.id !== 'keenon-robotics'
              ? vendor
              : {
                  ...vendor,
                  regions: vendor.regions.filter((region) => region !== 'GB'),
                  offerings: vendor.offerings.map((o) => ({ ...o, regions: o.regions.filter((region) => region !== 'GB') })),
                },
          ),
      },
    }
    const puduOnly = run(withoutKeenonInGb, gb).vendorMatches.map((vendor) => vendor.vendorId)
    expect(puduOnly).toContain('pudu-robotics')
    expect(puduOnly).toContain('hutech-robotics')
    // With another unsponsored maker selling serving robots in GB (Bear, synthetic), the distributor gives way again.
    const withBearInGb: Catalogs = {
      ...withoutKeenonInGb,
      vendors: {
        ...withoutKeenonInGb.vendors,
        restaurant: withoutKeenonInGb.vendors.restaurant.map((vendor) =>
          vendor.id !== 'bear-robotics'
            ? vendor
            : {
                ...vendor,
                regions: [...vendor.regions, 'GB'],
                offerings: vendor.offerings.map((o) => (o.robotType === 'serving_robot' ? { ...o, regions: [...o.regions, 'GB'] } : o)),
              },
        ),
      },
    }
    const withBear = run(withBearInGb, gb).vendorMatches.map((vendor) => vendor.vendorId)
    expect(withBear).toContain('pudu-robotics')
    expect(withBear).not.toContain('hutech-robotics')
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
    const a = answerTo({ category: 'warehouse', region: 'US', handlingUnit: 'pallet', ordersPerDay: 800 })
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
    // Below the ride-ons' usual range (10,000 m² and up) the better fit stays where it pays (round 8: hospitals);
    // here its purchase pays back in 37 months, not yet a case, so one ride-on leads, a pilot at most with its
    // size as the condition (round 156 A; it had been "not yet, walk-behinds").
    const nine = answerTo({ ...base, floorAreaSqM: 9000 })
    expect([nine.verdict, nine.bestRobotMatch.robotType]).toEqual(['pilot', 'ride_on_scrubber'])
    expect(nine.verdictReasons.find((r) => r.code === 'below_usual_range')?.params).toMatchObject({
      siteSize: 9000,
      fittingRobotType: 'walk_behind_scrubber',
      fittingMonthlyNet: 729,
    })
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
    // With the split assumed, the same answer at the half (round 128; until then the scrubber had stayed).
    const assumed = expectAsHalfGiven({
      category: 'cleaning',
      region: 'KR',
      floorAreaSqM: 30000,
      floorType: 'mixed',
      laborCostPerHour: 15000,
      hoursPerDay: 6,
      daysPerWeek: 5,
    })
    expect(assumed.bestRobotMatch.robotType).toBe('vacuum_sweeper')
  })

  it('W66: a slightly larger site does not buy a nearly idle robot: the last one is left out and its part of the work stays manual', () => {
    // Low-upfront since round 83: otherwise goods-to-person robots bought, saving at a pilot, lead at
    // 660 and 700 orders over collaborative AMRs whose RaaS loses once its set-up is spread.
    const base = { category: 'warehouse', region: 'GB', handlingUnit: 'each', budgetPreference: 'low_upfront' } as const
    const at600 = answerTo({ ...base, ordersPerDay: 600 })
    const at660 = answerTo({ ...base, ordersPerDay: 660 })
    // 660 orders need 2.1 robots: two are costed, as at 600, and the net does not fall.
    expect(at660.economics.unitsCosted).toBe(at600.economics.unitsCosted)
    expect(at660.economics.monthlyNet).toBeGreaterThanOrEqual(at600.economics.monthlyNet)
    // At 700 (2.2 robots) the manual rest is worth a sentence.
    const manual = answerTo({ ...base, ordersPerDay: 700 }).verdictReasons.find((r) => r.code === 'part_stays_manual')
    expect(manual?.text).toMatch(
      /^These figures are for 2 robots, covering about \d+ % of the order lines robots would take on\. One more robot would be used less than half the time on an average day, so the rest stays manual \(the fleet range allows for peaks\)\.$/,
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
    expect(answerTo(base).fleetSizingHint).toMatch(/^Plan for [\d–]+ kitchen automation stations? for [\d,]+ covers a day(, up to \d+ for peaks)?$/)
    const sushi = answerTo({ ...base, kitchenTask: 'sushi' })
    expect(sushi.vendorMatches.map((vendor) => vendor.vendorId).sort()).toEqual(['autec', 'suzumo'])
    expect(sushi.warnings.map((w) => w.code)).not.toContain('specialty_kitchen_left_out')
    expect(answerTo({ ...base, kitchenTask: 'frying' }).vendorMatches.map((vendor) => vendor.vendorId)).toContain('miso-robotics')
  })

  it('W62: a purchase that clearly pays replaces the engine’s own RaaS idea when it nets more, but not a model the buyer asked for', () => {
    // Round 6 judged it in KR. The warehouse fact checks of 2026-11-26 found no source for Geek+'s or
    // GreyOrange's RaaS, so goods-to-person RaaS is sold only in the US and FR; the rule is pinned in the US.
    const base = {
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 20000,
      handlingUnit: 'each',
      ordersPerDay: 12000,
      laborCostPerHour: 16,
      hoursPerDay: 20,
      daysPerWeek: 7,
      staffingPressure: 'high',
    } as const
    const open = answerTo(base)
    expect(open.acquisitionRecommendation).toBe('buy')
    expect(open.verdict).toBe('proceed')
    expect(open.acquisitionRationale).toMatch(/buying pays back within the robots’ life and nets more a month than RaaS/)
    const asked = answerTo({ ...base, acquisitionPreference: 'raas' })
    expect(asked.acquisitionRecommendation).toBe('raas')
    // The asked-for model stays, and the answer says what buying would net.
    expect(asked.verdictReasons.map((r) => r.code)).toContain('other_model_nets_more')
  })
})

describe('fresh profiles, round 7', () => {
  it('an exact tie between buying and leasing (robot vacuums cost the same per month) gives the same advice in USD and CAD', () => {
    const request = { category: 'cleaning', floorAreaSqM: 114114.48433118607, floorType: 'carpet', hoursPerDay: 13.751142007073389, region: 'CA' } as const
    expect(answerTo({ ...request, currency: 'CAD' }).acquisitionRecommendation).toBe(answerTo({ ...request, currency: 'USD' }).acquisitionRecommendation)
  })

  it('R62: a lease converted from the US is never costed above the RaaS fee published in the country, and the answer cites the rule', () => {
    const a = answerTo({ category: 'restaurant', region: 'KR', seatsPerDay: 800, serviceStyle: 'counter_service', laborCostPerHour: 11000 })
    const costs = a.economics.robotMonthlyCost!
    expect(costs.lease).toBeLessThanOrEqual(costs.raas)
    const rule = a.economics.assumptions?.rates?.find((rate) => rate.name.endsWith('.leaseAtMostRaas'))
    expect(rule).toMatchObject({ value: 500000, unit: 'KRW/month' })
    expect(rule?.note).toMatch(/^Rule: no lease price is published in this country/)
    // In the US both figures are the table's own: nothing is capped.
    const us = answerTo({ category: 'restaurant', region: 'US', seatsPerDay: 800, serviceStyle: 'counter_service', laborCostPerHour: 16 })
    expect(us.economics.assumptions?.rates?.some((rate) => rate.name.endsWith('.leaseAtMostRaas'))).toBe(false)
  })

  it('W77: a fitting type that clearly pays stays, but a close type that would net clearly more is named with its figures', () => {
    const base = {
      category: 'warehouse',
      region: 'GB',
      facilitySizeSqM: 60000,
      handlingUnit: 'case',
      ordersPerDay: 20000,
      hoursPerDay: 24,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
    } as const
    // At £25/h the AS/RS pays back in about 33 months and is ahead after three years: it stays.
    // (At £16.50 it would still be behind after three years, so goods-to-person robots lead: round 91.)
    const a = answerTo({ ...base, laborCostPerHour: 25 })
    expect(a.bestRobotMatch.robotType).toBe('asrs')
    const other = a.verdictReasons.find((r) => r.code === 'other_type_nets_more')
    expect(other?.params).toMatchObject({ robotType: 'goods_to_person_amr', model: 'buy' })
    expect(Number(other?.params.otherMonthlyNet)).toBeGreaterThan(a.economics.monthlyNet * 1.1)
    // Beside the AS/RS's own payback, theirs (on one site's set-up whatever the fleet) is not quoted (casebook re-judge 145 C).
    expect(other?.text).toMatch(
      /^Goods-to-person AMRs also fit this site \(94 against 97 points\) and would net more if bought: about £[\d,]+ a month on our planning figures\. We give no payback for them, as it would not compare like for like: goods-to-person AMRs are quoted per project, and the set-up counted is about £[\d,]+ for the whole site, whatever the fleet, so for \d+ robots their cost is a project quote\./,
    )
    // The starter answer carries the same reason.
    expect(answerTo({ ...base, laborCostPerHour: 25 }, 'starter').verdictReasons.map((r) => r.code)).toContain('other_type_nets_more')
  })
})

describe('fresh profiles, round 8', () => {
  it('W23: an AS/RS fleet in shuttle aisles says the aisles measure capacity that a cube-storage grid may give instead', () => {
    // The casebook's W2 (a German case DC sized in shuttle aisles).
    const a = businessAnswer(catalogs, BUSINESS_CASES.W2)
    expect(a.fleet.unit).toBe('shuttle_aisles')
    expect(a.fleetSizingHint).toMatch(/^Plan for \d+–\d+ shuttle aisles \(or the same capacity as a cube-storage grid\) for about [\d,]+ order lines a day$/)
  })

  it('W86: a purchase by a team that says its tech readiness is low is never strong', () => {
    const base = {
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 15000,
      handlingUnit: 'pallet',
      ordersPerDay: 600,
      // 36, not the round's 28: at 28 the purchase pays back in 33 of the 33.6 months a clear case
      // allows, which is a proceed but no longer a strong one for any team (expert round 42).
      laborCostPerHour: 36,
      hoursPerDay: 24,
      daysPerWeek: 7,
      acquisitionPreference: 'buy',
    } as const
    const low = answerTo({ ...base, techReadiness: 'low' })
    expect(low.acquisitionRecommendation).toBe('buy')
    expect(low.matchConfidence).toBe('moderate')
    // The same purchase by a team with high readiness is strong.
    expect(answerTo({ ...base, techReadiness: 'high' }).matchConfidence).toBe('strong')
  })

  it('no vendor in the region: the reason speaks of the catalog, not of the world', () => {
    // Was Ireland until pass wt-clean (2026-11-26) listed Tennant there on its Irish subsidiary; Sweden still has no cleaning seller.
    const site = { category: 'cleaning', region: 'SE', floorAreaSqM: 30000, floorType: 'hard', hoursPerDay: 8, daysPerWeek: 6 } as const
    const a = answerTo({ ...site, laborCostPerHour: 250 })
    // Its robots would pay: since round 112 the reason says the seller is all that is missing.
    expect(a.verdictReasons[0]?.text).toMatch(
      /^.+ would pay here on the figures below, but we cannot name a seller of them in Sweden yet \(none in our catalog sells them there\): what is missing is a seller, not the money\.$/,
    )
    expect(a.verdictReasons[0]?.params.economicsVerdict).toBe('proceed')
    // Not on a labour cost we assumed, which would cap the figures at a pilot with a seller (round 128);
    // since round 155 A the text says the pilot, as its params do.
    const assumedWage = answerTo(site)
    expect(assumedWage.verdictReasons[0]?.text).toBe(
      'Ride-on autonomous scrubbers would be worth a pilot here on the figures below, but we cannot name a seller of them in Sweden yet (none in our catalog sells them there).',
    )
    expect(assumedWage.verdictReasons[0]?.params.economicsVerdict).toBe('pilot')
  })

  it('C79: on a mixed floor the type that pays better leads, and the other floor’s robots are named when they pay too', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'GB',
      floorAreaSqM: 40000,
      floorType: 'mixed',
      carpetShare: 0.35,
      laborCostPerHour: 13,
      hoursPerDay: 24,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    const other = a.verdictReasons.find((r) => r.code === 'other_floor_pays')
    expect(other?.params).toMatchObject({ robotType: 'ride_on_scrubber', floorShare: 0.65 })
    expect(Number(other?.params.otherMonthlyNet)).toBeGreaterThan(0)
    expect(Number(other?.params.otherMonthlyNet)).toBeLessThan(a.economics.monthlyNet)
    expect(other?.text).toMatch(
      /^The hard floor \(65 % of the area\) would pay too: ride-on autonomous scrubbers would net about £[\d,]+ a month there if (bought|leased|rented as a service), running beside these on their own floor\.$/,
    )
    // Without a given share, the same at the half assumed (round 128; until then nothing had been said of the other floor).
    const assumed = expectAsHalfGiven({
      category: 'cleaning',
      region: 'GB',
      floorAreaSqM: 40000,
      floorType: 'mixed',
      laborCostPerHour: 13,
      hoursPerDay: 24,
      daysPerWeek: 7,
    })
    expect(assumed.verdictReasons.find((r) => r.code === 'other_floor_pays')?.params).toMatchObject({ robotType: 'ride_on_scrubber', floorShare: 0.5 })
  })
})

describe('fresh profiles, round 9', () => {
  it('W92: a purchase that would not pay back within the robots’ life never shows a monthly saving (the set-up is spread over the life)', () => {
    const a = answerTo({
      category: 'warehouse',
      // Judged in JP at ¥1,300/h; pinned in the US since no goods-to-person vendor rents robots in JP (fact check 2026-11-26).
      region: 'US',
      facilitySizeSqM: 6000,
      handlingUnit: 'case',
      ordersPerDay: 1200,
      laborCostPerHour: 9,
      hoursPerDay: 16,
      daysPerWeek: 7,
      staffingPressure: 'high',
      // Asked for: since round 161 A an unasked RaaS losing over 5 % more than buying gives way to it.
      acquisitionPreference: 'raas',
    })
    expect(a.verdict).toBe('not_yet')
    const buy = a.verdictReasons.find((r) => r.code === 'other_model_nets_more' && r.params.model === 'buy')
    expect(Number(buy?.params.otherMonthlyNet)).toBeLessThan(0)
    expect(buy?.text).toMatch(
      /^Buying would lose less once set-up costs are counted: about \$[\d,]+ a month, against about \$[\d,]+ for RaaS \(the \$[\d,]+ a month it loses plus its \$[\d,]+ set-up spread over three years\)\.$/,
    )
  })
})

describe('fresh profiles, round 10', () => {
  it('a model the buyer asked for that pays is kept while it reaches the best verdict another model the buyer may take reaches; a better verdict wins, the ask said (round 54)', () => {
    const base = {
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 15000,
      handlingUnit: 'each',
      ordersPerDay: 4000,
      hoursPerDay: 10,
      daysPerWeek: 5,
      acquisitionPreference: 'raas',
    } as const
    const rank = { not_yet: 0, pilot: 1, proceed: 2 }
    const answers = [18, 20, 24].map((laborCostPerHour) => answerTo({ ...base, laborCostPerHour }))
    // The verdict never falls as the wage rises.
    for (let i = 1; i < answers.length; i++) expect(rank[answers[i].verdict]).toBeGreaterThanOrEqual(rank[answers[i - 1].verdict])
    // $18: RaaS saves a little each month but not once its set-up is spread (round 56: an ask that
    // loses gives way to a model that saves at as clear a verdict): the purchase leads, the ask said.
    expect(answers[0].acquisitionRecommendation).toBe('buy')
    expect(answers[0].acquisitionRationale).toMatch(
      /^You asked for RaaS; at these figures RaaS would not pay once its set-up cost is counted, while buying pays better/,
    )
    // $20: buying clearly pays while RaaS is a pilot: the better verdict leads, and the ask is said.
    expect(answers[1].acquisitionRecommendation).toBe('buy')
    expect(answers[1].verdict).toBe('proceed')
    expect(answers[1].acquisitionRationale).toMatch(/^You asked for RaaS/)
    // $24: RaaS clearly pays too: the ask leads again.
    expect(answers[2].acquisitionRecommendation).toBe('raas')
    expect(answers[2].verdict).toBe('proceed')
  })

  it('R84: a sponsored maker never hides an unsponsored local seller of its robots', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'MX',
      seatsPerDay: 700,
      serviceStyle: 'table_service',
      laborCostPerHour: 80,
      hoursPerDay: 14,
      daysPerWeek: 7,
    })
    const ids = a.vendorMatches.map((vendor) => vendor.vendorId)
    // Pudu's Mexican dealers: ServiBot, and BotMate (listed in its own right: it rents, Pudu does not).
    expect(ids.some((id) => id === 'servibot-mexico' || id === 'botmate-mexico')).toBe(true)
    expect(a.vendorMatches.every((vendor) => vendor.sponsored)).toBe(false)
  })

  it('R85: a kitchen task asked at a self-service dining hall gets kitchen stations that do it', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'US',
      seatsPerDay: 3000,
      serviceStyle: 'self_service',
      kitchenTask: 'dishwashing',
      laborCostPerHour: 19,
      hoursPerDay: 14,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.robotType).toBe('kitchen_automation')
    expect(a.vendorMatches.map((vendor) => vendor.vendorId)).toEqual(['nala-robotics'])
    expect(a.bestRobotMatch.runnerUps?.map((t) => t.robotType)).toContain('delivery_bussing_robot')
  })
})

describe('fresh profiles, round 11', () => {
  const counter = {
    category: 'restaurant',
    region: 'US',
    seatsPerDay: 900,
    serviceStyle: 'counter_service',
    laborCostPerHour: 17,
    hoursPerDay: 12,
    daysPerWeek: 7,
  } as const

  it('R87: kitchen stations on an assumed task are a pilot at most', () => {
    // Hours assumed too, so bussing robots cannot proceed either and the kitchen station, netting more, stays.
    const { hoursPerDay, daysPerWeek, ...sparse } = counter
    expect(hoursPerDay * daysPerWeek).toBeGreaterThan(0)
    const a = answerTo(sparse)
    expect(a.bestRobotMatch.robotType).toBe('kitchen_automation')
    expect(a.verdict).toBe('pilot')
    expect(a.verdictReasons.find((r) => r.code === 'inputs_assumed')?.params.fields).toContain('kitchenTask')
    // Named, the task lets the answer proceed.
    expect(answerTo({ ...counter, kitchenTask: 'frying' }).verdict).toBe('proceed')
  })

  it('R89: a kitchen task with no published price says the figures are a typical station’s and never proceeds', () => {
    const a = answerTo({ ...counter, kitchenTask: 'sushi' })
    expect(a.verdict).not.toBe('proceed')
    expect(a.verdictReasons.find((r) => r.code === 'generic_station_price')?.text).toMatch(
      /^We have no sourced price for any named sushi machine: these figures use a typical robotic kitchen station's \(a fry robot's\), so ask the vendors for a quote before deciding\. The staff time saved is a fry station's estimate\. At these figures a sushi machine would pay back within \d+ months at an installed price of up to about \$[\d,]+ a unit, plus the \$[\d,]+ set-up assumed \(with service at about 10 % of the price a year\)\.$/,
    )
    // Where a listed seller publishes the station's price, the figures are costed at it (round 160 A):
    // ADAM's complete-setup $180,000, with no set-up added and the ceiling beside it to three figures.
    const drinks = answerTo({ ...counter, kitchenTask: 'drinks' })
    expect(drinks.verdict).not.toBe('proceed')
    expect(drinks.verdictReasons.find((r) => r.code === 'generic_station_price')?.text).toMatch(
      /^These figures, and the thresholds above, are costed at Richtech Robotics' published price for ADAM, \$180,000 complete setup, with no set-up added, so ask the vendors for a quote before deciding\. The staff time saved is a fry station's estimate\. At these figures a drinks robot would pay back within \d+ months at an installed price of up to about \$[\d,]+ \(with service at about 10 % of the price a year\)\.$/,
    )
  })

  it('W115: "would lose less" compares like with like when the advised model has a set-up fee', () => {
    // Judged in SG; pinned in the US since no goods-to-person vendor rents robots in SG (fact check 2026-11-26).
    // RaaS asked for: since round 161 A an unasked RaaS losing over 5 % more than buying gives way to it.
    const a = answerTo({ category: 'warehouse', region: 'US', handlingUnit: 'case', ordersPerDay: 1200, laborCostPerHour: 9, acquisitionPreference: 'raas' })
    const other = a.verdictReasons.find((r) => r.code === 'other_model_nets_more')
    expect(other?.text).toMatch(
      /^Buying would lose less once set-up costs are counted: about \$[\d,]+ a month, against about \$[\d,]+ for RaaS \(the \$[\d,]+ a month it loses plus its \$[\d,]+ set-up spread over three years\)\.$/,
    )
  })

  const auDc = {
    category: 'warehouse',
    region: 'AU',
    facilitySizeSqM: 30000,
    handlingUnit: 'case',
    ordersPerDay: 8000,
    laborCostPerHour: 38,
    hoursPerDay: 24,
    daysPerWeek: 7,
    staffingPressure: 'high',
  } as const

  it('W112: a type standing in for a better fit nobody sells here says so, with what to ask', () => {
    const a = answerTo(auDc)
    expect(a.bestRobotMatch.robotType).toBe('asrs')
    // With what the better fit would net, so the buyer knows what asking its makers could be worth.
    expect(a.warnings.find((w) => w.code === 'better_fit_not_sold')?.text).toMatch(
      /^Goods-to-person AMRs would fit this site better \(91 against 83 points; they would net about A\$[\d,]+ a month here if bought, paying back in about \d+ months; about A\$[\d,]+ up front, repaid from about A\$[\d,]+ a month of staff time freed after service costs\), but no vendor in the catalog sells them in Australia: ask their makers( \(.+ sells? them nearby\))? whether they deliver there before committing to AS\/RS systems\.( A payback that short is faster than most buyers see: check the staff-hours it rests on\.)?$/,
    )
    // Where the best fitting type is sold, nothing is said.
    expect(answerTo({ ...auDc, region: 'US' }).warnings.some((w) => w.code === 'better_fit_not_sold')).toBe(false)
  })

  it('W112: the fleet hint leads with the units costed when part of the work stays manual, the rest for peaks', () => {
    const a = answerTo(auDc)
    expect(a.verdictReasons.find((r) => r.code === 'part_stays_manual')?.params.unitsCosted).toBe(2)
    expect(a.fleet).toMatchObject({ min: 2, max: 3 })
    expect(a.fleetSizingHint).toBe(
      'Plan for 2 shuttle aisles (or the same capacity as a cube-storage grid) for about 16,000 order lines a day, up to 3 for peaks',
    )
  })

  it('W104: a low-upfront budget does not push the type sold here out of reach for one nobody sells', () => {
    const site = {
      category: 'warehouse',
      region: 'ES',
      facilitySizeSqM: 40000,
      handlingUnit: 'each',
      ordersPerDay: 20000,
      laborCostPerHour: 17,
      hoursPerDay: 16,
      daysPerWeek: 6,
      staffingPressure: 'medium',
    } as const
    const low = answerTo({ ...site, budgetPreference: 'low_upfront' })
    const balanced = answerTo({ ...site, budgetPreference: 'balanced' })
    expect(low.bestRobotMatch.robotType).toBe(balanced.bestRobotMatch.robotType)
    expect(low.vendorMatches.length).toBeGreaterThan(0)
    // The budget still shapes how it is paid for: no purchase for a low-upfront buyer.
    expect(low.acquisitionRecommendation).not.toBe('buy')
  })
})

describe('fresh profiles, round 12', () => {
  const partsDc = {
    category: 'warehouse',
    region: 'US',
    facilitySizeSqM: 25000,
    handlingUnit: 'each',
    ordersPerDay: 6000,
    hoursPerDay: 16,
    daysPerWeek: 5,
  } as const

  it('W121: a type doing the same work that nets far more is named however many points it trails, so a wage step never hides it', () => {
    const at21 = answerTo({ ...partsDc, laborCostPerHour: 21 })
    const at22 = answerTo({ ...partsDc, laborCostPerHour: 22 })
    expect(at21.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(at22.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    const named = at22.verdictReasons.find((r) => r.code === 'other_type_nets_more')
    expect(named?.params.robotType).toBe('goods_to_person_amr')
    expect(Number(named?.params.otherMonthlyNet)).toBeGreaterThan(at21.economics.monthlyNet)
  })

  it('counter kitchen: "would net more" is never said with a figure below the headline (set-up fees counted alike)', () => {
    for (const seatsPerDay of [500, 600]) {
      const a = answerTo({
        category: 'restaurant',
        region: 'US',
        seatsPerDay,
        serviceStyle: 'counter_service',
        laborCostPerHour: 18,
        hoursPerDay: 12,
        daysPerWeek: 7,
      })
      const smaller = a.verdictReasons.filter((r) => r.code === 'other_type_nets_more' && Number(r.params.otherMonthlyNet) <= a.economics.monthlyNet)
      expect(smaller).toEqual([])
    }
  })

  it('R96: a kitchen task names its stations: no cooking-robot seller in Italy, though a drinks robot is sold there', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'IT',
      seatsPerDay: 500,
      serviceStyle: 'counter_service',
      kitchenTask: 'cooking',
      laborCostPerHour: 13,
      hoursPerDay: 10,
      daysPerWeek: 6,
    })
    expect(a.vendorMatches).toEqual([])
    // Cooking-robot makers next door are named (round 52), never the drinks robot sold in Italy.
    expect(a.warnings.find((w) => w.code === 'no_vendor_in_region')?.text).toMatch(
      /^.+ sell cooking robots in countries nearby, though not in Italy: ask whether they deliver there\.$/,
    )
    // Since round 35 a kitchen type counts as sold only where a seller does the task: the rationale leads with the missing seller.
    expect(a.bestRobotMatch.rationale[0]).toMatch(/^No vendor in the catalog sells cooking robots in Italy yet: this is the type that fits\. /)
    expect(a.bestRobotMatch.rationale[1]).toBe('Kitchen task cooking: kitchen automation stations fit because cooking robots repeat the same steps all day')
  })

  it('W119: when the closest offered model clearly pays, the money leads the acquisition rationale', () => {
    const site = {
      category: 'warehouse',
      region: 'BE',
      facilitySizeSqM: 18000,
      handlingUnit: 'case',
      ordersPerDay: 6000,
      laborCostPerHour: 32,
      hoursPerDay: 16,
      daysPerWeek: 5,
      staffingPressure: 'medium',
    } as const
    const a = answerTo(site)
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.verdict).toBe('proceed')
    expect(a.acquisitionRationale).toMatch(
      /^At these figures buying pays back within its service life, and the listed vendors offer it; without these figures the usual choice would be a lease \(.*\), which none of them offers for this type here$/,
    )
    // A long-term-ROI buyer is pointed to owning from the start: no "not high enough to tie up capital" beside a 15-month payback.
    const roi = answerTo({ ...site, budgetPreference: 'maximize_long_term_roi' })
    expect(roi.acquisitionRecommendation).toBe('buy')
    expect(roi.acquisitionRationale).toBe("Long-term ROI focus: buying costs least over the robots' life where it pays back")
  })

  it('C118: a cheap unit left out as part-time is named with what it would net, the fleet staying wage-independent', () => {
    const casino = {
      category: 'cleaning',
      region: 'US',
      floorAreaSqM: 12000,
      floorType: 'carpet',
      laborCostPerHour: 22,
      hoursPerDay: 24,
      daysPerWeek: 7,
    } as const
    const a = answerTo(casino)
    expect(a.economics.unitsCosted).toBe(1)
    const manual = a.verdictReasons.find((r) => r.code === 'part_stays_manual')
    expect(Number(manual?.params.extraUnitMonthlyNet)).toBeGreaterThan(0)
    expect(manual?.text).toMatch(/at your labour cost it would still save about \$[\d,]+ a month more than it costs: ask for a quote on 2 robots\.$/)
    // At a wage where the extra robot would not pay its way, nothing is promised.
    const cheap = answerTo({ ...casino, laborCostPerHour: 2 }).verdictReasons.find((r) => r.code === 'part_stays_manual')
    expect(cheap).toBeDefined()
    expect(cheap?.params.extraUnitMonthlyNet).toBeUndefined()
  })
})

describe('fresh profiles, round 13', () => {
  it('a region the money table does not know: the US labour cost is said to be borrowed, the currency asked, the country named, and the answer weak', () => {
    // Vietnam, not Romania as before 2026-11-28 (round 149 A): Romania now answers in lei on a labour cost of its own.
    const a = answerTo({ category: 'restaurant', region: 'VN', seatsPerDay: 250, serviceStyle: 'table_service' })
    expect(a.matchConfidence).toBe('weak')
    expect(a.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'laborCostPerHour')?.text).toMatch(
      /^What does an hour of staff time cost you, wages and on-costs included\? We have no labour-cost figure for Vietnam, so the figures use the US one \(US\$[\d.]+\/h\), which may be far from yours: tell us yours\.$/,
    )
    expect(a.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'currency')?.text).toBe(
      'Which currency should the answer use? We have no money data for Vietnam, so amounts are read in US dollars.',
    )
    expect(JSON.stringify(a.warnings)).not.toMatch(/\bin VN\b/)
    // With the buyer's own labour cost and currency, nothing is borrowed.
    const own = answerTo({ category: 'restaurant', region: 'VN', seatsPerDay: 250, serviceStyle: 'table_service', laborCostPerHour: 9, currency: 'EUR' })
    expect(own.warnings.some((w) => w.params.field === 'currency' || w.params.field === 'laborCostPerHour')).toBe(false)
  })

  it('W134: a buyer who asked to buy gets the type doing the same work that clearly pays bought, when no seller of the fitting type sells', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 12000,
      handlingUnit: 'each',
      ordersPerDay: 3000,
      laborCostPerHour: 27,
      hoursPerDay: 16,
      daysPerWeek: 5,
      acquisitionPreference: 'buy',
      budgetPreference: 'maximize_long_term_roi',
    })
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.verdict).toBe('proceed')
    expect(a.warnings.some((w) => w.code === 'acquisition_not_offered')).toBe(false)
    expect(a.bestRobotMatch.rationale.at(-1)).toMatch(
      /but none of their vendors here offers buying, which you asked for; goods-to-person AMRs pay clearly that way$/,
    )
  })

  it('W130: a RaaS-asking buyer whose fitting type pays by RaaS is not moved to buying another type for a better net at the same verdict', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'PL',
      facilitySizeSqM: 60000,
      handlingUnit: 'each',
      ordersPerDay: 25000,
      laborCostPerHour: 45,
      hoursPerDay: 24,
      daysPerWeek: 6,
      staffingPressure: 'high',
      acquisitionPreference: 'raas',
    })
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(a.acquisitionRecommendation).toBe('raas')
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
  })

  it('R109: a leased or rented answer that does not pay says at what labour cost buying, already saving money, would pay back in time', () => {
    // 600 covers is two serving robots' full work (at 500, one robot would already be a pilot bought).
    const a = answerTo({
      category: 'restaurant',
      region: 'MX',
      seatsPerDay: 600,
      serviceStyle: 'table_service',
      laborCostPerHour: 45,
      hoursPerDay: 14,
      daysPerWeek: 7,
      acquisitionPreference: 'raas',
    })
    const miss = a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')
    expect(miss?.text).toMatch(
      /(Leased|Rented as a service), they would start to pay at a labour cost of about MX\$[\d.,]+\/h\. Bought, they would pay back within 29 months \(our limit for a purchase lasting 4 years\) at a labour cost of about MX\$49\/h\.$/,
    )
    expect(miss?.params.buyPaybackLaborCostPerHour).toBeLessThan(Number(miss?.params.breakEvenLaborCostPerHour))
  })

  it('R105: a volume threshold is rounded up, so the engine pays at the volume it names', () => {
    const base = {
      category: 'restaurant',
      region: 'JP',
      serviceStyle: 'counter_service',
      kitchenTask: 'cooking',
      laborCostPerHour: 1400,
      hoursPerDay: 12,
      daysPerWeek: 7,
    } as const
    const volume = answerTo({ ...base, seatsPerDay: 150 }).verdictReasons.find((r) => r.code === 'volume_too_low')?.params.breakEvenVolume
    // JP cooking is offered as buy (TechMagic) and RaaS (Connected Robotics); the threshold named is
    // the RaaS one: 370 covers since round 75 costs it at Connected Robotics' published ¥250,000 a
    // month (2,500 at 600 covers on the US fry robot's converted fee; 1,500 while a JP lease was listed).
    // At 150 covers: since round 120 the purchase's service is scaled to the Japanese price, so at
    // 300 covers buying pays back (a pilot) and no threshold is named. Since round 161 A the not-yet at
    // 150 covers leads with buying (TechMagic), losing ¥27,400 a month against RaaS's ¥149,000 with its
    // set-up spread, so the threshold named is the purchase's.
    expect(volume).toBe(280)
    expect(answerTo({ ...base, seatsPerDay: Number(volume) }).economics.monthlyNet).toBeGreaterThan(0)
  })

  it('R: when a monthly-paid model has a set-up fee, "buying is also offered" compares like with like instead of repeating the headline', () => {
    const a = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 92830,
      ordersPerDay: 1146,
      handlingUnit: 'case',
      hoursPerDay: 24,
      laborCostPerHour: 25.49,
      daysPerWeek: 6,
      staffingPressure: 'high',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
    })
    expect(a.acquisitionRecommendation).toBe('raas')
    expect(a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text).toMatch(
      /^Buying is also offered here and pays back in about \d+ months \(about \$[\d,]+ up front, repaid from about \$[\d,]+ a month of staff time freed after service costs\): with its set-up spread over the robots' 7-year life it nets about \$[\d,]+ a month, against about \$[\d,]+ for RaaS with its set-up spread over three years\.$/,
    )
  })

  it('W129: an AS/RS near break-even is sent to an integrator for a simulation and a quote, never to a small pilot', () => {
    const request: MatchRequestInput = {
      category: 'warehouse',
      region: 'SE',
      facilitySizeSqM: 20000,
      handlingUnit: 'case',
      ordersPerDay: 5000,
      // Round 119: a lease now pays its service; inputs moved from SEK 320/h to SEK 400/h to keep the
      // AS/RS leased near break-even (at SEK 320/h its lease, now at the RaaS fee, loses more clearly
      // and goods-to-person AMRs, sold by nobody in Sweden, come first).
      laborCostPerHour: 400,
      hoursPerDay: 16,
      daysPerWeek: 5,
      acquisitionPreference: 'lease',
    }
    // No stored source states an AS/RS lease in Sweden (AutoStore's lease was unsourced): the wording is tested on a hypothetical offer.
    const a = answerTo(request, 'pro', withModels('autostore', ['buy', 'lease', 'raas']))
    expect(a.bestRobotMatch.robotType).toBe('asrs')
    const texts = a.verdictReasons.map((r) => r.text).join(' ')
    expect(texts).not.toMatch(/small pilot|pilot first/)
    expect(a.verdictReasons.find((r) => r.code === 'near_break_even')?.text).toMatch(
      /ask an integrator for a throughput simulation and a firm quote, or phase the build, before committing\.$/,
    )
    // Buying already pays back in time here: no labour cost at which it "would" is promised.
    expect(texts).not.toMatch(/Bought, they would pay back/)
  })
})

describe('fresh profiles, round 14', () => {
  it('W138: buying an AS/RS that pays back in 87 months is not_yet, sent to an integrator, never a pilot', () => {
    // A larger site than round 14's (14,000 m², 6,000 orders, 16 h × 5 d), where since round 121
    // goods-to-person robots, netting far more, lead over an AS/RS stand-in that is not a case.
    const a = answerTo({
      category: 'warehouse',
      region: 'FI',
      facilitySizeSqM: 47546,
      handlingUnit: 'case',
      ordersPerDay: 13912,
      laborCostPerHour: 30,
      hoursPerDay: 10,
      daysPerWeek: 7,
      techReadiness: 'high',
      acquisitionPreference: 'buy',
    })
    expect(a.bestRobotMatch.robotType).toBe('asrs')
    expect(a.verdict).toBe('not_yet')
    expect(a.verdictReasons.find((r) => r.code === 'pays_back_late')?.text).toMatch(
      /Buying would pay back within 60 months at a labour cost of about €[\d.,]+\/h( with 2 shuttle aisles instead of 3 \(the rest of the work staying manual\), or about €[\d.,]+\/h with 3)?\. Ask an integrator for a throughput simulation and a firm quote, or phase the build, before committing\.$/,
    )
    expect(a.economics.paybackMonths).toBeGreaterThan(60)
    expect(a.warnings.some((w) => w.code === 'better_fit_not_sold')).toBe(false)
  })

  it('R118: a lunch-only canteen is sized on its one busy service, not on a third of a long day', () => {
    const canteen = { category: 'restaurant', region: 'IT', seatsPerDay: 1800, serviceStyle: 'self_service', laborCostPerHour: 15, daysPerWeek: 5 } as const
    const at = (hoursPerDay: number) => answerTo({ ...canteen, hoursPerDay }).economics.unitsCosted
    // 1,800 covers ÷ 300 a unit in the default day's 6 busy hours = 6; a 4-hour lunch packs them: × 6/4 = 9.
    expect(at(12)).toBe(6)
    expect(at(8)).toBe(6)
    expect(at(4)).toBe(9)
  })

  it('W148: a labour cost in a region without money data is not called implausible against the borrowed US figure', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'TH',
      facilitySizeSqM: 20000,
      handlingUnit: 'pallet',
      ordersPerDay: 800,
      laborCostPerHour: 3,
      currency: 'USD',
      hoursPerDay: 16,
      daysPerWeek: 6,
    })
    expect(a.warnings.some((w) => w.code === 'implausible_input')).toBe(false)
    expect(
      answerTo({ category: 'warehouse', region: 'US', handlingUnit: 'pallet', ordersPerDay: 800, laborCostPerHour: 3 }).warnings.some(
        (w) => w.code === 'implausible_input',
      ),
    ).toBe(true)
  })

  it('R118: a late payback and the line it misses are given to a tenth of a month when whole months would read the same', () => {
    // US$5.00/h, not the round's US$4.02: since 2026-11-26 a Brazilian serving robot is costed at the
    // São Paulo price (R$92,000–100,000), so the same near miss sits at a higher wage.
    const a = answerTo({ category: 'restaurant', region: 'BR', seatsPerDay: 200, laborCostPerHour: 5, currency: 'USD', staffingPressure: 'low' })
    expect(a.verdictReasons.find((r) => r.code === 'pays_back_late')?.text).toMatch(
      /pays back only after about 29\.3 months \(.*\), .* Buying would pay back within 28\.8 months /,
    )
  })
})

describe('fresh profiles, round 15', () => {
  it('R126: a lease with a set-up fee is never said to tie up no capital', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'SG',
      // 500, not the round's 1,000: since round 141 a dishwashing robot at table service is credited the
      // dish pit's 1.0 staff-minute a cover, not a fry station's 0.5, so the same 253 h a month sit at half the covers.
      seatsPerDay: 500,
      serviceStyle: 'table_service',
      kitchenTask: 'dishwashing',
      laborCostPerHour: 14,
      hoursPerDay: 10,
      daysPerWeek: 7,
      acquisitionPreference: 'buy',
    })
    // Round 121: of the monthly models offered, the one losing least (RaaS), which has a set-up fee as the
    // lease had. Round 151 A: buying, losing far less than it, is kept, RaaS named with its set-up spread.
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.acquisitionRationale).not.toMatch(/no capital/)
    expect(a.acquisitionRationale).toMatch(
      /; buying comes closest: it loses less a month than RaaS would once its set-up is spread over three years \(about S\$[\d,]+ a month\)$/,
    )
  })

  it('R124: no "light use: favour a low fixed cost" line beside a purchase that pays', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'ES',
      seatsPerDay: 500,
      serviceStyle: 'self_service',
      laborCostPerHour: 13,
      hoursPerDay: 4,
      daysPerWeek: 7,
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.bestRobotMatch.rationale.join(' ')).not.toMatch(/light use/)
  })

  it('W158: Italy has no goods-to-person seller once the shoe-box picking robot is not counted as one', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'IT',
      facilitySizeSqM: 35000,
      handlingUnit: 'each',
      ordersPerDay: 25000,
      laborCostPerHour: 18,
      hoursPerDay: 16,
      daysPerWeek: 6,
      budgetPreference: 'maximize_long_term_roi',
    })
    expect(a.vendorMatches.map((v) => v.vendorId)).not.toContain('magazino')
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
  })
})

describe('fresh profiles, round 16', () => {
  it('C163: an unsold vacuum on a half-carpet floor says the scrubbers sold there clean the other floor, not that they fit far less well', () => {
    // Denmark since fact check wt-fcclean1 (2026-11-26): Poland has no sourced cleaning seller any more; in Denmark
    // Gausium's dealer Axson sells the Scrubber 50 and no robot vacuum is listed, the situation this case tests.
    const a = answerTo({
      category: 'cleaning',
      region: 'DK',
      floorAreaSqM: 5000,
      floorType: 'mixed',
      carpetShare: 0.5,
      laborCostPerHour: 120,
      hoursPerDay: 3,
      daysPerWeek: 7,
      acquisitionPreference: 'raas',
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.bestRobotMatch.rationale[0]).toMatch(
      /The walk-behind autonomous scrubbers sold there clean only the hard floor, not the carpet, so none is listed in its place$/,
    )
    expect(a.bestRobotMatch.rationale.join(' ')).not.toMatch(/far less well/)
  })

  it('a buyer who asked to buy on a low-upfront budget is told the outlay and the monthly-paid model on offer', () => {
    const a = answerTo({
      category: 'warehouse',
      // Judged in GB; pinned in the US since no goods-to-person vendor rents robots in GB (fact check 2026-11-26).
      region: 'US',
      facilitySizeSqM: 12000,
      handlingUnit: 'each',
      ordersPerDay: 3000,
      laborCostPerHour: 18,
      hoursPerDay: 16,
      daysPerWeek: 5,
      acquisitionPreference: 'buy',
      budgetPreference: 'low_upfront',
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.warnings.find((w) => w.code === 'asked_model_against_budget')?.text).toMatch(
      /^You asked to buy on a low-upfront budget: buying needs about \$[\d,]+ up front; RaaS, also offered here, would net about \$[\d,]+ a month with about \$[\d,]+ of set-up up front\.$/,
    )
  })

  it('schedule lines: "1 day/week", and a cleaning window said once', () => {
    const w = answerTo({ category: 'warehouse', region: 'US', handlingUnit: 'each', ordersPerDay: 2000, hoursPerDay: 8, daysPerWeek: 1 })
    expect(w.bestRobotMatch.rationale.join(' ')).toMatch(/1 day\/week/)
    const c = answerTo({ category: 'cleaning', region: 'US', floorAreaSqM: 8000, floorType: 'hard', hoursPerDay: 20, daysPerWeek: 7 })
    expect(c.bestRobotMatch.rationale.join(' ')).toMatch(/Cleaning with a 20 h\/day window, 7 days\/week/)
  })
})

describe('fresh profiles, round 17', () => {
  it('a kitchen station replaces no more hours as covers rise past what it runs: the cap applies once, per costed station', () => {
    const line = {
      category: 'restaurant',
      region: 'US',
      serviceStyle: 'counter_service',
      kitchenTask: 'assembly',
      laborCostPerHour: 18,
      hoursPerDay: 5,
      daysPerWeek: 5,
    } as const
    const hours = [800, 850, 1000, 1200].map((seatsPerDay) => answerTo({ ...line, seatsPerDay }).economics.laborHoursReplacedPerMonth)
    // One station running 5 h a day on 21.67 days takes over at most 108 h a month, at every volume it serves alone.
    expect(hours).toEqual([108, 108, 108, 108])
  })

  it('US dollars are written US$ outside the US', () => {
    const ca = answerTo({
      category: 'warehouse',
      region: 'CA',
      facilitySizeSqM: 15000,
      handlingUnit: 'case',
      ordersPerDay: 4000,
      laborCostPerHour: 12,
      currency: 'USD',
      hoursPerDay: 16,
      daysPerWeek: 5,
    })
    const texts = ca.verdictReasons.map((r) => r.text).join(' ')
    // At US$12/h nothing pays, so the collaborative AMRs sold here are costed (round 85: at US$21/h the
    // goods-to-person robots nobody sells in Canada would pay and lead, with no wage quoted).
    expect(texts).toMatch(/US\$12\/h/)
    expect(texts).not.toMatch(/(^|[^S])\$\d/)
    expect(ca.economics.currency).toBe('USD')
    const us = answerTo({ category: 'warehouse', region: 'US', facilitySizeSqM: 15000, handlingUnit: 'case', ordersPerDay: 4000, laborCostPerHour: 21 })
    expect(us.verdictReasons.map((r) => r.text).join(' ')).not.toMatch(/US\$/)
  })

  it('C171: scrubbers sold where the carpet robot is not are said to clean the hard floor, not to do other work', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'DK',
      floorAreaSqM: 5000,
      floorType: 'mixed',
      carpetShare: 0.6,
      laborCostPerHour: 230,
      hoursPerDay: 3,
      daysPerWeek: 5,
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.bestRobotMatch.rationale[0]).toMatch(/sold there clean only the hard floor, not the carpet, so none is listed in its place$/)
    expect(a.bestRobotMatch.rationale[0]).not.toMatch(/do other work/)
  })

  it("R141: a sushi machine costed at a fry robot's price is a weak answer", () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'JP',
      seatsPerDay: 1200,
      serviceStyle: 'counter_service',
      kitchenTask: 'sushi',
      laborCostPerHour: 1200,
      hoursPerDay: 11,
      daysPerWeek: 7,
    })
    expect(a.verdictReasons.some((r) => r.code === 'generic_station_price')).toBe(true)
    expect(a.matchConfidence).toBe('weak')
  })

  it('W173: no "would fit better" warning for a type a couple of points ahead', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'SG',
      facilitySizeSqM: 1200,
      handlingUnit: 'each',
      ordersPerDay: 3000,
      laborCostPerHour: 14,
      hoursPerDay: 16,
      daysPerWeek: 7,
      acquisitionPreference: 'raas',
    })
    expect(a.warnings.some((w) => w.code === 'better_fit_not_sold')).toBe(false)
  })
})

describe('fresh profiles, round 18', () => {
  it("R145: cooking and assembly stations have no published price: costed at a fry robot's, said, weak, never proceed", () => {
    for (const kitchenTask of ['cooking', 'assembly'] as const) {
      const a = answerTo({
        category: 'restaurant',
        region: 'DE',
        seatsPerDay: 600,
        serviceStyle: 'counter_service',
        kitchenTask,
        laborCostPerHour: 16,
        hoursPerDay: 12,
        daysPerWeek: 7,
      })
      expect(
        a.verdictReasons.some((r) => r.code === 'generic_station_price'),
        kitchenTask,
      ).toBe(true)
      expect(a.verdict, kitchenTask).not.toBe('proceed')
      expect(a.matchConfidence, kitchenTask).toBe('weak')
    }
    // Frying is the task the table's figures are for.
    const fry = answerTo({
      category: 'restaurant',
      region: 'US',
      seatsPerDay: 900,
      serviceStyle: 'counter_service',
      kitchenTask: 'frying',
      laborCostPerHour: 17,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    expect(fry.verdictReasons.some((r) => r.code === 'generic_station_price')).toBe(false)
  })

  it('R147: when kitchen stations outscore the pick and no kitchen task was given, the answer asks for it', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'JP',
      // 600, not 400: since round 120 a Japanese station's service is scaled to its local price, and
      // at 400 covers the station, costed as a typical one, is itself the pick.
      seatsPerDay: 600,
      serviceStyle: 'counter_service',
      laborCostPerHour: 1200,
      hoursPerDay: 14,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(a.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'kitchenTask')?.text).toMatch(
      /^Would a kitchen robot help more\? Kitchen automation stations score higher here \(87 against 84 points\)/,
    )
  })
})

describe('fresh profiles, round 19', () => {
  it('a carpet share sent without a floor type says the floor: mixed, read at that share, at any size, and not asked again', () => {
    const site = { category: 'cleaning', region: 'US', laborCostPerHour: 20, hoursPerDay: 6, daysPerWeek: 5, carpetShare: 0.9 } as const
    for (const floorAreaSqM of [2999, 3000, 8000]) {
      const a = answerTo({ ...site, floorAreaSqM })
      expect(a.bestRobotMatch.robotType, String(floorAreaSqM)).toBe('vacuum_sweeper')
      expect(
        a.warnings.some((w) => w.params.field === 'floorType'),
        String(floorAreaSqM),
      ).toBe(false)
    }
    // A share of 1 is carpet: no "the hard floor still needs mopping".
    const all = answerTo({
      category: 'cleaning',
      region: 'DE',
      floorAreaSqM: 5000,
      floorType: 'mixed',
      carpetShare: 1,
      laborCostPerHour: 18,
      hoursPerDay: 8,
      daysPerWeek: 5,
    })
    expect(all.bestRobotMatch.rationale.join(' ')).not.toMatch(/hard floor still needs/)
  })

  it('R153: thresholds printed beside a borrowed kitchen price are said to rest on it', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'KR',
      seatsPerDay: 600,
      serviceStyle: 'counter_service',
      kitchenTask: 'drinks',
      laborCostPerHour: 11000,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    expect(a.verdictReasons.find((r) => r.code === 'generic_station_price')?.text).toMatch(
      /^We have no sourced price for any named drinks robot: these figures, and the thresholds above, use /,
    )
  })
})

describe('fresh profiles, round 20', () => {
  it('W202: a long-term-ROI buyer whose purchase pays back too late gets the fitting type leased where the lease clearly pays, not another type', () => {
    const request: MatchRequestInput = {
      category: 'warehouse',
      region: 'ES',
      facilitySizeSqM: 50000,
      handlingUnit: 'case',
      ordersPerDay: 40000,
      laborCostPerHour: 19,
      hoursPerDay: 24,
      daysPerWeek: 6,
      acquisitionPreference: 'buy',
      budgetPreference: 'maximize_long_term_roi',
    }
    // On the lease costing the rule was written for (`leaseFeesWithService`): with service the AS/RS lease
    // costs its RaaS fee, and no input keeps a purchase that pays back late beside a lease that clearly pays.
    // No stored source states an AS/RS lease in Spain (AutoStore's lease was unsourced): the wording is tested on a hypothetical offer.
    const a = answerTo(request, 'pro', leaseFeesWithService(withModels('autostore', ['buy', 'lease', 'raas'])))
    expect(a.bestRobotMatch.robotType).toBe('asrs')
    expect(a.acquisitionRecommendation).toBe('lease')
    expect(a.verdict).toBe('proceed')
    // Since round 144 (casebook D) the lease's fee is said as our planning figure.
    expect(a.acquisitionRationale).toMatch(
      /buying would pay back too late, while a lease saves money each month with less up front \(at our lease planning figure, about €[\d,]+ a month, not a vendor’s quote\)$/,
    )
    expect(a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.params.model).toBe('buy')
  })

  it('C206: where nobody sells the fitting ride-on, walk-behinds that clearly pay stand in, however far behind on points', () => {
    // Round 20 asked this for Norway; Avidbots' ride-on is sold there since (its partner Frisk Renhold), so Denmark asks it now.
    const a = answerTo({
      category: 'cleaning',
      region: 'DK',
      floorAreaSqM: 30000,
      floorType: 'hard',
      laborCostPerHour: 300,
      currency: 'DKK',
      hoursPerDay: 16,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    expect(a.verdict).toBe('proceed')
    expect(a.vendorMatches.length).toBeGreaterThan(0)
    expect(a.warnings.some((w) => w.code === 'better_fit_not_sold' && w.params.robotType === 'ride_on_scrubber')).toBe(true)
  })

  it('C197: a carpet share sent without a floor type is not called an assumed floor', () => {
    const a = answerTo({ category: 'cleaning', region: 'JP', floorAreaSqM: 6000, carpetShare: 0.7, laborCostPerHour: 1300, hoursPerDay: 6, daysPerWeek: 7 })
    expect(a.bestRobotMatch.rationale.join(' ')).not.toMatch(/^Assuming|Assuming half/)
    expect(a.defaultedInputs).not.toContain('floorType')
  })

  it('R161: no kitchen-task question where no kitchen station is sold', () => {
    const a = answerTo({ category: 'restaurant', region: 'MX', seatsPerDay: 800, serviceStyle: 'counter_service' })
    expect(a.warnings.some((w) => w.params.field === 'kitchenTask')).toBe(false)
  })
})

describe('fresh profiles, round 21', () => {
  it('R167: a Canadian serving-robot rental is costed at a typical fee, not the advertised starting price, and never below owning', () => {
    const base = {
      category: 'restaurant',
      seatsPerDay: 90,
      serviceStyle: 'table_service',
      laborCostPerHour: 15,
      currency: 'USD',
      hoursPerDay: 10,
      daysPerWeek: 6,
      budgetPreference: 'low_upfront',
      techReadiness: 'low',
    } as const
    const a = answerTo({ ...base, region: 'CA' })
    expect(a.matchConfidence).not.toBe('strong')
    const costs = a.economics.robotMonthlyCost
    expect(costs?.lease).toBeGreaterThan(costs?.buy ?? Infinity)
  })

  it('W199: a lease that saves money each month but not its set-up cost does not read "no model pays" bare', () => {
    // Driverless forklifts leased at a small pallet site (round 88: the Swedish AS/RS case this was first
    // written on now gives way to the goods-to-person robots nobody sells there, which would pay).
    const request: MatchRequestInput = {
      category: 'warehouse',
      facilitySizeSqM: 18143,
      ordersPerDay: 82,
      handlingUnit: 'pallet',
      // Round 119: a lease now pays its service; inputs moved from $43.84/h to $56/h to keep a lease
      // that saves money each month (about $424) but not its $75,000 set-up spread over three years.
      laborCostPerHour: 56,
      daysPerWeek: 5,
      budgetPreference: 'low_upfront',
      techReadiness: 'medium',
      acquisitionPreference: 'lease',
    }
    const a = answerTo(request)
    expect(a.verdict).toBe('not_yet')
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
    expect(a.acquisitionRationale).toMatch(
      /no acquisition model pays yet once a lease’s set-up cost is spread over three years \(buying would save money every month but pay back too late\); RaaS, also offered here, costs less a month \(about \$[\d,]+ against \$[\d,]+ for the lease\), service included$/,
    )
  })

  it('C207: a sweeper is not said to be unsuited to hard floors; it does not scrub them', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'GB',
      floorAreaSqM: 300,
      floorType: 'hard',
      laborCostPerHour: 16,
      currency: 'USD',
      hoursPerDay: 2,
      daysPerWeek: 5,
    })
    const line = a.bestRobotMatch.rationale.find((r) => r.startsWith('Autonomous vacuums and sweepers score higher'))
    expect(line).toMatch(/do not scrub or wet-clean hard floors/)
  })

  it('C211: a labour-cost reason that follows the near-break-even one names the robots instead of a bare "They"', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'KR',
      // Round 128: the hard half of the 15,000 m² mixed floor this case had, as a hard floor: without a
      // carpet share, vacuums now lead that floor as they would at a half given.
      floorAreaSqM: 7500,
      floorType: 'hard',
      // Round 119: a lease now pays its service; inputs moved from US$10/h to US$12.60/h and a
      // low-upfront budget (buying would otherwise lead, paying back in about 35 months) to keep a
      // lease near break-even (about US$78 a month short of its US$1,350) with the labour-cost reason after it.
      laborCostPerHour: 12.6,
      currency: 'USD',
      hoursPerDay: 8,
      daysPerWeek: 7,
      acquisitionPreference: 'lease',
      budgetPreference: 'low_upfront',
    })
    expect(a.verdictReasons.map((r) => r.code).slice(0, 2)).toEqual(['near_break_even', 'labour_cost_too_low'])
    const reason = a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')
    expect(reason?.text).toMatch(/^(Leased, )?[Ww]alk-behind autonomous scrubbers would start to pay/)
  })

  it('W77: a long-term-ROI buyer whose fitting AS/RS pays clearly only leased gets the close type that clearly pays bought', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'GB',
      facilitySizeSqM: 60000,
      handlingUnit: 'case',
      ordersPerDay: 20000,
      laborCostPerHour: 15,
      hoursPerDay: 24,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
    })
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.verdict).toBe('proceed')
    expect(a.bestRobotMatch.rationale.join(' ')).toMatch(/AS\/RS systems fit slightly better on paper \(97 against 94 points\)/)
  })
})

describe('fresh profiles, round 22', () => {
  it('W222: where the advice does not clearly pay, a close type nobody sells here that would is named with its figures', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'AU',
      facilitySizeSqM: 7000,
      handlingUnit: 'each',
      ordersPerDay: 2000,
      laborCostPerHour: 34,
      hoursPerDay: 10,
      daysPerWeek: 5,
      staffingPressure: 'high',
    })
    expect(a.verdict).toBe('not_yet')
    const named = a.warnings.find((w) => w.code === 'unsold_type_would_pay')
    expect(named?.params).toMatchObject({ robotType: 'goods_to_person_amr', model: 'buy', currency: 'AUD', region: 'AU' })
    expect(Number(named?.params.monthlyNet)).toBeGreaterThan(0)
    expect(named?.text).toMatch(
      /^Goods-to-person AMRs would pay clearly here if bought \(about A\$[\d,]+ a month, paying back in about \d+ months; about A\$[\d,]+ up front, repaid from about A\$[\d,]+ a month of staff time freed after service costs\), but no vendor in the catalog sells them in Australia/,
    )
  })

  it('W225: a break-even volume is one the robots keep paying above, not a whole-unit spike; a purchase is judged at its payback line', () => {
    const base = {
      category: 'warehouse',
      region: 'KR',
      facilitySizeSqM: 35000,
      handlingUnit: 'pallet',
      laborCostPerHour: 12000,
      hoursPerDay: 24,
      daysPerWeek: 7,
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
    } as const
    const a = answerTo({ ...base, ordersPerDay: 700 })
    const miss = a.verdictReasons.find((r) => r.code === 'volume_too_low' || r.code === 'labour_cost_too_low')
    expect(miss?.text).not.toMatch(/8,700 orders a day/)
    // The wage said is where buying pays back within its payback line, not where it merely breaks even over the whole life.
    // Since round 115 the lower wage at which it stops losing money each month follows, as
    // `economics.breakEven` gives it.
    expect(miss?.text).toMatch(
      /Buying would pay back within \d+ months \(our limit for a purchase lasting \d+ years\) at a labour cost of about ₩[\d,]+\/h; it would stop losing money each month from about ₩[\d,]+\/h\.$/,
    )
    const even = Number(miss?.params.monthlyBreakEvenLaborCostPerHour)
    expect(even).toBeCloseTo(answerTo({ ...base, ordersPerDay: 700 }).economics.breakEven!.laborCostPerHour!, 2)
    const wage = Number(miss?.params.breakEvenLaborCostPerHour)
    expect(even).toBeLessThan(wage)
    const at = answerTo({ ...base, ordersPerDay: 700, laborCostPerHour: Math.ceil(wage) })
    expect(at.verdict).not.toBe('not_yet')
  })
})

describe('fresh profiles, round 23', () => {
  it('W231: a buyer who asked to buy is told the labour cost at which buying would pay back, not only the lease’s break-even', () => {
    const base = {
      category: 'warehouse',
      region: 'DE',
      facilitySizeSqM: 8000,
      handlingUnit: 'pallet',
      ordersPerDay: 700,
      hoursPerDay: 16,
      daysPerWeek: 5,
      acquisitionPreference: 'buy',
      budgetPreference: 'low_upfront',
    } as const
    const a = answerTo({ ...base, laborCostPerHour: 16 })
    // Round 151 A: the purchase asked for loses less than the lease (€1,640 a month against about
    // €10,300 with its set-up spread) and is kept; its own threshold is the one said.
    expect(a.acquisitionRecommendation).toBe('buy')
    const miss = a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')
    expect(miss?.text).toMatch(
      /Buying would pay back within \d+ months \(our limit for a purchase lasting \d+ years\) at a labour cost of about €[\d.,]+\/h; it would stop losing money each month from about €[\d.,]+\/h\.$/,
    )
    // At the labour cost said, the purchase asked for pays back in time: the verdict moves.
    const buyWage = Number(miss?.params.breakEvenLaborCostPerHour)
    expect(answerTo({ ...base, laborCostPerHour: Math.ceil(buyWage) }).verdict).not.toBe('not_yet')
  })

  it('R41: a maker and its local dealer are one seller for the confidence and the few-vendors warning', () => {
    // In the UK since round 145 B: the German dealer of R41 (Eventfittery) is left out, its trading unconfirmed.
    const a = answerTo({
      category: 'restaurant',
      region: 'GB',
      seatsPerDay: 1500,
      serviceStyle: 'self_service',
      laborCostPerHour: 14,
      hoursPerDay: 10,
      daysPerWeek: 7,
      staffingPressure: 'high',
    })
    expect(a.vendorMatches.length).toBeGreaterThanOrEqual(2)
    expect(a.matchConfidence).not.toBe('strong')
    const few = a.warnings.find((w) => w.code === 'few_vendors')
    expect(few?.params.count).toBe(1)
    expect(few?.text).toMatch(/^Only one vendor in the catalog sells delivery and bussing robots in the UK \(the dealer listed beside it sells its robots\)\.$/)
  })

  it('C235: on a mixed floor the higher-scoring scrubbers are not called unfit for the site; they clean the other floor', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'SG',
      floorAreaSqM: 20000,
      floorType: 'mixed',
      carpetShare: 0.6,
      laborCostPerHour: 14,
      hoursPerDay: 12,
      daysPerWeek: 7,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'lease',
    })
    const text = a.bestRobotMatch.rationale.join(' ')
    expect(text).not.toMatch(/do not suit this mix/)
    expect(text).toMatch(
      /Walk-behind autonomous scrubbers score higher on size, budget or hours, but clean only the hard floor, not the carpet, so they are not the lead pick here/,
    )
  })
})

describe('fresh profiles, round 24', () => {
  it('R194: a dealer that rents its maker’s robots when the maker does not stays listed, so RaaS is offered', () => {
    const base = {
      category: 'restaurant',
      region: 'ES',
      seatsPerDay: 400,
      serviceStyle: 'table_service',
      laborCostPerHour: 14,
      hoursPerDay: 13,
      daysPerWeek: 7,
      staffingPressure: 'high',
    } as const
    const asked = answerTo({ ...base, acquisitionPreference: 'raas' })
    expect(asked.bestRobotMatch.robotType).toBe('serving_robot')
    expect(asked.acquisitionRecommendation).toBe('raas')
    expect(asked.vendorMatches.some((m) => m.acquisitionModels.includes('raas'))).toBe(true)
    expect(answerTo(base).acquisitionRationale).not.toMatch(/none of the vendors listed offers RaaS/)
  })

  it('C240: on an assumed half-carpet split, the answer is the one for a half given, at most a pilot, and the share is asked for', () => {
    // Was NL; fact check fcclean2 (2026-11-26) removed Nexaro's NL listing (no Dutch office or dealer named), the only
    // robot vacuum listed there, so the same euro profile now runs in DE, where vacuums and scrubbers both have sellers.
    // Until round 128 the walk-behinds led here and a reason said what the carpet's vacuums would net at the half.
    const a = expectAsHalfGiven({
      category: 'cleaning',
      region: 'DE',
      floorAreaSqM: 6000,
      floorType: 'mixed',
      laborCostPerHour: 24,
      hoursPerDay: 6,
      daysPerWeek: 5,
      acquisitionPreference: 'lease',
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.verdict).toBe('pilot')
    expect(a.verdictReasons.find((r) => r.code === 'inputs_assumed')?.params.fields).toBe('carpetShare')
    expect(a.verdictReasons.find((r) => r.code === 'other_floor_pays')?.params).toMatchObject({ robotType: 'walk_behind_scrubber', floorShare: 0.5 })
  })
})

/** Round 25's C250: a 20,000 m² Melbourne university, mixed floor, no carpet share (two tests read it). */
const AU_UNIVERSITY = {
  category: 'cleaning',
  region: 'AU',
  floorAreaSqM: 20000,
  floorType: 'mixed',
  laborCostPerHour: 35,
  hoursPerDay: 8,
  daysPerWeek: 5,
  budgetPreference: 'maximize_long_term_roi',
} as const

describe('fresh profiles, round 25', () => {
  it('W251: a payback and the clear-case line that round to the same month are told apart', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'AU',
      facilitySizeSqM: 15000,
      handlingUnit: 'pallet',
      ordersPerDay: 900,
      laborCostPerHour: 25.3,
      currency: 'AUD',
      hoursPerDay: 24,
      daysPerWeek: 7,
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'medium',
    })
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')
    const said = [...(late?.text.matchAll(/about ([\d.]+) months/g) ?? [])].map((m) => m[1])
    expect(said).toHaveLength(2)
    expect(said[0]).not.toBe(said[1])
  })

  it('R204: a team with low tech readiness never gets a strong answer, whatever the model', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'IT',
      seatsPerDay: 150,
      serviceStyle: 'table_service',
      laborCostPerHour: 13,
      hoursPerDay: 10,
      daysPerWeek: 6,
      budgetPreference: 'low_upfront',
      techReadiness: 'low',
    })
    expect(a.acquisitionRecommendation).not.toBe('buy')
    expect(a.matchConfidence).not.toBe('strong')
  })

  it('C250: on a mixed floor without a carpet share, ride-ons are costed on the hard half assumed like any other type', () => {
    // Until round 128 walk-behinds led here and the ride-ons were set aside as suiting "large open hard
    // floors rather than one broken up by carpet"; at the half assumed the carpet's vacuums pay best and
    // the ride-ons are named for the hard floor.
    const a = expectAsHalfGiven(AU_UNIVERSITY)
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.verdictReasons.find((r) => r.code === 'other_floor_pays')?.params).toMatchObject({ robotType: 'ride_on_scrubber', floorShare: 0.5 })
    expect(a.bestRobotMatch.rationale.join(' ')).not.toMatch(/broken up by carpet/)
  })

  it('R22: one dealer rule everywhere — where only a sponsor makes the robots sold here, every dealer of theirs stays', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'MX',
      seatsPerDay: 300,
      serviceStyle: 'table_service',
      laborCostPerHour: 60,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    const ids = a.vendorMatches.map((m) => m.vendorId)
    expect(ids).toEqual(expect.arrayContaining(['botmate-mexico', 'servibot-mexico', 'pudu-robotics']))
    const spain = answerTo({
      category: 'restaurant',
      region: 'ES',
      seatsPerDay: 400,
      serviceStyle: 'table_service',
      laborCostPerHour: 14,
      hoursPerDay: 13,
      daysPerWeek: 7,
    })
    expect(spain.warnings.find((w) => w.code === 'few_vendors')?.text).toMatch(/\(and a local dealer of one of them\)\.$/)
  })
})

describe('fresh profiles, round 26', () => {
  it('C: a carpet share sent with a hard floor is not dropped silently', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'DE',
      floorAreaSqM: 6000,
      floorType: 'hard',
      carpetShare: 0.4,
      laborCostPerHour: 18,
      hoursPerDay: 6,
      daysPerWeek: 6,
    })
    const ignored = a.warnings.find((w) => w.code === 'input_ignored')
    expect(ignored?.params).toMatchObject({ field: 'carpetShare', floorType: 'hard' })
    expect(ignored?.text).toMatch(/about 40 % of it is carpet: the figures count it all as hard floor/)
    const mixed = answerTo({
      category: 'cleaning',
      region: 'DE',
      floorAreaSqM: 6000,
      floorType: 'mixed',
      carpetShare: 0.4,
      laborCostPerHour: 18,
      hoursPerDay: 6,
      daysPerWeek: 6,
    })
    expect(mixed.warnings.some((w) => w.code === 'input_ignored')).toBe(false)
  })
})

describe('fresh profiles, round 27', () => {
  it('W271: "long-term ROI favours" the pick says so when a close type would return more', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'DE',
      facilitySizeSqM: 45000,
      handlingUnit: 'case',
      ordersPerDay: 18000,
      // At €32/h the AS/RS would still be behind after three years and goods-to-person robots lead (round 91).
      laborCostPerHour: 40,
      currency: 'EUR',
      hoursPerDay: 20,
      daysPerWeek: 6,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
    })
    expect(a.verdictReasons.some((r) => r.code === 'other_type_nets_more')).toBe(true)
    // Not "which take over the most manual work": both types take over the same hours (casebook re-judge 145 C).
    expect(a.bestRobotMatch.rationale.find((line) => line.startsWith('Long-term ROI focus'))).toMatch(
      /^Long-term ROI focus: AS\/RS systems last longer \(about 15 years of service against 7 for goods-to-person AMRs\), though goods-to-person AMRs would net more a month on our planning figures/,
    )
  })

  it('C276: on an assumed split the size line gives the assumed half the figures cost', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'DE',
      floorAreaSqM: 4000,
      floorType: 'mixed',
      laborCostPerHour: 17,
      hoursPerDay: 3,
      daysPerWeek: 5,
      techReadiness: 'low',
    })
    expect(a.bestRobotMatch.rationale.join(' ')).toMatch(/Floor area of 2,000 m² \(the carpeted half we assumed\)/)
  })

  it('C274: a given split whose other floor outscored the pick but does not pay yet is named with its figures', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'JP',
      floorAreaSqM: 8000,
      floorType: 'mixed',
      carpetShare: 0.2,
      laborCostPerHour: 1200,
      currency: 'JPY',
      hoursPerDay: 10,
      daysPerWeek: 7,
      acquisitionPreference: 'lease',
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    const other = a.verdictReasons.find((r) => r.code === 'other_floor_not_yet')
    expect(other?.params).toMatchObject({ robotType: 'walk_behind_scrubber', floorShare: 0.8 })
    // Judged on the model closest to paying (round 51), and since fact check wt-fcclean1 (2026-11-26) no
    // walk-behind seller in Japan has a sourced lease: the purchase is named, and since round 147 B the
    // labour cost from which it would pay back in time.
    expect(other?.text).toMatch(
      /^The hard floor \(80 % of the area\) does not pay yet: bought, walk-behind autonomous scrubbers would save about ¥[\d,]+ a month there but pay back only after about \d+ months \(about ¥[\d,]+ up front, repaid from about ¥[\d,]+ a month of staff time freed after service costs\); from a labour cost of about ¥[\d,]+\/h, buying would pay back within 36 months\.$/,
    )
  })
})

describe('fresh profiles, round 28', () => {
  it('R281: low readiness does not push a trattoria into a lease that does not pay when the purchase the same vendors offer does', () => {
    // In Spain since round 101 (Italy's published €350 lease was tried and reverted in round 102).
    const base = {
      category: 'restaurant',
      region: 'ES',
      serviceStyle: 'table_service',
      laborCostPerHour: 13,
      currency: 'USD',
      hoursPerDay: 9,
      daysPerWeek: 6,
      techReadiness: 'low',
    } as const
    const a = answerTo({ ...base, seatsPerDay: 100 })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.verdict).toBe('pilot')
    expect(a.matchConfidence).not.toBe('strong')
    expect(a.acquisitionRationale).toMatch(/take a service contract with the purchase, as your team is new to robots$/)
    expect(answerTo({ ...base, seatsPerDay: 110 }).verdict).not.toBe('not_yet')
  })

  it('a lease that does not pay beside a purchase that saves money but pays back late says why nothing pays', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'NL',
      floorAreaSqM: 2400,
      floorType: 'hard',
      laborCostPerHour: 24,
      currency: 'EUR',
      hoursPerDay: 5,
      daysPerWeek: 5,
      techReadiness: 'low',
      // Low-upfront: since round 162 A a low-readiness team free to buy is advised the purchase that saves.
      budgetPreference: 'low_upfront',
    })
    expect(a.acquisitionRationale).toMatch(/no acquisition model pays yet \(buying would save money every month but pay back too late\)$/)
  })
})

describe('fresh profiles, round 28 (mixed floors)', () => {
  it('C280: the other floor, a sizeable part of the site, gets its figures even when its type scored below the pick', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'NL',
      floorAreaSqM: 6000,
      floorType: 'mixed',
      carpetShare: 0.6,
      laborCostPerHour: 24,
      currency: 'EUR',
      hoursPerDay: 5,
      daysPerWeek: 5,
      budgetPreference: 'balanced',
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.verdictReasons.find((r) => r.code === 'other_floor_not_yet')?.params).toMatchObject({ robotType: 'walk_behind_scrubber', floorShare: 0.4 })
  })

  it('an assumed half is the size a type is judged on, and the rationale says it is the half assumed', () => {
    const a = answerTo(AU_UNIVERSITY)
    const line = a.bestRobotMatch.rationale.find((r) => r.startsWith('Floor area of '))
    expect(line).toMatch(/^Floor area of 10,000 m² \(the carpeted half we assumed\) is above the usual range for autonomous vacuums and sweepers/)
    // A half within the range gets no roll-out advice for the whole floor.
    const smaller = answerTo({ ...AU_UNIVERSITY, floorAreaSqM: 4000 })
    expect(smaller.bestRobotMatch.rationale).toContain(
      'Floor area of 2,000 m² (the carpeted half we assumed) is within the usual range for autonomous vacuums and sweepers (50–3,000 m²)',
    )
  })
})

describe('fresh profiles, round 29', () => {
  it('R291: a low-readiness buyer advised to buy is not sent back to a lease that nets less at the same verdict as the wage rises', () => {
    const base = {
      category: 'restaurant',
      region: 'PL',
      seatsPerDay: 180,
      serviceStyle: 'table_service',
      currency: 'PLN',
      hoursPerDay: 10,
      daysPerWeek: 7,
      techReadiness: 'low',
    } as const
    const at = (wage: number) => answerTo({ ...base, laborCostPerHour: wage })
    expect(at(32).acquisitionRecommendation).toBe('buy')
    for (const wage of [40, 50, 64]) {
      const a = at(wage)
      expect(a.acquisitionRecommendation, `PLN ${wage}/h`).toBe('buy')
      expect(a.economics.monthlyNet, `PLN ${wage}/h`).toBeGreaterThan(at(32).economics.monthlyNet)
    }
  })
})

describe('fresh profiles, round 30', () => {
  it('W300: an unsold better fit that would net less than the pick is not a reason to hold off the pick', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'FR',
      facilitySizeSqM: 22000,
      handlingUnit: 'each',
      ordersPerDay: 6000,
      laborCostPerHour: 27,
      currency: 'EUR',
      hoursPerDay: 14,
      daysPerWeek: 6,
      staffingPressure: 'high',
      techReadiness: 'low',
    })
    const text = a.warnings.find((w) => w.code === 'better_fit_not_sold')?.text
    expect(text).toMatch(
      /^Collaborative picking AMRs fit this site better on paper \(95 against 85 points\) but would net less here \(about €[\d,]+ a month (if bought|if leased|rented as a service)(, once their set-up is spread over three years)?, against about €[\d,]+ for [a-zA-Z/ -]+(, once their set-up is spread over three years)?\); no vendor in the catalog sells them in France in any case\.$/,
    )
    expect(text).not.toMatch(/before committing/)
  })

  it('C260: a low-readiness pilot that pays on the lease is run on the lease, not a late-paying purchase', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'FI',
      floorAreaSqM: 5000,
      floorType: 'mixed',
      carpetShare: 0.3,
      laborCostPerHour: 21,
      hoursPerDay: 4,
      daysPerWeek: 5,
      techReadiness: 'low',
    })
    expect(a.verdict).toBe('pilot')
    expect(a.acquisitionRecommendation).not.toBe('buy')
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
  })

  it('W103: every low-readiness purchase says to take a service contract, whatever made buying the advice', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'KR',
      facilitySizeSqM: 10000,
      handlingUnit: 'each',
      ordersPerDay: 6000,
      laborCostPerHour: 16500,
      hoursPerDay: 20,
      daysPerWeek: 7,
      staffingPressure: 'high',
      techReadiness: 'low',
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.acquisitionRationale).toMatch(/take a service contract with the purchase, as your team is new to robots$/)
  })
})

describe('fresh profiles, round 31', () => {
  it('W318: a RaaS that loses money once its set-up is counted is no pilot to run instead of a profitable purchase', () => {
    const base = {
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 18000,
      handlingUnit: 'each',
      ordersPerDay: 5200,
      hoursPerDay: 10,
      daysPerWeek: 5,
      staffingPressure: 'high',
      techReadiness: 'low',
    } as const
    for (const wage of [16.5, 17, 17.55, 18]) {
      const a = answerTo({ ...base, laborCostPerHour: wage })
      expect(a.acquisitionRecommendation, `$${wage}/h`).toBe('buy')
      expect(a.economics.monthlyNet, `$${wage}/h`).toBeGreaterThan(0)
    }
  })

  it('W315: equal scores are not "slightly better" on paper', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'AU',
      facilitySizeSqM: 25000,
      handlingUnit: 'each',
      ordersPerDay: 7000,
      laborCostPerHour: 34,
      currency: 'AUD',
      hoursPerDay: 16,
      daysPerWeek: 7,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
    })
    expect(a.bestRobotMatch.rationale.join(' ')).toMatch(/Collaborative picking AMRs fit as well on paper \(93 against 93 points\)/)
  })
})

describe('fresh profiles, round 32', () => {
  it('W326: a sparse pallet request assumes a pallet site’s volume, not a picking floor’s', () => {
    const a = answerTo({ category: 'warehouse', region: 'US', handlingUnit: 'pallet', facilitySizeSqM: 12000 })
    const volume = a.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'ordersPerDay')
    expect(Number(volume?.params.assumed)).toBeLessThan(600)
    expect(a.fleet.max).toBeLessThan(10)
    // A picking floor of the same size keeps its own, higher rate.
    const each = answerTo({ category: 'warehouse', region: 'US', handlingUnit: 'each', facilitySizeSqM: 12000 })
    expect(Number(each.warnings.find((w) => w.params.field === 'ordersPerDay')?.params.assumed)).toBeGreaterThan(2000)
  })
})

describe('fresh profiles, round 33', () => {
  it('W339: a pallet site’s AS/RS sellers are pallet-crane builders, not bin or tote grids', () => {
    const request: MatchRequestInput = {
      category: 'warehouse',
      region: 'DE',
      handlingUnit: 'pallet',
      facilitySizeSqM: 6000,
      ordersPerDay: 5000,
      laborCostPerHour: 38,
      currency: 'EUR',
      hoursPerDay: 24,
      daysPerWeek: 7,
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
    }
    // Where no driverless forklift is sold, AS/RS stands in for a pallet site (round 34: it no longer
    // outscores forklifts on a small pallet floor), and its sellers are the pallet builders.
    const noForklifts: Catalogs = {
      ...catalogs,
      vendors: {
        ...catalogs.vendors,
        warehouse: catalogs.vendors.warehouse.filter((v) => !v.offerings.some((o) => o.robotType === 'autonomous_forklift')),
      },
    }
    const a = answerTo(request, 'pro', noForklifts)
    expect(a.bestRobotMatch.robotType).toBe('asrs')
    const ids = a.vendorMatches.map((m) => m.vendorId)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).not.toContain('autostore')
    expect(ids).not.toContain('hai-robotics')
    expect(ids).toContain('mecalux')
    // A case site keeps the tote and case systems (the casebook's W2: KNAPP's OSR Shuttle among them).
    expect(answerTo(BUSINESS_CASES.W2).vendorMatches.map((m) => m.vendorId)).toContain('knapp')
  })
})

describe('fresh profiles, round 34', () => {
  it('a small pallet room where only bin grids are sold as AS/RS gets the driverless forklifts sold there, not "AS/RS, no seller"', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'DK',
      handlingUnit: 'pallet',
      facilitySizeSqM: 1000,
      ordersPerDay: 1000,
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
      hoursPerDay: 24,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.robotType).toBe('autonomous_forklift')
    expect(a.vendorMatches.length).toBeGreaterThan(0)
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('no_vendor_in_region')
  })

  it('no pallet answer recommends a type with no seller while forklifts are sold in the region', () => {
    const regions = [...new Set(catalogs.vendors.warehouse.flatMap((v) => v.offerings.flatMap((o) => o.regions)))]
    for (const region of regions) {
      const forklifts = catalogs.vendors.warehouse.some(
        (v) => v.status === 'active' && v.offerings.some((o) => o.robotType === 'autonomous_forklift' && o.regions.includes(region)),
      )
      if (!forklifts) continue
      for (const facilitySizeSqM of [600, 1000, 2500]) {
        const a = answerTo({
          category: 'warehouse',
          region,
          handlingUnit: 'pallet',
          facilitySizeSqM,
          budgetPreference: 'maximize_long_term_roi',
          techReadiness: 'high',
          hoursPerDay: 24,
          daysPerWeek: 7,
        })
        expect(a.vendorMatches.length, `${region} ${facilitySizeSqM} m²: ${a.bestRobotMatch.robotType}`).toBeGreaterThan(0)
      }
    }
  })

  it('R336: a last robot the work would use part-time is left out when the fleet pays more clearly without it', () => {
    const base = {
      category: 'restaurant',
      region: 'BR',
      serviceStyle: 'table_service',
      // R$18/h, not the round's R$15: the São Paulo robot price (2026-11-26) moved the same fleet edge up the wage.
      laborCostPerHour: 18,
      currency: 'BRL',
      hoursPerDay: 12,
      daysPerWeek: 7,
    } as const
    const a = answerTo({ ...base, seatsPerDay: 500 })
    expect(a.verdict).toBe('pilot')
    expect(a.economics.unitsCosted).toBe(1)
    const rest = a.verdictReasons.find((r) => r.code === 'part_stays_manual')
    expect(rest?.text).toMatch(/One more robot would be used about \d+ % of the time on an average day and the robots would pay less clearly with it/)
    // As covers rise the verdict never falls back (it saw-toothed pilot → not_yet → pilot as the fleet gained a unit).
    const order = { not_yet: 0, pilot: 1, proceed: 2 } as const
    let previous = 0
    for (let seatsPerDay = 440; seatsPerDay <= 1100; seatsPerDay += 45) {
      const rank = order[answerTo({ ...base, seatsPerDay }).verdict]
      expect(rank, `${seatsPerDay} covers`).toBeGreaterThanOrEqual(previous)
      previous = rank
    }
  })

  it('R339: where nobody sells the type, a better acquisition model is still named, as open once a seller is found', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'AE',
      seatsPerDay: 800,
      serviceStyle: 'self_service',
      // Round 119: a lease now pays its service; inputs moved from AED 16/h to AED 20.50/h to keep a
      // lease that pays with a purchase netting more but paying back late (at AED 16/h the lease
      // loses and buying is advised; from about AED 22/h buying pays back in time).
      laborCostPerHour: 20.5,
      currency: 'AED',
      hoursPerDay: 16,
      daysPerWeek: 7,
      acquisitionPreference: 'lease',
    })
    expect(a.vendorMatches).toEqual([])
    const other = a.verdictReasons.find((r) => r.code === 'other_model_nets_more')
    expect(other?.params.model).toBe('buy')
    expect(other?.text).toMatch(
      /^Buying would net more here once a seller is found: about AED [\d,]+ a month, but paying back only after about \d+ months \(about AED [\d,]+ up front, repaid from about AED [\d,]+ a month of staff time freed after service costs\)\.$/,
    )
    expect(other?.text).not.toMatch(/offered here/)
  })

  it('R343: a monthly model that does not pay names the lower labour cost at which buying would pay back in time, though buying loses today', () => {
    // Asked for (round 161 A: otherwise buying, losing over 5 % less, leads).
    const a = answerTo({ category: 'restaurant', region: 'MX', acquisitionPreference: 'lease' }, 'starter')
    // A lease: RaaS (US$999 a robot) costs less than 5 % below it (US$1,000), within the planning
    // figures' error, so the usual choice stays (round 122; round 121 had moved it to RaaS on MX$18).
    expect(a.acquisitionRecommendation).toBe('lease')
    const miss = a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')
    expect(miss?.text).toMatch(
      /Leased, they would start to pay at a labour cost of about MX\$[\d.]+\/h\. Bought, they would pay back within \d+ months \(our limit for a purchase lasting \d+ years\) at a labour cost of about MX\$[\d.]+\/h\.$/,
    )
    expect(Number(miss?.params.buyPaybackLaborCostPerHour)).toBeLessThan(Number(miss?.params.breakEvenLaborCostPerHour))
  })

  it('W339: a 1,000 m² pallet room is driverless-forklift ground, not a stacker-crane project', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'DE',
      handlingUnit: 'pallet',
      facilitySizeSqM: 1000,
      laborCostPerHour: 38,
      currency: 'EUR',
      hoursPerDay: 24,
      daysPerWeek: 7,
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
    })
    expect(a.bestRobotMatch.robotType).toBe('autonomous_forklift')
    expect(a.vendorMatches.length).toBeGreaterThan(0)
    // Dense orders no longer lift a pallet AS/RS to its full size points (the micro-fulfilment exception is for bins).
    const dense = answerTo({ category: 'warehouse', region: 'DE', handlingUnit: 'pallet', facilitySizeSqM: 1000, ordersPerDay: 2000 })
    expect(dense.bestRobotMatch.robotType).toBe('autonomous_forklift')
  })
})

describe('fresh profiles, round 35', () => {
  it('R351: a RaaS ask nobody can meet does not protect its stand-in lease: a higher wage never moves a purchase to a lease netting less', () => {
    const base = {
      category: 'restaurant',
      region: 'BR',
      seatsPerDay: 300,
      serviceStyle: 'table_service',
      currency: 'BRL',
      hoursPerDay: 12,
      daysPerWeek: 7,
      acquisitionPreference: 'raas',
      staffingPressure: 'low',
    } as const
    let previousNet = -Infinity
    for (let wage = 14; wage <= 60; wage *= 1.1) {
      const a = answerTo({ ...base, laborCostPerHour: Math.round(wage * 100) / 100 })
      expect(a.economics.monthlyNet, `R$${wage.toFixed(2)}/h`).toBeGreaterThanOrEqual(previousNet)
      previousNet = a.economics.monthlyNet!
    }
    const a = answerTo({ ...base, laborCostPerHour: 26.32 })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.warnings.find((w) => w.code === 'acquisition_not_offered')?.text).toMatch(/the advice is buying/)
  })

  it('kitchen stations count as sold only where a seller does the task asked, or a general one: not where only a drinks robot is sold', () => {
    const a = answerTo({ category: 'restaurant', region: 'GB', serviceStyle: 'counter_service', seatsPerDay: 900 })
    const kitchen = a.bestRobotMatch.runnerUps?.find((r) => r.robotType === 'kitchen_automation')
    expect(kitchen?.soldInRegion).toBe(false)
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('other_type_nets_more')
    expect(a.warnings.some((w) => w.params.field === 'kitchenTask')).toBe(false)
    // Every region: kitchen stations marked sold as a runner-up have a seller doing a general task there.
    const regions = [...new Set(catalogs.vendors.restaurant.flatMap((v) => v.offerings.flatMap((o) => o.regions)))]
    for (const region of regions) {
      const b = answerTo({ category: 'restaurant', region, serviceStyle: 'counter_service', seatsPerDay: 900 })
      const sold =
        b.bestRobotMatch.robotType === 'kitchen_automation'
          ? b.vendorMatches.length > 0
          : b.bestRobotMatch.runnerUps?.find((r) => r.robotType === 'kitchen_automation')?.soldInRegion
      const general = catalogs.vendors.restaurant.some(
        (v) =>
          v.status === 'active' &&
          v.offerings.some(
            (o) =>
              o.robotType === 'kitchen_automation' &&
              o.regions.includes(region) &&
              (o.kitchenTasks ?? []).some((t) => ['frying', 'cooking', 'assembly', 'dishwashing'].includes(t)),
          ),
      )
      expect(sold ?? false, region).toBe(general)
    }
  })

  it('C347: between fleets that both pay, a last part-time unit that costs more than its part saves is left out', () => {
    const a = answerTo({
      category: 'cleaning',
      floorAreaSqM: 3474,
      floorType: 'hard',
      hoursPerDay: 2,
      // Round 119: a lease now pays its service (US$1,350 a robot); inputs moved from $34.06/h to $50/h
      // to keep both fleets paying: one robot saves about $1,950 for $1,350 (net $600), two about
      // $3,150 for $2,700 (net about $450), the second's part (about $1,200) less than its cost.
      laborCostPerHour: 50,
      staffingPressure: 'medium',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'high',
    })
    expect(a.economics.unitsCosted).toBe(1)
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
    expect(a.verdictReasons.find((r) => r.code === 'part_stays_manual')?.text).toMatch(
      /One more robot would be used about \d+ % of the time on an average day and would cost more than its part saves/,
    )
  })
})

describe('fresh profiles, round 36', () => {
  it('a counter with its hours given gets bussing robots that pay clearly (a pilot until who clears the tables is known), not a kitchen station on an assumed task, and is asked the task', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'DE',
      laborCostPerHour: 16.92,
      currency: 'EUR',
      hoursPerDay: 8,
      daysPerWeek: 7,
      techReadiness: 'high',
      seatsPerDay: 1430,
      serviceStyle: 'counter_service',
    })
    expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    // A proceed until round 105, when counters joined self-service in being a pilot until who clears the tables is known.
    expect(a.verdict).toBe('pilot')
    expect(a.verdictReasons.map((r) => r.code)).toContain('clearing_unconfirmed')
    expect(a.warnings.some((w) => w.code === 'input_assumed' && w.params.field === 'kitchenTask')).toBe(true)
    // A higher wage never gives a worse verdict here.
    const order = { not_yet: 0, pilot: 1, proceed: 2 } as const
    let previous = 0
    for (let wage = 12; wage <= 30; wage *= 1.1) {
      const b = answerTo({
        category: 'restaurant',
        region: 'DE',
        laborCostPerHour: Math.round(wage * 100) / 100,
        currency: 'EUR',
        hoursPerDay: 8,
        daysPerWeek: 7,
        techReadiness: 'high',
        seatsPerDay: 1430,
        serviceStyle: 'counter_service',
      })
      expect(order[b.verdict], `€${wage.toFixed(2)}/h`).toBeGreaterThanOrEqual(previous)
      previous = order[b.verdict]
    }
  })

  it('R109: types are compared on the fleets they would be costed at, so a one-robot serving pilot is not lost to a bussing robot that does not pay yet', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'MX',
      seatsPerDay: 500,
      serviceStyle: 'table_service',
      laborCostPerHour: 55,
      hoursPerDay: 14,
      daysPerWeek: 7,
      acquisitionPreference: 'raas',
    })
    expect(a.bestRobotMatch.robotType).toBe('serving_robot')
    expect(a.verdict).toBe('pilot')
    expect(a.economics.unitsCosted).toBe(1)
  })

  it('R169: a team new to robots advised to buy is told what the monthly model offered would net with nothing up front', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'AU',
      seatsPerDay: 250,
      serviceStyle: 'table_service',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    const monthly = a.verdictReasons.find((r) => r.code === 'monthly_model_offered')
    expect(monthly?.params.model).toBe('lease')
    expect(monthly?.text).toMatch(
      /^A lease, also offered here, would net about A\$[\d,]+ a month with nothing up front, against about A\$[\d,]+ up front to buy\.$/,
    )
  })
})

describe('fresh profiles, round 37', () => {
  it('W375: a sparse warehouse request is fitted to the volume its economics assume: sending that volume back keeps the type', () => {
    const a = answerTo({ category: 'warehouse', region: 'US', facilitySizeSqM: 4000 })
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    for (const region of ['US', 'DE', 'DK', 'SE', 'CA', 'JP'])
      for (const facilitySizeSqM of [1200, 4000, 15000, 60000])
        for (const handlingUnit of [undefined, 'each', 'case', 'pallet'] as const) {
          const sparse: MatchRequestInput = { category: 'warehouse', region, facilitySizeSqM, ...(handlingUnit ? { handlingUnit } : {}) }
          const first = answerTo(sparse)
          const assumed = Number(first.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'ordersPerDay')?.params.assumed)
          expect(assumed, JSON.stringify(sparse)).toBeGreaterThan(0)
          const confirmed = answerTo({ ...sparse, ordersPerDay: assumed })
          expect(confirmed.bestRobotMatch.robotType, `${JSON.stringify(sparse)} at ${assumed} orders`).toBe(first.bestRobotMatch.robotType)
        }
  })

  it('a low-readiness buyer moved to buying at a clear verdict stays there as the wage rises (the bar does not grow with the wage)', () => {
    const base = {
      category: 'cleaning',
      region: 'FI',
      currency: 'EUR',
      hoursPerDay: 12,
      daysPerWeek: 5,
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'low',
      floorAreaSqM: 40212,
      floorType: 'hard',
    } as const
    let bought = false
    for (let wage = 20; wage <= 90; wage *= 1.1) {
      const model = answerTo({ ...base, laborCostPerHour: Math.round(wage * 100) / 100 }).acquisitionRecommendation
      if (bought) expect(model, `€${wage.toFixed(2)}/h`).toBe('buy')
      bought ||= model === 'buy'
    }
    expect(bought).toBe(true)
  })

  it('a buyer whose own answers point to owning is not held to a type nobody sells outright when a type doing the same work clearly pays bought', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'GB',
      laborCostPerHour: 14.19,
      currency: 'GBP',
      hoursPerDay: 20,
      daysPerWeek: 5,
      techReadiness: 'high',
      facilitySizeSqM: 19172,
      handlingUnit: 'each',
      ordersPerDay: 3132,
    })
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.verdict).toBe('proceed')
    // The casebook's W1 (balanced budget, medium readiness) keeps its collaborative AMRs on RaaS.
    expect(answerTo(BUSINESS_CASES.W1).bestRobotMatch.robotType).toBe('collaborative_picking_amr')
  })

  it('a restaurant without covers is fitted and advised on the covers its economics assume: sending them back changes neither type nor model', () => {
    for (const region of ['US', 'GB', 'JP', 'MX', 'SE'])
      for (const serviceStyle of [undefined, 'table_service', 'counter_service', 'self_service'] as const)
        for (const laborCostPerHour of [undefined, 8, 25]) {
          const sparse: MatchRequestInput = {
            category: 'restaurant',
            region,
            ...(serviceStyle ? { serviceStyle } : {}),
            ...(laborCostPerHour ? { laborCostPerHour, currency: 'USD' } : {}),
          }
          const first = answerTo(sparse)
          const assumed = Number(first.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'seatsPerDay')?.params.assumed)
          expect(assumed, JSON.stringify(sparse)).toBeGreaterThan(0)
          const confirmed = answerTo({ ...sparse, seatsPerDay: assumed })
          expect(`${confirmed.bestRobotMatch.robotType} ${confirmed.acquisitionRecommendation}`, JSON.stringify(sparse)).toBe(
            `${first.bestRobotMatch.robotType} ${first.acquisitionRecommendation}`,
          )
        }
  })

  it('C380: a cleaning request without an area costs every type on one assumed site, so no ride-on figures from a site four times bigger', () => {
    const a = answerTo({ category: 'cleaning', region: 'IT', floorType: 'hard', laborCostPerHour: 20, currency: 'EUR', hoursPerDay: 8, daysPerWeek: 6 })
    expect(a.bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('other_type_nets_more')
    // A 60 %-carpet floor is no longer given ride-ons costed on 20,000 m² beside vacuums on 1,500 m².
    const mixed = answerTo({ category: 'cleaning', region: 'CA', floorType: 'mixed', carpetShare: 0.6 })
    const assumed = mixed.cleaningRoi?.assumptions?.inputs.floorAreaSqM
    expect(mixed.bestRobotMatch.robotType).not.toBe('ride_on_scrubber')
    const confirmed = answerTo({ category: 'cleaning', region: 'CA', floorType: 'mixed', carpetShare: 0.6, floorAreaSqM: assumed })
    expect(`${confirmed.bestRobotMatch.robotType} ${confirmed.acquisitionRecommendation}`).toBe(
      `${mixed.bestRobotMatch.robotType} ${mixed.acquisitionRecommendation}`,
    )
  })
})

describe('fresh profiles, round 39', () => {
  it('R384: a 180-cover counter gets the bussing robot that pays, not a kitchen station further below its own range that loses', () => {
    const base = {
      category: 'restaurant',
      region: 'US',
      serviceStyle: 'counter_service',
      laborCostPerHour: 30,
      hoursPerDay: 10,
      daysPerWeek: 7,
      techReadiness: 'high',
    } as const
    const a = answerTo({ ...base, seatsPerDay: 180 })
    expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
    // Saying nothing about covers, saying 150, and saying 199 or 200 all get the same type.
    for (const seatsPerDay of [undefined, 150, 199, 200])
      expect(answerTo({ ...base, ...(seatsPerDay ? { seatsPerDay } : {}) }).bestRobotMatch.robotType, String(seatsPerDay)).toBe('delivery_bussing_robot')
    // One ride-on still never stands in for walk-behinds on a floor far below its range.
    const small = answerTo({ category: 'cleaning', region: 'US', floorAreaSqM: 800, floorType: 'hard', laborCostPerHour: 30, hoursPerDay: 8, daysPerWeek: 7 })
    expect(small.bestRobotMatch.robotType).not.toBe('ride_on_scrubber')
  })

  it('R386: with no money data and no labour cost sent, the answer says the labour costs at which the robots break even and pay back in time', () => {
    const a = answerTo({ category: 'restaurant', region: 'VN', seatsPerDay: 500, serviceStyle: 'table_service', hoursPerDay: 12, daysPerWeek: 7 })
    const borrowed = a.verdictReasons.find((r) => r.code === 'labour_cost_borrowed')
    expect(borrowed?.text).toMatch(
      /^These figures use a borrowed labour cost: we have none for Vietnam\. Bought, the robots would break even from about US\$[\d.]+\/h of staff cost and pay back within \d+ months from about US\$[\d.]+\/h: compare that with yours\.$/,
    )
    expect(Number(borrowed?.params.breakEvenLaborCostPerHour)).toBeLessThan(Number(borrowed?.params.buyPaybackLaborCostPerHour))
    // A labour cost sent, or a country with money data, needs no such reason.
    expect(
      answerTo({
        category: 'restaurant',
        region: 'VN',
        seatsPerDay: 500,
        serviceStyle: 'table_service',
        laborCostPerHour: 3,
        currency: 'USD',
      }).verdictReasons.map((r) => r.code),
    ).not.toContain('labour_cost_borrowed')
    expect(answerTo({ category: 'restaurant', region: 'DE', seatsPerDay: 500 }).verdictReasons.map((r) => r.code)).not.toContain('labour_cost_borrowed')
  })
})

describe('fresh profiles, round 42', () => {
  it('C406: a mixed floor names the other floor’s robots when nobody sells them here but they would pay', () => {
    const school = {
      category: 'cleaning',
      region: 'AT',
      floorAreaSqM: 8000,
      floorType: 'mixed',
      carpetShare: 0.4,
      laborCostPerHour: 20,
      currency: 'EUR',
      hoursPerDay: 4,
      daysPerWeek: 5,
      acquisitionPreference: 'lease',
      budgetPreference: 'balanced',
    } as const
    const a = answerTo(school)
    expect(a.bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    const named = a.warnings.find((w) => w.code === 'unsold_type_would_pay')
    expect(named?.params).toMatchObject({ robotType: 'vacuum_sweeper', floorShare: 0.4, currency: 'EUR', region: 'AT' })
    expect(named?.text).toMatch(
      /^The carpet \(40 % of the area\) would pay clearly: autonomous vacuums and sweepers would net about €[\d,]+ a month there if leased, but no vendor in the catalog sells them in Austria: ask their makers( \(.+ sells? them nearby\))? whether they deliver there\.$/,
    )
    // The same figures as where vacuums are sold (Germany advises them).
    expect(Number(named?.params.monthlyNet)).toBe(answerTo({ ...school, region: 'DE' }).economics.monthlyNet)
    // Where they are sold they are advised or named as the other floor, not warned about.
    expect(answerTo({ ...school, region: 'DE' }).warnings.some((w) => w.code === 'unsold_type_would_pay')).toBe(false)
    // Without the share they are named at the half assumed, as with a half given (round 128; until then an
    // assumed split had not been enough to name them).
    const { carpetShare: _share, ...noShare } = school
    const halfAssumed = expectAsHalfGiven(noShare)
    expect(halfAssumed.warnings.find((w) => w.code === 'unsold_type_would_pay')?.params).toMatchObject({ robotType: 'vacuum_sweeper', floorShare: 0.5 })
  })

  it('R1’s neighbour: a purchase paying back just inside the clear-case line proceeds, but is not strong', () => {
    // The casebook's R1 diner without its low-upfront and low-readiness answers.
    const { budgetPreference: _budget, techReadiness: _readiness, ...diner } = BUSINESS_CASES.R1
    const a = answerTo(diner)
    expect(a.verdict).toBe('proceed')
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.economics.paybackMonths).toBeGreaterThan(19.2 * 0.75)
    expect(a.matchConfidence).toBe('moderate')
    // With room to spare (a payback within 30 % of the robot's four years) the same diner is strong.
    const busy = answerTo({ ...diner, seatsPerDay: 140 })
    expect(busy.economics.paybackMonths).toBeLessThanOrEqual(19.2 * 0.75)
    expect(busy.matchConfidence).toBe('strong')
  })

  it('R399: a late purchase is not told to "rent it first" where no listed vendor rents or leases the type', () => {
    const kitchen = {
      category: 'restaurant',
      region: 'US',
      serviceStyle: 'counter_service',
      kitchenTask: 'cooking',
      seatsPerDay: 600,
      laborCostPerHour: 19,
      hoursPerDay: 14,
      daysPerWeek: 7,
      facilitySizeSqM: 200,
    } as const
    const a = answerTo(kitchen)
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')
    expect(a.vendorMatches.every((v) => v.acquisitionModels.every((m) => m === 'buy'))).toBe(true)
    expect(late?.text).toMatch(/ask the vendor for a trial period or a demonstration at your site before buying\.$/)
    expect(late?.text).not.toMatch(/rent it first/)
  })

  it('W420: where nobody sells the type, a purchase that would pay back late is named as netting more, with its late payback said as such', () => {
    const a = answerTo({ category: 'warehouse', region: 'FI', ordersPerDay: 800 }, 'pro', leaseFeesWithService())
    const other = a.verdictReasons.find((r) => r.code === 'other_model_nets_more')
    expect(other?.text).toMatch(/^Buying would net more here once a seller is found, though it would pay back only after about \d+ months \(about [^)]+\): /)
    expect(other?.text).not.toMatch(/do better/)
    // The next unit at about half the time is said as half, not as "about 50 %" beside the under-half rule.
    expect(a.verdictReasons.find((r) => r.code === 'part_stays_manual')?.text).toMatch(/One more robot would be used about half of the time/)
  })

  it('W418/W415: an acquisition ask or own idea nobody here meets is said plainly', () => {
    const asked = answerTo({
      category: 'warehouse',
      region: 'SG',
      facilitySizeSqM: 58336,
      ordersPerDay: 5116,
      handlingUnit: 'pallet',
      laborCostPerHour: 42.49,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    })
    expect(asked.acquisitionRationale).toMatch(/^You asked for RaaS, but none of the vendors listed offers RaaS for this type here, so the advice is buying/)
    expect(asked.acquisitionRationale).not.toMatch(/rank higher/)
  })

  it('R402: bussing robots at a counter collect from where guests eat, not from a dining room', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'JP',
      serviceStyle: 'counter_service',
      seatsPerDay: 250,
      laborCostPerHour: 1100,
      currency: 'JPY',
      hoursPerDay: 11,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.rationale.join(' ')).toMatch(/collect trays and dishes from where guests eat/)
  })
})

describe('fresh profiles, round 42 (fact-check follow-up)', () => {
  it('a low-upfront buyer is not moved to a type sold here only outright; that type is named with its outlay when it pays', () => {
    // Goods-to-person robots are sold only outright in GB and DE since the fact checks of 2026-11-26.
    const gb = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 8000,
      handlingUnit: 'case',
      ordersPerDay: 1500,
      budgetPreference: 'low_upfront',
      techReadiness: 'low',
      region: 'GB',
    })
    expect(gb.acquisitionRecommendation).not.toBe('buy')
    expect(gb.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    const de = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 110650,
      hoursPerDay: 8,
      region: 'DE',
      laborCostPerHour: 24.95,
      daysPerWeek: 5,
      budgetPreference: 'low_upfront',
    })
    // The volume is assumed here, so the purchase could be a pilot at most: it does not displace the
    // buyer's own limit (round 45, W429), and is named with its outlay.
    expect(de.acquisitionRecommendation).toBe('raas')
    const named = de.verdictReasons.find((r) => r.code === 'other_type_nets_more')
    expect(named?.params).toMatchObject({ robotType: 'goods_to_person_amr', model: 'buy' })
    expect(named?.text).toMatch(
      /but the vendors here only sell them, for about €[\d,]+ up front: more than a low-upfront budget allows, unless financing is found\.$/,
    )
    // A buyer who asked to buy on the same budget gets the purchase (and the outlay warning).
    const asked = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 110650,
      hoursPerDay: 8,
      region: 'DE',
      laborCostPerHour: 24.95,
      daysPerWeek: 5,
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
    })
    expect(asked.acquisitionRecommendation).toBe('buy')
    expect(asked.warnings.map((w) => w.code)).toContain('asked_model_against_budget')
  })
})

/** A Hong Kong mall, 35 % carpet, where no hard-floor robot is sold (rounds 43 and 44). */
const C414: MatchRequestInput = {
  category: 'cleaning',
  region: 'HK',
  floorAreaSqM: 20000,
  floorType: 'mixed',
  carpetShare: 0.35,
  // In US dollars: Hong Kong's own money data came in round 100, after this case.
  currency: 'USD',
  laborCostPerHour: 9.6,
  hoursPerDay: 10,
  daysPerWeek: 7,
  staffingPressure: 'high',
}

describe('fresh profiles, round 43', () => {
  it('W29: a RaaS ask met by a pick that pays is not traded for a type sold here only outright at the same verdict; that type is named with its outlay', () => {
    const w29 = {
      category: 'warehouse',
      region: 'GB',
      facilitySizeSqM: 8000,
      handlingUnit: 'each',
      ordersPerDay: 1000,
      hoursPerDay: 16,
      daysPerWeek: 6,
      staffingPressure: 'high',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    } as const
    // Round 56: at £14 the RaaS pick is a pilot and the purchase proceeds: the better verdict leads,
    // the RaaS pick named beside it (the verdict had fallen from proceed to pilot as the wage rose).
    const at14 = answerTo({ ...w29, laborCostPerHour: 14 })
    expect(at14.verdict).toBe('proceed')
    expect(at14.acquisitionRecommendation).toBe('buy')
    expect(at14.verdictReasons.find((r) => r.code === 'monthly_type_offered')?.params).toMatchObject({ robotType: 'collaborative_picking_amr', model: 'raas' })
    const a = answerTo({ ...w29, laborCostPerHour: 16 })
    expect(a.verdict).toBe('proceed')
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(a.acquisitionRecommendation).toBe('raas')
    expect(a.warnings.map((w) => w.code)).not.toContain('acquisition_not_offered')
    expect(a.verdictReasons.find((r) => r.code === 'other_type_nets_more')?.text).toMatch(
      /^Goods-to-person AMRs also fit this site \(93 against 95 points\) and would net more if bought: about £[\d,]+ a month, paying back in about \d+ months; about £[\d,]+ up front, repaid from about £[\d,]+ a month of staff time freed after service costs \(planning figures: goods-to-person AMRs are quoted per project, and the set-up counted is about £[\d,]+ for the whole site, whatever the fleet\)\./,
    )
  })

  it('W218/W426: a low-upfront buyer gets the type rented here when it pays, else the purchase with its outlay said', () => {
    const de = answerTo({
      category: 'warehouse',
      region: 'DE',
      facilitySizeSqM: 20000,
      handlingUnit: 'case',
      ordersPerDay: 5000,
      laborCostPerHour: 32,
      currency: 'USD',
      hoursPerDay: 16,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
    })
    // Round 45: goods-to-person robots bought clearly pay (18 months) where the rented collaborative
    // AMRs are a thin pilot, so the purchase leads, with its outlay, and the rental is named beside it.
    expect(de.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(de.acquisitionRecommendation).toBe('buy')
    expect(de.warnings.map((w) => w.code)).toContain('outlay_against_budget')
    expect(de.verdictReasons.find((r) => r.code === 'monthly_type_offered')?.text).toMatch(
      /^Collaborative picking AMRs are rented as a service here \(Locus Robotics\): about US\$[\d,]+ a month, saving about US\$[\d,]+ a month before a set-up of about US\$[\d,]+ \(about US\$[\d,]+ a month once that is spread over three years\): a pilot at most\.$/,
    )
    // Singapore: nobody rents picking robots, so the purchase stays, with what it needs up front.
    const sg = answerTo({
      category: 'warehouse',
      region: 'SG',
      handlingUnit: 'each',
      facilitySizeSqM: 6000,
      ordersPerDay: 3000,
      laborCostPerHour: 15,
      currency: 'SGD',
      hoursPerDay: 16,
      daysPerWeek: 6,
      budgetPreference: 'low_upfront',
      techReadiness: 'low',
    })
    expect(sg.acquisitionRecommendation).toBe('buy')
    const outlay = sg.warnings.find((w) => w.code === 'outlay_against_budget')
    expect(outlay?.params.upfrontCost).toBe(Math.round(sg.economics.upfrontCost ?? 0))
    expect(outlay?.text).toMatch(
      /^Buying needs about S\$[\d,]+ up front, more than a low-upfront budget allows unless financing is found: the vendors here sell goods-to-person AMRs only outright\. Ask them or a leasing company about a finance lease(: at our lease planning figure, about S\$[\d,]+ a month, the robots would still net about S\$[\d,]+ a month( once the S\$[\d,]+ set-up is spread over three years)?)?\.$/,
    )
  })

  it('W423: a type is named once, not twice with opposite advice', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'GB',
      handlingUnit: 'each',
      facilitySizeSqM: 12000,
      ordersPerDay: 5000,
      laborCostPerHour: 13.5,
      currency: 'GBP',
      hoursPerDay: 16,
      daysPerWeek: 6,
      budgetPreference: 'low_upfront',
      techReadiness: 'medium',
      staffingPressure: 'high',
    })
    const named = [...a.verdictReasons, ...a.warnings].map((r) => `${r.code}:${String(r.params.robotType)}`)
    expect(new Set(named).size).toBe(named.length)
    expect(a.verdictReasons.find((r) => r.code === 'other_type_nets_more')?.text).toMatch(/more than a low-upfront budget allows/)
  })

  it('R408: a payback just past its line is never shown equal to it', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'GB',
      serviceStyle: 'table_service',
      seatsPerDay: 84,
      laborCostPerHour: 12.6,
      currency: 'GBP',
      hoursPerDay: 11,
      daysPerWeek: 7,
    })
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')?.text ?? ''
    const [payback, line] = [...late.matchAll(/about ([\d.]+) months/g)].map((m) => Number(m[1]))
    expect(payback).toBeGreaterThan(line)
  })

  it('R407: one serving robot saving under two staff-hours a day proceeds, but is not strong', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'US',
      serviceStyle: 'table_service',
      seatsPerDay: 90,
      laborCostPerHour: 17,
      hoursPerDay: 11,
      daysPerWeek: 7,
      acquisitionPreference: 'buy',
    })
    expect(a.verdict).toBe('proceed')
    expect(a.economics.monthlyNet / (17 * 30.4)).toBeLessThan(2)
    expect(a.matchConfidence).toBe('moderate')
  })

  it('C414: one sentence for an unsold floor', () => {
    const a = answerTo(C414)
    const hardFloor = a.warnings.filter((w) => ['walk_behind_scrubber', 'ride_on_scrubber'].includes(String(w.params.robotType)))
    expect(hardFloor).toHaveLength(1)
  })
})

/** Round 44's Mexican table-service RaaS-asker, read again in round 45. */
const R414: MatchRequestInput = {
  category: 'restaurant',
  region: 'MX',
  serviceStyle: 'table_service',
  seatsPerDay: 250,
  laborCostPerHour: 70,
  currency: 'MXN',
  hoursPerDay: 12,
  daysPerWeek: 7,
  acquisitionPreference: 'raas',
}

describe('fresh profiles, round 44', () => {
  it('W435: no outlay warning on a purchase that is not advised (not yet)', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'KR',
      handlingUnit: 'each',
      facilitySizeSqM: 3000,
      ordersPerDay: 1200,
      laborCostPerHour: 13000,
      currency: 'KRW',
      hoursPerDay: 9,
      daysPerWeek: 5,
      budgetPreference: 'low_upfront',
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.warnings.map((w) => w.code)).not.toContain('outlay_against_budget')
  })

  it('genw:966: a lease needing a third of the purchase up front is no low-upfront alternative to a type that clearly pays bought', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'SG',
      laborCostPerHour: 17.53,
      currency: 'SGD',
      hoursPerDay: 20,
      daysPerWeek: 6,
      budgetPreference: 'low_upfront',
      techReadiness: 'low',
      facilitySizeSqM: 55221,
      handlingUnit: 'each',
      ordersPerDay: 14854,
    })
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.warnings.map((w) => w.code)).toContain('outlay_against_budget')
  })

  it('W218: a type chosen for the budget says so in the rationale, not that it pays more clearly', () => {
    // A sparse British case DC on a low-upfront budget: goods-to-person robots fit better but are sold
    // here only outright and would be a pilot at most on the assumed inputs; collaborative AMRs are rented.
    const a = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 9898,
      handlingUnit: 'case',
      hoursPerDay: 24,
      region: 'GB',
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
    })
    expect(a.acquisitionRecommendation).toBe('raas')
    const line = a.bestRobotMatch.rationale.find((r) => r.includes('on paper')) ?? ''
    expect(line).toMatch(
      /but their vendors here only sell them outright; collaborative picking AMRs are rented as a service here, as a low-upfront budget needs$/,
    )
    expect(line).not.toMatch(/pay more clearly/)
  })

  it('C413: a floor named by a reason is not named again by a warning, and "would pay" needs a staff-hour a day', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'CH',
      floorAreaSqM: 6000,
      floorType: 'mixed',
      carpetShare: 0.6,
      laborCostPerHour: 32,
      currency: 'CHF',
      hoursPerDay: 5,
      daysPerWeek: 5,
    })
    expect(a.verdictReasons.map((r) => r.code)).toContain('other_floor_pays')
    expect(a.warnings.map((w) => w.code)).not.toContain('unsold_type_would_pay')
    // C414: where two unsold hard-floor types could be named, the one netting more is.
    const hk = answerTo(C414)
    expect(hk.warnings.find((w) => w.code === 'unsold_type_would_pay')?.params.robotType).toBe('ride_on_scrubber')
  })

  it('R414: an asked model losing money before any set-up is not said to fail "once its set-up cost is counted"', () => {
    const a = answerTo(R414)
    expect(a.acquisitionRationale).toMatch(/RaaS would cost more than the staff time it saves, while buying pays better$/)
  })

  it('W431: a low-upfront buyer told what buying would net is told its outlay too', () => {
    const request: MatchRequestInput = {
      category: 'warehouse',
      region: 'FR',
      handlingUnit: 'each',
      facilitySizeSqM: 10000,
      ordersPerDay: 4000,
      laborCostPerHour: 22,
      currency: 'EUR',
      hoursPerDay: 16,
      daysPerWeek: 5,
      budgetPreference: 'low_upfront',
      techReadiness: 'medium',
    }
    // No stored source states a goods-to-person rental in France (Scallog's RaaS was unsourced): the wording is tested on a hypothetical offer.
    const a = answerTo(request, 'pro', withModels('scallog', ['buy', 'raas']))
    expect(a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text).toMatch(
      /\(about €[\d,]+ up front, repaid from about €[\d,]+ a month of staff time freed after service costs\)\.$/,
    )
  })
})

describe('fresh profiles, round 45', () => {
  const w151 = {
    category: 'warehouse',
    region: 'DE',
    facilitySizeSqM: 9000,
    handlingUnit: 'case',
    ordersPerDay: 1500,
    hoursPerDay: 16,
    daysPerWeek: 5,
    budgetPreference: 'low_upfront',
  } as const

  it('W151: a low-upfront buyer’s verdict never falls as the wage rises; the rented type is named beside a purchase that leads', () => {
    const rank = { not_yet: 0, pilot: 1, proceed: 2 } as const
    let last = -1
    for (const laborCostPerHour of [20, 22, 24, 26, 28, 30, 34]) {
      const a = answerTo({ ...w151, laborCostPerHour })
      expect(rank[a.verdict], `€${laborCostPerHour}/h`).toBeGreaterThanOrEqual(last)
      last = rank[a.verdict]
    }
    const at24 = answerTo({ ...w151, laborCostPerHour: 24 })
    const at26 = answerTo({ ...w151, laborCostPerHour: 26 })
    expect([at24.bestRobotMatch.robotType, at24.acquisitionRecommendation]).toEqual([at26.bestRobotMatch.robotType, at26.acquisitionRecommendation])
    expect(at24.acquisitionRecommendation).toBe('buy')
    expect(at24.verdictReasons.map((r) => r.code)).toContain('monthly_type_offered')
    expect(at24.warnings.map((w) => w.code)).toContain('outlay_against_budget')
  })

  it('W429: on assumed inputs a purchase (a pilot at most) does not displace a low-upfront buyer’s rented pick', () => {
    const a = answerTo({ category: 'warehouse', region: 'DE', ordersPerDay: 1500, budgetPreference: 'low_upfront' })
    expect(a.acquisitionRecommendation).toBe('raas')
    expect(a.verdictReasons.find((r) => r.code === 'other_type_nets_more')?.text).toMatch(/more than a low-upfront budget allows/)
  })

  it('R414: no "rent it first" where renting would cost more than it saves', () => {
    const a = answerTo(R414)
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')?.text ?? ''
    expect(late).toMatch(/ask the vendor for a trial period or a demonstration at your site before buying\.$/)
  })
})

describe('fresh profiles, round 45 (cleaning windows)', () => {
  it('C435: a short cleaning window that keeps robots from paying is named, with what a longer one would net', () => {
    const oslo = {
      category: 'cleaning',
      region: 'NO',
      floorAreaSqM: 15000,
      floorType: 'hard',
      laborCostPerHour: 320,
      currency: 'NOK',
      hoursPerDay: 2,
      daysPerWeek: 5,
      budgetPreference: 'low_upfront',
    } as const
    const a = answerTo(oslo)
    expect(a.verdict).toBe('not_yet')
    const window = a.verdictReasons.find((r) => r.code === 'window_too_short')
    // 6 hours since fact check wt-fcclean1 (2026-11-26): the Norwegian sellers' leases were unsourced, so only a purchase is costed.
    expect(window?.params).toMatchObject({ hoursPerDay: 2, longerHoursPerDay: 6 })
    // The figures are the longer window's own answer.
    const longer = answerTo({ ...oslo, hoursPerDay: 6 })
    expect(longer.verdict).not.toBe('not_yet')
    expect(window?.params.longerMonthlyNet).toBe(longer.economics.monthlyNet)
    expect(window?.text).toMatch(
      /^The 2-hour cleaning window is what keeps robots from paying clearly here: with 6 hours a day, .+ would net about NOK [\d,]+ a month .+\. Robots can clean while the site is closed: ask whether the window can be longer\.$/,
    )
    // It leads: the window, not the wage, is what the buyer can change.
    expect(a.verdictReasons[0].code).toBe('window_too_short')
    // A window is named only for a saving of at least a staff-hour a day, the first clear case preferred
    // (round 46, C441: 6 hours pays back in 23 months where 4 would net a few hundred euros).
    const hall = answerTo({
      category: 'cleaning',
      region: 'IT',
      floorAreaSqM: 20000,
      floorType: 'hard',
      laborCostPerHour: 22,
      hoursPerDay: 3,
      daysPerWeek: 6,
      budgetPreference: 'balanced',
    })
    expect(hall.verdictReasons.find((r) => r.code === 'window_too_short')?.params.longerHoursPerDay).toBe(6)
    // Nothing to say where the window is not what keeps them from paying.
    expect(answerTo({ ...oslo, laborCostPerHour: 40 }).verdictReasons.map((r) => r.code)).not.toContain('window_too_short')
  })
})

describe('fresh profiles, round 46', () => {
  it('genr:46: a type its vendors here lease is no "outright-only" type: an asked RaaS kitchen pilot gives way to bussing robots that clearly pay', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'AT',
      laborCostPerHour: 26.62,
      currency: 'EUR',
      hoursPerDay: 14,
      daysPerWeek: 5,
      acquisitionPreference: 'raas',
      budgetPreference: 'balanced',
      seatsPerDay: 625,
      serviceStyle: 'counter_service',
    })
    expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    // Clearly paying; a pilot since round 105 only because who clears the tables is not known.
    expect(a.verdict).toBe('pilot')
    expect(a.verdictReasons.map((r) => r.code)).toContain('clearing_unconfirmed')
    expect(a.verdictReasons.map((r) => r.text).join(' ')).not.toMatch(/only sell them/)
  })
})

describe('fresh profiles, round 47', () => {
  it('C471: a short-window pilot that loses money names the window at which robots clearly pay', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'DK',
      floorAreaSqM: 18000,
      floorType: 'hard',
      // Round 119: a lease now pays its service; inputs moved from DKK 190/h to DKK 220/h to keep a
      // leased pilot that loses money (at DKK 190/h the lease loses too much for a pilot: not yet).
      laborCostPerHour: 220,
      currency: 'DKK',
      hoursPerDay: 3,
      daysPerWeek: 7,
      acquisitionPreference: 'lease',
    })
    expect(a.verdict).toBe('pilot')
    expect(a.economics.monthlyNet).toBeLessThan(0)
    expect(a.verdictReasons[0].text).toMatch(
      /^The 3-hour cleaning window is what keeps robots from paying clearly here: with \d+ hours a day, .+ \(a clear case\)\./,
    )
  })

  it('the short-window rationale line is for windows of 4 hours or less', () => {
    const long = answerTo({ category: 'cleaning', region: 'US', floorAreaSqM: 30000, floorType: 'hard', laborCostPerHour: 20, hoursPerDay: 6, daysPerWeek: 5 })
    expect(long.bestRobotMatch.rationale.join(' ')).not.toMatch(/is short for a floor this size/)
  })
})

describe('fresh profiles, round 48', () => {
  it('C471: the window advice does not stop where a pilot’s net crosses zero', () => {
    const hall = {
      category: 'cleaning',
      region: 'DK',
      floorAreaSqM: 18000,
      floorType: 'hard',
      currency: 'DKK',
      hoursPerDay: 3,
      daysPerWeek: 7,
      acquisitionPreference: 'lease',
    } as const
    // Round 119: a lease now pays its service; inputs moved from DKK 190 and 200/h to DKK 220 and 250/h
    // to keep a leased pilot on each side of zero (about −DKK 5,200 and +DKK 1,400 a month; between
    // them, at DKK 230–240/h, buying leads, and at DKK 190–200/h the lease loses too much for a pilot).
    for (const [laborCostPerHour, sign] of [
      [220, -1],
      [250, 1],
    ]) {
      const a = answerTo({ ...hall, laborCostPerHour })
      expect(a.verdict, `DKK ${laborCostPerHour}/h`).toBe('pilot')
      expect(a.acquisitionRecommendation, `DKK ${laborCostPerHour}/h`).toBe('lease')
      expect(Math.sign(a.economics.monthlyNet), `DKK ${laborCostPerHour}/h`).toBe(sign)
      expect(a.verdictReasons[0].code, `DKK ${laborCostPerHour}/h`).toBe('window_too_short')
    }
  })
})

describe('fresh profiles, round 49 (the casebook re-judged)', () => {
  it('R6: a Brazilian serving robot is costed at the São Paulo price, so the wage at which it would pay back in time is not "2 % above today\'s"', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'BR',
      seatsPerDay: 200,
      laborCostPerHour: 4,
      currency: 'USD',
      acquisitionPreference: 'raas',
      staffingPressure: 'low',
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.economics.assumptions?.rates?.some((rate) => rate.name === 'money.countries.BR.robotPrices.serving_robot.purchasePrice')).toBe(true)
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')
    expect(Number(late?.params.breakEvenLaborCostPerHour)).toBeGreaterThan(4 * 1.15)
  })
})

describe('fresh profiles, round 50 (and round 49’s open casebook findings)', () => {
  it('W4: beside robots that cost more than they save, a buyer who cannot fill shifts is told what an hour the robots cover costs', () => {
    const a = answerTo(BUSINESS_CASES.W4)
    expect(a.verdict).toBe('not_yet')
    const covered = a.verdictReasons.find((r) => r.code === 'cost_per_hour_covered')
    const hours = a.economics.laborHoursReplacedPerMonth!
    // The robots' monthly cost (labour saved − net) spread over the hours they take over.
    const perHour = (a.economics.laborCostSavedPerMonth! - a.economics.monthlyNet) / hours
    expect(covered?.params).toMatchObject({ hoursCoveredPerMonth: Math.round(hours), laborCostPerHour: 10, currency: 'USD' })
    expect(Number(covered?.params.robotCostPerHourCovered)).toBeCloseTo(perHour, 1)
    expect(covered?.text).toContain('agency staff or overtime')
    // Low staffing pressure (W5): the wage is the yardstick, nothing is added.
    expect(answerTo(BUSINESS_CASES.W5).verdictReasons.map((r) => r.code)).not.toContain('cost_per_hour_covered')
    // Where the robots pay, nothing is added either.
    expect(answerTo({ ...BUSINESS_CASES.W4, laborCostPerHour: 40 }).verdictReasons.map((r) => r.code)).not.toContain('cost_per_hour_covered')
  })

  it('C2: a balanced buyer is not steered by price band, so Tennant, the largest US seller, is on the list', () => {
    const a = answerTo(BUSINESS_CASES.C2)
    expect(a.vendorMatches.map((m) => m.vendorId)).toContain('tennant')
    const tennant = a.vendorMatches.find((m) => m.vendorId === 'tennant')
    expect(tennant?.priceBand).toBe('premium')
    // Premium and budget bands score alike for a balanced buyer; the middle band one point more.
    const budgetPoints = new Set(a.vendorMatches.map((m) => `${m.priceBand}:${m.scoreBreakdown?.budgetFit}`))
    for (const entry of budgetPoints) expect(['budget:11', 'mid:12', 'premium:11']).toContain(entry)
  })

  it('W500: a purchase advised where a lease also pays names the lease with its net and set-up, and says no more than "within the robots’ life"', () => {
    // Round 119: a lease now pays its service; inputs moved from the US at $31.60/h with high staffing
    // pressure to Britain at £25/h with medium pressure to keep a lease beside the purchase: in the US a
    // driverless forklift's lease with service ($4,750 a unit) costs more than the RaaS offered there
    // ($4,500), so RaaS is the monthly model named; in Britain nobody offers RaaS for them, and medium
    // pressure keeps the rationale on buying against the lease.
    const pallets = {
      category: 'warehouse',
      region: 'GB',
      facilitySizeSqM: 18000,
      handlingUnit: 'pallet',
      ordersPerDay: 1200,
      laborCostPerHour: 25,
      hoursPerDay: 20,
      daysPerWeek: 7,
      staffingPressure: 'medium',
      techReadiness: 'medium',
    } as const
    const a = answerTo(pallets)
    expect(a.acquisitionRecommendation).toBe('buy')
    const lease = a.verdictReasons.find((r) => r.code === 'monthly_model_offered')
    expect(lease?.params).toMatchObject({ model: 'lease' })
    expect(Number(lease?.params.otherMonthlyNet)).toBeGreaterThan(0)
    expect(lease?.text).toContain('also offered here')
    expect(a.acquisitionRationale).toContain('within the robots’ life')
    expect(a.acquisitionRationale).not.toContain('well within')
  })

  it('C508-like: where nobody sells the type, the lease beside a purchase is "once a seller is found", and a payback on a borrowed wage says so first', () => {
    // Kuwait, not Saudi Arabia as before 2026-11-27: Saudi Arabia now has a labour cost of its own
    // (money.json), Kuwait its currency only, so its wage is still the US one, borrowed.
    const a = answerTo({
      category: 'cleaning',
      region: 'KW',
      floorAreaSqM: 40000,
      floorType: 'hard',
      hoursPerDay: 8,
      daysPerWeek: 7,
      budgetPreference: 'balanced',
    })
    expect(a.vendorMatches).toHaveLength(0)
    const codes = a.verdictReasons.map((r) => r.code)
    expect(codes).toContain('labour_cost_borrowed')
    const payback = a.verdictReasons.find((r) => r.code === 'pays_back_within_life')
    expect(payback?.text).toMatch(/^On the borrowed labour cost below, buying/)
    const lease = a.verdictReasons.find((r) => r.code === 'monthly_model_offered')
    expect(lease?.text).toContain('once a seller is found')
    expect(lease?.text).not.toContain('also offered here')
  })

  it('C503: where nothing pays, the carpet’s robots that come closer to paying are named with their threshold, whatever the carpet’s share', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'JP',
      floorAreaSqM: 8000,
      floorType: 'mixed',
      // 10 % carpet: at 20 % the carpet's vacuums pay on SoftBank's yen lease (¥29,800 a month,
      // round 65), so something pays and the answer is theirs.
      carpetShare: 0.1,
      laborCostPerHour: 1250,
      currency: 'JPY',
      hoursPerDay: 3,
      daysPerWeek: 5,
      budgetPreference: 'low_upfront',
      techReadiness: 'low',
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    const carpet = a.verdictReasons.find((r) => r.code === 'other_floor_not_yet')
    expect(carpet?.params).toMatchObject({ robotType: 'vacuum_sweeper', floorShare: 0.1 })
    const wage = Number(carpet?.params.breakEvenLaborCostPerHour)
    const pick = a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')
    expect(wage).toBeGreaterThan(1250)
    expect(wage).toBeLessThan(Number(pick?.params.breakEvenLaborCostPerHour))
    // A low-upfront school is not told about a purchase that loses money too.
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('other_model_nets_more')
  })

  it('R508: a not-yet whose last robot is part-time names the lower labour cost at which one robot fewer pays back in time; a purchase that saves but pays back late is costed on the fleet that nets more', () => {
    const grill = {
      category: 'restaurant',
      region: 'BR',
      serviceStyle: 'table_service',
      seatsPerDay: 500,
      currency: 'BRL',
      hoursPerDay: 12,
      daysPerWeek: 7,
      acquisitionPreference: 'raas',
    } as const
    // Round 52: both fleets save money but pay back late; one robot nets more and pays back sooner,
    // so it is the one costed, and the threshold named is the same at every wage below it.
    const thresholds = [13, 15, 16].map((laborCostPerHour) => {
      const a = answerTo({ ...grill, laborCostPerHour })
      expect(a.verdict, `R$${laborCostPerHour}/h`).toBe('not_yet')
      expect(a.economics.unitsCosted, `R$${laborCostPerHour}/h`).toBe(1)
      return Number(a.verdictReasons.find((r) => r.code === 'pays_back_late')?.params.breakEvenLaborCostPerHour)
    })
    expect(new Set(thresholds).size).toBe(1)
    // The engine's own answer a little above that labour cost is at least a pilot.
    expect(answerTo({ ...grill, laborCostPerHour: Math.ceil(thresholds[0] * 1.02 * 10) / 10 }).verdict).not.toBe('not_yet')
    // Round 152 C: where neither fleet pays, the one that loses less and starts to pay no later is
    // costed (this hall had been told −$523 a month on 2 scrubbers, "with 1 robot instead of 2").
    const hall = answerTo({
      category: 'cleaning',
      floorAreaSqM: 6982,
      hoursPerDay: 6,
      laborCostPerHour: 12.41,
      daysPerWeek: 5,
      staffingPressure: 'high',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
    })
    expect(hall.economics).toMatchObject({ monthlyNet: -87, unitsCosted: 1 })
    expect(hall.verdictReasons.map((r) => r.code)).toContain('part_stays_manual')
    // Where the larger fleet nets more today, the smaller one's lower threshold is said in the same sentence.
    const yard = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 900,
      ordersPerDay: 302,
      handlingUnit: 'pallet',
      hoursPerDay: 20,
      laborCostPerHour: 25.88,
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
    })
    const late = yard.verdictReasons.find((r) => r.code === 'pays_back_late')
    const smaller = Number(late?.params.smallerFleetLaborCostPerHour)
    expect(smaller).toBeGreaterThan(25.88)
    expect(smaller).toBeLessThan(Number(late?.params.breakEvenLaborCostPerHour) * 0.95)
    expect(late?.text).toMatch(
      /at a labour cost of about \$[\d.]+\/h with 1 driverless forklift instead of 2 \(the rest of the work staying manual\), or about \$[\d.]+\/h with 2\./,
    )
  })

  it('R502-like and W503: two losses that read the same name the set-up as the difference; a set-up-tipped not-yet says buying would save but pay back late', () => {
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
    // Round 119: a lease now pays its service, so the two losses no longer read the same: leased the
    // robots lose about SEK 30,700 a month (SEK 38,900 of fees and service), bought about SEK 22,300.
    // Round 152 C: costed on 2 robots, not 3 (losing less, from a lower labour cost), the figures are smaller.
    // The set-up is then not the difference, and the reason says both parts of the lease's loss. No
    // shipped lease with a set-up now costs what a purchase does a month (a warehouse lease with its
    // service costs at least a quarter more), so no other inputs reach the same-loss wording.
    expect(other?.text).toMatch(
      /^Buying would lose less once set-up costs are counted: about SEK 15,500 a month, against about SEK 26,600 for a lease \(the SEK 19,600 a month it loses plus its SEK 249,000 set-up spread over three years\)\.$/,
    )
    // No stored source states Scallog's RaaS since fact check fcwh1: the wording is tested on a hypothetical offer.
    const pharma = answerTo(
      {
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
        // Low-upfront: since round 162 A a low-readiness team free to buy is advised the purchase that saves.
        budgetPreference: 'low_upfront',
      },
      'pro',
      withModels('scallog', ['buy', 'raas']),
    )
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

describe('fresh profiles, round 51', () => {
  it('C510 and C503: the other floor is judged on the model the buyer may take that comes closest to paying (a lease for a low-upfront office, not RaaS)', () => {
    // Written for Madrid; since round 153 C Spain's walk-behinds lease at the 60-month €641 and come closer
    // to paying than the carpet's robots, so the same office is placed in Milan.
    const madrid = {
      category: 'cleaning',
      region: 'IT',
      floorAreaSqM: 6000,
      floorType: 'mixed',
      carpetShare: 0.15,
      laborCostPerHour: 12.5,
      currency: 'EUR',
      hoursPerDay: 4,
      daysPerWeek: 5,
      budgetPreference: 'low_upfront',
      techReadiness: 'medium',
    } as const
    const a = answerTo(madrid)
    expect(a.verdict).toBe('not_yet')
    const carpet = a.verdictReasons.find((r) => r.code === 'other_floor_not_yet')
    expect(carpet?.params).toMatchObject({ robotType: 'vacuum_sweeper', model: 'lease', floorShare: 0.15 })
    // The labour cost named is where the engine itself turns to that floor's robots.
    const wage = Number(carpet?.params.breakEvenLaborCostPerHour)
    expect(answerTo({ ...madrid, laborCostPerHour: Math.ceil(wage * 100) / 100 }).verdict).not.toBe('not_yet')
    // On the converted RaaS fee the school was written against (Japan's own Whiz rental, added in round 77, ties the lease).
    const school = answerTo(
      {
        ...madrid,
        region: 'JP',
        floorAreaSqM: 8000,
        carpetShare: 0.1,
        laborCostPerHour: 1250,
        currency: 'JPY',
        hoursPerDay: 3,
        techReadiness: 'low',
      },
      'pro',
      withoutLocalPrice('JP', 'vacuum_sweeper', 'raasMonthly'),
    )
    expect(school.verdictReasons.find((r) => r.code === 'other_floor_not_yet')?.params).toMatchObject({ model: 'lease' })
  })

  it('W514: beside a RaaS not-yet, the price of a covered hour is the break-even labour cost already named, said as what that figure also means', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'AU',
      facilitySizeSqM: 5000,
      handlingUnit: 'each',
      ordersPerDay: 700,
      laborCostPerHour: 36,
      currency: 'AUD',
      hoursPerDay: 8,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      techReadiness: 'low',
    })
    expect(a.acquisitionRecommendation).toBe('raas')
    const miss = a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')
    const covered = a.verdictReasons.find((r) => r.code === 'cost_per_hour_covered')
    expect(Number(covered?.params.robotCostPerHourCovered)).toBeCloseTo(Number(miss?.params.breakEvenLaborCostPerHour), 1)
    // Said as what the figure above also means; since round 74 the figure is repeated beside it, the
    // very one the reason above wrote (a buyer had had to look for it), not a second rate.
    const rate = /about (A\$[\d.]+\/h)/.exec(miss?.text ?? '')?.[1]
    expect(rate).toBeDefined()
    expect(covered?.text).toMatch(
      /^If these shifts are hard to fill, the labour cost above at which RaaS would start to pay, about A\$[\d.]+\/h, is also what each staff-hour the robots cover would cost \(they would cover about [\d,]+ staff-hours a month\)/,
    )
    expect(covered?.text).toContain(`about ${rate},`)
    expect(covered?.text.split('A$').length).toBe(3)
  })
})

describe('fresh profiles, round 52', () => {
  it('C527: the other floor is named with the labour cost from which the verdict would honour it, not a purchase’s break-even over its whole life', () => {
    const school = {
      category: 'cleaning',
      region: 'GB',
      floorAreaSqM: 4500,
      floorType: 'mixed',
      carpetShare: 0.4,
      laborCostPerHour: 14,
      currency: 'GBP',
      hoursPerDay: 3,
      daysPerWeek: 5,
      techReadiness: 'low',
    } as const
    const hard = answerTo(school).verdictReasons.find((r) => r.code === 'other_floor_not_yet')
    const wage = Number(hard?.params.breakEvenLaborCostPerHour)
    expect(wage).toBeGreaterThan(14)
    // A little above the named labour cost, the hard floor pays (its own reason, or the pick).
    const above = answerTo({ ...school, laborCostPerHour: Math.ceil(wage * 1.03 * 10) / 10 })
    expect(above.verdictReasons.map((r) => r.code)).not.toContain('other_floor_not_yet')
  })

  it('C526: as the wage rises, a purchase that saves but pays back late is costed on the fleet that nets more, so its net never falls', () => {
    const mall = {
      category: 'cleaning',
      region: 'PL',
      floorAreaSqM: 18000,
      floorType: 'hard',
      currency: 'PLN',
      hoursPerDay: 8,
      daysPerWeek: 7,
      staffingPressure: 'high',
    } as const
    const bought = [34, 35, 36, 36.9, 37.5, 38, 39, 40]
      .map((laborCostPerHour) => answerTo({ ...mall, laborCostPerHour }))
      .filter((a) => a.acquisitionRecommendation === 'buy')
      .map((a) => a.economics.monthlyNet)
    expect(bought.length).toBeGreaterThan(4)
    for (let i = 1; i < bought.length; i++) expect(bought[i]).toBeGreaterThanOrEqual(bought[i - 1])
  })

  it('R522: where nobody sells the type in the country, the makers selling it next door are named, to ask whether they deliver', () => {
    const a = answerTo({ category: 'restaurant', region: 'FR', serviceStyle: 'table_service', seatsPerDay: 400, laborCostPerHour: 18, currency: 'EUR' })
    expect(a.vendorMatches).toEqual([])
    const none = a.warnings.find((w) => w.code === 'no_vendor_in_region')
    const named = String(none?.params.nearbyVendors).split(',')
    expect(named.length).toBeGreaterThan(0)
    expect(named.length).toBeLessThanOrEqual(3)
    // Each one named is a maker (not a dealer) that sells serving robots in a European country.
    for (const id of named) {
      const vendor = catalogs.vendors.restaurant.find((v) => v.id === id)
      expect(vendor?.resellerOf, id).toBeUndefined()
      const regions = vendor?.offerings.filter((o) => o.robotType === 'serving_robot').flatMap((o) => o.regions) ?? []
      expect(
        regions.some((r) => ['GB', 'DE', 'ES', 'IT', 'NL', 'BE', 'CH', 'AT'].includes(r)),
        id,
      ).toBe(true)
      expect(regions, id).not.toContain('FR')
    }
    expect(none?.text).toMatch(/sell serving robots in countries nearby, though not in France: ask whether they deliver there\.$/)
    // Riyadh was this pin's example of the far fallback until pass wt-cat146 (2026-11-27, round 146 A) entered INC Robotics'
    // Gausium cleaning line (Scrubber 75 on the ride-on line) in Saudi Arabia: the Riyadh floor now names that Saudi dealer
    // instead of makers abroad. Sri Lanka (India has only a robot vacuum) keeps the far fallback (round 56).
    const riyadh = answerTo({ category: 'cleaning', region: 'SA', floorAreaSqM: 40000, floorType: 'hard' })
    expect(riyadh.warnings.find((w) => w.code === 'no_vendor_in_region')).toBeUndefined()
    expect(riyadh.vendorMatches.map((m) => m.vendorId)).toContain('inc-robotics')
    const colombo = answerTo({ category: 'cleaning', region: 'LK', floorAreaSqM: 40000, floorType: 'hard' })
    const farther = colombo.warnings.find((w) => w.code === 'no_vendor_in_region')
    expect(farther?.text).toMatch(/ sell ride-on autonomous scrubbers elsewhere, none of them in Sri Lanka or nearby: ask whether they deliver to Sri Lanka\.$/)
    expect(farther?.text).not.toMatch(/countries nearby:/)
  })

  it('C522: a fitting type above its usual size range does not keep out a type doing the same work that pays better', () => {
    const hall = {
      category: 'cleaning',
      floorAreaSqM: 19017,
      floorType: 'hard',
      region: 'DE',
      laborCostPerHour: 26.39,
      staffingPressure: 'low',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    } as const
    const a = answerTo(hall)
    expect(a.bestRobotMatch.robotType).toBe('ride_on_scrubber')
    expect(a.bestRobotMatch.rationale.at(-1)).toMatch(
      /^Walk-behind autonomous scrubbers fit as well on paper \(\d+ against \d+ points\), but ride-on autonomous scrubbers pay better at these figures$/,
    )
    // Within the walk-behinds' range the fitting type that clearly pays stays (casebook W1, W2, C6).
    expect(answerTo({ ...hall, floorAreaSqM: 9000 }).bestRobotMatch.robotType).toBe('walk_behind_scrubber')
  })
})

describe('fresh profiles, round 53', () => {
  const hotpot = {
    category: 'restaurant',
    region: 'CN',
    serviceStyle: 'table_service',
    seatsPerDay: 1000,
    currency: 'CNY',
    hoursPerDay: 11,
    daysPerWeek: 7,
    staffingPressure: 'high',
  } as const

  it('R530: a lease asked for that only just pays does not hand a clearly paying fitting type to another type', () => {
    for (const laborCostPerHour of [26, 29.5, 30, 32, 36, 40]) {
      const a = answerTo({ ...hotpot, laborCostPerHour, acquisitionPreference: 'lease' })
      expect(a.bestRobotMatch.robotType, `CN¥${laborCostPerHour}/h`).toBe('serving_robot')
    }
    // Round 54: an asked lease that only just pays does not keep out a purchase that clearly pays;
    // the verdict never falls as the wage rises, and the lease leads again once it clearly pays too.
    // Round 56: the lease is costed at China's price level (the converted US fee scaled by the local
    // purchase price), so it clearly pays from about CN¥22/h; below that the purchase leads.
    const verdicts = [18, 20, 22, 26, 30, 40].map((laborCostPerHour) => answerTo({ ...hotpot, laborCostPerHour, acquisitionPreference: 'lease' }))
    for (const a of verdicts) expect(a.verdict).toBe('proceed')
    expect(verdicts[1].acquisitionRecommendation).toBe('buy')
    expect(verdicts[1].acquisitionRationale).toMatch(/^You asked to lease/)
    expect(verdicts[5].acquisitionRecommendation).toBe('lease')
    // The lease's cost cites the scaling rule.
    expect(verdicts[5].economics.assumptions?.rates?.map((rate) => rate.name)).toContain('rules.serving_robot.feesScaledToLocalPrice')
  })

  it('R530, low upfront: a purchase left out for the budget is not said to "pay back too late"', () => {
    const a = answerTo({ ...hotpot, laborCostPerHour: 14, budgetPreference: 'low_upfront' })
    expect(a.acquisitionRecommendation).not.toBe('buy')
    expect(a.acquisitionRationale).not.toContain('pay back too late')
    expect(a.acquisitionRationale).toMatch(/\(buying would pay, but is not advised for a low-upfront budget\)$/)
  })
})

describe('fresh profiles, round 55', () => {
  it('an ask that gives way to a better verdict gives way to the model nearest to it that reaches it (RaaS → a lease → buying), the purchase named beside it', () => {
    // On the lease costing the rule was written for: with service no scrubber lease is cheaper than its RaaS.
    const a = answerTo(
      {
        category: 'cleaning',
        region: 'GB',
        floorAreaSqM: 9000,
        floorType: 'hard',
        laborCostPerHour: 13.99,
        currency: 'GBP',
        hoursPerDay: 8,
        daysPerWeek: 7,
        acquisitionPreference: 'raas',
      },
      'pro',
      leaseFeesWithService(),
    )
    expect(a.verdict).toBe('proceed')
    expect(a.acquisitionRecommendation).toBe('lease')
    expect(a.acquisitionRationale).toMatch(/^You asked for RaaS/)
    expect(a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.params).toMatchObject({ model: 'buy' })
  })

  it('a lease-asker advised to buy hears the lease’s own figure, not only RaaS’s', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'MX',
      serviceStyle: 'table_service',
      seatsPerDay: 250,
      laborCostPerHour: 99.04,
      currency: 'MXN',
      hoursPerDay: 11,
      daysPerWeek: 7,
      acquisitionPreference: 'lease',
      techReadiness: 'medium',
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.acquisitionRationale).toMatch(/^You asked to lease/)
    expect(a.verdictReasons.find((r) => r.code === 'monthly_model_offered')?.params).toMatchObject({ model: 'lease' })
  })

  it('rounds 53–55, Brazil: a lease-asker keeps the fitting type; another type leased must net more than the fitting type’s best model at the same verdict', () => {
    const grill = {
      category: 'restaurant',
      region: 'BR',
      serviceStyle: 'table_service',
      seatsPerDay: 600,
      currency: 'BRL',
      hoursPerDay: 11,
      daysPerWeek: 7,
      acquisitionPreference: 'lease',
    } as const
    const rank = { not_yet: 0, pilot: 1, proceed: 2 }
    const answers = [14, 16, 18, 20, 22, 24, 26, 28].map((laborCostPerHour) => answerTo({ ...grill, laborCostPerHour }))
    for (const a of answers) expect(a.bestRobotMatch.robotType).toBe('serving_robot')
    for (let i = 1; i < answers.length; i++) expect(rank[answers[i].verdict]).toBeGreaterThanOrEqual(rank[answers[i - 1].verdict])
    // R$20: the asked lease loses (costed at Brazil's price level) while buying saves: the purchase
    // leads at the same pilot, the lease named with its loss (round 56; it had been advised at a loss).
    const at20 = answers[3]
    expect(at20.acquisitionRecommendation).toBe('buy')
    expect(at20.economics.monthlyNet).toBeGreaterThan(0)
    const lease = at20.verdictReasons.find((r) => r.code === 'monthly_model_offered')
    expect(lease?.params).toMatchObject({ model: 'lease' })
    expect(lease?.text).toMatch(
      /^A lease, as you asked, would cost about R\$[\d,]+ a month for about R\$[\d,]+ of staff time saved, a loss of about R\$[\d,]+ a month; buying needs about R\$[\d,]+ up front\.$/,
    )
    // No headline shows a loss while the purchase of the same robots saves at a verdict as clear.
    for (const a of answers) if (a.verdict !== 'not_yet') expect(a.economics.monthlyNet).toBeGreaterThan(0)
  })
})

describe('fresh profiles, round 56', () => {
  it('an asked purchase that is not advised because nothing pays says the ask first (round 55, W552)', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'JP',
      facilitySizeSqM: 12_000,
      handlingUnit: 'pallet',
      ordersPerDay: 600,
      laborCostPerHour: 1500,
      currency: 'JPY',
      hoursPerDay: 16,
      daysPerWeek: 6,
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
    })
    expect(a.verdict).toBe('not_yet')
    // Round 151 A: buying loses less than the lease (¥863,000 a month against ¥2,130,000) and is kept.
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.acquisitionRationale).toMatch(
      /^You asked to buy: vendors that sell outright rank higher; at these figures no acquisition model pays yet; buying comes closest/,
    )
  })
})

describe('fresh profiles, round 56: an ask nobody meets', () => {
  it('a long-term-ROI buyer whose asked lease no vendor of either type offers is advised as without an ask, the rented type named (round 55, W551)', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'NL',
      facilitySizeSqM: 18_000,
      handlingUnit: 'each',
      ordersPerDay: 6000,
      laborCostPerHour: 27,
      currency: 'EUR',
      hoursPerDay: 16,
      daysPerWeek: 6,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
    })
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.acquisitionRationale).toMatch(/^You asked to lease, but none of the vendors listed offers a lease/)
    expect(a.verdictReasons.find((r) => r.code === 'monthly_type_offered')?.params).toMatchObject({ robotType: 'collaborative_picking_amr', model: 'raas' })
  })
})

describe('fresh profiles, round 56: nobody sells the type anywhere near', () => {
  it('names the makers selling it in the most countries as the next step (round 54, R545: a UAE restaurant had none)', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'AE',
      serviceStyle: 'table_service',
      seatsPerDay: 400,
      laborCostPerHour: 30,
      currency: 'AED',
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    const none = a.warnings.find((w) => w.code === 'no_vendor_in_region')
    expect(none?.text).toMatch(
      /^.+ \(\d+ countries\).+ sell serving robots elsewhere, none of them in the UAE or nearby: ask whether they deliver to the UAE\.$/,
    )
    expect(String(none?.params.nearbyVendors)).toContain('pudu-robotics')
  })
})

describe('fresh profiles, round 56: an ask neither type meets', () => {
  it('does not stop the plain comparison above the fitting type’s range (rounds 53–55, C522: RaaS asked, low readiness)', () => {
    const site = {
      category: 'cleaning',
      region: 'US',
      floorType: 'hard',
      laborCostPerHour: 17,
      hoursPerDay: 10,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
    } as const
    // 19,500–22,590 m² had gone to three walk-behinds leased between ride-ons bought on either side.
    for (const floorAreaSqM of [16_000, 18_000, 19_500, 20_520, 22_590, 23_500, 26_000]) {
      const a = answerTo({ ...site, floorAreaSqM })
      expect(a.bestRobotMatch.robotType, `${floorAreaSqM} m²`).toBe('ride_on_scrubber')
      expect(a.verdict).toBe('proceed')
    }
  })
})

describe('fresh profiles, round 56: words', () => {
  it('C560: vacuums and sweepers sold where no scrubber is are said not to scrub the hard floor (they do sweep it)', () => {
    const a = answerTo({ category: 'cleaning', region: 'IN', floorAreaSqM: 8000, floorType: 'hard', hoursPerDay: 8, daysPerWeek: 7 })
    expect(a.bestRobotMatch.rationale[0]).toMatch(/The autonomous vacuums and sweepers sold there do not scrub the hard floor, so none is listed in its place$/)
  })
})

describe('fresh profiles, round 56: self-service bussing', () => {
  it('R566: a cafeteria’s bussing robots are costed at a buffet’s rate, the tray question said, never strong', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'KR',
      serviceStyle: 'self_service',
      seatsPerDay: 2000,
      laborCostPerHour: 14000,
      currency: 'KRW',
      hoursPerDay: 10,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    })
    expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    // A pilot since round 65 (R652): who clears the tables is an input the answer rests on.
    expect(a.verdict).toBe('pilot')
    expect(a.matchConfidence).toBe('moderate')
    // Said once, in the reason that caps it (round 69), not again as a warning.
    expect(a.verdictReasons.find((r) => r.code === 'clearing_unconfirmed')?.text).toMatch(
      /^The figures hold where staff clear the tables, as at a buffet\. Where guests return their own trays to a return point/,
    )
    expect(a.warnings.map((w) => w.code)).not.toContain('clearing_assumed')
    // Short of a proceed, the warning says it.
    const small = answerTo({
      category: 'restaurant',
      region: 'KR',
      serviceStyle: 'self_service',
      seatsPerDay: 60,
      laborCostPerHour: 14000,
      currency: 'KRW',
      hoursPerDay: 10,
      daysPerWeek: 7,
    })
    expect(small.verdictReasons.map((r) => r.code)).not.toContain('clearing_unconfirmed')
    expect(small.warnings.find((w) => w.code === 'clearing_assumed')?.text).toMatch(/^The figures assume staff clear the tables, as at a buffet\./)
    // Table service: staff clear; no such warning.
    const table = answerTo({ category: 'restaurant', region: 'KR', serviceStyle: 'table_service', seatsPerDay: 600, laborCostPerHour: 14000, currency: 'KRW' })
    expect(table.warnings.map((w) => w.code)).not.toContain('clearing_assumed')
  })
})

describe('fresh profiles, round 56: converted prices', () => {
  it('W565: a Chinese DC short of proceed is told its robot prices are converted US figures; a US one and a proceed are not', () => {
    const w565 = {
      category: 'warehouse',
      region: 'CN',
      facilitySizeSqM: 8000,
      handlingUnit: 'each',
      ordersPerDay: 5000,
      laborCostPerHour: 32,
      currency: 'CNY',
      hoursPerDay: 22,
      daysPerWeek: 6,
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'high',
    } as const
    const a = answerTo(w565)
    expect(a.verdict).not.toBe('proceed')
    expect(a.warnings.find((w) => w.code === 'price_converted')?.text).toMatch(
      /^The robots' prices are US figures converted at the rate of \d{1,2} [A-Z][a-z]+ \d{4}: no price published in China was found for goods-to-person AMRs\. Ask for a local quote/,
    )
    const us = answerTo({ ...w565, region: 'US', currency: 'USD', laborCostPerHour: 14 })
    expect(us.warnings.map((w) => w.code)).not.toContain('price_converted')
    // A serving robot has a published Chinese price: nothing to say.
    const hotpot = answerTo({ category: 'restaurant', region: 'CN', serviceStyle: 'table_service', seatsPerDay: 1000, currency: 'CNY', laborCostPerHour: 12 })
    expect(hotpot.bestRobotMatch.robotType).toBe('serving_robot')
    expect(hotpot.warnings.map((w) => w.code)).not.toContain('price_converted')
  })
})

describe('fresh profiles, round 57', () => {
  it('R574: where nobody sells the type, makers selling here another type from a line they offer as this type elsewhere are named first', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'SG',
      serviceStyle: 'self_service',
      seatsPerDay: 3000,
      laborCostPerHour: 13,
      currency: 'SGD',
      hoursPerDay: 14,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    })
    expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    const none = a.warnings.find((w) => w.code === 'no_vendor_in_region')
    expect(String(none?.params.sameRobotsHere).split(',').sort()).toEqual(['keenon-robotics', 'pudu-robotics'])
    expect(none?.text).toMatch(/sell serving robots here from lines they offer as delivery and bussing robots elsewhere: ask them first\.$/)
    // Round 58: a maker named as selling here is not also asked whether it delivers here, and the
    // rationale does not call those serving robots "other work".
    expect(none?.text).not.toMatch(/deliver to Singapore/)
    expect(a.bestRobotMatch.rationale[0]).toMatch(
      /The serving robots sold there are not listed for this work here, though their makers offer the same lines for it elsewhere/,
    )
    // Nobody sells serving robots of a bussing line in the UAE: nothing of the kind is said.
    const dubai = answerTo({ category: 'restaurant', region: 'AE', serviceStyle: 'self_service', seatsPerDay: 600, laborCostPerHour: 22, currency: 'AED' })
    expect(dubai.warnings.find((w) => w.code === 'no_vendor_in_region')?.params.sameRobotsHere).toBeUndefined()
  })
})

describe('fresh profiles, round 57: a RaaS ask beside a purchase', () => {
  it('R572: the lease between them is named too when it nets clearly more than the RaaS', () => {
    // On the converted RaaS fee of round 57: SoftBank's own ¥99,800 Servi rental (added in round 77)
    // leaves the ¥90,000 lease netting only a little more.
    const a = answerTo(
      {
        category: 'restaurant',
        region: 'JP',
        serviceStyle: 'table_service',
        seatsPerDay: 700,
        laborCostPerHour: 1250,
        currency: 'JPY',
        hoursPerDay: 16,
        daysPerWeek: 7,
        staffingPressure: 'high',
        acquisitionPreference: 'raas',
        techReadiness: 'high',
      },
      'pro',
      withoutLocalPrice('JP', 'serving_robot', 'raasMonthly'),
    )
    expect(a.acquisitionRecommendation).toBe('raas')
    const other = a.verdictReasons.find((r) => r.code === 'other_model_nets_more')
    expect(other?.params).toMatchObject({ model: 'buy' })
    expect(other?.text).toMatch(/ A lease, also offered here, would net about ¥[\d,]+ a month with nothing up front\.$/)
  })
})

describe('fresh profiles, round 57: a kitchen station from home-market makers', () => {
  it('R575: a Korean fry station costed at a US price says so', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'KR',
      serviceStyle: 'counter_service',
      kitchenTask: 'frying',
      seatsPerDay: 400,
      laborCostPerHour: 12000,
      currency: 'KRW',
      hoursPerDay: 12,
      daysPerWeek: 7,
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
    })
    expect(a.bestRobotMatch.robotType).toBe('kitchen_automation')
    expect(a.verdict).not.toBe('proceed')
    expect(a.warnings.find((w) => w.code === 'price_converted')?.text).toMatch(/no price published in South Korea was found for frying robots/)
  })
})

describe('fresh profiles, round 58', () => {
  it('the currency a wage is sent in does not decide between a lease and the purchase it is priced like', () => {
    const site = {
      category: 'cleaning',
      floorAreaSqM: 800,
      floorType: 'mixed',
      hoursPerDay: 4,
      daysPerWeek: 7,
      region: 'CA',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
    } as const
    const cad = answerTo({ ...site, currency: 'CAD', laborCostPerHour: 51.03 })
    const usd = answerTo({ ...site, currency: 'USD', laborCostPerHour: 35.81 })
    expect(cad.verdict).toBe(usd.verdict)
    expect(cad.acquisitionRecommendation).toBe(usd.acquisitionRecommendation)
  })
})

describe('fresh profiles, round 58: thresholds on converted prices', () => {
  it('W581-like: a threshold on converted US prices is not called "far above today\'s"', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'IN',
      floorAreaSqM: 8000,
      floorType: 'hard',
      laborCostPerHour: 122,
      currency: 'INR',
      hoursPerDay: 8,
      daysPerWeek: 7,
    })
    const text = a.verdictReasons.map((r) => r.text).join(' ')
    expect(a.warnings.map((w) => w.code)).toContain('price_converted')
    expect(text).not.toMatch(/far above today/)
    expect(text).toMatch(/at these converted prices/)
  })
})

describe('fresh profiles, round 58: the asked monthly model’s own figure', () => {
  it('C583: a RaaS ask that gave way to a lease is named with what the RaaS would save', () => {
    // Round 119: a lease now pays its service, and walk-behind scrubbers leased (US$1,100 + US$250) cost
    // more than RaaS (US$1,200), so a RaaS ask no longer gives way to their lease; inputs moved from a
    // 4,500 m² hard floor to a 1,600 m² carpet, whose vacuums' lease includes service (US$350 against
    // RaaS's US$499), to keep a RaaS ask giving way to a lease.
    const a = answerTo({
      category: 'cleaning',
      region: 'GB',
      floorAreaSqM: 1600,
      floorType: 'carpet',
      laborCostPerHour: 13.5,
      currency: 'GBP',
      hoursPerDay: 6,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'raas',
    })
    expect(a.acquisitionRecommendation).toBe('lease')
    const raas = a.verdictReasons.find((r) => r.code === 'monthly_model_offered')
    expect(raas?.params).toMatchObject({ model: 'raas' })
    expect(raas?.text).toMatch(/^RaaS, as you asked, would save about £[\d,]+ a month, against a saving of about £[\d,]+ a month for a lease\.$/)
  })
})

describe('fresh profiles, round 59', () => {
  it('C59x: where only a window of larger volumes pays (the same robot, before the next is needed), it is said instead of "more volume alone would not make them pay"', () => {
    const a = answerTo({
      category: 'cleaning',
      floorAreaSqM: 3000,
      floorType: 'hard',
      hoursPerDay: 10,
      daysPerWeek: 7,
      region: 'CA',
      currency: 'CAD',
      laborCostPerHour: 16.33,
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    expect(a.verdict).toBe('not_yet')
    const text = a.verdictReasons.map((r) => r.text).join(' ')
    expect(text).not.toMatch(/(More volume|A larger floor) alone would not make them pay/)
    // In a cleaning site's words since round 144 F.
    const at = /At about ([\d,]+) m² they would pay, but not on every larger floor/.exec(text)
    expect(at).not.toBeNull()
    // The volume said does pay.
    const bigger = answerTo({
      category: 'cleaning',
      floorAreaSqM: Number(at![1].replace(/,/g, '')),
      floorType: 'hard',
      hoursPerDay: 10,
      daysPerWeek: 7,
      region: 'CA',
      currency: 'CAD',
      laborCostPerHour: 16.33,
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    expect(bigger.economics.monthlyNet).toBeGreaterThan(0)
  })
})

describe('fresh profiles, round 59: an implausible labour cost', () => {
  it('W591: an answer resting on a labour cost far from the typical one is a pilot at most, and weak', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 10000,
      handlingUnit: 'each',
      ordersPerDay: 2000,
      laborCostPerHour: 250,
      hoursPerDay: 10,
      daysPerWeek: 5,
      staffingPressure: 'medium',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    expect(a.verdict).toBe('pilot')
    expect(a.matchConfidence).toBe('weak')
    expect(a.verdictReasons.map((r) => r.code)).toContain('labour_cost_unconfirmed')
    expect(a.warnings.map((w) => w.code)).toContain('implausible_input')
    const typical = answerTo({
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 10000,
      handlingUnit: 'each',
      ordersPerDay: 2000,
      laborCostPerHour: 30,
      hoursPerDay: 10,
      daysPerWeek: 5,
      staffingPressure: 'medium',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    expect(typical.verdictReasons.map((r) => r.code)).not.toContain('labour_cost_unconfirmed')
  })
})

describe('fresh profiles, round 59: a kitchen station on a borrowed price', () => {
  it('R590: names the installed price at which one machine would pay back, to hold a quote against', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'JP',
      serviceStyle: 'counter_service',
      kitchenTask: 'sushi',
      seatsPerDay: 1000,
      laborCostPerHour: 1200,
      currency: 'JPY',
      hoursPerDay: 12,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'open',
      techReadiness: 'high',
    })
    const generic = a.verdictReasons.find((r) => r.code === 'generic_station_price')
    expect(generic?.text).toMatch(
      / At these figures a sushi machine would pay back within \d+ months at an installed price of up to about ¥[\d,]+ a unit, plus the ¥[\d,]+ set-up assumed \(with service at about 10 % of the price a year\)\.$/,
    )
    // No volume sentence rests on a borrowed price.
    expect(a.verdictReasons.map((r) => r.text).join(' ')).not.toMatch(/More volume alone/)
    expect(a.matchConfidence).toBe('weak')
  })
})

describe('fresh profiles, round 60', () => {
  it('R60x: a kitchen station on a borrowed price quotes the prices its listed vendors publish', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'JP',
      serviceStyle: 'counter_service',
      kitchenTask: 'cooking',
      seatsPerDay: 1000,
      laborCostPerHour: 1150,
      currency: 'JPY',
      hoursPerDay: 12,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    })
    const generic = a.verdictReasons.find((r) => r.code === 'generic_station_price')?.text ?? ''
    expect(generic).toMatch(/^These figures/)
    expect(generic).toMatch(/Published by vendors listed here: Connected Robotics, .+: ¥250,000 a month/)
    // Round 61: beside the quoted prices, no warning that none is published.
    expect(a.warnings.map((w) => w.code)).not.toContain('price_converted')
  })

  it('W604: an order volume far beyond any site’s density is flagged, a pilot at most and weak', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 2000,
      handlingUnit: 'each',
      ordersPerDay: 400000,
      laborCostPerHour: 19,
      hoursPerDay: 8,
      daysPerWeek: 5,
      staffingPressure: 'medium',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    expect(a.matchConfidence).toBe('weak')
    expect(a.verdict).not.toBe('proceed')
    expect(a.warnings.find((w) => w.code === 'implausible_input')?.params).toMatchObject({ field: 'ordersPerDay' })
    const dense = answerTo({ category: 'warehouse', region: 'US', facilitySizeSqM: 10000, handlingUnit: 'each', ordersPerDay: 20000, laborCostPerHour: 25 })
    expect(dense.warnings.map((w) => w.code)).not.toContain('implausible_input')
  })
})

describe('fresh profiles, round 61', () => {
  it('a restaurant’s covers far beyond its type’s range are flagged, a pilot at most and weak; a pallet site is judged on pallet density', () => {
    const covers = answerTo({
      category: 'restaurant',
      region: 'GB',
      serviceStyle: 'table_service',
      seatsPerDay: 12000,
      laborCostPerHour: 12.5,
      currency: 'GBP',
      hoursPerDay: 12,
      daysPerWeek: 7,
      staffingPressure: 'high',
    })
    expect(covers.verdict).not.toBe('proceed')
    expect(covers.matchConfidence).toBe('weak')
    expect(covers.warnings.find((w) => w.code === 'implausible_input')?.params).toMatchObject({ field: 'seatsPerDay' })
    const pallets = answerTo({
      category: 'warehouse',
      region: 'US',
      laborCostPerHour: 22,
      currency: 'USD',
      facilitySizeSqM: 1000,
      handlingUnit: 'pallet',
      ordersPerDay: 20000,
      hoursPerDay: 16,
      daysPerWeek: 5,
    })
    expect(pallets.warnings.find((w) => w.code === 'implausible_input')?.params).toMatchObject({ field: 'ordersPerDay' })
    const busy = answerTo({ category: 'restaurant', region: 'GB', serviceStyle: 'table_service', seatsPerDay: 1500, laborCostPerHour: 12.5, currency: 'GBP' })
    expect(busy.warnings.map((w) => w.code)).not.toContain('implausible_input')
  })
})

describe('fresh profiles, round 61: a near tie on paper', () => {
  it('W613: a type sold here that fits as well on paper is named beside the pick', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'NL',
      facilitySizeSqM: 35000,
      handlingUnit: 'each',
      ordersPerDay: 15000,
      laborCostPerHour: 26,
      currency: 'EUR',
      hoursPerDay: 24,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
    })
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.bestRobotMatch.rationale.at(-1)).toMatch(
      /^AS\/RS systems fit (as well|nearly as well) on paper \(\d+ against \d+ points\) and are sold here too \(.+\): ask for a quote on them as well$/,
    )
  })
})

describe('fresh profiles, round 62', () => {
  it('W623: a Japanese DC whose listed maker is Japanese is told its prices are converted US figures, and no threshold is "far above"', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'JP',
      facilitySizeSqM: 5000,
      handlingUnit: 'each',
      ordersPerDay: 2500,
      laborCostPerHour: 1300,
      currency: 'JPY',
      hoursPerDay: 8,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.warnings.map((w) => w.code)).toContain('price_converted')
    expect(a.verdictReasons.map((r) => r.text).join(' ')).not.toMatch(/far above today/)
  })
})

describe('fresh profiles, round 64', () => {
  it('C642: once the advice moves, a lease netting the same as buying at the same verdict leads, as it needs nothing up front', () => {
    const a = answerTo({
      category: 'cleaning',
      // Round 64 asked this of a Japanese hotel; since round 65 its lease is SoftBank's yen rental,
      // cheaper than buying, so the tie it pinned is the US one (the same US$350 lease and purchase).
      region: 'US',
      floorAreaSqM: 2500,
      floorType: 'carpet',
      laborCostPerHour: 20,
      hoursPerDay: 4,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'open',
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.acquisitionRecommendation).toBe('lease')
    // Asked to buy, the purchase stays.
    const asked = answerTo({
      category: 'cleaning',
      region: 'US',
      floorAreaSqM: 2500,
      floorType: 'carpet',
      laborCostPerHour: 20,
      hoursPerDay: 4,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'buy',
    })
    expect(asked.acquisitionRecommendation).toBe('buy')
  })
})

describe('fresh profiles, round 65', () => {
  const hotel = {
    category: 'cleaning',
    region: 'JP',
    floorAreaSqM: 3000,
    floorType: 'carpet',
    laborCostPerHour: 1500,
    currency: 'JPY',
    hoursPerDay: 4,
    daysPerWeek: 7,
    staffingPressure: 'high',
    acquisitionPreference: 'open',
  } as const

  it('C642: a Japanese vacuum rental is costed at SoftBank’s own yen rental, not a converted US fee', () => {
    const a = answerTo(hotel)
    // Lease and RaaS both at the Whiz rental since round 77: the high staffing pressure's RaaS stays.
    expect(a.acquisitionRecommendation).toBe('raas')
    const rental = a.cleaningRoi?.assumptions?.rates.find((rate) => rate.name === 'money.countries.JP.robotPrices.vacuum_sweeper.raasMonthly')
    expect(rental).toMatchObject({ value: 29800, unit: 'JPY/month' })
    expect(a.verdictReasons[0].text).toContain('¥29,800 monthly cost')
    expect(a.warnings.map((w) => w.code)).not.toContain('price_converted')
  })

  it('a converted-price warning names the advised model’s price where the country publishes another', () => {
    // RaaS asked at a small school: the RaaS fee is the converted US one, the lease is local (as
    // before round 77 added SoftBank's own rental as Japan's RaaS fee too).
    const before = withoutLocalPrice('JP', 'vacuum_sweeper', 'raasMonthly')
    const a = answerTo(
      {
        category: 'cleaning',
        region: 'JP',
        floorAreaSqM: 1379,
        hoursPerDay: 2,
        daysPerWeek: 5,
        budgetPreference: 'low_upfront',
        acquisitionPreference: 'raas',
      },
      'pro',
      before,
    )
    expect(a.acquisitionRecommendation).toBe('raas')
    expect(a.warnings.find((w) => w.code === 'price_converted')?.text).toMatch(/no RaaS fee published in Japan was found for autonomous vacuums and sweepers/)
    // Advised a lease instead, nothing is converted.
    const lease = answerTo(
      {
        category: 'cleaning',
        region: 'JP',
        floorAreaSqM: 1379,
        hoursPerDay: 2,
        daysPerWeek: 5,
        budgetPreference: 'low_upfront',
        acquisitionPreference: 'lease',
      },
      'pro',
      before,
    )
    expect(lease.acquisitionRecommendation).toBe('lease')
    expect(lease.warnings.map((w) => w.code)).not.toContain('price_converted')
  })
})

describe('fresh profiles, round 65 (scans)', () => {
  it('#2: a kitchen station on an assumed task gives way to bussing robots that clearly pay, whatever the team’s readiness', () => {
    const counter = {
      category: 'restaurant',
      region: 'US',
      currency: 'USD',
      laborCostPerHour: 22.66,
      serviceStyle: 'counter_service',
      seatsPerDay: 600,
      hoursPerDay: 8,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
    } as const
    for (const techReadiness of ['low', 'medium', 'high'] as const) {
      const a = answerTo({ ...counter, techReadiness })
      // Clearly paying: a pilot only on who clears the tables (round 105).
      expect([a.bestRobotMatch.robotType, a.verdict], techReadiness).toEqual(['delivery_bussing_robot', 'pilot'])
      expect(
        a.verdictReasons.map((r) => r.code),
        techReadiness,
      ).toContain('clearing_unconfirmed')
    }
    // The kitchen station is still named, with the question that would settle it.
    const ready = answerTo({ ...counter, techReadiness: 'high' })
    expect(ready.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'kitchenTask')?.text).toMatch(/^Would a kitchen robot help more\?/)
    // Told the task, the kitchen station is costed and compared on its own figures again.
    expect(answerTo({ ...counter, techReadiness: 'high', kitchenTask: 'frying' }).bestRobotMatch.robotType).toBe('kitchen_automation')
  })

  it('#2: where nobody sells the fitting kitchen station and it would not pay, bussing robots sold here that pay stand in', () => {
    // Round 119: a lease now pays its service (bussing robots: US$600 + US$100); at €11.48/h the
    // 250-cover counter lost about €103 a month leased, a not-yet, so the wage moved from €11.48/h to
    // €14/h to keep the bussing robots saving at all three sizes.
    const lisbon = {
      category: 'restaurant',
      region: 'PT',
      laborCostPerHour: 14,
      currency: 'EUR',
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'high',
      serviceStyle: 'counter_service',
      hoursPerDay: 8,
      daysPerWeek: 5,
    } as const
    const verdicts = [250, 312, 400].map((seatsPerDay) => answerTo({ ...lisbon, seatsPerDay }))
    for (const a of verdicts) expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(verdicts.map((a) => a.verdict)).toEqual(['pilot', 'pilot', 'pilot'])
    // The largest pays clearly: a pilot only on who clears the tables (round 105).
    expect(verdicts[2].verdictReasons.map((r) => r.code)).toContain('clearing_unconfirmed')
    expect(verdicts[1].warnings.map((w) => w.code)).toContain('better_fit_not_sold')
  })

  it('#3: a mixed floor with exactly 30 % carpet counts as the carpet’s own floor', () => {
    const hall = {
      category: 'cleaning',
      region: 'ES',
      laborCostPerHour: 11.64,
      currency: 'EUR',
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      floorAreaSqM: 35000,
      floorType: 'mixed',
      hoursPerDay: 6,
      daysPerWeek: 5,
    } as const
    const at = answerTo({ ...hall, carpetShare: 0.3 })
    const above = answerTo({ ...hall, carpetShare: 0.3001 })
    expect([at.bestRobotMatch.robotType, at.acquisitionRecommendation, at.verdict]).toEqual(['vacuum_sweeper', 'lease', 'proceed'])
    expect([above.bestRobotMatch.robotType, above.verdict]).toEqual([at.bestRobotMatch.robotType, at.verdict])
  })

  it('#4: the engine’s own late purchase gives way to a lease that saves at a pilot; an asked purchase stays', () => {
    const docks = {
      category: 'warehouse',
      region: 'GB',
      laborCostPerHour: 17,
      currency: 'GBP',
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'medium',
      facilitySizeSqM: 10000,
      handlingUnit: 'pallet',
      ordersPerDay: 482,
      hoursPerDay: 20,
      daysPerWeek: 5,
    } as const
    // On the lease costing the rule was written for: with service a forklift lease never saves where a purchase pays back late.
    const open = answerTo({ ...docks, acquisitionPreference: 'open' }, 'pro', leaseFeesWithService())
    expect([open.acquisitionRecommendation, open.verdict]).toEqual(['lease', 'pilot'])
    expect(open.acquisitionRationale).toMatch(/^At these figures buying would pay back too late, while a lease saves money each month with less up front/)
    // The purchase that nets more is named beside it, with its late payback.
    expect(open.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text).toMatch(
      /^Buying is also offered here, netting about £[\d,]+ a month, but paying back only after about \d+ months/,
    )
    const asked = answerTo({ ...docks, acquisitionPreference: 'buy' }, 'pro', leaseFeesWithService())
    expect([asked.acquisitionRecommendation, asked.verdict]).toEqual(['buy', 'not_yet'])
  })
})

describe('fresh profiles, round 64 nits (fixed in round 65)', () => {
  it('W640: a goods-to-person proceed says its prices are planning figures and is never strong', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 30000,
      handlingUnit: 'each',
      ordersPerDay: 12000,
      laborCostPerHour: 26,
      hoursPerDay: 20,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    expect([a.bestRobotMatch.robotType, a.verdict, a.matchConfidence]).toEqual(['goods_to_person_amr', 'proceed', 'moderate'])
    expect(a.verdictReasons[0].text).toMatch(
      /These are planning figures: goods-to-person AMRs are quoted per project(, so|, and the set-up counted is about \$150,000 for the whole site, whatever the fleet, so for 24 robots the payback too is a project quote:) get a firm quote before committing\.$/,
    )
  })

  it('W641: a late purchase names the payback limit it is held to', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'CA',
      facilitySizeSqM: 45000,
      handlingUnit: 'case',
      ordersPerDay: 9000,
      laborCostPerHour: 30,
      currency: 'CAD',
      hoursPerDay: 20,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
    })
    expect(a.verdictReasons.find((r) => r.code === 'pays_back_late')?.text).toMatch(
      /pays back only after about \d+ months \(about C\$[\d,]+ up front, repaid from about C\$[\d,]+ a month of staff time freed after service costs\), past our 60-month limit for a purchase lasting 15 years\./,
    )
  })

  it('W642: the advised lease’s two losses are said as one sum', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'GB',
      facilitySizeSqM: 15000,
      handlingUnit: 'pallet',
      ordersPerDay: 600,
      laborCostPerHour: 11,
      currency: 'GBP',
      hoursPerDay: 16,
      daysPerWeek: 5,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      // Asked for (round 161 A: an unasked lease losing over 5 % more than buying gives way to it).
      acquisitionPreference: 'lease',
      techReadiness: 'medium',
    })
    const loss = -a.economics.monthlyNet
    const said = a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text ?? ''
    expect(said).toMatch(
      /^Buying would lose less once set-up costs are counted: about £[\d,]+ a month, against about £[\d,]+ for a lease \(the £([\d,]+) a month it loses plus its £[\d,]+ set-up spread over three years\)\.$/,
    )
    // The loss in brackets is the headline's own.
    expect(Number(/the £([\d,]+) a month it loses/.exec(said)?.[1].replace(/,/g, ''))).toBeCloseTo(Math.round(loss / 10) * 10, -1)
  })
})

describe('fresh profiles, round 65 nits', () => {
  it('R652: self-service bussing on the buffet’s clearing rate is a pilot until who clears the tables is known', () => {
    const canteen = {
      category: 'restaurant',
      region: 'NL',
      serviceStyle: 'self_service',
      seatsPerDay: 600,
      laborCostPerHour: 20,
      currency: 'EUR',
      hoursPerDay: 6,
      daysPerWeek: 5,
      acquisitionPreference: 'lease',
    } as const
    const a = answerTo(canteen)
    expect([a.bestRobotMatch.robotType, a.verdict]).toEqual(['delivery_bussing_robot', 'pilot'])
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
    expect(a.verdictReasons.find((r) => r.code === 'clearing_unconfirmed')?.text).toBe(
      'The figures hold where staff clear the tables, as at a buffet. Where guests return their own trays to a return point (a canteen or cafeteria), delivery and bussing robots only carry racks to the dish room and save far less, which these figures do not cost: so this is a pilot at most.',
    )
    // No request field says who clears the tables, so it is not among the assumed inputs (round 68).
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('inputs_assumed')
    expect(a.warnings.map((w) => w.code)).not.toContain('clearing_assumed')
    // A counter is in the same doubt since round 105 (it had proceeded on the same money): who carries the trays back.
    expect(answerTo({ ...canteen, serviceStyle: 'counter_service' }).verdictReasons.find((r) => r.code === 'clearing_unconfirmed')?.params).toEqual({
      serviceStyle: 'counter_service',
    })
  })
})

describe('fresh profiles, round 66', () => {
  it('#1: a kitchen station on an unconfirmed task that would not pay gives way to bussing robots saving at a pilot', () => {
    const tokyo = {
      category: 'restaurant',
      region: 'JP',
      currency: 'JPY',
      laborCostPerHour: 1625,
      serviceStyle: 'counter_service',
      seatsPerDay: 300,
      hoursPerDay: 8,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
    } as const
    for (const techReadiness of ['medium', 'high'] as const) {
      const a = answerTo({ ...tokyo, techReadiness })
      expect([a.bestRobotMatch.robotType, a.verdict], techReadiness).toEqual(['delivery_bussing_robot', 'pilot'])
      expect(a.economics.monthlyNet).toBeGreaterThan(0)
    }
  })

  it('#3: a loss said beside another model that saves names the advised model', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'MX',
      laborCostPerHour: 96.76,
      currency: 'MXN',
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      serviceStyle: 'table_service',
      seatsPerDay: 400,
      hoursPerDay: 11,
      daysPerWeek: 5,
    })
    expect(a.acquisitionRecommendation).toBe('raas')
    expect(a.verdictReasons[0].text).toMatch(
      /^At 400 covers a day and MX\$96\.76\/h, serving robots rented as a service cost about MX\$[\d,]+ a month more than the staff time they save\./,
    )
    expect(Number(a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.params.otherMonthlyNet)).toBeGreaterThan(0)
  })

  it('nit: a goods-to-person pilot also says its prices are planning figures', () => {
    const a = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 916,
      ordersPerDay: 6929,
      handlingUnit: 'case',
      hoursPerDay: 8,
      region: 'US',
      laborCostPerHour: 37,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
    })
    expect([a.bestRobotMatch.robotType, a.verdict]).toEqual(['goods_to_person_amr', 'pilot'])
    expect(a.verdictReasons.filter((r) => r.text.includes('These are planning figures: goods-to-person AMRs are quoted per project'))).toHaveLength(1)
  })
})

/** Round 68's US fast-casual counter (250 covers), asked again with a kitchen task in rounds 68–69. */
const R68_COUNTER = {
  category: 'restaurant',
  region: 'US',
  currency: 'USD',
  laborCostPerHour: 20.39,
  serviceStyle: 'counter_service',
  seatsPerDay: 250,
  hoursPerDay: 11,
  daysPerWeek: 7,
  staffingPressure: 'high',
  budgetPreference: 'balanced',
  acquisitionPreference: 'open',
  techReadiness: 'medium',
} as const

/** Round 68's Seoul banquet hall (R682): 1,200 covers in 6 hours, 3 days a week, a lease asked for. */
const R682_BANQUET = {
  category: 'restaurant',
  region: 'KR',
  serviceStyle: 'table_service',
  seatsPerDay: 1200,
  laborCostPerHour: 14000,
  currency: 'KRW',
  hoursPerDay: 6,
  daysPerWeek: 3,
  staffingPressure: 'high',
  budgetPreference: 'balanced',
  acquisitionPreference: 'lease',
  techReadiness: 'medium',
} as const

describe('fresh profiles, round 68', () => {
  it('#1: a kitchen station asked for by its task that does not pay names the dining-room robots that do', () => {
    const before = answerTo(R68_COUNTER)
    expect([before.bestRobotMatch.robotType, before.verdict]).toEqual(['delivery_bussing_robot', 'pilot'])
    expect(before.verdictReasons.map((r) => r.code)).toContain('clearing_unconfirmed')
    const asked = answerTo({ ...R68_COUNTER, kitchenTask: 'frying' })
    expect([asked.bestRobotMatch.robotType, asked.verdict]).toEqual(['kitchen_automation', 'not_yet'])
    const other = asked.verdictReasons.find((r) => r.code === 'other_work_pays')
    expect(other?.params).toMatchObject({
      robotType: 'delivery_bussing_robot',
      model: before.acquisitionRecommendation,
      otherMonthlyNet: before.economics.monthlyNet,
    })
    expect(other?.text).toMatch(
      /^Delivery and bussing robots, sold here by .+, would save about \$876 a month if bought, paying back in about 13 months \(about \$[\d,]+ up front, repaid from about \$[\d,]+ a month of staff time freed after service costs\) where staff carry trays and dishes back \(far less where guests bin disposable packaging or return their own trays\): other work than the frying robots you asked about/,
    )
    // Where the station pays clearly, nothing else is named.
    const busy = answerTo({ ...R68_COUNTER, seatsPerDay: 2000, kitchenTask: 'frying' })
    expect(busy.verdict).toBe('proceed')
    expect(busy.verdictReasons.map((r) => r.code)).not.toContain('other_work_pays')
  })

  it('#2: where nobody sells the fitting ride-on, walk-behinds sold here that save stand in at any size', () => {
    const changi = {
      category: 'cleaning',
      region: 'SG',
      floorType: 'hard',
      laborCostPerHour: 13.5,
      currency: 'SGD',
      hoursPerDay: 16,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'high',
    } as const
    for (const floorAreaSqM of [20000, 25000, 30000]) {
      const a = answerTo({ ...changi, floorAreaSqM })
      expect([a.bestRobotMatch.robotType, a.verdict], String(floorAreaSqM)).toEqual(['walk_behind_scrubber', 'pilot'])
      expect(a.vendorMatches.length).toBeGreaterThan(0)
      expect(a.warnings.find((w) => w.code === 'better_fit_not_sold')?.params.robotType).toBe('ride_on_scrubber')
    }
  })

  it('#3: a restaurant proceed whose saving is the robots’ own running hours is never strong', () => {
    const a = answerTo(R682_BANQUET)
    expect(a.verdict).toBe('proceed')
    // 4 robots × 6 h × 13 days: every running hour counted as a server's.
    expect(a.economics.laborHoursReplacedPerMonth).toBe(a.economics.unitsCosted! * 6 * Math.round((3 * 52) / 12))
    expect(a.matchConfidence).toBe('moderate')
  })
})

describe('fresh profiles, round 69', () => {
  it('#1: other_work_pays names the sellers that offer the model its figures use, as their list would rank them', () => {
    const a = answerTo({ ...R68_COUNTER, kitchenTask: 'frying' })
    const other = a.verdictReasons.find((r) => r.code === 'other_work_pays')
    expect(other?.params.model).toBe('buy')
    const sellers = /sold here by (.+), would save/.exec(other?.text ?? '')?.[1] ?? ''
    const byName = new Map(catalogs.vendors.restaurant.map((vendor) => [vendor.name, vendor]))
    for (const name of sellers.split(/, | and /)) expect(byName.get(name)?.acquisitionModels, name).toContain('buy')
  })

  it('#2: a type nobody sells here is not said to be "leased here"', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'NO',
      laborCostPerHour: 424.82,
      currency: 'NOK',
      staffingPressure: 'low',
      budgetPreference: 'balanced',
      acquisitionPreference: 'lease',
      techReadiness: 'low',
      hoursPerDay: 20,
      daysPerWeek: 5,
      floorAreaSqM: 3000,
      floorType: 'mixed',
      carpetShare: 0.7,
    })
    expect(a.warnings.map((w) => w.code)).toContain('unsold_type_would_pay')
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('monthly_type_offered')
  })

  it('#4: on a borrowed kitchen price, a station no price would make pay says so', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'CN',
      serviceStyle: 'counter_service',
      // 300 covers at CN¥15/h since round 79 scales service with the price (500 at CN¥30 now pays at about CN¥110,000).
      seatsPerDay: 300,
      kitchenTask: 'cooking',
      laborCostPerHour: 15,
      currency: 'CNY',
      hoursPerDay: 12,
      daysPerWeek: 7,
      acquisitionPreference: 'buy',
      techReadiness: 'high',
    })
    expect(a.verdictReasons.find((r) => r.code === 'generic_station_price')?.text).toMatch(
      /At these figures a cooking robot would not pay back within \d+ months at any price: the set-up assumed alone would cost about as much as the staff time it saves in that time, or more\.$/,
    )
  })
})

describe('fresh profiles, round 69 nits', () => {
  it('W693: an AS/RS does not stand in on points for a low-upfront buyer’s unsold fit when it does not pay', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'AE',
      facilitySizeSqM: 15000,
      handlingUnit: 'each',
      ordersPerDay: 4000,
      laborCostPerHour: 4.5,
      currency: 'USD',
      hoursPerDay: 20,
      daysPerWeek: 7,
      staffingPressure: 'medium',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    })
    expect([a.bestRobotMatch.robotType, a.verdict, a.vendorMatches.length]).toEqual(['collaborative_picking_amr', 'not_yet', 0])
    expect(a.bestRobotMatch.rationale[0]).toMatch(/The AS\/RS systems sold there fit this site far less well/)
  })
})

describe('fresh profiles, round 70', () => {
  it('#1: "buying nets more than a lease" says it is once the lease’s set-up is spread, and the lease sentence gives that figure', () => {
    // On the lease costing the rule was written for: with service no sold lease with a set-up costs what a purchase does.
    const a = answerTo(
      {
        category: 'warehouse',
        region: 'GB',
        laborCostPerHour: 29.88,
        currency: 'GBP',
        staffingPressure: 'low',
        budgetPreference: 'balanced',
        acquisitionPreference: 'open',
        techReadiness: 'high',
        hoursPerDay: 24,
        daysPerWeek: 5,
        facilitySizeSqM: 5000,
        handlingUnit: 'pallet',
        ordersPerDay: 144,
      },
      'pro',
      leaseFeesWithService(),
    )
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.acquisitionRationale).toMatch(/^At these figures buying nets more a month than a lease once the lease’s set-up is spread over three years/)
    expect(a.verdictReasons.find((r) => r.code === 'monthly_model_offered')?.text).toMatch(
      /^A lease, also offered here, would net about £2,210 a month with about £[\d,]+ of set-up up front \(about £[\d,]+ a month once the set-up is spread over three years\), against about £[\d,]+ up front to buy\.$/,
    )
  })

  it('round 69 nits: a saving at the robots’ own hours says it is a ceiling; the rationale points to the other work named', () => {
    const hall = answerTo(R682_BANQUET)
    expect(hall.verdictReasons[0].text).toMatch(
      /That counts each robot as saving a staff-hour for every hour you are open, a ceiling: served in one or two sittings, the robots save less\.$/,
    )
    const cooking = answerTo({
      category: 'restaurant',
      region: 'AU',
      currency: 'AUD',
      laborCostPerHour: 32,
      serviceStyle: 'counter_service',
      seatsPerDay: 350,
      hoursPerDay: 11,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      kitchenTask: 'cooking',
    })
    expect(cooking.verdictReasons.map((r) => r.code)).toContain('other_work_pays')
    expect(cooking.bestRobotMatch.rationale[0]).toMatch(
      /delivery and bussing robots sold there do other work \(what they would save is said among the reasons\)/,
    )
  })
})

describe('fresh profiles, round 70: the other floor nobody sells here', () => {
  it('#2: a given split names the other floor’s unsold type, once a seller is found', () => {
    // Round 70 asked this of a Porto floor; Portugal has had a walk-behind seller since pass
    // wt-cat112 (RH·BOTS, AgiBot's C5), so the same floor is asked in Belgium, where none is listed.
    const brussels = answerTo({
      category: 'cleaning',
      region: 'BE',
      floorAreaSqM: 5000,
      floorType: 'mixed',
      carpetShare: 0.3,
      laborCostPerHour: 8.5,
      currency: 'EUR',
      hoursPerDay: 6,
      daysPerWeek: 5,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'lease',
      techReadiness: 'low',
    })
    // Round 119: a lease now pays its service, so the scrubbers' own cheapest model here is RaaS
    // (US$1,200 against a lease's US$1,100 + US$250 service); the other floor is said on it, and who
    // sells its robots nearby (since round 153 A).
    expect(brussels.verdictReasons.find((r) => r.code === 'other_floor_not_yet')?.text).toMatch(
      /^The hard floor \(70 % of the area\) does not pay yet: walk-behind autonomous scrubbers would cost about €[\d,]+ a month more than they save there if rented as a service.*, once a seller is found \(none is listed here yet; LionsBot, Tennant Company and Gausium sell them nearby\)\.$/,
    )
    const auckland = answerTo({
      category: 'cleaning',
      region: 'NZ',
      currency: 'NZD',
      laborCostPerHour: 54.67,
      staffingPressure: 'low',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      hoursPerDay: 12,
      daysPerWeek: 6,
      floorAreaSqM: 8000,
      floorType: 'mixed',
      carpetShare: 0.2,
    })
    expect(auckland.verdictReasons.find((r) => r.code === 'other_floor_pays')?.text).toMatch(
      /^The carpet \(20 % of the area\) would pay too: autonomous vacuums and sweepers would net about NZ\$[\d,]+ a month there if leased, once a seller is found \(none is listed here yet\), running beside these on their own floor\.$/,
    )
  })
})

describe('fresh profiles, round 71', () => {
  it('#1: on an assumed split, the other floor’s unsold robots that would pay are named with the makers nearby', () => {
    // Until round 128 the carpet-share question and a reason of their own carried these figures; the
    // half assumed is now worked through as a half given.
    const a = expectAsHalfGiven({
      category: 'cleaning',
      region: 'NO',
      floorAreaSqM: 6000,
      floorType: 'mixed',
      laborCostPerHour: 300,
      currency: 'NOK',
      hoursPerDay: 5,
      daysPerWeek: 5,
      techReadiness: 'low',
    })
    expect(a.bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    expect(a.warnings.find((w) => w.code === 'unsold_type_would_pay')?.text).toMatch(
      /^The carpet \(50 % of the area\) would pay clearly: autonomous vacuums and sweepers would net about NOK [\d,]+ a month there if leased, but no vendor in the catalog sells them in Norway: ask their makers \(.+ sell them nearby\) whether they deliver there\.$/,
    )
  })

  it('#3: bussing robots at a counter carry the dish-run caveat, as the pick and beside a kitchen station', () => {
    const counter = {
      category: 'restaurant',
      region: 'US',
      currency: 'USD',
      laborCostPerHour: 21,
      serviceStyle: 'counter_service',
      seatsPerDay: 1200,
      hoursPerDay: 12,
      daysPerWeek: 7,
    } as const
    const pick = answerTo(counter)
    expect(pick.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    // Said once, in the reason that caps the proceed at a pilot (round 105), not again as a warning.
    expect(pick.verdictReasons.find((r) => r.code === 'clearing_unconfirmed')?.text).toMatch(
      /^The figures hold where staff carry trays and dishes back from the tables\. Where guests bin disposable packaging or return their own trays, delivery and bussing robots save far less, which these figures do not cost: so this is a pilot at most\.$/,
    )
    expect(pick.warnings.map((w) => w.code)).not.toContain('clearing_assumed')
    const asked = answerTo({ ...counter, kitchenTask: 'assembly', acquisitionPreference: 'buy' })
    expect(asked.verdictReasons.find((r) => r.code === 'other_work_pays')?.text).toMatch(
      /where staff carry trays and dishes back \(far less where guests bin disposable packaging or return their own trays\)/,
    )
    // Table service: servers bring and clear; no such caveat.
    expect(answerTo({ ...counter, serviceStyle: 'table_service' }).warnings.map((w) => w.code)).not.toContain('clearing_assumed')
  })
})

describe('fresh profiles, round 73', () => {
  it('R731: bussing robots named beside a kitchen station at a self-service canteen carry the tray-return condition', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'BE',
      serviceStyle: 'self_service',
      seatsPerDay: 400,
      laborCostPerHour: 24,
      currency: 'EUR',
      hoursPerDay: 5,
      daysPerWeek: 5,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      kitchenTask: 'dishwashing',
    })
    expect(a.verdictReasons.find((r) => r.code === 'other_work_pays')?.text).toMatch(
      /where staff clear the tables, as at a buffet \(far less where guests return their own trays\): other work than the dishwashing robots you asked about/,
    )
  })
})

describe('fresh profiles, round 74', () => {
  it('W741: a purchase’s price per covered hour says the payback limit needs the higher labour cost named above', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'KR',
      facilitySizeSqM: 30000,
      handlingUnit: 'pallet',
      ordersPerDay: 1200,
      laborCostPerHour: 13000,
      currency: 'KRW',
      hoursPerDay: 20,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.verdictReasons.find((r) => r.code === 'cost_per_hour_covered')?.text).toMatch(
      /\(their monthly cost spread over the hours they cover; paying back within \d+ months needs about ₩[\d,]+\/h, the labour cost named above\)\.$/,
    )
  })

  it('C740: a purchase missing its payback line by a few percent names the up-front quote that would bring it within the line', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'JP',
      floorAreaSqM: 12000,
      floorType: 'hard',
      laborCostPerHour: 1500,
      currency: 'JPY',
      hoursPerDay: 8,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    })
    expect(a.verdict).toBe('not_yet')
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')!
    const within = late.params.upfrontCostWithinLine as number
    const upfront = a.economics.upfrontCost as number
    // The quote is the up-front at which today's saving pays it back in exactly the line's months.
    expect(within / upfront).toBeCloseTo(36 / (a.economics.paybackMonths as number), 2)
    expect(late.text).toMatch(/, or at an up-front cost about [1-5] % lower \(about ¥[\d,]+ instead of ¥[\d,]+: worth asking the vendor for\)\.$/)
  })
})

/** Casebook C7's office without its readiness answer, as round 75's expert sent it (two tests read it). */
const C7_WITHOUT_READINESS = {
  category: 'cleaning',
  region: 'US',
  floorAreaSqM: 5500,
  floorType: 'mixed',
  laborCostPerHour: 22,
  hoursPerDay: 4,
  daysPerWeek: 5,
} as const

describe('fresh profiles, round 75', () => {
  it('W750: a lease-asker kept on a purchase nobody leases hears the same-work type rented here, with its sellers', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'GB',
      facilitySizeSqM: 5000,
      handlingUnit: 'each',
      ordersPerDay: 1500,
      laborCostPerHour: 19.01,
      currency: 'GBP',
      hoursPerDay: 16,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'lease',
      techReadiness: 'medium',
    })
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.acquisitionRecommendation).toBe('buy')
    const monthly = a.verdictReasons.find((r) => r.code === 'monthly_type_offered')
    expect(monthly?.params).toMatchObject({ robotType: 'collaborative_picking_amr', model: 'raas' })
    expect(Number(monthly?.params.otherMonthlyNet)).toBeGreaterThan(0)
    expect(monthly?.text).toMatch(
      /^Collaborative picking AMRs are rented as a service here \(Locus Robotics[^)]*\): about £[\d,]+ a month, saving about £[\d,]+ a month .+: also a clear case\.$/,
    )
  })

  it('C7 without a carpet share: the carpet robots that pay at the half assumed lead, a pilot, with the hard floor’s not-yet beside them', () => {
    // Until round 128 this was the hard floor's not-yet, with the carpet's robots in a reason: the lead
    // flipped when the buyer typed back the half we had assumed (the casebook re-judge's first finding).
    const a = expectAsHalfGiven(C7_WITHOUT_READINESS)
    expect(a.verdict).toBe('pilot')
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
    expect(a.verdictReasons.find((r) => r.code === 'other_floor_not_yet')?.text).toMatch(
      /^The hard floor \(50 % of the area\) does not pay yet: .*walk-behind autonomous scrubbers would /,
    )
  })

  it('C752: a monthly model netting under one staff-hour a day is said as a small saving, not offered as a clear one', () => {
    // Round 119: a lease now pays its service (bussing robots: US$600 + US$100); at 158 covers it lost
    // about $54 a month and was no longer offered, so covers moved from 158 to 200 to keep a lease
    // netting a little above nothing.
    const a = answerTo({
      category: 'restaurant',
      seatsPerDay: 200,
      serviceStyle: 'counter_service',
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
    })
    const offered = a.verdictReasons.find((r) => r.code === 'monthly_model_offered')!
    const staffHourADay = (a.economics.laborCostSavedPerMonth! / a.economics.laborHoursReplacedPerMonth!) * 5 * (52 / 12)
    expect(Number(offered.params.otherMonthlyNet)).toBeGreaterThan(0)
    expect(Number(offered.params.otherMonthlyNet)).toBeLessThan(staffHourADay)
    expect(offered.text).toMatch(
      /^A lease, also offered here, would save only about \$\d+ a month, less than a staff-hour a day, with nothing up front, against about \$[\d,]+ up front to buy\.$/,
    )
  })

  it('R751: a Japanese cooking station rented as a service is costed at the fee and installation published in Japan', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'JP',
      serviceStyle: 'counter_service',
      seatsPerDay: 300,
      laborCostPerHour: 1700,
      currency: 'JPY',
      hoursPerDay: 8,
      daysPerWeek: 7,
      staffingPressure: 'medium',
      // Low up-front: on a balanced budget buying nets more since round 120 (the station's service
      // scaled to the Japanese price), and this case is about the RaaS fee.
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      kitchenTask: 'cooking',
    })
    expect(a.bestRobotMatch.robotType).toBe('kitchen_automation')
    expect(a.acquisitionRecommendation).toBe('raas')
    // One station: ¥250,000 a month and ¥200,000 once, as money.json's JP entries (Connected Robotics).
    expect(a.economics.robotMonthlyCost!.raas).toBe(250000 * a.economics.unitsCosted!)
    expect(a.economics.upfrontCost).toBe(200000)
    expect(a.verdict).toBe('pilot')
    expect(a.verdictReasons.find((r) => r.code === 'generic_station_price')?.text).toMatch(
      /^These figures use the RaaS fee and installation published in Japan for kitchen stations, so ask the vendors for a quote/,
    )
  })

  it('C751: a floor’s part left manual is not said to allow for peaks, and a default lease is not put down to the buyer’s answers', () => {
    // Was casebook C5, whose scrubbers left a part manual; since round 128 its carpet's vacuums lead and cover it all.
    const a = answerTo(AU_UNIVERSITY)
    expect(a.verdictReasons.find((r) => r.code === 'part_stays_manual')?.text).toMatch(
      /, so the rest stays manual \(the fleet range allows for layouts that take more robots\)\.$/,
    )
    // C7's vacuums (round 128) are leased by default: said as the default, not put down to the buyer's answers.
    const c7 = answerTo(C7_WITHOUT_READINESS)
    expect(c7.acquisitionRationale).toMatch(/^A lease spreads the cost over the contract/)
    expect(c7.acquisitionRationale).not.toContain('your answers alone')
  })
})

/** Round 76's Korean floor on an assumed split: nothing pays; the carpet's vacuums come within a hair of it. */
const ROUND_76_KOREAN_FLOOR: MatchRequestInput = {
  category: 'cleaning',
  region: 'KR',
  floorAreaSqM: 8000,
  floorType: 'mixed',
  laborCostPerHour: 11971.2,
  hoursPerDay: 2,
  daysPerWeek: 5,
  staffingPressure: 'medium',
  acquisitionPreference: 'open',
  techReadiness: 'medium',
}

describe('fresh profiles, round 76', () => {
  it('P1a: a mixed floor without a share whose fitting robots nobody sells here gets the other floor’s robots sold here, as with the share sent', () => {
    const floor = {
      category: 'cleaning',
      region: 'NO',
      floorAreaSqM: 2500,
      floorType: 'mixed',
      laborCostPerHour: 393.19,
      currency: 'NOK',
      hoursPerDay: 4,
      daysPerWeek: 7,
      staffingPressure: 'medium',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    } as const
    const assumed = answerTo(floor)
    const sent = answerTo({ ...floor, carpetShare: 0.5 })
    expect(assumed.bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    expect(assumed.verdict).toBe('pilot')
    expect(assumed.vendorMatches.length).toBeGreaterThan(0)
    expect(assumed.bestRobotMatch.robotType).toBe(sent.bestRobotMatch.robotType)
    expect(assumed.economics.monthlyNet).toBe(sent.economics.monthlyNet)
    // The better fit nobody sells is named once, with its figure, on its own floor, as with the share sent
    // (round 128; until then as the better fit for the whole floor, `better_fit_not_sold`).
    expect(assumed.warnings.find((w) => w.code === 'unsold_type_would_pay')?.params).toMatchObject({ robotType: 'vacuum_sweeper', floorShare: 0.5 })
    expect(assumed.warnings.map((w) => w.code)).not.toContain('better_fit_not_sold')
  })

  it('#2: on an assumed split the carpet’s robots within a hair of paying lead, and the hard floor’s not-yet is named', () => {
    // Until round 128 this was the hard floor's not-yet, the carpet's vacuums in a reason of their own.
    const a = expectAsHalfGiven(ROUND_76_KOREAN_FLOOR)
    expect(a.verdict).toBe('pilot')
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    // The 2-hour window first (round 129: the window hint reads the verdict before the share's cap).
    expect(a.verdictReasons.map((r) => r.code).slice(0, 2)).toEqual(['window_too_short', 'near_break_even'])
    expect(Number(a.economics.breakEven?.laborCostPerHour)).toBeLessThan(11971.2 * 1.25)
    expect(a.verdictReasons.find((r) => r.code === 'other_floor_not_yet')?.params).toMatchObject({ robotType: 'walk_behind_scrubber', floorShare: 0.5 })
  })
})

describe('fresh profiles, round 77', () => {
  it('P1a: a fitting type that pays on no model gives way to a same-work type sold here that saves at a pilot, whatever the budget answer', () => {
    const site = {
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 3000,
      handlingUnit: 'each',
      ordersPerDay: 750,
      laborCostPerHour: 31.72,
      hoursPerDay: 8,
      daysPerWeek: 5,
      staffingPressure: 'medium',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
    } as const
    for (const budgetPreference of ['balanced', 'maximize_long_term_roi'] as const) {
      const a = answerTo({ ...site, budgetPreference })
      expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
      expect(a.verdict).toBe('pilot')
      expect(a.economics.monthlyNet).toBeGreaterThan(0)
    }
  })

  it('W772: the acquisition sentence says nothing of buying robots nobody here sells outright', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'CA',
      facilitySizeSqM: 18000,
      handlingUnit: 'case',
      ordersPerDay: 3000,
      laborCostPerHour: 20,
      currency: 'CAD',
      hoursPerDay: 16,
      daysPerWeek: 5,
      staffingPressure: 'medium',
      acquisitionPreference: 'lease',
    })
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(a.warnings.find((w) => w.code === 'acquisition_not_offered')?.text).toMatch(/the advice is RaaS/)
    // Nothing pays; buying is moot, as nobody here sells them outright (at C$25/h, round 85, the goods-to-person
    // robots nobody sells in Canada would pay and lead instead).
    expect(a.acquisitionRationale).toMatch(/at these figures no acquisition model pays yet$/)
  })
})

describe('fresh profiles, round 79', () => {
  const counter = {
    category: 'restaurant',
    serviceStyle: 'counter_service',
    hoursPerDay: 12,
    daysPerWeek: 7,
    staffingPressure: 'medium',
    budgetPreference: 'balanced',
    acquisitionPreference: 'buy',
    techReadiness: 'medium',
  } as const

  it('R792: the installed price that would pay back scales service with the price, so a cheap machine is not "no price would do"', () => {
    const a = answerTo({ ...counter, region: 'BR', seatsPerDay: 700, laborCostPerHour: 17, currency: 'BRL', kitchenTask: 'sushi' })
    const generic = a.verdictReasons.find((r) => r.code === 'generic_station_price')!.text
    expect(generic).not.toMatch(/at any price/)
    expect(generic).toMatch(
      /would pay back within 36 months at an installed price of up to about R\$[\d,]+ a unit, .+ \(with service at about 10 % of the price a year\)\./,
    )
  })

  it('R791: a purchase on a borrowed price missing its line names no "quote lower" than the placeholder', () => {
    const a = answerTo({
      ...counter,
      region: 'NL',
      seatsPerDay: 400,
      laborCostPerHour: 18,
      currency: 'EUR',
      hoursPerDay: 11,
      staffingPressure: 'high',
      kitchenTask: 'cooking',
    })
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')!
    expect(late.text).toMatch(/only about \d+ % above today's/)
    expect(late.text).not.toMatch(/worth asking the vendor/)
    expect(late.params.upfrontCostWithinLine).toBeUndefined()
  })
})

describe('fresh profiles, round 81', () => {
  it('W803: an answer in US dollars outside the US says its prices are US ones, not converted', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'MX',
      facilitySizeSqM: 8000,
      handlingUnit: 'each',
      ordersPerDay: 2000,
      laborCostPerHour: 4.5,
      currency: 'USD',
    })
    const texts = [...a.verdictReasons, ...a.warnings].map((r) => r.text).join(' ')
    expect(texts).not.toMatch(/converted/)
    expect(a.warnings.find((w) => w.code === 'price_converted')?.text).toMatch(/^The robots' prices are US figures: no /)
  })
})

describe('fresh profiles, round 83', () => {
  it('a low-upfront restaurant keeps the same-work robots that save as the wage rises, not a fitting type losing money at a "pilot"', () => {
    const site = {
      category: 'restaurant',
      region: 'MX',
      currency: 'MXN',
      serviceStyle: 'table_service',
      seatsPerDay: 800,
      hoursPerDay: 6,
      daysPerWeek: 7,
      budgetPreference: 'low_upfront',
    } as const
    let previous = -Infinity
    // Round 119: a lease now pays its service (bussing robots: US$600 + US$100), so the bussing robots
    // are a pilot below about MX$100/h (where the serving robots, a thin pilot at MX$99/h, may lead);
    // wages moved from MX$86.39, 88.98 and 92/h to MX$100, 102 and 105/h, where they clearly pay
    // and the better-fitting serving robots would save less.
    for (const laborCostPerHour of [100, 102, 105]) {
      const a = answerTo({ ...site, laborCostPerHour })
      expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
      expect(a.economics.monthlyNet).toBeGreaterThan(0)
      expect(a.verdict).toBe('proceed')
      // The saving shown grows with the wage.
      expect(a.economics.monthlyNet).toBeGreaterThan(previous)
      previous = a.economics.monthlyNet
    }
  })
})

describe('fresh profiles, round 84', () => {
  const pickingFloor = {
    category: 'warehouse',
    region: 'GB',
    currency: 'GBP',
    staffingPressure: 'medium',
    budgetPreference: 'balanced',
    acquisitionPreference: 'buy',
    techReadiness: 'low',
    facilitySizeSqM: 16511,
    handlingUnit: 'each',
    ordersPerDay: 8272,
    hoursPerDay: 10,
    daysPerWeek: 5,
  } as const

  it('F1: a rising wage does not hand the lead back to a thin pilot while a same-work type sold here clearly pays', () => {
    const rank = { not_yet: 0, pilot: 1, proceed: 2 } as const
    let previous: PublicMatchResponse | undefined
    for (const laborCostPerHour of [21, 22, 24]) {
      const a = answerTo({ ...pickingFloor, laborCostPerHour })
      // The buyer asked to buy and goods-to-person robots bought clearly pay: no "none of the vendors offers buying".
      expect([a.bestRobotMatch.robotType, a.acquisitionRecommendation, a.verdict]).toEqual(['goods_to_person_amr', 'buy', 'proceed'])
      expect(a.warnings.map((w) => w.code)).not.toContain('acquisition_not_offered')
      if (previous) {
        expect(rank[a.verdict]).toBeGreaterThanOrEqual(rank[previous.verdict])
        expect(a.economics.monthlyNet).toBeGreaterThan(previous.economics.monthlyNet)
      }
      previous = a
    }
  })

  const palletSite = {
    category: 'warehouse',
    region: 'US',
    facilitySizeSqM: 30000,
    handlingUnit: 'pallet',
    ordersPerDay: 1200,
    laborCostPerHour: 28,
    hoursPerDay: 20,
    daysPerWeek: 6,
    staffingPressure: 'high',
    budgetPreference: 'maximize_long_term_roi',
    techReadiness: 'high',
  } as const

  it('F3: driverless trucks are sized on the moves they take over, not on every move while credited 65 % of the hours', () => {
    // 1,200 × 2 moves = 2,400; the trucks take over 65 % = 1,560 ÷ (12 moves/h × 20 h) = 6.5 → 7 (was 10).
    const a = answerTo(palletSite)
    expect(a.fleet).toMatchObject({ min: 6, max: 8, unit: 'forklifts' })
    expect(a.verdictReasons[0].text).toMatch(/^Buying 7 driverless forklifts pays back in about 31 months/)
    expect(a.verdict).toBe('proceed')
  })

  it('F6: a model "also offered here" that none of the first listed vendors offers is said with the vendors that do', () => {
    const a = answerTo({ ...palletSite, laborCostPerHour: 46.5, ordersPerDay: 3507, facilitySizeSqM: 105391, hoursPerDay: 8, acquisitionPreference: 'buy' })
    const starter = answerTo(
      { ...palletSite, laborCostPerHour: 46.5, ordersPerDay: 3507, facilitySizeSqM: 105391, hoursPerDay: 8, acquisitionPreference: 'buy' },
      'starter',
    )
    // Round 119: a lease now pays its service (forklifts: US$3,500 + US$1,250 against RaaS's US$4,500),
    // so the monthly model offered beside the purchase is RaaS, which none of the first listed vendors offers.
    // Since round 145 B, Third Wave Automation (trading unconfirmed since 2024) is left out beside confirmed sellers.
    const lease = a.verdictReasons.find((r) => r.code === 'monthly_model_offered')!
    expect(a.vendorMatches.some((v) => v.acquisitionModels.includes('raas'))).toBe(false)
    expect(lease.text).toMatch(/^RaaS, also offered here by Vecna Robotics, would net about \$[\d,]+ a month/)
    // Said alike whatever the tier's list length.
    expect(starter.verdictReasons.find((r) => r.code === 'monthly_model_offered')?.text).toBe(lease.text)
    // Over pallet sites and wages: "also offered here" with no vendor named means a vendor of the first three offers it.
    for (const ordersPerDay of [300, 900, 2500, 6000])
      for (const laborCostPerHour of [20, 30, 45]) {
        const b = answerTo({ ...palletSite, ordersPerDay, laborCostPerHour }, 'starter')
        for (const reason of b.verdictReasons) {
          const said = /\b(A lease|RaaS|Buying|a lease), also offered here,/.exec(reason.text) ?? /\b(Buying) is also offered here,/.exec(reason.text)
          if (!said) continue
          const model = /lease/i.test(said[1]) ? 'lease' : said[1] === 'RaaS' ? 'raas' : 'buy'
          expect(
            b.vendorMatches.some((v) => v.acquisitionModels.includes(model)),
            reason.text,
          ).toBe(true)
        }
      }
  })

  it('F7: a payback of about one month is "1 month"', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'NO',
      laborCostPerHour: 534.32,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      serviceStyle: 'table_service',
      seatsPerDay: 523,
      hoursPerDay: 14,
      daysPerWeek: 7,
    })
    const texts = a.verdictReasons.map((r) => r.text).join(' ')
    expect(texts).toMatch(
      /paying back in about 1 month \(about NOK [\d,]+ up front, repaid from about NOK [\d,]+ a month of staff time freed after service costs\)[.,]/,
    )
    expect(texts).not.toMatch(/\b1 months\b/)
  })
})

describe('fresh profiles, round 85', () => {
  it('F1: a stand-in that saves nothing does not replace the better fit nobody sells here when that one would save', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'NO',
      laborCostPerHour: 335.55,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
      facilitySizeSqM: 529,
      handlingUnit: 'each',
      ordersPerDay: 572,
      hoursPerDay: 10,
      daysPerWeek: 5,
    })
    // Was: AS/RS losing NOK 137,000 a month, AutoStore and Knapp listed.
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(a.vendorMatches).toEqual([])
    expect(a.verdictReasons[0].code).toBe('no_vendor_in_region')
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
    expect(a.warnings.find((w) => w.code === 'no_vendor_in_region')?.text).toMatch(/Locus Robotics/)
  })

  it('a loss that rounds to nothing is said as break-even, not "about €0 a month"', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'FR',
      laborCostPerHour: 11.5,
      staffingPressure: 'low',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      serviceStyle: 'table_service',
      seatsPerDay: 46,
      hoursPerDay: 8,
      daysPerWeek: 7,
    })
    const texts = a.verdictReasons.map((r) => r.text).join(' ')
    expect(texts).not.toMatch(/€0 a month/)
    // Round 151 A: the purchase asked for, about breaking even, is kept over a lease losing about €249.
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(texts).toMatch(/would about break even/)
  })
})

describe('fresh profiles, round 87', () => {
  it('more hours for the same orders do not turn a two-robot pilot into a one-robot not-yet', () => {
    const site = {
      category: 'warehouse',
      region: 'NZ',
      laborCostPerHour: 63.51,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
      facilitySizeSqM: 4812,
      handlingUnit: 'each',
      ordersPerDay: 367,
      daysPerWeek: 5,
    } as const
    const eight = answerTo({ ...site, hoursPerDay: 8 })
    const ten = answerTo({ ...site, hoursPerDay: 10 })
    expect([eight.verdict, ten.verdict]).toEqual(['pilot', 'pilot'])
    // At 10 h the second robot is used less than half the time but reaches the pilot: it is costed.
    expect(ten.fleet.max).toBe(2)
    expect(ten.verdictReasons.map((r) => r.text).join(' ')).not.toMatch(/ask for a quote on 2 robots/)
  })

  it("the engine's own purchase that is only a pilot gives way to a lease that clearly pays, so a busier week keeps the proceed", () => {
    const site = {
      category: 'warehouse',
      region: 'US',
      laborCostPerHour: 29.96,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      facilitySizeSqM: 10481,
      handlingUnit: 'pallet',
      ordersPerDay: 885,
      hoursPerDay: 20,
    } as const
    const rank = { not_yet: 0, pilot: 1, proceed: 2 } as const
    let previous = -1
    for (const daysPerWeek of [4, 5, 6, 7]) {
      const a = answerTo({ ...site, daysPerWeek })
      expect(rank[a.verdict], `${daysPerWeek} days`).toBeGreaterThanOrEqual(previous)
      previous = rank[a.verdict]
    }
    // Round 119: a lease now pays its service, and driverless forklifts leased (US$3,500 + US$1,250) cost
    // more than RaaS (US$4,500) at any volume, so the monthly model the late purchase gives way to is RaaS.
    const five = answerTo({ ...site, daysPerWeek: 5 })
    expect([five.acquisitionRecommendation, five.verdict]).toEqual(['raas', 'proceed'])
    expect(five.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text).toMatch(
      /^Buying is also offered here, netting about \$[\d,]+ a month, but paying back only after about 35 months/,
    )
    // A buyer weighing the return over the robots' life keeps the purchase.
    expect(answerTo({ ...site, daysPerWeek: 5, budgetPreference: 'maximize_long_term_roi' }).acquisitionRecommendation).toBe('buy')
  })

  it('a near-break-even loss that rounds to nothing is said as break-even, not "about A$0 more than they save"', () => {
    // Round 119: a lease now pays its service (bussing robots: US$600 + US$100); at A$27.53/h it lost
    // about A$144 a month, so the wage moved from A$27.53/h to A$32.12/h to keep a loss rounding to nothing.
    const a = answerTo({
      category: 'restaurant',
      region: 'AU',
      laborCostPerHour: 32.12,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      serviceStyle: 'self_service',
      seatsPerDay: 72,
      hoursPerDay: 6,
      daysPerWeek: 6,
    })
    expect(a.verdictReasons.map((r) => r.text).join(' ')).not.toMatch(/A\$0 a month/)
    expect(a.verdictReasons.find((r) => r.code === 'near_break_even')?.text).toMatch(/^The robots would about break even; /)
  })

  it('a sold stand-in that saves on the purchase the buyer asked for keeps the lead as the wage rises', () => {
    const caseRoom = {
      category: 'warehouse',
      region: 'NZ',
      staffingPressure: 'medium',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
      facilitySizeSqM: 1902,
      handlingUnit: 'case',
      ordersPerDay: 1336,
      hoursPerDay: 16,
      daysPerWeek: 6,
    } as const
    let previous = 0
    for (const laborCostPerHour of [33.2, 39, 45]) {
      const a = answerTo({ ...caseRoom, laborCostPerHour })
      // Was, at NZ$39/h: "not yet, no seller", collaborative AMRs once a seller is found.
      expect([a.bestRobotMatch.robotType, a.acquisitionRecommendation]).toEqual(['goods_to_person_amr', 'buy'])
      expect(a.verdict).not.toBe('not_yet')
      expect(a.vendorMatches.length).toBeGreaterThan(0)
      expect(a.economics.monthlyNet).toBeGreaterThan(previous)
      previous = a.economics.monthlyNet
    }
  })
})

describe('fresh profiles, round 88', () => {
  it('a small, quiet case room where nothing pays is not told to build an AS/RS: the same-work type losing less leads', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'US',
      laborCostPerHour: 22,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      facilitySizeSqM: 900,
      handlingUnit: 'case',
      ordersPerDay: 120,
      hoursPerDay: 16,
      daysPerWeek: 6,
    })
    // Was: AS/RS, $500,000 set-up, −$22,100 a month, AutoStore, Kardex and Dematic listed; then (round
    // 89) goods-to-person robots with $150,000 of set-up: the one losing least once set-up is spread leads.
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(a.verdict).toBe('not_yet')
    expect(a.economics.monthlyNet).toBeGreaterThan(-5000)
    expect(a.vendorMatches.length).toBeGreaterThan(0)
  })

  it('a sold AS/RS paying back far too late does not replace the better fit nobody sells here that would pay', () => {
    const dc = {
      category: 'warehouse',
      region: 'AT',
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      facilitySizeSqM: 75884,
      handlingUnit: 'case',
      ordersPerDay: 4755,
      hoursPerDay: 16,
      daysPerWeek: 6,
    } as const
    for (const laborCostPerHour of [12.66, 16.06, 20]) {
      const a = answerTo({ ...dc, laborCostPerHour })
      // Was, from €16.06/h: an AS/RS bought paying back in 163 months.
      expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
      expect(a.verdictReasons[0].code).toBe('no_vendor_in_region')
      expect(a.economics.monthlyNet).toBeGreaterThan(0)
    }
  })

  it('a headline net that rounds to nothing is said as break-even, not "about AED 0 more than the staff time they save"', () => {
    // Round 119: a lease now pays its service (collaborative AMRs: US$1,000 + US$300); at AED 34.84/h it
    // lost about AED 1,100 a month, so the wage moved from AED 34.84/h to AED 45.29/h to keep a headline
    // net rounding to nothing.
    const a = answerTo({
      category: 'warehouse',
      region: 'AE',
      laborCostPerHour: 45.29,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      // Asked for (round 162 A: an unasked lease losing over 5 % more than buying gives way to it).
      acquisitionPreference: 'lease',
      techReadiness: 'low',
      facilitySizeSqM: 574,
      handlingUnit: 'each',
      ordersPerDay: 278,
      hoursPerDay: 20,
      daysPerWeek: 7,
    })
    const texts = a.verdictReasons.map((r) => r.text).join(' ')
    expect(texts).not.toMatch(/AED 0 a month/)
    expect(texts).toMatch(/would about break even before their AED [\d,]+ set-up cost spread over three years\./)
  })
})

/** A 7,439 m² Austrian case room at 405 orders a day (rounds 89 and 90). */
const AUSTRIAN_CASE_ROOM = {
  category: 'warehouse',
  region: 'AT',
  laborCostPerHour: 25.91,
  staffingPressure: 'low',
  budgetPreference: 'balanced',
  acquisitionPreference: 'lease',
  techReadiness: 'high',
  facilitySizeSqM: 7439,
  handlingUnit: 'case',
  ordersPerDay: 405,
  daysPerWeek: 7,
} as const

describe('fresh profiles, round 89', () => {
  it('1,000 orders a day does not jump from collaborative AMRs losing a little to an AS/RS losing €16,000 a month', () => {
    const room = {
      category: 'warehouse',
      region: 'ES',
      laborCostPerHour: 9.77,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
      facilitySizeSqM: 14335,
      handlingUnit: 'each',
      hoursPerDay: 20,
      daysPerWeek: 5,
    } as const
    for (const ordersPerDay of [999, 1000]) {
      const a = answerTo({ ...room, ordersPerDay })
      expect(a.bestRobotMatch.robotType, `${ordersPerDay} orders`).toBe('collaborative_picking_amr')
      expect(a.economics.monthlyNet).toBeGreaterThan(-5000)
    }
  })

  it('two more operating hours do not swap collaborative AMRs that would save for an AS/RS losing money', () => {
    const room = AUSTRIAN_CASE_ROOM
    for (const hoursPerDay of [14, 16, 20]) {
      const a = answerTo({ ...room, hoursPerDay })
      expect(a.bestRobotMatch.robotType, `${hoursPerDay} h`).toBe('collaborative_picking_amr')
      expect(a.economics.monthlyNet).toBeGreaterThan(0)
    }
  })

  it('a sold near-break-even pilot never falls to "no seller" for an unsold type as the wage rises', () => {
    const room = {
      category: 'warehouse',
      region: 'IT',
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      facilitySizeSqM: 615,
      handlingUnit: 'case',
      ordersPerDay: 363,
      hoursPerDay: 10,
      daysPerWeek: 7,
    } as const
    for (const laborCostPerHour of [32.77, 37.64, 45]) {
      const a = answerTo({ ...room, laborCostPerHour })
      expect(a.verdict, `€${laborCostPerHour}/h`).not.toBe('not_yet')
      expect(a.vendorMatches.length).toBeGreaterThan(0)
    }
  })

  it('only what was left out of the schedule is said to be assumed, with plurals that agree; a saving rounding to nothing is break-even', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'GB',
      laborCostPerHour: 31.72,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
      floorAreaSqM: 25091,
      floorType: 'mixed',
      carpetShare: 0.51,
      hoursPerDay: 1,
    })
    const schedule = a.warnings.find((w) => w.code === 'input_assumed' && /hours a day|hour a day/.test(w.text))!
    expect(schedule.text).toMatch(/We assumed \d days a week \(with your 1 hour a day\)\.$/)
    const it = answerTo({ category: 'cleaning', region: 'IT', laborCostPerHour: 41.53, staffingPressure: 'medium', techReadiness: 'high', floorAreaSqM: 533 })
    expect(it.verdictReasons.map((r) => r.text).join(' ')).not.toMatch(/€0 a month/)
  })
})

describe('fresh profiles, round 90', () => {
  it('a purchase that more volume would not bring within its payback line says so, not "would not make them pay"', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'KR',
      laborCostPerHour: 13751.65,
      staffingPressure: 'medium',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
      facilitySizeSqM: 1590,
      handlingUnit: 'case',
      ordersPerDay: 771,
      hoursPerDay: 24,
      daysPerWeek: 7,
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    const miss = a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')!
    expect(miss.text).toMatch(/More volume alone would not make buying pay back within 36 months: /)
    expect(miss.text).not.toMatch(/would not make them pay:/)
    // A busier site does save money each month, only not soon enough.
    expect(
      answerTo({
        category: 'warehouse',
        region: 'KR',
        laborCostPerHour: 13751.65,
        staffingPressure: 'medium',
        budgetPreference: 'low_upfront',
        acquisitionPreference: 'raas',
        techReadiness: 'low',
        facilitySizeSqM: 1590,
        handlingUnit: 'case',
        ordersPerDay: 900,
        hoursPerDay: 24,
        daysPerWeek: 7,
      }).economics.monthlyNet,
    ).toBeGreaterThan(0)
  })

  it('"than 1 hour", and a monthly option rounding to nothing is said to about break even', () => {
    const swiss = answerTo({
      category: 'cleaning',
      region: 'CH',
      laborCostPerHour: 19.8,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      floorAreaSqM: 26931,
      floorType: 'mixed',
      hoursPerDay: 1,
      daysPerWeek: 7,
    })
    const swissTexts = [...swiss.verdictReasons, ...swiss.warnings].map((r) => r.text).join(' ')
    expect(swissTexts).not.toMatch(/\b1 hours\b/)
    const singapore = answerTo({
      category: 'restaurant',
      region: 'SG',
      laborCostPerHour: 17.92,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
      serviceStyle: 'table_service',
      seatsPerDay: 94,
      hoursPerDay: 14,
      daysPerWeek: 7,
    })
    const texts = [...singapore.verdictReasons, ...singapore.warnings].map((r) => r.text).join(' ')
    expect(texts).not.toMatch(/S\$0 a month/)
  })
})

describe('fresh profiles, round 90 (left at its close)', () => {
  const austrianRoom = AUSTRIAN_CASE_ROOM

  it('a 405-order room is not led by a €1.5M AS/RS losing €9,000 a month where the better fit nobody sells here loses far less', () => {
    for (const hoursPerDay of [8, 10]) {
      const a = answerTo({ ...austrianRoom, hoursPerDay })
      expect(a.bestRobotMatch.robotType, `${hoursPerDay} h`).toBe('collaborative_picking_amr')
      // The missing seller leads, unless the figures alone say not yet: then their reason leads (round 114).
      const at = a.verdictReasons.findIndex((r) => r.code === 'no_vendor_in_region')
      expect(at, `${hoursPerDay} h`).toBe(a.verdictReasons[at]?.params.economicsVerdict === 'not_yet' ? 1 : 0)
      expect(a.economics.upfrontCost).toBeLessThan(100_000)
    }
  })

  it('a best-fitting AS/RS out of its element gives way to a near-equal unsold fit that loses less, not to one while a sold type loses less still', () => {
    const busier = answerTo({
      ...austrianRoom,
      laborCostPerHour: 17.06,
      acquisitionPreference: 'buy',
      facilitySizeSqM: 9730,
      ordersPerDay: 532,
      daysPerWeek: 6,
      hoursPerDay: 20,
    })
    expect(busier.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(busier.economics.monthlyNet).toBeGreaterThan(-5000)
    // Collaborative AMRs are sold in Italy: their near-break-even pilot stays (round 89).
    const italian = answerTo({
      ...austrianRoom,
      region: 'IT',
      laborCostPerHour: 32.77,
      acquisitionPreference: 'buy',
      staffingPressure: 'high',
      facilitySizeSqM: 615,
      ordersPerDay: 363,
      hoursPerDay: 10,
    })
    expect(italian.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(italian.vendorMatches.length).toBeGreaterThan(0)
  })

  it('a mixed floor keeps walk-behinds as it grows past 10,000 m², and names one ride-on that would pay with the range it falls short of', () => {
    // Round 119: a lease now pays its service; at NZ$47.19/h the walk-behinds lost money and the
    // carpet's vacuums led below 11,000 m², so the wage moved from NZ$47.19/h to NZ$55/h to keep them.
    const floor = {
      category: 'cleaning',
      region: 'NZ',
      laborCostPerHour: 55,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      floorType: 'mixed',
      carpetShare: 0.35,
      hoursPerDay: 4,
      daysPerWeek: 5,
    } as const
    for (const floorAreaSqM of [9000, 10000, 11000, 14000]) {
      expect(answerTo({ ...floor, floorAreaSqM }).bestRobotMatch.robotType, `${floorAreaSqM} m²`).toBe('walk_behind_scrubber')
    }
    const a = answerTo({ ...floor, floorAreaSqM: 11000 })
    const named = a.verdictReasons.find((r) => r.code === 'other_type_nets_more')
    expect(named?.params.robotType).toBe('ride_on_scrubber')
    expect(named?.params.otherMonthlyNet).toBeGreaterThan(a.economics.monthlyNet)
    expect(named?.text).toMatch(/^One ride-on autonomous scrubber, sold here by Tennant Company, would net about NZ\$1,\d{3} a month if leased/)
    expect(named?.text).toContain('the hard-floor part, about 7,150 m², is below the usual range for ride-on autonomous scrubbers (10,000 m² and up)')
    // Far below the range (a 2,792 m² hall) a ride-on is not named at all.
    const hall = answerTo({
      category: 'cleaning',
      region: 'NL',
      laborCostPerHour: 44.35,
      staffingPressure: 'low',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      floorAreaSqM: 2792,
      floorType: 'hard',
      hoursPerDay: 2,
    })
    expect(hall.verdictReasons.some((r) => r.params?.robotType === 'ride_on_scrubber')).toBe(false)
  })
})

describe('fresh profiles, round 91', () => {
  it('W1: a fitting AS/RS that pays but is still behind after three years gives way to goods-to-person robots ahead by then', () => {
    const dc = {
      category: 'warehouse',
      region: 'NL',
      laborCostPerHour: 26,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      facilitySizeSqM: 45000,
      handlingUnit: 'case',
      ordersPerDay: 12000,
      hoursPerDay: 20,
      daysPerWeek: 6,
    } as const
    const a = answerTo(dc)
    expect(a.verdict).toBe('proceed')
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.economics.paybackMonths).toBeLessThan(24)
    expect(a.bestRobotMatch.rationale).toContain(
      'AS/RS systems fit slightly better on paper (97 against 94 points) and would pay too (if bought, paying back in about 54 months), but would still be about €1,580,000 behind after three years, while goods-to-person AMRs are ahead by then',
    )
    // Where both are ahead after three years the fitting type stays (casebook W2; the W77 test above).
    expect(businessAnswer(catalogs, BUSINESS_CASES.W2).bestRobotMatch.robotType).toBe('asrs')
  })
})

describe('fresh profiles, round 91 (scans)', () => {
  it('density lifts a dense system gradually: a 10 % larger Belgian room keeps goods-to-person robots that pay', () => {
    const room = {
      category: 'warehouse',
      region: 'BE',
      laborCostPerHour: 35.56,
      staffingPressure: 'low',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
      handlingUnit: 'case',
      ordersPerDay: 768,
      hoursPerDay: 20,
      daysPerWeek: 7,
    } as const
    for (const facilitySizeSqM of [744, 818, 900]) {
      const a = answerTo({ ...room, facilitySizeSqM })
      expect(a.bestRobotMatch.robotType, `${facilitySizeSqM} m²`).toBe('goods_to_person_amr')
      expect(a.verdict).toBe('proceed')
    }
    expect(answerTo({ ...room, facilitySizeSqM: 818 }).bestRobotMatch.rationale).toContain(
      'Facility of 818 m² is below the usual range for goods-to-person AMRs (2,000–150,000 m²), but dense: 768 orders a day on it suit robots that store goods compactly',
    )
  })

  it('a sold type passed over on its economics is said to score higher on paper and not pay, never "far less well"', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'PL',
      laborCostPerHour: 28.49,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'lease',
      techReadiness: 'low',
      facilitySizeSqM: 40073,
      handlingUnit: 'each',
      ordersPerDay: 11689,
      hoursPerDay: 24,
      daysPerWeek: 6,
    })
    const line = a.bestRobotMatch.rationale[0]
    // Round 101: the AS/RS paying back in 176 months does not pay either: it comes close, costed.
    // Since pass wt-cat113 (2026-11-27) AutoStore, offered as a service, is sold in Poland, so this leasing buyer's AS/RS is
    // costed as a service; Poland still has no goods-to-person seller, so the question stands here. The purchase that saves
    // but pays back too late stays pinned below (AU, round 101 #5) and in the 'fit as well on paper' case.
    expect(line).toContain(
      'The collaborative picking AMRs and AS/RS systems sold there score higher or also fit on paper (89 points, 75 points against 81) but do not pay here at these figures, and the autonomous forklifts and tuggers sold there do other work, so none is listed in its place. AS/RS systems here: 3 shuttle aisles rented as a service would cost about PLN',
    )
    expect(line).not.toMatch(/far less well \(89/)
  })

  it('a counter café abroad is not led by kitchen stations it never asked about that nobody sells there: the bussing robot sold there answers', () => {
    const cafe = {
      category: 'restaurant',
      region: 'MX',
      laborCostPerHour: 47.88,
      staffingPressure: 'low',
      budgetPreference: 'balanced',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
      serviceStyle: 'counter_service',
      seatsPerDay: 469,
      hoursPerDay: 14,
      daysPerWeek: 6,
    } as const
    const a = answerTo(cafe)
    expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(a.verdict).toBe('not_yet')
    expect(a.vendorMatches.length).toBeGreaterThan(0)
    expect(a.warnings.map((w) => w.code)).toContain('better_fit_not_sold')
    // Asked for by its task, the kitchen station keeps its place.
    expect(answerTo({ ...cafe, kitchenTask: 'frying' }).bestRobotMatch.robotType).toBe('kitchen_automation')
  })

  it('a purchase netting nothing over its life is "about break even", not "saves about $0 a month"', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'US',
      laborCostPerHour: 35.57,
      staffingPressure: 'low',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      serviceStyle: 'counter_service',
      seatsPerDay: 218,
      hoursPerDay: 12,
      daysPerWeek: 5,
      kitchenTask: 'cooking',
    })
    const text = a.verdictReasons.map((r) => r.text).join(' ')
    expect(text).not.toMatch(/about \$0 a month/)
    expect(text).toContain('buying cooking robots would about break even over their 5 years of service life: it pays back only after about 60 months')
  })
})

describe('fresh profiles, round 91 (more)', () => {
  it('a low-upfront buyer who asked to buy is not led by a €5.8M AS/RS that pays back in 142 months', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'IT',
      laborCostPerHour: 28.55,
      staffingPressure: 'medium',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
      facilitySizeSqM: 13500,
      handlingUnit: 'case',
      ordersPerDay: 5823,
      hoursPerDay: 8,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(a.verdict).toBe('not_yet')
    expect(a.economics.upfrontCost).toBeLessThan(1_000_000)
  })
})

describe('fresh profiles, round 91 (sold alternatives)', () => {
  it('C1: a no-seller not-yet names the type sold here that comes closest to paying, with its figures', () => {
    // Round 119: a lease now pays its service, so the walk-behinds sold here come closest bought (from
    // S$28.70/h), past twice S$14/h: the wage moved from S$14/h to S$15/h to keep them named, and the
    // sentence is the purchase's ("from a labour cost of …, buying would pay back within …").
    const mall = {
      category: 'cleaning',
      region: 'SG',
      laborCostPerHour: 15,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
      floorAreaSqM: 25000,
      floorType: 'hard',
      hoursPerDay: 6,
      daysPerWeek: 7,
    } as const
    const a = answerTo(mall)
    expect(a.verdict).toBe('not_yet')
    expect(a.vendorMatches).toHaveLength(0)
    const sold = a.verdictReasons.find((r) => r.code === 'sold_type_not_yet')
    expect(sold?.params).toMatchObject({ robotType: 'walk_behind_scrubber', currency: 'SGD' })
    expect(Number(sold?.params.otherMonthlyNet)).toBeLessThan(0)
    expect(sold?.text).toMatch(
      /^Of the robots sold here today, walk-behind autonomous scrubbers \(sold here by [A-Za-z ,]+\) come closest: \d+ robots bought would cost about S\$[\d,]+ a month more than they save; from a labour cost of about S\$[\d.]+\/h, buying would pay back within \d+ months\.$/,
    )
    // Beyond twice today's wage it is no option worth naming.
    const start = Number(sold?.params.startingLaborCostPerHour)
    expect(start).toBeLessThanOrEqual(30)
    expect(answerTo({ ...mall, laborCostPerHour: start / 2.2 }).verdictReasons.some((r) => r.code === 'sold_type_not_yet')).toBe(false)
  })
})

describe('fresh profiles, round 92', () => {
  it('a walk-behind pick that clearly pays names one ride-on just below its range that would net twice as much', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'JP',
      laborCostPerHour: 3366.84,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      floorAreaSqM: 9175,
      floorType: 'hard',
      hoursPerDay: 8,
      daysPerWeek: 7,
    })
    expect(a.verdict).toBe('proceed')
    expect(a.bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    const named = a.verdictReasons.find((r) => r.code === 'other_type_nets_more')
    expect(named?.params.robotType).toBe('ride_on_scrubber')
    expect(Number(named?.params.otherMonthlyNet)).toBeGreaterThan(a.economics.monthlyNet * 1.5)
    expect(named?.text).toContain('is below the usual range for ride-on autonomous scrubbers (10,000 m² and up)')
    // Named once: not also "fit nearly as well on paper … ask for a quote".
    expect(a.bestRobotMatch.rationale.some((line) => line.startsWith('Ride-on autonomous scrubbers fit'))).toBe(false)
  })
})

describe('fresh profiles, round 92 (short paybacks)', () => {
  it('a purchase advised as a clear case that pays back within six months says what the figure rests on', () => {
    const dc = {
      category: 'warehouse',
      region: 'US',
      laborCostPerHour: 34.3,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      facilitySizeSqM: 37174,
      handlingUnit: 'each',
      ordersPerDay: 23297,
      hoursPerDay: 24,
      daysPerWeek: 7,
    } as const
    const a = answerTo(dc)
    expect(a.verdict).toBe('proceed')
    expect(a.economics.paybackMonths).toBeLessThan(6)
    const short = a.warnings.find((w) => w.code === 'short_payback')
    expect(short?.params.laborHoursReplacedPerMonth).toBe(Math.round(Number(a.economics.laborHoursReplacedPerMonth)))
    expect(short?.text).toMatch(
      /^Buying would pay back in about \d months?, faster than most buyers see: it rests on the robots taking over about [\d,]+ staff-hours a month \(about [\d.]+ a day per robot on average\)\. Check that those hours would really leave the rota before relying on it\.$/,
    )
    // A slower payback carries no such warning (warehouse: past a year since round 100).
    const slower = answerTo({ ...dc, laborCostPerHour: 9 })
    expect(slower.economics.paybackMonths ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(12.5)
    expect(slower.warnings.some((w) => w.code === 'short_payback')).toBe(false)
  })
})

describe('fresh profiles, round 93 (text)', () => {
  it('a near-break-even loss says what share of the robot cost it is', () => {
    // Round 93: "SEK 186,000 a month more than they save, close to break-even" read as a contradiction.
    // Round 119: a lease now pays its service; inputs moved from ride-ons at 30,510 m² and $11.88/h (now a
    // not-yet: the lease with service loses $1,760 and no lease of ride-ons comes near break-even before buying
    // already saves) to a 1,500 m² site at $15.50/h, whose vacuum-sweeper lease (service included) loses about
    // $24 of its $350 a month, to keep a near-break-even loss said with its share of the robot cost.
    const a = answerTo({ category: 'cleaning', floorAreaSqM: 1500, region: 'US', laborCostPerHour: 15.5, staffingPressure: 'low', techReadiness: 'low' })
    const near = a.verdictReasons.find((r) => r.code === 'near_break_even')
    expect(a.verdict).toBe('pilot')
    const share = Math.round((100 * -a.economics.monthlyNet) / Number(near?.params.robotMonthlyCost))
    expect(share).toBeGreaterThan(0)
    expect(share).toBeLessThanOrEqual(10)
    expect(near?.text).toMatch(
      new RegExp(
        `^The robots would cost about \\$[\\d,]+ a month more than they save, about ${share} % of their \\$[\\d,]+ monthly cost: close to break-even; `,
      ),
    )
  })

  it('a clear case below its range opens with words, not a digit', () => {
    const a = answerTo({
      category: 'cleaning',
      floorAreaSqM: 9956,
      // Round 119: a lease now pays its service; inputs moved from 2 to 3 cleaning hours a day to keep the
      // leased ride-ons below their range a clear case (at 2 hours and £35.28/h they no longer are).
      hoursPerDay: 3,
      region: 'GB',
      laborCostPerHour: 35.28,
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
    })
    const named = a.verdictReasons.find((r) => r.code === 'other_type_nets_more')
    expect(named?.text).toMatch(/^A fleet of \d+ ride-on autonomous scrubbers, sold here by /)
  })
})

describe('fresh profiles, round 95', () => {
  it('W3: a single-item picking site is not offered a case-only AS/RS (Symbotic), a case site still is', () => {
    const dc = {
      category: 'warehouse',
      region: 'US',
      laborCostPerHour: 27,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      facilitySizeSqM: 180000,
      handlingUnit: 'each',
      ordersPerDay: 90000,
      hoursPerDay: 20,
      daysPerWeek: 7,
    } as const
    const each = answerTo(dc)
    expect(each.bestRobotMatch.robotType).toBe('asrs')
    expect(each.vendorMatches.length).toBeGreaterThan(0)
    expect(each.vendorMatches.map((v) => v.vendorId)).not.toContain('symbotic')
    // Where an AS/RS answers a case site, Symbotic is still listed.
    const cases = answerTo({
      ...dc,
      facilitySizeSqM: 43988,
      ordersPerDay: 35593,
      handlingUnit: 'case',
      laborCostPerHour: 44.61,
      budgetPreference: 'balanced',
      acquisitionPreference: 'lease',
    })
    expect(cases.bestRobotMatch.robotType).toBe('asrs')
    expect(cases.vendorMatches.map((v) => v.vendorId)).toContain('symbotic')
    expect(
      answerTo({
        ...dc,
        facilitySizeSqM: 43988,
        ordersPerDay: 35593,
        laborCostPerHour: 44.61,
        budgetPreference: 'balanced',
        acquisitionPreference: 'lease',
      }).vendorMatches.map((v) => v.vendorId),
    ).not.toContain('symbotic')
  })
})

describe('fresh profiles, round 95 (short paybacks beside the headline)', () => {
  it('a payback of six months or less quoted in a second reason is followed by the caveat the headline would carry', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'DE',
      laborCostPerHour: 31.21,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
      facilitySizeSqM: 37689,
      handlingUnit: 'each',
      ordersPerDay: 14434,
      hoursPerDay: 24,
      daysPerWeek: 6,
    })
    const other = a.verdictReasons.find((r) => /paying back in about \d months?/.test(r.text))
    const months = Number(/paying back in about (\d+) months?/.exec(other?.text ?? '')?.[1])
    expect(months).toBeLessThanOrEqual(6)
    // A sentence of its own, right after the one that quotes the payback (round 96: not in brackets mid-sentence).
    expect(other?.text).toMatch(
      /paying back in about \d months?[^.]*\. A payback that short is faster than most buyers see: check the staff-hours it rests on\./,
    )
    expect(other?.text).not.toContain('(faster than')
  })

  it('round 96: a headline payback of six months or less is flagged whatever the verdict', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'IE',
      laborCostPerHour: 36.7,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
      floorAreaSqM: 46229,
      floorType: 'mixed',
      hoursPerDay: 12,
      daysPerWeek: 5,
    })
    expect(a.verdict).not.toBe('proceed')
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.economics.paybackMonths).toBeLessThan(6.5)
    expect(a.warnings.find((w) => w.code === 'short_payback')?.text).toMatch(/^Buying would pay back in about \d months?, faster than most buyers see/)
  })
})

describe('fresh profiles, round 95 (text)', () => {
  it('types passed over at a tie and above "score as high or higher", not "higher"', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'FR',
      // Round 119: a lease now pays its service; inputs moved from €29.99/h to €38/h to keep the unsold
      // collaborative picking AMRs the pick, set against the sold types scoring as high or higher (at
      // €29.99/h their lease with service no longer saves and goods-to-person AMRs lead instead).
      laborCostPerHour: 38,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'raas',
      techReadiness: 'high',
      facilitySizeSqM: 2242,
      handlingUnit: 'case',
      ordersPerDay: 283,
      daysPerWeek: 5,
    })
    const line = a.bestRobotMatch.rationale.find((r) => r.includes('on paper ('))
    const [, list, best] = /on paper \(([^)]*) against (\d+)\)/.exec(line ?? '') ?? []
    const scores = (list ?? '').split(', ').map((p) => Number.parseInt(p, 10))
    expect(scores.length).toBeGreaterThan(1)
    expect(scores).toContain(Number(best))
    expect(line).toContain('score as high or higher on paper')
  })

  it("runner-ups are listed by score, a type that cannot do the site's work after one that can (casebook re-judge, round 106)", () => {
    const bodies = [
      { category: 'cleaning', region: 'IT', floorAreaSqM: 6000, floorType: 'mixed', carpetShare: 0.6, laborCostPerHour: 22, hoursPerDay: 4, daysPerWeek: 5 },
      { category: 'restaurant', region: 'AU', serviceStyle: 'counter_service', kitchenTask: 'dishwashing', seatsPerDay: 400, laborCostPerHour: 36 },
      { category: 'warehouse', region: 'US', facilitySizeSqM: 9000, handlingUnit: 'pallet', ordersPerDay: 300 },
      { category: 'cleaning', region: 'US', floorAreaSqM: 300, floorType: 'hard', laborCostPerHour: 18, hoursPerDay: 2, daysPerWeek: 5 },
    ] as const
    for (const body of bodies) {
      const profile = readProfile(v.parse(MatchRequestSchema, body), catalogs.money)
      const fits = (type: string) =>
        (processFitOf(
          profile,
          CATEGORY_RULES[body.category].types.find((rule) => rule.type === type)!,
        ) ?? 1) >= 0.5
      const listed = (answerTo(body).bestRobotMatch.runnerUps ?? []).map((r) => [fits(r.robotType) ? 1 : 0, r.score] as const)
      expect(listed.length).toBe(2)
      expect(listed[0][0] > listed[1][0] || (listed[0][0] === listed[1][0] && listed[0][1] >= listed[1][1]), JSON.stringify(listed)).toBe(true)
    }
    // The pallet site: AS/RS, which can store pallets, before collaborative picking AMRs scoring higher, which cannot move them.
    expect(answerTo(bodies[2]).bestRobotMatch.runnerUps?.map((r) => r.robotType)).toEqual(['asrs', 'collaborative_picking_amr'])
    // The small hard floor: ride-ons before the vacuums that cannot scrub it.
    expect(answerTo(bodies[3]).bestRobotMatch.runnerUps?.map((r) => r.robotType)).toEqual(['ride_on_scrubber', 'vacuum_sweeper'])
  })

  it('a late purchase names the labour cost it would pay back from without "pay back only after … and would pay back within"', () => {
    const a = answerTo({
      category: 'cleaning',
      // 800 m² since round 132: at 598 m² the hard half, 299 m², is small enough to clean by hand and is no longer costed.
      floorAreaSqM: 800,
      hoursPerDay: 8,
      region: 'AE',
      daysPerWeek: 6,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
    })
    const text = a.verdictReasons.map((r) => r.text).join(' ')
    expect(text).toMatch(/; from a labour cost of about AED [\d,.]+\/h, buying would pay back within \d+ months\./)
    expect(text).not.toMatch(/and would pay back within \d+ months at a labour cost/)
  })
})

describe('fresh profiles, round 95 (sellers for larger sites)', () => {
  const room = {
    category: 'warehouse',
    region: 'FI',
    laborCostPerHour: 24,
    staffingPressure: 'high',
    budgetPreference: 'balanced',
    acquisitionPreference: 'open',
    techReadiness: 'medium',
    facilitySizeSqM: 8000,
    handlingUnit: 'each',
    ordersPerDay: 6000,
    hoursPerDay: 20,
    daysPerWeek: 7,
  } as const

  it('W1 (round 96): a purchase that pays, whose every seller is rated for sites twice this size, is a pilot until one quotes', () => {
    const a = answerTo(room)
    expect(a.vendorMatches.map((v) => v.vendorId)).toEqual(['witron'])
    const min = catalogs.vendors.warehouse.find((v) => v.id === 'witron')!.fitSize.min
    expect(a.verdict).toBe('pilot')
    const reason = a.verdictReasons.find((r) => r.code === 'sellers_build_larger')
    expect(reason?.params).toEqual({ siteSize: 8000, sellersFrom: min })
    expect(reason?.text).toBe(
      `The figures pay, but our catalog rates every seller here for sites from about ${min.toLocaleString('en-US')} m², at least twice this one: get a quote for a site this size before committing; until then, treat this as a pilot.`,
    )
    // Said once: the warning is left out where the reason says it.
    expect(a.warnings.some((w) => w.code === 'sellers_build_larger')).toBe(false)
    // Above half the seller's own minimum the purchase proceeds, and nothing is said.
    const larger = answerTo({ ...room, facilitySizeSqM: min / 2 + 1, ordersPerDay: 7500 })
    expect(larger.verdict).toBe('proceed')
    expect([...larger.verdictReasons, ...larger.warnings].some((r) => r.code === 'sellers_build_larger')).toBe(false)
  })

  it('where the answer is not a proceed, the warning names the vendor listed', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'CA',
      facilitySizeSqM: 1422,
      ordersPerDay: 184,
      handlingUnit: 'case',
      hoursPerDay: 8,
      laborCostPerHour: 30.17,
      daysPerWeek: 6,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      techReadiness: 'low',
    })
    expect(a.verdict).not.toBe('proceed')
    expect(a.vendorMatches.length).toBe(1)
    const vendor = catalogs.vendors.warehouse.find((v) => v.id === a.vendorMatches[0].vendorId)!
    expect(vendor.fitSize.min).toBeGreaterThanOrEqual(2 * 1422)
    expect(a.warnings.find((w) => w.code === 'sellers_build_larger')?.text).toBe(
      `Our catalog rates ${vendor.name}, the only vendor listed, for sites from about ${vendor.fitSize.min.toLocaleString('en-US')} m², at least twice this one: ask it whether it takes on a site this size.`,
    )
  })
})

describe('fresh profiles, round 95 (a losing stand-in gives way to the better fit that saves)', () => {
  it('SE: a higher wage no longer swaps goods-to-person robots saving SEK 2M a month for an AS/RS pilot losing money', () => {
    const dc = {
      category: 'warehouse',
      region: 'SE',
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      facilitySizeSqM: 51269,
      handlingUnit: 'case',
      ordersPerDay: 41440,
      hoursPerDay: 16,
      daysPerWeek: 7,
    } as const
    for (const wage of [177.5, 225.12]) {
      const a = answerTo({ ...dc, laborCostPerHour: wage })
      expect(a.bestRobotMatch.robotType, `SEK ${wage}/h`).toBe('goods_to_person_amr')
      expect(a.economics.monthlyNet, `SEK ${wage}/h`).toBeGreaterThan(0)
      // The sold AS/RS is named with its figures.
      expect(a.verdictReasons.find((r) => r.code === 'sold_type_not_yet')?.text, `SEK ${wage}/h`).toMatch(/^Of the robots sold here today, AS\/RS systems/)
    }
  })
})

describe('fresh profiles, round 97', () => {
  it('R4: a purchase the answer calls faster than most buyers see is not a strong answer', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'US',
      laborCostPerHour: 18,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      serviceStyle: 'table_service',
      seatsPerDay: 900,
      hoursPerDay: 24,
      daysPerWeek: 7,
    })
    expect(a.verdict).toBe('proceed')
    expect(a.warnings.some((w) => w.code === 'short_payback')).toBe(true)
    expect(a.matchConfidence).toBe('moderate')
  })

  it('a sold type close on points that does not pay is said to fall short on the money, not to "fit far less well"', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'SE',
      laborCostPerHour: 225.12,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      facilitySizeSqM: 51269,
      handlingUnit: 'case',
      ordersPerDay: 41440,
      hoursPerDay: 16,
      daysPerWeek: 7,
    })
    const line = a.bestRobotMatch.rationale[0]
    expect(line).toMatch(/The AS\/RS systems sold there also fit on paper \(\d+ points against \d+\) but do not pay here at these figures/)
    expect(line).not.toContain('far less well')
  })

  it('a mixed floor is weighed whole against the sellers’ rated sizes, not by the part the robots clean', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'SG',
      laborCostPerHour: 11.52,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      floorAreaSqM: 260,
      floorType: 'mixed',
      carpetShare: 0.19,
      hoursPerDay: 24,
      daysPerWeek: 6,
    })
    const listed = a.vendorMatches.map((v) => catalogs.vendors.cleaning.find((c) => c.id === v.vendorId)!)
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((v) => v.fitSize.min >= 2 * 260)).toBe(false)
    expect([...a.verdictReasons, ...a.warnings].some((r) => r.code === 'sellers_build_larger')).toBe(false)
  })
})

describe('fresh profiles, round 97 (the mirror case)', () => {
  it('CA: a 13 % higher wage no longer swaps goods-to-person robots that save for a collaborative-AMR pilot losing money', () => {
    const dc = {
      category: 'warehouse',
      region: 'CA',
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      facilitySizeSqM: 64638,
      handlingUnit: 'each',
      ordersPerDay: 16628,
      hoursPerDay: 8,
      daysPerWeek: 6,
    } as const
    let previous = -Infinity
    for (const wage of [34.7, 39.19]) {
      const a = answerTo({ ...dc, laborCostPerHour: wage })
      expect(a.economics.monthlyNet, `C$${wage}/h`).toBeGreaterThan(0)
      expect(a.economics.monthlyNet, `C$${wage}/h`).toBeGreaterThanOrEqual(previous)
      previous = a.economics.monthlyNet
    }
    const at = answerTo({ ...dc, laborCostPerHour: 39.19 })
    expect(at.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(at.verdictReasons.find((r) => r.code === 'sold_type_not_yet')?.text).toMatch(/^Of the robots sold here today, collaborative picking AMRs/)
  })
})

describe('fresh profiles, round 96 (text)', () => {
  it('three reasons why no sold type stands in are joined with semicolons, not ", and …, and …"', () => {
    const a = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 1073,
      hoursPerDay: 20,
      region: 'FR',
      laborCostPerHour: 17.98,
      daysPerWeek: 6,
      staffingPressure: 'high',
      acquisitionPreference: 'open',
      techReadiness: 'high',
    })
    const line = a.bestRobotMatch.rationale[0]
    expect(line).toMatch(
      /^No vendor in the catalog sells .+ in France yet: this is the type that fits\. The [^;]+; the [^;]+; and the [^;]+, so none is listed in its place(\. .+)?$/,
    )
    expect(line).not.toMatch(/, and .*, and /)
  })
})

describe('fresh profiles, round 96 (a payback on the limit)', () => {
  it('DK: a sold type whose purchase pays back on the limit, rounded, is "just past" it', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'DK',
      laborCostPerHour: 402.99,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      facilitySizeSqM: 4061,
      handlingUnit: 'each',
      ordersPerDay: 1300,
      hoursPerDay: 24,
      daysPerWeek: 5,
    })
    const text = a.verdictReasons.find((r) => r.code === 'sold_type_not_yet')?.text ?? ''
    expect(text).toMatch(
      /would save about DKK [\d,]+ a month but pay back just past the (\d+)-month limit for a purchase \(about DKK [\d,]+ up front, repaid from about DKK [\d,]+ a month of staff time freed after service costs\); from a labour cost of about DKK [\d,.]+\/h, buying would pay back within \1 months\.$/,
    )
    expect(text).not.toMatch(/only after about 60 months/)
  })
})

describe('fresh profiles, round 98', () => {
  it('VN (was CZ until its money data came in round 100, then RO until round 149 A): a wage read in US dollars where the region has no money data is still checked on its dear side', () => {
    const diner = {
      category: 'restaurant',
      region: 'VN',
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      serviceStyle: 'table_service',
      seatsPerDay: 1100,
      hoursPerDay: 12,
      daysPerWeek: 7,
    } as const
    const a = answerTo({ ...diner, laborCostPerHour: 260 })
    expect(a.verdict).not.toBe('proceed')
    expect(a.matchConfidence).toBe('weak')
    expect(a.warnings.find((w) => w.code === 'implausible_input')?.text).toMatch(
      /^A labour cost of US\$260\/h is far from a typical US\$[\d.]+\/h in the US \(we have no labour costs for Vietnam\): check the figure and its currency\.$/,
    )
    // A low figure may be a real Vietnamese wage in dollars: not flagged.
    expect(answerTo({ ...diner, laborCostPerHour: 4 }).warnings.some((w) => w.code === 'implausible_input')).toBe(false)
  })

  it('SG: a walk-behind pilot sold here does not give way to ride-ons nobody sells here that save within the error of the averages', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'SG',
      // Round 119: a lease now pays its service; inputs moved from S$13.16/h to S$16/h to keep the rule: at
      // S$13.16/h the ride-ons' lease with service no longer saves (S$112 before) and the walk-behinds are a
      // not-yet; at S$16/h the walk-behinds are a near-break-even pilot (about S$111 a month short) and the
      // unsold ride-ons save only about S$67 a month leased or rented, within the error of the averages.
      laborCostPerHour: 16,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      floorAreaSqM: 10870,
      floorType: 'hard',
      hoursPerDay: 12,
      daysPerWeek: 6,
    })
    expect(a.bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    expect(a.verdict).toBe('pilot')
    expect(a.vendorMatches.length).toBeGreaterThan(0)
  })
})

describe('fresh profiles, round 98 (text)', () => {
  it('sold types passed over on the money, at or above the pick and just below it, share one clause', () => {
    const a = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 5912,
      ordersPerDay: 63,
      handlingUnit: 'case',
      hoursPerDay: 24,
      region: 'FR',
      laborCostPerHour: 43.17,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'lease',
    })
    const line = a.bestRobotMatch.rationale[0]
    expect(line).toMatch(
      /sold there score (higher|as high|as high or higher) or also fit on paper \(\d+ points, \d+ points against \d+\) but do not pay here at these figures/,
    )
    expect(line.split('do not pay here').length).toBe(2)
  })
})

describe('fresh profiles, round 99', () => {
  it('IT: a sold stand-in losing heavily, not yet a case, gives way to the better fit that saves at all', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'IT',
      laborCostPerHour: 13.36,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
      facilitySizeSqM: 103238,
      handlingUnit: 'case',
      ordersPerDay: 81537,
      hoursPerDay: 8,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
  })

  it('VN (was TH until its money data came in round 100): 60 read as US dollars where Vietnam has no money data is flagged (over twice the US figure)', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'VN',
      laborCostPerHour: 60,
      staffingPressure: 'medium',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      facilitySizeSqM: 17926,
      handlingUnit: 'pallet',
      ordersPerDay: 1981,
      hoursPerDay: 10,
      daysPerWeek: 6,
    })
    expect(a.verdict).not.toBe('proceed')
    expect(a.warnings.some((w) => w.code === 'implausible_input')).toBe(true)
  })
})

describe('round 99, left at its close', () => {
  it('#5: a sold type passed over on the money says by how much, unless a reason already does', () => {
    // AU DC with no goods-to-person seller: both sold types close on points are costed, each named.
    const au = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 52614,
      handlingUnit: 'case',
      region: 'AU',
      laborCostPerHour: 11.39,
      daysPerWeek: 6,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
    })
    expect(au.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(au.bestRobotMatch.rationale[0]).toMatch(
      /also fit on paper \(\d+ points, \d+ points against \d+\) but do not pay here at these figures, .+ in its place\. AS\/RS systems here: \d+ shuttle aisles bought would cost about A\$[\d,]+ a month more than they save; collaborative picking AMRs here: \d+ robots rented as a service would cost about A\$[\d,]+ a month more than they save$/,
    )
    // UAE: one type in the clause, costed without repeating its name.
    const ae = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 73053,
      ordersPerDay: 3068,
      handlingUnit: 'case',
      hoursPerDay: 24,
      region: 'AE',
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      techReadiness: 'low',
    })
    expect(ae.bestRobotMatch.rationale[0]).toMatch(
      /AS\/RS systems sold there also fit on paper \(\d+ points against \d+\) but do not pay here at these figures, .+\. AS\/RS systems here: 1 shuttle aisle bought would cost about AED [\d,]+ a month more than it saves$/,
    )
    // Where sold_type_not_yet costs the close type, the clause does not say it again.
    for (const answer of [au, ae]) {
      const costed = answer.verdictReasons.find((r) => r.code === 'sold_type_not_yet')
      if (costed) expect(answer.bestRobotMatch.rationale[0]).not.toContain(`${costed.params.robotType}:`)
    }
  })
})

describe('round 100', () => {
  it('#3: a losing stand-in does not give way to an unsold fit where a sold type doing the same work nets more at as good a verdict', () => {
    const sg = answerTo({
      category: 'warehouse',
      region: 'SG',
      laborCostPerHour: 31.75,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      facilitySizeSqM: 9714,
      handlingUnit: 'case',
      ordersPerDay: 844,
      hoursPerDay: 8,
      daysPerWeek: 7,
    })
    expect(sg.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(sg.vendorMatches.map((v) => v.vendorId)).toContain('geek-plus')
    expect(sg.economics.monthlyNet).toBeGreaterThan(3000)
    // A sold pilot netting a little more does not replace an unsold fit that would be a clear case.
    const be = answerTo({
      category: 'warehouse',
      region: 'BE',
      laborCostPerHour: 30.19,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      facilitySizeSqM: 778,
      handlingUnit: 'each',
      ordersPerDay: 257,
      hoursPerDay: 24,
      daysPerWeek: 6,
    })
    expect(be.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(be.economics.paybackMonths).toBeLessThan(30)
  })
})

describe('round 100, short paybacks in warehouses', () => {
  it('#2: a warehouse purchase paying back within a year is flagged and never a strong answer; six months elsewhere', () => {
    // NL DC: 30 goods-to-person robots for about €1.3M "paying back in about 8 months".
    const nl = answerTo({
      category: 'warehouse',
      region: 'NL',
      laborCostPerHour: 27,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      facilitySizeSqM: 22000,
      handlingUnit: 'each',
      ordersPerDay: 12000,
      hoursPerDay: 16,
      daysPerWeek: 6,
    })
    expect(nl.economics.paybackMonths).toBeGreaterThan(6.5)
    expect(nl.economics.paybackMonths).toBeLessThan(12.5)
    expect(nl.warnings.find((w) => w.code === 'short_payback')?.text).toMatch(/^Buying would pay back in about \d+ months, faster than most buyers see/)
    expect(nl.matchConfidence).not.toBe('strong')
    // #7: the payback says what it divides (the cash freed before the write-down, not the net shown).
    const payback = nl.verdictReasons.find((r) => r.code === 'pays_back_within_life')
    const [, upfront, freed] =
      /\(about €([\d,]+) up front, repaid from about €([\d,]+) a month of staff time freed after service costs\)/.exec(payback?.text ?? '') ?? []
    const months = Number(upfront?.replaceAll(',', '')) / Number(freed?.replaceAll(',', ''))
    expect(Math.round(months)).toBe(Number(payback?.params.paybackMonths))
    expect(Number(freed?.replaceAll(',', ''))).toBeGreaterThan(nl.economics.monthlyNet)
  })
})

describe('round 100, money data for Czechia, Hong Kong and Thailand', () => {
  it('#5: a wage in koruna, Hong Kong dollars or baht is read in that currency, answered in it, and not flagged', () => {
    const hk = answerTo({
      category: 'cleaning',
      region: 'HK',
      laborCostPerHour: 45,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      floorAreaSqM: 1957,
      floorType: 'carpet',
      hoursPerDay: 10,
      daysPerWeek: 7,
    })
    expect(hk.currency).toBe('HKD')
    expect(hk.verdict).not.toBe('proceed') // "+US$2,535 a month" when HK$45 was read as US$45
    expect(JSON.stringify(hk)).toContain('HK$')
    const th = answerTo({
      category: 'warehouse',
      region: 'TH',
      laborCostPerHour: 60,
      facilitySizeSqM: 17926,
      handlingUnit: 'pallet',
      ordersPerDay: 1981,
      hoursPerDay: 10,
      daysPerWeek: 6,
    })
    expect(th.currency).toBe('THB')
    expect(th.verdict).toBe('not_yet')
    const cz = answerTo({
      category: 'restaurant',
      region: 'CZ',
      laborCostPerHour: 260,
      serviceStyle: 'table_service',
      seatsPerDay: 1100,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    expect(cz.currency).toBe('CZK')
    for (const a of [hk, th, cz]) {
      expect(a.warnings.map((w) => w.code)).not.toContain('implausible_input')
      expect(a.warnings.some((w) => w.params.field === 'currency')).toBe(false)
    }
  })
})

describe('Gulf money data (outside expert finding F, 2026-11-27)', () => {
  const site = { category: 'cleaning', floorAreaSqM: 6000, floorType: 'hard', hoursPerDay: 10, daysPerWeek: 6 } as const

  it('a Saudi request in riyals is accepted and answered in riyals, on the Saudi labour cost instead of the US one', () => {
    // Each of the five Gulf currencies beyond the dirham had been refused with a 400.
    for (const currency of ['SAR', 'QAR', 'KWD', 'OMR', 'BHD'] as const) {
      expect(validateObject(MatchRequestSchema, { ...site, region: 'SA', currency, laborCostPerHour: 3 }).ok, currency).toBe(true)
    }
    const sent = answerTo({ ...site, region: 'SA', currency: 'SAR', laborCostPerHour: 25 })
    expect(sent.currency).toBe('SAR')
    expect(sent.economics.currency).toBe('SAR')
    expect(JSON.stringify(sent)).toContain('SAR ')
    expect(sent.warnings.some((w) => w.params.field === 'currency')).toBe(false)
    expect(sent.warnings.map((w) => w.code)).not.toContain('implausible_input')
    // Left out, the labour cost is Saudi Arabia's (SAR 21.49/h), not the US one converted (US$22.66 = SAR 84.98).
    const assumed = answerTo({ ...site, region: 'SA' })
    expect(assumed.currency).toBe('SAR')
    const wage = assumed.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'laborCostPerHour')
    expect(wage?.params.assumed).toBe(21.49)
    expect(wage?.text).toContain('We assumed SAR 21.49/h, a typical entry-level cost in Saudi Arabia.')
    expect(assumed.verdictReasons.map((r) => r.code)).not.toContain('labour_cost_borrowed')
    expect(assumed.economics.assumptions?.inputs.laborCostPerHour).toBe(21.49)
  })

  it('Qatar and Oman have labour costs of their own; Kuwait and Bahrain answer in their currency on the US one, borrowed and said so', () => {
    expect(answerTo({ ...site, region: 'QA' }).economics.assumptions?.inputs.laborCostPerHour).toBe(8.65)
    expect(answerTo({ ...site, region: 'OM' }).economics.assumptions?.inputs.laborCostPerHour).toBe(2.147)
    const us = catalogs.money.countries.US.laborCostPerHour!.value
    for (const [region, currency] of [
      ['KW', 'KWD'],
      ['BH', 'BHD'],
    ] as const) {
      const a = answerTo({ ...site, region })
      expect(a.currency, region).toBe(currency)
      // No question about the currency: it is known, only the wage is borrowed.
      expect(
        a.warnings.some((w) => w.params.field === 'currency'),
        region,
      ).toBe(false)
      const wage = a.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'laborCostPerHour')
      expect(wage?.text, region).toContain(
        `We have no labour-cost figure for ${region === 'KW' ? 'Kuwait' : 'Bahrain'}, so the figures use the US one (${currency} `,
      )
      expect(a.economics.assumptions?.inputs.laborCostPerHour, region).toBeCloseTo(us / catalogs.money.exchangeRates.usdPerUnit[currency], 6)
      expect(a.matchConfidence, region).toBe('weak')
      // Sent with its own labour cost, a Kuwaiti or Bahraini answer no longer rests on borrowed money.
      const own = answerTo({ ...site, region, laborCostPerHour: 2 })
      expect(own.currency, region).toBe(currency)
      expect(
        own.warnings.some((w) => w.params.field === 'currency' || w.params.field === 'laborCostPerHour'),
        region,
      ).toBe(false)
    }
    // A labour cost above about 1,000 US dollars an hour is refused in each currency, on the same basis as the dirham's.
    const refused = validateObject(MatchRequestSchema, { ...site, region: 'KW', laborCostPerHour: 351 })
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.fields.laborCostPerHour).toBe('must be at most 350 (KWD, about 1,000 USD an hour)')
    expect(validateObject(MatchRequestSchema, { ...site, region: 'SA', laborCostPerHour: 4_000 }).ok).toBe(true)
  })
})

describe('money data for South Africa, Malaysia, Türkiye, the Philippines, Israel and Indonesia (outside expert round 145 F)', () => {
  const site = { category: 'cleaning', floorAreaSqM: 6000, floorType: 'hard', hoursPerDay: 10, daysPerWeek: 6 } as const
  const countries = [
    ['ZA', 'ZAR', 'South Africa'],
    ['MY', 'MYR', 'Malaysia'],
    ['TR', 'TRY', 'Türkiye'],
    ['PH', 'PHP', 'the Philippines'],
    ['IL', 'ILS', 'Israel'],
    ['ID', 'IDR', 'Indonesia'],
  ] as const

  it('each currency is accepted (it was refused with a 400), is its country’s default, and the answer is in it', () => {
    for (const [region, currency] of countries) {
      expect(validateObject(MatchRequestSchema, { ...site, region, currency }).ok, currency).toBe(true)
      const a = answerTo({ ...site, region })
      expect(a.currency, region).toBe(currency)
      expect(a.economics.currency, region).toBe(currency)
      expect(JSON.stringify([a.verdictReasons, a.warnings]), region).toContain(`${currency} `)
      // No question about the currency any more: it is known.
      expect(
        a.warnings.some((w) => w.params.field === 'currency'),
        region,
      ).toBe(false)
      expect(a.economics.assumptions?.exchangeRate.date, region).toBe('2026-10-06')
    }
  })

  it('each answers on a labour cost of its own (the Philippines, Israel and Indonesia since round 146 C, where they had borrowed the US one)', () => {
    const own = { ZA: 30.83, MY: 10.02, TR: 206.23, PH: 98.81, IL: 41.42, ID: 36_442 } as const
    for (const [region, , name] of countries) {
      const a = answerTo({ ...site, region })
      const wage = a.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'laborCostPerHour')
      expect(a.economics.assumptions?.inputs.laborCostPerHour, region).toBeCloseTo(own[region], 6)
      expect(wage?.text, region).toContain(`a typical entry-level cost in ${name}.`)
      expect(
        a.verdictReasons.map((r) => r.code),
        region,
      ).not.toContain('labour_cost_borrowed')
    }
    expect(answerTo({ ...site, region: 'ZA' }).warnings.find((w) => w.params.field === 'laborCostPerHour')?.text).toContain(
      'We assumed ZAR 30.83/h, a typical entry-level cost in South Africa.',
    )
  })

  it('round 146 C: Manila, Jakarta and Israel are costed on their own minimum wages, not on the US one at 2–14 times them', () => {
    // Metro Manila's PHP 695 a day over 8 hours × SSS, PhilHealth and Pag-IBIG = PHP 98.81/h (it had borrowed
    // PHP 1,422/h): the expert's 8,000 m² floor, which had shown a payback of about 21 months, loses money.
    const manila = answerTo({ category: 'cleaning', region: 'PH', floorAreaSqM: 8000, floorType: 'hard', hoursPerDay: 8, daysPerWeek: 6 })
    expect(manila.economics.assumptions?.inputs.laborCostPerHour).toBe(98.81)
    expect(manila.economics.monthlyNet).toBeLessThan(0)
    expect(manila.verdictReasons.map((r) => r.code)).toContain('labour_cost_too_low')
    expect(manila.verdictReasons.map((r) => r.text).join(' ')).not.toMatch(/borrowed|pays back/)
    // Jakarta's 2026 UMP of Rp5,729,876 × BPJS over 173.3 h = IDR 36,442/h (it had borrowed IDR 404,273/h).
    const jakarta = answerTo({ category: 'cleaning', region: 'ID', floorAreaSqM: 8000, floorType: 'hard', hoursPerDay: 8, daysPerWeek: 6 })
    expect(jakarta.economics.assumptions?.inputs.laborCostPerHour).toBe(36_442)
    expect(jakarta.economics.monthlyNet).toBeLessThan(0)
    expect(jakarta.warnings.find((w) => w.params.field === 'laborCostPerHour')?.text).toContain('We assumed IDR 36,442/h')
    // B8: Israel's ILS 35.40 minimum × national insurance, pension and severance = ILS 41.42/h (it had borrowed
    // ILS 69.07/h): the self-service restaurant still pays back, later, and no longer on a borrowed wage.
    const b8 = answerTo({ category: 'restaurant', region: 'IL', seatsPerDay: 600, serviceStyle: 'self_service', hoursPerDay: 5, daysPerWeek: 7 })
    expect(b8.economics.assumptions?.inputs.laborCostPerHour).toBe(41.42)
    const text = b8.verdictReasons.map((r) => r.text).join(' ')
    expect(text).toMatch(/Buying 2 robots pays back in about 9 months/)
    expect(text).not.toMatch(/borrowed/)
  })

  it('B3: the Kuala Lumpur mall is answered in ringgit on the Malaysian labour cost, where the borrowed US one had shown a saving', () => {
    const mall = { category: 'cleaning', region: 'MY', floorAreaSqM: 25000, floorType: 'hard' } as const
    const a = answerTo(mall)
    expect(a.currency).toBe('MYR')
    expect(a.verdict).toBe('not_yet')
    // At RM10.02/h (about US$2.45) the robots lose money; on the borrowed US$22.66/h they had seemed to net about US$3,370 a month.
    expect(a.economics.monthlyNet).toBeLessThan(0)
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('labour_cost_borrowed')
    // Sent in ringgit with the buyer's own labour cost, the request is accepted and answered on it.
    const sent = answerTo({ ...mall, currency: 'MYR', laborCostPerHour: 12 })
    expect(sent.currency).toBe('MYR')
    expect(sent.economics.assumptions?.inputs.laborCostPerHour).toBe(12)
    expect(sent.warnings.some((w) => w.params.field === 'laborCostPerHour' || w.params.field === 'currency')).toBe(false)
  })

  it('a labour cost above about 1,000 US dollars an hour is refused in each new currency; the rupiah’s bound clears the old outer 1,000,000', () => {
    const refused = validateObject(MatchRequestSchema, { ...site, region: 'ZA', laborCostPerHour: 20_001 })
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.fields.laborCostPerHour).toBe('must be at most 20,000 (ZAR, about 1,000 USD an hour)')
    for (const [region, max] of [
      ['ZA', 20_000],
      ['MY', 4_500],
      ['TR', 50_000],
      ['PH', 65_000],
      ['IL', 3_500],
      ['ID', 20_000_000],
    ] as const) {
      expect(validateObject(MatchRequestSchema, { ...site, region, laborCostPerHour: max }).ok, region).toBe(true)
      expect(validateObject(MatchRequestSchema, { ...site, region, laborCostPerHour: max + 1 }).ok, region).toBe(false)
    }
    // An Indonesian labour cost of IDR 1,200,000 an hour (about US$67) was refused by the outer bound before.
    expect(validateObject(MatchRequestSchema, { ...site, region: 'ID', laborCostPerHour: 1_200_000 }).ok).toBe(true)
  })
})

describe('round 100, Singapore tray return', () => {
  it('#9: a Singapore clearing caveat says diners must return their own trays there; elsewhere it does not', () => {
    const body = {
      category: 'restaurant',
      region: 'SG',
      laborCostPerHour: 12,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      serviceStyle: 'self_service',
      seatsPerDay: 2500,
      hoursPerDay: 14,
      daysPerWeek: 7,
    } as const
    const sg = answerTo(body)
    expect(sg.warnings.find((w) => w.code === 'clearing_assumed')?.text).toMatch(
      /check which before committing\. In Singapore diners must return their own trays and crockery at hawker centres, coffee shops and food courts \(enforced since 2021–2022\): there, expect the lower figure\.$/,
    )
    const au = answerTo({ ...body, region: 'AU', laborCostPerHour: 35 })
    const caveat = [...au.warnings, ...au.verdictReasons].find((w) => w.code === 'clearing_assumed' || w.code === 'clearing_unconfirmed')
    expect(caveat?.text).toBeDefined()
    expect(caveat?.text).not.toContain('Singapore')
  })
})

describe('round 101', () => {
  it('#7: a driverless-forklift purchase paying back in 10-12 months on long shifts keeps a strong answer (the year is for systems quoted per project)', () => {
    const a = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 9333,
      ordersPerDay: 1065,
      handlingUnit: 'pallet',
      hoursPerDay: 20,
      region: 'GB',
      laborCostPerHour: 40.45,
      daysPerWeek: 7,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    })
    expect(a.bestRobotMatch.robotType).toBe('autonomous_forklift')
    expect(a.economics.paybackMonths).toBeGreaterThan(6.5)
    expect(a.economics.paybackMonths).toBeLessThan(12.5)
    expect(a.warnings.map((w) => w.code)).not.toContain('short_payback')
    expect(a.matchConfidence).toBe('strong')
  })

  it('#3: a purchase quoted beside its monthly net says the cash its payback divides', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'GB',
      laborCostPerHour: 15,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'lease',
      techReadiness: 'low',
      floorAreaSqM: 6000,
      floorType: 'hard',
      hoursPerDay: 10,
      daysPerWeek: 7,
    })
    const other = a.verdictReasons.find((r) => r.code === 'other_model_nets_more')
    const [, months, upfront, freed] =
      /paying back in about (\d+) months \(about £([\d,]+) up front, repaid from about £([\d,]+) a month of staff time freed after service costs\)/.exec(
        other?.text ?? '',
      ) ?? []
    expect(Math.abs(Number(upfront?.replaceAll(',', '')) / Number(freed?.replaceAll(',', '')) - Number(months))).toBeLessThan(1)
  })

  it('#5: a sold type close on points whose purchase saves a little but pays back far too late "comes close" and is costed, not "fits less well"', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'AU',
      laborCostPerHour: 38,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      facilitySizeSqM: 6000,
      handlingUnit: 'each',
      ordersPerDay: 2200,
      hoursPerDay: 10,
      daysPerWeek: 5,
    })
    const line = a.bestRobotMatch.rationale[0]
    expect(line).toMatch(
      /also fit on paper \(93 points, 93 points against 96\) but do not pay here at these figures, .+ in its place\. AS\/RS systems here: 1 shuttle aisle bought would save about A\$[\d,]+ a month but pay back only after about \d+ months; about A\$[\d,]+ up front, repaid from about A\$[\d,]+ a month of staff time freed after service costs$/,
    )
    expect(line).not.toContain('less well')
  })
})

describe('round 101, Chile', () => {
  it('a wage in pesos is read in pesos, and the rate is dated as the table dates it for CLP', () => {
    const a = answerTo({ category: 'cleaning', region: 'CL', laborCostPerHour: 4500, floorAreaSqM: 5000, floorType: 'hard', hoursPerDay: 8, daysPerWeek: 6 })
    expect(a.currency).toBe('CLP')
    expect(a.warnings.map((w) => w.code)).not.toContain('implausible_input')
    expect(a.economics.assumptions?.exchangeRate.date).toBe('2026-09-04')
    expect(a.warnings.find((w) => w.code === 'price_converted')?.text).toContain('converted at the rate of 4 September 2026')
  })
})

describe('round 102', () => {
  it("#1: a late purchase's headline says the up-front cost and the cash its payback divides", () => {
    const a = answerTo({ category: 'cleaning', region: 'CH', laborCostPerHour: 61.45, floorAreaSqM: 8406, floorType: 'hard', hoursPerDay: 1, daysPerWeek: 6 })
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')
    const [, months, upfront, freed] =
      /pays back only after about (\d+) months \(about CHF ([\d,]+) up front, repaid from about CHF ([\d,]+) a month of staff time freed after service costs\), past our \d+-month limit for a purchase lasting \d+ years\./.exec(
        late?.text ?? '',
      ) ?? []
    expect(Math.abs(Number(upfront?.replaceAll(',', '')) / Number(freed?.replaceAll(',', '')) - Number(months))).toBeLessThan(1)
  })

  it('#5: the year-long short-payback line covers warehouse picking systems, collaborative AMRs included, not driverless forklifts', () => {
    const line = (type: string) => shortPaybackMonths(CATEGORY_RULES.warehouse.types.find((rule) => rule.type === type)!)
    expect(['goods_to_person_amr', 'asrs', 'collaborative_picking_amr'].map(line)).toEqual([12, 12, 12])
    expect(line('autonomous_forklift')).toBe(6)
    expect(shortPaybackMonths(CATEGORY_RULES.restaurant.types[0]!)).toBe(6)
  })
})

describe('round 103', () => {
  it('#4: a pick below its usual range names a close type sold here that suits the size, with its figures where it pays clearly', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'AU',
      laborCostPerHour: 42,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      floorAreaSqM: 9000,
      floorType: 'hard',
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.robotType).toBe('ride_on_scrubber')
    expect(a.bestRobotMatch.rationale.at(-1)).toMatch(
      /^Walk-behind autonomous scrubbers fit nearly as well on paper \(94 against 97 points\), suit a site this size, would pay clearly as well \(about A\$[\d,]+ a month if bought\) and are sold here too \(.+\): ask for a quote on them as well$/,
    )
  })
})

describe('round 104', () => {
  it('#1: a type the rationale already says does not pay is not then called suited to the size with "ask for a quote"', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'FI',
      laborCostPerHour: 29.54,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'lease',
      techReadiness: 'medium',
      facilitySizeSqM: 1262,
      handlingUnit: 'case',
      ordersPerDay: 96,
      hoursPerDay: 20,
      daysPerWeek: 5,
    })
    const lines = a.bestRobotMatch.rationale
    expect(lines[0]).toContain('AS/RS systems sold there score as high on paper')
    expect(lines.filter((line) => line.includes('AS/RS systems'))).toHaveLength(1)
    expect(lines.join(' ')).not.toContain('suit a site this size')
  })
})

describe('round 105', () => {
  it('a lease or RaaS saving as much as a purchase paying back within the short-payback line carries the same caution and is not strong', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'KR',
      laborCostPerHour: 13000,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
      serviceStyle: 'table_service',
      seatsPerDay: 350,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    expect(a.acquisitionRecommendation).toBe('raas')
    expect(a.verdict).toBe('proceed')
    // Round 103: strong, with no word on a saving nearly six times the fee.
    expect(a.matchConfidence).toBe('moderate')
    const warning = a.warnings.find((w) => w.code === 'short_payback')
    expect(warning?.text).toMatch(
      /^Rented as a service, the robot would save about ₩2,960,000 a month of staff time, 5\.9 times its ₩500,000 monthly cost\. Bought, it would pay back in about \d months, faster than most buyers see: it rests on the robot taking over about 228 staff-hours a month/,
    )
  })

  it('no caution where the same robots bought would pay back at an ordinary pace', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'JP',
      laborCostPerHour: 1400,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
      serviceStyle: 'table_service',
      seatsPerDay: 500,
      hoursPerDay: 14,
      daysPerWeek: 7,
    })
    expect(a.acquisitionRecommendation).toBe('raas')
    expect(a.warnings.map((w) => w.code)).not.toContain('short_payback')
  })
})

describe('round 105 (expert)', () => {
  it('#1: the "fit as well on paper" line names only a type doing the same work, and one that would not pay says so instead of "ask for a quote"', () => {
    const carpet = answerTo({
      category: 'cleaning',
      region: 'DE',
      laborCostPerHour: 13.46,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      floorAreaSqM: 35099,
      floorType: 'carpet',
      hoursPerDay: 24,
      daysPerWeek: 5,
    })
    expect(carpet.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(carpet.bestRobotMatch.rationale[0]).toContain('which scrubbers cannot clean')
    // Round 104: "Ride-on autonomous scrubbers fit nearly as well on paper (59 against 60 points) … ask for a quote on them as well".
    expect(carpet.bestRobotMatch.rationale.join(' ')).not.toMatch(/scrubbers fit (nearly )?as well on paper/)
    const room = answerTo({
      category: 'warehouse',
      region: 'AU',
      laborCostPerHour: 33.9,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
      facilitySizeSqM: 505,
      handlingUnit: 'case',
      ordersPerDay: 51,
      hoursPerDay: 20,
      daysPerWeek: 7,
    })
    // Since round 106 with its own figures: "; at these figures 1 shuttle aisle … would cost about A$… a month more than it saves".
    expect(room.bestRobotMatch.rationale.at(-1)).toMatch(
      /^AS\/RS systems fit nearly as well on paper \(\d+ against \d+ points\) and are sold here too \(.+\); at these figures \d+ shuttle aisles? (bought|leased|rented as a service) would cost about A\$[\d,]+ a month more than (it saves|they save)$/,
    )
  })
})

describe('round 106', () => {
  it('#3: the short-payback caution is said once, and measures a lease or RaaS by a purchase only where one is offered', () => {
    const brasserie = answerTo({
      category: 'restaurant',
      region: 'BE',
      laborCostPerHour: 21,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'lease',
      techReadiness: 'medium',
      serviceStyle: 'table_service',
      seatsPerDay: 280,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    expect(brasserie.acquisitionRecommendation).toBe('lease')
    expect(brasserie.warnings.find((w) => w.code === 'short_payback')?.text).toMatch(
      /^Leased, the robot would save about €[\d,]+ a month of staff time, [\d.]+ times its €887 monthly cost\. Bought, it would pay back in about 3 months/,
    )
    // Round 105 had said it again after the purchase's own figures in `other_model_nets_more`.
    const buying = brasserie.verdictReasons.find((r) => r.code === 'other_model_nets_more')
    expect(buying?.text).toContain('paying back in about 3 months')
    expect(buying?.text).not.toContain('faster than most buyers see')
    // Locus by RaaS in Ireland: nobody listed sells the robots, so no purchase measures the fee.
    const ireland = answerTo({
      category: 'warehouse',
      region: 'IE',
      laborCostPerHour: 32.68,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
      facilitySizeSqM: 20455,
      handlingUnit: 'case',
      ordersPerDay: 1864,
      hoursPerDay: 24,
      daysPerWeek: 6,
    })
    expect([ireland.verdict, ireland.acquisitionRecommendation]).toEqual(['proceed', 'raas'])
    expect(ireland.warnings.map((w) => w.code)).not.toContain('short_payback')
  })

  it('#2 and #4: no kitchen station tied beside a dining-room robot, and a tied type that is not a case says how it falls short', () => {
    const canteen = answerTo({
      category: 'restaurant',
      region: 'DE',
      laborCostPerHour: 38.81,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
      serviceStyle: 'counter_service',
      seatsPerDay: 1348,
      hoursPerDay: 8,
      daysPerWeek: 5,
    })
    expect(canteen.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(canteen.bestRobotMatch.rationale.join(' ')).not.toMatch(/Kitchen automation stations fit/)
    const dc = answerTo({
      category: 'warehouse',
      region: 'DE',
      laborCostPerHour: 34.04,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      facilitySizeSqM: 12916,
      handlingUnit: 'each',
      ordersPerDay: 11461,
      hoursPerDay: 10,
      daysPerWeek: 5,
    })
    expect(dc.bestRobotMatch.rationale.at(-1)).toMatch(
      /^AS\/RS systems fit as well on paper \(94 against 94 points\) and are sold here too \(AutoStore, Daifuku and Dematic\); at these figures \d+ shuttle aisles bought would save about €[\d,]+ a month but pay back only after about \d+ months \(about €[\d,]+ up front, repaid from about €[\d,]+ a month of staff time freed after service costs\)$/,
    )
  })
})

describe('round 106 (carried catalog finding)', () => {
  it('W1-JP: a low-upfront buyer advised to buy from outright-only sellers hears what a finance lease at our planning figure would net', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'JP',
      laborCostPerHour: 1650,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
      facilitySizeSqM: 12000,
      handlingUnit: 'each',
      ordersPerDay: 5000,
      hoursPerDay: 16,
      daysPerWeek: 7,
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    const outlay = a.warnings.find((w) => w.code === 'outlay_against_budget')
    // Round 119: a lease now pays its service. 13 robots × (US$1,300 fee + US$375 service) = US$21,775 a month
    // at ¥158.08 = ¥3,442,144 (it was ¥2,671,514 on the fee alone); the staff time freed, ¥5,005,000, less that
    // and the ¥23,711,700 set-up over 36 months (¥658,658) nets ¥904,198 (it was ¥1,674,828).
    expect(outlay?.text).toMatch(
      /Ask them or a leasing company about a finance lease: at our lease planning figure, about ¥3,440,000 a month, the robots would still net about ¥904,000 a month once the ¥23,700,000 set-up is spread over three years\.$/,
    )
    expect(outlay?.params.leaseMonthlyNet).toBeGreaterThan(0)
  })
})

describe('round 106 (minor #6)', () => {
  it('a clear case whose fleet is large only because the window is short names the longer window that needs half the robots', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'CH',
      laborCostPerHour: 62.33,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
      floorAreaSqM: 50199,
      floorType: 'carpet',
      hoursPerDay: 1,
      daysPerWeek: 7,
    })
    expect([a.verdict, a.economics.unitsCosted]).toEqual(['proceed', 60])
    const longer = a.verdictReasons.find((r) => r.code === 'longer_window_fewer_robots')
    expect(longer?.params).toMatchObject({ hoursPerDay: 1, longerHoursPerDay: 4, unitsCosted: 60 })
    expect(Number(longer?.params.longerUnitsCosted)).toBeLessThanOrEqual(30)
    expect(longer?.text).toMatch(
      /^60 robots for a 1-hour window is a large fleet: with 4 hours a day, \d+ robots would clean the same floor, netting about CHF [\d,]+ a month if bought\. Robots can clean while the site is closed: ask whether the window can be longer\.$/,
    )
  })
})

describe('round 107', () => {
  it('#2: a type nobody sells here a point behind the pick that would net several times as much is named with its makers', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'PT',
      laborCostPerHour: 9.5,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      facilitySizeSqM: 8000,
      handlingUnit: 'each',
      ordersPerDay: 3000,
      hoursPerDay: 16,
      daysPerWeek: 6,
    })
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    const unsold = a.warnings.find((w) => w.code === 'unsold_type_would_pay')
    expect(unsold?.params.robotType).toBe('goods_to_person_amr')
    // Round 119: a lease now pays its service. The collaborative AMRs' lease (9 robots) no longer saves, so the
    // pick is costed bought (about €6,500 a month freed less €302,000 over 60 months ≈ €1,470), not leased
    // (€289 once its set-up was spread): the purchase has no set-up to spread, and the clause says its net as is.
    // No input keeps a leased pick that saves beside a goods-to-person pilot (scanned 8–20 h, 1,500–6,000
    // orders, €7–14/h); the rule, a type nobody sells a point behind netting several times as much (about
    // €6,770 against €1,470), still holds here.
    expect(a.economics.acquisitionModel).toBe('buy')
    // Round 148 C: beside the bought pick's payback, no payback of its own on one site's set-up.
    expect(unsold?.text).toMatch(
      /^Goods-to-person AMRs would be worth a pilot here if bought \(about €[\d,]+ a month on our planning figures\), but no vendor in the catalog sells them in Portugal: ask their makers \(.+ sell them nearby\) whether they deliver there\. We give no payback for them, as it would not compare like for like with that of collaborative picking AMRs: .+\. Against that, collaborative picking AMRs would net about €1,470 a month here\.$/,
    )
  })
})

/** Round 108's Danish RaaS-asker (Q1-DK) and Irish counter canteen (Q5-IE). */
const ROUND_108_DK = {
  category: 'warehouse',
  region: 'DK',
  laborCostPerHour: 162.37,
  staffingPressure: 'low',
  budgetPreference: 'balanced',
  acquisitionPreference: 'raas',
  techReadiness: 'high',
  facilitySizeSqM: 8411,
  handlingUnit: 'each',
  ordersPerDay: 559,
  hoursPerDay: 24,
  daysPerWeek: 7,
} as const
const ROUND_108_IE = {
  category: 'restaurant',
  region: 'IE',
  laborCostPerHour: 33.14,
  staffingPressure: 'medium',
  budgetPreference: 'low_upfront',
  acquisitionPreference: 'open',
  techReadiness: 'high',
  serviceStyle: 'counter_service',
  seatsPerDay: 2026,
  hoursPerDay: 6,
  daysPerWeek: 6,
} as const

describe('round 108', () => {
  it('#1–#3: the "nets far more" test counts a lease set-up, and bussing robots are never set against a kitchen station', () => {
    // Q1-DK: DKK 43,100 leased "against" DKK 19,600 had netted about the same once DKK 995,000 of set-up was spread.
    const dk = answerTo(ROUND_108_DK)
    expect(dk.warnings.map((w) => w.code)).not.toContain('unsold_type_would_pay')
    const ie = answerTo(ROUND_108_IE)
    expect(ie.bestRobotMatch.robotType).toBe('kitchen_automation')
    const bussing = ie.warnings.find((w) => w.code === 'unsold_type_would_pay')
    expect(bussing?.params.robotType).toBe('delivery_bussing_robot')
    expect(bussing?.text).not.toMatch(/against/i)
  })
})

/** Round 109's Swedish RaaS-asker: an AS/RS by RaaS beside collaborative AMRs nobody sells there. */
const ROUND_109_SE = {
  category: 'warehouse',
  region: 'SE',
  laborCostPerHour: 562.89,
  staffingPressure: 'medium',
  budgetPreference: 'low_upfront',
  acquisitionPreference: 'raas',
  techReadiness: 'high',
  facilitySizeSqM: 18570,
  handlingUnit: 'each',
  ordersPerDay: 7406,
  hoursPerDay: 10,
  daysPerWeek: 5,
} as const

describe('round 109', () => {
  it('#1: the advice set against a far better unsold type is said as a loss, not a negative net', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'AE',
      // Round 119: a lease now pays its service; inputs moved from AED 26/h to AED 35/h to keep the rule. At
      // AED 26/h the collaborative AMRs' lease with service loses so much that the unsold goods-to-person AMRs
      // lead instead; at AED 35/h the collaborative AMRs are advised at a loss (about AED 16,500 a month once
      // their set-up is spread) beside goods-to-person AMRs that would pay clearly leased.
      laborCostPerHour: 35,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      facilitySizeSqM: 146743,
      handlingUnit: 'each',
      ordersPerDay: 29861,
      hoursPerDay: 24,
      daysPerWeek: 5,
    })
    const unsold = a.warnings.find((w) => w.code === 'unsold_type_would_pay')
    expect(unsold?.text).toMatch(
      / Against that, collaborative picking AMRs would lose about AED [\d,]+ a month here once their set-up is spread over three years\.$/,
    )
    expect(unsold?.text).not.toContain('−')
  })

  it('#2: better_fit_not_sold compares and says both types on their nets with set-up spread', () => {
    const a = answerTo(ROUND_109_SE)
    expect([a.bestRobotMatch.robotType, a.verdict]).toEqual(['asrs', 'proceed'])
    const better = a.warnings.find((w) => w.code === 'better_fit_not_sold')
    // Round 108 had said collaborative AMRs "would net less" (before their set-up) beside an AS/RS at SEK 659,000.
    expect(better?.text).toMatch(
      /they would net about SEK [\d,]+ a month here rented as a service, once their set-up is spread over three years\), but no vendor/,
    )
  })
})

describe('round 110', () => {
  it('better_fit_not_sold: the set-up clause sits beside the monthly figure it belongs to, and params carry the figure said', () => {
    const a = answerTo(ROUND_109_SE)
    const better = a.warnings.find((w) => w.code === 'better_fit_not_sold')
    const said = Number(/would net about SEK ([\d,]+) a month/.exec(better?.text ?? '')?.[1].replace(/,/g, ''))
    // Said to three significant figures; params carry the judged figure the sentence rounds (round 110: the figure before set-up).
    expect(Math.abs(Number(better?.params.monthlyNet) - said) / said).toBeLessThan(0.01)
  })
})

describe('round 111', () => {
  it('#1: a payback said to a tenth beside its limit says the limit to a tenth too', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'MY',
      currency: 'USD',
      laborCostPerHour: 2.72,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      serviceStyle: 'table_service',
      seatsPerDay: 350,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')?.text ?? ''
    // Round 111: "about 28.9 months … past our 29-month limit", then "within 28.8 months".
    expect(late).toMatch(
      /pays back only after about 28\.9 months \(.+\), past our 28\.8-month limit for a purchase lasting 4 years\. Buying would pay back within 28\.8 months/,
    )
  })
})

/** Round 112's Paris brasserie (R1-FR): serving robots pay, nobody sells them in France yet. */
const PARIS_BRASSERIE: MatchRequestInput = {
  category: 'restaurant',
  region: 'FR',
  currency: 'EUR',
  laborCostPerHour: 21,
  staffingPressure: 'high',
  budgetPreference: 'balanced',
  acquisitionPreference: 'lease',
  techReadiness: 'medium',
  serviceStyle: 'table_service',
  seatsPerDay: 450,
  facilitySizeSqM: 300,
  hoursPerDay: 12,
  daysPerWeek: 6,
}

describe('fresh profiles, round 112', () => {
  it('#1: a not-yet for want of a seller says so first where the figures pay, and keeps its old words where they do not', () => {
    const paris = answerTo(PARIS_BRASSERIE)
    expect(paris.verdict).toBe('not_yet')
    expect(paris.economics.monthlyNet).toBeGreaterThan(0)
    expect(paris.verdictReasons[0]).toMatchObject({ code: 'no_vendor_in_region' })
    expect(paris.verdictReasons[0]?.text).toBe(
      'Serving robots would pay here on the figures below, but we cannot name a seller of them in France yet (none in our catalog sells them there): what is missing is a seller, not the money.',
    )
    const lowWage = answerTo({ ...PARIS_BRASSERIE, laborCostPerHour: 3 })
    expect(lowWage.verdict).toBe('not_yet')
    expect(lowWage.verdictReasons[0]?.text).toBe(
      'We cannot name a seller of serving robots in France yet (none in our catalog sells them there); the figures show whether they would pay once one is found.',
    )
  })
})

describe('fresh profiles, round 112 (minor #3)', () => {
  it('a gap under half a percent is said as "under 1 %", never "about 1 %" or "about under 1 %"', () => {
    // The round-76 Korean floor: its vacuums would start to pay at ₩12,014/h against ₩11,971.20 today.
    const a = answerTo(ROUND_76_KOREAN_FLOOR)
    const texts = a.verdictReasons.map((r) => r.text).join(' ')
    expect(texts).toContain("at a labour cost under 1 % above today's (₩12,014/h)")
    expect(texts).not.toMatch(/about 1 % above|about under 1 %/)
  })

  it('an up-front cost under 1 % from the line is said without a seven-figure pair, and a loss under 1 % without "about"', () => {
    const pallets = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 15438,
      handlingUnit: 'pallet',
      hoursPerDay: 10,
      region: 'US',
      laborCostPerHour: 43.45,
      staffingPressure: 'low',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
    })
    expect(pallets.verdictReasons.map((r) => r.text).join(' ')).toContain(', or at an up-front cost under 1 % lower (worth asking the vendor for).')
    const diner = answerTo({
      category: 'restaurant',
      seatsPerDay: 85,
      hoursPerDay: 14,
      laborCostPerHour: 21.62,
      daysPerWeek: 5,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
    })
    expect(diner.verdictReasons.map((r) => r.text).join(' ')).toContain(
      'a month more than they save, under 1 % of their $999 monthly cost: close to break-even',
    )
  })
})

describe('fresh profiles, round 113', () => {
  it('#1: "would pay here … not the money" only on a clear case at the type’s own price; economicsVerdict says what the figures give', () => {
    const paris = answerTo(PARIS_BRASSERIE)
    expect(paris.verdictReasons[0]?.params).toMatchObject({ region: 'FR', robotType: 'serving_robot', economicsVerdict: 'proceed' })
    // A Singapore food court asking for dishwashing: its stations are costed at a fry robot's price.
    const foodCourt = answerTo({
      category: 'restaurant',
      region: 'SG',
      laborCostPerHour: 13,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
      serviceStyle: 'counter_service',
      kitchenTask: 'dishwashing',
      seatsPerDay: 3000,
      facilitySizeSqM: 1800,
      hoursPerDay: 14,
      daysPerWeek: 7,
    })
    const [first] = foodCourt.verdictReasons
    expect(first?.code).toBe('no_vendor_in_region')
    expect(first?.text).toMatch(/^We cannot name a seller of dishwashing robots in Singapore yet/)
    // #7: one rounding for the set-up cost, and no "in the most countries" for a maker in one country.
    const texts = foodCourt.verdictReasons.map((r) => r.text).join(' ')
    const setups = new Set([...texts.matchAll(/(S\$[\d,]+) set-up/g)].map((m) => m[1]))
    expect(setups.size).toBe(1)
    expect(foodCourt.warnings.map((w) => w.text).join(' ')).toMatch(/sells dishwashing robots elsewhere, none of them in Singapore or nearby/)
  })

  it('#3: a window shorter than the probes is said as given (1.5-hour, not 2-hour)', () => {
    const school = answerTo({
      category: 'cleaning',
      region: 'DK',
      laborCostPerHour: 235,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      floorAreaSqM: 3800,
      floorType: 'hard',
      hoursPerDay: 1.5,
      daysPerWeek: 5,
    })
    expect(school.verdictReasons[0]?.text).toMatch(/^The 1\.5-hour cleaning window is what keeps robots from paying clearly here: with 4 hours a day/)
  })
})

/** A Thai mall on ride-on scrubbers nobody sells in Thailand, at a wage far below their break-even (rounds 114–115). */
const THAI_MALL: MatchRequestInput = {
  category: 'cleaning',
  region: 'TH',
  currency: 'THB',
  laborCostPerHour: 75,
  floorAreaSqM: 32000,
  floorType: 'hard',
  hoursPerDay: 8,
  daysPerWeek: 7,
}

describe('fresh profiles, round 114', () => {
  it('#3: where the figures alone say not yet, their reason leads and the missing seller follows', () => {
    const mall = answerTo(THAI_MALL)
    expect(mall.verdict).toBe('not_yet')
    expect(mall.verdictReasons[0]?.code).not.toBe('no_vendor_in_region')
    expect(mall.verdictReasons[1]).toMatchObject({ code: 'no_vendor_in_region', params: { economicsVerdict: 'not_yet' } })
    expect(mall.verdictReasons[1]?.text).toMatch(/^Nor can we name a seller of .+ in Thailand yet \(none in our catalog sells them there\)\.$/)
  })
})

describe('fresh profiles, round 115', () => {
  it('#3: a lease losing money says its set-up beside the loss', () => {
    // An Auckland takeaway asking to lease a frying robot on a low up-front budget.
    const takeaway = answerTo({
      category: 'restaurant',
      region: 'NZ',
      laborCostPerHour: 27,
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'lease',
      serviceStyle: 'counter_service',
      kitchenTask: 'frying',
      seatsPerDay: 300,
      hoursPerDay: 10,
      daysPerWeek: 7,
    })
    expect(takeaway.verdict).toBe('not_yet')
    expect(takeaway.economics?.acquisitionModel).toBe('lease')
    const setUp = takeaway.economics?.upfrontCost ?? 0
    expect(setUp).toBeGreaterThan(0)
    expect(takeaway.verdictReasons[0]?.text).toMatch(/a month more than the staff time they save, on top of about NZ\$[\d,]+ of set-up up front\./)
    const said = Number(/on top of about NZ\$([\d,]+) of set-up/.exec(takeaway.verdictReasons[0]!.text)![1].replaceAll(',', ''))
    expect(Math.abs(said - setUp) / setUp).toBeLessThan(0.01)
  })

  it('#5: makers selling only on another continent sell "elsewhere", not "in countries nearby"', () => {
    const mall = answerTo(THAI_MALL)
    const warning = mall.warnings.find((w) => w.code === 'no_vendor_in_region')
    expect(warning?.text).toMatch(
      /\(Australia, New Zealand\) sells ride-on autonomous scrubbers elsewhere, though not in Thailand: ask whether they deliver there\./,
    )
    // An Irish floor's makers across the Irish Sea, in the UK, are still nearby.
    const hall = answerTo({ category: 'cleaning', region: 'IE', laborCostPerHour: 15, floorAreaSqM: 30000, floorType: 'hard', hoursPerDay: 8, daysPerWeek: 7 })
    expect(hall.warnings.find((w) => w.code === 'no_vendor_in_region')?.text).toMatch(
      / sell ride-on autonomous scrubbers in countries nearby, though not in Ireland:/,
    )
  })

  it('#2: a type netting less is chosen for a reason said in words', () => {
    // A US counter with no kitchen task: the kitchen station scores higher but is a typical station's figure.
    const counter = answerTo({
      category: 'restaurant',
      region: 'US',
      laborCostPerHour: 48.55,
      acquisitionPreference: 'buy',
      serviceStyle: 'counter_service',
      seatsPerDay: 1290,
      hoursPerDay: 14,
      daysPerWeek: 7,
    })
    expect(counter.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(counter.bestRobotMatch.rationale.at(-1)).toMatch(
      /^Kitchen automation stations fit slightly better on paper \(\d+ against \d+ points\) and would net more \(about \$[\d,]+ a month if bought, paying back in about \d+ months\), but that is a typical station's figure, as no kitchen task was given; delivery and bussing robots are costed at their own prices and pay back sooner \(in about \d+ months?\)$/,
    )
  })
})

describe('fresh profiles, round 116', () => {
  it('#3: a type netting less chosen for its clearer verdict says the two verdicts and the monthly costs behind them (round 117 #2)', () => {
    // A Mexican dining room, hours not given: serving robots a thin pilot, bussing robots a clear case capped on the assumed hours.
    const request: MatchRequestInput = {
      category: 'restaurant',
      region: 'MX',
      laborCostPerHour: 124.9,
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      serviceStyle: 'table_service',
      seatsPerDay: 627,
      daysPerWeek: 5,
    }
    const room = answerTo(request)
    // Round 119: a lease now pays its service, and no input keeps this rule's scenario. The bussing robots'
    // lease is US$600 + US$100 of service (it was US$600): MX$12,561 a robot here, where a bussing robot saves
    // about two thirds of what a serving robot (MX$17,927 a month rented, service included) does. Leased
    // bussing robots therefore no longer save more for what they cost than rented serving robots, so they are
    // never the clearer case beside serving robots netting more: none found over 31 countries, either budget,
    // readiness, hours given or not, 200–3,000 covers and 0.6–3 times the typical wage (nor, in coarser scans,
    // for any other pair of types in restaurants, cleaning or warehouses). Here the bussing lease nets about MX$970 a month
    // (8 % of its cost), the serving robots about MX$4,740 rented (13 %): the fitting serving robots, netting
    // more and paying more clearly, are rightly advised, and no type is said to be passed over.
    // Before round 119 the rationale ended: "Serving robots fit better on paper (…) and would net more (about
    // MX$4,740 a month rented as a service), but at these figures that is only worth a pilot on MX$35,900 of
    // monthly cost, while delivery and bussing robots would be a clear case (about MX$2,760 a month on
    // MX$10,800 of monthly cost)".
    expect(room.bestRobotMatch.robotType).toBe('serving_robot')
    expect(room.verdict).toBe('pilot')
    expect(room.economics.acquisitionModel).toBe('raas')
    // The rule itself, on the lease costing it was written for (`leaseFeesWithService`).
    const before = answerTo(request, 'pro', leaseFeesWithService())
    expect(before.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(before.bestRobotMatch.rationale.at(-1)).toMatch(
      /^Serving robots fit better on paper \(\d+ against \d+ points\) and would net more \(about MX\$[\d,]+ a month rented as a service\), but at these figures that is only worth a pilot on MX\$[\d,]+ of monthly cost, while delivery and bussing robots would be a clear case \(about MX\$[\d,]+ a month on MX\$[\d,]+ of monthly cost\)$/,
    )
    expect(room.bestRobotMatch.rationale.join(' ')).not.toMatch(/on paper/)
  })

  it('casebook W2: a planning figure passed over says its set-up is one site’s, whatever the fleet', () => {
    const dc = answerTo(BUSINESS_CASES.W2)
    expect(dc.bestRobotMatch.robotType).toBe('asrs')
    const other = dc.verdictReasons.find((r) => r.code === 'other_type_nets_more')
    expect(other?.text).toMatch(
      /goods-to-person AMRs are quoted per project, and the set-up counted is about US\$150,000 for the whole site, whatever the fleet/,
    )
    expect(dc.bestRobotMatch.rationale.join(' ')).toMatch(/though goods-to-person AMRs would net more a month on our planning figures \(see the reasons\)/)
  })

  it('price_converted on a proceed only where a higher local price could break the case (casebook C3, rounds 116–117)', () => {
    // C3's British carpet lease saves about three times its fee: converted or not, a quote would not change the advice.
    const office = answerTo(BUSINESS_CASES.C3)
    expect(office.verdict).toBe('proceed')
    expect(office.warnings.map((w) => w.code)).not.toContain('price_converted')
    // An Italian pallet site whose leased forklifts save less than their fee: a local price well above ours would erase it.
    const yard = answerTo({
      category: 'warehouse',
      region: 'IT',
      facilitySizeSqM: 59276,
      ordersPerDay: 374,
      handlingUnit: 'pallet',
      hoursPerDay: 20,
      // Round 119: a lease now pays its service; inputs moved from €23.25/h to €28/h to keep a proceed whose
      // saving is less than the lease's monthly cost (at €23.25/h the lease with service, €8,430 a month for
      // the fleet, saves only about €3,180 and is a pilot).
      laborCostPerHour: 28,
      daysPerWeek: 6,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
    })
    expect(yard.verdict).toBe('proceed')
    expect(yard.economics?.monthlyNet).toBeLessThan(yard.economics?.robotMonthlyCost?.[yard.economics.acquisitionModel] ?? 0)
    expect(yard.warnings.find((w) => w.code === 'price_converted')?.text).toMatch(
      /^The robots' prices are US figures converted at the rate of .+: no .+ published in Italy was found for autonomous forklifts and tuggers\. Ask for a local quote before committing: the saving is less than the robots’ monthly cost, so a local price well above ours would erase it\.$/,
    )
  })

  it('round 117 #2: where both types are clear cases, the one saving more for what it costs says both monthly costs', () => {
    const request: MatchRequestInput = {
      category: 'restaurant',
      region: 'BR',
      laborCostPerHour: 31.77,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      serviceStyle: 'table_service',
      seatsPerDay: 2300,
      hoursPerDay: 12,
      daysPerWeek: 6,
    }
    const hall = answerTo(request)
    // Round 119: a lease now pays its service, and no input keeps this rule's scenario (see round 116 #3
    // above: leased bussing robots, US$600 + US$100 of service, no longer save more for what they cost than
    // serving robots, whose fee includes service). Here 6 bussing robots leased would net about R$3,910 a
    // month on R$20,900 (19 %), the serving robots about R$8,590 on R$34,800 (25 %): the fitting serving
    // robots net more and save more for what they cost, so they are rightly advised, a clear case, and no
    // type is said to be passed over. Before round 119 the bussing robots netted R$6,890 on R$17,900 (39 %)
    // and the rationale ended "… but delivery and bussing robots save more for what they cost (about R$6,890
    // a month on R$17,900 of monthly cost, against R$34,800 for theirs)".
    expect(hall.bestRobotMatch.robotType).toBe('serving_robot')
    expect([hall.verdict, hall.economics.acquisitionModel]).toEqual(['proceed', 'lease'])
    expect(hall.bestRobotMatch.rationale.join(' ')).not.toMatch(/on paper/)
    // The rule itself, on the lease costing it was written for (`leaseFeesWithService`).
    const before = answerTo(request, 'pro', leaseFeesWithService())
    expect(before.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(before.bestRobotMatch.rationale.at(-1)).toMatch(
      /^Serving robots fit better on paper \(\d+ against \d+ points\) and would net more \(about R\$[\d,]+ a month if leased\), but delivery and bussing robots save more for what they cost \(about R\$[\d,]+ a month on R\$[\d,]+ of monthly cost, against R\$[\d,]+ for theirs\)$/,
    )
  })

  it('round 117 #4: buying chosen over a monthly model only on the assumed life says so, and the life that would reverse it', () => {
    const chain = answerTo({
      category: 'restaurant',
      region: 'US',
      serviceStyle: 'counter_service',
      kitchenTask: 'frying',
      seatsPerDay: 1100,
      laborCostPerHour: 16,
      hoursPerDay: 14,
      daysPerWeek: 7,
      acquisitionPreference: 'open',
      budgetPreference: 'balanced',
      staffingPressure: 'high',
    })
    expect(chain.acquisitionRecommendation).toBe('buy')
    const said =
      /^At these figures buying nets more a month than RaaS over the 5-year service life we assume; with under about (\d+) months of service RaaS would net more\. /.exec(
        chain.acquisitionRationale ?? '',
      )
    expect(said).not.toBeNull()
    // Round 118: over one horizon of L months, buying (up-front + service) and RaaS (set-up + fees) cost the same at that L.
    const months = Number(said![1])
    const economics = chain.economics!
    const upfront = economics.upfrontCost!
    const service = economics.robotMonthlyCost!.buy - upfront / 60
    const even = (upfront - 20_000) / (economics.robotMonthlyCost!.raas - service)
    expect(months).toBe(Math.ceil(even))
    expect(even).toBeLessThan(60)
  })

  it('round 117 #3: a no-seller not-yet whose per-project figures pay calls them planning figures', () => {
    const dc = answerTo({
      category: 'warehouse',
      region: 'PL',
      laborCostPerHour: 42,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      facilitySizeSqM: 60000,
      handlingUnit: 'each',
      ordersPerDay: 22000,
      hoursPerDay: 20,
      daysPerWeek: 6,
    })
    expect(dc.verdict).toBe('not_yet')
    expect(dc.verdictReasons[0]?.code).toBe('no_vendor_in_region')
    expect(dc.verdictReasons.find((r) => r.code === 'pays_back_within_life')?.text).toMatch(
      / These are planning figures: goods-to-person AMRs are quoted per project, and the set-up counted is about PLN 581,000 for the whole site, whatever the fleet, so for 44 robots the payback too is a project quote: a seller’s firm quote would decide it\.$/,
    )
  })
})

describe('fresh profiles, round 120', () => {
  it('R2-JP: a station bought at the Japanese price is serviced at the same share of that price as the US station', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'JP',
      laborCostPerHour: 1400,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
      serviceStyle: 'counter_service',
      kitchenTask: 'frying',
      seatsPerDay: 1000,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    // restaurant-rates.json: US$800 a month of service on a US$100,000 station; money.json: ¥5,280,000
    // and ¥200,000 of installation published in Japan. Service ¥5,280,000 × 800 ÷ 100,000 = ¥42,240 a
    // month (the US$800 converted had been ¥126,472, 29 % of the price a year).
    expect(a.economics.robotMonthlyCost!.buy).toBe(Math.round(5_280_000 / 60 + 200_000 / 60 + (5_280_000 * 800) / 100_000))
    const rule = a.economics.assumptions?.rates?.find((r) => r.name === 'rules.kitchen_automation.feesScaledToLocalPrice')
    expect(rule?.value).toBe(0.33)
    expect(rule?.note).toContain('the robots’ monthly service')
  })

  it('W2-PL: where only an outright sale nobody here offers would pay, the rationale says no model offered here pays', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'PL',
      laborCostPerHour: 45,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      facilitySizeSqM: 12000,
      handlingUnit: 'each',
      ordersPerDay: 4000,
      hoursPerDay: 16,
      daysPerWeek: 6,
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.vendorMatches.every((v) => !v.acquisitionModels.includes('buy'))).toBe(true)
    // Bought, the robots would save money (round 120 hand-checked a 43-month payback), so not "no acquisition model".
    expect(a.economics.robotMonthlyCost!.buy).toBeLessThan(a.economics.laborCostSavedPerMonth!)
    expect(a.acquisitionRationale).toMatch(/; at these figures no model offered here pays yet$/)
  })

  it('where robots cost more than in the US, service stays the converted US figure', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'DE',
      serviceStyle: 'table_service',
      seatsPerDay: 400,
      laborCostPerHour: 16,
      acquisitionPreference: 'buy',
    })
    const service = a.economics.assumptions?.rates?.find((r) => r.name === 'robots.serving_robot.serviceMonthly')
    expect(service?.value).toBe(100)
    expect(a.economics.assumptions?.rates?.some((r) => r.name === 'rules.serving_robot.feesScaledToLocalPrice')).toBe(false)
  })
})

describe('fresh profiles, round 121', () => {
  const floor = {
    category: 'cleaning',
    staffingPressure: 'high',
    budgetPreference: 'maximize_long_term_roi',
    acquisitionPreference: 'open',
    floorType: 'hard',
  } as const

  it('DE: when nothing pays, the monthly model advised in place of a losing purchase is the one losing least', () => {
    const a = answerTo({ ...floor, region: 'DE', laborCostPerHour: 17.7, techReadiness: 'medium', floorAreaSqM: 1783, hoursPerDay: 12, daysPerWeek: 5 })
    expect(a.verdict).toBe('not_yet')
    const cost = a.economics.robotMonthlyCost!
    expect(cost.raas).toBeLessThan(cost.lease!)
    // Round 151 A: buying, losing €207 a month, is kept; RaaS is the monthly model named, losing least of them.
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.acquisitionRationale).toMatch(/; buying comes closest: it loses less a month than RaaS would \(about €533 a month\)$/)
  })

  it('IN: no "RaaS, also offered here" where nobody sells the type in the country', () => {
    const a = answerTo({
      ...floor,
      region: 'IN',
      laborCostPerHour: 81.26,
      staffingPressure: 'medium',
      techReadiness: 'high',
      floorAreaSqM: 5793,
      hoursPerDay: 4,
      daysPerWeek: 5,
      acquisitionPreference: 'lease',
    })
    expect(a.vendorMatches.filter((v) => v.robotType === a.bestRobotMatch.robotType)).toHaveLength(0)
    expect(a.acquisitionRecommendation).toBe('lease')
    expect(a.economics.robotMonthlyCost!.lease).toBeGreaterThan(1.05 * a.economics.robotMonthlyCost!.raas!)
    expect(a.acquisitionRationale).not.toContain('also offered here')
  })

  it('C2-IT: a RaaS ask keeps the fitting type leased, the closest model its vendors offer, where that nets more than another type on RaaS', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'IT',
      laborCostPerHour: 22,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
      floorAreaSqM: 25000,
      floorType: 'hard',
      hoursPerDay: 8,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.robotType).toBe('ride_on_scrubber')
    expect(a.acquisitionRecommendation).toBe('lease')
    expect(a.acquisitionRationale).toBe(
      'You asked for RaaS, but none of the vendors listed offers RaaS for this type here, so the advice is a lease, the closest they offer',
    )
    // Two ride-ons leased net about €3,060; four walk-behinds on RaaS had netted about €1,650, and are
    // still named, as the model asked for (round 123).
    expect(a.economics.monthlyNet).toBeGreaterThan(3000)
    expect(a.verdictReasons.find((r) => r.code === 'monthly_type_offered')?.text).toMatch(
      /^Walk-behind autonomous scrubbers are rented as a service here \([^)]+\): about €[\d,]+ a month, saving about €1,650 a month with nothing up front: also a clear case\.$/,
    )
  })

  it('AE: a sold AS/RS saving a little, not a case, does not lead over the better fit netting a staff-hour a day more', () => {
    const site = {
      category: 'warehouse',
      region: 'AE',
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'high',
      facilitySizeSqM: 24558,
      handlingUnit: 'each',
      ordersPerDay: 5022,
      hoursPerDay: 16,
      daysPerWeek: 5,
    } as const
    // AED 50 and 55 had gone to an AS/RS saving AED 762 and AED 11,200 a month on AED 10.7 m up front,
    // between wages that named collaborative AMRs (nobody sells them in the UAE) netting more.
    for (const laborCostPerHour of [45, 50, 55, 60]) {
      const a = answerTo({ ...site, laborCostPerHour })
      expect(a.bestRobotMatch.robotType, String(laborCostPerHour)).toBe('collaborative_picking_amr')
      expect(a.verdict).toBe('not_yet')
    }
  })

  it('an unasked lease losing on its fee gives way to a RaaS losing less; a lease asked for stays', () => {
    const body = { category: 'cleaning', floorAreaSqM: 3100, hoursPerDay: 12, region: 'SE', laborCostPerHour: 25.04, staffingPressure: 'medium' } as const
    const open = answerTo(body)
    // Since round 161 A buying, losing over 5 % less than RaaS, the monthly model losing least, leads.
    expect(open.acquisitionRecommendation).toBe('buy')
    expect(open.acquisitionRationale).toBe(
      'At these figures no acquisition model pays yet; buying comes closest: it loses less a month than RaaS would: about SEK 6,900 a month against about SEK 10,600. Without these figures a lease would be the usual choice: a lease spreads the cost over the contract and keeps the option to upgrade',
    )
    expect(answerTo({ ...body, acquisitionPreference: 'lease' }).acquisitionRecommendation).toBe('lease')
  })
})

describe('fresh profiles, round 123', () => {
  it('an Indian dining room is costed at the serving-robot prices quoted in India', () => {
    const a = answerTo({ category: 'restaurant', region: 'IN', seatsPerDay: 600, serviceStyle: 'table_service', hoursPerDay: 12, daysPerWeek: 7 })
    // money.json IN: ₹750,000 a robot (the middle of ₹6.5–8.5 lakh), ₹35,000 a month by RaaS.
    expect(a.economics.upfrontCost).toBe(a.economics.unitsCosted! * 750_000)
    expect(a.economics.robotMonthlyCost!.raas).toBe(a.economics.unitsCosted! * 35_000)
    expect(a.warnings.some((w) => w.code === 'price_converted')).toBe(false)
  })

  it('round 124: an Indian counter is costed at the bussing-robot prices quoted in India, and a switch whose model saves before its set-up says so', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'IN',
      laborCostPerHour: 350,
      serviceStyle: 'counter_service',
      seatsPerDay: 1636,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    // money.json IN: ₹1,050,000 a robot (the middle of ₹9–12 lakh for a DINERBOT T10), ₹35,000 a month by RaaS.
    expect(a.economics.robotMonthlyCost!.raas).toBe(a.economics.unitsCosted! * 35_000)
    expect(a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text).toContain(
      `about ₹${(a.economics.unitsCosted! * 1_050_000).toLocaleString('en-US')} up front`,
    )
  })

  it('round 125, C1-PT: a buy-asker’s other floor that does not pay is said bought, as asked, with the labour cost it pays back from', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'PT',
      laborCostPerHour: 9,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
      floorAreaSqM: 12000,
      floorType: 'mixed',
      carpetShare: 0.2,
      hoursPerDay: 6,
      daysPerWeek: 7,
    })
    const other = a.verdictReasons.find((r) => r.code === 'other_floor_not_yet')
    expect(other?.params.model).toBe('buy')
    // Since round 147 B the hard floor is costed at Portugal's published €24,500 and saves, but late; it still
    // says from which labour cost buying would pay back in time.
    expect(other?.text).toMatch(
      /^The hard floor \(80 % of the area\) does not pay yet: bought, walk-behind autonomous scrubbers would save about €\d+ a month there but pay back only after about \d+ months \([^)]+\); from a labour cost of about €[\d.]+\/h, buying would pay back within 36 months\.$/,
    )
  })

  it('NO: the type sold here is costed on the purchase the buyer asked for, and named with the makers that sell it outright', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'NO',
      laborCostPerHour: 260.77,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      facilitySizeSqM: 33719,
      handlingUnit: 'each',
      ordersPerDay: 10745,
      hoursPerDay: 10,
      daysPerWeek: 6,
    })
    const sold = a.verdictReasons.find((r) => r.code === 'sold_type_not_yet')
    expect(sold?.params.model).toBe('buy')
    expect(sold?.text).toMatch(
      /^Of the robots sold here today, AS\/RS systems \(sold here by [^)]+\) come closest: \d+ shuttle aisles bought would save about NOK [\d,]+ a month but pay back only after/,
    )
  })
})

describe('fresh profiles, round 126', () => {
  it('pallet orders are not graded on picking levels: the line says the fleet is sized on their moves', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'IE',
      facilitySizeSqM: 30000,
      handlingUnit: 'pallet',
      ordersPerDay: 500,
      hoursPerDay: 16,
      daysPerWeek: 5,
    })
    expect(a.bestRobotMatch.robotType).toBe('autonomous_forklift')
    expect(a.bestRobotMatch.rationale).toContain(
      '500 pallet orders/day: autonomous forklifts and tuggers are sized on the pallet moves they need (see the fleet)',
    )
    expect(a.bestRobotMatch.rationale.join(' ')).not.toMatch(/low throughput/)
  })
})

describe('fresh profiles, round 127', () => {
  it('a Korean bussing robot is bought at the price reported in Korea, not the US one converted', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'KR',
      laborCostPerHour: 8978.4,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
      serviceStyle: 'self_service',
      seatsPerDay: 906,
      hoursPerDay: 8,
      daysPerWeek: 6,
    })
    expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(a.acquisitionRecommendation).toBe('buy')
    // money.json KR: ₩11,000,000 a robot (the middle of Newsis' ₩2–20 million).
    expect(a.economics.upfrontCost).toBe(a.economics.unitsCosted! * 11_000_000)
  })
})

describe('fresh profiles, round 129 (mixed floors after the half assumed became the half sent)', () => {
  it('F-A: where nobody sells cleaning robots of any kind, the floor whose robots pay better leads', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'SE',
      floorAreaSqM: 51685,
      floorType: 'mixed',
      laborCostPerHour: 392.11,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
    })
    // Round 129: ride-ons, netting about SEK 93,000, had led the carpet's vacuums netting SEK 309,000.
    expect(a.verdict).toBe('not_yet')
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    const hardFloor = a.warnings.find((w) => w.code === 'unsold_type_would_pay')!
    expect(hardFloor.params).toMatchObject({ robotType: 'ride_on_scrubber', floorShare: 0.5 })
    expect(Number(hardFloor.params.monthlyNet)).toBeLessThan(a.economics.monthlyNet)
  })

  it('F-B: the other floor’s robots below their usual range do not lead a fitting type within its own that pays; they are named with the range', () => {
    const a = expectAsHalfGiven({
      category: 'cleaning',
      region: 'AU',
      floorAreaSqM: 1519,
      floorType: 'mixed',
      laborCostPerHour: 67.18,
      hoursPerDay: 10,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.verdictReasons.find((r) => r.code === 'other_floor_pays')?.text).toMatch(
      /walk-behind autonomous scrubbers too, beside these on their own floor, but only as a pilot: they would .+\. About 760 m² is below their usual range \(1,000–15,000 m²\)\.$/,
    )
  })

  it('F-C: the longer-window hint reads the verdict before the carpet share’s cap', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'DE',
      floorAreaSqM: 22162,
      floorType: 'mixed',
      laborCostPerHour: 42.32,
      hoursPerDay: 1,
      daysPerWeek: 5,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'high',
    })
    expect(a.verdict).toBe('pilot')
    expect(a.verdictReasons.find((r) => r.code === 'longer_window_fewer_robots')?.params).toMatchObject({ hoursPerDay: 1, longerHoursPerDay: 4 })
    // A clear case only on figures that assumed inputs still cap is said so (round 130 N3).
    const assumedFloor = answerTo({
      category: 'cleaning',
      floorAreaSqM: 53367,
      hoursPerDay: 2,
      laborCostPerHour: 25.92,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
    })
    expect(assumedFloor.verdictReasons.find((r) => r.code === 'window_too_short')?.text).toMatch(
      /^A longer cleaning window than 2 hours would help: .+ \(a clear case on these figures, once you confirm the floor type\)\./,
    )
  })

  it('F-D: a low-upfront floor without a share gets the purchase that clearly pays, as with the half sent', () => {
    const a = expectAsHalfGiven({
      category: 'cleaning',
      region: 'NL',
      floorAreaSqM: 35280,
      floorType: 'mixed',
      laborCostPerHour: 19.12,
      hoursPerDay: 4,
      daysPerWeek: 6,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.verdict).toBe('pilot')
  })

  it('a model asked for on a floor without a share gives way as with the half sent (casebook re-judge of round 130, finding 4)', () => {
    // Had been "pilot, walk-behinds on RaaS, about €27 a month" while the half sent gave vacuums bought, paying back in 7 months.
    const a = expectAsHalfGiven({
      category: 'cleaning',
      region: 'NL',
      floorAreaSqM: 9000,
      floorType: 'mixed',
      laborCostPerHour: 16,
      currency: 'EUR',
      hoursPerDay: 8,
      daysPerWeek: 5,
      acquisitionPreference: 'raas',
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.verdict).toBe('pilot')
  })

  it('round 130 N1: where nobody sells cleaning robots, the other floor’s robots far below their range do not lead', () => {
    // Had been a ride-on bought for SEK 499,000 for 560 m² of hard floor.
    const a = answerTo({
      category: 'cleaning',
      region: 'SE',
      floorAreaSqM: 1120,
      floorType: 'mixed',
      laborCostPerHour: 487.6,
      hoursPerDay: 3,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'low',
    })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
  })

  it('round 130 N2: the range guard needs a part well below the range, a fitting type netting at least half as much, and no ask only the other meets', () => {
    // RaaS asked, met by the walk-behinds (+€858) and not by the vacuums (+€181): the walk-behinds lead.
    const italian = answerTo({
      category: 'cleaning',
      region: 'IT',
      floorAreaSqM: 1044,
      floorType: 'mixed',
      carpetShare: 0.37,
      laborCostPerHour: 49.27,
      hoursPerDay: 1,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    })
    expect(italian.bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    expect(italian.acquisitionRecommendation).toBe('raas')
    // 905 m² of hard floor, 90 % of the way to the walk-behinds' 1,000 m²: not well below it.
    const canadian = answerTo({
      category: 'cleaning',
      region: 'CA',
      floorAreaSqM: 1293,
      floorType: 'mixed',
      carpetShare: 0.3,
      laborCostPerHour: 50.67,
      hoursPerDay: 6,
      daysPerWeek: 7,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
    })
    expect(canadian.bestRobotMatch.robotType).toBe('walk_behind_scrubber')
    expect(canadian.acquisitionRecommendation).toBe('buy')
  })

  it('round 131 F2: of two scrubbers both far below their ranges on a small hard floor, the nearer is named; under a third of the range, none', () => {
    // Had named ride-ons for 172 m² of hard floor; since round 132 a part that small is not costed at all.
    const a = answerTo({
      category: 'cleaning',
      region: 'KR',
      floorAreaSqM: 343,
      floorType: 'mixed',
      laborCostPerHour: 14330.14,
      hoursPerDay: 8,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'high',
    })
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('other_floor_not_yet')
    const larger = answerTo({
      category: 'cleaning',
      region: 'KR',
      floorAreaSqM: 1400,
      floorType: 'mixed',
      laborCostPerHour: 14330.14,
      hoursPerDay: 8,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'high',
    })
    expect(larger.verdictReasons.find((r) => r.code === 'other_floor_not_yet')?.params.robotType).toBe('walk_behind_scrubber')
  })

  it('round 131 F3: a monthly model whose set-up, spread, turns its saving into a loss says so', () => {
    const a = answerTo({
      category: 'warehouse',
      facilitySizeSqM: 1073,
      hoursPerDay: 20,
      region: 'FR',
      laborCostPerHour: 17.98,
      daysPerWeek: 6,
      staffingPressure: 'high',
      acquisitionPreference: 'open',
      techReadiness: 'high',
    })
    expect(a.verdictReasons.find((r) => r.code === 'monthly_model_offered')?.text).toMatch(
      /would save only about €[\d,]+ a month, less than a staff-hour a day, with about €[\d,]+ of set-up up front \(a loss of about €[\d,]+ a month once the set-up is spread over three years\)/,
    )
  })

  it('round 133 A: the window hint does not point to robots nobody sells here', () => {
    // Had read "with 8 hours a day, ride-on autonomous scrubbers would net about S$1,480 a month … (a clear case on these
    // figures, once the inputs we assumed are confirmed)": no ride-on seller in Singapore, and nothing assumed.
    const a = answerTo({
      category: 'cleaning',
      region: 'SG',
      laborCostPerHour: 22.22,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
      floorAreaSqM: 21719,
      floorType: 'hard',
      hoursPerDay: 3,
      daysPerWeek: 7,
    })
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('window_too_short')
  })

  it('round 134 C and E: the model asked for and the one compared are said on one basis', () => {
    // C: "RaaS, as you asked, would lose about DKK 55 a month after about DKK 166,000 of set-up, against a
    // saving of about DKK 2,600 for a lease (a loss of about DKK 2,010 once its set-up is spread …)": the
    // lease spread, RaaS not, so RaaS read as the smaller loss though spread alike it loses DKK 4,660.
    const money = (text: string) => [...text.matchAll(/about DKK ([\d,]+)/g)].map((m) => Number(m[1].replace(/,/g, '')))
    const dk = answerTo({
      category: 'warehouse',
      region: 'DK',
      laborCostPerHour: 245.32,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
      facilitySizeSqM: 3894,
      handlingUnit: 'case',
      ordersPerDay: 349,
      hoursPerDay: 8,
      daysPerWeek: 7,
    })
    expect(dk.acquisitionRecommendation).toBe('lease')
    const asked = dk.verdictReasons.find((r) => r.code === 'monthly_model_offered')!.text
    expect(asked).toMatch(
      /^RaaS, as you asked, would lose about DKK [\d,]+ a month once its set-up of about DKK [\d,]+ is spread over three years, against a loss of about DKK [\d,]+ a month for a lease on the same basis\.$/,
    )
    const [raasLoss, , leaseLoss] = money(asked)
    expect(raasLoss).toBeGreaterThan(leaseLoss)
    // E: the lease had been shown at CHF 657 a month, unspread, beside RaaS spread to a loss of CHF 85.
    const ch = answerTo({
      category: 'warehouse',
      region: 'CH',
      laborCostPerHour: 72.23,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
      facilitySizeSqM: 999,
      handlingUnit: 'case',
      ordersPerDay: 111,
      hoursPerDay: 8,
      daysPerWeek: 6,
    })
    expect(ch.acquisitionRecommendation).toBe('lease')
    expect(ch.verdictReasons.find((r) => r.code === 'monthly_model_offered')?.text).toMatch(
      /^RaaS, as you asked, would lose about CHF [\d,]+ a month once its set-up of about CHF [\d,]+ is spread over three years, against a saving of about CHF \d{2,3} a month for a lease on the same basis\.$/,
    )
  })

  it('round 134 D: another floor whose robots would be a pilot on their own is not said to "pay too"', () => {
    const site = {
      category: 'cleaning',
      region: 'CH',
      laborCostPerHour: 40,
      hoursPerDay: 3,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    } as const
    const a = answerTo({ ...site, floorAreaSqM: 3000, floorType: 'mixed', carpetShare: 0.7 })
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.verdictReasons.find((r) => r.code === 'other_floor_pays')?.text).toMatch(
      /^The hard floor \(30 % of the area\) could take walk-behind autonomous scrubbers too, beside these on their own floor, but only as a pilot: they would save only about CHF [\d,]+ a month there, less than a staff-hour a day, if bought, paying back in about \d+ months\. About 900 m² is below their usual range \(1,000–15,000 m²\)\.$/,
    )
    // The 900 m² of hard floor asked about alone: that pilot.
    const alone = answerTo({ ...site, floorAreaSqM: 900, floorType: 'hard' })
    expect([alone.verdict, alone.bestRobotMatch.robotType]).toEqual(['pilot', 'walk_behind_scrubber'])
  })

  it('round 134 F: the inputs a longer window waits for read right for one field ("once you confirm days a week")', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'CA',
      laborCostPerHour: 51.2,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
      floorAreaSqM: 4233,
      floorType: 'hard',
      hoursPerDay: 1,
    })
    expect(a.verdictReasons.find((r) => r.code === 'window_too_short')?.text).toMatch(/\(a clear case on these figures, once you confirm days a week\)\./)
  })

  it("round 135 G: beside a purchase, the other monthly model is said on the asked one's basis", () => {
    // Had read "… a loss of about €95 a month; buying needs about €413,000 up front. A lease would net
    // about €681 a month", where with its €133,000 set-up spread the lease loses about €3,020.
    const a = answerTo({
      category: 'warehouse',
      region: 'FI',
      laborCostPerHour: 27.41,
      staffingPressure: 'low',
      budgetPreference: 'balanced',
      acquisitionPreference: 'raas',
      techReadiness: 'high',
      facilitySizeSqM: 3764,
      handlingUnit: 'case',
      ordersPerDay: 1474,
      hoursPerDay: 8,
      daysPerWeek: 5,
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.verdictReasons.find((r) => r.code === 'monthly_model_offered')?.text).toMatch(
      /^RaaS, as you asked, would cost about €[\d,]+ a month for about €[\d,]+ of staff time saved, a loss of about €[\d,]+ a month, about €[\d,]+ once its set-up of about €[\d,]+ is spread over three years; buying needs about €[\d,]+ up front\. A lease would lose about €[\d,]+ a month on the same basis\.$/,
    )
  })

  it('round 135 H: the other floor is named with the type that floor would get on its own', () => {
    // Had named walk-behinds "only as a pilot" at A$118 a month; the hard half alone gets ride-ons, a proceed.
    const site = {
      category: 'cleaning',
      region: 'AU',
      laborCostPerHour: 24.17,
      staffingPressure: 'low',
      budgetPreference: 'balanced',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
      hoursPerDay: 12,
      daysPerWeek: 6,
    } as const
    const mixed = answerTo({ ...site, floorAreaSqM: 36681, floorType: 'mixed' })
    const other = mixed.verdictReasons.find((r) => r.code === 'other_floor_pays')!
    const alone = answerTo({ ...site, floorAreaSqM: 18341, floorType: 'hard' })
    expect([alone.verdict, alone.bestRobotMatch.robotType]).toEqual(['proceed', 'ride_on_scrubber'])
    expect(other.params).toMatchObject({ robotType: 'ride_on_scrubber', otherMonthlyNet: alone.economics.monthlyNet })
    expect(other.text).toMatch(
      /^The hard floor \(50 % of the area\) would pay too: ride-on autonomous scrubbers would net about A\$[\d,]+ a month there if leased/,
    )
  })

  it('round 135 K and the paid form: "the labour cost we assumed"; the compared model\'s own set-up is named', () => {
    const assumedWage = answerTo({
      category: 'cleaning',
      region: 'DK',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
      floorAreaSqM: 10515,
      daysPerWeek: 5,
    })
    const manual = assumedWage.verdictReasons.find((r) => r.code === 'part_stays_manual')!.text
    expect(manual).toContain('at the labour cost we assumed it would still save')
    expect(manual).not.toContain('your labour cost')
    const sameSetUp = answerTo({
      category: 'restaurant',
      seatsPerDay: 1207,
      serviceStyle: 'counter_service',
      region: 'PL',
      laborCostPerHour: 38.09,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
    })
    expect(sameSetUp.verdictReasons.find((r) => r.code === 'monthly_model_offered')?.text).toMatch(
      /^A lease, as you asked, would lose about PLN [\d,]+ a month after about PLN [\d,]+ of set-up, against a saving of about PLN [\d,]+ a month for RaaS, with the same set-up\.$/,
    )
  })

  it('round 135 J: a warehouse day shorter than a shift is named as the lever where a longer one would pay', () => {
    const dock = {
      category: 'warehouse',
      region: 'GB',
      laborCostPerHour: 32.19,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'lease',
      techReadiness: 'low',
      facilitySizeSqM: 21515,
      handlingUnit: 'each',
      ordersPerDay: 1944,
      daysPerWeek: 7,
    } as const
    const short = answerTo({ ...dock, hoursPerDay: 2 })
    expect(short.verdict).toBe('not_yet')
    const hint = short.verdictReasons[0]
    expect(hint.code).toBe('window_too_short')
    const shift = answerTo({ ...dock, hoursPerDay: 8 })
    expect(shift.verdict).toBe('proceed')
    expect(hint.params).toMatchObject({
      hoursPerDay: 2,
      longerHoursPerDay: 8,
      robotType: shift.bestRobotMatch.robotType,
      longerMonthlyNet: shift.economics.monthlyNet,
    })
    expect(hint.text).toMatch(
      /^The 2-hour working day is what keeps robots from paying clearly here: with 8 hours a day, .+ would handle the same work with \d+ robots and net about £[\d,]+ a month .+\(a clear case\)\. A short day needs \d+ robots to do the work it holds: ask whether the work can be spread over more hours\.$/,
    )
    // A shift-long day is not called short, nor a restaurant's opening hours.
    expect(shift.verdictReasons.map((r) => r.code)).not.toContain('window_too_short')
    expect(answerTo({ ...dock, hoursPerDay: 8, laborCostPerHour: 12 }).verdictReasons.map((r) => r.code)).not.toContain('window_too_short')
  })

  it('round 136 L and P: the other floor within its range is named before one outside it, and not as a rival', () => {
    // L: ride-ons on 9,694 m² of hard floor, below their range, had been named over walk-behinds within theirs.
    const nl = answerTo({
      category: 'cleaning',
      region: 'NL',
      laborCostPerHour: 44.23,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      floorAreaSqM: 19388,
      floorType: 'mixed',
      hoursPerDay: 8,
      daysPerWeek: 7,
    })
    expect(nl.verdictReasons.find((r) => r.code === 'other_floor_pays')?.params).toMatchObject({ robotType: 'walk_behind_scrubber' })
    // P: "ride-ons … would net less here (€4,750 … against €17,600 for autonomous vacuums)" set two floors' robots up as rivals.
    const es = answerTo({
      category: 'cleaning',
      region: 'ES',
      laborCostPerHour: 26.94,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
      floorAreaSqM: 53036,
      floorType: 'mixed',
      hoursPerDay: 8,
      daysPerWeek: 6,
    })
    expect(es.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(es.warnings.map((w) => w.code)).not.toContain('better_fit_not_sold')
    expect(es.verdictReasons.find((r) => r.code === 'other_floor_pays')?.text).toMatch(/^The hard floor \(50 % of the area\) would pay too: /)
  })

  it("round 136 M and N: as paid, the other model's set-up is named; a warehouse day hint stays with today's robots", () => {
    const fi = answerTo({
      category: 'warehouse',
      region: 'FI',
      laborCostPerHour: 21.86,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'high',
      facilitySizeSqM: 65900,
      handlingUnit: 'each',
      ordersPerDay: 6540,
      hoursPerDay: 10,
      daysPerWeek: 5,
    })
    expect(fi.verdictReasons.find((r) => r.code === 'monthly_model_offered')?.text).toMatch(
      /a loss of about €[\d,]+ a month after about €[\d,]+ of set-up; buying needs about €[\d,]+ up front\. A lease would net about €[\d,]+ a month, with the same set-up\.$/,
    )
    // N: "the same work with 102 robots" (collaborative AMRs at 16 hours) had stood beside "44 shuttle aisles" (today's AS/RS).
    const ca = answerTo({
      category: 'warehouse',
      region: 'CA',
      laborCostPerHour: 33.96,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
      facilitySizeSqM: 51033,
      handlingUnit: 'case',
      ordersPerDay: 32882,
      hoursPerDay: 5,
      daysPerWeek: 6,
    })
    // Today's AS/RS does not pay at 8 or 16 hours; the collaborative AMRs that would are named alone (round
    // 139 Z), without today's fleet beside them.
    expect(ca.bestRobotMatch.robotType).toBe('asrs')
    const hint = ca.verdictReasons.find((r) => r.code === 'window_too_short')!
    expect(hint.params.robotType).toBe('collaborative_picking_amr')
    expect(hint.text).not.toMatch(/shuttle aisle/)
    expect(hint.text).toMatch(/ Ask whether the work can be spread over more hours\.$/)
  })

  it("round 137 Q: a warehouse day hint costs today's robots at the longer day, whatever type that day would pick", () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'AU',
      laborCostPerHour: 40.8,
      budgetPreference: 'balanced',
      techReadiness: 'high',
      facilitySizeSqM: 90876,
      handlingUnit: 'each',
      ordersPerDay: 16931,
      daysPerWeek: 7,
      hoursPerDay: 7,
    })
    const hint = a.verdictReasons.find((r) => r.code === 'window_too_short')
    expect(hint?.params).toMatchObject({ hoursPerDay: 7, longerHoursPerDay: 16, robotType: a.bestRobotMatch.robotType })
    expect(hint?.text).toMatch(
      /^The 7-hour working day is what keeps robots from paying clearly here: with 16 hours a day, collaborative picking AMRs would handle the same work with \d+ robots/,
    )
  })

  it("round 138 V and S: a day hint weighs a lease's set-up, names it, and names a type that would net more", () => {
    // V: "net about €1,230 a month if leased (worth a pilot)" had left out a €66,600 set-up that turns it into a loss.
    const at = answerTo({
      category: 'warehouse',
      region: 'AT',
      laborCostPerHour: 26.81,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
      facilitySizeSqM: 13828,
      handlingUnit: 'pallet',
      ordersPerDay: 779,
      hoursPerDay: 5,
      daysPerWeek: 5,
    })
    expect(at.verdictReasons.map((r) => r.code)).not.toContain('window_too_short')
    // S: today's collaborative AMRs at 16 hours, and the goods-to-person robots that day would pick.
    const gb = answerTo({
      category: 'warehouse',
      region: 'GB',
      laborCostPerHour: 26.05,
      staffingPressure: 'low',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
      facilitySizeSqM: 98616,
      handlingUnit: 'case',
      ordersPerDay: 9312,
      hoursPerDay: 1,
      daysPerWeek: 4,
    })
    expect(gb.verdictReasons.find((r) => r.code === 'window_too_short')?.text).toMatch(
      /^A longer working day than 1 hour would help: with 16 hours a day, collaborative picking AMRs would handle the same work with \d+ robots and net about £[\d,]+ a month rented as a service, before a set-up of about £[\d,]+, about £[\d,]+ a month once that is spread over three years \(worth a pilot\)\. A short day needs \d+ robots to do the work it holds: ask whether the work can be spread over more hours\. At 16 hours a day goods-to-person AMRs would net more: about £[\d,]+ a month if bought \(a clear case\)\.$/,
    )
  })

  it("round 139 Z: where today's robots never pay at a longer day, another type sold here that would is named alone", () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'GB',
      laborCostPerHour: 25.84,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'low',
      facilitySizeSqM: 11902,
      handlingUnit: 'case',
      ordersPerDay: 3432,
      hoursPerDay: 3,
      daysPerWeek: 3,
    })
    expect([a.verdict, a.bestRobotMatch.robotType]).toEqual(['not_yet', 'collaborative_picking_amr'])
    const hint = a.verdictReasons.find((r) => r.code === 'window_too_short')
    expect(hint?.params).toMatchObject({ hoursPerDay: 3, longerHoursPerDay: 16, robotType: 'goods_to_person_amr', model: 'buy' })
    // Today's fleet is not set beside another type's.
    expect(hint?.text).toMatch(
      /^The 3-hour working day is what keeps robots from paying clearly here: with 16 hours a day, goods-to-person AMRs \(sold here by Geek\+, Hai Robotics and GreyOrange\) would handle the same work with \d+ robots and net about £[\d,]+ a month if bought \(a clear case\)\. Ask whether the work can be spread over more hours\.$/,
    )
  })

  it('round 140 B: a short day whose robots nobody sells here is pointed to a type sold here that a longer day would pay for', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'AT',
      laborCostPerHour: 27.65,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
      facilitySizeSqM: 6289,
      handlingUnit: 'each',
      ordersPerDay: 4351,
      hoursPerDay: 7.5,
      daysPerWeek: 7,
    })
    expect(a.vendorMatches.filter((v) => v.robotType === a.bestRobotMatch.robotType)).toEqual([])
    const hint = a.verdictReasons.find((r) => r.code === 'window_too_short')
    expect(hint?.params).toMatchObject({ hoursPerDay: 7.5, longerHoursPerDay: 16, robotType: 'asrs' })
    expect(hint?.text).toMatch(
      /with 16 hours a day, AS\/RS systems \(sold here by [^)]+\) would handle the same work with \d+ shuttle aisles and net about €[\d,]+ a month if bought/,
    )
  })

  it('round 141 A: a floor assumed cleaned once a day says so where twice would pay, and a long window is not called busy beside idle robots', () => {
    const body: MatchRequestInput = {
      category: 'cleaning',
      region: 'SG',
      floorType: 'hard',
      floorAreaSqM: 4519,
      hoursPerDay: 20,
      daysPerWeek: 7,
      laborCostPerHour: 14.7,
      staffingPressure: 'medium',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    }
    const once = answerTo(body)
    expect(once.verdict).toBe('not_yet')
    const hint = once.verdictReasons.find((r) => r.code === 'cleanings_per_day_assumed')
    expect(hint?.params).toMatchObject({ cleaningsPerDay: 1, moreCleaningsPerDay: 2, robotType: 'walk_behind_scrubber', model: 'lease', units: 1 })
    expect(hint?.text).toMatch(
      /^We assumed the floor is cleaned once a day\. .*cleaned twice a day, walk-behind autonomous scrubbers would take over twice the work with 1 robot and net about S\$[\d,]+ a month if leased \(a clear case\)\.$/,
    )
    // The question is asked once, as an assumed input (round 143: the hint had asked it again).
    expect(once.warnings.filter((w) => w.code === 'input_assumed' && w.params.field === 'cleaningsPerDay')).toHaveLength(1)
    expect(once.defaultedInputs).toContain('cleaningsPerDay')
    // The 20-hour window: one cleaning uses about a third of the robot's hours, so it is not "kept busy".
    const schedule = once.bestRobotMatch.rationale.find((line) => line.startsWith('Cleaning with a 20 h/day window'))
    expect(schedule).toMatch(/leaves walk-behind autonomous scrubbers time to spare: one cleaning a day of this floor takes about \d+ % of their hours$/)
    // The hint is the answer the buyer gets on sending it: the same model, units and net.
    const twice = answerTo({ ...body, cleaningsPerDay: 2 })
    expect([twice.verdict, twice.acquisitionRecommendation, twice.economics.unitsCosted, twice.economics.monthlyNet]).toEqual([
      'proceed',
      'lease',
      1,
      hint?.params.moreMonthlyNet,
    ])
    expect(twice.verdictReasons.some((r) => r.code === 'cleanings_per_day_assumed')).toBe(false)
    expect(twice.cleaningRoi?.assumptions?.inputs.cleaningsPerDay).toBe(2)
  })

  it('round 142 A: a long window or robots with time to spare ask how often the floor is cleaned, whatever the verdict; a clear case says what twice a day would net', () => {
    const clear = answerTo({
      category: 'cleaning',
      region: 'IT',
      floorType: 'hard',
      floorAreaSqM: 10720,
      hoursPerDay: 18,
      daysPerWeek: 7,
      laborCostPerHour: 33.21,
      acquisitionPreference: 'raas',
      techReadiness: 'high',
      budgetPreference: 'balanced',
      staffingPressure: 'medium',
    })
    expect([clear.verdict, clear.economics.unitsCosted]).toEqual(['proceed', 1])
    expect(clear.defaultedInputs).toEqual(['cleaningsPerDay'])
    expect(clear.warnings.find((w) => w.code === 'input_assumed')?.params).toEqual({ field: 'cleaningsPerDay', assumed: 1 })
    const hint = clear.verdictReasons.find((r) => r.code === 'cleanings_per_day_assumed')
    expect(hint?.params).toMatchObject({ robotType: 'walk_behind_scrubber', model: 'raas', units: 2 })
    expect(hint?.text).toMatch(
      /cleaned twice a day, walk-behind autonomous scrubbers would take over twice the work with 2 robots and net about €8,890 a month rented as a service \(a clear case\)/,
    )
    // Nobody sells the fitting ride-ons in Singapore: no figures to act on, but the question is asked.
    const unsold = answerTo({
      category: 'cleaning',
      region: 'SG',
      floorType: 'hard',
      floorAreaSqM: 20000,
      hoursPerDay: 12,
      daysPerWeek: 7,
      laborCostPerHour: 13,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    })
    expect(unsold.vendorMatches.filter((v) => v.robotType === unsold.bestRobotMatch.robotType)).toEqual([])
    expect(unsold.defaultedInputs).toContain('cleaningsPerDay')
    expect(unsold.warnings.some((w) => w.code === 'input_assumed' && w.params.field === 'cleaningsPerDay')).toBe(true)
    expect(unsold.verdictReasons.some((r) => r.code === 'cleanings_per_day_assumed')).toBe(false)
    // Where no number of cleanings a day would pay, nothing is asked (round 143: 489 of 1,623 questions).
    const hopeless = answerTo({
      category: 'cleaning',
      region: 'AE',
      floorType: 'hard',
      floorAreaSqM: 9263,
      hoursPerDay: 12,
      daysPerWeek: 6,
      laborCostPerHour: 14.81,
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
    })
    expect(hopeless.verdict).toBe('not_yet')
    expect(hopeless.warnings.some((w) => w.code === 'input_assumed' && w.params.field === 'cleaningsPerDay')).toBe(false)
    // Sent, nothing is asked.
    const sent = answerTo({ category: 'cleaning', region: 'SG', floorType: 'hard', floorAreaSqM: 20000, hoursPerDay: 12, cleaningsPerDay: 1 })
    expect(sent.defaultedInputs).not.toContain('cleaningsPerDay')
    expect(sent.warnings.some((w) => w.code === 'input_assumed' && w.params.field === 'cleaningsPerDay')).toBe(false)
  })

  it('round 143 B: a cleaning site is told a larger floor alone would not pay, not "more volume", beside a second cleaning that would', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'JP',
      floorType: 'hard',
      floorAreaSqM: 4290,
      hoursPerDay: 12,
      daysPerWeek: 7,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
    })
    const text = a.verdictReasons.map((r) => r.text).join(' ')
    expect(text).toMatch(/A larger floor alone would not make (buying pay back|them pay)[^.]*: at this labour cost and these hours, [^.]*a larger floor needs/)
    expect(text).not.toMatch(/More volume alone|a busier site/)
    expect(a.verdictReasons.some((r) => r.code === 'cleanings_per_day_assumed')).toBe(true)
  })

  it('round 143 F: a site cleaned every day with a working-day window is asked how often, an office on working days is not', () => {
    const hospital = {
      category: 'cleaning',
      region: 'CA',
      floorType: 'hard',
      floorAreaSqM: 6000,
      hoursPerDay: 10,
      daysPerWeek: 7,
      laborCostPerHour: 30,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    } as const
    const a = answerTo(hospital)
    expect([a.verdict, a.matchConfidence, a.economics.unitsCosted]).toEqual(['proceed', 'moderate', 1])
    expect(a.defaultedInputs).toEqual(['cleaningsPerDay'])
    expect(a.verdictReasons.find((r) => r.code === 'cleanings_per_day_assumed')?.text).toMatch(
      /cleaned twice a day, walk-behind autonomous scrubbers would take over twice the work with 2 robots and net about C\$4,710 a month if bought \(a clear case\)/,
    )
    // The same floor cleaned on five days a week (an office's night window) is not asked.
    const office = answerTo({ ...hospital, daysPerWeek: 5 })
    expect(office.defaultedInputs).not.toContain('cleaningsPerDay')
    expect(office.verdictReasons.some((r) => r.code === 'cleanings_per_day_assumed')).toBe(false)
  })
  it('casebook re-judge 145 C: an AS/RS beside goods-to-person AMRs taking over the same hours is not said to take over the most work, nor their payback set beside its own', () => {
    // Casebook W2: both types take over 24,267 staff-hours a month (0.8 of the work); goods-to-person
    // AMRs net more on 100 robots and one site's US$150,000 set-up, whatever the fleet.
    const dc = answerTo(BUSINESS_CASES.W2)
    expect([dc.bestRobotMatch.robotType, dc.verdict, dc.economics.acquisitionModel, dc.economics.laborHoursReplacedPerMonth]).toEqual([
      'asrs',
      'proceed',
      'buy',
      24267,
    ])
    const rationale = dc.bestRobotMatch.rationale.join(' ')
    expect(rationale).not.toMatch(/most manual work/)
    expect(dc.bestRobotMatch.rationale).toContain(
      'Long-term ROI focus: AS/RS systems last longer (about 15 years of service against 7 for goods-to-person AMRs), though goods-to-person AMRs would net more a month on our planning figures (see the reasons)',
    )
    const other = dc.verdictReasons.find((r) => r.code === 'other_type_nets_more')
    expect(other?.params).toMatchObject({ robotType: 'goods_to_person_amr', model: 'buy', otherMonthlyNet: 902076 })
    expect(other?.text).toBe(
      'Goods-to-person AMRs also fit this site (93 against 96 points) and would net more if bought: about US$902,000 a month on our planning figures. We give no payback for them, as it would not compare like for like: goods-to-person AMRs are quoted per project, and the set-up counted is about US$150,000 for the whole site, whatever the fleet, so for 100 robots their cost is a project quote. Ask vendors of both for a quote.',
    )
    // The AS/RS's own payback stays.
    expect(dc.verdictReasons[0].text).toMatch(/^Buying 17 shuttle aisles pays back in about 23 months/)
    // Under high staffing pressure the work is said to be as much as theirs, not more.
    const pressed = answerTo({ ...BUSINESS_CASES.W2, staffingPressure: 'high' })
    expect(pressed.bestRobotMatch.rationale).toContain(
      'High staffing pressure favours AS/RS systems, which take over the most manual work (as much as goods-to-person AMRs)',
    )
    expect(pressed.bestRobotMatch.rationale.join(' ')).not.toMatch(/most manual work, though/)
  })

  it('round 144 A: a short cleaning window calls the robots idle only where one cleaning leaves them time to spare', () => {
    // A German shop's robot needs 4.4 of its 3.3 usable hours: not "idle most of the week".
    const shop = answerTo({
      category: 'cleaning',
      region: 'DE',
      floorType: 'hard',
      floorAreaSqM: 4698,
      hoursPerDay: 4,
      daysPerWeek: 6,
      acquisitionPreference: 'lease',
      techReadiness: 'low',
    })
    expect(shop.bestRobotMatch.rationale.filter((l) => l.startsWith('Cleaning with'))).toEqual([])
    expect(shop.verdictReasons.find((r) => r.code === 'part_stays_manual')?.params.coverage).toBe(0.74)
    // A small floor in a 6-hour window: one cleaning a day takes a third of the robot's hours.
    const small = answerTo({
      category: 'cleaning',
      region: 'US',
      floorType: 'hard',
      floorAreaSqM: 1500,
      hoursPerDay: 6,
      daysPerWeek: 5,
      acquisitionPreference: 'lease',
    })
    expect(small.bestRobotMatch.rationale).toContain(
      'Cleaning with a 6 h/day window, 5 days/week leaves walk-behind autonomous scrubbers time to spare: one cleaning a day of this floor takes about 33 % of their hours, so favour options with a low fixed cost',
    )
    // A warehouse keeps the weekly-hours test: its operating hours are the robots' working hours.
    const dc = answerTo({
      category: 'warehouse',
      region: 'DE',
      facilitySizeSqM: 110650,
      hoursPerDay: 8,
      daysPerWeek: 5,
      laborCostPerHour: 24.95,
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
    })
    expect(dc.bestRobotMatch.rationale).toContain(
      'Operating 8 h/day, 5 days/week leaves collaborative picking AMRs idle most of the week: favour options with a low fixed cost',
    )
  })

  it('round 144 F: a cleaning site\'s paying window says "not on every larger floor", and one sent without an area is asked for it', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'JP',
      floorType: 'hard',
      floorAreaSqM: 4262,
      hoursPerDay: 20,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
    })
    const text = a.verdictReasons.map((r) => r.text).join(' ')
    expect(text).toMatch(
      /At about 13,000 m² they would pay, but not on every larger floor: each further robot a larger floor needs costs about as much as it saves/,
    )
    expect(text).not.toMatch(/every volume above it|a busier site/)
    const noArea = answerTo({ category: 'cleaning', region: 'US', floorType: 'hard', hoursPerDay: 6, daysPerWeek: 5 })
    expect(noArea.verdictReasons.find((r) => r.code === 'volume_assumed')?.text).toBe(
      'The figures assume about 5,000 m²; tell us your floor area to confirm them.',
    )
    // A warehouse's volume is still its volume.
    const dc = answerTo({ category: 'warehouse', region: 'US', facilitySizeSqM: 8000, hoursPerDay: 8, daysPerWeek: 5, acquisitionPreference: 'lease' })
    expect(dc.verdictReasons.find((r) => r.code === 'volume_assumed')?.text).toMatch(/tell us your real volume to confirm them\.$/)
  })

  it('round 144 C: a goods-to-person list led by robots that pick in the aisles says the figures are for stations', () => {
    // B6 of round 144: a Columbus apparel e-commerce DC, 12,000 orders a day, asking for RaaS.
    const body: MatchRequestInput = {
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 30000,
      handlingUnit: 'each',
      ordersPerDay: 12000,
      laborCostPerHour: 22,
      hoursPerDay: 20,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    }
    const a = answerTo(body)
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.vendorMatches[0]?.vendorId).toBe('locus-robotics')
    const warning = a.warnings.find((w) => w.code === 'aisle_picking_first')
    expect(warning?.params).toMatchObject({ robotType: 'goods_to_person_amr', vendors: 'locus-robotics,brightpick' })
    expect(warning?.text).toMatch(
      /^Locus Robotics \(Locus Array\), listed first, and Brightpick \([^)]*Autopicker[^)]*\) sell robots that pick items from the shelves in the aisles themselves; this answer's figures are for goods-to-person stations, where robots bring shelves and totes to a picker\. Ask each for its own throughput and price; [^.]*Geek\+[^.]*, also listed, sell station systems\.$/,
    )
    // The ranking is unchanged: sorted by score, each breakdown summing to its score.
    for (const [i, m] of a.vendorMatches.entries()) {
      expect(Object.values(m.scoreBreakdown ?? {}).reduce((x, y) => x + y, 0)).toBe(m.score)
      if (i > 0) expect(m.score).toBeLessThanOrEqual(a.vendorMatches[i - 1]!.score)
    }
    // A list led by a station system (Geek+, in Great Britain) says nothing of the kind.
    const gb = answerTo({ ...body, region: 'GB', laborCostPerHour: 17, acquisitionPreference: 'buy' })
    expect(gb.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(gb.warnings.some((w) => w.code === 'aisle_picking_first')).toBe(false)
  })

  it('round 144 D: makers in Australia alone are not said to sell "in countries nearby" to a Thai buyer beside one in Singapore', () => {
    const a = answerTo({ category: 'cleaning', region: 'TH', floorAreaSqM: 650, floorType: 'hard' })
    const none = a.warnings.find((w) => w.code === 'no_vendor_in_region')!
    expect(none.params.nearbyVendors).toBe('gausium,lionsbot')
    expect(none.text).toBe(
      'Gausium (Singapore, Australia, New Zealand) and LionsBot (Singapore) sell walk-behind autonomous scrubbers in countries nearby, though not in Thailand: ask whether they deliver there.',
    )
    expect(none.text).not.toMatch(/Diversey|Hako/)
  })

  it('casebook re-judge 145 D: a lease advised over RaaS on our estimated fee says it is our planning figure, not a vendor quote', () => {
    const body = {
      category: 'cleaning',
      region: 'US',
      floorAreaSqM: 5500,
      floorType: 'mixed',
      laborCostPerHour: 22,
      hoursPerDay: 4,
      daysPerWeek: 5,
      techReadiness: 'low',
    } as const
    const a = answerTo(body)
    expect([a.verdict, a.acquisitionRecommendation, a.economics.monthlyNet]).toEqual(['pilot', 'lease', 1066])
    expect(a.acquisitionRationale).toMatch(
      /^At these figures a lease nets more a month than RaaS \(at our lease planning figure, about \$350 a month, not a vendor’s quote\)\. /,
    )
    // A lease the buyer asked for is not weighed against RaaS: nothing to flag there.
    const asked = answerTo({ ...body, acquisitionPreference: 'lease' })
    expect(asked.acquisitionRationale).not.toMatch(/planning figure/)
  })

  it('casebook re-judge 145 E: one figure is said alike in two sentences, and a "from about" threshold is rounded up', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'JP',
      facilitySizeSqM: 6000,
      handlingUnit: 'each',
      ordersPerDay: 1500,
      laborCostPerHour: 10,
      currency: 'USD',
      hoursPerDay: 8,
      daysPerWeek: 5,
      staffingPressure: 'high',
    })
    const threshold = a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')!
    const covered = a.verdictReasons.find((r) => r.code === 'cost_per_hour_covered')!
    expect(threshold.params.monthlyBreakEvenLaborCostPerHour).toBe(21.45)
    expect(threshold.text).toMatch(/it would stop losing money each month from about US\$21\.50\/h\.$/)
    expect(covered.text).toMatch(/they would cover about 390 staff-hours a month at about US\$21\.50\/h \(/)
  })

  it('a lease named beside a losing RaaS says it would lose, not "net about −$283"', () => {
    const a = answerTo({
      category: 'restaurant',
      seatsPerDay: 81,
      serviceStyle: 'counter_service',
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'high',
    })
    const text = a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text
    expect(text).toMatch(/A lease, also offered here, would lose about \$\d+ a month with nothing up front\./)
    expect(text).not.toMatch(/net about −/)
  })

  it('casebook re-judge 145 A, round 145 B: a vendor no recent source shows trading is left out beside confirmed sellers and named in a warning; listed, with the warning, where it is the only one', () => {
    // Casebook C3: a UK office's carpet.
    const a = answerTo(BUSINESS_CASES.C3)
    expect(a.vendorMatches.map((v) => v.vendorId)).toEqual(['keenon-robotics'])
    const warning = a.warnings.find((w) => w.code === 'vendor_unconfirmed')
    expect(warning?.params).toEqual({ vendors: 'the-perfect-little-company', listed: 'no' })
    expect(warning?.text).toBe(
      'We left The Perfect Little Company (our newest source showing it selling robots is from 2021) out of the list: we could not confirm that it still sells autonomous vacuums and sweepers here.',
    )
    // Scallog is the only goods-to-person seller in France: listed, scored without region points, and named.
    const fr = answerTo({ category: 'warehouse', region: 'FR', facilitySizeSqM: 30000, handlingUnit: 'each', ordersPerDay: 8000, laborCostPerHour: 24 })
    if (fr.bestRobotMatch.robotType === 'goods_to_person_amr') {
      expect(fr.vendorMatches.map((v) => v.vendorId)).toContain('scallog')
      expect(fr.vendorMatches.find((v) => v.vendorId === 'scallog')?.scoreBreakdown?.regionFit).toBe(0)
      expect(fr.warnings.find((w) => w.code === 'vendor_unconfirmed')?.text).toMatch(
        /^We could not confirm that Scallog \(our newest source showing it selling robots is from 2020\) still sells goods-to-person AMRs: check before contacting it\.$/,
      )
    } else expect.unreachable(`a French goods-to-person site got ${fr.bestRobotMatch.robotType}`)
    // A list of confirmed sellers carries no such warning.
    const us = answerTo({ category: 'cleaning', region: 'US', floorAreaSqM: 6000, floorType: 'hard' })
    expect(us.warnings.some((w) => w.code === 'vendor_unconfirmed')).toBe(false)
  })

  it('a country whose name takes "the" is said with it: "not in the Philippines"', () => {
    const a = answerTo({ category: 'cleaning', region: 'PH', floorAreaSqM: 3000, floorType: 'hard' })
    const texts = [...a.verdictReasons, ...a.warnings].map((r) => r.text).join(' ')
    expect(texts).toMatch(/though not in the Philippines: ask whether they deliver there\./)
    expect(texts).not.toMatch(/in Philippines/)
  })

  it('round 144 E: a not-yet still losing money twice a day is not asked how often the floor is cleaned', () => {
    const body = {
      category: 'cleaning',
      region: 'CZ',
      currency: 'CZK',
      laborCostPerHour: 229.7,
      hoursPerDay: 3,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
      floorAreaSqM: 663,
      floorType: 'hard',
    } as const
    const a = answerTo(body)
    // Twice a day the loss shrinks by more than a staff-hour a day, but it is still a loss.
    expect([a.verdict, answerTo({ ...body, cleaningsPerDay: 2 }).verdict]).toEqual(['not_yet', 'not_yet'])
    expect(answerTo({ ...body, cleaningsPerDay: 2 }).economics.monthlyNet).toBeLessThan(0)
    expect(a.warnings.some((w) => w.code === 'input_assumed' && w.params.field === 'cleaningsPerDay')).toBe(false)
    expect(a.defaultedInputs).not.toContain('cleaningsPerDay')
  })

  it('round 145 C: a break-even said in the verdict and in the borrowed-wage sentence is spelt once', () => {
    // Vietnam, not the Philippines as before 2026-11-28 (round 145 F): the Philippines now answers in
    // pesos; Vietnam still has no money data, so its wage is the US one, borrowed, in US dollars.
    const a = answerTo({
      category: 'warehouse',
      region: 'VN',
      hoursPerDay: 6,
      daysPerWeek: 3,
      budgetPreference: 'balanced',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
      facilitySizeSqM: 119009,
      handlingUnit: 'each',
      ordersPerDay: 7140,
    })
    const text = a.verdictReasons.map((r) => r.text).join(' ')
    const start = /Leased, they would start to pay at a labour cost of about (US\$[\d.,]+\/h)/.exec(text)?.[1]
    const even = /Leased, the robots would break even from about (US\$[\d.,]+\/h)/.exec(text)?.[1]
    // Round 152 C: 59 robots costed, not 60 (the last one would be used only part of the time).
    expect(start).toBe('US$67.30/h')
    expect(even).toBe(start)
  })

  it('round 145 E: a sent cleanings-per-day reads "one cleaning a day … takes" and "2 cleanings a day … take"', () => {
    const body = {
      category: 'cleaning',
      region: 'DE',
      floorAreaSqM: 2000,
      floorType: 'hard',
      hoursPerDay: 10,
      daysPerWeek: 3,
      budgetPreference: 'low_upfront',
    } as const
    const once = answerTo({ ...body, cleaningsPerDay: 1 }).bestRobotMatch.rationale.join(' ')
    expect(once).toMatch(/time to spare: one cleaning a day of this floor takes about \d+ % of their hours/)
    const twice = answerTo({ ...body, hoursPerDay: 16, cleaningsPerDay: 2 }).bestRobotMatch.rationale.join(' ')
    expect(twice).toMatch(/time to spare: 2 cleanings a day of this floor take about \d+ % of their hours/)
    expect(once + twice).not.toMatch(/1 cleanings|cleanings a day of this floor takes/)
  })

  it('round 145 D: a ride-on is not said to take over the most manual work beside walk-behinds whose fleet takes over more and nets more', () => {
    // B2 of round 145: an Oslo hospital scrubbed twice a day; one ride-on covers about 72 % of the floor.
    const hospital: MatchRequestInput = {
      category: 'cleaning',
      region: 'NO',
      floorAreaSqM: 9000,
      floorType: 'hard',
      cleaningsPerDay: 2,
      hoursPerDay: 10,
      daysPerWeek: 7,
      laborCostPerHour: 330,
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
    }
    const a = answerTo(hospital)
    // The pick stays (see `moreWorkType`): a second ride-on, which the answer asks a quote for, would take over more still.
    expect([a.verdict, a.bestRobotMatch.robotType, a.acquisitionRecommendation, a.economics.unitsCosted, a.economics.monthlyNet]).toEqual([
      'proceed',
      'ride_on_scrubber',
      'buy',
      1,
      69772,
    ])
    expect(a.verdictReasons.some((r) => r.code === 'part_stays_manual')).toBe(true)
    const rationale = a.bestRobotMatch.rationale
    expect(rationale).toContain(
      'High staffing pressure and a long-term ROI focus favour ride-on autonomous scrubbers, which take over the most manual work per robot, but walk-behind autonomous scrubbers would take over more of it here (299 against 247 staff-hours a month) and net more (about NOK 74,900 against NOK 69,800 a month)',
    )
    expect(rationale.join(' ')).not.toMatch(/the most manual work(?! per robot)/)
    // The walk-behinds are still named with their sellers, their net said once.
    expect(rationale).toContain(
      'Walk-behind autonomous scrubbers fit nearly as well on paper (94 against 97 points), suit a site this size and are sold here too (Diversey (TASKI)): ask for a quote on them as well',
    )
    // Without the staffing and budget answers the walk-behinds lead on their own figures (299 staff-hours, NOK 74,900).
    const { staffingPressure: _s, budgetPreference: _b, ...plain } = hospital
    const alt = answerTo(plain)
    expect([alt.bestRobotMatch.robotType, alt.economics.monthlyNet, Math.round(alt.economics.laborHoursReplacedPerMonth ?? 0)]).toEqual([
      'walk_behind_scrubber',
      74912,
      299,
    ])
  })

  it("round 146 D: a threshold far above today's is said as every threshold is, rounded up to three figures", () => {
    const a = answerTo({
      category: 'restaurant',
      seatsPerDay: 46,
      serviceStyle: 'counter_service',
      region: 'US',
      daysPerWeek: 5,
      techReadiness: 'high',
      acquisitionPreference: 'lease',
    })
    const text = a.verdictReasons.map((r) => r.text).join(' ')
    // Two significant figures, to the nearest, had said $75/h (or $74/h below the real one).
    expect(text).toMatch(/only at a labour cost of about \$74\.80\/h, far above today's/)
  })

  it("round 146 B: a large goods-to-person purchase says its payback rests on one site's set-up whatever the fleet", () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 60000,
      handlingUnit: 'each',
      ordersPerDay: 40000,
      laborCostPerHour: 24.5,
      hoursPerDay: 20,
      daysPerWeek: 7,
      acquisitionPreference: 'open',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
      staffingPressure: 'high',
    })
    expect([a.verdict, a.acquisitionRecommendation, a.economics.unitsCosted]).toEqual(['proceed', 'buy', 80])
    expect(a.verdictReasons.find((r) => r.code === 'pays_back_within_life')?.text).toMatch(
      /These are planning figures: goods-to-person AMRs are quoted per project, and the set-up counted is about \$150,000 for the whole site, whatever the fleet, so for 80 robots the payback too is a project quote: get a firm quote before committing\.$/,
    )
  })

  it('round 147 A: figures that pay with only sellers whose trading is unconfirmed are a pilot until one confirms', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'IL',
      seatsPerDay: 450,
      serviceStyle: 'table_service',
      laborCostPerHour: 60,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    expect(a.vendorMatches.map((v) => v.vendorId)).toEqual(['one-robotix'])
    expect(a.verdict).toBe('pilot')
    expect(a.verdictReasons.find((r) => r.code === 'sellers_unconfirmed')?.text).toBe(
      'The figures pay, but the only seller here, One Robotix, is one we could not confirm still sells these robots: confirm that before committing; until then, treat this as a pilot.',
    )
    // Beside a confirmed seller nothing is capped: the unconfirmed one is left out.
    const us = answerTo({
      category: 'restaurant',
      region: 'US',
      seatsPerDay: 450,
      serviceStyle: 'table_service',
      laborCostPerHour: 25,
      hoursPerDay: 12,
      daysPerWeek: 7,
    })
    expect(us.verdictReasons.some((r) => r.code === 'sellers_unconfirmed')).toBe(false)
  })

  it('round 147 B: a Portuguese walk-behind is costed at the prices its seller publishes there, and its lease is offered', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'PT',
      floorAreaSqM: 6500,
      floorType: 'hard',
      hoursPerDay: 6,
      daysPerWeek: 7,
      laborCostPerHour: 9.5,
      currency: 'EUR',
      acquisitionPreference: 'lease',
      budgetPreference: 'low_upfront',
    })
    expect(a.vendorMatches.map((v) => v.vendorId)).toEqual(['agibot'])
    expect(a.acquisitionRecommendation).toBe('lease')
    // RH·BOTS's 60-month rental (maintenance included; round 153 C: the purchase's own 60-month life, where
    // the 36-month €895 had read −€72) and 1-to-12-month rental, not the converted US €1,065 RaaS and €1,198 lease.
    expect(a.economics.robotMonthlyCost?.lease).toBe(641)
    expect(a.economics.robotMonthlyCost?.raas).toBe(990)
    expect(a.economics.monthlyNet).toBe(182)
    expect(a.verdict).toBe('pilot')
    expect(a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text).toContain('about €24,500 up front')
    const cited = a.cleaningRoi?.assumptions?.rates.map((r) => r.name) ?? []
    expect(cited).toContain('money.countries.PT.robotPrices.walk_behind_scrubber.leaseMonthly')
    expect(JSON.stringify(a)).not.toContain('offers a lease')
  })

  it('one spelling: another floor\'s "start to pay" labour cost is rounded up like every threshold, and a covered hour names the figure said', () => {
    const a = answerTo({ category: 'cleaning', floorAreaSqM: 1256, floorType: 'mixed', region: 'GB', staffingPressure: 'high', techReadiness: 'high' })
    const other = a.verdictReasons.find((r) => r.code === 'other_floor_not_yet')
    expect(other?.params.breakEvenLaborCostPerHour).toBe(27.12)
    // Rounded to the nearest three figures it had read £27.10/h, below the labour cost it starts to pay at.
    expect(other?.text).toContain('would start to pay at a labour cost of about £27.20/h.')
    // The near-today threshold is written as it is (£14.95/h), and the covered hour now names that figure, not "about £15/h".
    expect(a.verdictReasons.find((r) => r.code === 'cost_per_hour_covered')?.text).toContain('would start to pay, about £14.95/h, is also what each staff-hour')
  })

  it('round 148 D3: a firm that trades but has no recent source for its robot line is treated as unconfirmed (Cleanfix in Austria)', () => {
    const a = answerTo({ category: 'cleaning', region: 'AT', floorAreaSqM: 3000, floorType: 'hard' })
    expect(a.vendorMatches.map((v) => v.vendorId)).not.toContain('cleanfix')
    expect(a.vendorMatches.length).toBeGreaterThan(0)
    expect(a.warnings.find((w) => w.code === 'vendor_unconfirmed')?.text).toBe(
      'We left Cleanfix (our newest source showing it selling robots is from 2022) out of the list: we could not confirm that it still sells walk-behind autonomous scrubbers here.',
    )
  })

  it("round 149 C: a threshold a few percent above today's is rounded up where it drops its cents, and a hard floor cites no carpet rate", () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'US',
      currency: 'MXN',
      laborCostPerHour: 463.19,
      hoursPerDay: 2,
      daysPerWeek: 7,
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      floorType: 'hard',
      cleaningsPerDay: 4,
    })
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')
    expect(late?.params.breakEvenLaborCostPerHour).toBeGreaterThan(482)
    // "(MX$482/h)" had read below the MX$482.03 it pays back from.
    expect(late?.text).toContain("only about 4 % above today's (MX$483/h)")
    expect(a.cleaningRoi?.assumptions?.rates.map((r) => r.name)).not.toContain('manualRates.carpetVacuum')
  })

  it('round 150 A and B: no seller for this work is not "none of any kind" where others are listed; a price ceiling is rounded down', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'FR',
      seatsPerDay: 2400,
      serviceStyle: 'self_service',
      kitchenTask: 'dishwashing',
      laborCostPerHour: 23,
      hoursPerDay: 6,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'balanced',
      techReadiness: 'medium',
    })
    expect(a.bestRobotMatch.rationale[0]).toBe(
      'No vendor in the catalog sells robots for this work in France yet (Sushi Robots is listed there for other work); dishwashing robots are the type that would fit',
    )
    // The ceiling is about €76,682 by the sentence's own formula: "up to about €77,000" had overstated it.
    expect(a.verdictReasons.find((r) => r.code === 'generic_station_price')?.text).toContain('at an installed price of up to about €76,000 a unit')
    // Where the category has no vendor here at all, "of any kind" stays.
    const none = answerTo({ category: 'restaurant', region: 'EG', seatsPerDay: 400, serviceStyle: 'table_service' })
    expect(none.bestRobotMatch.rationale[0]).toMatch(/^No vendor in the catalog sells restaurant robots of any kind in Egypt yet; /)
  })

  it('round 147 C: a kitchen station credited only its open hours says how much of its work the figures count', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'DK',
      seatsPerDay: 900,
      serviceStyle: 'self_service',
      kitchenTask: 'dishwashing',
      laborCostPerHour: 220,
      currency: 'DKK',
      hoursPerDay: 6,
      daysPerWeek: 5,
      acquisitionPreference: 'buy',
      budgetPreference: 'low_upfront',
      techReadiness: 'high',
    })
    const reason = a.verdictReasons.find((r) => r.code === 'station_hours_credited')
    expect(reason?.params).toEqual({ creditedHoursPerMonth: 130, workHoursPerMonth: 325 })
    expect(reason?.text).toBe(
      'These figures credit the station with at most a staff-hour for every hour you are open: about 130 of the 325 staff-hours a month its work takes by hand; the rest stays manual unless it runs longer than you are open.',
    )
  })

  it('round 141 C: "vendors that offer RaaS rank higher" only above a list led by one that does', () => {
    const body: MatchRequestInput = {
      category: 'warehouse',
      region: 'US',
      hoursPerDay: 24,
      daysPerWeek: 3,
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'high',
      facilitySizeSqM: 841,
      handlingUnit: 'pallet',
      ordersPerDay: 25,
    }
    for (const tier of ['starter', 'pro'] as const) {
      const a = answerTo(body, tier)
      expect(a.vendorMatches.slice(0, 2).map((v) => v.acquisitionModels.includes('raas'))).toEqual([false, false])
      expect(a.acquisitionRationale).toMatch(
        /^You asked for RaaS: vendors that offer robots-as-a-service get extra points, but MiR \(Mobile Industrial Robots\) and Toyota Material Handling, listed first on their other points, do not; at these figures/,
      )
    }
    // Led by a vendor that offers the model asked for, the ranking is said as before.
    const led = answerTo({ ...body, facilitySizeSqM: 20000, ordersPerDay: 600, budgetPreference: 'balanced' })
    expect(led.vendorMatches[0].acquisitionModels).toContain(led.acquisitionRecommendation)
    expect(led.acquisitionRationale).toMatch(/^You asked for RaaS: vendors that offer robots-as-a-service rank higher/)
  })

  it('round 141 D: a purchase paying back in time but saving under a staff-hour a day is not said to pay back "only after"', () => {
    const a = answerTo({
      category: 'restaurant',
      region: 'NZ',
      laborCostPerHour: 51.66,
      hoursPerDay: 2,
      acquisitionPreference: 'lease',
      techReadiness: 'medium',
      seatsPerDay: 150,
      serviceStyle: 'counter_service',
    })
    expect(a.verdictReasons.map((r) => r.code)).toContain('small_saving')
    expect(a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text).toMatch(
      /^Buying is also offered here, netting about NZ\$[\d,]+ a month and paying back in about 15 months \(about NZ\$[\d,]+ up front, repaid from about NZ\$[\d,]+ a month of staff time freed after service costs\), though the saving is under a staff-hour a day\.$/,
    )
  })

  it('round 141 H1: the payback said in words is the one-decimal figure answered, rounded', () => {
    const a = answerTo({
      category: 'cleaning',
      floorAreaSqM: 54650,
      hoursPerDay: 12,
      region: 'GB',
      daysPerWeek: 6,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
    })
    expect(a.economics.paybackMonths).toBe(18.5)
    const reason = a.verdictReasons.find((r) => r.code === 'pays_back_within_life')
    expect(reason?.params.paybackMonths).toBe(19)
    expect(reason?.text).toMatch(/pays back in about 19 months/)
  })

  it('round 141 H3: vendors’ published prices are converted into the answer’s currency, or written as it writes it', () => {
    const body: MatchRequestInput = { category: 'restaurant', region: 'JP', kitchenTask: 'cooking', currency: 'USD' }
    const published = (request: MatchRequestInput) =>
      /Published by vendors listed here: .*$/.exec(answerTo(request).verdictReasons.find((r) => r.code === 'generic_station_price')?.text ?? '')?.[0]
    expect(published(body)).toMatch(/: JPY 250,000 a month \(about US\$[\d,]+\); .+: JPY 5,280,000 \(about US\$[\d,]+\)\.$/)
    expect(published({ ...body, currency: undefined })).toMatch(/: ¥250,000 a month; .+: ¥5,280,000\.$/)
  })

  it('round 141 H4: an answer warning that a local price could erase its saving is not strong', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'DE',
      laborCostPerHour: 11.67,
      hoursPerDay: 2,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      floorAreaSqM: 7235,
      floorType: 'carpet',
    })
    expect(a.verdict).toBe('proceed')
    expect(a.warnings.find((w) => w.code === 'price_converted')?.text).toMatch(/a local price well above ours would erase it/)
    expect(a.matchConfidence).toBe('moderate')
  })

  it('round 141 B: a kitchen task costed at a fry robot says the staff time is a fry station’s too; dishwashing at a counter, far less with disposables', () => {
    const body: MatchRequestInput = {
      category: 'restaurant',
      region: 'US',
      seatsPerDay: 800,
      serviceStyle: 'counter_service',
      kitchenTask: 'dishwashing',
      laborCostPerHour: 22,
      hoursPerDay: 14,
      daysPerWeek: 7,
    }
    const generic = (request: MatchRequestInput) => answerTo(request).verdictReasons.find((r) => r.code === 'generic_station_price')?.text
    expect(generic(body)).toMatch(
      /before deciding\. The staff time saved is a fry station's estimate; a dishwashing robot would save far less where guests bin disposable packaging\. At these figures/,
    )
    expect(generic({ ...body, kitchenTask: 'sushi' })).toMatch(/before deciding\. The staff time saved is a fry station's estimate\. At these figures/)
    // Dishwashing in a dining room has the dish room's own minutes a cover (round 141, B): said so.
    expect(generic({ ...body, serviceStyle: 'table_service' })).toMatch(/before deciding\. The staff time saved is a dish room's estimate\. At these figures/)
  })

  it('round 132 B: a lease asked for whose set-up, spread, turns its saving into a loss says so', () => {
    const a = answerTo({
      category: 'restaurant',
      seatsPerDay: 689,
      serviceStyle: 'counter_service',
      hoursPerDay: 10,
      region: 'SG',
      laborCostPerHour: 19.11,
      daysPerWeek: 6,
      acquisitionPreference: 'lease',
      techReadiness: 'high',
    })
    expect(a.verdictReasons.find((r) => r.code === 'monthly_model_offered')?.text).toMatch(
      /^A lease, as you asked, would lose about S\$[\d,]+ a month once its set-up of about S\$[\d,]+ is spread over three years, against a (saving|loss) of about S\$[\d,]+ a month for RaaS on the same basis\.$/,
    )
  })

  it('round 131 F1: the other floor’s robots below their range do not lead where they are not ahead after three years', () => {
    // A CHF 29,000 walk-behind had led on 201 m² of hard floor; elsewhere for CHF 3 a month more, its payback 18 months against 7.5.
    for (const floorAreaSqM of [401, 1903]) {
      const a = answerTo({
        category: 'cleaning',
        region: 'CH',
        floorAreaSqM,
        floorType: 'mixed',
        laborCostPerHour: floorAreaSqM === 401 ? 70.86 : 63.19,
        hoursPerDay: floorAreaSqM === 401 ? 3 : 2,
        daysPerWeek: floorAreaSqM === 401 ? 7 : 5,
        acquisitionPreference: 'open',
      })
      expect(a.bestRobotMatch.robotType, String(floorAreaSqM)).toBe('vacuum_sweeper')
    }
  })

  it('F-E: a paying other floor beside robots that do not pay is not said to pay "too", nor to run "beside these"', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'AE',
      floorAreaSqM: 3172,
      floorType: 'mixed',
      laborCostPerHour: 35.66,
      hoursPerDay: 6,
      daysPerWeek: 5,
      staffingPressure: 'medium',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'raas',
      techReadiness: 'high',
    })
    expect(a.economics.monthlyNet).toBeLessThan(0)
    const other = a.verdictReasons.find((r) => r.code === 'other_floor_pays')!
    // A pilot on its own figures since round 134 (D): not said to "pay" at all.
    expect(other.text).toMatch(/^The carpet \(50 % of the area\) comes closer to paying than the hard floor, but only as a pilot: /)
    expect(other.text).not.toMatch(/too|running beside these/)
  })
})

describe('fresh profiles, round 148', () => {
  it('round 148 B: a seller or maker no recent source shows trading carries the caveat wherever a sentence names it', () => {
    // The expert's Israeli dishwashing restaurant: serving robots sold only by One Robotix (last seen
    // trading in 2021) pay back in about 6 months; the only dishwashing lead is Nala Robotics (2023).
    const a = answerTo({
      category: 'restaurant',
      region: 'IL',
      seatsPerDay: 600,
      serviceStyle: 'table_service',
      kitchenTask: 'dishwashing',
      hoursPerDay: 12,
      daysPerWeek: 6,
      staffingPressure: 'high',
    })
    const other = a.verdictReasons.find((r) => r.code === 'other_work_pays')!
    expect(other.text).toMatch(
      /^Serving robots, sold here by One Robotix \(our newest source showing it selling robots is from 2021: confirm it still sells before relying on this\), would save about ILS [\d,]+ a month if bought, paying back in about \d+ months/,
    )
    // Acted on no further than the pick would be: a pilot, once the seller confirms.
    expect(other.text).toMatch(/other work than the dishwashing robots you asked about, worth a pilot once a seller confirms\./)
    expect(other.text).not.toMatch(/worth weighing/)
    // The only lead is named with the same caveat.
    expect(a.warnings.find((w) => w.code === 'no_vendor_in_region')?.text).toMatch(
      /^Nala Robotics \(1 country; our newest source showing it selling robots is from 2023: confirm it still sells before relying on this\) sells dishwashing robots elsewhere/,
    )
    // A type's closest seller in a not-yet says it too (Scallog, last seen in 2020).
    const france = answerTo({
      category: 'warehouse',
      region: 'FR',
      laborCostPerHour: 14.77,
      hoursPerDay: 6,
      daysPerWeek: 7,
      staffingPressure: 'medium',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'raas',
      techReadiness: 'low',
      facilitySizeSqM: 5227,
      ordersPerDay: 313,
    })
    expect(france.verdictReasons.find((r) => r.code === 'sold_type_not_yet')?.text).toMatch(
      /goods-to-person AMRs \(sold here by Scallog; our newest source showing it selling robots is from 2020: confirm it still sells before relying on this\) come closest/,
    )
  })

  it('round 148 B: an unconfirmed maker is not named as a lead where confirmed makers can be', () => {
    // Spain: Scallog (France, last seen in 2020) had led Hai Robotics and Geek+.
    const spain = answerTo({ category: 'warehouse', region: 'ES', currency: 'EUR', handlingUnit: 'case' })
    const lead = spain.warnings.find((w) => w.code === 'no_vendor_in_region')!
    expect(lead.text).toMatch(/^Hai Robotics \([^)]*\), Geek\+ \([^)]*\) and Brightpick \(Slovakia\) sell goods-to-person AMRs in countries nearby/)
    expect(lead.params.nearbyVendors).toBe('hai-robotics,geek-plus,brightpick')
    expect(JSON.stringify(spain)).not.toMatch(/Scallog/)
    // Saudi drinks robots: Crown Digital (2023) left out beside three confirmed makers.
    const saudi = answerTo({
      category: 'restaurant',
      region: 'SA',
      currency: 'OMR',
      laborCostPerHour: 1.2,
      hoursPerDay: 10,
      daysPerWeek: 5,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
      seatsPerDay: 400,
      serviceStyle: 'table_service',
      kitchenTask: 'drinks',
    })
    expect(saudi.warnings.find((w) => w.code === 'no_vendor_in_region')?.text).not.toMatch(/Crown Digital/)
  })

  it('round 148 C: a type nobody sells here, quoted per project, gets the planning-figure caveat and, beside a bought pick with a payback, no payback of its own', () => {
    // The expert's B6: a Mississauga grocery case DC whose AS/RS pays back in 85 months, told
    // goods-to-person AMRs would pay back "in about 16 months" for 36 robots on one site's set-up.
    const a = answerTo({
      category: 'warehouse',
      region: 'CA',
      facilitySizeSqM: 60_000,
      handlingUnit: 'case',
      ordersPerDay: 18_000,
      laborCostPerHour: 29,
      currency: 'CAD',
      hoursPerDay: 20,
      daysPerWeek: 6,
      acquisitionPreference: 'buy',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
    })
    expect(a.bestRobotMatch.robotType).toBe('asrs')
    expect(a.economics.paybackMonths).not.toBeNull()
    const unsold = a.warnings.find((w) => w.code === 'unsold_type_would_pay' && w.params.robotType === 'goods_to_person_amr')!
    expect(unsold.text).toMatch(/^Goods-to-person AMRs would pay clearly here if bought \(about C\$[\d,]+ a month on our planning figures\), but no vendor/)
    expect(unsold.text).toMatch(
      /We give no payback for them, as it would not compare like for like with that of AS\/RS systems: goods-to-person AMRs are quoted per project, and the set-up counted is about C\$[\d,]+ for the whole site, whatever the fleet, so for \d+ robots their cost is a project quote\./,
    )
    expect(unsold.text).not.toMatch(/paying back|up front/)
    // Beside a pick rented as a service (no payback compared), the payback stays, said as planning figures.
    const leased = answerTo({
      category: 'warehouse',
      region: 'IT',
      facilitySizeSqM: 1131,
      ordersPerDay: 7594,
      handlingUnit: 'each',
      hoursPerDay: 16,
      laborCostPerHour: 34.17,
      staffingPressure: 'low',
      acquisitionPreference: 'buy',
      techReadiness: 'medium',
    })
    const other = leased.warnings.find((w) => w.code === 'unsold_type_would_pay' && w.params.robotType === 'goods_to_person_amr')!
    expect(other.text).toMatch(/paying back in about \d+ months?/)
    expect(other.text).toMatch(
      /These are planning figures: goods-to-person AMRs are quoted per project, and the set-up counted is about €[\d,]+ for the whole site, whatever the fleet\./,
    )
  })

  it('round 148 D2: a dish station credited for the hours open says its share of the dish room once, and the rest stays manual once', () => {
    // The expert's B8: a Hong Kong dim-sum house, 1,400 covers, 14 hours a day.
    const a = answerTo({
      category: 'restaurant',
      region: 'HK',
      seatsPerDay: 1400,
      serviceStyle: 'table_service',
      kitchenTask: 'dishwashing',
      laborCostPerHour: 75,
      currency: 'HKD',
      hoursPerDay: 14,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'lease',
    })
    expect(a.verdictReasons.some((r) => r.code === 'part_stays_manual')).toBe(false)
    const credited = a.verdictReasons.filter((r) => r.code === 'station_hours_credited')
    expect(credited).toHaveLength(1)
    expect(credited[0].text).toMatch(
      /^These figures are for 1 station, taking about 425 of the dish room's 70\d staff-hours a month: it would handle about 71 % of the covers, and is credited with at most a staff-hour for every hour you are open\. One more station would be used less than half the time on an average day, so the rest stays manual/,
    )
    expect(credited[0].params).toMatchObject({ creditedHoursPerMonth: 425, workHoursPerMonth: 506, coverage: 0.71, unitsCosted: 1 })
    const text = [...a.verdictReasons, ...a.warnings].map((r) => r.text).join(' ')
    expect(text.match(/rest stays manual/g)).toHaveLength(1)
  })

  it('round 148 A: picking work assumed at 2 lines an order is listed, and asked for where 6 would change the answer, with what it would be', () => {
    // The expert's 60,000 m² German case DC sending 500 store orders a day: costed on 1,000 lines.
    const body: MatchRequestInput = {
      category: 'warehouse',
      region: 'DE',
      facilitySizeSqM: 60000,
      handlingUnit: 'case',
      ordersPerDay: 500,
      laborCostPerHour: 18.7,
      hoursPerDay: 24,
      daysPerWeek: 7,
      staffingPressure: 'medium',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
    }
    const a = answerTo(body)
    expect([a.verdict, a.bestRobotMatch.robotType, a.economics.unitsCosted]).toEqual(['pilot', 'goods_to_person_amr', 1])
    expect(a.defaultedInputs).toContain('linesPerOrder')
    expect(a.economics.assumptions?.inputs.linesPerOrder).toBe(2)
    expect(a.economics.assumptions?.defaultsUsed).toContain('linesPerOrder')
    const asked = a.warnings.filter((w) => w.code === 'input_assumed' && w.params.field === 'linesPerOrder')
    expect(asked).toHaveLength(1)
    expect(asked[0].params).toMatchObject({
      assumed: 2,
      moreLinesPerOrder: 6,
      moreRobotType: 'goods_to_person_amr',
      moreModel: 'buy',
      moreUnits: 3,
      moreVerdict: 'proceed',
    })
    expect(asked[0].text).toMatch(
      /^We assumed 2 order lines \(picks\) per order, typical of e-commerce; store and trade orders usually carry many more\. Tell us your lines per order: at 6, a day's picking would be three times as large\. Goods-to-person AMRs would then take it on with 3 robots, netting about €[\d,]+ a month if bought \(the verdict would move from a pilot to proceed\)\.$/,
    )
    expect(a.matchConfidence).not.toBe('strong')
    // The question's figures are the answer the buyer gets on sending 6.
    const six = answerTo({ ...body, linesPerOrder: 6 })
    expect([six.verdict, six.bestRobotMatch.robotType, six.acquisitionRecommendation, six.economics.unitsCosted, six.economics.monthlyNet]).toEqual([
      'proceed',
      'goods_to_person_amr',
      'buy',
      3,
      asked[0].params.moreMonthlyNet,
    ])
    expect(six.defaultedInputs).not.toContain('linesPerOrder')
    expect(six.warnings.some((w) => w.params.field === 'linesPerOrder')).toBe(false)
    expect(six.economics.assumptions?.inputs.linesPerOrder).toBe(6)
    expect(six.economics.assumptions?.defaultsUsed).not.toContain('linesPerOrder')
    expect(six.fleetSizingHint).toMatch(/3,000 order lines a day/)
    // The throughput the type is fitted on counts lines too: 500 orders of 20 lines are 10,000 lines.
    const store = answerTo({ ...body, linesPerOrder: 20 })
    expect(store.bestRobotMatch.rationale.find((line) => line.startsWith('500 orders/day'))).toMatch(
      /^500 orders\/day of 20 lines each \(10,000 lines\) is medium throughput for [a-z-]+ AMRs$/,
    )
    expect(answerTo(body).bestRobotMatch.rationale).toContain('500 orders/day is low throughput for goods-to-person AMRs')
  })

  it('round 148 A: sending the default 2 gives today’s answer, less the question; a clear case that asks is moderate; pallets and losing not-yets are not asked', () => {
    const body: MatchRequestInput = {
      category: 'warehouse',
      region: 'US',
      laborCostPerHour: 16,
      hoursPerDay: 24,
      daysPerWeek: 7,
      acquisitionPreference: 'open',
      techReadiness: 'high',
      facilitySizeSqM: 20000,
      handlingUnit: 'each',
      ordersPerDay: 800,
    }
    const assumed = answerTo(body)
    const sent = answerTo({ ...body, linesPerOrder: 2 })
    // A clear case on collaborative AMRs; at 6 lines goods-to-person AMRs would take over: strong only once sent.
    expect([assumed.verdict, assumed.bestRobotMatch.robotType, assumed.matchConfidence]).toEqual(['proceed', 'collaborative_picking_amr', 'moderate'])
    expect(sent.matchConfidence).toBe('strong')
    expect(assumed.warnings.find((w) => w.params.field === 'linesPerOrder')?.text).toMatch(
      /Goods-to-person AMRs would then take it on with \d+ robots?, netting about \$[\d,]+ a month if bought \(a clear case; in place of collaborative picking AMRs\)\.$/,
    )
    const same = (x: PublicMatchResponse) => [
      x.verdict,
      x.bestRobotMatch.robotType,
      x.acquisitionRecommendation,
      x.economics,
      x.fleet,
      x.vendorMatches,
      x.verdictReasons,
    ]
    const withoutLines = (x: PublicMatchResponse) => {
      const { inputs, defaultsUsed, rates, ...rest } = x.economics.assumptions!
      return {
        ...x,
        economics: {
          ...x.economics,
          assumptions: {
            ...rest,
            inputs,
            defaultsUsed: defaultsUsed.filter((f) => f !== 'linesPerOrder'),
            rates: rates?.filter((r) => r.name !== 'defaults.linesPerOrder'),
          },
        },
      }
    }
    expect(same(withoutLines(sent))).toEqual(same(withoutLines(assumed)))
    expect(assumed.warnings.filter((w) => w.params.field !== 'linesPerOrder')).toEqual(sent.warnings)
    expect((assumed.defaultedInputs ?? []).filter((f) => f !== 'linesPerOrder')).toEqual(sent.defaultedInputs)
    // Pallet work is moves: lines are neither assumed nor read.
    const pallets = answerTo({ ...body, handlingUnit: 'pallet' })
    expect(pallets.bestRobotMatch.robotType).toBe('autonomous_forklift')
    expect(pallets.defaultedInputs).not.toContain('linesPerOrder')
    expect(pallets.economics.assumptions?.inputs.linesPerOrder).toBeUndefined()
    expect(pallets.warnings.some((w) => w.params.field === 'linesPerOrder')).toBe(false)
    expect(answerTo({ ...body, handlingUnit: 'pallet', linesPerOrder: 30 }).economics).toEqual(pallets.economics)
    // A not-yet whose other type at 6 lines still loses money is not asked (as for cleanings, round 144 E); the input is still listed.
    const losing = answerTo({
      category: 'warehouse',
      region: 'DE',
      currency: 'CHF',
      laborCostPerHour: 12.56,
      hoursPerDay: 6,
      daysPerWeek: 3,
      staffingPressure: 'low',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
      facilitySizeSqM: 15000,
      handlingUnit: 'case',
      ordersPerDay: 4000,
    })
    expect(losing.verdict).toBe('not_yet')
    expect(losing.defaultedInputs).toContain('linesPerOrder')
    expect(losing.warnings.some((w) => w.params.field === 'linesPerOrder')).toBe(false)
  })
})

describe('fresh profiles, round 149', () => {
  // Round 149 A: ten euro countries (Bulgaria on the euro since 1 January 2026), Hungary and Romania had no
  // money row, so they were answered in US dollars on the US labour cost (US$22.66/h, two to four times
  // theirs) and a wage in forints or lei was refused.
  const site = { category: 'cleaning', floorAreaSqM: 2200, floorType: 'hard' } as const
  const countries = [
    ['GR', 'EUR', 'Greece', 7.21],
    ['HR', 'EUR', 'Croatia', 7.06],
    ['CY', 'EUR', 'Cyprus', 7.24],
    ['EE', 'EUR', 'Estonia', 6.84],
    ['LV', 'EUR', 'Latvia', 5.56],
    ['LT', 'EUR', 'Lithuania', 6.77],
    ['LU', 'EUR', 'Luxembourg', 17.53],
    ['MT', 'EUR', 'Malta', 6.33],
    ['SI', 'EUR', 'Slovenia', 10.01], // fc160: × 1.171 with the 1 % long-term care contribution (9.93 before)
    ['BG', 'EUR', 'Bulgaria', 4.26],
    ['HU', 'HUF', 'Hungary', 2104],
    ['RO', 'RON', 'Romania', 25.51],
  ] as const

  it('round 149 A: each country answers in its own currency, on its minimum wage × employer contributions, and is not asked for a currency', () => {
    for (const [region, currency, name, wage] of countries) {
      const a = answerTo({ ...site, region })
      expect(a.currency, region).toBe(currency)
      expect(a.economics.currency, region).toBe(currency)
      expect(a.economics.assumptions?.inputs.laborCostPerHour, region).toBe(wage)
      expect(
        a.warnings.some((w) => w.params.field === 'currency'),
        region,
      ).toBe(false)
      expect(
        [...a.verdictReasons, ...a.warnings].map((r) => r.code),
        region,
      ).not.toContain('labour_cost_borrowed')
      expect(a.warnings.find((w) => w.params.field === 'laborCostPerHour')?.text, region).toContain(`, a typical entry-level cost in ${name}.`)
      expect(JSON.stringify([a.verdictReasons, a.warnings]), region).not.toMatch(/US\$/)
      expect(a.economics.assumptions?.exchangeRate.date, region).toBe('2026-10-06')
    }
  })

  it('round 149 A: the forint and the leu are accepted, read as sent, and bounded at about 1,000 US dollars an hour', () => {
    for (const currency of ['HUF', 'RON'] as const) {
      expect(validateObject(MatchRequestSchema, { ...site, region: 'HU', currency }).ok, currency).toBe(true)
    }
    // B3, the expert's Budapest grocery DC: a wage of HUF 3,100 had been refused ("at most 1,000 (USD …)").
    const b3 = {
      category: 'warehouse',
      region: 'HU',
      facilitySizeSqM: 22_000,
      handlingUnit: 'case',
      ordersPerDay: 350,
      linesPerOrder: 45,
      hoursPerDay: 16,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      laborCostPerHour: 3100,
    } as const
    expect(validateObject(MatchRequestSchema, b3).ok).toBe(true)
    const a = answerTo(b3)
    expect(a.currency).toBe('HUF')
    expect(a.economics.assumptions?.inputs.laborCostPerHour).toBe(3100)
    expect(a.verdictReasons.map((r) => r.text).join(' ')).toMatch(/HUF 3,100\/h/)
    expect(a.warnings.some((w) => w.params.field === 'laborCostPerHour' || w.params.field === 'currency')).toBe(false)
    const forints = validateObject(MatchRequestSchema, { ...site, region: 'HU', laborCostPerHour: 350_001 })
    expect(!forints.ok && forints.fields.laborCostPerHour).toBe('must be at most 350,000 (HUF, about 1,000 USD an hour)')
    const lei = validateObject(MatchRequestSchema, { ...site, region: 'RO', laborCostPerHour: 5_001 })
    expect(!lei.ok && lei.fields.laborCostPerHour).toBe('must be at most 5,000 (RON, about 1,000 USD an hour)')
  })

  it('round 149 A: B2, the Bucharest supermarket, is answered in lei at the Romanian minimum and loses money, where the borrowed US wage had shown a saving', () => {
    const a = answerTo({ category: 'cleaning', region: 'RO', floorAreaSqM: 2200, floorType: 'hard' })
    expect(a.verdict).toBe('not_yet')
    expect(a.economics.monthlyNet).toBeLessThan(0)
    expect(a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')?.text).toMatch(
      /^At 2,200 m² and an assumed RON 25\.51\/h, walk-behind autonomous scrubbers cost about RON [\d,]+ a month more than the staff time they save\./,
    )
    // A Greek floor the same size: in euros at €7.21/h, not in dollars.
    const greek = answerTo({ category: 'cleaning', region: 'GR', floorAreaSqM: 2200, floorType: 'hard' })
    expect(greek.verdictReasons.find((r) => r.code === 'labour_cost_too_low')?.text).toMatch(/an assumed €7\.21\/h/)
  })
})

describe('fresh profiles, round 149 (Taiwan money row)', () => {
  // Pudu sells serving robots in Taiwan, so Taiwanese restaurant answers list a seller; they were in US
  // dollars on the borrowed US labour cost (US$22.66/h, several times Taiwan's) and asked for a currency.
  it('B5, the Taipei hot-pot restaurant, is answered in New Taiwan dollars on the Taiwanese minimum wage × on-costs, no wage borrowed', () => {
    const a = answerTo({ category: 'restaurant', region: 'TW', seatsPerDay: 700, serviceStyle: 'table_service' })
    expect(a.currency).toBe('TWD')
    expect(a.economics.currency).toBe('TWD')
    expect(a.economics.assumptions?.inputs.laborCostPerHour).toBe(231.23)
    expect(a.economics.assumptions?.exchangeRate.date).toBe('2026-03-13')
    const codes = [...a.verdictReasons, ...a.warnings].map((r) => r.code)
    expect(codes).not.toContain('labour_cost_borrowed')
    expect(a.warnings.some((w) => w.params.field === 'currency')).toBe(false)
    expect(a.warnings.find((w) => w.params.field === 'laborCostPerHour')?.text).toContain('TWD 231/h, a typical entry-level cost in Taiwan.')
    expect(JSON.stringify([a.verdictReasons, a.warnings])).not.toMatch(/US\$/)
    expect(a.verdictReasons.map((r) => r.text).join(' ')).toMatch(/TWD [\d,]+ up front/)
  })

  it('the New Taiwan dollar is accepted, read as sent, and bounded at about 1,000 US dollars an hour', () => {
    const site = { category: 'restaurant', region: 'TW', seatsPerDay: 700, serviceStyle: 'table_service' } as const
    expect(validateObject(MatchRequestSchema, { ...site, currency: 'TWD', laborCostPerHour: 260 }).ok).toBe(true)
    expect(answerTo({ ...site, laborCostPerHour: 260 }).economics.assumptions?.inputs.laborCostPerHour).toBe(260)
    const tooHigh = validateObject(MatchRequestSchema, { ...site, laborCostPerHour: 35_001 })
    expect(!tooHigh.ok && tooHigh.fields.laborCostPerHour).toBe('must be at most 35,000 (TWD, about 1,000 USD an hour)')
  })
})

describe('fresh profiles, round 151', () => {
  const mall = {
    category: 'cleaning',
    region: 'SG',
    floorAreaSqM: 9000,
    floorType: 'hard',
    cleaningsPerDay: 2,
    hoursPerDay: 16,
    daysPerWeek: 7,
    laborCostPerHour: 14,
    staffingPressure: 'high',
    budgetPreference: 'low_upfront',
    acquisitionPreference: 'raas',
    techReadiness: 'medium',
  } as const

  it('round 151 B: a RaaS ask at the fee published in Singapore is not moved to a lease at our planning figure netting within its error', () => {
    // B2: RaaS at the published S$1,750 a robot had given way to a lease at our figure (S$744 against
    // S$692 a month) only because the lease's margin crossed the proceed line.
    const b2 = answerTo(mall)
    expect(b2.economics.acquisitionModel).toBe('raas')
    expect(b2.acquisitionRationale).toBe('You asked for RaaS: vendors that offer robots-as-a-service rank higher')
    expect(b2.verdictReasons.map((r) => r.code)).not.toContain('monthly_model_offered')
    // Where the lease's lead is all the verdict had: the ask stays, the lease is named beside it as ours.
    const thin = answerTo({
      ...mall,
      floorAreaSqM: 6000,
      cleaningsPerDay: undefined,
      hoursPerDay: 10,
      daysPerWeek: 5,
      laborCostPerHour: 20.72,
      staffingPressure: 'medium',
      techReadiness: 'high',
    })
    expect([thin.verdict, thin.economics.acquisitionModel]).toEqual(['pilot', 'raas'])
    const other = thin.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text
    expect(other).toContain('A lease, also offered here, would net about S$24 a month with nothing up front.')
    expect(other).toMatch(
      /That lease is costed at our planning figure \(about S\$1,720 a month\), not a vendor’s quote, and its lead over RaaS is within that figure’s error\.$/,
    )
  })

  it('round 151 B: a lease at our planning figure still overrules a published ask where its lead is beyond that figure’s error', async () => {
    const { checkAcquisition } = await import('../src/engine/acquisition.js')
    const ask = { model: 'raas', rationale: 'You asked for RaaS: vendors that offer robots-as-a-service rank higher', asked: true } as const
    const check = (leaseNet: number, published: boolean) =>
      checkAcquisition(
        ask,
        ['buy', 'lease', 'raas'],
        (m) => (m === 'lease' ? 2 : m === 'raas' ? 1 : 0),
        (m) => (m === 'lease' ? leaseNet : m === 'raas' ? 692 : -100),
        false,
        () => 0,
        2,
        'for a low-upfront budget',
        undefined,
        { cost: (m) => (m === 'lease' ? 3448 : 3500), say: (n) => `S$${Math.round(n)}` },
        true,
        (m) => published && m === 'raas',
      )
    expect(check(744, true)).toMatchObject({ model: 'raas', keptOver: 'lease' })
    // Not published here: the better verdict moves it, as before.
    expect(check(744, false).model).toBe('lease')
    // A lead over 10 % of the lease's S$3,448 (S$345) survives the figure's error.
    expect(check(1100, true).model).toBe('lease')
  })

  it('round 151 C: the fleet hint echoes the volume the buyer sent, "about" only for one derived or assumed', () => {
    expect(answerTo({ category: 'restaurant', region: 'US', seatsPerDay: 1733, serviceStyle: 'table_service' }).fleetSizingHint).toBe(
      'Plan for 5–7 serving robots for 1,733 covers a day',
    )
    const shop = { category: 'warehouse', region: 'ES', facilitySizeSqM: 18000, handlingUnit: 'each' } as const
    // Orders and lines sent: the lines the rationale states ("12,000 orders/day of 1.3 lines each (15,600 lines)").
    expect(answerTo({ ...shop, ordersPerDay: 12000, linesPerOrder: 1.3 }).fleetSizingHint).toMatch(/ for 15,600 order lines a day/)
    // Lines at the default per order, pallet moves at the default per order: derived, so "about".
    expect(answerTo({ ...shop, ordersPerDay: 1705 }).fleetSizingHint).toMatch(/ for about 3,400 order lines a day/)
    expect(answerTo({ ...shop, region: 'PL', handlingUnit: 'pallet', ordersPerDay: 1213 }).fleetSizingHint).toMatch(/ for about 2,400 pallet moves a day$/)
    expect(answerTo({ category: 'restaurant', region: 'US' }).fleetSizingHint).toBe('Plan for 1 serving robot for about 150 covers a day')
  })

  // Round 151 A: where nothing pays, the model losing least once a set-up is spread over three years is
  // advised. A purchase is kept where the lease and RaaS offered would each lose over 5 % more.
  it('A: a Portuguese buy-asker whose scrubber loses €2 a month bought is advised buying, not a lease losing €61 (€314 on the 36-month fee before round 153 C)', () => {
    const a = answerTo({ category: 'cleaning', region: 'PT', hoursPerDay: 20, daysPerWeek: 5, acquisitionPreference: 'buy' })
    expect(a.verdict).toBe('not_yet')
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.economics.acquisitionModel).toBe('buy')
    expect(a.economics.monthlyNet).toBe(-2)
    expect(a.acquisitionRationale).toBe(
      'You asked to buy: vendors that sell outright rank higher; at these figures no acquisition model pays yet; buying comes closest: it loses less a month than a lease would (about €61 a month)',
    )
    // The verdict's figures and threshold are buying's; no line says buying would lose less.
    const miss = a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')
    expect(miss?.text).toMatch(/cost about €2 a month more than the staff time they save/)
    expect(miss?.text).toMatch(
      /Buying would pay back within 36 months .* at a labour cost of about €11\.30\/h; it would stop losing money each month from about €7\.69\/h\.$/,
    )
    expect(miss?.text).not.toMatch(/Leased/)
    expect(a.verdictReasons.map((r) => r.code)).not.toContain('other_model_nets_more')
  })

  it('A: B4, the Poznań pallet site asking to buy, keeps buying (−PLN 5,343) over a lease losing PLN 43,200 with its set-up spread', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'PL',
      facilitySizeSqM: 25_000,
      handlingUnit: 'pallet',
      ordersPerDay: 1200,
      laborCostPerHour: 38,
      hoursPerDay: 24,
      daysPerWeek: 6,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
    })
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.economics.monthlyNet).toBe(-5343)
    expect(a.acquisitionRationale).toMatch(
      /; buying comes closest: it loses less a month than a lease would once its set-up is spread over three years \(about PLN 43,200 a month\)$/,
    )
    expect(a.verdictReasons.find((r) => r.code === 'labour_cost_too_low')?.text).toMatch(/at a labour cost of about PLN 58\.50\/h/)
  })

  it('A: within 5 %, the lease or RaaS that ties up less capital is still advised over a losing purchase', () => {
    // A Canadian buy-asker's vacuum: the lease is priced like the purchase it spreads, so it loses the same.
    const a = answerTo({
      category: 'cleaning',
      region: 'CA',
      laborCostPerHour: 11.78,
      hoursPerDay: 8,
      daysPerWeek: 5,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'buy',
      techReadiness: 'high',
      floorAreaSqM: 306,
      floorType: 'mixed',
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.acquisitionRecommendation).toBe('lease')
    expect(a.acquisitionRationale).toMatch(/so it is not advised; a lease loses no more and ties up no capital$/)
  })
})

describe('fresh profiles, round 152', () => {
  it('A: where the pick loses money, the unsold type that would save is named with its figures, even paying back past the pilot line', () => {
    // A Canadian room: collaborative AMRs (sold) lose C$6,140 a month by RaaS; goods-to-person robots,
    // nobody selling them in Canada, would save bought, though past the 50-month pilot line.
    const a = answerTo({
      category: 'warehouse',
      region: 'CA',
      facilitySizeSqM: 6056,
      laborCostPerHour: 17.13,
      hoursPerDay: 10,
      daysPerWeek: 6,
      staffingPressure: 'low',
      techReadiness: 'medium',
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(a.economics.monthlyNet).toBeLessThan(0)
    const named = a.warnings.find((w) => w.code === 'unsold_type_would_pay')
    expect(named?.params).toMatchObject({ robotType: 'goods_to_person_amr', model: 'buy', currency: 'CAD', region: 'CA', verdict: 'not_yet' })
    expect(Number(named?.params.monthlyNet)).toBeGreaterThan(0)
    expect(named?.text).toMatch(
      /^Goods-to-person AMRs would save here if bought \(about C\$1,750 a month, paying back in about 66 months; about C\$[\d,]+ up front, repaid from about C\$[\d,]+ a month of staff time freed after service costs\), though past our 50-month limit for a pilot\. No vendor in the catalog sells them in Canada: ask their makers \(.*Geek\+.*\) whether they deliver there\./,
    )
  })

  it('A: the Finnish DC hears of goods-to-person robots as a pilot, though collaborative AMRs are the closer unsold type', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'FI',
      facilitySizeSqM: 131961,
      linesPerOrder: 3,
      hoursPerDay: 10,
      budgetPreference: 'balanced',
      techReadiness: 'high',
    })
    // Since round 161 A the unsold better fit is costed bought (losing €4,870 a month, not its lease's
    // larger loss), so the twice rule puts it over the AS/RS stand-in losing €57,300.
    expect(a.bestRobotMatch.robotType).toBe('collaborative_picking_amr')
    expect(a.economics.monthlyNet).toBeLessThan(0)
    const named = a.warnings.find((w) => w.code === 'unsold_type_would_pay')
    expect(named?.params).toMatchObject({ robotType: 'goods_to_person_amr', model: 'buy' })
    expect(named?.text).toMatch(/^Goods-to-person AMRs would be worth a pilot here if bought \(about €111,000 a month/)
    expect(named?.text).toMatch(/Against that, collaborative picking AMRs would lose about €4,870 a month here\.$/)
  })

  it('A: a lease-asker hears what the unsold type would save bought where its lease would lose', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'PL',
      facilitySizeSqM: 27397,
      handlingUnit: 'each',
      hoursPerDay: 8,
      daysPerWeek: 7,
      acquisitionPreference: 'lease',
    })
    expect(a.economics.monthlyNet).toBeLessThan(0)
    const named = a.warnings.find((w) => w.code === 'unsold_type_would_pay')
    expect(named?.params).toMatchObject({ robotType: 'goods_to_person_amr', model: 'buy', verdict: 'not_yet' })
    expect(named?.text).toMatch(/^Goods-to-person AMRs would save here if bought \(about PLN 21,800 a month, paying back in about 62 months/)
  })

  it('A: the Polish 66,732 m² bench site is led by goods-to-person robots saving PLN 63,200, not an AS/RS that only loses less', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'PL',
      facilitySizeSqM: 66732,
      hoursPerDay: 8,
      daysPerWeek: 7,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.matchConfidence).toBe('weak')
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.economics.monthlyNet).toBe(63203)
    expect(a.verdictReasons.map((r) => r.code)).toContain('no_vendor_in_region')
    // The sold types are named with their losses in the rationale.
    expect(a.bestRobotMatch.rationale[0]).toMatch(/AS\/RS systems here: 11 shuttle aisles bought would cost about PLN 248,000 a month more than they save/)
  })
})

describe('fresh profiles, round 152 C', () => {
  it('C: a not-yet is costed on the fleet that loses least, the rest manual (Singapore 14,000 m²: −S$182 on 1 scrubber, not −S$673 on 2)', () => {
    const a = answerTo({
      category: 'cleaning',
      region: 'SG',
      floorAreaSqM: 14000,
      floorType: 'hard',
      hoursPerDay: 12,
      daysPerWeek: 5,
      laborCostPerHour: 20.41,
      acquisitionPreference: 'raas',
      budgetPreference: 'low_upfront',
      staffingPressure: 'low',
      techReadiness: 'low',
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.economics).toMatchObject({ acquisitionModel: 'raas', monthlyNet: -182, unitsCosted: 1 })
    const rest = a.verdictReasons.find((r) => r.code === 'part_stays_manual')
    expect(rest?.params).toMatchObject({ unitsCosted: 1, coverage: 0.55 })
    expect(rest?.text).toMatch(/^These figures are for 1 robot, covering about 55 % of the floor area robots would take on\. .*so the rest stays manual/)
    // The loss said is the smaller fleet's; no "with 1 robot instead of 2" is left to say.
    expect(a.verdictReasons[0]?.text).toMatch(/cost about S\$182 a month more than the staff time they save/)
    expect(a.verdictReasons[0]?.text).not.toMatch(/instead of/)
  })
})

describe('fresh profiles, round 154', () => {
  it('A: a sold stand-in losing over twice what an unsold better fit would does not lead, another sold type losing less than it notwithstanding', () => {
    // Since round 152 C costs a losing fleet one unit smaller, a sold type losing less than the stand-in
    // had handed the lead to the sold types: collaborative AMRs by RaaS at −PLN 41,294 a month over
    // goods-to-person robots, no seller in Poland, losing PLN 1,654 bought.
    const a = answerTo({
      category: 'warehouse',
      region: 'PL',
      facilitySizeSqM: 44000,
      handlingUnit: 'case',
      ordersPerDay: 4600,
      laborCostPerHour: 28.47,
      hoursPerDay: 20,
      daysPerWeek: 5,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'buy',
      staffingPressure: 'medium',
      techReadiness: 'low',
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.economics.monthlyNet).toBe(-1654)
    expect(a.verdictReasons.map((r) => r.code)).toContain('no_vendor_in_region')
  })

  it("B: a hard floor below ride-ons' range hears of one that would be worth a pilot there, as a mixed site's hard part does", () => {
    // The Canadian 8,400 m² hard floor: walk-behinds leased lose C$1,194 a month; one ride-on bought
    // would net about C$1,070, 32 months. The range guard had kept it from leading (round 52), and a
    // not-yet named it, with the range, as the same area inside a mixed site already did. Since round
    // 156 A it leads, a pilot at most, its size the condition and the walk-behinds' loss said beside it.
    const a = answerTo({
      category: 'cleaning',
      region: 'CA',
      floorAreaSqM: 8400,
      floorType: 'hard',
      hoursPerDay: 5,
      daysPerWeek: 5,
      laborCostPerHour: 27,
      staffingPressure: 'medium',
      budgetPreference: 'balanced',
      acquisitionPreference: 'lease',
      techReadiness: 'medium',
    })
    expect(a.verdict).toBe('pilot')
    expect(a.bestRobotMatch.robotType).toBe('ride_on_scrubber')
    expect([a.acquisitionRecommendation, a.economics.monthlyNet]).toEqual(['buy', 1073])
    expect(a.verdictReasons.find((r) => r.code === 'pays_back_late')?.text).toMatch(/pays back in about 32 months/)
    const range = a.verdictReasons.find((r) => r.code === 'below_usual_range')
    expect(range?.params).toMatchObject({ fittingRobotType: 'walk_behind_scrubber', fittingModel: 'lease', fittingMonthlyNet: -1194 })
    expect(range?.text).toMatch(
      /^The site, about 8,400 m², is below the usual range for ride-on autonomous scrubbers \(10,000 m² and up\), .* 2 robots leased would cost about C\$1,190 a month more than they save\.$/,
    )
    expect(a.verdictReasons.some((r) => r.code === 'other_type_nets_more')).toBe(false)
  })
})

describe('fresh profiles, round 155', () => {
  it('A: a not-yet for want of a seller whose figures would be a pilot says so, not that the figures will tell', () => {
    // A Paris restaurant, 300 covers, wage assumed: one serving robot pays back in about 8 months, but
    // nobody in the catalog sells serving robots in France. The not-yet is the missing seller's; the
    // figures would make a pilot (the wage is assumed), and the first reason says so.
    const a = answerTo({ category: 'restaurant', region: 'FR', seatsPerDay: 300, serviceStyle: 'table_service', hoursPerDay: 6, daysPerWeek: 5 })
    expect(a.verdict).toBe('not_yet')
    expect(a.matchConfidence).toBe('weak')
    const first = a.verdictReasons[0]
    expect(first?.code).toBe('no_vendor_in_region')
    expect(first?.params).toMatchObject({ region: 'FR', robotType: 'serving_robot', economicsVerdict: 'pilot' })
    expect(first?.text).toBe(
      'Serving robots would be worth a pilot here on the figures below, but we cannot name a seller of them in France yet (none in our catalog sells them there).',
    )
    expect(a.verdictReasons[1]?.text).toMatch(/^Buying 1 robot pays back in about 8 months/)
  })

  it('C: the stand-in twice rule weighs the better fit on the fleet its answer would cost, not the larger one its work needs', () => {
    // A Polish DC answered in lei: collaborative AMRs by RaaS losing RON 96,409 a month had led, 2.07 times
    // the loss of goods-to-person robots on their one-unit-smaller fleet (1.91 times on the larger one).
    const a = answerTo({
      category: 'warehouse',
      region: 'PL',
      currency: 'RON',
      laborCostPerHour: 53.84,
      hoursPerDay: 12,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'open',
      facilitySizeSqM: 51534,
      handlingUnit: 'case',
      ordersPerDay: 6184,
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    expect(a.economics).toMatchObject({ currency: 'RON', acquisitionModel: 'lease', monthlyNet: -28421 })
  })
})

describe('fresh profiles, round 153 A/B', () => {
  it('A: where nobody sells the fitting type and it would not pay, a type sold here paying on its own floor leads, whatever its share', () => {
    // A Hong Kong mall, 10 % carpet: had been "not yet, ride-ons losing HK$18,428 a month, weak, no
    // vendors", the carpet's vacuums, sold there, netting HK$5,660 leased in one sentence. On a catalog
    // where a ride-on seller exists the same body was led by the vacuums: now it is without one too.
    const mall: MatchRequestInput = {
      category: 'cleaning',
      region: 'HK',
      floorAreaSqM: 77332,
      floorType: 'mixed',
      carpetShare: 0.1,
      laborCostPerHour: 61.61,
      hoursPerDay: 8,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'high',
    }
    const a = answerTo(mall)
    expect(a.verdict).toBe('proceed')
    expect(a.bestRobotMatch.robotType).toBe('vacuum_sweeper')
    expect(a.economics.monthlyNet).toBe(5655)
    expect(a.vendorMatches.map((vendor) => vendor.vendorId)).toContain('softbank-robotics')
    // The hard floor's ride-ons: their loss, and the makers nearby their own not-yet had named.
    const hard = a.verdictReasons.find((r) => r.code === 'other_floor_not_yet')
    expect(hard?.params).toMatchObject({ robotType: 'ride_on_scrubber', floorShare: 0.9, otherMonthlyNet: -18428 })
    expect(hard?.text).toMatch(
      /cost about HK\$18,400 a month more than they save there if bought; .*once a seller is found \(none is listed here yet; Avidbots and Gausium sell them nearby\)\.$/,
    )
    // The same body on a catalog where Gausium sells ride-ons in Hong Kong: the same type, verdict and figure.
    const withRideOns: Catalogs = {
      ...catalogs,
      vendors: {
        ...catalogs.vendors,
        cleaning: catalogs.vendors.cleaning.map((vendor) =>
          vendor.id !== 'gausium'
            ? vendor
            : { ...vendor, offerings: vendor.offerings.map((o) => (o.robotType === 'ride_on_scrubber' ? { ...o, regions: [...o.regions, 'HK'] } : o)) },
        ),
      },
    }
    const sold = answerTo(mall, 'pro', withRideOns)
    expect([sold.verdict, sold.bestRobotMatch.robotType, sold.economics.monthlyNet]).toEqual([a.verdict, a.bestRobotMatch.robotType, a.economics.monthlyNet])
  })

  it('B: a counter whose kitchen station nobody sells and does not pay hears of the unsold bussing robots that would be a pilot, as other work', () => {
    // A Dublin food hall at 3,000 covers: kitchen stations save €241 a month bought, 57 months, no
    // seller; bussing robots, sold in Ireland by nobody either, had not been costed.
    const a = answerTo({
      category: 'restaurant',
      region: 'IE',
      seatsPerDay: 3000,
      serviceStyle: 'counter_service',
      laborCostPerHour: 13.01,
      hoursPerDay: 6,
      daysPerWeek: 7,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      techReadiness: 'medium',
    })
    expect(a.verdict).toBe('not_yet')
    expect(a.bestRobotMatch.robotType).toBe('kitchen_automation')
    const bussing = a.warnings.find((w) => w.code === 'unsold_type_would_pay')
    expect(bussing?.params).toMatchObject({ robotType: 'delivery_bussing_robot', model: 'buy', monthlyNet: 8036, region: 'IE', work: 'other' })
    expect(bussing?.params).not.toHaveProperty('verdict')
    expect(bussing?.text).toMatch(/^Delivery and bussing robots would be worth a pilot here if bought \(about €8,040 a month, paying back in about 7 months; /)
    expect(bussing?.text).toMatch(
      /ask their makers \(Pudu Robotics sells them nearby\) whether they deliver there\. They do other work than the kitchen automation stations: a pilot at most, for their figures hold only where staff carry trays and dishes back from the tables\./,
    )
  })
})

describe('fresh profiles, round 156 B', () => {
  it('B: the lines-per-order question says how the verdict would move in plain words, not two verdict labels pasted together', () => {
    // Had read "(a clear case on these figures rather than paying on the figures, but not yet a case; in
    // place of collaborative picking AMRs)".
    const a = answerTo({
      category: 'warehouse',
      region: 'NO',
      facilitySizeSqM: 12609,
      ordersPerDay: 1092,
      laborCostPerHour: 429.83,
      hoursPerDay: 16,
      daysPerWeek: 6,
      staffingPressure: 'medium',
      techReadiness: 'low',
    })
    expect(a.verdict).toBe('not_yet')
    const lines = a.warnings.find((w) => w.code === 'input_assumed' && w.params.field === 'linesPerOrder')
    expect(lines?.params).toMatchObject({ moreLinesPerOrder: 6, moreRobotType: 'asrs', moreVerdict: 'pilot' })
    expect(lines?.text).toMatch(
      /netting about NOK 389,000 a month if bought \(the verdict would move from not yet to a pilot; in place of collaborative picking AMRs\)\.$/,
    )
    expect(lines?.text).not.toMatch(/rather than/)
  })
})

describe('fresh profiles, round 156 A', () => {
  it('A: a hard floor just under the ride-ons’ range whose walk-behinds are not yet a case gets the ride-on sold here as a pilot, its size the condition', () => {
    // New Zealand, 9,954 m² of hard floor: "not yet, walk-behinds bought, 40 months" beside a ride-on
    // sold here by Tennant "a clear case on these averages", while at 10,000 m² it was a ride-on pilot.
    const site = {
      category: 'cleaning',
      region: 'NZ',
      floorAreaSqM: 9954,
      floorType: 'hard',
      hoursPerDay: 10,
      daysPerWeek: 5,
      cleaningsPerDay: 2,
      staffingPressure: 'medium',
    } as const
    const a = answerTo(site)
    expect(a.verdict).toBe('pilot')
    expect(a.bestRobotMatch.robotType).toBe('ride_on_scrubber')
    expect(a.acquisitionRecommendation).toBe('buy')
    expect(a.economics.monthlyNet).toBe(2266)
    expect(a.vendorMatches.map((vendor) => vendor.vendorId)).toEqual(['tennant'])
    // The size is the pilot's condition, with the walk-behinds' figures should the layout not suit one.
    const range = a.verdictReasons.find((r) => r.code === 'below_usual_range')
    expect(range?.params).toMatchObject({
      robotType: 'ride_on_scrubber',
      siteSize: 9954,
      rangeFrom: 10000,
      fittingRobotType: 'walk_behind_scrubber',
      fittingModel: 'buy',
      fittingMonthlyNet: 1528,
      currency: 'NZD',
    })
    expect(range?.text).toMatch(
      /^The site, about 9,954 m², is below the usual range for ride-on autonomous scrubbers \(10,000 m² and up\), so these figures hold only if your layout suits one: ask the vendor to walk the site first, and treat this as a pilot at most\. If it does not, walk-behind autonomous scrubbers, made for a site this size, are not yet a case here: 3 robots bought would save about NZ\$1,530 a month but pay back only after about 40 months /,
    )
    // Round 154 B's sentence would name the pick: it is not said.
    expect(a.verdictReasons.some((r) => r.code === 'other_type_nets_more')).toBe(false)
    expect(a.bestRobotMatch.rationale.join(' ')).toMatch(/Walk-behind autonomous scrubbers fit slightly better on paper \(100 against 95 points\)/)
    // At 10,000 m² the same site is the same pilot, without the condition.
    const inRange = answerTo({ ...site, floorAreaSqM: 10000 })
    expect([inRange.verdict, inRange.bestRobotMatch.robotType, inRange.acquisitionRecommendation]).toEqual(['pilot', 'ride_on_scrubber', 'buy'])
    expect(inRange.verdictReasons.some((r) => r.code === 'below_usual_range')).toBe(false)
  })

  it('A: below their range a clear-case ride-on is a pilot at most, and walk-behinds that pay at a pilot keep their place', () => {
    // A Canadian buy-asker's 9,844 m² hard floor: at 10,000 m² one ride-on bought proceeds.
    const a = answerTo({
      category: 'cleaning',
      region: 'CA',
      floorAreaSqM: 9844,
      floorType: 'hard',
      laborCostPerHour: 23.51,
      hoursPerDay: 6,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'buy',
    })
    expect([a.verdict, a.bestRobotMatch.robotType]).toEqual(['pilot', 'ride_on_scrubber'])
    expect(a.matchConfidence).not.toBe('strong')
    expect(a.verdictReasons.find((r) => r.code === 'below_usual_range')?.params).toMatchObject({ fittingRobotType: 'walk_behind_scrubber' })
    // Round 52 / casebook C6: walk-behinds within their range that are themselves a pilot stay, the ride-on named beside them.
    const paying = answerTo({
      category: 'cleaning',
      region: 'DE',
      floorAreaSqM: 7600,
      floorType: 'hard',
      laborCostPerHour: 33.64,
      hoursPerDay: 4,
      daysPerWeek: 5,
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    expect([paying.verdict, paying.bestRobotMatch.robotType]).toEqual(['pilot', 'walk_behind_scrubber'])
    expect(paying.verdictReasons.some((r) => r.code === 'below_usual_range')).toBe(false)
    expect(paying.verdictReasons.find((r) => r.code === 'other_type_nets_more')?.params).toMatchObject({ robotType: 'ride_on_scrubber' })
  })
})

describe('fresh profiles, round 157 A and C', () => {
  // An Orléans low-upfront e-commerce DC that asked to lease: goods-to-person robots, sold here only by
  // Scallog (newest source 2020), pay back; collaborative AMRs, better on points, nobody sells here.
  const orleans: MatchRequestInput = {
    category: 'warehouse',
    region: 'FR',
    facilitySizeSqM: 6000,
    handlingUnit: 'each',
    ordersPerDay: 1800,
    linesPerOrder: 3,
    laborCostPerHour: 17,
    hoursPerDay: 8,
    daysPerWeek: 5,
    staffingPressure: 'high',
    budgetPreference: 'low_upfront',
    acquisitionPreference: 'lease',
    techReadiness: 'medium',
  }

  it('A: an unsold better fit that would lose money is said to fit better on paper only, with its loss, not "ask their makers before committing"', () => {
    // The collaborative AMRs would lose money: the buyer is not held off the pick for them.
    const a = answerTo(orleans)
    expect(a.bestRobotMatch.robotType).toBe('goods_to_person_amr')
    const better = a.warnings.find((w) => w.code === 'better_fit_not_sold')
    expect(better?.params).toMatchObject({ robotType: 'collaborative_picking_amr', score: 95, region: 'FR', model: 'lease' })
    expect(Number(better?.params.monthlyNet)).toBeLessThan(0)
    expect(better?.text).toMatch(
      /^Collaborative picking AMRs fit this site better on paper \(95 against 87 points\) but would not pay here \(about €7,290 a month more than the staff time they save if leased, once their set-up is spread over three years\); no vendor in the catalog sells them in France in any case\.$/,
    )
    expect(better?.text).not.toMatch(/before committing/)
  })

  it('C: a pilot whose only seller no recent source shows trading leads with "confirm the seller" and is weak', () => {
    const a = answerTo(orleans)
    expect(a.verdict).toBe('pilot')
    expect(a.vendorMatches.map((v) => v.vendorId)).toEqual(['scallog'])
    expect(a.matchConfidence).toBe('weak')
    expect(a.verdictReasons[0]).toMatchObject({
      code: 'sellers_unconfirmed',
      params: { vendors: 'scallog' },
      text: 'Before a pilot, confirm the seller: the only seller here, Scallog, is one we could not confirm still sells these robots.',
    })
  })
})

describe('fresh profiles, round 157 B', () => {
  it('B: a ride-on below its range leads only where the same site at its range bottom gets it at a pilot or better', () => {
    // A US 8,848 m² hard floor had been a ride-on pilot (2 bought, about $1,200 a month, 35 months) while
    // the same site at 10,000 m², inside the ride-on's range, was "not yet": costed against the smaller
    // site's slower manual rates, the ride-on had paid better below its range than within it.
    const site = {
      category: 'cleaning',
      region: 'US',
      floorAreaSqM: 8848,
      floorType: 'hard',
      laborCostPerHour: 25.23,
      hoursPerDay: 3,
      daysPerWeek: 6,
      staffingPressure: 'medium',
      acquisitionPreference: 'open',
      techReadiness: 'low',
    } as const
    const a = answerTo(site)
    const twin = answerTo({ ...site, floorAreaSqM: 10000 })
    expect([twin.verdict, twin.bestRobotMatch.robotType]).toEqual(['not_yet', 'walk_behind_scrubber'])
    expect([a.verdict, a.bestRobotMatch.robotType]).toEqual(['not_yet', 'walk_behind_scrubber'])
    expect(a.verdictReasons.some((r) => r.code === 'below_usual_range')).toBe(false)
    // The ride-on is still named beside the not-yet, its size said (round 154 B).
    expect(a.verdictReasons.find((r) => r.code === 'other_type_nets_more')?.text).toMatch(
      /^A fleet of 2 ride-on autonomous scrubbers, .* worth a pilot on these averages\. But the site, about 8,848 m², is below the usual range for ride-on autonomous scrubbers \(10,000 m² and up\)/,
    )
  })
})

describe('fresh profiles, round 158 B', () => {
  it('B: an unsold better fit that would save bought is said with its payback and outlay, as every bought figure is', () => {
    // A Mississauga pharma distributor: collaborative AMRs by RaaS, a thin pilot; goods-to-person robots,
    // nobody sells here, "would net about C$93,700 a month here if bought" had hidden C$2.14 million up front.
    const a = answerTo({
      category: 'warehouse',
      region: 'CA',
      facilitySizeSqM: 12000,
      handlingUnit: 'each',
      ordersPerDay: 4000,
      linesPerOrder: 6,
      laborCostPerHour: 26,
      hoursPerDay: 16,
      daysPerWeek: 5,
      staffingPressure: 'high',
      budgetPreference: 'maximize_long_term_roi',
      acquisitionPreference: 'open',
      techReadiness: 'medium',
    })
    const better = a.warnings.find((w) => w.code === 'better_fit_not_sold')
    expect(better?.params).toMatchObject({ robotType: 'goods_to_person_amr', model: 'buy' })
    expect(better?.text).toMatch(
      /they would net about C\$93,700 a month here if bought, paying back in about 18 months; about C\$2,140,000 up front, repaid from about C\$[\d,]+ a month of staff time freed after service costs\), but no vendor/,
    )
  })
})

describe('fresh profiles, round 157 D', () => {
  it('D: a late-paying system quoted per project asks for a staged project quote, not a small pilot, its site set-up being paid whatever the first fleet', () => {
    const a = answerTo({
      category: 'warehouse',
      region: 'US',
      facilitySizeSqM: 11808,
      ordersPerDay: 1298,
      handlingUnit: 'case',
      hoursPerDay: 16,
      daysPerWeek: 5,
      acquisitionPreference: 'raas',
      techReadiness: 'low',
    })
    expect([a.verdict, a.bestRobotMatch.robotType]).toEqual(['pilot', 'goods_to_person_amr'])
    const late = a.verdictReasons.find((r) => r.code === 'pays_back_late')
    expect(late?.text).toMatch(
      /later than a clear case allows \(about 34 months, 40 % of a 7-year service life\): ask for a project quote in stages \(the site’s set-up, then the fleet a few robots at a time\) and measure before buying it all\./,
    )
    expect(late?.text).not.toMatch(/small pilot/)
  })
})

describe('fresh profiles, round 160 A', () => {
  it('A: a lease or RaaS whose set-up, spread over three years, turns its saving into a loss never pays back, and every tier sees the set-up', () => {
    const request: MatchRequestInput = {
      category: 'warehouse',
      region: 'ES',
      facilitySizeSqM: 22572,
      handlingUnit: 'each',
      ordersPerDay: 855,
      laborCostPerHour: 18.75,
      acquisitionPreference: 'open',
      budgetPreference: 'balanced',
    }
    const starter = answerTo(request, 'starter')
    const model = starter.economics.acquisitionModel
    expect(model).not.toBe('buy')
    const { monthlyNet, upfrontCost } = starter.economics
    expect(monthlyNet).toBeGreaterThan(0)
    expect(upfrontCost).toBeGreaterThan(20_000)
    expect(monthlyNet - upfrontCost / 36).toBeLessThan(0)
    expect(starter.economics.paybackReason).toBe('never_pays_back')
    expect(answerTo(request, 'pro').economics).toMatchObject({ upfrontCost, paybackReason: 'never_pays_back' })
  })

  it('A: a lease that still saves with its set-up spread keeps no_upfront_cost, its set-up in the headline', () => {
    const a = answerTo(
      {
        category: 'warehouse',
        region: 'CH',
        facilitySizeSqM: 2500,
        handlingUnit: 'each',
        ordersPerDay: 400,
        linesPerOrder: 4,
        laborCostPerHour: 38,
        acquisitionPreference: 'raas',
      },
      'starter',
    )
    const { acquisitionModel, monthlyNet, upfrontCost, paybackReason } = a.economics
    expect(acquisitionModel).not.toBe('buy')
    expect(upfrontCost).toBeGreaterThan(0)
    expect(monthlyNet - upfrontCost / 36).toBeGreaterThan(0)
    expect(paybackReason).toBe('no_upfront_cost')
  })
})

describe('fresh profiles, round 159 C', () => {
  it('C: a not-yet on converted US prices names the price per robot at which buying would pay back within the purchase line', () => {
    // Expert 159, buyer B4: a Bangkok shabu restaurant, buying netting THB 6,230 a month but paying back in 40 months.
    const a = answerTo({
      category: 'restaurant',
      region: 'TH',
      seatsPerDay: 1100,
      serviceStyle: 'table_service',
      laborCostPerHour: 70,
      hoursPerDay: 12,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'raas',
      techReadiness: 'medium',
    })
    expect([a.verdict, a.economics.unitsCosted]).toEqual(['not_yet', 3])
    const converted = a.warnings.find((w) => w.code === 'price_converted')
    expect(converted?.params).toMatchObject({ breakEvenPrice: 380000, currency: 'THB', paybackLineMonths: 29 })
    expect(converted?.text).toMatch(
      /a lower price would lower the labour cost and volume at which they pay\. Bought, the 3 robots would pay back within 29 months at up to about THB 380,000 a robot, against about THB 504,000 costed \(with service at about 8 % of the price a year\): a local quote under that would make buying pay back in time\.$/,
    )
  })

  it('C: no such price where only one under half the converted price would pay, a quote no local market in the catalog shows', () => {
    const a = answerTo({
      category: 'cleaning',
      floorAreaSqM: 19321,
      floorType: 'hard',
      hoursPerDay: 6,
      region: 'MX',
      laborCostPerHour: 8.89,
      daysPerWeek: 6,
      staffingPressure: 'low',
      budgetPreference: 'balanced',
      acquisitionPreference: 'open',
    })
    expect(a.verdict).toBe('not_yet')
    const converted = a.warnings.find((w) => w.code === 'price_converted')
    expect(converted?.text).toMatch(/a lower price would lower the labour cost and volume at which they pay\.$/)
    expect(converted?.params.breakEvenPrice).toBeUndefined()
  })
})

describe('fresh profiles, round 159 A and B', () => {
  it('A: a cooking station with no price of its own is costed at the listed seller’s published price, so the headline, payback and verdict follow from it', () => {
    // The round 159 review's German canteen: costed at a fry robot's €106,000 it had read "+€5,651 a
    // month, 14 months" beside Circus's published €250,000 for its CA-1.
    const a = answerTo({
      category: 'restaurant',
      region: 'DE',
      seatsPerDay: 3917,
      serviceStyle: 'self_service',
      kitchenTask: 'cooking',
      laborCostPerHour: 22.35,
      hoursPerDay: 12,
    })
    expect([a.verdict, a.acquisitionRecommendation, a.matchConfidence]).toEqual(['pilot', 'raas', 'weak'])
    expect(a.economics.monthlyNet).toBeCloseTo(635, -1)
    const codes = a.verdictReasons.map((r) => r.code)
    expect(codes).not.toContain('pays_back_within_life')
    expect(codes).not.toContain('inputs_assumed')
    const price = a.verdictReasons.find((r) => r.code === 'generic_station_price')
    expect(price?.text).toMatch(
      /^These figures are costed at Circus' published price for CA-1, €250,000, its RaaS fee taken in proportion to a fry robot's, so ask the vendors/,
    )
    expect(price?.text).toMatch(/The staff time saved is a fry station's estimate\./)
    expect(price?.text).not.toMatch(/a fry robot's\)|Published by vendors/)
    // Bought at €250,000 plus the €17,747 set-up assumed: 267,747 ÷ (8,135 − 2,000 of service) = 43.6 months.
    expect(a.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text).toMatch(
      /^Buying is also offered here, netting about €1,670 a month, but paying back only after about 44 months \(about €268,000 up front/,
    )
    expect(a.economics.assumptions?.rates?.map((rate) => rate.name)).toEqual(
      expect.arrayContaining(['vendors.circus.publishedPrices.0', 'rules.kitchen_automation.costedAtSellerPrice']),
    )
    expect(a.warnings.map((w) => w.code)).not.toContain('price_converted')
  })

  it('A and B: a drinks station is costed at ADAM’s complete-setup price with no set-up on top, its ceiling to three figures', () => {
    // Round 158's Seattle coffee bar: at a fry robot's price a lease pilot netting $1,600.
    const seattle = answerTo({
      category: 'restaurant',
      region: 'US',
      seatsPerDay: 1200,
      serviceStyle: 'counter_service',
      kitchenTask: 'drinks',
      laborCostPerHour: 24,
      hoursPerDay: 10,
      daysPerWeek: 5,
      budgetPreference: 'balanced',
      acquisitionPreference: 'lease',
      techReadiness: 'high',
    })
    expect([seattle.verdict, seattle.acquisitionRecommendation]).toEqual(['not_yet', 'lease'])
    expect(seattle.economics.monthlyNet).toBeCloseTo(-1280, -1)
    expect(seattle.verdictReasons.find((r) => r.code === 'generic_station_price')?.text).toMatch(
      /costed at Richtech Robotics' published price for ADAM, \$180,000 complete setup, with no set-up added, its lease fee taken in proportion to a fry robot's, so ask/,
    )
    // 180,000 ÷ (5,200 − 1,440 of service) = 48 months.
    expect(seattle.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text).toMatch(
      /paying back only after about 48 months \(about \$180,000 up front/,
    )
    // The review's finding B body: (36 × 6,963) ÷ 1.288 = $194,600, no set-up added; bought, 32.6 months.
    const bar = answerTo({
      category: 'restaurant',
      region: 'US',
      seatsPerDay: 1050,
      serviceStyle: 'counter_service',
      kitchenTask: 'drinks',
      laborCostPerHour: 19.13,
      daysPerWeek: 7,
      acquisitionPreference: 'lease',
    })
    const price = bar.verdictReasons.find((r) => r.code === 'generic_station_price')?.text
    expect(price).toMatch(/at an installed price of up to about \$194,000 \(with service/)
    expect(price).not.toMatch(/set-up assumed/)
    expect(bar.verdictReasons.find((r) => r.code === 'other_model_nets_more')?.text).toMatch(/about 33 months \(about \$180,000 up front/)
  })
})

describe('fresh profiles, round 160 B', () => {
  it('B: a no-seller not-yet whose figures make a pilot names the makers selling the same robots here for other work', () => {
    // Expert 160, buyer B6: a Singapore hotel buffet, bussing robots nobody sells there for that work.
    const a = answerTo({
      category: 'restaurant',
      region: 'SG',
      seatsPerDay: 1800,
      serviceStyle: 'self_service',
      laborCostPerHour: 14,
      hoursPerDay: 14,
      daysPerWeek: 7,
      staffingPressure: 'high',
      acquisitionPreference: 'lease',
      techReadiness: 'medium',
    })
    expect([a.verdict, a.bestRobotMatch.robotType]).toEqual(['not_yet', 'delivery_bussing_robot'])
    const first = a.verdictReasons[0]
    expect(first.code).toBe('no_vendor_in_region')
    expect(first.text).toMatch(
      /would be worth a pilot here on the figures below, but no seller in our catalog offers them for this work in Singapore yet: Keenon Robotics and Pudu Robotics sell the same robots here as serving robots, so ask them for the set-up this work needs\.$/,
    )
    expect(first.text).not.toMatch(/we cannot name a seller/)
  })
})

describe('fresh profiles, round 160 B3', () => {
  /** The catalogs with every vendor of `category` also selling its robots in `region`. */
  function allSoldIn(category: 'cleaning' | 'restaurant', region: string): Catalogs {
    const vendors = catalogs.vendors[category].map((vendor) => ({
      ...vendor,
      offerings: vendor.offerings.map((offering) => ({ ...offering, regions: [...offering.regions, region] })),
    }))
    return { ...catalogs, vendors: { ...catalogs.vendors, [category]: vendors } }
  }

  it('B3: where nobody sells robots of any kind for the work, the type is the one a catalog selling them all there would choose', () => {
    // A Swedish 27,069 m² floor had been led by walk-behinds (3 bought, +SEK 32,100 a month, 21 months)
    // beside ride-ons netting SEK 51,100 in 15 months: what it gets once every maker sells in Sweden.
    const request: MatchRequestInput = {
      category: 'cleaning',
      region: 'SE',
      floorAreaSqM: 27069,
      hoursPerDay: 12,
      staffingPressure: 'low',
      budgetPreference: 'low_upfront',
      acquisitionPreference: 'buy',
      techReadiness: 'low',
    }
    const a = answerTo(request)
    expect(a.vendorMatches).toEqual([])
    expect([a.verdict, a.bestRobotMatch.robotType]).toEqual(['not_yet', 'ride_on_scrubber'])
    expect(a.verdictReasons[0].text).toMatch(/^Ride-on autonomous scrubbers would be worth a pilot here on the figures below, but we cannot name a seller/)
    expect(answerTo(request, 'pro', allSoldIn('cleaning', 'SE')).bestRobotMatch.robotType).toBe('ride_on_scrubber')
  })

  it('B3: a UAE counter with no restaurant seller is led by the bussing robots a full catalog would advise, not kitchen stations losing money', () => {
    const request: MatchRequestInput = {
      category: 'restaurant',
      region: 'AE',
      seatsPerDay: 1048,
      serviceStyle: 'counter_service',
      hoursPerDay: 8,
      laborCostPerHour: 11.31,
      daysPerWeek: 7,
      budgetPreference: 'maximize_long_term_roi',
    }
    const a = answerTo(request)
    expect(a.bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(a.economics.monthlyNet).toBeGreaterThan(0)
    expect(answerTo(request, 'pro', allSoldIn('restaurant', 'AE')).bestRobotMatch.robotType).toBe('delivery_bussing_robot')
    expect(a.warnings.find((w) => w.code === 'better_fit_not_sold')?.text).toMatch(
      /^Kitchen automation stations fit this site better on paper .* but would not pay here/,
    )
  })
})

describe('fresh profiles, round 161 A', () => {
  const bangkok: MatchRequestInput = { category: 'warehouse', region: 'TH', facilitySizeSqM: 4000, handlingUnit: 'each', ordersPerDay: 1200 }

  it('A: where nothing pays, an unasked lease losing over 5 % more than buying gives way to buying, the figures said', () => {
    const a = answerTo(bangkok)
    expect([a.verdict, a.acquisitionRecommendation]).toEqual(['not_yet', 'buy'])
    expect(a.economics.monthlyNet).toBe(-89314)
    expect(a.acquisitionRationale).toMatch(
      /^At these figures no acquisition model pays yet; buying comes closest: it loses less a month than a lease would once its set-up is spread over three years: about THB 89,300 a month against about THB 141,000\. Without these figures a lease would be the usual choice/,
    )
    expect(a.verdictReasons.some((r) => r.code === 'other_model_nets_more' && r.params.model === 'buy')).toBe(false)
  })

  it('A: a lease asked for, or a low-upfront budget, keeps the monthly model', () => {
    expect(answerTo({ ...bangkok, acquisitionPreference: 'lease' }).acquisitionRecommendation).toBe('lease')
    expect(answerTo({ ...bangkok, budgetPreference: 'low_upfront' }).acquisitionRecommendation).not.toBe('buy')
  })
})

describe('fresh profiles, round 162 A', () => {
  it('A: a low-readiness team free to buy is advised the purchase, with a service contract, where the lease or RaaS loses over 5 % more or buying saves', () => {
    const mx = answerTo({
      category: 'restaurant',
      region: 'MX',
      seatsPerDay: 748,
      serviceStyle: 'table_service',
      laborCostPerHour: 43.6,
      budgetPreference: 'maximize_long_term_roi',
      staffingPressure: 'high',
      acquisitionPreference: 'open',
      techReadiness: 'low',
    })
    // Was "not yet, lease, −MX$16,051" beside "buying nets +MX$5,030".
    expect([mx.verdict, mx.acquisitionRecommendation]).toEqual(['not_yet', 'buy'])
    expect(mx.economics.monthlyNet).toBeGreaterThan(0)
    expect(mx.acquisitionRationale).toMatch(/take a service contract with the purchase, as your team is new to robots$/)
    const hk = answerTo({
      category: 'cleaning',
      region: 'HK',
      floorAreaSqM: 63502,
      cleaningsPerDay: 3,
      laborCostPerHour: 66.83,
      hoursPerDay: 8,
      staffingPressure: 'high',
      techReadiness: 'low',
    })
    expect([hk.verdict, hk.acquisitionRecommendation]).toEqual(['not_yet', 'buy'])
    expect(hk.acquisitionRationale).toMatch(
      /^At these figures no acquisition model pays yet; buying comes closest: it loses less a month than a lease would: about HK\$18,300 a month against about HK\$121,000\./,
    )
  })

  it('A: a low-upfront budget still keeps the monthly model', () => {
    expect(
      answerTo({
        category: 'cleaning',
        region: 'HK',
        floorAreaSqM: 63502,
        cleaningsPerDay: 3,
        laborCostPerHour: 66.83,
        hoursPerDay: 8,
        techReadiness: 'low',
        budgetPreference: 'low_upfront',
      }).acquisitionRecommendation,
    ).not.toBe('buy')
  })
})

describe('fresh profiles, round 163 C', () => {
  it('C: a listed vendor whose robots are made for hospital kitchens is said to be, with what they are for', () => {
    const buffet: MatchRequestInput = { category: 'restaurant', region: 'US', seatsPerDay: 3000, serviceStyle: 'self_service', acquisitionPreference: 'raas' }
    const a = answerTo(buffet)
    expect(a.vendorMatches.map((m) => m.vendorId)).toContain('aethon')
    const made = a.warnings.filter((w) => w.code === 'vendor_made_for')
    expect(made.map((w) => w.params.vendorId)).toEqual(['aethon'])
    expect(made[0].text).toBe(
      "Aethon's TUG is made for hospital and institutional kitchens, carrying meals to patient floors and dirty trays back to the dish room: ask whether it suits your site before contacting Aethon.",
    )
    // Not where the vendor is not listed (the starter's three).
    const starter = answerTo(buffet, 'starter')
    expect(starter.vendorMatches.some((m) => m.vendorId === 'aethon')).toBe(false)
    expect(starter.warnings.some((w) => w.code === 'vendor_made_for')).toBe(false)
  })
})

describe('fresh profiles, round 164 A', () => {
  it('A: on a mixed floor a type sold here that pays on its own floor leads a fitting type nobody sells, whatever its share; the unsold one is named with its figures', () => {
    const site = (laborCostPerHour: number): MatchRequestInput => ({
      category: 'cleaning',
      region: 'SG',
      floorAreaSqM: 60000,
      floorType: 'mixed',
      carpetShare: 0.25,
      cleaningsPerDay: 3,
      hoursPerDay: 16,
      daysPerWeek: 5,
      laborCostPerHour,
    })
    // Had gone from "proceed, vacuums leased" at S$11.95/h to "not yet, ride-ons, no seller" at S$15.93/h.
    for (const wage of [11.95, 15.93]) {
      const a = answerTo(site(wage))
      expect([a.verdict, a.bestRobotMatch.robotType], `S$${wage}/h`).toEqual(['proceed', 'vacuum_sweeper'])
      expect(a.vendorMatches.length).toBeGreaterThan(0)
    }
    const named = answerTo(site(15.93)).warnings.find((w) => w.code === 'unsold_type_would_pay')
    expect(named?.params).toMatchObject({ robotType: 'ride_on_scrubber', floorShare: 0.75 })
    expect(named?.text).toMatch(
      /^With ride-on autonomous scrubbers, the hard floor \(75 % of the area\) would pay: they would net about S\$9,630 a month there if bought, but no vendor in the catalog sells them in Singapore: ask their makers/,
    )
  })
})

describe('fresh profiles, round 165 D', () => {
  it('D: a volume of one is said in the singular', () => {
    const a = answerTo({ category: 'restaurant', region: 'SE', seatsPerDay: 1, serviceStyle: 'self_service', kitchenTask: 'meal_production' })
    const text = [...a.verdictReasons, ...a.warnings].map((r) => r.text).join(' ')
    expect(text).toMatch(/At 1 cover a day/)
    expect(text).not.toMatch(/\b1 covers\b/)
  })
})

describe('fresh profiles, round 165 A', () => {
  it('A: stations for a task the rates do not price say their count rests on a fry station’s capacity', () => {
    const sushi = answerTo(
      { category: 'restaurant', region: 'US', seatsPerDay: 60000, serviceStyle: 'counter_service', kitchenTask: 'sushi', laborCostPerHour: 13.6 },
      'starter',
    )
    expect(sushi.fleetSizingHint).toMatch(
      /^Plan for [\d,–]+ sushi machines for 60,000 covers a day, counted at a fry station's capacity \(about 1,000 covers a unit a day\): ask the vendors how many sushi machines you need$/,
    )
    const frying = answerTo({ category: 'restaurant', region: 'US', seatsPerDay: 600, serviceStyle: 'counter_service', kitchenTask: 'frying' }, 'starter')
    expect(frying.fleetSizingHint).not.toMatch(/fry station's capacity/)
  })
})
