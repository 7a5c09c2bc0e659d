/**
 * Home robot vacuum match: integer points per `HomeScoreDetail` rule over the whole home
 * catalog. The locale only picks the retailer link, so it can never move a product.
 */
import type { HomeMatchRequest, HomeMatchResponse, HomeProductMatch, HomeScoreDetail, Reason } from '../schemas/api.js'
import type { HomeLocale, HomeProduct } from '../schemas/catalog.js'
import { attribution } from './attribution.js'
import { catalogIndex } from './catalog-index.js'
import { formatCount, listWords, plural } from './format.js'
import { keepTop } from './top-keys.js'
import { EngineError, type Catalogs, type HomeContext } from './types.js'

type Mopping = HomeProduct['mopping']
type FloorType = NonNullable<HomeMatchRequest['floorType']>

/** budget: full points within budget, none once the price is 25 % over (4 × the overshoot share). */
const BUDGET_POINTS = 30
const OVER_BUDGET_FALLOFF = 4
/** budget with no budget given: value-for-money mid points, a little more for cheaper robots. */
const VALUE_LOW_PRICE_USD = 400
const VALUE_LOW_PRICE_POINTS = 18
const VALUE_MID_PRICE_USD = 800
const VALUE_MID_PRICE_POINTS = 15
const VALUE_HIGH_PRICE_POINTS = 12
/**
 * floorType points. Carpet: carpetScore × 3 plus 1 for 8,000 Pa and more, a tie-break only: the
 * carpet score already counts suction (catalogs/README.md), and up to 5 points for it had ranked
 * a robot rated 2/5 on carpet above one rated 3/5 (72 of 396 carpet-only lists, round 39).
 */
const CARPET_SCORE_POINTS = 3
const SUCTION_PA_PER_POINT = 8000
const MAX_SUCTION_POINTS = 1
/** Hard floors: a base for any robot plus what its mop adds. */
const HARD_FLOOR_BASE_POINTS = 12
const HARD_FLOOR_MOP_POINTS: Record<Mopping, number> = { none: 0, pad: 5, rotating: 8, roller: 8 }
/** Mixed floors (and unknown, since most homes have both): carpetScore × 2, mop and suction. */
const MIXED_CARPET_SCORE_POINTS = 2
const MIXED_MOP_POINTS: Record<Mopping, number> = { none: 0, pad: 3, rotating: 5, roller: 5 }
/** pets: petScore × 3 when there are pets; the same neutral points for every product otherwise. */
const PET_SCORE_POINTS = 3
const NEUTRAL_PET_POINTS = 8
/** mopping when wanted: roller / rotating > pad > none; neutral otherwise. */
const MOPPING_POINTS: Record<Mopping, number> = { none: 0, pad: 8, rotating: 15, roller: 15 }
const NEUTRAL_MOPPING_POINTS = 8
/** selfEmptying when wanted; neutral otherwise. */
const SELF_EMPTYING_POINTS = 10
const NEUTRAL_SELF_EMPTYING_POINTS = 5
/** A dock wanted where carpet or pet hair is the need: below two steps of that score (see `selfEmptyingPoints`). */
const SELF_EMPTYING_POINTS_BESIDE_NEED = 5
/** area: up to 6 for covering the floor on one charge, up to 4 for navigation. */
const COVERAGE_POINTS = 6
/** A charge covering at least this share of the home counts as covering all of it (points and tie-break). */
const NEAR_FULL_COVERAGE = 0.9
const TYPICAL_HOME_SQM = 80
/** From this floor area, systematic (LiDAR) navigation matters much more than on a small flat. */
const LARGE_HOME_SQM = 120
const NAVIGATION_POINTS_LARGE: Record<HomeProduct['navigation'], number> = { lidar: 4, solid_state: 4, camera: 2, gyro: 0 }
const NAVIGATION_POINTS_SMALL: Record<HomeProduct['navigation'], number> = { lidar: 4, solid_state: 4, camera: 3, gyro: 2 }

const MOPPING_TEXT: Record<Mopping, string> = {
  none: 'No mopping',
  pad: 'Mopping pad',
  rotating: 'Rotating mop pads',
  roller: 'Roller mop',
}

/** Points per rule for one product; they sum to its score (≤ 100). */
function scoreHomeProduct(request: HomeMatchRequest, product: HomeProduct): HomeScoreDetail {
  return {
    budget: budgetPoints(request.budgetUsd, product.priceUsd),
    floorType: floorTypePoints(request.floorType, product, request.mopping),
    pets: petPoints(request.pets, product),
    mopping: moppingPoints(request, product),
    selfEmptying: selfEmptyingPoints(request, product),
    area: areaPoints(request.floorAreaSqM, product),
  }
}

/** The product's score without building the detail object (the ranking hot path). */
function homePoints(request: HomeMatchRequest, product: HomeProduct): number {
  return (
    budgetPoints(request.budgetUsd, product.priceUsd) +
    floorTypePoints(request.floorType, product, request.mopping) +
    petPoints(request.pets, product) +
    moppingPoints(request, product) +
    selfEmptyingPoints(request, product) +
    areaPoints(request.floorAreaSqM, product)
  )
}

