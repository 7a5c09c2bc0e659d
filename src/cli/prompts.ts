/**
 * Interactive questions for `match` and `home` (@inquirer/prompts). Only what was not given
 * as a flag is asked; every answer is checked with the same valibot schema the server
 * validates with, so a value accepted here is never rejected by the API. Each question has a
 * help line (what it is for, its unit); numbers may be typed as people write them ("3,000",
 * "$500", "8000 m²"); choices are picked from a list, so their case never matters.
 * @inquirer/prompts is loaded only when a question is actually asked.
 */
import * as v from 'valibot'
import { HomeMatchRequestSchema, MatchRequestSchema, type HomeMatchRequestInput, type MatchRequestInput } from '../schemas/api.js'
import type { RobotCategory } from '../schemas/catalog.js'
import { parseHumanNumber } from './numbers.js'
import { canonicalRegion } from './regions.js'

/** Where prompts read and write; `output` is stderr when stdout must stay JSON-only. */
export interface PromptContext {
  input?: NodeJS.ReadableStream
  output?: NodeJS.WritableStream
}

type MatchField = Exclude<keyof MatchRequestInput, 'category'>
type HomeField = keyof HomeMatchRequestInput
type AnySchema = v.GenericSchema<unknown, unknown>

const SKIP = '__skip__'

/** The size question of each business category (the engine's main size signal). */
const SIZE_FIELD: Record<RobotCategory, MatchField> = {
  warehouse: 'facilitySizeSqM',
  cleaning: 'floorAreaSqM',
  restaurant: 'seatsPerDay',
}

/** Questions asked for every category after its size field, in this order. */
const SHARED_FIELDS: MatchField[] = [
  'laborCostPerHour',
  'hoursPerDay',
  'daysPerWeek',
  'staffingPressure',
  'budgetPreference',
  'acquisitionPreference',
  'techReadiness',
  'region',
]

const MATCH_MESSAGES: Record<MatchField, string> = {
  facilitySizeSqM: 'Warehouse facility size (m²)',
  floorAreaSqM: 'Floor area to clean (m²)',
  seatsPerDay: 'Covers (guests served) per day',
  handlingUnit: 'What is picked or moved (each = single items, case = cases/totes, pallet)?',
  ordersPerDay: 'Orders shipped per day',
  linesPerOrder: 'Order lines (items or cases picked) per order',
  floorType: 'Floor to clean',
  carpetShare: 'Share of the floor that is carpet (0–1)',
  cleaningsPerDay: 'Times a day the floor is cleaned',
  currency: 'Currency of the labour cost (ISO code, e.g. EUR)',
  serviceStyle: 'How does food reach guests?',
  kitchenTask: 'What should a kitchen robot do?',
  laborCostPerHour: "Labour cost per hour (in your country's currency)",
  hoursPerDay: 'Operating hours per day',
  daysPerWeek: 'Operating days per week',
  staffingPressure: 'How hard is it to staff these jobs?',
  budgetPreference: 'Budget preference',
  acquisitionPreference: 'How would you like to acquire robots?',
  techReadiness: 'Technical readiness of the team',
  region: 'Region (two-letter country code, e.g. US)',
}

/** The relevant questions of a category, in the order they are asked. */
function matchQuestions(category: RobotCategory): MatchField[] {
  return [SIZE_FIELD[category], ...CATEGORY_FIELDS[category], ...SHARED_FIELDS]
}

