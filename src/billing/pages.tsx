/**
 * The billing pages: checkout success and key recovery, in the website's layout (header,
 * navigation, footer, its stylesheet served under `/billing/assets/` so they keep their look
 * with `--no-site`). Server-rendered preact (every string escaped by the renderer), no inline
 * script or style (the CSP allows this origin only); they work without JavaScript, which only
 * adds the copy buttons and the "confirming payment" page's re-check. Elements carry stable
 * attributes for tests and integrators: `data-state` on the page's section, `data-api-key` on a
 * shown key, `data-recovery-link` on the recovery link.
 */
import type { ComponentChildren, VNode } from 'preact'
import { renderToString } from 'preact-render-to-string'
import { SITE_CSS } from '../site/assets.js'
import { Layout } from '../site/layout.js'

/** Where the billing pages' stylesheet (the site's) and script are served. */
export const BILLING_CSS_PATH = '/billing/assets/billing.css'
export const BILLING_JS_PATH = '/billing/assets/billing.js'

export const BILLING_CSS = SITE_CSS

/**
 * Copies the text of the element a `data-copy` button names, and says so in the button; on the
 * "confirming payment" page, asks the server every few seconds whether the payment is confirmed
 * (a same-origin JSON answer with no side effect) and loads the page again once it is.
 */
export const BILLING_JS = `document.querySelectorAll('button[data-copy]').forEach(function (button) {
  button.hidden = false
  button.addEventListener('click', function () {
    var target = document.getElementById(button.getAttribute('data-copy'))
    if (!target || !navigator.clipboard) return
    navigator.clipboard.writeText(target.textContent.trim()).then(function () { button.textContent = 'Copied' })
  })
});
(function () {
  var recheck = document.querySelector('[data-recheck-url]')
  if (!recheck) return
  var url = recheck.getAttribute('data-recheck-url')
  var statusUrl = recheck.getAttribute('data-status-url')
  recheck.textContent = 'This page checks again by itself every few seconds.'
  var started = Date.now()
  function poll() {
    fetch(statusUrl, { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then(function (res) { return res.ok ? res.json() : { state: 'confirming' } })
      .then(function (body) {
        if (body.state !== 'confirming' || Date.now() - started > 600000) location.replace(url)
        else setTimeout(poll, 3000)
      }, function () { setTimeout(poll, 3000) })
  }
  setTimeout(poll, 3000)
})()
`

const ASSETS = { css: BILLING_CSS_PATH, js: BILLING_JS_PATH }

interface PageProps {
  title: string
  state: string
  path: string
  children: ComponentChildren
}

function BillingLayout({ title, state, path, children }: PageProps) {
  return (
    <Layout title={title} path={path} assets={ASSETS}>
      <section class="billing" data-state={state}>
        <h1>{title}</h1>
        {children}
      </section>
    </Layout>
  )
}

function KeyBlock({ apiKey }: { apiKey: string }) {
  return (
    <div class="card">
      <h2>Your API key</h2>
      <p>Copy it now and keep it somewhere safe: robomatch stores only its hash, so nobody can show it to you again.</p>
      <code class="key-box" id="api-key" data-api-key>
        {apiKey}
      </code>
      <p class="actions">
        <button type="button" class="secondary" data-copy="api-key" hidden>
          Copy key
        </button>
      </p>
      <p class="muted">
        Send it as <code>X-API-Key</code> (or <code>Authorization: Bearer …</code>) to <code>/api/v1</code>; see the <a href="/docs">API reference</a>.
      </p>
    </div>
  )
}

function RecoveryBlock({ recoveryUrl }: { recoveryUrl: string }) {
  return (
    <div class="card">
      <h2>Recovery link</h2>
      <p>
        Bookmark this link. If the key is lost or leaks, it replaces the key with a new one (the old one stops working at once; your usage carries over). It
        keeps working for later recoveries, so keep it private too.
      </p>
      <p>
        <a href={recoveryUrl} class="key-box" id="recovery-link" data-recovery-link>
          {recoveryUrl}
        </a>
      </p>
      <p class="actions">
        <button type="button" class="secondary" data-copy="recovery-link" hidden>
          Copy recovery link
        </button>
      </p>
    </div>
  )
}

