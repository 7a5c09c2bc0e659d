/**
 * What Stripe's events do to storage (PRODUCT.md section 9), independent of HTTP: each event is
 * applied once (its id remembered), in any order, and a replay changes nothing.
 *
 * Order independence: every event that says something about a Stripe subscription's status
 * (a paid checkout says "active") is an observation stamped with the event's `created` second.
 * The newest observation is kept per Stripe subscription (`billing:stripe-status:<sub_…>`), a
 * final one (`canceled`, `incomplete_expired`) for good, and the robomatch subscription takes
 * its status from it whenever either of them is written. Whichever of checkout and status
 * events comes first, both end in the same state.
 *
 * Documents (over the storage's unstorage instance, so every backend holds them alike):
 * - `billing:events:<evt_…>` — events applied;
 * - `billing:sessions:<cs_…>` — what a Checkout Session led to (the success page reads it);
 * - `billing:stripe-status:<sub_…>` — the newest status seen for a Stripe subscription;
 * - `billing:recovery:<sha256 of token>` — recovery links (stored hashed).
 */
import type { Storage } from 'unstorage'
import type { Tier } from '../schemas/api.js'
import { isFinalStatus, SUBSCRIPTION_STATUSES, type SubscriptionStatus, type SubscriptionStore } from '../storage/subscriptions.js'
import { guardStorage } from '../storage/unavailable.js'

/** The fields of a Stripe event robomatch reads (the rest is ignored). */
export interface StripeEventLike {
  id: string
  type: string
  /** Unix seconds. */
  created: number
  data: { object: unknown }
}

/** What a Checkout Session led to. */
export type SessionRecord =
  { state: 'subscribed'; subscriptionId: string; tier: Tier } | { state: 'awaiting_payment'; tier: Tier } | { state: 'ignored'; reason: string }

/** The result of applying one event, for the webhook's answer and log. */
export interface EventOutcome {
  outcome: 'applied' | 'duplicate' | 'ignored'
  /** Why an event was ignored. */
  reason?: string
}

/** Events the ledger acts on; every other well-signed event is answered 2xx and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const

/** Options of {@link createLedger}. */
export interface LedgerOptions {
  storage: Storage
  subscriptions: SubscriptionStore
  /** Configured payment links by id, with the tier each one sells. */
  paymentLinks: Record<string, { tier: Tier; url: string }>
  /** Backend name for error messages. */
  backend?: string
}

interface StatusObservation {
  status: SubscriptionStatus
  /** The observing event's `created` (Unix seconds). */
  at: number
  eventId: string
}

/** A Stripe id as robomatch stores it (key segments and file names): `prefix_` + a safe alphabet. */
function isStripeId(value: unknown, prefix: string): value is string {
  return typeof value === 'string' && value.length <= 255 && value.startsWith(prefix) && /^[A-Za-z0-9_]+$/.test(value)
}

/**
 * Whether a Checkout Session id is well formed (`cs_…`): malformed ids get a 404 page.
 * @example isCheckoutSessionId('cs_test_a1B2c3') // → true
 */
export function isCheckoutSessionId(value: string): boolean {
  return isStripeId(value, 'cs_') && value.length > 3
}

/**
 * The robomatch subscription id of a Stripe subscription: derived, so every event about it
 * names the same record whatever order they come in.
 * @example subscriptionIdOf('sub_1Mow') // → 'stripe_sub_1Mow'
 */
export function subscriptionIdOf(stripeSubscriptionId: string): string {
  return `stripe_${stripeSubscriptionId}`
}

/**
 * Applies Stripe events to storage.
 *
 * @example
 * const ledger = createLedger({ storage: app.storage.storage, subscriptions: app.storage.subscriptions!, paymentLinks })
 * await ledger.apply(event) // → { outcome: 'applied' }
 */
