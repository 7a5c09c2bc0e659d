/**
 * Buy, lease or RaaS: the customer's explicit choice wins; otherwise the budget, readiness,
 * staffing and scale of the profile decide, with a sentence saying why.
 */
import type { AcquisitionModel } from '../schemas/catalog.js'
import type { BusinessProfile } from './profile.js'
import { capitalize, listWords, lowerFirst } from './format.js'
import { THREE_YEARS_MONTHS } from './economics/shared.js'
import type { RobotTypeRule } from './robot-types.js'

/** A site counts as large for a robot type from this many times the bottom of its ideal range. */
const LARGE_SITE_FACTOR = 2

/**
 * Whether one net beats another by more than floating-point noise: an exact tie (a purchase
 * costing the same per month as a lease) must give the same advice in every currency.
 */
function netsMore(a: number, b: number): boolean {
  return a - b > 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
}

/** The robots' assumed life and, for another model, the life over which buying and it would net the same in all. */
interface BuyLife {
  months: number
  /** Undefined where buying never nets as much. */
  evenAt: (other: AcquisitionModel) => number | undefined
}

/** A life this much shorter than the one assumed, or less, that would hand the lead back is said (a third). */
const LIFE_SHORTER_SHARE = 2 / 3

/**
 * " over the 5-year service life we assume; with under about 46 months of service RaaS would net
 * more": where buying leads a monthly model only because of the robots' assumed life, and a life a
 * third shorter would reverse it (round 117: a Texan fry station bought at +$3,995 a month against
 * RaaS at $3,790, on a 60-month life that is a tax period; 24 of 29 kitchen purchases would flip at 48).
 */
function lifeWords(other: AcquisitionModel, life: BuyLife | undefined): string {
  const even = life?.evenAt(other)
  if (life === undefined || even === undefined || even >= life.months || even < life.months * LIFE_SHORTER_SHARE) return ''
  const years = life.months / 12
  return ` over the ${Number.isInteger(years) ? years : Math.round(years * 10) / 10}-year service life we assume; with under about ${Math.ceil(even)} months of service ${MODEL_WORD[other]} would net more`
}

/** A model netting less than this share more than another nets "slightly more". */
const SLIGHTLY_MORE_SHARE = 0.02

/** The rank of a model that clearly pays (proceed on its own numbers). */
const CLEARLY_PAYS = 2

/** A loss up to this many times another's is "a little more" (both nets negative). */
const LITTLE_MORE = 1.1

/** The recommended acquisition model and why. */
export interface AcquisitionAdvice {
  model: AcquisitionModel
  rationale: string
  /** The buyer asked for this model (`acquisitionPreference`): it is kept unless another pays clearly better. */
  asked?: boolean
  /** Buying because the buyer weighs the return over the robots' life (`maximize_long_term_roi`). */
  forLifetimeReturn?: boolean
}

/** An ask as the answer repeats it. */
const ASKED: Record<AcquisitionModel, string> = { buy: 'You asked to buy', lease: 'You asked to lease', raas: 'You asked for RaaS' }
/** What a vendor offering each model does ("vendors that offer leasing"). */
const OFFERS: Record<AcquisitionModel, string> = { buy: 'sell outright', lease: 'offer leasing', raas: 'offer robots-as-a-service' }
const REQUESTED: Record<AcquisitionModel, string> = {
  buy: `${ASKED.buy}: vendors that ${OFFERS.buy} rank higher`,
  lease: `${ASKED.lease}: vendors that ${OFFERS.lease} rank higher`,
  raas: `${ASKED.raas}: vendors that ${OFFERS.raas} rank higher`,
}

/**
 * The rationale as the vendor list shown bears it out: "vendors that offer leasing rank higher" only
 * where the first listed offers a lease; where vendors that do not lead on their other points, what
 * happens and who they are (round 141: "vendors that offer robots-as-a-service rank higher" above MiR
 * and Toyota, who sell outright or lease; 60 of 3,181 such answers). `ahead`: the vendors listed
 * before the first that offers the model advised.
 */
