/**
 * The website, mounted into the core app (`createCoreApp({ mount })`) so it runs wherever the
 * API runs and answers from the same context: catalogs, tier table, link signer, document.
 *
 * Matches go through the API routes' own `produce` (the very function `POST /api/v1/match`
 * and `POST /api/v1/home/match` run after auth), with the form's values checked by the same
 * `validateObject` and schema. So a profile gets the same ranking on the site as from the API,
 * and vendor links are the same signed `/out` links, tracked like any other click. Calling
 * `produce` rather than `app.fetch` skips exactly what the site must not do: authenticate a key
 * and count against it. The site answers in the pro shape (runner-ups, full cleaning ROI with
 * its assumptions), which tier never changes the ranking of.
 */
import { getRequestIP, type H3, type H3Event } from 'h3'
import type { MountPages, MountedPages } from '../core/app.js'
import type { Principal } from '../core/auth.js'
import type { AppContext } from '../core/pipeline.js'
import { homeMatchRoute } from '../core/routes/home.js'
import { matchRoute } from '../core/routes/match.js'
import {
  HomeMatchRequestSchema,
  MatchRequestSchema,
  type HomeMatchRequest,
  type HomeMatchResponse,
  type MatchRequest,
  type PublicMatchResponse,
  type Tier,
} from '../schemas/api.js'
import { RobotCategorySchema, type HomeLocale, type RobotCategory } from '../schemas/catalog.js'
import { describeField } from '../schemas/fields.js'
import { validateObject, type FieldErrors } from '../schemas/validate.js'
import * as v from 'valibot'
import type { TierOffer } from '../billing/config.js'
import { SITE_CSS, SITE_JS } from './assets.js'
import { DocsPage, type OpenApiDocument } from './docs-page.js'
import { businessFormFields, formBody, HOME_BUDGET_FIELD, homeFormFields, isSubmitted, readFormValues, type FormField, type FormValues } from './form-model.js'
import { LandingPage, NotFoundPage, TooManyPage } from './pages.js'
import { PricingPage } from './pricing-page.js'
import { HomePage, MatchPage } from './questionnaire-pages.js'
import { renderAsset, renderPage } from './render.js'
import { createSiteLimiter } from './site-limit.js'
import { countryFromLanguage, readSiteCatalog, type SiteCatalog } from './site-catalog.js'

/** Options of {@link siteMount}. */
export interface SiteOptions {
  /** Checkout links per tier for the pricing page's subscribe buttons: a URL, or an offer with its price. */
  paymentLinks?: Partial<Record<Tier, string | TierOffer>>
  /** Site matches one client address may ask for per minute (default 30). */
  matchesPerMinute?: number
}

/** Who a site match is made for: no key, no subscription, counted against nothing. */
const SITE_PRINCIPAL: Principal = { subscriptionId: 'site', tier: 'pro' }
const SITE_TIER: Tier = 'pro'
export const SITE_MATCHES_PER_MINUTE = 30

/**
 * The website as a mount hook for the core app: `/`, `/match/{category}`, `/home`,
 * `/pricing`, `/docs`, its assets, and HTML 404 pages for browsers on unknown paths.
 *
 * @example
 * await createCoreApp({ storage, catalogs, mount: siteMount({}) })
 */
