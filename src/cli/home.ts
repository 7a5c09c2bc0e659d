/**
 * `robomatch home`: home robot vacuum recommendation (POST /home/match), from flags or
 * prompts on a terminal; a summary with a product table, or the API's JSON.
 */
import { HomeMatchRequestSchema, type HomeMatchRequestInput, type HomeMatchResponse } from '../schemas/api.js'
import { expectOk, type ConnectionOptions } from './client.js'
import { EXIT, UsageError } from './errors.js'
import { canPrompt, checkFlagValues, equivalentCommand, finishJson, requestOnce } from './match.js'
import { limitsFooter, printLines, renderTable, tableWidth, wrapProse } from './output.js'
import { HOME_ORDER, missingHomeFields } from './prompts.js'

/** Flags of `home` as commander hands them over. */
export interface HomeOptions extends ConnectionOptions {
  floorAreaSqM?: number
  floorType?: 'hard' | 'carpet' | 'mixed'
  pets?: boolean
  budgetUsd?: number
  /** A budget in pounds, turned into `budgetUsd` at the catalog's documented rate. */
  budgetGbp?: number
  mopping?: boolean
  selfEmptying?: boolean
  locale?: 'US' | 'UK'
  json?: boolean
  interactive?: boolean
}

/** Request field → flag, for messages. */
const HOME_FLAGS: Record<keyof HomeMatchRequestInput, string> = {
  floorAreaSqM: '--floor-area-sq-m',
  floorType: '--floor-type',
  pets: '--pets',
  budgetUsd: '--budget-usd',
  mopping: '--mopping',
  selfEmptying: '--self-emptying',
  affiliateLocale: '--locale',
}

/** Flags of the equivalent command when the budget was given in pounds. */
const HOME_FLAGS_GBP: Record<string, string> = { ...HOME_FLAGS, budgetGbp: '--budget-gbp' }
delete HOME_FLAGS_GBP.budgetUsd

/**
 * USD per GBP from the catalogs the command uses (`--config`'s `catalogs`, else the package's):
 * the documented rate the website uses too, never a live quote.
 */
async function usdPerGbp(config?: string): Promise<number> {
  const [{ resolveConfig }, { loadCatalogs, loadDefaultCatalogs }] = await Promise.all([import('../config.js'), import('../catalogs/load.js')])
  const resolved = await resolveConfig({ config, storage: 'memory' })
  const catalogs = resolved.catalogsDir ? await loadCatalogs(resolved.catalogsDir) : await loadDefaultCatalogs()
  return catalogs.exchangeRate.usdPerGbp
}

/** A pound amount in dollars at `rate`, to the cent. */
function gbpToUsd(gbp: number, rate: number): number {
  return Math.round(gbp * rate * 100) / 100
}

/** Runs `robomatch home`; returns the exit code. */
export async function homeCommand(options: HomeOptions): Promise<number> {
  if (options.budgetUsd !== undefined && options.budgetGbp !== undefined) {
    throw new UsageError('give the budget once: --budget-usd or --budget-gbp, not both')
  }
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
  let budgetGbp = options.budgetGbp
  if (budgetGbp !== undefined) {
    given.budgetUsd = gbpToUsd(budgetGbp, await usdPerGbp(options.config))
    checkFlagValues({ budgetUsd: given.budgetUsd }, HomeMatchRequestSchema.entries, { budgetUsd: '--budget-gbp (in USD)' })
  }

  let profile = given
  // Home has no required field: a bare `robomatch home` is the interview, any flag means "run it".
  const gate = {
    interactive: options.interactive,
    json: options.json,
    requiredMissing: missingHomeFields(given).length === HOME_ORDER.length,
  }
  if (canPrompt(gate) && missingHomeFields(given).length > 0) {
    const { askHomeProfile } = await import('./prompts.js')
    const asked = await askHomeProfile(given, { output: process.stdout }, () => usdPerGbp(options.config))
    profile = asked.profile
    budgetGbp ??= asked.budgetGbp
  }
  if (profile !== given) {
    const shown = budgetGbp !== undefined ? { ...profile, budgetGbp } : profile
    const flags = budgetGbp !== undefined ? HOME_FLAGS_GBP : HOME_FLAGS
    process.stdout.write(`Same without questions: ${equivalentCommand('robomatch home', shown, flags)}\n`)
  }

  const response = await requestOnce(options, 'POST', '/home/match', profile)
  if (options.json) return finishJson(response)
  expectOk(response)
  const lines = renderHome(response.body as HomeMatchResponse, response.headers)
  if (budgetGbp !== undefined) lines.unshift(`Budget £${budgetGbp} sent as $${profile.budgetUsd} (the catalog's documented rate).`)
  printLines(wrapProse(lines, tableWidth()))
  return EXIT.ok
}

/** The readable summary of a home match response. */
function renderHome(body: HomeMatchResponse, headers: Headers): string[] {
  const best = body.bestMatch
  const price = (product: HomeMatchResponse['bestMatch']) =>
    // `price` is GBP at UK retailers for UK visitors, or USD where no UK price is known.
    product.price.currency === 'GBP' ? `£${product.price.amount}` : body.locale === 'UK' ? `$${product.price.amount} (US)` : `$${product.price.amount}`
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
      // Retailer links are long: they go first on a narrow terminal, then the least read columns.
      { droppable: [7, 4, 6] },
    ),
  )
  for (const warning of body.warnings) lines.push(`  ! ${warning.text}`)
  lines.push(`Catalog checked ${body.catalogVersion}`)
  if (body.attribution.required) lines.push(`${body.attribution.text} ${body.attribution.link}`)
  const footer = limitsFooter(headers)
  lines.push(footer ? `match ${body.matchId} · ${footer}` : `match ${body.matchId}`)
  return lines
}
