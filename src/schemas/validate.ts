import * as v from 'valibot'

/** Per-field messages, keyed by dot path; `(body)` for the body itself. */
export type FieldErrors = Record<string, string>

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors }

export type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>
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
export function validateObject<S extends ObjectSchema>(
  schema: S,
  input: unknown,
): ValidationResult<v.InferOutput<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, fields: { '(body)': 'must be a JSON object' } }
  }
  let fields: FieldErrors | undefined
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(schema.entries, key)) {
      // A null-prototype object keeps `__proto__` as an ordinary key.
      fields ??= Object.create(null) as FieldErrors
      fields[key] = 'is not a known field'
    }
  }
  const result = v.safeParse(schema, input)
  if (result.success && !fields) return { ok: true, value: result.output }
  fields ??= Object.create(null) as FieldErrors
  for (const issue of result.issues ?? []) {
    const path = issue.path?.map((item) => String(item.key)).join('.') || '(body)'
    if (!Object.hasOwn(fields, path)) fields[path] = issue.message
  }
  return { ok: false, fields }
}
