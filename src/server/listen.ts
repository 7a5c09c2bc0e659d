import dc from 'node:diagnostics_channel'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { toNodeHandler } from 'h3/node'
import { DEFAULT_CONNECTION_LIMITS, DEFAULT_HOST, DEFAULT_PORT, DEFAULT_SHUTDOWN_GRACE_MS, type ConnectionLimits } from '../config.js'
import { openStorage } from '../storage/index.js'
import { createApp } from './app.js'
import { answerHealth, answerReadiness, checkStorageReadiness, OPERATIONS_PATHS, pathOf, type NotReady } from './health.js'
import type { MetricsOptions, ServerMetrics } from './metrics.js'
import { assignRequestId } from './request-id.js'
import type { AppOptions, RobomatchApp } from './types.js'

export interface ServerOptions extends AppOptions {
  port?: number
  host?: string
  /** Connection bounds (defaults in `DEFAULT_CONNECTION_LIMITS`, documented in docs/configuration.md). */
  connections?: Partial<ConnectionLimits>
  /** Prometheus metrics at `/metrics` (`--metrics`); off (404) when absent or false. */
  metrics?: boolean | MetricsOptions
  /** Send `X-Request-Id` on every answer (kept from a valid incoming one); `--log-format json` turns it on. */
  requestIds?: boolean
  /** How long `close()` lets requests in flight finish before cutting their connections (default 10 s). */
  shutdownGraceMs?: number
}

export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:8787`. */
  url: string
  port: number
  app: RobomatchApp
  /** The metrics recorded, when `metrics` is on. */
  metrics?: ServerMetrics
  /**
   * Stops accepting, lets requests in flight finish (idle and finished keep-alive connections
   * are closed), and cuts what is still busy after the grace. `/readyz` answers 503 from the start.
   */
  drain(): Promise<void>
  /** `drain()`, then releases the app and the storage it opened. */
  close(): Promise<void>
}

/** How often Node looks for connections past their header or request timeout. */
const CONNECTIONS_CHECK_MS = 1000

/**
 * Listens with Node's http server, bounded so slow or idle clients cannot starve real ones:
 * at most `maxConnections` sockets (more are refused at once), headers within
 * `headersTimeoutMs`, the whole request within `requestTimeoutMs`, idle keep-alive sockets
 * closed after `keepAliveTimeoutMs`; timeouts are checked every second (Node's default is 30 s,
 * which let half-sent headers hold a socket that long).
 *
 * A storage spec is opened exclusively (a directory store takes its lock), and click links
 * use `origin`, else the address listened on: never a request's Host header (see `trustProxy`).
 * An explicit port that is taken is an error; port 0 picks a free one.
 *
 * @example
 * const server = await startServer({ port: 0, storage: 'memory' })
 * await fetch(`${server.url}/api/v1/openapi.json`)
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const limits: ConnectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections }
  const requested = options.port ?? DEFAULT_PORT
  const hostname = options.host ?? DEFAULT_HOST
  const graceMs = options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS
  // Storage first: a locked or unreadable store stops here, before the port is taken.
  const ownsStorage = typeof options.storage !== 'object'
  const storage = typeof options.storage === 'object' ? options.storage : await openStorage(options.storage ?? 'memory', { exclusive: true })
  let metrics: ServerMetrics | undefined
  try {
    if (options.metrics) metrics = await (await import('./metrics.js')).createMetrics(options.metrics === true ? {} : options.metrics)
  } catch (error) {
    if (ownsStorage) await storage.dispose().catch(() => {})
    throw error
  }
  let handler: ((req: IncomingMessage, res: ServerResponse) => unknown) | undefined
  /** Requests that came before the app was built: answered once it is (not a 503 "starting up"). */
  let waiting: (() => void)[] | undefined = []
  let state: NotReady | undefined = 'starting'
  const storageReady = checkStorageReadiness(() => storage.hasKeys())
  const requestIds = options.requestIds ?? false
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    },
    (req, res) => {
      if (requestIds) assignRequestId(req, res)
      // A request on a kept-alive connection while stopping: answered, then the connection closes.
      if (state === 'stopping') res.setHeader('connection', 'close')
      const path = pathOf(req.url)
      if (OPERATIONS_PATHS.has(path)) {
        if (path === '/healthz') return answerHealth(req, res)
        if (path === '/readyz') return answerReadiness(req, res, () => state, storageReady)
        if (metrics) return metrics.answer(req, res)
      }
      if (handler) return handler(req, res)
      if (waiting) return void waiting.push(() => (handler ? handler(req, res) : unavailable(res)))
      unavailable(res)
    },
  )
  server.maxConnections = limits.maxConnections
  let draining: Promise<void> | undefined
  const drain = () =>
    (draining ??= new Promise<void>((resolve) => {
      state = 'stopping'
      if (!server.listening) return resolve()
      // A kept-alive connection whose request finishes now is idle: close it at once rather
      // than after its keep-alive timeout (Node closes idle connections only when close starts).
      const closeIdle = () => setImmediate(() => server.closeIdleConnections())
      dc.subscribe('http.server.response.finish', closeIdle)
      const cut = setTimeout(() => server.closeAllConnections(), graceMs)
      cut.unref()
      server.close(() => {
        clearTimeout(cut)
        dc.unsubscribe('http.server.response.finish', closeIdle)
        resolve()
      })
    }))

  let app: RobomatchApp
  let url: string
  let port: number
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        reject(error.code === 'EADDRINUSE' ? new Error(`Port ${requested} on ${hostname} is in use: stop what uses it or pick another with --port`) : error)
      })
      server.listen(requested, hostname, () => resolve())
    })
    port = (server.address() as AddressInfo).port
    url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`
    app = await createApp({ ...options, storage, origin: options.origin ?? url, observe: options.observe ?? metrics?.observe })
  } catch (error) {
    releaseWaiting(waiting)
    waiting = undefined
    await drain()
    if (ownsStorage) await storage.dispose().catch(() => {})
    throw error
  }
  handler = toNodeHandler(app.h3)
  state = undefined
  releaseWaiting(waiting)
  waiting = undefined
  const running = app
  let closing: Promise<void> | undefined
  return {
    url,
    port,
    app: running,
    metrics,
    drain,
    close: () =>
      (closing ??= (async () => {
        await drain()
        await running.close()
        if (ownsStorage) await storage.dispose()
      })()),
  }
}

