import { randomBytes } from 'node:crypto'
import type { Storage } from 'unstorage'
import type { LinkSecretRing } from './types.js'
import { toUnavailable } from './unavailable.js'

/** Where the click-link secret lives in storage. */
export const LINK_SECRET_KEY = 'meta:link-secret'
/** Secrets that signed links before the current one (a secret replaced after a data loss). */
const PREVIOUS_SECRETS_KEY = 'meta:link-secret-previous'
/** Replaced secrets kept for verifying; older ones are dropped. */
const MAX_PREVIOUS = 8

interface StoredSecret {
  secret: string
}

/** The stored link secret is present but not a secret: serving would sign with garbage. */
class InvalidLinkSecretError extends Error {
  override name = 'InvalidLinkSecretError'
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
  /** A secret from configuration (`ROBOMATCH_LINK_SECRET`): storage is never read. */
  fixed?: string
  /** Re-read the stored secret this often (shared stores), restoring it if it vanished. */
  refreshMs?: number
}

/**
 * The link secrets of a storage. The secret is read from `meta:link-secret`, or created once
 * (32 random bytes, base64url) with an atomic set-if-absent and read back, so every process
 * on one store signs alike. A stored value that is not a valid secret rejects with
 * {@link InvalidLinkSecretError} (never silently replaced: that would void every link).
 *
 * With `refreshMs`, a timer re-reads it: a secret that vanished (Redis `FLUSHALL`) is put
 * back (set-if-absent, so the first process wins and the others adopt its secret); one that
 * changed is adopted for signing, and the replaced one is kept for verifying, locally and in
 * `meta:link-secret-previous`, so links signed before the change keep working everywhere.
 * Failures are not cached: a call after the backend comes back succeeds.
 */
export function createLinkSecret(options: LinkSecretOptions): { ring: () => Promise<LinkSecretRing>; stop: () => void } {
  const { storage, backend } = options
  if (options.fixed !== undefined) {
    const ring: LinkSecretRing = { current: options.fixed, accepted: [options.fixed] }
    return { ring: () => Promise.resolve(ring), stop() {} }
  }
  let current = ''
  let accepted: string[] = []
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const ring: LinkSecretRing = {
    get current() {
      return current
    },
    get accepted() {
      return accepted
    },
  }

  const read = async (): Promise<string | undefined> => {
    const stored = await storage.getItem<StoredSecret>(LINK_SECRET_KEY)
    if (stored === null || stored === undefined) return undefined
    if (typeof stored === 'object' && typeof stored.secret === 'string' && stored.secret.length >= 32) return stored.secret
    throw new InvalidLinkSecretError(
      `The click-link secret stored at ${LINK_SECRET_KEY} in ${backend} storage is not valid (expected {"secret": "<at least 32 characters>"}). ` +
        'Delete it to create a new one (links issued so far stop working), or set ROBOMATCH_LINK_SECRET.',
    )
  }

  const readOrCreate = async (candidate: string): Promise<string> => {
    const existing = await read()
    if (existing) return existing
    const value = JSON.stringify({ secret: candidate } satisfies StoredSecret)
    if (options.setIfMissing) await options.setIfMissing(value)
    else await storage.setItem(LINK_SECRET_KEY, value)
    // Read back: with SET NX another process may have won, and its secret is the one to use.
    const created = await read()
    if (!created) throw new Error(`${LINK_SECRET_KEY} could not be read back after creating it`)
    return created
  }

  const readPrevious = async (): Promise<string[]> => {
    const stored = await storage.getItem<unknown>(PREVIOUS_SECRETS_KEY)
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string' && item.length >= 32) : []
  }

  const adopt = async (secret: string): Promise<void> => {
    if (current && secret !== current) {
      // Ours was replaced (a process created another after a data loss): keep ours verifiable everywhere.
      const previous = await readPrevious()
      if (!previous.includes(current)) await storage.setItem(PREVIOUS_SECRETS_KEY, [current, ...previous].slice(0, MAX_PREVIOUS))
    }
    const previous = options.refreshMs ? await readPrevious() : []
    const known = current && secret !== current ? [current] : []
    current = secret
    accepted = [...new Set([secret, ...known, ...accepted, ...previous])].slice(0, MAX_PREVIOUS + 1)
  }

  const refresh = async (): Promise<void> => {
    try {
      await adopt(await readOrCreate(current || randomBytes(32).toString('base64url')))
    } catch (error) {
      if (error instanceof InvalidLinkSecretError) console.error(`robomatch: ${error.message} Keeping the secret read at start-up.`)
      // Storage outages: keep the secret we have and look again at the next tick.
    }
    schedule()
  }

  const schedule = () => {
    if (stopped || !options.refreshMs) return
    timer = setTimeout(() => void refresh(), options.refreshMs)
    timer.unref()
  }

  let loading: Promise<LinkSecretRing> | undefined
  const load = async (): Promise<LinkSecretRing> => {
    try {
      await adopt(await readOrCreate(randomBytes(32).toString('base64url')))
    } catch (error) {
      if (error instanceof InvalidLinkSecretError) throw error
      throw toUnavailable(error, backend, 'read the link secret')
    }
    schedule()
    return ring
  }

  return {
    ring() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined
        throw error
      })
      return loading
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
