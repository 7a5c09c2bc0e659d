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
  /** Connection bounds (defaults in `DEFAULT_CONNECTION_LIMITS`, documented in the README). */
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
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"error":"storage_unavailable","message":"Starting up; try again shortly."}')
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
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(`Port ${requested} on ${hostname} is in use: stop what uses it or pick another with --port`)
            : error,
        )
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
