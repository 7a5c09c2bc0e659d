/**
 * Issue 26, finding 10: "Meaningless numbers pass validation" — `hoursPerDay: 0.0001` answered
 * 46,667 robots and −$51M a month, and `5e-324` answered `null` where the OpenAPI schema says
 * number. Inputs outside physical bounds are a 400; every other answer validates against the
 * schema the server itself serves (ajv over /api/v1/openapi.json), so no number is null,
 * NaN or Infinity where a number is promised.
 */
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { postJson, useTarget } from './helpers/server.js'

const PRO = { 'x-api-key': 'rm_test_pro_numbers' }

describe('finding 10: meaningless numbers', () => {
  it('refuses inputs that make no physical sense with a 400 naming each field', async () => {
    const target = await useTarget('fetch', { mock: true })
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ category: 'cleaning', floorAreaSqM: 5000, hoursPerDay: 0.0001 }, 'hoursPerDay'],
      [{ category: 'cleaning', floorAreaSqM: 5e-324 }, 'floorAreaSqM'],
      [{ category: 'warehouse', facilitySizeSqM: 9.99 }, 'facilitySizeSqM'],
      [{ category: 'warehouse', hoursPerDay: 24.5 }, 'hoursPerDay'],
      [{ category: 'restaurant', laborCostPerHour: 1_001, region: 'US' }, 'laborCostPerHour'],
      [{ category: 'restaurant', laborCostPerHour: 5_000, currency: 'GBP' }, 'laborCostPerHour'],
    ]
    for (const [body, field] of refused) {
      const res = await postJson(target, '/api/v1/match', body, PRO)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const error = (await res.json()) as { error: string; fields: Record<string, string> }
      expect(error.error).toBe('validation_error')
      expect(Object.keys(error.fields)).toEqual([field])
    }
    // A labour cost in yen or won is no dollar figure: the bound follows the currency.
    expect((await postJson(target, '/api/v1/match', { category: 'restaurant', laborCostPerHour: 1_300, region: 'JP' }, PRO)).status).toBe(200)
    expect((await postJson(target, '/api/v1/match', { category: 'restaurant', laborCostPerHour: 15_000, region: 'KR' }, PRO)).status).toBe(200)
  })

  it('answers the smallest and largest valid numbers with bodies that match the served schema', async () => {
    const target = await useTarget('fetch', { mock: true })
    const doc = (await (await target.request('/api/v1/openapi.json')).json()) as Record<string, unknown>
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
    ajv.addSchema(doc, 'openapi.json')
    const validate = ajv.getSchema('openapi.json#/components/schemas/MatchResponse')!
    const bodies = [
      { category: 'cleaning', floorAreaSqM: 10, floorType: 'mixed', carpetShare: 5e-324, hoursPerDay: 0.5, daysPerWeek: 1, laborCostPerHour: 5e-324 },
      { category: 'cleaning', floorAreaSqM: 10_000_000, floorType: 'hard', hoursPerDay: 24, daysPerWeek: 7, laborCostPerHour: 1000 },
      { category: 'warehouse', facilitySizeSqM: 10, ordersPerDay: 1, handlingUnit: 'pallet', hoursPerDay: 0.5, laborCostPerHour: 0 },
      { category: 'warehouse', facilitySizeSqM: 10_000_000, ordersPerDay: 10_000_000, handlingUnit: 'case', hoursPerDay: 24, daysPerWeek: 7 },
      { category: 'restaurant', seatsPerDay: 1, serviceStyle: 'self_service', laborCostPerHour: 5e-324 },
      { category: 'restaurant', seatsPerDay: 1_000_000, serviceStyle: 'counter_service', hoursPerDay: 24, daysPerWeek: 7, laborCostPerHour: 1000 },
    ]
    for (const tier of ['rm_test_starter_numbers', 'rm_test_pro_numbers']) {
      for (const body of bodies) {
        const res = await postJson(target, '/api/v1/match', body, { 'x-api-key': tier })
        expect(res.status, JSON.stringify(body)).toBe(200)
        const text = await res.text()
        expect(text, JSON.stringify(body)).not.toMatch(/null,"(robotsNeeded|monthlyNet|estimatedMonthlySavings|unitsCosted)"|NaN|Infinity/)
        const answer = JSON.parse(text) as { fleet: { min: number; max: number } }
        if (!validate(answer)) throw new Error(`${JSON.stringify(body)} (${tier}): ${ajv.errorsText(validate.errors)}`)
        expect(answer.fleet.min).toBeLessThanOrEqual(answer.fleet.max)
      }
    }
  })
})
