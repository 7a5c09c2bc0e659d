/**
 * Warnings on a business answer: what a buyer should know or answer before trusting it —
 * deciding inputs the engine had to assume (with the question to ask), coverage gaps, an
 * acquisition model no listed vendor offers, inputs that look implausible.
 */
import type { MatchRequest, Reason, Verdict } from '../schemas/api.js'
import type { AcquisitionModel, RobotType } from '../schemas/catalog.js'
import type { PriceField } from '../schemas/economics-rates.js'
import { wholeMonths, type EconomicsEstimate } from './economics/shared.js'
import { floorSignificant, formatAboutMoney, formatCount, formatDate, formatDecimal, formatRate, listWords, plural, regionName } from './format.js'
import { breakEvenUnitPrice, pilotLine, unitsWords, unitWord } from './verdict.js'
import type { NearbyMaker, SameRobotsHere } from './nearby.js'
import { carpetShareAssumed, floorTypeOf, type BusinessProfile } from './profile.js'
import { TYPE_PLURAL, type RobotTypeRule } from './robot-types.js'
import { MODEL_WORD } from './acquisition.js'
import { PRICE_FIELD } from './money.js'

/** A labour cost outside these multiples of the region's typical one is worth a second look. */
const IMPLAUSIBLY_CHEAP = 0.25
const IMPLAUSIBLY_DEAR = 6

/**
 * How recent the newest source showing an unconfirmed vendor selling robots is, as `vendor_unconfirmed` says
 * it: "our newest source showing it selling robots is from 2021" alone, "newest source 2021" in a list.
 * Selling robots, not trading: a firm that trades may have no recent source for its robot line (round
 * 148 D3: Cleanfix, whose RA 660 Navi's newest source is from 2022).
 */
function tradingSourceWords(newestSource: number | undefined, alone: boolean): string {
  if (alone)
    return newestSource === undefined
      ? 'the sources we found showing it selling robots are undated'
      : `our newest source showing it selling robots is from ${newestSource}`
  return newestSource === undefined ? 'sources undated' : `newest source ${newestSource}`
}

/**
 * The caveat beside sellers or makers that no recent source shows trading, where another sentence
 * names them (round 148 B: "sold here by One Robotix … paying back in about 6 months", Nala Robotics
 * as the only lead in 1,945 of 2,000 dishwashing answers, with no word that neither was seen trading
 * since): "our newest source showing it selling robots is from 2021: confirm it still sells before relying
 * on this". One newest-source year for each vendor named, in the order named.
 */
export function unconfirmedCaveat(newestSources: ReadonlyArray<number | undefined>): string {
  const one = newestSources.length === 1
  return `${listWords(newestSources.map((newestSource) => tradingSourceWords(newestSource, one)))}: confirm ${one ? 'it still sells' : 'they still sell'} before relying on this`
}

/** After a lead's countries, inside its brackets: the caveat where no recent source shows it trading (round 148 B). */
function unconfirmedLead(maker: NearbyMaker): string {
  return maker.tradingUnconfirmed === undefined ? '' : `; ${unconfirmedCaveat([maker.tradingUnconfirmed.newestSource])}`
}

/** The question for each deciding input, and what the engine assumed meanwhile. */
function assumedInput(field: keyof MatchRequest, profile: BusinessProfile, estimate: EconomicsEstimate): Reason | undefined {
  const volume = formatCount(estimate.volume)
  switch (field) {
    case 'handlingUnit':
      return ask(field, 'each', 'Tell us what you handle — single items, cases or pallets — to confirm the robot type (we assumed single items).')
    case 'ordersPerDay':
      return ask(
        field,
        estimate.volume,
        `How many orders do you ship a day? We assumed about ${volume}${profile.request.category === 'warehouse' && profile.request.facilitySizeSqM !== undefined ? ' for a site this size' : ', typical of a mid-size site'}.`,
      )
    case 'floorType':
      return ask(
        field,
        profile.process ?? 'hard',
        `Which floors are cleaned — hard floor, carpet or both? We assumed ${profile.process === 'mixed' ? 'half hard floor, half carpet, common in offices and other sites of this size' : 'hard floor'}.`,
      )
    case 'floorAreaSqM':
      return ask(field, estimate.volume, `How many square metres are cleaned? We assumed about ${volume} m².`)
    case 'serviceStyle':
      return ask(field, 'table_service', 'How does food reach your guests — at the table, at a counter or self-service? We assumed table service.')
    case 'seatsPerDay':
      return ask(field, estimate.volume, `How many covers do you serve a day? We assumed about ${volume}.`)
    case 'laborCostPerHour':
      return ask(
        field,
        Math.round(profile.laborCostPerHour * 100) / 100,
        profile.regionMoneyKnown
          ? `What does an hour of staff time cost you, wages and on-costs included? We assumed ${formatRate(profile.laborCostPerHour, profile.money.text)}, a typical entry-level cost in ${regionName(profile.region)}.`
          : `What does an hour of staff time cost you, wages and on-costs included? We have no labour-cost figure for ${regionName(profile.region)}, so the figures use the US one (${formatRate(profile.laborCostPerHour, profile.money.text)}), which may be far from yours: tell us yours.`,
      )
    default:
      return undefined
  }
}

