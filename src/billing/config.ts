/**
 * The `billing` section of the config file (PRODUCT.md section 9): Stripe Payment Links and the
 * name of the environment variable holding the webhook signing secret. Secrets never sit in the
 * file; `resolveBillingSecrets` reads them when `serve` starts.
 */
import * as v from 'valibot'
import type { Tier } from '../schemas/api.js'

/** A Stripe Payment Link id, as its dashboard shows it (`plink_…`). */
const PAYMENT_LINK_ID_RE = /^plink_[A-Za-z0-9]{1,200}$/

const PaymentLinkSchema = v.strictObject({
  tier: v.picklist(['starter', 'pro'], 'must be "starter" or "pro"'),
  url: v.pipe(
    v.string('must be a string'),
    v.check((url) => URL.canParse(url) && ['https:', 'http:'].includes(new URL(url).protocol), 'must be an absolute URL such as https://buy.stripe.com/test_…'),
  ),
  /** The Stripe price the link sells (`price_…`): a subscription moved to it later moves to this tier. */
  price: v.optional(v.pipe(v.string('must be a string'), v.regex(/^price_[A-Za-z0-9]{1,200}$/, 'must be a Stripe price id (price_…)'))),
  /** What the pricing page shows: the amount in minor units (cents, pence), as Stripe counts it. */
  amount: v.optional(
    v.pipe(v.number('must be a number'), v.integer('must be a whole number of minor units (e.g. 4900 for 49.00)'), v.minValue(0, 'must be 0 or more')),
  ),
  /** ISO 4217 currency code of `amount`, e.g. "usd" or "EUR". */
  currency: v.optional(v.pipe(v.string('must be a string'), v.regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 currency code such as "usd"'))),
  /** How often `amount` is charged. */
  interval: v.optional(v.picklist(['day', 'week', 'month', 'year'], 'must be "day", "week", "month" or "year"')),
})

/** A configured payment link as the server uses it. */
export type PaymentLink = v.InferOutput<typeof PaymentLinkSchema>

export const StripeBillingSchema = v.strictObject({
  /** Environment variable holding the webhook signing secret (`whsec_…`), e.g. `STRIPE_WEBHOOK_SECRET`. */
  webhookSecretEnv: v.pipe(
    v.string('must be a string'),
    v.regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, 'must be the name of an environment variable, such as STRIPE_WEBHOOK_SECRET'),
  ),
  /** Payment links by id (`plink_…`): which tier each sells and its URL for the pricing page. */
  paymentLinks: v.pipe(
    v.record(v.pipe(v.string(), v.regex(PAYMENT_LINK_ID_RE, 'must be keyed by Stripe Payment Link ids (plink_…)')), PaymentLinkSchema),
    v.check((links) => Object.keys(links).length > 0, 'must name at least one payment link'),
    v.check((links) => {
      const tierOf = new Map<string, string>()
      for (const link of Object.values(links)) {
        if (link.price === undefined) continue
        if ((tierOf.get(link.price) ?? link.tier) !== link.tier) return false
        tierOf.set(link.price, link.tier)
      }
      return true
    }, 'must not sell one price as two tiers (a price id names one tier)'),
    v.check(
      (links) => Object.values(links).every((link) => (link.amount === undefined) === (link.currency === undefined)),
      'must give "amount" and "currency" together (the pricing page shows both)',
    ),
  ),
})

export const BillingConfigSchema = v.strictObject({
  stripe: StripeBillingSchema,
})

/** The `billing` section as validated. */
export type BillingConfig = v.InferOutput<typeof BillingConfigSchema>

/** Billing ready to mount: the config with its secret read from the environment. */
export interface StripeBilling {
  /** Webhook signing secret (`whsec_…`). */
  webhookSecret: string
  /** Payment links by id: the tier each one sells, its URL, and optionally its price and terms. */
  paymentLinks: Record<string, PaymentLink>
}

/** The environment variable named by the config is not set: `serve` stops with this (exit 2). */
export class BillingSecretError extends Error {
  // Named like the config's own errors, so the CLI answers it with exit 2 and one line.
  override name = 'ConfigError'
}

/**
 * Reads the webhook secret the config names from `env`.
 *
 * @example
 * resolveBillingSecrets({ stripe: { webhookSecretEnv: 'STRIPE_WEBHOOK_SECRET', paymentLinks } }, process.env)
 * // → { webhookSecret: 'whsec_…', paymentLinks }
 */
export function resolveBillingSecrets(config: BillingConfig, env: Record<string, string | undefined>): StripeBilling {
  const name = config.stripe.webhookSecretEnv
  const secret = env[name]?.trim()
  if (!secret) {
    throw new BillingSecretError(
      `billing.stripe.webhookSecretEnv names ${name}, which is not set: export ${name}=whsec_… (the signing secret of your Stripe webhook endpoint, or of \`stripe listen\`) before starting the server`,
    )
  }
  return { webhookSecret: secret, paymentLinks: config.stripe.paymentLinks }
}

/** What the pricing page shows of one tier's offer: where to subscribe, and for how much. */
export interface TierOffer {
  url: string
  /** Minor units (cents). */
  amount?: number
  /** ISO 4217 code, upper case. */
  currency?: string
  interval?: 'day' | 'week' | 'month' | 'year'
}

/**
 * The pricing page's offer per tier: the first configured payment link of each tier.
 *
 * @example
 * offersByTier({ plink_1: { tier: 'pro', url: 'https://buy.stripe.com/x', amount: 4900, currency: 'usd', interval: 'month' } })
 * // → { pro: { url: 'https://buy.stripe.com/x', amount: 4900, currency: 'USD', interval: 'month' } }
 */
export function offersByTier(links: Record<string, PaymentLink> | undefined): Partial<Record<Tier, TierOffer>> {
  const byTier: Partial<Record<Tier, TierOffer>> = {}
  for (const link of Object.values(links ?? {})) {
    byTier[link.tier] ??= { url: link.url, amount: link.amount, currency: link.currency?.toUpperCase(), interval: link.interval }
  }
  return byTier
}

/**
 * The tier a Stripe price id sells, from the configured links; undefined for a price not configured.
 * @example tierOfPrice({ plink_1: { tier: 'pro', url, price: 'price_1' } }, 'price_1') // → 'pro'
 */
export function tierOfPrice(links: Record<string, PaymentLink>, price: string): Tier | undefined {
  return Object.values(links).find((link) => link.price === price)?.tier
}
