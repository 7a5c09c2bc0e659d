import { randomUUID } from 'node:crypto'
import type { Socket } from 'node:net'
import type { Cluster, Redis } from 'ioredis'
import type { Counters, Reservation } from './types.js'
import { guardStorage, toUnavailable } from './unavailable.js'
import { minuteWindow, monthPeriod } from '../core/windows.js'

/** Options of {@link createRedisCounters}. */
export interface RedisCountersOptions {
  /**
   * The connection shared with the key store (the unstorage driver's `getInstance()`), or an
   * ioredis `Cluster`: then every key of one subscription carries its id as a hash tag, so each
   * script touches one slot (see {@link createRedisCounters}).
   */
  client: Redis | Cluster
  /** Key prefix, the unstorage driver's `base` (default `robomatch`). */
  base?: string
}

/** Seconds a minute-window key lives: past its minute, so a late refund still finds it. */
const MINUTE_KEY_TTL = 120
/** Seconds a month key lives: past its month, so `monthlyUsage` of last month still answers. */
const MONTH_KEY_TTL = 40 * 24 * 3600

/**
 * Seconds Redis remembers a reservation by id: what it took (so a refund or a release gives
 * back exactly that, once) or that it was released (so a reservation that runs after its
 * release, e.g. queued behind a stall on a lost connection, takes nothing).
 */
const RESERVATION_TTL = 120
/** Seconds a per-link click marker lives: past the month it was counted in. */
const CLICK_SEEN_TTL = 40 * 24 * 3600
/** Reservations released per script call. */
const RELEASE_BATCH = 200
/** Reservations waiting for release kept at most (a very long outage under heavy load). */
const MAX_PENDING_RELEASES = 100_000

/**
 * KEYS: minute key, month key, reservation key. ARGV: requestsPerMinute, matchesPerMonth
 * (-1: not a match), minute TTL, month TTL, reservation TTL. Returns {status (0 ok,
 * 1 rate_limited, 2 quota_exceeded, 3 released before it ran), minute, month}.
 */
const RESERVE_SCRIPT = `
if redis.call('EXISTS', KEYS[3]) == 1 then return {3, 0, 0} end
local minute = tonumber(redis.call('GET', KEYS[1]) or '0')
local matches = tonumber(ARGV[2])
local month = 0
if matches >= 0 then month = tonumber(redis.call('GET', KEYS[2]) or '0') end
if minute >= tonumber(ARGV[1]) then return {1, minute, month} end
if matches >= 0 and month >= matches then return {2, minute, month} end
minute = redis.call('INCR', KEYS[1])
if minute == 1 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
if matches >= 0 then
  month = redis.call('INCR', KEYS[2])
  if month == 1 then redis.call('EXPIRE', KEYS[2], ARGV[4]) end
end
redis.call('SET', KEYS[3], matches >= 0 and '2' or '1', 'EX', ARGV[5])
return {0, minute, month}
`

/**
 * KEYS: (minute key, month key, reservation key) per reservation. ARGV: reservation TTL.
 * Gives back what each reservation holds ('1' a request, '2' a request and a match) and marks
 * it released; one not seen yet is marked released so it takes nothing if it runs later.
 * Idempotent. Returns how many held something.
 */
const RELEASE_SCRIPT = `
local released = 0
for i = 1, #KEYS, 3 do
  local held = redis.call('GET', KEYS[i + 2])
  redis.call('SET', KEYS[i + 2], 'released', 'EX', ARGV[1])
  if held == '1' or held == '2' then
    released = released + 1
    if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
    if held == '2' and tonumber(redis.call('GET', KEYS[i + 1]) or '0') > 0 then redis.call('DECR', KEYS[i + 1]) end
  end
end
return released
`

/** KEYS: link marker, vendor's month total. ARGV: marker TTL. Counts a link once; returns the total. */
const CLICK_SCRIPT = `
if redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then return redis.call('INCR', KEYS[2]) end
return tonumber(redis.call('GET', KEYS[2]) or '0')
`

/** KEYS: failure key of a subject's minute. ARGV: TTL. Returns the minute's count. */
const FAILURE_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n
`

/** KEYS: minute key, month key. ARGV: '1' to give back a match too. Never goes below zero. */
const REFUND_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
if ARGV[1] == '1' and tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
return 0
`

