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
  ['IN', 'LK', 'BD', 'NP'],
]

/** Closer still, per buyer's country: the neighbours said first (a Swede is told Norway and Denmark before the UK). */
const CLOSE_NEIGHBOURS: Readonly<Record<string, readonly string[]>> = {
  SE: ['NO', 'DK', 'FI'],
  NO: ['SE', 'DK', 'FI'],
  DK: ['SE', 'NO', 'DE'],
  FI: ['SE', 'NO', 'EE'],
  DE: ['AT', 'CH', 'NL', 'BE', 'DK', 'PL', 'CZ', 'FR', 'LU'],
  AT: ['DE', 'CH', 'IT', 'CZ', 'SI', 'HU'],
  CH: ['DE', 'AT', 'FR', 'IT'],
  NL: ['BE', 'DE', 'LU'],
  BE: ['NL', 'FR', 'LU', 'DE'],
  LU: ['BE', 'DE', 'FR', 'NL'],
  GB: ['IE'],
  IE: ['GB'],
  FR: ['BE', 'LU', 'CH', 'DE', 'ES', 'IT'],
  ES: ['PT', 'FR'],
  PT: ['ES'],
  IT: ['CH', 'AT', 'FR', 'SI'],
  PL: ['DE', 'CZ', 'SK', 'LT'],
  CZ: ['DE', 'AT', 'PL', 'SK'],
  SK: ['CZ', 'AT', 'PL', 'HU'],
  HU: ['AT', 'SK', 'SI', 'HR', 'RO'],
  SI: ['AT', 'IT', 'HR', 'HU'],
  US: ['CA', 'MX'],
  CA: ['US'],
  MX: ['US'],
  AU: ['NZ'],
  NZ: ['AU'],
  SG: ['MY', 'ID', 'TH'],
  JP: ['KR'],
  KR: ['JP'],
  CN: ['HK', 'TW'],
}

/**
 * The neighbourhoods' countries that lie on another continent than the rest of theirs: a maker
 * selling only there is not said to sell "in countries nearby" (round 115: "Tennant Company
 * (Australia, New Zealand) sells … in countries nearby, though not in Thailand"; Locus in Mexico
 * to a Brazilian buyer).
 */
const APART: Readonly<Record<string, string>> = { AU: 'oceania', NZ: 'oceania', BR: 'south', AR: 'south', CL: 'south', CO: 'south', PE: 'south', UY: 'south' }

/** Whether two countries of one neighbourhood share a continent. */
const sameContinent = (a: string, b: string) => (APART[a] ?? 'rest') === (APART[b] ?? 'rest')

/** How many makers are named. */
const NAMED_MAKERS = 3

/** A maker selling the type in countries near the buyer's, with those countries. */
export interface NearbyMaker {
  id: string
  name: string
  regions: string[]
  /** None sells the type near the buyer: a maker selling it in the most countries anywhere. */
  fartherAfield?: true
  /** The named makers sell it in the buyer's part of the world, but none on its continent: said "elsewhere". */
  overseas?: true
  /** No recent source shows it trading (the vendor's `tradingUnconfirmed`): named only where no confirmed maker can be. */
  tradingUnconfirmed?: { newestSource?: number }
}

