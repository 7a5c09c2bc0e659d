/**
 * Cleaning ROI: what a fleet of the recommended cleaning robot saves each month against
 * manual cleaning, under the acquisition model the match recommends. Every assumption is a
 * named constant below and is echoed back to pro callers in `assumptions`.
 */
import type { CleaningRoi, MatchRequest } from '../schemas/api.js'
import type { AcquisitionModel, RobotType } from '../schemas/catalog.js'
import { EngineError } from './types.js'

/** Floor a cleaner covers by hand per hour (mop-and-bucket / walk-behind machine average), m²/h. */
const MANUAL_CLEANING_RATE_SQM_PER_HOUR = 400
/** Used when laborCostPerHour is missing: a typical US janitorial wage with on-costs, USD/h. */
const DEFAULT_LABOR_COST_PER_HOUR = 18
/** Used when daysPerWeek is missing: most commercial sites are cleaned six days a week. */
const DEFAULT_DAYS_PER_WEEK = 6
/** Average weeks per month. */
const WEEKS_PER_MONTH = 52 / 12
/** Share of the replaced hours still spent supervising, emptying and refilling the robots. */
const SUPERVISION_SHARE = 0.1
/** Hours per day one robot cleans: one battery cycle plus a top-up charge. */
const ROBOT_HOURS_PER_DAY = 6
/** Buying: the price is written off over five years. */
const BUY_AMORTIZATION_MONTHS = 60
/** Buying: service contract, pads, brushes and batteries per month, as a share of the price (12 %/year). */
const MAINTENANCE_SHARE_PER_MONTH = 0.01
/** Leasing: monthly lease rate as a share of the price (about 36 months to the price, service included). */
const LEASE_SHARE_PER_MONTH = 0.03
/** Lease and RaaS set-up (delivery, mapping, training): one month's fee, paid up front. */
const SETUP_FEE_MONTHS = 1
/** Horizon of `threeYearNet`. */
const THREE_YEARS_MONTHS = 36

/** Cleaning robot types the ROI model covers. */
type CleaningRobotType = Extract<RobotType, 'ride_on_scrubber' | 'walk_behind_scrubber' | 'vacuum_sweeper'>

interface CleaningRobotModel {
  /** Floor one robot cleans per hour, m²/h. */
  rateSqMPerHour: number
  /** Share of the manual cleaning hours the robot can take over (edges, stairs and spills stay manual). */
  automatableShare: number
  /** Typical purchase price, USD. */
  priceUsd: number
  /** Typical robots-as-a-service fee per robot, USD/month. */
  raasMonthlyUsd: number
  /** Floor area assumed when floorAreaSqM is missing: a typical site for this robot type, m². */
  typicalFloorAreaSqM: number
}

const CLEANING_ROBOTS: Record<CleaningRobotType, CleaningRobotModel> = {
  ride_on_scrubber: { rateSqMPerHour: 3000, automatableShare: 0.75, priceUsd: 60_000, raasMonthlyUsd: 2200, typicalFloorAreaSqM: 20_000 },
  walk_behind_scrubber: { rateSqMPerHour: 1500, automatableShare: 0.7, priceUsd: 35_000, raasMonthlyUsd: 1400, typicalFloorAreaSqM: 5_000 },
  vacuum_sweeper: { rateSqMPerHour: 800, automatableShare: 0.6, priceUsd: 15_000, raasMonthlyUsd: 700, typicalFloorAreaSqM: 1_500 },
}

function isCleaningRobotType(robotType: RobotType): robotType is CleaningRobotType {
  return Object.hasOwn(CLEANING_ROBOTS, robotType)
}

/**
 * Monthly savings and payback of a cleaning fleet. Starter callers get the two headline
 * numbers; `full` adds the whole model so integrators can show their working.
 */
