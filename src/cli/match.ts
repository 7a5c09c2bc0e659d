/**
 * `robomatch match`: one business robot recommendation (POST /match), from flags, from
 * prompts on a terminal, or both; printed as a readable summary or as the API's JSON.
 */
import * as v from 'valibot'
import { MatchRequestSchema, type MatchRequestInput, type PublicMatchResponse } from '../schemas/api.js'
import { createClient, expectOk, type ApiClient, type ApiResponse, type ConnectionOptions } from './client.js'
import { EXIT, UsageError } from './errors.js'
import { formatUsd, limitsFooter, printJson, printLines, renderTable } from './output.js'
import { missingMatchFields } from './prompts.js'

/** Flags of `match` as commander hands them over (numbers already parsed). */
export interface MatchOptions extends ConnectionOptions {
  category?: MatchRequestInput['category']
  laborCostPerHour?: number
  hoursPerDay?: number
  daysPerWeek?: number
  staffingPressure?: MatchRequestInput['staffingPressure']
  budgetPreference?: MatchRequestInput['budgetPreference']
  acquisitionPreference?: MatchRequestInput['acquisitionPreference']
  techReadiness?: MatchRequestInput['techReadiness']
  region?: string
  floorAreaSqM?: number
  facilitySizeSqM?: number
  seatsPerDay?: number
  handlingUnit?: MatchRequestInput['handlingUnit']
  ordersPerDay?: number
  floorType?: MatchRequestInput['floorType']
  serviceStyle?: MatchRequestInput['serviceStyle']
  json?: boolean
  /** `--no-interactive` sets this to false. */
  interactive?: boolean
}

/** Request field → its flag, for messages that name what the user typed. */
export const MATCH_FLAGS: Record<keyof MatchRequestInput, string> = {
  category: '--category',
  facilitySizeSqM: '--facility-size-sq-m',
  floorAreaSqM: '--floor-area-sq-m',
  seatsPerDay: '--seats-per-day',
  handlingUnit: '--handling-unit',
  ordersPerDay: '--orders-per-day',
  floorType: '--floor-type',
  serviceStyle: '--service-style',
  laborCostPerHour: '--labor-cost-per-hour',
  hoursPerDay: '--hours-per-day',
  daysPerWeek: '--days-per-week',
  staffingPressure: '--staffing-pressure',
  budgetPreference: '--budget-preference',
  acquisitionPreference: '--acquisition-preference',
  techReadiness: '--tech-readiness',
  region: '--region',
}

/**
 * Checks each given value against its field's schema (the API's bounds) and throws one
 * {@link UsageError} naming every bad flag.
 */
export function checkFlagValues(
  values: Record<string, unknown>,
  entries: Record<string, unknown>,
  flags: Record<string, string>,
): void {
  const problems: string[] = []
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue
    const result = v.safeParse(entries[field] as v.GenericSchema, value)
    if (!result.success) problems.push(`${flags[field] ?? field} ${JSON.stringify(value)}: ${result.issues[0].message}`)
  }
  if (problems.length > 0) throw new UsageError(`invalid value for ${problems.join('; ')}`)
}

/**
 * The command line that sends `profile` without prompting (shown after the questions so the
 * user can script it). Booleans become `--flag` / `--no-flag`.
 */
export function equivalentCommand(command: string, profile: Record<string, unknown>, flags: Record<string, string>): string {
  const parts = [command]
  for (const [field, flag] of Object.entries(flags)) {
    const value = profile[field]
    if (value === undefined) continue
    if (typeof value === 'boolean') parts.push(value ? flag : flag.replace(/^--/, '--no-'))
    else parts.push(flag, String(value))
  }
  return parts.join(' ')
}

/** Whether prompts may be shown: both ends are a terminal and `--no-interactive` was not given. */
export function canPrompt(interactive: boolean | undefined): boolean {
  return interactive !== false && process.stdin.isTTY === true && process.stdout.isTTY === true
}

