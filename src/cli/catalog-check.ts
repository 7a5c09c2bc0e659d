/**
 * `robomatch catalog check [DIR]`: checks a catalogs folder before it ships (CI runs it on the
 * package's own). Errors (exit 1): a file missing, not JSON or off its schema (every problem of
 * every file, as the loader words them), a date in the future, an offering of an active vendor
 * checked since claim-level sources began that cites none, a current home vacuum released after
 * this year. Warnings (exit 0 unless `--strict`): entries not checked for over 12 months, home
 * vacuums without a UK price, and countries of the product contract where a category has no
 * active vendor.
 */
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { CATALOG_FILES, CatalogError, DEFAULT_CATALOGS_DIR, parseCatalogs, readCatalogFiles, type CatalogData } from '../catalogs/load.js'
import { parseHomeFile, parseTable, parseVendorFile } from '../catalogs/parse.js'
import { ROBOT_CATEGORIES, type HomeCatalog, type RobotCategory, type Vendor } from '../schemas/catalog.js'
import { CleaningRatesSchema } from '../schemas/cleaning-rates.js'
import { MoneyTableSchema, RestaurantRatesSchema, WarehouseRatesSchema } from '../schemas/economics-rates.js'
import { EXIT, UsageError } from './errors.js'
import { printJson, printLines, renderTable, tableWidth, wrapText } from './output.js'
import { stylesFor } from './style.js'

/**
 * Countries the business catalogs must cover (PRODUCT.md §2, "Advice a domain expert signs
 * off on"): a category with no active vendor in one of them is a coverage warning.
 */
// prettier-ignore
export const BUSINESS_COUNTRIES = [
  'US', 'CA', 'MX', 'BR', 'GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'ES', 'IT', 'AT', 'CH',
  'SE', 'DK', 'NO', 'FI', 'PL', 'JP', 'KR', 'CN', 'SG', 'AU', 'NZ', 'IN', 'AE',
] as const

/**
 * The day offerings gained their own `sources` (claim-level sources): an active vendor's entry
 * checked on or after it must cite sources for each offering, since the entry's own sources no
 * longer say which claim they back.
 */
export const CLAIM_SOURCES_SINCE = '2026-11-25'

/** Flags of `catalog check`. */
export interface CatalogCheckOptions {
  json?: boolean
  /** The day to check against, YYYY-MM-DD (default: today, UTC). */
  today?: string
  /** Warnings fail the check too. */
  strict?: boolean
  /** Print the table of active vendors per country and category. */
  coverage?: boolean
}

/** One finding: the file, the entry (an id, when the finding is about one) and what is wrong. */
export interface CatalogIssue {
  /** Stable snake_case code, e.g. `checked_in_future`. */
  code: string
  /** The file as the report names it, e.g. `catalogs/warehouse.json`. */
  file: string
  /** The entry's id (vendor or product), or the field for a whole-file entry such as `exchangeRate`. */
  entry?: string
  message: string
}

/** The report `catalog check --json` prints. */
export interface CatalogCheckReport {
  dir: string
  /** The day the dates were judged against. */
  today: string
  /** No errors (and, with `--strict`, no warnings). */
  ok: boolean
  /** What answers built from these catalogs carry as `catalogVersion`; null when a file is invalid. */
  catalogVersion: string | null
  counts: {
    files: number
    vendors: Record<RobotCategory, { total: number; active: number }>
    homeProducts: { total: number; current: number; superseded: number; withoutUkPrice: number }
    errors: number
    warnings: number
  }
  errors: CatalogIssue[]
  warnings: CatalogIssue[]
  /** Active vendors selling in each country of {@link BUSINESS_COUNTRIES}, per category. */
  coverage: Record<RobotCategory, Record<string, number>>
}

/** A day one year before `day` (ISO dates compare as strings, so 29 February needs no care). */
function yearBefore(day: string): string {
  return `${String(Number(day.slice(0, 4)) - 1).padStart(4, '0')}${day.slice(4)}`
}

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
function isIsoDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/** Date findings of one entry: checked in the future (error) or over 12 months ago (warning). */
function checkDate(file: string, entry: string | undefined, checkedAt: string, today: string, errors: CatalogIssue[], warnings: CatalogIssue[]): void {
  if (checkedAt > today) {
    errors.push({ code: 'checked_in_future', file, entry, message: `checkedAt ${checkedAt} is after ${today}` })
  } else if (checkedAt < yearBefore(today)) {
    warnings.push({ code: 'stale', file, entry, message: `last checked ${checkedAt}, over 12 months ago` })
  }
}

