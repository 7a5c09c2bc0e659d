/**
 * `npm run bench`: the whole benchmark in one run, every server in its own child process,
 * measured side by side on the same (shared, noisy) machine, in five rounds.
 *
 *   npm run bench                               # 10 s per target, 5 rounds
 *   npm run bench -- --quick                    # 3 s per target
 *   npm run bench -- --rounds 3 --no-scale-out  # fewer rounds, without the scale-out rows
 *   npm run bench -- --soak 60                  # also a 60 s soak reporting RSS growth
 *   npm run bench -- --duration 20 --profile    # also --cpu-prof the robomatch servers
 *
 * The leading rows send 2,000 distinct realistic business profiles (bench/profiles.ts), each
 * body handed out in turn, so no answer can be reused between requests. The floor is a static
 * h3 route that reads and parses each body and answers the very bytes robomatch answered to
 * that body (bench/floor.ts): the least a JSON API with these answers costs. Each round
 * measures the floor, then POST /match on memory, then Prism 5 mocking our served document
 * (right after memory, the run its ratio compares with), then POST /match on Redis; ratios are
 * taken within a round and the report shows their median over the rounds (p99 ratios too).
 * Rows marked "last round only" are information without a goal: among them the repeated-input
 * row (six bodies cycled). `robomatch/msw` is compared with a static msw handler answering the
 * same bytes, and the engine runs alone at 1× and 10× catalogs.
 *
 * Prints a table with PASS/MISS against the goals and writes bench/results.json.
 * Exits 1 when a load run got a non-2xx response or a connection error (a broken run), not
 * when a goal is missed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Table from 'cli-table3'
import { startRedisServer, type DedicatedRedis } from '../test/helpers/redis.js'
import { startRedisCluster, type LocalRedisCluster } from '../test/helpers/redis-cluster.js'
import { median, medianRunMs, readCpuMs, readRssKiB, ROOT, runCli, startServerChild, type ServerChild } from './children.js'
import { formatProfileSummary, summarizeCpuProfile } from './cpu-profile.js'
import { benchEngine, type EngineBenchResult } from './engine.js'
import { benchSteps, formatSteps, type StepTimes } from './steps.js'
import { recordAnswer, type RecordedAnswers } from './floor.js'
import { CONNECTIONS, postCycle, runLoad, type LoadRequest, type LoadResult } from './load.js'
import { benchMswVsStatic, type MswBenchResult } from './msw.js'
import { ensurePrism, startPrism } from './prism.js'
import { HOME_PROFILES, MATCH_PROFILES, realisticMatchProfiles } from './profiles.js'
import { diffCommandCalls, readCommandCalls, sampleRoundTrips, type CommandCalls, type RoundTripSample } from './redis-stats.js'

/** Goals (issue 27 on distinct inputs; the others from issue 18), which the report marks PASS or MISS. */
export const GOALS = {
  memoryMatchVsFloor: 0.5,
  redisMatchVsFloor: 0.45,
  /** robomatch memory req/s over Prism's. */
  timesPrism: 10,
  mswVsStatic: 0.5,
  /** p99 at 50 connections over the floor's p99, at most. */
  p99VsFloor: 2,
  rssGrowthPercent: 10,
  helpVsNodeStart: 3,
} as const

interface Options {
  durationSec: number
  warmupSec: number
  rounds: number
  soakSec: number
  build: boolean
  profile: boolean
  prism: boolean
  /** The `--workers 2` and Redis Cluster rows. */
  scaleOut: boolean
}

/** One measured run of a target. */
interface Measured {
  result: LoadResult
  /** CPU time of the server process per request of the measured run, µs. */
  cpuUsPerReq?: number
}

/** One target of the report, with a run per round. */
interface TargetRow {
  name: string
  runs: (Measured | undefined)[]
  /** Why there is no result. */
  skipped?: string
  /** Informational rows are measured in the last round only and have no goal. */
  info?: boolean
  goal?: { min: number; label: string }
  /** Whether the p99 goal applies. */
  p99Goal?: boolean
}