/** The client with robomatch's scripts defined on it. */
interface ScriptedRedis extends Redis {
  robomatchReserve2(
    minuteKey: string,
    monthKey: string,
    reservationKey: string,
    rpm: number,
    mpm: number,
    minuteTtl: number,
    monthTtl: number,
    reservationTtl: number,
  ): Promise<[number, number, number]>
  robomatchRefund(minuteKey: string, monthKey: string, match: '0' | '1'): Promise<number>
  robomatchRelease(numberOfKeys: number, ...keysThenTtl: (string | number)[]): Promise<number>
  robomatchClick(seenKey: string, totalKey: string, ttl: number): Promise<number>
  robomatchFailure(key: string, ttl: number): Promise<number>
}

/**
 * Holds a connection's writes until the check phase of this turn of the event loop, so the
 * reservations of every request that arrived in one turn reach Redis in one write (and Redis
 * answers them in one), instead of a syscall each: under load that write was the larger part
 * of a request's CPU on Redis (issue 18). Commands are sent as they are, each with its own
 * timeout and NOSCRIPT fallback; only when the bytes leave changes, by at most one turn.
 * ioredis's auto-pipelining does the same batching but checks a pipeline's scripts with an
 * extra round trip first, which doubled the time to a 503 while Redis stalls.
 * A single connection only: a cluster client spreads commands over connections of its own.
 */
function coalescer(client: Redis): () => void {
  let corked: Socket | undefined
  const release = () => {
    const stream = corked
    corked = undefined
    stream?.uncork()
  }
  return () => {
    const stream = (client as { stream?: Socket }).stream
    // Not connected yet (commands wait in ioredis's offline queue) or already held this turn.
    if (corked || !stream || client.status !== 'ready' || !stream.writable) return
    stream.cork()
    corked = stream
    setImmediate(release)
  }
}

/** What a reservation whose answer never came may hold, to release once Redis answers. */
interface PendingRelease {
  minuteKey: string
  monthKey: string
  reservationKey: string
}

/**
 * Counters in Redis: every reservation is one Lua script (one round trip, atomic in Redis), so
 * any number of server processes sharing one Redis enforce one limit together. Keys:
 * `<base>:rl:<subscription>:<windowStart>`, `<base>:q:<subscription>:<period>`,
 * `<base>:clicks:<vendor>:<period>`. When Redis cannot be reached, every call rejects with
 * `StorageUnavailableError` (how fast depends on the client's options; see `openStorage`).
 *
 * A stall is charged to nothing: each reservation carries an id, and Redis keeps what it took
 * under `<base>:res:<id>` for two minutes. When a reservation's answer does not come in time
 * (the client's command timeout: a `CLIENT PAUSE`, a slow disk, a lost connection), the
 * caller answers 503 and the id is queued for release; a loop releases the queue (one Lua
 * script) as soon as Redis answers again. The release gives back what the reservation took if
 * it ran, and otherwise marks it so that it takes nothing if it runs later.
 *
 * Redis Cluster: keys are hash-tagged (`<base>:rl:{<subscription>}:<window>`,
 * `<base>:q:{<subscription>}:<period>`, `<base>:res:{<subscription>}:<id>`, click keys by
 * `{<vendor>}`), so every script runs on one slot of one master, and releases are sent one
 * reservation per script. A single Redis keeps the untagged names above, so an upgrade keeps
 * this month's counts.
 *
 * @example
 * const counters = createRedisCounters({ client: driver.getInstance() })
 */
