import type { H3Event } from 'h3'
import { matchBusiness } from '../../engine/index.js'
import { MatchRequestSchema, type MatchRequest } from '../../schemas/api.js'
import { requestOrigin } from '../origin.js'
import { runEndpoint, type AppContext } from '../pipeline.js'
import { readValidatedBody } from '../validate.js'

/** POST /api/v1/match */
export function handleMatch(ctx: AppContext, event: H3Event) {
  return runEndpoint<MatchRequest>(ctx, event, {
    isMatch: true,
    parse: (e) => readValidatedBody(e, MatchRequestSchema),
    produce: (request, { principal, limits }) => {
      const origin = requestOrigin(ctx, event)
      const matchId = ctx.generateId()
      return matchBusiness(ctx.catalogs, request, {
        tier: principal.tier,
        limits,
        matchId,
        clickUrl: (vendorId, category) => ctx.links.clickUrl(origin, vendorId, matchId, category),
        attributionLink: `${origin}/api/v1/openapi.json`,
      })
    },
  })
}
