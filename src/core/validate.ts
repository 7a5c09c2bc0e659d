import type { H3Event } from 'h3'
import { validateObject, validationMessage, type ObjectSchema } from '../schemas/validate.js'
import { apiError } from './errors.js'
import { parseJsonText, readJsonText } from './http.js'
import type * as v from 'valibot'

/**
 * Reads the JSON body and validates it against an object schema, every bad field reported
 * at once in a 400 `validation_error`.
 *
 * @example
 * const request = await readValidatedBody(event, MatchRequestSchema)
 */
export async function readValidatedBody<S extends ObjectSchema>(event: H3Event, schema: S): Promise<v.InferOutput<S>> {
  return validateBodyText(await readJsonText(event.req), schema)
}

/**
 * Parses and validates a body already read (`readJsonText`): the 400s of `readValidatedBody`.
 *
 * @example
 * const request = validateBodyText('{"category":"cleaning"}', MatchRequestSchema)
 */
function validateBodyText<S extends ObjectSchema>(text: string, schema: S): v.InferOutput<S> {
  const result = validateObject(schema, parseJsonText(text))
  if (!result.ok) throw apiError(400, 'validation_error', validationMessage(result.more), { fields: result.fields })
  return result.value
}

/**
 * Validates the query string. Repeated parameters are refused, unknown ones ignored
 * (query strings often carry cache busters and tracking parameters).
 *
 * @example
 * const query = readValidatedQuery(event, VendorsQuerySchema)
 */
export function readValidatedQuery<S extends ObjectSchema>(event: H3Event, schema: S): v.InferOutput<S> {
  const query: Record<string, string> = {}
  for (const [name, value] of event.url.searchParams) {
    if (!Object.hasOwn(schema.entries, name)) continue
    if (Object.hasOwn(query, name)) throw apiError(400, 'validation_error', undefined, { fields: { [name]: 'must be given once' } })
    query[name] = value
  }
  const result = validateObject(schema, query)
  if (!result.ok) throw apiError(400, 'validation_error', validationMessage(result.more), { fields: result.fields })
  return result.value
}
