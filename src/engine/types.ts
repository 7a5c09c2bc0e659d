import type { ExchangeRate, HomeProduct, RobotCategory, Vendor } from '../schemas/catalog.js'
import type { Tier } from '../schemas/api.js'
import type { CleaningRates } from '../schemas/cleaning-rates.js'
import type { MoneyTable, RestaurantRates, WarehouseRates } from '../schemas/economics-rates.js'
import type { TierLimits } from './tiers.js'

/** Catalog data the engine scores over, already validated. */
export interface Catalogs {
  vendors: Record<RobotCategory, Vendor[]>
  home: HomeProduct[]
  /** USD per GBP, used to turn a budget typed in £ into `budgetUsd` (CLI, site). */
  exchangeRate: ExchangeRate
  /** Rates of the cleaning ROI model, each with its sources (`catalogs/cleaning-rates.json`). */
  cleaningRates: CleaningRates
  /** Figures of the warehouse economics (`catalogs/warehouse-rates.json`). */
  warehouseRates: WarehouseRates
  /** Figures of the restaurant economics (`catalogs/restaurant-rates.json`). */
  restaurantRates: RestaurantRates
  /** Dated exchange rates, and per country its currency and default labour cost (`catalogs/money.json`). */
  money: MoneyTable
  /** The day of the catalogs' newest check (YYYY-MM-DD), carried by every answer. */
  catalogVersion: string
}

/** What the caller (server, CLI `--local`, MSW) supplies for one match; keeps the engine pure. */
export interface MatchContext {
  tier: Tier
  limits: TierLimits
  /** uuid of this match, from the caller's id source. */
  matchId: string
  /** Builds the tracked `/out` click URL of a business vendor for this match. */
  clickUrl: (vendorId: string, category: RobotCategory) => string
  /** Link placed in the attribution block. */
  attributionLink: string
}

export interface HomeContext {
  tier: Tier
  limits: TierLimits
  matchId: string
  attributionLink: string
}

/** The engine could not produce a recommendation for a valid profile (HTTP 422). */
export class EngineError extends Error {
  override name = 'EngineError'
}
