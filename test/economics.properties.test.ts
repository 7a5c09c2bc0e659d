/**
 * Properties of the economics of every category and robot type, over the shipped tables and
 * any request the API accepts: finite numbers, a fleet that holds its costed units and grows
 * with volume, money that never falls as labour gets dearer, payback for purchases only,
 * break-even labour costs that really break even, and the same answer in any currency.
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadDefaultCatalogs } from '../src/catalogs/load.js'
import { estimateCleaning } from '../src/engine/economics/cleaning.js'
import { estimateRestaurant } from '../src/engine/economics/restaurant.js'
import { breakEvenLaborCost, breakEvenVolume, judgedNet, type EconomicsEstimate } from '../src/engine/economics/shared.js'
import { estimateWarehouse } from '../src/engine/economics/warehouse.js'
import { DEFAULT_TIERS, matchBusiness, type Catalogs } from '../src/engine/index.js'
import { defaultLaborCost, moneyContext, type MoneyContext } from '../src/engine/money.js'
import {
  MatchRequestSchema,
  type Currency,
  type FloorType,
  type HandlingUnit,
  type MatchRequest,
  type PublicMatchResponse,
  type ServiceStyle,
} from '../src/schemas/api.js'
import type { AcquisitionModel, RobotType } from '../src/schemas/catalog.js'
import { shippedCleaningRates, shippedEconomics } from './helpers/cleaning-rates.js'

const RUNS = 200
const MODELS: readonly AcquisitionModel[] = ['buy', 'lease', 'raas']
const { warehouseRates, restaurantRates, money } = shippedEconomics()
const cleaningRates = shippedCleaningRates()
const REGIONS = Object.keys(money.countries)
const CURRENCIES = Object.keys(money.exchangeRates.usdPerUnit) as Currency[]

type Fields = Omit<MatchRequest, 'category'>
type VolumeField = 'ordersPerDay' | 'seatsPerDay' | 'floorAreaSqM'

/** One site of a category: the robot type the engine would cost, its process answer and the request fields. */
interface Site {
  robotType: RobotType
  process: string
  fields: Fields
}

interface Category {
  name: MatchRequest['category']
  volumeField: VolumeField
  volume: fc.Arbitrary<number>
  site: fc.Arbitrary<Site>
  estimate: (site: Site, ctx: MoneyContext) => EconomicsEstimate
}

const hoursPerDay = fc.double({ min: 0.5, max: 24, noNaN: true })
const daysPerWeek = fc.double({ min: 1, max: 7, noNaN: true })
/** Labour cost per hour in USD, up to the API's bound of about 1,000 USD. */
const wage = fc.double({ min: 0, max: 1000, noNaN: true })
const region = fc.constantFrom(...REGIONS)

/** The labour cost the engine uses: the request's, or the region's typical one in the answer currency. */
function labour(fields: Fields, ctx: MoneyContext): { laborCostPerHour: number; laborCostDefaulted: boolean } {
  if (fields.laborCostPerHour !== undefined) return { laborCostPerHour: fields.laborCostPerHour, laborCostDefaulted: false }
  return { laborCostPerHour: defaultLaborCost(money, fields.region ?? 'US', ctx).value, laborCostDefaulted: true }
}

const warehouseVolume = fc.double({ min: 1, max: 10_000_000, noNaN: true })
const restaurantVolume = fc.double({ min: 1, max: 1_000_000, noNaN: true })
const cleaningVolume = fc.double({ min: 10, max: 10_000_000, noNaN: true })

