/**
 * Interactive questions for `match` and `home` (@inquirer/prompts). Only what was not given
 * as a flag is asked; every answer is checked with the same valibot schema the server
 * validates with, so a value accepted here is never rejected by the API.
 * @inquirer/prompts is loaded only when a question is actually asked.
 */
import * as v from 'valibot'
import {
  HomeMatchRequestSchema,
  MatchRequestSchema,
  type HomeMatchRequestInput,
  type MatchRequestInput,
} from '../schemas/api.js'
import type { RobotCategory } from '../schemas/catalog.js'
import { parseStrictNumber } from './numbers.js'

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
export const SIZE_FIELD: Record<RobotCategory, MatchField> = {
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
  seatsPerDay: 'Seats served per day',
  handlingUnit: 'What is picked or moved (each = single items, case = cases/totes, pallet)?',
  ordersPerDay: 'Orders shipped per day',
  floorType: 'Floor to clean',
  serviceStyle: 'How does food reach guests?',
  laborCostPerHour: 'Labour cost per hour (USD)',
  hoursPerDay: 'Operating hours per day',
  daysPerWeek: 'Operating days per week',
  staffingPressure: 'How hard is it to staff these jobs?',
  budgetPreference: 'Budget preference',
  acquisitionPreference: 'How would you like to acquire robots?',
  techReadiness: 'Technical readiness of the team',
  region: 'Region (two-letter country code, e.g. US)',
}

/** The relevant questions of a category, in the order they are asked. */
export function matchQuestions(category: RobotCategory): MatchField[] {
  return [SIZE_FIELD[category], ...CATEGORY_FIELDS[category], ...SHARED_FIELDS]
}

/** Questions only one category asks, right after its size. */
const CATEGORY_FIELDS: Record<RobotCategory, MatchField[]> = {
  warehouse: ['handlingUnit', 'ordersPerDay'],
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
 * as a number and pass the field's schema (same bounds and messages as the API).
 *
 * @example
 * numberValidator(MatchRequestSchema.entries.hoursPerDay)('30') // 'must be at most 24'
 */
export function numberValidator(entry: unknown): (value: string) => true | string {
  const schema = fieldSchema(entry)
  return (value) => {
    const text = value.trim()
    if (text === '') return true
    const number = parseStrictNumber(text)
    if (number === undefined) return 'enter a number (e.g. 1200), or leave empty to skip'
    const result = v.safeParse(schema, number)
    return result.success ? true : result.issues[0].message
  }
}

/** A prompt validator for a string field (region): empty skips, otherwise the field's schema. */
export function stringValidator(entry: unknown): (value: string) => true | string {
  const schema = fieldSchema(entry)
  return (value) => {
    const text = value.trim()
    if (text === '') return true
    const result = v.safeParse(schema, text)
    return result.success ? true : result.issues[0].message
  }
}

async function askEnum(message: string, options: readonly string[], context: PromptContext): Promise<string | undefined> {
  const { select } = await import('@inquirer/prompts')
  const answer = await select<string>(
    {
      message,
      choices: [{ value: SKIP, name: 'skip' }, ...options.map((option) => ({ value: option, name: option }))],
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

async function askNumber(message: string, entry: unknown, context: PromptContext): Promise<number | undefined> {
  const { input } = await import('@inquirer/prompts')
  const answer = await input({ message: `${message} (empty to skip)`, validate: numberValidator(entry) }, context)
  return answer.trim() === '' ? undefined : parseStrictNumber(answer)
}

/**
 * Asks for the business profile fields that are missing from `given`: the category first
 * (when missing), then only the questions relevant to that category.
 */
export async function askMatchProfile(
  given: Partial<MatchRequestInput>,
  context: PromptContext = {},
): Promise<MatchRequestInput> {
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
    if (options) answer = await askEnum(MATCH_MESSAGES[field], options, context)
    else if (field === 'region') {
      const text = await input({ message: `${MATCH_MESSAGES[field]} (empty to skip)`, validate: stringValidator(entry) }, context)
      answer = text.trim() === '' ? undefined : text.trim().toUpperCase()
    } else answer = await askNumber(MATCH_MESSAGES[field], entry, context)
    if (answer !== undefined) (profile as Record<string, unknown>)[field] = answer
  }
  return profile as MatchRequestInput
}

/** Which match fields are still missing for a category (size field and shared questions). */
export function missingMatchFields(given: Partial<MatchRequestInput>): MatchField[] {
  if (!given.category) return matchQuestions('warehouse')
  return matchQuestions(given.category).filter((field) => given[field] === undefined)
}

const HOME_ORDER: HomeField[] = ['floorAreaSqM', 'floorType', 'pets', 'budgetUsd', 'mopping', 'selfEmptying', 'affiliateLocale']

/** Which home fields are still missing. */
export function missingHomeFields(given: Partial<HomeMatchRequestInput>): HomeField[] {
  return HOME_ORDER.filter((field) => given[field] === undefined)
}

/** Asks for the home vacuum profile fields missing from `given`. */
export async function askHomeProfile(
  given: Partial<HomeMatchRequestInput>,
  context: PromptContext = {},
): Promise<HomeMatchRequestInput> {
  const entries = HomeMatchRequestSchema.entries
  const profile: Record<string, unknown> = { ...given }
  for (const field of missingHomeFields(given)) {
    let answer: unknown
    switch (field) {
      case 'floorAreaSqM':
        answer = await askNumber('Floor area to vacuum (m²)', entries.floorAreaSqM, context)
        break
      case 'budgetUsd':
        answer = await askNumber('Budget (USD)', entries.budgetUsd, context)
        break
      case 'floorType':
        answer = await askEnum('Main floor type', picklistOptions(entries.floorType) ?? [], context)
        break
      case 'affiliateLocale':
        answer = await askEnum('Where do you shop? (retailer links)', picklistOptions(entries.affiliateLocale) ?? [], context)
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
  return profile as HomeMatchRequestInput
}
