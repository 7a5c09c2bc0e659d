/**
 * The HTTP side of `robomatch conformance`: one request at a time with global fetch, a
 * 10 s timeout, the raw and parsed body kept for reporting, and a count of the successful
 * matches (the monthly quota the run spends).
 */
import { describeNetworkError } from '../errors.js'

/** Timeout of every conformance request. */
const REQUEST_TIMEOUT_MS = 10_000

/** One request and its answer, kept whole so a check can say what came back. */
export interface Exchange {
  method: string
  url: string
  status: number
  headers: Headers
  /** Raw body text. */
  text: string
  /** Parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown
  /** Client clock (ms) just before sending and just after the body arrived. */
  sentAt: number
  receivedAt: number
}

/** How a request authenticates. */
type Auth = { apiKey: string } | { bearer: string } | undefined

/** What to send. `path` is relative to `/api/v1`; `url` (absolute) wins over it. */
export interface RequestSpec {
  method?: string
  path?: string
  url?: string
  auth?: Auth
  /** JSON body, sent with `content-type: application/json`. */
  json?: unknown
  /** Raw body text (with `contentType`, default application/json). */
  body?: string
  contentType?: string
  /** Do not follow redirects (click links). */
  manualRedirect?: boolean
}

/** The server could not be reached at all (refused, DNS, timeout). */
export class UnreachableError extends Error {
  override name = 'UnreachableError'
}

const MATCH_PATHS = new Set(['/match', '/home/match'])

/** Sends the conformance requests against one API base (ending in `/api/v1`). */
export class Probe {
  /** Successful (2xx) POST /match and POST /home/match answers so far. */
  matchesSpent = 0
  /** Called with every successful match answer (any key). */
  onMatchSuccess?: (exchange: Exchange, spec: RequestSpec) => void

  constructor(readonly base: string) {}

  /** Sends one request; never throws on an HTTP status, throws UnreachableError on network failure. */
  async send(spec: RequestSpec): Promise<Exchange> {
    const method = spec.method ?? (spec.json !== undefined || spec.body !== undefined ? 'POST' : 'GET')
    const url = spec.url ?? `${this.base}${spec.path ?? ''}`
    const headers: Record<string, string> = { accept: 'application/json' }
    if (spec.auth && 'apiKey' in spec.auth) headers['x-api-key'] = spec.auth.apiKey
    if (spec.auth && 'bearer' in spec.auth) headers.authorization = `Bearer ${spec.auth.bearer}`
    let body: string | undefined
    if (spec.json !== undefined) {
      body = JSON.stringify(spec.json)
      headers['content-type'] = 'application/json'
    } else if (spec.body !== undefined) {
      body = spec.body
      headers['content-type'] = spec.contentType ?? 'application/json'
    }
    const sentAt = Date.now()
    let text: string
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        redirect: spec.manualRedirect ? 'manual' : 'follow',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      text = await response.text()
    } catch (error) {
      throw unreachable(url, error)
    }
    const exchange: Exchange = {
      method,
      url,
      status: response.status,
      headers: response.headers,
      text,
      json: parseJson(text),
      sentAt,
      receivedAt: Date.now(),
    }
    if (method === 'POST' && isMatchPath(url, this.base) && response.ok) {
      this.matchesSpent++
      this.onMatchSuccess?.(exchange, spec)
    }
    return exchange
  }
}

function isMatchPath(url: string, base: string): boolean {
  return url.startsWith(base) && MATCH_PATHS.has(url.slice(base.length).split('?')[0])
}

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function unreachable(url: string, error: unknown): UnreachableError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new UnreachableError(`cannot reach ${url}: no answer within ${REQUEST_TIMEOUT_MS / 1000} s (timeout)`)
  }
  return new UnreachableError(describeNetworkError(url, error).message)
}