/** One help line per question: why it is asked, its unit and an example. */
const MATCH_HELP: Record<MatchField, string> = {
  facilitySizeSqM: 'Floor space of the building in square metres, e.g. 8,000. Sizes the fleet.',
  floorAreaSqM: 'Square metres cleaned each day, e.g. 3,000. Drives robots needed and ROI.',
  seatsPerDay: 'Covers: guests served per day across all services, e.g. 400. Sizes the fleet and the saving.',
  handlingUnit: 'Single items suit picking robots, cases and totes suit AMRs, pallets suit autonomous forklifts.',
  ordersPerDay: 'Orders shipped on a typical day, e.g. 1,500.',
  linesPerOrder: 'Different items or cases picked per order: web shops 1–5, store and trade orders often 20 or more; default 2. Not used for pallets.',
  floorType: 'Hard floors suit scrubbers, carpet suits vacuums, mixed needs both.',
  carpetShare: 'For mixed floors: 0.3 means 30 % carpet. Each robot type replaces only its floor’s labour.',
  cleaningsPerDay: 'How many times a day the floor is cleaned today, e.g. 2 for a hospital corridor; default 1.',
  currency: "Leave empty for the region's own currency; answers are in the same currency.",
  serviceStyle: 'Table service suits serving robots; counter and self service suit bussing robots.',
  kitchenTask: 'Only for kitchen robots: frying, cooking, assembly, dishwashing, sushi, drinks or meal_production.',
  laborCostPerHour: "What one hour of work costs you, wages and on-costs, e.g. 22 or 22.50, in the region's currency (another with --currency).",
  hoursPerDay: 'Hours a day the site runs, 1–24, e.g. 16.',
  daysPerWeek: 'Days a week the site runs, 1–7.',
  staffingPressure: 'How hard it is to hire and keep staff for these jobs.',
  budgetPreference: 'Low upfront favours leasing or robots-as-a-service; long-term ROI favours buying.',
  acquisitionPreference: 'Open lets the engine choose; raas means robots-as-a-service (a monthly fee).',
  techReadiness: 'Whether your team can run software, Wi-Fi and integrations without help.',
  region: 'Two-letter country code, any case (us, GB, UK, DE); only vendors serving it are listed.',
}

/** Questions only one category asks, right after its size. */
const CATEGORY_FIELDS: Record<RobotCategory, MatchField[]> = {
  warehouse: ['handlingUnit', 'ordersPerDay', 'linesPerOrder'],
  // carpetShare, cleaningsPerDay, kitchenTask and currency are flags only (--carpet-share, --cleanings-per-day, --kitchen-task, --currency): most buyers never need them.
  cleaning: ['floorType'],
  restaurant: ['serviceStyle'],
}

/** Unwraps `v.optional(schema)` to the schema of the value itself. */
function fieldSchema(entry: unknown): AnySchema {
  const schema = entry as { type: string; wrapped?: unknown }
  return (schema.type === 'optional' ? schema.wrapped : schema) as AnySchema
}

/** Options of a picklist field, or undefined when the field is not an enum. */
function picklistOptions(entry: unknown): readonly string[] | undefined {
  const schema = fieldSchema(entry) as { type: string; options?: readonly string[] }
  return schema.type === 'picklist' ? schema.options : undefined
}

/**
 * A prompt validator for a numeric field: empty is fine (skip), anything else must parse
 * as a number (separators, currency marks and units allowed) and pass the field's schema
 * (same bounds and messages as the API).
 *
 * @example
 * numberValidator(MatchRequestSchema.entries.hoursPerDay)('30') // 'must be at most 24'
 * numberValidator(MatchRequestSchema.entries.floorAreaSqM)('3,000') // true
 */
function numberValidator(entry: unknown, convert: (value: number) => number = (value) => value): (value: string) => true | string {
  const schema = fieldSchema(entry)
  return (value) => {
    const text = value.trim()
    if (text === '') return true
    const number = parseHumanNumber(text)
    if (number === undefined) return 'enter a number (e.g. 1200), or leave empty to skip'
    const result = v.safeParse(schema, convert(number))
    return result.success ? true : result.issues[0].message
  }
}

/** A prompt validator for a string field (region): empty skips, otherwise the field's schema. */
function stringValidator(entry: unknown): (value: string) => true | string {
  const schema = fieldSchema(entry)
  return (value) => {
    const text = value.trim()
    if (text === '') return true
    const result = v.safeParse(schema, text)
    return result.success ? true : result.issues[0].message
  }
}

