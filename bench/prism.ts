/**
 * Prism 5 (`@stoplight/prism-cli`) mocking robomatch's own served OpenAPI document: the
 * mock-server comparison of the benchmark. Prism is not a dependency of the package; the
 * benchmark installs it once into `.tmp/prism` (gitignored) with npm, and leaves the row out,
 * saying why, when that fails (offline, registry unreachable) or Prism does not start.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from '../test/helpers/ports.js'
import { ROOT, startServerChild, type ServerChild } from './children.js'

const PRISM_DIR = join(ROOT, '.tmp', 'prism')
const PRISM_BIN = join(PRISM_DIR, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js')

/** Installs Prism 5 into `.tmp/prism` unless it is there; returns why not when it cannot. */
export function ensurePrism(): { ok: true; version: string } | { ok: false; reason: string } {
  if (!existsSync(PRISM_BIN)) {
    mkdirSync(PRISM_DIR, { recursive: true })
    const install = spawnSync('npm', ['install', '--prefix', PRISM_DIR, '--no-audit', '--no-fund', '--no-save', '--silent', '@stoplight/prism-cli@5'], {
      cwd: PRISM_DIR,
      encoding: 'utf8',
      timeout: 300_000,
    })
    if (install.status !== 0 || !existsSync(PRISM_BIN)) {
      return {
        ok: false,
        reason: `n/a: npm could not install @stoplight/prism-cli@5 (${(install.stderr || install.error?.message || '').trim().split('\n').pop() ?? 'no output'})`,
      }
    }
  }
  const version = spawnSync(process.execPath, [PRISM_BIN, '--version'], { encoding: 'utf8', timeout: 30_000 })
  if (version.status !== 0) return { ok: false, reason: `n/a: Prism does not run on Node ${process.version} (${version.stderr.trim().split('\n').pop()})` }
  return { ok: true, version: version.stdout.trim() }
}

/**
 * Starts `prism mock` on the document at `documentPath`. Prism serves the document's paths
 * without its `servers` prefix: POST /match, not /api/v1/match.
 *
 * @example
 * const prism = await startPrism('/tmp/openapi.json')
 */
export async function startPrism(documentPath: string): Promise<ServerChild> {
  const port = await freePort()
  const child = await startServerChild(
    'prism',
    process.execPath,
    [PRISM_BIN, 'mock', '--host', '127.0.0.1', '--port', String(port), '--errors', 'false', documentPath],
    /Prism is listening on (http:\/\/[\d.]+:\d+)/,
    { timeoutMs: 60_000, env: { NO_COLOR: '1', FORCE_COLOR: '0' } },
  )
  return child
}