export function cleaningRoi(request: MatchRequest, robotType: RobotType, model: AcquisitionModel, full: boolean): CleaningRoi {
  if (!isCleaningRobotType(robotType)) throw new EngineError(`No cleaning ROI model for robot type ${robotType}`)
  const robot = CLEANING_ROBOTS[robotType]
  const defaultsUsed: string[] = []
  let floorArea = request.floorAreaSqM
  if (floorArea === undefined) {
    floorArea = robot.typicalFloorAreaSqM
    defaultsUsed.push('floorAreaSqM')
  }
  let laborCost = request.laborCostPerHour
  if (laborCost === undefined) {
    laborCost = DEFAULT_LABOR_COST_PER_HOUR
    defaultsUsed.push('laborCostPerHour')
  }
  let daysPerWeek = request.daysPerWeek
  if (daysPerWeek === undefined) {
    daysPerWeek = DEFAULT_DAYS_PER_WEEK
    defaultsUsed.push('daysPerWeek')
  }
  // For cleaning, hoursPerDay is read as the daily manual cleaning hours.
  let cleaningHoursPerDay = request.hoursPerDay
  if (cleaningHoursPerDay === undefined) {
    cleaningHoursPerDay = floorArea / MANUAL_CLEANING_RATE_SQM_PER_HOUR
    defaultsUsed.push('hoursPerDay')
  }

  const monthlyLaborHours = cleaningHoursPerDay * daysPerWeek * WEEKS_PER_MONTH
  const hoursReplaced = monthlyLaborHours * robot.automatableShare * (1 - SUPERVISION_SHARE)
  const laborCostSaved = hoursReplaced * laborCost
  const robotsNeeded = Math.max(1, Math.ceil((floorArea * robot.automatableShare) / (robot.rateSqMPerHour * ROBOT_HOURS_PER_DAY)))

  const maintenancePerMonth = robot.priceUsd * MAINTENANCE_SHARE_PER_MONTH
  const leaseMonthly = robot.priceUsd * LEASE_SHARE_PER_MONTH
  const perRobot: Record<AcquisitionModel, number> = {
    buy: robot.priceUsd / BUY_AMORTIZATION_MONTHS + maintenancePerMonth,
    lease: leaseMonthly,
    raas: robot.raasMonthlyUsd,
  }
  const fleetMonthly = perRobot[model] * robotsNeeded
  const netMonthlySaving = Math.round(laborCostSaved - fleetMonthly)
  const upfront = model === 'buy' ? robot.priceUsd * robotsNeeded : fleetMonthly * SETUP_FEE_MONTHS
  const paybackMonths = netMonthlySaving > 0 ? Math.round((upfront / netMonthlySaving) * 10) / 10 : null
  if (!full) return { estimatedMonthlySavings: netMonthlySaving, paybackMonths }

  // Three-year cash view: what is actually paid, so buying counts the price once, not its write-off.
  const monthlyCash = model === 'buy' ? maintenancePerMonth * robotsNeeded : fleetMonthly
  const threeYearNet = Math.round(THREE_YEARS_MONTHS * (laborCostSaved - monthlyCash) - upfront)
  return {
    estimatedMonthlySavings: netMonthlySaving,
    paybackMonths,
    acquisitionModel: model,
    robotsNeeded,
    laborHoursReplacedPerMonth: Math.round(hoursReplaced),
    laborCostSavedPerMonth: Math.round(laborCostSaved),
    robotMonthlyCost: {
      buy: Math.round(perRobot.buy * robotsNeeded),
      lease: Math.round(perRobot.lease * robotsNeeded),
      raas: Math.round(perRobot.raas * robotsNeeded),
    },
    netMonthlySaving,
    threeYearNet,
    assumptions: {
      currency: 'USD',
      floorAreaSqM: floorArea,
      laborCostPerHour: laborCost,
      cleaningHoursPerDay: Math.round(cleaningHoursPerDay * 10) / 10,
      daysPerWeek,
      manualCleaningRateSqMPerHour: MANUAL_CLEANING_RATE_SQM_PER_HOUR,
      robotCleaningRateSqMPerHour: robot.rateSqMPerHour,
      automatableShare: robot.automatableShare,
      supervisionShare: SUPERVISION_SHARE,
      robotPriceUsd: robot.priceUsd,
      buyAmortizationMonths: BUY_AMORTIZATION_MONTHS,
      maintenancePerMonthUsd: Math.round(maintenancePerMonth),
      leaseMonthlyUsd: Math.round(leaseMonthly),
      raasMonthlyUsd: robot.raasMonthlyUsd,
      weeksPerMonth: Math.round(WEEKS_PER_MONTH * 100) / 100,
      defaultsUsed,
    },
  }
}
