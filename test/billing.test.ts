/**
 * Issue 15: subscriptions, Stripe checkout and key issuance with a recovery link, in-process
 * (`app.fetch`) on every storage backend (memory, fs, Redis). Events are real-shaped and signed
 * with `stripe.webhooks.generateTestHeaderString`; no network.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { StripeBilling } from '../src/billing/config.js'
import { checkoutCompletedEvent, signEvent, stripeLikeId, subscriptionEvent } from '../src/billing/test-events.js'
import { createApp } from '../src/server/app.js'
import type { RobomatchApp } from '../src/server/types.js'
import { openStorage, type RobomatchStorage } from '../src/storage/index.js'
import { createManualSubscription } from '../src/storage/manual-subscription.js'
import { useRedis } from './helpers/redis.js'

const SECRET = 'whsec_test_billing_suite_secret'
const STARTER_LINK = 'plink_test_starter1'
const PRO_LINK = 'plink_test_pro1'
const BILLING: StripeBilling = {
  webhookSecret: SECRET,
  paymentLinks: {
    [STARTER_LINK]: { tier: 'starter', url: 'https://buy.stripe.com/test_starter' },
    [PRO_LINK]: { tier: 'pro', url: 'https://buy.stripe.com/test_pro' },
  },
}
const ORIGIN = 'http://robomatch.local'
const MATCH_BODY = JSON.stringify({ category: 'warehouse', facilitySizeSqM: 8000 })
const KEY_RE = /data-api-key(?:="[^"]*")?>\s*(rm_live_[A-Za-z0-9_-]+)/

const redis = await useRedis()
const fsRoot = await mkdtemp(join(tmpdir(), 'robomatch-billing-'))
afterAll(async () => {
  await rm(fsRoot, { recursive: true, force: true })
  await redis?.stop()
})

let fsCount = 0
const backends: Array<{ name: string; open: () => Promise<RobomatchStorage>; skip?: boolean }> = [
  { name: 'memory', open: () => openStorage('memory') },
  { name: 'fs', open: () => openStorage(`fs:${join(fsRoot, `s${++fsCount}`)}`) },
  { name: 'redis', open: () => openStorage(redis!.url, { redisOptions: { base: `${redis!.base}-${++fsCount}` } }), skip: !redis },
]

/** One app over a storage, with helpers to post events and walk the pages. */
function harness(app: RobomatchApp) {
  const request = (path: string, init?: RequestInit) => app.fetch(new Request(new URL(path, ORIGIN), init))
  return {
    app,
    request,
    async post(event: unknown, options: { secret?: string; signature?: string | null; body?: string } = {}) {
      const signed = signEvent(event, options.secret ?? SECRET)
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (options.signature !== null) headers['stripe-signature'] = options.signature ?? signed.signature
      const res = await request('/billing/stripe/webhook', { method: 'POST', headers, body: options.body ?? signed.body })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    },
    async success(sessionId: string, extra = '') {
      const res = await request(`/billing/success?session_id=${encodeURIComponent(sessionId)}${extra}`)
      const html = await res.text()
      return {
        status: res.status,
        html,
        headers: res.headers,
        state: /data-state="([^"]+)"/.exec(html)?.[1],
        key: /data-api-key(?:="[^"]*")?>\s*(rm_live_[A-Za-z0-9_-]+)/.exec(html)?.[1],
        recovery: /data-recovery-link(?:="[^"]*")?>\s*(http[^<]+)</.exec(html)?.[1],
      }
    },
    /** Posts the recovery form and follows its 303 like a browser (with the cookie it set). */
    async recover(url: string, headers: Record<string, string> = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }) {
      const confirm = await (await request(new URL(url).pathname)).text()
      const action = /<form method="post" action="([^"]+)"/.exec(confirm)?.[1].replace(/&amp;/g, '&') ?? new URL(url).pathname
      const res = await request(action, { method: 'POST', headers })
      if (res.status !== 303) {
        const html = await res.text()
        return { status: res.status, state: /data-state="([^"]+)"/.exec(html)?.[1], key: undefined, cookie: undefined, location: undefined }
      }
      const location = res.headers.get('location')!
      const cookie = res.headers.get('set-cookie')?.split(';')[0]
      const html = await (await request(location, { headers: cookie ? { cookie } : {} })).text()
      return { status: res.status, state: /data-state="([^"]+)"/.exec(html)?.[1], key: KEY_RE.exec(html)?.[1], cookie, location }
    },
    async api(key: string) {
      const res = await request('/api/v1/match', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: MATCH_BODY })
      return { status: res.status, body: (await res.json()) as { error?: string; message?: string } }
    },
    /** A paid checkout of `link`: its session and Stripe subscription ids. */
    async checkout(link = PRO_LINK, created?: number) {
      const sessionId = stripeLikeId('cs_test_')
      const subscriptionId = stripeLikeId('sub_')
      const answer = await this.post(checkoutCompletedEvent({ sessionId, subscriptionId, paymentLink: link, created }))
      expect(answer).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } })
      return { sessionId, subscriptionId }
    },
  }
}

