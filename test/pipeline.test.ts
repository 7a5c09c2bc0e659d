/**
 * The shared request pipeline (src/core/pipeline.ts): async producers are awaited (a failing
 * one is never a 200 and counts nothing), `Prefer` answers carry `Preference-Applied` only
 * for what was applied, and reservations are taken only by requests that produced an answer.
 */
import { afterEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { createCoreApp, type RobomatchApp } from '../src/core/app.js'
import { defaultCatalogs } from '../src/core/default-catalogs.js'
import { defineApiRoute } from '../src/core/pipeline.js'
import { ROUTES } from '../src/core/routes/index.js'
import { openMemoryStorage } from '../src/storage/memory-storage.js'

const NOW = Date.UTC(2025, 5, 10, 12, 0, 5)
let app: RobomatchApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** A counted test route whose async producer fails when the body asks it to. */
const slowRoute = defineApiRoute({
  method: 'POST',
  path: '/api/v1/slow',
  operationId: 'slow',
  summary: 'Test route.',
  description: 'A counted test route.',
  tag: 'meta',
  auth: 'key',
  counting: 'match',
  body: v.strictObject({ fail: v.boolean() }),
  ok: { status: 200, description: 'ok' },
  async produce({ body }) {
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)))
    if (body.fail) throw Object.assign(new Error('engine gave up'), { name: 'EngineError' })
    return { done: true }
  },
})

async function start(routes = [...ROUTES, slowRoute]) {
  app = await createCoreApp({ storage: openMemoryStorage(), ownsStorage: true, catalogs: defaultCatalogs(), mock: true, now: () => NOW, routes })
  return app
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://robomatch.local${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'rm_test_starter_pipe', ...headers },
    body: JSON.stringify(body),
  })

describe('pipeline', () => {
  it('awaits an async producer: its failure is the real error and counts nothing', async () => {
    const app = await start()
    const failed = await app.fetch(post('/api/v1/slow', { fail: true }))
    expect(failed.status).toBe(422)
    expect(await failed.json()).toMatchObject({ error: 'engine_error' })
    const ok = await app.fetch(post('/api/v1/slow', { fail: false }))
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ done: true })
    // The failed request took nothing: this is the first counted request and match.
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('29')
    expect(ok.headers.get('x-usage-used')).toBe('1')
  })

  it('a route added to the table is served and documented', async () => {
    const app = await start()
    const doc = (await (await app.fetch(new Request('http://robomatch.local/api/v1/openapi.json'))).json()) as {
      paths: Record<string, { post?: { operationId: string } }>
    }
    expect(doc.paths['/slow']?.post?.operationId).toBe('slow')
  })

  it('marks applied preferences with Preference-Applied and ignores the rest (RFC 7240)', async () => {
    const app = await start()
    const cases: [string, string, number, string | null][] = [
      ['/api/v1/match', 'code=429', 429, 'code=429'],
      ['/api/v1/match', 'code=429, example=quota_exceeded', 429, 'code=429, example=quota_exceeded'],
      ['/api/v1/match', 'code=422', 422, 'code=422'],
      ['/api/v1/match', 'code=401', 401, 'code=401'],
      ['/api/v1/match', 'code=503', 503, 'code=503'],
      ['/api/v1/match', 'code=418', 200, null],
      ['/api/v1/match', 'respond-async', 200, null],
    ]
    for (const [path, prefer, status, applied] of cases) {
      const res = await app.fetch(post(path, { category: 'cleaning' }, { prefer }))
      expect(res.status, prefer).toBe(status)
      expect(res.headers.get('preference-applied'), prefer).toBe(applied)
    }
    // The quota example does not apply to a listing: a plain rate limit, and the header says so.
    const listing = await app.fetch(
      new Request('http://robomatch.local/api/v1/vendors?category=cleaning', {
        headers: { 'x-api-key': 'rm_test_starter_pipe', prefer: 'code=429, example=quota_exceeded' },
      }),
    )
    expect(listing.status).toBe(429)
    expect(((await listing.json()) as { error: string }).error).toBe('rate_limited')
    expect(listing.headers.get('preference-applied')).toBe('code=429')
  })

  it('ignores Prefer outside mock mode', async () => {
    app = await createCoreApp({ storage: openMemoryStorage(), ownsStorage: true, catalogs: defaultCatalogs(), now: () => NOW })
    const { key } = await app.storage.keys.create('starter')
    const res = await app.fetch(post('/api/v1/match', { category: 'cleaning' }, { 'x-api-key': key, prefer: 'code=429' }))
    expect(res.status).toBe(200)
    expect(res.headers.get('preference-applied')).toBeNull()
  })

  it('requests that fail never hold a reservation: with 1 left, concurrent bad requests cannot starve a good one', async () => {
    const app = await start()
    // Use up all but one request of the minute.
    for (let i = 0; i < 29; i++)
      expect(
        (await app.fetch(new Request('http://robomatch.local/api/v1/vendors?category=cleaning', { headers: { 'x-api-key': 'rm_test_starter_pipe' } }))).status,
      ).toBe(200)
    const bad = Array.from({ length: 20 }, () => app.fetch(post('/api/v1/slow', { fail: true })))
    const good = app.fetch(post('/api/v1/match', { category: 'warehouse' }))
    const answers = await Promise.all([...bad, good])
    expect(answers.slice(0, 20).every((res) => res.status === 422)).toBe(true)
    expect(answers[20].status).toBe(200)
    expect(answers[20].headers.get('x-ratelimit-remaining')).toBe('0')
  })
})

describe('finding 9: answers across routes', () => {
  const get = (path: string) => new Request(`http://robomatch.local${path}`, { headers: { 'x-api-key': 'rm_test_starter_routes' } })
  const postAs = (path: string, body: unknown) => post(path, body, { 'x-api-key': 'rm_test_starter_routes' })

  it('POST /match after two POST /home/match with one body answers its own 400 and charges nothing', async () => {
    const app = await start()
    for (let i = 0; i < 2; i++) expect((await app.fetch(postAs('/api/v1/home/match', { pets: true }))).status).toBe(200)
    const match = await app.fetch(postAs('/api/v1/match', { pets: true }))
    expect(match.status).toBe(400)
    expect(await match.json()).toMatchObject({ error: 'validation_error' })
    // Only the two home matches were charged.
    const after = await app.fetch(postAs('/api/v1/home/match', { pets: true }))
    expect(after.headers.get('x-usage-used')).toBe('3')
  })

  it('GET /home/products after two GET /vendors with one query string answers the home catalog', async () => {
    const app = await start()
    const query = '?category=warehouse&locale=UK'
    for (let i = 0; i < 2; i++) expect((await app.fetch(get(`/api/v1/vendors${query}`))).status).toBe(200)
    const products = await app.fetch(get(`/api/v1/home/products${query}`))
    expect(products.status).toBe(200)
    expect(await products.json()).toMatchObject({ locale: 'UK', products: expect.any(Array) })
  })
})
