/**
 * `robomatch keys create|rotate|list`: API key administration on the configured storage
 * (flags > ROBOMATCH_STORAGE > config file > memory). Full keys are printed only when
 * issued, alone on stdout, so `KEY=$(robomatch keys create --tier pro)` works.
 */
import type { Tier } from '../schemas/api.js'
import type { RobomatchStorage } from '../storage/types.js'
import { EXIT } from './errors.js'
import { printJson, printLines, printNote, renderTable } from './output.js'

/** Storage flags shared by the keys commands. */
export interface KeysStorageOptions {
  storage?: string
  config?: string
}

/** One row of `keys list --json`. */
export interface KeyListing {
  prefix: string
  tier: Tier
  createdAt: string
  usedThisMonth: number
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

function warnIfMemory(storage: RobomatchStorage): void {
  if (storage.kind === 'memory') {
    printNote(
      'note: storage is memory, so this key vanishes when the command exits; pass --storage fs:DIR or redis://… (or set ROBOMATCH_STORAGE) to keep it',
    )
  }
}

/** `keys create`: prints the new key alone on stdout. */
export async function keysCreateCommand(options: KeysStorageOptions & { tier: Tier }): Promise<number> {
  return withStorage(options, async (storage) => {
    const { key } = await storage.keys.create(options.tier)
    process.stdout.write(`${key}\n`)
    warnIfMemory(storage)
    return EXIT.ok
  })
}

/** `keys rotate <key>`: prints the replacement; the old key stops working at once. */
export async function keysRotateCommand(oldKey: string, options: KeysStorageOptions): Promise<number> {
  return withStorage(options, async (storage) => {
    const issued = await storage.keys.rotate(oldKey.trim())
    if (!issued) {
      const shown = oldKey.length > 12 ? `${oldKey.slice(0, 12)}…` : oldKey
      process.stderr.write(
        `error: no such key (${shown}) in ${storage.kind} storage; check the key and --storage, or see \`robomatch keys list\`\n`,
      )
      return EXIT.failed
    }
    process.stdout.write(`${issued.key}\n`)
    warnIfMemory(storage)
    return EXIT.ok
  })
}

/** `keys list`: prefix, tier, creation date and this month's usage; never full keys. */
export async function keysListCommand(options: KeysStorageOptions & { json?: boolean }): Promise<number> {
  const { monthPeriod } = await import('../storage/windows.js')
  return withStorage(options, async (storage) => {
    const period = monthPeriod(Date.now())
    const records = await storage.keys.list()
    const listing: KeyListing[] = await Promise.all(
      records.map(async (record) => ({
        prefix: record.prefix,
        tier: record.tier,
        createdAt: record.createdAt,
        usedThisMonth: await storage.counters.monthlyUsage(record.subscriptionId, period),
      })),
    )
    if (options.json) {
      printJson(listing)
      return EXIT.ok
    }
    if (listing.length === 0) {
      printLines([`No keys in ${storage.kind} storage yet; create one with \`robomatch keys create --tier starter\`.`])
      return EXIT.ok
    }
    printLines([
      renderTable(
        ['key', 'tier', 'created', `matches ${period}`],
        listing.map((row) => [row.prefix, row.tier, row.createdAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z'), row.usedThisMonth]),
      ),
      `${listing.length} key${listing.length === 1 ? '' : 's'} in ${storage.kind} storage`,
    ])
    return EXIT.ok
  })
}