const READY = /listening on (http:\/\/[^/\s]+)/
/** Distinct profiles of the leading rows. */
const DISTINCT_PROFILES = 2000
/** Under .tmp/ (gitignored): profiles are large and machine-specific. */
const PROFILE_DIR = join(ROOT, '.tmp', 'bench-profiles')

function readOptions(): Options {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      duration: { type: 'string' },
      quick: { type: 'boolean', default: false },
      rounds: { type: 'string' },
      soak: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'no-prism': { type: 'boolean', default: false },
      'no-scale-out': { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
    },
    strict: true,
  })
  const count = (text: string | undefined, fallback: number, flag: string, min: number): number => {
    if (text === undefined) return fallback
    const value = Number(text)
    if (!Number.isFinite(value) || value < min) {
      process.stderr.write(`--${flag} must be a number ≥ ${min} (got "${text}")\n`)
      process.exit(2)
    }
    return Math.round(value)
  }
  const durationSec = count(values.duration, values.quick ? 3 : 10, 'duration', 1)
  return {
    durationSec,
    warmupSec: durationSec <= 3 ? 1 : 2,
    rounds: count(values.rounds, 5, 'rounds', 1),
    soakSec: count(values.soak, 0, 'soak', 0),
    build: !values['no-build'],
    profile: values.profile ?? false,
    prism: !values['no-prism'],
    scaleOut: !values['no-scale-out'],
  }
}

function log(message: string): void {
  process.stderr.write(`${message}\n`)
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

function serveArgs(storage: string, config: string, profile: boolean, name: string, extra: string[] = []): string[] {
  const prof = profile ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR, '--cpu-prof-name', `${name}.cpuprofile`] : []
  return [...prof, 'bin/robomatch.js', 'serve', '--port', '0', '--storage', storage, '--config', config, ...extra]
}

/** Warm-up, then the measured run on `server`; `beforeMeasured` runs between the two. */
async function measure(name: string, server: ServerChild, requests: LoadRequest[], options: Options, beforeMeasured?: () => Promise<void>): Promise<Measured> {
  log(`  ${name}: ${options.warmupSec} s warm-up + ${options.durationSec} s × ${CONNECTIONS} connections`)
  await runLoad(server.origin, requests, options.warmupSec)
  await beforeMeasured?.()
  const cpuBefore = readCpuMs(server.pid)
  const result = await runLoad(server.origin, requests, options.durationSec)
  const cpuAfter = readCpuMs(server.pid)
  const cpuUsPerReq = cpuBefore !== undefined && cpuAfter !== undefined && result.total > 0 ? ((cpuAfter - cpuBefore) * 1000) / result.total : undefined
  return { result, cpuUsPerReq }
}

interface SoakResult {
  seconds: number
  startKiB?: number
  endKiB?: number
  peakKiB?: number
  result?: LoadResult
}

interface Extra {
  redisCalls?: CommandCalls
  roundTrips?: RoundTripSample
  soak?: SoakResult
  engine?: { scale1: EngineBenchResult; scale10: EngineBenchResult }
  steps?: StepTimes
  msw?: MswBenchResult
  help?: { helpMs: number; nodeMs: number }
  profiles: string[]
  /** Smallest, median and largest answer of the distinct profiles, bytes. */
  answerBytes?: { min: number; median: number; max: number }
  /** Distinct profiles the leading rows send (those answered 200). */
  distinctProfiles?: number
  prismVersion?: string
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
  let redisCluster: LocalRedisCluster | undefined
  const rows: Record<string, TargetRow> = {
    floor: { name: 'floor: static h3, each body parsed, its own recorded bytes', runs: [] },
    matchMemory: { name: 'POST /match memory, distinct realistic profiles', runs: [], goal: { min: GOALS.memoryMatchVsFloor, label: '≥ 0.50' }, p99Goal: true },
    matchRedis: { name: 'POST /match redis, distinct realistic profiles', runs: [], goal: { min: GOALS.redisMatchVsFloor, label: '≥ 0.45' }, p99Goal: true },
    prism: { name: 'Prism 5 mocking our openapi.json, POST /match', runs: [] },
    matchMemoryRepeated: { name: 'POST /match memory, 6 bodies repeated', runs: [], info: true },
    matchFs: { name: 'POST /match fs:dir', runs: [], info: true },
    matchRedisWorkers: { name: 'POST /match redis, serve --workers 2', runs: [], info: true },
    matchCluster: { name: 'POST /match Redis Cluster (3 local masters)', runs: [], info: true },
    vendors: { name: 'GET /vendors memory', runs: [], info: true },
    homeMatch: { name: 'POST /home/match memory', runs: [], info: true },
  }
  const extra: Extra = { profiles: [] }

