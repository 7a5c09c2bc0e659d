/** The shipped cleaning rates table, parsed with its schema, for tests that build catalogs by hand. */
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { CleaningRatesSchema, type CleaningRates } from '../../src/schemas/cleaning-rates.js'

export function shippedCleaningRates(): CleaningRates {
  const text = readFileSync(new URL('../../catalogs/cleaning-rates.json', import.meta.url), 'utf8')
  return v.parse(CleaningRatesSchema, JSON.parse(text))
}