for (const backend of backends) {
  describe.skipIf(backend.skip)(`billing on ${backend.name} storage`, () => {
    const opened: RobomatchApp[] = []
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((app) => app.close()))
    })
    const start = async (options: { now?: () => number } = {}) => {
      const app = await createApp({ storage: await backend.open(), billing: BILLING, origin: ORIGIN, ...options })
      // The app was given an opened storage, so it does not own it: close both.
      opened.push({
        ...app,
        close: async () => {
          await app.close()
          await app.storage.dispose()
        },
      })
      return harness(app)
    }

    it('a bad or missing signature is 400 and stores nothing', async () => {
      const h = await start()
      const event = checkoutCompletedEvent({ sessionId: stripeLikeId('cs_test_'), subscriptionId: stripeLikeId('sub_'), paymentLink: PRO_LINK })
      expect((await h.post(event, { signature: null })).status).toBe(400)
      expect((await h.post(event, { secret: 'whsec_someone_else' })).status).toBe(400)
      const tampered = signEvent(event, SECRET)
      expect((await h.post(event, { signature: tampered.signature, body: tampered.body.replace('"paid"', '"unpaid"') })).status).toBe(400)
      expect((await h.post(event, { signature: 't=1,v1=deadbeef' })).body).toMatchObject({ error: 'invalid_signature' })
      expect(await h.app.storage.subscriptions!.list()).toEqual([])
      expect(await h.app.storage.storage.getKeys('billing')).toEqual([])
      expect((await h.success(event.data.object.id as string)).state).toBe('confirming')
    })

    it('shows the key once, and the key works on the API', async () => {
      const h = await start()
      const { sessionId } = await h.checkout(PRO_LINK)
      const first = await h.success(sessionId)
      expect(first).toMatchObject({ status: 200, state: 'issued' })
      expect(first.key).toMatch(/^rm_live_[A-Za-z0-9_-]{32}$/)
      expect(first.recovery).toMatch(new RegExp(`^${ORIGIN}/keys/recover/[A-Za-z0-9_-]{43}$`))
      expect(first.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(first.headers.get('cache-control')).toBe('no-store')
      const again = await h.success(sessionId)
      expect(again).toMatchObject({ status: 200, state: 'already-shown', key: undefined })
      const answer = await h.api(first.key!)
      expect(answer.status).toBe(200)
      const [subscription] = await h.app.storage.subscriptions!.list()
      expect(subscription).toMatchObject({ tier: 'pro', status: 'active', provider: 'stripe' })
      expect((await h.app.storage.keys.lookup(first.key!))?.subscriptionId).toBe(subscription.id)
      // One subscription = one key.
      expect(await h.app.storage.keys.list()).toHaveLength(1)
    })

    it('a replayed event changes nothing', async () => {
      const h = await start()
      const sessionId = stripeLikeId('cs_test_')
      const subscriptionId = stripeLikeId('sub_')
      const checkout = checkoutCompletedEvent({ sessionId, subscriptionId, paymentLink: STARTER_LINK })
      expect((await h.post(checkout)).body).toMatchObject({ outcome: 'applied' })
      const key = (await h.success(sessionId)).key!
      const cancel = subscriptionEvent('customer.subscription.deleted', { subscriptionId, status: 'canceled' })
      expect((await h.post(cancel)).body).toMatchObject({ outcome: 'applied' })
      const before = { subs: await h.app.storage.subscriptions!.list(), keys: await h.app.storage.keys.list() }
      for (const event of [checkout, cancel, checkout]) expect((await h.post(event)).body).toMatchObject({ received: true, outcome: 'duplicate' })
      expect(await h.app.storage.subscriptions!.list()).toEqual(before.subs)
      expect(await h.app.storage.keys.list()).toEqual(before.keys)
      expect((await h.success(sessionId)).state).toBe('not-active')
      expect((await h.api(key)).status).toBe(401)
    })

    it('applies events in any order', async () => {
      const h = await start()
      const t = Math.floor(Date.now() / 1000)
      // Canceled before the checkout event arrived: no key is ever shown.
      const early = { sessionId: stripeLikeId('cs_test_'), subscriptionId: stripeLikeId('sub_') }
      await h.post(subscriptionEvent('customer.subscription.deleted', { subscriptionId: early.subscriptionId, status: 'canceled', created: t + 5 }))
      await h.post(checkoutCompletedEvent({ ...early, paymentLink: PRO_LINK, created: t }))
      expect((await h.success(early.sessionId)).state).toBe('not-active')

      // created(incomplete) arriving after the paid checkout and after updated(active), same second: still active.
      const late = { sessionId: stripeLikeId('cs_test_'), subscriptionId: stripeLikeId('sub_') }
      await h.post(subscriptionEvent('customer.subscription.updated', { subscriptionId: late.subscriptionId, status: 'active', created: t }))
      await h.post(checkoutCompletedEvent({ ...late, paymentLink: STARTER_LINK, created: t }))
      await h.post(subscriptionEvent('customer.subscription.created', { subscriptionId: late.subscriptionId, status: 'incomplete', created: t }))
      const shown = await h.success(late.sessionId)
      expect(shown.state).toBe('issued')
      expect((await h.api(shown.key!)).status).toBe(200)

      // An older "active" after a newer "unpaid" keeps it unpaid; a newer "active" revives it.
      await h.post(subscriptionEvent('customer.subscription.updated', { subscriptionId: late.subscriptionId, status: 'unpaid', created: t + 20 }))
      await h.post(subscriptionEvent('customer.subscription.updated', { subscriptionId: late.subscriptionId, status: 'active', created: t + 10 }))
      expect((await h.api(shown.key!)).body).toEqual({ error: 'unauthorized', message: 'subscription is not active' })
      await h.post(subscriptionEvent('customer.subscription.updated', { subscriptionId: late.subscriptionId, status: 'past_due', created: t + 30 }))
      expect((await h.api(shown.key!)).status).toBe(200)
      // After a cancel nothing revives it, however new.
      await h.post(subscriptionEvent('customer.subscription.deleted', { subscriptionId: late.subscriptionId, status: 'canceled', created: t + 40 }))
      await h.post(subscriptionEvent('customer.subscription.updated', { subscriptionId: late.subscriptionId, status: 'active', created: t + 50 }))
      expect((await h.api(shown.key!)).status).toBe(401)
    })

    it('recovery rotates only its own key, and its link stays valid', async () => {
      const h = await start()
      const a = await h.success((await h.checkout(PRO_LINK)).sessionId)
      const b = await h.success((await h.checkout(STARTER_LINK)).sessionId)
      await h.api(a.key!)
      const confirm = await h.request(new URL(a.recovery!).pathname)
      expect(confirm.status).toBe(200)
      expect(await confirm.text()).toContain('data-confirm-recovery')
      // Looking at the confirm page rotates nothing.
      expect((await h.api(a.key!)).status).toBe(200)

      const recovered = await h.recover(a.recovery!)
      expect(recovered).toMatchObject({ status: 303, state: 'recovered' })
      expect(recovered.key).not.toBe(a.key)
      expect((await h.api(a.key!)).body).toMatchObject({ error: 'unauthorized' })
      expect((await h.api(recovered.key!)).status).toBe(200)
      expect((await h.api(b.key!)).status).toBe(200)
      // Counters carried over: same subscription.
      const aSub = (await h.app.storage.keys.lookup(recovered.key!))!.subscriptionId
      expect(await h.app.storage.counters.monthlyUsage(aSub, new Date().toISOString().slice(0, 7))).toBe(3)

      const second = await h.recover(a.recovery!)
      expect(second.state).toBe('recovered')
      expect((await h.api(recovered.key!)).status).toBe(401)
      expect((await h.api(second.key!)).status).toBe(200)
      expect(await h.app.storage.keys.list()).toHaveLength(2)
    })

    it('cancel answers 401 "subscription is not active" at once', async () => {
      const h = await start()
      const { sessionId, subscriptionId } = await h.checkout(PRO_LINK)
      const { key } = await h.success(sessionId)
      expect((await h.api(key!)).status).toBe(200) // warms the auth cache
      await h.post(subscriptionEvent('customer.subscription.deleted', { subscriptionId, status: 'canceled' }))
      const answer = await h.api(key!)
      expect(answer).toEqual({ status: 401, body: { error: 'unauthorized', message: 'subscription is not active' } })
      // Its recovery link issues no new key either.
      const recovery = /\/keys\/recover\/[^"<]+/.exec((await h.success(sessionId)).html)
      expect(recovery).toBeNull()
    })
  })
}