  try {
    log('starting servers…')
    redis = await startRedisServer()
    const fsDir = join(tmp, 'fs-storage')
    const fsKey = runCli(['keys', 'create', '--tier', 'pro', '--storage', `fs:${fsDir}`, '--config', config]).trim()
    const redisKey = redis ? runCli(['keys', 'create', '--tier', 'pro', '--storage', redis.url, '--config', config]).trim() : undefined

    const memory = await startServerChild('memory', process.execPath, serveArgs('memory', config, options.profile, 'memory'), READY)
    children.push(memory)
    const memoryKey = (await waitForOutput(memory, /^\s*pro\s+(rm_live_\S+)/m))[1]
    const fs = await startServerChild('fs', process.execPath, serveArgs(`fs:${fsDir}`, config, options.profile, 'fs'), READY)
    children.push(fs)
    const redisServer = redis ? await startServerChild('redis', process.execPath, serveArgs(redis.url, config, options.profile, 'redis'), READY) : undefined
    if (redisServer) children.push(redisServer)
    if (!redis) rows.matchRedis.skipped = 'n/a: redis-server not installed (apt-get install -y redis-server)'
    // Scale-out rows: two workers on the same Redis, and a three-master cluster on this machine.
    const redisWorkers =
      redis && options.scaleOut
        ? await startServerChild('redis-workers', process.execPath, serveArgs(redis.url, config, false, 'redis-workers', ['--workers', '2']), READY)
        : undefined
    if (redisWorkers) children.push(redisWorkers)
    else rows.matchRedisWorkers.skipped = rows.matchRedis.skipped
    redisCluster = options.scaleOut ? await startRedisCluster() : undefined
    const clusterUrl = redisCluster ? `redis://127.0.0.1:${redisCluster.ports[0]}?cluster=1` : undefined
    const clusterKey = clusterUrl ? runCli(['keys', 'create', '--tier', 'pro', '--storage', clusterUrl, '--config', config]).trim() : undefined
    const clusterServer = clusterUrl
      ? await startServerChild('redis-cluster', process.execPath, serveArgs(clusterUrl, config, false, 'redis-cluster'), READY)
      : undefined
    if (clusterServer) children.push(clusterServer)
    else rows.matchCluster.skipped = options.scaleOut ? 'n/a: redis-server / redis-cli not installed' : 'n/a: left out (--no-scale-out)'
    if (!options.scaleOut) rows.matchRedisWorkers.skipped = 'n/a: left out (--no-scale-out)'

    // The floor answers each body what robomatch answered to it: record every body once.
    log(`recording robomatch's answers to ${DISTINCT_PROFILES} distinct profiles for the floor…`)
    const answers: RecordedAnswers = {}
    const distinct: string[] = []
    const sizes: number[] = []
    const record = async (body: string) => {
      const res = await fetch(`${memory.origin}/api/v1/match`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': memoryKey },
        body,
      })
      const answer = await recordAnswer(res)
      // A profile the engine cannot answer (422) is left out: a load run must get only 2xx to be valid.
      if (answer.status === 200) answers[body] = answer
      return answer.status === 200
    }
    for (const body of realisticMatchProfiles(DISTINCT_PROFILES).map((profile) => JSON.stringify(profile))) {
      if (!(await record(body))) continue
      distinct.push(body)
      sizes.push(Buffer.byteLength(answers[body].body))
    }
    for (const profile of MATCH_PROFILES) await record(JSON.stringify(profile))
    for (const profile of MATCH_PROFILES) {
      if (!answers[JSON.stringify(profile)]) throw new Error(`POST /match did not answer 200 to a fixed bench profile: ${JSON.stringify(profile)}`)
    }
    sizes.sort((a, b) => a - b)
    extra.answerBytes = { min: sizes[0], median: median(sizes), max: sizes[sizes.length - 1] }
    extra.distinctProfiles = distinct.length
    const answerFile = join(tmp, 'answers.json')
    writeFileSync(answerFile, JSON.stringify(answers))
    const floor = await startServerChild('floor', process.execPath, ['--import', 'tsx', 'bench/floor.ts', answerFile], READY)
    children.push(floor)

