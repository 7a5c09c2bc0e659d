import { listVendors } from '../../engine/index.js'
import { PublicVendorsResponseSchema, VendorsQuerySchema } from '../../schemas/api.js'
import { defineApiRoute } from '../pipeline.js'

/** GET /api/v1/vendors?category=…&region=… */
export const vendorsRoute = defineApiRoute({
  method: 'GET',
  path: '/api/v1/vendors',
  operationId: 'listVendors',
  summary: 'List the vendors of a category serving a region, sorted by name.',
  tag: 'catalog',
  auth: 'key',
  counting: 'request',
  query: VendorsQuerySchema,
  ok: { status: 200, description: 'The listing.', schema: { name: 'PublicVendorsResponse', schema: PublicVendorsResponseSchema } },
  produce: ({ query }, { ctx, principal, limits }) => listVendors(ctx.catalogs, query, principal.tier, limits),
})
