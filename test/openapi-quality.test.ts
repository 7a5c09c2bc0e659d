/**
 * The served OpenAPI document as an integrator's tools see it: Spectral (`spectral:oas`) and
 * Redocly (`recommended`) with no error and no warning (each run once here); every example
 * valid against its own schema; a description on every operation, parameter, schema and
 * property; an example on every response; the live headers the document promises; and
 * product-worded validation messages for every request field.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { parseList } from 'structured-headers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCoreApp, defaultCatalogs, openMemoryStorage, type RobomatchApp } from '../src/core/index.js'
import { HomeMatchRequestSchema, MatchRequestSchema, VendorsQuerySchema } from '../src/schemas/api.js'
import { validateObject } from '../src/schemas/validate.js'

type Json = Record<string, unknown>

const require = createRequire(import.meta.url)
const REDOCLY = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js')
const SPECTRAL = join(dirname(require.resolve('@stoplight/spectral-cli/package.json')), 'dist', 'index.js')
const ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' }

let dir: string
let app: RobomatchApp
let doc: Json

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'robomatch-openapi-quality-'))
  app = await createCoreApp({ storage: openMemoryStorage(), catalogs: defaultCatalogs(), mock: true })
  const res = await app.fetch(new Request('http://localhost:8787/api/v1/openapi.json'))
  expect(res.status).toBe(200)
  doc = (await res.json()) as Json
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(doc, null, 2))
})
afterAll(async () => {
  await app?.close()
  await rm(dir, { recursive: true, force: true })
})

const key = 'rm_test_starter_quality'

/** Runs a Node CLI in the document's folder to its end (never rejects; a hang is killed after 60 s). */
function runNode(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: dir, env: ENV, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', (error) => (stderr += error.message))
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

// The two linters at once: separate processes, separate config files.
describe.concurrent('linters', () => {
  it('Spectral spectral:oas: no error, no warning', async () => {
    await writeFile(join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n')
    const result = await runNode([SPECTRAL, 'lint', 'openapi.json', '-r', '.spectral.yaml', '-f', 'json', '--quiet'])
    const start = result.stdout.indexOf('[')
    expect(start, `spectral printed no JSON (exit ${result.status}): ${result.stderr}`).toBeGreaterThanOrEqual(0)
    const problems = JSON.parse(result.stdout.slice(start)) as { code: string; message: string; path: string[] }[]
    expect(problems.map((p) => `${p.code}: ${p.message} at ${p.path.join('.')}`)).toEqual([])
  })

  it('Redocly recommended: no error, no warning', async () => {
    await writeFile(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n')
    const result = await runNode([REDOCLY, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format=json'])
    const start = result.stdout.indexOf('{')
    expect(start, `redocly printed no JSON (exit ${result.status}): ${result.stderr}`).toBeGreaterThanOrEqual(0)
    const { problems } = JSON.parse(result.stdout.slice(start)) as { problems: { ruleId: string; message: string; location: { pointer: string }[] }[] }
    expect(problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([])
  })
})

/** Every operation of the document with its path and method. */
function operations(): { where: string; op: Json }[] {
  const out: { where: string; op: Json }[] = []
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item)) if (method !== 'servers') out.push({ where: `${method.toUpperCase()} ${path}`, op: op as Json })
  }
  return out
}

describe('document content', () => {
  it('names its components and refers to them: tier shapes under a discriminator, ApiError.error as an enum of 12', () => {
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas
    for (const name of [
      'MatchRequest',
      'HomeMatchRequest',
      'MatchResponse',
      'MatchResponseStarter',
      'MatchResponsePro',
      'VendorMatchStarter',
      'VendorMatchPro',
      'CleaningRoiStarter',
      'CleaningRoiPro',
      'HomeProductMatchPro',
      'RobotCategory',
      'RobotType',
      'Tier',
      'ApiError',
      'ErrorCode',
    ]) {
      expect(schemas[name], name).toBeDefined()
    }
    expect(schemas.MatchResponse.discriminator).toEqual({
      propertyName: 'tier',
      mapping: { starter: '#/components/schemas/MatchResponseStarter', pro: '#/components/schemas/MatchResponsePro' },
    })
    expect((schemas.ErrorCode.enum as string[]).length).toBe(12)
    expect(JSON.stringify(schemas.VendorMatchPro.required)).toContain('scoreBreakdown')
  })

  it('describes every operation, parameter, schema and property; tags; contact and license', () => {
    const missing: string[] = []
    const info = doc.info as Json
    if (!info.contact || !info.license) missing.push('info contact/license')
    for (const tag of doc.tags as Json[]) if (!tag.description) missing.push(`tag ${String(tag.name)}`)
    for (const { where, op } of operations()) {
      if (!op.description || !op.summary || !op.operationId) missing.push(`${where}: description/summary/operationId`)
      for (const p of (op.parameters ?? []) as Json[]) if (!p.description) missing.push(`${where} parameter ${String(p.name)}`)
      if (!(op.parameters as Json[]).some((p) => p.name === 'Prefer' && p.in === 'header')) missing.push(`${where}: Prefer`)
    }
    const walk = (schema: Json, at: string) => {
      if (!schema.description && !schema.$ref) missing.push(at)
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        if (!property.description) missing.push(`${at}.${name}`)
        walk(property, `${at}.${name}`)
      }
      if (schema.items) walk(schema.items as Json, `${at}[]`)
    }
    for (const [name, schema] of Object.entries((doc.components as { schemas: Record<string, Json> }).schemas)) walk(schema, name)
    expect(missing).toEqual([])
  })

  it('has an example for every response and request body, and every example validates against its own schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
    ajv.addSchema(doc, 'openapi.json')
    const failures: string[] = []
    const check = (schema: Json, value: unknown, at: string) => {
      const validate = schema.$ref ? ajv.getSchema(`openapi.json${String(schema.$ref)}`)! : ajv.compile({ ...schema, $defs: undefined })
      if (!validate(value)) failures.push(`${at}: ${ajv.errorsText(validate.errors)}`)
    }
    let count = 0
    for (const { where, op } of operations()) {
      const contents: [string, Json][] = Object.entries(op.responses as Record<string, Json>).map(([status, r]) => [`${where} ${status}`, r])
      if (op.requestBody) contents.push([`${where} request`, op.requestBody as Json])
      for (const [at, holder] of contents) {
        const content = (holder.content as Record<string, Json> | undefined)?.['application/json']
        if (!content) continue
        const examples = Object.entries((content.examples ?? {}) as Record<string, { value: unknown }>)
        if (examples.length === 0) failures.push(`${at}: no example`)
        for (const [name, example] of examples) {
          count++
          check(content.schema as Json, example.value, `${at} example ${name}`)
        }
      }
      for (const p of (op.parameters ?? []) as Json[]) {
        for (const [name, example] of Object.entries((p.examples ?? {}) as Record<string, { value: unknown }>))
          check(p.schema as Json, example.value, `${where} ${String(p.name)} ${name}`)
      }
    }
    for (const [name, header] of Object.entries((doc.components as { headers: Record<string, Json> }).headers)) {
      if (header.example === undefined) failures.push(`header ${name}: no example`)
      else check(header.schema as Json, header.example, `header ${name}`)
    }
    expect(failures).toEqual([])
    expect(count).toBeGreaterThan(30)
  })

  it('lists an absolute server: this one first, then {scheme}://{host} with defaults', () => {
    const servers = doc.servers as { url: string; variables?: Json }[]
    expect(servers[0].url).toBe('http://127.0.0.1:8787/api/v1')
    expect(servers[1].url).toBe('{scheme}://{host}/api/v1')
    expect(servers[1].variables).toMatchObject({ scheme: { default: 'http' }, host: { default: '127.0.0.1:8787' } })
  })
})

describe('live headers', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request('http://localhost:8787/api/v1/match', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    )

  it('401 carries WWW-Authenticate: Bearer realm="robomatch"', async () => {
    const res = await post({ category: 'warehouse' })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="robomatch"')
  })

  it('2xx and 4xx of an authenticated call carry X-RateLimit-* and the IETF structured fields', async () => {
    const ok = await post({ category: 'warehouse' }, { 'x-api-key': key })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('ratelimit-policy')).toBe('"minute";q=30;w=60, "month";q=2000')
    const [[name, params]] = parseList(ok.headers.get('ratelimit')!) as [[string, Map<string, number>]]
    expect(name).toBe('minute')
    expect(params.get('r')).toBe(29)
    expect(params.get('t')).toBeGreaterThanOrEqual(0)

    const bad = await post({ category: 'kitchen' }, { 'x-api-key': key })
    expect(bad.status).toBe(400)
    for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-api-tier', 'ratelimit', 'ratelimit-policy']) {
      expect(bad.headers.get(header), header).not.toBeNull()
    }
    expect(bad.headers.get('x-ratelimit-remaining')).toBe('29')
    expect(bad.headers.get('ratelimit-policy')).toBe('"minute";q=30;w=60')

    const vendors = await app.fetch(new Request('http://localhost:8787/api/v1/vendors?category=boats', { headers: { 'x-api-key': key } }))
    expect(vendors.status).toBe(400)
    expect(vendors.headers.get('x-ratelimit-limit')).toBe('30')
    const engine = await post({ category: 'warehouse' }, { 'x-api-key': key, prefer: 'code=422' })
    expect(engine.status).toBe(422)
    expect(engine.headers.get('ratelimit')).not.toBeNull()
  })
})