/** The schedule the fleet and the money scale with, when the request left part of it out. */
function assumedSchedule(profile: BusinessProfile, estimate: EconomicsEstimate): Reason | undefined {
  const { request } = profile
  if (request.hoursPerDay !== undefined && request.daysPerWeek !== undefined) return undefined
  const hours = estimate.inputs.hoursPerDay ?? estimate.inputs.cleaningWindowHoursPerDay
  const days = estimate.inputs.daysPerWeek
  const field = request.hoursPerDay === undefined ? 'hoursPerDay' : 'daysPerWeek'
  const what =
    request.category === 'cleaning'
      ? 'How many hours a day can the floor be cleaned, and on how many days a week'
      : 'How many hours a day and days a week do you run'
  // Only what was left out is said to be assumed, in words that agree with the number (round 89: "We
  // assumed 1 hours a day" where the hour was given and only the days were assumed).
  const hoursWords = plural(Number(hours), 'hour a day', 'hours a day')
  const daysWords = plural(Number(days), 'day a week', 'days a week')
  const assumed =
    request.hoursPerDay === undefined && request.daysPerWeek === undefined
      ? `${hoursWords}, ${daysWords}`
      : request.hoursPerDay === undefined
        ? `${hoursWords} (with your ${daysWords})`
        : `${daysWords} (with your ${hoursWords})`
  return ask(field, `${hours} h/day, ${days} days/week`, `${what}? We assumed ${assumed}.`)
}

/** The carpet-share question. */
function carpetShareQuestion(): Reason {
  return ask('carpetShare', 0.5, 'What share of the floor is carpet? We assumed half: the split decides which robots take over which hours.')
}

function ask(field: string, assumed: number | string, text: string): Reason {
  return { code: 'input_assumed', params: { field, assumed }, text }
}

/** Deciding inputs per category, in the order a buyer should answer them. */
const DECIDING: Record<MatchRequest['category'], ReadonlyArray<keyof MatchRequest>> = {
  warehouse: ['handlingUnit', 'ordersPerDay', 'laborCostPerHour'],
  cleaning: ['floorAreaSqM', 'floorType', 'laborCostPerHour'],
  restaurant: ['serviceStyle', 'seatsPerDay', 'laborCostPerHour'],
}

/** The deciding inputs of the category that the request left out. */
export function defaultedDecidingInputs(request: MatchRequest): Array<keyof MatchRequest> {
  // A carpet share sent without a floor type says the floor (see `floorTypeOf`).
  return DECIDING[request.category].filter((field) => (field === 'floorType' ? floorTypeOf(request) : request[field]) === undefined)
}

export interface WarningsInput {
  profile: BusinessProfile
  estimate: EconomicsEstimate
  rule: RobotTypeRule
  /** Distinct makers selling the type here (a maker and its dealers count once). */
  vendorCount: number
  /** Local dealers of those makers also listed. */
  dealerCount?: number
  /** Vendors of the type here whose current trading no recent source confirms (`tradingUnconfirmed`). */
  unconfirmed?: ReadonlyArray<{ id: string; name: string; newestSource?: number }>
  /** Whether they are listed (nobody confirmed sells the type here) or left out of the list. */
  unconfirmedListed?: boolean
  /** Listed vendors whose offering of the type is made for narrower use (the offering's `madeFor`). */
  madeFor?: ReadonlyArray<{ id: string; name: string; products: readonly string[]; madeFor: string }>
  maxVendors: number
  notOffered?: { wanted: AcquisitionModel; offered: AcquisitionModel[] }
  advised: AcquisitionModel
  /**
   * Where nobody sells the type here, the makers selling it next door (round 52: a French restaurant
   * whose serving robots pay back in 5 months was told only that no vendor sells them in France).
   */
  nearbyMakers?: readonly NearbyMaker[]
  /** The listed vendors' own prices are quoted beside a borrowed one: "no price published here" would contradict them. */
  pricesPublished?: boolean
  /** A volume field far beyond any real site of its kind (see `implausibleVolume`). */
  unusualVolume?: 'ordersPerDay' | 'seatsPerDay'
  /** Where nobody sells the type here, makers selling here models they offer as that type elsewhere. */
  sameRobotsHere?: readonly SameRobotsHere[]
  /** The answer's verdict: a converted price is worth a word only where it could decide it. */
  verdict: Verdict
  /** The robots' prices are converted US figures that could decide the answer (see `pricesConverted`). */
  priceConverted?: boolean
  /** A reason already gives the price at which buying would pay back (a borrowed kitchen price's `generic_station_price`): not said twice. */
  breakEvenSaid?: boolean
  /** The labour cost sent is far from the region's typical one (see `implausibleWage`). */
  unusualWage?: boolean
  /** A reason already says the figures assume staff clear the tables (`clearing_unconfirmed`): not said twice. */
  clearingSaid?: boolean
  /** A vendor of the type here sells it outright (`short_payback` measures a lease or RaaS by the purchase only then). */
  buyOffered: boolean
}

