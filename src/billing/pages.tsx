/**
 * The billing pages: checkout success and key recovery. Server-rendered preact (every string
 * escaped by the renderer), no inline script or style (the CSP allows this origin only); they
 * work without JavaScript, which only adds the copy button's action. Elements carry stable
 * attributes for tests and integrators: `data-state` on `<main>`, `data-api-key` on a shown
 * key, `data-recovery-link` on the recovery link.
 */
import type { ComponentChildren, VNode } from 'preact'
import { renderToString } from 'preact-render-to-string'

/** Where the success page's styles and copy script are served. */
export const BILLING_CSS_PATH = '/billing/assets/billing.css'
export const BILLING_JS_PATH = '/billing/assets/billing.js'

export const BILLING_CSS = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
code.key{display:block;padding:.75rem;background:#f2f2f2;border-radius:.25rem;word-break:break-all;font-size:1.05rem}
button{font:inherit;padding:.5rem 1rem;margin:.5rem 0;cursor:pointer}
.note{color:#555}
`

/** Copies the text of the element a `data-copy` button names; says so in the button. */
export const BILLING_JS = `document.querySelectorAll('button[data-copy]').forEach(function (button) {
  button.hidden = false
  button.addEventListener('click', function () {
    var target = document.getElementById(button.getAttribute('data-copy'))
    if (!target || !navigator.clipboard) return
    navigator.clipboard.writeText(target.textContent.trim()).then(function () { button.textContent = 'Copied' })
  })
})
`

interface LayoutProps {
  title: string
  state: string
  /** Seconds after which the page reloads itself (the "confirming payment" page). */
  refreshSeconds?: number
  refreshUrl?: string
  children: ComponentChildren
}

function Layout({ title, state, refreshSeconds, refreshUrl, children }: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {refreshSeconds !== undefined ? <meta http-equiv="refresh" content={`${refreshSeconds}${refreshUrl ? `;url=${refreshUrl}` : ''}`} /> : null}
        <title>{`${title} · robomatch`}</title>
        <link rel="stylesheet" href={BILLING_CSS_PATH} />
      </head>
      <body>
        <main data-state={state}>
          <h1>{title}</h1>
          {children}
        </main>
        <script src={BILLING_JS_PATH} defer />
      </body>
    </html>
  )
}

function KeyBlock({ apiKey }: { apiKey: string }) {
  return (
    <>
      <p>Your API key, shown this once. Keep it somewhere safe: robomatch stores only its hash.</p>
      <code class="key" id="api-key" data-api-key>
        {apiKey}
      </code>
      <button type="button" data-copy="api-key" hidden>
        Copy key
      </button>
      <p class="note">
        Send it as <code>X-API-Key</code> (or <code>Authorization: Bearer …</code>) to <code>/api/v1</code>.
      </p>
    </>
  )
}

/** The key, shown once after checkout, with the recovery link. */
export function IssuedPage({ apiKey, tier, recoveryUrl }: { apiKey: string; tier: string; recoveryUrl: string }) {
  return (
    <Layout title="Your API key" state="issued">
      <p>
        Thank you: your <strong>{tier}</strong> subscription is active.
      </p>
      <KeyBlock apiKey={apiKey} />
      <h2>Recovery link</h2>
      <p>
        Bookmark this link. If the key is lost or leaks, it replaces the key with a new one (the old one stops working at once; your usage carries over). It
        keeps working for later recoveries, so keep it private too.
      </p>
      <p>
        <a href={recoveryUrl} id="recovery-link" data-recovery-link>
          {recoveryUrl}
        </a>
      </p>
      <button type="button" data-copy="recovery-link" hidden>
        Copy recovery link
      </button>
    </Layout>
  )
}

/** The key was shown before: it is never shown twice. */
export function AlreadyShownPage() {
  return (
    <Layout title="Key already shown" state="already-shown">
      <p>The key of this subscription was already shown on this page, and is never shown twice.</p>
      <p>If you no longer have it, open the recovery link shown with it: it issues a new key for the same subscription.</p>
    </Layout>
  )
}

/** The payment's webhook has not arrived yet: reload until it has, for 10 minutes. */
export function ConfirmingPage({ refreshUrl }: { refreshUrl: string }) {
  return (
    <Layout title="Confirming payment" state="confirming" refreshSeconds={3} refreshUrl={refreshUrl}>
      <p>Stripe is confirming your payment. This page reloads itself every few seconds and shows your key once it is confirmed.</p>
      <p class="note">
        <a href={refreshUrl}>Reload now</a>
      </p>
    </Layout>
  )
}

/** Ten minutes without confirmation: a person has to look. */
export function ContactOperatorPage({ sessionId }: { sessionId: string }) {
  return (
    <Layout title="Payment not confirmed yet" state="contact-operator">
      <p>Your payment has not been confirmed within 10 minutes. Please contact the operator of this service and give them this reference:</p>
      <p>
        <code>{sessionId}</code>
      </p>
    </Layout>
  )
}

/** A checkout that issues no key here (not from a configured payment link, or not a subscription). */
export function NoKeyPage({ sessionId }: { sessionId: string }) {
  return (
    <Layout title="No key for this checkout" state="no-key">
      <p>
        This checkout is not for a robomatch subscription sold here, so it issues no API key. If you think it should, contact the operator with this reference:
      </p>
      <p>
        <code>{sessionId}</code>
      </p>
    </Layout>
  )
}

/** The subscription exists but its key would not work (canceled, unpaid, …). */
export function NotActivePage({ status }: { status: string }) {
  return (
    <Layout title="Subscription not active" state="not-active">
      <p>
        This subscription is <strong>{status.replace(/_/g, ' ')}</strong>, so no key is shown. Renew it, or contact the operator.
      </p>
    </Layout>
  )
}

/** The recovery link's confirm step: a POST, so a link preview or prefetch never rotates a key. */
export function RecoverConfirmPage({ tier, keyPrefix, action }: { tier: string; keyPrefix?: string; action: string }) {
  return (
    <Layout title="Replace your API key" state="recover-confirm">
      <p>
        This replaces the key of your <strong>{tier}</strong> subscription
        {keyPrefix ? (
          <>
            {' '}
            (<code>{keyPrefix}</code>)
          </>
        ) : null}{' '}
        with a new one. The current key stops working at once; usage this month carries over. Other keys are not affected.
      </p>
      <form method="post" action={action}>
        <button type="submit" data-confirm-recovery>
          Replace my key
        </button>
      </form>
    </Layout>
  )
}

/** The new key after a recovery, shown once. */
export function RecoveredPage({ apiKey }: { apiKey: string }) {
  return (
    <Layout title="Your new API key" state="recovered">
      <KeyBlock apiKey={apiKey} />
      <p>The previous key no longer works. This recovery link stays valid for later recoveries.</p>
    </Layout>
  )
}

/** A recovery whose subscription has no key to replace, or no longer works. */
export function CannotRecoverPage({ reason }: { reason: string }) {
  return (
    <Layout title="No key replaced" state="cannot-recover">
      <p>{reason}</p>
    </Layout>
  )
}

export function NotFoundPage() {
  return (
    <Layout title="Not found" state="not-found">
      <p>This link is not valid. Check that it was copied whole.</p>
    </Layout>
  )
}

export function ForbiddenPage() {
  return (
    <Layout title="Not allowed" state="forbidden">
      <p>A key can only be replaced from the recovery page itself. Open the recovery link and confirm there.</p>
    </Layout>
  )
}

/**
 * Headers of every billing page: nothing but this origin, never cached, never framed. No
 * Referer leaves the origin (tokens and session ids sit in URLs); within it, `same-origin`
 * keeps the real `Origin` on the recovery form's POST (`no-referrer` would make it `null`).
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
export function renderBillingPage(status: number, page: VNode): Response {
  return new Response(`<!doctype html>${renderToString(page)}`, { status, headers: BILLING_PAGE_HEADERS })
}
