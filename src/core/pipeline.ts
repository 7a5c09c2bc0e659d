/**
 * The request pipeline every route shares, as h3 middleware: `Prefer` (mock mode) → auth →
 * [the route: validate → produce] → reserve atomically → respond. Reserving after the
 * route has produced its answer means only requests that will succeed hold a reservation,
 * so a key's last units are never tied up by requests that then fail (the exactness of
 * `reserve` still caps successes at what is left).
 */
import type { H3Event, HTTPError, Middleware } from 'h3'
import type * as v from 'valibot'
import type { TierLimits, TierTable } from '../engine/tiers.js'
import type { Catalogs } from '../engine/types.js'
import type { ObjectSchema } from '../schemas/validate.js'
import type { RobomatchStorage } from '../storage/types.js'
import { monthPeriod } from './windows.js'
import { unauthorizedError, type Authenticator, type Principal } from './auth.js'
import { apiError, readApiErrorBody } from './errors.js'
import { jsonHeaders, readJsonText, respond, serializeJson } from './http.js'
import { exhaustedReservation, limitError, limitHeaders, reserveRequest, type RecentWindows } from './limits.js'
import type { AbuseGuard } from './abuse.js'
import type { LinkSigner } from './links.js'
import { requestOrigin } from './origin.js'
import { MAX_PREPARED_INPUT, prepareAnswer, renderAnswer, type PreparedAnswers } from './prepared.js'
import { preferenceApplied, readPreferredOutcome, type PreferredOutcome } from './prefer.js'
import { readValidatedBody, readValidatedQuery, validateBodyText } from './validate.js'

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
  links: LinkSigner
  /** Failed-request guard (issue 11); see `abuse.ts`. */
  abuse?: AbuseGuard
  generateId: () => string
  now: () => number
  authenticate: Authenticator
  /** The OpenAPI document for a server origin, built once (its examples run the engine) and serialized once per origin. */
  openApiJson: (origin: string) => Promise<string>
  /** Minute windows last counted here, for the rate-limit headers of error answers. */
  recentWindows: RecentWindows
  /** Answers of `prepared` routes, serialized once per input (see `prepared.ts`); undefined when turned off. */
  preparedAnswers?: PreparedAnswers
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
  /**
   * The answer depends only on the validated input, the caller's tier and the link origin,
   * apart from ids drawn from `ctx.generateId` and links from `ctx.links.clickUrl`: the
   * pipeline may then send it from a prepared template (`prepared.ts`), byte for byte what
   * `produce` would answer.
   */
  prepared?: boolean
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

/** Per-request state the middleware leave for the route and for each other. */
interface RequestState {
  principal?: Principal
  prefer?: PreferredOutcome
  /** The client address subject when the abuse guard watches this request. */
  abuseAddress?: string
}

function stateOf(event: H3Event): RequestState {
  return ((event.context as { robomatch?: RequestState }).robomatch ??= {})
}

/**
 * Mock mode's `Prefer: code=401|503`: answered before anything else, as the real failure
 * would be. Other codes are left for later steps; unsupported ones are ignored.
 */
export function preferMiddleware(): Middleware {
  return (event) => {
    const prefer = readPreferredOutcome(event.req.headers)
    if (!prefer) return
    stateOf(event).prefer = prefer
    if (prefer.code === 401) throw unauthorizedError(preferenceApplied(401))
    if (prefer.code === 503) throw apiError(503, 'storage_unavailable', undefined, {}, { 'retry-after': '1', ...preferenceApplied(503) })
  }
}

/**
 * The abuse guard around every keyed route: failed requests consume no allowance, but more
 * than 10 × the tier's requests per minute of them from one key (or from one client address
 * until a key is valid) answer 429 until the minute ends. An address is checked only once its
 * request has failed without a valid key, so a valid key is never refused for its address.
 * Requests answered in-process without a client address (`app.fetch`, MSW) are not guarded.
 */
export function abuseMiddleware(ctx: AppContext): Middleware {
  return (event, next) => {
    const guard = ctx.abuse
    const address = guard?.addressSubject(event)
    if (!guard || !address) return next()
    const state = stateOf(event)
    state.abuseAddress = address
    const failed = async (error: unknown): Promise<never> => {
      const principal = state.principal
      if (!principal) guard.check(address, ctx.now())
      const subject = principal ? `sub:${principal.subscriptionId}` : address
      const allowed = (principal ? ctx.tiers[principal.tier] : ctx.tiers.starter).requestsPerMinute
      await guard.record(subject, error, allowed, ctx.now())
      throw error
    }
    // Not an async function: a request that succeeds pays no extra promise for the guard.
    let result: unknown
    try {
      result = next()
    } catch (error) {
      return failed(error)
    }
    return typeof (result as PromiseLike<unknown> | undefined)?.then === 'function' ? Promise.resolve(result).catch(failed) : result
  }
}

/** Resolves the API key to a principal (or throws the 401); a key blocked by the abuse guard gets its 429. */
export function authMiddleware(ctx: AppContext): Middleware {
  const allow = (event: H3Event, state: RequestState, principal: Principal) => {
    state.principal = principal
    if (state.abuseAddress) ctx.abuse?.check(`sub:${principal.subscriptionId}`, ctx.now())
  }
  return (event) => {
    const state = stateOf(event)
    // A key seen within the last second answers at once: no promise on the common path.
    const known = ctx.authenticate.now(event.req.headers)
    if (known) return allow(event, state, known)
    return ctx.authenticate(event.req.headers).then((principal) => allow(event, state, principal))
  }
}

/**
 * Counts a successful answer: after the route has produced it, reserves one request (and
 * one match) atomically — or answers the 429 — and responds with the limit headers. An
 * error answer counts against nothing but still carries the rate-limit headers, read from
 * the windows this process last counted (no storage round trip on the failure path).
 */
