/**
 * Catalog loader: reads the four catalog files through unstorage (fs-lite, read-only),
 * validates them against the valibot schemas and returns them in the engine's shape.
 * Any problem stops loading with a {@link CatalogError} naming the file, the entry and the field.
 */
import { isAbsolute, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createStorage, type Storage } from 'unstorage'
import fsLiteDriver from 'unstorage/drivers/fs-lite'
import * as v from 'valibot'
import {
  HomeCatalogSchema,
  ROBOT_CATEGORIES,
  VendorCatalogSchema,
  toVendor,
  type HomeCatalog,
  type RobotCategory,
  type Vendor,
} from '../schemas/catalog.js'
import { CleaningRatesSchema, type CleaningRates } from '../schemas/cleaning-rates.js'
import type { Catalogs } from '../engine/types.js'

/**
 * Absolute path of the package's own `catalogs/` folder. The loader sits two levels below
 * the package root both in `src/catalogs/load.ts` and in `dist/catalogs/load.js`.
 */
export const DEFAULT_CATALOGS_DIR: string = fileURLToPath(new URL('../../catalogs', import.meta.url))

/** A catalog file is missing, is not JSON or does not validate. */
export class CatalogError extends Error {
  override name = 'CatalogError'
  /** Display name of the offending file, e.g. `catalogs/warehouse.json`. */
  readonly file: string
  /** Every problem found in the file (the message shows the first). */
  readonly problems: string[]

  constructor(file: string, problems: string[]) {
    const [first = 'invalid catalog'] = problems
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : ''
    super(`${file}: ${first}${more}`)
    this.file = file
    this.problems = problems
  }
}

/** Files read from the catalog folder, business ones named after their category. */
export const CATALOG_FILES = {
  warehouse: 'warehouse.json',
  cleaning: 'cleaning.json',
  restaurant: 'restaurant.json',
  home: 'home.json',
  cleaningRates: 'cleaning-rates.json',
} as const satisfies Record<RobotCategory | 'home' | 'cleaningRates', string>

/** Name shown in errors: relative to the working directory when inside it, else absolute. */
function displayName(dir: string, file: string): string {
  const full = join(dir, file)
  const rel = relative(process.cwd(), full)
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split('\\').join('/') : full
}

type Entry = { id?: unknown }

/**
 * Formats a valibot issue path as `vendors[3] (locus-robotics).regions[0]`: array indexes in
 * brackets, the id of a top-level entry in parentheses.
 */
function formatPath(path: v.BaseIssue<unknown>['path']): string {
  if (!path || path.length === 0) return '(file)'
  let out = ''
  path.forEach((item, depth) => {
    if (typeof item.key === 'number') {
      out += `[${item.key}]`
      if (depth === 1) {
        const entry = Array.isArray(item.input) ? (item.input[item.key] as Entry | undefined) : undefined
        if (entry && typeof entry === 'object' && typeof entry.id === 'string' && entry.id) out += ` (${entry.id})`
      }
    } else {
      out += `${out ? '.' : ''}${String(item.key)}`
    }
  })
  return out
}

function formatIssue(issue: v.BaseIssue<unknown>): string {
  let message = issue.message
  if (issue.type === 'strict_object' || issue.type === 'object') {
    if (issue.expected === 'never') message = 'is not a known field'
    else if (issue.received === 'undefined') message = 'is required'
  }
  return `${formatPath(issue.path)}: ${message}`
}

async function readJson(storage: Storage, dir: string, file: string): Promise<unknown> {
  const name = displayName(dir, file)
  let raw: unknown
  try {
    raw = await storage.getItemRaw(file)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new CatalogError(name, [`cannot be read (${reason})`])
  }
  if (raw === null || raw === undefined) throw new CatalogError(name, ['file not found'])
  let text: string
  if (typeof raw === 'string') text = raw
  else if (raw instanceof Uint8Array) text = new TextDecoder('utf-8').decode(raw)
  else throw new CatalogError(name, ['cannot be read (unexpected content)'])
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new CatalogError(name, [`is not valid JSON (${reason})`])
  }
}

