/** The shipped cleaning rates table, parsed with its schema, for tests that build catalogs by hand. */
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import type { Catalogs } from '../../src/engine/index.js'
import { CleaningRatesSchema, type CleaningRates } from '../../src/schemas/cleaning-rates.js'
import { MoneyTableSchema, RestaurantRatesSchema, WarehouseRatesSchema } from '../../src/schemas/economics-rates.js'

export function shippedCleaningRates(): CleaningRates {
  const text = readFileSync(new URL('../../catalogs/cleaning-rates.json', import.meta.url), 'utf8')
  return v.parse(CleaningRatesSchema, JSON.parse(text))
}

/**
 * The shipped economics tables (warehouse and restaurant rates, money) and a catalog version,
 * for tests that build vendor catalogs by hand but keep the real economics.
 */
export function shippedEconomics(): Pick<Catalogs, 'warehouseRates' | 'restaurantRates' | 'money' | 'catalogVersion'> {
  const read = (file: string) => JSON.parse(readFileSync(new URL(`../../catalogs/${file}`, import.meta.url), 'utf8')) as unknown
  return {
    warehouseRates: v.parse(WarehouseRatesSchema, read('warehouse-rates.json')),
    restaurantRates: v.parse(RestaurantRatesSchema, read('restaurant-rates.json')),
    money: v.parse(MoneyTableSchema, read('money.json')),
    catalogVersion: '2026-11-25',
  }
}
