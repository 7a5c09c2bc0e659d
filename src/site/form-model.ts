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
}

/** Form values as typed, echoed back into the form when something needs fixing. */
export type FormValues = Record<string, string>

/** The questionnaire of a business category: every MatchRequest field that category asks. */
export function businessFormFields(category: RobotCategory): FormField[] {
  const fields = Object.entries(MatchRequestSchema.entries)
    .filter(([name]) => name !== 'category' && askedFor(category, name))
    .map(([name, entry]) => ({ name, info: fieldInfo(MATCH_FIELDS, name), shape: describeField(entry as v.GenericSchema) }))
  // The category's own questions (size first: it drives the type) before the shared ones.
  const own = (field: FormField) => (field.info.categories ? 0 : 1)
  return fields.sort((a, b) => own(a) - own(b))
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
    } else fields.push({ name, info, shape })
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
    .replace(/^[$£€]\s*/, '')
    .replace(/\s*(m²|m2|sqm|usd|gbp|h|\/h|%)$/i, '')
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
      else body[field.name] = number
    } else if (field.shape.kind === 'boolean') {
      body[field.name] = text === 'yes' ? true : text === 'no' ? false : text
    } else body[field.name] = text
  }
  return { body, errors }
}
