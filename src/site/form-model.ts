/**
 * The questionnaires as data: which fields a form shows (from the valibot schemas plus the
 * words in `schemas/fields.ts`) and how submitted form values become a request body that the
 * API's own validation (`validateObject`) accepts or refuses field by field.
 */
import type * as v from 'valibot'
import { HomeMatchRequestSchema, MatchRequestSchema } from '../schemas/api.js'
import type { HomeLocale, RobotCategory } from '../schemas/catalog.js'
import { askedFor, describeField, fieldInfo, HOME_FIELDS, MATCH_FIELDS, type FieldInfo, type FieldShape } from '../schemas/fields.js'
import type { FieldErrors } from '../schemas/validate.js'

/** One control of a form. */
export interface FormField {
  /** The form control's name: the request field's name (the home budget is `budget`, in the locale's currency). */
  name: string
  info: FieldInfo
  shape: FieldShape
  /** A choice always made (the country): no "Not sure" option. */
  required?: boolean
  /** An area typed in m² or sq ft: the unit control's name beside it. */
  areaUnit?: boolean
  /** A share asked as a percentage (0–100) and sent as 0–1. */
  percent?: boolean
}

/** Form values as typed, echoed back into the form when something needs fixing. */
export type FormValues = Record<string, string>

/** A country the catalog knows: its code, English name and currency (ISO 4217). */
export interface SiteCountry {
  code: string
  name: string
  currency: string
}

/** The name of the area-unit control beside an area field (m² or sq ft). */
export const AREA_UNIT_FIELD = 'areaUnit'
const SQ_M_PER_SQ_FT = 0.09290304

/**
 * The questionnaire's own words where a buyer reads them differently from the API's field
 * words: restaurants count covers, the cleaning window is not opening hours, and each
 * category's hours mean its own thing.
 */
const SITE_WORDS: Partial<Record<RobotCategory, Record<string, Partial<FieldInfo>>>> = {
  warehouse: {
    hoursPerDay: { label: 'Working hours per day', help: 'Hours per day the warehouse picks and ships, all shifts together.' },
    daysPerWeek: { help: 'Days per week the warehouse works.' },
  },
  cleaning: {
    hoursPerDay: { label: 'Cleaning window per day', help: 'Hours per day the floor can be cleaned: when robots could run (often overnight).' },
    daysPerWeek: { help: 'Days per week the floor is cleaned.' },
    carpetShare: {
      label: 'Share of the floor that is carpet',
      unit: '%',
      help: 'For both hard floors and carpet: how much is carpet.',
      placeholder: 'e.g. 50',
    },
  },
  restaurant: {
    seatsPerDay: {
      label: 'Covers per day',
      unit: 'guests/day',
      help: 'Guests served on a typical day, each guest counted once per meal (not the number of seats).',
    },
    hoursPerDay: { label: 'Service hours per day', help: 'Hours per day the restaurant serves guests.' },
    daysPerWeek: { help: 'Days per week the restaurant is open.' },
  },
}

/** The questionnaire of a business category: every MatchRequest field that category asks. */
export function businessFormFields(category: RobotCategory, countries: readonly SiteCountry[] = [], country?: SiteCountry): FormField[] {
  const fields: FormField[] = Object.entries(MatchRequestSchema.entries)
    .filter(([name]) => name !== 'category' && name !== 'currency' && askedFor(category, name) && (name !== 'carpetShare' || category === 'cleaning'))
    .map(([name, entry]) => {
      const info = { ...fieldInfo(MATCH_FIELDS, name), ...SITE_WORDS[category]?.[name] }
      const shape = describeField(entry as v.GenericSchema)
      if (name === 'region' && countries.length > 0) {
        return {
          name,
          info: {
            ...info,
            unit: undefined,
            help: 'Where the robots will work: vendors, prices and labour costs follow.',
            placeholder: undefined,
            options: countryOptions(countries),
          },
          shape: { kind: 'enum', options: countries.map((c) => c.code) } as FieldShape,
          required: true,
        }
      }
      if (name === 'laborCostPerHour') {
        const currency = country?.currency ?? 'USD'
        return { name, info: { ...info, unit: `${currency}/h`, help: `What one hour of the work costs you in ${currency}, wages plus on-costs.` }, shape }
      }
      if (info.unit === 'm²') return { name, info: { ...info, unit: undefined }, shape, areaUnit: true }
      // A share (0–1) is asked as a percentage, which is how people say it.
      if (name === 'carpetShare') return { name, info, shape: { kind: 'number', min: 0, max: 100, minExclusive: false } as FieldShape, percent: true }
      return { name, info, shape }
    })
  // The category's own questions (size first: it drives the type) before the shared ones.
  const own = (field: FormField) => (field.info.categories ? 0 : 1)
  return fields.sort((a, b) => own(a) - own(b))
}

