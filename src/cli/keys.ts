/**
 * `robomatch keys create|show|rotate|revoke|list`: API key administration on the configured
 * storage (flags > ROBOMATCH_STORAGE > config file > memory). Full keys are printed only when
 * issued, alone on stdout, so `KEY=$(robomatch keys create --tier pro)` works; everything else
 * takes a key or the prefix `keys list` shows, since that is all an operator can see later.
 */
import type { Tier } from '../schemas/api.js'
import type { SubscriptionStatus } from '../storage/subscriptions.js'
import type { KeyRecord, RobomatchStorage } from '../storage/types.js'
import { EXIT, UsageError } from './errors.js'
import { printJson, printLines, printNote, renderTable } from './output.js'

/** Storage flags shared by the keys commands. */
export interface KeysStorageOptions {
  storage?: string
  config?: string
}

/**
 * One row of `keys list --json`. `status` is the key's subscription's (a revoked key is
 * deleted, so it is never listed); a key stored before subscriptions existed is `active`.
 */
interface KeyListing {
  prefix: string
  tier: Tier
  status: SubscriptionStatus
  createdAt: string
  usedThisMonth: number
  /** Requests counted in the current UTC minute (`keys show` only). */
  usedThisMinute?: number
}

async function withStorage<T>(options: KeysStorageOptions, run: (storage: RobomatchStorage) => Promise<T>): Promise<T> {
  const [{ resolveConfig }, { openStorage }] = await Promise.all([import('../config.js'), import('../storage/index.js')])
  const config = await resolveConfig({ storage: options.storage, config: options.config })
  const storage = await openStorage(config.storage)
  try {
    return await run(storage)
  } finally {
    await storage.dispose()
  }
}

/** Why a key or a listing on memory storage is not what the user expects. */
const MEMORY_NOTE =
  'storage is memory: it starts empty in every command and vanishes when the command exits (keys printed by `robomatch serve` live only in that process); pass --storage fs:DIR or redis://… (or set ROBOMATCH_STORAGE) to keep keys'

function warnIfMemory(storage: RobomatchStorage): void {
  if (storage.kind === 'memory') printNote(`note: ${MEMORY_NOTE}`)
}

/** A key shown in messages: never more than its first 12 characters. */
const shown = (text: string) => (text.length > 12 ? `${text.slice(0, 12)}…` : text)

/**
 * Finds the one record a user means by a full key or a prefix (`rm_live_AbC1`, `rm_live_AbC1…`,
 * or any longer start of a key). Throws a UsageError when none or several match.
 */
export async function findKey(storage: RobomatchStorage, keyOrPrefix: string): Promise<KeyRecord> {
  const text = keyOrPrefix.trim()
  const exact = await storage.keys.lookup(text)
  if (exact) return exact
  const prefix = text.replace(/(…|\.\.\.)$/, '')
  const where = `${storage.kind} storage`
  if (prefix.length < 'rm_live_'.length + 1) {
    throw new UsageError(`"${shown(text)}" is too short to name a key; give the prefix \`keys list\` shows, such as rm_live_AbC1`)
  }
  // A stored prefix is the key's first 12 characters; a longer text must be a full key, which lookup already tried.
  const matches = (await storage.keys.list()).filter((record) => {
    const stored = record.prefix.replace(/…$/, '')
    return prefix.length <= stored.length && stored.startsWith(prefix)
  })
  if (matches.length === 1) return matches[0]
  if (matches.length > 1) {
    throw new UsageError(
      `${matches.length} keys in ${where} start with ${prefix} (${matches.map((record) => record.prefix).join(', ')}); give a longer prefix or the full key`,
    )
  }
  const hint = storage.kind === 'memory' ? `; ${MEMORY_NOTE}` : '; check the key and --storage, or see `robomatch keys list`'
  throw new NotFoundError(`no key ${shown(text)} in ${where}${hint}`)
}

/** No key matched: exit 1 (the command was well formed; the key is not there). */
class NotFoundError extends Error {
  override name = 'NotFoundError'
}

/** Runs `run`, turning "no such key" into one line and exit 1. */
async function onKey(storage: RobomatchStorage, keyOrPrefix: string, run: (record: KeyRecord) => Promise<number>): Promise<number> {
  let record: KeyRecord
  try {
    record = await findKey(storage, keyOrPrefix)
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error
    process.stderr.write(`error: ${error.message}\n`)
    return EXIT.failed
  }
  return run(record)
}

