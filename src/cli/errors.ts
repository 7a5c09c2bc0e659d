/**
 * CLI errors and how they are shown: one line on stderr (per-field lines for validation
 * errors), never a stack trace unless `--debug`. Exit codes follow PRODUCT.md §4:
 * 0 success, 1 failed checks or API/network errors, 2 usage errors.
 */

/** Exit codes of every command. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const

/** A usage problem found after parsing (missing `--category`, value out of bounds): exit 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** Body of an API error response, as far as the CLI relies on it. */
export interface ApiErrorBody {
  error: string
  message: string
  fields?: Record<string, string>
  period?: string
  limit?: number
  used?: number
}

/** The API answered with a non-2xx status: exit 1 with its `message` and `error` code. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError'
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message)
  }
}

/** The API could not be reached at all (connection refused, DNS, timeout): exit 1. */
export class NetworkError extends Error {
  override name = 'NetworkError'
}

/**
 * Reads an ApiError out of any response body; bodies that are not ApiError-shaped (a proxy's
 * HTML page, say) become a generic `http_<status>` error so the user still learns the status.
 */
export function toApiErrorBody(status: number, body: unknown): ApiErrorBody {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>
    if (typeof record.error === 'string' && typeof record.message === 'string') {
      return record as unknown as ApiErrorBody
    }
  }
  return {
    error: `http_${status}`,
    message: `the API answered HTTP ${status} without an ApiError body; check that --api points at a robomatch server`,
  }
}

/**
 * Describes a failed `fetch` as "cannot reach URL: CODE", digging the system error code
 * (ECONNREFUSED, ENOTFOUND, …) out of undici's `cause` chain.
 */
export function describeNetworkError(url: string, error: unknown): NetworkError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new NetworkError(`cannot reach ${url}: no answer within 15 s (timeout); check the server and --api`)
  }
  let code: string | undefined
  let deepest = error instanceof Error ? error.message : String(error)
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const candidate = (current as Error & { code?: unknown }).code
    if (typeof candidate === 'string') {
      code = candidate
      break
    }
    // Happy-eyeballs failures wrap one error per address in an AggregateError.
    const inner = (current as Error & { errors?: unknown[] }).errors?.[0]
    if (current.message) deepest = current.message
    current = (current as Error & { cause?: unknown }).cause ?? inner
  }
  const reason = code ?? deepest
  return new NetworkError(`cannot reach ${url}: ${reason}`)
}

/** Exit code for an error thrown by a command. */
export function exitCodeOf(error: unknown): number {
  if (error instanceof UsageError) return EXIT.usage
  if (error instanceof Error && error.name === 'ConfigError') return EXIT.usage
  // A catalogs folder named by the config (or --config) that is missing or invalid is a setup mistake.
  if (error instanceof Error && error.name === 'CatalogError') return EXIT.usage
  if (error instanceof Error && error.name === 'ExitPromptError') return 130
  return EXIT.failed
}

/**
 * The lines to print on stderr for an error: `error: …` first, then per-field messages of a
 * validation error, then the stack when `debug` is on.
 */
export function formatError(error: unknown, debug = false): string[] {
  const lines: string[] = []
  if (error instanceof ApiRequestError) {
    const { body, status } = error
    let line = `error: ${oneLine(body.message)} (${body.error}, HTTP ${status})`
    if (body.period !== undefined && body.limit !== undefined) {
      line += ` — used ${body.used ?? '?'} of ${body.limit} in ${body.period}`
    }
    lines.push(line)
    for (const [field, message] of Object.entries(body.fields ?? {})) {
      lines.push(`  ${field}: ${oneLine(message)}`)
    }
  } else if (error instanceof Error && error.name === 'ExitPromptError') {
    lines.push('error: cancelled')
  } else if (error instanceof Error && error.name === 'CatalogError') {
    lines.push(`error: invalid catalogs (the config's "catalogs" folder): ${oneLine(error.message)}`)
  } else if (error instanceof Error) {
    lines.push(`error: ${oneLine(error.message) || error.name}`)
  } else {
    lines.push(`error: ${oneLine(String(error))}`)
  }
  if (debug && error instanceof Error && error.stack) lines.push(error.stack)
  return lines
}

/** Collapses a message onto one line. */
export function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/g, ' ').trim()
}
