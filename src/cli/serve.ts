import { resolveConfig } from '../config.js'
import { startServer } from '../server/listen.js'

export interface ServeOptions {
  port?: string
  host?: string
  storage?: string
  config?: string
  mock?: boolean
  /** `--no-site` sets false: the API only, no website at `/`. */
  site?: boolean
}

/**
 * `robomatch serve`: resolves the config (flags > env > file), listens, prints the URL,
 * and on a fresh storage creates one starter and one pro key and prints them.
 */
export async function serveCommand(opts: ServeOptions): Promise<void> {
  const config = await resolveConfig({ config: opts.config, storage: opts.storage, port: opts.port, host: opts.host })
  const storage = opts.mock ? 'memory' : config.storage
  const server = await startServer({
    storage,
    port: config.port,
    host: config.host,
    origin: config.origin,
    catalogs: config.catalogsDir,
    tiers: config.tiers,
    mock: opts.mock,
    site: opts.site,
  })
  const out = process.stdout
  out.write(`robomatch listening on ${server.url}/api/v1 (storage: ${describeStorage(storage)}${opts.mock ? ', mock mode' : ''})\n`)
  out.write(`OpenAPI: ${server.url}/api/v1/openapi.json\n`)
  if (opts.site !== false) out.write(`Website: ${server.url}/\n`)

  const keys = await server.app.storage.keys.list()
  if (keys.length === 0) {
    const starter = await server.app.storage.keys.create('starter')
    const pro = await server.app.storage.keys.create('pro')
    out.write(`Created API keys (shown once, keep them):\n  starter  ${starter.key}\n  pro      ${pro.key}\n`)
    out.write(`Try: curl -s -X POST ${server.url}/api/v1/match -H 'Content-Type: application/json' -H 'X-API-Key: ${starter.key}' -d '{"category":"warehouse","facilitySizeSqM":8000}'\n`)
  }
  if (opts.mock) out.write('Mock mode: any rm_test_starter_* / rm_test_pro_* key works; Prefer: code=401|422|429|503 forces errors.\n')

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    process.stderr.write(`robomatch: ${signal}, shutting down\n`)
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))
}

function describeStorage(spec: string): string {
  // Never print Redis credentials.
  if (spec.startsWith('redis')) {
    const url = new URL(spec)
    return `${url.protocol}//${url.host}`
  }
  return spec
}
