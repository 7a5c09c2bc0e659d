import { resolve, join } from 'node:path'
import type { Cluster, Redis } from 'ioredis'
import { createStorage, type Storage } from 'unstorage'
import type { RedisOptions as RedisDriverOptions } from 'unstorage/drivers/redis'
import { COUNTED_FILE, createFsCounters } from './fs.js'
import { ensureDir, fsStoreDriver, hasAnyItem } from './fs-driver.js'
import { LOCK_ENTRIES, lockStore } from './fs-lock.js'
import { fsKeyChanges, redisKeyChanges, withKeyChanges, type KeyChanges } from './key-changes.js'
import { createKeyStore } from './keys.js'
import { createLinkSecret, LINK_SECRET_KEY } from './link-secret.js'
import { openMemoryStorage } from './memory-storage.js'
import { checkEvictionPolicy, createRedisCounters } from './redis.js'
import { redisAtomicUpdate } from './redis-update.js'
import { parseStorageSpec, STORAGE_SPEC_HINT } from './spec.js'
import { createSubscriptionStore, withSubscriptionChanges, type AtomicUpdate } from './subscriptions.js'
import { type Counters, type RobomatchStorage, type StorageKind, StorageUnavailableError } from './types.js'
import { guardStorage, toUnavailable } from './unavailable.js'
import { importOptionalPeer } from '../optional-peer.js'

export * from './types.js'
export { hashKey, testKeyRecord, testKeyTier } from './keys.js'
export { openMemoryStorage } from './memory-storage.js'
export * from './subscriptions.js'
export { StoreLockedError } from './fs-lock.js'
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
  /**
   * Directory storage: take the directory lock (`serve` does), so a second serving process on
   * the same directory refuses to start. Key administration (`keys …`) opens without it.
   */
  exclusive?: boolean
  /**
   * The click-link signing secret (at least 32 characters); default `ROBOMATCH_LINK_SECRET`.
   * Unset: one is created in storage once, atomically, and shared by every process.
   */
  linkSecret?: string
  /** Redis: how long one operation may take before it answers 503 (default 500 ms). */
  redisOperationTimeoutMs?: number
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
  if (parsed.kind === 'redis') return openRedis(parsed.url, options, linkSecret)
  return openFs(resolve(process.cwd(), parsed.dir), options, linkSecret)
}