function countryOptions(countries: readonly SiteCountry[]): Record<string, string> {
  return Object.fromEntries(countries.map((c) => [c.code, `${c.name} (${c.currency})`]))
}

/** The home form's budget control: asked in the visitor's currency, converted to `budgetUsd`. */
export const HOME_BUDGET_FIELD = 'budget'
/**
 * The home questionnaire: every HomeMatchRequest field; `affiliateLocale` is the page's locale
 * control and `budgetUsd` is asked in the locale's currency.
 */
export function homeFormFields(locale: HomeLocale): FormField[] {
  const fields: FormField[] = []
  for (const [name, entry] of Object.entries(HomeMatchRequestSchema.entries)) {
    if (name === 'affiliateLocale') continue
    const info = fieldInfo(HOME_FIELDS, name)
    const shape = describeField(entry as v.GenericSchema)
    if (name === 'budgetUsd') {
      // Bounds are the schema's in USD; the currency's own bound is not worth a second rule.
      fields.push({ name: HOME_BUDGET_FIELD, info: { ...info, unit: locale === 'UK' ? '£' : '$' }, shape: { kind: 'number', minExclusive: false } })
    } else if (info.unit === 'm²') fields.push({ name, info: { ...info, unit: undefined }, shape, areaUnit: true })
    else fields.push({ name, info, shape })
  }
  return fields
}

/** Whether a query string is a submitted form (it names at least one of the form's fields). */
export function isSubmitted(query: URLSearchParams, fields: readonly FormField[]): boolean {
  return fields.some((field) => query.has(field.name))
}

/** Reads the form's own fields from a query string (first value each; unknown parameters ignored). */
export function readFormValues(query: URLSearchParams, fields: readonly FormField[]): FormValues {
  const values: FormValues = {}
  for (const field of fields) {
    const value = query.get(field.name)
    if (value !== null) values[field.name] = value.slice(0, 200)
  }
  const unit = query.get(AREA_UNIT_FIELD)
  if (fields.some((field) => field.areaUnit) && (unit === 'sqm' || unit === 'sqft')) values[AREA_UNIT_FIELD] = unit
  return values
}

/**
 * Reads a number as people type it: `3,000`, `3 000`, `$500`, `£400`, `2500 m²`. Returns
 * undefined when what is left is not a plain decimal number.
 *
 * @example
 * parseTypedNumber('3,000 m²') // 3000
 */
function parseTypedNumber(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/^([$£€¥₹]|[A-Z]{3})\s*/i, '')
    .replace(/\s*(m²|m2|sqm|sq\s*m|sq\s*ft|ft²|ft2|usd|gbp|eur|h|\/h|%)$/i, '')
    .replace(/(\d)[,\s\u00a0\u202f](?=\d{3}\b)/g, '$1')
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined
  const number = Number(cleaned)
  return Number.isFinite(number) ? number : undefined
}

/** What a form submission turned into: a body for the API's validation, and the errors found before it. */
export interface FormBody {
  body: Record<string, unknown>
  /** Problems found while reading the typed text (a number that is not one). */
  errors: FieldErrors
}

/**
 * Turns form values into a request body: empty controls are left out (the engine's default),
 * numbers are parsed as typed, `yes`/`no` become booleans; the rest is passed as text for the
 * schema to judge, so the API's validation (bounds, enums, region codes) decides.
 */
export function formBody(values: FormValues, fields: readonly FormField[]): FormBody {
  const body: Record<string, unknown> = {}
  const errors: FieldErrors = {}
  for (const field of fields) {
    const text = (values[field.name] ?? '').trim()
    if (text === '') continue
    if (field.shape.kind === 'number') {
      const number = parseTypedNumber(text)
      if (number === undefined) errors[field.name] = 'must be a number, e.g. 1200'
      else if (field.percent) {
        if (number < 0 || number > 100) errors[field.name] = 'must be a percentage from 0 to 100'
        else body[field.name] = Math.round(number * 10) / 1000
      } else if (field.areaUnit && (values[AREA_UNIT_FIELD] === 'sqft' || /(sq\s*ft|ft²|ft2)$/i.test(text))) {
        // Square feet typed: the API takes m² (one decimal is finer than any floor plan).
        body[field.name] = Math.round(number * SQ_M_PER_SQ_FT * 10) / 10
      } else body[field.name] = number
    } else if (field.shape.kind === 'boolean') {
      body[field.name] = text === 'yes' ? true : text === 'no' ? false : text
    } else body[field.name] = text
  }
  return { body, errors }
}
