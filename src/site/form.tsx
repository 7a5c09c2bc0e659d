/**
 * A questionnaire generated from its fields (schema + words): one labelled control per field
 * with its unit, help, bounds and default, the typed value kept and the field's message beside
 * it. `novalidate`: the server's messages (the API's own words) are the ones people see.
 */
import type { ComponentChildren } from 'preact'
import type { FieldErrors } from '../schemas/validate.js'
import { AREA_UNIT_FIELD, type FormField, type FormValues } from './form-model.js'

export interface QuestionnaireProps {
  action: string
  fields: readonly FormField[]
  values: FormValues
  errors: FieldErrors
  submitText: string
  /** Controls placed before the generated fields (the home locale). */
  before?: ComponentChildren
}

/** Errors listed at the top, each linking to its field (read first by screen readers). */
function ErrorSummary({ fields, errors }: { fields: readonly FormField[]; errors: FieldErrors }) {
  const named = fields.filter((field) => errors[field.name])
  if (named.length === 0) return null
  return (
    <div class="summary" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{named.length === 1 ? 'One answer needs a fix' : `${named.length} answers need a fix`}</h2>
      <ul>
        {named.map((field) => (
          <li key={field.name}>
            <a href={`#f-${field.name}`}>
              {field.info.label}: {errors[field.name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Questionnaire({ action, fields, values, errors, submitText, before }: QuestionnaireProps) {
  return (
    <form class="questions" method="get" action={action} novalidate>
      <ErrorSummary fields={fields} errors={errors} />
      <p class="muted">Every question is optional: leave one empty and the engine assumes a typical value (and says so).</p>
      <div class="fields">
        {before}
        {fields.map((field) => (
          <FieldControl key={field.name} field={field} value={values[field.name] ?? ''} error={errors[field.name]} areaUnit={values[AREA_UNIT_FIELD]} />
        ))}
      </div>
      <div class="actions">
        <button type="submit">{submitText}</button>
        <a href={action}>Start again</a>
      </div>
    </form>
  )
}

/** The bounds of a number field in words, e.g. `1 to 10,000,000`. */
function boundsText(field: FormField): string | undefined {
  const { shape } = field
  if (shape.kind !== 'number' || (shape.min === undefined && shape.max === undefined)) return undefined
  const fmt = (n: number) => n.toLocaleString('en-US')
  if (shape.min !== undefined && shape.max !== undefined) return `${shape.minExclusive ? 'more than ' : ''}${fmt(shape.min)} to ${fmt(shape.max)}`
  return shape.max !== undefined ? `at most ${fmt(shape.max)}` : `at least ${fmt(shape.min!)}`
}

function FieldControl({ field, value, error, areaUnit }: { field: FormField; value: string; error?: string; areaUnit?: string }) {
  const id = `f-${field.name}`
  const { info, shape } = field
  const bounds = boundsText(field)
  const described = [`${id}-help`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const unit = info.unit ? (
    <span class="unit" data-budget-unit={field.name === 'budget' ? '' : undefined} data-currency-unit={field.name === 'laborCostPerHour' ? '' : undefined}>
      {` (${info.unit})`}
    </span>
  ) : null
  let control
  if (shape.kind === 'enum' || shape.kind === 'boolean') {
    const options =
      shape.kind === 'enum'
        ? shape.options.map((o) => [o, info.options?.[o] ?? o] as const)
        : ([
            ['yes', 'Yes'],
            ['no', 'No'],
          ] as const)
    const known = options.some(([option]) => option === value)
    control = (
      <select id={id} name={field.name} aria-describedby={described} aria-invalid={error ? 'true' : undefined}>
        {field.required ? null : <option value="">Not sure</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option} selected={option === value}>
            {text}
          </option>
        ))}
        {/* A value that is not an option (a hand-edited link) stays visible, so its message makes sense. */}
        {value && !known ? (
          <option value={value} selected>
            {value}
          </option>
        ) : null}
      </select>
    )
  } else {
    control = (
      <input
        id={id}
        name={field.name}
        type="text"
        inputMode={shape.kind === 'number' ? 'decimal' : undefined}
        autoComplete="off"
        value={value}
        placeholder={info.placeholder}
        aria-describedby={described}
        aria-invalid={error ? 'true' : undefined}
      />
    )
    if (field.areaUnit) {
      control = (
        <div class="with-unit">
          {control}
          <select name={AREA_UNIT_FIELD} aria-label={`Unit of ${info.label.toLowerCase()}`} data-area-unit="">
            <option value="sqm" selected={areaUnit !== 'sqft'}>
              m²
            </option>
            <option value="sqft" selected={areaUnit === 'sqft'}>
              sq ft
            </option>
          </select>
        </div>
      )
    }
  }
  // A choice left empty is assumed: say which, in the help line (the option text stays short at 375 px).
  const assumed =
    (shape.kind === 'enum' || shape.kind === 'boolean') && !field.required && info.placeholder
      ? ` Not sure? It assumes ${(info.options?.[info.placeholder] ?? info.placeholder).toLowerCase()}.`
      : ''
  return (
    <div class={error ? 'field invalid' : 'field'} data-field={field.name}>
      <label for={id}>
        {info.label}
        {unit}
      </label>
      <p class="help" id={`${id}-help`}>
        {info.help}
        {/* The labour cost's bound depends on its currency (about 1,000 US dollars an hour): the schema's 1,000,000 only makes room for yen and won. */}
        {field.name === 'laborCostPerHour'
          ? ' At most the equivalent of about 1,000 US dollars an hour.'
          : bounds
            ? ` Range: ${bounds}${field.areaUnit ? ' m²' : ''}.`
            : ''}
        {assumed}
      </p>
      {control}
      {error ? (
        <p class="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
