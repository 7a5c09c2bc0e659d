/**
 * Issue 15's walk in a real browser (Debian's /usr/bin/chromium driven by playwright-core;
 * nothing is downloaded): pricing → signed checkout event → success page (confirming, then the
 * key) → the key works on the API → recovery → old key 401 while another subscription's key
 * still works → cancel event → 401. The server is a real Node server on a free port; events
 * are real-shaped and signed with `stripe.webhooks.generateTestHeaderString`.
 */
import { type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StripeBilling } from '../src/billing/config.js'
import { checkoutCompletedEvent, signEvent, stripeLikeId, subscriptionEvent } from '../src/billing/test-events.js'
import { startServer, type RunningServer } from '../src/server/listen.js'
import { HAS_CHROMIUM, launchChromium, warnIfNoChromium } from './helpers/chromium.js'

warnIfNoChromium('BILLING BROWSER WALK')

const SECRET = 'whsec_test_browser_walk'
const BILLING: StripeBilling = {
  webhookSecret: SECRET,
  paymentLinks: {
    plink_test_starter: { tier: 'starter', url: 'https://buy.stripe.com/test_starter_walk' },
    plink_test_pro: { tier: 'pro', url: 'https://buy.stripe.com/test_pro_walk' },
  },
}

describe.skipIf(!HAS_CHROMIUM)('billing walk in Chromium', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    server = await startServer({ port: 0, storage: 'memory', billing: BILLING })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  const post = async (event: unknown) => {
    const { body, signature } = signEvent(event, SECRET)
    const res = await fetch(`${server.url}/billing/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    })
    expect(res.status).toBe(200)
  }
  const match = async (key: string) => {
    const res = await fetch(`${server.url}/api/v1/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ category: 'cleaning', floorAreaSqM: 2500 }),
    })
    return { status: res.status, body: (await res.json()) as { message?: string } }
  }

  it('pricing → checkout → key once → works → recovery → old key 401, other key works → cancel → 401', async () => {
    const context = await browser.newContext()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))

    // Pricing is the website's (issue 14): its subscribe buttons point at the configured links.
    const pricing = await page.goto(`${server.url}/pricing`)
    if (pricing?.status() === 200) {
      expect(await page.getAttribute('[data-subscribe="pro"]', 'href')).toBe(BILLING.paymentLinks.plink_test_pro.url)
    } else {
      console.warn('note: /pricing is not served on this branch (the website is merged separately); the walk starts at the checkout event')
    }

    // Stripe redirects to the success page, possibly before its webhook arrives: it waits and reloads itself.
    const ids = { sessionId: stripeLikeId('cs_test_'), subscriptionId: stripeLikeId('sub_') }
    await page.goto(`${server.url}/billing/success?session_id=${ids.sessionId}`)
    expect(await page.getAttribute('main', 'data-state')).toBe('confirming')
    await post(checkoutCompletedEvent({ ...ids, paymentLink: 'plink_test_pro' }))
    await page.waitForSelector('main[data-state="issued"]', { timeout: 10_000 })
    const key = (await page.textContent('[data-api-key]'))!.trim()
    expect(key).toMatch(/^rm_live_[A-Za-z0-9_-]{32}$/)
    const recoveryUrl = (await page.getAttribute('[data-recovery-link]', 'href'))!
    expect(recoveryUrl.startsWith(`${server.url}/keys/recover/`)).toBe(true)

    // The copy button (the page's one script, same origin under the CSP) copies the key.
    await page.click('button[data-copy="api-key"]')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)

    // The key works; another subscription's key too.
    expect((await match(key)).status).toBe(200)
    const other = { sessionId: stripeLikeId('cs_test_'), subscriptionId: stripeLikeId('sub_') }
    await post(checkoutCompletedEvent({ ...other, paymentLink: 'plink_test_starter' }))
    const otherPage = await context.newPage()
    await otherPage.goto(`${server.url}/billing/success?session_id=${other.sessionId}`)
    const otherKey = (await otherPage.textContent('[data-api-key]'))!.trim()
    expect((await match(otherKey)).status).toBe(200)

    // Shown once: a reload does not show it again.
    await page.reload()
    expect(await page.getAttribute('main', 'data-state')).toBe('already-shown')
    expect(await page.$('[data-api-key]')).toBeNull()

    // Recovery: confirm, then a new key; the old one is 401 at once, the other subscription's key unaffected.
    await page.goto(recoveryUrl)
    expect(await page.getAttribute('main', 'data-state')).toBe('recover-confirm')
    await Promise.all([page.waitForNavigation(), page.click('[data-confirm-recovery]')])
    expect(await page.getAttribute('main', 'data-state')).toBe('recovered')
    const newKey = (await page.textContent('[data-api-key]'))!.trim()
    expect(newKey).not.toBe(key)
    expect((await match(key)).status).toBe(401)
    expect((await match(newKey)).status).toBe(200)
    expect((await match(otherKey)).status).toBe(200)

    // Cancel: the subscription's key answers 401 with the message.
    await post(subscriptionEvent('customer.subscription.deleted', { subscriptionId: ids.subscriptionId, status: 'canceled' }))
    expect(await match(newKey)).toEqual({ status: 401, body: { error: 'unauthorized', message: 'subscription is not active' } })
    expect((await match(otherKey)).status).toBe(200)

    // No CSP violation or script error on the way (a /pricing 404 on this branch is the one expected console error).
    expect(problems.filter((text) => !/404/.test(text))).toEqual([])
    await context.close()
  })
})