/**
 * The makers (not their local dealers) that sell `type` in the countries near `region`: those
 * selling in most of its close neighbours first, then in most of its part of the world, then by
 * name; at most three, each with its countries nearest first. Only makers selling it on the
 * buyer's continent are named where one does (round 144 D); where none does, the others, marked
 * `overseas`. Where none sells it nearby, the makers selling it in the most countries, marked
 * `fartherAfield`. Makers a recent source shows trading are named wherever any is found; the others
 * (`tradingUnconfirmed`) only where none is, marked so the sentence says so (round 148 B: Scallog,
 * last seen trading in 2020, had led Hai Robotics and Geek+ as the makers to ask in Spain).
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
  const confirmed = makersOf(index, category, type, region, (entry) => entry.vendor.tradingUnconfirmed === undefined && accepts(entry))
  return confirmed.length > 0 ? confirmed : makersOf(index, category, type, region, accepts)
}

/** `nearbyMakers` among the sellers `accepts` lets count. */
function makersOf(index: CatalogIndex, category: RobotCategory, type: RobotType, region: string, accepts: (entry: IndexedVendor) => boolean): NearbyMaker[] {
  const typeBit = robotTypeBit(type)
  const close = new Set(CLOSE_NEIGHBOURS[region] ?? [])
  const near = new Set([...close, ...NEIGHBOURHOODS.filter((countries) => countries.includes(region)).flat()])
  close.delete(region)
  near.delete(region)
  const makers = new Map<string, NearbyMaker & { close: number }>()
  // Close neighbours first, so each maker's countries are listed nearest first.
  for (const country of [...near].sort((a, b) => Number(close.has(b)) - Number(close.has(a)))) {
    for (const entry of vendorsServing(index, category, country)) {
      if (entry.vendor.resellerOf !== undefined || !sellsType(entry, country, typeBit) || !accepts(entry)) continue
      const known = makers.get(entry.vendor.id) ?? { ...maker(entry), regions: [], close: 0 }
      known.regions.push(country)
      if (close.has(country)) known.close++
      makers.set(entry.vendor.id, known)
    }
  }
  if (makers.size > 0) {
    // Judged per maker (round 144 D: once Gausium, in Singapore, made the group "nearby" to a Thai
    // buyer, Diversey and Hako, in Australia alone, were named "in countries nearby" beside it). Where
    // one sells on the buyer's continent, only those that do are named: a maker in Australia alone is
    // no nearer to a Thai shop than one in Europe, and "X sells nearby; Y and Z elsewhere" would add
    // far calls to the near one. Where none does, all are named as selling "elsewhere" (round 115).
    const all = [...makers.values()]
    const onContinent = all.filter((maker) => maker.regions.some((country) => sameContinent(country, region)))
    const overseas = onContinent.length === 0
    return (overseas ? all : onContinent)
      .sort((a, b) => b.close - a.close || b.regions.length - a.regions.length || a.name.localeCompare(b.name))
      .slice(0, NAMED_MAKERS)
      .map(({ close: _close, ...named }) => (overseas ? { ...named, overseas } : named))
  }
  // Nobody sells it anywhere near (a UAE restaurant, an Indian site): the makers that sell it in
  // the most countries are still the ones to ask (round 54: "no vendor … yet" had left no next step).
  const widest: NearbyMaker[] = []
  for (const entry of index.categories[category].all) {
    if (entry.vendor.resellerOf !== undefined || !accepts(entry)) continue
    const regions = [...entry.typeMaskByRegion.keys()].filter((country) => sellsType(entry, country, typeBit))
    if (regions.length > 0) widest.push({ ...maker(entry), regions, fartherAfield: true })
  }
  return widest.sort((a, b) => b.regions.length - a.regions.length || a.name.localeCompare(b.name)).slice(0, NAMED_MAKERS)
}

/** A maker's name and id, and whether no recent source shows it trading. */
function maker(entry: IndexedVendor): Pick<NearbyMaker, 'id' | 'name' | 'tradingUnconfirmed'> {
  const { id, name, tradingUnconfirmed } = entry.vendor
  return tradingUnconfirmed === undefined ? { id, name } : { id, name, tradingUnconfirmed }
}

/** A maker selling robots here under another type that it offers as the wanted type elsewhere. */
export interface SameRobotsHere {
  id: string
  name: string
  /** The types it sells here whose line includes them. */
  types: RobotType[]
  /** The models of those lines that it lists under the wanted type in other countries. */
  products: string[]
}

/**
 * Where nobody sells `type` in `region`, the makers that sell here, under another type, models they
 * list as `type` elsewhere (round 57: a Singapore food court was told nobody sells bussing robots and
 * to ask Pudu in Australia, while Pudu and Keenon sell serving robots there from lines that clear
 * dishes in other countries). Which models they sell here, and for what work, is not sourced per
 * model: the buyer is told to ask.
 */
export function sameRobotsHere(index: CatalogIndex, category: RobotCategory, type: RobotType, region: string): SameRobotsHere[] {
  const found: SameRobotsHere[] = []
  for (const entry of vendorsServing(index, category, region)) {
    const wanted = entry.vendor.offerings.find((offering) => offering.robotType === type)
    if (wanted === undefined || wanted.regions.includes(region)) continue
    const lines = entry.vendor.offerings.filter(
      (offering) => offering.robotType !== type && offering.regions.includes(region) && offering.products.some((product) => wanted.products.includes(product)),
    )
    if (lines.length === 0) continue
    const products = lines.flatMap((offering) => offering.products.filter((product) => wanted.products.includes(product)))
    found.push({ id: entry.vendor.id, name: entry.vendor.name, types: lines.map((offering) => offering.robotType), products: [...new Set(products)] })
  }
  return found.slice(0, NAMED_MAKERS)
}