describe('billing pages and webhook edges', () => {
  let app: RobomatchApp | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })
  const start = async (now?: () => number) => {
    app = await createApp({ billing: BILLING, origin: ORIGIN, now })
    return harness(app)
  }

  it('a malformed session id is a 404 page; an unknown one waits, then says to contact the operator', async () => {
    let now = Date.UTC(2031, 4, 15, 10)
    const h = await start(() => now)
    for (const id of ['', 'nope', 'cs_', 'cs_<script>', `cs_${'a'.repeat(300)}`]) expect((await h.success(id)).status).toBe(404)
    const waiting = await h.success('cs_test_unknown123')
    expect(waiting.state).toBe('confirming')
    // No <meta refresh> (axe: critical): the page's script or its button checks again.
    expect(waiting.html).not.toContain('http-equiv')
    const recheck = /data-recheck-url="([^"]+)"/.exec(waiting.html)?.[1]
    expect(recheck).toBe(`/billing/success?session_id=cs_test_unknown123&amp;since=${now}`)
    expect(waiting.html).toContain(`href="${recheck}"`)
    now += 9 * 60_000
    expect((await h.success('cs_test_unknown123', `&since=${now - 9 * 60_000}`)).state).toBe('confirming')
    now += 60_000
    const late = await h.success('cs_test_unknown123', `&since=${now - 10 * 60_000}`)
    expect(late.state).toBe('contact-operator')
    expect(late.html).not.toContain('data-recheck-url')
  })

  it('a checkout from a payment link that is not configured issues no key', async () => {
    const h = await start()
    const sessionId = stripeLikeId('cs_test_')
    const answer = await h.post(checkoutCompletedEvent({ sessionId, subscriptionId: stripeLikeId('sub_'), paymentLink: 'plink_someone_else' }))
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'ignored' } })
    const page = await h.success(sessionId)
    expect(page).toMatchObject({ state: 'no-key', key: undefined })
    expect(await h.app.storage.subscriptions!.list()).toEqual([])
  })

  it('waits for a delayed payment, then issues the key', async () => {
    const h = await start()
    const ids = { sessionId: stripeLikeId('cs_test_'), subscriptionId: stripeLikeId('sub_') }
    await h.post(checkoutCompletedEvent({ ...ids, paymentLink: PRO_LINK, paymentStatus: 'unpaid' }))
    expect((await h.success(ids.sessionId)).state).toBe('confirming')
    await h.post(checkoutCompletedEvent({ ...ids, paymentLink: PRO_LINK, type: 'checkout.session.async_payment_succeeded' }))
    expect((await h.success(ids.sessionId)).state).toBe('issued')
  })

  it('answers 2xx to a well-signed event it does not handle, and stores nothing', async () => {
    const h = await start()
    const event = { id: stripeLikeId('evt_'), object: 'event', type: 'invoice.paid', created: 1, data: { object: { id: 'in_1', object: 'invoice' } } }
    expect(await h.post(event)).toMatchObject({ status: 200, body: { received: true, outcome: 'ignored' } })
    const odd = { id: stripeLikeId('evt_'), object: 'event', type: 'checkout.session.completed', created: 1, data: { object: { id: 42 } } }
    expect((await h.post(odd)).status).toBe(200)
    expect(await h.app.storage.storage.getKeys('billing')).toEqual([])
  })

  it('recovery: a bad token is a 404 page, a cross-site POST is refused', async () => {
    const h = await start()
    expect((await h.request('/keys/recover/nope')).status).toBe(404)
    expect((await h.request(`/keys/recover/${'A'.repeat(43)}`)).status).toBe(404)
    const page = await h.success((await h.checkout()).sessionId)
    expect((await h.recover(page.recovery!, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await h.recover(page.recovery!, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await h.api(page.key!)).status).toBe(200)
    expect((await h.recover(`${ORIGIN}/keys/recover/${'A'.repeat(43)}`)).status).toBe(404)
  })

  it('escapes what it echoes', async () => {
    const h = await start()
    const page = await h.success('cs_test_"><script>alert(1)</script>')
    expect(page.status).toBe(404)
    expect(page.html).not.toContain('<script>alert')
  })

  it('is not mounted without billing; keys of manual subscriptions keep working', async () => {
    app = await createApp({ origin: ORIGIN })
    const h = harness(app)
    expect((await h.request('/billing/success?session_id=cs_test_x')).status).toBe(404)
    expect((await h.request('/billing/stripe/webhook', { method: 'POST', body: '{}' })).status).toBe(404)
    const { key, record } = await createManualSubscription(app.storage, 'starter')
    expect(await app.storage.subscriptions!.get(record.subscriptionId)).toMatchObject({ provider: 'manual', status: 'active', providerRef: null })
    expect((await h.api(key)).status).toBe(200)
    await app.storage.subscriptions!.setStatus(record.subscriptionId, 'unpaid')
    expect((await h.api(key)).body).toMatchObject({ message: 'subscription is not active' })
    // A key with no subscription record (stored before subscriptions existed) works.
    const legacy = await app.storage.keys.create('pro')
    expect((await h.api(legacy.key)).status).toBe(200)
  })
})