function budgetPoints(budgetUsd: number | undefined, priceUsd: number): number {
  if (budgetUsd === undefined) {
    if (priceUsd <= VALUE_LOW_PRICE_USD) return VALUE_LOW_PRICE_POINTS
    return priceUsd <= VALUE_MID_PRICE_USD ? VALUE_MID_PRICE_POINTS : VALUE_HIGH_PRICE_POINTS
  }
  if (priceUsd <= budgetUsd) return BUDGET_POINTS
  if (budgetUsd <= 0) return 0
  const share = 1 - (OVER_BUDGET_FALLOFF * (priceUsd - budgetUsd)) / budgetUsd
  return share > 0 ? Math.round(BUDGET_POINTS * share) : 0
}

function petPoints(pets: boolean | undefined, product: HomeProduct): number {
  return pets === true ? product.petScore * PET_SCORE_POINTS : NEUTRAL_PET_POINTS
}

/**
 * A mop wanted counts in full on hard floors and at half on mixed ones (or floors not given), where it
 * serves only the hard part: there a rotating mop's edge over a pad no longer outweighs two steps of
 * carpet cleaning (round 81: a 2/5 carpet robot had led a 4/5 one for its mop on a mixed floor).
 */
function moppingPoints(request: HomeMatchRequest, product: HomeProduct): number {
  if (request.mopping !== true) return NEUTRAL_MOPPING_POINTS
  const points = MOPPING_POINTS[product.mopping]
  return request.floorType === 'hard' || request.floorType === 'carpet' ? points : Math.round(points / 2)
}

/**
 * A dock wanted: 10 points, or 5 where the home's main need is carpet or pet hair (3 points a step of
 * its score), so a dock breaks a one-step tie there but never outranks a robot two steps better at the
 * job (round 79, H793: a 2/5 carpet robot with a dock had led a 4/5 one on an all-carpet home).
 */
function selfEmptyingPoints(request: HomeMatchRequest, product: HomeProduct): number {
  if (request.selfEmptying !== true) return NEUTRAL_SELF_EMPTYING_POINTS
  if (!product.selfEmptying) return 0
  return request.floorType === 'carpet' || request.pets === true ? SELF_EMPTYING_POINTS_BESIDE_NEED : SELF_EMPTYING_POINTS
}

function suctionPoints(product: HomeProduct): number {
  return product.suctionPa === null ? 0 : Math.min(MAX_SUCTION_POINTS, Math.floor(product.suctionPa / SUCTION_PA_PER_POINT))
}

/**
 * A mop adds to hard and mixed floors only while the buyer has not said: `mopping: false` wants none
 * (round 74, H741: a vacuum-only buyer's list had ranked robots by their mops) and `mopping: true` is
 * scored once, by the mopping points (round 81: counted twice, a rotating mop's 9 points over a pad
 * had put a 2/5 carpet robot above a 4/5 one on a mixed floor).
 */
function floorTypePoints(floorType: FloorType | undefined, product: HomeProduct, mopping: boolean | undefined): number {
  const mop: Mopping = mopping === undefined ? product.mopping : 'none'
  switch (floorType ?? 'mixed') {
    case 'carpet':
      return product.carpetScore * CARPET_SCORE_POINTS + suctionPoints(product)
    case 'hard':
      return HARD_FLOOR_BASE_POINTS + HARD_FLOOR_MOP_POINTS[mop]
    case 'mixed':
      return product.carpetScore * MIXED_CARPET_SCORE_POINTS + MIXED_MOP_POINTS[mop] + suctionPoints(product)
  }
}

function areaPoints(floorAreaSqM: number | undefined, product: HomeProduct): number {
  const areaSqM = floorAreaSqM ?? TYPICAL_HOME_SQM
  // Nine tenths of the home and more on one charge counts as the whole of it, as in the tie-break below
  // (round 87: a 150 m² robot in a 164 m² home had lost a point, and the lead, to one at 2.6 times its price).
  const coverage = product.maxAreaSqM >= areaSqM * NEAR_FULL_COVERAGE ? COVERAGE_POINTS : Math.round((COVERAGE_POINTS * product.maxAreaSqM) / areaSqM)
  const navigation = areaSqM >= LARGE_HOME_SQM ? NAVIGATION_POINTS_LARGE : NAVIGATION_POINTS_SMALL
  return coverage + navigation[product.navigation]
}

/** A retail price as the retailer writes it, pence or cents kept: £429, £399.99, $1,299.99. */
function formatPrice(amount: number, symbol: '$' | 'US$' | '£'): string {
  const cents = Math.round(amount * 100)
  const rest = cents % 100
  return `${symbol}${formatCount(Math.floor(cents / 100))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`
}

/**
 * Why a product suits this home, one short line per answer that mattered. The budget line is
 * in the visitor's currency: a UK visitor's budget (asked in £, sent as USD) is shown back in
 * £ at the catalog's rate, beside the UK price where one is known. Text only: the ranking
 * never depends on the locale.
 */
