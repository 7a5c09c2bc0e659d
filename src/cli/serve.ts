/**
 * `robomatch serve`: resolves the config (flags > env > file), checks that the port and host
 * can be used (one line and exit 2 when not, before any key is minted), listens, prints URLs
 * that can be opened as printed, logs one line per request, and on a fresh storage creates
 * one starter and one pro key and prints them.
 */
import cluster from 'node:cluster'
import dc from 'node:diagnostics_channel'
import { lookup } from 'node:dns/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer, isIP } from 'node:net'
import { networkInterfaces } from 'node:os'
import { resolveConfig } from '../config.js'
import { readClientAddress, type ProxyTrust } from '../core/client-address.js'
import { startServer, superviseWorkers } from '../server/listen.js'
import type { RobomatchStorage } from '../storage/types.js'
import { UsageError } from './errors.js'
import { stylesFor } from './style.js'

export interface ServeOptions {
  port?: string
  host?: string
  storage?: string
  config?: string
  mock?: boolean
  origin?: string
  trustProxy?: boolean
  /** No request log. */
  quiet?: boolean
  /** `--no-site` sets false: the API only, no website at `/`. */
  site?: boolean
  /** Worker processes sharing the port (node:cluster); needs Redis storage. */
  workers?: string
  /** Prometheus text at /metrics. */
  metrics?: boolean
  /** `human` (default) or `json`. */
  logFormat?: string
}

/**
 * Whether `serve` should mint its demo keys: only on a store with no key at all. Reads no key
 * file (a store with 100,000 keys starts as fast as an empty one), and rejects when the store
 * cannot be read, so an unreadable store never gets fresh keys.
 */
export function needsDemoKeys(storage: RobomatchStorage): Promise<boolean> {
  return storage.hasKeys().then((has) => !has)
}

/** How long a host name may take to resolve before `serve` gives up on it. */
const HOST_LOOKUP_MS = 3_000

/**
 * Resolves `host` to the address to bind, failing fast with a message naming the host: a
 * name that does not resolve within 3 s is a usage error, not a 20 s hang inside the listener.
 */
async function resolveBindHost(host: string, timeoutMs = HOST_LOOKUP_MS): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1')
  if (isIP(bare)) return bare
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })), timeoutMs)
  })
  try {
    const { address } = await Promise.race([lookup(bare), timeout])
    return address
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown'
    throw new UsageError(`--host ${host} does not resolve (${code}); use an address of this machine such as 127.0.0.1 or 0.0.0.0`)
  } finally {
    clearTimeout(timer)
  }
}

/** The machine's own IPv4 addresses (non-internal first), for messages and for 0.0.0.0 URLs. */
function machineAddresses(interfaces = networkInterfaces()): string[] {
  const all = Object.values(interfaces).flatMap((list) => list ?? [])
  return all
    .filter((entry) => entry.family === 'IPv4')
    .sort((a, b) => Number(a.internal) - Number(b.internal))
    .map((entry) => entry.address)
}

/**
 * Binds and releases `port` on `host` once, so a taken port or an address this machine does
 * not have is one line naming it (exit 2) instead of a fallback port or a listener error.
 * Port 0 only checks the host.
 */
async function checkCanListen(port: number, host: string, shownHost = host): Promise<void> {
  const probe = createServer()
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject)
      probe.listen({ port, host, exclusive: true }, () => resolve())
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') {
      throw new UsageError(`port ${port} on ${shownHost} is in use: stop what uses it, or pick another with --port (0 picks a free one)`)
    }
    if (code === 'EADDRNOTAVAIL') {
      const own = ['0.0.0.0', ...machineAddresses()].join(', ')
      throw new UsageError(`--host ${shownHost} is not an address of this machine (EADDRNOTAVAIL); use one of ${own}`)
    }
    if (code === 'EACCES') {
      throw new UsageError(`port ${port} on ${shownHost} needs privileges (EACCES); pick a port above 1023 with --port`)
    }
    throw new UsageError(`cannot listen on ${shownHost}:${port} (${code ?? (error as Error).message})`)
  } finally {
    await new Promise<void>((resolve) => (probe.listening ? probe.close(() => resolve()) : resolve()))
  }
}

/**
 * URLs a person can open for a server bound to `host`: a wildcard bind (0.0.0.0, ::) is shown
 * as 127.0.0.1 first, then the machine's other addresses; any other host as itself.
 */
