/** Properties of the cleaning ROI model that must hold for any site, over the shipped rates. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleaningRoi, estimateCleaning, type CleaningEstimate } from '../src/engine/roi.js'
import type { MatchRequest } from '../src/schemas/api.js'
import type { AcquisitionModel, RobotType } from '../src/schemas/catalog.js'
import { shippedCleaningRates } from './helpers/cleaning-rates.js'

const rates = shippedCleaningRates()
const RUNS = 500
const MODELS: AcquisitionModel[] = ['buy', 'lease', 'raas']

const robotType = fc.constantFrom<RobotType>('ride_on_scrubber', 'walk_behind_scrubber', 'vacuum_sweeper')
const area = fc.double({ min: 1, max: 10_000_000, noNaN: true })
const wage = fc.double({ min: 0, max: 1000, noNaN: true })
/** Any request the API accepts, within its documented bounds (a window of at least 0.01 h). */
const request = fc
  .record(
    {
      floorAreaSqM: area,
      laborCostPerHour: wage,
      hoursPerDay: fc.double({ min: 0.01, max: 24, noNaN: true }),
      daysPerWeek: fc.integer({ min: 1, max: 7 }),
      floorType: fc.constantFrom<'hard' | 'carpet' | 'mixed'>('hard', 'carpet', 'mixed'),
    },
    { requiredKeys: [] },
  )
  .map((fields): MatchRequest => ({ category: 'cleaning', ...fields }))

/** Payback for comparison: "never pays back" is longer than any number of months. */
const months = (value: number | null) => value ?? Number.POSITIVE_INFINITY

function numbers(estimate: CleaningEstimate): number[] {
  const perModel = MODELS.flatMap((model) => {
    const f = estimate.models[model]
    return [f.monthlyRobotCost, f.upfrontCost, f.netMonthlySaving, f.threeYearNet, ...(f.paybackMonths === null ? [] : [f.paybackMonths])]
  })
  return [
    estimate.manualHoursPerDay,
    estimate.manualHoursPerMonth,
    estimate.manualRateSqMPerHour,
    estimate.robotHoursPerDay,
    estimate.usableHoursPerRobotPerDay,
    estimate.robotsNeeded,
    estimate.laborHoursReplacedPerMonth,
    estimate.laborCostSavedPerMonth,
    ...perModel,
  ]
}

describe('cleaning ROI properties', () => {
  it('never needs fewer robots for more area', () => {
    fc.assert(
      fc.property(request, robotType, area, area, (base, type, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a]
        const robots = (floorAreaSqM: number) => estimateCleaning({ ...base, floorAreaSqM }, type, rates).robotsNeeded
        expect(robots(small)).toBeLessThanOrEqual(robots(large))
      }),
      { numRuns: RUNS },
    )
  })

  it('never lengthens payback nor lowers the saving when wages rise', () => {
    fc.assert(
      fc.property(request, robotType, wage, wage, (base, type, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const cheap = estimateCleaning({ ...base, laborCostPerHour: low }, type, rates)
        const dear = estimateCleaning({ ...base, laborCostPerHour: high }, type, rates)
        for (const model of MODELS) {
          expect(dear.models[model].netMonthlySaving).toBeGreaterThanOrEqual(cheap.models[model].netMonthlySaving)
          expect(months(dear.models[model].paybackMonths)).toBeLessThanOrEqual(months(cheap.models[model].paybackMonths))
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('never pays back a purchase (or anything) in under one month', () => {
    fc.assert(
      fc.property(request, robotType, (req, type) => {
        const estimate = estimateCleaning(req, type, rates)
        for (const model of MODELS) {
          const payback = estimate.models[model].paybackMonths
          if (payback !== null) expect(payback).toBeGreaterThanOrEqual(1)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('reports no payback exactly when the net is ≤ 0 or nothing is paid up front', () => {
    fc.assert(
      fc.property(request, robotType, (req, type) => {
        const estimate = estimateCleaning(req, type, rates)
        for (const model of MODELS) {
          const f = estimate.models[model]
          expect(f.paybackMonths === null).toBe(f.netMonthlySaving <= 0 || f.upfrontCost <= 0)
        }
        // The shipped table publishes no RaaS set-up fee, so RaaS never has a payback period.
        expect(estimate.models.raas.paybackMonths).toBeNull()
        // The response block agrees with the estimate.
        for (const model of MODELS) {
          const roi = cleaningRoi(estimate, model, true)
          expect(roi.paybackMonths).toBe(estimate.models[model].paybackMonths)
          expect(roi.estimatedMonthlySavings).toBe(estimate.models[model].netMonthlySaving)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('gives finite, deterministic results', () => {
    fc.assert(
      fc.property(request, robotType, (req, type) => {
        const first = estimateCleaning(req, type, rates)
        for (const value of numbers(first)) expect(Number.isFinite(value)).toBe(true)
        expect(first.robotsNeeded).toBeGreaterThanOrEqual(1)
        expect(Number.isInteger(first.robotsNeeded)).toBe(true)
        expect(estimateCleaning(req, type, rates)).toEqual(first)
      }),
      { numRuns: RUNS },
    )
  })
})