function productReasons(
  request: HomeMatchRequest,
  product: HomeProduct,
  usdPerGbp: number,
  /** The first docked pick, where a dock was asked for and this one ranks above it without one. */
  dockedPick?: { rank: number; product: HomeProduct },
): string[] {
  const reasons: string[] = []
  const { budgetUsd, floorAreaSqM } = request
  if (request.affiliateLocale === 'UK' && product.priceGbp === null) {
    reasons.push('No UK retailer price known yet: check the price at the retailer')
  } else if (budgetUsd === undefined) {
    // No budget: the price still ranked the pick (lower price bands score higher), so it is named.
    reasons.push(
      `Priced at ${request.affiliateLocale === 'UK' && product.priceGbp !== null ? formatPrice(product.priceGbp, '£') : formatPrice(product.priceUsd, '$')}`,
    )
  } else {
    const within = product.priceUsd <= budgetUsd
    if (request.affiliateLocale === 'UK' && product.priceGbp !== null) {
      // Judged on the UK price itself, so the sentence is true of the price shown.
      const budgetGbp = budgetInGbp(budgetUsd, usdPerGbp)
      const price = product.priceGbp
      // The ranking and `overBudget` use the US price (the locale never changes the ranking):
      // when the two prices fall on different sides of the budget, the sentence says so.
      const withinGbp = price <= budgetGbp
      const usdNote = withinGbp === within ? '' : within ? ' (its US price, used to rank, is within it)' : ' (its US price, used to rank, is over it)'
      reasons.push(
        withinGbp
          ? `Within your £${formatCount(budgetGbp)} budget at ${formatPrice(price, '£')}${usdNote}`
          : `£${formatCount(price - budgetGbp)} over your £${formatCount(budgetGbp)} budget at ${formatPrice(price, '£')}${usdNote}`,
      )
    } else {
      reasons.push(
        within
          ? `Within your $${formatCount(budgetUsd)} budget at ${formatPrice(product.priceUsd, '$')}`
          : `$${formatCount(product.priceUsd - budgetUsd)} over your $${formatCount(budgetUsd)} budget`,
      )
    }
  }
  if (request.floorType === 'carpet') {
    // A mop the buyer said no to is named as unneeded here too, as the schema says (round 103, H2).
    const unneeded =
      request.mopping === false && product.mopping !== 'none' ? ` (${MOPPING_TEXT[product.mopping].toLowerCase()} too, which you do not need)` : ''
    reasons.push(
      product.suctionPa === null
        ? `Carpet cleaning ${product.carpetScore}/5${unneeded}`
        : `Carpet cleaning ${product.carpetScore}/5 with ${formatCount(product.suctionPa)} Pa suction${unneeded}`,
    )
  } else if (request.mopping === false) {
    // No mop wanted: the floor line leaves the mop out, and one the robot has is said as unneeded.
    const unneeded = product.mopping === 'none' ? '' : ` (${MOPPING_TEXT[product.mopping].toLowerCase()} too, which you do not need)`
    if (request.floorType === 'hard') reasons.push(`Vacuums hard floors${unneeded}`)
    else
      reasons.push(
        `${request.floorType === 'mixed' ? 'Mixed floors' : 'Ranked for mixed floors (yours not given)'}: carpet ${product.carpetScore}/5${unneeded}`,
      )
  } else if (request.floorType === 'hard') {
    reasons.push(product.mopping === 'none' ? 'Vacuums hard floors but does not mop' : `${MOPPING_TEXT[product.mopping]} for hard floors`)
  } else if (request.floorType === 'mixed') {
    reasons.push(`Mixed floors: carpet ${product.carpetScore}/5, ${MOPPING_TEXT[product.mopping].toLowerCase()}`)
  } else {
    // Floors not given: ranked as for mixed floors, and the line says so.
    reasons.push(`Ranked for mixed floors (yours not given): carpet ${product.carpetScore}/5, ${MOPPING_TEXT[product.mopping].toLowerCase()}`)
  }
  if (request.pets === true) reasons.push(`Pet hair handling ${product.petScore}/5`)
  // The hard and mixed floor lines already name the mop: a second mopping line would repeat it.
  const floorLineNamesMop = request.floorType !== 'carpet'
  // On an all-carpet home a mop has nothing to do: the line says so instead of reading as a flaw.
  if (request.mopping === true && !floorLineNamesMop) {
    reasons.push(
      request.floorType === 'carpet' ? `${MOPPING_TEXT[product.mopping]} (mopping is for hard floors; carpet is vacuumed)` : MOPPING_TEXT[product.mopping],
    )
  }
  if (request.selfEmptying === true)
    reasons.push(
      product.selfEmptying
        ? 'Self-emptying dock'
        : dockedPick === undefined
          ? 'No self-emptying dock'
          : `No self-emptying dock, which you asked for: #${dockedPick.rank}, the ${dockedPick.product.brand} ${dockedPick.product.model}, has one`,
    )
  // Not wanted: a dock is named as more than asked for (round 77, H771), as an unwanted mop is.
  else if (request.selfEmptying === false && product.selfEmptying) reasons.push('Self-emptying dock too, which you did not ask for')
  if (floorAreaSqM !== undefined) {
    reasons.push(areaReason(product, floorAreaSqM))
    if (floorAreaSqM >= LARGE_HOME_SQM && product.navigation === 'lidar') reasons.push('LiDAR navigation maps a large home reliably')
  }
  return reasons
}

