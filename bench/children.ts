/**
 * Child processes of the benchmark: each measured server runs in its own process, so it
 * never shares an event loop with autocannon.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { closeSync, openSync, readFileSync, readSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The package root (bench/ is one level below it). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** A running server child: its URL, the start of what it printed, and a way to stop it. */
export interface ServerChild {
  name: string
  pid: number
  /** Origin, e.g. `http://127.0.0.1:40123`. */
  origin: string
  child: ChildProcess
  /** The first 256 KiB of its stdout so far. */
  output(): string
  /** SIGTERM (the servers shut down cleanly, which also writes `--cpu-prof` files), then SIGKILL after 5 s. */
  stop(): Promise<void>
}

const running = new Set<ChildProcess>()
/** Where each child's stdout goes (removed when it stops). */
const logFiles = new Map<ChildProcess, string>()
let childCount = 0
/** Characters of a child's stdout kept for `output()`. */
const MAX_KEPT_OUTPUT = 256 * 1024
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
  for (const file of logFiles.values()) rmSync(file, { force: true })
})
// Interrupted, the children go too (the 'exit' handler above runs only on a normal exit).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGTERM')
    process.exit(130)
  })
}

/**
 * Spawns a server and resolves once it printed a line matching `ready` (whose first group
 * is the origin); rejects if it exits first or takes longer than `timeoutMs`.
 *
 * @example
 * const server = await startServerChild('memory', process.execPath, ['bin/robomatch.js', 'serve', '--port', '0'], /listening on (http:\/\/[^/\s]+)/)
 */
export function startServerChild(
  name: string,
  command: string,
  args: string[],
  ready: RegExp,
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<ServerChild> {
  // stdout goes to a file, not a pipe: a server's request log runs to megabytes under load, and
  // reading it here would take CPU from autocannon, which shares this process (the floor logs nothing).
  const logFile = join(tmpdir(), `robomatch-bench-${process.pid}-${++childCount}-${name.replace(/[^\w-]/g, '_')}.log`)
  const fd = openSync(logFile, 'w')
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', fd, 'pipe'] })
  closeSync(fd)
  running.add(child)
  logFiles.set(child, logFile)
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  const stdout = () => readStart(logFile)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start within ${options.timeoutMs ?? 20_000} ms`)), options.timeoutMs ?? 20_000)
    const poll = setInterval(check, 20)
    function fail(error: Error) {
      clearTimeout(timer)
      clearInterval(poll)
      child.kill('SIGKILL')
      running.delete(child)
      reject(new Error(`${error.message}\n--- stdout ---\n${stdout()}\n--- stderr ---\n${stderr}`))
    }
    function check() {
      const match = ready.exec(stdout())
      if (!match || child.pid === undefined) return
      clearTimeout(timer)
      clearInterval(poll)
      child.removeAllListeners('exit')
      child.once('exit', () => running.delete(child))
      resolve({ name, pid: child.pid, origin: match[1], child, output: stdout, stop: () => stopChild(child) })
    }
    child.once('exit', (code, signal) => fail(new Error(`${name} exited (${signal ?? code}) before it was ready`)))
    child.stderr?.on('data', (chunk: string) => {
      if (stderr.length < MAX_KEPT_OUTPUT) stderr += chunk
    })
  })
}

/** The first `MAX_KEPT_OUTPUT` bytes of a child's stdout file (the start: URLs, keys). */
function readStart(file: string): string {
  let fd: number | undefined
  try {
    fd = openSync(file, 'r')
    const buffer = Buffer.alloc(MAX_KEPT_OUTPUT)
    const read = readSync(fd, buffer, 0, MAX_KEPT_OUTPUT, 0)
    return buffer.subarray(0, read).toString('utf8')
  } catch {
    return ''
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return forgetLog(child)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
  running.delete(child)
  forgetLog(child)
}

function forgetLog(child: ChildProcess): void {
  const logFile = logFiles.get(child)
  logFiles.delete(child)
  if (logFile) rmSync(logFile, { force: true })
}

/**
 * Resident set size of a process in KiB (`VmRSS` of `/proc/<pid>/status`), or undefined where
 * /proc is not available.
 *
 * @example
 * readRssKiB(server.pid) // 61234
 */
export function readRssKiB(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined
  }
}

let clockTicks: number | undefined

/**
 * CPU time (user + system) a process has used so far, in ms, from `/proc/<pid>/stat`;
 * undefined where /proc is not available. Unlike req/s, CPU per request hardly depends on
 * what else the (shared) machine is doing.
 *
 * @example
 * const before = readCpuMs(server.pid)
 */
export function readCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks
  } catch {
    return undefined
  }
}

/**
 * Runs the robomatch CLI to completion and returns its stdout; throws with stderr on failure.
 *
 * @example
 * const key = runCli(['keys', 'create', '--tier', 'pro', '--storage', 'fs:/tmp/x']).trim()
 */
export function runCli(args: string[]): string {
  const result = spawnSync(process.execPath, ['bin/robomatch.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 })
  if (result.status !== 0) {
    throw new Error(`robomatch ${args.join(' ')} exited ${result.status ?? result.signal}: ${result.stderr}`)
  }
  return result.stdout
}

/**
 * Median wall time in ms of `runs` runs of a command (after one unmeasured warm-up run).
 *
 * @example
 * medianRunMs(process.execPath, ['-e', '0'], 10)
 */
export function medianRunMs(command: string, args: string[], runs: number): number {
  spawnSync(command, args, { cwd: ROOT, stdio: 'ignore' })
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint()
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'ignore' })
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status ?? result.signal}`)
    times.push(elapsed)
  }
  return median(times)
}

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