export function rationaleForList(advice: AcquisitionAdvice, ahead: readonly string[]): string {
  const requested = REQUESTED[advice.model]
  if (ahead.length === 0 || !advice.rationale.startsWith(requested)) return advice.rationale
  const one = ahead.length === 1
  return `${ASKED[advice.model]}: vendors that ${OFFERS[advice.model]} get extra points, but ${listWords(ahead)}, listed first on ${one ? 'its' : 'their'} other points, ${one ? 'does' : 'do'} not${advice.rationale.slice(requested.length)}`
}

/** Recommends how to acquire the best robot type for this profile. */
export function recommendAcquisition(profile: BusinessProfile, best: RobotTypeRule, listed = true): AcquisitionAdvice {
  const preference = profile.request.acquisitionPreference
  // With no vendor listed, "vendors that offer leasing rank higher" would rank nobody: the ask, and
  // that the figures follow it.
  if (preference !== undefined && preference !== 'open') {
    return { model: preference, rationale: listed ? REQUESTED[preference] : `${ASKED[preference]}: the figures are worked out that way`, asked: true }
  }
  if (profile.budget === 'low_upfront') {
    return { model: 'raas', rationale: 'Low-upfront budget: RaaS turns the robots into a monthly fee, with at most a set-up fee up front' }
  }
  if (profile.budget === 'maximize_long_term_roi') {
    // Over the robots' life, owning costs least wherever it pays back; the economics check below
    // moves a purchase that does not to a lease.
    return profile.readiness === 0
      ? { model: 'lease', rationale: 'Long-term ROI focus with low tech readiness: a lease with a service contract beats owning what you cannot maintain' }
      : { model: 'buy', rationale: "Long-term ROI focus: buying costs least over the robots' life where it pays back", forLifetimeReturn: true }
  }
  if (profile.readiness === 0) {
    return { model: 'raas', rationale: 'Low tech readiness: RaaS leaves installation, maintenance and software updates to the vendor' }
  }
  if (profile.staffing === 2 && profile.readiness < 2) {
    return { model: 'raas', rationale: 'High staffing pressure: RaaS deploys fastest and the vendor supports day-to-day operation' }
  }
  const size = profile.size ?? profile.assumedSize
  if (size !== undefined && size < best.idealSize.min) {
    return { model: 'raas', rationale: 'Small site for this robot type: RaaS avoids tying capital to a small fleet' }
  }
  if (profile.readiness === 2 && profile.utilisation === 2 && size !== undefined && size >= best.idealSize.min * LARGE_SITE_FACTOR) {
    return { model: 'buy', rationale: 'Heavily used site with high readiness: buying gives the lowest cost per robot hour' }
  }
  return { model: 'lease', rationale: 'A lease spreads the cost over the contract and keeps the option to upgrade' }
}

/** Whether the profile's advice rests on an answer ("High staffing pressure: …"), not the default. */
function fromAnAnswer(rationale: string): boolean {
  return rationale.includes(': ')
}

/**
 * "your answers alone would point to RaaS given high staffing pressure: RaaS deploys fastest …",
 * from a rationale written "High staffing pressure: RaaS deploys fastest …" (one colon, not two).
 */
function aloneWouldPoint(model: AcquisitionModel, rationale: string): string {
  const colon = rationale.indexOf(': ')
  // The default (no deciding answer behind it) is not said to come from the buyer's answers (round 75).
  if (!fromAnAnswer(rationale)) return `without these figures ${MODEL_WORD[model]} would be the usual choice: ${lowerFirst(rationale)}`
  return `your answers alone would point to ${MODEL_WORD[model]} given ${lowerFirst(rationale.slice(0, colon))}: ${rationale.slice(colon + 2)}`
}

/** How each model reads after "would net more if" ("if leased"). */
export const HOW_ACQUIRED: Record<AcquisitionModel, string> = { buy: 'bought', lease: 'leased', raas: 'rented as a service' }

/** How a model reads after "would pay clearly here": "if bought", "if leased", "rented as a service". */
export function acquiredWay(model: AcquisitionModel): string {
  return model === 'raas' ? HOW_ACQUIRED.raas : `if ${HOW_ACQUIRED[model]}`
}