/**
 * The floor area line, worded by where `maxAreaSqM` comes from: only a maker's area claim is a
 * rating; a runtime-derived figure is an estimate; the category-typical placeholder is said to
 * be one, so no product is credited with a figure its maker never published.
 */
function areaReason(product: HomeProduct, floorAreaSqM: number): string {
  const area = `${formatCount(product.maxAreaSqM)} m²`
  const home = `${formatCount(floorAreaSqM)} m²`
  const fits = product.maxAreaSqM >= floorAreaSqM
  switch (product.maxAreaBasis) {
    case 'maker_area':
      return fits
        ? `Covers ${home} on one charge (rated by its maker for ${area})`
        : `Rated by its maker for ${area} per charge, less than your ${home}: expect recharge runs`
    case 'runtime':
      return fits
        ? `Should cover ${home} on one charge (about ${area}, estimated from the maker's runtime)`
        : `About ${area} per charge (estimated from the maker's runtime), less than your ${home}: expect recharge runs`
    case 'typical':
      return fits
        ? `Area per charge not published (typical for its class: ${area}, ${product.maxAreaSqM > floorAreaSqM ? 'more than' : 'as much as'} your ${home})`
        : `Area per charge not published (typical for its class: ${area}, less than your ${home}): expect recharge runs`
  }
}

/** A US-dollar budget in whole pounds, as a UK answer says it ("your £380 budget"). */
function budgetInGbp(budgetUsd: number, usdPerGbp: number): number {
  return Math.round(budgetUsd / usdPerGbp)
}

function productMatch(
  request: HomeMatchRequest,
  product: HomeProduct,
  rank: number,
  locale: HomeLocale,
  pro: boolean,
  usdPerGbp: number,
  dockedPick?: { rank: number; product: HomeProduct },
): HomeProductMatch {
  const detail = scoreHomeProduct(request, product)
  const priceGbp: number | null = product.priceGbp
  const match: HomeProductMatch = {
    rank,
    productId: product.id,
    brand: product.brand,
    model: product.model,
    score: detail.budget + detail.floorType + detail.pets + detail.mopping + detail.selfEmptying + detail.area,
    price: locale === 'UK' && priceGbp !== null ? { amount: priceGbp, currency: 'GBP' } : { amount: product.priceUsd, currency: 'USD' },
    priceUsd: product.priceUsd,
    priceGbp,
    priceInLocale: locale === 'US' || priceGbp !== null,
    overBudget: request.budgetUsd !== undefined && product.priceUsd > request.budgetUsd,
    // The price shown against the budget in its currency (round 146 E: 57 of 1,000 UK lists led with a
    // model at £399.99 on a £380 budget, `overBudget` false because its US price, which ranks, fits).
    overBudgetInLocale:
      request.budgetUsd !== undefined &&
      (locale === 'UK' && priceGbp !== null ? priceGbp > budgetInGbp(request.budgetUsd, usdPerGbp) : product.priceUsd > request.budgetUsd),
    navigation: product.navigation,
    mopping: product.mopping,
    selfEmptying: product.selfEmptying,
    reasons: productReasons(request, product, usdPerGbp, dockedPick),
    clickUrl: product.links[locale],
  }
  if (pro) match.scoreDetail = detail
  return match
}

/** Which picks of a UK list have no UK price, and what they show instead. */
function noUkPriceSubject(unpriced: number, shown: number): string {
  if (shown === 1) return 'This pick has no UK retailer price in the catalog, so its price is the US one, in dollars'
  if (unpriced === shown) return `None of these ${formatCount(shown)} picks has a UK retailer price in the catalog, so their prices are US prices, in dollars`
  return `${formatCount(unpriced)} of these ${formatCount(shown)} picks ${unpriced === 1 ? 'has' : 'have'} no UK retailer price in the catalog and ${unpriced === 1 ? 'shows its' : 'show their'} US price, in dollars`
}

/**
 * What a UK answer must say about its prices. The ranking is the same in every locale, so a UK
 * list can hold products with no known UK retailer price (`priceInLocale: false`, a US price in
 * dollars): `no_uk_price` says how many, and when most picks are unpriced, `uk_priced_models`
 * names the catalog's UK-priced models left out of the list, each judged against the budget in
 * £, so a UK visitor still sees what has a UK price. Nothing is said for a US answer.
 */
