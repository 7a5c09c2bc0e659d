/**
 * Where a distinct input's microseconds go: each step of POST /match timed on its own over the
 * benchmark's distinct realistic profiles (bench/profiles.ts), one core, no network — parse,
 * validate, engine, link signing, serialize, UTF-8 encode — and the whole app answering
 * in-process (`app.fetch`: auth, counting, headers and the Response on top). Run alone with
 * `npm run bench:steps` (which builds first); `npm run bench` prints it too.
 *
 * It times the built package (`dist/`, what `robomatch serve` runs), not the sources through tsx:
 * tsx's transform names every closure at run time, which made the engine row about half as fast
 * again as the served code. Each step is timed after five unmeasured passes over the inputs, once
 * the JIT has settled: timing the second pass had read the engine two to three times slower than
 * a running server's steady state.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as AppModule from '../src/core/app.js'
import type * as CatalogsModule from '../src/core/default-catalogs.js'
import type * as LinksModule from '../src/core/links.js'
import type * as EngineModule from '../src/engine/index.js'
import type * as ApiModule from '../src/schemas/api.js'
import type * as ValidateModule from '../src/schemas/validate.js'
import type * as HmacModule from '../src/server/hmac.js'
import type * as MemoryModule from '../src/storage/memory-storage.js'
import { realisticMatchProfiles } from './profiles.js'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The built module for a source path (`src/engine/index.js` → `dist/engine/index.js`), or the source where nothing is built. */
async function load<T>(source: string): Promise<T> {
  const built = join(ROOT, 'dist', source.replace(/^src\//, ''))
  return (await import(pathToFileURL(existsSync(built) ? built : join(ROOT, source)).href)) as T
}

/** Whether the steps time the built package (else the sources through tsx, slower). */
export const timesBuiltPackage = existsSync(join(ROOT, 'dist', 'engine', 'index.js'))

/** Mean µs per request of each step. */
export type StepTimes = Record<string, number>

const MATCH_ID = '00000000-0000-4000-8000-000000000000'
const SECRET = 'a-link-secret-of-some-length-0123456789'

/** Unmeasured passes over the inputs before a step is timed. */
const WARM_UP_PASSES = 5

/** Runs `step` over every input `rounds` times and returns its mean µs per call (after the warm-up passes). */
async function timeStep<T>(inputs: T[], rounds: number, step: (input: T) => unknown): Promise<number> {
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) for (const input of inputs) await step(input)
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
  const { createCoreApp } = await load<typeof AppModule>('src/core/app.js')
  const { defaultCatalogs } = await load<typeof CatalogsModule>('src/core/default-catalogs.js')
  const { createClickLinks } = await load<typeof LinksModule>('src/core/links.js')
  const { DEFAULT_TIERS, matchBusiness } = await load<typeof EngineModule>('src/engine/index.js')
  const { MatchRequestSchema } = await load<typeof ApiModule>('src/schemas/api.js')
  const { validateObject } = await load<typeof ValidateModule>('src/schemas/validate.js')
  const { nodeHmacSha256 } = await load<typeof HmacModule>('src/server/hmac.js')
  const { openMemoryStorage } = await load<typeof MemoryModule>('src/storage/memory-storage.js')
  const catalogs = defaultCatalogs()
  const texts = realisticMatchProfiles(options.profiles ?? 2000).map((profile) => JSON.stringify(profile))
  const parsed = texts.map((text) => JSON.parse(text) as unknown)
  const requests = parsed.map((body) => {
    const result = validateObject(MatchRequestSchema, body)
    if (!result.ok) throw new Error(`a bench profile does not validate: ${JSON.stringify(body)}`)
    return result.value as ApiModule.MatchRequest
  })
  const limits = DEFAULT_TIERS.pro
  const engine = (request: ApiModule.MatchRequest) =>
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
  const code = timesBuiltPackage ? 'the built package' : 'the sources through tsx (run npm run build to time what serve runs)'
  process.stdout.write(`POST /match, µs per distinct input, one core, ${code} (mean over 2,000 profiles × 3, after 5 warm-up passes):\n${formatSteps(times)}\n`)
}
