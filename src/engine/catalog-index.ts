/**
 * Per-catalog lookup structures, built once per `Catalogs` object and cached in a WeakMap,
 * so a match only scores the vendors it has to and compares small integers while sorting.
 */
import { AcquisitionModelSchema, RobotTypeSchema } from '../schemas/catalog.js'
import type { AcquisitionModel, HomeProduct, PriceBand, RobotCategory, RobotType, SalesChannel, Vendor } from '../schemas/catalog.js'
import { LEVEL_VALUE } from './robot-types.js'
import type { Catalogs } from './types.js'

/** A vendor with its facts pre-digested for scoring. */
export interface IndexedVendor {
  vendor: Vendor
  /** Position in the category sorted by name, then id: the final ranking tie-break. */
  nameRank: number
  /** One bit per robot type offered anywhere (see `robotTypeBit`). */
  typeMask: number
  /** Per region: one bit per robot type offered there. */
  typeMaskByRegion: Map<string, number>
  /** 0 integrators only, 1 partners, 2 direct. */
  channel: number
  /** ISO code of the head office's country, when the catalog names a country we know. */
  homeRegion: string | undefined
  /** One bit per acquisition model offered (see `acquisitionBit`). */
  modelMask: number
  modelCount: number
  /** Per robot type: the acquisition models offered for it (the offering's own, else the vendor's). */
  modelsByType: Map<RobotType, readonly AcquisitionModel[]>
  /** 0 budget, 1 mid, 2 premium. */
  priceBand: number
  readinessNeeded: number
}

/** The vendors of one category. */
interface CategoryIndex {
  /** Active vendors, sorted by name then id. */
  all: IndexedVendor[]
  /** Active vendors serving each region, in the same order. */
  byRegion: Map<string, IndexedVendor[]>
  /** Per region: one bit per robot type some active vendor sells there. */
  typesByRegion: Map<string, number>
}

/** Everything the engine precomputes for one catalog set. */
export interface CatalogIndex {
  categories: Record<RobotCategory, CategoryIndex>
  /** Home products sorted by brand, then model, then id (the listing order). */
  homeByBrand: HomeProduct[]
  /** Home products sorted by id (the order of the UK-priced models a warning names). */
  homeById: HomeProduct[]
  /** Home products sorted by US price, then id (the match's last tie-breaks). */
  homeByPrice: HomeProduct[]
}

const PRICE_BAND_VALUE: Record<PriceBand, number> = { budget: 0, mid: 1, premium: 2 }
const CHANNEL_VALUE: Record<SalesChannel, number> = { integrators: 0, partners: 1, direct: 2 }
/** Country names used in catalog `headquarters` ("City, Country") → ISO 3166-1 alpha-2. */
const COUNTRY_CODES: Record<string, string> = {
  Australia: 'AU',
  Austria: 'AT',
  Canada: 'CA',
  China: 'CN',
  Denmark: 'DK',
  France: 'FR',
  Germany: 'DE',
  India: 'IN',
  Indonesia: 'ID',
  Ireland: 'IE',
  Israel: 'IL',
  Italy: 'IT',
  Japan: 'JP',
  Mexico: 'MX',
  Netherlands: 'NL',
  Norway: 'NO',
  Poland: 'PL',
  'Saudi Arabia': 'SA',
  Singapore: 'SG',
  Slovakia: 'SK',
  'South Korea': 'KR',
  Spain: 'ES',
  Sweden: 'SE',
  Switzerland: 'CH',
  Taiwan: 'TW',
  'United Kingdom': 'GB',
  'United States': 'US',
}
const NO_VENDORS: IndexedVendor[] = []
const cache = new WeakMap<Catalogs, CatalogIndex>()

/** Bit of a robot type in `IndexedVendor.typeMask`. */
export function robotTypeBit(type: RobotType): number {
  return 1 << RobotTypeSchema.options.indexOf(type)
}

/** Bit of an acquisition model in `IndexedVendor.modelMask`. */
function acquisitionBit(model: AcquisitionModel): number {
  return 1 << AcquisitionModelSchema.options.indexOf(model)
}