function homeWarnings(request: HomeMatchRequest, all: readonly HomeProduct[], matches: readonly HomeProductMatch[], usdPerGbp: number): Reason[] {
  const questions = homeQuestions(request)
  if (request.affiliateLocale !== 'UK') return questions
  return [...questions, ...ukPriceWarnings(request, all, matches, usdPerGbp)]
}

/** What the ranking could not use: the floors, the area and pets, asked for when missing. */
const HOME_QUESTIONS: ReadonlyArray<readonly [keyof HomeMatchRequest, string]> = [
  ['floorType', 'your floors (hard, carpet or mixed)'],
  ['floorAreaSqM', 'the area to cover'],
  ['pets', 'whether pets shed hair'],
]

function homeQuestions(request: HomeMatchRequest): Reason[] {
  const missing = HOME_QUESTIONS.filter(([field]) => request[field] === undefined)
  if (missing.length === 0) return []
  const list = listWords(missing.map(([, words]) => words))
  return [
    {
      code: 'input_assumed',
      params: { fields: missing.map(([field]) => field).join(',') },
      text:
        missing.length === HOME_QUESTIONS.length
          ? `Tell us ${list} to narrow the picks down: without them they are ranked on price and features alone.`
          : `Tell us ${list} to narrow the picks down.`,
    },
  ]
}

function ukPriceWarnings(request: HomeMatchRequest, all: readonly HomeProduct[], matches: readonly HomeProductMatch[], usdPerGbp: number): Reason[] {
  const unpriced = matches.filter((match) => !match.priceInLocale).length
  if (unpriced === 0) return []
  const shown = matches.length
  const ukPriced = all.filter((product) => product.priceGbp !== null)
  const warnings: Reason[] = [
    {
      code: 'no_uk_price',
      params: { unpriced, shown, ukPricedInCatalog: ukPriced.length, catalogSize: all.length },
      text: `${noUkPriceSubject(unpriced, shown)}: check the price at a UK retailer before buying.`,
    },
  ]
  const listed = new Set(matches.map((match) => match.productId))
  const others = ukPriced.filter((product) => !listed.has(product.id))
  if (unpriced * 2 > shown && others.length > 0) {
    const budgetGbp = request.budgetUsd === undefined ? undefined : Math.round(request.budgetUsd / usdPerGbp)
    const dearestListedGbp = Math.max(0, ...matches.map((match) => match.priceGbp ?? 0))
    const named = others.map((product) => {
      const price = product.priceGbp ?? 0
      // Every list is ranked on US prices. A model over the £ budget is said to be, unless the
      // list shows a model dearer in £ (listed for its US price): then, like a model within the £
      // budget, it is left out for its US price, and the text says so.
      const usdOver = request.budgetUsd !== undefined && product.priceUsd > request.budgetUsd
      const judged =
        budgetGbp === undefined
          ? ''
          : usdOver && (price <= budgetGbp || price <= dearestListedGbp)
            ? `, left out because its US price (${formatPrice(product.priceUsd, 'US$')}), on which every list is ranked, is over your budget`
            : price <= budgetGbp
              ? ', within your budget'
              : `, over your £${formatCount(budgetGbp)} budget`
      // A superseded model is still sold, but the buyer is told a newer one replaced it.
      const superseded = product.status === 'superseded' ? ' (superseded by a newer model)' : ''
      return `${product.brand} ${product.model}${superseded} at ${formatPrice(price, '£')}${judged}`
    })
    warnings.push({
      code: 'uk_priced_models',
      params: { count: others.length, productIds: others.map((product) => product.id).join(','), ...(budgetGbp === undefined ? {} : { budgetGbp }) },
      text: `Only ${formatCount(ukPriced.length)} of the catalog's ${plural(all.length, 'model', 'models')} ${ukPriced.length === 1 ? 'has' : 'have'} a UK retailer price; not in this list: ${named.join('; ')}.`,
    })
  }
  return warnings
}

/** A model's mop as a step-up sentence names it. */
const MOP_WORDS: Record<Mopping, string> = { none: 'no mop', pad: 'a mopping pad', rotating: 'rotating mop pads', roller: 'a roller mop' }

/** How far over the budget a model is named when the budget buys only weak carpet or pet cleaning. */
const STRETCH_SHARE = 1.6
/** A pick scoring at most this on the need asked for is weak at it; one from STRONG_SCORE does it well. */
const WEAK_SCORE = 2
const STRONG_SCORE = 4

/**
 * Where every pick within the budget is weak at what the home asked for most (carpet on an
 * all-carpet home, pet hair with pets), the cheapest current model up to 60 % over the budget that
 * does it well is named (round 50, H505: three 2/5 carpet robots for $150 where $229.99 buys 4/5).
 */
