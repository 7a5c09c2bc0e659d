import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { Cluster, Redis } from 'ioredis'
import { hasRedisServer } from './redis.js'
import { freePort } from './ports.js'

/** A local Redis Cluster of three masters (no replicas) this process started. */
export interface LocalRedisCluster {
  ports: number[]
  /** Seed nodes for `new Cluster(nodes)`. */
  nodes: { host: string; port: number }[]
  stop(): Promise<void>
}

/** Whether a local cluster can be started: redis-server and redis-cli on PATH. */
function canStartRedisCluster(): boolean {
  const cli = spawnSync('redis-cli', ['--version'], { stdio: 'ignore' })
  return hasRedisServer() && !cli.error && cli.status === 0
}

/**
 * Starts three `redis-server --cluster-enabled yes` on free ports, joins them with
 * `redis-cli --cluster create … --cluster-yes` and waits until every node reports
 * `cluster_state:ok`. Undefined, with a loud warning, where redis-server or redis-cli is missing.
 */
export async function startRedisCluster(): Promise<LocalRedisCluster | undefined> {
  if (!canStartRedisCluster()) {
    console.warn('\n*** REDIS CLUSTER TESTS SKIPPED: redis-server / redis-cli not found on PATH. Install them (apt-get install -y redis-server). ***\n')
    return undefined
  }
  // A node that cannot bind its port or its bus port (taken between the probe and the start by a
  // process running beside the tests) exits at once: start the cluster again on other ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce()
    } catch (error) {
      if (!(error instanceof NodeExitedError) || attempt === START_ATTEMPTS) throw error
    }
  }
}

const START_ATTEMPTS = 3

/** A node process ended before the cluster came up. */
class NodeExitedError extends Error {}

async function startOnce(): Promise<LocalRedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'robomatch-cluster-'))
  const ports = [await clusterPort(), await clusterPort(), await clusterPort()]
  const children: ChildProcess[] = ports.map((port) =>
    spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        join(dir, `nodes-${port}.conf`),
        '--cluster-node-timeout',
        '2000',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ],
      { stdio: 'ignore' },
    ),
  )
  const killAll = () => {
    for (const child of children) child.kill('SIGKILL')
  }
  process.once('exit', killAll)
  const stop = async () => {
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((done) => {
              child.once('exit', done)
              child.kill('SIGKILL')
            }),
      ),
    )
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (const [i, port] of ports.entries()) {
      const child = children[i]!
      await waitFor(async () => {
        if (child.exitCode !== null || child.signalCode !== null) throw new NodeExitedError(`redis-server on ${port} exited before answering PING`)
        return (await command(port, 'PING')) === 'PONG'
      }, `redis-server on ${port} to answer PING`)
    }
    const create = spawnSync('redis-cli', ['--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', '0', '--cluster-yes'], {
      encoding: 'utf8',
      timeout: 30_000,
    })
    if (create.status !== 0) throw new Error(`redis-cli --cluster create failed: ${create.stdout}\n${create.stderr}`)
    for (const port of ports) {
      await waitFor(async () => /cluster_state:ok/.test(String(await command(port, 'CLUSTER', 'INFO'))), `node ${port} to report cluster_state:ok`)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { ports, nodes: ports.map((port) => ({ host: '127.0.0.1', port })), stop }
}

/** An ioredis Cluster client over the local cluster, failing fast like robomatch's own clients. */
export function clusterClient(cluster: LocalRedisCluster): Cluster {
  return new Cluster(cluster.nodes, { redisOptions: { maxRetriesPerRequest: 1 }, slotsRefreshTimeout: 2000 })
}

async function command(port: number, ...args: string[]): Promise<unknown> {
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on('error', () => {}) // refused while the node starts: the caller polls again
  try {
    await client.connect()
    return await client.call(args[0], ...args.slice(1))
  } catch {
    return undefined
  } finally {
    client.disconnect()
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((done) => setTimeout(done, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** A free port low enough that its cluster bus port (port + 10000) stays below 65536, and whose bus port is free too. */
async function clusterPort(): Promise<number> {
  for (;;) {
    const port = await freePort()
    if (port <= 55_000 && (await isFree(port + 10_000))) return port
  }
}

/** Whether a given port can be bound on 127.0.0.1 right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer()
    server.once('error', () => done(false))
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)))
  })
}