export function createRedisCounters(options: RedisCountersOptions): Counters {
  const base = (options.base ?? 'robomatch').replace(/:$/, '')
  const client = options.client as ScriptedRedis
  const cluster = (options.client as { isCluster?: boolean }).isCluster === true
  /** A subscription or vendor id as it appears in keys: a hash tag on a cluster. */
  const slot = (id: string) => (cluster ? `{${id}}` : id)
  if (typeof client.robomatchReserve2 !== 'function') {
    client.defineCommand('robomatchReserve2', { numberOfKeys: 3, lua: RESERVE_SCRIPT })
    client.defineCommand('robomatchRefund', { numberOfKeys: 2, lua: REFUND_SCRIPT })
    client.defineCommand('robomatchRelease', { lua: RELEASE_SCRIPT })
    client.defineCommand('robomatchClick', { numberOfKeys: 2, lua: CLICK_SCRIPT })
    client.defineCommand('robomatchFailure', { numberOfKeys: 1, lua: FAILURE_SCRIPT })
  }
  const minuteKey = (subscriptionId: string, windowStart: number) => `${base}:rl:${slot(subscriptionId)}:${windowStart}`
  const monthKey = (subscriptionId: string, period: string) => `${base}:q:${slot(subscriptionId)}:${period}`
  const reservationKey = (subscriptionId: string, id: string) => (cluster ? `${base}:res:${slot(subscriptionId)}:${id}` : `${base}:res:${id}`)
  const failureKey = (subject: string, nowMs: number) => `${base}:fail:${subject}:${minuteWindow(nowMs)}`

  const releases = createReleaseQueue(client, cluster ? 1 : RELEASE_BATCH)
  const holdWrites = cluster ? () => {} : coalescer(options.client as Redis)

  return {
    async reserve(subscriptionId, limits, nowMs) {
      const windowStart = minuteWindow(nowMs)
      const period = monthPeriod(nowMs)
      const isMatch = limits.matchesPerMonth !== undefined
      const id = randomUUID()
      const keys: PendingRelease = {
        minuteKey: minuteKey(subscriptionId, windowStart),
        monthKey: monthKey(subscriptionId, period),
        reservationKey: reservationKey(subscriptionId, id),
      }
      let answer: [number, number, number]
      try {
        holdWrites()
        answer = await client.robomatchReserve2(
          keys.minuteKey,
          keys.monthKey,
          keys.reservationKey,
          limits.requestsPerMinute,
          limits.matchesPerMonth ?? -1,
          MINUTE_KEY_TTL,
          MONTH_KEY_TTL,
          RESERVATION_TTL,
        )
      } catch (error) {
        // It may still run once Redis answers: release it then, so the 503 is charged to nothing.
        releases.add(keys)
        throw toUnavailable(error, 'redis', 'reserve a request (nothing is counted for it; it is released when Redis answers again)')
      }
      const [status, minuteUsed, monthUsed] = answer
      if (status === 3) throw toUnavailable(new Error('the reservation was released before it ran'), 'redis', 'reserve a request')
      const ok = status === 0
      const reservation: Reservation = {
        ok,
        ...(status === 1 ? { reason: 'rate_limited' as const } : {}),
        ...(status === 2 ? { reason: 'quota_exceeded' as const } : {}),
        subscriptionId,
        windowStart,
        minuteUsed,
        period,
        ...(isMatch ? { monthUsed } : {}),
        matchReserved: ok && isMatch,
        ...(ok ? { id } : {}),
      }
      return reservation
    },
    async refund(reservation) {
      if (!reservation.ok) return
      if (reservation.id) {
        const keys: PendingRelease = {
          minuteKey: minuteKey(reservation.subscriptionId, reservation.windowStart),
          monthKey: monthKey(reservation.subscriptionId, reservation.period),
          reservationKey: reservationKey(reservation.subscriptionId, reservation.id),
        }
        try {
          await client.robomatchRelease(3, keys.minuteKey, keys.monthKey, keys.reservationKey, RESERVATION_TTL)
        } catch (error) {
          releases.add(keys) // given back once Redis answers again
          throw toUnavailable(error, 'redis', 'refund a request')
        }
        return
      }
      await guardStorage('redis', 'refund a request', () =>
        client.robomatchRefund(
          minuteKey(reservation.subscriptionId, reservation.windowStart),
          monthKey(reservation.subscriptionId, reservation.period),
          reservation.matchReserved ? '1' : '0',
        ),
      )
    },
    async monthlyUsage(subscriptionId, period) {
      const value = await guardStorage('redis', 'read the monthly usage', () => client.get(monthKey(subscriptionId, period)))
      return Number(value ?? 0)
    },
    async minuteUsage(subscriptionId, nowMs) {
      const value = await guardStorage('redis', 'read the minute usage', () => client.get(minuteKey(subscriptionId, minuteWindow(nowMs))))
      return Number(value ?? 0)
    },
    async countClick(vendorId, period, matchId) {
      const total = `${base}:clicks:${slot(vendorId)}:${period}`
      if (matchId === undefined) return guardStorage('redis', 'count a click', () => client.incr(total))
      // On a cluster the marker is tagged by vendor too, so the script's two keys share a slot.
      const seen = cluster ? `${base}:click-seen:${slot(vendorId)}:${period}:${matchId}` : `${base}:click-seen:${period}:${matchId}:${vendorId}`
      return guardStorage('redis', 'count a click', () => client.robomatchClick(seen, total, CLICK_SEEN_TTL))
    },
    async countFailure(subject, nowMs) {
      return guardStorage('redis', 'count a failed request', () => client.robomatchFailure(failureKey(subject, nowMs), MINUTE_KEY_TTL))
    },
    async reset() {
      await guardStorage('redis', 'reset the counters', async () => {
        // A cluster is scanned master by master, and keys of different slots unlinked one by one.
        const nodes: Redis[] = cluster ? (options.client as Cluster).nodes('master') : [options.client as Redis]
        for (const node of nodes) {
          for (const kind of ['rl', 'q', 'clicks', 'click-seen', 'res', 'fail']) {
            const pattern = `${escapeGlob(`${base}:${kind}:`)}*`
            let cursor = '0'
            do {
              const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 500)
              cursor = next
              if (keys.length === 0) continue
              if (cluster) for (const key of keys) await node.unlink(key)
              else await node.unlink(...keys)
            } while (cursor !== '0')
          }
        }
      })
    },
    // The connection belongs to the unstorage driver, which closes it; a last release is tried.
    async dispose() {
      await releases.flush()
      releases.stop()
    },
  }
}

