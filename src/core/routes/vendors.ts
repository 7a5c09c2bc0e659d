import { listVendors } from '../../engine/index.js'
import { PublicVendorsResponseSchema, VendorsQuerySchema } from '../../schemas/api.js'
import { defineApiRoute } from '../pipeline.js'

/** GET /api/v1/vendors?category=…&region=… */
export const vendorsRoute = defineApiRoute({
  method: 'GET',
  path: '/api/v1/vendors',
  operationId: 'listVendors',
  summary: 'List the vendors of a category serving a region, sorted by name.',
  description:
    'The catalog vendors of a category that sell in a region (`US` by default; `UK` is read as `GB`), sorted by name, at most the tier’s maxCatalogVendors (`count`; `total` is the number before the cap). Counts one request when it succeeds.',
  tag: 'catalog',
  auth: 'key',
  counting: 'request',
  query: VendorsQuerySchema,
  ok: { status: 200, description: 'The vendors.', schema: { name: 'VendorsResponse', schema: PublicVendorsResponseSchema } },
  examples: [
    { name: 'restaurant_gb', summary: 'Restaurant robot vendors selling in the UK', tier: 'starter', query: { category: 'restaurant', region: 'GB' } },
  ],
  produce: ({ query }, { ctx, principal, limits }) => listVendors(ctx.catalogs, query, principal.tier, limits),
})