/**
 * Below this share of the US entry-level labour cost, robot prices converted from the US are said
 * to be converted where the verdict is short of proceed: thresholds sit close to today's wage and a
 * local quote could move them (round 56: a Chinese DC's goods-to-person threshold, 17 % above its
 * wage, rested on a US price converted to yuan; the catalog's one Chinese serving-robot price is 54 %
 * of the US one). Also wherever a listed maker is based in the country (round 57: a Korean fry
 * station from Korean makers had been costed at a US fry robot's price, unsaid; round 62: a
 * Japanese DC's only seller, Rapyuta, at a US planning estimate).
 */
const CONVERTED_PRICE_LABOR_SHARE = 0.3

/**
 * A purchase whose payback rounds to this many months or fewer is flagged (`short_payback`, and the
 * note on a payback quoted beside the headline): faster than buyers usually see. Picking systems in
 * warehouses (goods-to-person robots, AS/RS, collaborative picking AMRs): a year (round 100: 119 of
 * 376 goods-to-person purchases paid back within 12 months, 89 of them unflagged). Across 50
 * goods-to-person and AMR deployments at North American 3PLs the median payback was 26 months and
 * the best quarter's 16 (3PL Pulse, "The Real ROI of Robotic Picking",
 * https://3pl-pulse.pages.dev/posts/robotic-picking-roi); under 18 months counts as excellent
 * (https://www.roboticscenter.ai/blog/warehouse-robot-roi.html) and 12 months as the fastest
 * e-commerce projects see (https://reemanbot.com/warehouse-automation-payback-period-realistic-timelines-by-operation-type/).
 * Other robots: six months (round 101: driverless forklifts on three shifts paying back in 10–12
 * months, which is believable, had lost a strong answer to the year).
 */
const SHORT_PAYBACK_MONTHS = { pickingSystem: 12, other: 6 } as const
const PICKING_SYSTEMS: ReadonlySet<RobotType> = new Set(['goods_to_person_amr', 'asrs', 'collaborative_picking_amr'])

/**
 * Whether the advice rests on a saving as large as a purchase paying back in about
 * `SHORT_PAYBACK_MONTHS` or fewer (`short_payback`; never a strong answer): the purchase advised,
 * or a lease or RaaS advised that saves money where the same robots bought would pay back that
 * fast — the saving is then as many times what the robots cost whichever way they are paid for,
 * and rests on the same staff-hours (round 103: a Korean 350-cover restaurant's RaaS saving
 * ₩2,460,000 a month after a ₩500,000 fee, 5.9 times it, was strong with no word of doubt,
 * while the same answer flagged its 5-month purchase). Where the vendors here do not sell the robots,
 * a monthly model is not measured by a purchase nobody offers.
 */
export function shortPayback(estimate: EconomicsEstimate, advised: AcquisitionModel, rule: RobotTypeRule, buyOffered: boolean, verdict: Verdict): boolean {
  const payback = estimate.models.buy.paybackMonths
  // In whole months as the answer says them (round 141), so the warning and the note beside other paybacks agree.
  if (payback === null || wholeMonths(payback) > shortPaybackMonths(rule)) return false
  // A monthly model only where the vendors here sell the robots too, the purchase it is measured by then
  // a real alternative (round 106: Locus's RaaS, 2.5 times its fee, was told of a purchase nobody
  // offers), and where something is advised: a not-yet's monthly figures recommend nothing (round 106).
  return advised === 'buy' || (buyOffered && verdict !== 'not_yet' && estimate.models[advised].monthlyNet > 0)
}

/**
 * The lowest share of the US price a local one is taken to reach: the money table's published purchase
 * prices run from about 0.52 (India's serving robots) through 0.55 (Korea) and 0.58 (China) of the US one
 * upwards. A price that would pay only below it is no quote to ask for (round 159 C: MX$12,000 for a
 * scrubber costed at MX$628,000).
 */
const LOWEST_LOCAL_PRICE_SHARE = 0.5

