/**
 * `robomatch mocks export --out DIR [--tier starter|pro] [--base-url URL]`: writes the real
 * robomatch app as MSW handlers for projects that install only msw (browsers with
 * `setupWorker`, Node with `setupServer`, other runtimes, bundlers).
 *
 * - `DIR/robomatch-msw.js`: the browser entry of `robomatch/msw` bundled by esbuild at build
 *   time (engine, validation, routes, limits, `Prefer`, catalogs): the same app `serve --mock`
 *   runs, importing only `msw`. No rule of its own.
 * - `DIR/robomatch-msw.d.ts`: its types.
 * - `DIR/handlers.ts`: the handlers for the chosen tier and base URL, and `resetMocks()`.
 *
 * The same options and the same robomatch version always write the same bytes.
 */

import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { TIERS } from '../engine/tiers.js'
import type { Tier } from '../schemas/api.js'
import { EXIT, oneLine } from './errors.js'
import { readPackageVersion } from './version.js'

/** Options of {@link mocksExportCommand}, as the CLI parsed them. */
export interface MocksExportOptions {
  out: string
  tier?: string
  baseUrl?: string
  /** No longer used: the bundled app answers every profile itself. Refused with a hint. */
  profiles?: string
}

/** The bundle `npm run build` writes (scripts/bundle.mjs); two levels up from `src/cli` and `dist/cli`. */
const BUNDLE = new URL('../../dist/msw/robomatch-msw.js', import.meta.url)
const DEFAULT_BASE_URL = 'https://robomatch.test/api/v1'

class OptionError extends Error {
  override name = 'OptionError'
}

/**
 * Runs `mocks export`; resolves with the exit code (0 written, 2 bad options, 1 anything
 * else), printing one `error: …` line on stderr on failure.
 *
 * @example
 * process.exitCode = await mocksExportCommand({ out: 'test/mocks', tier: 'starter' })
 */
export async function mocksExportCommand(opts: MocksExportOptions): Promise<number> {
  try {
    const { out, tier, baseUrl } = await checkOptions(opts)
    const bundle = await readFile(BUNDLE, 'utf8').catch(() => {
      throw new Error('robomatch is not built (dist/msw/robomatch-msw.js is missing): run npm run build')
    })
    const files = renderMocks({ tier, baseUrl, bundle })
    await mkdir(out, { recursive: true })
    for (const [name, text] of Object.entries(files)) await writeFile(join(out, name), text)
    process.stdout.write(
      `wrote ${Object.keys(files)
        .map((name) => join(opts.out, name))
        .join(', ')}: tier ${tier}, base URL ${baseUrl}\n`,
    )
    return EXIT.ok
  } catch (error) {
    process.stderr.write(`error: ${oneLine(error instanceof Error ? error.message : String(error))}\n`)
    return error instanceof OptionError ? EXIT.usage : EXIT.failed
  }
}

