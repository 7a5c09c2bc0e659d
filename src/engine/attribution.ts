/** The attribution block every match response carries. */
import type { Attribution } from '../schemas/api.js'
import type { TierLimits } from './tiers.js'

/** Text integrators show next to recommendations. */
export const ATTRIBUTION_TEXT = 'Robot recommendations by robomatch'

/** Builds the attribution block; whether it must be shown follows the tier. */
export function attribution(limits: TierLimits, link: string): Attribution {
  return { required: limits.attributionRequired, link, text: ATTRIBUTION_TEXT }
}
