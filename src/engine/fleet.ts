/**
 * Fleet sizing hint for warehouse and restaurant matches (cleaning gets the ROI model
 * instead): a first-order robot count from the profile size, or the usual pilot when the
 * size is unknown.
 */
import type { RobotType } from '../schemas/catalog.js'
import { formatCount, roundApprox } from './format.js'
import { EngineError } from './types.js'
import type { BusinessProfile } from './profile.js'

/** Rule of thumb per robot type: profile size units (m² or seats/day) one unit covers, and a typical pilot. */
interface FleetRule {
  sizePerUnit: number
  pilot: string
  one: string
  many: string
}

const FLEET_RULES: Partial<Record<RobotType, FleetRule>> = {
  // One picking AMR per ~700 m² of building in a mixed 3PL / e-commerce operation.
  collaborative_picking_amr: { sizePerUnit: 700, pilot: '5–10', one: 'collaborative picking AMR', many: 'collaborative picking AMRs' },
  // Goods-to-person fleets are denser: one AMR per ~400 m² of storage floor.
  goods_to_person_amr: { sizePerUnit: 400, pilot: '10–20', one: 'goods-to-person AMR', many: 'goods-to-person AMRs' },
  // One autonomous forklift or tugger per ~5,000 m² of dock-to-rack travel.
  autonomous_forklift: { sizePerUnit: 5_000, pilot: '2–3', one: 'autonomous forklift or tugger', many: 'autonomous forklifts or tuggers' },
  // Cube / shuttle AS/RS: one robot or shuttle per ~500 m² of building served.
  asrs: { sizePerUnit: 500, pilot: '20–30', one: 'AS/RS robot or shuttle', many: 'AS/RS robots or shuttles' },
  // One serving robot per ~175 covers a day (a few runs per table at peak).
  serving_robot: { sizePerUnit: 175, pilot: '1–2', one: 'serving robot', many: 'serving robots' },
  // One delivery / bussing robot per ~400 covers a day.
  delivery_bussing_robot: { sizePerUnit: 400, pilot: '1–2', one: 'delivery or bussing robot', many: 'delivery or bussing robots' },
  // One dishwashing or kitchen automation station per ~1,500 covers a day.
  kitchen_automation: { sizePerUnit: 1_500, pilot: '1', one: 'kitchen automation station', many: 'kitchen automation stations' },
}

/** Spread around the point estimate, since sites differ in layout and peaks. */
const FLEET_SPREAD = 0.15

/** A one-line fleet estimate for the best warehouse or restaurant robot type. */
export function fleetSizingHint(profile: BusinessProfile, bestType: RobotType): string {
  const fleet = FLEET_RULES[bestType]
  if (fleet === undefined) throw new EngineError(`No fleet sizing rule for robot type ${bestType}`)
  const { sizeField, sizeUnit } = profile.rules
  if (profile.size === undefined) {
    return `Typical pilots start with ${fleet.pilot} ${fleet.pilot === '1' ? fleet.one : fleet.many}; send ${sizeField} for a fleet estimate`
  }
  const estimate = profile.size / fleet.sizePerUnit
  const low = Math.max(1, Math.round(estimate * (1 - FLEET_SPREAD)))
  const high = Math.max(low, Math.round(estimate * (1 + FLEET_SPREAD)))
  const count = low === high ? `${low} ${low === 1 ? fleet.one : fleet.many}` : `${low}–${high} ${fleet.many}`
  return `Start with about ${count} for ~${formatCount(roundApprox(profile.size))} ${sizeUnit}`
}
