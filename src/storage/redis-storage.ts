import type { Cluster, Redis } from 'ioredis'
import { createStorage } from 'unstorage'
import type { RedisOptions as RedisDriverOptions } from 'unstorage/drivers/redis'
import { importOptionalPeer } from '../optional-peer.js'
import { assembleStorage } from './assemble-storage.js'
import { redisKeyChanges, type KeyChanges } from './key-changes.js'
import { LINK_SECRET_KEY } from './link-secret.js'
import { checkEvictionPolicy, createRedisCounters } from './redis.js'
import type { RobomatchStorage } from './types.js'
import { guardStorage, StorageUnavailableError, toUnavailable } from './unavailable.js'
import { redisAtomicUpdate } from './redis-update.js'

/** Options of the Redis backend (`redis://…`, `rediss://…`, `…?cluster=1`). */
export interface RedisStorageOptions {
  /**
   * ioredis / unstorage redis driver options, over robomatch's fail-fast defaults. `base` is
   * the key prefix (default `robomatch`); tests use a unique one per run.
   */
  redisOptions?: Partial<RedisDriverOptions>
  /** How long to wait for Redis at open before failing (default 2000 ms). */
  redisReadyTimeoutMs?: number
  /** How long one operation may take before it answers 503 (default 500 ms). */
  redisOperationTimeoutMs?: number
}

/**
 * The Redis backend with its connection: a single Redis or a cluster, fail-fast (503 while it is
 * away, reconnecting by itself), counters as Lua scripts (`redis.ts`), key changes over pub/sub.
 * Any number of processes share one set of limits.
 *
 * @example
 * const storage = await openRedisStorage('redis://127.0.0.1:6379', {}, undefined)
 */
export async function openRedisStorage(url: string, options: RedisStorageOptions, linkSecret: string | undefined): Promise<RobomatchStorage> {
  const base = (options.redisOptions?.base ?? 'robomatch').replace(/:$/, '')
  // Loaded only for Redis storage: the driver pulls in ioredis, slow to load and unused by memory and fs.
  // ioredis is an optional peer: a missing one is an error that names it.
  const { default: redisDriver } = await importOptionalPeer('ioredis', 'Redis storage (redis://…)', () => import('unstorage/drivers/redis'))
  // Fail fast while Redis is away (callers answer 503), reconnect by itself when it is back.
  // No auto-pipelining: a pipeline holding a script first checks that the script exists
  // (ioredis), a second round trip before the 503 while Redis is frozen (test/faults.test.ts).
  // Reservations get the batching without it: see `coalescer` in redis.ts.
  const failFast = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: options.redisOperationTimeoutMs ?? operationTimeoutFromEnv() ?? 500,
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
  const opened = assembleStorage({
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

/**
 * `ROBOMATCH_REDIS_TIMEOUT_MS`: how long one Redis operation may take before the request answers 503,
 * for a server whose event loop can be held up longer than the 500 ms default (a timer that fires
 * after a long stall reads as a Redis timeout even where Redis had answered).
 */
function operationTimeoutFromEnv(): number | undefined {
  const raw = process.env.ROBOMATCH_REDIS_TIMEOUT_MS
  if (raw === undefined || raw === '') return undefined
  const ms = Number(raw)
  if (!Number.isInteger(ms) || ms < 1 || ms > 60_000) {
    throw new Error(`ROBOMATCH_REDIS_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000 (got "${raw}")`)
  }
  return ms
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
