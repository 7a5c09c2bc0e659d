/**
 * Graceful stop of `serve` (issue 29): on SIGTERM or SIGINT, stop accepting, let requests in
 * flight finish within the grace, flush the request log, close storage, exit 0. Under
 * `--workers` each worker does this when the primary passes the signal on.
 */

/** What a graceful stop goes through, in order. */
export interface GracefulStop {
  /** Stop accepting and let requests in flight finish (bounded by the server's grace). */
  drain(): Promise<void>
  /** Write what the request log holds. */
  flushLog(): Promise<void> | void
  /** Release the app and its storage. */
  close(): Promise<void>
  /** The grace `drain` is bounded by; the whole stop gets this plus 5 s before exiting 1. */
  graceMs: number
  /** Where the one "shutting down" line goes (default stderr). */
  log?: (line: string) => void
  /** Ends the process (default `process.exit`); tests pass their own. */
  exit?: (code: number) => void
}

/**
 * Runs the stop once, on the first SIGTERM or SIGINT (a second signal, e.g. Ctrl-C reaching
 * every worker of a process group, does not cut it short). Returns the stop, callable directly.
 *
 * @example
 * stopOnSignals({ drain: server.drain, flushLog: stopLog, close: server.close, graceMs: 10_000 })
 */
export function stopOnSignals(stop: GracefulStop): (signal: string) => Promise<void> {
  const log = stop.log ?? ((line: string) => process.stderr.write(`${line}\n`))
  const exit = stop.exit ?? ((code: number) => process.exit(code))
  let stopping: Promise<void> | undefined
  const run = (signal: string) =>
    (stopping ??= (async () => {
      log(`robomatch: ${signal}, finishing requests in flight (up to ${Math.round(stop.graceMs / 1000)} s), then stopping`)
      // Past the grace and a little more (a storage that will not close), stop anyway.
      const deadline = setTimeout(() => {
        log('robomatch: shutdown took too long; exiting')
        exit(1)
      }, stop.graceMs + 5000)
      deadline.unref()
      let code = 0
      try {
        await stop.drain()
        await stop.flushLog()
        await stop.close()
      } catch (error) {
        log(`robomatch: error while stopping: ${(error as Error).message}`)
        code = 1
      }
      clearTimeout(deadline)
      exit(code)
    })())
  process.on('SIGINT', () => void run('SIGINT'))
  process.on('SIGTERM', () => void run('SIGTERM'))
  return run
}