/** The "I have saved it" step: a POST, answered with a redirect to the page without the key. */
function SavedForm({ action }: { action: string }) {
  return (
    <form method="post" action={action} class="actions">
      <button type="submit" data-saved>
        I have saved my key
      </button>
      <span class="muted">After this, the key is not shown again.</span>
    </form>
  )
}

/** The key after checkout, shown until its owner says it is saved, with the recovery link. */
export function IssuedPage({ apiKey, tier, recoveryUrl, savedAction }: { apiKey: string; tier: string; recoveryUrl: string; savedAction: string }) {
  return (
    <BillingLayout title="Your API key" state="issued" path="/billing/success">
      <p class="lead">
        Thank you: your <strong>{tierName(tier)}</strong> subscription is active.
      </p>
      <KeyBlock apiKey={apiKey} />
      <RecoveryBlock recoveryUrl={recoveryUrl} />
      <SavedForm action={savedAction} />
    </BillingLayout>
  )
}

/** After "I have saved it": the key is gone from the page, the recovery link stays. */
export function SavedPage({ tier, recoveryUrl }: { tier: string; recoveryUrl: string }) {
  return (
    <BillingLayout title="Key saved" state="saved" path="/billing/success">
      <p class="lead">
        Your <strong>{tierName(tier)}</strong> subscription is active and its key is yours; it is not shown here again.
      </p>
      <RecoveryBlock recoveryUrl={recoveryUrl} />
    </BillingLayout>
  )
}

/** The key was shown before, in another browser (or its cookie is gone): it is never shown twice. */
export function AlreadyShownPage() {
  return (
    <BillingLayout title="Key already shown" state="already-shown" path="/billing/success">
      <p class="lead">The key of this subscription was already shown, and is never shown twice.</p>
      <p>If you no longer have it, open the recovery link shown with it: it issues a new key for the same subscription.</p>
    </BillingLayout>
  )
}

/** The payment's webhook has not arrived yet: check again (a button, or the page's script) for 10 minutes. */
export function ConfirmingPage({ refreshUrl, statusUrl }: { refreshUrl: string; statusUrl: string }) {
  return (
    <BillingLayout title="Confirming payment" state="confirming" path="/billing/success">
      <p class="lead" role="status">
        Stripe is confirming your payment. Your key appears on this page once it is confirmed, usually within seconds.
      </p>
      <p id="recheck-status" class="muted" data-recheck-url={refreshUrl} data-status-url={statusUrl}></p>
      <p class="actions">
        <a class="button" href={refreshUrl}>
          Check again
        </a>
      </p>
    </BillingLayout>
  )
}

/** Ten minutes without confirmation: a person has to look. */
export function ContactOperatorPage({ sessionId }: { sessionId: string }) {
  return (
    <BillingLayout title="Payment not confirmed yet" state="contact-operator" path="/billing/success">
      <p class="lead">Your payment has not been confirmed within 10 minutes. Please contact the operator of this service and give them this reference:</p>
      <p>
        <code class="key-box">{sessionId}</code>
      </p>
    </BillingLayout>
  )
}

/** A checkout that issues no key here (not from a configured payment link, or not a subscription). */
export function NoKeyPage({ sessionId }: { sessionId: string }) {
  return (
    <BillingLayout title="No key for this checkout" state="no-key" path="/billing/success">
      <p class="lead">
        This checkout is not for a robomatch subscription sold here, so it issues no API key. If you think it should, contact the operator with this reference:
      </p>
      <p>
        <code class="key-box">{sessionId}</code>
      </p>
    </BillingLayout>
  )
}

