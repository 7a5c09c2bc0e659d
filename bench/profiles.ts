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
