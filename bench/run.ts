/**
 * `npm run bench`: the whole benchmark in one run, every server in its own child process,
 * measured side by side against a bare h3 baseline on the same (shared, noisy) machine.
 *
 *   npm run bench                         # 10 s per target, 60 s soak
 *   npm run bench -- --quick --soak 10    # 3 s per target
 *   npm run bench -- --duration 20 --profile   # also --cpu-prof the robomatch servers
 *
 * Prints a table with PASS/MISS against the goals and writes bench/results.json.
 * Exits 1 when a load run got a non-2xx response or a connection error (a broken run), not
 * when a goal is missed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import Table from 'cli-table3'
import { startRedisServer, type DedicatedRedis } from '../test/helpers/redis.js'
import { BASELINE_4K_PATH, BASELINE_PATH } from './baseline.js'
import { medianRunMs, readCpuMs, readRssKiB, ROOT, runCli, startServerChild, type ServerChild } from './children.js'
import { formatProfileSummary, summarizeCpuProfile } from './cpu-profile.js'
import { CONNECTIONS, postCycle, runLoad, type LoadRequest, type LoadResult } from './load.js'
import { HOME_PROFILES, MATCH_PROFILES } from './profiles.js'
import { diffCommandCalls, readCommandCalls, sampleRoundTrips, type CommandCalls, type RoundTripSample } from './redis-stats.js'

/** Goals the report marks PASS or MISS. */
export const GOALS = {
  memoryMatchVsBaseline: 0.7,
  redisMatchVsBaseline: 0.5,
  rssGrowthPercent: 10,
  helpVsNodeStart: 3,
} as const

interface Options {
  durationSec: number
  warmupSec: number
  soakSec: number
  build: boolean
  profile: boolean
}

/** One measured target in the report. */
interface TargetRow {
  name: string
  result?: LoadResult
  /** CPU time of the server process per request of the measured run, µs. */
  cpuUsPerReq?: number
  /** Why there is no result. */
  skipped?: string
  /** Informational rows are left out of the baseline and the goals. */
  info?: string
  goal?: { min: number; label: string }
}

const READY = /listening on (http:\/\/[^/\s]+)/
/** Under .tmp/ (gitignored): profiles are large and machine-specific. */
const PROFILE_DIR = join(ROOT, '.tmp', 'bench-profiles')

function readOptions(): Options {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      duration: { type: 'string' },
      quick: { type: 'boolean', default: false },
      soak: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
    },
    strict: true,
  })
  const seconds = (text: string | undefined, fallback: number, flag: string): number => {
    if (text === undefined) return fallback
    const value = Number(text)
    if (!Number.isFinite(value) || value < 1) {
      process.stderr.write(`--${flag} must be a number of seconds ≥ 1 (got "${text}")\n`)
      process.exit(2)
    }
    return Math.round(value)
  }
  const durationSec = seconds(values.duration, values.quick ? 3 : 10, 'duration')
  return {
    durationSec,
    warmupSec: durationSec <= 3 ? 1 : 2,
    soakSec: seconds(values.soak, 60, 'soak'),
    build: !values['no-build'],
    profile: values.profile ?? false,
  }
}

function log(message: string): void {
  process.stderr.write(`${message}\n`)
}

/** Imports a sibling module only if it exists (other parts of the benchmark are optional). */
async function importIfPresent<T>(relative: string): Promise<T | undefined> {
  const url = new URL(relative, import.meta.url)
  if (!existsSync(fileURLToPath(url))) return undefined
  return (await import(url.href)) as T
}

/** Waits until a child has printed a line matching `pattern`, returning the match. */
async function waitForOutput(child: ServerChild, pattern: RegExp, timeoutMs = 5000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const match = pattern.exec(child.output())
    if (match) return match
    if (Date.now() > deadline) throw new Error(`${child.name} did not print ${pattern} within ${timeoutMs} ms:\n${child.output()}`)
    await new Promise((done) => setTimeout(done, 25))
  }
}

