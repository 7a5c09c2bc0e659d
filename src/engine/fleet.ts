/**
 * The seed's `fleetSizingHint`: the structured fleet as one sentence a buyer can read.
 */
import type { Fleet } from '../schemas/api.js'
import { formatCount } from './format.js'

const UNIT_WORDS: Record<Fleet['unit'], readonly [string, string]> = {
  robots: ['robot', 'robots'],
  forklifts: ['driverless forklift', 'driverless forklifts'],
  cranes: ['stacker crane (one per aisle)', 'stacker cranes (one per aisle)'],
  shuttle_aisles: ['shuttle aisle', 'shuttle aisles'],
  stations: ['station', 'stations'],
}
const BASIS_WORDS: Record<Fleet['basis'], string> = {
  order_lines_per_day: 'order lines a day',
  pallet_moves_per_day: 'pallet moves a day',
  covers_per_day: 'covers a day',
  floor_area_sqm: 'm² cleaned',
}

/**
 * "Plan for 30–41 collaborative picking AMRs for about 16,000 order lines a day" ("for 15,600 order
 * lines a day" where the buyer sent the orders and the lines per order). Robots are
 * named by their type (`robotOne`/`robotMany`); trucks, aisles and stations by their unit.
 * When the figures cost fewer units than the range's top because part of the work stays manual
 * (`costed`), the hint leads with that number and keeps the rest for peaks, as the verdict's
 * `part_stays_manual` reason says: "Plan for 2 shuttle aisles … for about 16,000 order lines a day, up to 3 for peaks".
 */
export function fleetSizingHint(
  fleet: Fleet,
  /** The amount the fleet is sized on; `sent`: the buyer's own figure, said as sent, not "about" (round 151 C). */
  basis: { amount: number; sent: boolean },
  robotOne: string,
  robotMany: string,
  costed?: number,
): string {
  // Robots and kitchen stations are named by their type; trucks and aisles by their unit.
  const [one, many] = fleet.unit === 'robots' || fleet.unit === 'stations' ? [robotOne, robotMany] : UNIT_WORDS[fleet.unit]
  const named = (n: number) => `${formatCount(n)} ${n === 1 ? one : many}`
  const forPeaks = costed !== undefined && costed < fleet.max
  const count = forPeaks ? named(costed) : fleet.min === fleet.max ? named(fleet.min) : `${formatCount(fleet.min)}–${formatCount(fleet.max)} ${many}`
  // Cube storage (AutoStore and the like) is sized in robots and ports, not aisles: say the aisles are a measure of capacity.
  const cube = fleet.unit === 'shuttle_aisles' ? ' (or the same capacity as a cube-storage grid)' : ''
  const peaks = forPeaks ? `, up to ${formatCount(fleet.max)} for peaks` : ''
  return `Plan for ${count}${cube} for ${basis.sent ? '' : 'about '}${formatCount(basis.amount)} ${BASIS_WORDS[fleet.basis]}${peaks}`
}