async function checkOptions(opts: MocksExportOptions): Promise<{ out: string; tier: Tier; baseUrl: string }> {
  if (typeof opts.out !== 'string' || opts.out.trim() === '') throw new OptionError('missing --out DIR: the folder to write the handlers into')
  if (opts.profiles !== undefined) {
    throw new OptionError('--profiles is no longer needed: the export bundles the real app, which answers every profile; leave it out')
  }
  const out = resolve(opts.out)
  const existing = await stat(out).catch(() => undefined)
  if (existing && !existing.isDirectory()) throw new OptionError(`--out ${opts.out} is a file; pass a folder (it is created if missing)`)

  const tier = opts.tier ?? 'pro'
  if (!TIERS.includes(tier as Tier)) throw new OptionError(`--tier must be ${TIERS.join(' or ')}, not "${tier}"`)

  const rawBase = opts.baseUrl ?? DEFAULT_BASE_URL
  let url: URL
  try {
    url = new URL(rawBase)
  } catch {
    throw new OptionError(`--base-url "${rawBase}" is not an absolute URL; pass e.g. https://api.example.com/api/v1`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OptionError(`--base-url must be http or https, not ${url.protocol}`)
  if (url.search || url.hash || url.username || url.password) {
    throw new OptionError(`--base-url "${rawBase}" must be only origin and path (no query, fragment or credentials)`)
  }
  return { out, tier: tier as Tier, baseUrl: normalizeApiBase(url) }
}

/**
 * The handlers answer under the API base, which ends in `/api/v1`. A bare origin gets
 * `/api/v1` appended (with a note on stderr); another path is kept but named in a warning,
 * since a client calling `{origin}/api/v1/…` would then never meet the handlers.
 */
function normalizeApiBase(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '')
  if (path === '') {
    process.stderr.write(`note: --base-url ${url.origin} has no path; using ${url.origin}/api/v1 (the API's base path)\n`)
    return `${url.origin}/api/v1`
  }
  if (!path.endsWith('/api/v1')) {
    process.stderr.write(
      `warning: --base-url ${url.origin}${path} does not end in /api/v1: the handlers answer ${url.origin}${path}/match and so on, not ${url.origin}/api/v1/match\n`,
    )
  }
  return `${url.origin}${path}`
}

/**
 * The files of an export, by name.
 *
 * @example
 * const files = renderMocks({ tier: 'pro', baseUrl, bundle })
 */
function renderMocks(input: { tier: Tier; baseUrl: string; bundle: string }): Record<string, string> {
  const generated = `// Generated by \`robomatch mocks export --tier ${input.tier} --base-url ${input.baseUrl}\` (robomatch ${readPackageVersion()}). Do not edit: re-run the command.`
  const handlers = [
    generated,
    '// MSW handlers answered by the real robomatch app (bundled in robomatch-msw.js, the same app as',
    '// `robomatch serve --mock`); they work with setupServer (msw/node) and setupWorker (msw/browser).',
    `// Every key is answered as the ${input.tier} tier (rm_test_starter_… / rm_test_pro_… keep theirs); a request`,
    '// without a key gets the real 401. Prefer: code=401|422|429|503 forces an outcome.',
    '//',
    "//   import { handlers, resetMocks } from './handlers'",
    '//   const server = setupServer(...handlers)',
    '',
    "import { createHandlers } from './robomatch-msw.js'",
    '',
    `export const baseUrl = ${JSON.stringify(input.baseUrl)}`,
    `export const tier = ${JSON.stringify(input.tier)} as const`,
    '',
    '/** The handlers: spread them into setupServer(...) or setupWorker(...). */',
    'export const handlers = createHandlers({ baseUrl, tier })',
    '',
    '/** Forgets every count (rate limits, quotas, clicks) and restarts the match ids; call it after each test. */',
    'export function resetMocks(): Promise<void> {',
    '  return handlers.reset()',
    '}',
    '',
  ].join('\n')
  return {
    'robomatch-msw.js': `${generated}\n${input.bundle}`,
    'robomatch-msw.d.ts': `${generated}\n${BUNDLE_TYPES}`,
    'handlers.ts': handlers,
  }
}

/**
 * Types of the bundle's public API (`createHandlers` of `robomatch/msw`, browser entry),
 * self-contained so a project with only msw installed type-checks against them.
 */
const BUNDLE_TYPES = `import type { RequestHandler } from 'msw'

export type Tier = 'starter' | 'pro'

export interface TierLimits {
  requestsPerMinute: number
  matchesPerMonth: number
  maxVendors: number
  maxCatalogVendors: number
  attributionRequired: boolean
}

export interface CreateHandlersOptions {
  /** API base URL to intercept, ending in the version prefix. Default \`https://robomatch.test/api/v1\`. */
  baseUrl?: string
  /** Tier of the default key and of the keys listed in \`keys\` (default \`pro\`). */
  tier?: Tier
  /** The keys to accept as \`tier\`; left out, any key but \`rm_live_…\` ones is accepted. */
  keys?: string[]
  /** Your own key check instead of \`keys\`: the tier a key is answered as, or undefined. */
  authenticate?: (key: string) => Tier | undefined | Promise<Tier | undefined>
  /** Limit overrides per tier, merged onto the defaults. */
  limits?: { starter?: Partial<TierLimits>; pro?: Partial<TierLimits> }
  /** Match ids: true (default) counter ids, a string a repeatable seeded sequence, false random. */
  deterministicIds?: boolean | string
  /** Clock in ms (default \`Date.now\`). */
  now?: () => number
}

export interface RobomatchHandlers extends Array<RequestHandler> {
  /** Forgets every count (rate limits, quotas, clicks) and restarts the match ids. */
  reset(): Promise<void>
  /** Releases the app; the next request starts a fresh one. */
  close(): Promise<void>
  /** The normalized base URL the handlers intercept. */
  readonly baseUrl: string
}

export const DEFAULT_BASE_URL: string

/** MSW handlers for every robomatch endpoint under \`baseUrl\`, answered by the real app. */
export function createHandlers(options?: CreateHandlersOptions): RobomatchHandlers
`
