/**
 * Profile fixtures (`mocks/profiles/*.json`): a named request with optional expectations.
 * Used by the engine tests, `robomatch replay` and `robomatch mocks export`.
 */
import * as v from 'valibot'
import { AcquisitionModelSchema, RobotTypeSchema } from './catalog.js'
import { MatchConfidenceSchema } from './api.js'

export const FixtureExpectSchema = v.strictObject({
  /** Expected HTTP status (default 200). */
  status: v.optional(v.pipe(v.number(), v.integer())),
  /** Business: expected `bestRobotMatch.robotType`. */
  bestRobotType: v.optional(RobotTypeSchema),
  /** Business: any of these robot types is acceptable as best. */
  bestRobotTypeOneOf: v.optional(v.array(RobotTypeSchema)),
  acquisitionRecommendation: v.optional(AcquisitionModelSchema),
  /** Business: the verdict, or any of several (`proceed`, `pilot`, `not_yet`). */
  verdict: v.optional(v.array(v.picklist(['proceed', 'pilot', 'not_yet']))),
  matchConfidence: v.optional(v.array(MatchConfidenceSchema)),
  /** A vendor (business `vendorId`) or product (home `productId`) expected within the top `within`. */
  topIncludes: v.optional(v.strictObject({ id: v.string(), within: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  /** Error identifier expected for a non-2xx status. */
  error: v.optional(v.string()),
})

export const FixtureSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string()),
  /** `match` → POST /match, `home` → POST /home/match. */
  endpoint: v.picklist(['match', 'home']),
  /** The request body, sent as is (it may be deliberately invalid). */
  request: v.unknown(),
  expect: v.optional(FixtureExpectSchema),
})
export type Fixture = v.InferOutput<typeof FixtureSchema>
export type FixtureExpect = v.InferOutput<typeof FixtureExpectSchema>
