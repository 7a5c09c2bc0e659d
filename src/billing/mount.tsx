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
import { hashKey } from '../storage/keys.js'
import { logServerError } from '../core/log.js'
import { requestOrigin } from '../core/origin.js'
import { StorageUnavailableError, type RobomatchStorage } from '../storage/types.js'
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
  RecoverSavedPage,
  renderBillingPage,
  SavedPage,
} from './pages.js'
import { clearCookie, readCookie, writeCookie } from './reveal.js'

/** Paths of the billing routes. */
export const WEBHOOK_PATH = '/billing/stripe/webhook'
export const SUCCESS_PATH = '/billing/success'
export const RECOVER_PATH = '/keys/recover'

export const SAVED_PATH = '/billing/success/saved'

/** Stripe's events are a few KiB; anything far larger is not one. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024
/**
 * Cookies that carry a just-issued key to the page that shows it, in this browser only: one per
 * Checkout Session (a browser may hold several checkouts), one per recovery link (by path).
 */
const checkoutCookie = (sessionId: string) => `rm_checkout_${sessionId}`
const RECOVERED_COOKIE = 'rm_recovered'
/** A shown key stays on its page this long unless its owner says it is saved first. */
const KEY_COOKIE_SECONDS = 60 * 60
/** The success page keeps offering the recovery link in this browser this long. */
const RECOVERY_COOKIE_SECONDS = 7 * 24 * 60 * 60
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
  const secure = (event: H3Event) => originOf(event).startsWith('https:')

  app.on('POST', WEBHOOK_PATH, async (event) => {
    const signature = event.req.headers.get('stripe-signature')
    const body = await readCappedBody(event.req, MAX_WEBHOOK_BYTES)
    if (body === 'too_large') return webhookAnswer(413, { error: 'payload_too_large', message: 'A Stripe event is never this large.' }, { connection: 'close' })
    if (body === 'aborted') return webhookAnswer(400, { error: 'invalid_body', message: 'The request body could not be read completely.' })
    if (!signature) return webhookAnswer(400, { error: 'invalid_signature', message: 'Missing Stripe-Signature header; nothing was stored.' })
    let verified: StripeEventLike
    try {
      verified = Stripe.webhooks.constructEvent(Buffer.from(body), signature, billing.webhookSecret) as unknown as StripeEventLike
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

  /** What the success page of a session shows next: still waiting for the payment, or the rest. */
  const sessionState = async (sessionId: string) => {
    const session = await ledger.session(sessionId)
    if (!session || session.state === 'awaiting_payment') return { waiting: true as const }
    if (session.state === 'ignored') return { waiting: false as const, ignored: true as const }
    const subscription = await subscriptions.get(session.subscriptionId)
    if (!subscription || subscription.status === 'incomplete') return { waiting: true as const }
    return { waiting: false as const, subscription }
  }

  // The "confirming payment" page's script asks this (no side effect) before loading the page again.
  page(`${SUCCESS_PATH}/status`, async (event) => {
    const sessionId = event.url.searchParams.get('session_id') ?? ''
    if (!isCheckoutSessionId(sessionId)) return webhookAnswer(404, { error: 'not_found' })
    return webhookAnswer(200, { state: (await sessionState(sessionId)).waiting ? 'confirming' : 'ready' })
  })

  page(SUCCESS_PATH, async (event) => {
    const sessionId = event.url.searchParams.get('session_id') ?? ''
    if (!isCheckoutSessionId(sessionId)) return renderBillingPage(404, <NotFoundPage />)
    const current = await sessionState(sessionId)
    if (current.waiting) {
      const since = readSince(event.url.searchParams.get('since'), now())
      if (now() - since >= CONFIRMING_LIMIT_MS) return renderBillingPage(200, <ContactOperatorPage sessionId={sessionId} />)
      const query = `session_id=${encodeURIComponent(sessionId)}&since=${since}`
      return renderBillingPage(200, <ConfirmingPage refreshUrl={`${SUCCESS_PATH}?${query}`} statusUrl={`${SUCCESS_PATH}/status?${query}`} />)
    }
    if (!current.subscription) return renderBillingPage(200, <NoKeyPage sessionId={sessionId} />)
    const { subscription } = current
    if (!keyWorksWith(subscription.status)) return renderBillingPage(200, <NotActivePage status={subscription.status} />)
    const savedAction = `${SAVED_PATH}?session_id=${encodeURIComponent(sessionId)}`
    // This browser was shown the key: again until it says the key is saved, then the recovery link.
    const shown = readCookie(event, checkoutCookie(sessionId))
    if (shown?.session === sessionId && typeof shown.token === 'string') {
      const recoveryUrl = `${originOf(event)}${RECOVER_PATH}/${shown.token}`
      const keyIsCurrent = typeof shown.key === 'string' && subscription.keyHash === (await hashKey(shown.key))
      if (keyIsCurrent)
        return renderBillingPage(200, <IssuedPage apiKey={shown.key!} tier={subscription.tier} recoveryUrl={recoveryUrl} savedAction={savedAction} />)
      return renderBillingPage(200, <SavedPage tier={subscription.tier} recoveryUrl={recoveryUrl} />)
    }
    // HEAD must not use up the one showing.
    if (event.req.method === 'HEAD') return renderBillingPage(200, <AlreadyShownPage />)
    const issued = await issueKeyOnce(storage, subscriptions, subscription)
    if (issued.kind === 'already_shown') return renderBillingPage(200, <AlreadyShownPage />)
    const recoveryUrl = `${originOf(event)}${RECOVER_PATH}/${issued.recoveryToken}`
    const cookie = writeCookie(
      checkoutCookie(sessionId),
      { session: sessionId, key: issued.key.key, token: issued.recoveryToken },
      {
        path: SUCCESS_PATH,
        maxAgeSeconds: KEY_COOKIE_SECONDS,
        secure: secure(event),
      },
    )
    return renderBillingPage(200, <IssuedPage apiKey={issued.key.key} tier={subscription.tier} recoveryUrl={recoveryUrl} savedAction={savedAction} />, {
      'set-cookie': cookie,
    })
  })

  // "I have saved it" after checkout: the key leaves this browser, the recovery link stays on the page.
  app.on('POST', SAVED_PATH, (event) => {
    if (!isSameOrigin(event, originOf(event))) return renderBillingPage(403, <ForbiddenPage />)
    const sessionId = event.url.searchParams.get('session_id') ?? ''
    if (!isCheckoutSessionId(sessionId)) return renderBillingPage(404, <NotFoundPage />)
    const shown = readCookie(event, checkoutCookie(sessionId))
    const headers: Record<string, string> = { location: `${SUCCESS_PATH}?session_id=${encodeURIComponent(sessionId)}` }
    if (shown?.session === sessionId && typeof shown.token === 'string') {
      headers['set-cookie'] = writeCookie(
        checkoutCookie(sessionId),
        { session: sessionId, token: shown.token },
        {
          path: SUCCESS_PATH,
          maxAgeSeconds: RECOVERY_COOKIE_SECONDS,
          secure: secure(event),
        },
      )
    }
    return seeOther(headers)
  })

  page(`${RECOVER_PATH}/:token`, async (event) => {
    const token = event.context.params?.token ?? ''
    const recovery = await readRecovery(storage, subscriptions, token)
    if (!recovery) return renderBillingPage(404, <NotFoundPage />)
    const path = `${RECOVER_PATH}/${token}`
    if (event.url.searchParams.has('saved')) return renderBillingPage(200, <RecoverSavedPage />)
    // The key this browser's last recovery issued, until it says the key is saved.
    const shown = readCookie(event, RECOVERED_COOKIE)
    if (typeof shown?.key === 'string' && recovery.key && recovery.key.hash === (await hashKey(shown.key))) {
      return renderBillingPage(200, <RecoveredPage apiKey={shown.key} savedAction={`${path}/saved`} />)
    }
    return renderBillingPage(
      200,
      <RecoverConfirmPage
        tier={recovery.subscription.tier}
        keyPrefix={recovery.key?.prefix}
        // The form names the key it replaces: every submit of this one page (a double click, two
        // tabs of it) asks for the same rotation, which happens once.
        action={recovery.key ? `${path}?replace=${keyVersion(recovery.key.hash)}` : path}
        replaced={event.url.searchParams.has('replaced')}
      />,
    )
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
    const path = `${RECOVER_PATH}/${token}`
    // The form names the key it replaces. When that key is no longer the current one (or is gone:
    // another worker is replacing it this very moment), this use already happened.
    const replacing = event.url.searchParams.get('replace')
    if (!recovery.key && replacing === null) return renderBillingPage(409, <CannotRecoverPage reason={NO_KEY_REASON} />)
    if (!recovery.key || replacing !== keyVersion(recovery.key.hash)) return seeOther({ location: `${path}?replaced=1` })
    const result = await recoverKey(storage, subscriptions, recovery)
    if (result.kind === 'replaced') return seeOther({ location: `${path}?replaced=1` })
    if (result.kind === 'no_key') {
      return renderBillingPage(409, <CannotRecoverPage reason={NO_KEY_REASON} />)
    }
    // Post/redirect/get: the new key travels in this browser's cookie to the page that shows it,
    // so reloading that page shows the same key and never rotates again.
    return seeOther({
      location: path,
      'set-cookie': writeCookie(RECOVERED_COOKIE, { key: result.key.key }, { path, maxAgeSeconds: KEY_COOKIE_SECONDS, secure: secure(event) }),
    })
  })

  app.on('POST', `${RECOVER_PATH}/:token/saved`, (event) => {
    if (!isSameOrigin(event, originOf(event))) return renderBillingPage(403, <ForbiddenPage />)
    const token = event.context.params?.token ?? ''
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return renderBillingPage(404, <NotFoundPage />)
    const path = `${RECOVER_PATH}/${token}`
    return seeOther({ location: `${path}?saved=1`, 'set-cookie': clearCookie(RECOVERED_COOKIE, { path, secure: secure(event) }) })
  })

  page(BILLING_CSS_PATH, () => asset(BILLING_CSS, 'text/css; charset=utf-8'))
  page(BILLING_JS_PATH, () => asset(BILLING_JS, 'text/javascript; charset=utf-8'))
}

const NO_KEY_REASON = 'This subscription has no key to replace (the operator revoked it). Contact the operator.'

/** Names a key in the recovery form without showing its hash whole. */
function keyVersion(hash: string): string {
  return hash.slice(0, 16)
}

/** The 303 of a form POST (post/redirect/get): reloading what follows never posts again. */
function seeOther(headers: Record<string, string>): Response {
  return new Response(null, { status: 303, headers: { 'cache-control': 'no-store', ...headers } })
}

/**
 * The request body, read until `limit` bytes and no further, with or without a Content-Length:
 * `too_large` past it (the rest is never read; the answer closes the connection), `aborted`
 * when the client went away mid-body.
 */
async function readCappedBody(request: Request, limit: number): Promise<Uint8Array | 'too_large' | 'aborted'> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= limit)) return 'too_large'
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > limit) {
        await reader.cancel().catch(() => {})
        return 'too_large'
      }
      chunks.push(value)
    }
  } catch {
    return 'aborted'
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** The webhook's JSON answers (Stripe reads only the status; people debugging read the rest). */
function webhookAnswer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
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