/** `keys create`: prints the new key alone on stdout. */
export async function keysCreateCommand(options: KeysStorageOptions & { tier: Tier }): Promise<number> {
  return withStorage(options, async (storage) => {
    const { createManualSubscription } = await import('../storage/manual-subscription.js')
    const { key } = await createManualSubscription(storage, options.tier)
    process.stdout.write(`${key}\n`)
    warnIfMemory(storage)
    return EXIT.ok
  })
}

/** `keys rotate <key-or-prefix>`: prints the replacement; the old key stops working at once. */
export async function keysRotateCommand(keyOrPrefix: string, options: KeysStorageOptions): Promise<number> {
  return withStorage(options, (storage) =>
    onKey(storage, keyOrPrefix, async (record) => {
      const issued = await storage.keys.rotateByHash(record.hash)
      if (!issued) {
        process.stderr.write(`error: ${record.prefix} was rotated or revoked meanwhile; see \`robomatch keys list\`\n`)
        return EXIT.failed
      }
      process.stdout.write(`${issued.key}\n`)
      printNote(`rotated ${record.prefix} → ${issued.record.prefix} (${record.tier}); the old key answers 401 from now on, usage carries over`)
      warnIfMemory(storage)
      return EXIT.ok
    }),
  )
}

/** `keys revoke <key-or-prefix>`: the key answers 401 from now on. */
export async function keysRevokeCommand(keyOrPrefix: string, options: KeysStorageOptions): Promise<number> {
  return withStorage(options, (storage) =>
    onKey(storage, keyOrPrefix, async (record) => {
      const removed = await storage.keys.revokeByHash(record.hash)
      process.stdout.write(removed ? `revoked ${record.prefix} (${record.tier}); it answers 401 from now on\n` : `${record.prefix} was already gone\n`)
      return EXIT.ok
    }),
  )
}

async function listingOf(storage: RobomatchStorage, record: KeyRecord, period: string): Promise<KeyListing> {
  const subscription = await storage.subscriptions?.get(record.subscriptionId)
  return {
    prefix: record.prefix,
    tier: record.tier,
    status: subscription?.status ?? 'active',
    createdAt: record.createdAt,
    usedThisMonth: await storage.counters.monthlyUsage(record.subscriptionId, period),
  }
}

const shortDate = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z')

/**
 * `keys show <key-or-prefix>`: one key's tier, status, creation date, this minute's requests and this month's matches.
 * This minute's requests are not shown: the counters have no read for the minute window.
 */
export async function keysShowCommand(keyOrPrefix: string, options: KeysStorageOptions & { json?: boolean }): Promise<number> {
  const { monthPeriod } = await import('../core/windows.js')
  return withStorage(options, (storage) =>
    onKey(storage, keyOrPrefix, async (record) => {
      const now = Date.now()
      const period = monthPeriod(now)
      const listing: KeyListing = {
        ...(await listingOf(storage, record, period)),
        usedThisMinute: await storage.counters.minuteUsage(record.subscriptionId, now),
      }
      if (options.json) {
        printJson({ ...listing, period })
        return EXIT.ok
      }
      printLines([
        `key      ${listing.prefix}`,
        `tier     ${listing.tier}`,
        `status   ${listing.status}`,
        `created  ${shortDate(listing.createdAt)}`,
        `minute   ${listing.usedThisMinute} requests this minute (UTC)`,
        `matches  ${listing.usedThisMonth} in ${period}`,
      ])
      return EXIT.ok
    }),
  )
}

/** `keys list`: prefix, tier, status, creation date and this month's usage; never full keys. */
export async function keysListCommand(options: KeysStorageOptions & { json?: boolean }): Promise<number> {
  const { monthPeriod } = await import('../core/windows.js')
  return withStorage(options, async (storage) => {
    const period = monthPeriod(Date.now())
    const records = await storage.keys.list()
    const listing = await Promise.all(records.map((record) => listingOf(storage, record, period)))
    if (options.json) {
      printJson(listing)
      if (listing.length === 0) warnIfMemory(storage)
      return EXIT.ok
    }
    if (listing.length === 0) {
      if (storage.kind === 'memory') {
        printLines([`No keys: ${MEMORY_NOTE}.`])
      } else {
        printLines([`No keys in ${storage.kind} storage yet; create one with \`robomatch keys create --tier starter\`.`])
      }
      return EXIT.ok
    }
    printLines([
      renderTable(
        ['key', 'tier', 'status', 'created', `matches ${period}`],
        listing.map((row) => [row.prefix, row.tier, row.status, shortDate(row.createdAt), row.usedThisMonth]),
      ),
      `${listing.length} key${listing.length === 1 ? '' : 's'} in ${storage.kind} storage`,
    ])
    return EXIT.ok
  })
}
