import { createHash } from 'node:crypto'
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { ensureDir } from './fs-driver.js'
import { CorruptFileError, PersistedJson, readJsonFile } from './json-file.js'
import { createSubscriptionCounts, refundToCounts, reserveFromCounts, type SubscriptionCounts } from './local-counts.js'
import type { Counters } from './types.js'
import { toUnavailable } from './unavailable.js'
import { minuteWindow } from '../core/windows.js'

/** Options of {@link createFsCounters}. */
export interface FsCountersOptions {
  /**
   * Absolute storage directory; counters go to `DIR/counters`, clicks to `DIR/clicks`, the
   * list of subscriptions ever counted to `DIR/counted.json`.
   */
  dir: string
  /** fsync each write before the rename (default true: counts survive a power cut, not only a crash). */
  fsync?: boolean
}

type ClickCounts = Record<string, number>

/** File of the subscriptions that have a counter file (so a deleted one is noticed). */
export const COUNTED_FILE = 'counted.json'

/**
 * Counters in a directory, for ONE server process: the in-memory counts are authoritative
 * (updated synchronously, so reservations are exact within the process) and are written to
 * `DIR/counters/<subscription>.json` and `DIR/clicks/<period>.json` before `reserve`,
 * `refund` and `countClick` resolve, so a crash right after a response never loses a counted
 * success. Writes are atomic (temp file + rename) and grouped: while one write of a file is in
 * flight, later changes share the next one. Two processes on one directory would overwrite
 * each other's counts: use Redis storage to run several processes.
 *
 * Fail closed: a counter file that cannot be read or parsed, or that is missing although
 * `DIR/counted.json` says the subscription was counted before (deleted while the server was
 * down), makes that subscription's calls reject with `StorageUnavailableError` (HTTP 503)
 * and logs the file's path; counting never restarts from zero on its own. Files are 0600 in
 * 0700 directories.
 *
 * @example
 * const counters = await createFsCounters({ dir: '/var/lib/robomatch' })
 */
export async function createFsCounters(options: FsCountersOptions): Promise<Counters> {
  const countersDir = join(options.dir, 'counters')
  const clicksDir = join(options.dir, 'clicks')
  const countedPath = join(options.dir, COUNTED_FILE)
  const fsync = options.fsync ?? true
  const ensureDirs = async (): Promise<void> => {
    await ensureDir(options.dir)
    await ensureDir(countersDir)
    await ensureDir(clicksDir)
  }
  let counted: PersistedJson<string[]>
  try {
    await ensureDirs()
    counted = new PersistedJson(countedPath, await loadCounted(countedPath, countersDir), fsync)
  } catch (error) {
    throw toUnavailable(error, 'fs', `open the counters in ${options.dir}`)
  }
  const known = new Set(counted.value)

  const subscriptions = new DocumentCache<SubscriptionCounts>(countersDir, fsync, parseSubscriptionCounts, createSubscriptionCounts, {
    wasCounted: (file) => known.has(file),
    async firstSaved(file) {
      if (known.has(file)) return
      known.add(file)
      counted.value = [...known]
      await counted.save()
    },
  })
  const clicks = new DocumentCache<ClickCounts>(clicksDir, fsync, parseClickCounts, () => Object.create(null) as ClickCounts)

  return {
    async reserve(subscriptionId, limits, nowMs) {
      const doc = await subscriptions.get(subscriptionId)
      const reservation = reserveFromCounts(subscriptionId, doc.value, limits, nowMs)
      if (!reservation.ok) return reservation
      try {
        await subscriptions.save(doc)
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
      await subscriptions.save(doc).catch((error: unknown) => {
        throw toUnavailable(error, 'fs', `save the counters of ${reservation.subscriptionId}`)
      })
    },
    async monthlyUsage(subscriptionId, period) {
      const doc = await subscriptions.get(subscriptionId)
      return doc.value.months[period] ?? 0
    },
    async minuteUsage(subscriptionId, nowMs) {
      const doc = await subscriptions.get(subscriptionId)
      return doc.value.windowStart === minuteWindow(nowMs) ? doc.value.minuteUsed : 0
    },
    async countClick(vendorId, period, matchId) {
      const doc = await clicks.get(period)
      if (matchId !== undefined) {
        // One link (match, vendor) counts once: the links followed this month, by period.
        const seen = await clicks.get(`seen-${period}`)
        const link = `${matchId}\n${vendorId}`
        if (seen.value[link]) return doc.value[vendorId] ?? 0
        seen.value[link] = 1
        await seen.save().catch((error: unknown) => {
          delete seen.value[link]
          throw toUnavailable(error, 'fs', `save the clicks of ${period}`)
        })
      }
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
        known.clear()
        counted.value = []
        await counted.save()
        await ensureDirs()
      } catch (error) {
        throw toUnavailable(error, 'fs', `reset the counters in ${options.dir}`)
      }
    },
    async dispose() {
      await Promise.all([subscriptions.idle(), clicks.idle(), counted.idle()])
    },
  }
}