/**
 * On a not-yet costed at a converted US price, the price per unit at which buying would pay back
 * within the purchase line (`pilotLine`, the verdict's; `breakEvenUnitPrice`), as stated: rounded down
 * to two significant figures, so a quote at it still pays back in time. Only where that is below the
 * price costed and at least half of it (`LOWEST_LOCAL_PRICE_SHARE`): at or above it buying already pays
 * back in time, and where only a far lower price, or none, would do, a local quote would not turn the
 * answer and the labour-cost and volume thresholds already say what it would take (round 159 C: a Bangkok
 * restaurant told "not yet" on a converted US price, buying netting THB 6,230 a month but paying back
 * in 40 months, was never told the price at which it would pay).
 */
function convertedPriceCeiling(estimate: EconomicsEstimate): number | undefined {
  const { purchasePrice, serviceMonthly } = estimate.costs
  if (purchasePrice <= 0) return undefined
  // The price is the table's converted US one here (`pricesConverted`: none published), so its service is the table's share of it.
  const ceiling = floorSignificant(breakEvenUnitPrice(estimate, serviceMonthly / purchasePrice), 2)
  return ceiling >= purchasePrice * LOWEST_LOCAL_PRICE_SHARE && ceiling < purchasePrice ? ceiling : undefined
}

/** "Bought, the 3 robots would pay back within 29 months at up to about THB 380,000 a robot, against …": `convertedPriceCeiling` said. */
function breakEvenPriceWords(estimate: EconomicsEstimate, ceiling: number, currency: string): string {
  const { setupCost, serviceMonthly, purchasePrice } = estimate.costs
  const setUp = setupCost > 0 ? ` and the ${formatAboutMoney(setupCost, currency)} set-up assumed` : ''
  const which = estimate.unitsCosted === 1 ? `the ${unitWord(estimate)}` : `the ${unitsWords(estimate)}`
  const each = estimate.unitsCosted === 1 ? '' : ` a ${unitWord(estimate)}`
  return ` Bought, ${which} would pay back within ${plural(Math.round(pilotLine(estimate)), 'month', 'months')} at up to about ${formatAboutMoney(ceiling, currency)}${each}, against about ${formatAboutMoney(purchasePrice, currency)} costed (with service at about ${Math.round((serviceMonthly / purchasePrice) * 1200)} % of the price a year${setUp}): a local quote under that would make buying pay back in time.`
}

/** The `SHORT_PAYBACK_MONTHS` line of a robot type. */
export function shortPaybackMonths(rule: RobotTypeRule): number {
  return PICKING_SYSTEMS.has(rule.type) ? SHORT_PAYBACK_MONTHS.pickingSystem : SHORT_PAYBACK_MONTHS.other
}

/** For a lease or RaaS advised, the staff time it saves as a multiple of its fee, as the first sentence of `short_payback`. */
function monthlyModelSaving(estimate: EconomicsEstimate, advised: AcquisitionModel, currency: string): string {
  if (advised === 'buy') return ''
  const fee = estimate.models[advised].monthlyRobotCost
  const times = estimate.laborCostSavedPerMonth / fee
  return `${advised === 'lease' ? 'Leased' : 'Rented as a service'}, ${theUnits(estimate)} would save about ${formatAboutMoney(estimate.laborCostSavedPerMonth, currency)} a month of staff time, ${formatDecimal(times)} times ${estimate.unitsCosted === 1 ? 'its' : 'their'} ${formatAboutMoney(fee, currency)} monthly cost. `
}

