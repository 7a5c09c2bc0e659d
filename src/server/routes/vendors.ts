import type { H3Event } from 'h3'
import { listVendors } from '../../engine/index.js'
import { VendorsQuerySchema } from '../../schemas/api.js'
import { runEndpoint, type AppContext } from '../pipeline.js'
import { readValidatedQuery } from '../validate.js'

/** GET /api/v1/vendors?category=…&region=… */
export function handleVendors(ctx: AppContext, event: H3Event) {
  return runEndpoint(ctx, event, {
    isMatch: false,
    parse: (e) => readValidatedQuery(e, VendorsQuerySchema),
    produce: (query, { principal, limits }) => listVendors(ctx.catalogs, query, principal.tier, limits),
  })
}
