import type { RobomatchStorage } from '../storage/types.js'
import type { Tier } from '../schemas/api.js'
import type { StripeBilling, TierOffer } from '../billing/config.js'
import type { TierTable } from '../engine/tiers.js'
import type { Catalogs } from '../engine/types.js'
import type { AppObserver } from '../core/events.js'

/** Options of `createApp`: everything is optional; defaults serve memory storage and the package catalogs. */
export interface AppOptions {
  /** A storage spec (`memory`, `fs:DIR`, `redis://…`) or an opened storage. Default `memory`. */
  storage?: string | RobomatchStorage
  /** Tier limits, already merged with the defaults (see `resolveConfig`). */
  tiers?: TierTable
  /**
   * Public origin used in click links (`{origin}/out?...`). `startServer` defaults it to the
   * address it listens on; an app answering in-process without one uses the request URL's origin.
   */
  origin?: string
  /**
   * Behind a reverse proxy: click links use `X-Forwarded-Host` / `X-Forwarded-Proto`, and client
   * addresses (limits, logs) the right-most `X-Forwarded-For` entry (default false).
   */
  trustProxy?: boolean
  /** Further proxies whose `X-Forwarded-For` entries are skipped (a CDN before the load balancer). */
  trustedProxies?: readonly string[]
  /** Catalogs directory (default: the package's `catalogs/`), or catalogs already loaded. */
  catalogs?: string | Catalogs
  /** Mock mode: accept `rm_test_starter_*` / `rm_test_pro_*` keys and honour `Prefer: code=…`. */
  mock?: boolean
  /** Source of match ids (default `crypto.randomUUID`); MSW's deterministic ids use this. */
  generateId?: () => string
  /** Clock in ms (default `Date.now`); tests move time with it. */
  now?: () => number
  /** Serve the website at `/` (default true; `robomatch serve --no-site` turns it off). */
  site?: boolean
  /**
   * Checkout links per tier for the pricing page's subscribe buttons (billing, section 9): a URL,
   * or an offer with its price and period. Without them the page says how a self-hoster creates keys.
   */
  paymentLinks?: Partial<Record<Tier, string | TierOffer>>
  /**
   * Selling access with Stripe (section 9): mounts the webhook, success and recovery pages, and
   * gives the pricing page its payment links. Off when absent.
   */
  billing?: StripeBilling
  /** Told about every answer and every limit or storage refusal (metrics; `src/core/events.ts`). */
  observe?: AppObserver
}

export type { RobomatchApp } from '../core/app.js'
