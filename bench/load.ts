/**
 * One autocannon load run with the benchmark's fixed settings (50 connections), summarised
 * into the numbers the report shows.
 */
import autocannon from 'autocannon'

/** Connections of every load run: the same for every target, so the ratios compare. */
export const CONNECTIONS = 50

/** One request of a run's cycle (autocannon's `requests` entries). */
export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
  /**
   * Bodies handed out in turn across all connections (one shared counter), instead of `body`:
   * every request of a run gets the next one, so no two connections send the same body at once.
   */
  bodies?: string[]
}

/** What one run measured. */
export interface LoadResult {
  /** Mean requests per second. */
  reqPerSec: number
  /** Latency percentiles, ms. */
  p50: number
  p99: number
  total: number
  non2xx: number
  /** Connection errors and timeouts. */
  errors: number
  statusCodes: Record<string, number>
}

/**
 * Runs autocannon against `origin` cycling through `requests`, after `warmupSec` seconds of
 * unmeasured load (JIT, caches).
 *
 * @example
 * const result = await runLoad('http://127.0.0.1:8787', [{ method: 'GET', path: '/api/v1/vendors?category=warehouse' }], 10)
 */
export async function runLoad(origin: string, requests: LoadRequest[], durationSec: number, warmupSec = 0): Promise<LoadResult> {
  if (warmupSec > 0) await cannon(origin, requests, warmupSec)
  const result = await cannon(origin, requests, durationSec)
  const statusCodes: Record<string, number> = {}
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0
  return {
    reqPerSec: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
  }
}

function cannon(origin: string, requests: LoadRequest[], durationSec: number): Promise<autocannon.Result> {
  return autocannon({
    url: origin,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: durationSec,
    timeout: 10,
    // Each connection cycles through the same sequence, so the mix is the same for every target.
    requests: requests.map((request) => {
      const { bodies } = request
      let next = 0
      return {
        method: request.method,
        path: request.path,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(bodies ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[next++ % bodies.length] }) } : {}),
      }
    }),
  })
}

/**
 * JSON POSTs of `bodies` to `path` with the key, as a load cycle.
 *
 * @example
 * postCycle('/api/v1/match', MATCH_PROFILES, key)
 */
export function postCycle(path: string, bodies: unknown[], key?: string): LoadRequest[] {
  return bodies.map((body) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    body: JSON.stringify(body),
  }))
}
