/**
 * What a person is asked for each request field: label, unit and one line of help, keyed by
 * field name. The schemas in `api.ts` stay the source of truth for types and bounds; this map
 * adds only the words a form or a prompt needs, so the website's questionnaires (and the CLI
 * prompts, if they want) are generated from the schema plus this map. A field added to a
 * schema appears on the forms without touching a page: with its name as label until it is
 * described here.
 */
import * as v from 'valibot'
import type { RobotCategory } from './catalog.js'

/** The words for one field. */
export interface FieldInfo {
  label: string
  /** Unit shown beside the input, e.g. `m²`, `USD/h`. */
  unit?: string
  /** One line of help under the label. */
  help: string
  /** The default the engine assumes when the field is left empty (shown as a placeholder). */
  placeholder?: string
  /** Business categories whose questionnaire asks it; absent = every category. */
  categories?: readonly RobotCategory[]
  /** Words for the options of an enum field (value → text); absent options show the value. */
  options?: Record<string, string>
}

/** Fields of `MatchRequestSchema` (besides `category`, which the page's path gives). */
export const MATCH_FIELDS: Record<string, FieldInfo> = {
  facilitySizeSqM: {
    label: 'Warehouse size',
    unit: 'm²',
    help: 'Floor area of the building; size drives the robot type.',
    placeholder: 'e.g. 8000',
    categories: ['warehouse'],
  },
  handlingUnit: {
    label: 'What is picked or moved',
    help: 'Single items, cases or totes, or whole pallets.',
    categories: ['warehouse'],
    options: { each: 'Single items (each picking)', case: 'Cases or totes', pallet: 'Pallets' },
  },
  ordersPerDay: {
    label: 'Orders shipped per day',
    unit: 'orders/day',
    help: 'Customer orders leaving the building on a typical day.',
    placeholder: 'e.g. 1500',
    categories: ['warehouse'],
  },
  linesPerOrder: {
    label: 'Order lines per order',
    unit: 'lines/order',
    help: 'Different items (or cases) picked for one order, on average: web-shop orders carry 1–5, store and trade orders often 20 or more. Left empty, 2. Not used for pallets.',
    placeholder: '2',
    categories: ['warehouse'],
  },
  floorAreaSqM: {
    label: 'Floor area to clean',
    unit: 'm²',
    help: 'The area cleaned on a typical day.',
    placeholder: 'e.g. 3000',
    categories: ['cleaning'],
  },
  floorType: {
    label: 'Floor type',
    help: 'Hard floors, carpet, or both; it decides the robot type first.',
    placeholder: 'hard',
    categories: ['cleaning'],
    options: { hard: 'Hard floors', carpet: 'Carpet', mixed: 'Both hard floors and carpet' },
  },
  cleaningsPerDay: {
    label: 'Cleanings per day',
    unit: 'times/day',
    help: 'How many times a day the floor is cleaned today: busy sites such as hospitals and airports often clean twice or more. Left empty, once a day.',
    placeholder: '1',
    categories: ['cleaning'],
  },
  seatsPerDay: {
    label: 'Seats served per day',
    unit: 'seats/day',
    help: 'Guests seated on a typical day.',
    placeholder: 'e.g. 300',
    categories: ['restaurant'],
  },
  serviceStyle: {
    label: 'How food reaches guests',
    help: 'At the table, at a counter, or self-service.',
    categories: ['restaurant'],
    options: { table_service: 'Table service', counter_service: 'Counter service', self_service: 'Self-service' },
  },
  kitchenTask: {
    label: 'Kitchen robot task',
    help: 'Only if you want a kitchen robot: what it should do. Left empty, sushi, drinks and meal-production machines are not listed.',
    categories: ['restaurant'],
    options: {
      frying: 'Frying (fries, chicken, wings)',
      cooking: 'Cooking (wok, pasta, noodles, one-pot dishes)',
      assembly: 'Assembly (bowls, salads, make lines)',
      dishwashing: 'Dishwashing',
      sushi: 'Sushi',
      drinks: 'Drinks (cocktails, coffee)',
      meal_production: 'Meal production lines (central kitchens)',
    },
  },
  laborCostPerHour: {
    label: 'Labour cost per hour',
    unit: 'USD/h',
    help: 'What one hour of the work costs you, wages plus on-costs.',
  },
  hoursPerDay: {
    label: 'Hours per day',
    unit: 'h/day',
    help: 'Hours per day the site operates (for cleaning: the window robots can run).',
  },
  daysPerWeek: {
    label: 'Days per week',
    unit: 'days',
    help: 'Days per week the site operates.',
  },
  staffingPressure: {
    label: 'Staffing pressure',
    help: 'How hard it is to hire and keep people for this work.',
    placeholder: 'medium',
    options: { low: 'Low', medium: 'Medium', high: 'High' },
  },
  budgetPreference: {
    label: 'Budget preference',
    help: 'Keep the up-front cost low, balance it, or maximise the long-term return.',
    placeholder: 'balanced',
    options: { low_upfront: 'Low up-front cost', balanced: 'Balanced', maximize_long_term_roi: 'Best long-term return' },
  },
  acquisitionPreference: {
    label: 'How you would acquire robots',
    help: 'Buy, lease, robots-as-a-service (monthly fee), or open to advice.',
    placeholder: 'open',
    options: { open: 'Open to advice', buy: 'Buy', lease: 'Lease', raas: 'Robots-as-a-service' },
  },
  techReadiness: {
    label: 'Team’s technical readiness',
    help: 'How comfortable your team is running new technology.',
    placeholder: 'medium',
    options: { low: 'Low', medium: 'Medium', high: 'High' },
  },
  region: {
    label: 'Country',
    unit: 'code',
    help: 'Two-letter country code where the robots will work, e.g. US, GB, DE.',
    placeholder: 'US',
  },
}

