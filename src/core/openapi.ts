/**
 * The OpenAPI 3.1 document, generated from the route table and the same valibot schemas the
 * server validates with — never kept by hand. Every named schema is a component referenced
 * with `$ref`; every example is real output: the routes' own `produce` run over profile
 * fixtures and the app's own error builders, when the app first serves the document.
 */
import { toJsonSchemaDefs } from '@valibot/to-json-schema'
import { H3Event } from 'h3'
import type * as v from 'valibot'
import { exampleProfiles } from '../../mocks/profiles/index.js'
import { DEFAULT_TIERS } from '../engine/tiers.js'
import * as api from '../schemas/api.js'
import { validateObject } from '../schemas/validate.js'
import { unauthorizedError } from './auth.js'
import { apiError, readApiErrorBody, type HeaderMap } from './errors.js'
import { exhaustedReservation, limitError, limitHeaders } from './limits.js'
import { createClickLinks } from './links.js'
import type { AppContext, RouteDeclaration, RouteExample, RouteInput } from './pipeline.js'

type JsonObject = Record<string, unknown>
type Example = { summary: string; value: unknown }

const API_PREFIX = '/api/v1'
/** `robomatch serve`'s default address (127.0.0.1:8787). */
const DEFAULT_SERVER_HOST = '127.0.0.1:8787'

/**
 * Named schemas shared by routes, beyond the ones routes name themselves. Request schemas are
 * converted as their input (what a client sends), response schemas as their output.
 */
const REQUEST_COMPONENTS: Record<string, v.GenericSchema> = {
  RobotCategory: api.CategorySchema,
  StaffingPressure: api.StaffingPressureSchema,
  BudgetPreference: api.BudgetPreferenceSchema,
  AcquisitionPreference: api.AcquisitionPreferenceSchema,
  TechReadiness: api.TechReadinessSchema,
  HandlingUnit: api.HandlingUnitSchema,
  FloorType: api.FloorTypeSchema,
  ServiceStyle: api.ServiceStyleSchema,
  KitchenTask: api.KitchenTaskNameSchema,
  HomeLocale: api.HomeLocaleNameSchema,
}
const RESPONSE_COMPONENTS: Record<string, v.GenericSchema> = {
  ...REQUEST_COMPONENTS,
  Tier: api.TierSchema,
  RobotType: api.RobotTypeNameSchema,
  AcquisitionModel: api.AcquisitionModelNameSchema,
  PriceBand: api.PriceBandNameSchema,
  MatchConfidence: api.MatchConfidenceSchema,
  MatchResponseStarter: api.MatchResponseStarterSchema,
  MatchResponsePro: api.MatchResponseProSchema,
  RobotMatch: api.RobotMatchSchema,
  BestRobotMatchPro: api.BestRobotMatchProSchema,
  RunnerUp: api.RunnerUpSchema,
  VendorMatchStarter: api.VendorMatchStarterSchema,
  VendorMatchPro: api.VendorMatchProSchema,
  ScoreBreakdown: api.ScoreBreakdownSchema,
  CleaningRoiStarter: api.CleaningRoiStarterSchema,
  CleaningRoiPro: api.CleaningRoiProSchema,
  CleaningAssumptions: api.CleaningAssumptionsSchema,
  CleaningRateUsed: api.CleaningRateUsedSchema,
  RobotMonthlyCost: api.RobotMonthlyCostSchema,
  Attribution: api.AttributionSchema,
  VendorListItem: api.VendorListItemSchema,
  HomeMatchResponseStarter: api.HomeMatchResponseStarterSchema,
  HomeMatchResponsePro: api.HomeMatchResponseProSchema,
  HomeProductMatchStarter: api.HomeProductMatchStarterSchema,
  HomeProductMatchPro: api.HomeProductMatchProSchema,
  HomeScoreDetail: api.HomeScoreDetailSchema,
  Price: api.PriceSchema,
  HomeProductListItem: api.HomeProductListItemSchema,
  ErrorCode: api.ErrorCodeSchema,
  ApiError: api.ApiErrorSchema,
}

