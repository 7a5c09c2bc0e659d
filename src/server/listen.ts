import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { toNodeHandler } from 'h3/node'
import { DEFAULT_CONNECTION_LIMITS, DEFAULT_HOST, DEFAULT_PORT, type ConnectionLimits } from '../config.js'
import { openStorage } from '../storage/index.js'
import { createApp } from './app.js'
import type { AppOptions, RobomatchApp } from './types.js'

export interface ServerOptions extends AppOptions {
  port?: number
  host?: string
  /** Connection bounds (defaults in `DEFAULT_CONNECTION_LIMITS`, documented in docs/configuration.md). */
  connections?: Partial<ConnectionLimits>
}

export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:8787`. */
  url: string
  port: number
  app: RobomatchApp
  close(): Promise<void>
}

/** How often Node looks for connections past their header or request timeout. */
const CONNECTIONS_CHECK_MS = 1000
/** On close, connections still busy after this long are cut. */
const CLOSE_GRACE_MS = 3000

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
  // Storage first: a locked or unreadable store stops here, before the port is taken.
  const ownsStorage = typeof options.storage !== 'object'
  const storage = typeof options.storage === 'object' ? options.storage : await openStorage(options.storage ?? 'memory', { exclusive: true })
  let handler: ((req: IncomingMessage, res: ServerResponse) => unknown) | undefined
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    },
    (req, res) => {
      if (handler) return handler(req, res)
      res
        .writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
        .end('{"error":"storage_unavailable","message":"Starting up; try again shortly."}')
    },
  )
  server.maxConnections = limits.maxConnections
  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS)
      cut.unref()
      server.close(() => {
        clearTimeout(cut)
        resolve()
      })
      server.closeIdleConnections()
    })

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
    app = await createApp({ ...options, storage, origin: options.origin ?? url })
  } catch (error) {
    await closeServer()
    if (ownsStorage) await storage.dispose().catch(() => {})
    throw error
  }
  handler = toNodeHandler(app.h3)
  const running = app
  return {
    url,
    port,
    app: running,
    close: async () => {
      await closeServer()
      await running.close()
      if (ownsStorage) await storage.dispose()
    },
  }
}

/** Options of {@link superviseWorkers}. */
export interface WorkersOptions {
  /** How many worker processes to run. */
  count: number
  /** Where the supervisor writes its own lines (default stderr). */
  log?: (line: string) => void
}

/** A worker that dies within this long of its start is not replaced (a crash loop, e.g. a bad config). */
const WORKER_MIN_UPTIME_MS = 5000

/**
 * Runs `count` copies of this process as node:cluster workers sharing one listening port (the
 * primary hands connections out round-robin) and supervises them: resolves once every worker
 * listens, with their pids; replaces a worker that dies after running a while; on SIGINT /
 * SIGTERM stops them all and exits. A worker that fails at start stops the whole set (exit 1).
 *
 * Limits are shared only through storage every worker opens: `serve --workers` requires Redis.
 *
 * @example
 * if (cluster.isPrimary) await superviseWorkers({ count: 4 })
 */
export async function superviseWorkers(options: WorkersOptions): Promise<number[]> {
  const cluster = (await import('node:cluster')).default
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`))
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
    setTimeout(() => process.exit(code), CLOSE_GRACE_MS + 2000).unref()
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
