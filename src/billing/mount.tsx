/**
 * The billing routes (PRODUCT.md section 9), mounted by `createApp` when billing is configured:
 *
 * - `POST /billing/stripe/webhook` — Stripe events, verified on the raw body;
 * - `GET /billing/success?session_id=cs_…` — the key, once, with its recovery link;
 * - `GET|POST /keys/recover/{token}` — confirm, then rotate that subscription's key.
 *
 * Node-side (the `stripe` package verifies signatures with `node:crypto`); the server makes no
 * outbound call: Stripe Payment Links do the checkout, events come in.
 */
import type { H3, H3Event } from 'h3'
import Stripe from 'stripe'
import { logServerError } from '../core/log.js'
import { requestOrigin } from '../core/origin.js'
import type { RobomatchStorage } from '../storage/types.js'
import { StorageUnavailableError } from '../storage/unavailable.js'
import { keyWorksWith } from '../storage/subscriptions.js'
import type { StripeBilling } from './config.js'
import { issueKeyOnce, readRecovery, recoverKey } from './issuance.js'
import { createLedger, isCheckoutSessionId, type StripeEventLike } from './ledger.js'
import {
  AlreadyShownPage,
  BILLING_CSS,
  BILLING_CSS_PATH,
  BILLING_JS,
  BILLING_JS_PATH,
  CannotRecoverPage,
  ConfirmingPage,
  ContactOperatorPage,
  ForbiddenPage,
  IssuedPage,
  NoKeyPage,
  NotActivePage,
  NotFoundPage,
  RecoverConfirmPage,
  RecoveredPage,
  renderBillingPage,
} from './pages.js'

/** Paths of the billing routes. */
export const WEBHOOK_PATH = '/billing/stripe/webhook'
export const SUCCESS_PATH = '/billing/success'
export const RECOVER_PATH = '/keys/recover'

/** Stripe's events are a few KiB; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 1024 * 1024
/** How long the success page waits for the checkout's webhook before saying to contact the operator. */
export const CONFIRMING_LIMIT_MS = 10 * 60 * 1000

/** Options of {@link mountBilling}. */
export interface BillingMountOptions {
  billing: StripeBilling
  storage: RobomatchStorage
  /** Public origin for recovery links (else the request's, as for click links). */
  origin?: string
  trustProxy?: boolean
  /** Clock in ms (tests). */
  now?: () => number
  /** One line per ignored or failed event (default: stderr). */
  log?: (line: string) => void
}

/**
 * Registers the billing routes on the app's h3 instance. Specific paths win over the app's
 * catch-all 404 whatever the order they are added in.
 *
 * @example
 * mountBilling(app.h3, { billing: resolveBillingSecrets(config.billing, process.env), storage: app.storage })
 */
