/**
 * Prometheus metrics of `serve --metrics` (issue 29), through `prom-client`, loaded only when
 * metrics are on. The web-standard core emits {@link AppEvent}s (`src/core/events.ts`); this
 * file records them. Labels are route names, methods, statuses and reasons: never a key, a key
 * prefix or a request path, so their number stays bounded.
 *
 * Under `--workers`, each worker records its own requests and a scrape of any worker answers
 * the sum over all of them: the worker asks the primary, which gathers every worker's metrics
 * (prom-client's `AggregatorRegistry`, over the cluster's IPC channel).
 *
 * Names and meanings: docs/operations.md ("Metrics").
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AppEvent, AppObserver } from '../core/events.js'

/** Options of {@link createMetrics}. */
export interface MetricsOptions {
  /** When set, `/metrics` needs `Authorization: Bearer <token>` (401 otherwise). */
  token?: string
}

/** The metrics of one server process. */
export interface ServerMetrics {
  /** Records an app event (pass as `createApp({ observe })`). */
  observe: AppObserver
  /** Answers `GET /metrics` with the Prometheus text (every worker's sum under `--workers`). */
  answer(req: IncomingMessage, res: ServerResponse): Promise<void>
  /** The Prometheus text of this process alone. */
  text(): Promise<string>
}

/** Latency buckets in seconds: a JSON answer takes ~1 ms; Redis round trips and stalls take longer. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/** The click route's operationId: a 302 from it is a click followed. */
const CLICK_ROUTE = 'followClickLink'

const REQUEST_TYPE = 'robomatch:metrics-request'
const REPLY_TYPE = 'robomatch:metrics-reply'
/** How long a worker waits for the primary's gathered metrics. */
const CLUSTER_WAIT_MS = 5000

/**
 * Creates the registry with robomatch's metrics and Node's default process metrics.
 *
 * @example
 * const metrics = await createMetrics({ token: process.env.ROBOMATCH_METRICS_TOKEN })
 * const app = await createApp({ observe: metrics.observe })
 */
export async function createMetrics(options: MetricsOptions = {}): Promise<ServerMetrics> {
  const prom = await import('prom-client')
  const cluster = (await import('node:cluster')).default
  const registry = new prom.Registry()
  prom.collectDefaultMetrics({ register: registry })
  const requests = new prom.Counter({
    name: 'robomatch_http_requests_total',
    help: 'Requests answered by the app, by route (operationId or route pattern), method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  })
  const latency = new prom.Histogram({
    name: 'robomatch_http_request_duration_seconds',
    help: 'Time from a request entering the app to its answer being ready, by route and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const rejections = new prom.Counter({
    name: 'robomatch_limit_rejections_total',
    help: 'Requests refused with 429, by reason: rate (requests per minute), quota (matches per month), abuse (failed-request guard).',
    labelNames: ['reason'] as const,
    registers: [registry],
  })
  const storageErrors = new prom.Counter({
    name: 'robomatch_storage_errors_total',
    help: 'Requests answered 503 because storage failed, by kind: timeout (no answer in time, e.g. a frozen Redis) or error.',
    labelNames: ['kind'] as const,
    registers: [registry],
  })
  const clicks = new prom.Counter({
    name: 'robomatch_clicks_total',
    help: 'Vendor click links followed (302 answers of GET /out).',
    registers: [registry],
  })
  // Every series exists from the start, so a dashboard shows 0 rather than "no data".
  for (const reason of ['rate', 'quota', 'abuse'] as const) rejections.inc({ reason }, 0)
  for (const kind of ['timeout', 'error'] as const) storageErrors.inc({ kind }, 0)

  const observe = (event: AppEvent) => {
    if (event.type === 'response') {
      requests.inc({ route: event.route, method: event.method, status: event.status })
      latency.observe({ route: event.route, method: event.method }, event.durationMs / 1000)
      if (event.route === CLICK_ROUTE && event.method === 'GET' && event.status === 302) clicks.inc()
    } else if (event.type === 'limit') rejections.inc({ reason: event.reason })
    else storageErrors.inc({ kind: event.kind })
  }

  let gather: () => Promise<string> = () => registry.metrics()
  if (cluster.isWorker) {
    // Constructing one registers prom-client's answer to the primary's requests; ours is the registry it reads.
    new prom.AggregatorRegistry()
    prom.AggregatorRegistry.setRegistries([registry])
    gather = askPrimary
  }

  const expected = options.token ? digest(options.token) : undefined
  return {
    observe,
    text: () => registry.metrics(),
    async answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Use GET.\n')
        return
      }
      if (expected) {
        const presented = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
        if (!presented || !timingSafeEqual(digest(presented), expected)) {
          res.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"', 'content-type': 'text/plain' }).end('Metrics need the bearer token.\n')
          return
        }
      }
      try {
        const text = await gather()
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text)
      } catch (error) {
        res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' }).end(`Metrics unavailable: ${(error as Error).message}\n`)
      }
    },
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

let nextRequest = 0

/** A worker's scrape: the primary gathers every worker's metrics and sends back the sum. */
function askPrimary(): Promise<string> {
  const id = nextRequest++
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const reply = message as { type?: string; id?: number; text?: string; error?: string }
      if (reply?.type !== REPLY_TYPE || reply.id !== id) return
      done()
      if (reply.text !== undefined) resolve(reply.text)
      else reject(new Error(reply.error ?? 'no answer from the primary'))
    }
    const timer = setTimeout(() => {
      done()
      reject(new Error('the primary did not gather the workers’ metrics in time'))
    }, CLUSTER_WAIT_MS)
    const done = () => {
      clearTimeout(timer)
      process.off('message', onMessage)
    }
    process.on('message', onMessage)
    process.send?.({ type: REQUEST_TYPE, id })
  })
}

/**
 * In the primary of `serve --workers --metrics`: answers a worker's request for the cluster's
 * metrics with every worker's, summed (histograms and counters add up).
 */
export async function gatherWorkerMetrics(): Promise<void> {
  const prom = await import('prom-client')
  const cluster = (await import('node:cluster')).default
  const aggregator = new prom.AggregatorRegistry()
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST_TYPE) return
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: REPLY_TYPE, id: message.id, text }),
      (error: Error) => worker.send({ type: REPLY_TYPE, id: message.id, error: error.message }),
    )
  })
}
