/**
 * `robomatch catalog check [DIR]` run as a subprocess of the built CLI (`npm run build` first;
 * `npm test` does it): the shipped catalogs pass, and a temporary copy with each kind of
 * error fails naming it. Every run passes `--today`, so no assertion reads the real clock.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogCheckReport } from '../src/cli/catalog-check.js'
import { ROOT, runCli, type CliResult } from './helpers/cli.js'

const SHIPPED = join(ROOT, 'catalogs')
/** The shipped catalogs' newest check: they must pass on that day, and the day after it is their future. */
const TODAY = readdirSync(SHIPPED)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => [...readFileSync(join(SHIPPED, file), 'utf8').matchAll(/"checkedAt": "(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1]))
  .reduce((newest, date) => (date > newest ? date : newest))
const AHEAD = new Date(Date.parse(TODAY) + 86_400_000).toISOString().slice(0, 10)

/** The built CLI through the suite's one spawner (clean environment, no colour). */
const run = (args: string[], env: Record<string, string> = {}) => runCli(args, { env })

const tmp = mkdtempSync(join(tmpdir(), 'robomatch-catalog-check-'))

type Json = Record<string, unknown> & { vendors?: Array<Record<string, unknown>>; products?: Array<Record<string, unknown>> }
type Offering = { robotType: string; regions: string[]; sources?: string[] }
type VendorJson = { id: string; status: string; checkedAt: string; sources: string[]; offerings: Offering[] }

/** A copy of the shipped catalogs in `tmp/name`, changed by `edit(read, write)`. */
function catalogCopy(name: string, edit: (read: (file: string) => Json, write: (file: string, data: Json | string) => void) => void): string {
  const dir = join(tmp, name)
  cpSync(SHIPPED, dir, { recursive: true })
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json
  const write = (file: string, data: Json | string) => writeFileSync(join(dir, file), typeof data === 'string' ? data : JSON.stringify(data, null, 2))
  edit(read, write)
  return dir
}

const vendorsOf = (catalog: Json) => catalog.vendors as unknown as VendorJson[]

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'catalog-check.js'))) throw new Error('dist/ is missing or stale: run `npm run build` first (npm test does it)')
})
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe.concurrent('robomatch catalog check', () => {
  it('passes on the shipped catalogs: exit 0, counts and the verdict', async () => {
    const result = await run(['catalog', 'check', '--today', TODAY])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Catalogs version \d{4}-\d{2}-\d{2}, checked against \d{4}-\d{2}-\d{2}$/m)
    expect(result.stdout).toContain(`, checked against ${TODAY}\n`)
    expect(result.stdout).toMatch(/^Vendors, active of all: warehouse \d+\/\d+, cleaning \d+\/\d+, restaurant \d+\/\d+$/m)
    expect(result.stdout).toMatch(/^Catalog check passed: 0 errors, \d+ warnings?\.$/m)
  })

  it('--json prints the report alone on stdout: ok, catalogVersion, counts, issues, coverage', async () => {
    const result = await run(['catalog', 'check', '--json', '--today', TODAY])
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout) as CatalogCheckReport
    const shipped = (file: string) => JSON.parse(readFileSync(join(SHIPPED, file), 'utf8')) as Json
    const warehouse = vendorsOf(shipped('warehouse.json'))
    const home = shipped('home.json').products ?? []
    expect(report).toMatchObject({ today: TODAY, ok: true, errors: [] })
    // The catalogs' version is their newest check, as answers carry it.
    expect(report.catalogVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(report.catalogVersion! <= TODAY).toBe(true)
    expect(report.counts).toMatchObject({
      files: 8,
      errors: 0,
      warnings: report.warnings.length,
      homeProducts: { total: home.length, withoutUkPrice: home.filter((product) => product.priceGbp === null).length },
    })
    expect(report.counts.vendors.warehouse).toEqual({ total: warehouse.length, active: warehouse.filter((vendor) => vendor.status === 'active').length })
    for (const issue of report.warnings) {
      expect(issue.code).toMatch(/^[a-z_]+$/)
      expect(issue.file).toMatch(/^catalogs\/[a-z-]+\.json$/)
      expect(issue.message.length).toBeGreaterThan(0)
    }
    expect(Object.keys(report.coverage)).toEqual(['warehouse', 'cleaning', 'restaurant'])
    for (const counts of Object.values(report.coverage)) expect(Object.keys(counts)).toHaveLength(27)
    // The coverage table counts active vendors that sell in the country.
    const activeInUs = warehouse.filter((vendor) => vendor.status === 'active' && vendor.offerings.some((offering) => offering.regions.includes('US')))
    expect(report.coverage.warehouse.US).toBe(activeInUs.length)
    // A category with no active vendor in a contract country is a warning naming the countries.
    const gaps = Object.entries(report.coverage.cleaning).filter(([, count]) => count === 0)
    const gapWarning = report.warnings.find((issue) => issue.code === 'coverage_gap' && issue.file === 'catalogs/cleaning.json')
    if (gaps.length === 0) expect(gapWarning).toBeUndefined()
    else expect(gapWarning?.message).toBe(`no active cleaning vendor sells in ${gaps.map(([country]) => country).join(', ')}`)
  })

  it('--today makes staleness deterministic: over 12 months is a warning, exactly 12 is not', async () => {
    // money.json was checked on 2026-11-25: exactly 12 months later it is not stale, a day later it is.
    const [boundary, dayAfter, later, strict] = await Promise.all([
      run(['catalog', 'check', '--json', '--today', '2027-11-25']),
      run(['catalog', 'check', '--json', '--today', '2027-11-26']),
      run(['catalog', 'check', '--today', '2027-12-02']),
      run(['catalog', 'check', '--strict', '--today', '2027-12-02']),
    ])
    const staleOf = (result: CliResult) => (JSON.parse(result.stdout) as CatalogCheckReport).warnings.filter((issue) => issue.code === 'stale')
    const onBoundary = staleOf(boundary)
    expect(onBoundary.every((issue) => !issue.message.includes('2026-11-25'))).toBe(true)
    const stale = staleOf(dayAfter)
    expect(stale.length).toBeGreaterThan(onBoundary.length)
    expect(stale).toContainEqual({
      code: 'stale',
      file: 'catalogs/money.json',
      message: expect.stringMatching(/^last checked 2026-11-25, over 12 months ago$/),
    })
    expect(later.code).toBe(0)
    expect(later.stdout).toMatch(/^catalogs\/warehouse\.json: [a-z0-9-]+: last checked \d{4}-\d{2}-\d{2}, over 12 months ago$/m)
    expect(strict.code).toBe(1)
    expect(strict.stdout).toMatch(/^Catalog check failed: 0 errors, \d+ warnings \(--strict\)\.$/m)
  })

  it('reports every broken file at once: missing, not JSON, off-schema, duplicate id, no sources; exit 1', async () => {
    const dir = catalogCopy('broken-files', (read, write) => {
      rmSync(join(tmp, 'broken-files', 'money.json'))
      write('restaurant.json', '{"category": "restaurant", "vendors": [')
      const warehouse = read('warehouse.json')
      const vendors = vendorsOf(warehouse)
      const active = vendors.find((vendor) => vendor.status === 'active')!
      active.sources = []
      vendors[1].offerings[0].regions = ['uk']
      write('warehouse.json', warehouse)
      const cleaning = read('cleaning.json')
      vendorsOf(cleaning)[2].id = vendorsOf(cleaning)[0].id
      write('cleaning.json', cleaning)
    })
    const [text, json] = await Promise.all([run(['catalog', 'check', dir, '--today', TODAY]), run(['catalog', 'check', dir, '--json', '--today', TODAY])])
    expect(text.code).toBe(1)
    expect(json.code).toBe(1)
    const report = JSON.parse(json.stdout) as CatalogCheckReport
    expect(report.ok).toBe(false)
    expect(report.catalogVersion).toBeNull()
    const lines = text.stdout.split('\n')
    const line = (file: string, pattern: RegExp) => lines.find((candidate) => candidate.startsWith(`${dir}/${file}: `) && pattern.test(candidate))
    expect(line('money.json', /: file not found$/)).toBeDefined()
    expect(line('restaurant.json', /: is not valid JSON \(/)).toBeDefined()
    expect(line('warehouse.json', /\.sources: needs at least one public source URL$/)).toBeDefined()
    expect(line('warehouse.json', /vendors\[1\] \([a-z0-9-]+\)\.offerings\[0\]\.regions\[0\]: must be an upper-case two-letter region code/)).toBeDefined()
    expect(line('cleaning.json', /vendors\[2\] \([a-z0-9-]+\)\.id: duplicate id, already used by vendors\[0\]$/)).toBeDefined()
    expect(report.errors.map((issue) => issue.code).sort()).toEqual(['invalid', 'invalid', 'invalid', 'unreadable', 'unreadable'])
    expect(text.stdout).toMatch(/^Catalog check failed: 5 errors, /m)
  })

  it('finds what schemas cannot: future dates, offerings without sources, current vacuums from next year', async () => {
    let future = ''
    let unsourced = ''
    let single = ''
    let product = ''
    const dir = catalogCopy('broken-entries', (read, write) => {
      const warehouse = read('warehouse.json')
      const vendors = vendorsOf(warehouse)
      const active = vendors.filter((vendor) => vendor.status === 'active')
      // Vendors whose offerings all cite sources, so the only findings are the ones made here.
      const sourced = active.filter((vendor) => vendor.offerings.every((offering) => offering.sources))
      const several = sourced.find((vendor) => vendor.offerings.length > 1)!
      several.checkedAt = TODAY
      delete several.offerings[1].sources
      unsourced = `${several.id}: offering ${several.offerings[1].robotType} cites no sources`
      const one = active.find((vendor) => vendor.offerings.length === 1)!
      one.checkedAt = TODAY
      delete one.offerings[0].sources
      single = one.id
      const ahead = sourced.find((vendor) => vendor !== several && vendor !== one)!
      ahead.checkedAt = AHEAD
      future = ahead.id
      write('warehouse.json', warehouse)
      const home = read('home.json')
      const current = (home.products ?? []).find((entry) => entry.status === 'current')!
      current.releaseYear = 2027
      product = String(current.id)
      write('home.json', home)
    })
    const result = await run(['catalog', 'check', dir, '--json', '--today', TODAY])
    expect(result.code).toBe(1)
    const report = JSON.parse(result.stdout) as CatalogCheckReport
    const warehouseFile = `${dir}/warehouse.json`
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { code: 'checked_in_future', file: warehouseFile, entry: future, message: `checkedAt ${AHEAD} is after ${TODAY}` },
        { code: 'released_in_future', file: `${dir}/home.json`, entry: product, message: 'current, but releaseYear 2027 is after 2026' },
      ]),
    )
    const offeringError = report.errors.find((issue) => issue.code === 'offering_without_sources')
    expect(`${offeringError?.entry}: ${offeringError?.message}`).toMatch(new RegExp(`^${unsourced}`))
    // One offering: the entry's own sources can back it alone, so it is a warning, not an error.
    expect(report.warnings).toContainEqual(expect.objectContaining({ code: 'offering_without_sources', entry: single }))
    expect(report.errors.some((issue) => issue.entry === single)).toBe(false)
    expect(report.catalogVersion).toBe(AHEAD)

    // The same run as text: one line per error, `file: entry: problem`.
    const text = await run(['catalog', 'check', dir, '--today', TODAY])
    expect(text.stdout).toContain(`\n${warehouseFile}: ${future}: checkedAt ${AHEAD} is after ${TODAY}\n`)
    expect(text.stdout).toMatch(/^Catalog check failed: 3 errors, /m)
  })

  it('fits 80 columns when the terminal is that narrow, coverage table included', async () => {
    const result = await run(['catalog', 'check', '--coverage', '--today', '2027-12-02'], { COLUMNS: '80' })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Active vendors per country:')
    expect(result.stdout).toMatch(/^│ AE +│ \d+ +│ \d+ +│ \d+ +│$/m)
    for (const line of result.stdout.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80)
    // A wrapped finding continues indented, so every unindented line still starts with its file.
    expect(result.stdout).toMatch(/^ {2}\S/m)
  })

  it('usage errors exit 2 in one line: a bad --today, a folder that is not there', async () => {
    const [badDay, noFolder] = await Promise.all([
      run(['catalog', 'check', '--today', '2026-02-30']),
      run(['catalog', 'check', join(tmp, 'nowhere'), '--today', TODAY]),
    ])
    expect(badDay.code).toBe(2)
    expect(badDay.stderr).toBe('error: --today must be a date written YYYY-MM-DD (got "2026-02-30")\n')
    expect(noFolder.code).toBe(2)
    expect(noFolder.stderr).toMatch(/^error: .*nowhere is not a folder; give the folder that holds the catalog files\n$/)
  })

  it('--help names the command, its options and examples', async () => {
    const [group, check] = await Promise.all([run(['catalog', '--help']), run(['catalog', 'check', '--help'])])
    expect(group.code).toBe(0)
    expect(group.stdout).toContain('check')
    expect(check.code).toBe(0)
    for (const option of ['[dir]', '--json', '--today <date>', '--strict', '--coverage']) expect(check.stdout).toContain(option)
    expect(check.stdout).toContain('$ robomatch catalog check')
  })
})