async function openFs(dir: string, options: OpenStorageOptions, linkSecret: string | undefined): Promise<RobomatchStorage> {
  const keysDir = join(dir, 'keys')
  try {
    await ensureDir(dir)
  } catch (error) {
    throw toUnavailable(error, 'fs', `create the storage directory ${dir}`)
  }
  const release = options.exclusive ? await lockStore(dir) : undefined
  try {
    // A store that exists but cannot be read stops here, before anyone mints keys into it.
    await guardStorage('fs', `read the keys in ${keysDir}`, async () => {
      await hasAnyItem(keysDir)
      await ensureDir(keysDir) // so it can be watched for changes from the keys commands
    })
    const counters = await createFsCounters({ dir, fsync: options.fsync })
    const driver = fsStoreDriver({ base: dir, ignore: ['counters', 'clicks', COUNTED_FILE, ...LOCK_ENTRIES], fsync: options.fsync })
    const opened = assemble({
      kind: 'fs',
      storage: createStorage({ driver }),
      counters,
      linkSecret,
      changes: fsKeyChanges(keysDir),
      hasKeys: () => guardStorage('fs', `read the keys in ${keysDir}`, () => hasAnyItem(keysDir)),
    })
    return {
      ...opened,
      async dispose() {
        try {
          await opened.dispose()
        } finally {
          await release?.()
        }
      },
    }
  } catch (error) {
    await release?.().catch(() => {})
    throw error
  }
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

async function openRedis(url: string, options: OpenStorageOptions, linkSecret: string | undefined): Promise<RobomatchStorage> {
  const base = (options.redisOptions?.base ?? 'robomatch').replace(/:$/, '')
  // Loaded only for Redis storage: the driver pulls in ioredis, slow to load and unused by memory and fs.
  // ioredis is an optional peer: a missing one is an error that names it.
  const { default: redisDriver } = await importOptionalPeer('ioredis', 'Redis storage (redis://…)', () => import('unstorage/drivers/redis'))
  // Fail fast while Redis is away (callers answer 503), reconnect by itself when it is back.
  // No auto-pipelining, though it gave +15% requests/s on Redis in `npm run bench`: a pipeline
  // holding a script first checks the script exists (ioredis), a second round trip that doubled
  // the time to a 503 while Redis is frozen (test/faults.test.ts, ~1 s instead of 0.5 s).
  // Reservations get the batching without it: see `coalescer` in redis.ts.
  const failFast = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: options.redisOperationTimeoutMs ?? 500,
    connectTimeout: 1000,
    retryStrategy: (attempt: number) => Math.min(100 + attempt * 50, 250),
  }
  const seeds = clusterSeeds(url)
  const baseDriver = seeds
    ? redisDriver({
        cluster: seeds.nodes,
        clusterOptions: {
          enableOfflineQueue: false,
          slotsRefreshTimeout: 2000,
          clusterRetryStrategy: failFast.retryStrategy,
          redisOptions: { ...failFast, ...(seeds.password ? { password: seeds.password } : {}), ...(seeds.username ? { username: seeds.username } : {}) },
        },
        base,
      })
    : redisDriver({ ...failFast, ...options.redisOptions, url, base })
  const client = baseDriver.getInstance?.() as Redis | Cluster
  // On a cluster every master holds some keys: listings scan them all, and reads of many keys
  // go one key at a time (an MGET across slots is refused).
  const driver = seeds
    ? {
        ...baseDriver,
        getKeys: (prefix: string) => clusterKeys(client as Cluster, base, prefix),
        getItems: (items: { key: string }[]) =>
          Promise.all(items.map(async (item) => ({ key: item.key, value: (await client.get(`${base}:${item.key}`)) ?? null }))),
      }
    : baseDriver
  const where = redactUrl(url)
  await waitUntilReady(client, where, options.redisReadyTimeoutMs ?? 2000)
  await checkEvictionPolicy(client, where)
  const stopReporting = reportOutages(client, where)
  const storage = createStorage({ driver })
  let changes: KeyChanges
  try {
    changes = await redisKeyChanges(client, `${base}:key-changes`)
  } catch (error) {
    await storage.dispose()
    throw toUnavailable(error, 'redis', 'subscribe to key changes')
  }
  const setIfMissing = async (value: string): Promise<void> => {
    await client.set(`${base}:${LINK_SECRET_KEY}`, value, 'NX')
  }
  const opened = assemble({
    kind: 'redis',
    storage,
    counters: createRedisCounters({ client, base }),
    linkSecret,
    setIfMissing,
    // Other processes may replace a lost secret (a FLUSHALL): look again every second.
    refreshLinkSecretMs: 1000,
    changes,
    setIfAbsent: async (key, value) => (await client.set(`${base}:${key}`, value, 'NX')) === 'OK',
    update: redisAtomicUpdate(client, base),
    hasKeys: () => guardStorage('redis', 'look for API keys', () => anyRedisKey(client, `${base}:keys:`)),
  })
  return {
    ...opened,
    dispose() {
      stopReporting() // closing on purpose is no outage
      return opened.dispose()
    },
  }
}

interface Parts {
  kind: StorageKind
  storage: Storage
  counters: Counters
  linkSecret: string | undefined
  setIfMissing?: (value: string) => Promise<void>
  refreshLinkSecretMs?: number
  changes?: KeyChanges
  hasKeys: () => Promise<boolean>
  /** Atomic across processes (Redis); see `SubscriptionStoreOptions.setIfAbsent`. */
  setIfAbsent?: (key: string, value: string) => Promise<boolean>
  /** Atomic across processes (Redis); see `SubscriptionStoreOptions.update`. */
  update?: AtomicUpdate
}

