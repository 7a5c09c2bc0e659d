/**
 * Request ids (issue 29): with `--log-format json` every answer carries `X-Request-Id` and its
 * log line the same id, so an operator finds the line a client reports. A valid incoming
 * `X-Request-Id` (from a proxy or the client) is kept; anything else is replaced.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Where a request keeps its id: a property, cheaper per request than a WeakMap entry. */
const REQUEST_ID = Symbol('robomatch.requestId')

/** An id we accept from outside: 1–128 visible characters of a token, a UUID or a trace id. */
const VALID_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/

/**
 * Gives the request its id (the incoming one when valid, else a random UUID) and sends it back
 * as `X-Request-Id`.
 *
 * @example
 * assignRequestId(req, res) // res has X-Request-Id; requestIdOf(req) returns it
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id']
  const id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID()
  ;(req as IncomingMessage & { [REQUEST_ID]?: string })[REQUEST_ID] = id
  res.setHeader('x-request-id', id)
  return id
}

/** The id {@link assignRequestId} gave `req`, if any. */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return (req as IncomingMessage & { [REQUEST_ID]?: string })[REQUEST_ID]
}