/** Fields of `HomeMatchRequestSchema`. */
export const HOME_FIELDS: Record<string, FieldInfo> = {
  floorAreaSqM: { label: 'Floor area', unit: 'm²', help: 'The floor the robot will clean.', placeholder: 'e.g. 80' },
  floorType: {
    label: 'Floors',
    help: 'Mostly hard floors, mostly carpet, or both.',
    options: { hard: 'Mostly hard floors', carpet: 'Mostly carpet', mixed: 'Both' },
  },
  pets: { label: 'Pets at home', help: 'Pet hair needs strong suction and tangle-free brushes.' },
  budgetUsd: { label: 'Budget', unit: 'USD', help: 'The most you want to spend; dearer robots appear only when nothing fits.' },
  mopping: { label: 'Mopping wanted', help: 'Whether the robot should also mop hard floors.' },
  selfEmptying: { label: 'Self-emptying dock wanted', help: 'A dock that empties the dust bin for weeks at a time.' },
  affiliateLocale: {
    label: 'Shop in',
    help: 'Where you buy: prices and retailer links follow.',
    options: { US: 'United States ($)', UK: 'United Kingdom (£)' },
  },
}

/** What a schema entry says about its input: the form control and bounds follow from it. */
export type FieldShape =
  { kind: 'number'; min?: number; max?: number; minExclusive: boolean } | { kind: 'enum'; options: readonly string[] } | { kind: 'boolean' } | { kind: 'text' }

/** Unwraps `v.optional(schema)` to the schema of the value itself. */
function unwrap(entry: v.GenericSchema): v.GenericSchema {
  const schema = entry as v.GenericSchema & { wrapped?: v.GenericSchema }
  return schema.type === 'optional' && schema.wrapped ? schema.wrapped : schema
}

type PipedSchema = {
  type: string
  options?: readonly string[]
  requirement?: unknown
  pipe?: readonly PipedSchema[]
  getter?: (input: unknown) => PipedSchema
}

/**
 * A schema's base type and every action of its pipes, nested ones included: a described
 * schema is `v.pipe(v.pipe(v.number(), …bounds), v.description(…))`.
 */
function flattenPipe(schema: PipedSchema): { base: PipedSchema; actions: PipedSchema[] } {
  if (!schema.pipe || schema.pipe.length === 0) return { base: schema, actions: [] }
  const [head, ...rest] = schema.pipe
  // A `$ref`-style pipe wraps its schema in `v.lazy` (see `refTo` in api.ts).
  const first = head.type === 'lazy' && head.getter ? head.getter(undefined) : head
  const inner = first === schema ? { base: schema, actions: [] } : flattenPipe(first)
  return { base: inner.base, actions: [...inner.actions, ...rest] }
}

/**
 * Reads the control kind and bounds of a schema entry (number with its min/max actions,
 * picklist with its options, boolean, else text).
 *
 * @example
 * describeField(MatchRequestSchema.entries.hoursPerDay) // { kind: 'number', min: 0, max: 24, minExclusive: true }
 */
export function describeField(entry: v.GenericSchema): FieldShape {
  const { base, actions } = flattenPipe(unwrap(entry) as PipedSchema)
  if (base.type === 'picklist' && base.options) return { kind: 'enum', options: base.options }
  if (base.type === 'boolean') return { kind: 'boolean' }
  if (base.type !== 'number') return { kind: 'text' }
  const shape: FieldShape = { kind: 'number', minExclusive: false }
  for (const action of actions) {
    if (action.type === 'min_value') shape.min = action.requirement as number
    else if (action.type === 'gt_value') {
      shape.min = action.requirement as number
      shape.minExclusive = true
    } else if (action.type === 'max_value') shape.max = action.requirement as number
  }
  return shape
}

/**
 * The words for a field, with a readable fallback for a field nobody has described yet.
 *
 * @example
 * fieldInfo(MATCH_FIELDS, 'hoursPerDay').label // 'Hours per day'
 */
export function fieldInfo(map: Record<string, FieldInfo>, name: string): FieldInfo {
  if (Object.hasOwn(map, name)) return map[name]
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return { label: words.charAt(0).toUpperCase() + words.slice(1), help: '' }
}

/**
 * Whether a business category's questionnaire asks a field: fields described for other
 * categories only are left out; every other field (including new, undescribed ones) is asked.
 */
export function askedFor(category: RobotCategory, name: string): boolean {
  const info = Object.hasOwn(MATCH_FIELDS, name) ? MATCH_FIELDS[name] : undefined
  return !info?.categories || info.categories.includes(category)
}
