/**
 * Money in the region's terms. A request's labour cost is in `currency` (default: the
 * region's currency, USD where the catalog knows none); the answer is in that same currency.
 * Catalog figures published in USD are converted at the dated rate table of
 * `catalogs/money.json`, which the pro assumptions cite.
 */
import type { Currency, MatchRequest } from '../schemas/api.js'
import type { SourcedFigure } from '../schemas/cleaning-rates.js'
import type { AcquisitionModel, RobotType } from '../schemas/catalog.js'
import { ONE_OFF_FIELDS, type MoneyTable, type PriceField, type RobotPrice } from '../schemas/economics-rates.js'
import { textCurrency } from './format.js'
import { EngineError } from './types.js'

/** The currency of one answer and how to reach it from USD. */
export interface MoneyContext {
  currency: Currency
  /** The currency as sentences write it (`US$` for US dollars outside the US; see `textCurrency`). */
  text: string
  /** US dollars per one unit of `currency`. */
  usdPerUnit: number
  /** Converts an amount in USD into the answer currency. */
  fromUsd: (usd: number) => number
  /** Converts an amount in another currency into the answer currency; undefined where the rate table has no rate for it. */
  fromCurrency: (amount: number, currency: string) => number | undefined
  /** Rate table facts for the assumptions. */
  rateDate: string
  rateSources: string[]
  /** The region's own published price for a robot type and field, with its name in the assumptions and its value in the answer currency. */
  localPrice: (robotType: RobotType, field: PriceField) => { name: string; unit: string; figure: RobotPrice; value: number } | undefined
}

/** The price field each acquisition model is costed on. */
export const PRICE_FIELD: Record<AcquisitionModel, PriceField> = { buy: 'purchasePrice', lease: 'leaseMonthly', raas: 'raasMonthly' }

/** The currency a country uses, when the money table knows the country. */
function regionCurrency(money: MoneyTable, region: string): Currency | undefined {
  return money.countries[region]?.currency as Currency | undefined
}

/**
 * The sources of the rates an answer converts with: its own currency's and the country's (local
 * prices and wages are converted from it), each from the set of `exchangeRates.sources` unless
 * `otherSources` cites it apart; none for US dollars, which convert nothing (a US answer had cited
 * the UAE dirham's peg and a Chilean rate, claim-level sources being issue 25's rule).
 */
function rateSources(money: MoneyTable, currencies: ReadonlyArray<string | undefined>): string[] {
  const cited = new Set<string>()
  for (const currency of currencies) {
    if (currency === undefined || currency === 'USD') continue
    for (const source of money.exchangeRates.otherSources?.[currency] ?? money.exchangeRates.sources) cited.add(source)
  }
  return [...cited]
}

/** The answer's currency: the request's, else the region's, else USD. */
export function moneyContext(money: MoneyTable, request: Pick<MatchRequest, 'currency'>, region: string): MoneyContext {
  const currency: Currency = request.currency ?? regionCurrency(money, region) ?? 'USD'
  const usdPerUnit = money.exchangeRates.usdPerUnit[currency]
  if (usdPerUnit === undefined) throw new EngineError(`The money table has no exchange rate for ${currency}`)
  const country = money.countries[region]
  const countryUsdPerUnit = country ? money.exchangeRates.usdPerUnit[country.currency] : undefined
  return {
    currency,
    text: textCurrency(currency, region),
    usdPerUnit,
    fromUsd: (usd) => usd / usdPerUnit,
    fromCurrency: (amount, from) => {
      const rate = money.exchangeRates.usdPerUnit[from]
      return rate === undefined ? undefined : (amount * rate) / usdPerUnit
    },
    rateDate: money.exchangeRates.otherDates?.[currency] ?? money.exchangeRates.date,
    rateSources: rateSources(money, [currency, country?.currency]),
    localPrice: (robotType, field) => {
      const figure = country?.robotPrices?.find((price) => price.robotType === robotType && price.field === field)
      if (figure === undefined || countryUsdPerUnit === undefined) return undefined
      return {
        name: `money.countries.${region}.robotPrices.${robotType}.${field}`,
        unit: ONE_OFF_FIELDS.has(field) ? country!.currency : `${country!.currency}/month`,
        figure,
        value: (figure.value * countryUsdPerUnit) / usdPerUnit,
      }
    },
  }
}

/**
 * The labour cost assumed for a region when the request sends none, in the answer currency:
 * the country's entry-level labour cost, or the US one converted where the table has none for it
 * (no entry, or an entry with its currency only: Kuwait, Bahrain).
 */
export function defaultLaborCost(money: MoneyTable, region: string, ctx: MoneyContext): { value: number; figure: SourcedFigure; from: string } {
  const own = money.countries[region]?.laborCostPerHour
  const from = own ? region : 'US'
  const country = money.countries[from]
  const figure = country?.laborCostPerHour
  if (country === undefined || figure === undefined) throw new EngineError('The money table has no labour cost for the US')
  // In the row's own currency the figure is used as written: through US dollars and back it had read
  // TRY 206.23000000000002 in the answer's assumptions.
  const value = country.currency === ctx.currency ? figure.value : ctx.fromUsd(figure.value * (money.exchangeRates.usdPerUnit[country.currency] ?? Number.NaN))
  if (!Number.isFinite(value)) throw new EngineError(`The money table has no exchange rate for ${country.currency}`)
  return { value, figure, from }
}