describe.skipIf(!redis)('billing across processes on one Redis', () => {
  it('a cancel or a recovery in one process is a 401 at once in another', async () => {
    const base = `${redis!.base}-multi`
    const [storageA, storageB] = await Promise.all([openStorage(redis!.url, { redisOptions: { base } }), openStorage(redis!.url, { redisOptions: { base } })])
    const [a, b] = await Promise.all([
      createApp({ storage: storageA, billing: BILLING, origin: ORIGIN }),
      createApp({ storage: storageB, billing: BILLING, origin: ORIGIN }),
    ])
    try {
      const ha = harness(a)
      const hb = harness(b)
      const one = await ha.checkout(PRO_LINK)
      const two = await ha.checkout(STARTER_LINK)
      const first = await hb.success(one.sessionId)
      const other = await hb.success(two.sessionId)
      expect(first.state).toBe('issued')
      // The key is shown once across processes.
      expect((await ha.success(one.sessionId)).state).toBe('already-shown')
      expect((await hb.api(first.key!)).status).toBe(200) // cached in B now
      const recovered = await ha.recover(first.recovery!)
      // B hears of it on the key-changes channel: one message on its subscriber connection, no TTL wait.
      const within = { timeout: 100, interval: 2 }
      await vi.waitFor(async () => expect((await hb.api(first.key!)).status).toBe(401), within)
      expect((await hb.api(recovered.key!)).status).toBe(200)
      expect((await hb.api(other.key!)).status).toBe(200)
      await ha.post(subscriptionEvent('customer.subscription.deleted', { subscriptionId: one.subscriptionId, status: 'canceled' }))
      await vi.waitFor(async () => expect((await hb.api(recovered.key!)).body).toMatchObject({ message: 'subscription is not active' }), within)
      expect((await hb.api(other.key!)).status).toBe(200)
    } finally {
      await Promise.all([a.close(), b.close()])
      await Promise.all([storageA.dispose(), storageB.dispose()])
    }
  })
})
