/**
 * An example integrator: the small plain-`fetch` robomatch client an app might write.
 * `client.test.ts` beside it tests this client against the `robomatch/msw` handlers.
 */

/** Rate-limit and usage headers of a response (usage only on match endpoints). */
export interface Limits {
  tier: string | null
  rateLimit: { limit: number; remaining: number; reset: number } | null
  usage: { limit: number; remaining: number; used: number; period: string } | null
}

/** A successful answer: the JSON body plus the limit headers. */
export interface ClientResult<T> {
  data: T
  limits: Limits
}

/** Body of every robomatch error response. */
export interface ApiErrorBody {
  error: string
  message: string
  fields?: Record<string, string>
  period?: string
  limit?: number
  used?: number
}

/** A non-2xx answer from the API. */
export class RobomatchError extends Error {
  override name = 'RobomatchError'
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** Seconds to wait before retrying (429 and 503 only). */
    readonly retryAfter: number | null,
  ) {
    super(`${body.error}: ${body.message}`)
  }
}

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** API base URL, e.g. `https://robomatch.test/api/v1`. */
  baseUrl: string
  apiKey: string
  /** Extra headers sent with every request (tests use `Prefer: code=429` here). */
  headers?: Record<string, string>
}

/** A business profile (see the API's MatchRequest). */
export interface MatchProfile {
  category: 'warehouse' | 'cleaning' | 'restaurant'
  [field: string]: string | number | undefined
}

/** The parts of a match response this app uses. */
export interface MatchResult {
  matchId: string
  tier: string
  category: string
  bestRobotMatch: { robotType: string; label: string; score: number; runnerUps?: { robotType: string; score: number }[] }
  vendorMatches: { rank: number; vendorId: string; name: string; score: number; clickUrl: string }[]
  cleaningRoi?: { estimatedMonthlySavings: number; paybackMonths: number | null }
}

/** The parts of a home match response this app uses. */
export interface HomeResult {
  matchId: string
  locale: string
  bestMatch: { productId: string; brand: string; model: string; clickUrl: string }
  products: { rank: number; productId: string; clickUrl: string }[]
}

/** The parts of a vendors listing this app uses. */
export interface VendorsResult {
  category: string
  region?: string
  count: number
  total: number
  vendors: { vendorId: string; name: string }[]
}

/**
 * Creates the client.
 *
 * @example
 * const robomatch = createClient({ baseUrl: 'https://robomatch.test/api/v1', apiKey: process.env.ROBOMATCH_API_KEY! })
 * const { data } = await robomatch.match({ category: 'cleaning', floorAreaSqM: 2500 })
 */
export function createClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '')

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ClientResult<T>> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-api-key': options.apiKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json: unknown = await response.json()
    if (!response.ok) {
      const retryAfter = response.headers.get('retry-after')
      throw new RobomatchError(response.status, json as ApiErrorBody, retryAfter === null ? null : Number(retryAfter))
    }
    return { data: json as T, limits: readLimits(response.headers) }
  }

  return {
    match: (profile: MatchProfile) => call<MatchResult>('POST', '/match', profile),
    vendors: (category: MatchProfile['category'], region?: string) =>
      call<VendorsResult>('GET', `/vendors?${new URLSearchParams({ category, ...(region ? { region } : {}) })}`),
    homeMatch: (request: Record<string, unknown>) => call<HomeResult>('POST', '/home/match', request),
  }
}

function readLimits(headers: Headers): Limits {
  const number = (name: string) => Number(headers.get(name))
  return {
    tier: headers.get('x-api-tier'),
    rateLimit: headers.has('x-ratelimit-limit')
      ? { limit: number('x-ratelimit-limit'), remaining: number('x-ratelimit-remaining'), reset: number('x-ratelimit-reset') }
      : null,
    usage: headers.has('x-usage-limit')
      ? {
          limit: number('x-usage-limit'),
          remaining: number('x-usage-remaining'),
          used: number('x-usage-used'),
          period: headers.get('x-usage-period') ?? '',
        }
      : null,
  }
}
