/**
 * Issue 26 (billing findings 1, 2, 3, 4, 8) and issue 28 (billing pages, findings 2 and 3),
 * pinned one test per finding. Races run many rounds on a directory store (one process), on one
 * Redis with two workers (two apps, two connections, one key prefix) and on a local Redis
 * Cluster with two workers. Events are signed with `stripe.webhooks.generateTestHeaderString`.
 */
import { request as httpRequest } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { subscriptionEvent, stripeLikeId, checkoutCompletedEvent } from '../src/billing/test-events.js'
import { createApp } from '../src/server/app.js'
import { startServer } from '../src/server/listen.js'
import type { RobomatchApp } from '../src/server/types.js'
import { openStorage, type RobomatchStorage } from '../src/storage/index.js'
import { BILLING, harness, ORIGIN, PRO_LINK, PRO_PRICE, STARTER_LINK, STARTER_PRICE, type Harness } from './helpers/billing.js'
import { startRedisCluster } from './helpers/redis-cluster.js'
import { useRedis } from './helpers/redis.js'

const redis = await useRedis()
const cluster = await startRedisCluster()
const root = await mkdtemp(join(tmpdir(), 'robomatch-billing-hardening-'))
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
  await redis?.stop()
  await cluster?.stop()
})

let count = 0
/** Where the races run: the storages of the workers that share one store. */
const stores: Array<{ name: string; open: () => Promise<RobomatchStorage[]>; skip?: boolean }> = [
  { name: 'a directory store', open: async () => [await openStorage(`fs:${join(root, `s${++count}`)}`, { fsync: false })] },
  {
    name: 'Redis with two workers',
    open: () => {
      const base = `${redis!.base}-h${++count}`
      return Promise.all([openStorage(redis!.url, { redisOptions: { base } }), openStorage(redis!.url, { redisOptions: { base } })])
    },
    skip: !redis,
  },
  {
    name: 'Redis Cluster with two workers',
    open: () => {
      const base = `rmh${Date.now().toString(36)}${++count}`
      const url = `redis://127.0.0.1:${cluster?.ports[0]}?cluster=1`
      return Promise.all([openStorage(url, { redisOptions: { base } }), openStorage(url, { redisOptions: { base } })])
    },
    skip: !cluster,
  },
]

