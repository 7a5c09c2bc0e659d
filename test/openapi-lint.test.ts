/**
 * The served OpenAPI document, checked by real tools: linted with `@redocly/cli` (any
 * error fails), and every kind of response the server really gives — each match category
 * and tier, listings, home endpoints, each ApiError — validated against the document's own
 * schemas by Redocly's JSON Schema validator (its `no-invalid-media-type-examples` rule, with
 * undocumented properties reported), plus the documented response headers checked by hand.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_TIERS, type TierTable } from '../src/engine/tiers.js'
import { createApp, type RobomatchApp } from '../src/server/app.js'

type Json = Record<string, unknown>

interface Problem {
  ruleId: string
  severity: 'error' | 'warn'
  message: string
  location: { pointer: string }[]
}

const REDOCLY = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js')

/** Runs `redocly lint FILE --format=json` in `dir` and returns its problems. */
function redoclyLint(dir: string, file: string, config?: string): Problem[] {
  const result = spawnSync(process.execPath, [REDOCLY, 'lint', file, '--format=json', ...(config ? ['--config', config] : [])], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  })
  const start = result.stdout.indexOf('{')
  if (start === -1) throw new Error(`redocly lint printed no JSON (exit ${result.status}): ${result.stderr}`)
  const report = JSON.parse(result.stdout.slice(start)) as { problems: Problem[] }
  return report.problems
}