function budgetStretch(
  request: HomeMatchRequest,
  byPrice: readonly HomeProduct[],
  top: readonly HomeProduct[],
  locale: HomeLocale,
  usdPerGbp: number,
): Reason[] {
  const budget = request.budgetUsd
  if (budget === undefined || top.length === 0) return []
  const symbol = locale === 'UK' ? 'US$' : '$'
  // A UK buyer's budget in £, as the other warnings say it (round 80: "US$132.76" beside "your £100
  // budget"); a model's UK price where one is known.
  const budgetText = locale === 'UK' ? `£${formatCount(Math.round(budget / usdPerGbp))}` : formatPrice(budget, '$')
  const priceText = (product: HomeProduct) =>
    locale === 'UK' && product.priceGbp !== null ? formatPrice(product.priceGbp, '£') : formatPrice(product.priceUsd, symbol)
  // Nothing fits at all: said, with the cheapest models shown (round 91, H4).
  if (top.every((product) => product.priceUsd > budget)) {
    const cheapest = top.reduce((a, b) => (b.priceUsd < a.priceUsd ? b : a))
    return [
      {
        code: 'budget_stretch',
        params: { need: 'budget', productId: cheapest.id, priceUsd: cheapest.priceUsd },
        text: `No current robot vacuum in the catalog costs ${budgetText} or less; the cheapest is the ${cheapest.brand} ${cheapest.model} at ${priceText(cheapest)}, and the list shows the models closest to your budget, each marked over it.`,
      },
    ]
  }
  const needs: Array<{ need: 'carpet' | 'pets'; words: string; score: (product: HomeProduct) => number }> = []
  if (request.floorType === 'carpet') needs.push({ need: 'carpet', words: 'carpet cleaning', score: (product) => product.carpetScore })
  if (request.pets === true) needs.push({ need: 'pets', words: 'pet hair handling', score: (product) => product.petScore })
  const stretch: Reason[] = []
  const choices = byPrice.filter((product) => product.status === 'current' && product.priceUsd <= budget).length
  for (const { need, words, score } of needs) {
    const best = Math.max(...top.map(score))
    if (best > WEAK_SCORE || top.some((product) => product.priceUsd > budget)) continue
    const stepUp = (least: number) =>
      byPrice.find(
        (product) => product.status === 'current' && product.priceUsd > budget && product.priceUsd <= budget * STRETCH_SHARE && score(product) >= least,
      )
    // A strong model if one is within reach, else the cheapest that does better at all (round 93:
    // pet owners at $150–170 with picks at 2/5 for pet hair were not told of a 3/5 model at $229.99).
    // (Where one model alone fits the budget, the next one up is named anyway, with how it scores.)
    const better = stepUp(STRONG_SCORE) ?? (choices > 1 ? stepUp(best + 1) : undefined)
    if (better === undefined) continue
    stretch.push({
      code: 'budget_stretch',
      params: { need, bestScoreWithinBudget: best, productId: better.id, priceUsd: better.priceUsd, score: score(better) },
      text: `Within ${budgetText} the picks score at most ${best}/5 for ${words}; for ${priceText(better)} the ${better.brand} ${better.model} scores ${score(better)}/5.`,
    })
  }
  // A dock asked for that the lead lacks, its need ranked first: the cheapest model up to 60 % over
  // the budget with a dock and at least the lead's score at the need is named (round 79, H793).
  const lead = top[0]
  if (request.selfEmptying === true && !lead.selfEmptying && lead.priceUsd <= budget) {
    const docked = byPrice.find(
      (product) =>
        product.status === 'current' &&
        product.selfEmptying &&
        product.priceUsd > budget &&
        product.priceUsd <= budget * STRETCH_SHARE &&
        needs.every(({ score }) => score(product) >= score(lead)),
    )
    // Nothing with a dock within the step-up window: the cheapest docked model is named anyway where
    // none fits the budget (round 92: a $110 budget asking for a dock heard nothing of one).
    const cheapestDocked =
      docked === undefined && !byPrice.some((product) => product.status === 'current' && product.selfEmptying && product.priceUsd <= budget)
        ? byPrice.find((product) => product.status === 'current' && product.selfEmptying && product.priceUsd > budget)
        : undefined
    if (cheapestDocked !== undefined)
      stretch.push({
        code: 'budget_stretch',
        params: { need: 'selfEmptying', productId: cheapestDocked.id, priceUsd: cheapestDocked.priceUsd },
        text: `No robot within ${budgetText} has a self-emptying dock; the cheapest that has one is the ${cheapestDocked.brand} ${cheapestDocked.model} at ${priceText(cheapestDocked)}.`,
      })
    if (docked !== undefined) {
      const also = needs.length > 0 ? ` and scores ${needs.map(({ words, score }) => `${score(docked)}/5 for ${words}`).join(' and ')}` : ''
      // Said only where a docked model fits the budget at all (round 85: "the docked robots within $132
      // rank lower here" where none costs that little; 150 of 230 such sentences).
      const dockedWithin = byPrice.some((product) => product.status === 'current' && product.selfEmptying && product.priceUsd <= budget)
      const within = dockedWithin
        ? needs.length > 0
          ? `the docked robots within ${budgetText} rank lower here; `
          : ''
        : `no robot within ${budgetText} has one; `
      stretch.push({
        code: 'budget_stretch',
        params: { need: 'selfEmptying', productId: docked.id, priceUsd: docked.priceUsd },
        text: `The lead has no self-emptying dock: ${within}for ${priceText(docked)} the ${docked.brand} ${docked.model} has one${also}.`,
      })
    }
  }
  // A mop asked for that no pick within the budget has: the cheapest current model up to 60 % over
  // the budget that mops is named (round 85: 124 of 4,000 homes asking for a mop were not told that
  // none fits their budget).
  if (request.mopping === true && top.every((product) => product.mopping === 'none') && top.every((product) => product.priceUsd <= budget)) {
    const mops = byPrice.find(
      (product) => product.status === 'current' && product.mopping !== 'none' && product.priceUsd > budget && product.priceUsd <= budget * STRETCH_SHARE,
    )
    if (mops !== undefined)
      stretch.push({
        code: 'budget_stretch',
        params: { need: 'mopping', productId: mops.id, priceUsd: mops.priceUsd },
        text: `No robot within ${budgetText} mops; for ${priceText(mops)} the ${mops.brand} ${mops.model} does (${MOP_WORDS[mops.mopping]}).`,
      })
  }
  // Two or more step-ups, one per need: where one model up to 60 % over the budget does all of them,
  // it is named alone (round 80: a carpeted home with a dog had been offered one robot for carpet
  // and another, weak on carpet, for pet hair, while the Roborock Q7 M5+ did both and had the dock).
  if (stretch.length >= 2) {
    const weak = needs.filter(({ need }) => stretch.some((reason) => reason.params.need === need))
    // "All you asked" includes a dock asked for, whether or not the lead has one.
    const dock = request.selfEmptying === true
    const mop = stretch.some((reason) => reason.params.need === 'mopping')
    const all = byPrice.find(
      (product) =>
        product.status === 'current' &&
        product.priceUsd > budget &&
        product.priceUsd <= budget * STRETCH_SHARE &&
        weak.every(({ score }) => score(product) >= STRONG_SCORE) &&
        (!dock || product.selfEmptying) &&
        (!mop || product.mopping !== 'none'),
    )
    if (all !== undefined) {
      const does = [
        ...weak.map(({ words, score }) => `${score(all)}/5 for ${words}`),
        ...(dock ? ['a self-emptying dock'] : []),
        ...(mop ? [MOP_WORDS[all.mopping]] : []),
      ]
      stretch.splice(0, stretch.length, {
        code: 'budget_stretch',
        params: {
          need: 'all',
          needs: [...weak.map(({ need }) => need), ...(dock ? ['selfEmptying'] : []), ...(mop ? ['mopping'] : [])].join(','),
          productId: all.id,
          priceUsd: all.priceUsd,
        },
        text: `No pick within ${budgetText} does all you asked; for ${priceText(all)} the ${all.brand} ${all.model} does: ${listWords(does)}.`,
      })
    }
  }
  // A budget only one current model fits leaves no choice: the next one up is named (round 62, H623:
  // a $120 budget got the one robot under it and nothing to compare it with).
  const fitting = byPrice.filter((product) => product.status === 'current' && product.priceUsd <= budget)
  const next = byPrice.find((product) => product.status === 'current' && product.priceUsd > budget && product.priceUsd <= budget * STRETCH_SHARE)
  // (Beside a dock named only as the cheapest that has one, the next model up is still named.)
  const onlyDockNamed = stretch.every((reason) => reason.params.need === 'selfEmptying' && reason.params.productId !== next?.id)
  if (onlyDockNamed && fitting.length === 1 && next !== undefined) {
    // Said when it is no better at what the home asked for most (round 76, H763: a 2/5 carpet step-up).
    // …and where it is better at another need, that too (round 92: "no better (2/5 for carpet)" about
    // a step-up scoring 2/5 against 1/5 for pet hair).
    const same = needs.filter(({ score }) => score(next) <= score(fitting[0])).map(({ words, score }) => `${words} (${score(next)}/5)`)
    const higher = needs
      .filter(({ score }) => score(next) > score(fitting[0]))
      .map(({ words, score }) => `${words} (${score(next)}/5 against ${score(fitting[0])}/5)`)
    stretch.push({
      code: 'budget_stretch',
      params: { need: 'choice', productId: next.id, priceUsd: next.priceUsd },
      text: `Only one current model fits ${budgetText}; the next one up is the ${next.brand} ${next.model} for ${priceText(next)}${
        same.length > 0 && higher.length > 0
          ? `: no better for ${listWords(same)}, but higher for ${listWords(higher)}`
          : same.length > 0
            ? `, though it scores no better for ${listWords(same)}`
            : higher.length > 0
              ? `, which scores higher for ${listWords(higher)}`
              : ''
      }.`,
    })
  }
  return stretch
}

