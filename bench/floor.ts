/**
 * The benchmark's floor: a static h3 route that reads and parses the request body (as a JSON
 * API must) and answers, for each body, the very status, headers and bytes robomatch answered
 * to that body in a real POST /api/v1/match, served the way `robomatch serve` serves
 * (node:http + `toNodeHandler`). Whatever robomatch spends beyond this — auth, validation, the
 * engine, counting, signing, serializing — is what the ratio in the report measures; answers
 * of every size weigh on both sides alike.
 *
 * `bench/run.ts` records the answers, writes them to a JSON file (`RecordedAnswers`) and
 * starts this in its own child process: `node --import tsx bench/floor.ts <answers.json>`; it
 * prints `floor listening on http://HOST:PORT`.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { H3 } from 'h3'
import { toNodeHandler } from 'h3/node'
import { FastResponse } from 'srvx'

/** One recorded answer: what the floor replays byte for byte. */
export interface RecordedAnswer {
  status: number
  statusText: string
  /** Lower-case names, as robomatch sent them (Date, Connection and Keep-Alive are Node's own). */
  headers: Record<string, string>
  body: string
}

/** Answers by request body text, as robomatch gave them. */
export type RecordedAnswers = Record<string, RecordedAnswer>

/** Headers Node adds by itself on every response; the floor's server adds them too. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * Records a response for the floor to replay.
 *
 * @example
 * const answer = await recordAnswer(await fetch(url, init))
 */
export async function recordAnswer(response: Response): Promise<RecordedAnswer> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!NODE_OWN_HEADERS.has(name)) headers[name] = value
  })
  return { status: response.status, statusText: response.statusText, headers, body: await response.text() }
}

/**
 * The floor app: POST `path` reads and parses the JSON body, then answers the bytes recorded
 * for that body (a body never recorded is a 500, so a broken run shows).
 *
 * @example
 * const app = createFloorApp('/api/v1/match', answers)
 */
export function createFloorApp(path: string, answers: RecordedAnswers): H3 {
  const byBody = new Map(Object.entries(answers))
  const app = new H3({ silent: true })
  app.post(path, async (event) => {
    const text = await event.req.text()
    const parsed: unknown = JSON.parse(text)
    if (parsed === null || typeof parsed !== 'object') throw new Error('the floor expects a JSON object')
    const answer = byBody.get(text)
    if (!answer) throw new Error('the floor has no answer recorded for this body')
    return new FastResponse(answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
  })
  return app
}

async function main(): Promise<void> {
  const file = process.argv[2]
  if (!file) throw new Error('usage: node --import tsx bench/floor.ts <answers.json>')
  const answers = JSON.parse(readFileSync(file, 'utf8')) as RecordedAnswers
  const server = createServer(toNodeHandler(createFloorApp('/api/v1/match', answers)))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  process.stdout.write(`floor listening on http://127.0.0.1:${(server.address() as AddressInfo).port}\n`)
  const stop = () => server.close(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