/** Per-entry checks the schema cannot express: duplicate ids, fitSize min above max. */
function entryProblems(
  listName: 'vendors' | 'products',
  entries: ReadonlyArray<{ id: string; fitSize?: { min: number; max: number } }>,
): string[] {
  const problems: string[] = []
  const seen = new Map<string, number>()
  entries.forEach((entry, index) => {
    const where = `${listName}[${index}] (${entry.id})`
    const first = seen.get(entry.id)
    if (first !== undefined) problems.push(`${where}.id: duplicate id, already used by ${listName}[${first}]`)
    else seen.set(entry.id, index)
    if (entry.fitSize && entry.fitSize.min > entry.fitSize.max) {
      problems.push(`${where}.fitSize.min: must not exceed fitSize.max`)
    }
  })
  return problems
}

async function loadVendorFile(storage: Storage, dir: string, category: RobotCategory): Promise<Vendor[]> {
  const file = CATALOG_FILES[category]
  const name = displayName(dir, file)
  const data = await readJson(storage, dir, file)
  const result = v.safeParse(VendorCatalogSchema, data)
  if (!result.success) throw new CatalogError(name, result.issues.map(formatIssue))
  const problems: string[] = []
  if (result.output.category !== category) {
    problems.push(`category: must be "${category}" to match the file name (found "${result.output.category}")`)
  }
  problems.push(...entryProblems('vendors', result.output.vendors))
  if (problems.length > 0) throw new CatalogError(name, problems)
  return result.output.vendors.map(toVendor)
}

async function loadHomeFile(storage: Storage, dir: string): Promise<HomeCatalog> {
  const file = CATALOG_FILES.home
  const name = displayName(dir, file)
  const data = await readJson(storage, dir, file)
  const result = v.safeParse(HomeCatalogSchema, data)
  if (!result.success) throw new CatalogError(name, result.issues.map(formatIssue))
  const problems = entryProblems('products', result.output.products)
  if (problems.length > 0) throw new CatalogError(name, problems)
  return result.output
}

/** The cleaning ROI rates table: every rate with its sources (see `src/schemas/cleaning-rates.ts`). */
async function loadCleaningRatesFile(storage: Storage, dir: string): Promise<CleaningRates> {
  const file = CATALOG_FILES.cleaningRates
  const data = await readJson(storage, dir, file)
  const result = v.safeParse(CleaningRatesSchema, data)
  if (!result.success) throw new CatalogError(displayName(dir, file), result.issues.map(formatIssue))
  return result.output
}

/**
 * Loads and validates every catalog file in `dir` (default: the package's own catalogs).
 *
 * @throws {CatalogError} when a file is missing, is not JSON or holds an invalid entry.
 * @example
 * const catalogs = await loadCatalogs('./my-catalogs')
 * catalogs.vendors.warehouse.length
 */
export async function loadCatalogs(dir: string = DEFAULT_CATALOGS_DIR): Promise<Catalogs> {
  const storage = createStorage({ driver: fsLiteDriver({ base: dir, readOnly: true }) })
  try {
    const [vendorLists, home, cleaningRates] = await Promise.all([
      Promise.all(ROBOT_CATEGORIES.map((category) => loadVendorFile(storage, dir, category))),
      loadHomeFile(storage, dir),
      loadCleaningRatesFile(storage, dir),
    ])
    const vendors = Object.fromEntries(
      ROBOT_CATEGORIES.map((category, index) => [category, vendorLists[index]]),
    ) as Record<RobotCategory, Vendor[]>
    return { vendors, home: home.products, exchangeRate: home.exchangeRate, cleaningRates }
  } finally {
    await storage.dispose()
  }
}

let defaultCatalogs: Promise<Catalogs> | undefined

/**
 * {@link loadCatalogs} for {@link DEFAULT_CATALOGS_DIR}, loaded once per process. A failed
 * load is not cached, so a later call tries again.
 */
export function loadDefaultCatalogs(): Promise<Catalogs> {
  if (!defaultCatalogs) {
    const pending = loadCatalogs(DEFAULT_CATALOGS_DIR)
    defaultCatalogs = pending
    pending.catch(() => {
      if (defaultCatalogs === pending) defaultCatalogs = undefined
    })
  }
  return defaultCatalogs
}