/** Answers the requests held during start-up (or 503s them when start-up failed). */
function releaseWaiting(waiting: (() => void)[] | undefined): void {
  for (const answer of waiting ?? []) answer()
}

function unavailable(res: ServerResponse): void {
  res
    .writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
    .end('{"error":"storage_unavailable","message":"The server is not serving; try again shortly."}')
}

/** Options of {@link superviseWorkers}. */
export interface WorkersOptions {
  /** How many worker processes to run. */
  count: number
  /** Where the supervisor writes its own lines (default stderr). */
  log?: (line: string) => void
  /** The workers' shutdown grace: on SIGTERM the primary waits this long (plus 5 s) for them to finish. */
  shutdownGraceMs?: number
  /** Workers serve `/metrics`: the primary gathers theirs for each scrape. */
  metrics?: boolean
}

/** A worker that dies within this long of its start is not replaced (a crash loop, e.g. a bad config). */
const WORKER_MIN_UPTIME_MS = 5000

/**
 * Runs `count` copies of this process as node:cluster workers sharing one listening port (the
 * primary hands connections out round-robin) and supervises them: resolves once every worker
 * listens, with their pids; replaces a worker that dies after running a while; on SIGINT /
 * SIGTERM passes SIGTERM on (each worker finishes its requests in flight and exits) and exits 0
 * once every worker has. A worker that fails at start stops the whole set (exit 1).
 *
 * Limits are shared only through storage every worker opens: `serve --workers` requires Redis.
 *
 * @example
 * if (cluster.isPrimary) await superviseWorkers({ count: 4 })
 */
export async function superviseWorkers(options: WorkersOptions): Promise<number[]> {
  const cluster = (await import('node:cluster')).default
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`))
  if (options.metrics) await (await import('./metrics.js')).gatherWorkerMetrics()
  let stopping = false
  const started = new Map<number, number>()
  const fork = () => {
    const worker = cluster.fork()
    started.set(worker.id, Date.now())
    return worker
  }
  const stopAll = (code: number) => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
    if (workers.length === 0) process.exit(code)
    let left = workers.length
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1
        if (left === 0) process.exit(code)
      })
      worker.process.kill('SIGTERM')
    }
    // Each worker drains its requests (bounded by the grace) and exits; one that hangs is not waited for.
    setTimeout(() => process.exit(code), (options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS) + 5000).unref()
  }
  process.once('SIGINT', () => stopAll(0))
  process.once('SIGTERM', () => stopAll(0))

  const workers = Array.from({ length: options.count }, fork)
  const pids = await new Promise<number[]>((resolve) => {
    let listening = 0
    for (const worker of workers) {
      worker.once('listening', () => {
        listening += 1
        if (listening === workers.length) resolve(workers.map((w) => w.process.pid ?? 0))
      })
    }
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return
      const uptime = Date.now() - (started.get(worker.id) ?? 0)
      if (listening < workers.length || uptime < WORKER_MIN_UPTIME_MS) {
        log(
          `robomatch: worker ${worker.process.pid} exited (${signal ?? code}) ${uptime < WORKER_MIN_UPTIME_MS ? 'right after it started' : 'before every worker listened'}; stopping`,
        )
        stopAll(1)
        return
      }
      log(`robomatch: worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
      fork()
    })
  })
  return pids
}
