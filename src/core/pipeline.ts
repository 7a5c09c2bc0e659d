/**
 * The request pipeline: one explicit composition every route goes through, in this order
 * (`routeHandler` below reads top to bottom the same way):
 *
 *   1. abuse guard  — a key blocked for too many failed requests gets its 429; a client address
 *                     only once its request failed without a valid key (a valid key is never
 *                     refused for its address);
 *   2. auth         — the API key becomes a `Principal` (or the 401);
 *   3. Prefer       — mock mode only: a forced outcome (401, 422, 429, 503) answered as the real
 *                     one would be. It comes after auth because a forced 429 carries the key's
 *                     own limit headers, which need its tier;
 *   4. route        — validate the query or body (400), then `produce` the answer;
 *   5. count        — reserve one request (and one match) atomically, or answer the 429;
 *   6. respond      — the JSON with the limit headers.
 *
 * Public routes (`auth: 'none'`) run the route step alone. Any failure goes through one error
 * mapper (`toApiError`), is recorded by the abuse guard when it is a client error, and on an
 * authenticated route gets the rate-limit headers. Counting after the route has produced its
 * answer means only requests that will succeed hold a reservation, so a key's last units are
 * never tied up by requests that then fail (the exactness of `reserve` still caps successes).
 * The state of one request is a typed value handed from step to step, not a shared bag.
 */
import type { H3Event } from 'h3'
import type * as v from 'valibot'
import type { TierLimits, TierTable } from '../engine/tiers.js'
import type { Catalogs } from '../engine/types.js'
import type { ObjectSchema } from '../schemas/validate.js'
import type { RobomatchStorage } from '../storage/types.js'
import { monthPeriod } from './windows.js'
import type { AbuseGuard } from './abuse.js'
import { unauthorizedError, type Authenticator, type Principal } from './auth.js'
import { apiError } from './errors.js'
import { jsonHeaders, respond, toApiError } from './http.js'
import { exhaustedReservation, limitError, limitHeaders, reserveRequest, type RecentWindows } from './limits.js'
import type { ClickLinks } from './links.js'
import { requestOrigin } from './origin.js'
import { preferenceApplied, readPreferredOutcome } from './prefer.js'
import { readValidatedBody, readValidatedQuery } from './validate.js'

const UTF8 = new TextEncoder()

/** What every route shares; built once by `createCoreApp`. */
export interface AppContext {
  storage: RobomatchStorage
  catalogs: Catalogs
  tiers: TierTable
  origin?: string
  /** Click links follow X-Forwarded-Host/-Proto (see `requestOrigin`); client addresses X-Forwarded-For (`getClientAddress`). */
  trustProxy?: boolean
  trustedProxies?: readonly string[]
  mock: boolean
  /** Signs an answer's click links (one MAC per answer) and checks them on `/out`. */
  links: ClickLinks
  /** Failed-request guard (issue 11); see `abuse.ts`. */
  abuse?: AbuseGuard
  generateId: () => string
  now: () => number
  authenticate: Authenticator
  /** The OpenAPI document for a server origin, built once (its examples run the engine) and serialized once per origin. */
  openApiJson: (origin: string) => Promise<string>
  /** Minute windows last counted here, for the rate-limit headers of error answers. */
  recentWindows: RecentWindows
}

/** A schema for the OpenAPI document: its component name and the valibot schema. */
export interface NamedSchema {
  name: string
  schema: v.GenericSchema
}

/**
 * One route, declared once: it registers the h3 route, writes its part of the OpenAPI
 * document and is what `robomatch/msw` answers through. Adding a route = adding one of these
 * to `ROUTES` (src/core/routes/index.ts).
 */
