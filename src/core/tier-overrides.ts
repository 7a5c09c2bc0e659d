/**
 * Tier limit overrides (`tiers` in robomatch.config.json, `limits` of `robomatch/msw`): one
 * schema and one merge, so the config file and the MSW handlers accept exactly the same.
 */
import * as v from 'valibot'
import { DEFAULT_TIERS, type TierLimits, type TierTable } from '../engine/tiers.js'

const PositiveInt = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'))

/** Overrides of one tier: each limit optional. */
const TierOverrideSchema = v.strictObject({
  requestsPerMinute: v.optional(PositiveInt),
  matchesPerMonth: v.optional(PositiveInt),
  maxVendors: v.optional(PositiveInt),
  maxCatalogVendors: v.optional(PositiveInt),
  attributionRequired: v.optional(v.boolean('must be true or false')),
})

/** Overrides per tier. */
export const TierOverridesSchema = v.strictObject({ starter: v.optional(TierOverrideSchema), pro: v.optional(TierOverrideSchema) })
export type TierOverrides = v.InferOutput<typeof TierOverridesSchema>

/**
 * The default tiers with the given (already validated) overrides; a partial tier overrides
 * only what it names.
 *
 * @example
 * mergeTierOverrides({ starter: { requestsPerMinute: 5 } }).starter.matchesPerMonth // → 2000
 */
export function mergeTierOverrides(overrides?: TierOverrides): TierTable {
  const merge = (base: TierLimits, extra?: Partial<TierLimits>): TierLimits => ({ ...base, ...extra })
  return {
    starter: merge(DEFAULT_TIERS.starter, overrides?.starter),
    pro: merge(DEFAULT_TIERS.pro, overrides?.pro),
  }
}
