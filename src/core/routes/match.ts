import { matchBusiness } from '../../engine/index.js'
import { MatchRequestSchema, PublicMatchResponseSchema } from '../../schemas/api.js'
import { defineApiRoute } from '../pipeline.js'

/** POST /api/v1/match: a business profile → robot type, acquisition model, vendors. */
export const matchRoute = defineApiRoute({
  method: 'POST',
  path: '/api/v1/match',
  operationId: 'createMatch',
  summary: 'Recommend a robot type, acquisition model and vendors for a business profile.',
  tag: 'matching',
  auth: 'key',
  counting: 'match',
  body: MatchRequestSchema,
  bodyName: 'MatchRequest',
  ok: { status: 200, description: 'The recommendation.', schema: { name: 'PublicMatchResponse', schema: PublicMatchResponseSchema } },
  errors: { 422: 'Match engine error (`engine_error`).' },
  produce({ body }, { ctx, principal, limits, origin }) {
    const matchId = ctx.generateId()
    // Signing is synchronous (links.ts), so the engine signs each listed vendor's link itself.
    return matchBusiness(ctx.catalogs, body, {
      tier: principal.tier,
      limits,
      matchId,
      clickUrl: (vendorId, category) => ctx.links.clickUrl(origin, vendorId, matchId, category),
      attributionLink: `${origin}/api/v1/openapi.json`,
    })
  },
})