/** Sends one request and closes the client whatever happens. */
export async function requestOnce(
  options: ConnectionOptions,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse> {
  const client: ApiClient = await createClient(options)
  try {
    return await client.request(method, path, body)
  } finally {
    await client.close()
  }
}

/**
 * Prints a response in `--json` mode (the body, as is) and throws for non-2xx so the caller
 * exits 1 with the error message on stderr.
 */
export function finishJson(response: ApiResponse): number {
  if (response.body !== undefined) printJson(response.body)
  expectOk(response)
  return EXIT.ok
}

/** Runs `robomatch match`; returns the exit code. */
export async function matchCommand(options: MatchOptions): Promise<number> {
  const given: Partial<MatchRequestInput> = {}
  for (const field of Object.keys(MATCH_FLAGS) as Array<keyof MatchRequestInput>) {
    const value = options[field]
    if (value !== undefined) (given as Record<string, unknown>)[field] = value
  }
  checkFlagValues(given, MatchRequestSchema.entries, MATCH_FLAGS)

  let profile: Partial<MatchRequestInput> = given
  if (canPrompt(options.interactive) && missingMatchFields(given).length > 0) {
    const { askMatchProfile } = await import('./prompts.js')
    const output = options.json ? process.stderr : process.stdout
    profile = await askMatchProfile(given, { output })
    output.write(`Same without questions: ${equivalentCommand('robomatch match', profile, MATCH_FLAGS)}\n`)
  }
  if (!profile.category) {
    throw new UsageError('missing --category (warehouse, cleaning or restaurant); run it in a terminal to be asked instead')
  }

  const response = await requestOnce(options, 'POST', '/match', profile)
  if (options.json) return finishJson(response)
  expectOk(response)
  printLines(renderMatch(response.body as PublicMatchResponse, response.headers))
  return EXIT.ok
}

/** The readable summary of a match response. */
export function renderMatch(body: PublicMatchResponse, headers: Headers): string[] {
  const lines: string[] = []
  const best = body.bestRobotMatch
  lines.push(`Best fit for ${body.category}: ${best.label} (${best.robotType}), score ${best.score}/100`)
  for (const reason of best.rationale) lines.push(`  • ${reason}`)
  if (best.runnerUps && best.runnerUps.length > 0) {
    lines.push(`Runner-ups: ${best.runnerUps.map((r) => `${r.label} ${r.score}`).join(' · ')}`)
  }
  if (body.acquisitionRecommendation) {
    lines.push(
      `Acquisition: ${body.acquisitionRecommendation}${body.acquisitionRationale ? ` — ${body.acquisitionRationale}` : ''}`,
    )
  }
  if (body.matchConfidence) lines.push(`Confidence: ${body.matchConfidence}`)
  lines.push('')
  if (body.vendorMatches.length === 0) {
    lines.push('No vendor qualifies for this profile in this region.')
  } else {
    lines.push(`Vendors (${body.vendorMatches.length}):`)
    lines.push(
      renderTable(
        ['#', 'vendor', 'score', 'acquisition', 'sponsored', 'link'],
        body.vendorMatches.map((vendor) => [
          vendor.rank,
          vendor.name,
          vendor.score,
          vendor.acquisitionModels.join(', '),
          vendor.sponsored ? 'yes' : '',
          vendor.clickUrl,
        ]),
      ),
    )
  }
  const roi = body.cleaningRoi
  if (roi) {
    const payback = roi.paybackMonths === null ? 'no payback at these numbers' : `payback ${roi.paybackMonths} months`
    lines.push(`Cleaning ROI: about ${formatUsd(roi.estimatedMonthlySavings)} saved per month, ${payback}`)
    if (roi.robotsNeeded !== undefined) lines.push(`  robots needed: ${roi.robotsNeeded}`)
    if (roi.laborHoursReplacedPerMonth !== undefined) {
      lines.push(`  labour hours replaced per month: ${Math.round(roi.laborHoursReplacedPerMonth)}`)
    }
    if (roi.netMonthlySaving !== undefined) lines.push(`  net monthly saving: ${formatUsd(roi.netMonthlySaving)}`)
    if (roi.threeYearNet !== undefined) lines.push(`  three-year net: ${formatUsd(roi.threeYearNet)}`)
    if (roi.assumptions && roi.assumptions.defaultsUsed.length > 0) {
      lines.push(`  defaults assumed for: ${roi.assumptions.defaultsUsed.join(', ')}`)
    }
  } else if (body.fleetSizingHint) {
    lines.push(`Fleet sizing: ${body.fleetSizingHint}`)
  }
  if (body.attribution.required) lines.push(`${body.attribution.text} ${body.attribution.link}`)
  const footer = limitsFooter(headers)
  lines.push(footer ? `match ${body.matchId} · ${footer}` : `match ${body.matchId}`)
  return lines
}
