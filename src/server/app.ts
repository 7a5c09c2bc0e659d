import { createCoreApp, type RobomatchApp } from '../core/app.js'
import type { KeyAuthenticator } from '../core/auth.js'
import { defaultCatalogs } from '../core/default-catalogs.js'
import { loadCatalogs } from '../catalogs/load.js'
import { DEFAULT_TIERS } from '../engine/tiers.js'
import { openStorage } from '../storage/index.js'
import { offersByTier } from '../billing/config.js'
import { nodeHmacSha256 } from './hmac.js'
import type { AppOptions } from './types.js'
import { importOptionalPeer } from '../optional-peer.js'

export type { AppOptions, RobomatchApp } from './types.js'

/**
 * Creates the robomatch application for Node: opens the storage named by a spec (memory,
 * `fs:DIR`, Redis), loads catalogs from a folder when asked, and builds the one core app over
 * them. `app.fetch(request)` answers in-process; `serve` listens.
 *
 * @example
 * const app = await createApp({ storage: 'memory', mock: true })
 * const res = await app.fetch(new Request('http://localhost/api/v1/vendors?category=warehouse', { headers: { 'x-api-key': 'rm_test_pro_demo' } }))
 */
export async function createApp(options: AppOptions & { authenticate?: KeyAuthenticator } = {}): Promise<RobomatchApp> {
  // The pricing page's subscribe buttons and prices come from the billing config unless given outright.
  options = { ...options, paymentLinks: options.paymentLinks ?? (options.billing ? offersByTier(options.billing.paymentLinks) : undefined) }
  const ownsStorage = typeof options.storage !== 'object'
  const storage = typeof options.storage === 'object' ? options.storage : await openStorage(options.storage ?? 'memory')
  try {
    const catalogs = typeof options.catalogs === 'object' ? options.catalogs : options.catalogs ? await loadCatalogs(options.catalogs) : defaultCatalogs()
    // Loaded only when wanted: `--no-site` (and `createApp({ site: false })`) never pays for preact.
    const mount = options.site === false ? undefined : (await import('../site/mount.js')).siteMount({ paymentLinks: options.paymentLinks })
    const app = await createCoreApp({
      storage,
      ownsStorage,
      catalogs,
      tiers: options.tiers ?? DEFAULT_TIERS,
      origin: options.origin,
      trustProxy: options.trustProxy,
      trustedProxies: options.trustedProxies,
      mock: options.mock,
      generateId: options.generateId,
      now: options.now,
      authenticate: options.authenticate,
      hmac: nodeHmacSha256,
      mount,
      observe: options.observe,
    })
    if (options.billing) {
      // Loaded only when billing is configured: the stripe package is not needed otherwise.
      const { mountBilling } = await importOptionalPeer('stripe', 'Billing (billing.stripe in the configuration)', () => import('../billing/mount.js'))
      mountBilling(app.h3, { billing: options.billing, storage, origin: options.origin, trustProxy: options.trustProxy, now: options.now })
    }
    return app
  } catch (error) {
    if (ownsStorage) await storage.dispose().catch(() => {})
    throw error
  }
}
