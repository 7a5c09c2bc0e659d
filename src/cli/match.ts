/**
 * `robomatch match`: one business robot recommendation (POST /match), from flags, from
 * prompts on a terminal, or both; printed as a readable summary or as the API's JSON.
 */
import * as v from 'valibot'
import { MatchRequestSchema, type MatchRequestInput, type PublicMatchResponse } from '../schemas/api.js'
import { createClient, expectOk, type ApiClient, type ApiResponse, type ConnectionOptions } from './client.js'
import { EXIT, UsageError } from './errors.js'
import { limitsFooter, printJson, printLines, renderTable, tableWidth, wrapProse } from './output.js'
import { missingMatchFields } from './prompts.js'
import { formatAboutMoney, formatMoney } from '../engine/format.js'

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
  linesPerOrder?: number
  floorType?: MatchRequestInput['floorType']
  serviceStyle?: MatchRequestInput['serviceStyle']
  kitchenTask?: MatchRequestInput['kitchenTask']
  carpetShare?: number
  cleaningsPerDay?: number
  currency?: MatchRequestInput['currency']
  json?: boolean
  /** `--no-interactive` sets this to false. */
  interactive?: boolean
}

/** Request field → its flag, for messages that name what the user typed. */
const MATCH_FLAGS: Record<keyof MatchRequestInput, string> = {
  category: '--category',
  facilitySizeSqM: '--facility-size-sq-m',
  floorAreaSqM: '--floor-area-sq-m',
  seatsPerDay: '--seats-per-day',
  handlingUnit: '--handling-unit',
  ordersPerDay: '--orders-per-day',
  linesPerOrder: '--lines-per-order',
  floorType: '--floor-type',
  carpetShare: '--carpet-share',
  cleaningsPerDay: '--cleanings-per-day',
  serviceStyle: '--service-style',
  kitchenTask: '--kitchen-task',
  laborCostPerHour: '--labor-cost-per-hour',
  currency: '--currency',
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
export function checkFlagValues(values: Record<string, unknown>, entries: Record<string, unknown>, flags: Record<string, string>): void {
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

/** What decides whether a command may ask questions. */
export interface PromptGate {
  /** `--interactive` true, `--no-interactive` false, neither undefined. */
  interactive?: boolean
  json?: boolean
  /** Whether an answer the command cannot run without is missing (match: the category). */
  requiredMissing: boolean
}

/**
 * Whether prompts may be shown. Never without a terminal on both ends, never with `--json`
 * (its output is for a program) and never with `--no-interactive`. Otherwise only when a
 * required answer is missing, or when `--interactive` asks for every missing field: a command
 * line with the required flags runs as typed, so README and `--help` examples never stop to ask.
 */
export function canPrompt(gate: PromptGate, streams: { stdin: { isTTY?: boolean }; stdout: { isTTY?: boolean } } = process): boolean {
  if (gate.interactive === false || gate.json) return false
  if (streams.stdin.isTTY !== true || streams.stdout.isTTY !== true) return false
  return gate.interactive === true || gate.requiredMissing
}

/** Sends one request and closes the client whatever happens; `local` says the in-process app answered. */
export async function requestOnce(options: ConnectionOptions, method: string, path: string, body?: unknown): Promise<ApiResponse & { local: boolean }> {
  const client: ApiClient = await createClient(options)
  try {
    return { ...(await client.request(method, path, body)), local: client.local === true }
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
  const gate = { interactive: options.interactive, json: options.json, requiredMissing: !given.category }
  if (canPrompt(gate) && missingMatchFields(given).length > 0) {
    const { askMatchProfile } = await import('./prompts.js')
    profile = await askMatchProfile(given, { output: process.stdout })
    process.stdout.write(`Same without questions: ${equivalentCommand('robomatch match', profile, MATCH_FLAGS)}\n`)
  }
  if (!profile.category) {
    throw new UsageError('missing --category (warehouse, cleaning or restaurant); or run `robomatch match` in a terminal, without --json, to be asked')
  }

  const response = await requestOnce(options, 'POST', '/match', profile)
  if (options.json) return finishJson(response)
  expectOk(response)
  printLines(wrapProse(renderMatch(response.body as PublicMatchResponse, response.headers, { local: response.local }), tableWidth()))
  return EXIT.ok
}

const VERDICT_WORDS: Record<PublicMatchResponse['verdict'], string> = { proceed: 'PROCEED', pilot: 'PILOT FIRST', not_yet: 'NOT YET' }

/** Why `--local` tables have no link column: the links point at a server that is not running. */
const LOCAL_LINKS_NOTE =
  'Links left out: with --local they point at http://127.0.0.1:8787/out, a server that is not running; run `robomatch serve` and use --api to follow them.'

/**
 * The readable summary of a match response. With `local`, the vendor table has no link column
 * (the in-process app's click links lead nowhere) and a note says why.
 */
function renderMatch(body: PublicMatchResponse, headers: Headers, options: { local?: boolean } = {}): string[] {
  const lines: string[] = []
  const best = body.bestRobotMatch
  const economics = body.economics
  lines.push(`Verdict: ${VERDICT_WORDS[body.verdict]} — ${best.label}${body.matchConfidence ? ` (confidence ${body.matchConfidence})` : ''}`)
  for (const reason of body.verdictReasons) lines.push(`  • ${reason.text}`)
  const payback =
    economics.paybackMonths !== null
      ? `payback ${economics.paybackMonths} ${economics.paybackMonths === 1 ? 'month' : 'months'}`
      : economics.paybackReason === 'no_upfront_cost'
        ? economics.upfrontCost > 0
          ? `paid monthly after a set-up of about ${formatAboutMoney(economics.upfrontCost, economics.currency)}`
          : 'paid monthly, no payback period'
        : economics.acquisitionModel !== 'buy' && economics.upfrontCost > 0
          ? `does not pay once its set-up of about ${formatAboutMoney(economics.upfrontCost, economics.currency)} is spread over three years`
          : 'does not pay back'
  lines.push(`Money (${economics.currency}, ${economics.acquisitionModel}): ${formatMoney(economics.monthlyNet, economics.currency)} a month net, ${payback}`)
  lines.push(`Fleet: ${body.fleetSizingHint ?? `${body.fleet.min}–${body.fleet.max} ${body.fleet.unit}`}`)
  lines.push(`Best fit for ${body.category}: ${best.label} (${best.robotType}), score ${best.score}/100`)
  for (const reason of best.rationale) lines.push(`  • ${reason}`)
  if (best.runnerUps && best.runnerUps.length > 0) {
    lines.push(`Runner-ups: ${best.runnerUps.map((r) => `${r.label} ${r.score}`).join(' · ')}`)
  }
  if (body.acquisitionRecommendation) {
    lines.push(`Acquisition: ${body.acquisitionRecommendation}${body.acquisitionRationale ? ` — ${body.acquisitionRationale}` : ''}`)
  }
  if (body.warnings.length > 0) {
    lines.push('Worth checking:')
    for (const warning of body.warnings) lines.push(`  ! ${warning.text}`)
  }
  lines.push('')
  if (body.vendorMatches.length === 0) {
    lines.push(`No vendor in the catalog sells this robot type (${best.label.toLowerCase()}) in ${body.region ?? 'this region'}.`)
  } else {
    lines.push(`Vendors selling ${best.label} in ${body.region ?? 'the region'} (${body.vendorMatches.length}):`)
    const head = ['#', 'vendor', 'score', 'acquisition', 'sponsored', 'checked', 'link']
    const rows = body.vendorMatches.map((vendor) => [
      vendor.rank,
      vendor.name,
      vendor.score,
      vendor.acquisitionModels.join(', '),
      vendor.sponsored ? 'yes' : '',
      vendor.checkedAt,
      vendor.clickUrl,
    ])
    if (options.local) {
      lines.push(
        renderTable(
          head.slice(0, -1),
          rows.map((row) => row.slice(0, -1)),
          { droppable: [5] },
        ),
      )
      lines.push(LOCAL_LINKS_NOTE)
    } else {
      // The link is the widest column (~170 characters): the first to go on a narrow terminal.
      lines.push(renderTable(head, rows, { droppable: [6, 5, 4] }))
    }
  }
  const roi = body.cleaningRoi
  if (roi && roi.robotsNeeded !== undefined) {
    lines.push(
      `Cleaning ROI: ${roi.robotsNeeded} ${roi.robotsNeeded === 1 ? 'robot' : 'robots'}, ${Math.round(roi.laborHoursReplacedPerMonth ?? 0)} labour hours a month taken over`,
    )
    if (roi.threeYearNet !== undefined) lines.push(`  three-year net: ${formatMoney(roi.threeYearNet, economics.currency)}`)
    if (roi.assumptions && roi.assumptions.defaultsUsed.length > 0) {
      lines.push(`  defaults assumed for: ${roi.assumptions.defaultsUsed.join(', ')}`)
    }
  }
  lines.push(`Catalog checked ${body.catalogVersion}`)
  if (body.attribution.required) lines.push(`${body.attribution.text} ${body.attribution.link}`)
  const footer = limitsFooter(headers)
  lines.push(footer ? `match ${body.matchId} · ${footer}` : `match ${body.matchId}`)
  return lines
}
