/**
 * `robomatch/msw` against a static msw handler answering the same bytes: both intercept
 * in-process `fetch` through `setupServer`, one request at a time (what a test suite does).
 * Each measured run is a process of its own, and the rounds alternate which side goes first:
 * msw itself keeps ~9 KB per intercepted request however the handler answers (msw 2.15, Node
 * 20; a leak of this kind is reported in mswjs/msw#2537), so a run sharing a process with
 * earlier runs is measured on their grown heap: over five rounds in one process robomatch went
 * from 62% to 33% of the static handler, which itself lost up to 45% of its speed.
 *
 * Alone: `npx tsx bench/msw.ts [--duration-ms 3000] [--rounds 2]`
 */
import { spawn } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { createHandlers } from '../src/msw/index.js'
import { MATCH_PROFILES } from './profiles.js'

/** One measured run of one handler set. */
export interface MswRun {
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  requests: number
}

/** Rounds of both handler sets; `ratio` is robomatch / static per round. */
export interface MswBenchResult {
  rounds: { static: MswRun; robomatch: MswRun; ratio: number }[]
}

const BASE_URL = 'https://robomatch.test/api/v1'
const BODIES = MATCH_PROFILES.map((profile) => JSON.stringify(profile))

async function runFor(handlers: RequestHandler[], durationMs: number, key: (i: number) => string): Promise<MswRun> {
  const server = setupServer(...handlers)
  server.listen({ onUnhandledRequest: 'error' })
  const send = async (i: number): Promise<void> => {
    const res = await fetch(`${BASE_URL}/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key(i) },
      body: BODIES[i % BODIES.length],
    })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`msw bench: POST /match answered ${res.status}; expected 200`)
  }
  try {
    for (let i = 0; i < 200; i++) await send(i)
    const times: number[] = []
    const start = performance.now()
    let i = 0
    while (performance.now() - start < durationMs) {
      const t0 = performance.now()
      await send(i++)
      times.push(performance.now() - t0)
    }
    const elapsed = performance.now() - start
    times.sort((a, b) => a - b)
    return {
      reqPerSec: (times.length / elapsed) * 1000,
      p50Ms: times[Math.floor(times.length * 0.5)],
      p99Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))],
      requests: times.length,
    }
  } finally {
    server.close()
  }
}

type Side = 'static' | 'robomatch'

/** One measured run of one side, in this process (what a child runs). */
async function measureSide(side: Side, durationMs: number): Promise<MswRun> {
  // Limits out of the way: one key, as a test suite uses, never meets its per-minute limit.
  const unlimited = { requestsPerMinute: 1e9, matchesPerMonth: 1e9 }
  const robomatch = createHandlers({ baseUrl: BASE_URL, deterministicIds: false, limits: { pro: unlimited, starter: unlimited } })
  try {
    if (side === 'robomatch') return await runFor(robomatch, durationMs, () => 'rm_test_pro_bench')
    // The static handler answers what robomatch answered, byte for byte, after reading the body.
    const sample = await captureAnswer(robomatch)
    const staticHandlers = [
      http.post(`${BASE_URL}/match`, async ({ request }) => {
        const parsed: unknown = await request.json()
        if (parsed === null || typeof parsed !== 'object') throw new Error('expected a JSON object')
        return new HttpResponse(sample.body, { status: sample.status, headers: sample.headers })
      }),
    ]
    return await runFor(staticHandlers, durationMs, () => 'rm_test_pro_static')
  } finally {
    await robomatch.close()
  }
}

/** Runs one side in a fresh process (`--child`), so no run is measured on another's heap. */
function measureInChild(side: Side, durationMs: number): Promise<MswRun> {
  const self = fileURLToPath(import.meta.url)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', self, '--child', side, '--duration-ms', String(durationMs)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0 || !line.startsWith('{')) return reject(new Error(`msw bench (${side}) exited ${code}: ${err.trim() || out.trim()}`))
      resolve(JSON.parse(line) as MswRun)
    })
  })
}

/**
 * Measures both handler sets, each run in a fresh process, in rounds that alternate which
 * side goes first.
 *
 * @example
 * const { rounds } = await benchMswVsStatic({ durationMs: 3000, rounds: 2 })
 */
export async function benchMswVsStatic(options: { durationMs?: number; rounds?: number } = {}): Promise<MswBenchResult> {
  const durationMs = options.durationMs ?? 3000
  const rounds: MswBenchResult['rounds'] = []
  for (let round = 0; round < (options.rounds ?? 2); round++) {
    const order: Side[] = round % 2 === 0 ? ['static', 'robomatch'] : ['robomatch', 'static']
    const runs = {} as Record<Side, MswRun>
    for (const side of order) runs[side] = await measureInChild(side, durationMs)
    rounds.push({ static: runs.static, robomatch: runs.robomatch, ratio: runs.robomatch.reqPerSec / runs.static.reqPerSec })
  }
  return { rounds }
}

async function captureAnswer(handlers: RequestHandler[]): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const server = setupServer(...handlers)
  server.listen({ onUnhandledRequest: 'error' })
  try {
    const res = await fetch(`${BASE_URL}/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'rm_test_pro_capture' },
      body: BODIES[0],
    })
    const headers: Record<string, string> = {}
    res.headers.forEach((value, name) => (headers[name] = value))
    return { status: res.status, headers, body: await res.text() }
  } finally {
    server.close()
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flag = (name: string, fallback: number) => {
    const at = process.argv.indexOf(name)
    return at === -1 ? fallback : Number(process.argv[at + 1])
  }
  const durationMs = flag('--duration-ms', 3000)
  const child = process.argv.indexOf('--child')
  if (child !== -1) {
    // A child: one side, its result as one JSON line.
    process.stdout.write(`${JSON.stringify(await measureSide(process.argv[child + 1] as Side, durationMs))}\n`)
  } else {
    const { rounds } = await benchMswVsStatic({ durationMs, rounds: flag('--rounds', 2) })
    for (const [i, r] of rounds.entries()) {
      console.log(
        `round ${i + 1}: static ${r.static.reqPerSec.toFixed(0)} req/s (p99 ${r.static.p99Ms.toFixed(3)} ms), robomatch/msw ${r.robomatch.reqPerSec.toFixed(0)} req/s (p99 ${r.robomatch.p99Ms.toFixed(3)} ms): ${(r.ratio * 100).toFixed(0)}%`,
      )
    }
  }
}
