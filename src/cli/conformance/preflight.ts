/**
 * The questions `conformance` answers before its checks, one line each: is the URL a
 * robomatch API, is the key accepted, are the keys of the tiers claimed? A wrong URL or key
 * used to produce 19–27 FAIL lines that blamed the server; now it is one line naming the flag.
 * Uses the requests the checks need anyway (the OpenAPI document, the key's vendor listing),
 * so it spends no quota and at most one extra request (the pro key's listing).
 */
import type { ConformanceContext } from './context.js'
import { excerpt } from './expect.js'
import { UnreachableError, type Exchange } from './probe.js'

/** What the preflight found: lines to print, and the problem that stops the run, if any. */
export interface Preflight {
  lines: string[]
  problem?: string
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `HTTP 404 text/html "<!doctype html>…"`: what came back, short enough for one line. */
function brief(exchange: Exchange): string {
  const type = exchange.headers.get('content-type')?.split(';')[0] ?? 'no content type'
  return `HTTP ${exchange.status} ${type} ${JSON.stringify(excerpt(exchange.text, 60))}`
}

/** The API error identifier and message of a response, when it has them. */
function apiError(exchange: Exchange): string {
  const body = exchange.json
  if (isObject(body) && typeof body.error === 'string') {
    return `${body.error}${typeof body.message === 'string' ? `: ${excerpt(body.message, 100)}` : ''}`
  }
  return brief(exchange)
}

/**
 * Runs the preflight. A server that cannot be reached is left to the checks (their first
 * line says "cannot reach …").
 */
export async function runPreflight(ctx: ConformanceContext): Promise<Preflight> {
  const lines: string[] = []
  const base = ctx.probe.base
  try {
    const spec = await ctx.openapi()
    const doc = spec.json
    const paths = isObject(doc) && isObject(doc.paths) ? Object.keys(doc.paths) : []
    const documentsMatch = paths.some((path) => path === '/match' || path === '/api/v1/match')
    if (spec.status !== 200 || !isObject(doc) || typeof doc.openapi !== 'string' || !documentsMatch) {
      return {
        lines,
        problem: `${base} is not a robomatch API: GET /api/v1/openapi.json answered ${brief(spec)}; point --api at the server's base URL, e.g. http://127.0.0.1:8787`,
      }
    }
    lines.push(`robomatch API: yes (OpenAPI ${doc.openapi} at ${base}/openapi.json)`)

    const listing = await ctx.vendors()
    if (listing.status === 401) {
      return {
        lines,
        problem: `--key is not accepted by ${base} (HTTP 401 ${apiError(listing)}); check the key, or list the server's keys with \`robomatch keys list --storage …\``,
      }
    }
    const tier = listing.headers.get('x-api-tier')
    lines.push(`key: accepted${tier ? ` (${tier} tier)` : ` (HTTP ${listing.status})`}`)

    if (ctx.proKey) {
      const pro = await ctx.probe.send({ path: '/vendors?category=warehouse', auth: { apiKey: ctx.proKey } })
      if (pro.status === 401) {
        return { lines, problem: `--pro-key is not accepted by ${base} (HTTP 401 ${apiError(pro)}); check the key` }
      }
      const proTier = pro.headers.get('x-api-tier')
      if (proTier && proTier !== 'pro') {
        const swapped = tier === 'pro' && proTier === 'starter'
        return {
          lines,
          problem: swapped
            ? '--key is a pro key and --pro-key a starter key: swap them (--key takes either tier, --pro-key must be pro)'
            : `--pro-key is a ${proTier} key, not pro; pass a pro key, or leave --pro-key out`,
        }
      }
      lines.push(`pro key: accepted${proTier ? ' (pro tier)' : ''}`)
    }
  } catch (error) {
    if (error instanceof UnreachableError) return { lines: [] }
    throw error
  }
  return { lines }
}