function assemble(parts: Parts): RobomatchStorage {
  const { kind, storage, counters, changes } = parts
  let disposed: Promise<void> | undefined
  const baseKeys = createKeyStore(storage, { backend: kind })
  const subscriptions = createSubscriptionStore(storage, {
    backend: kind,
    setIfAbsent: parts.setIfAbsent,
    update: parts.update,
    publish: changes ? () => changes.publish() : undefined,
  })
  const secrets = createLinkSecret({
    storage,
    backend: kind,
    setIfMissing: parts.setIfMissing,
    fixed: parts.linkSecret,
    refreshMs: parts.refreshLinkSecretMs,
  })
  return {
    kind,
    storage,
    keys: withSubscriptionChanges(changes ? withKeyChanges(baseKeys, changes) : baseKeys, subscriptions),
    counters,
    subscriptions,
    linkSecret: async () => (await secrets.ring()).current,
    linkSecretRing: secrets.ring,
    hasKeys: parts.hasKeys,
    dispose() {
      disposed ??= (async () => {
        secrets.stop()
        await changes?.close()
        await counters.dispose()
        await storage.dispose()
      })()
      return disposed
    },
  }
}

/** Whether any key matches `prefix*`, scanning (every master of a cluster) only until the first one. */
async function anyRedisKey(client: Redis | Cluster, prefix: string): Promise<boolean> {
  const pattern = `${escapeRedisGlob(prefix)}*`
  for (const node of mastersOf(client)) {
    let cursor = '0'
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1000)
      if (keys.length > 0) return true
      cursor = next
    } while (cursor !== '0')
  }
  return false
}

function escapeRedisGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (char) => `\\${char}`)
}

/** The nodes to scan: the masters of a cluster, or the one server. */
function mastersOf(client: Redis | Cluster): Redis[] {
  return (client as { isCluster?: boolean }).isCluster ? (client as Cluster).nodes('master') : [client as Redis]
}

/**
 * `redis://HOST:PORT?cluster=1` (more seed nodes as `&seed=HOST:PORT`): a Redis Cluster,
 * whose other nodes are discovered from the seeds. Undefined for a single Redis.
 */
function clusterSeeds(url: string): { nodes: { host: string; port: number }[]; username?: string; password?: string } | undefined {
  const parsed = new URL(url)
  if (!['1', 'true', 'yes'].includes(parsed.searchParams.get('cluster') ?? '')) return undefined
  const node = (hostPort: string) => {
    const at = hostPort.lastIndexOf(':')
    return { host: hostPort.slice(0, at).replace(/^\[(.*)\]$/, '$1'), port: Number(hostPort.slice(at + 1)) }
  }
  return {
    nodes: [{ host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(parsed.port || 6379) }, ...parsed.searchParams.getAll('seed').map(node)],
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
  }
}

/** The unstorage keys under `prefix` on every master of a cluster (the driver alone scans one node). */
async function clusterKeys(client: Cluster, base: string, prefix: string): Promise<string[]> {
  const full = prefix ? `${base}:${prefix.replace(/:$/, '')}` : base
  const pattern = `${escapeRedisGlob(full)}:*`
  const keys: string[] = []
  for (const node of client.nodes('master')) {
    let cursor = '0'
    do {
      const [next, found] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1000)
      cursor = next
      keys.push(...found)
    } while (cursor !== '0')
  }
  return keys.map((key) => key.slice(base.length + 1))
}

/** Resolves when the client is ready; otherwise closes it and throws within `timeoutMs`. */
async function waitUntilReady(client: Redis | Cluster, where: string, timeoutMs: number): Promise<void> {
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
function reportOutages(client: Redis | Cluster, where: string): () => void {
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