export function openableBases(host: string, port: number, addresses: string[] = machineAddresses()): string[] {
  const wrap = (address: string) => (address.includes(':') ? `[${address}]` : address)
  if (host === '0.0.0.0' || host === '::' || host === '[::]') {
    const others = addresses.filter((address) => address !== '127.0.0.1')
    return [`http://127.0.0.1:${port}`, ...others.map((address) => `http://${wrap(address)}:${port}`)]
  }
  return [`http://${wrap(host.replace(/^\[(.*)\]$/, '$1'))}:${port}`]
}

/** First 12 characters of the key a request carried (header or bearer), `-` when none. */
export function keyPrefixOf(headers: IncomingMessage['headers']): string {
  const header = headers['x-api-key']
  const fromHeader = Array.isArray(header) ? header[0] : header
  const key = fromHeader || /^Bearer\s+(\S+)/i.exec(headers.authorization ?? '')?.[1]
  if (!key) return '-'
  return key.length > 12 ? `${key.slice(0, 12)}…` : key
}

/** Query parameters whose values are logged; any other value (a key pasted into a URL, say) is not. */
const LOGGED_QUERY_VALUES = new Set(['category', 'region', 'locale'])

/** The request path as logged: known query values kept, other values masked, click-link queries dropped. */
export function loggedPath(url: string): string {
  // The common case, a plain API path, as it is.
  if (!url.includes('?') && !url.startsWith('/keys/recover/')) return escapeLogged(url)
  const [fullPath, query] = url.split('?', 2)
  // A recovery link's token rotates a key: it is a secret, like a key.
  const path = escapeLogged(fullPath.replace(/^\/keys\/recover\/[^/]+/, '/keys/recover/…'))
  if (query === undefined || path === '/out' || path.startsWith('/out/') || path.startsWith('/api/v1/out')) return path
  const params = new URLSearchParams(query)
  const shown = [...params].map(([name, value]) => `${escapeLogged(name)}=${LOGGED_QUERY_VALUES.has(name) ? escapeLogged(value) : '…'}`)
  return `${path}?${shown.join('&')}`
}

/** Control characters (C0, DEL, C1), line separators and the backslash that introduces the escapes. */
const UNSAFE_IN_LOG = /[\\\p{Cc}\u2028\u2029]/gu

/**
 * `text` safe to write into a log line: a decoded `%0A` cannot start a forged line and `%1B`
 * cannot send terminal control sequences; each such character is written as `\xNN` / `\uNNNN`
 * (and a backslash as `\\`), so the line still shows what was sent.
 * @example escapeLogged('GB\n12:00:00 GET /admin') // → 'GB\\x0a12:00:00 GET /admin'
 */
