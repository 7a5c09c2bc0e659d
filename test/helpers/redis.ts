import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { Redis } from 'ioredis'
import { freePort } from './ports.js'

/** A Redis for one test file: `base` is a key prefix unique to this run (pass it as `redisOptions.base`). */
export interface TestRedis {
  url: string
  base: string
  stop(): Promise<void>
  /** Only for a dedicated server: SIGKILL it (the port stays reserved for `restart`). */
  kill?(): Promise<void>
  /** Only for a dedicated server: start it again on the same port and wait until it answers. */
  restart?(): Promise<void>
}

/** A redis-server this process started and may kill, freeze and restart on the same port. */
export interface DedicatedRedis extends Required<TestRedis> {
  port: number
  /** SIGSTOP: the server keeps its connections but answers nothing (a hung Redis). */
  pause(): void
  /** SIGCONT after `pause`. */
  resume(): void
}

/**
 * The Redis command timeout for tests that are not about timeouts (production: 500 ms). A race of
 * 200 reservations queues in one Redis; with a second suite on the same 2 cores the last answer
 * can take longer than 500 ms, which is a loaded machine, not a bug. Stall tests keep 500 ms.
 */
export const LOADED_MACHINE_TIMEOUTS = { redisOperationTimeoutMs: 10_000 } as const

/** Whether `redis-server` can be started from PATH. */
export function hasRedisServer(): boolean {
  const probe = spawnSync('redis-server', ['--version'], { stdio: 'ignore' })
  return !probe.error && probe.status === 0
}

/**
 * The Redis to test against: `REDIS_URL` when set (isolated by a unique key prefix), else a
 * redis-server started on a free port, else undefined with a loud warning (tests skip).
 */
export async function useRedis(): Promise<TestRedis | undefined> {
  const base = uniqueBase()
  const url = process.env.REDIS_URL
  if (url) return { url, base, stop: () => deleteKeys(url, base) }
  const server = await startRedisServer()
  if (!server) {
    console.warn(
      '\n*** REDIS TESTS SKIPPED: redis-server not found on PATH and REDIS_URL not set. Install it (apt-get install -y redis-server) or set REDIS_URL. ***\n',
    )
    return undefined
  }
  return { ...server, base }
}

/** Starts a dedicated redis-server on a free 127.0.0.1 port, or undefined when none is installed. */
export async function startRedisServer(): Promise<DedicatedRedis | undefined> {
  if (!hasRedisServer()) return undefined
  const port = await freePort()
  let child: ChildProcess | undefined = await spawnRedis(port)
  const killChild = async (signal: NodeJS.Signals) => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((done) => running.once('exit', done))
    running.kill(signal)
    await exited
  }
  // A file that starts a server per test (test/faults.test.ts) leaves no listener per server behind.
  const killOnExit = () => child?.kill('SIGKILL')
  process.once('exit', killOnExit)
  return {
    url: `redis://127.0.0.1:${port}`,
    base: uniqueBase(),
    port,
    stop: () => {
      process.off('exit', killOnExit)
      return killChild('SIGKILL')
    },
    kill: () => killChild('SIGKILL'),
    async restart() {
      await killChild('SIGKILL')
      child = await spawnRedis(port)
    },
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  }
}

/**
 * How long a redis-server may take to answer its first PING: a ceiling for a starved machine
 * (two suites on 2 cores), reached only by a server that never comes up.
 */
const REDIS_START_TIMEOUT_MS = 30_000

async function spawnRedis(port: number): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  const child = spawn('redis-server', args, { stdio: 'ignore' })
  try {
    await waitForPong(port, child, REDIS_START_TIMEOUT_MS)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return child
}

async function waitForPong(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited with code ${child.exitCode}`)
    if (await ping(port)) return
    await new Promise((done) => setTimeout(done, 25))
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${timeoutMs} ms`)
}

function ping(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' })
    const finish = (ok: boolean) => {
      socket.destroy()
      done(ok)
    }
    socket.setTimeout(500, () => finish(false))
    socket.once('error', () => finish(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => finish(data.toString().startsWith('+PONG')))
  })
}

function uniqueBase(): string {
  return `robomatch-test-${process.pid}-${randomBytes(4).toString('hex')}`
}

/** Removes every key under `base` (a shared REDIS_URL stays clean after the run). */
async function deleteKeys(url: string, base: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  client.on('error', () => {})
  try {
    await client.connect()
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${base}:*`, 'COUNT', 500)
      cursor = next
      if (keys.length > 0) await client.unlink(...keys)
    } while (cursor !== '0')
  } finally {
    client.disconnect()
  }
}
