import { HTTPError } from 'h3'
// srvx picks the runtime's class by export condition: in Node a response whose plain-object
// headers go straight to the socket, in a browser or worker the standard `Response`.
import { FastResponse } from 'srvx'
import type { ApiError } from '../schemas/api.js'
import { apiError, readApiErrorBody, type HeaderMap } from './errors.js'
import { logServerError } from './log.js'

/** Headers every API response carries, so browser integrators can read the limit headers. */
export const CORS_HEADERS: HeaderMap = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-API-Tier, X-Usage-Limit, X-Usage-Remaining, X-Usage-Period, X-Usage-Used, RateLimit, RateLimit-Policy, Retry-After, Preference-Applied, WWW-Authenticate',
}

/** Reason phrases of the statuses the API answers with (without one, Node's status line reads `HTTP/1.1 200 `). */
const REASONS: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  302: 'Found',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/**
 * A response with plain-object headers. srvx's FastResponse writes such headers straight to
 * Node's response, without building a web `Headers` (a measurable cost per request); in-process
 * callers (`app.fetch`, MSW) still get a standard `Response`.
 *
 * @example
 * return respond(302, null, { location: 'https://example.com' })
 */
export function respond(status: number, body: string | Uint8Array<ArrayBuffer> | null, headers: HeaderMap): Response {
  // An explicit reason phrase: left out, the status line reads `HTTP/1.1 200 ` with none.
  return new FastResponse(body, { status, statusText: REASONS[status], headers })
}

/**
 * A JSON response with the CORS headers and any extra headers.
 *
 * @example
 * return json(200, body, limitHeaders)
 */
export function json(status: number, body: unknown, headers?: HeaderMap): Response {
  return respond(status, JSON.stringify(body), { ...jsonHeaders(), ...headers })
}

/** A fresh header object with a JSON answer's content type and the CORS headers, to add to. */
export function jsonHeaders(): HeaderMap {
  return { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS }
}

/** At most one storage-outage line per this many ms in the server log, however many 503s. */
const STORAGE_LOG_INTERVAL_MS = 10_000
let lastStorageLog = -Infinity

/**
 * The app's one error mapper: every failure becomes an `HTTPError` carrying its ApiError body.
 * Our own errors stay as they are; storage outages become 503, engine failures 422, h3's own
 * 404 / malformed-URL 400 an ApiError too; anything else is a 500 that never leaks internals
 * (and is logged, as is a storage outage, at most once per 10 s).
 *
 * @example
 * const error = toApiError(new EngineError('no type fits')) // → 422 engine_error
 */
export function toApiError(error: unknown): HTTPError<ApiError> {
  if (readApiErrorBody(error)) return error as HTTPError<ApiError>
  // h3 wraps what it did not throw itself; the original is its cause.
  const original = HTTPError.isError(error) && (error as HTTPError).unhandled ? (error as HTTPError).cause : error
  if (original instanceof Error && original.name === 'StorageUnavailableError') {
    // The operator learns the cause (a full disk, a lost Redis); the client gets the plain 503.
    const now = Date.now()
    if (now - lastStorageLog >= STORAGE_LOG_INTERVAL_MS) {
      lastStorageLog = now
      logServerError(`[robomatch] answering 503 storage_unavailable: ${original.message}`)
    }
    // The outage stays its cause: observers tell a timeout from a refusal (`events.ts`).
    return Object.assign(apiError(503, 'storage_unavailable', undefined, {}, { 'retry-after': '1' }), { cause: original })
  }
  if (original instanceof Error && original.name === 'EngineError') return apiError(422, 'engine_error')
  if (HTTPError.isError(original) && !(original as HTTPError).unhandled) {
    const status = (original as HTTPError).status
    if (status === 404) return apiError(404, 'not_found')
    if (status === 400) return malformedUrlError()
  }
  logServerError('[robomatch] unexpected error:', original)
  return apiError(500, 'internal_error')
}

/**
 * The response of a failure (h3 `onError`): its ApiError body and headers, via {@link toApiError}.
 *
 * @example
 * new H3({ onError: toErrorResponse })
 */
export function toErrorResponse(error: unknown): Response {
  const mapped = toApiError(error)
  const headers: HeaderMap = {}
  mapped.headers?.forEach((value, name) => (headers[name] = value))
  return json(mapped.status, mapped.data, headers)
}

/** The 400 of a request URL that cannot be parsed (h3's own, e.g. a bad percent-encoding in the path). */
export function malformedUrlError(): HTTPError<ApiError> {
  return apiError(400, 'validation_error', 'Malformed request URL.')
}

const MAX_BODY_BYTES = 64 * 1024

/**
 * The text of a JSON request body: requires a JSON content type (415), refuses bodies over
 * 64 KiB without reading them all (413), and answers an empty body with a 400; `parseJsonText`
 * parses it (400 on bad JSON).
 *
 * @example
 * const text = await readJsonText(event.req)
 */
export async function readJsonText(request: Request): Promise<string> {
  const type = request.headers.get('content-type')
  if (!type || !isJsonType(type)) throw apiError(415, 'unsupported_media_type')
  const length = request.headers.get('content-length')
  if (length !== null && !(Number(length) <= MAX_BODY_BYTES)) throw apiError(413, 'payload_too_large')
  let text: string
  try {
    text = length !== null ? await request.text() : await readLimited(request)
  } catch (error) {
    if (readApiErrorBody(error)) throw error
    // The client went away mid-body (ECONNRESET, aborted): nobody is left to answer.
    throw apiError(400, 'invalid_json', 'The request body could not be read completely.')
  }
  if (text.length === 0) throw apiError(400, 'invalid_json', 'The request body is empty; send a JSON object.')
  return text
}

/** `JSON.parse`, or the 400 `invalid_json`. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw apiError(400, 'invalid_json')
  }
}

function isJsonType(type: string): boolean {
  const mime = type.split(';', 1)[0].trim().toLowerCase()
  return mime === 'application/json' || (mime.startsWith('application/') && mime.endsWith('+json'))
}

async function readLimited(request: Request): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {})
      throw apiError(413, 'payload_too_large')
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}