/** Every warning of one answer, in a fixed order: assumptions, coverage, acquisition, plausibility. */
export function collectWarnings(input: WarningsInput): Reason[] {
  const { profile, estimate, rule } = input
  const warnings: Reason[] = []
  for (const field of defaultedDecidingInputs(profile.request)) {
    const warning = assumedInput(field, profile, estimate)
    if (warning) warnings.push(warning)
  }
  const schedule = assumedSchedule(profile, estimate)
  if (schedule) warnings.push(schedule)
  if (carpetShareAssumed(profile.request)) warnings.push(carpetShareQuestion())
  // On a proceed too where a higher local price could break the case (casebook C3, round 116: a British
  // lease costed on a fee from another market read as a local one): where the saving is under the
  // robots' monthly cost, and not for a system quoted per project, whose reason already asks for a
  // firm quote (round 117: 224 of 255 such proceeds would still have saved at twice our price).
  const figures = estimate.models[input.advised]
  const thinForPrice = figures.monthlyNet < figures.monthlyRobotCost && rule.quotedPerProject !== true
  if (input.pricesPublished !== true && input.priceConverted === true && (input.verdict !== 'proceed' || thinForPrice)) {
    const ceiling = input.verdict === 'not_yet' && input.breakEvenSaid !== true ? convertedPriceCeiling(estimate) : undefined
    warnings.push({
      code: 'price_converted',
      params: {
        region: profile.region,
        robotType: rule.type,
        rateDate: profile.money.rateDate,
        ...(ceiling === undefined ? {} : { breakEvenPrice: ceiling, currency: profile.money.currency, paybackLineMonths: Math.round(pilotLine(estimate)) }),
      },
      // An answer in US dollars converts nothing: the prices are simply US ones (round 80: 155 of 336).
      text: `The robots' prices are US figures${profile.money.currency === 'USD' ? '' : ` converted at the rate of ${formatDate(profile.money.rateDate)}`}: no ${priceWord(profile, rule, input.advised)} published in ${regionName(profile.region)} was found for ${rule.plural}. ${input.verdict === 'proceed' ? 'Ask for a local quote before committing: the saving is less than the robots’ monthly cost, so a local price well above ours would erase it.' : 'Ask for a local quote: a lower price would lower the labour cost and volume at which they pay.'}${ceiling === undefined ? '' : breakEvenPriceWords(estimate, ceiling, profile.money.text)}`,
    })
  }
  if (clearingAssumed(profile, rule) && input.clearingSaid !== true) {
    warnings.push({
      code: 'clearing_assumed',
      params: { serviceStyle: clearedStyle(profile), robotType: rule.type },
      text: `The figures assume ${clearingCondition(profile, rule)}: check which before committing.${trayReturnLawWords(profile)}`,
    })
  }
  // A carpet share beside a floor type that leaves no room for it (hard with carpet, carpet with
  // hard floor) is not used: the floor type decides, and the buyer is told so.
  const { floorType, carpetShare } = profile.request.category === 'cleaning' ? profile.request : { floorType: undefined, carpetShare: undefined }
  if (carpetShare !== undefined && ((floorType === 'hard' && carpetShare > 0) || (floorType === 'carpet' && carpetShare < 1))) {
    warnings.push({
      code: 'input_ignored',
      params: { field: 'carpetShare', floorType },
      text: `You said the floor is ${floorType === 'hard' ? 'hard' : 'carpet'} and that about ${Math.round(carpetShare * 100)} % of it is carpet: the figures count it all as ${floorType === 'hard' ? 'hard floor' : 'carpet'}. Send the floor type as mixed to count the split.`,
    })
  }
  if (!profile.regionCurrencyKnown && profile.request.currency === undefined) {
    warnings.push(
      ask(
        'currency',
        profile.money.currency,
        `Which currency should the answer use? We have no money data for ${regionName(profile.region)}, so amounts${profile.laborCostDefaulted ? '' : ' and your labour cost'} are read in US dollars.`,
      ),
    )
  }
  if (profile.request.region === undefined) {
    warnings.push(ask('region', profile.region, `Where is the site? We assumed ${regionName(profile.region)}, its vendors, labour costs and currency.`))
  }
  if (input.vendorCount === 0) {
    const here = input.sameRobotsHere ?? []
    // A maker named as selling here is not also asked whether it delivers here.
    const nearby = (input.nearbyMakers ?? []).filter((maker) => !here.some((seller) => seller.id === maker.id))
    const sameHere =
      here.length === 0
        ? ''
        : ` ${listWords(here.map((maker) => `${maker.name} (${maker.products.join(', ')})`))} ${here.length === 1 ? 'sells' : 'sell'} ${listWords([...new Set(here.flatMap((maker) => maker.types))].map((type) => TYPE_PLURAL[type]))} here from ${here.length === 1 ? 'a line it offers' : 'lines they offer'} as ${rule.plural} elsewhere: ask ${here.length === 1 ? 'it' : 'them'} first.`
    warnings.push({
      code: 'no_vendor_in_region',
      params: {
        region: profile.region,
        robotType: rule.type,
        ...(nearby.length === 0 ? {} : { nearbyVendors: nearby.map((maker) => maker.id).join(',') }),
        ...(here.length === 0 ? {} : { sameRobotsHere: here.map((maker) => maker.id).join(',') }),
      },
      // With makers to ask, the warning leads with them: the reason and the rationale already say that
      // nobody sells the type here (round 72: the same sentence had opened all three).
      text: `${
        nearby.length === 0
          ? `No vendor in the catalog sells ${rule.plural} in ${regionName(profile.region)} yet`
          : nearby[0].fartherAfield
            ? `${listWords(nearby.map((maker) => `${maker.name} (${plural(maker.regions.length, 'country', 'countries')}${unconfirmedLead(maker)})`))} ${nearby.length === 1 ? 'sells' : 'sell'} ${rule.plural} elsewhere, none of them in ${regionName(profile.region)} or nearby: ask whether they deliver to ${regionName(profile.region)}`
            : `${listWords(nearby.map((maker) => `${maker.name} (${maker.regions.slice(0, 3).map(regionName).join(', ')}${maker.regions.length > 3 ? ' …' : ''}${unconfirmedLead(maker)})`))} ${nearby.length === 1 ? 'sells' : 'sell'} ${rule.plural} ${nearby[0].overseas ? 'elsewhere' : 'in countries nearby'}, though not in ${regionName(profile.region)}: ask whether they deliver there`
      }.${sameHere}`,
    })
  } else if (input.vendorCount < input.maxVendors) {
    warnings.push({
      code: 'few_vendors',
      params: { region: profile.region, robotType: rule.type, count: input.vendorCount },
      text: `Only ${input.vendorCount === 1 ? 'one vendor' : `${input.vendorCount} vendors`} in the catalog ${input.vendorCount === 1 ? 'sells' : 'sell'} ${rule.plural} in ${regionName(profile.region)}${
        (input.dealerCount ?? 0) > 0
          ? input.vendorCount === 1
            ? ` (the ${input.dealerCount === 1 ? 'dealer listed beside it sells' : 'dealers listed beside it sell'} its robots)`
            : ` (and ${input.dealerCount === 1 ? 'a local dealer of one of them' : `${input.dealerCount} local dealers of theirs`})`
          : ''
      }.`,
    })
  }
  // A vendor no recent source shows still selling is named, listed or not, so the buyer checks before calling it.
  const unconfirmed = input.unconfirmed ?? []
  if (unconfirmed.length > 0) {
    const one = unconfirmed.length === 1
    const named = listWords(unconfirmed.map((vendor) => `${vendor.name} (${tradingSourceWords(vendor.newestSource, one)})`))
    warnings.push({
      code: 'vendor_unconfirmed',
      params: { vendors: unconfirmed.map((vendor) => vendor.id).join(','), listed: input.unconfirmedListed === true ? 'yes' : 'no' },
      text:
        input.unconfirmedListed === true
          ? `We could not confirm that ${named} still ${one ? 'sells' : 'sell'} ${rule.plural}: check before contacting ${one ? 'it' : 'them'}.`
          : `We left ${named} out of the list: we could not confirm that ${one ? 'it still sells' : 'they still sell'} ${rule.plural} here.`,
    })
  }
  // A listed vendor whose robots are made for narrower use than this site's, said with what they are for.
  for (const vendor of input.madeFor ?? []) {
    warnings.push({
      code: 'vendor_made_for',
      params: { vendorId: vendor.id },
      text: `${vendor.name}'s ${listWords([...vendor.products])} ${vendor.products.length === 1 ? 'is' : 'are'} made for ${vendor.madeFor}: ask whether ${vendor.products.length === 1 ? 'it suits' : 'they suit'} your site before contacting ${vendor.name}.`,
    })
  }
  // Only for a model the buyer asked for: the engine's own first idea needs no warning.
  const asked = profile.request.acquisitionPreference
  if (input.notOffered && asked !== undefined && asked !== 'open') {
    warnings.push({
      code: 'acquisition_not_offered',
      params: { wanted: input.notOffered.wanted, advised: input.advised },
      text: `You asked for ${MODEL_WORD[input.notOffered.wanted]}, but none of the vendors listed offers it for ${rule.plural} here; the advice is ${MODEL_WORD[input.advised]}, which they do offer.`,
    })
  }
  if (input.unusualVolume !== undefined) {
    const { ordersPerDay = 0, seatsPerDay = 0, facilitySizeSqM = 0 } = profile.request
    warnings.push(
      input.unusualVolume === 'ordersPerDay'
        ? {
            code: 'implausible_input',
            params: { field: 'ordersPerDay', value: ordersPerDay, ordersPerSqM: Math.round((ordersPerDay / facilitySizeSqM) * 10) / 10 },
            text: `${formatCount(ordersPerDay)} orders a day on ${formatCount(facilitySizeSqM)} m² is far beyond the densest sites of its kind: check whether the figure is a day's orders (not a year's units) and the area the whole site's.`,
          }
        : {
            code: 'implausible_input',
            params: { field: 'seatsPerDay', value: seatsPerDay, usualMax: rule.idealSize.max },
            text: `${formatCount(seatsPerDay)} covers a day is over twice the most a site for ${rule.plural} usually serves (${formatCount(rule.idealSize.max)}): check whether the figure is a day's covers (not a week's or a month's).`,
          },
    )
  }
  // A purchase advised that pays back in about half a year or less, whatever the verdict, is faster
  // than buyers usually see: the figure rests on the staff hours the averages credit the robots with,
  // which is what a buyer should check (round 92: a US$1.9M goods-to-person system in 4.1 months;
  // round 96: a pilot told "pays back in about 2 months" had no word of doubt).
  const bought = estimate.models.buy
  if (bought.paybackMonths !== null && shortPayback(estimate, input.advised, rule, input.buyOffered, input.verdict)) {
    const perUnitPerDay = estimate.laborHoursReplacedPerMonth / estimate.operatingDaysPerMonth / Math.max(1, estimate.unitsCosted)
    warnings.push({
      code: 'short_payback',
      params: {
        paybackMonths: Math.round(bought.paybackMonths * 10) / 10,
        laborHoursReplacedPerMonth: Math.round(estimate.laborHoursReplacedPerMonth),
        hoursPerUnitPerDay: Math.round(perUnitPerDay * 10) / 10,
      },
      // Said as the purchase's own figure: not every answer quotes it among its reasons (round 97). A
      // lease or RaaS advised says first how many times its fee the staff time saved is.
      text: `${monthlyModelSaving(estimate, input.advised, profile.money.text)}${input.advised === 'buy' ? 'Buying would' : `Bought, ${estimate.unitsCosted === 1 ? 'it' : 'they'} would`} pay back in about ${plural(wholeMonths(bought.paybackMonths), 'month', 'months')}, faster than most buyers see: it rests on ${theUnits(estimate)} taking over about ${plural(Math.round(estimate.laborHoursReplacedPerMonth), 'staff-hour', 'staff-hours')} a month (about ${formatDecimal(perUnitPerDay)} a day ${estimate.unitsCosted === 1 ? `for the ${unitWord(estimate)}` : `per ${unitWord(estimate)} on average`}). Check that those hours would really leave the rota before relying on it.`,
    })
  }
  if (input.unusualWage === true) {
    warnings.push({
      code: 'implausible_input',
      params: { field: 'laborCostPerHour', value: profile.laborCostPerHour, typical: Math.round(profile.typicalLaborCostPerHour * 100) / 100 },
      text: `A labour cost of ${formatRate(profile.laborCostPerHour, profile.money.text)} is far from ${typicalWageWords(profile)}: check the figure and its currency.`,
    })
  }
  return warnings
}

