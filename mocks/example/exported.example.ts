/**
 * The same example client, tested against a standalone handlers module written by
 * `robomatch mocks export --out mocks/example/robomatch-mocks --tier starter` — for projects
 * that install only msw, not robomatch. test/pack.test.ts copies this file as
 * `exported.test.ts` into such a project (msw + vitest only) and runs it there; in this
 * repository it is not a test file by name, as the generated module is not kept in git.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createClient, RobomatchError } from './client.js'
import { handlers, resetMocks } from './robomatch-mocks/handlers.js'

const baseUrl = 'https://robomatch.test/api/v1'
const server = setupServer(...handlers)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMocks())
afterAll(() => server.close())

const client = createClient({ baseUrl, apiKey: 'example-app-key' })

describe('example client against exported robomatch mocks (msw only)', () => {
  it('gets a recommendation per category with starter shapes and counting headers', async () => {
    for (const profile of [
      { category: 'warehouse', facilitySizeSqM: 9000, staffingPressure: 'high' },
      { category: 'cleaning', floorAreaSqM: 2500, laborCostPerHour: 21 },
      { category: 'restaurant', seatsPerDay: 450 },
    ] as const) {
      const { data, limits } = await client.match(profile)
      expect(data.tier).toBe('starter')
      expect(data.category).toBe(profile.category)
      expect(data.vendorMatches.length).toBeGreaterThan(0)
      expect(data.vendorMatches.length).toBeLessThanOrEqual(3)
      expect(data.bestRobotMatch.runnerUps).toBeUndefined()
      expect(data.cleaningRoi !== undefined).toBe(profile.category === 'cleaning')
      expect(limits.usage?.limit).toBe(2000)
    }
    const { limits } = await client.vendors('warehouse')
    expect(limits.rateLimit?.remaining).toBe(26)
    expect(limits.usage).toBeNull()
  })

  it('recommends a home vacuum', async () => {
    const { data } = await client.homeMatch({ floorAreaSqM: 80, pets: true, floorType: 'carpet' })
    expect(data.products.length).toBeLessThanOrEqual(3)
    expect(data.bestMatch.productId).toBe(data.products[0].productId)
  })

  it('shows every invalid field at once', async () => {
    const error = (await client.match({ category: 'cleaning', floorArea: 2500, daysPerWeek: 9 }).catch((e: unknown) => e)) as RobomatchError
    expect(error).toBeInstanceOf(RobomatchError)
    expect(error.status).toBe(400)
    expect(error.body.fields).toEqual({ floorArea: expect.any(String), daysPerWeek: expect.any(String) })
  })

  it('gets 429 with Retry-After when Prefer asks for it, and the real 401 without a key', async () => {
    const limited = createClient({ baseUrl, apiKey: 'example-app-key', headers: { Prefer: 'code=429' } })
    const error = (await limited.vendors('cleaning').catch((e: unknown) => e)) as RobomatchError
    expect(error.status).toBe(429)
    expect(error.body.error).toBe('rate_limited')
    expect(error.retryAfter).toBeGreaterThanOrEqual(1)
    const res = await fetch(`${baseUrl}/vendors?category=cleaning`)
    expect(res.status).toBe(401)
  })
})