/** What each enum value means, shown under the highlighted choice. */
const CHOICE_HELP: Record<string, string> = {
  low_upfront: 'spend little now (lease or robots-as-a-service)',
  balanced: 'weigh upfront cost and long-term return evenly',
  maximize_long_term_roi: 'spend more now for the best return over years',
  open: 'let the engine choose',
  buy: 'own the robots',
  lease: 'fixed-term lease',
  raas: 'robots-as-a-service: a monthly fee, support included',
  each: 'single items',
  case: 'cases or totes',
  pallet: 'whole pallets',
  hard: 'tiles, wood, concrete',
  carpet: 'carpet or rugs',
  mixed: 'some of each',
  table_service: 'staff carry plates to tables',
  counter_service: 'guests order and collect at a counter',
  self_service: 'buffet or self-serve',
  US: 'US retailers, prices in $',
  UK: 'UK retailers, prices and budget in £',
}

/** Writes a question's help line (dim on a colour terminal) above it. */
async function showHelp(help: string | undefined, context: PromptContext): Promise<void> {
  if (!help) return
  const output = context.output ?? process.stdout
  const { stylesFor } = await import('./style.js')
  output.write(`${stylesFor(output as { isTTY?: boolean }).dim(`  ${help}`)}\n`)
}

async function askEnum(message: string, options: readonly string[], context: PromptContext, help?: string): Promise<string | undefined> {
  const { select } = await import('@inquirer/prompts')
  await showHelp(help, context)
  const answer = await select<string>(
    {
      message,
      choices: [
        { value: SKIP, name: 'skip', description: 'leave it out; the engine uses its default' },
        ...options.map((option) => ({ value: option, name: option, description: CHOICE_HELP[option] })),
      ],
    },
    context,
  )
  return answer === SKIP ? undefined : answer
}

async function askBoolean(message: string, context: PromptContext): Promise<boolean | undefined> {
  const { select } = await import('@inquirer/prompts')
  const answer = await select<string>(
    {
      message,
      choices: [
        { value: SKIP, name: 'skip' },
        { value: 'yes', name: 'yes' },
        { value: 'no', name: 'no' },
      ],
    },
    context,
  )
  return answer === SKIP ? undefined : answer === 'yes'
}

async function askNumber(
  message: string,
  entry: unknown,
  context: PromptContext,
  help?: string,
  convert?: (value: number) => number,
): Promise<number | undefined> {
  const { input } = await import('@inquirer/prompts')
  await showHelp(help, context)
  const answer = await input({ message: `${message} (empty to skip)`, validate: numberValidator(entry, convert) }, context)
  return answer.trim() === '' ? undefined : parseHumanNumber(answer)
}

/**
 * Asks for the business profile fields that are missing from `given`: the category first
 * (when missing), then only the questions relevant to that category.
 */
export async function askMatchProfile(given: Partial<MatchRequestInput>, context: PromptContext = {}): Promise<MatchRequestInput> {
  const { input, select } = await import('@inquirer/prompts')
  const entries = MatchRequestSchema.entries
  const category =
    given.category ??
    ((await select<RobotCategory>(
      {
        message: 'Which kind of business robot?',
        choices: [
          { value: 'warehouse', name: 'warehouse', description: 'picking, transport, storage' },
          { value: 'cleaning', name: 'cleaning', description: 'commercial floor cleaning' },
          { value: 'restaurant', name: 'restaurant', description: 'serving, bussing, kitchen' },
        ],
      },
      context,
    )) as RobotCategory)
  const profile: Partial<MatchRequestInput> = { ...given, category }
  for (const field of matchQuestions(category)) {
    if (profile[field] !== undefined) continue
    const entry = entries[field]
    const options = picklistOptions(entry)
    let answer: string | number | undefined
    if (options) answer = await askEnum(MATCH_MESSAGES[field], options, context, MATCH_HELP[field])
    else if (field === 'region') {
      await showHelp(MATCH_HELP[field], context)
      const text = await input({ message: `${MATCH_MESSAGES[field]} (empty to skip)`, validate: stringValidator(entry) }, context)
      answer = text.trim() === '' ? undefined : canonicalRegion(text)
    } else answer = await askNumber(MATCH_MESSAGES[field], entry, context, MATCH_HELP[field])
    if (answer !== undefined) (profile as Record<string, unknown>)[field] = answer
  }
  return profile as MatchRequestInput
}

