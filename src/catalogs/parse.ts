/**
 * Catalog validation: checks catalog data (parsed JSON) against the valibot schemas and
 * returns it in the engine's shape. Web-standard (no disk access), so the core app can take
 * the package's catalogs as imported data; `load.ts` reads a folder from disk and calls this.
 * Any problem stops with a {@link CatalogError} naming the file, the entry and the field.
 */
import * as v from 'valibot'
import { HomeCatalogSchema, ROBOT_CATEGORIES, VendorCatalogSchema, toVendor, type HomeCatalog, type RobotCategory, type Vendor } from '../schemas/catalog.js'
import { CleaningRatesSchema, type CleaningRates } from '../schemas/cleaning-rates.js'
import { MoneyTableSchema, RestaurantRatesSchema, WarehouseRatesSchema } from '../schemas/economics-rates.js'
import type { Catalogs } from '../engine/types.js'

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
  warehouseRates: 'warehouse-rates.json',
  restaurantRates: 'restaurant-rates.json',
  money: 'money.json',
} as const satisfies Record<RobotCategory | 'home' | 'cleaningRates' | 'warehouseRates' | 'restaurantRates' | 'money', string>

/** The catalogs as parsed JSON, keyed like {@link CATALOG_FILES}. */
export type CatalogData = Record<keyof typeof CATALOG_FILES, unknown>

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

/** Per-entry checks the schema cannot express: duplicate ids, fitSize min above max. */
function entryProblems(listName: 'vendors' | 'products', entries: ReadonlyArray<{ id: string; fitSize?: { min: number; max: number } }>): string[] {
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

/**
 * Validates one business catalog file (`name` is how errors call it).
 *
 * @throws {CatalogError} naming every problem of the file.
 */
export function parseVendorFile(name: string, data: unknown, category: RobotCategory): Vendor[] {
  const result = v.safeParse(VendorCatalogSchema, data)
  if (!result.success) throw new CatalogError(name, result.issues.map(formatIssue))
  const problems: string[] = []
  if (result.output.category !== category) {
    problems.push(`category: must be "${category}" to match the file name (found "${result.output.category}")`)
  }
  problems.push(...entryProblems('vendors', result.output.vendors))
  result.output.vendors.forEach((vendor, i) =>
    vendor.offerings.forEach((offering, j) => {
      // The engine lists kitchen stations by what they do: every one says it, no other type does.
      const kitchen = offering.robotType === 'kitchen_automation'
      if (kitchen !== (offering.kitchenTasks !== undefined)) {
        problems.push(
          `vendors[${i}] (${vendor.id}).offerings[${j}].kitchenTasks: ${kitchen ? 'required for kitchen_automation' : 'only for kitchen_automation'}`,
        )
      }
      for (const field of ['palletLoads', 'singleItems'] as const) {
        if (offering[field] !== undefined && offering.robotType !== 'asrs')
          problems.push(`vendors[${i}] (${vendor.id}).offerings[${j}].${field}: only for asrs`)
      }
      if (offering.picksInAisles !== undefined && offering.robotType !== 'goods_to_person_amr')
        problems.push(`vendors[${i}] (${vendor.id}).offerings[${j}].picksInAisles: only for goods_to_person_amr`)
    }),
  )
  if (problems.length > 0) throw new CatalogError(name, problems)
  return result.output.vendors.map(toVendor)
}

/**
 * Validates the home vacuum catalog file.
 *
 * @throws {CatalogError} naming every problem of the file.
 */
export function parseHomeFile(name: string, data: unknown): HomeCatalog {
  const result = v.safeParse(HomeCatalogSchema, data)
  if (!result.success) throw new CatalogError(name, result.issues.map(formatIssue))
  const problems = entryProblems('products', result.output.products)
  if (problems.length > 0) throw new CatalogError(name, problems)
  return result.output
}

/** A table of sourced figures (rates, money): validated whole, every problem named. */
export function parseTable<S extends v.GenericSchema>(schema: S, name: string, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data)
  if (!result.success) throw new CatalogError(name, result.issues.map(formatIssue))
  return result.output
}

/**
 * The catalogs' version: the day of their newest check (YYYY-MM-DD), so an answer says how
 * fresh the data behind it is. ISO dates compare as strings.
 */
function newestCheck(dates: Iterable<string>): string {
  let newest = ''
  for (const date of dates) if (date > newest) newest = date
  return newest
}

/**
 * Validates the catalogs and returns them in the engine's shape.
 *
 * @param displayName - how errors name a file (default: `catalogs/<file>`).
 * @throws {CatalogError} when an entry is invalid.
 * @example
 * const catalogs = parseCatalogs({ warehouse, cleaning, restaurant, home, cleaningRates, warehouseRates, restaurantRates, money })
 */
export function parseCatalogs(data: CatalogData, displayName: (file: string) => string = (file) => `catalogs/${file}`): Catalogs {
  const vendors = Object.fromEntries(
    ROBOT_CATEGORIES.map((category) => [category, parseVendorFile(displayName(CATALOG_FILES[category]), data[category], category)]),
  ) as Record<RobotCategory, Vendor[]>
  const home = parseHomeFile(displayName(CATALOG_FILES.home), data.home)
  const cleaningRates: CleaningRates = parseTable(CleaningRatesSchema, displayName(CATALOG_FILES.cleaningRates), data.cleaningRates)
  const warehouseRates = parseTable(WarehouseRatesSchema, displayName(CATALOG_FILES.warehouseRates), data.warehouseRates)
  const restaurantRates = parseTable(RestaurantRatesSchema, displayName(CATALOG_FILES.restaurantRates), data.restaurantRates)
  const money = parseTable(MoneyTableSchema, displayName(CATALOG_FILES.money), data.money)
  const checks = function* () {
    for (const category of ROBOT_CATEGORIES) for (const vendor of vendors[category]) yield vendor.checkedAt
    for (const product of home.products) yield product.checkedAt
    yield cleaningRates.checkedAt
    yield warehouseRates.checkedAt
    yield restaurantRates.checkedAt
    yield money.checkedAt
  }
  const catalogVersion = newestCheck(checks())
  return { vendors, home: home.products, exchangeRate: home.exchangeRate, cleaningRates, warehouseRates, restaurantRates, money, catalogVersion }
}
