import { matchBusiness } from '../../engine/index.js'
import { exampleProfiles } from '../../../mocks/profiles/index.js'
import { MatchRequestSchema, MatchResponseSchema } from '../../schemas/api.js'
import { defineApiRoute } from '../pipeline.js'

/** POST /api/v1/match: a business profile → robot type, acquisition model, vendors. */
export const matchRoute = defineApiRoute({
  method: 'POST',
  path: '/api/v1/match',
  operationId: 'createMatch',
  summary: 'Recommend a robot type, acquisition model and vendors for a business profile.',
  description:
    'Matches a warehouse, commercial cleaning or restaurant profile to the robot type that fits it, how to pay for it (buy, lease or robots as a service) and the catalog vendors that sell it in the region, ranked. ' +
    'Cleaning answers include the return on investment (`cleaningRoi`); the others a fleet sizing hint. Pro keys get runner-up types, per-rule score breakdowns and the full ROI model (`MatchResponsePro`). ' +
    'Counts one request and one monthly match when it succeeds; errors count against nothing.',
  tag: 'matching',
  auth: 'key',
  counting: 'match',
  body: MatchRequestSchema,
  bodyName: 'MatchRequest',
  ok: {
    status: 200,
    description: 'The recommendation, shaped by the tier of the key (`tier`).',
    schema: { name: 'MatchResponse', schema: MatchResponseSchema },
  },
  examples: [
    { name: 'cleaning_starter', summary: `${exampleProfiles.cleaning.name} (starter key)`, tier: 'starter', body: exampleProfiles.cleaning.request },
    { name: 'cleaning_pro', summary: `${exampleProfiles.cleaning.name} (pro key)`, tier: 'pro', body: exampleProfiles.cleaning.request },
    { name: 'warehouse_pro', summary: `${exampleProfiles.warehouse.name} (pro key)`, tier: 'pro', body: exampleProfiles.warehouse.request },
    { name: 'restaurant_starter', summary: `${exampleProfiles.restaurant.name} (starter key)`, tier: 'starter', body: exampleProfiles.restaurant.request },
  ],
  errors: { 422: 'The match engine could not produce a recommendation for this profile (`engine_error`).' },
  async produce({ body }, { ctx, principal, limits, origin }) {
    const matchId = ctx.generateId()
    const answer = matchBusiness(ctx.catalogs, body, {
      tier: principal.tier,
      limits,
      matchId,
      // Left empty here and filled in below: one signature covers every listed vendor, so
      // the links are made once the list is known.
      clickUrl: () => '',
      attributionLink: `${origin}/api/v1/openapi.json`,
    })
    const vendors = answer.vendorMatches
    const urls = await ctx.links.clickUrls(
      origin,
      matchId,
      body.category,
      vendors.map((vendor) => vendor.vendorId),
    )
    vendors.forEach((vendor, i) => (vendor.clickUrl = urls[i]))
    return answer
  },
})