const CATEGORIES: Category[] = [
  {
    name: 'warehouse',
    volumeField: 'ordersPerDay',
    volume: warehouseVolume,
    site: fc.record({
      robotType: fc.constantFrom<RobotType>('collaborative_picking_amr', 'goods_to_person_amr', 'autonomous_forklift', 'asrs'),
      process: fc.constantFrom<HandlingUnit>('each', 'case', 'pallet'),
      fields: fc.record(
        {
          ordersPerDay: warehouseVolume,
          facilitySizeSqM: fc.double({ min: 10, max: 10_000_000, noNaN: true }),
          laborCostPerHour: wage,
          hoursPerDay,
          daysPerWeek,
          region,
        },
        { requiredKeys: [] },
      ),
    }),
    estimate: (site, ctx) =>
      estimateWarehouse(
        {
          request: { category: 'warehouse', ...site.fields },
          robotType: site.robotType,
          handlingUnit: site.process as HandlingUnit,
          ...labour(site.fields, ctx),
        },
        warehouseRates,
        ctx,
      ),
  },
  {
    name: 'restaurant',
    volumeField: 'seatsPerDay',
    volume: restaurantVolume,
    site: fc.record({
      robotType: fc.constantFrom<RobotType>('serving_robot', 'delivery_bussing_robot', 'kitchen_automation'),
      process: fc.constantFrom<ServiceStyle>('table_service', 'counter_service', 'self_service'),
      fields: fc.record({ seatsPerDay: restaurantVolume, laborCostPerHour: wage, hoursPerDay, daysPerWeek, region }, { requiredKeys: [] }),
    }),
    estimate: (site, ctx) =>
      estimateRestaurant(
        {
          request: { category: 'restaurant', ...site.fields },
          robotType: site.robotType,
          serviceStyle: site.process as ServiceStyle,
          ...labour(site.fields, ctx),
        },
        restaurantRates,
        ctx,
      ),
  },
  {
    name: 'cleaning',
    volumeField: 'floorAreaSqM',
    volume: cleaningVolume,
    site: fc.record({
      robotType: fc.constantFrom<RobotType>('ride_on_scrubber', 'walk_behind_scrubber', 'vacuum_sweeper'),
      process: fc.constantFrom<FloorType>('hard', 'carpet', 'mixed'),
      fields: fc.record(
        {
          floorAreaSqM: cleaningVolume,
          floorType: fc.constantFrom<FloorType>('hard', 'carpet', 'mixed'),
          // In 0.1 % steps: a vanishing share (e.g. 5e-324) is a known defect, pinned in economics.test.ts.
          carpetShare: fc.integer({ min: 0, max: 1000 }).map((permille) => permille / 1000),
          laborCostPerHour: wage,
          hoursPerDay,
          daysPerWeek,
          region,
        },
        { requiredKeys: [] },
      ),
    }),
    estimate: (site, ctx) =>
      estimateCleaning(
        { request: { category: 'cleaning', ...site.fields }, robotType: site.robotType, floorType: site.process as FloorType, ...labour(site.fields, ctx) },
        cleaningRates,
        ctx,
      ).estimate,
  },
]

/** The estimate in USD, whatever the region. */
const USD = (site: Site) => moneyContext(money, { currency: 'USD' }, site.fields.region ?? 'US')

/** Every number an estimate answers with, named for the failure message. */
function numbers(e: EconomicsEstimate): Array<[string, number]> {
  const out: Array<[string, number]> = [
    ['fleet.min', e.fleet.min],
    ['fleet.max', e.fleet.max],
    ['unitsCosted', e.unitsCosted],
    ['laborCostPerHour', e.laborCostPerHour],
    ['operatingDaysPerMonth', e.operatingDaysPerMonth],
    ['laborHoursReplacedPerMonth', e.laborHoursReplacedPerMonth],
    ['laborCostSavedPerMonth', e.laborCostSavedPerMonth],
    ['volume', e.volume],
    ['workPerVolume', e.workPerVolume],
    ...Object.entries(e.costs).map(([key, value]): [string, number] => [`costs.${key}`, value]),
    ...e.rates.map((rate): [string, number] => [`rate ${rate.name}`, rate.value]),
  ]
  for (const [key, value] of Object.entries(e.inputs)) if (typeof value === 'number') out.push([`inputs.${key}`, value])
  for (const model of MODELS) {
    const f = e.models[model]
    out.push([`${model}.monthlyRobotCost`, f.monthlyRobotCost], [`${model}.upfrontCost`, f.upfrontCost], [`${model}.monthlyNet`, f.monthlyNet])
    out.push([`${model}.threeYearNet`, f.threeYearNet], [`${model}.judgedNet`, judgedNet(f, model)])
    if (f.paybackMonths !== null) out.push([`${model}.paybackMonths`, f.paybackMonths])
    const wageAt = breakEvenLaborCost(e, model)
    if (wageAt !== null) out.push([`${model}.breakEvenLaborCost`, wageAt])
    const volumeAt = breakEvenVolume(e, model)
    if (volumeAt !== null) out.push([`${model}.breakEvenVolume`, volumeAt])
  }
  return out
}

/** The scale of an estimate's money, for tolerances on sums of large terms. */
const scale = (e: EconomicsEstimate) => e.laborCostSavedPerMonth + MODELS.reduce((sum, m) => sum + e.models[m].monthlyRobotCost + e.models[m].upfrontCost, 0)

