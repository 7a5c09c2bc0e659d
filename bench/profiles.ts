/**
 * Request bodies of the load runs: thousands of distinct realistic business profiles (the
 * benchmark's leading row), and a handful of fixed ones cycled for the repeated-input rows.
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

/** Regions a profile is asked for, weighted by repetition (some spelled as clients do: lower case, `UK`). */
const REGIONS = ['US', 'US', 'US', 'us', 'GB', 'UK', 'DE', 'FR', 'CA', 'JP', 'AU', 'NL', 'ES', 'IT', 'SE', 'PL', 'KR', 'SG', 'AE', 'BR', 'MX', 'IN']

/** A small seeded PRNG (mulberry32): the same profiles on every run and machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * `count` realistic business profiles, all different: every category, sizes and throughputs
 * spread over what real sites have (log-uniform), regions, wages and schedules, and each
 * optional field given or left out as integrators do (about a third of the time left out).
 * Seeded, so every run measures the same inputs; no two bodies are equal, so no answer can be
 * reused between requests.
 *
 * @example
 * realisticMatchProfiles(2000).length // 2000
 */
export function realisticMatchProfiles(count: number, seed = 27): MatchRequestInput[] {
  const random = seededRandom(seed)
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]
  const logUniform = (min: number, max: number) => Math.round(Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min))))
  const sometimes = <T>(value: () => T): T | undefined => (random() < 0.67 ? value() : undefined)
  const seen = new Set<string>()
  const profiles: MatchRequestInput[] = []
  while (profiles.length < count) {
    const category = pick(['warehouse', 'cleaning', 'restaurant'] as const)
    const common = {
      region: sometimes(() => pick(REGIONS)),
      laborCostPerHour: sometimes(() => Math.round((8 + random() * 37) * 100) / 100),
      daysPerWeek: sometimes(() => pick([5, 5, 6, 6, 7])),
      staffingPressure: sometimes(() => pick(['low', 'medium', 'high'] as const)),
      budgetPreference: sometimes(() => pick(['low_upfront', 'balanced', 'maximize_long_term_roi'] as const)),
      acquisitionPreference: sometimes(() => pick(['open', 'buy', 'lease', 'raas'] as const)),
      techReadiness: sometimes(() => pick(['low', 'medium', 'high'] as const)),
    }
    const profile: MatchRequestInput =
      category === 'warehouse'
        ? {
            category,
            facilitySizeSqM: logUniform(800, 150_000),
            ordersPerDay: sometimes(() => logUniform(50, 60_000)),
            handlingUnit: sometimes(() => pick(['each', 'case', 'pallet'] as const)),
            hoursPerDay: sometimes(() => pick([8, 10, 16, 20, 24])),
            ...common,
          }
        : category === 'cleaning'
          ? {
              category,
              floorAreaSqM: logUniform(300, 80_000),
              floorType: sometimes(() => pick(['hard', 'carpet', 'mixed'] as const)),
              hoursPerDay: sometimes(() => pick([2, 4, 6, 8, 10, 12])),
              ...common,
            }
          : {
              category,
              seatsPerDay: logUniform(40, 4000),
              serviceStyle: sometimes(() => pick(['table_service', 'counter_service', 'self_service'] as const)),
              hoursPerDay: sometimes(() => pick([8, 10, 12, 14, 16])),
              ...common,
            }
    // Fields left out are absent, not `undefined` (JSON.stringify drops them anyway).
    const body = JSON.parse(JSON.stringify(profile)) as MatchRequestInput
    const text = JSON.stringify(body)
    if (seen.has(text)) continue
    seen.add(text)
    profiles.push(body)
  }
  return profiles
}
