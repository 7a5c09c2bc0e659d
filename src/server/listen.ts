import { toNodeHandler } from 'h3/node'
import type { listen } from 'listhen'
import { DEFAULT_HOST, DEFAULT_PORT } from '../config.js'
import { createApp } from './app.js'
import type { AppOptions, RobomatchApp } from './types.js'

export interface ServerOptions extends AppOptions {
  port?: number
  host?: string
}

type NodeHandler = ReturnType<typeof toNodeHandler>

/**
 * listhen's http-shutdown reads `req.socket` when a response finishes; Node has cleared it
 * by then when the client hung up mid-upload (e.g. after an early 413), which crashed the
 * process. Our 'finish' listener runs first and puts the socket back.
 */
function keepRequestSocket(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    const socket = req.socket
    res.once('finish', () => {
      // Typed read-only, but a plain data property on IncomingMessage.
      if (!req.socket) (req as { socket: typeof socket }).socket = socket
    })
    return handler(req, res)
  }
}

export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:8787`. */
  url: string
  port: number
  app: RobomatchApp
  close(): Promise<void>
}

/**
 * Creates the app and listens with listhen. An explicit port that is taken is an error
 * (listhen would otherwise pick another one silently); port 0 picks a free one.
 *
 * @example
 * const server = await startServer({ port: 0, storage: 'memory' })
 * await fetch(`${server.url}/api/v1/openapi.json`)
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const app = await createApp(options)
  const requested = options.port ?? DEFAULT_PORT
  const hostname = options.host ?? DEFAULT_HOST
  const handler = toNodeHandler(app.h3)
  let listener: Awaited<ReturnType<typeof listen>>
  try {
    // Loaded here, not at import: `import 'robomatch'` for createApp alone never pays listhen's load time.
    const { listen } = await import('listhen')
    listener = await listen(keepRequestSocket(handler), {
      port: requested === 0 ? { random: true, host: hostname } : { port: requested, host: hostname },
      hostname,
      showURL: false,
      open: false,
      qr: false,
      clipboard: false,
      public: false,
      autoClose: false,
    })
  } catch (error) {
    await app.close()
    throw error
  }
  const port = listener.address.port
  if (requested !== 0 && port !== requested) {
    await listener.close()
    await app.close()
    throw new Error(`Port ${requested} on ${hostname} is in use: stop what uses it or pick another with --port`)
  }
  // Slow or idle clients must not hold the server: bound header and request time.
  const server = listener.server
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  server.keepAliveTimeout = 5_000

  const host = hostname.includes(':') ? `[${hostname}]` : hostname
  return {
    url: `http://${host}:${port}`,
    port,
    app,
    close: async () => {
      await listener.close()
      await app.close()
    },
  }
}