function escapeLogged(text: string): string {
  return text.replace(UNSAFE_IN_LOG, (char) => {
    if (char === '\\') return '\\\\'
    const code = char.charCodeAt(0)
    return code > 0xff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\x${code.toString(16).padStart(2, '0')}`
  })
}

/**
 * `12:00:01 POST /api/v1/match 200 3 ms rm_live_AbC1… 203.0.113.7`. Never a full key: the key
 * column is a prefix and query values other than category/region/locale are masked. Values a
 * client sent (query, key prefix, forwarded address) are escaped (`escapeLogged`).
 */
export function requestLogLine(entry: {
  /** When, or its `HH:MM:SS` (UTC) already written. */
  at: Date | string
  method: string
  url: string
  status: number
  ms: number
  key: string
  /** The client's address (`readClientAddress`), when known. */
  address?: string
  paint?: ReturnType<typeof stylesFor>
}): string {
  const path = loggedPath(entry.url)
  const time = typeof entry.at === 'string' ? entry.at : entry.at.toISOString().slice(11, 19)
  const paint = entry.paint
  const status = String(entry.status)
  const coloured = !paint ? status : entry.status >= 500 ? paint.red(status) : entry.status >= 400 ? paint.yellow(status) : paint.green(status)
  const address = entry.address === undefined ? '' : ` ${escapeLogged(entry.address)}`
  return `${time} ${entry.method} ${path} ${coloured} ${Math.round(entry.ms)} ms ${escapeLogged(entry.key)}${address}`
}

/** Where `logRequests` keeps a request's start time: a property, cheaper per request than a WeakMap entry. */
const REQUEST_START = Symbol('robomatch.requestStart')

/**
 * Logs one line per answered request on `out`, through Node's http diagnostics channels: the
 * server stays untouched and the log sees exactly what the client got. Returns an unsubscribe.
 * Lines go out together, at most 20 ms after the first of them (or at once past 32 KiB, and
 * on unsubscribe): one write per request was a visible share of the server's CPU under load
 * (issue 18; the numbers are in `npm run bench`'s output). The work per request is kept small:
 * the start time is a property of the request (not a WeakMap entry), the time of day is
 * formatted once per second, and the key prefix of the previous line is reused while the key
 * is the same.
 */
export function logRequests(
  out: NodeJS.WritableStream & { isTTY?: boolean },
  now: () => number = performance.now.bind(performance),
  trust: ProxyTrust = {},
): () => void {
  const paint = stylesFor(out)
  type Timed = IncomingMessage & { [REQUEST_START]?: number }
  const onStart = (message: unknown) => {
    ;(message as { request: Timed }).request[REQUEST_START] = now()
  }
  const onFinish = (message: unknown) => {
    const { request, response } = message as { request: Timed; response: ServerResponse }
    const ms = now() - (request[REQUEST_START] ?? now())
    // The time to the second, written once per second at most.
    const second = Math.floor(Date.now() / 1000)
    if (second !== lastSecond) {
      lastSecond = second
      lastTime = new Date(second * 1000).toISOString().slice(11, 19)
    }
    const keyHeader = request.headers['x-api-key'] || request.headers.authorization
    if (keyHeader !== lastKeyHeader) {
      lastKeyHeader = keyHeader
      lastKey = keyPrefixOf(request.headers)
    }
    const forwardedFor = request.headers['x-forwarded-for']
    const address = readClientAddress(request.socket?.remoteAddress, Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor, trust)
    pending += `${requestLogLine({ at: lastTime, method: request.method ?? '?', url: request.url ?? '/', status: response.statusCode, ms, key: lastKey, address, paint })}\n`
    if (pending.length >= 32 * 1024) flush()
    else flushing ??= setTimeout(flush, 20)
  }
  let pending = ''
  let lastSecond = -1
  let lastTime = ''
  let lastKeyHeader: string | string[] | undefined
  let lastKey = keyPrefixOf({})
  let flushing: NodeJS.Timeout | undefined
  const flush = () => {
    clearTimeout(flushing)
    flushing = undefined
    if (pending.length === 0) return
    const lines = pending
    pending = ''
    out.write(lines)
  }
  dc.subscribe('http.server.request.start', onStart)
  dc.subscribe('http.server.response.finish', onFinish)
  return () => {
    dc.unsubscribe('http.server.request.start', onStart)
    dc.unsubscribe('http.server.response.finish', onFinish)
    clearTimeout(flushing)
    flush()
  }
}

export async function serveCommand(opts: ServeOptions): Promise<void> {
  if (opts.mock && opts.storage !== undefined) {
    throw new UsageError('--mock always uses memory storage; drop --storage, or drop --mock to serve from that storage')
  }
  const config = await resolveConfig({
    config: opts.config,
    storage: opts.storage,
    port: opts.port,
    host: opts.host,
    origin: opts.origin,
    trustProxy: opts.trustProxy,
    metrics: opts.metrics,
    logFormat: opts.logFormat,
  })
  if (opts.mock && config.storage !== 'memory') {
    process.stderr.write(`note: --mock uses memory storage; ignoring the configured storage ${describeStorage(config.storage)}\n`)
  }
  const storage = opts.mock ? 'memory' : config.storage
  // Secrets come from the environment the config names; a missing one stops here (exit 2).
  const billing = config.billing ? (await import('../billing/config.js')).resolveBillingSecrets(config.billing, process.env) : undefined
  const workers = readWorkers(opts.workers)
  if (workers > 1 && !storage.startsWith('redis')) {
    throw new UsageError(
      `--workers ${workers} needs Redis storage (--storage redis://HOST:PORT): with ${storage.startsWith('fs:') ? 'a directory store only one process may serve' : 'memory storage each worker would keep its own limits'}`,
    )
  }
  const bindHost = await resolveBindHost(config.host)
  // In a worker the port is the primary's (shared); the primary checked it.
  if (!cluster.isWorker) await checkCanListen(config.port, bindHost, config.host)
  if (workers > 1 && cluster.isPrimary) {
    const pids = await superviseWorkers({ count: workers, metrics: config.metrics, shutdownGraceMs: config.shutdownGraceMs })
    process.stdout.write(`robomatch: ${workers} workers (pids ${pids.join(', ')}) share the port and one set of limits in Redis\n`)
    return
  }
  // Worker 1 speaks for the set (URLs, demo keys); the others only serve and log requests.
  const speaks = !cluster.isWorker || cluster.worker?.id === 1
  let server
  try {
    server = await startServer({
      billing,
      storage,
      port: config.port,
      host: config.host,
      origin: config.origin,
      trustProxy: config.trustProxy,
      trustedProxies: config.trustedProxies,
      connections: config.connections,
      catalogs: config.catalogsDir,
      tiers: config.tiers,
      mock: opts.mock,
      site: opts.site,
      metrics: config.metrics && { token: config.metricsToken },
      requestIds: config.logFormat === 'json',
      shutdownGraceMs: config.shutdownGraceMs,
    })
  } catch (error) {
    // The port was free a moment ago; another process took it in between.
    if (error instanceof Error && /is in use/.test(error.message)) throw new UsageError(error.message)
    throw error
  }
  const out = process.stdout
  const [base, ...others] = openableBases(config.host, server.port)
  if (speaks) out.write(`robomatch listening on ${base}/api/v1 (storage: ${describeStorage(storage)}${opts.mock ? ', mock mode' : ''})\n`)
  if (speaks && others.length > 0) out.write(`Also on this machine's other addresses: ${others.map((url) => `${url}/api/v1`).join(', ')}\n`)
  if (speaks) out.write(`OpenAPI: ${base}/api/v1/openapi.json\n`)
  if (speaks && opts.site !== false) out.write(`Website: ${base}/\n`)
  if (speaks && billing)
    out.write(`Billing: Stripe webhook at ${config.origin ?? base}/billing/stripe/webhook (${Object.keys(billing.paymentLinks).length} payment link(s))\n`)

  let mint = false
  try {
    if (speaks) mint = await needsDemoKeys(server.app.storage)
  } catch (error) {
    await server.close().catch(() => {})
    throw error
  }
  if (mint) {
    const { createManualSubscription } = await import('../storage/manual-subscription.js')
    const starter = await createManualSubscription(server.app.storage, 'starter')
    const pro = await createManualSubscription(server.app.storage, 'pro')
    // The one place full keys are printed: how a newcomer gets in. Request and error logs never carry keys.
    out.write(`Created API keys (demo keys for a first try; shown once, keep them):\n  starter  ${starter.key}\n  pro      ${pro.key}\n`)
    out.write(
      `Try: curl -s -X POST ${base}/api/v1/match -H 'Content-Type: application/json' -H 'X-API-Key: ${starter.key}' -d '{"category":"warehouse","facilitySizeSqM":8000}'\n`,
    )
  }
  if (speaks && opts.mock) out.write('Mock mode: any rm_test_starter_* / rm_test_pro_* key works; Prefer: code=401|422|429|503 forces errors.\n')
  const stopLog: () => void | Promise<void> = opts.quiet
    ? () => {}
    : config.logFormat === 'json'
      ? await (await import('../server/json-log.js')).logRequestsAsJson(out, { path: loggedPath, key: keyPrefixOf })
      : logRequests(out, undefined, { trustProxy: config.trustProxy, trustedProxies: config.trustedProxies })
  if (speaks && config.metrics) out.write(`Metrics: ${base}/metrics${config.metricsToken ? ' (bearer token from ROBOMATCH_METRICS_TOKEN)' : ''}\n`)
  if (speaks) out.write(`Health: ${base}/healthz, readiness: ${base}/readyz\n`)
  // SIGTERM/SIGINT: stop accepting, finish requests in flight, flush the log, close storage, exit 0.
  // Installed before the last start-up line: a signal sent as soon as that line is read must find
  // the handler (installed after it, a SIGTERM on a loaded machine could land while the module was
  // still loading, and Node's default would end the process mid-request).
  const { stopOnSignals } = await import('../server/shutdown.js')
  stopOnSignals({ drain: server.drain, flushLog: stopLog, close: server.close, graceMs: config.shutdownGraceMs })
  // Always the last start-up line: scripts (and tests) know the keys above it are printed.
  if (speaks)
    out.write(opts.quiet ? 'Ctrl-C stops the server.\n' : 'Requests are logged below, one line each (--quiet turns this off). Ctrl-C stops the server.\n')
}

/** `--workers N`: 1 (default) serves in this process; more fork node:cluster workers. */
function readWorkers(text: string | undefined): number {
  if (text === undefined) return 1
  const count = Number(text)
  if (!Number.isInteger(count) || count < 1 || count > 256) throw new UsageError(`--workers must be a whole number from 1 to 256 (got "${text}")`)
  return count
}

function describeStorage(spec: string): string {
  // Never print Redis credentials.
  if (spec.startsWith('redis')) {
    const url = new URL(spec)
    return `${url.protocol}//${url.host}`
  }
  return spec
}