export function mountBilling(app: H3, options: BillingMountOptions): void {
  const { storage, billing } = options
  const subscriptions = storage.subscriptions
  if (!subscriptions) throw new Error('billing needs a storage with subscriptions (openStorage or openMemoryStorage)')
  const now = options.now ?? Date.now
  const log = options.log ?? ((line: string) => console.warn(line))
  const ledger = createLedger({ storage: storage.storage, subscriptions, paymentLinks: billing.paymentLinks, backend: storage.kind })
  const originOf = (event: H3Event) => requestOrigin({ origin: options.origin?.replace(/\/+$/, ''), trustProxy: options.trustProxy }, event)
  const page = (path: string, handler: (event: H3Event) => Response | Promise<Response>) => {
    app.on('GET', path, handler)
    app.on('HEAD', path, handler)
  }

  app.on('POST', WEBHOOK_PATH, async (event) => {
    const signature = event.req.headers.get('stripe-signature')
    const declared = Number(event.req.headers.get('content-length') ?? 0)
    if (declared > MAX_WEBHOOK_BYTES) return webhookAnswer(413, { error: 'payload_too_large', message: 'A Stripe event is never this large.' })
    const body = Buffer.from(await event.req.arrayBuffer())
    if (body.length > MAX_WEBHOOK_BYTES) return webhookAnswer(413, { error: 'payload_too_large', message: 'A Stripe event is never this large.' })
    if (!signature) return webhookAnswer(400, { error: 'invalid_signature', message: 'Missing Stripe-Signature header; nothing was stored.' })
    let verified: StripeEventLike
    try {
      verified = Stripe.webhooks.constructEvent(body, signature, billing.webhookSecret) as unknown as StripeEventLike
    } catch {
      return webhookAnswer(400, {
        error: 'invalid_signature',
        message: 'The Stripe-Signature does not match this body and the configured webhook secret (or is too old); nothing was stored.',
      })
    }
    try {
      const result = await ledger.apply(verified)
      if (result.outcome === 'ignored') log(`robomatch billing: ignored ${verified.type} ${verified.id}: ${result.reason}`)
      return webhookAnswer(200, { received: true, ...result })
    } catch (error) {
      if (error instanceof StorageUnavailableError) {
        // Stripe retries a 5xx: this event was not (fully) applied, and applying it again is harmless.
        logServerError(`robomatch billing: could not apply ${verified.type} ${verified.id}; Stripe will retry.`, error)
        return webhookAnswer(503, { error: 'storage_unavailable', message: 'The storage backend is unavailable; Stripe retries the event.' })
      }
      // A well-signed event we cannot make sense of must not make Stripe retry forever.
      logServerError(`robomatch billing: ignored ${verified.type} ${verified.id} that could not be applied.`, error)
      return webhookAnswer(200, { received: true, outcome: 'ignored', reason: 'could not be applied' })
    }
  })

  page(SUCCESS_PATH, async (event) => {
    const sessionId = event.url.searchParams.get('session_id') ?? ''
    if (!isCheckoutSessionId(sessionId)) return renderBillingPage(404, <NotFoundPage />)
    const session = await ledger.session(sessionId)
    const waiting = () => {
      const since = readSince(event.url.searchParams.get('since'), now())
      if (now() - since >= CONFIRMING_LIMIT_MS) return renderBillingPage(200, <ContactOperatorPage sessionId={sessionId} />)
      const refreshUrl = `${SUCCESS_PATH}?session_id=${encodeURIComponent(sessionId)}&since=${since}`
      return renderBillingPage(200, <ConfirmingPage refreshUrl={refreshUrl} />)
    }
    if (!session || session.state === 'awaiting_payment') return waiting()
    if (session.state === 'ignored') return renderBillingPage(200, <NoKeyPage sessionId={sessionId} />)
    const subscription = await subscriptions.get(session.subscriptionId)
    if (!subscription || subscription.status === 'incomplete') return waiting()
    if (!keyWorksWith(subscription.status)) return renderBillingPage(200, <NotActivePage status={subscription.status} />)
    // HEAD must not use up the one showing.
    if (event.req.method === 'HEAD') return renderBillingPage(200, <AlreadyShownPage />)
    const issued = await issueKeyOnce(storage, subscriptions, subscription)
    if (issued.kind === 'already_shown') return renderBillingPage(200, <AlreadyShownPage />)
    const recoveryUrl = `${originOf(event)}${RECOVER_PATH}/${issued.recoveryToken}`
    return renderBillingPage(200, <IssuedPage apiKey={issued.key.key} tier={subscription.tier} recoveryUrl={recoveryUrl} />)
  })

  page(`${RECOVER_PATH}/:token`, async (event) => {
    const token = event.context.params?.token ?? ''
    const recovery = await readRecovery(storage, subscriptions, token)
    if (!recovery) return renderBillingPage(404, <NotFoundPage />)
    return renderBillingPage(200, <RecoverConfirmPage tier={recovery.subscription.tier} keyPrefix={recovery.keyPrefix} action={`${RECOVER_PATH}/${token}`} />)
  })

  app.on('POST', `${RECOVER_PATH}/:token`, async (event) => {
    if (!isSameOrigin(event, originOf(event))) return renderBillingPage(403, <ForbiddenPage />)
    const token = event.context.params?.token ?? ''
    const recovery = await readRecovery(storage, subscriptions, token)
    if (!recovery) return renderBillingPage(404, <NotFoundPage />)
    const { subscription } = recovery
    if (!keyWorksWith(subscription.status)) {
      return renderBillingPage(
        409,
        <CannotRecoverPage
          reason={`This subscription is ${subscription.status.replace(/_/g, ' ')}, so no new key is issued. Renew it, or contact the operator.`}
        />,
      )
    }
    const issued = await recoverKey(storage, subscription.id)
    if (!issued) {
      return renderBillingPage(
        409,
        <CannotRecoverPage reason="This subscription has no key to replace (it was revoked, or replaced at this very moment). Contact the operator, or try the link again." />,
      )
    }
    return renderBillingPage(200, <RecoveredPage apiKey={issued.key} />)
  })

  page(BILLING_CSS_PATH, () => asset(BILLING_CSS, 'text/css; charset=utf-8'))
  page(BILLING_JS_PATH, () => asset(BILLING_JS, 'text/javascript; charset=utf-8'))
}

/** The webhook's JSON answers (Stripe reads only the status; people debugging read the rest). */
function webhookAnswer(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })
}

function asset(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'content-type': contentType, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' },
  })
}

/** When the success page started waiting: `since` from its own refresh URL, else now. */
function readSince(value: string | null, nowMs: number): number {
  const since = value !== null && /^\d{1,16}$/.test(value) ? Number(value) : nowMs
  return since > nowMs ? nowMs : since
}

/**
 * Whether a POST comes from this site's own page. Current browsers say so in `Sec-Fetch-Site`
 * (`same-origin`), which is trusted when sent; older ones send `Origin`, which must be this
 * site's. A request with neither does not come from a browser, so it is no forged cross-site
 * request (the secret token in the URL is what authorises it).
 */
function isSameOrigin(event: H3Event, publicOrigin: string): boolean {
  const site = event.req.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = event.req.headers.get('origin')
  if (origin === null) return true
  return origin === publicOrigin || origin === event.url.origin
}
