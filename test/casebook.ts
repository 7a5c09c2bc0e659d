/**
 * The expert casebook's 24 profiles (`../shared/expert-casebook.md`) as requests, shared by
 * the casebook test and `scripts/casebook.ts` (which prints the answers for a reviewer).
 */
import type { HomeMatchRequestInput, MatchRequestInput } from '../src/schemas/api.js'

export const BUSINESS_CASES: Record<string, MatchRequestInput> = {
  W1: { category: 'warehouse', region: 'US', facilitySizeSqM: 25_000, handlingUnit: 'each', ordersPerDay: 8_000, laborCostPerHour: 24, hoursPerDay: 16, daysPerWeek: 6, staffingPressure: 'high', budgetPreference: 'balanced', acquisitionPreference: 'open', techReadiness: 'medium' },
  W2: { category: 'warehouse', region: 'DE', facilitySizeSqM: 120_000, handlingUnit: 'case', ordersPerDay: 60_000, laborCostPerHour: 41, currency: 'USD', hoursPerDay: 24, daysPerWeek: 7, budgetPreference: 'maximize_long_term_roi', acquisitionPreference: 'buy', techReadiness: 'high' },
  W3: { category: 'warehouse', region: 'GB', facilitySizeSqM: 9_000, handlingUnit: 'pallet', ordersPerDay: 300, laborCostPerHour: 18, currency: 'USD', hoursPerDay: 10, daysPerWeek: 5, acquisitionPreference: 'lease', budgetPreference: 'low_upfront', techReadiness: 'low' },
  W4: { category: 'warehouse', region: 'JP', facilitySizeSqM: 6_000, handlingUnit: 'each', ordersPerDay: 1_500, laborCostPerHour: 10, currency: 'USD', hoursPerDay: 8, daysPerWeek: 5, staffingPressure: 'high' },
  W5: { category: 'warehouse', region: 'US', facilitySizeSqM: 1_200, handlingUnit: 'each', ordersPerDay: 150, laborCostPerHour: 17, hoursPerDay: 8, daysPerWeek: 5, staffingPressure: 'low', budgetPreference: 'low_upfront', techReadiness: 'low' },
  W6: { category: 'warehouse', region: 'BR', facilitySizeSqM: 15_000, handlingUnit: 'case', ordersPerDay: 2_000, laborCostPerHour: 6, currency: 'USD' },
  W7: { category: 'warehouse', region: 'AU', facilitySizeSqM: 40_000, handlingUnit: 'pallet', ordersPerDay: 800, laborCostPerHour: 30, currency: 'USD', hoursPerDay: 20, daysPerWeek: 7, budgetPreference: 'maximize_long_term_roi', techReadiness: 'high' },
  C1: { category: 'cleaning', region: 'US', floorAreaSqM: 300, floorType: 'hard', laborCostPerHour: 18, hoursPerDay: 2, daysPerWeek: 5, budgetPreference: 'low_upfront', techReadiness: 'low' },
  C2: { category: 'cleaning', region: 'US', floorAreaSqM: 8_000, floorType: 'hard', laborCostPerHour: 20, hoursPerDay: 8, daysPerWeek: 7, staffingPressure: 'high', budgetPreference: 'balanced' },
  C3: { category: 'cleaning', region: 'GB', floorAreaSqM: 4_000, floorType: 'carpet', laborCostPerHour: 17, currency: 'USD', hoursPerDay: 6, daysPerWeek: 5, budgetPreference: 'low_upfront', techReadiness: 'low' },
  C4: { category: 'cleaning', region: 'DE', floorAreaSqM: 60_000, floorType: 'hard', laborCostPerHour: 35, currency: 'USD', hoursPerDay: 24, daysPerWeek: 7, budgetPreference: 'maximize_long_term_roi', acquisitionPreference: 'buy', techReadiness: 'high' },
  C5: { category: 'cleaning', region: 'JP', floorAreaSqM: 15_000, floorType: 'mixed', laborCostPerHour: 9, currency: 'USD', hoursPerDay: 8, daysPerWeek: 7, acquisitionPreference: 'lease' },
  C6: { category: 'cleaning', region: 'AU', floorAreaSqM: 12_000, floorType: 'hard', laborCostPerHour: 28, currency: 'USD', hoursPerDay: 10, daysPerWeek: 7, budgetPreference: 'low_upfront', acquisitionPreference: 'raas' },
  C7: { category: 'cleaning', region: 'US', floorAreaSqM: 5_500, floorType: 'mixed', laborCostPerHour: 22, hoursPerDay: 4, daysPerWeek: 5, techReadiness: 'low' },
  R1: { category: 'restaurant', region: 'US', seatsPerDay: 90, serviceStyle: 'table_service', laborCostPerHour: 16, hoursPerDay: 10, daysPerWeek: 6, budgetPreference: 'low_upfront', techReadiness: 'low' },
  R2: { category: 'restaurant', region: 'JP', seatsPerDay: 600, serviceStyle: 'table_service', laborCostPerHour: 8, currency: 'USD', hoursPerDay: 14, daysPerWeek: 7, staffingPressure: 'high' },
  R3: { category: 'restaurant', region: 'GB', seatsPerDay: 250, serviceStyle: 'table_service', acquisitionPreference: 'lease', techReadiness: 'low' },
  R4: { category: 'restaurant', region: 'US', seatsPerDay: 900, serviceStyle: 'counter_service', acquisitionPreference: 'buy', techReadiness: 'high' },
  R5: { category: 'restaurant', region: 'DE', seatsPerDay: 350, serviceStyle: 'self_service' },
  R6: { category: 'restaurant', region: 'BR', seatsPerDay: 200, laborCostPerHour: 4, currency: 'USD', acquisitionPreference: 'raas', staffingPressure: 'low' },
}

export const HOME_CASES: Record<string, HomeMatchRequestInput> = {
  H1: { floorAreaSqM: 60, floorType: 'hard', pets: false, budgetUsd: 200 },
  H2: { floorAreaSqM: 180, floorType: 'mixed', pets: true, budgetUsd: 800, selfEmptying: true },
  H3: { floorAreaSqM: 90, floorType: 'hard', pets: true, budgetUsd: 600, mopping: true, selfEmptying: true, affiliateLocale: 'UK' },
  H4: { floorAreaSqM: 300, floorType: 'carpet', pets: true, budgetUsd: 330, affiliateLocale: 'UK' },
}