export function countingMiddleware(ctx: AppContext, route: RouteDeclaration): Middleware {
  const isMatch = route.counting === 'match'
  return async (event, next) => {
    let body: unknown
    try {
      body = await next()
    } catch (error) {
      throw withLimitHeaders(ctx, event, error)
    }
    const { principal } = stateOf(event)
    if (!principal) throw new Error(`route ${route.path} counts requests but has no auth`)
    const limits = ctx.tiers[principal.tier]
    const nowMs = ctx.now()
    const pending = reserveRequest(ctx.storage.counters, limits, principal, isMatch, nowMs)
    const reservation = pending instanceof Promise ? await pending : pending
    ctx.recentWindows.record(reservation)
    try {
      return respond(200, serializeJson(body), limitHeaders(limits, principal, reservation, isMatch, nowMs, jsonHeaders()))
    } catch (error) {
      await ctx.storage.counters.refund(reservation).catch(() => {})
      throw error
    }
  }
}

/** An authenticated error answer with the rate-limit headers added (a 429 has its own already). */
function withLimitHeaders(ctx: AppContext, event: H3Event, error: unknown): unknown {
  const { principal } = stateOf(event)
  // The engine's own failure becomes its 422 here, so that answer carries the headers too.
  if (error instanceof Error && error.name === 'EngineError') error = apiError(422, 'engine_error')
  const body = readApiErrorBody(error)
  if (!principal || !body || body.error === 'rate_limited' || body.error === 'quota_exceeded') return error
  const nowMs = ctx.now()
  const headers = limitHeaders(ctx.tiers[principal.tier], principal, ctx.recentWindows.current(principal, nowMs), false, nowMs)
  ;(error as HTTPError).headers?.forEach((value, name) => (headers[name] = value))
  const { error: code, message, ...extra } = body
  return apiError((error as HTTPError).status, code, message, extra, headers)
}

/**
 * The route's own step: validate its input, apply a forced `Prefer` outcome (422, 429) the
 * way the real failure would look, then produce the answer.
 *
 * A `prepared` route's answers are kept per input as sent (the query string or the body
 * text, with the tier and link origin): an input seen before is templated, and from then on
 * answered without parsing, validating or running the route again (`prepared.ts`). Only
 * inputs that validated and produced an answer get a template; every other request takes
 * the path above.
 */
export function routeHandler(ctx: AppContext, route: RouteDeclaration): (event: H3Event) => Promise<unknown> {
  const isMatch = route.counting === 'match'
  return async (event) => {
    const { principal, prefer } = stateOf(event)
    const limits = principal ? ctx.tiers[principal.tier] : ctx.tiers.starter
    const origin = requestOrigin(ctx, event)
    const cache = route.prepared && principal ? ctx.preparedAnswers : undefined
    let text: string | undefined
    // Set on an input's second sight: its answer is templated this time.
    let templateKey: string | undefined
    if (cache && principal) {
      text = route.body ? await readJsonText(event.req) : undefined
      const key = `${principal.tier}\n${origin}\n${route.query ? event.url.search : ''}\n${text ?? ''}`
      const entry = key.length <= MAX_PREPARED_INPUT ? cache.get(key) : null
      if (entry) {
        if (prefer) await applyPreferredFailure(ctx, prefer, principal, limits, isMatch)
        // Pre-serialized JSON bytes, sent as they are (`serializeJson`).
        return renderAnswer(entry, ctx)
      }
      // First sight: remembered, answered the plain way; null: cannot be templated (or too long).
      if (entry === undefined) cache.set(key, false)
      else if (entry === false) templateKey = key
    }
    const query = route.query ? readQuery(event, route) : undefined
    const body = route.body ? (text === undefined ? await readValidatedBody(event, route.body) : validateBodyText(text, route.body)) : undefined
    if (prefer && principal) await applyPreferredFailure(ctx, prefer, principal, limits, isMatch)
    const input = { query, body } as RouteInput<never, never>
    const call: RouteCall = { ctx, event, principal: principal as Principal, limits, origin }
    if (cache && templateKey !== undefined) {
      const prepared = await prepareAnswer(ctx.links, ({ generateId, links }) =>
        route.produce(input, { ...call, ctx: { ...ctx, generateId, links: { ...ctx.links, clickUrl: links.clickUrl } } }),
      )
      cache.set(templateKey, prepared)
      if (prepared) return renderAnswer(prepared, ctx)
    }
    return await route.produce(input, call)
  }
}

function readQuery(event: H3Event, route: RouteDeclaration): unknown {
  if (!route.invalidQuery) return readValidatedQuery(event, route.query!)
  try {
    return readValidatedQuery(event, route.query!)
  } catch {
    throw route.invalidQuery()
  }
}

/** Throws the error a forced `Prefer: code=422|429` asks for (401 and 503 went earlier). */
async function applyPreferredFailure(ctx: AppContext, prefer: PreferredOutcome, principal: Principal, limits: TierLimits, isMatch: boolean): Promise<void> {
  if (prefer.code === 422) throw apiError(422, 'engine_error', undefined, {}, preferenceApplied(422))
  if (prefer.code !== 429) return
  const nowMs = ctx.now()
  const quota = prefer.example === 'quota_exceeded' && isMatch
  const used = isMatch ? await ctx.storage.counters.monthlyUsage(principal.subscriptionId, monthPeriod(nowMs)) : 0
  const reservation = exhaustedReservation(limits, principal, quota ? 'quota_exceeded' : 'rate_limited', nowMs, used)
  throw limitError(limits, principal, reservation, isMatch, nowMs, preferenceApplied(429, quota ? 'quota_exceeded' : undefined))
}