/**
 * Reservations to release once Redis answers again: retried in batches, one attempt in flight
 * at a time (a stall does not pile up scripts behind it), until each is released.
 */
function createReleaseQueue(client: ScriptedRedis, batchSize: number) {
  const pending = new Map<string, PendingRelease>()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false

  const attempt = async (): Promise<void> => {
    const batch = [...pending.values()].slice(0, batchSize)
    if (batch.length === 0) return
    const keys = batch.flatMap((item) => [item.minuteKey, item.monthKey, item.reservationKey])
    await client.robomatchRelease(keys.length, ...keys, RESERVATION_TTL)
    for (const item of batch) pending.delete(item.reservationKey)
  }

  const schedule = (delayMs: number) => {
    if (stopped || timer || running || pending.size === 0) return
    timer = setTimeout(() => {
      timer = undefined
      running = attempt().then(
        () => {
          running = undefined
          schedule(0)
        },
        () => {
          running = undefined
          schedule(250)
        },
      )
    }, delayMs)
    timer.unref()
  }

  return {
    add(item: PendingRelease): void {
      if (pending.size >= MAX_PENDING_RELEASES) {
        const oldest = pending.keys().next().value
        if (oldest !== undefined) pending.delete(oldest)
      }
      pending.set(item.reservationKey, item)
      schedule(100)
    },
    /** Waits for the attempt in flight and tries once more (closing). */
    async flush(): Promise<void> {
      await running
      await attempt().catch(() => {})
    },
    stop(): void {
      stopped = true
      clearTimeout(timer)
    },
  }
}

/**
 * Warns unless Redis is set never to evict (`maxmemory-policy noeviction`): an evicting Redis
 * drops quota counters and API keys under memory pressure, silently resetting quotas and
 * losing keys. Managed Redis services that refuse `CONFIG` get a warning to check it by hand.
 */
export async function checkEvictionPolicy(client: Redis | Cluster, where: string): Promise<void> {
  let policy: string | undefined
  try {
    const answer = (await client.config('GET', 'maxmemory-policy')) as unknown
    policy = Array.isArray(answer) && typeof answer[1] === 'string' ? answer[1] : undefined
  } catch (error) {
    console.warn(
      `robomatch: could not read maxmemory-policy of Redis at ${where} (${error instanceof Error ? error.message : String(error)}); make sure it is noeviction, or quotas and keys can be evicted (docs/configuration.md: "Running Redis for durable quotas").`,
    )
    return
  }
  if (policy !== undefined && policy !== 'noeviction') {
    console.warn(
      `robomatch: Redis at ${where} has maxmemory-policy ${policy}: under memory pressure it evicts quota counters and API keys (quotas reset, keys vanish). Set maxmemory-policy noeviction (docs/configuration.md: "Running Redis for durable quotas").`,
    )
  }
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (char) => `\\${char}`)
}
