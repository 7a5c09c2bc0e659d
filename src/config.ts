/**
 * Configuration: `robomatch.config.json` (or `--config FILE` / `ROBOMATCH_CONFIG`), then
 * environment, then flags — flags beat environment, environment beats the file.
 * Paths in the file (`storage: "fs:…"`, `catalogs`) are relative to the file's folder.
 */
import { readFile } from 'node:fs/promises'
import { dirname, isAbsolute, resolve } from 'node:path'
import * as v from 'valibot'
import { BillingConfigSchema, type BillingConfig } from './billing/config.js'
import { TierOverridesSchema, mergeTierOverrides } from './core/tier-overrides.js'
import type { TierTable } from './engine/tiers.js'
import { productMessage } from './schemas/messages.js'
import { parseStorageSpec, STORAGE_SPEC_HINT } from './storage/spec.js'

/** An invalid configuration; the message names the file and the bad key. The CLI exits 2. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Connection bounds of `serve` (slow or idle clients must not starve real ones). */
export interface ConnectionLimits {
  /** Open sockets at most; more are refused at once. */
  maxConnections: number
  /** A client must send its request headers within this many ms. */
  headersTimeoutMs: number
  /** A client must send its whole request within this many ms. */
  requestTimeoutMs: number
  /** An idle keep-alive socket is closed after this many ms. */
  keepAliveTimeoutMs: number
}

/** Defaults of `server` in the config file (docs/configuration.md). */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 1000,
  headersTimeoutMs: 5000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5000,
}

/** On SIGTERM/SIGINT, requests in flight get this long to finish (config `server.shutdownGraceMs`). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000

/** Request log formats of `serve`. */
const LOG_FORMATS = ['human', 'json'] as const
type LogFormat = (typeof LOG_FORMATS)[number]

const PositiveInt = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'))

const ServerSchema = v.pipe(
  v.strictObject({
    maxConnections: v.optional(PositiveInt),
    headersTimeoutMs: v.optional(PositiveInt),
    requestTimeoutMs: v.optional(PositiveInt),
    keepAliveTimeoutMs: v.optional(PositiveInt),
    /** How long requests in flight may take to finish on SIGTERM/SIGINT (default 10 s). */
    shutdownGraceMs: v.optional(PositiveInt),
  }),
  v.check(
    (server) =>
      (server.headersTimeoutMs ?? DEFAULT_CONNECTION_LIMITS.headersTimeoutMs) <= (server.requestTimeoutMs ?? DEFAULT_CONNECTION_LIMITS.requestTimeoutMs),
    'headersTimeoutMs must not exceed requestTimeoutMs',
  ),
)