describe('request fields', () => {
  it('documents linesPerOrder (round 148 A): bounds, what it changes and its default; the warehouse example sends it', () => {
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas
    const field = (schemas.MatchRequest.properties as Record<string, Json>).linesPerOrder
    expect(field).toMatchObject({ type: 'number', minimum: 1, maximum: 1000 })
    expect(field.description).toMatch(/order lines .* per order/)
    expect(field.description).toMatch(/Left out, 2 is assumed/)
    const examples = JSON.stringify((doc.paths as Record<string, Json>)['/match'])
    expect(examples).toContain('"linesPerOrder":3')
  })
})

describe('validation messages', () => {
  const wrong: unknown[] = ['x', -5, 1e12, true, null, [], {}]
  const libraryWording = /Invalid|Expected|Received|received/

  it.each([
    ['MatchRequest', MatchRequestSchema, { category: 'warehouse' }],
    ['HomeMatchRequest', HomeMatchRequestSchema, {}],
    ['VendorsQuery', VendorsQuerySchema, { category: 'warehouse' }],
  ] as const)('%s: every field, wrong or missing, gets the product’s own words', (_name, schema, valid) => {
    const leaks: string[] = []
    for (const field of Object.keys(schema.entries)) {
      for (const value of wrong) {
        const result = validateObject(schema, { ...valid, [field]: value })
        if (!result.ok && libraryWording.test(result.fields[field] ?? '')) leaks.push(`${field}=${JSON.stringify(value)}: ${result.fields[field]}`)
      }
    }
    const missing = validateObject(schema, {})
    if (!missing.ok) for (const [field, message] of Object.entries(missing.fields)) if (message !== 'is required') leaks.push(`${field} missing: ${message}`)
    expect(leaks).toEqual([])
  })
})