/**
 * Said after a clearing caveat in Singapore, where diners must clear their own tables: at hawker
 * centres since 1 September 2021 and at coffee shops and food courts since 1 January 2022, with
 * fines for repeat offenders (NEA and SFA; https://www.channelnewsasia.com/singapore/diners-clear-trays-return-day-one-enforcement-hawker-centre-2149231,
 * https://tnp.straitstimes.com/news/singapore/more-return-trays-hawker-centres-table-littering-rules-start-jan-1-foodcourts-coffee).
 * Round 100: a Singapore self-service hall had been costed as staff clearing with only the general caveat.
 */
export function trayReturnLawWords(profile: BusinessProfile): string {
  return profile.region === 'SG'
    ? ' In Singapore diners must return their own trays and crockery at hawker centres, coffee shops and food courts (enforced since 2021–2022): there, expect the lower figure.'
    : ''
}

/**
 * Self-service bussing is costed at the buffet's rate (staff clear the tables, 1 staff-minute a
 * cover); a canteen whose guests return their own trays saves far less, and the request cannot say
 * which (round 56: a 2,000-cover Korean hospital cafeteria had been "strong" on ₩10.7M a month).
 * Counter service likewise assumes staff carry trays and dishes back; a chain serving in disposable
 * packaging that guests bin themselves saves far less (round 71, R711: a US fast-casual counter had
 * been offered bussing robots at $5,550 a month with no word of it). Both are a pilot at most until
 * the buyer knows who clears (`clearing_unconfirmed`; round 105, after rounds 102–104: a 977-cover
 * Czech counter canteen proceeded on the figures the same site as self-service was a pilot on).
 */
