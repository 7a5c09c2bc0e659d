/**
 * Countries near a buyer's, for naming the makers of a robot type that sell next door when none
 * sells in the buyer's own country: a French restaurant with no serving-robot seller listed is
 * told who sells them in Germany, Spain or the UK, to ask whether they deliver.
 */
import { robotTypeBit, vendorsServing, type CatalogIndex, type IndexedVendor } from './catalog-index.js'
import type { RobotCategory, RobotType } from '../schemas/catalog.js'
import { sellsType } from './vendors.js'

/** Parts of the world a seller commonly serves from a neighbouring country. */
const NEIGHBOURHOODS: readonly (readonly string[])[] = [
  [
    'GB',
    'IE',
    'FR',
    'DE',
    'NL',
    'BE',
    'LU',
    'ES',
    'PT',
    'IT',
    'AT',
    'CH',
    'SE',
    'DK',
    'NO',
    'FI',
    'PL',
    'CZ',
    'SK',
    'HU',
    'SI',
    'HR',
    'GR',
    'RO',
    'BG',
    'EE',
    'LV',
    'LT',
  ],
  ['US', 'CA', 'MX'],
  ['BR', 'AR', 'CL', 'CO', 'PE', 'UY', 'MX'],
  ['JP', 'KR', 'CN', 'HK', 'TW'],
  ['SG', 'MY', 'TH', 'ID', 'PH', 'VN', 'AU', 'NZ'],
  ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'],
  ['IN', 'LK', 'BD', 'SG', 'AE'],
]

/** How many makers are named. */
const NAMED_MAKERS = 3

/** A maker selling the type in countries near the buyer's, with those countries. */
export interface NearbyMaker {
  id: string
  name: string
  regions: string[]
}

/**
 * The makers (not their local dealers) that sell `type` in the countries near `region`, the ones
 * selling in most of them first, then by name; at most three.
 *
 * @example
 * nearbyMakers(index, 'restaurant', 'serving_robot', 'FR') // [{ id: 'pudu-robotics', name: 'Pudu Robotics', regions: ['DE', 'ES', …] }, …]
 */
export function nearbyMakers(
  index: CatalogIndex,
  category: RobotCategory,
  type: RobotType,
  region: string,
  /** What else a seller must do to count (the kitchen task asked for, pallets carried). */
  accepts: (entry: IndexedVendor) => boolean = () => true,
): NearbyMaker[] {
  const typeBit = robotTypeBit(type)
  const near = new Set(NEIGHBOURHOODS.filter((countries) => countries.includes(region)).flat())
  near.delete(region)
  const makers = new Map<string, NearbyMaker>()
  for (const country of near) {
    for (const entry of vendorsServing(index, category, country)) {
      if (entry.vendor.resellerOf !== undefined || !sellsType(entry, country, typeBit) || !accepts(entry)) continue
      const known = makers.get(entry.vendor.id) ?? { id: entry.vendor.id, name: entry.vendor.name, regions: [] }
      known.regions.push(country)
      makers.set(entry.vendor.id, known)
    }
  }
  return [...makers.values()].sort((a, b) => b.regions.length - a.regions.length || a.name.localeCompare(b.name)).slice(0, NAMED_MAKERS)
}
