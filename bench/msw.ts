import { setupServer } from 'msw/node'
import { createHandlers } from '../src/msw/index.js'

/** Options of {@link benchMsw}. */
export interface BenchMswOptions {
  /** Measured requests (default 1000). */
  requests?: number
  /** Unmeasured requests first, to warm up the app and the JIT (default 100). */
  warmup?: number
}

/**
 * Median milliseconds of one in-process POST /match through `setupServer` + `fetch` with the
 * `robomatch/msw` handlers (the overhead an integrator's test suite pays per mocked call).
 * Requests rotate over 100 pro keys so no key hits its rate limit.
 *
 * @example
 * const medianMs = await benchMsw({ requests: 1000 })
 * console.log(`MSW POST /match: ${medianMs.toFixed(3)} ms median`)
 */
export async function benchMsw(options: BenchMswOptions = {}): Promise<number> {
  const requests = options.requests ?? 1000
  const warmup = options.warmup ?? 100
  const handlers = createHandlers()
  const server = setupServer(...handlers)
  server.listen({ onUnhandledRequest: 'error' })
  const body = JSON.stringify({ category: 'cleaning', floorAreaSqM: 2500, laborCostPerHour: 22, region: 'US' })
  const send = async (i: number): Promise<void> => {
    const res = await fetch(`${handlers.baseUrl}/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': `rm_test_pro_bench${i % 100}` },
      body,
    })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`benchMsw: POST /match answered ${res.status}; expected 200`)
  }
  try {
    for (let i = 0; i < warmup; i++) await send(i)
    await handlers.reset()
    const times: number[] = []
    for (let i = 0; i < requests; i++) {
      const start = performance.now()
      await send(i)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const mid = Math.floor(times.length / 2)
    return times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2
  } finally {
    server.close()
    await handlers.close()
  }
}
