import type { Redis } from 'ioredis'
import type { Counters, Reservation } from './types.js'
import { guardStorage } from './unavailable.js'
import { minuteWindow, monthPeriod } from './windows.js'

/** Options of {@link createRedisCounters}. */
export interface RedisCountersOptions {
  /** The connection shared with the key store (the unstorage driver's `getInstance()`). */
  client: Redis
  /** Key prefix, the unstorage driver's `base` (default `robomatch`). */
  base?: string
}

/** Seconds a minute-window key lives: past its minute, so a late refund still finds it. */
const MINUTE_KEY_TTL = 120
/** Seconds a month key lives: past its month, so `monthlyUsage` of last month still answers. */
const MONTH_KEY_TTL = 40 * 24 * 3600

/**
 * KEYS: minute key, month key. ARGV: requestsPerMinute, matchesPerMonth (-1: not a match),
 * minute TTL, month TTL. Returns {status (0 ok, 1 rate_limited, 2 quota_exceeded), minute, month}.
 */
const RESERVE_SCRIPT = `
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
return {0, minute, month}
`

/** KEYS: minute key, month key. ARGV: '1' to give back a match too. Never goes below zero. */
const REFUND_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
if ARGV[1] == '1' and tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
return 0
`

/** The client with robomatch's scripts defined on it. */
interface ScriptedRedis extends Redis {
  robomatchReserve(minuteKey: string, monthKey: string, rpm: number, mpm: number, minuteTtl: number, monthTtl: number): Promise<[number, number, number]>
  robomatchRefund(minuteKey: string, monthKey: string, match: '0' | '1'): Promise<number>
}

/**
 * Counters in Redis: every reservation is one Lua script (one round trip, atomic in Redis), so
 * any number of server processes sharing one Redis enforce one limit together. Keys:
 * `<base>:rl:<subscription>:<windowStart>`, `<base>:q:<subscription>:<period>`,
 * `<base>:clicks:<vendor>:<period>`. When Redis cannot be reached, every call rejects with
 * `StorageUnavailableError` (how fast depends on the client's options; see `openStorage`).
 *
 * @example
 * const counters = createRedisCounters({ client: driver.getInstance() })
 */
export function createRedisCounters(options: RedisCountersOptions): Counters {
  const base = (options.base ?? 'robomatch').replace(/:$/, '')
  const client = options.client as ScriptedRedis
  if (typeof client.robomatchReserve !== 'function') {
    client.defineCommand('robomatchReserve', { numberOfKeys: 2, lua: RESERVE_SCRIPT })
    client.defineCommand('robomatchRefund', { numberOfKeys: 2, lua: REFUND_SCRIPT })
  }
  const minuteKey = (subscriptionId: string, windowStart: number) => `${base}:rl:${subscriptionId}:${windowStart}`
  const monthKey = (subscriptionId: string, period: string) => `${base}:q:${subscriptionId}:${period}`

  return {
    async reserve(subscriptionId, limits, nowMs) {
      const windowStart = minuteWindow(nowMs)
      const period = monthPeriod(nowMs)
      const isMatch = limits.matchesPerMonth !== undefined
      const [status, minuteUsed, monthUsed] = await guardStorage('redis', 'reserve a request', () =>
        client.robomatchReserve(
          minuteKey(subscriptionId, windowStart),
          monthKey(subscriptionId, period),
          limits.requestsPerMinute,
          limits.matchesPerMonth ?? -1,
          MINUTE_KEY_TTL,
          MONTH_KEY_TTL,
        ),
      )
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
      }
      return reservation
    },
    async refund(reservation) {
      if (!reservation.ok) return
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
    async countClick(vendorId, period) {
      return guardStorage('redis', 'count a click', () => client.incr(`${base}:clicks:${vendorId}:${period}`))
    },
    async reset() {
      await guardStorage('redis', 'reset the counters', async () => {
        for (const kind of ['rl', 'q', 'clicks']) {
          const pattern = `${escapeGlob(`${base}:${kind}:`)}*`
          let cursor = '0'
          do {
            const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 500)
            cursor = next
            if (keys.length > 0) await client.unlink(...keys)
          } while (cursor !== '0')
        }
      })
    },
    // The connection belongs to the unstorage driver, which closes it.
    async dispose() {},
  }
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (char) => `\\${char}`)
}
