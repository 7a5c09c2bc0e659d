/**
 * What the pages read from the catalogs beside the engine's answer: the countries the catalog
 * knows (for the country select), the visitor's likely country, when each vendor and product
 * was checked, and the retailer behind each home product's link. Worked out once per app.
 */
import type { Catalogs } from '../engine/types.js'
import type { HomeLocale, RobotCategory } from '../schemas/catalog.js'
import type { SiteCountry } from './form-model.js'
import { retailerName, type ProductSource } from './home-results.js'

/** The money table's countries, where the catalogs carry one (`catalogs/money.json`). */
interface MoneyCountries {
  money?: { countries?: Record<string, { name: string; currency: string }> }
}

export interface SiteCatalog {
  /** Countries with a name and currency, by name. */
  countries: SiteCountry[]
  country(code: string | undefined): SiteCountry | undefined
  /** Vendor id → the date its entry was checked, per category. */
  vendorDates: Record<RobotCategory, Record<string, string>>
  /** The newest check date of a category's vendors: the catalog's date for that category. */
  catalogDate: Record<RobotCategory, string>
  /** Product id → its retailer and check date, per locale. */
  productSources: Record<HomeLocale, Record<string, ProductSource>>
}

const CATEGORIES: readonly RobotCategory[] = ['warehouse', 'cleaning', 'restaurant']

export function readSiteCatalog(catalogs: Catalogs): SiteCatalog {
  const names = new Intl.DisplayNames(['en'], { type: 'region' })
  const money = (catalogs as Catalogs & MoneyCountries).money?.countries
  const codes = money ? Object.keys(money) : [...new Set(CATEGORIES.flatMap((category) => catalogs.vendors[category].flatMap((vendor) => vendor.regions)))]
  const countries = codes
    // Without the money table, only the currency the engine then reads labour in is known: USD.
    .map((code) => ({ code, name: money?.[code]?.name ?? names.of(code) ?? code, currency: money?.[code]?.currency ?? 'USD' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  const byCode = new Map(countries.map((c) => [c.code, c]))
  const vendorDates = {} as Record<RobotCategory, Record<string, string>>
  const catalogDate = {} as Record<RobotCategory, string>
  for (const category of CATEGORIES) {
    vendorDates[category] = Object.fromEntries(catalogs.vendors[category].map((vendor) => [vendor.id, vendor.checkedAt]))
    catalogDate[category] = Object.values(vendorDates[category]).sort().at(-1) ?? ''
  }
  const productSources = { US: {}, UK: {} } as Record<HomeLocale, Record<string, ProductSource>>
  for (const product of catalogs.home) {
    for (const locale of ['US', 'UK'] as const)
      productSources[locale][product.id] = { retailer: retailerName(product.links[locale]), checkedAt: product.checkedAt }
  }
  return {
    countries,
    country: (code) => (code ? byCode.get(code.toUpperCase() === 'UK' ? 'GB' : code.toUpperCase()) : undefined),
    vendorDates,
    catalogDate,
    productSources,
  }
}

/**
 * The visitor's country from `Accept-Language` (the first tag with a region the catalog
 * knows, by preference), else the US.
 *
 * @example
 * countryFromLanguage('de-AT,de;q=0.9', catalog) // 'AT'
 */
export function countryFromLanguage(acceptLanguage: string | null, catalog: SiteCatalog): string {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, i }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
  for (const { tag } of tags) {
    const region = tag.split('-').find((part, i) => i > 0 && /^[A-Za-z]{2}$/.test(part))
    const known = catalog.country(region)
    if (known) return known.code
  }
  return catalog.country('US')?.code ?? catalog.countries[0]?.code ?? 'US'
}