export interface RouteDeclaration<
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  B extends ObjectSchema | undefined = ObjectSchema | undefined,
> {
  method: 'GET' | 'POST'
  /** Path in the app, e.g. `/api/v1/match` (or `/out` outside the API prefix). */
  path: string
  /** Further paths answered alike and left out of the document. */
  aliases?: string[]
  /** Reads as a generated client's method name (`createMatch`, `listVendors`). */
  operationId: string
  summary: string
  /** What the operation does and when to call it, for the document. */
  description: string
  tag: 'matching' | 'catalog' | 'meta' | 'tracking'
  /** `key`: needs an API key (X-API-Key or Bearer); `none`: public. */
  auth: 'key' | 'none'
  /** `match`: one request and one monthly match; `request`: one request; `none`: not counted. */
  counting: 'match' | 'request' | 'none'
  /** Query parameters (unknown ones ignored, repeated ones refused). */
  query?: Q
  /** JSON body (unknown fields refused). */
  body?: B
  /** Component name of the body schema in the document (default `<operationId>Request`). */
  bodyName?: string
  /** Overrides the 400 an invalid query gets (`/out` answers any bad link with 404). */
  invalidQuery?: () => Error
  /** The success answer, for the document. */
  ok: { status: 200 | 302; description: string; schema?: NamedSchema; headers?: Record<string, string> }
  /** Error statuses of this route beyond those its auth, counting and body imply, with their descriptions. */
  errors?: Record<number, string>
  /** Inputs the document's examples are computed from, by this route's own `produce`, when the document is built. */
  examples?: RouteExample[]
  /** Builds the error a documented status really answers with, for its example (default: the status's ApiError). */
  errorExamples?: Record<number, () => Error>
  /**
   * The answer: a JSON body (counted routes add the limit headers) or a complete `Response`.
   * May be async; it is always awaited, so a failure is never a 200.
   */
  produce: (input: RouteInput<Q, B>, call: RouteCall) => unknown
}

/** One documented example: an input run through the route when the document is built. */
export interface RouteExample {
  /** Key of the example in the document. */
  name: string
  summary: string
  /** Tier of the key the example is answered for. */
  tier: Principal['tier']
  query?: Record<string, string>
  /** A request body (a profile fixture's `request`). */
  body?: unknown
}

type Infer<S> = S extends ObjectSchema ? v.InferOutput<S> : undefined

export interface RouteInput<Q, B> {
  query: Infer<Q>
  body: Infer<B>
}

/** What a route's `produce` gets besides its input. */
export interface RouteCall {
  ctx: AppContext
  event: H3Event
  /** The caller (routes with `auth: 'key'`; undefined on public routes). */
  principal: Principal
  limits: TierLimits
  /** Origin for links in answers: the configured one, else the request's. */
  origin: string
}

/**
 * Declares a route with its input types inferred from its schemas.
 *
 * @example
 * export const vendorsRoute = defineApiRoute({ method: 'GET', path: '/api/v1/vendors', query: VendorsQuerySchema, … })
 */
export function defineApiRoute<Q extends ObjectSchema | undefined = undefined, B extends ObjectSchema | undefined = undefined>(
  route: RouteDeclaration<Q, B>,
): RouteDeclaration<Q, B> {
  return route
}

/** One keyed request as it passes the steps: what each step learned, typed. */
interface KeyedRequest {
  readonly event: H3Event
  /** `ip:<address>` when the abuse guard watches this request (not for in-process `app.fetch` / MSW). */
  readonly address?: string
  /** Set by the auth step. */
  principal?: Principal
}

/**
 * The handler of one route: the composition described at the top of this file.
 *
 * @example
 * app.on(route.method, route.path, routeHandler(ctx, route))
 */
export function routeHandler(ctx: AppContext, route: RouteDeclaration): (event: H3Event) => Promise<Response> {
  if (route.auth === 'none') {
    if (route.counting !== 'none') throw new Error(`route ${route.path} counts requests but has no auth`)
    return async (event) => toResponse(await runRoute(ctx, route, event, undefined))
  }
  return async (event) => {
    const request: KeyedRequest = { event, address: ctx.abuse?.addressSubject(event) }
    // The address is checked only on the failure path, once a request failed without a valid
    // key: a valid key is never refused because of its address (issue 26, finding 6).
    try {
      const principal = await ctx.authenticate(event.req.headers)
      request.principal = principal
      if (request.address) ctx.abuse?.check(`sub:${principal.subscriptionId}`, ctx.now())
      if (ctx.mock) await applyPreferredOutcome(ctx, route, event, principal)
      const answer = await runRoute(ctx, route, event, principal)
      return route.counting === 'none' ? toResponse(answer) : await countAndRespond(ctx, route, principal, answer)
    } catch (error) {
      throw await failedRequest(ctx, route, request, error)
    }
  }
}

/** Step 4: validates the route's input, then produces its answer (a JSON body or a `Response`). */
async function runRoute(ctx: AppContext, route: RouteDeclaration, event: H3Event, principal: Principal | undefined): Promise<unknown> {
  const query = route.query ? readQuery(event, route) : undefined
  const body = route.body ? await readValidatedBody(event, route.body) : undefined
  const limits = principal ? ctx.tiers[principal.tier] : ctx.tiers.starter
  const call: RouteCall = { ctx, event, principal: principal as Principal, limits, origin: requestOrigin(ctx, event) }
  return await route.produce({ query, body } as RouteInput<never, never>, call)
}

