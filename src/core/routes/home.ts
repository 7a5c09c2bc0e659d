import { listHomeProducts, matchHome } from '../../engine/index.js'
import { exampleProfiles } from '../../../mocks/profiles/index.js'
import { HomeMatchRequestSchema, HomeMatchResponseDocSchema, HomeProductsQuerySchema, HomeProductsResponseSchema } from '../../schemas/api.js'
import { defineApiRoute } from '../pipeline.js'

/** POST /api/v1/home/match: a home → robot vacuums. */
export const homeMatchRoute = defineApiRoute({
  method: 'POST',
  path: '/api/v1/home/match',
  operationId: 'createHomeMatch',
  summary: 'Recommend robot vacuums for a home.',
  description:
    'Ranks the home robot vacuum catalog for a home: floor area and type, pets, budget ceiling, mopping and self-emptying. Every field is optional (`{}` is valid). ' +
    '`affiliateLocale: UK` shows UK retailer prices and links; the locale never changes the ranking. Pro keys get `scoreDetail` per product (`HomeMatchResponsePro`). ' +
    'Shares the monthly match quota with POST /match.',
  tag: 'matching',
  auth: 'key',
  counting: 'match',
  body: HomeMatchRequestSchema,
  bodyName: 'HomeMatchRequest',
  ok: {
    status: 200,
    description: 'The recommendation, shaped by the tier of the key (`tier`).',
    schema: { name: 'HomeMatchResponse', schema: HomeMatchResponseDocSchema },
  },
  errors: { 422: 'The match engine could not produce a recommendation (`engine_error`).' },
  examples: [
    { name: 'uk_family_starter', summary: `${exampleProfiles.home.name} (starter key)`, tier: 'starter', body: exampleProfiles.home.request },
    { name: 'uk_family_pro', summary: `${exampleProfiles.home.name} (pro key)`, tier: 'pro', body: exampleProfiles.home.request },
    { name: 'empty_starter', summary: 'No details at all: `{}` (starter key)', tier: 'starter', body: {} },
  ],
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
  description:
    'The whole home robot vacuum catalog with prices and tracked retailer links for the locale (`US` by default, or `UK`). Counts one request when it succeeds.',
  tag: 'catalog',
  auth: 'key',
  counting: 'request',
  query: HomeProductsQuerySchema,
  ok: { status: 200, description: 'The catalog for the locale.', schema: { name: 'HomeProductsResponse', schema: HomeProductsResponseSchema } },
  examples: [{ name: 'uk', summary: 'UK retailer prices and links', tier: 'starter', query: { locale: 'UK' } }],
  produce: ({ query }, { ctx, principal, limits }) => listHomeProducts(ctx.catalogs, query.locale, principal.tier, limits),
})
