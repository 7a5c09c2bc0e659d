import type { H3Event } from 'h3'
import type { RobotCategory, Vendor } from '../../schemas/catalog.js'
import { monthPeriod } from '../../storage/windows.js'
import { apiError } from '../errors.js'
import { respond } from '../http.js'
import type { AppContext } from '../pipeline.js'

/**
 * GET /out — the tracked click redirect. Answers 302 only to the catalog URL of a vendor
 * whose link this service signed; anything else is a 404 (never an open redirect). A click
 * counts once per link and never on HEAD.
 */
export async function handleOut(ctx: AppContext, event: H3Event): Promise<Response> {
  const params = event.url.searchParams
  const notFound = () => apiError(404, 'not_found', 'Unknown or invalid click link.')
  const [vendorId, matchId, campaign, sig] = SIGNED_PARAMS.map((name) => single(params, name))
  if (!vendorId || !matchId || !campaign || !sig) throw notFound()
  // A vendor may be listed in several categories (Pudu: cleaning and restaurant): look it
  // up in the category the link was issued for.
  const vendor = findVendor(ctx, campaign, vendorId)
  if (!vendor || !ctx.links.verify(vendor.id, matchId, campaign, sig)) throw notFound()
  // HEAD (link checkers, previews) counts nothing; one link (match, vendor) counts once.
  if (event.req.method !== 'HEAD') await ctx.storage.counters.countClick(vendor.id, monthPeriod(ctx.now()), matchId)
  const target = new URL(vendor.website)
  target.searchParams.set('utm_source', 'robomatch')
  target.searchParams.set('utm_medium', 'api')
  target.searchParams.set('utm_campaign', campaign)
  return respond(302, null, { location: target.href, 'cache-control': 'no-store' })
}

const SIGNED_PARAMS = ['v', 'm', 'utm_campaign', 'sig'] as const

/** The one value of a parameter; a repeated parameter is as bad as a missing one. */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name)
  return values.length === 1 ? values[0] : undefined
}

function findVendor(ctx: AppContext, category: string, vendorId: string): Vendor | undefined {
  if (!Object.hasOwn(ctx.catalogs.vendors, category)) return undefined
  return ctx.catalogs.vendors[category as RobotCategory].find((vendor) => vendor.id === vendorId)
}