function serveArgs(storage: string, config: string, profile: boolean, name: string): string[] {
  const prof = profile ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR, '--cpu-prof-name', `${name}.cpuprofile`] : []
  return [...prof, 'bin/robomatch.js', 'serve', '--port', '0', '--storage', storage, '--config', config]
}

/** Warm-up, then the measured run on `server`; `beforeMeasured` runs between the two. */
async function measure(
  row: TargetRow,
  server: ServerChild,
  requests: LoadRequest[],
  options: Options,
  beforeMeasured?: () => Promise<void>,
): Promise<void> {
  log(`  ${row.name}: ${options.warmupSec} s warm-up + ${options.durationSec} s × ${CONNECTIONS} connections`)
  await runLoad(server.origin, requests, options.warmupSec)
  await beforeMeasured?.()
  const cpuBefore = readCpuMs(server.pid)
  row.result = await runLoad(server.origin, requests, options.durationSec)
  const cpuAfter = readCpuMs(server.pid)
  if (cpuBefore !== undefined && cpuAfter !== undefined && row.result.total > 0) {
    row.cpuUsPerReq = ((cpuAfter - cpuBefore) * 1000) / row.result.total
  }
}

async function main(): Promise<number> {
  const options = readOptions()
  if (options.build) {
    log('building (npm run build)…')
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] })
    if (build.status !== 0) {
      log('npm run build failed: the benchmark measures the built CLI, fix the build first')
      return 1
    }
  }
  if (options.profile) {
    rmSync(PROFILE_DIR, { recursive: true, force: true })
    mkdirSync(PROFILE_DIR, { recursive: true })
  }

  const tmp = await mkdtemp(join(tmpdir(), 'robomatch-bench-'))
  const config = join(tmp, 'bench.config.json')
  const unlimited = { requestsPerMinute: 1e9, matchesPerMonth: 1e9 }
  writeFileSync(config, JSON.stringify({ tiers: { starter: unlimited, pro: unlimited } }))

  const children: ServerChild[] = []
  let redis: DedicatedRedis | undefined
  const rows: Record<string, TargetRow> = {
    baselineBefore: { name: 'baseline h3 echo (before)' },
    baseline4k: { name: 'h3 echo, 4 KiB response', info: 'for comparison: a response as large as a match' },
    matchMemory: { name: 'POST /match memory', goal: { min: GOALS.memoryMatchVsBaseline, label: '≥ 70%' } },
    matchFs: { name: 'POST /match fs:dir' },
    matchRedis: { name: 'POST /match redis', goal: { min: GOALS.redisMatchVsBaseline, label: '≥ 50%' } },
    vendors: { name: 'GET /vendors memory' },
    homeMatch: { name: 'POST /home/match memory' },
    baselineAfter: { name: 'baseline h3 echo (after)' },
  }
  let redisCalls: CommandCalls | undefined
  let roundTrips: RoundTripSample | undefined
  let soak: { seconds: number; startKiB?: number; endKiB?: number; peakKiB?: number; result?: LoadResult } | undefined
  let engine: { businessPerSec: number; homePerSec: number } | undefined
  let mswMedianMs: number | undefined
  let help: { helpMs: number; nodeMs: number } | undefined
  const profiles: string[] = []

  try {
    log('starting servers…')
    redis = await startRedisServer()
    const fsDir = join(tmp, 'fs-storage')
    const fsKey = runCli(['keys', 'create', '--tier', 'pro', '--storage', `fs:${fsDir}`, '--config', config]).trim()
    const redisKey = redis ? runCli(['keys', 'create', '--tier', 'pro', '--storage', redis.url, '--config', config]).trim() : undefined

    const baseline = await startServerChild('baseline', process.execPath, ['--import', 'tsx', 'bench/baseline.ts'], READY)
    children.push(baseline)
    const memory = await startServerChild('memory', process.execPath, serveArgs('memory', config, options.profile, 'memory'), READY)
    children.push(memory)
    const memoryKey = (await waitForOutput(memory, /^\s*pro\s+(rm_live_\S+)/m))[1]
    const fs = await startServerChild('fs', process.execPath, serveArgs(`fs:${fsDir}`, config, options.profile, 'fs'), READY)
    children.push(fs)
    const redisServer = redis
      ? await startServerChild('redis', process.execPath, serveArgs(redis.url, config, options.profile, 'redis'), READY)
      : undefined
    if (redisServer) children.push(redisServer)

    log(`load runs (${CONNECTIONS} connections each):`)
    await measure(rows.baselineBefore, baseline, postCycle(BASELINE_PATH, MATCH_PROFILES), options)
    await measure(rows.baseline4k, baseline, postCycle(BASELINE_4K_PATH, MATCH_PROFILES), options)
    await measure(rows.matchMemory, memory, postCycle('/api/v1/match', MATCH_PROFILES, memoryKey), options)
    await measure(rows.matchFs, fs, postCycle('/api/v1/match', MATCH_PROFILES, fsKey), options)
    if (redis && redisServer && redisKey) {
      const redisUrl = redis.url
      let before: CommandCalls = {}
      await measure(rows.matchRedis, redisServer, postCycle('/api/v1/match', MATCH_PROFILES, redisKey), options, async () => {
        before = await readCommandCalls(redisUrl)
      })
      const delta = diffCommandCalls(before, await readCommandCalls(redisUrl))
      const total = Math.max(1, rows.matchRedis.result?.total ?? 0)
      redisCalls = Object.fromEntries(Object.entries(delta).map(([name, calls]) => [name, calls / total]))
      const body = JSON.stringify(MATCH_PROFILES[0])
      roundTrips = await sampleRoundTrips(redis.url, 200, async () => {
        const res = await fetch(`${redisServer.origin}/api/v1/match`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': redisKey },
          body,
        })
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`round-trip sample: POST /match answered ${res.status}`)
      })
    } else {
      rows.matchRedis.skipped = 'n/a: redis-server not installed (apt-get install -y redis-server)'
    }
    await measure(rows.vendors, memory, [
      { method: 'GET', path: '/api/v1/vendors?category=warehouse', headers: { 'x-api-key': memoryKey } },
      { method: 'GET', path: '/api/v1/vendors?category=cleaning&region=GB', headers: { 'x-api-key': memoryKey } },
      { method: 'GET', path: '/api/v1/vendors?category=restaurant', headers: { 'x-api-key': memoryKey } },
    ], options)
    await measure(rows.homeMatch, memory, postCycle('/api/v1/home/match', HOME_PROFILES, memoryKey), options)
    await measure(rows.baselineAfter, baseline, postCycle(BASELINE_PATH, MATCH_PROFILES), options)

    log(`  soak: POST /match memory, ${options.warmupSec} s warm-up + ${options.soakSec} s, RSS of the server process`)
    // Warm up right before: an idle server (it just sat out the baseline run) gives memory back
    // to the OS, which would show as growth that is only the heap filling up again.
    await runLoad(memory.origin, postCycle('/api/v1/match', MATCH_PROFILES, memoryKey), options.warmupSec)
    soak = { seconds: options.soakSec, startKiB: readRssKiB(memory.pid) }
    let peak = soak.startKiB ?? 0
    const sampler = setInterval(() => {
      peak = Math.max(peak, readRssKiB(memory.pid) ?? 0)
    }, 1000)
    try {
      soak.result = await runLoad(memory.origin, postCycle('/api/v1/match', MATCH_PROFILES, memoryKey), options.soakSec)
    } finally {
      clearInterval(sampler)
    }
    soak.endKiB = readRssKiB(memory.pid)
    soak.peakKiB = Math.max(peak, soak.endKiB ?? 0)

    log('stopping servers…')
    for (const child of children.splice(0)) await child.stop()
    await redis?.stop()
    redis = undefined

    log('engine alone (bench/engine.ts)…')
    const engineModule = await importIfPresent<{ benchEngine(): Promise<{ businessPerSec: number; homePerSec: number }> }>('./engine.ts')
    engine = engineModule ? await engineModule.benchEngine() : undefined
    log('MSW handlers (bench/msw.ts)…')
    const mswModule = await importIfPresent<{ benchMsw(): Promise<number> }>('./msw.ts')
    mswMedianMs = mswModule ? await mswModule.benchMsw() : undefined
    log('cold start: robomatch --help vs node -e 0 (median of 10)…')
    help = {
      helpMs: medianRunMs(process.execPath, ['bin/robomatch.js', '--help'], 10),
      nodeMs: medianRunMs(process.execPath, ['-e', '0'], 10),
    }
    if (options.profile && existsSync(PROFILE_DIR)) {
      for (const file of readdirSync(PROFILE_DIR).filter((name) => name.endsWith('.cpuprofile'))) {
        profiles.push(formatProfileSummary(`CPU profile of the ${file.replace('.cpuprofile', '')} server`, summarizeCpuProfile(join(PROFILE_DIR, file), 15)))
      }
    }
  } finally {
    for (const child of children) await child.stop().catch(() => {})
    await redis?.stop().catch(() => {})
    await rm(tmp, { recursive: true, force: true })
  }

  return report(options, rows, { redisCalls, roundTrips, soak, engine, mswMedianMs, help, profiles })
}

