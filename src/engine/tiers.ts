import type { Tier } from '../schemas/api.js'

/** What one tier may do. The only table of limits: config overrides are merged onto it. */
export interface TierLimits {
  requestsPerMinute: number
  matchesPerMonth: number
  /** Vendors (or home products) per match. */
  maxVendors: number
  /** Vendors (or home products) per catalog listing. */
  maxCatalogVendors: number
  attributionRequired: boolean
}

export type TierTable = Record<Tier, TierLimits>

export const DEFAULT_TIERS: TierTable = {
  starter: {
    requestsPerMinute: 30,
    matchesPerMonth: 2000,
    maxVendors: 3,
    maxCatalogVendors: 50,
    attributionRequired: false,
  },
  pro: {
    requestsPerMinute: 60,
    matchesPerMonth: 10000,
    maxVendors: 5,
    maxCatalogVendors: 200,
    attributionRequired: false,
  },
}

export const TIERS = ['starter', 'pro'] as const satisfies readonly Tier[]