for (const store of stores) {
  describe.skipIf(store.skip)(`billing races on ${store.name}`, () => {
    const opened: Array<{ app: RobomatchApp; storage: RobomatchStorage }> = []
    afterEach(async () => {
      const all = opened.splice(0)
      await Promise.all(all.map(({ app }) => app.close()))
      await Promise.all(all.map(({ storage }) => storage.dispose()))
    })
    /** One harness per worker, over the same store. */
    const workers = async (): Promise<Harness[]> => {
      const storages = await store.open()
      return Promise.all(
        storages.map(async (storage) => {
          const app = await createApp({ storage, billing: BILLING, origin: ORIGIN })
          opened.push({ app, storage })
          return harness(app)
        }),
      )
    }
    const pick = (hs: Harness[], i: number) => hs[i % hs.length]

    it('finding 1: a cancellation posted with a past_due update in the same second is never lost (30 rounds)', async () => {
      const hs = await workers()
      const t = Math.floor(Date.now() / 1000)
      const lost: number[] = []
      for (let round = 0; round < 30; round++) {
        const { sessionId, subscriptionId } = await hs[0].checkout(PRO_LINK, t)
        const { key } = await pick(hs, round).success(sessionId)
        const updated = subscriptionEvent('customer.subscription.updated', { subscriptionId, status: 'past_due', created: t + 5 })
        const deleted = subscriptionEvent('customer.subscription.deleted', { subscriptionId, status: 'canceled', created: t + 5 })
        const answers = await Promise.all(
          round % 2 ? [pick(hs, round).post(updated), pick(hs, round + 1).post(deleted)] : [pick(hs, round).post(deleted), pick(hs, round + 1).post(updated)],
        )
        for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { outcome: 'applied' } })
        const status = (await hs[0].app.storage.subscriptions!.get(`stripe_${subscriptionId}`))?.status
        if (status !== 'canceled' || (await pick(hs, round + 1).api(key!)).status !== 401) lost.push(round)
      }
      expect(lost).toEqual([])
    }, 60_000)

    it('finding 1: a paid checkout racing its subscription.created (incomplete) of the same second stays active (30 rounds)', async () => {
      const hs = await workers()
      const t = Math.floor(Date.now() / 1000)
      const stale: string[] = []
      for (let round = 0; round < 30; round++) {
        const ids = { sessionId: stripeLikeId('cs_test_'), subscriptionId: stripeLikeId('sub_') }
        const created = subscriptionEvent('customer.subscription.created', { subscriptionId: ids.subscriptionId, status: 'incomplete', created: t })
        const checkout = checkoutCompletedEvent({ ...ids, paymentLink: STARTER_LINK, created: t })
        await Promise.all(
          round % 2 ? [pick(hs, round).post(created), pick(hs, round + 1).post(checkout)] : [pick(hs, round).post(checkout), pick(hs, round + 1).post(created)],
        )
        const record = await hs[0].app.storage.subscriptions!.get(`stripe_${ids.subscriptionId}`)
        if (record?.status !== 'active') stale.push(`${round}: ${record?.status}`)
      }
      expect(stale).toEqual([])
    }, 60_000)

    it('finding 3: eight concurrent recoveries of one token issue exactly one key (5 rounds)', async () => {
      const hs = await workers()
      const other = await hs[0].success((await hs[0].checkout(STARTER_LINK)).sessionId)
      const first = await hs[0].success((await hs[0].checkout(PRO_LINK)).sessionId)
      let key = first.key!
      for (let round = 0; round < 5; round++) {
        // One confirm page, its button pressed eight times at once, half of them on each worker.
        const action = await pick(hs, round).recoverAction(first.recovery!)
        const posts = await Promise.all(Array.from({ length: 8 }, (_, i) => pick(hs, i).recoverPost(first.recovery!, undefined, action)))
        expect(posts.every((post) => post.status === 303)).toBe(true)
        const issuing = posts.filter((post) => post.cookie?.startsWith('rm_recovered='))
        expect(issuing).toHaveLength(1)
        const shown = await pick(hs, round).page(issuing[0].location!, issuing[0].cookie)
        expect(shown.state).toBe('recovered')
        const subscriptionId = (await hs[0].app.storage.keys.lookup(shown.key!))!.subscriptionId
        const live = (await hs[0].app.storage.keys.list()).filter((record) => record.subscriptionId === subscriptionId)
        expect(live).toHaveLength(1)
        expect((await pick(hs, round + 1).api(key)).status).toBe(401)
        expect((await pick(hs, round + 1).api(shown.key!)).status).toBe(200)
        key = shown.key!
      }
      expect((await hs[0].api(other.key!)).status).toBe(200)
    }, 60_000)
  })
}

describe('finding 2: a plan change in Stripe moves the key to that tier', () => {
  const backends = [
    { name: 'memory', open: () => openStorage('memory') },
    { name: 'fs', open: () => openStorage(`fs:${join(root, `plan${++count}`)}`, { fsync: false }) },
    { name: 'redis', open: () => openStorage(redis!.url, { redisOptions: { base: `${redis!.base}-plan${++count}` } }), skip: !redis },
  ]
  for (const backend of backends) {
    it.skipIf(backend.skip)(`on ${backend.name} storage`, async () => {
      const storage = await backend.open()
      const app = await createApp({ storage, billing: BILLING, origin: ORIGIN })
      try {
        const h = harness(app)
        const t = Math.floor(Date.now() / 1000)
        const { sessionId, subscriptionId } = await h.checkout(STARTER_LINK, t)
        const { key } = await h.success(sessionId)
        expect((await h.api(key!)).body.tier).toBe('starter')
        // The customer moves to the pro price in Stripe.
        await h.post(subscriptionEvent('customer.subscription.updated', { subscriptionId, status: 'active', price: PRO_PRICE, created: t + 10 }))
        expect((await h.api(key!)).body.tier).toBe('pro')
        expect(await storage.subscriptions!.get(`stripe_${subscriptionId}`)).toMatchObject({ tier: 'pro', status: 'active' })
        // An older event naming the old price arriving late does not move it back; an unknown price changes nothing.
        await h.post(subscriptionEvent('customer.subscription.updated', { subscriptionId, status: 'active', price: STARTER_PRICE, created: t + 5 }))
        await h.post(subscriptionEvent('customer.subscription.updated', { subscriptionId, status: 'past_due', price: 'price_someone_else', created: t + 20 }))
        expect((await h.api(key!)).body.tier).toBe('pro')
        // Back to starter later: the key follows.
        await h.post(subscriptionEvent('customer.subscription.updated', { subscriptionId, status: 'active', price: STARTER_PRICE, created: t + 30 }))
        expect((await h.api(key!)).body.tier).toBe('starter')
      } finally {
        await app.close()
        await storage.dispose()
      }
    })
  }
})

