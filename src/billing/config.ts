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
})

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
  /** Payment links by id: the tier each one sells, its URL. */
  paymentLinks: Record<string, { tier: Tier; url: string }>
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

/**
 * The pricing page's subscribe link per tier: the first configured payment link of each tier.
 *
 * @example
 * paymentLinksByTier({ plink_1: { tier: 'pro', url: 'https://buy.stripe.com/x' } }) // → { pro: 'https://buy.stripe.com/x' }
 */
export function paymentLinksByTier(links: Record<string, { tier: Tier; url: string }> | undefined): Partial<Record<Tier, string>> {
  const byTier: Partial<Record<Tier, string>> = {}
  for (const link of Object.values(links ?? {})) byTier[link.tier] ??= link.url
  return byTier
}
