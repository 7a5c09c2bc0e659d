/**
 * Stripe-shaped test events, signed like Stripe signs them
 * (`stripe.webhooks.generateTestHeaderString`): for `robomatch billing simulate` and tests.
 * The shapes follow Stripe's event objects (`object: 'event'`, `data.object` a
 * `checkout.session` or a `subscription`), trimmed to what a webhook reads.
 */
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'

/** A random Stripe-like id: `prefix` + 24 letters and digits. */
export function stripeLikeId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return prefix + Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('')
}

interface EventBase {
  /** Event id (default: a fresh `evt_…`). */
  id?: string
  /** Unix seconds (default: now). */
  created?: number
}

function envelope(type: string, object: Record<string, unknown>, base: EventBase) {
  return {
    id: base.id ?? stripeLikeId('evt_test_'),
    object: 'event',
    api_version: '2025-10-29.clover',
    created: base.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  }
}

/**
 * `checkout.session.completed` of a Payment Link subscription checkout.
 * @example checkoutCompletedEvent({ sessionId: 'cs_test_…', subscriptionId: 'sub_…', paymentLink: 'plink_…' })
 */
export function checkoutCompletedEvent(
  options: EventBase & {
    sessionId: string
    subscriptionId: string
    paymentLink: string
    paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required'
    type?: string
  },
) {
  return envelope(
    options.type ?? 'checkout.session.completed',
    {
      id: options.sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: options.paymentStatus ?? 'paid',
      payment_link: options.paymentLink,
      subscription: options.subscriptionId,
      customer: 'cus_test_simulated',
      customer_details: { email: 'buyer@example.com' },
      livemode: false,
    },
    options,
  )
}

/**
 * `customer.subscription.created|updated|deleted` with a status, and the price of its one item
 * when given (a plan change names the new price).
 * @example subscriptionEvent('customer.subscription.deleted', { subscriptionId: 'sub_…', status: 'canceled' })
 */
export function subscriptionEvent(
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  options: EventBase & { subscriptionId: string; status: string; price?: string },
) {
  return envelope(
    type,
    {
      id: options.subscriptionId,
      object: 'subscription',
      status: options.status,
      customer: 'cus_test_simulated',
      cancel_at_period_end: false,
      livemode: false,
      ...(options.price
        ? {
            items: {
              object: 'list',
              data: [{ id: stripeLikeId('si_'), object: 'subscription_item', price: { id: options.price, object: 'price' }, quantity: 1 }],
            },
          }
        : {}),
    },
    options,
  )
}

/**
 * The body and `Stripe-Signature` header of a signed event, as Stripe would post them.
 * @example const { body, signature } = signEvent(event, 'whsec_…')
 */
export function signEvent(event: unknown, secret: string, timestamp?: number): { body: string; signature: string } {
  const body = JSON.stringify(event, null, 2)
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }) }
}
