/**
 * What the conformance checks share: the probe, the keys, the requests several checks look
 * at (made once, on first need, so the run spends few matches) and the usage trail.
 */
import { DEFAULT_TIERS, TIERS, type TierLimits } from '../../engine/tiers.js'
import { PublicMatchResponseSchema, type PublicMatchResponse, type Tier } from '../../schemas/api.js'
import type { RobotCategory } from '../../schemas/catalog.js'
import { expectSchema, expectStatus, fail } from './expect.js'
import type { Exchange, Probe, RequestSpec } from './probe.js'

/** Realistic business profiles, one per category. */
export const PROFILES: Record<RobotCategory, Record<string, unknown>> = {
  warehouse: {
    category: 'warehouse',
    facilitySizeSqM: 12_000,
    laborCostPerHour: 24,
    hoursPerDay: 16,
    daysPerWeek: 6,
    staffingPressure: 'high',
    budgetPreference: 'balanced',
    acquisitionPreference: 'open',
    techReadiness: 'medium',
    region: 'US',
  },
  cleaning: {
    category: 'cleaning',
    floorAreaSqM: 6_000,
    laborCostPerHour: 19,
    hoursPerDay: 8,
    daysPerWeek: 7,
    staffingPressure: 'medium',
    budgetPreference: 'maximize_long_term_roi',
    acquisitionPreference: 'lease',
    techReadiness: 'medium',
    region: 'US',
  },
  restaurant: {
    category: 'restaurant',
    seatsPerDay: 400,
    laborCostPerHour: 17,
    hoursPerDay: 12,
    daysPerWeek: 7,
    staffingPressure: 'high',
    budgetPreference: 'low_upfront',
    acquisitionPreference: 'raas',
    techReadiness: 'low',
    region: 'US',
  },
}

/** A realistic home vacuum profile. */
const HOME_PROFILE = { floorAreaSqM: 95, floorType: 'mixed', pets: true, budgetUsd: 700, selfEmptying: true }

/** Tier limits the checks rely on: the contract's defaults (seed §8). */
export function limitsOf(tier: string | null | undefined): TierLimits | undefined {
  return TIERS.includes(tier as Tier) ? DEFAULT_TIERS[tier as Tier] : undefined
}

/** One named check: resolves when it passes, throws a CheckFailure (or UnreachableError) when not. */
export interface Check {
  name: string
  run(ctx: ConformanceContext): Promise<void>
}

/** One successful match answer seen for a key, in order (the usage trail). */
export interface UsageStep {
  path: string
  used: number | undefined
}

/** Caches a request: made on first call, the same promise afterwards. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined
  return () => (promise ??= make())
}

/** The shared state of one conformance run. */
export class ConformanceContext {
  /** Successful match answers per key, in order. */
  readonly usageTrail = new Map<string, UsageStep[]>()
  /** Business match (main key) per category. */
  readonly match: Record<RobotCategory, () => Promise<Exchange>>
  /** Warehouse match with the pro key. */
  readonly proMatch: () => Promise<Exchange>
  /** Home match with the main key, per affiliate locale. */
  readonly homeMatch: Record<'US' | 'UK', () => Promise<Exchange>>
  /** GET /vendors?category=warehouse with X-API-Key. */
  readonly vendors: () => Promise<Exchange>
  /** GET /openapi.json without a key. */
  readonly openapi: () => Promise<Exchange>

  constructor(
    readonly probe: Probe,
    readonly key: string,
    readonly proKey: string | undefined,
  ) {
    probe.onMatchSuccess = (exchange, spec) => this.record(exchange, spec)
    const matchOf = (category: RobotCategory) => once(() => this.postMatch(PROFILES[category]))
    this.match = { warehouse: matchOf('warehouse'), cleaning: matchOf('cleaning'), restaurant: matchOf('restaurant') }
    this.proMatch = once(() => {
      if (!proKey) fail('no --pro-key given')
      return probe.send({ path: '/match', auth: { apiKey: proKey }, json: PROFILES.warehouse })
    })
    const homeOf = (locale: 'US' | 'UK') =>
      once(() => probe.send({ path: '/home/match', auth: { apiKey: key }, json: { ...HOME_PROFILE, affiliateLocale: locale } }))
    this.homeMatch = { US: homeOf('US'), UK: homeOf('UK') }
    this.vendors = once(() => this.get('/vendors?category=warehouse'))
    this.openapi = once(() => probe.send({ path: '/openapi.json' }))
  }

  /** POST /match with the main key. */
  postMatch(body: unknown): Promise<Exchange> {
    return this.probe.send({ path: '/match', auth: { apiKey: this.key }, json: body })
  }

  /** GET `path` with the main key as X-API-Key. */
  get(path: string): Promise<Exchange> {
    return this.probe.send({ path, auth: { apiKey: this.key } })
  }

  /** The successful matches seen so far for the main key. */
  trail(): UsageStep[] {
    return this.usageTrail.get(this.key) ?? []
  }

  private record(exchange: Exchange, spec: RequestSpec): void {
    const key = spec.auth && 'apiKey' in spec.auth ? spec.auth.apiKey : spec.auth?.bearer
    if (key === undefined) return
    const header = exchange.headers.get('x-usage-used')
    const used = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : undefined
    const steps = this.usageTrail.get(key) ?? []
    steps.push({ path: new URL(exchange.url).pathname, used })
    this.usageTrail.set(key, steps)
  }
}

/**
 * The body of a successful business match, or a failure saying why a dependent check
 * cannot run (`needs` names what it needed).
 */
export function requireMatch(exchange: Exchange, needs: string): PublicMatchResponse {
  expectStatus(exchange, 200, `needs ${needs}`)
  return expectSchema(PublicMatchResponseSchema, exchange.json, `needs ${needs}; its body`)
}
