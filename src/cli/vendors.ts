/**
 * `robomatch vendors`: the vendor catalog of one category in one region (GET /vendors).
 */
import type { PublicVendorsResponse, VendorsQuery } from '../schemas/api.js'
import { expectOk, type ConnectionOptions } from './client.js'
import { EXIT } from './errors.js'
import { finishJson, requestOnce } from './match.js'
import { limitsFooter, printLines, renderTable, shortList } from './output.js'

/** Flags of `vendors`. */
export interface VendorsOptions extends ConnectionOptions {
  category: VendorsQuery['category']
  region?: string
  json?: boolean
}

/** Runs `robomatch vendors`; returns the exit code. */
export async function vendorsCommand(options: VendorsOptions): Promise<number> {
  const query = new URLSearchParams({ category: options.category })
  if (options.region) query.set('region', options.region.toUpperCase())
  const response = await requestOnce(options, 'GET', `/vendors?${query}`)
  if (options.json) return finishJson(response)
  expectOk(response)
  printLines(renderVendors(response.body as PublicVendorsResponse, response.headers))
  return EXIT.ok
}

/** The readable vendor listing. */
export function renderVendors(body: PublicVendorsResponse, headers: Headers): string[] {
  const lines: string[] = []
  const region = body.region ? ` in ${body.region}` : ''
  if (body.vendors.length === 0) {
    lines.push(`No ${body.category} vendors serve${region || ' this region'}; try another --region.`)
  } else {
    lines.push(
      renderTable(
        ['vendor', 'robot types', 'acquisition', 'regions', 'price', 'weeks', 'sponsored'],
        body.vendors.map((vendor) => [
          vendor.name,
          vendor.robotTypes.join(', '),
          vendor.acquisitionModels.join(', '),
          shortList(vendor.regions, 4),
          vendor.priceBand,
          vendor.deploymentWeeks,
          vendor.sponsored ? 'yes' : '',
        ]),
      ),
    )
  }
  const capped = body.total > body.count ? ` (of ${body.total}; the tier's catalog limit applies)` : ''
  const footer = limitsFooter(headers)
  lines.push(`${body.count} ${body.category} vendors${region}${capped} · catalog checked ${body.catalogVersion}${footer ? ` · ${footer}` : ''}`)
  return lines
}