/** Above any floor points a product can get: the floor points break ties between equal scores. */
const FLOOR_TIE_BREAK = 64

/** Steps of the share of a home one charge covers, the tie-break after the floor's points. */
const COVERED_STEPS = 101

/**
 * The share of the home one charge covers, in percent: equal scores on a home larger than the
 * robots cover go to the one covering more before the cheaper one (round 58: a 450 m² house got
 * the 130 m² robot first, tied at whole coverage points with 150 m² ones). Nine tenths and more
 * count as the whole home, so a robot rated for 150 m² in a 151 m² home does not give the lead to
 * an equal-scored one at 2.6 times its price (round 85: 145 of 3,000 US lists led with a model over
 * twice the price of an equal-scored second, on a 1 m² step).
 */
function coveredSteps(floorAreaSqM: number | undefined, product: HomeProduct): number {
  const areaSqM = floorAreaSqM ?? TYPICAL_HOME_SQM
  const covered = Math.min(product.maxAreaSqM, areaSqM) / areaSqM
  return Math.round((covered >= NEAR_FULL_COVERAGE ? 1 : covered) * (COVERED_STEPS - 1))
}

/** When nothing fits the budget, the products priced up to this many times the cheapest are shown. */
const OVER_BUDGET_PRICE_SPAN = 1.5