describe.each(CATEGORIES)('$name economics properties', (category) => {
  it('answers finite numbers, and a fleet range that holds the units it costs', () => {
    fc.assert(
      fc.property(category.site, (site) => {
        const e = category.estimate(site, USD(site))
        for (const [name, value] of numbers(e)) expect(Number.isFinite(value), `${name} = ${value}`).toBe(true)
        expect(Number.isInteger(e.unitsCosted)).toBe(true)
        expect(e.fleet.min).toBeGreaterThanOrEqual(1)
        expect(e.fleet.min).toBeLessThanOrEqual(e.unitsCosted)
        expect(e.unitsCosted).toBeLessThanOrEqual(e.fleet.max)
        expect(e.laborHoursReplacedPerMonth).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: RUNS },
    )
  })

  it('never needs fewer units for more volume', () => {
    fc.assert(
      fc.property(category.site, category.volume, category.volume, (site, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const at = (volume: number) => category.estimate({ ...site, fields: { ...site.fields, [category.volumeField]: volume } }, USD(site))
        const small = at(low)
        const large = at(high)
        expect(small.unitsCosted).toBeLessThanOrEqual(large.unitsCosted)
        expect(small.fleet.min).toBeLessThanOrEqual(large.fleet.min)
        expect(small.fleet.max).toBeLessThanOrEqual(large.fleet.max)
      }),
      { numRuns: RUNS },
    )
  })

  it('never lowers the labour saved nor any model’s net when labour gets dearer', () => {
    fc.assert(
      fc.property(category.site, wage, wage, (site, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const at = (laborCostPerHour: number) => category.estimate({ ...site, fields: { ...site.fields, laborCostPerHour } }, USD(site))
        const cheap = at(low)
        const dear = at(high)
        expect(dear.laborCostSavedPerMonth).toBeGreaterThanOrEqual(cheap.laborCostSavedPerMonth)
        for (const model of MODELS) {
          expect(dear.models[model].monthlyNet, model).toBeGreaterThanOrEqual(cheap.models[model].monthlyNet)
          expect(judgedNet(dear.models[model], model), model).toBeGreaterThanOrEqual(judgedNet(cheap.models[model], model))
          expect(dear.models[model].threeYearNet, model).toBeGreaterThanOrEqual(cheap.models[model].threeYearNet)
        }
        // A purchase never pays back later at a higher labour cost.
        const months = (value: number | null) => value ?? Number.POSITIVE_INFINITY
        expect(months(dear.models.buy.paybackMonths)).toBeLessThanOrEqual(months(cheap.models.buy.paybackMonths))
      }),
      { numRuns: RUNS },
    )
  })

  it('gives a payback period for a purchase only, never negative', () => {
    fc.assert(
      fc.property(category.site, (site) => {
        const e = category.estimate(site, USD(site))
        expect(e.models.lease.paybackMonths).toBeNull()
        expect(e.models.raas.paybackMonths).toBeNull()
        const payback = e.models.buy.paybackMonths
        if (payback !== null) expect(payback).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: RUNS },
    )
  })

  it('breaks even at its break-even labour cost: the judged net is ≈ 0 there', () => {
    fc.assert(
      fc.property(category.site, (site) => {
        const e = category.estimate(site, USD(site))
        for (const model of MODELS) {
          const breakEven = breakEvenLaborCost(e, model)
          if (breakEven === null) {
            expect(e.laborHoursReplacedPerMonth).toBeLessThanOrEqual(0)
            continue
          }
          const again = category.estimate({ ...site, fields: { ...site.fields, laborCostPerHour: breakEven } }, USD(site))
          // The wage is rounded to the cent: the net may miss zero by half a cent an hour replaced.
          const tolerance = 0.005 * e.laborHoursReplacedPerMonth + 1e-9 * scale(again)
          expect(Math.abs(judgedNet(again.models[model], model)), `${model} at ${breakEven}/h`).toBeLessThanOrEqual(tolerance)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('gives the same net in any currency once converted (EUR and every currency of the table)', () => {
    const currency = fc.oneof(fc.constant<Currency>('EUR'), fc.constantFrom(...CURRENCIES))
    fc.assert(
      fc.property(category.site, currency, (site, code) => {
        const where = site.fields.region ?? 'US'
        const inUsd = category.estimate(site, moneyContext(money, { currency: 'USD' }, where))
        const ctx = moneyContext(money, { currency: code }, where)
        const rate = ctx.usdPerUnit
        expect(rate).toBe(money.exchangeRates.usdPerUnit[code])
        // The labour cost sent in USD, sent again in the other currency at the table's rate.
        const fields = site.fields.laborCostPerHour === undefined ? site.fields : { ...site.fields, laborCostPerHour: site.fields.laborCostPerHour / rate }
        const inOther = category.estimate({ ...site, fields }, ctx)
        expect(inOther.unitsCosted).toBe(inUsd.unitsCosted)
        expect(inOther.laborHoursReplacedPerMonth).toBeCloseTo(inUsd.laborHoursReplacedPerMonth, 6)
        const slack = 1e-9 * scale(inUsd)
        expect(Math.abs(inOther.laborCostSavedPerMonth * rate - inUsd.laborCostSavedPerMonth)).toBeLessThanOrEqual(0.01 * inUsd.laborCostSavedPerMonth + slack)
        for (const model of MODELS) {
          const want = inUsd.models[model].monthlyNet
          const got = inOther.models[model].monthlyNet * rate
          expect(Math.abs(got - want), `${model} net in ${code}`).toBeLessThanOrEqual(0.01 * Math.abs(want) + slack)
        }
      }),
      { numRuns: RUNS },
    )
  })
})

describe('economics properties through matchBusiness', () => {
  let catalogs: Catalogs
  beforeAll(async () => {
    catalogs = await loadDefaultCatalogs()
  })

  const answer = (request: MatchRequest): PublicMatchResponse =>
    matchBusiness(catalogs, v.parse(MatchRequestSchema, request), {
      tier: 'pro',
      limits: DEFAULT_TIERS.pro,
      matchId: '3f2b8c1e-5d4a-4b7e-9c2d-1a2b3c4d5e6f',
      clickUrl: (vendorId, category) => `https://api.test/out?v=${vendorId}&c=${category}`,
      attributionLink: 'https://api.test/api/v1/openapi.json',
    })

  /** Any business request: a category's fields, its process answer sometimes, a region, a wage in USD sometimes. */
  const request = fc
    .oneof(...CATEGORIES.map((category) => category.site.map((site) => ({ category: category.name, site }))))
    .map(({ category, site }): MatchRequest => {
      const process =
        category === 'warehouse'
          ? { handlingUnit: site.process as HandlingUnit }
          : category === 'restaurant'
            ? { serviceStyle: site.process as ServiceStyle }
            : {}
      // Keeps the wage well inside the API's ~1,000 USD bound in every currency.
      const fields = site.fields.laborCostPerHour === undefined ? site.fields : { ...site.fields, laborCostPerHour: site.fields.laborCostPerHour / 2 }
      return { category, ...process, ...fields }
    })

  it('answers the same economics in the region’s currency as in USD, within 1 % after conversion', () => {
    fc.assert(
      fc.property(request, (req) => {
        const where = req.region ?? 'US'
        const local = money.countries[where]?.currency as Currency
        const rate = money.exchangeRates.usdPerUnit[local] ?? Number.NaN
        const usd = answer({ ...req, currency: 'USD' })
        const own = answer({ ...req, currency: local, ...(req.laborCostPerHour === undefined ? {} : { laborCostPerHour: req.laborCostPerHour / rate }) })
        expect(own.currency).toBe(local)
        expect(own.bestRobotMatch.robotType).toBe(usd.bestRobotMatch.robotType)
        expect(own.acquisitionRecommendation).toBe(usd.acquisitionRecommendation)
        expect(own.fleet).toEqual(usd.fleet)
        // Each answer rounds to whole units of its own currency.
        const want = usd.economics.monthlyNet
        const got = own.economics.monthlyNet * rate
        expect(Math.abs(got - want)).toBeLessThanOrEqual(0.01 * Math.abs(want) + 0.5 * rate + 0.5)
        expect(own.economics.paybackMonths).toBe(usd.economics.paybackMonths)
      }),
      // Drawn once: 35 kitchen stations in rials and 36 in dollars, a cent of OMR 2.147/h having decided
      // which fleet starts to pay at the lower labour cost (the thresholds are equal: now one fleet in both).
      // Drawn again (round 165 review): 6 stations in ringgit, 5 in dollars, two fleets' thresholds 0.5 %
      // apart compared after their rounding to the cent (now unrounded).
      {
        numRuns: RUNS,
        examples: [
          [{ category: 'restaurant', serviceStyle: 'self_service', seatsPerDay: 16876.300280148622, hoursPerDay: 0.8556997325145779, region: 'OM' }],
          [{ category: 'restaurant', serviceStyle: 'counter_service', seatsPerDay: 5500, region: 'MY' }],
        ],
      },
    )
  })
})
