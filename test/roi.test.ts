/**
 * Worked examples of the cleaning ROI model, each computed by hand from the shipped rates
 * table (catalogs/cleaning-rates.json). US defaults: $17.43/h (BLS mean janitor wage),
 * 6 cleaning days a week (26 a month), an 8-hour cleaning window.
 */
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { cleaningRoi, estimateCleaning } from '../src/engine/roi.js'
import { CleaningRoiSchema, type MatchRequest } from '../src/schemas/api.js'
import type { AcquisitionModel, RobotType } from '../src/schemas/catalog.js'
import { shippedCleaningRates } from './helpers/cleaning-rates.js'

const rates = shippedCleaningRates()

interface Example {
  name: string
  request: Omit<MatchRequest, 'category'>
  robotType: RobotType
  robotsNeeded: number
  manualMethods: string[]
  /** Hand-computed manual hours per month. */
  manualHoursPerMonth: number
  /** Per model: sign of the net monthly saving, and the payback range (null = none). */
  expect: Partial<Record<AcquisitionModel, { net: 'positive' | 'negative'; payback: null | [number, number] }>>
}

const examples: Example[] = [
  {
    // 800 m² ÷ 250 m²/h (mop) = 3.2 h/day × 26 = 83.2 h; replaced 83.2 × 0.6 × 0.9 = 44.9 h × $17.43 = $783.
    // Robot 800 × 0.6 ÷ 500 = 0.96 h → 1. Buy 12,000/48 + 100 = $350 → net $433, payback 27.7.
    // Lease $350 → net $433, set-up $350 → 0.8 → floored at 1 month. RaaS $499 → net $284, nothing up front.
    name: 'small mopped office, 800 m², robot vacuum, US defaults',
    request: { floorAreaSqM: 800, floorType: 'hard' },
    robotType: 'vacuum_sweeper',
    robotsNeeded: 1,
    manualMethods: ['mop'],
    manualHoursPerMonth: 83.2,
    expect: { buy: { net: 'positive', payback: [27, 28.5] }, lease: { net: 'positive', payback: [1, 1] }, raas: { net: 'positive', payback: null } },
  },
  {
    // Same office at $10/h: saved 44.9 × 10 = $449; buy net $99 → 121 months; RaaS net −$50 → no payback.
    name: 'small mopped office, 800 m², low wage',
    request: { floorAreaSqM: 800, floorType: 'hard', laborCostPerHour: 10 },
    robotType: 'vacuum_sweeper',
    robotsNeeded: 1,
    manualMethods: ['mop'],
    manualHoursPerMonth: 83.2,
    expect: { buy: { net: 'positive', payback: [115, 125] }, raas: { net: 'negative', payback: null } },
  },
  {
    // 4,000 m² ÷ 900 m²/h (walk-behind) = 4.44 h × 26 = 115.6 h; × 0.7 × 0.9 = 72.8 h × $17.43 = $1,269.
    // Robot 4,000 × 0.7 ÷ 750 = 3.7 h ≤ min(8, 5) → 1. Buy $833 → net $436 → 80.3 months.
    // Lease $1,100 → net $169, set-up $1,100 → 6.5 months. RaaS $1,200 → net $69, no payback.
    name: 'medium supermarket, 4,000 m², walk-behind robot, US defaults',
    request: { floorAreaSqM: 4000 },
    robotType: 'walk_behind_scrubber',
    robotsNeeded: 1,
    manualMethods: ['walk_behind_scrubber'],
    manualHoursPerMonth: 115.6,
    expect: { buy: { net: 'positive', payback: [79, 82] }, lease: { net: 'positive', payback: [6, 7] }, raas: { net: 'positive', payback: null } },
  },
  {
    // Same at $30/h: saved 72.8 × 30 = $2,184 → buy net $1,351 → 25.9 months.
    name: 'medium supermarket, 4,000 m², $30/h',
    request: { floorAreaSqM: 4000, laborCostPerHour: 30 },
    robotType: 'walk_behind_scrubber',
    robotsNeeded: 1,
    manualMethods: ['walk_behind_scrubber'],
    manualHoursPerMonth: 115.6,
    expect: { buy: { net: 'positive', payback: [25, 27] } },
  },
  {
    // 20,000 m² ÷ 1,600 m²/h (ride-on) = 12.5 h × 26 = 325 h; × 0.8 × 0.9 = 234 h × $17.43 = $4,079.
    // Robot 20,000 × 0.8 ÷ 1,200 = 13.3 h ÷ min(8, 6) = 2.2 → 3 robots (not one).
    // Buy 3 × (50,000/60 + 400) = $3,700 → net $379 → 396 months. RaaS 3 × $2,000 → net −$1,921.
    name: 'large logistics hall, 20,000 m², ride-on robots, US defaults',
    request: { floorAreaSqM: 20000 },
    robotType: 'ride_on_scrubber',
    robotsNeeded: 3,
    manualMethods: ['ride_on_scrubber'],
    manualHoursPerMonth: 325,
    expect: { buy: { net: 'positive', payback: [390, 400] }, raas: { net: 'negative', payback: null } },
  },
  {
    // A 24-hour window does not help: each robot still runs only its 6 usable hours.
    // At $25/h: 234 × 25 = $5,850 → buy net $2,150 → 69.8 months; lease 3 × $1,600 → net $1,050,
    // set-up 3 × $1,600 = $4,800 → 4.6 months.
    name: 'large logistics hall, 20,000 m², 24 h window, $25/h',
    request: { floorAreaSqM: 20000, hoursPerDay: 24, laborCostPerHour: 25 },
    robotType: 'ride_on_scrubber',
    robotsNeeded: 3,
    manualMethods: ['ride_on_scrubber'],
    manualHoursPerMonth: 325,
    expect: { buy: { net: 'positive', payback: [69, 71] }, lease: { net: 'positive', payback: [4.5, 4.7] } },
  },
  {
    // 50,000 m² hard: 31.25 h × 26 = 812.5 h; × 0.72 = 585 h × $17.43 = $10,197.
    // Robot 50,000 × 0.8 ÷ 1,200 = 33.3 h ÷ 6 = 5.6 → 6. Buy 6 × $1,233 = $7,400 → net $2,797 → 107 months.
    name: 'airport, 50,000 m² hard floor, US defaults',
    request: { floorAreaSqM: 50000, floorType: 'hard' },
    robotType: 'ride_on_scrubber',
    robotsNeeded: 6,
    manualMethods: ['ride_on_scrubber'],
    manualHoursPerMonth: 812.5,
    expect: { buy: { net: 'positive', payback: [105, 109] }, raas: { net: 'negative', payback: null } },
  },
  {
    // Mixed: 25,000 m² ÷ 1,600 + 25,000 m² ÷ 500 = 65.6 h × 26 = 1,706 h; × 0.72 = 1,228.5 h × $20 = $24,570.
    // Buy $7,400 → net $17,170 → 17.5 months; RaaS $12,000 → net $12,570, nothing up front.
    name: 'airport, 50,000 m² mixed floor, $20/h',
    request: { floorAreaSqM: 50000, floorType: 'mixed', laborCostPerHour: 20 },
    robotType: 'ride_on_scrubber',
    robotsNeeded: 6,
    manualMethods: ['ride_on_scrubber', 'carpet_vacuum'],
    manualHoursPerMonth: 1706.3,
    expect: { buy: { net: 'positive', payback: [17, 18] }, raas: { net: 'positive', payback: null } },
  },
  {
    // Carpet office: 2,000 m² ÷ 500 = 4 h × 26 = 104 h; robot 2,000 × 0.6 ÷ 500 = 2.4 h → 1.
    name: 'carpeted office, 2,000 m², robot vacuum',
    request: { floorAreaSqM: 2000, floorType: 'carpet', laborCostPerHour: 22 },
    robotType: 'vacuum_sweeper',
    robotsNeeded: 1,
    manualMethods: ['carpet_vacuum'],
    manualHoursPerMonth: 104,
    expect: { buy: { net: 'positive', payback: [10, 30] }, raas: { net: 'positive', payback: null } },
  },
]

