/**
 * The billing walk in a real browser (Debian's /usr/bin/chromium driven by playwright-core;
 * nothing is downloaded), at 375 px and 1,280 px: pricing (prices, terms, the tier comparison)
 * → signed checkout event → success page (confirming, re-checked by its own script, then the key)
 * → the key works → reload shows the same key and issues none → "I have saved it" → the recovery
 * link stays → recovery (post/redirect/get) → reload issues nothing → old key 401 while another
 * subscription's key still works → cancel event → 401.
 *
 * Every page: in the site's layout, nothing scrolls sideways, axe-core finds no serious or
 * critical violation (injected in a context that bypasses the CSP; the 1,280 px walk runs under
 * the enforced CSP and must log no error). Screenshots of every page go to
 * /tmp/robomatch-billing-shots with `BILLING_SHOTS=1` (off by default: they assert nothing, and
 * fourteen full-page PNGs cost the walk seconds of CPU).
 */
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StripeBilling } from '../src/billing/config.js'
import { checkoutCompletedEvent, signEvent, stripeLikeId, subscriptionEvent } from '../src/billing/test-events.js'
import { startServer, type RunningServer } from '../src/server/listen.js'
import { HAS_CHROMIUM, launchChromium, warnIfNoChromium } from './helpers/chromium.js'

warnIfNoChromium('BILLING BROWSER WALK')

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const SHOTS = '/tmp/robomatch-billing-shots'
/** Screenshots of every page at both widths, to look at (`BILLING_SHOTS=1 npx vitest run test/billing-browser.test.ts`). */
const TAKE_SHOTS = process.env.BILLING_SHOTS === '1'
const SECRET = 'whsec_test_browser_walk'
const BILLING: StripeBilling = {
  webhookSecret: SECRET,
  paymentLinks: {
    plink_test_starter: {
      tier: 'starter',
      url: 'https://buy.stripe.com/test_starter_walk',
      price: 'price_test_starter',
      amount: 1900,
      currency: 'usd',
      interval: 'month',
    },
    plink_test_pro: { tier: 'pro', url: 'https://buy.stripe.com/test_pro_walk', price: 'price_test_pro', amount: 9900, currency: 'usd', interval: 'month' },
  },
}