/** How each model reads inside a sentence ("none offers a lease"). */
export const MODEL_WORD: Record<AcquisitionModel, string> = { buy: 'buying', lease: 'a lease', raas: 'RaaS' }
/** The models closest to each one, closest first: a lease sits between buying and RaaS. */
const CLOSEST: Record<AcquisitionModel, readonly AcquisitionModel[]> = {
  buy: ['lease', 'raas'],
  lease: ['raas', 'buy'],
  raas: ['lease', 'buy'],
}

/**
 * The error we allow our lease planning figure, as a share of the lease's monthly cost: a lease costed
 * at it overrules an asked model whose fee is published in the country only where it would still net
 * more with its cost this much higher (round 151 B: a Singapore RaaS-asker, RaaS at the published
 * S$1,750 a robot, netting S$692, had been moved to a lease at our figure netting S$744, 7 % more,
 * only because the lease's margin crossed the proceed line and RaaS's did not).
 */
const PLANNING_FIGURE_ERROR = 0.1

/** How much more a month one monthly model must cost than another for the cheaper one to be chosen where nothing pays (5 %). */
export const DEARER = 1.05

/**
 * Whether one monthly net is at least another, up to floating-point noise: a lease priced like the
 * purchase it spreads nets the same, and the currency the wage was sent in must not decide between
 * them (round 58: a Canadian site was not_yet in C$ and a pilot in US$ on the same wage).
 */
function netsAsMuch(a: number, b: number): boolean {
  return a >= b - Math.abs(b) * 1e-9
}

/** The advice after checking it against what the listed vendors offer and what pays. */
export interface CheckedAdvice extends AcquisitionAdvice {
  /** Set when the advised model had to change because no listed vendor offers the first choice. */
  notOffered?: { wanted: AcquisitionModel; offered: AcquisitionModel[] }
  /**
   * The lease at our planning figure that reached a better verdict than the model asked for, whose
   * fee is published here, but netted more only within that figure's error: the ask is kept and
   * the lease named beside it (round 151 B).
   */
  keptOver?: AcquisitionModel
}

/**
 * Checks the advice against the models the listed vendors offer for the type in the region
 * (`offered`; all three when no vendor is listed) and against the economics (`rank`: how well
 * a model pays, 2 proceed, 1 pilot, 0 not yet; `net`: its judged monthly net).
 * - A model no listed vendor offers is replaced by the closest one they do offer.
 * - The advice keeps the profile's model when nothing offered pays better; otherwise it moves
 *   to the offered model that pays best (ties: the better net), never to buying for a buyer
 *   who wants a low up-front cost or lacks the readiness to own robots.
 * - When none pays, a losing purchase gives way to the lease or RaaS offered that loses no more
 *   than 5 % more a month, set-up spread over three years (it ties up less capital); where each
 *   loses clearly more, the purchase, losing least, is kept, whatever the buyer asked (round 151 A).
 * Since a higher labour cost never lowers any model's rank, it never worsens the advice.
 */
