/**
 * Where a distinct input's microseconds go: each step of POST /match timed on its own over the
 * benchmark's distinct realistic profiles (bench/profiles.ts), one core, no network — parse,
 * validate, engine, link signing, serialize, UTF-8 encode — and the whole app answering
 * in-process (`app.fetch`: auth, counting, headers and the Response on top). Run alone with
 * `npm run bench:steps`; `npm run bench` prints it too.
 */
import { pathToFileURL } from 'node:url'
import { createCoreApp } from '../src/core/app.js'
import { defaultCatalogs } from '../src/core/default-catalogs.js'
import { createClickLinks } from '../src/core/links.js'
import { DEFAULT_TIERS, matchBusiness } from '../src/engine/index.js'
import { MatchRequestSchema, type MatchRequest } from '../src/schemas/api.js'
import { validateObject } from '../src/schemas/validate.js'
import { nodeHmacSha256 } from '../src/server/hmac.js'
import { openMemoryStorage } from '../src/storage/memory-storage.js'
import { realisticMatchProfiles } from './profiles.js'

/** Mean µs per request of each step. */
export type StepTimes = Record<string, number>

const MATCH_ID = '00000000-0000-4000-8000-000000000000'
const SECRET = 'a-link-secret-of-some-length-0123456789'

/** Runs `step` over every input `rounds` times and returns its mean µs per call (after one unmeasured pass). */
async function timeStep<T>(inputs: T[], rounds: number, step: (input: T) => unknown): Promise<number> {
  for (const input of inputs) await step(input)
  const started = process.hrtime.bigint()
  for (let round = 0; round < rounds; round++) for (const input of inputs) await step(input)
  return Number(process.hrtime.bigint() - started) / 1000 / (rounds * inputs.length)
}

/**
 * Times each step of POST /match over `profiles` distinct profiles.
 *
 * @example
 * const times = await benchSteps({ profiles: 2000 })
 */
export async function benchSteps(options: { profiles?: number; rounds?: number } = {}): Promise<StepTimes> {
  const rounds = options.rounds ?? 3
  const catalogs = defaultCatalogs()
  const texts = realisticMatchProfiles(options.profiles ?? 2000).map((profile) => JSON.stringify(profile))
  const parsed = texts.map((text) => JSON.parse(text) as unknown)
  const requests = parsed.map((body) => {
    const result = validateObject(MatchRequestSchema, body)
    if (!result.ok) throw new Error(`a bench profile does not validate: ${JSON.stringify(body)}`)
    return result.value as MatchRequest
  })
  const limits = DEFAULT_TIERS.pro
  const engine = (request: MatchRequest) =>
    matchBusiness(catalogs, request, { tier: 'pro', limits, matchId: MATCH_ID, clickUrl: () => '', attributionLink: 'http://x/api/v1/openapi.json' })
  const answers = requests.map(engine)
  const links = createClickLinks(SECRET, nodeHmacSha256)
  const answerTexts = answers.map((answer) => JSON.stringify(answer))
  const encoder = new TextEncoder()

  // Limits out of reach, as in `npm run bench`: with the default tiers every request past the
  // 60th of the minute would be a 429 and the row would time the error path.
  const unlimited = (tier: 'starter' | 'pro') => ({ ...DEFAULT_TIERS[tier], requestsPerMinute: 1e9, matchesPerMonth: 1e9 })
  const app = await createCoreApp({
    storage: openMemoryStorage(),
    ownsStorage: true,
    catalogs,
    mock: true,
    hmac: nodeHmacSha256,
    tiers: { starter: unlimited('starter'), pro: unlimited('pro') },
  })
  const headers = { 'content-type': 'application/json', 'x-api-key': 'rm_test_pro_steps' }
  const times: StepTimes = {
    'JSON.parse of the body': await timeStep(texts, rounds, (text) => JSON.parse(text)),
    validate: await timeStep(parsed, rounds, (body) => validateObject(MatchRequestSchema, body)),
    'engine (matchBusiness, pro)': await timeStep(requests, rounds, engine),
    'sign the links (one HMAC)': await timeStep(answers, rounds, (answer) =>
      links.clickUrls(
        'http://x',
        MATCH_ID,
        answer.category,
        answer.vendorMatches.map((vendor) => vendor.vendorId),
      ),
    ),
    'JSON.stringify of the answer': await timeStep(answers, rounds, (answer) => JSON.stringify(answer)),
    'UTF-8 encode of the answer': await timeStep(answerTexts, rounds, (text) => encoder.encode(text)),
    'whole app in-process (app.fetch, memory)': await timeStep(texts, rounds, async (body) => {
      const res = await app.fetch(new Request('http://robomatch.local/api/v1/match', { method: 'POST', headers, body }))
      if (res.status !== 200) throw new Error(`POST /match answered ${res.status} in the step timing`)
      await res.arrayBuffer()
    }),
  }
  await app.close()
  return times
}

/** The step times as report lines. */
export function formatSteps(times: StepTimes): string {
  const width = Math.max(...Object.keys(times).map((name) => name.length))
  return Object.entries(times)
    .map(([name, us]) => `  ${name.padEnd(width)}  ${us.toFixed(1).padStart(6)} µs`)
    .join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const times = await benchSteps()
  process.stdout.write(`POST /match, µs per distinct input, one core (mean over 2,000 profiles × 3):\n${formatSteps(times)}\n`)
}