/**
 * The subscriptions counted before (file names). Missing: rebuilt from the counter files
 * (a store from before this list existed). Unreadable or corrupt: thrown (the store is damaged).
 */
async function loadCounted(path: string, countersDir: string): Promise<string[]> {
  const stored = await readJsonFile(path, (raw) => (Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? (raw as string[]) : undefined))
  if (stored) return stored
  return (await readdir(countersDir)).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length))
}

/** At most one log line per damaged file per this many ms, however many requests meet it. */
const DAMAGE_LOG_INTERVAL_MS = 10_000
const damageLogged = new Map<string, number>()

function logDamage(path: string, what: string): void {
  const now = Date.now()
  if ((damageLogged.get(path) ?? -Infinity) > now - DAMAGE_LOG_INTERVAL_MS) return
  damageLogged.set(path, now)
  console.error(
    `robomatch: counter file ${path} ${what}; answering 503 for its subscription until it is restored (or deleted, with ${COUNTED_FILE} edited, to count from zero).`,
  )
}

/** How a cache learns which documents existed before (fail closed when one vanished). */
interface CountedTracker {
  wasCounted(file: string): boolean
  firstSaved(file: string): Promise<void>
}

/** JSON documents of one directory, loaded once on first use and then kept in memory. */
class DocumentCache<T> {
  private loaded = new Map<string, PersistedJson<T>>()
  private loading = new Map<string, Promise<PersistedJson<T>>>()
  /** Documents created in this process whose first save has not been recorded yet. */
  private unrecorded = new Set<PersistedJson<T>>()

  constructor(
    private readonly dir: string,
    private readonly fsync: boolean,
    private readonly parse: (raw: unknown) => T | undefined,
    private readonly fresh: () => T,
    private readonly tracker?: CountedTracker,
  ) {}

  /** Saves `doc`; a new document is recorded as counted once it is on disk. */
  async save(doc: PersistedJson<T>): Promise<void> {
    await doc.save()
    if (this.tracker && this.unrecorded.has(doc)) {
      await this.tracker.firstSaved(fileStem(doc.path))
      this.unrecorded.delete(doc)
    }
  }

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
    this.unrecorded = new Set()
  }

  private async load(name: string): Promise<PersistedJson<T>> {
    const file = toFileName(name)
    const path = join(this.dir, `${file}.json`)
    let value: T | undefined
    try {
      value = await readJsonFile(path, this.parse)
    } catch (error) {
      if (error instanceof CorruptFileError) logDamage(path, 'is truncated or corrupt')
      throw toUnavailable(error, 'fs', `read ${path}`)
    }
    if (value === undefined && this.tracker?.wasCounted(file)) {
      logDamage(path, 'is missing although this subscription was counted before')
      throw toUnavailable(new Error(`${path} is missing`), 'fs', `read ${path}`)
    }
    const doc = new PersistedJson(path, value ?? this.fresh(), this.fsync)
    if (value === undefined) this.unrecorded.add(doc)
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

function fileStem(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1)
  return name.endsWith('.json') ? name.slice(0, -'.json'.length) : name
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