function checkVendors(file: string, vendors: Vendor[], today: string, errors: CatalogIssue[], warnings: CatalogIssue[]): void {
  for (const vendor of vendors) {
    checkDate(file, vendor.id, vendor.checkedAt, today, errors, warnings)
    if (vendor.status !== 'active' || vendor.checkedAt < CLAIM_SOURCES_SINCE) continue
    for (const offering of vendor.offerings) {
      if (offering.sources) continue
      // With one offering the entry's sources can only back that offering: worth citing per
      // offering, but not wrong. With several, nothing says which source backs which claim.
      const issue = { code: 'offering_without_sources', file, entry: vendor.id }
      if (vendor.offerings.length > 1) {
        errors.push({ ...issue, message: `offering ${offering.robotType} cites no sources (checked ${vendor.checkedAt}, since claim-level sources)` })
      } else {
        warnings.push({ ...issue, message: `offering ${offering.robotType} cites only the entry's sources` })
      }
    }
  }
}

function checkHome(file: string, home: HomeCatalog, today: string, errors: CatalogIssue[], warnings: CatalogIssue[]): void {
  checkDate(file, 'exchangeRate', home.exchangeRate.checkedAt, today, errors, warnings)
  const year = Number(today.slice(0, 4))
  for (const product of home.products) {
    checkDate(file, product.id, product.checkedAt, today, errors, warnings)
    if (product.status === 'current' && product.releaseYear > year) {
      errors.push({ code: 'released_in_future', file, entry: product.id, message: `current, but releaseYear ${product.releaseYear} is after ${year}` })
    }
  }
  const withoutUkPrice = home.products.filter((product) => product.priceGbp === null).length
  if (withoutUkPrice > 0) {
    warnings.push({
      code: 'no_uk_price',
      file,
      message: `${withoutUkPrice} of ${home.products.length} products have no UK price (priceGbp null): marked in UK answers, left out of UK pages`,
    })
  }
}

/** Active vendors selling in each business country, per category. */
function coverageOf(vendors: Partial<Record<RobotCategory, Vendor[]>>): Record<RobotCategory, Record<string, number>> {
  const coverage = {} as Record<RobotCategory, Record<string, number>>
  for (const category of ROBOT_CATEGORIES) {
    const active = (vendors[category] ?? []).filter((vendor) => vendor.status === 'active')
    coverage[category] = Object.fromEntries(BUSINESS_COUNTRIES.map((country) => [country, active.filter((vendor) => vendor.regions.includes(country)).length]))
  }
  return coverage
}

/**
 * Checks the catalogs in `dir` as of `today` (YYYY-MM-DD) and returns the report; never throws
 * for a bad catalog (that is a finding), only for an unreadable folder.
 *
 * @example
 * const report = await checkCatalogFolder('./catalogs', '2026-11-25')
 * report.errors.map((issue) => `${issue.file}: ${issue.entry}: ${issue.message}`)
 */
export async function checkCatalogFolder(dir: string, today: string, options: { strict?: boolean } = {}): Promise<CatalogCheckReport> {
  const files = await readCatalogFiles(dir)
  const errors: CatalogIssue[] = []
  const warnings: CatalogIssue[] = []
  const vendors: Partial<Record<RobotCategory, Vendor[]>> = {}

  /** Validates one file on its own, so one bad file does not hide the others' problems. */
  const validate = <T>(key: keyof typeof CATALOG_FILES, parse: (name: string, data: unknown) => T): T | undefined => {
    const file = files[key]
    try {
      if (file.error) throw file.error
      return parse(file.name, file.data)
    } catch (error) {
      if (!(error instanceof CatalogError)) throw error
      const code = file.error ? 'unreadable' : 'invalid'
      for (const problem of error.problems) errors.push({ code, file: file.name, message: problem })
      return undefined
    }
  }

  for (const category of ROBOT_CATEGORIES) {
    const list = validate(category, (name, data) => parseVendorFile(name, data, category))
    if (!list) continue
    vendors[category] = list
    checkVendors(files[category].name, list, today, errors, warnings)
  }
  const home = validate('home', parseHomeFile)
  if (home) checkHome(files.home.name, home, today, errors, warnings)
  const tables = [
    ['cleaningRates', CleaningRatesSchema],
    ['warehouseRates', WarehouseRatesSchema],
    ['restaurantRates', RestaurantRatesSchema],
    ['money', MoneyTableSchema],
  ] as const
  for (const [key, schema] of tables) {
    const table = validate(key, (name, data) => parseTable(schema, name, data))
    if (table) checkDate(files[key].name, undefined, table.checkedAt, today, errors, warnings)
  }

  const coverage = coverageOf(vendors)
  for (const category of ROBOT_CATEGORIES) {
    if (!vendors[category]) continue
    const gaps = BUSINESS_COUNTRIES.filter((country) => coverage[category][country] === 0)
    if (gaps.length > 0) {
      warnings.push({ code: 'coverage_gap', file: files[category].name, message: `no active ${category} vendor sells in ${gaps.join(', ')}` })
    }
  }

  let catalogVersion: string | null = null
  if (errors.every((issue) => issue.code !== 'unreadable' && issue.code !== 'invalid')) {
    const data = Object.fromEntries(Object.entries(files).map(([key, file]) => [key, file.data])) as CatalogData
    const names = new Map(Object.entries(CATALOG_FILES).map(([key, file]) => [file as string, files[key as keyof typeof files].name]))
    catalogVersion = parseCatalogs(data, (file) => names.get(file) ?? file).catalogVersion
  }

  const count = <T>(list: readonly T[], keep: (item: T) => boolean) => list.filter(keep).length
  const products = home?.products ?? []
  return {
    dir,
    today,
    ok: errors.length === 0 && (!options.strict || warnings.length === 0),
    catalogVersion,
    counts: {
      files: Object.keys(CATALOG_FILES).length,
      vendors: Object.fromEntries(
        ROBOT_CATEGORIES.map((category) => {
          const list = vendors[category] ?? []
          return [category, { total: list.length, active: count(list, (vendor) => vendor.status === 'active') }]
        }),
      ) as Record<RobotCategory, { total: number; active: number }>,
      homeProducts: {
        total: products.length,
        current: count(products, (product) => product.status === 'current'),
        superseded: count(products, (product) => product.status === 'superseded'),
        withoutUkPrice: count(products, (product) => product.priceGbp === null),
      },
      errors: errors.length,
      warnings: warnings.length,
    },
    errors,
    warnings,
    coverage,
  }
}