const ConfigFileSchema = v.strictObject({
  $schema: v.optional(v.string()),
  origin: v.optional(v.pipe(v.string('must be a string'), v.url('must be an absolute URL such as https://robots.example.com'))),
  /** Behind a reverse proxy: click links use X-Forwarded-Host / X-Forwarded-Proto, client addresses X-Forwarded-For. */
  trustProxy: v.optional(v.boolean('must be true or false')),
  /** Addresses of further proxies in front, skipped from the right of X-Forwarded-For. */
  trustedProxies: v.optional(v.array(v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')), 'must be a list of addresses')),
  server: v.optional(ServerSchema),
  storage: v.optional(v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'))),
  catalogs: v.optional(v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'))),
  port: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0), v.maxValue(65535))),
  host: v.optional(v.pipe(v.string('must be a string'), v.minLength(1))),
  tiers: v.optional(TierOverridesSchema),
  /** Selling access with Stripe (off unless present; README "Selling access with Stripe"). */
  billing: v.optional(BillingConfigSchema),
  /** Prometheus text at /metrics (docs/operations.md); the bearer token comes from ROBOMATCH_METRICS_TOKEN. */
  metrics: v.optional(v.boolean('must be true or false')),
  /** Request log format: `human` (default) or `json` (one object per line). */
  logFormat: v.optional(v.picklist(LOG_FORMATS, 'must be "human" or "json"')),
})
type ConfigFile = v.InferOutput<typeof ConfigFileSchema>

export interface ResolvedConfig {
  /** Public origin of click links; unset: the address `serve` listens on. */
  origin?: string
  trustProxy: boolean
  trustedProxies: string[]
  connections: ConnectionLimits
  /** How long requests in flight may take to finish on SIGTERM/SIGINT. */
  shutdownGraceMs: number
  /** Serve Prometheus metrics at /metrics. */
  metrics: boolean
  /** Bearer token `/metrics` requires (ROBOMATCH_METRICS_TOKEN), if any. */
  metricsToken?: string
  logFormat: LogFormat
  /** Storage spec: `memory`, `fs:/abs/dir`, or `redis://…`. */
  storage: string
  /** Absolute catalogs directory, when not the package's own. */
  catalogsDir?: string
  tiers: TierTable
  port: number
  host: string
  /** The config file that was read, if any. */
  configFile?: string
  /** Stripe billing as configured (its secret is read from the environment by `serve`). */
  billing?: BillingConfig
}

export interface ConfigFlags {
  config?: string
  storage?: string
  port?: string | number
  host?: string
  origin?: string
  trustProxy?: boolean
  metrics?: boolean
  logFormat?: string
}

const DEFAULT_CONFIG_FILE = 'robomatch.config.json'
export const DEFAULT_PORT = 8787
export const DEFAULT_HOST = '127.0.0.1'

/**
 * Resolves the effective configuration.
 *
 * @example
 * const config = await resolveConfig({ port: '9000' })
 * // config.storage === 'memory' unless the file or ROBOMATCH_STORAGE says otherwise
 */
export async function resolveConfig(flags: ConfigFlags = {}, env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Promise<ResolvedConfig> {
  const explicit = flags.config ?? env.ROBOMATCH_CONFIG
  const configPath = resolve(cwd, explicit ?? DEFAULT_CONFIG_FILE)
  const file = await readConfigFile(configPath, explicit !== undefined)
  const fileDir = dirname(configPath)

  const storageSpec = flags.storage ?? env.ROBOMATCH_STORAGE
  const storage =
    storageSpec !== undefined
      ? normalizeStorage(storageSpec, cwd, flags.storage !== undefined ? '--storage' : 'ROBOMATCH_STORAGE')
      : normalizeStorage(file?.storage ?? 'memory', fileDir, `${configPath}: storage`)

  const portValue = flags.port ?? env.ROBOMATCH_PORT
  const port = portValue !== undefined ? parsePort(portValue, flags.port !== undefined ? '--port' : 'ROBOMATCH_PORT') : (file?.port ?? DEFAULT_PORT)

  const originFlag = flags.origin ?? env.ROBOMATCH_ORIGIN
  const origin = originFlag ?? file?.origin
  if (originFlag !== undefined && !isHttpUrl(originFlag)) {
    const source = flags.origin !== undefined ? '--origin' : 'ROBOMATCH_ORIGIN'
    throw new ConfigError(`${source} must be an absolute http(s) URL such as https://robots.example.com (got "${originFlag}")`)
  }

  const logFormat = flags.logFormat ?? file?.logFormat ?? 'human'
  if (!(LOG_FORMATS as readonly string[]).includes(logFormat)) throw new ConfigError(`--log-format must be human or json (got "${logFormat}")`)
  const { shutdownGraceMs, ...connections } = file?.server ?? {}

  return {
    origin: origin?.replace(/\/+$/, ''),
    trustProxy: flags.trustProxy ?? file?.trustProxy ?? false,
    trustedProxies: file?.trustedProxies ?? [],
    connections: { ...DEFAULT_CONNECTION_LIMITS, ...connections },
    shutdownGraceMs: shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS,
    metrics: flags.metrics ?? file?.metrics ?? false,
    ...(env.ROBOMATCH_METRICS_TOKEN ? { metricsToken: env.ROBOMATCH_METRICS_TOKEN } : {}),
    logFormat: logFormat as LogFormat,
    storage,
    catalogsDir: file?.catalogs ? resolve(fileDir, file.catalogs) : undefined,
    tiers: mergeTierOverrides(file?.tiers),
    port,
    host: flags.host ?? file?.host ?? DEFAULT_HOST,
    configFile: file ? configPath : undefined,
    ...(file?.billing ? { billing: file.billing } : {}),
  }
}

async function readConfigFile(path: string, required: boolean): Promise<ConfigFile | undefined> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if (!required && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new ConfigError(`Cannot read config file ${path}: ${(error as Error).message}`)
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new ConfigError(`Config file ${path} is not valid JSON: ${(error as Error).message}`)
  }
  // valibot's object schemas take an array as an object with no keys: `[]` would configure nothing, silently.
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ConfigError(
      `Invalid config file ${path}: must be a JSON object such as {"storage": "fs:./.robomatch"}, got ${Array.isArray(data) ? 'a list' : JSON.stringify(data)}`,
    )
  }
  const result = v.safeParse(ConfigFileSchema, data)
  if (!result.success) {
    const issue = result.issues[0]
    const key = issue.path?.map((item: { key: unknown }) => String(item.key)).join('.')
    const message = issue.kind === 'schema' && issue.expected === 'never' ? 'is not a known key' : productMessage(issue.message)
    throw new ConfigError(`Invalid config file ${path}: ${key ? `"${key}" ${message}` : message}`)
  }
  return result.output
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}

function normalizeStorage(spec: string, baseDir: string, source: string): string {
  const parsed = parseStorageSpec(spec)
  if (!parsed) throw new ConfigError(`${source}: unknown storage "${spec}": ${STORAGE_SPEC_HINT}`)
  if (parsed.kind !== 'fs') return spec
  return `fs:${isAbsolute(parsed.dir) ? parsed.dir : resolve(baseDir, parsed.dir)}`
}

function parsePort(value: string | number, source: string): number {
  const port = typeof value === 'number' ? value : Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535 || (typeof value === 'string' && !/^\d+$/.test(value))) {
    throw new ConfigError(`${source} must be a port number from 0 to 65535 (got "${value}")`)
  }
  return port
}