/** Compares strings by UTF-16 code units: locale-independent, so every runtime sorts alike. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

const nameCollator = new Intl.Collator('en')

/**
 * Compares display names the way people read a sorted list ("inVia" between "Hai" and
 * "Locus"), with English collation fixed so every machine sorts alike.
 */
function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b)
}

/** Active vendors of a category serving a region, sorted by name then id (shared: do not mutate). */
export function vendorsServing(index: CatalogIndex, category: RobotCategory, region: string): IndexedVendor[] {
  return index.categories[category].byRegion.get(region) ?? NO_VENDORS
}

/** Bits of the robot types some active vendor of the category sells in the region (0: none). */
export function typesSoldIn(index: CatalogIndex, category: RobotCategory, region: string): number {
  return index.categories[category].typesByRegion.get(region) ?? 0
}

/** The index of a catalog set, built on first use; catalogs are treated as immutable once matched against. */
export function catalogIndex(catalogs: Catalogs): CatalogIndex {
  let index = cache.get(catalogs)
  if (index === undefined) {
    index = buildIndex(catalogs)
    cache.set(catalogs, index)
  }
  return index
}

function indexCategory(vendors: readonly Vendor[]): CategoryIndex {
  // Discontinued and defunct vendors stay in the files to document why they are gone; only active ones are matched and listed.
  const sorted = vendors.filter((vendor) => vendor.status === 'active').sort((a, b) => compareNames(a.name, b.name) || compareText(a.id, b.id))
  const all = sorted.map((vendor, nameRank): IndexedVendor => {
    let typeMask = 0
    const typeMaskByRegion = new Map<string, number>()
    for (const offering of vendor.offerings) {
      const bit = robotTypeBit(offering.robotType)
      typeMask |= bit
      for (const region of offering.regions) typeMaskByRegion.set(region, (typeMaskByRegion.get(region) ?? 0) | bit)
    }
    let modelMask = 0
    for (const model of vendor.acquisitionModels) modelMask |= acquisitionBit(model)
    const modelsByType = new Map<RobotType, readonly AcquisitionModel[]>()
    for (const offering of vendor.offerings) modelsByType.set(offering.robotType, offering.acquisitionModels ?? vendor.acquisitionModels)
    return {
      vendor,
      nameRank,
      typeMask,
      typeMaskByRegion,
      channel: CHANNEL_VALUE[vendor.salesChannel],
      homeRegion: COUNTRY_CODES[vendor.headquarters.slice(vendor.headquarters.lastIndexOf(',') + 1).trim()],
      modelMask,
      modelCount: new Set(vendor.acquisitionModels).size,
      modelsByType,
      priceBand: PRICE_BAND_VALUE[vendor.priceBand],
      readinessNeeded: LEVEL_VALUE[vendor.readinessRequired],
    }
  })
  const byRegion = new Map<string, IndexedVendor[]>()
  const typesByRegion = new Map<string, number>()
  for (const entry of all) {
    for (const [region, mask] of entry.typeMaskByRegion) {
      const list = byRegion.get(region)
      if (list === undefined) byRegion.set(region, [entry])
      else list.push(entry)
      typesByRegion.set(region, (typesByRegion.get(region) ?? 0) | mask)
    }
  }
  return { all, byRegion, typesByRegion }
}

function buildIndex(catalogs: Catalogs): CatalogIndex {
  // `?? []` tolerates a catalog set assembled by hand without one of the categories.
  const vendors: Partial<Catalogs['vendors']> = catalogs.vendors
  return {
    categories: {
      warehouse: indexCategory(vendors.warehouse ?? []),
      cleaning: indexCategory(vendors.cleaning ?? []),
      restaurant: indexCategory(vendors.restaurant ?? []),
    },
    homeByBrand: [...catalogs.home].sort((a, b) => compareNames(a.brand, b.brand) || compareNames(a.model, b.model) || compareText(a.id, b.id)),
    homeById: [...catalogs.home].sort((a, b) => compareText(a.id, b.id)),
    homeByPrice: [...catalogs.home].sort((a, b) => a.priceUsd - b.priceUsd || compareText(a.id, b.id)),
  }
}
