/**
 * Redis work per HTTP request: `INFO commandstats` deltas over a load run (every command
 * Redis executed, including those inside Lua scripts) and a `MONITOR` sample that tells
 * the client's own commands — its round trips — apart from the ones scripts run.
 */
import { Redis } from 'ioredis'

/** Calls per command name, from `INFO commandstats`. */
export type CommandCalls = Record<string, number>

/**
 * Reads `INFO commandstats` as `{ evalsha: 1234, get: 2468, … }`.
 *
 * @example
 * const before = await readCommandCalls('redis://127.0.0.1:6390')
 */
export async function readCommandCalls(url: string): Promise<CommandCalls> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await client.connect()
    const info = await client.info('commandstats')
    const calls: CommandCalls = {}
    for (const match of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) calls[match[1]] = Number(match[2])
    return calls
  } finally {
    client.disconnect()
  }
}

/** `after - before` per command, leaving out the commands this measurement itself sent. */
export function diffCommandCalls(before: CommandCalls, after: CommandCalls): CommandCalls {
  const delta: CommandCalls = {}
  for (const [name, calls] of Object.entries(after)) {
    const diff = calls - (before[name] ?? 0)
    if (diff > 0 && name !== 'info' && name !== 'client|setname' && name !== 'client|setinfo') delta[name] = diff
  }
  return delta
}

/** What a MONITOR sample saw, per HTTP request. */
export interface RoundTripSample {
  requests: number
  /** Commands the robomatch process sent itself: its round trips (no pipelining in robomatch). */
  clientCommandsPerRequest: number
  /** Commands run inside Lua scripts. */
  scriptCommandsPerRequest: number
  /** Client commands by name, per request. */
  byCommand: Record<string, number>
}

/**
 * Watches Redis with MONITOR while `send` makes `requests` HTTP requests one after another,
 * and counts the commands robomatch sent (round trips) and those its scripts ran.
 *
 * @example
 * const sample = await sampleRoundTrips(redisUrl, 200, () => fetch(...))
 */
export async function sampleRoundTrips(url: string, requests: number, send: () => Promise<void>): Promise<RoundTripSample> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await client.connect()
  const monitor = await client.monitor()
  let clientCommands = 0
  let scriptCommands = 0
  const byCommand: Record<string, number> = {}
  monitor.on('monitor', (_time: string, args: string[], source: string) => {
    const name = (args[0] ?? '').toLowerCase()
    if (source === 'lua') {
      scriptCommands++
      return
    }
    clientCommands++
    byCommand[name] = (byCommand[name] ?? 0) + 1
  })
  try {
    // MONITOR output arrives asynchronously: let the stream settle before and after.
    await new Promise((done) => setTimeout(done, 100))
    clientCommands = 0
    scriptCommands = 0
    for (const name of Object.keys(byCommand)) delete byCommand[name]
    for (let i = 0; i < requests; i++) await send()
    await new Promise((done) => setTimeout(done, 300))
  } finally {
    monitor.disconnect()
    client.disconnect()
  }
  return {
    requests,
    clientCommandsPerRequest: clientCommands / requests,
    scriptCommandsPerRequest: scriptCommands / requests,
    byCommand: Object.fromEntries(Object.entries(byCommand).map(([name, count]) => [name, count / requests])),
  }
}
