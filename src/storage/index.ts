import { resolve, join } from 'node:path'
import type { Redis } from 'ioredis'
import { createStorage, type Storage } from 'unstorage'
import fsLiteDriver from 'unstorage/drivers/fs-lite'
import type { RedisOptions as RedisDriverOptions } from 'unstorage/drivers/redis'
import { createFsCounters } from './fs.js'
import { createKeyStore } from './keys.js'
import { createLinkSecret, LINK_SECRET_KEY } from './link-secret.js'
import { openMemoryStorage } from './memory-storage.js'
import { createRedisCounters } from './redis.js'
import { parseStorageSpec, STORAGE_SPEC_HINT } from './spec.js'
import { type Counters, type RobomatchStorage, type StorageKind, StorageUnavailableError } from './types.js'

export * from './types.js'
export { hashKey, testKeyRecord, testKeyTier } from './keys.js'
export { openMemoryStorage } from './memory-storage.js'
export { minuteWindow, monthPeriod, secondsUntilNextMonth } from './windows.js'

/** Options of {@link openStorage}. */
export interface OpenStorageOptions {
  /**
   * ioredis / unstorage redis driver options, over robomatch's fail-fast defaults. `base` is
   * the key prefix (default `robomatch`); tests use a unique one per run.
   */
  redisOptions?: Partial<RedisDriverOptions>
  /** How long to wait for Redis at open before failing (default 2000 ms). */
  redisReadyTimeoutMs?: number
  /** Directory storage: fsync counter files before renaming them (default true). */
  fsync?: boolean
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
  if (parsed.kind === 'memory') {
    return openMemoryStorage()
  }
  if (parsed.kind === 'redis') return openRedis(parsed.url, options)
  const dir = resolve(process.cwd(), parsed.dir)
  const counters = await createFsCounters({ dir, fsync: options.fsync })
  const skipped = new Set([join(dir, 'counters'), join(dir, 'clicks')])
  const storage = createStorage({ driver: fsLiteDriver({ base: dir, ignore: (path) => skipped.has(path) }) })
  return assemble('fs', storage, counters)
}

async function openRedis(url: string, options: OpenStorageOptions): Promise<RobomatchStorage> {
  const base = (options.redisOptions?.base ?? 'robomatch').replace(/:$/, '')
  // Loaded only for Redis storage: the driver pulls in ioredis, slow to load and unused by memory and fs.
  const { default: redisDriver } = await import('unstorage/drivers/redis')
  const driver = redisDriver({
    // Fail fast while Redis is away (callers answer 503), reconnect by itself when it is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: 500,
    connectTimeout: 1000,
    retryStrategy: (attempt: number) => Math.min(100 + attempt * 50, 250),
    ...options.redisOptions,
    url,
    base,
  })
  const client = driver.getInstance?.() as Redis
  const where = redactUrl(url)
  await waitUntilReady(client, where, options.redisReadyTimeoutMs ?? 2000)
  const stopReporting = reportOutages(client, where)
  const storage = createStorage({ driver })
  const setIfMissing = async (value: string): Promise<void> => {
    await client.set(`${base}:${LINK_SECRET_KEY}`, value, 'NX')
  }
  const opened = assemble('redis', storage, createRedisCounters({ client, base }), setIfMissing)
  return {
    ...opened,
    dispose() {
      stopReporting() // closing on purpose is no outage
      return opened.dispose()
    },
  }
}

function assemble(
  kind: StorageKind,
  storage: Storage,
  counters: Counters,
  setIfMissing?: (value: string) => Promise<void>,
): RobomatchStorage {
  let disposed: Promise<void> | undefined
  return {
    kind,
    storage,
    keys: createKeyStore(storage, { backend: kind }),
    counters,
    linkSecret: createLinkSecret({ storage, backend: kind, setIfMissing }),
    dispose() {
      disposed ??= (async () => {
        await counters.dispose()
        await storage.dispose()
      })()
      return disposed
    },
  }
}

/** Resolves when the client is ready; otherwise closes it and throws within `timeoutMs`. */
async function waitUntilReady(client: Redis, where: string, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return
  let lastError = 'no answer'
  const onError = (error: Error) => {
    lastError = error.message || String(error)
  }
  client.on('error', onError)
  try {
    await new Promise<void>((resolveReady, reject) => {
      const timer = setTimeout(() => {
        client.off('ready', onReady)
        reject(
          new StorageUnavailableError(
            `Cannot reach Redis at ${where} within ${timeoutMs} ms (${lastError}). Start Redis there or pass another --storage (memory, fs:DIR).`,
          ),
        )
      }, timeoutMs)
      const onReady = () => {
        clearTimeout(timer)
        resolveReady()
      }
      client.once('ready', onReady)
    })
  } catch (error) {
    client.on('error', () => {}) // late connection errors of the abandoned client stay handled
    client.disconnect()
    throw error
  } finally {
    client.off('error', onError)
  }
}

/**
 * Keeps connection errors handled (never an unhandled 'error' event) and logs each outage
 * once. Returns a function that silences the log (errors stay handled).
 */
function reportOutages(client: Redis, where: string): () => void {
  let down = false
  let silenced = false
  const lost = (reason: string) => {
    if (down || silenced) return
    down = true
    console.warn(`robomatch: lost Redis at ${where} (${reason}); answering 503 until it is back, reconnecting.`)
  }
  client.on('error', (error: Error) => lost(error.message))
  client.on('close', () => lost('connection closed'))
  client.on('ready', () => {
    if (!down) return
    down = false
    if (!silenced) console.warn(`robomatch: Redis at ${where} is back.`)
  })
  return () => {
    silenced = true
  }
}

/** The URL without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the given Redis URL'
  }
}