export function clearingAssumed(profile: BusinessProfile, rule: RobotTypeRule): boolean {
  return (
    profile.request.category === 'restaurant' &&
    (profile.process === 'self_service' || profile.process === 'counter_service') &&
    rule.type === 'delivery_bussing_robot'
  )
}

/** The service style of a `clearingAssumed` site, as its reason and warning name it. */
export function clearedStyle(profile: BusinessProfile): 'self_service' | 'counter_service' {
  return profile.process === 'counter_service' ? 'counter_service' : 'self_service'
}

/**
 * Who clears the tables as a `clearingAssumed` site's figures have it, and what else happens: "staff
 * clear the tables, as at a buffet. Where guests return their own trays …, … save far less" (no full
 * stop), after "The figures assume" (the warning) or "The figures hold where" (the reason capping a
 * proceed at a pilot).
 */
export function clearingCondition(profile: BusinessProfile, rule: RobotTypeRule): string {
  return clearedStyle(profile) === 'counter_service'
    ? `staff carry trays and dishes back from the tables. Where guests bin disposable packaging or return their own trays, ${rule.plural} save far less`
    : `staff clear the tables, as at a buffet. Where guests return their own trays to a return point (a canteen or cafeteria), ${rule.plural} only carry racks to the dish room and save far less`
}

/** The robots an estimate costs, as a sentence names them: "the robot", "the shuttle aisle", "the robots". */
function theUnits(estimate: EconomicsEstimate): string {
  return estimate.unitsCosted === 1 ? `the ${unitWord(estimate)}` : 'the robots'
}