/** The error body schema of each status (statuses not listed use `ApiError`). */
const ERROR_SCHEMAS: Record<number, [string, v.GenericSchema]> = {
  400: ['BadRequestError', api.BadRequestErrorSchema],
  401: ['UnauthorizedError', api.UnauthorizedErrorSchema],
  404: ['NotFoundError', api.NotFoundErrorSchema],
  413: ['PayloadTooLargeError', api.PayloadTooLargeErrorSchema],
  415: ['UnsupportedMediaError', api.UnsupportedMediaTypeErrorSchema],
  422: ['EngineError', api.EngineErrorSchema],
  429: ['TooManyRequestsError', api.TooManyRequestsErrorSchema],
  503: ['StorageUnavailableError', api.StorageUnavailableErrorSchema],
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` })

/** Converts named valibot schemas to component schemas that refer to each other by `$ref`. */
function componentSchemas(definitions: Record<string, v.GenericSchema>, typeMode: 'input' | 'output'): Record<string, JsonObject> {
  return toJsonSchemaDefs(definitions, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  }) as Record<string, JsonObject>
}

/**
 * A `oneOf` whose members each fix `tier` to one value gets a `discriminator`, so generated
 * clients (and readers) pick the tier's shape by `tier`.
 */
function addTierDiscriminators(schemas: Record<string, JsonObject>): void {
  for (const schema of Object.values(schemas)) {
    const members = schema.oneOf as { $ref?: string }[] | undefined
    if (!members?.every((m) => m.$ref)) continue
    const mapping: Record<string, string> = {}
    for (const member of members) {
      const target = schemas[member.$ref!.split('/').pop()!]
      const tier = (target?.properties as Record<string, { const?: unknown }> | undefined)?.tier?.const
      if (typeof tier !== 'string') break
      mapping[tier] = member.$ref!
    }
    if (Object.keys(mapping).length === members.length) schema.discriminator = { propertyName: 'tier', mapping }
  }
}

/** Component name of a route's request body. */
function requestName(route: RouteDeclaration): string {
  return route.bodyName ?? `${route.operationId}Request`
}

/** Examples of one operation: request examples and, per status, response examples. */
interface OperationExamples {
  request: Record<string, Example>
  parameters: Record<string, Record<string, Example>>
  responses: Record<string, Record<string, Example>>
  headers: Record<string, HeaderMap>
}

export type DocumentExamples = Record<string, OperationExamples>

/** A fixed instant for examples that carry time (reset seconds, periods): 2026-01-15 12:00:18 UTC. */
const EXAMPLE_NOW = Date.UTC(2026, 0, 15, 12, 0, 18)
const EXAMPLE_MATCH_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
/** Example click links are signed with a secret no server has, so a link copied from the document never counts. */
const EXAMPLE_LINK_SECRET = 'openapi-example-links-do-not-verify'

/** A `Headers` as a plain object (the core's lib has no iterable DOM types). */
function plainHeaders(headers: Headers | undefined): HeaderMap {
  const out: HeaderMap = {}
  headers?.forEach((value, name) => (out[name] = value))
  return out
}

const errorValue = (error: Error) => readApiErrorBody(error)

/**
 * Runs each route's declared examples through the route itself (its `produce`, so the real
 * engine) and the app's own error builders, for the document.
 *
 * @example
 * const examples = await collectExamples(ROUTES, ctx, 'http://localhost:8787')
 */
export async function collectExamples(routes: readonly RouteDeclaration[], ctx: AppContext, origin: string): Promise<DocumentExamples> {
  const exampleCtx: AppContext = {
    ...ctx,
    generateId: () => EXAMPLE_MATCH_ID,
    now: () => EXAMPLE_NOW,
    links: createClickLinks(EXAMPLE_LINK_SECRET),
  }
  const out: DocumentExamples = {}
  for (const route of routes) {
    const examples: OperationExamples = { request: {}, parameters: {}, responses: {}, headers: {} }
    out[route.operationId] = examples
    for (const example of route.examples ?? []) {
      const value = await runExample(route, exampleCtx, example, origin)
      if (example.body !== undefined) examples.request[example.name] = { summary: example.summary, value: example.body }
      for (const [name, param] of Object.entries(example.query ?? {})) {
        ;(examples.parameters[name] ??= {})[example.name] = { summary: example.summary, value: param }
      }
      if (value instanceof Response) {
        examples.headers[String(value.status)] = plainHeaders(value.headers)
        continue
      }
      ;(examples.responses[String(route.ok.status)] ??= {})[example.name] = { summary: example.summary, value }
    }
    for (const [status, builders] of Object.entries(errorExamplesOf(route))) {
      const byName: Record<string, Example> = (examples.responses[status] ??= {})
      for (const [name, [summary, build]] of Object.entries(builders)) {
        const body = errorValue(build())
        if (body) byName[name] = { summary, value: body }
      }
    }
  }
  return out
}

async function runExample(route: RouteDeclaration, ctx: AppContext, example: RouteExample, origin: string): Promise<unknown> {
  const url = new URL(route.path, origin)
  for (const [name, value] of Object.entries(example.query ?? {})) url.searchParams.set(name, value)
  // h3 declares no public constructor for H3Event, but it is the documented way to make one for a Request.
  const event = new (H3Event as unknown as new (request: Request) => H3Event)(new Request(url))
  const query = route.query ? check(route.query, example.query ?? {}, example.name) : undefined
  const body = route.body ? check(route.body, example.body, example.name) : undefined
  const principal = { subscriptionId: 'example', tier: example.tier }
  return await route.produce({ query, body } as RouteInput<never, never>, { ctx, event, principal, limits: ctx.tiers[example.tier], origin })
}

function check(schema: NonNullable<RouteDeclaration['body']>, input: unknown, name: string): unknown {
  const result = validateObject(schema, input)
  if (!result.ok) throw new Error(`OpenAPI example ${name} is not a valid input: ${JSON.stringify(result.fields)}`)
  return result.value
}

type ErrorBuilders = Record<string, Record<string, [string, () => Error]>>

/** Every error status the document lists for a route, with the errors that really answer it. */
function errorExamplesOf(route: RouteDeclaration): ErrorBuilders {
  const starter = { subscriptionId: 'example', tier: 'starter' as const }
  const limits = DEFAULT_TIERS.starter
  const isMatch = route.counting === 'match'
  const validation = (input: unknown) => () => {
    const result = validateObject(route.body ?? route.query!, input)
    return apiError(400, 'validation_error', undefined, { fields: result.ok ? {} : result.fields })
  }
  const builders: ErrorBuilders = {}
  if (route.body) {
    const fixtures = route.path.includes('/home/') ? [exampleProfiles.homeInvalid] : [exampleProfiles.missingCategory, exampleProfiles.unknownField]
    builders['400'] = {
      invalid_json: ['The body is not JSON', () => apiError(400, 'invalid_json')],
      ...Object.fromEntries(fixtures.map((fixture, i) => [`validation_error${i ? `_${i + 1}` : ''}`, [fixture.name, validation(fixture.request)]])),
    }
  } else if (route.query && !route.invalidQuery) {
    const first = Object.keys(route.query.entries)[0]
    builders['400'] = { validation_error: [`An invalid ${first}`, validation({ [first]: 'kitchen' })] }
  }
  if (route.auth === 'key') {
    builders['401'] = { unauthorized: ['No API key, or not a valid one', () => unauthorizedError()] }
    builders['503'] = { storage_unavailable: ['Storage backend down', () => apiError(503, 'storage_unavailable')] }
  }
  if (route.body) {
    builders['413'] = { payload_too_large: ['A body over 64 KiB', () => apiError(413, 'payload_too_large')] }
    builders['415'] = { unsupported_media_type: ['A body without a JSON content type', () => apiError(415, 'unsupported_media_type')] }
  }
  for (const status of Object.keys(route.errors ?? {})) {
    const build = route.errorExamples?.[Number(status)]
    if (build) builders[status] = { example: ['The error', build] }
    else if (status === '422') builders[status] = { engine_error: ['The engine could not answer', () => apiError(422, 'engine_error')] }
  }
  if (route.counting !== 'none') {
    const exhausted = (reason: 'rate_limited' | 'quota_exceeded') => () =>
      limitError(limits, starter, exhaustedReservation(limits, starter, reason, EXAMPLE_NOW, limits.matchesPerMonth), isMatch, EXAMPLE_NOW)
    builders['429'] = {
      rate_limited: ['Per-minute rate limit used up', exhausted('rate_limited')],
      ...(isMatch ? { quota_exceeded: ['Monthly match quota used up', exhausted('quota_exceeded')] } : {}),
    }
  }
  builders.default = { internal_error: ['An unexpected failure', () => apiError(500, 'internal_error')] }
  return builders
}

/** Header components: what each limit header means, with an example taken from the real header builders. */
function headerComponents(): JsonObject {
  const principal = { subscriptionId: 'example', tier: 'pro' as const }
  const limits = DEFAULT_TIERS.pro
  const reservation = { ...exhaustedReservation(limits, principal, 'rate_limited', EXAMPLE_NOW, 42), ok: true, minuteUsed: 1 }
  const real = limitHeaders(limits, principal, reservation, true, EXAMPLE_NOW)
  const challenge = plainHeaders(unauthorizedError().headers)
  const retry = plainHeaders(limitError(limits, principal, { ...reservation, ok: false }, false, EXAMPLE_NOW).headers)
  const header = (description: string, schema: JsonObject, example: string | undefined, required = true) => ({
    description,
    required,
    schema,
    ...(example === undefined ? {} : { example: schema.type === 'integer' ? Number(example) : example }),
  })
  const int = { type: 'integer', minimum: 0 }
  const str = { type: 'string' }
  return {
    'X-RateLimit-Limit': header('Requests allowed per minute for this key.', int, real['x-ratelimit-limit']),
    'X-RateLimit-Remaining': header(
      'Requests left in the current minute window. On error answers (which count against nothing), as last counted by the server process that answered (exact with one process).',
      int,
      real['x-ratelimit-remaining'],
    ),
    'X-RateLimit-Reset': header('Unix second at which the current minute window ends.', int, real['x-ratelimit-reset']),
    'X-API-Tier': { description: 'Tier of the key: `starter` or `pro`.', required: true, schema: ref('Tier'), example: real['x-api-tier'] },
    RateLimit: header(
      'IETF draft-ietf-httpapi-ratelimit-headers `RateLimit` structured field: the minute policy with `r` (requests remaining) and `t` (seconds until the window resets).',
      str,
      real.ratelimit,
    ),
    'RateLimit-Policy': header(
      'IETF draft-ietf-httpapi-ratelimit-headers `RateLimit-Policy` structured field: `"minute";q=…;w=60`, and on match endpoints `"month";q=…` (matches per month).',
      str,
      real['ratelimit-policy'],
    ),
    'X-Usage-Limit': header('Matches allowed per month.', int, real['x-usage-limit']),
    'X-Usage-Remaining': header('Matches left this month.', int, real['x-usage-remaining']),
    'X-Usage-Period': header('Usage period, `YYYY-MM` (UTC).', { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, real['x-usage-period']),
    'X-Usage-Used': header('Matches used this month.', int, real['x-usage-used']),
    'Retry-After': header('Whole seconds until a retry can succeed (at least 1).', { type: 'integer', minimum: 1 }, retry['retry-after']),
    'WWW-Authenticate': header('The authentication challenge: send the API key as a bearer token (or in X-API-Key).', str, challenge['www-authenticate']),
    'Preference-Applied': header(
      'Mock mode only: the `Prefer` outcome that was applied (RFC 7240), e.g. `code=429, example=quota_exceeded`.',
      str,
      'code=429, example=quota_exceeded',
      false,
    ),
  }
}

const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-API-Tier', 'RateLimit', 'RateLimit-Policy'] as const
const USAGE_HEADERS = ['X-Usage-Limit', 'X-Usage-Remaining', 'X-Usage-Period', 'X-Usage-Used'] as const

/** Response headers by name (whether one is always sent is said by its component's `required`). */
function headersOf(required: readonly string[], optional: readonly string[] = []): JsonObject {
  return Object.fromEntries([...required, ...optional].map((name) => [name, headerRef(name)]))
}

/** The `Prefer` header parameter: the outcomes mock mode can force on this operation. */
function preferParameter(route: RouteDeclaration): JsonObject {
  if (route.auth === 'none') {
    return {
      name: 'Prefer',
      in: 'header',
      required: false,
      description: 'Mock mode forces no outcome on this public operation; a `Prefer` header is accepted and ignored (RFC 7240).',
      schema: { type: 'string' },
    }
  }
  const values = ['code=401', 'code=422', 'code=429', ...(route.counting === 'match' ? ['code=429, example=quota_exceeded'] : []), 'code=503']
  return {
    name: 'Prefer',
    in: 'header',
    required: false,
    description:
      'Mock mode only (`robomatch serve --mock`, `robomatch/msw`): answer with this failure, exactly as the real one looks, instead of the result — ' +
      '`code=401` missing key, `code=422` engine error, `code=429` rate limit' +
      (route.counting === 'match' ? ', `code=429, example=quota_exceeded` monthly quota' : '') +
      ', `code=503` storage down. The answer carries `Preference-Applied`. Ignored outside mock mode and for other values.',
    schema: { type: 'string', enum: values },
    example: values[2],
  }
}

function media(schemaName: string, examples: Record<string, Example> | undefined): JsonObject {
  return { 'application/json': { schema: ref(schemaName), ...(examples && Object.keys(examples).length ? { examples } : {}) } }
}

/** The operation of one declared route. */
function operationOf(route: RouteDeclaration, examples: OperationExamples | undefined): JsonObject {
  const counted = route.counting !== 'none'
  const isMatch = route.counting === 'match'
  const errorHeaders = counted ? headersOf(RATE_HEADERS, ['Preference-Applied']) : undefined
  const responses: JsonObject = {}
  const errorResponse = (status: number, description: string, headers?: JsonObject) => {
    const [schemaName] = ERROR_SCHEMAS[status] ?? ['ApiError']
    responses[String(status)] = { description, ...(headers ? { headers } : {}), content: media(schemaName, examples?.responses[String(status)]) }
  }

  if (route.ok.status === 302) {
    const location = examples?.headers['302']?.location
    const headers = Object.fromEntries(
      Object.entries(route.ok.headers ?? {}).map(([name, description]) => [
        name,
        { description, required: true, schema: { type: 'string', format: 'uri' }, ...(location ? { example: location } : {}) },
      ]),
    )
    responses['302'] = { description: route.ok.description, headers }
  } else {
    const okHeaders = counted ? headersOf(isMatch ? [...RATE_HEADERS, ...USAGE_HEADERS] : RATE_HEADERS) : undefined
    responses['200'] = {
      description: route.ok.description,
      ...(okHeaders ? { headers: okHeaders } : {}),
      content: route.ok.schema
        ? media(route.ok.schema.name, examples?.responses['200'])
        : { 'application/json': { schema: { type: 'object', description: 'The OpenAPI 3.1 document.' } } },
    }
  }
  if (route.body) {
    errorResponse(
      400,
      'The body is not JSON (`invalid_json`) or a field is invalid (`validation_error`, one product-worded message per field in `fields`).',
      errorHeaders,
    )
  } else if (route.query && !route.invalidQuery) {
    errorResponse(400, 'A query parameter is missing, invalid or repeated (`validation_error`, per parameter in `fields`).', errorHeaders)
  }
  if (route.auth === 'key') {
    errorResponse(
      401,
      'The API key is missing or not valid (`unauthorized`). Send it as `X-API-Key` or `Authorization: Bearer`; when both are sent, `X-API-Key` is used.',
      headersOf(['WWW-Authenticate'], ['Preference-Applied']),
    )
  }
  if (route.body) {
    errorResponse(413, 'The body is over 64 KiB (`payload_too_large`).', errorHeaders)
    errorResponse(415, 'The body was not sent as JSON (`unsupported_media_type`): send `Content-Type: application/json`.', errorHeaders)
  }
  for (const [status, description] of Object.entries(route.errors ?? {})) errorResponse(Number(status), description, counted ? errorHeaders : undefined)
  if (counted) {
    const description = isMatch
      ? 'The per-minute rate limit (`rate_limited`) or the monthly match quota (`quota_exceeded`, with `period`, `limit` and `used`) is used up; retry after `Retry-After` seconds.'
      : 'The per-minute rate limit is used up (`rate_limited`); retry after `Retry-After` seconds.'
    errorResponse(429, description, headersOf(['Retry-After', ...RATE_HEADERS], [...(isMatch ? USAGE_HEADERS : []), 'Preference-Applied']))
  }
  if (route.auth === 'key')
    errorResponse(
      503,
      'The storage backend is unavailable (`storage_unavailable`); nothing was counted. Retry after `Retry-After` seconds.',
      headersOf(['Retry-After'], ['Preference-Applied']),
    )
  responses.default = {
    description: 'Any other error (`internal_error`, never expected), always an ApiError body.',
    content: media('ApiError', examples?.responses.default),
  }

  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    tags: [route.tag],
    ...(route.auth === 'none' ? { security: [] } : {}),
    parameters: [...(route.query ? queryParameters(route.query, examples) : []), preferParameter(route)],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            description: `The ${requestName(route)} as JSON.`,
            content: media(requestName(route), examples?.request),
          },
        }
      : {}),
    responses,
  }
}

/** Query parameters generated from a query schema: required unless optional, described by their schema. */
function queryParameters(schema: NonNullable<RouteDeclaration['query']>, examples: OperationExamples | undefined): JsonObject[] {
  return Object.entries(schema.entries).map(([name, entry]) => {
    const converted = toJsonSchemaDefs(
      { [name]: entry as v.GenericSchema, ...RESPONSE_COMPONENTS },
      { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore', overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}` },
    )[name] as JsonObject
    const { description, ...json } = converted
    const optional = (entry as { type: string }).type === 'optional'
    const paramExamples = examples?.parameters[name]
    return {
      name,
      in: 'query',
      required: !optional,
      description: description ?? `The ${name} parameter.`,
      schema: json,
      ...(paramExamples ? { examples: paramExamples } : {}),
    }
  })
}

