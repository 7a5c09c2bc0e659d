/**
 * What the app tells an observer about the requests it answers (issue 29). The core stays
 * web-standard: it only emits plain events; the Node server records them as Prometheus
 * metrics (`src/server/metrics.ts`). No event carries a key, a key prefix or a client value:
 * routes are the app's own route names, never request paths.
 */
import { HTTPError, type H3Event } from 'h3'
import { readApiErrorBody } from './errors.js'

/** One answered request, or one reason it was refused. */
export type AppEvent =
  | {
      type: 'response'
      /** The route's operationId (`createMatch`), else the matched route pattern, else `unmatched`. */
      route: string
      method: string
      status: number
      /** From the request entering the app to its `Response` being ready. */
      durationMs: number
    }
  | { type: 'limit'; reason: 'rate' | 'quota' | 'abuse' }
  | { type: 'storage_error'; kind: 'timeout' | 'error' }

/** Receives every {@link AppEvent}; must not throw (errors are swallowed). */
export type AppObserver = (event: AppEvent) => void

/** Marks the abuse guard's 429 (same body as a rate limit) so observers can tell it apart. */
export const ABUSE_REJECTION = Symbol.for('robomatch.abuseRejection')

const STARTED = Symbol.for('robomatch.startedAt')

/**
 * The h3 hooks that emit {@link AppEvent}s to `observer`: `onRequest` stamps the start,
 * `onResponse` emits the response, `classifyError` the limit or storage failure behind an error.
 *
 * @example
 * const hooks = observeRequests((event) => console.log(event))
 * new H3({ onRequest: hooks.onRequest, onResponse: hooks.onResponse })
 */
export function observeRequests(observer: AppObserver) {
  const emit = (event: AppEvent) => {
    try {
      observer(event)
    } catch {
      // An observer's failure never changes an answer.
    }
  }
  return {
    onRequest(event: H3Event): void {
      ;(event.context as { [STARTED]?: number })[STARTED] = performance.now()
    },
    onResponse(response: Response, event: H3Event): void {
      const started = (event.context as { [STARTED]?: number })[STARTED]
      const matched = event.context.matchedRoute as { route?: string; meta?: { operationId?: string } } | undefined
      emit({
        type: 'response',
        route: matched?.meta?.operationId ?? matched?.route ?? 'unmatched',
        method: event.req.method,
        status: response.status,
        durationMs: started === undefined ? 0 : performance.now() - started,
      })
    },
    classifyError(error: unknown): void {
      const body = readApiErrorBody(error)
      if (body?.error === 'quota_exceeded') return emit({ type: 'limit', reason: 'quota' })
      if (body?.error === 'rate_limited') return emit({ type: 'limit', reason: (error as { [ABUSE_REJECTION]?: boolean })[ABUSE_REJECTION] ? 'abuse' : 'rate' })
      // Unmapped (h3 wrapped it) or already mapped to the 503 by `toApiError`, which keeps it as the cause.
      const original = HTTPError.isError(error) && (error.unhandled || body?.error === 'storage_unavailable') ? error.cause : error
      if (original instanceof Error && original.name === 'StorageUnavailableError') {
        const cause = (original as { cause?: unknown }).cause
        const text = `${original.message} ${cause instanceof Error ? cause.message : ''}`
        emit({ type: 'storage_error', kind: /timed? ?out/i.test(text) ? 'timeout' : 'error' })
      }
    },
  }
}
