import { randomBytes } from 'node:crypto'
import type { Storage } from 'unstorage'
import { guardStorage } from './unavailable.js'

/** Where the click-link secret lives in storage. */
export const LINK_SECRET_KEY = 'meta:link-secret'

interface StoredSecret {
  secret: string
}

/** Options of {@link createLinkSecret}. */
export interface LinkSecretOptions {
  storage: Storage
  backend: string
  /**
   * Stores `value` (raw, as unstorage would serialize it) only if the key is missing, atomically
   * across processes (Redis `SET NX`). Without it, a get-then-set is used (single process).
   */
  setIfMissing?: (value: string) => Promise<void>
}

/**
 * `linkSecret()` for a storage: reads `meta:link-secret`, creates it once (32 random bytes,
 * base64url) when missing, and caches it in memory. Failures are not cached, so a call after
 * the backend comes back succeeds.
 */
export function createLinkSecret(options: LinkSecretOptions): () => Promise<string> {
  const { storage, backend } = options
  let cached: Promise<string> | undefined

  const read = async (): Promise<string | undefined> => {
    const stored = await storage.getItem<StoredSecret>(LINK_SECRET_KEY)
    return stored && typeof stored.secret === 'string' && stored.secret.length >= 32 ? stored.secret : undefined
  }

  const load = () =>
    guardStorage(backend, 'read the link secret', async () => {
      const existing = await read()
      if (existing) return existing
      const value = JSON.stringify({ secret: randomBytes(32).toString('base64url') } satisfies StoredSecret)
      if (options.setIfMissing) await options.setIfMissing(value)
      else await storage.setItem(LINK_SECRET_KEY, value)
      // Read back: with SET NX another process may have won, and its secret is the one to use.
      const created = await read()
      if (!created) throw new Error(`${LINK_SECRET_KEY} could not be read back after creating it`)
      return created
    })

  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined
      throw error
    })
    return cached
  }
}
