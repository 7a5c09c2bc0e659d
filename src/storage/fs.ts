import { createHash } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { PersistedJson, readJsonFile } from './json-file.js'
import { createSubscriptionCounts, refundToCounts, reserveFromCounts, type SubscriptionCounts } from './local-counts.js'
import type { Counters } from './types.js'
import { toUnavailable } from './unavailable.js'

/** Options of {@link createFsCounters}. */
export interface FsCountersOptions {
  /** Absolute storage directory; counters go to `DIR/counters`, clicks to `DIR/clicks`. */
  dir: string
  /** fsync each write before the rename (default true: counts survive a power cut, not only a crash). */
  fsync?: boolean
}

type ClickCounts = Record<string, number>

/**
 * Counters in a directory, for ONE server process: the in-memory counts are authoritative
 * (updated synchronously, so reservations are exact within the process) and are written to
 * `DIR/counters/<subscription>.json` and `DIR/clicks/<period>.json` before `reserve`,
 * `refund` and `countClick` resolve, so a crash right after a response never loses a counted
 * success. Writes are atomic (temp file + rename) and grouped: while one write of a file is in
 * flight, later changes share the next one. Two processes on one directory would overwrite
 * each other's counts: use Redis storage to run several processes.
 *
 * A counter file that cannot be parsed is ignored with a warning (counting restarts for it).
 *
 * @example
 * const counters = await createFsCounters({ dir: '/var/lib/robomatch' })
 */
export async function createFsCounters(options: FsCountersOptions): Promise<Counters> {
  const countersDir = join(options.dir, 'counters')
  const clicksDir = join(options.dir, 'clicks')
  const fsync = options.fsync ?? true
  const ensureDirs = async (): Promise<void> => {
    await mkdir(countersDir, { recursive: true })
    await mkdir(clicksDir, { recursive: true })
  }
  try {
    await ensureDirs()
  } catch (error) {
    throw toUnavailable(error, 'fs', `create the counter directories in ${options.dir}`)
  }

  const subscriptions = new DocumentCache<SubscriptionCounts>(countersDir, fsync, parseSubscriptionCounts, createSubscriptionCounts)
  const clicks = new DocumentCache<ClickCounts>(clicksDir, fsync, parseClickCounts, () => Object.create(null) as ClickCounts)

  return {
    async reserve(subscriptionId, limits, nowMs) {
      const doc = await subscriptions.get(subscriptionId)
      const reservation = reserveFromCounts(subscriptionId, doc.value, limits, nowMs)
      if (!reservation.ok) return reservation
      try {
        await doc.save()
      } catch (error) {
        // Not on disk, so not counted: give it back and let the caller answer 503.
        refundToCounts(doc.value, reservation)
        throw toUnavailable(error, 'fs', `save the counters of ${subscriptionId}`)
      }
      return reservation
    },
    async refund(reservation) {
      const doc = await subscriptions.get(reservation.subscriptionId)
      if (!refundToCounts(doc.value, reservation)) return
      await doc.save().catch((error: unknown) => {
        throw toUnavailable(error, 'fs', `save the counters of ${reservation.subscriptionId}`)
      })
    },
    async monthlyUsage(subscriptionId, period) {
      const doc = await subscriptions.get(subscriptionId)
      return doc.value.months[period] ?? 0
    },
    async countClick(vendorId, period) {
      const doc = await clicks.get(period)
      const total = (doc.value[vendorId] ?? 0) + 1
      doc.value[vendorId] = total
      await doc.save().catch((error: unknown) => {
        throw toUnavailable(error, 'fs', `save the clicks of ${period}`)
      })
      return total
    },
    async reset() {
      await Promise.all([subscriptions.idle(), clicks.idle()])
      subscriptions.clear()
      clicks.clear()
      try {
        await rm(countersDir, { recursive: true, force: true })
        await rm(clicksDir, { recursive: true, force: true })
        await ensureDirs()
      } catch (error) {
        throw toUnavailable(error, 'fs', `reset the counters in ${options.dir}`)
      }
    },
    async dispose() {
      await Promise.all([subscriptions.idle(), clicks.idle()])
    },
  }
}

/** JSON documents of one directory, loaded once on first use and then kept in memory. */
class DocumentCache<T> {
  private loaded = new Map<string, PersistedJson<T>>()
  private loading = new Map<string, Promise<PersistedJson<T>>>()

  constructor(
    private readonly dir: string,
    private readonly fsync: boolean,
    private readonly parse: (raw: unknown) => T | undefined,
    private readonly fresh: () => T,
  ) {}

  get(name: string): Promise<PersistedJson<T>> {
    const doc = this.loaded.get(name)
    if (doc) return Promise.resolve(doc)
    let pending = this.loading.get(name)
    if (!pending) {
      pending = this.load(name).finally(() => this.loading.delete(name))
      this.loading.set(name, pending)
    }
    return pending
  }

  idle(): Promise<unknown> {
    return Promise.all([...this.loaded.values()].map((doc) => doc.idle()))
  }

  clear(): void {
    this.loaded = new Map()
    this.loading = new Map()
  }

  private async load(name: string): Promise<PersistedJson<T>> {
    const path = join(this.dir, `${toFileName(name)}.json`)
    let value: T | undefined
    try {
      value = await readJsonFile(path, this.parse)
    } catch (error) {
      throw toUnavailable(error, 'fs', `read ${path}`)
    }
    const doc = new PersistedJson(path, value ?? this.fresh(), this.fsync)
    this.loaded.set(name, doc)
    return doc
  }
}

/**
 * A file name for any id: `[A-Za-z0-9_-]` kept, every other UTF-8 byte written `%XX`
 * (reversible, so two ids never share a file); very long ids become `%%` + their SHA-256.
 */
export function toFileName(id: string): string {
  let name = ''
  for (const byte of Buffer.from(id, 'utf8')) {
    const char = String.fromCharCode(byte)
    name += /[A-Za-z0-9_-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  if (name.length <= 180) return name
  return `%%${createHashHex(id)}`
}

function createHashHex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

function parseCountRecord(raw: unknown): Record<string, number> | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const counts = Object.create(null) as Record<string, number>
  for (const [key, value] of Object.entries(raw)) {
    if (!isCount(value)) return undefined
    counts[key] = value
  }
  return counts
}

function parseSubscriptionCounts(raw: unknown): SubscriptionCounts | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { windowStart, minuteUsed, months } = raw as Record<string, unknown>
  const parsedMonths = parseCountRecord(months)
  if (!isCount(windowStart) || !isCount(minuteUsed) || !parsedMonths) return undefined
  return { windowStart, minuteUsed, months: parsedMonths }
}

function parseClickCounts(raw: unknown): ClickCounts | undefined {
  return parseCountRecord(raw)
}
