import type { H3Event } from 'h3'
import { listHomeProducts, matchHome } from '../../engine/index.js'
import { HomeMatchRequestSchema, HomeProductsQuerySchema, type HomeMatchRequest } from '../../schemas/api.js'
import { requestOrigin } from '../origin.js'
import { runEndpoint, type AppContext } from '../pipeline.js'
import { readValidatedBody, readValidatedQuery } from '../validate.js'

/** POST /api/v1/home/match */
export function handleHomeMatch(ctx: AppContext, event: H3Event) {
  return runEndpoint<HomeMatchRequest>(ctx, event, {
    isMatch: true,
    parse: (e) => readValidatedBody(e, HomeMatchRequestSchema),
    produce: (request, { principal, limits }) =>
      matchHome(ctx.catalogs, request, {
        tier: principal.tier,
        limits,
        matchId: ctx.generateId(),
        attributionLink: `${requestOrigin(ctx, event)}/api/v1/openapi.json`,
      }),
  })
}

/** GET /api/v1/home/products?locale=US|UK */
export function handleHomeProducts(ctx: AppContext, event: H3Event) {
  return runEndpoint(ctx, event, {
    isMatch: false,
    parse: (e) => readValidatedQuery(e, HomeProductsQuerySchema),
    produce: (query, { principal, limits }) => listHomeProducts(ctx.catalogs, query.locale, principal.tier, limits),
  })
}