    let prism: ServerChild | undefined
    if (options.prism) {
      log('Prism 5 (installs into .tmp/prism on first use)…')
      const document = join(tmp, 'openapi.json')
      writeFileSync(document, await (await fetch(`${memory.origin}/api/v1/openapi.json`)).text())
      const installed = ensurePrism()
      if (installed.ok) {
        extra.prismVersion = installed.version
        prism = await startPrism(document).catch((error: unknown) => {
          rows.prism.skipped = `n/a: Prism did not start (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`
          return undefined
        })
        if (prism) children.push(prism)
      } else {
        rows.prism.skipped = installed.reason
      }
    } else {
      rows.prism.skipped = 'n/a: left out (--no-prism)'
    }

    /** The leading rows' load: every request the next of the distinct bodies, across all connections. */
    const distinctCycle = (key: string): LoadRequest[] => [
      { method: 'POST', path: '/api/v1/match', headers: { 'content-type': 'application/json', 'x-api-key': key }, bodies: distinct },
    ]
    const matchCycle = (key: string) => postCycle('/api/v1/match', MATCH_PROFILES, key)
    for (let round = 0; round < options.rounds; round++) {
      const last = round === options.rounds - 1
      log(`round ${round + 1} of ${options.rounds} (${CONNECTIONS} connections each):`)
      rows.floor.runs[round] = await measure(rows.floor.name, floor, distinctCycle('rm_live_floor'), options)
      rows.matchMemory.runs[round] = await measure(rows.matchMemory.name, memory, distinctCycle(memoryKey), options)
      // Right after memory, so "× Prism" compares neighbouring runs; Prism serves the document's paths without the servers prefix.
      if (prism) rows.prism.runs[round] = await measure(rows.prism.name, prism, [{ ...distinctCycle('rm_live_prism')[0], path: '/match' }], options)
      if (redis && redisServer && redisKey) {
        const redisUrl = redis.url
        let before: CommandCalls = {}
        rows.matchRedis.runs[round] = await measure(rows.matchRedis.name, redisServer, distinctCycle(redisKey), options, async () => {
          before = await readCommandCalls(redisUrl)
        })
        const delta = diffCommandCalls(before, await readCommandCalls(redisUrl))
        const total = Math.max(1, rows.matchRedis.runs[round]?.result.total ?? 0)
        extra.redisCalls = Object.fromEntries(Object.entries(delta).map(([name, calls]) => [name, calls / total]))
      }
      if (!last) continue
      rows.matchMemoryRepeated.runs[round] = await measure(rows.matchMemoryRepeated.name, memory, matchCycle(memoryKey), options)
      rows.matchFs.runs[round] = await measure(rows.matchFs.name, fs, distinctCycle(fsKey), options)
      if (redisWorkers && redisKey) {
        const run = await measure(rows.matchRedisWorkers.name, redisWorkers, distinctCycle(redisKey), options)
        // /proc of the primary alone says nothing of the workers' CPU.
        rows.matchRedisWorkers.runs[round] = { result: run.result }
      }
      if (clusterServer && clusterKey) rows.matchCluster.runs[round] = await measure(rows.matchCluster.name, clusterServer, distinctCycle(clusterKey), options)
      rows.vendors.runs[round] = await measure(
        rows.vendors.name,
        memory,
        [
          { method: 'GET', path: '/api/v1/vendors?category=warehouse', headers: { 'x-api-key': memoryKey } },
          { method: 'GET', path: '/api/v1/vendors?category=cleaning&region=GB', headers: { 'x-api-key': memoryKey } },
          { method: 'GET', path: '/api/v1/vendors?category=restaurant', headers: { 'x-api-key': memoryKey } },
        ],
        options,
      )
      rows.homeMatch.runs[round] = await measure(rows.homeMatch.name, memory, postCycle('/api/v1/home/match', HOME_PROFILES, memoryKey), options)
    }