export function checkAcquisition(
  advice: AcquisitionAdvice,
  offered: readonly AcquisitionModel[],
  rank: (model: AcquisitionModel) => number,
  net: (model: AcquisitionModel) => number,
  /** Whether buying suits the buyer at all (not for a low-upfront budget or a team with low tech readiness). */
  mayBuy: boolean,
  /** A model's up-front cost (a lease's or RaaS's set-up fee); unknown means none is said. */
  upfront: (model: AcquisitionModel) => number = () => 0,
  /** The best verdict rank the answer can show (a pilot at most on assumed inputs): an ask is weighed against other models within it. */
  verdictCap = 2,
  /** Why buying is not allowed when `mayBuy` is false, as a sentence ends ("for a low-upfront budget"). */
  buyRuledOutBy = 'for your budget or your team’s readiness',
  /** Said where buying's lead over the model the buyer's answers point to rests on the robots' assumed life. */
  buyLife?: BuyLife,
  /** Each model's monthly cost (service counted) and how an amount reads: where nothing pays, the lease or RaaS losing least is chosen and said on them. */
  monthly?: { cost: (model: AcquisitionModel) => number; say: (amount: number) => string },
  /** The lease is costed at our planning figure: no lease fee is published in the country, nor is it held to a RaaS fee published there. */
  leasePlanned = false,
  /** Whether a model's fee is published in the country (not converted from another market's). */
  publishedHere: (model: AcquisitionModel) => boolean = () => false,
): CheckedAdvice {
  const notOffered = offered.length > 0 && !offered.includes(advice.model)
  const start = notOffered ? (CLOSEST[advice.model].find((model) => offered.includes(model)) ?? offered[0]) : advice.model
  const missing = notOffered ? { notOffered: { wanted: advice.model, offered: [...offered] } } : {}
  // An ask nobody here meets is said plainly ("You asked to lease, but none …"), without the ask's
  // "vendors that offer leasing rank higher", which ranks nobody when none does.
  const unmet = advice.asked
    ? `${ASKED[advice.model]}, but none of the vendors listed offers ${MODEL_WORD[advice.model]} for this type here`
    : `${advice.rationale}; but none of the vendors listed offers ${MODEL_WORD[advice.model]} for this type here`
  const candidates = (offered.length > 0 ? offered : (['buy', 'lease', 'raas'] as const)).filter((model) => model !== 'buy' || mayBuy || start === 'buy')
  /** Of `models`, the one netting most (losing least) a month, set-up spread; the first on a tie. */
  const netsMost = (models: readonly AcquisitionModel[]) =>
    models.reduce<AcquisitionModel | undefined>((a, m) => (a === undefined || net(m) > net(a) ? m : a), undefined)
  // Move only to a model that pays better on the verdict's terms and nets at least as much a
  // month: a lease dearer than owning never becomes the advice because leases are judged on margin.
  // A model the buyer asked for gives way only to one with a better verdict; the engine's own
  // first idea also when it loses money each month and another offered model with the same
  // verdict saves money (a headline never shows a loss while an offered model pays).
  // A model the buyer asked for that pays (at least a pilot, with a monthly saving) is kept: the
  // answer names a better-netting one beside it (`other_model_nets_more`) instead of overruling.
  // An ask no listed vendor can meet protects nothing: the closest offered model is the engine's
  // own stand-in and is weighed like its own idea (a Brazilian RaaS-asker is advised the purchase
  // that nets R$3,940 a month, not a lease netting R$1,020 because the lease is "closest" to RaaS).
  const askedHere = advice.asked === true && !notOffered
  // …while it reaches the best verdict a model the buyer may take reaches: a purchase that clearly
  // pays is not left for a lease that only just pays, or the verdict would fall as the wage rises
  // (round 54: a Mexican RaaS-asker went from proceed, +MX$20,600 bought, to a thin pilot at +MX$1,000).
  const shown = (model: AcquisitionModel) => Math.min(rank(model), verdictCap)
  const askPays = askedHere && rank(start) >= 1 && net(start) > 0
  if (askPays && shown(start) >= Math.max(...candidates.map(shown))) return advice
  let best = start
  for (const model of candidates) {
    // An ask reaches its verdict only while it saves money: one that loses (a lease within the
    // margin of break-even still reads as a pilot) gives way to a model that saves at least as clear
    // a verdict (round 56: a lease asked for at -CN¥680 a month had been advised while buying saves
    // CN¥5,300, and the headline went from a saving to a loss as the wage rose).
    const paysInstead = net(start) < 0 && net(model) > 0 && (!askedHere || rank(model) >= Math.max(1, rank(start)))
    // A model that saves money beats one that loses, whatever the margin rules call them (a
    // lease near break-even is a "pilot", a saving purchase that pays back late "not yet").
    const sameRankBetterNet = rank(model) === rank(best) && rank(model) > rank(start) && net(model) > net(best)
    // Between models that pay (at least a pilot, a saving each month) with the same verdict, the
    // engine's own idea gives way to the one that nets more; a buyer's explicit choice gives way
    // only to a better verdict.
    const netsMoreToo = !askedHere && rank(model) >= 1 && rank(model) >= rank(best) && net(model) > 0 && netsMore(net(model), net(best))
    const savesInstead = paysInstead && net(model) > net(best) && (best === start || rank(model) >= rank(best))
    const givesUpSaving = net(best) > 0 && net(model) <= 0
    // A start that is "not yet" (buying that pays back too late) gives way to a model that clearly
    // pays and saves money even if it nets less a month: a clear case beats a late one. The engine's
    // own idea also gives way to a saving pilot (round 65: a British pallet site was "not yet" on a
    // purchase paying back in 51 months beside a lease netting £1,530 a month it could take, and the
    // labour cost named in an answer as where the robots start to pay did not make them pay).
    // Likewise the engine's own purchase that is only a pilot (paying back past the clear-case line)
    // gives way to a model that clearly pays, so a busier week never turns a proceed into a pilot
    // (round 87: a US pallet site was "proceed, lease" at 4 days a week and "pilot, buy in 35 months"
    // at 5, the lease still clearly paying).
    const clearInsteadOfLate =
      (rank(start) === 0 && (rank(model) === CLEARLY_PAYS || (!advice.asked && rank(model) >= 1)) && rank(model) > rank(best) && net(model) > 0) ||
      // (not where the buyer weighs the return over the robots' life, which a purchase serves best,
      // nor where assumed inputs cap every model at a pilot).
      (!advice.asked && !advice.forLifetimeReturn && rank(start) === 1 && shown(model) === CLEARLY_PAYS && rank(model) > rank(best) && net(model) > 0)
    // Once the advice moves, between two models netting the same at the same verdict the one with
    // less up front (round 64: a vacuum lease priced like the purchase it spreads had lost to buying
    // it for ¥1,900,000 up front).
    const sameForLess =
      best !== start &&
      rank(model) === rank(best) &&
      net(model) > 0 &&
      netsAsMuch(net(model), net(best)) &&
      netsAsMuch(net(best), net(model)) &&
      upfront(model) < upfront(best)
    if (
      ((rank(model) > rank(best) || sameRankBetterNet || savesInstead || netsMoreToo || sameForLess) && netsAsMuch(net(model), net(start)) && !givesUpSaving) ||
      clearInsteadOfLate
    )
      best = model
  }
  // An ask that pays but gives way to a better verdict gives way to the model nearest to it that
  // reaches that verdict (RaaS → a lease → buying), not to the one that nets most: a RaaS-asker
  // whose lease clearly pays is not sent to a purchase (round 55); a better-netting one is named beside it.
  if (askPays && best !== start) {
    const nearest = CLOSEST[start].find((model) => candidates.includes(model) && shown(model) >= shown(best) && net(model) > 0)
    if (nearest !== undefined) best = nearest
  }
  // An asked model at a fee published here gives way to a lease at our planning figure only where
  // the lease nets more by over that figure's error; a better verdict within it is the estimate's,
  // not the lease's (round 151 B). The ask stays, and the lease is named beside it.
  const keptOver =
    askedHere &&
    best === 'lease' &&
    leasePlanned &&
    publishedHere(start) &&
    net('lease') - net(start) <= PLANNING_FIGURE_ERROR * (monthly?.cost('lease') ?? Math.abs(net('lease')))
  if (keptOver) best = start
  if (best !== start) {
    const lifeSaid = best === 'buy' && start !== 'buy' ? lifeWords(start, buyLife) : ''
    // A lease advised on the figures rests on its fee: where that is our planning figure, said so
    // (round 144, casebook D: an estimated US$350 vacuum lease "netted more than RaaS" beside
    // SoftBank's published US$499 subscription, with nothing telling the buyer which was which).
    const leaseFigure =
      best === 'lease' && leasePlanned && monthly !== undefined
        ? ` (at our lease planning figure, about ${monthly.say(monthly.cost('lease'))} a month, not a vendor’s quote)`
        : ''
    const why =
      rank(best) > rank(start) && rank(start) > 0 && net(start) >= 0
        ? // One comparative for one fact ("RaaS would pay less, while a lease pays better" said it twice).
          `${MODEL_WORD[best]} pays more clearly than ${MODEL_WORD[start]}`
        : rank(best) > rank(start) || (net(start) < 0 && net(best) > 0)
          ? `${MODEL_WORD[start]} ${
              net(start) > 0
                ? start === 'buy'
                  ? 'would pay back too late'
                  : 'would save too little for its cost'
                : // The judged net spreads a set-up over three years: only where the monthly net saves is the set-up what tips it.
                  start !== 'buy' && net(start) + upfront(start) / THREE_YEARS_MONTHS > 0
                  ? 'would not pay once its set-up cost is counted'
                  : 'would cost more than the staff time it saves'
            }, while ${MODEL_WORD[best]} ${
              net(best) <= 0
                ? 'comes closer to paying'
                : // It nets less than the late purchase (said beside it): what it has is the clearer case.
                  net(best) < net(start) && upfront(best) < upfront(start)
                  ? 'saves money each month with less up front'
                  : 'pays better'
            }`
          : net(best) >= 0
            ? `${MODEL_WORD[best]}${best === 'buy' && rank('buy') === CLEARLY_PAYS && lifeSaid === '' ? ' pays back within the robots’ life and' : ''} nets ${
                // "More" for €1 of €900 overstated it (round 79: 40 of 86 such sentences).
                net(best) - net(start) < Math.abs(net(best)) * SLIGHTLY_MORE_SHARE ? 'slightly more' : 'more'
              } a month than ${MODEL_WORD[start]}${
                // Where only the set-up, spread over three years, makes the difference, that is said
                // (round 70: "buying nets more than a lease" beside a lease netting £2,210 to buying's £1,889).
                start !== 'buy' && upfront(start) > 0 && net(start) + upfront(start) / THREE_YEARS_MONTHS >= net(best)
                  ? ` once ${start === 'lease' ? 'the lease’s' : 'RaaS’s'} set-up is spread over three years`
                  : ''
              }${lifeSaid}`
            : `${MODEL_WORD[best]} loses less a month than ${MODEL_WORD[start]}`
    return {
      model: best,
      rationale: notOffered
        ? // A saving that is not yet a case (a purchase paying back too late) "saves most", not "pays best" (round 92).
          `${unmet}, and of what they offer ${MODEL_WORD[best]} ${net(best) < 0 ? 'loses least' : rank(best) === 0 ? 'saves most' : 'pays best'} at these figures${leaseFigure}`
        : advice.asked
          ? // The list is ranked for the model advised, so the ask is repeated without "vendors that offer … rank higher".
            `${ASKED[advice.model]}; at these figures ${why}${leaseFigure}`
          : // The engine's own idea gave way to the money: the money leads, the idea follows as a sentence of
            // its own (round 128: 220 of 12,104 such lines had run past 60 words as one sentence).
            `At these figures ${why}${leaseFigure}. ${capitalize(aloneWouldPoint(start, advice.rationale))}`,
      ...missing,
    }
  }
  // When the closest offered model clearly pays, the money leads, as when the advice moves.
  const leadsWithMoney = notOffered && !advice.asked && rank(start) === CLEARLY_PAYS && net(start) > 0
  const checked: CheckedAdvice = notOffered
    ? {
        model: start,
        rationale: leadsWithMoney
          ? `At these figures ${MODEL_WORD[start]} ${start === 'buy' ? 'pays back within its service life' : 'pays clearly'}, and the listed vendors offer it; ${
              // The default (no deciding answer behind it) is not put down to the buyer's answers (round 81).
              fromAnAnswer(advice.rationale) ? 'your answers alone would point to' : 'without these figures the usual choice would be'
            } ${MODEL_WORD[advice.model]} (${lowerFirst(advice.rationale)}), which none of them offers for this type here`
          : `${unmet}, so the advice is ${MODEL_WORD[start]}, ${offered.length === 1 ? 'the only one' : 'the closest'} they offer`,
        ...missing,
      }
    : keptOver
      ? { ...advice, keptOver: 'lease' }
      : advice
  if (rank(start) > 0) return checked
  // When nothing pays, a purchase that loses money each month gives way to a lease or RaaS offered
  // that loses about as much and ties up less capital (round 151 A: not to one losing clearly more);
  // a purchase that saves money but pays back late stays, unless a lease or RaaS nets as much (it
  // would otherwise only lose more).
  // "No capital" only where the model has no up-front cost; a set-up fee is still less than a purchase.
  const capital = (model: AcquisitionModel) => (upfront(model) > 0 ? 'ties up less capital than buying' : 'ties up no capital')
  // Between a lease and RaaS that both lose, the one costing over 5 % less a month for no more up front:
  // closer figures are within the planning figures' own error (round 122: a Mexican serving robot's
  // RaaS had "lost less" by MX$18 on MX$16,500), and a lease capped at a RaaS fee costs the same.
  const clearlyCheaper = (model: AcquisitionModel, than: AcquisitionModel) =>
    upfront(model) <= upfront(than) && (monthly === undefined ? net(model) > net(than) : monthly.cost(model) * DEARER < monthly.cost(than))
  if (start === 'buy') {
    const alternatives = CLOSEST.buy.filter((model) => candidates.includes(model) && (net('buy') <= 0 || netsAsMuch(net(model), net('buy'))))
    // Where buying loses too, the one of them losing least (round 121: an open German floor had been
    // advised a lease beside "RaaS, also offered here, costs less a month"); the closest to buying on a tie.
    const alternative =
      net('buy') <= 0
        ? alternatives.reduce<AcquisitionModel | undefined>((a, m) => (a === undefined || clearlyCheaper(m, a) ? m : a), undefined)
        : alternatives[0]
    // The purchase stays where the lease and RaaS offered would each lose over 5 % more a month, set-up
    // spread over three years (round 151 A: a Portuguese buyer asked to buy a scrubber losing €2 a month had been
    // advised a lease losing €314, and the headline was the lease's; 87 of 188 such buy-askers).
    // Capital that does not come back is no reason to take a model that loses more; within the margin,
    // the figures' own error, the model tying up less capital is advised, as below.
    const next = netsMost(alternatives)
    if (next !== undefined && net('buy') <= 0 && net(next) < net('buy') * DEARER) {
      // Said after the ask or the engine's own reason, as a purchase kept where nothing else is offered.
      const setUp = upfront(next) > 0 ? ' once its set-up is spread over three years' : ''
      return {
        ...checked,
        rationale: `${checked.rationale}; at these figures no acquisition model pays yet; buying comes closest: it loses less a month than ${MODEL_WORD[next]} would${setUp}${
          monthly === undefined ? '' : ` (about ${monthly.say(-net(next))} a month)`
        }`,
      }
    }
    if (alternative !== undefined) {
      // (No ask is unmet here: with buying the closest offered model, no other is offered.)
      const lead = advice.asked ? `${ASKED.buy}; at these figures` : 'At these figures'
      return {
        ...checked,
        model: alternative,
        rationale:
          net('buy') <= 0
            ? // (A lease priced like the purchase it spreads loses the same, up to floating-point noise.)
              netsAsMuch(net(alternative), net('buy'))
              ? `${lead} no acquisition model pays yet and buying would lose money every month, so it is not advised; ${MODEL_WORD[alternative]} loses no more and ${capital(alternative)}`
              : `${lead} no acquisition model pays yet and buying would lose money every month, so it is not advised; ${MODEL_WORD[alternative]} loses ${net(alternative) >= net('buy') * LITTLE_MORE ? 'a little more' : 'more'} each month${upfront(alternative) > 0 ? ' once its set-up fee is spread over three years' : ''} but ${capital(alternative)}`
            : `${lead} no acquisition model pays yet; ${MODEL_WORD[alternative]} nets as much as buying and commits less`,
      }
    }
  }
  // A set-up fee is what keeps a lease or RaaS that saves money each month from paying: say so.
  // What a purchase would do, said only as it is: late where its own verdict is "not yet", and left
  // out (not "too late") where the budget or the team's readiness ruled it out (round 53: an
  // 11-month payback had read "pay back too late" to a low-upfront buyer).
  // Where the purchase would pay, it is not "no model pays": the advised one does not.
  // Not a word on buying where no listed vendor sells the type outright (round 77: 201 of 10,368
  // warehouse answers spoke of buying robots offered here only as a service).
  const buyOffered = offered.length === 0 || offered.includes('buy')
  const excludedPays = buyOffered && net('buy') > 0 && rank('buy') > 0 && !mayBuy
  const buying =
    buyOffered && net('buy') > 0 && rank('buy') === 0
      ? ' (buying would save money every month but pay back too late)'
      : excludedPays
        ? ` (buying would pay, but is not advised ${buyRuledOutBy})`
        : ''
  // Where only an outright sale nobody here offers would pay, "no model" would not be true of buying
  // (round 120: a Polish DC offered RaaS alone, whose purchase would pay back in 43 months).
  const none = excludedPays
    ? `${MODEL_WORD[start]} does not pay yet`
    : !buyOffered && net('buy') > 0
      ? 'no model offered here pays yet'
      : 'no acquisition model pays yet'
  const why =
    start === 'buy' && net('buy') > 0
      ? 'buying saves money every month but pays back too late'
      : start !== 'buy' && upfront(start) > 0 && net(start) + upfront(start) / THREE_YEARS_MONTHS > 0
        ? `${none} once ${excludedPays ? 'its' : `${MODEL_WORD[start]}’s`} set-up cost is spread over three years${buying}`
        : `${none}${buying}`
  // The mirror of round 151 A: the engine's own lease or RaaS, where nothing pays, gives way to buying —
  // which the buyer may take and did not rule out by an ask — where every lease and RaaS offered would
  // lose over 5 % more a month, set-up spread over three years (round 161 A: a Bangkok fulfilment site
  // sending no preference had been told "not yet, lease, −THB 141,000 a month with its set-up spread"
  // beside a purchase losing THB 89,300; 1,180 of 1,578 such not-yets). Within the margin the monthly
  // model, tying up less capital, stays.
  if (start !== 'buy' && !advice.asked && mayBuy && candidates.includes('buy') && net('buy') <= 0) {
    const leastMonthly = netsMost(candidates.filter((model) => model !== 'buy'))
    if (leastMonthly !== undefined && net(leastMonthly) < net('buy') * DEARER) {
      const setUp = upfront(leastMonthly) > 0 ? ' once its set-up is spread over three years' : ''
      const figures = monthly === undefined ? '' : `: about ${monthly.say(-net('buy'))} a month against about ${monthly.say(-net(leastMonthly))}`
      return {
        ...checked,
        model: 'buy',
        rationale: `At these figures no acquisition model pays yet; buying comes closest: it loses less a month than ${MODEL_WORD[leastMonthly]} would${setUp}${figures}. ${capitalize(aloneWouldPoint(start, advice.rationale))}`,
      }
    }
  }
  // The engine's own lease or RaaS, losing on its fee alone, gives way to the other one offered where
  // that loses less for no more up front (round 121: an open German floor had been advised a lease
  // beside "RaaS, also offered here, costs less a month"). An ask stays: the buyer's to weigh.
  const other = start === 'lease' ? 'raas' : 'lease'
  if (
    start !== 'buy' &&
    !advice.asked &&
    !notOffered &&
    net(start) + upfront(start) / THREE_YEARS_MONTHS <= 0 &&
    candidates.includes(other) &&
    clearlyCheaper(other, start)
  ) {
    // With the figures, service counted in both (round 122: low-readiness buyers moved to a lease were
    // not told that its cost includes the service their answers asked RaaS to bring).
    // The costs, then the losses they make (round 123: "loses less: about CHF 1,080 a month" had quoted
    // a cost as a loss of CHF 133); a loss before any set-up, as the verdict's own sentence says it.
    const loss = (model: AcquisitionModel) => -(net(model) + upfront(model) / THREE_YEARS_MONTHS)
    const compared =
      monthly === undefined
        ? `${MODEL_WORD[other]} loses less a month than ${MODEL_WORD[start]}`
        : `${MODEL_WORD[other]} costs less a month than ${MODEL_WORD[start]} (about ${monthly.say(monthly.cost(other))} against ${monthly.say(monthly.cost(start))}, service included in both${
            // The lease's fee weighed against RaaS's, said as ours where it is (round 144, casebook D).
            other === 'lease' && leasePlanned ? '; the lease at our planning figure, not a vendor’s quote' : ''
          }), so it loses less${
            // Only set-up makes it lose where it saves before it (round 124: "loses less: about −DKK 354").
            loss(other) > 0 && loss(start) > 0
              ? `: about ${monthly.say(loss(other))} a month against ${monthly.say(loss(start))}`
              : ' once set-up is spread over three years'
          }`
    return {
      ...checked,
      model: other,
      rationale: `At these figures ${why}; ${compared}. ${capitalize(aloneWouldPoint(start, advice.rationale))}`,
    }
  }
  return { ...checked, rationale: `${checked.rationale}; at these figures ${why}` }
}