describe('finding 4: the webhook stops reading at 1 MiB', () => {
  it('refuses a chunked body with no Content-Length after 1 MiB, and a declared one at once', async () => {
    const server = await startServer({ port: 0, storage: 'memory', billing: BILLING })
    try {
      const url = new URL('/billing/stripe/webhook', server.url)
      // Chunked, no Content-Length, up to 64 MiB: the answer must come long before.
      const sent = await new Promise<{ status: number; bytes: number }>((resolve, reject) => {
        let bytes = 0
        let done = false
        const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' } }, (res) => {
          done = true
          res.resume()
          resolve({ status: res.statusCode ?? 0, bytes })
          req.destroy()
        })
        req.on('error', (error) => (done ? undefined : reject(error)))
        const chunk = Buffer.alloc(64 * 1024, 'a')
        const pump = () => {
          while (!done && bytes < 64 * 1024 * 1024) {
            bytes += chunk.length
            if (!req.write(chunk)) return void req.once('drain', pump)
          }
          if (!done) req.end()
        }
        pump()
      })
      expect(sent.status).toBe(413)
      console.info(`webhook: ${(sent.bytes / 1024 / 1024).toFixed(2)} MiB sent before the 413 (chunked, no Content-Length)`)
      // What went in before the answer: the 1 MiB read, plus what socket buffers held.
      expect(sent.bytes).toBeLessThan(8 * 1024 * 1024)
      const declared = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
        body: 'x'.repeat(2 * 1024 * 1024),
      })
      expect(declared.status).toBe(413)
      // A real event still goes through on the same server.
      const h = harness(server.app)
      await h.checkout(PRO_LINK)
    } finally {
      await server.close()
    }
  }, 30_000)
})

describe('finding 8: the recovery page reads only its own subscription key', () => {
  it('never lists the keys on GET or POST, with 3,000 other keys in a directory store', async () => {
    const storage = await openStorage(`fs:${join(root, `many${++count}`)}`, { fsync: false })
    const app = await createApp({ storage, billing: BILLING, origin: ORIGIN })
    try {
      for (let i = 0; i < 3000; i += 100) await Promise.all(Array.from({ length: 100 }, () => storage.keys.create('starter')))
      const h = harness(app)
      const page = await h.success((await h.checkout(PRO_LINK)).sessionId)
      let listings = 0
      const list = storage.keys.list.bind(storage.keys)
      storage.keys.list = () => {
        listings++
        return list()
      }
      const getKeys = storage.storage.getKeys.bind(storage.storage)
      storage.storage.getKeys = ((base?: string, opts?: unknown) => {
        listings++
        return getKeys(base, opts as never)
      }) as typeof storage.storage.getKeys
      const started = performance.now()
      const confirm = await h.page(new URL(page.recovery!).pathname)
      const getMs = performance.now() - started
      expect(confirm.state).toBe('recover-confirm')
      const post = await h.recoverPost(page.recovery!)
      expect(post.status).toBe(303)
      const shown = await h.page(post.location!, post.cookie)
      expect(shown.state).toBe('recovered')
      expect(listings).toBe(0)
      console.info(`recovery confirm page with 3,001 keys on fs: ${getMs.toFixed(1)} ms`)
      expect((await h.api(page.key!)).status).toBe(401)
      expect((await h.api(shown.key!)).status).toBe(200)
    } finally {
      await app.close()
      await storage.dispose()
    }
  }, 60_000)
})

