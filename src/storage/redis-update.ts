import type { Cluster, Redis } from 'ioredis'
import type { AtomicUpdate } from './subscriptions.js'

/**
 * KEYS: the item. ARGV: '1' when it is expected to exist (else absent), the expected value, the
 * new value. Writes only when the item still holds what was read; returns 1 when it wrote.
 * One key, so it runs on one slot of a Redis Cluster too.
 */
const COMPARE_AND_SET_SCRIPT = `
local stored = redis.call('GET', KEYS[1])
if ARGV[1] == '1' then
  if stored ~= ARGV[2] then return 0 end
elseif stored then
  return 0
end
redis.call('SET', KEYS[1], ARGV[3])
return 1
`

/** Attempts before giving up: conflicts last as long as a burst of events about one subscription. */
const MAX_ATTEMPTS = 100

interface ScriptedRedis {
  robomatchCompareAndSet(key: string, exists: '0' | '1', expected: string, next: string): Promise<number>
}

/**
 * Atomic read-modify-write of unstorage items on Redis (single or Cluster) for every process
 * sharing it: read, change, then write only if nobody wrote in between (a compare-and-set
 * script), else read again. The items are the unstorage driver's (`<base>:<key>`, JSON text).
 *
 * @example
 * const update = redisAtomicUpdate(client, 'robomatch')
 * await update('subscriptions:sub_1', (current) => ({ ...(current as object), status: 'canceled' }))
 */
export function redisAtomicUpdate(client: Redis | Cluster, base: string): AtomicUpdate {
  const scripted = client as (Redis | Cluster) & Partial<ScriptedRedis>
  if (typeof scripted.robomatchCompareAndSet !== 'function') {
    client.defineCommand('robomatchCompareAndSet', { numberOfKeys: 1, lua: COMPARE_AND_SET_SCRIPT })
  }
  const cas = scripted as (Redis | Cluster) & ScriptedRedis
  return async (key, change) => {
    const full = `${base}:${key}`
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const raw = await client.get(full)
      const current = raw === null ? undefined : parseStored(raw, full)
      const next = change(current)
      if (next === undefined) return current
      const text = JSON.stringify(next)
      if ((await cas.robomatchCompareAndSet(full, raw === null ? '0' : '1', raw ?? '', text)) === 1) return JSON.parse(text) as unknown
    }
    throw new Error(`${full} kept changing under ${MAX_ATTEMPTS} attempts to update it`)
  }
}

function parseStored(raw: string, key: string): unknown {
  try {
    return JSON.parse(raw) as unknown
  } catch {
    throw new Error(`${key} does not hold JSON; restore it or remove it`)
  }
}
