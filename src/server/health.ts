/**
 * `GET /healthz` and `GET /readyz` (issue 29): outside `/api/v1`, no key, answered by the Node
 * server itself, so they answer from the moment the port is bound, before the app is built.
 *
 * - `/healthz`: 200 while the process runs (a liveness probe: restart only when this fails).
 * - `/readyz`: 200 only when the app is built, the server is not stopping, and storage
 *   answers within a second; 503 otherwise (start-up, shutdown, Redis down or frozen). It
 *   recovers by itself: every probe asks storage again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** How long storage may take to answer a readiness probe before the answer is 503. */
const READY_TIMEOUT_MS = 1000

/** The paths the Node server answers before the app: probes and metrics. */
export const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

/** Why `/readyz` says 503, or undefined when ready. */
export type NotReady = 'starting' | 'stopping' | 'storage'

/**
 * A readiness check over `probe` (a storage read): concurrent probes share one storage call,
 * and a call slower than `timeoutMs` counts as down.
 *
 * @example
 * const ready = checkStorageReadiness(() => storage.hasKeys())
 * if (!(await ready())) res.writeHead(503)
 */
export function checkStorageReadiness(probe: () => Promise<unknown>, timeoutMs = READY_TIMEOUT_MS): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined
  return () => {
    inFlight ??= new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs)
      timer.unref()
      probe().then(
        () => resolve(true),
        () => resolve(false),
      )
    }).finally(() => {
      inFlight = undefined
    })
    return inFlight
  }
}

const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' }

/** `/healthz`: the process runs. */
export function answerHealth(req: IncomingMessage, res: ServerResponse): void {
  if (!allowProbeMethod(req, res)) return
  res.writeHead(200, JSON_HEADERS).end(req.method === 'HEAD' ? undefined : '{"status":"ok"}')
}

/** `/readyz`: 200 `{"status":"ready"}`, or 503 naming why not (`starting`, `stopping`, `storage`). */
export async function answerReadiness(
  req: IncomingMessage,
  res: ServerResponse,
  state: () => NotReady | undefined,
  storageReady: () => Promise<boolean>,
): Promise<void> {
  if (!allowProbeMethod(req, res)) return
  let reason = state()
  if (reason === undefined && !(await storageReady())) reason = 'storage'
  const body = reason === undefined ? '{"status":"ready"}' : JSON.stringify({ status: 'not_ready', reason })
  if (res.writableEnded || res.destroyed) return
  res.writeHead(reason === undefined ? 200 : 503, reason === undefined ? JSON_HEADERS : { ...JSON_HEADERS, 'retry-after': '1' })
  res.end(req.method === 'HEAD' ? undefined : body)
}

function allowProbeMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true
  res
    .writeHead(405, { ...JSON_HEADERS, allow: 'GET, HEAD' })
    .end(JSON.stringify({ error: 'method_not_allowed', message: `${req.method} is not allowed here; use GET or HEAD.` }))
  return false
}

/** The path of a request URL without its query (`/readyz?x` → `/readyz`). */
export function pathOf(url: string | undefined): string {
  if (!url) return '/'
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}