describe('estimateCleaning: worked examples from the rates table', () => {
  it.each(examples)('$name', (example) => {
    const estimate = estimateCleaning({ category: 'cleaning', ...example.request }, example.robotType, rates)
    expect(estimate.robotsNeeded).toBe(example.robotsNeeded)
    expect(estimate.manualMethods).toEqual(example.manualMethods)
    expect(estimate.manualHoursPerMonth).toBeCloseTo(example.manualHoursPerMonth, 0)
    for (const [model, want] of Object.entries(example.expect) as [AcquisitionModel, NonNullable<Example['expect'][AcquisitionModel]>][]) {
      const figures = estimate.models[model]
      if (want.net === 'positive') expect(figures.netMonthlySaving, model).toBeGreaterThan(0)
      else expect(figures.netMonthlySaving, model).toBeLessThanOrEqual(0)
      if (want.payback === null) expect(figures.paybackMonths, model).toBeNull()
      else {
        expect(figures.paybackMonths, model).not.toBeNull()
        expect(figures.paybackMonths, model).toBeGreaterThanOrEqual(want.payback[0])
        expect(figures.paybackMonths, model).toBeLessThanOrEqual(want.payback[1])
      }
    }
  })

  it('reads hoursPerDay as the cleaning window, never as manual hours', () => {
    const short = estimateCleaning({ category: 'cleaning', floorAreaSqM: 20000, hoursPerDay: 2 }, 'ride_on_scrubber', rates)
    const long = estimateCleaning({ category: 'cleaning', floorAreaSqM: 20000, hoursPerDay: 8 }, 'ride_on_scrubber', rates)
    // Manual work depends on the site, not on the window.
    expect(short.manualHoursPerMonth).toBe(long.manualHoursPerMonth)
    expect(short.laborCostSavedPerMonth).toBe(long.laborCostSavedPerMonth)
    // A 2-hour window needs more robots: 13.3 robot hours ÷ 2 h = 6.7 → 7.
    expect(short.robotsNeeded).toBe(7)
    expect(long.robotsNeeded).toBe(3)
  })

  it('chooses the manual method by site size on hard floors', () => {
    const method = (floorAreaSqM: number) =>
      estimateCleaning({ category: 'cleaning', floorAreaSqM, floorType: 'hard' }, 'walk_behind_scrubber', rates).manualMethods
    expect(method(1000)).toEqual(['mop'])
    expect(method(1001)).toEqual(['walk_behind_scrubber'])
    expect(method(10000)).toEqual(['walk_behind_scrubber'])
    expect(method(10001)).toEqual(['ride_on_scrubber'])
  })

  it('uses the rates table defaults and names them', () => {
    const estimate = estimateCleaning({ category: 'cleaning' }, 'walk_behind_scrubber', rates)
    expect(estimate.defaultsUsed).toEqual(['floorAreaSqM', 'floorType', 'laborCostPerHour', 'daysPerWeek', 'hoursPerDay'])
    expect(estimate.inputs).toEqual({ floorAreaSqM: 5000, floorType: 'hard', laborCostPerHour: 17.43, daysPerWeek: 6, cleaningWindowHoursPerDay: 8 })
  })

  it('refuses robot types outside cleaning', () => {
    expect(() => estimateCleaning({ category: 'cleaning' }, 'serving_robot', rates)).toThrow(/No cleaning ROI model/)
  })
})

