/**
 * The example integrator's tests: its client against the robomatch MSW handlers.
 * In your project, import `createHandlers` from 'robomatch/msw' (here `../index.js`
 * re-exports it, so this file runs unchanged both in the robomatch repository and in a
 * project that installed the package).
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createHandlers } from '../index.js'
import { createClient, RobomatchError } from './client.js'

const baseUrl = 'https://robomatch.test/api/v1'
// Your app's own key string: listed in `keys`, answered as a starter subscription.
const apiKey = 'example-app-key'
const handlers = createHandlers({ baseUrl, keys: [apiKey], tier: 'starter', limits: { starter: { requestsPerMinute: 5 } } })
const server = setupServer(...handlers)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => handlers.reset())
afterAll(async () => {
  server.close()
  await handlers.close()
})

const client = createClient({ baseUrl, apiKey })

describe('example client against robomatch/msw', () => {
  it('gets a cleaning recommendation with starter limits', async () => {
    const { data, limits } = await client.match({ category: 'cleaning', floorAreaSqM: 2500, laborCostPerHour: 21, region: 'US' })
    expect(data.matchId).toBe('00000000-0000-4000-8000-000000000001')
    expect(data.tier).toBe('starter')
    expect(data.vendorMatches.length).toBeGreaterThan(0)
    expect(data.vendorMatches.length).toBeLessThanOrEqual(3)
    expect(data.bestRobotMatch.runnerUps).toBeUndefined()
    expect(data.cleaningRoi?.estimatedMonthlySavings).toEqual(expect.any(Number))
    for (const vendor of data.vendorMatches) expect(vendor.clickUrl.startsWith('https://robomatch.test/out?')).toBe(true)
    expect(limits.rateLimit).toMatchObject({ limit: 5, remaining: 4 })
    expect(limits.usage).toMatchObject({ limit: 2000, used: 1, remaining: 1999 })
  })

  it('follows a click link to the vendor site', async () => {
    const { data } = await client.match({ category: 'warehouse', facilitySizeSqM: 20000 })
    const click = await fetch(data.vendorMatches[0].clickUrl, { redirect: 'manual' })
    expect(click.status).toBe(302)
    expect(click.headers.get('location')).toContain('utm_source=robomatch')
  })

  it('shows every invalid field at once', async () => {
    const error = await client.match({ category: 'cleaning', floorArea: 2500, daysPerWeek: 9 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RobomatchError)
    expect((error as RobomatchError).status).toBe(400)
    expect((error as RobomatchError).body.fields).toEqual({ floorArea: expect.any(String), daysPerWeek: expect.any(String) })
  })

  it('handles the rate limit: the sixth request in a minute gets 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) await client.vendors('restaurant')
    const error = (await client.vendors('restaurant').catch((e: unknown) => e)) as RobomatchError
    expect(error.status).toBe(429)
    expect(error.body.error).toBe('rate_limited')
    expect(error.retryAfter).toBeGreaterThanOrEqual(1)
  })

  it('can force the quota error with Prefer', async () => {
    const forced = createClient({ baseUrl, apiKey, headers: { Prefer: 'code=429, example=quota_exceeded' } })
    const error = (await forced.homeMatch({ floorAreaSqM: 80, pets: true }).catch((e: unknown) => e)) as RobomatchError
    expect(error.status).toBe(429)
    expect(error.body).toMatchObject({ error: 'quota_exceeded', limit: 2000 })
  })

  it('gets the real 401 for a key the API does not know', async () => {
    const stranger = createClient({ baseUrl, apiKey: 'not-a-key' })
    const error = (await stranger.vendors('cleaning').catch((e: unknown) => e)) as RobomatchError
    expect(error.status).toBe(401)
    expect(error.body.error).toBe('unauthorized')
  })
})
