/**
 * Subscriptions in storage (PRODUCT.md section 9): one shared suite that memory, fs and Redis
 * must all pass; the billing config's validation; `keys create|list|show` and subscriptions.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { resolveBillingSecrets } from '../src/billing/config.js'
import { ConfigError, resolveConfig } from '../src/config.js'
import { openStorage, type RobomatchStorage } from '../src/storage/index.js'
import { createManualSubscription } from '../src/storage/manual-subscription.js'
import { useRedis } from './helpers/redis.js'

const redis = await useRedis()
const root = await mkdtemp(join(tmpdir(), 'robomatch-subs-'))
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
  await redis?.stop()
})

let count = 0
const backends = [
  { name: 'memory', open: () => openStorage('memory'), shared: undefined },
  { name: 'fs', open: () => openStorage(`fs:${join(root, `s${++count}`)}`), shared: undefined },
  {
    name: 'redis',
    open: () => openStorage(redis!.url, { redisOptions: { base: `${redis!.base}-${++count}` } }),
    // Two connections on one base: two processes.
    shared: () => {
      const base = `${redis!.base}-shared-${++count}`
      return Promise.all([openStorage(redis!.url, { redisOptions: { base } }), openStorage(redis!.url, { redisOptions: { base } })])
    },
    skip: !redis,
  },
]

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skip))(`${backend.name} storage: subscriptions (shared suite)`, () => {
    const opened: RobomatchStorage[] = []
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((storage) => storage.dispose()))
    })
    const open = async () => {
      const storage = await backend.open()
      opened.push(storage)
      return storage
    }

    it('creates once (idempotent), reads, lists and changes the status', async () => {
      const storage = await open()
      const subs = storage.subscriptions!
      const first = await subs.create({ id: 'sub_a', tier: 'pro', status: 'active', provider: 'stripe', providerRef: 'sub_stripe1' })
      expect(first.created).toBe(true)
      const again = await subs.create({ id: 'sub_a', tier: 'starter', status: 'canceled', provider: 'manual', providerRef: null })
      expect(again).toEqual({ record: first.record, created: false })
      await subs.create({ id: 'sub_b', tier: 'starter', status: 'active', provider: 'manual', providerRef: null })
      expect((await subs.list()).map((record) => record.id)).toEqual(['sub_a', 'sub_b'])
      expect(await subs.get('sub_a')).toMatchObject({ tier: 'pro', status: 'active', provider: 'stripe', providerRef: 'sub_stripe1' })
      expect(await subs.get('sub_missing')).toBeUndefined()
      expect(await subs.get('../etc')).toBeUndefined()
      const generation = storage.keys.generation
      expect(await subs.setStatus('sub_a', 'canceled')).toMatchObject({ status: 'canceled' })
      expect(storage.keys.generation).not.toBe(generation)
      expect(await subs.setStatus('sub_missing', 'canceled')).toBeUndefined()
    })

    it('decides which keys work: active, trialing, past_due; a key without a subscription record works', async () => {
      const storage = await open()
      const subs = storage.subscriptions!
      await subs.create({ id: 'sub_s', tier: 'pro', status: 'active', provider: 'manual', providerRef: null })
      const works: Record<string, boolean> = {}
      for (const status of ['active', 'trialing', 'past_due', 'incomplete', 'incomplete_expired', 'unpaid', 'canceled', 'paused'] as const) {
        await subs.setStatus('sub_s', status)
        works[status] = await subs.allowsKeys('sub_s')
      }
      expect(works).toEqual({
        active: true,
        trialing: true,
        past_due: true,
        incomplete: false,
        incomplete_expired: false,
        unpaid: false,
        canceled: false,
        paused: false,
      })
      expect(await subs.allowsKeys('sub_without_record')).toBe(true)
    })

    it('a manual subscription holds its one key', async () => {
      const storage = await open()
      const { record } = await createManualSubscription(storage, 'starter')
      expect(await storage.subscriptions!.get(record.subscriptionId)).toMatchObject({
        tier: 'starter',
        status: 'active',
        provider: 'manual',
        providerRef: null,
      })
      const rotated = await storage.keys.rotateByHash(record.hash)
      expect(rotated?.record.subscriptionId).toBe(record.subscriptionId)
    })

    it('claims a name once among 20 concurrent callers, and again after a release', async () => {
      const storage = await open()
      const subs = storage.subscriptions!
      const results = await Promise.all(Array.from({ length: 20 }, () => subs.claim('issue:sub_x')))
      expect(results.filter(Boolean)).toHaveLength(1)
      await subs.release('issue:sub_x')
      expect(await subs.claim('issue:sub_x')).toBe(true)
      expect(await subs.claim('issue:sub_x')).toBe(false)
    })

    it('changes a document atomically: 40 concurrent increments count 40; a key keeps its subscription pointer', async () => {
      const [a, b] = backend.shared ? await backend.shared() : [await open(), undefined]
      if (b) opened.push(a, b)
      const stores = b ? [a, b] : [a]
      const bump = (current: unknown) => ({ n: ((current as { n?: number } | undefined)?.n ?? 0) + 1 })
      await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % stores.length].subscriptions!.updateDocument('billing:counter-test', bump)))
      expect(await a.storage.getItem('billing:counter-test')).toEqual({ n: 40 })
      const { record } = await createManualSubscription(a, 'pro')
      expect((await a.subscriptions!.get(record.subscriptionId))?.keyHash).toBe(record.hash)
      const rotated = await stores[stores.length - 1].keys.rotateByHash(record.hash)
      expect((await a.subscriptions!.get(record.subscriptionId))?.keyHash).toBe(rotated!.record.hash)
    })

    it.runIf(backend.shared)('two processes: one claim wins, and a status change is seen by the other', async () => {
      const [a, b] = await backend.shared!()
      opened.push(a, b)
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).subscriptions!.claim('issue:sub_y')))
      expect(results.filter(Boolean)).toHaveLength(1)
      await a.subscriptions!.create({ id: 'sub_y', tier: 'pro', status: 'active', provider: 'manual', providerRef: null })
      const before = b.keys.generation
      await a.subscriptions!.setStatus('sub_y', 'unpaid')
      expect(await b.subscriptions!.allowsKeys('sub_y')).toBe(false)
      // B's auth cache is emptied by the key-changes message.
      await expect.poll(() => b.keys.generation, { timeout: 200, interval: 2 }).not.toBe(before)
    })
  })
}

describe('billing config', () => {
  const dir = join(root, 'config')
  const write = async (billing: unknown) => {
    await rm(dir, { recursive: true, force: true })
    await import('node:fs/promises').then((fs) => fs.mkdir(dir, { recursive: true }))
    await writeFile(join(dir, 'robomatch.config.json'), JSON.stringify({ billing }))
    return resolveConfig({}, {}, dir)
  }
  const good = { stripe: { webhookSecretEnv: 'STRIPE_WEBHOOK_SECRET', paymentLinks: { plink_1abc: { tier: 'pro', url: 'https://buy.stripe.com/test_x' } } } }

  it('accepts a valid section and reads the secret from the variable it names', async () => {
    const config = await write(good)
    expect(config.billing).toEqual(good)
    expect(resolveBillingSecrets(config.billing!, { STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual({
      webhookSecret: 'whsec_1',
      paymentLinks: good.stripe.paymentLinks,
    })
    expect(() => resolveBillingSecrets(config.billing!, {})).toThrow(/STRIPE_WEBHOOK_SECRET, which is not set/)
  })

  it.each([
    [{ stripe: { ...good.stripe, webhookSecretEnv: 'whsec_pasted-secret' } }, '"billing.stripe.webhookSecretEnv" must be the name of an environment variable'],
    [
      { stripe: { ...good.stripe, paymentLinks: { plink_1: { tier: 'gold', url: 'https://x.example' } } } },
      '"billing.stripe.paymentLinks.plink_1.tier" must be "starter" or "pro"',
    ],
    [
      { stripe: { ...good.stripe, paymentLinks: { plink_1: { tier: 'pro', url: 'buy.stripe.com' } } } },
      '"billing.stripe.paymentLinks.plink_1.url" must be an absolute URL',
    ],
    [{ stripe: { ...good.stripe, paymentLinks: { 'https://buy.stripe.com/x': { tier: 'pro', url: 'https://x.example' } } } }, 'plink_'],
    [{ stripe: { ...good.stripe, paymentLinks: {} } }, 'must name at least one payment link'],
    [
      { stripe: { ...good.stripe, paymentLinks: { plink_1: { tier: 'pro', url: 'https://x.example', price: 'prod_1' } } } },
      '"billing.stripe.paymentLinks.plink_1.price" must be a Stripe price id',
    ],
    [
      { stripe: { ...good.stripe, paymentLinks: { plink_1: { tier: 'pro', url: 'https://x.example', amount: 49.5, currency: 'usd' } } } },
      'must be a whole number of minor units',
    ],
    [
      { stripe: { ...good.stripe, paymentLinks: { plink_1: { tier: 'pro', url: 'https://x.example', amount: 4900 } } } },
      'must give "amount" and "currency" together',
    ],
    [
      {
        stripe: {
          ...good.stripe,
          paymentLinks: {
            plink_1: { tier: 'pro', url: 'https://x.example', price: 'price_1' },
            plink_2: { tier: 'starter', url: 'https://y.example', price: 'price_1' },
          },
        },
      },
      'must not sell one price as two tiers',
    ],
    [
      { stripe: { ...good.stripe, paymentLinks: { plink_1: { tier: 'pro', url: 'https://x.example', interval: 'monthly' } } } },
      'must be "day", "week", "month" or "year"',
    ],
    [{ stripe: { ...good.stripe, webhookSecret: 'whsec_x' } }, '"billing.stripe.webhookSecret" is not a known key'],
    [{ stripe: { paymentLinks: good.stripe.paymentLinks } }, 'billing.stripe.webhookSecretEnv'],
  ])('refuses an invalid section with a message naming the key (%#)', async (billing, message) => {
    const error = await write(billing).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toContain(message)
  })
})

describe('keys commands show the subscription status', () => {
  const run = promisify(execFile)
  const cli = join(import.meta.dirname, '..', 'bin', 'robomatch.js')

  it('keys create makes a manual subscription; list and show say when it stopped working', async () => {
    const spec = `fs:${join(root, 'cli')}`
    const created = await run('node', [cli, 'keys', 'create', '--tier', 'pro', '--storage', spec])
    const key = created.stdout.trim()
    const storage = await openStorage(spec)
    try {
      const record = (await storage.keys.lookup(key))!
      expect(await storage.subscriptions!.get(record.subscriptionId)).toMatchObject({ provider: 'manual', status: 'active' })
      await storage.subscriptions!.setStatus(record.subscriptionId, 'canceled')
    } finally {
      await storage.dispose()
    }
    const listed = JSON.parse((await run('node', [cli, 'keys', 'list', '--json', '--storage', spec])).stdout) as Array<{ status: string }>
    expect(listed).toMatchObject([{ status: 'canceled' }])
    const shown = await run('node', [cli, 'keys', 'show', key.slice(0, 12), '--storage', spec])
    expect(shown.stdout).toMatch(/status +canceled/)
  }, 30_000)
})