/** However tight the budget, a home gets at least this many models to compare (round 91: one at $80). */
const OVER_BUDGET_MIN_CHOICE = 3

/**
 * What comes closest to a budget nothing fits, in the order given (by price): the current products
 * up to 1.5 × the cheapest price, and at least the three cheapest current ones (round 91: a $80
 * budget had got one robot, 1/5 for pet hair, and no word that nothing fits).
 */
function closestOverBudget(products: readonly HomeProduct[]): HomeProduct[] {
  const current = products.filter((product) => product.status === 'current')
  const pool = current.length > 0 ? current : products
  const cheapest = pool[0].priceUsd
  return pool.filter((product, i) => i < OVER_BUDGET_MIN_CHOICE || product.priceUsd <= cheapest * OVER_BUDGET_PRICE_SPAN)
}

/**
 * Ranks the home vacuum catalog for one household: score desc, then the floor's points, then the share of the home a charge covers, then price, then product id. `budgetUsd`
 * is a ceiling: products over it are ranked only when none fits, and are then marked
 * `overBudget`; superseded models only when no current one fits. The budget is in USD whatever the locale, so the locale never moves a product.
 */
export function matchHome(catalogs: Catalogs, request: HomeMatchRequest, ctx: HomeContext): HomeMatchResponse {
  const index = catalogIndex(catalogs)
  const all = index.homeById
  if (all.length === 0) throw new EngineError('The home vacuum catalog has no products')
  const budget = request.budgetUsd
  const fits = (product: HomeProduct) => budget === undefined || product.priceUsd <= budget
  // Superseded models only when no current one fits the budget (then last year's model at a
  // lower price is a fair answer); over budget, the cheapest of all.
  // In price order, then id (the catalog index's), so a tie in score and floor points goes to the
  // cheaper robot (USD: the locale never moves a product).
  const byPrice = index.homeByPrice
  const current = byPrice.filter((product) => product.status === 'current' && fits(product))
  const within = current.length > 0 ? current : byPrice.filter(fits)
  const products = within.length > 0 ? within : closestOverBudget(byPrice)
  const limit = Math.max(1, ctx.limits.maxVendors)
  // One sortable number per product: score, then the points for the floor (asked, or mixed), then
  // the order above (price, then id): a tie is not broken by the alphabet (four robots tied on a
  // carpet request had put a 4/5 carpet robot above a 5/5 one; five tied on a hard floor, a $299
  // robot above an equally fitting $139.99 one).
  const n = products.length
  const topKeys: number[] = []
  const top: HomeProduct[] = []
  for (let i = 0; i < n; i++) {
    const product = products[i]
    const tie = homePoints(request, product) * FLOOR_TIE_BREAK + floorTypePoints(request.floorType, product, request.mopping)
    keepTop(topKeys, top, limit, (tie * COVERED_STEPS + coveredSteps(request.floorAreaSqM, product)) * n + (n - 1 - i), product)
  }
  const locale = request.affiliateLocale
  const pro = ctx.tier === 'pro'
  // A dock asked for: a dockless pick ranked above the first docked one points to it (round 116: a
  // $250 carpet home's lead had no dock while #2 had one, the trade only in a warning).
  const docked = request.selfEmptying === true ? top.findIndex((product) => product.selfEmptying) : -1
  const dockAt = (i: number) => (i < docked ? { rank: docked + 1, product: top[docked] } : undefined)
  const matches = top.map((product, i) => productMatch(request, product, i + 1, locale, pro, catalogs.exchangeRate.usdPerGbp, dockAt(i)))
  return {
    matchId: ctx.matchId,
    tier: ctx.tier,
    locale,
    bestMatch: matches[0],
    products: matches,
    warnings: [
      ...homeWarnings(request, all, matches, catalogs.exchangeRate.usdPerGbp),
      ...budgetStretch(request, byPrice, top, locale, catalogs.exchangeRate.usdPerGbp),
    ],
    catalogVersion: catalogs.catalogVersion,
    attribution: attribution(ctx.limits, ctx.attributionLink),
  }
}