export function siteMount(options: SiteOptions = {}): MountPages {
  return (app: H3, ctx: AppContext): MountedPages => {
    const limiter = createSiteLimiter(options.matchesPerMinute ?? SITE_MATCHES_PER_MINUTE, ctx.now)
    const catalog = readSiteCatalog(ctx.catalogs)
    const page = (path: string, handler: (event: H3Event) => Response | Promise<Response>) => {
      app.on('GET', path, handler)
      app.on('HEAD', path, handler)
    }
    /** 429 page for an address over its minute, or undefined when the match may go ahead. */
    const limited = (event: H3Event): Response | undefined => {
      const result = limiter.take(clientAddress(event))
      if (result.ok) return undefined
      return renderPage(
        429,
        <TooManyPage path={event.url.pathname} retryAfter={result.retryAfter} limit={options.matchesPerMinute ?? SITE_MATCHES_PER_MINUTE} />,
        {
          'retry-after': String(result.retryAfter),
        },
      )
    }

    page('/assets/site.css', () => renderAsset(SITE_CSS, 'text/css; charset=utf-8'))
    page('/assets/site.js', () => renderAsset(SITE_JS, 'text/javascript; charset=utf-8'))
    page('/', () => renderPage(200, <LandingPage />))
    page('/pricing', () => renderPage(200, <PricingPage tiers={ctx.tiers} paymentLinks={options.paymentLinks} />))
    page('/docs', async (event) => {
      const origin = ctx.origin ?? event.url.origin
      return renderPage(200, <DocsPage doc={JSON.parse(await ctx.openApiJson(origin)) as OpenApiDocument} origin={origin} />)
    })

    page('/match/:category', async (event) => {
      const category = event.context.params?.category ?? ''
      if (!v.is(RobotCategorySchema, category)) return notFoundPage(event)
      return await businessMatchPage(ctx, catalog, event, category, limited)
    })
    page('/home', (event) => homeMatchPage(ctx, catalog, event, limited))

    return {
      notFound: (event) => (wantsPage(event) ? notFoundPage(event) : undefined),
    }
  }
}

async function businessMatchPage(
  ctx: AppContext,
  catalog: SiteCatalog,
  event: H3Event,
  category: RobotCategory,
  limited: (event: H3Event) => Response | undefined,
): Promise<Response> {
  const query = event.url.searchParams
  // The country asked (or the visitor's, from the browser's language) sets the labour cost's currency.
  const country = catalog.country(query.get('region') ?? undefined) ?? catalog.country(countryFromLanguage(event.req.headers.get('accept-language'), catalog))
  const fields = businessFormFields(category, catalog.countries, country)
  if (!isSubmitted(query, fields)) {
    return renderPage(200, <MatchPage category={category} fields={fields} values={country ? { region: country.code } : {}} errors={{}} />)
  }
  const values = readFormValues(query, fields)
  const { body, errors } = formBody(values, fields)
  // The country is a choice from the catalog's list: a hand-edited code it does not know (`ZZ`) is refused here.
  if (typeof body.region === 'string' && /^[A-Za-z]{2}$/.test(body.region) && !catalog.country(body.region)) {
    errors.region = 'is not a country the catalog covers; choose one from the list'
  }
  // Labour is typed in the country's currency; answers that take a `currency` are told so.
  if ('currency' in MatchRequestSchema.entries && body.laborCostPerHour !== undefined && country) body.currency = country.currency
  const result = validateObject(MatchRequestSchema, { category, ...body })
  if (!result.ok || Object.keys(errors).length > 0) {
    const all = echoValues({ ...(result.ok ? {} : result.fields), ...errors }, values, fields)
    return renderPage(400, <MatchPage category={category} fields={fields} values={values} errors={all} />)
  }
  const tooMany = limited(event)
  if (tooMany) return tooMany
  const request: MatchRequest = result.value
  // `produce` is typed to return `unknown` for the route table; this route returns the engine's answer.
  const answer = (await matchRoute.produce({ query: undefined, body: request }, siteCall(ctx, event))) as PublicMatchResponse
  const shown = {
    answer,
    request,
    vendorDates: catalog.vendorDates[category],
    catalogDate: catalog.catalogDate[category],
    permalink: `${event.url.pathname}${event.url.search}`,
  }
  return renderPage(200, <MatchPage category={category} fields={fields} values={values} errors={{}} result={shown} />)
}