const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const passMiss = (ok: boolean) => (ok ? 'PASS' : 'MISS')

function report(
  options: Options,
  rows: Record<string, TargetRow>,
  extra: {
    redisCalls?: CommandCalls
    roundTrips?: RoundTripSample
    soak?: { seconds: number; startKiB?: number; endKiB?: number; peakKiB?: number; result?: LoadResult }
    engine?: { businessPerSec: number; homePerSec: number }
    mswMedianMs?: number
    help?: { helpMs: number; nodeMs: number }
    profiles: string[]
  },
): number {
  const baselines = [rows.baselineBefore.result?.reqPerSec, rows.baselineAfter.result?.reqPerSec].filter((x): x is number => x !== undefined)
  const baseline = baselines.length > 0 ? baselines.reduce((a, b) => a + b, 0) / baselines.length : undefined
  let broken = false

  // Colours only on a terminal: the table is also pasted into reports and CI logs.
  const style = process.stdout.isTTY ? {} : { style: { head: [], border: [] } }
  const table = new Table({
    head: ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'vs baseline', 'server CPU µs/req', 'goal'],
    colAligns: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ...style,
  })
  for (const row of Object.values(rows)) {
    if (!row.result) {
      table.push([row.name, { colSpan: 7, content: row.skipped ?? 'n/a' }])
      continue
    }
    const r = row.result
    const ratio = baseline ? r.reqPerSec / baseline : undefined
    const failures = r.non2xx + r.errors
    if (failures > 0) broken = true
    const goal = row.goal && ratio !== undefined ? `${passMiss(ratio >= row.goal.min)} (${row.goal.label})` : ''
    table.push([
      row.name,
      fmt(r.reqPerSec),
      fmt(r.p50),
      fmt(r.p99),
      failures > 0 ? `${r.non2xx} + ${r.errors} errors ${JSON.stringify(r.statusCodes)}` : '0',
      ratio === undefined ? 'n/a' : `${fmt(ratio * 100)}%`,
      row.cpuUsPerReq === undefined ? 'n/a' : fmt(row.cpuUsPerReq),
      goal || (row.info ?? ''),
    ])
  }

  const other = new Table({ head: ['measure', 'value', 'goal'], colAligns: ['left', 'right', 'left'], ...style })
  other.push(['engine alone, business matches/s', extra.engine ? fmt(extra.engine.businessPerSec) : 'n/a (bench/engine.ts missing)', ''])
  other.push(['engine alone, home matches/s', extra.engine ? fmt(extra.engine.homePerSec) : 'n/a (bench/engine.ts missing)', ''])
  other.push(['MSW handler, median ms', extra.mswMedianMs !== undefined ? fmt(extra.mswMedianMs, 3) : 'n/a (bench/msw.ts missing)', ''])
  if (extra.help) {
    const factor = extra.help.helpMs / extra.help.nodeMs
    other.push([
      'robomatch --help vs node -e 0 (median of 10)',
      `${fmt(extra.help.helpMs)} ms vs ${fmt(extra.help.nodeMs)} ms (${fmt(factor, 2)}×)`,
      `${passMiss(factor < GOALS.helpVsNodeStart)} (< ${GOALS.helpVsNodeStart}×)`,
    ])
  }
  let rssGrowth: number | undefined
  if (extra.soak?.startKiB && extra.soak.endKiB) {
    rssGrowth = ((extra.soak.endKiB - extra.soak.startKiB) / extra.soak.startKiB) * 100
    const soakFailures = (extra.soak.result?.non2xx ?? 0) + (extra.soak.result?.errors ?? 0)
    if (soakFailures > 0) broken = true
    other.push([
      `RSS over ${extra.soak.seconds} s POST /match memory, after warm-up (${fmt(extra.soak.result?.reqPerSec ?? 0)} req/s, ${fmt(extra.soak.result?.total ?? 0)} requests, ${soakFailures} non-2xx)`,
      `${fmt(extra.soak.startKiB / 1024, 1)} → ${fmt(extra.soak.endKiB / 1024, 1)} MiB (peak ${fmt((extra.soak.peakKiB ?? 0) / 1024, 1)}), ${rssGrowth >= 0 ? '+' : ''}${fmt(rssGrowth, 1)}%`,
      `${passMiss(rssGrowth < GOALS.rssGrowthPercent)} (< ${GOALS.rssGrowthPercent}%)`,
    ])
  } else {
    other.push(['RSS soak', 'n/a (no /proc)', ''])
  }
  if (extra.roundTrips) {
    const byCommand = Object.entries(extra.roundTrips.byCommand).map(([name, n]) => `${name} ${fmt(n, 2)}`).join(', ')
    other.push([
      `Redis round trips per POST /match (MONITOR, ${extra.roundTrips.requests} sequential requests)`,
      `${fmt(extra.roundTrips.clientCommandsPerRequest, 2)} (${byCommand}); ${fmt(extra.roundTrips.scriptCommandsPerRequest, 2)} more run inside Lua`,
      '',
    ])
  }
  if (extra.redisCalls) {
    const total = Object.values(extra.redisCalls).reduce((a, b) => a + b, 0)
    const parts = Object.entries(extra.redisCalls)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${fmt(n, 2)}`)
      .join(', ')
    other.push(['Redis commands per request over the load run (INFO commandstats, incl. in-Lua)', `${fmt(total, 2)} (${parts})`, ''])
  }

  const out = process.stdout
  out.write(`\nrobomatch benchmark — ${new Date().toISOString()}, Node ${process.version}, ${options.durationSec} s per target, ${CONNECTIONS} connections\n`)
  out.write(`baseline = mean of the two baseline runs: ${baseline === undefined ? 'n/a' : `${fmt(baseline)} req/s`}\n`)
  out.write(`${table.toString()}\n${other.toString()}\n`)
  for (const profile of extra.profiles) out.write(`\n${profile}\n`)
  if (broken) out.write('\nBROKEN RUN: some load run got non-2xx responses or connection errors (see the non-2xx column).\n')

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    durationSec: options.durationSec,
    connections: CONNECTIONS,
    baselineReqPerSec: baseline,
    targets: Object.fromEntries(
      Object.entries(rows).map(([id, row]) => [
        id,
        row.result
          ? {
              name: row.name,
              ...row.result,
              ratioToBaseline: baseline ? row.result.reqPerSec / baseline : undefined,
              cpuUsPerReq: row.cpuUsPerReq,
              goal: row.goal,
            }
          : { name: row.name, skipped: row.skipped ?? 'n/a' },
      ]),
    ),
    engine: extra.engine ?? null,
    mswMedianMs: extra.mswMedianMs ?? null,
    coldStart: extra.help ? { ...extra.help, factor: extra.help.helpMs / extra.help.nodeMs, goal: GOALS.helpVsNodeStart } : null,
    soak: extra.soak ? { ...extra.soak, growthPercent: rssGrowth, goal: GOALS.rssGrowthPercent } : null,
    redis: { roundTrips: extra.roundTrips ?? null, commandsPerRequest: extra.redisCalls ?? null },
  }
  writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
  out.write('wrote bench/results.json\n')
  return broken ? 1 : 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`benchmark failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`)
    process.exitCode = 1
  },
)