/** One finding as one line: `file: entry: problem`. */
export function formatIssue(issue: CatalogIssue): string {
  return `${issue.file}: ${issue.entry ? `${issue.entry}: ` : ''}${issue.message}`
}

/**
 * The readable report: counts, then each error and warning on a line of its own (wrapped with
 * an indent where the terminal is narrower), then the verdict.
 */
export function renderCatalogReport(report: CatalogCheckReport, options: { coverage?: boolean; width?: number; strict?: boolean } = {}): string[] {
  const width = options.width ?? tableWidth()
  const paint = stylesFor(process.stdout)
  const lines: string[] = []
  const { vendors, homeProducts } = report.counts
  lines.push(`Catalogs ${report.catalogVersion ? `version ${report.catalogVersion}` : 'with invalid files'}, checked against ${report.today}`)
  lines.push(`Vendors, active of all: ${ROBOT_CATEGORIES.map((category) => `${category} ${vendors[category].active}/${vendors[category].total}`).join(', ')}`)
  lines.push(
    `Home vacuums: ${homeProducts.total} (${homeProducts.current} current, ${homeProducts.superseded} superseded), ${homeProducts.total - homeProducts.withoutUkPrice} with a UK price`,
  )
  const block = (title: string, issues: CatalogIssue[]) => {
    if (issues.length === 0) return
    lines.push('', title)
    for (const issue of issues) {
      const [first = '', ...rest] = wrapText(formatIssue(issue), width)
      lines.push(
        first,
        ...wrapText(rest.join(' '), width - 2)
          .filter(Boolean)
          .map((line) => `  ${line}`),
      )
    }
  }
  block(paint.red(`${report.errors.length} error${report.errors.length === 1 ? '' : 's'}:`), report.errors)
  block(paint.yellow(`${report.warnings.length} warning${report.warnings.length === 1 ? '' : 's'}:`), report.warnings)
  if (options.coverage) {
    lines.push('', 'Active vendors per country:')
    lines.push(
      renderTable(
        ['country', ...ROBOT_CATEGORIES],
        BUSINESS_COUNTRIES.map((country) => [country, ...ROBOT_CATEGORIES.map((category) => report.coverage[category][country])]),
        { width },
      ),
    )
  }
  const counted = `${report.errors.length} error${report.errors.length === 1 ? '' : 's'}, ${report.warnings.length} warning${report.warnings.length === 1 ? '' : 's'}`
  lines.push(
    '',
    report.ok
      ? paint.green(`Catalog check passed: ${counted}.`)
      : paint.red(`Catalog check failed: ${counted}${options.strict && report.errors.length === 0 ? ' (--strict)' : ''}.`),
  )
  return lines
}

/** Runs `robomatch catalog check [DIR]`; returns the exit code (1 when the check fails). */
export async function catalogCheckCommand(dirArgument: string | undefined, options: CatalogCheckOptions): Promise<number> {
  const today = options.today ?? new Date().toISOString().slice(0, 10)
  if (!isIsoDay(today)) throw new UsageError(`--today must be a date written YYYY-MM-DD (got "${today}")`)
  const dir = dirArgument === undefined ? DEFAULT_CATALOGS_DIR : resolve(dirArgument)
  const folder = await stat(dir).catch(() => undefined)
  if (!folder?.isDirectory()) throw new UsageError(`${dirArgument ?? dir} is not a folder; give the folder that holds the catalog files`)
  const report = await checkCatalogFolder(dir, today, { strict: options.strict })
  if (options.json) printJson(report)
  else printLines(renderCatalogReport(report, { coverage: options.coverage, strict: options.strict }))
  return report.ok ? EXIT.ok : EXIT.failed
}
