/**
 * What Stripe's events do to storage (PRODUCT.md section 9), independent of HTTP: each event is
 * applied once (its id remembered), in any order, and a replay changes nothing.
 *
 * Order independence: every event that says something about a Stripe subscription is an
 * observation stamped with the event's `created` second: its status (a paid checkout says
 * "active"), and its tier when the event names a configured price or payment link. Per Stripe
 * subscription two registers keep the greatest observation by one total order
 * ({@link statusOutranks}, {@link tierOutranks}): a final status above every other, then the
 * later second, then on a tie the later step of Stripe's lifecycle, then the event id. Because
 * the order is total and merging keeps the greater, any arrival order and any interleaving end
 * in the same registers.
 *
 * Atomicity: the registers live in `billing:stripe-status:<sub_…>` and, once the checkout has
 * created it, inside the robomatch subscription (`providerState`), whose status and tier follow
 * them. Both are merged with the store's atomic update (Redis: compare-and-set), and every event
 * merges its document into the subscription after writing the document, so the last writer
 * always carries the greatest observation into the subscription, and none can carry a smaller one
 * over it.
 *
 * Documents (over the storage's unstorage instance, so every backend holds them alike):
 * - `billing:events:<evt_…>` — events applied;
 * - `billing:sessions:<cs_…>` — what a Checkout Session led to (the success page reads it);
 * - `billing:stripe-status:<sub_…>` — the registers of a Stripe subscription;
 * - `billing:recovery:<sha256 of token>` — recovery links (stored hashed).
 */
import type { Storage } from 'unstorage'
import type { Tier } from '../schemas/api.js'
import { TIERS } from '../engine/tiers.js'
import { isFinalStatus, SUBSCRIPTION_STATUSES, type SubscriptionRecord, type SubscriptionStatus, type SubscriptionStore } from '../storage/subscriptions.js'
import { guardStorage } from '../storage/unavailable.js'
import { tierOfPrice, type PaymentLink } from './config.js'

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
  /** Configured payment links by id, with the tier (and price) each one sells. */
  paymentLinks: Record<string, PaymentLink>
  /** Backend name for error messages. */
  backend?: string
}

/** One observed value, stamped with the observing event. */
interface Observed<T> {
  value: T
  /** The observing event's `created` (Unix seconds). */
  at: number
  eventId: string
}

/** What the events said about one Stripe subscription: the greatest observation of each. */
export interface StripeState {
  status?: Observed<SubscriptionStatus>
  tier?: Observed<Tier>
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

  /** Merges `seen` into the Stripe subscription's document; returns the document after. */
  const observe = async (stripeSubscriptionId: string, seen: StripeState): Promise<StripeState> => {
    const after = await subscriptions.updateDocument(stateKey(stripeSubscriptionId), (current) => mergeState(asState(current), seen))
    return asState(after)
  }

  /** Carries the document's registers into the robomatch subscription (after this event's own write). */
  const reconcile = async (stripeSubscriptionId: string): Promise<void> => {
    const state = asState(await read(stateKey(stripeSubscriptionId)))
    await subscriptions.update(subscriptionIdOf(stripeSubscriptionId), (record) => applyState(record, state))
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
      await subscriptions.updateDocument(sessionKey, (current) =>
        asSession(current)?.state === 'subscribed' ? undefined : ({ state: 'awaiting_payment', tier: link.tier } satisfies SessionRecord),
      )
      return { outcome: 'applied' }
    }
    const stamp = { at: event.created, eventId: event.id }
    const state = await observe(stripeSubscription, { status: { value: 'active', ...stamp }, tier: { value: link.tier, ...stamp } })
    const id = subscriptionIdOf(stripeSubscription)
    await subscriptions.create({
      id,
      tier: state.tier?.value ?? link.tier,
      status: state.status?.value ?? 'active',
      provider: 'stripe',
      providerRef: stripeSubscription,
      providerState: state,
    })
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
    const stamp = { at: event.created, eventId: event.id }
    const seen: StripeState = { status: { value: status as SubscriptionStatus, ...stamp } }
    // A plan change: the subscription's price now sells another configured tier.
    const price = priceOf(subscription)
    const tier = price === undefined ? undefined : tierOfPrice(paymentLinks, price)
    if (tier) seen.tier = { value: tier, ...stamp }
    await observe(stripeSubscription, seen)
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
      // Remembered after it is applied: a failure half way is retried by Stripe, and applying
      // is idempotent (two deliveries at once both merge the same observation).
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
 * Stripe's lifecycle order, for observations of the same second (Stripe stamps events in whole
 * seconds): a subscription is created `incomplete`, becomes `trialing` or `active`, may fall
 * `past_due`, then `unpaid` or `paused`. The later step wins a tie; final statuses win always.
 */
