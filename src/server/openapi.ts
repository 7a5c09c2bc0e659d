/**
 * The OpenAPI 3.1 document, generated from the same valibot schemas the server validates
 * with — never kept by hand.
 */
import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import {
  ApiErrorSchema,
  HomeMatchRequestSchema,
  HomeMatchResponseSchema,
  HomeProductsResponseSchema,
  MatchRequestSchema,
  PublicMatchResponseSchema,
  PublicVendorsResponseSchema,
  TierSchema,
} from '../schemas/api.js'
import { RobotCategorySchema } from '../schemas/catalog.js'

type JsonObject = Record<string, unknown>
type AnySchema = v.GenericSchema

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

/** Responses every authenticated operation may give. */
function commonErrors(): JsonObject {
  return {
    '401': errorResponse('Missing or invalid API key (`unauthorized`).'),
    '503': errorResponse('Storage backend unavailable (`storage_unavailable`).', { 'Retry-After': headerRef('Retry-After') }),
    default: errorResponse('Any other error (`internal_error`), always an ApiError body.'),
  }
}

function matchOperation(opts: { id: string; summary: string; request: string; response: string }): JsonObject {
  const limitHeaders = headersOf([...RATE_HEADERS, ...USAGE_HEADERS])
  return {
    operationId: opts.id,
    summary: opts.summary,
    tags: ['matching'],
    requestBody: { required: true, content: { 'application/json': { schema: ref(opts.request) } } },
    responses: {
      '200': okResponse('The recommendation.', opts.response, limitHeaders),
      '400': errorResponse('Invalid JSON (`invalid_json`) or validation error (`validation_error`, per-field messages in `fields`).'),
      ...commonErrors(),
      '413': errorResponse('Body over 64 KiB (`payload_too_large`).'),
      '415': errorResponse('Body not sent as JSON (`unsupported_media_type`).'),
      '422': errorResponse('Match engine error (`engine_error`).'),
      '429': errorResponse('Rate limit (`rate_limited`) or monthly quota (`quota_exceeded`, with period/limit/used) exceeded.', {
        'Retry-After': headerRef('Retry-After'),
        ...limitHeaders,
      }),
    },
  }
}

function listOperation(opts: { id: string; summary: string; parameters: JsonObject[]; response: string }): JsonObject {
  const rateHeaders = headersOf(RATE_HEADERS)
  return {
    operationId: opts.id,
    summary: opts.summary,
    tags: ['catalog'],
    parameters: opts.parameters,
    responses: {
      '200': okResponse('The listing.', opts.response, rateHeaders),
      '400': errorResponse('Missing or invalid query parameter (`validation_error`).'),
      ...commonErrors(),
      '429': errorResponse('Rate limit exceeded (`rate_limited`).', { 'Retry-After': headerRef('Retry-After'), ...rateHeaders }),
    },
  }
}

/** Builds the document; `createApp` caches the serialized result. */
export function buildOpenApiDocument(): JsonObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'robomatch API',
      version: '1.0.0',
      description:
        'Vendor-neutral, rules-based robot matching for warehouse, commercial cleaning and restaurant operators, and robot vacuums for homes. Use every clickUrl exactly as returned.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/api/v1' }],
    security: [{ ApiKeyAuth: [] }, { BearerAuth: [] }],
    tags: [{ name: 'matching' }, { name: 'catalog' }, { name: 'meta' }, { name: 'tracking' }],
    paths: {
      '/match': {
        post: matchOperation({ id: 'createMatch', summary: 'Recommend a robot type, acquisition model and vendors for a business profile.', request: 'MatchRequest', response: 'PublicMatchResponse' }),
      },
      '/vendors': {
        get: listOperation({
          id: 'listVendors',
          summary: 'List the vendors of a category serving a region, sorted by name.',
          parameters: [
            { name: 'category', in: 'query', required: true, schema: schemaOf(RobotCategorySchema, 'output') },
            { name: 'region', in: 'query', required: false, description: 'Two-letter region code, default US.', schema: { type: 'string', pattern: '^[A-Za-z]{2}$', default: 'US' } },
          ],
          response: 'PublicVendorsResponse',
        }),
      },
      '/home/match': {
        post: matchOperation({ id: 'createHomeMatch', summary: 'Recommend robot vacuums for a home.', request: 'HomeMatchRequest', response: 'HomeMatchResponse' }),
      },
      '/home/products': {
        get: listOperation({
          id: 'listHomeProducts',
          summary: 'List the home robot vacuum catalog with retailer links for a locale.',
          parameters: [{ name: 'locale', in: 'query', required: false, schema: { type: 'string', enum: ['US', 'UK'], default: 'US' } }],
          response: 'HomeProductsResponse',
        }),
      },
      '/openapi.json': {
        get: {
          operationId: 'getOpenApi',
          summary: 'This document. No API key required.',
          tags: ['meta'],
          security: [],
          responses: { '200': { description: 'The OpenAPI 3.1 document.', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
      '/out': {
        servers: [{ url: '/' }],
        get: {
          operationId: 'followClickLink',
          summary: 'Tracked vendor click link (outside /api/v1). Redirects to the vendor site with UTM parameters.',
          tags: ['tracking'],
          security: [],
          parameters: ['v', 'm', 'utm_source', 'utm_medium', 'utm_campaign', 'sig'].map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } })),
          responses: {
            '302': { description: 'Redirect to the vendor catalog URL.', headers: { Location: { description: 'Vendor URL with UTM parameters.', schema: { type: 'string', format: 'uri' } } } },
            '404': errorResponse('Unknown vendor or invalid signature (`not_found`).'),
            default: errorResponse('Any other error, always an ApiError body.'),
          },
        },
      },
    },
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
      schemas: {
        MatchRequest: schemaOf(MatchRequestSchema, 'input'),
        HomeMatchRequest: schemaOf(HomeMatchRequestSchema, 'input'),
        PublicMatchResponse: schemaOf(PublicMatchResponseSchema, 'output'),
        PublicVendorsResponse: schemaOf(PublicVendorsResponseSchema, 'output'),
        HomeMatchResponse: schemaOf(HomeMatchResponseSchema, 'output'),
        HomeProductsResponse: schemaOf(HomeProductsResponseSchema, 'output'),
        ApiError: schemaOf(ApiErrorSchema, 'output'),
      },
    },
  }
}