/** The subscription exists but its key would not work (canceled, unpaid, …). */
export function NotActivePage({ status }: { status: string }) {
  return (
    <BillingLayout title="Subscription not active" state="not-active" path="/billing/success">
      <p class="lead">
        This subscription is <strong>{status.replace(/_/g, ' ')}</strong>, so no key is shown. Renew it, or contact the operator.
      </p>
    </BillingLayout>
  )
}

/** The recovery link's confirm step: a POST, so a link preview or prefetch never rotates a key. */
export function RecoverConfirmPage({ tier, keyPrefix, action, replaced }: { tier: string; keyPrefix?: string; action: string; replaced?: boolean }) {
  return (
    <BillingLayout title="Replace your API key" state="recover-confirm" path="/keys/recover">
      {replaced ? (
        <p class="notice" role="status" data-replaced>
          Your key was just replaced by another request (a second click, or another tab), so this one issued no key. If you do not have the new key, replace it
          again below.
        </p>
      ) : null}
      <p class="lead">
        This replaces the key of your <strong>{tierName(tier)}</strong> subscription
        {keyPrefix ? (
          <>
            {' '}
            (<code>{keyPrefix}</code>)
          </>
        ) : null}{' '}
        with a new one. The current key stops working at once; usage this month carries over. Other keys are not affected.
      </p>
      <form method="post" action={action} class="actions">
        <button type="submit" data-confirm-recovery>
          Replace my key
        </button>
      </form>
    </BillingLayout>
  )
}

/** The new key after a recovery, shown until its owner says it is saved. */
export function RecoveredPage({ apiKey, savedAction }: { apiKey: string; savedAction: string }) {
  return (
    <BillingLayout title="Your new API key" state="recovered" path="/keys/recover">
      <p class="lead">The previous key no longer works. This recovery link stays valid for later recoveries.</p>
      <KeyBlock apiKey={apiKey} />
      <SavedForm action={savedAction} />
    </BillingLayout>
  )
}

/** After "I have saved it" on a recovery. */
export function RecoverSavedPage() {
  return (
    <BillingLayout title="New key saved" state="recover-saved" path="/keys/recover">
      <p class="lead">Your new key is in use and is not shown again. Keep this recovery link for next time: it replaces the key whenever you need.</p>
    </BillingLayout>
  )
}

/** A recovery whose subscription has no key to replace, or no longer works. */
export function CannotRecoverPage({ reason }: { reason: string }) {
  return (
    <BillingLayout title="No key replaced" state="cannot-recover" path="/keys/recover">
      <p class="lead">{reason}</p>
    </BillingLayout>
  )
}

export function NotFoundPage() {
  return (
    <BillingLayout title="Link not valid" state="not-found" path="/billing">
      <p class="lead">This link is not valid. Check that it was copied whole.</p>
    </BillingLayout>
  )
}

export function ForbiddenPage() {
  return (
    <BillingLayout title="Not allowed" state="forbidden" path="/billing">
      <p class="lead">This can only be done from the page itself. Open the link again and use its button there.</p>
    </BillingLayout>
  )
}

function tierName(tier: string): string {
  return tier === 'pro' ? 'Pro' : tier === 'starter' ? 'Starter' : tier
}

/**
 * Headers of every billing page: nothing but this origin, never cached, never framed. No
 * Referer leaves the origin (tokens and session ids sit in URLs); within it, `same-origin`
 * keeps the real `Origin` on the forms' POSTs (`no-referrer` would make it `null`).
 */
export const BILLING_PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
}

/**
 * Renders a billing page to a complete response.
 * @example renderBillingPage(404, <NotFoundPage />)
 */
export function renderBillingPage(status: number, page: VNode, headers: Record<string, string> = {}): Response {
  const all = new Headers(BILLING_PAGE_HEADERS)
  new Headers(headers).forEach((value, name) => all.append(name, value))
  return new Response(`<!doctype html>${renderToString(page)}`, { status, headers: all })
}