    if (redis && redisServer && redisKey) {
      const body = JSON.stringify(MATCH_PROFILES[0])
      extra.roundTrips = await sampleRoundTrips(redis.url, 200, async () => {
        const res = await fetch(`${redisServer.origin}/api/v1/match`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': redisKey },
          body,
        })
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`round-trip sample: POST /match answered ${res.status}`)
      })
    }

    if (options.soakSec > 0) extra.soak = await soak(memory, distinctCycle(memoryKey), options)

    log('stopping servers…')
    for (const child of children.splice(0)) await child.stop()
    await redis?.stop()
    redis = undefined
    await redisCluster?.stop()
    redisCluster = undefined

    log('engine alone at 1× and 10× catalogs…')
    extra.engine = { scale1: await benchEngine({ scale: 1 }), scale10: await benchEngine({ scale: 10 }) }
    log('POST /match step by step over the distinct profiles…')
    extra.steps = await benchSteps({ profiles: DISTINCT_PROFILES })
    log('robomatch/msw vs a static msw handler…')
    extra.msw = await benchMswVsStatic({ durationMs: Math.min(options.durationSec, 5) * 1000, rounds: options.rounds })
    log('cold start: robomatch --help vs node -e 0 (median of 10)…')
    extra.help = {
      helpMs: medianRunMs(process.execPath, ['bin/robomatch.js', '--help'], 10),
      nodeMs: medianRunMs(process.execPath, ['-e', '0'], 10),
    }
    if (options.profile && existsSync(PROFILE_DIR)) {
      for (const file of readdirSync(PROFILE_DIR).filter((name) => name.endsWith('.cpuprofile'))) {
        extra.profiles.push(
          formatProfileSummary(`CPU profile of the ${file.replace('.cpuprofile', '')} server`, summarizeCpuProfile(join(PROFILE_DIR, file), 15)),
        )
      }
    }
  } finally {
    for (const child of children) await child.stop().catch(() => {})
    await redis?.stop().catch(() => {})
    await redisCluster?.stop().catch(() => {})
    await rm(tmp, { recursive: true, force: true })
  }

  return report(options, rows, extra)
}

/** Soak: POST /match memory for `soakSec`, sampling the server's RSS every second. */
async function soak(memory: ServerChild, requests: LoadRequest[], options: Options): Promise<SoakResult> {
  log(`  soak: POST /match memory, ${options.warmupSec} s warm-up + ${options.soakSec} s, RSS of the server process`)
  // Warm up right before: an idle server gives memory back to the OS, which would show as
  // growth that is only the heap filling up again.
  await runLoad(memory.origin, requests, options.warmupSec)
  const result: SoakResult = { seconds: options.soakSec, startKiB: readRssKiB(memory.pid) }
  let peak = result.startKiB ?? 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, readRssKiB(memory.pid) ?? 0)
  }, 1000)
  try {
    result.result = await runLoad(memory.origin, requests, options.soakSec)
  } finally {
    clearInterval(sampler)
  }
  result.endKiB = readRssKiB(memory.pid)
  result.peakKiB = Math.max(peak, result.endKiB ?? 0)
  return result
}

const bytes = (sizes: Extra['answerBytes']) => (sizes ? `${fmt(sizes.min)}–${fmt(sizes.max)} bytes (median ${fmt(sizes.median)})` : '? bytes')
const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const passMiss = (ok: boolean) => (ok ? 'PASS' : 'MISS')
const medianOf = (values: number[]) => (values.length > 0 ? median(values) : undefined)