async function homeMatchPage(ctx: AppContext, catalog: SiteCatalog, event: H3Event, limited: (event: H3Event) => Response | undefined): Promise<Response> {
  const query = event.url.searchParams
  const locale = chooseLocale(query.get('locale'), event.req.headers.get('accept-language'))
  const fields = homeFormFields(locale)
  const rate = ctx.catalogs.exchangeRate
  const pageProps = { locale, exchangeRate: rate, fields }
  if (!isSubmitted(query, fields)) return renderPage(200, <HomePage {...pageProps} values={{}} errors={{}} />)
  const values = readFormValues(query, fields)
  const { body, errors } = formBody(values, fields)
  // The budget is asked in the visitor's currency; the engine takes USD (the catalog's rate).
  const budget = body[HOME_BUDGET_FIELD]
  delete body[HOME_BUDGET_FIELD]
  if (typeof budget === 'number') body.budgetUsd = locale === 'UK' ? Math.round(budget * rate.usdPerGbp * 100) / 100 : budget
  const result = validateObject(HomeMatchRequestSchema, { ...body, affiliateLocale: locale })
  if (!result.ok || Object.keys(errors).length > 0) {
    const fromSchema: FieldErrors = result.ok ? {} : { ...result.fields }
    if (fromSchema.budgetUsd) {
      fromSchema[HOME_BUDGET_FIELD] = budgetBoundsMessage(locale, rate.usdPerGbp)
      delete fromSchema.budgetUsd
    }
    const all = echoValues({ ...fromSchema, ...errors }, values, fields)
    return renderPage(400, <HomePage {...pageProps} values={values} errors={all} />)
  }
  const tooMany = limited(event)
  if (tooMany) return tooMany
  const request: HomeMatchRequest = result.value
  // As above: the home route's `produce` returns the engine's home answer.
  const answer = (await homeMatchRoute.produce({ query: undefined, body: request }, siteCall(ctx, event))) as HomeMatchResponse
  const shown = {
    answer,
    request,
    budget: typeof budget === 'number' ? budget : undefined,
    sources: catalog.productSources[locale],
    permalink: `${event.url.pathname}${event.url.search}`,
  }
  return renderPage(200, <HomePage {...pageProps} values={values} errors={{}} result={shown} />)
}

/** What a route's `produce` gets for a site match: the site principal and the pro tier's shape. */
function siteCall(ctx: AppContext, event: H3Event) {
  return { ctx, event, principal: SITE_PRINCIPAL, limits: ctx.tiers[SITE_TIER], origin: ctx.origin ?? event.url.origin }
}

/** The budget's bounds in the visitor's currency (the schema's are in USD). */
function budgetBoundsMessage(locale: HomeLocale, usdPerGbp: number): string {
  const shape = describeField(HomeMatchRequestSchema.entries.budgetUsd)
  const max = shape.kind === 'number' && shape.max !== undefined ? shape.max : 100_000
  const inCurrency = locale === 'UK' ? Math.floor(max / usdPerGbp) : max
  return `must be an amount between ${locale === 'UK' ? '£' : '$'}0 and ${locale === 'UK' ? '£' : '$'}${inCurrency.toLocaleString('en-US')}`
}

/**
 * Messages beside typed fields say what was typed (shown as text, escaped by the renderer),
 * so a person sees which value was refused; choices from a list need no echo.
 */
function echoValues(errors: FieldErrors, values: FormValues, fields: readonly FormField[]): FieldErrors {
  const out: FieldErrors = {}
  for (const [name, message] of Object.entries(errors)) {
    const field = fields.find((f) => f.name === name)
    const typed = values[name]?.trim()
    const typedField = field && field.shape.kind !== 'enum' && field.shape.kind !== 'boolean'
    out[name] = typedField && typed ? `“${typed.length > 40 ? `${typed.slice(0, 40)}…` : typed}” ${message}` : message
  }
  return out
}

/**
 * The visitor's home locale: `?locale=` (US, UK or GB), else the first `Accept-Language`
 * tag naming the UK or the US (by preference order), else US.
 */
export function chooseLocale(param: string | null, acceptLanguage: string | null): HomeLocale {
  const asked = param?.trim().toUpperCase()
  if (asked === 'US') return 'US'
  if (asked === 'UK' || asked === 'GB') return 'UK'
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, i }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
  for (const { tag } of tags) {
    const region = tag.split('-')[1]
    if (region === 'gb' || region === 'uk') return 'UK'
    if (region === 'us') return 'US'
  }
  return 'US'
}

/** The client's address for the site's limit (the socket's; one shared bucket in-process). */
function clientAddress(event: H3Event): string {
  return getRequestIP(event) ?? 'unknown'
}

/** Browsers asking for a page get the HTML 404; API clients keep the JSON ApiError. */
function wantsPage(event: H3Event): boolean {
  const method = event.req.method
  if (method !== 'GET' && method !== 'HEAD') return false
  const path = event.url.pathname
  if (path === '/api' || path.startsWith('/api/') || path === '/out') return false
  return (event.req.headers.get('accept') ?? '').includes('text/html')
}

function notFoundPage(event: H3Event): Response {
  return renderPage(404, <NotFoundPage path={event.url.pathname} />)
}
