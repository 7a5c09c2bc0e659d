/**
 * `robomatch home`: home robot vacuum recommendation (POST /home/match), from flags or
 * prompts on a terminal; a summary with a product table, or the API's JSON.
 */
import { HomeMatchRequestSchema, type HomeMatchRequestInput, type HomeMatchResponse } from '../schemas/api.js'
import { expectOk, type ConnectionOptions } from './client.js'
import { EXIT } from './errors.js'
import { canPrompt, checkFlagValues, equivalentCommand, finishJson, requestOnce } from './match.js'
import { limitsFooter, printLines, renderTable } from './output.js'
import { missingHomeFields } from './prompts.js'

/** Flags of `home` as commander hands them over. */
export interface HomeOptions extends ConnectionOptions {
  floorAreaSqM?: number
  floorType?: 'hard' | 'carpet' | 'mixed'
  pets?: boolean
  budgetUsd?: number
  mopping?: boolean
  selfEmptying?: boolean
  locale?: 'US' | 'UK'
  json?: boolean
  interactive?: boolean
}

/** Request field → flag, for messages. */
export const HOME_FLAGS: Record<keyof HomeMatchRequestInput, string> = {
  floorAreaSqM: '--floor-area-sq-m',
  floorType: '--floor-type',
  pets: '--pets',
  budgetUsd: '--budget-usd',
  mopping: '--mopping',
  selfEmptying: '--self-emptying',
  affiliateLocale: '--locale',
}

/** Runs `robomatch home`; returns the exit code. */
export async function homeCommand(options: HomeOptions): Promise<number> {
  const given: Partial<HomeMatchRequestInput> = {}
  const set = <K extends keyof HomeMatchRequestInput>(field: K, value: HomeMatchRequestInput[K] | undefined) => {
    if (value !== undefined) given[field] = value
  }
  set('floorAreaSqM', options.floorAreaSqM)
  set('floorType', options.floorType)
  set('pets', options.pets)
  set('budgetUsd', options.budgetUsd)
  set('mopping', options.mopping)
  set('selfEmptying', options.selfEmptying)
  set('affiliateLocale', options.locale)
  checkFlagValues(given, HomeMatchRequestSchema.entries, HOME_FLAGS)

  let profile = given
  if (canPrompt(options.interactive) && missingHomeFields(given).length > 0) {
    const { askHomeProfile } = await import('./prompts.js')
    const output = options.json ? process.stderr : process.stdout
    profile = await askHomeProfile(given, { output })
    output.write(`Same without questions: ${equivalentCommand('robomatch home', profile, HOME_FLAGS)}\n`)
  }

  const response = await requestOnce(options, 'POST', '/home/match', profile)
  if (options.json) return finishJson(response)
  expectOk(response)
  printLines(renderHome(response.body as HomeMatchResponse, response.headers))
  return EXIT.ok
}

/** The readable summary of a home match response. */
export function renderHome(body: HomeMatchResponse, headers: Headers): string[] {
  const best = body.bestMatch
  const price = (product: HomeMatchResponse['bestMatch']) =>
    body.locale === 'UK' ? (product.priceGbp === null ? 'no UK price found' : `£${product.priceGbp}`) : `$${product.priceUsd}`
  const lines: string[] = []
  lines.push(`Best match: ${best.brand} ${best.model}, score ${best.score}/100, ${price(best)}`)
  for (const reason of best.reasons) lines.push(`  • ${reason}`)
  lines.push('')
  lines.push(`Products (${body.products.length}, ${body.locale} retailers):`)
  lines.push(
    renderTable(
      ['#', 'product', 'score', 'price', 'navigation', 'mopping', 'self-emptying', 'link'],
      body.products.map((product) => [
        product.rank,
        `${product.brand} ${product.model}`,
        product.score,
        price(product),
        product.navigation,
        product.mopping,
        product.selfEmptying ? 'yes' : 'no',
        product.clickUrl,
      ]),
    ),
  )
  if (body.attribution.required) lines.push(`${body.attribution.text} ${body.attribution.link}`)
  const footer = limitsFooter(headers)
  lines.push(footer ? `match ${body.matchId} · ${footer}` : `match ${body.matchId}`)
  return lines
}