const TAGS = [
  {
    name: 'matching',
    description:
      'Recommendations: a business profile to robot type, acquisition model and vendors; a home to robot vacuums. Each successful call counts one monthly match.',
  },
  { name: 'catalog', description: 'The vendor and home product catalogs, as the matches use them.' },
  { name: 'meta', description: 'This document.' },
  { name: 'tracking', description: 'Tracked click links, followed by end users (no API key).' },
]

/** `{scheme}://{host}` with variables, so generated clients get an absolute URL to fill in. */
function templatedServer(path: string): JsonObject {
  return {
    url: `{scheme}://{host}${path}`,
    description: 'Any robomatch server (`robomatch serve`); fill in its scheme and host.',
    variables: {
      scheme: { enum: ['http', 'https'], default: 'http', description: 'http for a local server, https behind TLS.' },
      host: { default: DEFAULT_SERVER_HOST, description: 'Host and port of the server (`robomatch serve` listens on 8787 by default).' },
    },
  }
}

/**
 * Builds the document from the route table, with examples when given (`collectExamples`).
 * `servers` lists the templated URL; {@link serveOpenApiDocument} puts the answering server first.
 *
 * @example
 * const doc = buildOpenApiDocument(ROUTES)
 */
export function buildOpenApiDocument(routes: readonly RouteDeclaration[], examples?: DocumentExamples): JsonObject {
  const paths: JsonObject = {}
  const requestDefs: Record<string, v.GenericSchema> = { ...REQUEST_COMPONENTS }
  const responseDefs: Record<string, v.GenericSchema> = { ...RESPONSE_COMPONENTS }
  for (const [name, schema] of Object.values(ERROR_SCHEMAS)) responseDefs[name] = schema
  for (const route of routes) {
    const path = route.path.startsWith(API_PREFIX) ? route.path.slice(API_PREFIX.length) || '/' : route.path
    const item = (paths[path] ??= {}) as JsonObject
    // Paths outside the API prefix (`/out`) sit at the server's root.
    if (!route.path.startsWith(API_PREFIX)) item.servers = [templatedServer('')]
    item[route.method.toLowerCase()] = operationOf(route, examples?.[route.operationId])
    if (route.body) requestDefs[requestName(route)] = route.body
    if (route.ok.schema) responseDefs[route.ok.schema.name] = route.ok.schema.schema
  }
  const requests = pick(componentSchemas(requestDefs, 'input'), routes.filter((r) => r.body).map(requestName))
  for (const request of Object.values(requests)) dropPropertyDefaults(request)
  const schemas = { ...componentSchemas(responseDefs, 'output'), ...requests }
  addTierDiscriminators(schemas)
  const doc: JsonObject = {
    openapi: '3.1.0',
    info: {
      title: 'robomatch API',
      version: '1.0.0',
      summary: 'Rules-based robot matching for businesses and homes.',
      description:
        'Vendor-neutral, rules-based robot matching for warehouse, commercial cleaning and restaurant operators, and robot vacuums for homes. ' +
        'Authenticate with an API key in `X-API-Key` or as `Authorization: Bearer <key>` (when both are sent, `X-API-Key` is used). ' +
        'Every authenticated answer, errors included, carries the rate-limit headers. Use every clickUrl exactly as returned. ' +
        'Every GET also answers HEAD (same status and headers, no body; HEAD /out counts no click).',
      contact: { name: 'robomatch maintainers', url: 'https://www.npmjs.com/package/robomatch' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [templatedServer(API_PREFIX)],
    security: [{ ApiKeyAuth: [] }, { BearerAuth: [] }],
    tags: TAGS,
    paths,
    components: {
      securitySchemes: {
        ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'The API key in the X-API-Key header. Used when both headers are sent.' },
        BearerAuth: { type: 'http', scheme: 'bearer', description: 'The API key as a bearer token (`Authorization: Bearer <key>`).' },
      },
      headers: headerComponents(),
      schemas,
    },
  }
  // The document's own operation shows the document's head as its example.
  for (const item of Object.values(paths) as Record<string, JsonObject>[]) {
    for (const operation of Object.values(item)) {
      const content = ((operation.responses as Record<string, JsonObject> | undefined)?.['200']?.content as Record<string, JsonObject> | undefined)?.[
        'application/json'
      ]
      if (content && !('$ref' in (content.schema as JsonObject)))
        content.examples = { document: { summary: 'The head of this document', value: documentHead(doc) } }
    }
  }
  return doc
}

/**
 * Request properties lose `default` (their descriptions say it): clients generated with
 * openapi-typescript's default options type a property with a default as required, so
 * `POST /home/match` with `{}` would not compile. The server applies the default.
 */
function dropPropertyDefaults(schema: JsonObject): void {
  for (const property of Object.values((schema.properties ?? {}) as Record<string, JsonObject>)) delete property.default
}

function pick<T>(record: Record<string, T>, names: string[]): Record<string, T> {
  return Object.fromEntries(names.filter((name) => name in record).map((name) => [name, record[name]]))
}

/**
 * The document as served at `origin`: the answering server's absolute URL first, then the
 * templated one. Also fills in the document's own example (its head).
 */
export function serveOpenApiDocument(doc: JsonObject, origin: string): string {
  // `localhost` written as the loopback address `serve` listens on: linters (Redocly's
  // recommended rules) refuse localhost server URLs, and 127.0.0.1 is the same server.
  const absolute = origin.replace(/^(https?:\/\/)localhost(?=[:/]|$)/, '$1127.0.0.1')
  const here = (path: string) => ({ url: `${absolute}${path}`, description: 'This server.' })
  const paths = doc.paths as Record<string, JsonObject>
  const served: JsonObject = {
    ...doc,
    servers: [here(API_PREFIX), ...(doc.servers as JsonObject[])],
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, item]) => [path, item.servers ? { ...item, servers: [here(''), ...(item.servers as JsonObject[])] } : item]),
    ),
  }
  return JSON.stringify(served)
}

/** The head of the document, as its own example (the rest would repeat the document inside itself). */
function documentHead(doc: JsonObject): JsonObject {
  return { openapi: doc.openapi, info: doc.info, tags: doc.tags }
}
