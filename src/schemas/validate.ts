import * as v from 'valibot'

/** Per-field messages, keyed by dot path; `(body)` for the body itself. */
export type FieldErrors = Record<string, string>

/**
 * `fields` holds at most {@link MAX_FIELD_ERRORS} entries (a 400 body stays small however many
 * keys a body sends); `more` counts the problems left out.
 */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors; more?: number }

/** Entries of `fields` in one 400 answer at most. */
export const MAX_FIELD_ERRORS = 20

/**
 * The 400 message for a failed validation: the default, plus how many problems `fields` left out.
 * @example validationMessage(7730) // 'The request is invalid; see fields for what to fix (and 7730 more).'
 */
export function validationMessage(more = 0): string | undefined {
  return more > 0 ? `The request is invalid; see fields for what to fix (and ${more} more).` : undefined
}

/**
 * Checks that read several fields of a valid object (e.g. a bound that depends on another
 * field), registered per schema with {@link registerCrossFieldCheck}; run by
 * {@link validateObject} once every field is valid on its own.
 */
const crossFieldChecks = new WeakMap<object, (value: unknown) => FieldErrors | undefined>()

/** Registers a check over several fields of `schema`'s valid output; it returns per-field messages, or undefined. */
export function registerCrossFieldCheck<S extends ObjectSchema>(schema: S, check: (value: v.InferOutput<S>) => FieldErrors | undefined): void {
  crossFieldChecks.set(schema, check as (value: unknown) => FieldErrors | undefined)
}

export type ObjectSchema =
  | v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>
  | v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>

/**
 * Validates `input` against an object schema and reports every problem at once: one
 * entry per invalid field and one per unknown key. Unknown keys are checked against the
 * schema's own entries, so prototype names (`__proto__`, `constructor`) are unknown too.
 *
 * @example
 * const result = validateObject(MatchRequestSchema, body)
 * if (!result.ok) console.log(result.fields) // e.g. { hoursPerDay: 'must be at most 24' }
 */
export function validateObject<S extends ObjectSchema>(schema: S, input: unknown): ValidationResult<v.InferOutput<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, fields: { '(body)': 'must be a JSON object' } }
  }
  let fields: FieldErrors | undefined
  let count = 0
  let more = 0
  const add = (path: string, message: string) => {
    // A null-prototype object keeps `__proto__` as an ordinary key.
    fields ??= Object.create(null) as FieldErrors
    if (Object.hasOwn(fields, path)) return
    if (count < MAX_FIELD_ERRORS) {
      fields[path] = message
      count++
    } else more++
  }
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(schema.entries, key)) add(key, 'is not a known field')
  }
  const result = v.safeParse(schema, input)
  if (result.success && !fields) {
    const problems = crossFieldChecks.get(schema)?.(result.output)
    if (problems === undefined) return { ok: true, value: result.output }
    for (const [path, message] of Object.entries(problems)) add(path, message)
  }
  for (const issue of result.issues ?? []) {
    const path = issue.path?.map((item) => String(item.key)).join('.') || '(body)'
    add(path, issue.message)
  }
  return more > 0 ? { ok: false, fields: fields!, more } : { ok: false, fields: fields ?? (Object.create(null) as FieldErrors) }
}
