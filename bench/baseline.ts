/**
 * The benchmark's baseline: a bare h3 v2 app with one JSON POST route that echoes a small
 * body, served exactly as `robomatch serve` serves (listhen + `toNodeHandler` from 'h3/node').
 * `bench/run.ts` runs it in its own child process (`node --import tsx bench/baseline.ts
 * [--port N]`) and reads the `baseline listening on http://HOST:PORT` line it prints.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { H3, HTTPResponse, readBody } from 'h3'
import { toNodeHandler } from 'h3/node'
import { listen } from 'listhen'

/** Path of the echo route (autocannon POSTs the same bodies it sends to /api/v1/match). */
export const BASELINE_PATH = '/echo'
/**
 * Same, answering about 4 KiB of small JSON fields (the body echoed 16 times), the size of
 * a match response: tells the cost of response size apart from robomatch's own work.
 */
export const BASELINE_4K_PATH = '/echo-4k'

/**
 * Builds the baseline app: POST /echo answers `{ ok: true, echo: <body> }` as JSON, the
 * same amount of framework work as a real JSON endpoint minus validation and the engine;
 * POST /echo-4k answers the body 16 times over.
 *
 * @example
 * const app = createBaselineApp()
 * await app.fetch(new Request('http://x/echo', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } }))
 */
export function createBaselineApp(): H3 {
  const app = new H3({ silent: true })
  app.post(BASELINE_PATH, async (event) => {
    const body = await readBody(event)
    return new HTTPResponse(JSON.stringify({ ok: true, echo: body }), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
  })
  app.post(BASELINE_4K_PATH, async (event) => {
    const body = await readBody(event)
    return new HTTPResponse(JSON.stringify({ ok: true, items: Array.from({ length: 16 }, () => body) }), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
  })
  return app
}

async function main(): Promise<void> {
  const portFlag = process.argv.indexOf('--port')
  const port = portFlag === -1 ? 0 : Number(process.argv[portFlag + 1])
  const hostname = '127.0.0.1'
  const listener = await listen(toNodeHandler(createBaselineApp()), {
    port: port === 0 ? { random: true, host: hostname } : { port, host: hostname },
    hostname,
    showURL: false,
    open: false,
    qr: false,
    clipboard: false,
    public: false,
    autoClose: false,
  })
  process.stdout.write(`baseline listening on http://${hostname}:${listener.address.port}\n`)
  const stop = () => {
    listener.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