describe('cleaningRoi: the response block', () => {
  const estimate = estimateCleaning({ category: 'cleaning', floorAreaSqM: 4000, laborCostPerHour: 30 }, 'walk_behind_scrubber', rates)

  it('gives starter the headline of the recommended model', () => {
    expect(cleaningRoi(estimate, 'lease', false)).toEqual({
      estimatedMonthlySavings: estimate.models.lease.netMonthlySaving,
      paybackMonths: estimate.models.lease.paybackMonths,
    })
  })

  it('gives pro the whole model with every rate and its sources', () => {
    const roi = v.parse(CleaningRoiSchema, cleaningRoi(estimate, 'buy', true))
    expect(roi).toMatchObject({
      acquisitionModel: 'buy',
      robotsNeeded: 1,
      manualMethod: 'walk_behind_scrubber',
      upfrontCost: 35000,
      robotMonthlyCost: { buy: 833, lease: 1100, raas: 1200 },
      netMonthlySaving: estimate.models.buy.netMonthlySaving,
      estimatedMonthlySavings: estimate.models.buy.netMonthlySaving,
    })
    const names = roi.assumptions?.rates.map((rate) => rate.name) ?? []
    expect(names).toEqual(
      expect.arrayContaining([
        'manualRates.walkBehindScrubber',
        'robots.walk_behind_scrubber.effectiveSqMPerHour',
        'robots.walk_behind_scrubber.purchasePriceUsd',
        'supervisionShare',
        'defaults.daysPerWeek',
      ]),
    )
    for (const rate of roi.assumptions?.rates ?? []) {
      expect(rate.sources.length, rate.name).toBeGreaterThan(0)
      expect(rate.note.length, rate.name).toBeGreaterThan(0)
    }
    expect(roi.assumptions?.defaultsUsed).toEqual(['floorType', 'daysPerWeek', 'hoursPerDay'])
  })
})
