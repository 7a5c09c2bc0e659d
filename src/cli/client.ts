/**
 * How a command talks to the API: one small interface, two implementations.
 * `remote` calls a running server with fetch; `local` answers in-process through the very
 * same h3 app (memory storage, mock mode), so both print the same thing for one request.
 */
import { ApiRequestError, describeNetworkError, toApiErrorBody, UsageError } from './errors.js'

/** One API answer: status, headers, parsed JSON body (text when not JSON) and latency. */
export interface ApiResponse {
  status: number
  headers: Headers
  body: unknown
  /** Wall time of the request in milliseconds. */
  ms: number
}

/** The only thing commands need from the API. */
export interface ApiClient {
  /** Human description of where requests go, e.g. `http://host/api/v1` or `local (pro)`. */
  readonly target: string
  /** True for the in-process app: its click links point at a server that is not running. */
  readonly local?: boolean
  /** Sends one request; `path` is relative to `/api/v1` (e.g. `/match`). Never throws on HTTP status. */
  request(method: string, path: string, body?: unknown): Promise<ApiResponse>
  /** Releases what the client holds (the local app's storage). */
  close(): Promise<void>
}

/** Connection flags shared by match, vendors, home and replay. */
export interface ConnectionOptions {
  api?: string
  key?: string
  local?: boolean
  tier?: 'starter' | 'pro'
  config?: string
}

/** Options of the local client. */
export interface LocalClientOptions {
  tier?: 'starter' | 'pro'
  /** Config file whose tier limits and catalogs the local app uses. */
  config?: string
  /**
   * Lift the per-minute rate limit and the monthly quota (replay against yourself should
   * not wait a minute every 60 fixtures); vendor counts per tier stay as configured.
   */
  unlimited?: boolean
}

const REQUEST_TIMEOUT_MS = 15_000
/** Origin of the in-process app: the default `robomatch serve` address, so links look familiar. */
const LOCAL_ORIGIN = 'http://127.0.0.1:8787'

/**
 * Normalises an API URL to end in `/api/v1`, accepting it with or without that suffix
 * and with or without a trailing slash.
 *
 * @example
 * normaliseApiUrl('http://localhost:8787') // 'http://localhost:8787/api/v1'
 */
export function normaliseApiUrl(api: string): string {
  let url: URL
  try {
    url = new URL(api)
  } catch {
    throw new UsageError(`--api must be an http(s) URL such as http://127.0.0.1:8787, got "${api}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--api must be an http(s) URL such as http://127.0.0.1:8787, got "${api}"`)
  }
  let path = url.pathname.replace(/\/+$/, '')
  if (!path.endsWith('/api/v1')) path += '/api/v1'
  return `${url.origin}${path}`
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * A client for a running server. Sends the key as `X-API-Key`; times out after 15 s.
 *
 * @example
 * const client = createRemoteClient({ api: 'http://127.0.0.1:8787', key: 'rm_live_…' })
 */
function createRemoteClient(options: { api: string; key: string }): ApiClient {
  const base = normaliseApiUrl(options.api)
  return {
    target: base,
    async request(method, path, body) {
      const url = `${base}${path}`
      const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': options.key }
      if (body !== undefined) headers['content-type'] = 'application/json'
      const started = performance.now()
      let response: Response
      try {
        response = await fetch(url, {
          method,
          headers,
          // oxlint-disable-next-line unicorn/no-invalid-fetch-options -- GET requests never carry a body here (body is undefined for them)
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
      } catch (error) {
        throw describeNetworkError(url, error)
      }
      const parsed = await readBody(response)
      return { status: response.status, headers: response.headers, body: parsed, ms: performance.now() - started }
    },
    async close() {},
  }
}

/**
 * A client that answers in-process with `createApp({ storage: 'memory', mock: true })` and
 * the key `rm_test_<tier>_local`. The server modules are imported only here.
 */
async function createLocalClient(options: LocalClientOptions = {}): Promise<ApiClient> {
  const tier = options.tier ?? 'pro'
  const [{ createApp }, { resolveConfig }] = await Promise.all([import('../server/app.js'), import('../config.js')])
  // Only the config file is relevant here: the local app never uses the configured storage.
  const config = await resolveConfig({ config: options.config, storage: 'memory' })
  let tiers = config.tiers
  if (options.unlimited) {
    const lift = (limits: typeof tiers.pro) => ({
      ...limits,
      requestsPerMinute: Number.MAX_SAFE_INTEGER,
      matchesPerMonth: Number.MAX_SAFE_INTEGER,
    })
    tiers = { starter: lift(tiers.starter), pro: lift(tiers.pro) }
  }
  const app = await createApp({
    storage: 'memory',
    mock: true,
    // The CLI only calls the API: no website (and no preact to load).
    site: false,
    tiers,
    origin: config.origin ?? LOCAL_ORIGIN,
    ...(config.catalogsDir ? { catalogs: config.catalogsDir } : {}),
  })
  const key = `rm_test_${tier}_local`
  const base = `${LOCAL_ORIGIN}/api/v1`
  return {
    target: `local (${tier} tier, in-process)`,
    local: true,
    async request(method, path, body) {
      const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': key }
      if (body !== undefined) headers['content-type'] = 'application/json'
      const started = performance.now()
      const response = await app.fetch(
        new Request(`${base}${path}`, {
          method,
          headers,
          // oxlint-disable-next-line unicorn/no-invalid-fetch-options -- GET requests never carry a body here (body is undefined for them)
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      )
      const parsed = await readBody(response)
      return { status: response.status, headers: response.headers, body: parsed, ms: performance.now() - started }
    },
    close: () => app.close(),
  }
}

/**
 * Picks the client for a command's flags: `--local` or `--api` (or `ROBOMATCH_API_URL`);
 * neither means local. `--api` needs `--key` or `ROBOMATCH_API_KEY`; `--key` without an API
 * is a usage error (local mode has no keys).
 */
export async function createClient(
  options: ConnectionOptions,
  extra: Pick<LocalClientOptions, 'unlimited'> = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<ApiClient> {
  if (options.local && options.api) {
    throw new UsageError('--api and --local cannot be used together; pick one')
  }
  const api = options.local ? undefined : (options.api ?? (env.ROBOMATCH_API_URL || undefined))
  if (api === undefined && options.key !== undefined) {
    // A key with nowhere to send it used to run locally as pro, silently: say so instead.
    throw new UsageError(
      options.local
        ? '--key does not apply to --local (it answers in-process without keys); drop --key, or use --tier starter|pro'
        : '--key needs --api URL (or ROBOMATCH_API_URL); without them the command runs --local, which has no keys (use --tier)',
    )
  }
  if (api === undefined) {
    return createLocalClient({ tier: options.tier, config: options.config, ...extra })
  }
  if (options.tier) {
    process.stderr.write(`note: --tier applies to --local only; with --api the key decides the tier\n`)
  }
  const key = options.key ?? (env.ROBOMATCH_API_KEY || undefined)
  if (!key) {
    throw new UsageError(`missing --key for ${api}: pass --key K or set ROBOMATCH_API_KEY (or use --local)`)
  }
  return createRemoteClient({ api, key })
}

/** Throws {@link ApiRequestError} for a non-2xx response; returns it otherwise. */
export function expectOk(response: ApiResponse): ApiResponse {
  if (response.status < 200 || response.status > 299) {
    throw new ApiRequestError(response.status, toApiErrorBody(response.status, response.body))
  }
  return response
}