function readQuery(event: H3Event, route: RouteDeclaration): unknown {
  if (!route.invalidQuery) return readValidatedQuery(event, route.query!)
  try {
    return readValidatedQuery(event, route.query!)
  } catch {
    throw route.invalidQuery()
  }
}

/**
 * Steps 5 and 6: serializes the answer, reserves one request (and one match) atomically —
 * or throws the 429 — and responds with the limit headers. Serializing first means nothing
 * can fail once the reservation is taken, so there is nothing to refund.
 */
async function countAndRespond(ctx: AppContext, route: RouteDeclaration, principal: Principal, answer: unknown): Promise<Response> {
  const isMatch = route.counting === 'match'
  // Encoded once here: a string body is measured (Content-Length) and then encoded again by the
  // Node adapter, two passes over a ~10 KB answer instead of one.
  const bytes = UTF8.encode(JSON.stringify(answer))
  const limits = ctx.tiers[principal.tier]
  const nowMs = ctx.now()
  const reservation = await reserveRequest(ctx.storage.counters, limits, principal, isMatch, nowMs)
  ctx.recentWindows.record(reservation)
  return respond(200, bytes, limitHeaders(limits, principal, reservation, isMatch, nowMs, jsonHeaders()))
}

/** An uncounted route's answer: its own `Response`, or JSON. */
function toResponse(answer: unknown): Response {
  return answer instanceof Response ? answer : respond(200, JSON.stringify(answer), jsonHeaders())
}

/**
 * Step 3, mock mode's `Prefer: code=401|422|429|503`: throws the failure asked for, shaped as
 * the real one (`Preference-Applied` says it was applied). Unsupported codes are ignored (RFC 7240).
 */
async function applyPreferredOutcome(ctx: AppContext, route: RouteDeclaration, event: H3Event, principal: Principal): Promise<void> {
  const prefer = readPreferredOutcome(event.req.headers)
  if (!prefer) return
  if (prefer.code === 401) throw unauthorizedError(preferenceApplied(401))
  if (prefer.code === 503) throw apiError(503, 'storage_unavailable', undefined, {}, { 'retry-after': '1', ...preferenceApplied(503) })
  if (prefer.code === 422) throw apiError(422, 'engine_error', undefined, {}, preferenceApplied(422))
  const isMatch = route.counting === 'match'
  const limits = ctx.tiers[principal.tier]
  const nowMs = ctx.now()
  const quota = prefer.example === 'quota_exceeded' && isMatch
  const used = isMatch ? await ctx.storage.counters.monthlyUsage(principal.subscriptionId, monthPeriod(nowMs)) : 0
  const reservation = exhaustedReservation(limits, principal, quota ? 'quota_exceeded' : 'rate_limited', nowMs, used)
  throw limitError(limits, principal, reservation, isMatch, nowMs, preferenceApplied(429, quota ? 'quota_exceeded' : undefined))
}

/**
 * The failure path of a keyed request: the one error mapper turns the failure into its
 * ApiError, the abuse guard counts a client error against the key (or the address while no
 * key was valid), and an authenticated answer gets the rate-limit headers — read from the
 * windows this process last counted, so an error costs no storage round trip. 401s (no valid
 * key), 429s (their own headers) and 5xx carry none.
 */
async function failedRequest(ctx: AppContext, route: RouteDeclaration, request: KeyedRequest, failure: unknown): Promise<unknown> {
  const error = toApiError(failure)
  const { principal } = request
  if (ctx.abuse && request.address) {
    // Without a valid key, a blocked address gets its 429 (thrown) before this failure is recorded.
    if (!principal) ctx.abuse.check(request.address, ctx.now())
    const subject = principal ? `sub:${principal.subscriptionId}` : request.address
    const allowed = (principal ? ctx.tiers[principal.tier] : ctx.tiers.starter).requestsPerMinute
    await ctx.abuse.record(subject, error, allowed, ctx.now())
  }
  if (!principal || route.counting === 'none' || error.status === 401 || error.status === 429 || error.status >= 500) return error
  const nowMs = ctx.now()
  const headers = limitHeaders(ctx.tiers[principal.tier], principal, ctx.recentWindows.current(principal, nowMs), false, nowMs)
  error.headers?.forEach((value, name) => (headers[name] = value))
  const { error: code, message, ...extra } = error.data!
  return apiError(error.status, code, message, extra, headers)
}