/** "price", or the advised model's own price where the country publishes another one for the type ("RaaS fee"). */
function priceWord(profile: BusinessProfile, rule: RobotTypeRule, model: AcquisitionModel): string {
  const other = (Object.values(PRICE_FIELD) as PriceField[]).some((field) => profile.money.localPrice(rule.type, field) !== undefined)
  return other ? PRICE_WORD[model] : 'price'
}
const PRICE_WORD: Record<AcquisitionModel, string> = { buy: 'purchase price', lease: 'lease price', raas: 'RaaS fee' }

/** The published price each acquisition model is costed on. */

/**
 * Whether the robots' prices are US figures converted where that could decide the answer: a country
 * whose typical labour cost is under `CONVERTED_PRICE_LABOR_SHARE` of the US one, or one where a listed
 * maker is based, with no local price for the advised model — a purchase price for a purchase; for a
 * lease or RaaS its own fee or, failing that, a purchase price (the converted fee is then scaled to it).
 * A Japanese vacuum lease priced at SoftBank's own yen rental is not converted though its purchase is.
 */
export function pricesConverted(profile: BusinessProfile, rule: RobotTypeRule, model: AcquisitionModel, domesticMaker: boolean): boolean {
  const local = (field: PriceField) => profile.money.localPrice(rule.type, field) !== undefined
  return (
    profile.region !== 'US' &&
    profile.regionMoneyKnown &&
    (profile.typicalLaborShareOfUs < CONVERTED_PRICE_LABOR_SHARE || domesticMaker) &&
    !local(PRICE_FIELD[model]) &&
    !local('purchasePrice')
  )
}

/**
 * "the typical €14.10/h in Spain", or where the money table does not know the region, the US figure
 * it borrows said as the US one: no Czech figure is invented (round 98).
 */
export function typicalWageWords(profile: BusinessProfile): string {
  const rate = formatRate(profile.typicalLaborCostPerHour, profile.money.text)
  return profile.regionMoneyKnown
    ? `the typical ${rate} in ${regionName(profile.region)}`
    : `a typical ${rate} in the US (we have no labour costs for ${regionName(profile.region)})`
}

/**
 * A labour cost sent far from the region's typical one (below 0.25 × or above 6 ×). Where the money
 * table does not know the region, only the dear side is checked, against the borrowed (US) figure: a
 * low one may be a real Thai wage, but over twice a US entry-level cost is none of theirs
 * (round 98: CZK 260 an hour, read as US$260 where Czechia has no money data, had proceeded on
 * "US$213,000 a month"; 182 of 1,200 such answers).
 */
export function implausibleWage(profile: BusinessProfile): boolean {
  if (profile.laborCostDefaulted) return false
  const ratio = profile.laborCostPerHour / profile.typicalLaborCostPerHour
  if (!profile.regionMoneyKnown) return ratio > IMPLAUSIBLY_DEAR_BORROWED
  return ratio < IMPLAUSIBLY_CHEAP || ratio > IMPLAUSIBLY_DEAR
}

/**
 * Times the borrowed US figure above which a labour cost is implausible where the money table does
 * not know the region: none of those countries pays twice a US entry-level cost, and a local amount
 * read as dollars (60 baht, 80 Hong Kong dollars) lands above it (round 99: 6 × caught koruna only).
 */
const IMPLAUSIBLY_DEAR_BORROWED = 2

/** Times a site's typical order density (the warehouse rates' defaults) beyond which a volume is implausible. */
const IMPLAUSIBLE_DENSITY = 50
/** Times a restaurant robot type's usual top of range beyond which the covers a day are implausible. */
const IMPLAUSIBLE_COVERS = 2

/**
 * The volume field a buyer most likely mistyped, if any: a warehouse's orders a day, with its area,
 * over 50 times the typical density of its kind (0.2 orders a day per m² for items and cases, 0.03
 * for pallets; round 60: 400,000 orders a day on 2,000 m² had been costed at 2,000 robots), or a
 * restaurant's covers a day over twice the type's usual top of range (round 61: 12,000 covers a
 * day, likely a month's, had been a proceed with 40 robots).
 */
export function implausibleVolume(profile: BusinessProfile, rule: RobotTypeRule, typicalOrdersPerSqM: number): 'ordersPerDay' | 'seatsPerDay' | undefined {
  const { request } = profile
  if (request.category === 'warehouse' && request.ordersPerDay !== undefined && request.facilitySizeSqM !== undefined)
    return request.ordersPerDay / request.facilitySizeSqM > typicalOrdersPerSqM * IMPLAUSIBLE_DENSITY ? 'ordersPerDay' : undefined
  if (request.category === 'restaurant' && request.seatsPerDay !== undefined && rule.idealSize.max !== undefined)
    return request.seatsPerDay > rule.idealSize.max * IMPLAUSIBLE_COVERS ? 'seatsPerDay' : undefined
  return undefined
}
