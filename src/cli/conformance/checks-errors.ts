/**
 * Checks of error answers: every one an ApiError with the contract's status and `error`
 * identifier, per-field messages for validation errors, and no stack traces.
 */
import type { Check, ConformanceContext } from './context.js'
import { PROFILES } from './context.js'
import { expectApiError, fail } from './expect.js'

async function checkInvalidJson(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.probe.send({ path: '/match', auth: { apiKey: ctx.key }, body: '{"category": "warehouse",' })
  expectApiError(exchange, 400, 'invalid_json', 'malformed JSON must be a 400 invalid_json')
}

async function checkUnknownField(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.postMatch({ category: 'cleaning', floorArea: 5000 })
  const rule = 'an unknown field (floorArea) must be a 400 validation_error'
  const body = expectApiError(exchange, 400, 'validation_error', rule)
  if (typeof body.fields?.floorArea !== 'string') {
    fail(`${rule} with fields.floorArea; fields: ${JSON.stringify(body.fields ?? null)}`)
  }
}

const INVALID_FIELDS = { hoursPerDay: 30, daysPerWeek: 9, region: 'USA', staffingPressure: 'extreme' } as const

async function checkEveryInvalidField(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.postMatch({ ...PROFILES.warehouse, ...INVALID_FIELDS })
  const rule = 'several invalid fields must all be reported at once'
  const body = expectApiError(exchange, 400, 'validation_error', rule)
  const missing = Object.keys(INVALID_FIELDS).filter((name) => typeof body.fields?.[name] !== 'string')
  if (missing.length > 0) {
    fail(`${rule}: fields lacks ${missing.join(', ')}; got ${JSON.stringify(body.fields ?? null)}`)
  }
}

async function checkUnsupportedMediaType(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.probe.send({
    path: '/match',
    auth: { apiKey: ctx.key },
    body: JSON.stringify(PROFILES.warehouse),
    contentType: 'text/plain',
  })
  expectApiError(exchange, 415, 'unsupported_media_type', 'a POST without a JSON content type must be a 415')
}

async function checkUnknownPath(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.get('/no-such-endpoint')
  expectApiError(exchange, 404, 'not_found', 'an unknown path must be a 404 ApiError')
}

async function checkWrongMethod(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.probe.send({ method: 'DELETE', path: '/vendors?category=warehouse', auth: { apiKey: ctx.key } })
  expectApiError(exchange, 405, 'method_not_allowed', 'a wrong method on a known path must be a 405 ApiError')
}

async function checkVendorsWithoutCategory(ctx: ConformanceContext): Promise<void> {
  const exchange = await ctx.get('/vendors')
  expectApiError(exchange, 400, 'validation_error', 'GET /vendors without category must be a 400')
}

/** Error answers. */
export const errorChecks: readonly Check[] = [
  { name: 'errors: invalid JSON → 400 invalid_json', run: checkInvalidJson },
  { name: 'errors: unknown field → 400 validation_error with fields.floorArea', run: checkUnknownField },
  { name: 'errors: every invalid field reported in fields', run: checkEveryInvalidField },
  { name: 'errors: POST without JSON content type → 415', run: checkUnsupportedMediaType },
  { name: 'errors: unknown path → 404 ApiError', run: checkUnknownPath },
  { name: 'errors: wrong method → 405 ApiError', run: checkWrongMethod },
  { name: 'errors: vendors without category → 400', run: checkVendorsWithoutCategory },
]