describe('issue 28 finding 3: post/redirect/get, the key shown once with an "I have saved it" step', () => {
  it('reloading the recovery result shows the same key and rotates nothing; saving removes it', async () => {
    const app = await createApp({ billing: BILLING, origin: ORIGIN })
    try {
      const h = harness(app)
      const page = await h.success((await h.checkout(PRO_LINK)).sessionId)
      const post = await h.recoverPost(page.recovery!)
      expect(post).toMatchObject({ status: 303, location: new URL(page.recovery!).pathname })
      // The same form posted again (a reload of the POST, a second tab) rotates nothing more.
      const again = await h.recoverPost(
        page.recovery!,
        undefined,
        `${new URL(page.recovery!).pathname}?replace=${(await app.storage.keys.lookup(page.key!))?.hash.slice(0, 16) ?? 'gone'}`,
      )
      expect(again).toMatchObject({ status: 303, location: `${new URL(page.recovery!).pathname}?replaced=1`, cookie: undefined })
      const shown = await h.page(post.location!, post.cookie)
      const reloaded = await h.page(post.location!, post.cookie)
      expect(reloaded).toMatchObject({ state: 'recovered', key: shown.key })
      expect(await app.storage.keys.list()).toHaveLength(1)
      expect((await h.api(shown.key!)).status).toBe(200)
      // Another browser (no cookie) sees only the confirm page, never the key.
      expect((await h.page(post.location!)).state).toBe('recover-confirm')
      const savedRes = await h.request(`${post.location}/saved`, { method: 'POST', headers: { origin: ORIGIN, cookie: post.cookie! } })
      expect(savedRes.status).toBe(303)
      expect(savedRes.headers.get('set-cookie')).toMatch(/^rm_recovered=; Path=\/keys\/recover\/[^;]+; Max-Age=0/)
      const after = await h.page(savedRes.headers.get('location')!)
      expect(after).toMatchObject({ state: 'recover-saved', key: undefined })
      expect((await h.api(shown.key!)).status).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('the success page shows the key until it is saved, then keeps offering the recovery link', async () => {
    const app = await createApp({ billing: BILLING, origin: ORIGIN })
    try {
      const h = harness(app)
      const { sessionId } = await h.checkout(STARTER_LINK)
      const first = await h.success(sessionId)
      expect(first).toMatchObject({ state: 'issued' })
      expect(first.headers.get('set-cookie')).toMatch(
        /^rm_checkout_cs_test_[A-Za-z0-9]+=[A-Za-z0-9_-]+; Path=\/billing\/success; Max-Age=3600; HttpOnly; SameSite=Lax$/,
      )
      const reload = await h.success(sessionId, first.cookie)
      expect(reload).toMatchObject({ state: 'issued', key: first.key, recovery: first.recovery })
      expect(await app.storage.keys.list()).toHaveLength(1)
      const saved = await h.saved(sessionId, first.cookie!)
      expect(saved).toMatchObject({ status: 303, location: `/billing/success?session_id=${sessionId}` })
      const after = await h.success(sessionId, saved.cookie)
      expect(after).toMatchObject({ state: 'saved', key: undefined, recovery: first.recovery })
      // Without the cookie (another browser, a leaked URL) the page shows neither.
      expect(await h.success(sessionId)).toMatchObject({ state: 'already-shown', key: undefined, recovery: undefined })
      // A cross-site "saved" POST is refused.
      const forged = await h.request(`/billing/success/saved?session_id=${sessionId}`, { method: 'POST', headers: { origin: 'https://evil.example' } })
      expect(forged.status).toBe(403)
    } finally {
      await app.close()
    }
  })
})
