import type { H3Event } from 'h3'
import { listVendors } from '../../engine/index.js'
import { VendorsQuerySchema } from '../../schemas/api.js'
import { validateObject, type ObjectSchema } from '../../schemas/validate.js'
import { apiError } from '../errors.js'
import { runEndpoint, type AppContext } from '../pipeline.js'

/**
 * Validates the query string. Repeated parameters are refused, unknown ones ignored
 * (query strings often carry cache busters and tracking parameters).
 */
export function readValidatedQuery<S extends ObjectSchema>(event: H3Event, schema: S) {
  const query: Record<string, string> = {}
  for (const [name, value] of event.url.searchParams) {
    if (!Object.hasOwn(schema.entries, name)) continue
    if (Object.hasOwn(query, name)) throw apiError(400, 'validation_error', undefined, { fields: { [name]: 'must be given once' } })
    query[name] = value
  }
  const result = validateObject(schema, query)
  if (!result.ok) throw apiError(400, 'validation_error', undefined, { fields: result.fields })
  return result.value
}

/** GET /api/v1/vendors?category=…&region=… */
export function handleVendors(ctx: AppContext, event: H3Event) {
  return runEndpoint(ctx, event, {
    isMatch: false,
    parse: (e) => readValidatedQuery(e, VendorsQuerySchema),
    produce: (query, { principal, limits }) => listVendors(ctx.catalogs, query, principal.tier, limits),
  })
}
