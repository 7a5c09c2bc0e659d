import * as v from 'valibot'
import type { RobotCategory, Vendor } from '../../schemas/catalog.js'
import { monthPeriod } from '../../storage/windows.js'
import { apiError } from '../errors.js'
import { respond } from '../http.js'
import { defineApiRoute, type AppContext } from '../pipeline.js'

const param = (description: string) => v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'), v.description(description))

/** The parameters of a click link, each given once; the signed ones are required. */
export const ClickLinkQuerySchema = v.object(
  {
    v: param('Vendor id.'),
    m: param('Match id the link was issued for.'),
    utm_source: v.optional(param('`robomatch` in every issued link.')),
    utm_medium: v.optional(param('`api` in every issued link.')),
    utm_campaign: param('Category the link was issued for.'),
    l: param('Every vendor id the match listed, comma-separated; the signature covers them.'),
    sig: param('Signature of the match’s links.'),
  },
  (issue) => (issue.expected === 'Object' ? 'must be an object' : 'is required'),
)

const notFound = () => apiError(404, 'not_found', 'Unknown or invalid click link.')

/**
 * GET /out — the tracked click redirect. Answers 302 only to the catalog URL of a vendor
 * whose link this service signed; anything else is a 404 (never an open redirect). A click
 * counts once per link (match, vendor) and never on HEAD (link checkers, previews).
 */
export const clickRoute = defineApiRoute({
  method: 'GET',
  path: '/out',
  // The document puts /out outside the /api/v1 server; tools that ignore path-level
  // servers (some proxies and validators) resolve it under /api/v1, so answer there too.
  aliases: ['/api/v1/out'],
  operationId: 'followClickLink',
  summary: 'Follow a tracked vendor click link.',
  description:
    'The clickUrl of a vendor match, outside /api/v1 and without an API key: end users follow it. Redirects (302) to the vendor’s catalog URL with the UTM parameters and counts the click; ' +
    'it never redirects anywhere else, so an unknown vendor or a bad signature is a 404. HEAD answers alike and counts nothing. Also answered at /api/v1/out. Use links exactly as returned.',
  tag: 'tracking',
  auth: 'none',
  counting: 'none',
  query: ClickLinkQuerySchema,
  invalidQuery: notFound,
  ok: { status: 302, description: 'Redirect to the vendor catalog URL.', headers: { Location: 'Vendor URL with UTM parameters.' } },
  errors: { 404: 'Unknown vendor or invalid signature (`not_found`).' },
  errorExamples: { 404: notFound },
  async produce({ query }, { ctx, event }) {
    const campaign = query.utm_campaign
    // A vendor may be listed in several categories (Pudu: cleaning and restaurant): look it
    // up in the category the link was issued for.
    const vendor = findVendor(ctx, campaign, query.v)
    const link = { vendorId: query.v, matchId: query.m, category: campaign, listed: query.l, sig: query.sig }
    if (!vendor || !(await ctx.links.verify(link))) throw notFound()
    if (event.req.method !== 'HEAD') await ctx.storage.counters.countClick(vendor.id, monthPeriod(ctx.now()), query.m)
    const target = new URL(vendor.website)
    target.searchParams.set('utm_source', 'robomatch')
    target.searchParams.set('utm_medium', 'api')
    target.searchParams.set('utm_campaign', campaign)
    return respond(302, null, { location: target.href, 'cache-control': 'no-store' })
  },
})

function findVendor(ctx: AppContext, category: string, vendorId: string): Vendor | undefined {
  if (!Object.hasOwn(ctx.catalogs.vendors, category)) return undefined
  return ctx.catalogs.vendors[category as RobotCategory].find((vendor) => vendor.id === vendorId)
}
