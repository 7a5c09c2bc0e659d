import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type RobomatchApp } from '../src/server/app.js'
import { ROUTES } from '../src/core/routes/index.js'

// Issue 13: `GET /api/v1` was a bare 404; a newcomer opening the base URL now finds the way on.
describe('GET /api/v1', () => {
  let app: RobomatchApp
  beforeAll(async () => {
    app = await createApp({ site: false })
  })
  afterAll(() => app.close())

  it('answers a small JSON index with absolute links and every endpoint of the route table, without a key', async () => {
    const res = await app.fetch(new Request('http://127.0.0.1:8787/api/v1'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await res.json()) as { name: string; openapi: string; docs: string; endpoints: { method: string; path: string }[] }
    expect(body.name).toBe('robomatch')
    expect(body.openapi).toBe('http://127.0.0.1:8787/api/v1/openapi.json')
    expect(body.docs).toBe('http://127.0.0.1:8787/docs')
    expect(body.endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`))
    const spec = await app.fetch(new Request(body.openapi))
    expect(spec.status).toBe(200)
  })

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await app.fetch(new Request('http://127.0.0.1:8787/api/v1/openapi.json'))).json()) as {
      paths: Record<string, { get?: { operationId?: string } }>
    }
    expect(doc.paths['/']?.get?.operationId).toBe('getApiIndex')
  })
})
