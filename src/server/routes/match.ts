import type { H3Event } from 'h3'
import { matchBusiness } from '../../engine/index.js'
import { MatchRequestSchema, type MatchRequest } from '../../schemas/api.js'
import { validateObject } from '../../schemas/validate.js'
import { apiError } from '../errors.js'
import { readJsonBody } from '../http.js'
import { runEndpoint, type AppContext } from '../pipeline.js'

/** Reads and validates a body against an object schema, every bad field reported at once. */
export async function readValidated<T>(event: H3Event, validate: (input: unknown) => { ok: true; value: T } | { ok: false; fields: Record<string, string> }): Promise<T> {
  const result = validate(await readJsonBody(event.req))
  if (!result.ok) throw apiError(400, 'validation_error', undefined, { fields: result.fields })
  return result.value
}

/** POST /api/v1/match */
export function handleMatch(ctx: AppContext, event: H3Event) {
  return runEndpoint<MatchRequest>(ctx, event, {
    isMatch: true,
    parse: (e) => readValidated(e, (input) => validateObject(MatchRequestSchema, input)),
    produce: (request, { principal, limits }) => {
      const origin = ctx.origin ?? event.url.origin
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
