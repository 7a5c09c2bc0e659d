/**
 * Catalog listings (GET /vendors, GET /home/products): plain alphabetical lists, capped per
 * tier, with no scoring involved.
 */
import type { HomeProductsResponse, PublicVendorsResponse, Tier, VendorListItem } from '../schemas/api.js'
import { toVendor, type HomeLocale, type RobotCategory } from '../schemas/catalog.js'
import { catalogIndex, vendorsServing } from './catalog-index.js'
import type { TierLimits } from './tiers.js'
import type { Catalogs } from './types.js'

/** Vendors of a category serving a region, sorted by name then id, at most `limits.maxCatalogVendors`. */
export function listVendors(catalogs: Catalogs, query: { category: RobotCategory; region: string }, tier: Tier, limits: TierLimits): PublicVendorsResponse {
  const matched = vendorsServing(catalogIndex(catalogs), query.category, query.region)
  const vendors = matched.slice(0, Math.max(0, limits.maxCatalogVendors)).map(({ vendor }): VendorListItem => {
    // What the vendor sells in the listed region, not everywhere: the same derivation as the
    // catalog's, over that region's offerings.
    const local = toVendor({ ...vendor, offerings: vendor.offerings.filter((o) => o.regions.includes(query.region)) })
    return {
      vendorId: vendor.id,
      name: vendor.name,
      products: local.products,
      robotTypes: local.robotTypes,
      acquisitionModels: vendor.acquisitionModels.slice(),
      regions: vendor.regions.slice(),
      priceBand: vendor.priceBand,
      deploymentWeeks: vendor.deploymentWeeks,
      headquarters: vendor.headquarters,
      website: vendor.website,
      sponsored: vendor.sponsored,
      checkedAt: vendor.checkedAt,
    }
  })
  return {
    tier,
    catalogVersion: catalogs.catalogVersion,
    category: query.category,
    region: query.region,
    count: vendors.length,
    total: matched.length,
    vendors,
  }
}

/** Home vacuums sorted by brand then model, at most `limits.maxCatalogVendors`, linked for the locale. */
export function listHomeProducts(catalogs: Catalogs, locale: HomeLocale, tier: Tier, limits: TierLimits): HomeProductsResponse {
  const products = catalogIndex(catalogs)
    .homeByBrand.slice(0, Math.max(0, limits.maxCatalogVendors))
    .map((product) => ({
      productId: product.id,
      brand: product.brand,
      model: product.model,
      priceUsd: product.priceUsd,
      priceGbp: product.priceGbp,
      navigation: product.navigation,
      suctionPa: product.suctionPa,
      mopping: product.mopping,
      selfEmptying: product.selfEmptying,
      maxAreaSqM: product.maxAreaSqM,
      clickUrl: product.links[locale],
    }))
  return { tier, catalogVersion: catalogs.catalogVersion, locale, count: products.length, products }
}