const LIFECYCLE: Record<SubscriptionStatus, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  unpaid: 4,
  paused: 5,
  incomplete_expired: 6,
  canceled: 7,
}

/**
 * Whether status observation `a` outranks `b`: a total order, so the greatest of any set is the
 * same whatever order they arrive in. A final status outranks every other (nothing revives a
 * canceled subscription); then the later second; then the later lifecycle step; then the event id.
 */
export function statusOutranks(a: Observed<SubscriptionStatus>, b: Observed<SubscriptionStatus>): boolean {
  const finalA = isFinalStatus(a.value)
  if (finalA !== isFinalStatus(b.value)) return finalA
  if (a.at !== b.at) return a.at > b.at
  if (a.value !== b.value) return LIFECYCLE[a.value] > LIFECYCLE[b.value]
  return a.eventId > b.eventId
}

/** Whether tier observation `a` outranks `b`: the later second, then the event id (a total order). */
export function tierOutranks(a: Observed<Tier>, b: Observed<Tier>): boolean {
  if (a.at !== b.at) return a.at > b.at
  return a.eventId > b.eventId
}

/** `stored` with `seen` merged in (each register keeps the greater), or undefined when nothing changes. */
function mergeState(stored: StripeState, seen: StripeState): StripeState | undefined {
  const status = seen.status && (!stored.status || statusOutranks(seen.status, stored.status)) ? seen.status : stored.status
  const tier = seen.tier && (!stored.tier || tierOutranks(seen.tier, stored.tier)) ? seen.tier : stored.tier
  if (status === stored.status && tier === stored.tier) return undefined
  return { ...(status ? { status } : {}), ...(tier ? { tier } : {}) }
}

/**
 * `record` with `state` merged into its own registers and its status and tier following them;
 * undefined when nothing changes. A status set final by hand (an operator's cancel) stays.
 */
function applyState(record: SubscriptionRecord, state: StripeState): SubscriptionRecord | undefined {
  const own = asState(record.providerState)
  const merged = mergeState(own, state)
  if (!merged) return undefined
  const status = isFinalStatus(record.status) ? record.status : (merged.status?.value ?? record.status)
  const tier = merged.tier?.value ?? record.tier
  return {
    ...record,
    status,
    tier,
    providerState: merged,
    updatedAt: status !== record.status || tier !== record.tier ? new Date().toISOString() : record.updatedAt,
  }
}

function stateKey(stripeSubscriptionId: string): string {
  return `billing:stripe-status:${stripeSubscriptionId}`
}

/** The price of a subscription's first item (`items.data[0].price.id`), as Stripe sends it. */
function priceOf(subscription: Record<string, unknown>): string | undefined {
  const items = subscription.items as { data?: Array<{ price?: unknown }> } | undefined
  const price = idOf(Array.isArray(items?.data) ? items.data[0]?.price : undefined)
  return isStripeId(price, 'price_') ? price : undefined
}

/** A Stripe reference that may be an id or an expanded object with one. */
function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
}

function asObserved<T>(value: unknown, allowed: readonly T[]): Observed<T> | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  return allowed.includes(record.value as T) && typeof record.at === 'number' && typeof record.eventId === 'string'
    ? { value: record.value as T, at: record.at, eventId: record.eventId }
    : undefined
}

/** A stored state; the older document shape (`{ status, at, eventId }`) reads as its status register. */
function asState(value: unknown): StripeState {
  if (typeof value !== 'object' || value === null) return {}
  const record = value as Record<string, unknown>
  if (typeof record.status === 'string') {
    const legacy = asObserved({ value: record.status, at: record.at, eventId: record.eventId }, SUBSCRIPTION_STATUSES)
    return legacy ? { status: legacy } : {}
  }
  const status = asObserved(record.status, SUBSCRIPTION_STATUSES)
  const tier = asObserved(record.tier, TIERS)
  return { ...(status ? { status } : {}), ...(tier ? { tier } : {}) }
}

function asSession(value: unknown): SessionRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const state = (value as { state?: unknown }).state
  return state === 'subscribed' || state === 'awaiting_payment' || state === 'ignored' ? (value as SessionRecord) : undefined
}
