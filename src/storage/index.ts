import { resolve } from 'node:path'
import { openFsStorage, type FsStorageOptions } from './fs-storage.js'
import { openMemoryStorage } from './memory-storage.js'
import { openRedisStorage, type RedisStorageOptions } from './redis-storage.js'
import { parseStorageSpec, STORAGE_SPEC_HINT } from './spec.js'
import type { RobomatchStorage } from './types.js'

export * from './types.js'
export { StorageUnavailableError } from './unavailable.js'
export { hashKey, testKeyRecord, testKeyTier } from '../core/api-keys.js'
export { openMemoryStorage } from './memory-storage.js'
export * from './subscriptions.js'
export { StoreLockedError } from './fs-lock.js'
export { minuteWindow, monthPeriod, secondsUntilNextMonth } from '../core/windows.js'

/** Options of {@link openStorage}: each backend's own, and the link secret every backend keeps. */
export interface OpenStorageOptions extends FsStorageOptions, RedisStorageOptions {
  /**
   * The click-link signing secret (at least 32 characters); default `ROBOMATCH_LINK_SECRET`.
   * Unset: one is created in storage once, atomically, and shared by every process.
   */
  linkSecret?: string
}

/**
 * Opens the storage named by `spec`: `memory`, `fs:DIR` (relative to the working directory,
 * one process only) or `redis://…` / `rediss://…` (any number of processes).
 *
 * @example
 * const storage = await openStorage('fs:./.robomatch')
 * const { key } = await storage.keys.create('starter')
 * await storage.counters.reserve((await storage.keys.lookup(key))!.subscriptionId, { requestsPerMinute: 30 }, Date.now())
 */
export async function openStorage(spec: string, options: OpenStorageOptions = {}): Promise<RobomatchStorage> {
  const parsed = parseStorageSpec(spec)
  if (!parsed) {
    if (spec === 'fs:') throw new Error('Storage "fs:" names no directory: use fs:DIR, e.g. fs:./.robomatch')
    throw new Error(`Unknown storage "${spec}": ${STORAGE_SPEC_HINT}`)
  }
  const linkSecret = readLinkSecretOption(options)
  if (parsed.kind === 'memory') {
    return openMemoryStorage({ linkSecret })
  }
  if (parsed.kind === 'redis') return openRedisStorage(parsed.url, options, linkSecret)
  return openFsStorage(resolve(process.cwd(), parsed.dir), options, linkSecret)
}

/** The link secret given by option or environment, checked; undefined when none is given. */
function readLinkSecretOption(options: OpenStorageOptions): string | undefined {
  const secret = options.linkSecret ?? process.env.ROBOMATCH_LINK_SECRET
  if (secret === undefined || secret === '') return undefined
  if (secret.length < 32) {
    throw new Error('ROBOMATCH_LINK_SECRET must be at least 32 characters (e.g. the output of `openssl rand -base64 32`)')
  }
  return secret
}