const describeProblem = (p: Problem) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`

/** One real response: where the document should describe it, and what the server sent. */
interface Observed {
  name: string
  /** Document path key (`/match`, `/out`, …) and method. */
  path: string
  method: 'get' | 'post'
  status: number
  headers: Headers
  body: unknown
}

let dir: string
let doc: Json
const observed: Observed[] = []

/**
 * Sends a request in-process and records the answer under `docPath` and `docMethod` (by
 * default the request's own method; a PUT or an unknown route is filed under a POST).
 */
async function observe(
  app: RobomatchApp,
  name: string,
  docPath: string,
  url: string,
  init: RequestInit = {},
  docMethod: 'get' | 'post' = init.method === 'POST' ? 'post' : 'get',
): Promise<Observed> {
  const res = await app.fetch(new Request(new URL(url, 'http://robomatch.local'), { redirect: 'manual', ...init }))
  const text = await res.text()
  const entry: Observed = {
    name,
    path: docPath,
    method: docMethod,
    status: res.status,
    headers: res.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  }
  observed.push(entry)
  return entry
}

const post = (key: string, body: unknown, extra: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-api-key': key, ...extra },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'robomatch-openapi-'))
  const app = await createApp({ storage: 'memory', mock: true })
  // Limits of one request per minute (starter) and one match per month (pro) for the 429s.
  const tight: TierTable = {
    starter: { ...DEFAULT_TIERS.starter, requestsPerMinute: 1 },
    pro: { ...DEFAULT_TIERS.pro, matchesPerMonth: 1 },
  }
  // Held mid-minute: the limit's windows are clock minutes, and a run straddling one's end would reset it.
  const limited = await createApp({ storage: 'memory', tiers: tight, now: () => Date.UTC(2026, 10, 26, 12, 0, 30) })
  try {
    const docRes = await app.fetch(new Request('http://robomatch.local/api/v1/openapi.json'))
    expect(docRes.status).toBe(200)
    doc = (await docRes.json()) as Json
    const keys = { starter: (await app.storage.keys.create('starter')).key, pro: (await app.storage.keys.create('pro')).key }

    const profiles = {
      warehouse: { category: 'warehouse', facilitySizeSqM: 8000, laborCostPerHour: 22, hoursPerDay: 16, daysPerWeek: 6, region: 'us' },
      cleaning: { category: 'cleaning', floorAreaSqM: 12000, laborCostPerHour: 18, hoursPerDay: 8, daysPerWeek: 7 },
      cleaningMinimal: { category: 'cleaning' },
      restaurant: { category: 'restaurant', seatsPerDay: 400, acquisitionPreference: 'raas', region: 'GB' },
    }
    for (const tier of ['starter', 'pro'] as const) {
      for (const [profile, body] of Object.entries(profiles)) {
        const o = await observe(app, `match_${profile}_${tier}`, '/match', '/api/v1/match', post(keys[tier], body))
        expect(o.status, JSON.stringify(o.body)).toBe(200)
      }
      for (const category of ['warehouse', 'cleaning', 'restaurant']) {
        const o = await observe(app, `vendors_${category}_${tier}`, '/vendors', `/api/v1/vendors?category=${category}&region=US`, {
          headers: { 'x-api-key': keys[tier] },
        })
        expect(o.status).toBe(200)
      }
      for (const [label, body] of Object.entries({
        full: { floorAreaSqM: 90, floorType: 'mixed', pets: true, budgetUsd: 600, mopping: true, selfEmptying: true, affiliateLocale: 'UK' },
        empty: {},
      })) {
        const o = await observe(app, `home_match_${label}_${tier}`, '/home/match', '/api/v1/home/match', post(keys[tier], body))
        expect(o.status, JSON.stringify(o.body)).toBe(200)
      }
      for (const locale of ['US', 'UK']) {
        const o = await observe(app, `home_products_${locale}_${tier}`, '/home/products', `/api/v1/home/products?locale=${locale}`, {
          headers: { 'x-api-key': keys[tier] },
        })
        expect(o.status).toBe(200)
      }
    }

    // Every ApiError the server gives, each where the document should describe it.
    const k = keys.starter
    const errors: [string, string, string, RequestInit, number, ('get' | 'post')?][] = [
      ['invalid_json', '/match', '/api/v1/match', post(k, '{"category":'), 400],
      ['validation_error', '/match', '/api/v1/match', post(k, { category: 'boats', floorArea: 1, hoursPerDay: 0 }), 400],
      ['validation_error_home', '/home/match', '/api/v1/home/match', post(k, { floorType: 'ice' }), 400],
      ['validation_error_query', '/vendors', '/api/v1/vendors?category=boats', { headers: { 'x-api-key': k } }, 400],
      ['validation_error_locale', '/home/products', '/api/v1/home/products?locale=FR', { headers: { 'x-api-key': k } }, 400],
      ['unauthorized', '/match', '/api/v1/match', post('rm_live_nope', { category: 'warehouse' }), 401],
      ['unauthorized_vendors', '/vendors', '/api/v1/vendors?category=warehouse', {}, 401],
      ['payload_too_large', '/match', '/api/v1/match', post(k, `{"category":"warehouse","x":"${'a'.repeat(70_000)}"}`), 413],
      ['unsupported_media_type', '/match', '/api/v1/match', { ...post(k, '{}'), headers: { 'content-type': 'text/plain', 'x-api-key': k } }, 415],
      ['engine_error', '/match', '/api/v1/match', post(k, { category: 'warehouse' }, { prefer: 'code=422' }), 422],
      ['rate_limited_simulated', '/match', '/api/v1/match', post(k, { category: 'warehouse' }, { prefer: 'code=429' }), 429],
      ['quota_exceeded_simulated', '/home/match', '/api/v1/home/match', post(k, {}, { prefer: 'code=429, example=quota_exceeded' }), 429],
      ['storage_unavailable', '/match', '/api/v1/match', post(k, { category: 'warehouse' }, { prefer: 'code=503' }), 503],
      ['not_found_out', '/out', '/out?v=nope&m=x&utm_campaign=warehouse&sig=x', {}, 404],
      ['not_found_route', '/match', '/api/v1/nope', {}, 404, 'post'],
      ['method_not_allowed', '/match', '/api/v1/match', { method: 'PUT', headers: { 'x-api-key': k } }, 405, 'post'],
    ]
    for (const [name, docPath, url, init, status, docMethod] of errors) {
      const o = await observe(app, name, docPath, url, init, docMethod)
      expect(o.status, `${name}: ${JSON.stringify(o.body)}`).toBe(status)
    }

    // Real 429s, from real counters.
    const tightKeys = { starter: (await limited.storage.keys.create('starter')).key, pro: (await limited.storage.keys.create('pro')).key }
    expect((await observe(limited, 'match_before_rate_limit', '/match', '/api/v1/match', post(tightKeys.starter, { category: 'warehouse' }))).status).toBe(200)
    expect((await observe(limited, 'rate_limited', '/match', '/api/v1/match', post(tightKeys.starter, { category: 'warehouse' }))).status).toBe(429)
    expect(
      (await observe(limited, 'rate_limited_vendors', '/vendors', '/api/v1/vendors?category=warehouse', { headers: { 'x-api-key': tightKeys.starter } }))
        .status,
    ).toBe(429)
    expect((await observe(limited, 'match_before_quota', '/match', '/api/v1/match', post(tightKeys.pro, { category: 'cleaning' }))).status).toBe(200)
    const quota = await observe(limited, 'quota_exceeded', '/home/match', '/api/v1/home/match', post(tightKeys.pro, {}))
    expect(quota.status).toBe(429)
    expect(quota.body).toMatchObject({ error: 'quota_exceeded', limit: 1, used: 1 })
  } finally {
    await app.close()
    await limited.close()
  }
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('OpenAPI document', () => {
  it('passes `redocly lint` with no error', async () => {
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(doc, null, 2))
    const problems = redoclyLint(dir, 'openapi.json')
    const warnings = problems.filter((p) => p.severity !== 'error')
    if (warnings.length > 0) console.info(`redocly lint: ${warnings.length} warning(s):\n  ${warnings.map(describeProblem).join('\n  ')}`)
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([])
  })

  it('describes every response the server gave: bodies validate against its schemas, with no undocumented property', async () => {
    const copy = structuredClone(doc) as { paths: Record<string, Record<string, { responses: Record<string, Json> }>> }
    const undocumented: string[] = []
    for (const o of observed) {
      const operation = copy.paths[o.path]?.[o.method]
      expect(operation, `${o.name}: no ${o.method.toUpperCase()} ${o.path} in the document`).toBeDefined()
      let response = operation!.responses[String(o.status)]
      if (!response) {
        // Statuses an operation does not list (405, unknown routes) are still ApiErrors.
        undocumented.push(`${o.status} ${o.name}`)
        response = operation!.responses.default ??= {
          description: 'Any other error.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        }
      }
      const media = (response.content as Record<string, Json> | undefined)?.['application/json']
      expect(media, `${o.name}: ${o.status} of ${o.method.toUpperCase()} ${o.path} has no application/json content`).toBeDefined()
      const examples = (media!.examples ??= {}) as Record<string, Json>
      examples[o.name] = { value: o.body }
    }
    if (undocumented.length > 0) console.info(`statuses validated against ApiError but not listed on their operation: ${undocumented.join(', ')}`)

    await writeFile(join(dir, 'observed.json'), JSON.stringify(copy, null, 2))
    await writeFile(
      join(dir, 'redocly-examples.yaml'),
      ['extends:', '  - recommended', 'rules:', '  no-invalid-media-type-examples:', '    severity: error', '    allowAdditionalProperties: false', ''].join(
        '\n',
      ),
    )
    const problems = redoclyLint(dir, 'observed.json', 'redocly-examples.yaml')
    const invalid = problems.filter((p) => p.ruleId === 'no-invalid-media-type-examples' || p.severity === 'error')
    expect(invalid.map(describeProblem)).toEqual([])
    expect(observed.length).toBeGreaterThanOrEqual(40)
  })

  it('sends every documented response header, with the documented type', () => {
    const components = (doc.components as { headers: Record<string, { schema: Json; required?: boolean }> }).headers
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, { headers?: Record<string, { $ref?: string; schema?: Json }> }> }>>
    const failures: string[] = []
    for (const o of observed) {
      const documented = paths[o.path]?.[o.method]?.responses[String(o.status)]?.headers ?? {}
      for (const [name, header] of Object.entries(documented)) {
        const resolved = header.$ref ? components[header.$ref.split('/').pop()!] : (header as { schema: Json; required?: boolean })
        const schema = resolved.schema
        const value = o.headers.get(name)
        if (value === null) {
          // Headers not marked required (Preference-Applied) are sent only when they apply.
          if (resolved.required) failures.push(`${o.name}: ${o.status} lacks ${name}`)
          continue
        }
        if (schema.type === 'integer' && !/^-?\d+$/.test(value)) failures.push(`${o.name}: ${name}=${value} is not an integer`)
        if (Array.isArray(schema.enum) && !schema.enum.includes(value)) failures.push(`${o.name}: ${name}=${value} not in ${schema.enum.join('|')}`)
        if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value))
          failures.push(`${o.name}: ${name}=${value} does not match ${schema.pattern}`)
      }
    }
    expect(failures).toEqual([])
  })
})
