/**
 * The one way tests start the built CLI (`node bin/robomatch.js …`; `npm test` builds first):
 * `runCli` for a command that ends, `serveProcess` for `serve`, which keeps running. Both clear
 * ROBOMATCH_* (and COLUMNS) from the developer's shell, so a test sees the CLI's own defaults.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The repository root: the CLI's working directory unless a test names another. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const BIN = fileURLToPath(new URL('../../bin/robomatch.js', import.meta.url))

/**
 * How long a CLI may take to start before a test gives up: generous, since on a 2-core machine
 * running two suites at once a cold `node` start with the CLI's imports takes several seconds.
 * Only a hang reaches it.
 */
const CLI_START_TIMEOUT_MS = 45_000

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

export interface CliOptions {
  /** Added to the cleaned environment. */
  env?: NodeJS.ProcessEnv
  /** Working directory (default: the repository root). */
  cwd?: string
  /** Another launcher (an installed package's, in test/pack.test.ts). */
  bin?: string
  /** The run is killed (SIGTERM) past this, so a command that should end but hangs never outlives the suite. Default 120 s. */
  timeoutMs?: number
}

/** The environment a CLI run gets: the test process's, without ROBOMATCH_* or COLUMNS, colours off. */
function cliEnv(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ROBOMATCH_') && name !== 'COLUMNS'))
  return { ...clean, NO_COLOR: '1', ...env }
}

/**
 * Runs `robomatch …args` to its end, without a terminal, and collects its output.
 *
 * @example
 * const { code, stdout } = await runCli(['keys', 'create', '--tier', 'pro', '--storage', spec])
 */
export function runCli(args: string[], options: CliOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.bin ?? BIN, ...args], {
      cwd: options.cwd ?? ROOT,
      env: cliEnv(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 120_000,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

export interface ServeProcess {
  url: string
  child: ChildProcess
  /** Everything it printed on stdout so far (the listening line, the keys, then the request log). */
  stdout(): string
  /** Everything it printed on stderr so far. */
  stderr(): string
  /** Resolves once stdout matches `pattern` (at once if it already does), woken by its output rather than polling; false if it has not within `timeoutMs`. */
  stdoutMatches(pattern: RegExp, timeoutMs?: number): Promise<boolean>
  stop(): Promise<void>
}

/**
 * Starts `robomatch serve --port 0 …args` and resolves once it has printed its URL and its last
 * start-up line; rejects with its output if it exits first or takes longer than
 * {@link CLI_START_TIMEOUT_MS}.
 *
 * @example
 * const server = await serveProcess(['--mock'])
 * try { await fetch(`${server.url}/healthz`) } finally { await server.stop() }
 */
export function serveProcess(args: string[], env: NodeJS.ProcessEnv = {}, bin = BIN, cwd = ROOT): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], {
      cwd,
      env: cliEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    const stdoutMatches = (pattern: RegExp, timeoutMs = 3000) =>
      new Promise<boolean>((done) => {
        if (pattern.test(out)) return done(true)
        const finish = (matched: boolean) => {
          clearTimeout(timer)
          child.stdout!.off('data', onData)
          child.off('close', onClose)
          done(matched)
        }
        // Listeners run in order: the collecting one (added first) has appended the chunk.
        const onData = () => pattern.test(out) && finish(true)
        const onClose = () => finish(pattern.test(out))
        const timer = setTimeout(() => finish(pattern.test(out)), timeoutMs)
        child.stdout!.on('data', onData)
        child.once('close', onClose)
      })
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      // 'close', not 'exit': every line it wrote (the request log is flushed on SIGTERM) has been read.
      const closed = new Promise((done) => child.once('close', done))
      child.kill('SIGTERM')
      await closed
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`serve did not start within ${CLI_START_TIMEOUT_MS / 1000} s: ${out}${err}`))
    }, CLI_START_TIMEOUT_MS)
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      const match = /listening on (http:\/\/\S+)\/api\/v1/.exec(out)
      // `Ctrl-C stops the server.` is the last start-up line, after the demo keys (if any).
      if (match && /Ctrl-C stops the server\.\n/.test(out)) {
        clearTimeout(timer)
        resolve({ url: match[1], child, stdout: () => out, stderr: () => err, stdoutMatches, stop })
      }
    })
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`serve exited with ${code}: ${out}${err}`))
    })
  })
}
