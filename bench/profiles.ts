/**
 * Realistic request bodies the load runs cycle through, so a run does not measure one
 * cached path: every category, partial and full profiles, several regions.
 */
import type { HomeMatchRequestInput, MatchRequestInput } from '../src/schemas/api.js'

/** Business profiles for POST /api/v1/match. */
export const MATCH_PROFILES: MatchRequestInput[] = [
  { category: 'warehouse', facilitySizeSqM: 8000, laborCostPerHour: 22, hoursPerDay: 16, daysPerWeek: 6, staffingPressure: 'high', region: 'US' },
  { category: 'cleaning', floorAreaSqM: 12000, laborCostPerHour: 18, hoursPerDay: 8, daysPerWeek: 7, budgetPreference: 'balanced', region: 'gb' },
  { category: 'restaurant', seatsPerDay: 400, laborCostPerHour: 16, acquisitionPreference: 'raas', techReadiness: 'medium', region: 'US' },
  {
    category: 'warehouse',
    facilitySizeSqM: 45000,
    budgetPreference: 'maximize_long_term_roi',
    acquisitionPreference: 'buy',
    techReadiness: 'high',
    region: 'DE',
  },
  { category: 'cleaning', floorAreaSqM: 2500, staffingPressure: 'medium', acquisitionPreference: 'lease' },
  { category: 'restaurant', seatsPerDay: 120, hoursPerDay: 12, daysPerWeek: 6, budgetPreference: 'low_upfront', region: 'CA' },
]

/** Home profiles for POST /api/v1/home/match. */
export const HOME_PROFILES: HomeMatchRequestInput[] = [
  { floorAreaSqM: 90, floorType: 'mixed', pets: true, budgetUsd: 600 },
  { floorAreaSqM: 160, floorType: 'carpet', selfEmptying: true, budgetUsd: 1200, affiliateLocale: 'UK' },
  { floorAreaSqM: 45, floorType: 'hard', mopping: true },
  { pets: false, budgetUsd: 300 },
]

/**
 * `count` business profiles that all differ (each of MATCH_PROFILES in turn, its size field
 * moved by one m² or seat per profile): a load over more of them than the server keeps
 * prepared answers for measures the path where every input is new.
 */
export function distinctMatchProfiles(count: number): MatchRequestInput[] {
  return Array.from({ length: count }, (_, i) => {
    const base = MATCH_PROFILES[i % MATCH_PROFILES.length]
    const step = Math.floor(i / MATCH_PROFILES.length) + 1
    if (base.category === 'cleaning') return { ...base, floorAreaSqM: (base.floorAreaSqM ?? 2000) + step }
    if (base.category === 'restaurant') return { ...base, seatsPerDay: (base.seatsPerDay ?? 200) + step }
    return { ...base, facilitySizeSqM: (base.facilitySizeSqM ?? 5000) + step }
  })
}
