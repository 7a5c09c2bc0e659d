/**
 * Validation rules for the standalone mocks module, read off the same valibot schemas the
 * server validates with, so the exported handlers report the same `fields` messages
 * without shipping valibot. A schema feature this reader does not know stops the export
 * (better than a mock that silently validates differently).
 */
import { validateObject, type ObjectSchema } from '../schemas/validate.js'

/** One check of a number field, in the schema's order. */
export interface NumberCheck {
  op: 'finite' | 'integer' | 'min' | 'max' | 'gt' | 'lt'
  value: number
  message: string
}

export type FieldRule =
  | { type: 'number'; message: string; checks: NumberCheck[] }
  | { type: 'string'; message: string; checks: { pattern: string; flags: string; message: string }[]; transform: 'upper' | 'lower' | 'none' }
  | { type: 'enum'; values: string[]; message: string }
  | { type: 'boolean'; message: string }

export interface FieldSpec {
  name: string
  rule: FieldRule
  /** Message when a required field is missing; absent for optional fields. */
  missing?: string
  /** Value used when an optional field is absent. */
  default?: string | number | boolean
}

/** Everything needed to validate one object the way `validateObject` does. */
export interface ObjectRules {
  /** Unknown keys are errors (request bodies) or ignored (query strings). */
  strict: boolean
  fields: FieldSpec[]
  unknownField: string
  notObject: string
}

interface SchemaNode {
  type: string
  kind?: string
  message?: unknown
  requirement?: unknown
  options?: unknown
  wrapped?: SchemaNode
  default?: unknown
  pipe?: SchemaNode[]
}

const PROBE_KEY = '__robomatch_probe__'

/**
 * Reads the rules of an object schema (entries in schema order, which is also the order of
 * the `fields` the server reports).
 *
 * @example
 * const rules = readObjectRules(MatchRequestSchema)
 * rules.fields[0] // → { name: 'category', rule: { type: 'enum', values: [...], message: '…' }, missing: '…' }
 */
export function readObjectRules(schema: ObjectSchema): ObjectRules {
  const strict = schema.type === 'strict_object'
  const missingMessages = validateObject(schema, {})
  const missingFields = missingMessages.ok ? {} : missingMessages.fields
  const fields: FieldSpec[] = []
  for (const [name, entry] of Object.entries(schema.entries) as [string, SchemaNode][]) {
    let node = entry
    let optional = false
    let defaultValue: unknown
    if (node.type === 'optional') {
      optional = true
      defaultValue = node.default
      node = node.wrapped as SchemaNode
    }
    const spec: FieldSpec = { name, rule: readRule(name, node) }
    if (!optional) spec.missing = requireString(missingFields[name], name, 'missing-field message')
    if (defaultValue !== undefined) {
      if (!['string', 'number', 'boolean'].includes(typeof defaultValue)) unsupported(name, 'a computed default')
      spec.default = defaultValue as string | number | boolean
    }
    fields.push(spec)
  }
  const unknown = validateObject(schema, { [PROBE_KEY]: 1 })
  const notObject = validateObject(schema, null)
  return {
    strict,
    fields,
    unknownField: strict && !unknown.ok ? requireString(unknown.fields[PROBE_KEY], PROBE_KEY, 'unknown-field message') : '',
    notObject: notObject.ok ? '' : requireString(notObject.fields['(body)'], '(body)', 'not-an-object message'),
  }
}

function readRule(name: string, node: SchemaNode): FieldRule {
  const [base, ...actions] = node.pipe ?? [node]
  const message = requireString(base.message, name, `${base.type} message`)
  switch (base.type) {
    case 'number': {
      const checks: NumberCheck[] = []
      for (const action of actions) {
        const ops: Record<string, NumberCheck['op']> = { finite: 'finite', integer: 'integer', min_value: 'min', max_value: 'max', gt_value: 'gt', lt_value: 'lt' }
        const op = ops[action.type]
        if (!op) unsupported(name, `the "${action.type}" action`)
        const value = op === 'finite' || op === 'integer' ? 0 : action.requirement
        if (typeof value !== 'number') unsupported(name, `a non-numeric ${action.type} requirement`)
        checks.push({ op, value, message: requireString(action.message, name, `${action.type} message`) })
      }
      return { type: 'number', message, checks }
    }
    case 'string': {
      const checks: { pattern: string; flags: string; message: string }[] = []
      let transform: 'upper' | 'lower' | 'none' = 'none'
      for (const action of actions) {
        if (action.type === 'regex' && action.requirement instanceof RegExp) {
          if (transform !== 'none') unsupported(name, 'a regex after a case transformation')
          checks.push({ pattern: action.requirement.source, flags: action.requirement.flags, message: requireString(action.message, name, 'regex message') })
        } else if (action.type === 'to_upper_case') transform = 'upper'
        else if (action.type === 'to_lower_case') transform = 'lower'
        else unsupported(name, `the "${action.type}" action`)
      }
      return { type: 'string', message, checks, transform }
    }
    case 'picklist': {
      if (actions.length > 0) unsupported(name, 'actions on a picklist')
      const values = base.options
      if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) unsupported(name, 'non-string picklist options')
      return { type: 'enum', values: [...(values as string[])], message }
    }
    case 'boolean':
      if (actions.length > 0) unsupported(name, 'actions on a boolean')
      return { type: 'boolean', message }
    default:
      return unsupported(name, `the "${base.type}" schema`)
  }
}

function requireString(value: unknown, field: string, what: string): string {
  if (typeof value !== 'string') unsupported(field, `a ${what} that is not a fixed string`)
  return value as string
}

function unsupported(field: string, what: string): never {
  throw new Error(
    `mocks export cannot mirror ${what} of field "${field}"; extend src/msw/export-rules.ts (and the runtime in export-runtime.ts) to support it.`,
  )
}
