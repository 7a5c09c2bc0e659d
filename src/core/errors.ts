import { HTTPError } from 'h3'
import type { ApiError, ErrorCode } from '../schemas/api.js'

export type HeaderMap = Record<string, string>

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  invalid_json: 'The request body is not valid JSON.',
  validation_error: 'The request is invalid; see fields for what to fix.',
  unauthorized: 'Missing or invalid API key: send it as X-API-Key or Authorization: Bearer.',
  rate_limited: 'Rate limit exceeded for this API key; retry after the time in Retry-After.',
  quota_exceeded: 'Monthly match quota exceeded for this API key.',
  engine_error: 'The match engine could not produce a recommendation for this profile.',
  not_found: 'Not found; the endpoints are listed in /api/v1/openapi.json.',
  method_not_allowed: 'Method not allowed; the methods of each endpoint are listed in /api/v1/openapi.json.',
  payload_too_large: 'The request body is larger than 64 KiB.',
  unsupported_media_type: 'Send the body as JSON with Content-Type: application/json.',
  storage_unavailable: 'The storage backend is unavailable; try again shortly.',
  internal_error: 'Internal error; try again, and report it if it persists.',
}

/**
 * Builds h3's `HTTPError` carrying an ApiError body in `data` (and extra response headers),
 * with the default message of its code unless one is given. The app's one `onError` turns it
 * into the response.
 *
 * @example
 * throw apiError(404, 'not_found', 'No route GET /api/v1/nope.')
 */
export function apiError(
  status: number,
  error: ErrorCode,
  message: string = DEFAULT_MESSAGES[error],
  extra: Omit<ApiError, 'error' | 'message'> = {},
  headers?: HeaderMap,
): HTTPError<ApiError> {
  return new HTTPError<ApiError>({ status, message, data: { error, message, ...extra }, headers })
}

/**
 * The ApiError body an error carries, when it is one of ours (built by {@link apiError}).
 *
 * @example
 * const body = readApiErrorBody(error) // → { error: 'unauthorized', message: '…' } | undefined
 */
export function readApiErrorBody(error: unknown): ApiError | undefined {
  if (!HTTPError.isError(error)) return undefined
  const data = (error as HTTPError).data as Partial<ApiError> | undefined
  return data && typeof data.error === 'string' && typeof data.message === 'string' ? (data as ApiError) : undefined
}