/** Which match fields are still missing for a category (size field and shared questions). */
export function missingMatchFields(given: Partial<MatchRequestInput>): MatchField[] {
  if (!given.category) return matchQuestions('warehouse')
  return matchQuestions(given.category).filter((field) => given[field] === undefined)
}

/** Home questions in order: the locale first, so the budget is asked in its currency. */
export const HOME_ORDER: HomeField[] = ['affiliateLocale', 'floorAreaSqM', 'floorType', 'pets', 'budgetUsd', 'mopping', 'selfEmptying']

/** Which home fields are still missing. */
export function missingHomeFields(given: Partial<HomeMatchRequestInput>): HomeField[] {
  return HOME_ORDER.filter((field) => given[field] === undefined)
}

/** A home profile from the prompts, and the budget in pounds when it was asked in pounds. */
export interface AskedHomeProfile {
  profile: HomeMatchRequestInput
  budgetGbp?: number
}

/**
 * Asks for the home vacuum profile fields missing from `given`. With UK retailers the budget
 * is asked in £ and sent as `budgetUsd` at `usdPerGbp()` (the catalog's documented rate).
 */
export async function askHomeProfile(
  given: Partial<HomeMatchRequestInput>,
  context: PromptContext = {},
  usdPerGbp: () => Promise<number> = async () => {
    throw new Error('no exchange rate to convert a budget in £')
  },
): Promise<AskedHomeProfile> {
  const entries = HomeMatchRequestSchema.entries
  const profile: Record<string, unknown> = { ...given }
  let budgetGbp: number | undefined
  for (const field of missingHomeFields(given)) {
    let answer: unknown
    switch (field) {
      case 'floorAreaSqM':
        answer = await askNumber('Floor area to vacuum (m²)', entries.floorAreaSqM, context, 'Square metres of floor the robot covers, e.g. 90.')
        break
      case 'budgetUsd':
        if (profile.affiliateLocale === 'UK') {
          const rate = await usdPerGbp()
          const toUsd = (gbp: number) => Math.round(gbp * rate * 100) / 100
          budgetGbp = await askNumber('Budget (£)', entries.budgetUsd, context, 'Most you would spend in pounds, e.g. £400.', toUsd)
          answer = budgetGbp === undefined ? undefined : toUsd(budgetGbp)
        } else {
          answer = await askNumber('Budget (USD)', entries.budgetUsd, context, 'Most you would spend in dollars, e.g. $500.')
        }
        break
      case 'floorType':
        answer = await askEnum('Main floor type', picklistOptions(entries.floorType) ?? [], context)
        break
      case 'affiliateLocale':
        answer = await askEnum(
          'Where do you shop? (retailer links)',
          picklistOptions(entries.affiliateLocale) ?? [],
          context,
          'Picks the retailers linked and the currency of prices and of your budget.',
        )
        break
      case 'pets':
        answer = await askBoolean('Pets at home?', context)
        break
      case 'mopping':
        answer = await askBoolean('Should it mop as well?', context)
        break
      case 'selfEmptying':
        answer = await askBoolean('Want a self-emptying dock?', context)
        break
    }
    if (answer !== undefined) profile[field] = answer
  }
  return { profile: profile as HomeMatchRequestInput, ...(budgetGbp !== undefined ? { budgetGbp } : {}) }
}