describe.skipIf(!HAS_CHROMIUM)('billing walk in Chromium', () => {
  let server: RunningServer
  let browser: Browser
  /** Pages checked (layout, sideways scrolling, axe where injected), as `name-width`. */
  const checked: string[] = []

  beforeAll(async () => {
    if (TAKE_SHOTS) await mkdir(SHOTS, { recursive: true })
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

  /** Site layout, no sideways scrolling, axe (when injectable), and a screenshot when asked for. */
  const check = async (page: Page, name: string, width: number, axe: boolean) => {
    expect(await page.$('header.site nav'), `${name}: the site's header and navigation`).not.toBeNull()
    expect(await page.$('meta[http-equiv]'), `${name}: no meta refresh`).toBeNull()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${name} at ${width}px scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
    if (axe) {
      await page.addScriptTag({ path: AXE })
      const violations = await page.evaluate(async () => {
        const run = (
          window as unknown as { axe: { run(context?: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> } }
        ).axe
        const result = await run.run(document)
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }))
      })
      expect(
        violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
        `${name} at ${width}px`,
      ).toEqual([])
    }
    if (TAKE_SHOTS) await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true })
    checked.push(`${name}-${width}`)
  }

  const walk = async (width: number, context: BrowserContext, axe: boolean) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    const page = await context.newPage()
    await page.setViewportSize({ width, height: 900 })
    const problems: string[] = []
    page.on('console', (message) => {
      // Chromium asks for /favicon.ico on its own; the site has none.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const state = () => page.getAttribute('[data-state]', 'data-state')

    // Pricing: amounts, period and terms from the billing config; the comparison from the tier table.
    await page.goto(`${server.url}/pricing`)
    expect(await page.getAttribute('[data-subscribe="pro"]', 'href')).toBe(BILLING.paymentLinks.plink_test_pro.url)
    expect(await page.textContent('[data-price="starter"]')).toContain('$19.00 per month')
    expect(await page.textContent('[data-price="pro"]')).toContain('$99.00 per month')
    expect(await page.textContent('[data-tier="pro"] .terms')).toContain('billed monthly until you cancel')
    const compare = await page.$$eval('table.compare tbody tr', (rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent?.trim())))
    expect(compare).toContainEqual(['Price', '$19.00 per month', '$99.00 per month'])
    expect(compare).toContainEqual(['Matches per month', '2,000', '10,000'])
    expect(compare).toContainEqual(['Runner-up robot types with their scores', 'No', 'Yes'])
    await check(page, 'pricing', width, axe)

    // Stripe sends the buyer to the success page, maybe before its webhook: it waits and re-checks by itself.
    // The page's clock is Playwright's (time still flows), so the test moves it on to the page's
    // next re-check (every 3 s) instead of waiting for it.
    const ids = { sessionId: stripeLikeId('cs_test_'), subscriptionId: stripeLikeId('sub_') }
    await page.clock.install()
    await page.goto(`${server.url}/billing/success?session_id=${ids.sessionId}`)
    expect(await state()).toBe('confirming')
    await page.waitForSelector('#recheck-status:has-text("checks again")')
    await check(page, 'confirming', width, axe)
    await post(checkoutCompletedEvent({ ...ids, paymentLink: 'plink_test_pro' }))
    await page.clock.runFor(3000)
    await page.waitForSelector('[data-state="issued"]', { timeout: 10_000 })
    const key = (await page.textContent('[data-api-key]'))!.trim()
    expect(key).toMatch(/^rm_live_[A-Za-z0-9_-]{32}$/)
    const recoveryUrl = (await page.getAttribute('[data-recovery-link]', 'href'))!
    expect(recoveryUrl.startsWith(`${server.url}/keys/recover/`)).toBe(true)
    await check(page, 'issued', width, axe)

    // The copy button (the page's one script, same origin under the CSP) copies the key.
    await page.click('button[data-copy="api-key"]')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
    expect((await match(key)).status).toBe(200)

    // Another subscription's key, in another tab.
    const other = { sessionId: stripeLikeId('cs_test_'), subscriptionId: stripeLikeId('sub_') }
    await post(checkoutCompletedEvent({ ...other, paymentLink: 'plink_test_starter' }))
    const otherPage = await context.newPage()
    await otherPage.goto(`${server.url}/billing/success?session_id=${other.sessionId}`)
    const otherKey = (await otherPage.textContent('[data-api-key]'))!.trim()
    expect((await match(otherKey)).status).toBe(200)
    await otherPage.close()

    // A reload shows the same key (nothing issued); "I have saved it" removes it and keeps the recovery link.
    await page.reload()
    expect(await state()).toBe('issued')
    expect((await page.textContent('[data-api-key]'))!.trim()).toBe(key)
    await Promise.all([page.waitForURL(`**/billing/success?session_id=${ids.sessionId}`), page.click('[data-saved]')])
    expect(await state()).toBe('saved')
    expect(await page.$('[data-api-key]')).toBeNull()
    expect(await page.getAttribute('[data-recovery-link]', 'href')).toBe(recoveryUrl)
    await page.reload()
    expect(await state()).toBe('saved')
    expect(await page.getAttribute('[data-recovery-link]', 'href')).toBe(recoveryUrl)
    await check(page, 'saved', width, axe)
    expect((await match(key)).status).toBe(200)

    // Recovery: confirm, then a new key (post/redirect/get); reloading shows it again and rotates nothing.
    await page.goto(recoveryUrl)
    expect(await state()).toBe('recover-confirm')
    await check(page, 'recover-confirm', width, axe)
    await Promise.all([page.waitForURL(recoveryUrl), page.click('[data-confirm-recovery]')])
    expect(await state()).toBe('recovered')
    const newKey = (await page.textContent('[data-api-key]'))!.trim()
    expect(newKey).not.toBe(key)
    await check(page, 'recovered', width, axe)
    await page.reload()
    expect((await page.textContent('[data-api-key]'))!.trim()).toBe(newKey)
    expect((await match(newKey)).status).toBe(200)
    expect((await match(key)).status).toBe(401)
    expect((await match(otherKey)).status).toBe(200)
    await Promise.all([page.waitForURL('**?saved=1'), page.click('[data-saved]')])
    expect(await state()).toBe('recover-saved')
    await check(page, 'recover-saved', width, axe)
    expect((await match(newKey)).status).toBe(200)

    // Cancel: the subscription's key answers 401 with the message; the other key works.
    await post(subscriptionEvent('customer.subscription.deleted', { subscriptionId: ids.subscriptionId, status: 'canceled' }))
    expect(await match(newKey)).toEqual({ status: 401, body: { error: 'unauthorized', message: 'subscription is not active' } })
    expect((await match(otherKey)).status).toBe(200)

    await context.close()
    return problems
  }

  const PAGES = ['pricing', 'confirming', 'issued', 'saved', 'recover-confirm', 'recovered', 'recover-saved']

  // The two walks share nothing but the server: each has its own browser context, checkout session,
  // subscription and keys, so they run at once (the success page's 3 s re-check waits overlap).
  it.concurrent(
    'at 1,280 px under the enforced CSP: pricing → checkout → key → saved → recovery → 401s → cancel',
    async () => {
      // No CSP violation or script error on the way (checked where the CSP is enforced).
      expect(await walk(1280, await browser.newContext(), false)).toEqual([])
      expect(checked.filter((name) => name.endsWith('-1280'))).toEqual(PAGES.map((name) => `${name}-1280`))
    },
    60_000,
  )

  it.concurrent(
    'at 375 px with axe-core on every page: the same walk',
    async () => {
      await walk(375, await browser.newContext({ bypassCSP: true }), true)
      expect(checked.filter((name) => name.endsWith('-375'))).toEqual(PAGES.map((name) => `${name}-375`))
    },
    60_000,
  )
})
