/**
 * Checks of the spec endpoint (reachable without a key, OpenAPI 3.1, security schemes,
 * documented paths) and of authentication (X-API-Key, bearer, missing and wrong keys).
 */
import { randomBytes } from 'node:crypto'
import type { Check, ConformanceContext } from './context.js'
import { excerpt, expectApiError, expectStatus, fail, gotten } from './expect.js'

type JsonObject = Record<string, unknown>

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The OpenAPI document, or a failure naming why it is not usable. */
async function openApiDocument(ctx: ConformanceContext): Promise<JsonObject> {
  const exchange = await ctx.openapi()
  expectStatus(exchange, 200, 'GET /openapi.json must answer without an API key')
  if (!isObject(exchange.json)) fail(`GET /openapi.json must return a JSON object, got ${gotten(exchange)}`)
  return exchange.json
}

async function checkOpenApiReachable(ctx: ConformanceContext): Promise<void> {
  await openApiDocument(ctx)
}

async function checkOpenApiVersions(ctx: ConformanceContext): Promise<void> {
  const doc = await openApiDocument(ctx)
  const problems: string[] = []
  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi)) {
    problems.push(`"openapi" must be 3.1.x, got ${JSON.stringify(doc.openapi)}`)
  }
  const version = isObject(doc.info) ? doc.info.version : undefined
  if (version !== '1.0.0') problems.push(`info.version must be "1.0.0", got ${JSON.stringify(version)}`)
  if (problems.length > 0) fail(problems.join('; '))
}

async function checkSecuritySchemes(ctx: ConformanceContext): Promise<void> {
  const doc = await openApiDocument(ctx)
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {}
  const list = Object.values(schemes).filter(isObject)
  const apiKey = list.some((s) => s.type === 'apiKey' && s.in === 'header' && typeof s.name === 'string' && s.name.toLowerCase() === 'x-api-key')
  const bearer = list.some((s) => s.type === 'http' && typeof s.scheme === 'string' && s.scheme.toLowerCase() === 'bearer')
  const missing = [apiKey ? '' : 'an apiKey scheme in header X-API-Key', bearer ? '' : 'an http bearer scheme'].filter(Boolean)
  if (missing.length > 0) {
    fail(`components.securitySchemes must define ${missing.join(' and ')}; found ${excerpt(JSON.stringify(schemes), 200)}`)
  }
}

const DOCUMENTED_PATHS = ['/match', '/vendors', '/home/match', '/home/products'] as const

async function checkDocumentedPaths(ctx: ConformanceContext): Promise<void> {
  const doc = await openApiDocument(ctx)
  const paths = isObject(doc.paths) ? Object.keys(doc.paths) : []
  const missing = DOCUMENTED_PATHS.filter((path) => !paths.includes(path) && !paths.includes(`/api/v1${path}`))
  if (missing.length > 0) fail(`"paths" must document ${missing.join(', ')}; documented: ${paths.join(', ') || 'none'}`)
}

async function checkApiKeyHeader(ctx: ConformanceContext): Promise<void> {
  expectStatus(await ctx.vendors(), 200, 'a valid key in X-API-Key must be accepted')
}

async function checkBearer(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.probe.send({ path: '/vendors?category=warehouse', auth: { bearer: ctx.key } })
  expectStatus(exchange, 200, 'a valid key as "Authorization: Bearer" must be accepted')
}

async function checkMissingKey(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.probe.send({ path: '/vendors?category=warehouse' })
  expectApiError(exchange, 401, 'unauthorized', 'a request without a key must be refused')
}

async function checkWrongKey(ctx: ConformanceContext): Promise<void> {
  const wrong = `rm_live_${randomBytes(24).toString('base64url').slice(0, 32)}`
  const exchange = await ctx.probe.send({ path: '/vendors?category=warehouse', auth: { apiKey: wrong } })
  expectApiError(exchange, 401, 'unauthorized', 'an unknown key must be refused')
}

/** OpenAPI document checks. */
export const specChecks: readonly Check[] = [
  { name: 'openapi: reachable without a key', run: checkOpenApiReachable },
  { name: 'openapi: OpenAPI 3.1.x, info.version 1.0.0', run: checkOpenApiVersions },
  { name: 'openapi: security schemes X-API-Key and bearer', run: checkSecuritySchemes },
  { name: 'openapi: documents /match, /vendors, /home/match, /home/products', run: checkDocumentedPaths },
]

/** Authentication checks. */
export const authChecks: readonly Check[] = [
  { name: 'auth: X-API-Key accepted', run: checkApiKeyHeader },
  { name: 'auth: Authorization Bearer accepted', run: checkBearer },
  { name: 'auth: missing key → 401 unauthorized', run: checkMissingKey },
  { name: 'auth: wrong key → 401 unauthorized', run: checkWrongKey },
]
