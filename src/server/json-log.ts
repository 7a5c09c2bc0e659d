/**
 * `serve --log-format json` (issue 29): one JSON object per answered request, written by
 * `pino` (loaded only in this format):
 *
 * `{"level":30,"time":"2026-11-25T12:00:01.234Z","pid":41,"msg":"request","method":"POST","path":"/api/v1/match","status":200,"durationMs":3.1,"key":"rm_live_AbC1…","requestId":"…"}`
 *
 * The same rules as the human log: never a full key (`key` is a prefix or null), query values
 * other than category/region/locale masked, click-link queries dropped. Control characters are
 * escaped: JSON escapes U+0000–U+001F itself, and this writer escapes DEL, U+0080–U+009F and
 * the line separators too, so no value can move a terminal's cursor or split a line; parsing
 * the line gives the value back unchanged.
 */
import dc from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { requestIdOf } from './request-id.js'

/** How the log shows a request's path and key (the human log's own rules, `src/cli/serve.ts`). */
export interface LoggedFields {
  /** The path as logged: query values masked, secrets in paths cut. */
  path(url: string): string
  /** The key prefix a request carried, `-` when none. */
  key(headers: IncomingMessage['headers']): string
}

/** Where lines go: a stream (`process.stdout`, synchronous for files and pipes on Linux). */
export type LogOut = Pick<NodeJS.WritableStream, 'write'>

/** Characters JSON leaves raw that a terminal or a line-based collector may act on. */
const UNSAFE = /[\u007f-\u009f\u2028\u2029]/g

/** `line` with DEL, C1 controls and line separators written as JSON `\uXXXX` escapes. */
export function escapeControlCharacters(line: string): string {
  return line.replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

const REQUEST_START = Symbol('robomatch.jsonLogStart')

/**
 * Logs one JSON line per answered request on `out`, through Node's http diagnostics channels
 * (like the human log: the server stays untouched and the log sees what the client got). Lines
 * go out together at most 20 ms after the first (or at once past 32 KiB). Resolves to a stop
 * function that unsubscribes and writes what is pending (awaited on shutdown).
 *
 * @example
 * const stop = await logRequestsAsJson(process.stdout, { path: loggedPath, key: keyPrefixOf })
 * await stop()
 */
export async function logRequestsAsJson(
  out: LogOut,
  fields: LoggedFields,
  now: () => number = performance.now.bind(performance),
): Promise<() => Promise<void>> {
  const { pino } = await import('pino')
  let pending = ''
  let flushing: NodeJS.Timeout | undefined
  const flush = (done?: () => void) => {
    clearTimeout(flushing)
    flushing = undefined
    if (pending.length === 0) return done?.()
    const lines = pending
    pending = ''
    out.write(lines, done ? () => done() : undefined)
  }
  const destination = {
    write(line: string) {
      pending += escapeControlCharacters(line)
      if (pending.length >= 32 * 1024) flush()
      else flushing ??= setTimeout(flush, 20)
    },
  }
  const logger = pino({ timestamp: pino.stdTimeFunctions.isoTime, base: { pid: process.pid } }, destination)

  type Timed = IncomingMessage & { [REQUEST_START]?: number }
  const onStart = (message: unknown) => {
    ;(message as { request: Timed }).request[REQUEST_START] = now()
  }
  const onFinish = (message: unknown) => {
    const { request, response } = message as { request: Timed; response: ServerResponse }
    const started = request[REQUEST_START]
    const key = fields.key(request.headers)
    logger.info(
      {
        method: request.method ?? '?',
        path: fields.path(request.url ?? '/'),
        status: response.statusCode,
        durationMs: started === undefined ? null : Math.round((now() - started) * 10) / 10,
        key: key === '-' ? null : key,
        requestId: requestIdOf(request) ?? null,
      },
      'request',
    )
  }
  dc.subscribe('http.server.request.start', onStart)
  dc.subscribe('http.server.response.finish', onFinish)
  return () => {
    dc.unsubscribe('http.server.request.start', onStart)
    dc.unsubscribe('http.server.response.finish', onFinish)
    return new Promise<void>((resolve) => flush(resolve))
  }
}
