import { listHomeProducts, matchHome } from '../../engine/index.js'
import { HomeMatchRequestSchema, HomeMatchResponseSchema, HomeProductsQuerySchema, HomeProductsResponseSchema } from '../../schemas/api.js'
import { defineApiRoute } from '../pipeline.js'

/** POST /api/v1/home/match: a home → robot vacuums. */
export const homeMatchRoute = defineApiRoute({
  method: 'POST',
  path: '/api/v1/home/match',
  operationId: 'createHomeMatch',
  summary: 'Recommend robot vacuums for a home.',
  tag: 'matching',
  auth: 'key',
  counting: 'match',
  body: HomeMatchRequestSchema,
  bodyName: 'HomeMatchRequest',
  ok: { status: 200, description: 'The recommendation.', schema: { name: 'HomeMatchResponse', schema: HomeMatchResponseSchema } },
  errors: { 422: 'Match engine error (`engine_error`).' },
  produce: ({ body }, { ctx, principal, limits, origin }) =>
    matchHome(ctx.catalogs, body, {
      tier: principal.tier,
      limits,
      matchId: ctx.generateId(),
      attributionLink: `${origin}/api/v1/openapi.json`,
    }),
})

/** GET /api/v1/home/products?locale=US|UK */
export const homeProductsRoute = defineApiRoute({
  method: 'GET',
  path: '/api/v1/home/products',
  operationId: 'listHomeProducts',
  summary: 'List the home robot vacuum catalog with retailer links for a locale.',
  tag: 'catalog',
  auth: 'key',
  counting: 'request',
  query: HomeProductsQuerySchema,
  ok: { status: 200, description: 'The listing.', schema: { name: 'HomeProductsResponse', schema: HomeProductsResponseSchema } },
  produce: ({ query }, { ctx, principal, limits }) => listHomeProducts(ctx.catalogs, query.locale, principal.tier, limits),
})
