import type { Tier } from '../schemas/api.js'
import { randomBase64Url } from '../core/bytes.js'
import type { IssuedKey, RobomatchStorage } from './types.js'

/**
 * A `manual` subscription (sold outside robomatch, or a demo) with its one key: what
 * `robomatch keys create` and `serve`'s demo keys make. The subscription is stored first, so
 * a key never exists without the record that decides whether it works.
 *
 * @example
 * const { key } = await createManualSubscription(storage, 'pro')
 */
export async function createManualSubscription(storage: RobomatchStorage, tier: Tier): Promise<IssuedKey> {
  if (!storage.subscriptions) return storage.keys.create(tier)
  const id = `sub_${randomBase64Url(12)}`
  await storage.subscriptions.create({ id, tier, status: 'active', provider: 'manual', providerRef: null })
  return storage.keys.create(tier, id)
}