export function createLedger(options: LedgerOptions) {
  const { storage, subscriptions, paymentLinks } = options
  const backend = options.backend ?? 'storage'
  const read = (key: string) => guardStorage(backend, 'read billing state', () => storage.getItem(key))
  const write = (key: string, value: unknown) => guardStorage(backend, 'save billing state', () => storage.setItem(key, value as never))

  /** Keeps `observation` when it is newer than what is stored; returns what is stored after. */
  const observe = async (stripeSubscriptionId: string, observation: StatusObservation): Promise<StatusObservation> => {
    const key = `billing:stripe-status:${stripeSubscriptionId}`
    const stored = asObservation(await read(key))
    if (stored && !supersedes(observation, stored)) return stored
    await write(key, observation)
    return observation
  }

  /** Gives the robomatch subscription the newest observed status (written after both sides' writes). */
  const reconcile = async (stripeSubscriptionId: string): Promise<void> => {
    const observed = asObservation(await read(`billing:stripe-status:${stripeSubscriptionId}`))
    const record = await subscriptions.get(subscriptionIdOf(stripeSubscriptionId))
    if (!observed || !record || record.status === observed.status || isFinalStatus(record.status)) return
    await subscriptions.setStatus(record.id, observed.status)
  }

  const checkoutCompleted = async (event: StripeEventLike): Promise<EventOutcome> => {
    const session = event.data.object as Record<string, unknown>
    const sessionId = session.id
    if (!isStripeId(sessionId, 'cs_')) return { outcome: 'ignored', reason: 'no Checkout Session id' }
    const sessionKey = `billing:sessions:${sessionId}`
    if (session.mode !== 'subscription') {
      await write(sessionKey, { state: 'ignored', reason: 'not a subscription checkout' } satisfies SessionRecord)
      return { outcome: 'ignored', reason: `checkout mode ${String(session.mode)}, not subscription` }
    }
    const linkId = typeof session.payment_link === 'string' ? session.payment_link : undefined
    const link = linkId !== undefined && Object.hasOwn(paymentLinks, linkId) ? paymentLinks[linkId] : undefined
    if (!link) {
      // A checkout of some other product on the same Stripe account: it issues no key here.
      await write(sessionKey, { state: 'ignored', reason: 'payment link not configured' } satisfies SessionRecord)
      return { outcome: 'ignored', reason: `payment link ${linkId ?? '(none)'} is not configured` }
    }
    const stripeSubscription = idOf(session.subscription)
    if (!isStripeId(stripeSubscription, 'sub_')) return { outcome: 'ignored', reason: 'the session names no subscription' }
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
    if (!paid) {
      // Delayed payment methods: `checkout.session.async_payment_succeeded` completes it later
      // (and may already have, out of order: never step back from subscribed).
      const current = asSession(await read(sessionKey))
      if (current?.state !== 'subscribed') await write(sessionKey, { state: 'awaiting_payment', tier: link.tier } satisfies SessionRecord)
      return { outcome: 'applied' }
    }
    const observed = await observe(stripeSubscription, { status: 'active', at: event.created, eventId: event.id })
    const id = subscriptionIdOf(stripeSubscription)
    await subscriptions.create({ id, tier: link.tier, status: observed.status, provider: 'stripe', providerRef: stripeSubscription })
    await write(sessionKey, { state: 'subscribed', subscriptionId: id, tier: link.tier } satisfies SessionRecord)
    await reconcile(stripeSubscription)
    return { outcome: 'applied' }
  }

  const subscriptionChanged = async (event: StripeEventLike): Promise<EventOutcome> => {
    const subscription = event.data.object as Record<string, unknown>
    const stripeSubscription = subscription.id
    if (!isStripeId(stripeSubscription, 'sub_')) return { outcome: 'ignored', reason: 'no subscription id' }
    const status = event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status
    if (!SUBSCRIPTION_STATUSES.includes(status as SubscriptionStatus)) return { outcome: 'ignored', reason: `unknown status ${String(status)}` }
    await observe(stripeSubscription, { status: status as SubscriptionStatus, at: event.created, eventId: event.id })
    await reconcile(stripeSubscription)
    return { outcome: 'applied' }
  }

  return {
    /**
     * Applies one verified event once. Rejects with `StorageUnavailableError` when storage
     * fails (the webhook answers 503 and Stripe retries; applying again is harmless).
     */
    async apply(event: StripeEventLike): Promise<EventOutcome> {
      if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return { outcome: 'ignored', reason: `event type ${event.type} is not used` }
      if (!isStripeId(event.id, 'evt_') || typeof event.created !== 'number' || typeof event.data?.object !== 'object' || event.data.object === null) {
        return { outcome: 'ignored', reason: 'not a well-formed event' }
      }
      const eventKey = `billing:events:${event.id}`
      if (await read(eventKey)) return { outcome: 'duplicate' }
      const result = event.type.startsWith('checkout.') ? await checkoutCompleted(event) : await subscriptionChanged(event)
      // Remembered after it is applied: a failure half way is retried by Stripe, and applying is idempotent.
      if (result.outcome === 'applied') await write(eventKey, { type: event.type, created: event.created })
      return result
    },
    /** What a Checkout Session led to, or undefined when no event about it has arrived yet. */
    async session(sessionId: string): Promise<SessionRecord | undefined> {
      if (!isCheckoutSessionId(sessionId)) return undefined
      return asSession(await read(`billing:sessions:${sessionId}`))
    },
  }
}

export type Ledger = ReturnType<typeof createLedger>

/**
 * Whether `next` replaces `stored`: a final status is never replaced and always replaces;
 * otherwise the later event wins. Stripe stamps events in whole seconds, so on a tie the
 * subscription's creation (`incomplete`) gives way to what follows it, and otherwise the event
 * that arrived last wins.
 */
function supersedes(next: StatusObservation, stored: StatusObservation): boolean {
  if (isFinalStatus(stored.status)) return false
  if (isFinalStatus(next.status)) return true
  if (next.at !== stored.at) return next.at > stored.at
  if (stored.status === 'incomplete') return true
  return next.status !== 'incomplete'
}

/** A Stripe reference that may be an id or an expanded object with one. */
function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
}

function asObservation(value: unknown): StatusObservation | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  return SUBSCRIPTION_STATUSES.includes(record.status as SubscriptionStatus) && typeof record.at === 'number' && typeof record.eventId === 'string'
    ? (record as unknown as StatusObservation)
    : undefined
}

function asSession(value: unknown): SessionRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const state = (value as { state?: unknown }).state
  return state === 'subscribed' || state === 'awaiting_payment' || state === 'ignored' ? (value as SessionRecord) : undefined
}
