import type { H3Event } from 'h3'
import type { TierLimits, TierTable } from '../engine/tiers.js'
import type { Catalogs } from '../engine/types.js'
import type { RobomatchStorage } from '../storage/types.js'
import { monthPeriod } from '../storage/windows.js'
import type { AbuseGuard } from './abuse.js'
import type { Principal } from './auth.js'
import { apiError } from './errors.js'
import { json } from './http.js'
import { exhaustedReservation, limitError, limitHeaders, reserveRequest } from './limits.js'
import type { LinkSigner } from './links.js'
import { readPreferredOutcome } from './prefer.js'

/** What every route handler shares; built once by `createApp`. */
export interface AppContext {
  storage: RobomatchStorage
  catalogs: Catalogs
  tiers: TierTable
  origin?: string
  /** Click links follow X-Forwarded-Host/-Proto (see `requestOrigin`). */
  trustProxy?: boolean
  mock: boolean
  links: LinkSigner
  generateId: () => string
  now: () => number
  authenticate: (headers: Headers) => Promise<Principal>
  /** Failed-request guard (issue 11); see `src/server/abuse.ts`. */
  abuse?: AbuseGuard
}

export interface CallInfo {
  principal: Principal
  limits: TierLimits
  event: H3Event
}

/** One authenticated endpoint: parse (may throw 400s), then produce the 200 body. */
export interface Endpoint<Input> {
  /** Match endpoints count against the monthly quota and send usage headers. */
  isMatch: boolean
  parse: (event: H3Event) => Input | Promise<Input>
  produce: (input: Input, call: CallInfo) => unknown
}

/**
 * Runs an authenticated endpoint: auth → parse/validate → reserve → produce → respond,
 * refunding the reservation if producing fails, so only 2xx responses count. In mock
 * mode, `Prefer: code=…` forces the same error the real path would send.
 */
export async function runEndpoint<Input>(ctx: AppContext, event: H3Event, endpoint: Endpoint<Input>): Promise<Response> {
  if (!ctx.abuse) return runGuarded(ctx, event, endpoint, undefined)
  // Abuse guard hook: failures count per key, or per client address until a key is valid.
  const guard = { subject: ctx.abuse.addressSubject(event), allowed: ctx.tiers.starter.requestsPerMinute }
  ctx.abuse.check(guard.subject, ctx.now())
  try {
    return await runGuarded(ctx, event, endpoint, guard)
  } catch (error) {
    await ctx.abuse.record(guard.subject, error, guard.allowed, ctx.now())
    throw error
  }
}

async function runGuarded<Input>(
  ctx: AppContext,
  event: H3Event,
  endpoint: Endpoint<Input>,
  guard: { subject: string | undefined; allowed: number } | undefined,
): Promise<Response> {
  const headers = event.req.headers
  const prefer = ctx.mock ? readPreferredOutcome(headers) : undefined
  if (prefer?.code === 401) throw apiError(401, 'unauthorized')
  if (prefer?.code === 503) throw apiError(503, 'storage_unavailable', undefined, {}, { 'retry-after': '1' })

  const principal = await ctx.authenticate(headers)
  const limits = ctx.tiers[principal.tier]
  if (guard && ctx.abuse) {
    guard.subject = guard.subject && `sub:${principal.subscriptionId}`
    guard.allowed = limits.requestsPerMinute
    ctx.abuse.check(guard.subject, ctx.now())
  }
  const input = await endpoint.parse(event)
  const nowMs = ctx.now()

  if (prefer?.code === 422) throw apiError(422, 'engine_error')
  if (prefer?.code === 429) {
    const reason = prefer.example === 'quota_exceeded' && endpoint.isMatch ? 'quota_exceeded' : 'rate_limited'
    const used = endpoint.isMatch
      ? await ctx.storage.counters.monthlyUsage(principal.subscriptionId, monthPeriod(nowMs))
      : 0
    throw limitError(limits, principal, exhaustedReservation(limits, principal, reason, nowMs, used), endpoint.isMatch, nowMs)
  }

  const reservation = await reserveRequest(ctx.storage.counters, limits, principal, endpoint.isMatch, nowMs)
  let body: unknown
  try {
    body = endpoint.produce(input, { principal, limits, event })
  } catch (error) {
    await ctx.storage.counters.refund(reservation).catch(() => {})
    throw error
  }
  return json(200, body, limitHeaders(limits, principal, reservation, endpoint.isMatch))
}
