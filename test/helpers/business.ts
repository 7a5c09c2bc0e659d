/**
 * One business answer from the engine, checked against the documented schema of its tier
 * (finite numbers, every field): what the casebook and fresh-profile tests judge.
 */
import * as v from 'valibot'
import { DEFAULT_TIERS, matchBusiness, type Catalogs } from '../../src/engine/index.js'
import { MatchRequestSchema, MatchResponseSchema, type MatchRequestInput, type PublicMatchResponse, type Tier } from '../../src/schemas/api.js'

export function businessAnswer(catalogs: Catalogs, request: MatchRequestInput, tier: Tier = 'pro'): PublicMatchResponse {
  const answer = matchBusiness(catalogs, v.parse(MatchRequestSchema, request), {
    tier,
    limits: DEFAULT_TIERS[tier],
    matchId: '3f2b8c1e-5d4a-4b7e-9c2d-1a2b3c4d5e6f',
    clickUrl: (vendorId, category) => `https://api.test/out?v=${vendorId}&c=${category}`,
    attributionLink: 'https://api.test/api/v1/openapi.json',
  })
  v.parse(MatchResponseSchema, answer)
  return answer
}
