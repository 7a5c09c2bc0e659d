/**
 * One app (or several sharing a store) with billing, and the walks a browser or Stripe would
 * make: signed events, the success page, the recovery form (following its 303 with the cookie it
 * sets), and API calls with a key. In-process (`app.fetch`), no network.
 */
import { expect } from 'vitest'
import type { StripeBilling } from '../../src/billing/config.js'
import { checkoutCompletedEvent, signEvent, stripeLikeId } from '../../src/billing/test-events.js'
import type { RobomatchApp } from '../../src/server/types.js'

export const SECRET = 'whsec_test_billing_hardening'
export const STARTER_LINK = 'plink_test_starter1'
export const PRO_LINK = 'plink_test_pro1'
export const STARTER_PRICE = 'price_test_starter1'
export const PRO_PRICE = 'price_test_pro1'
export const ORIGIN = 'http://robomatch.local'
export const BILLING: StripeBilling = {
  webhookSecret: SECRET,
  paymentLinks: {
    [STARTER_LINK]: { tier: 'starter', url: 'https://buy.stripe.com/test_starter', price: STARTER_PRICE, amount: 1900, currency: 'usd', interval: 'month' },
    [PRO_LINK]: { tier: 'pro', url: 'https://buy.stripe.com/test_pro', price: PRO_PRICE, amount: 9900, currency: 'usd', interval: 'month' },
  },
}

const KEY_RE = /data-api-key(?:="[^"]*")?>\s*(rm_live_[A-Za-z0-9_-]+)/
const MATCH_BODY = JSON.stringify({ category: 'cleaning', floorAreaSqM: 2500 })
const SAME_ORIGIN = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }

export type Harness = ReturnType<typeof harness>

/** Walks of one app. */
export function harness(app: RobomatchApp) {
  const request = (path: string, init?: RequestInit) => app.fetch(new Request(new URL(path, ORIGIN), init))
  const pageOf = async (res: Response) => {
    const html = await res.text()
    return {
      status: res.status,
      html,
      headers: res.headers,
      state: /data-state="([^"]+)"/.exec(html)?.[1],
      key: KEY_RE.exec(html)?.[1],
      recovery: /data-recovery-link(?:="[^"]*")?>\s*(http[^<]+)</.exec(html)?.[1],
    }
  }
  return {
    app,
    request,
    async post(event: unknown) {
      const { body, signature } = signEvent(event, SECRET)
      const res = await request('/billing/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    },
    /** The success page; `cookie` as a browser that was shown it before would send. */
    async success(sessionId: string, cookie?: string) {
      const res = await request(`/billing/success?session_id=${encodeURIComponent(sessionId)}`, { headers: cookie ? { cookie } : {} })
      return { ...(await pageOf(res)), cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie }
    },
    /** "I have saved it" on the success page: its 303 and the page it leads to. */
    async saved(sessionId: string, cookie: string) {
      const res = await request(`/billing/success/saved?session_id=${encodeURIComponent(sessionId)}`, { method: 'POST', headers: { ...SAME_ORIGIN, cookie } })
      const next = res.headers.get('set-cookie')?.split(';')[0] ?? cookie
      return { status: res.status, location: res.headers.get('location'), cookie: next }
    },
    /** The recovery form's action, as the confirm page shows it now (it names the key it replaces). */
    async recoverAction(url: string) {
      const html = await (await request(new URL(url).pathname)).text()
      return /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&')
    },
    /** The recovery form's POST (to `action`, else what the confirm page shows now), without following it. */
    async recoverPost(url: string, headers: Record<string, string> = SAME_ORIGIN, action?: string) {
      const res = await request(action ?? (await this.recoverAction(url)), { method: 'POST', headers })
      await res.body?.cancel()
      return { status: res.status, location: res.headers.get('location'), cookie: res.headers.get('set-cookie')?.split(';')[0] }
    },
    async page(path: string, cookie?: string) {
      return pageOf(await request(path, { headers: cookie ? { cookie } : {} }))
    },
    async api(key: string) {
      const res = await request('/api/v1/match', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: MATCH_BODY })
      return { status: res.status, body: (await res.json()) as { error?: string; message?: string; tier?: string } }
    },
    /** A paid checkout of `link` at `created`: its session and Stripe subscription ids. */
    async checkout(link = PRO_LINK, created?: number) {
      const sessionId = stripeLikeId('cs_test_')
      const subscriptionId = stripeLikeId('sub_')
      const answer = await this.post(checkoutCompletedEvent({ sessionId, subscriptionId, paymentLink: link, created }))
      expect(answer).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } })
      return { sessionId, subscriptionId }
    },
  }
}