/** Per round, `target` over `reference` (both measured in that round). */
function perRound(target: TargetRow, reference: TargetRow, pick: (m: Measured) => number): number[] {
  const ratios: number[] = []
  target.runs.forEach((run, round) => {
    const ref = reference.runs[round]
    if (run && ref && pick(ref) > 0) ratios.push(pick(run) / pick(ref))
  })
  return ratios
}

function report(options: Options, rows: Record<string, TargetRow>, extra: Extra): number {
  let broken = false
  const floor = rows.floor
  const lastFloor = floor.runs[floor.runs.length - 1]
  const style = process.stdout.isTTY ? {} : { style: { head: [], border: [] } }
  const table = new Table({
    head: ['target', 'req/s (median)', 'p50 ms', 'p99 ms', 'non-2xx', 'vs floor (median)', 'p99 vs floor (median)', 'server CPU µs/req', 'goal'],
    colAligns: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ...style,
  })
  const summary: Record<string, unknown> = {}
  const perRoundLines: string[] = []
  for (const [id, row] of Object.entries(rows)) {
    const runs = row.runs.filter((run): run is Measured => run !== undefined)
    if (runs.length === 0) {
      table.push([row.name, { colSpan: 8, content: row.skipped ?? 'n/a' }])
      summary[id] = { name: row.name, skipped: row.skipped ?? 'n/a' }
      continue
    }
    for (const run of runs) if (run.result.non2xx + run.result.errors > 0) broken = true
    // Informational rows ran in the last round only: compare with that round's floor.
    const reference = row.info ? { ...floor, runs: floor.runs.map((run, i) => (i === floor.runs.length - 1 ? run : undefined)) } : floor
    const ratios = perRound(row, reference, (m) => m.result.reqPerSec)
    const p99Ratios = perRound(row, reference, (m) => m.result.p99)
    const ratio = medianOf(ratios)
    const p99Ratio = medianOf(p99Ratios)
    // Each column the median of the rounds (CPU over the rounds that could read /proc).
    const typical = {
      reqPerSec: median(runs.map((run) => run.result.reqPerSec)),
      p50: median(runs.map((run) => run.result.p50)),
      p99: median(runs.map((run) => run.result.p99)),
      cpuUsPerReq: medianOf(runs.flatMap((run) => (run.cpuUsPerReq === undefined ? [] : [run.cpuUsPerReq]))),
    }
    const worst = runs.reduce((a, b) => (b.result.reqPerSec < a.result.reqPerSec ? b : a))
    const failures = runs.reduce((sum, run) => sum + run.result.non2xx + run.result.errors, 0)
    const goals: string[] = []
    if (row.goal && ratio !== undefined) goals.push(`${passMiss(ratio >= row.goal.min)} (${row.goal.label})`)
    if (row.p99Goal && p99Ratio !== undefined) goals.push(`p99 ${passMiss(p99Ratio <= GOALS.p99VsFloor)} (≤ ${GOALS.p99VsFloor}×)`)
    if (id === 'prism') {
      const times = perRound(rows.matchMemory, rows.prism, (m) => m.result.reqPerSec)
      const typicalTimes = medianOf(times)
      if (typicalTimes !== undefined)
        goals.push(`memory is ${fmt(typicalTimes, 1)}× Prism: ${passMiss(typicalTimes >= GOALS.timesPrism)} (≥ ${GOALS.timesPrism}×)`)
      summary.timesPrism = { perRound: times, median: typicalTimes }
    }
    table.push([
      row.name,
      fmt(typical.reqPerSec),
      fmt(typical.p50),
      fmt(typical.p99),
      failures > 0 ? `${failures} ${JSON.stringify(worst.result.statusCodes)}` : '0',
      id === 'floor' ? '1.00' : ratio === undefined ? 'n/a' : fmt(ratio, 2),
      id === 'floor' ? '1.00' : p99Ratio === undefined ? 'n/a' : fmt(p99Ratio, 2),
      typical.cpuUsPerReq === undefined ? 'n/a' : fmt(typical.cpuUsPerReq),
      goals.join('; ') || (row.info ? 'last round only' : ''),
    ])
    if (row.goal)
      perRoundLines.push(`${row.name}: vs floor per round ${ratios.map((r) => fmt(r, 2)).join(', ')}; p99 ${p99Ratios.map((r) => fmt(r, 2)).join(', ')}`)
    summary[id] = { name: row.name, runs, ratioPerRound: ratios, ratio, p99RatioPerRound: p99Ratios, p99Ratio, goal: row.goal }
  }

  const other = new Table({ head: ['measure', 'value', 'goal'], colAligns: ['left', 'right', 'left'], ...style })
  if (extra.engine) {
    const { scale1, scale10 } = extra.engine
    other.push([
      'engine alone, business matches/s, 1× / 10× catalogs',
      `${fmt(scale1.businessPerSec)} / ${fmt(scale10.businessPerSec)} (${fmt(scale1.businessPerSec / scale10.businessPerSec, 1)}× the cost)`,
      '',
    ])
    other.push([
      'engine alone, home matches/s, 1× / 10× catalogs',
      `${fmt(scale1.homePerSec)} / ${fmt(scale10.homePerSec)} (${fmt(scale1.homePerSec / scale10.homePerSec, 1)}× the cost)`,
      '',
    ])
  }
  let mswRatio: number | undefined
  if (extra.msw) {
    mswRatio = medianOf(extra.msw.rounds.map((r) => r.ratio))
    const rounds = extra.msw.rounds.map((r) => `${fmt(r.robomatch.reqPerSec)} vs ${fmt(r.static.reqPerSec)}`).join(', ')
    other.push([
      'robomatch/msw vs static msw handler, req/s one at a time (per round)',
      `${rounds}: ${fmt(mswRatio ?? 0, 2)} (median)`,
      `${passMiss((mswRatio ?? 0) >= GOALS.mswVsStatic)} (≥ ${GOALS.mswVsStatic})`,
    ])
  }
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
    other.push(['RSS soak', options.soakSec > 0 ? 'n/a (no /proc)' : 'not run (--soak 60 runs it)', ''])
  }
  if (extra.roundTrips) {
    const byCommand = Object.entries(extra.roundTrips.byCommand)
      .map(([name, n]) => `${name} ${fmt(n, 2)}`)
      .join(', ')
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
    other.push(['Redis commands per request over the last load run (INFO commandstats, incl. in-Lua)', `${fmt(total, 2)} (${parts})`, ''])
  }

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`
  const out = process.stdout
  out.write(`\nrobomatch benchmark — ${new Date().toISOString()}, Node ${process.version}, ${machine}\n`)
  out.write(
    `${options.rounds} round(s), ${options.durationSec} s per target, ${CONNECTIONS} connections; ${extra.distinctProfiles ?? '?'} distinct profiles, answers of ${bytes(extra.answerBytes)}; last floor ${lastFloor ? `${fmt(lastFloor.result.reqPerSec)} req/s` : 'n/a'}${extra.prismVersion ? `; Prism ${extra.prismVersion}` : ''}\n`,
  )
  out.write(`${table.toString()}\n${perRoundLines.join('\n')}\n${other.toString()}\n`)
  if (extra.steps) out.write(`\nPOST /match step by step, µs per distinct input on one core (in-process, no network):\n${formatSteps(extra.steps)}\n`)
  for (const profile of extra.profiles) out.write(`\n${profile}\n`)
  if (broken) out.write('\nBROKEN RUN: some load run got non-2xx responses or connection errors (see the non-2xx column).\n')

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    machine,
    rounds: options.rounds,
    durationSec: options.durationSec,
    connections: CONNECTIONS,
    answerBytes: extra.answerBytes,
    distinctProfiles: extra.distinctProfiles,
    prismVersion: extra.prismVersion ?? null,
    goals: GOALS,
    targets: summary,
    engine: extra.engine ?? null,
    steps: extra.steps ?? null,
    msw: extra.msw ? { ...extra.msw, ratio: mswRatio } : null,
    coldStart: extra.help ? { ...extra.help, factor: extra.help.helpMs / extra.help.nodeMs } : null,
    soak: extra.soak ? { ...extra.soak, growthPercent: rssGrowth } : null,
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
    process.stderr.write(`benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exitCode = 1
  },
)
