/**
 * The OpenAPI 3.1 document, generated from the same valibot schemas the server validates
 * with — never kept by hand.
 */
import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { ApiErrorSchema, TierSchema } from '../schemas/api.js'
import type { ObjectSchema } from '../schemas/validate.js'
import type { RouteDeclaration } from './pipeline.js'

type JsonObject = Record<string, unknown>
type AnySchema = v.GenericSchema

const API_PREFIX = '/api/v1'

function schemaOf(schema: AnySchema, typeMode: 'input' | 'output'): JsonObject {
  const { $schema: _drop, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonObject
  return rest
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` })
const intHeader = (description: string) => ({ description, schema: { type: 'integer' } })

const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-API-Tier'] as const
const USAGE_HEADERS = ['X-Usage-Limit', 'X-Usage-Remaining', 'X-Usage-Period', 'X-Usage-Used'] as const

function headersOf(names: readonly string[]): JsonObject {
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]))
}

function errorResponse(description: string, headers?: JsonObject): JsonObject {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: ref('ApiError') } },
  }
}

function okResponse(description: string, schemaName: string, headers: JsonObject): JsonObject {
  return { description, headers, content: { 'application/json': { schema: ref(schemaName) } } }
}

/** The operation of one declared route: parameters from its query schema, responses from what it declares. */
function operationOf(route: RouteDeclaration): JsonObject {
  const rateHeaders = route.counting === 'none' ? undefined : headersOf(route.counting === 'match' ? [...RATE_HEADERS, ...USAGE_HEADERS] : RATE_HEADERS)
  const responses: JsonObject = {}
  if (route.ok.status === 302) {
    const headers = Object.fromEntries(Object.entries(route.ok.headers ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string', format: 'uri' } }]))
    responses['302'] = { description: route.ok.description, headers }
  } else if (route.ok.schema) {
    responses['200'] = okResponse(route.ok.description, route.ok.schema.name, rateHeaders ?? {})
  } else {
    responses['200'] = { description: route.ok.description, content: { 'application/json': { schema: { type: 'object' } } } }
  }
  if (route.body) responses['400'] = errorResponse('Invalid JSON (`invalid_json`) or validation error (`validation_error`, per-field messages in `fields`).')
  else if (route.query && !route.invalidQuery) responses['400'] = errorResponse('Missing or invalid query parameter (`validation_error`).')
  if (route.auth === 'key') {
    responses['401'] = errorResponse('Missing or invalid API key (`unauthorized`).')
    responses['503'] = errorResponse('Storage backend unavailable (`storage_unavailable`).', { 'Retry-After': headerRef('Retry-After') })
  }
  if (route.body) {
    responses['413'] = errorResponse('Body over 64 KiB (`payload_too_large`).')
    responses['415'] = errorResponse('Body not sent as JSON (`unsupported_media_type`).')
  }
  for (const [status, description] of Object.entries(route.errors ?? {})) responses[status] = errorResponse(description)
  if (rateHeaders) {
    const description = route.counting === 'match'
      ? 'Rate limit (`rate_limited`) or monthly quota (`quota_exceeded`, with period/limit/used) exceeded.'
      : 'Rate limit exceeded (`rate_limited`).'
    responses['429'] = errorResponse(description, { 'Retry-After': headerRef('Retry-After'), ...rateHeaders })
  }
  responses.default = errorResponse(route.auth === 'key' ? 'Any other error (`internal_error`), always an ApiError body.' : 'Any other error, always an ApiError body.')

  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth === 'none' ? { security: [] } : {}),
    ...(route.query ? { parameters: queryParameters(route.query) } : {}),
    ...(route.body && route.ok.schema ? { requestBody: { required: true, content: { 'application/json': { schema: ref(requestName(route)) } } } } : {}),
    responses,
  }
}

/** Query parameters generated from a query schema: required unless optional, with the schema's own JSON Schema. */
function queryParameters(schema: ObjectSchema): JsonObject[] {
  return Object.entries(schema.entries).map(([name, entry]) => {
    const { description, ...json } = schemaOf(entry as AnySchema, 'input')
    const optional = (entry as { type: string }).type === 'optional'
    return { name, in: 'query', required: !optional, ...(description ? { description } : {}), schema: json }
  })
}

/** Component name of a route's request body. */
function requestName(route: RouteDeclaration): string {
  return route.bodyName ?? `${route.operationId}Request`
}

/**
 * Builds the document from the route table; `createCoreApp` caches the serialized result.
 *
 * @example
 * const doc = buildOpenApiDocument(ROUTES)
 */
export function buildOpenApiDocument(routes: readonly RouteDeclaration[]): JsonObject {
  const paths: JsonObject = {}
  const schemas: JsonObject = {}
  for (const route of routes) {
    const path = route.path.startsWith(API_PREFIX) ? route.path.slice(API_PREFIX.length) : route.path
    const item = (paths[path] ??= {}) as JsonObject
    if (route.servers) item.servers = route.servers
    item[route.method.toLowerCase()] = operationOf(route)
    if (route.body) schemas[requestName(route)] = schemaOf(route.body, 'input')
    if (route.ok.schema) schemas[route.ok.schema.name] = schemaOf(route.ok.schema.schema, 'output')
  }
  schemas.ApiError = schemaOf(ApiErrorSchema, 'output')
  return {
    openapi: '3.1.0',
    info: {
      title: 'robomatch API',
      version: '1.0.0',
      description:
        'Vendor-neutral, rules-based robot matching for warehouse, commercial cleaning and restaurant operators, and robot vacuums for homes. Use every clickUrl exactly as returned.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: API_PREFIX }],
    security: [{ ApiKeyAuth: [] }, { BearerAuth: [] }],
    tags: [{ name: 'matching' }, { name: 'catalog' }, { name: 'meta' }, { name: 'tracking' }],
    paths,
    components: {
      securitySchemes: {
        ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        BearerAuth: { type: 'http', scheme: 'bearer', description: 'The API key as a bearer token.' },
      },
      headers: {
        'X-RateLimit-Limit': intHeader('Requests allowed per minute for this key.'),
        'X-RateLimit-Remaining': intHeader('Requests left in the current minute window.'),
        'X-RateLimit-Reset': intHeader('Unix second at which the current window ends.'),
        'X-API-Tier': { description: 'Tier of the key.', schema: schemaOf(TierSchema, 'output') },
        'X-Usage-Limit': intHeader('Matches allowed per month.'),
        'X-Usage-Remaining': intHeader('Matches left this month.'),
        'X-Usage-Period': { description: 'Usage period, YYYY-MM (UTC).', schema: { type: 'string', pattern: '^\\d{4}-\\d{2}$' } },
        'X-Usage-Used': intHeader('Matches used this month.'),
        'Retry-After': intHeader('Whole seconds until a retry can succeed.'),
      },
      schemas,
    },
  }
}
