/**
 * Engine throughput benchmark: business and home matches per second on one core over the
 * real catalogs. Run alone with `npx tsx bench/engine.ts`; the full benchmark suite imports
 * `benchEngine`.
 */
import { pathToFileURL } from 'node:url'
import { loadDefaultCatalogs } from '../src/catalogs/load.js'
import { DEFAULT_TIERS, matchBusiness, matchHome, type HomeContext, type MatchContext } from '../src/engine/index.js'
import type { Catalogs } from '../src/engine/types.js'
import type { HomeMatchRequest, MatchRequest } from '../src/schemas/api.js'
import { ROBOT_CATEGORIES } from '../src/schemas/catalog.js'
import { seededRandom } from './profiles.js'

/** Engine throughput in matches per second. */
export interface EngineBenchResult {
  businessPerSec: number
  homePerSec: number
}

export interface EngineBenchOptions {
  /** Measured time per kind of match, ms (default 3000). */
  durationMs?: number
  /** Distinct generated profiles cycled through (default 1000). */
  profiles?: number
  /**
   * Catalog size as a multiple of the package's (default 1): every vendor and home product
   * copied under new ids, to see how match cost grows with the catalogs.
   */
  scale?: number
}

/** The catalogs `scale` times over (copies under ids `<id>-copy<k>`); scale 1 is the catalogs themselves. */
export function scaleCatalogs(catalogs: Catalogs, scale: number): Catalogs {
  if (scale <= 1) return catalogs
  const copies = <T extends { id: string }>(items: T[]): T[] =>
    Array.from({ length: scale }, (_, k) => (k === 0 ? items : items.map((item) => ({ ...item, id: `${item.id}-copy${k}` })))).flat()
  const vendors = Object.fromEntries(Object.entries(catalogs.vendors).map(([category, list]) => [category, copies(list)])) as Catalogs['vendors']
  return { ...catalogs, vendors, home: copies(catalogs.home) }
}

const WARM_UP_ITERATIONS = 20_000
/** Checking the clock every this many matches keeps timing overhead out of the result. */
const CLOCK_CHECK_EVERY = 1_000
const MATCH_ID = '00000000-0000-4000-8000-000000000000'

function generateProfiles(count: number): { business: MatchRequest[]; home: HomeMatchRequest[] } {
  const random = seededRandom(42)
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]
  const maybe = <T>(value: T): T | undefined => (random() < 0.7 ? value : undefined)
  const levels = ['low', 'medium', 'high'] as const
  const business: MatchRequest[] = []
  const home: HomeMatchRequest[] = []
  for (let i = 0; i < count; i++) {
    const category = ROBOT_CATEGORIES[i % ROBOT_CATEGORIES.length]
    const size = Math.round(10 ** (2 + random() * 3.5))
    business.push({
      category,
      laborCostPerHour: maybe(Math.round(8 + random() * 50)),
      hoursPerDay: maybe(4 + Math.floor(random() * 21)),
      daysPerWeek: maybe(3 + Math.floor(random() * 5)),
      staffingPressure: maybe(pick(levels)),
      budgetPreference: maybe(pick(['low_upfront', 'balanced', 'maximize_long_term_roi'] as const)),
      acquisitionPreference: maybe(pick(['open', 'buy', 'lease', 'raas'] as const)),
      techReadiness: maybe(pick(levels)),
      region: maybe(pick(['US', 'GB', 'DE', 'JP', 'CA', 'FR', 'AU'])),
      facilitySizeSqM: category === 'warehouse' ? maybe(size * 10) : undefined,
      floorAreaSqM: category === 'cleaning' ? maybe(size * 5) : undefined,
      seatsPerDay: category === 'restaurant' ? maybe(Math.round(size / 10) + 20) : undefined,
    })
    home.push({
      floorAreaSqM: maybe(20 + Math.round(random() * 300)),
      floorType: maybe(pick(['hard', 'carpet', 'mixed'] as const)),
      pets: maybe(random() < 0.5),
      budgetUsd: maybe(150 + Math.round(random() * 1400)),
      mopping: maybe(random() < 0.5),
      selfEmptying: maybe(random() < 0.5),
      affiliateLocale: pick(['US', 'UK'] as const),
    })
  }
  return { business, home }
}

function measure(durationMs: number, run: (i: number) => number): number {
  let sink = 0
  for (let i = 0; i < WARM_UP_ITERATIONS; i++) sink += run(i)
  let iterations = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < durationMs) {
    for (let i = 0; i < CLOCK_CHECK_EVERY; i++) sink += run(iterations + i)
    iterations += CLOCK_CHECK_EVERY
    elapsed = performance.now() - start
  }
  // Using the sink keeps the optimiser from dropping the matches.
  if (sink < 0) throw new Error('unreachable: results are never negative')
  return Math.round((iterations / elapsed) * 1000)
}

/** Measures business and home match throughput over the package catalogs. */
export async function benchEngine(options: EngineBenchOptions = {}): Promise<EngineBenchResult> {
  const durationMs = options.durationMs ?? 3000
  const catalogs = scaleCatalogs(await loadDefaultCatalogs(), options.scale ?? 1)
  const { business, home } = generateProfiles(options.profiles ?? 1000)
  const ctx: MatchContext = {
    tier: 'pro',
    limits: DEFAULT_TIERS.pro,
    matchId: MATCH_ID,
    clickUrl: (vendorId, category) => `https://bench.test/out?v=${vendorId}&m=${MATCH_ID}&utm_campaign=${category}`,
    attributionLink: 'https://bench.test',
  }
  const homeCtx: HomeContext = { tier: 'pro', limits: DEFAULT_TIERS.pro, matchId: MATCH_ID, attributionLink: 'https://bench.test' }
  const businessPerSec = measure(durationMs, (i) => matchBusiness(catalogs, business[i % business.length], ctx).vendorMatches.length)
  const homePerSec = measure(durationMs, (i) => matchHome(catalogs, home[i % home.length], homeCtx).products.length)
  return { businessPerSec, homePerSec }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const scale of [1, 10]) {
    const result = await benchEngine({ scale })
    console.log(
      `${scale}× catalogs: business matches/s ${result.businessPerSec.toLocaleString('en-US')}, home matches/s ${result.homePerSec.toLocaleString('en-US')}`,
    )
  }
}
