/**
 * The website in-process (issue 14): every page and form path through `app.fetch`. The same
 * profile must rank alike on the site and through POST /api/v1/match; site matches count
 * against no key and one address gets 30 a minute. The real-browser walk is site.browser.test.ts.
 */
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../src/server/app.js'
import type { RobomatchApp } from '../src/server/types.js'
import { defaultCatalogs } from '../src/core/default-catalogs.js'
import { DEFAULT_TIERS } from '../src/engine/tiers.js'
import { HomeMatchRequestSchema, MatchRequestSchema, type HomeMatchResponse, type PublicMatchResponse } from '../src/schemas/api.js'
import { askedFor } from '../src/schemas/fields.js'
import { chooseLocale } from '../src/site/mount.js'

const ORIGIN = 'http://robomatch.local'
const PRO_KEY = 'rm_test_pro_site'
const HTML = { accept: 'text/html,application/xhtml+xml' }

let app: RobomatchApp
let clock = Date.UTC(2026, 0, 5, 10, 0, 5)

async function start(options: Parameters<typeof createApp>[0] = {}): Promise<RobomatchApp> {
  app = await createApp({ mock: true, now: () => clock, ...options })
  return app
}
afterEach(async () => {
  await app?.close()
})

async function page(path: string, headers: Record<string, string> = HTML): Promise<{ status: number; headers: Headers; html: string }> {
  const res = await app.fetch(new Request(new URL(path, ORIGIN), { headers }))
  return { status: res.status, headers: res.headers, html: await res.text() }
}

async function api<T>(path: string, body: unknown): Promise<{ status: number; headers: Headers; body: T }> {
  const res = await app.fetch(
    new Request(new URL(path, ORIGIN), { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': PRO_KEY }, body: JSON.stringify(body) }),
  )
  return { status: res.status, headers: res.headers, body: (await res.json()) as T }
}

/** Every `attr="value"` in document order. */
function attrs(html: string, attr: string): string[] {
  return [...html.matchAll(new RegExp(`${attr}="([^"]*)"`, 'g'))].map((m) => m[1])
}

/** Names of the form controls, in document order. */
function controlNames(html: string): string[] {
  return [...html.matchAll(/<(?:input|select)\b[^>]*\bname="([^"]*)"/g)].map((m) => m[1])
}

/** The HTML of the `.field` block of one form control. */
function fieldBlock(html: string, name: string): string {
  const start = html.indexOf(`data-field="${name}"`)
  expect(start, `field ${name}`).toBeGreaterThan(-1)
  const end = html.indexOf('data-field="', start + 12)
  return html.slice(start, end === -1 ? undefined : end)
}

function query(values: Record<string, string>): string {
  return new URLSearchParams(values).toString()
}

describe('pages', () => {
  it('serves every page as HTML with the CSP, and its assets from the package', async () => {
    await start()
    for (const path of ['/', '/match/warehouse', '/match/cleaning', '/match/restaurant', '/home', '/pricing', '/docs', '/assets/site.css', '/assets/site.js']) {
      const res = await page(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-security-policy'), path).toMatch(/^default-src 'self'/)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      if (!path.startsWith('/assets/')) {
        expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
        expect(res.html, path).toMatch(/^<!doctype html><html lang="en">/)
        // Nothing from another origin: every src/href of a resource is same-origin.
        for (const src of [...attrs(res.html, 'src'), ...attrs(res.html.replace(/<a [^>]*>/g, ''), 'href')]) expect(src, `${path}: ${src}`).toMatch(/^\//)
        expect(res.html, path).not.toMatch(/ style="/)
      }
    }
    const head = await app.fetch(new Request(`${ORIGIN}/`, { method: 'HEAD', headers: HTML }))
    expect(head.status).toBe(200)
  })

  it('the landing page leads four ways in', async () => {
    await start()
    const { html } = await page('/')
    for (const href of ['/match/warehouse', '/match/cleaning', '/match/restaurant', '/home']) expect(html).toContain(`href="${href}"`)
  })

  it('generates each questionnaire from the schema: every field the category asks, with label, help and bounds', async () => {
    await start()
    for (const category of ['warehouse', 'cleaning', 'restaurant'] as const) {
      const { html } = await page(`/match/${category}`)
      const names = controlNames(html)
      const expected = Object.keys(MatchRequestSchema.entries).filter(
        (name) => name !== 'category' && name !== 'currency' && askedFor(category, name) && (name !== 'carpetShare' || category === 'cleaning'),
      )
      // Areas come with their unit control (m² or sq ft).
      expect(new Set(names), category).toEqual(new Set([...expected, ...(category === 'restaurant' ? [] : ['areaUnit'])]))
      expect(html).toMatch(/<label for="f-hoursPerDay">(Working|Service) hours per day|<label for="f-hoursPerDay">Cleaning window per day/)
      expect(fieldBlock(html, 'hoursPerDay')).toMatch(/Range: (more than 0|0\.5) to 24\./)
      // Each category's hours in its own words: no cleaning help on the warehouse form.
      if (category !== 'cleaning') expect(fieldBlock(html, 'hoursPerDay')).not.toMatch(/clean/i)
    }
    const cleaning = (await page('/match/cleaning')).html
    expect(controlNames(cleaning)[0]).toBe('floorAreaSqM')
    expect(cleaning).not.toContain('name="seatsPerDay"')
    const home = (await page('/home')).html
    const homeNames = Object.keys(HomeMatchRequestSchema.entries).map((name) =>
      name === 'budgetUsd' ? 'budget' : name === 'affiliateLocale' ? 'locale' : name,
    )
    expect(new Set(controlNames(home))).toEqual(new Set([...homeNames, 'areaUnit']))
  })

  it('answers browsers on unknown paths with an HTML 404 and API clients with the ApiError', async () => {
    await start()
    const html = await page('/no-such-page')
    expect(html.status).toBe(404)
    expect(html.html).toContain('Page not found')
    expect((await page('/match/spaceships')).status).toBe(404)
    const json = await page('/no-such-page', {})
    expect(json.status).toBe(404)
    expect(JSON.parse(json.html)).toMatchObject({ error: 'not_found' })
    const apiPath = await page('/api/v1/nope')
    expect(JSON.parse(apiPath.html)).toMatchObject({ error: 'not_found' })
  })

  it('is off with site: false (robomatch serve --no-site)', async () => {
    await start({ site: false })
    const res = await page('/')
    expect(res.status).toBe(404)
    expect(JSON.parse(res.html)).toMatchObject({ error: 'not_found' })
  })
})

describe('business matches', () => {
  it('ranks a profile exactly as POST /api/v1/match does, with rationale, runner-ups, advice and tracked vendor links', async () => {
    await start()
    const profiles: Record<string, string>[] = [
      { category: 'warehouse', facilitySizeSqM: '60000', handlingUnit: 'pallet', region: 'de' },
      { category: 'cleaning', floorAreaSqM: '3,000', floorType: 'mixed', laborCostPerHour: '$24' },
      { category: 'restaurant', seatsPerDay: '400', serviceStyle: 'table_service' },
    ]
    for (const profile of profiles) {
      const { category, ...values } = profile
      const res = await page(`/match/${category}?${query(values)}`)
      expect(res.status, category).toBe(200)
      const body = Object.fromEntries(Object.entries(values).map(([k, value]) => [k, /^[\d$,]+$/.test(value) ? Number(value.replace(/[$,]/g, '')) : value]))
      const fromApi = await api<PublicMatchResponse>('/api/v1/match', { category, ...body })
      expect(fromApi.status).toBe(200)
      const best = /data-best-match data-robot-type="([^"]+)" data-confidence="([^"]+)"/.exec(res.html)
      expect(best?.[1], category).toBe(fromApi.body.bestRobotMatch.robotType)
      expect(best?.[2], category).toBe(fromApi.body.matchConfidence)
      expect(attrs(res.html, 'data-vendor-id'), category).toEqual(fromApi.body.vendorMatches.map((m) => m.vendorId))
      for (const line of fromApi.body.bestRobotMatch.rationale) expect(res.html).toContain(escapeText(line))
      for (const runnerUp of fromApi.body.bestRobotMatch.runnerUps ?? []) expect(res.html).toContain(`data-robot-type="${runnerUp.robotType}"`)
      expect(res.html).toContain(`data-acquisition="${fromApi.body.acquisitionRecommendation}"`)
      // Values kept in the form under the answer.
      expect(fieldBlock(res.html, Object.keys(values)[0])).toContain(`value="${escapeText(Object.values(values)[0])}"`)
    }
  })

  it('follows a vendor link to its 302 at the vendor, tracked', async () => {
    await start()
    const { html } = await page(`/match/cleaning?${query({ floorAreaSqM: '5000' })}`)
    const href = /href="(http:\/\/robomatch\.local\/out\?[^"]+)"/.exec(html)?.[1].replace(/&amp;/g, '&')
    expect(href).toBeDefined()
    const vendorId = new URL(href!).searchParams.get('v')
    const vendor = defaultCatalogs().vendors.cleaning.find((candidate) => candidate.id === vendorId)!
    const res = await app.fetch(new Request(href!, { redirect: 'manual' }))
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location')!)
    expect(location.origin + location.pathname).toBe(new URL(vendor.website).origin + new URL(vendor.website).pathname)
    expect(location.searchParams.get('utm_campaign')).toBe('cleaning')
  })

  it("marks a vendor card whose trading no recent source confirms, as the answer's warning names it", async () => {
    await start()
    // Scallog, the only goods-to-person seller in France, last seen trading in 2020.
    const values = { region: 'FR', facilitySizeSqM: '30000', handlingUnit: 'each', ordersPerDay: '8000', laborCostPerHour: '24' }
    const { html } = await page(`/match/warehouse?${query(values)}`)
    const card = html.slice(html.indexOf('data-vendor-id="scallog"'))
    expect(card.slice(0, card.indexOf('</li>'))).toContain('data-trading-unconfirmed')
    expect(html).toContain('We could not confirm that Scallog')
    // Beside confirmed sellers it is left out, and no card is marked.
    const gb = await page(`/match/cleaning?${query({ region: 'GB', floorAreaSqM: '4000', floorType: 'carpet', hoursPerDay: '6' })}`)
    expect(attrs(gb.html, 'data-vendor-id')).not.toContain('the-perfect-little-company')
    expect(gb.html).not.toContain('data-trading-unconfirmed')
  })

  it('shows the cleaning economics with its assumptions in words and a server-rendered chart', async () => {
    await start()
    const { html } = await page(`/match/cleaning?${query({ floorAreaSqM: '12000', laborCostPerHour: '30', hoursPerDay: '10' })}`)
    expect(html).toContain('data-roi')
    expect(html).toContain('data-chart="economics"')
    for (const bar of ['saved', 'buy', 'lease', 'raas']) expect(html).toContain(`data-bar="${bar}"`)
    expect(html).toContain('The assumptions behind these figures')
    expect(html).toMatch(/a month (better|worse) off/)
    // Rates in words, never their keys; no "1 months".
    const rates = html.slice(html.indexOf('data-rates'))
    expect(rates).not.toMatch(/>[^<]*\b(purchasePriceUsd|robots\.[a-z_]+\.|manualRates\.)/)
    expect(html).not.toMatch(/(?<![\d.,])1 months\b/)
  })

  it('refuses a country the catalog does not know and offers the known ones as a select, defaulted from the language', async () => {
    await start()
    const form = await page('/match/cleaning', { ...HTML, 'accept-language': 'de-AT,de;q=0.9' })
    expect(fieldBlock(form.html, 'region')).toContain('<select id="f-region"')
    expect(fieldBlock(form.html, 'region')).toMatch(/<option value="AT" selected>/)
    expect(fieldBlock(form.html, 'region')).not.toContain('Not sure')
    const zz = await page(`/match/cleaning?${query({ region: 'ZZ' })}`)
    expect(zz.status).toBe(400)
    expect(fieldBlock(zz.html, 'region')).toContain('is not a country the catalog covers')
  })

  it('takes an area in square feet and sends it in m², and the carpet share as a percentage', async () => {
    await start()
    const res = await page(`/match/cleaning?${query({ floorAreaSqM: '10,000', areaUnit: 'sqft', floorType: 'mixed', carpetShare: '30 %' })}`)
    expect(res.status).toBe(200)
    expect(res.html).toContain('&quot;floorAreaSqM&quot;: 929')
    expect(res.html).toContain('&quot;carpetShare&quot;: 0.3')
    expect((await page(`/match/cleaning?${query({ carpetShare: '130' })}`)).status).toBe(400)
    expect(fieldBlock(res.html, 'floorAreaSqM')).toContain('<option value="sqft" selected>')
  })

  it('re-renders an invalid form with each message beside its field and the values kept', async () => {
    await start()
    const res = await page(`/match/warehouse?${query({ facilitySizeSqM: 'lots', hoursPerDay: '30', daysPerWeek: '5', region: 'USA' })}`)
    expect(res.status).toBe(400)
    expect(res.html).not.toContain('data-best-match')
    expect(fieldBlock(res.html, 'facilitySizeSqM')).toMatch(/class="error"[^>]*>“lots” must be a number/)
    expect(fieldBlock(res.html, 'hoursPerDay')).toMatch(/class="error"[^>]*>“30” must be at most 24/)
    expect(fieldBlock(res.html, 'region')).toMatch(/class="error"[^>]*>must be a two-letter region code/)
    expect(fieldBlock(res.html, 'daysPerWeek')).not.toContain('class="error"')
    expect(fieldBlock(res.html, 'daysPerWeek')).toContain('value="5"')
    expect(fieldBlock(res.html, 'hoursPerDay')).toContain('aria-invalid="true"')
    expect(res.html).toContain('3 answers need a fix')
  })

  it('shows an injected script in any input as text', async () => {
    await start()
    const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)>'
    for (const name of ['region', 'facilitySizeSqM', 'handlingUnit', 'hoursPerDay']) {
      const res = await page(`/match/warehouse?${query({ [name]: attack })}`)
      expect(res.status, name).toBe(400)
      expect(res.html, name).not.toContain('<script>alert')
      expect(res.html, name).not.toContain('<img src=x')
      expect(res.html, name).toContain('&lt;script>alert(1)&lt;/script>')
    }
  })

  it('allows 30 site matches a minute per address (429 page past that), counted against no key', async () => {
    await start()
    for (let i = 0; i < 30; i++) expect((await page(`/match/restaurant?seatsPerDay=${100 + i}`)).status).toBe(200)
    const refused = await page('/match/restaurant?seatsPerDay=99')
    expect(refused.status).toBe(429)
    expect(refused.html).toContain('Please wait a moment')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await page('/home?floorAreaSqM=50')).status).toBe(429)
    // Forms and invalid answers still render: only matches count.
    expect((await page('/match/restaurant')).status).toBe(200)
    expect((await page('/match/restaurant?seatsPerDay=0')).status).toBe(400)
    // The API key is untouched by site matches.
    const fromApi = await api<PublicMatchResponse>('/api/v1/match', { category: 'restaurant' })
    expect(fromApi.headers.get('x-usage-used')).toBe('1')
    clock += 60_000
    expect((await page('/match/restaurant?seatsPerDay=99')).status).toBe(200)
  })
})

describe('home vacuums', () => {
  it('reads the locale from ?locale=, else Accept-Language, else US', () => {
    expect(chooseLocale('uk', 'en-US')).toBe('UK')
    expect(chooseLocale('GB', null)).toBe('UK')
    expect(chooseLocale(null, 'en-GB,en;q=0.8')).toBe('UK')
    expect(chooseLocale(null, 'fr-FR, en-US;q=0.9, en-GB;q=0.8')).toBe('US')
    expect(chooseLocale(null, 'de, en-GB;q=0.5')).toBe('UK')
    expect(chooseLocale('xx', null)).toBe('US')
  })

  it('asks a UK visitor in £, converts at the catalog rate, ranks as the API does and prices in £', async () => {
    await start()
    const rate = defaultCatalogs().exchangeRate.usdPerGbp
    const form = await page('/home', { ...HTML, 'accept-language': 'en-GB,en;q=0.9' })
    expect(form.html).toContain('<option value="UK" selected>')
    expect(fieldBlock(form.html, 'budget')).toContain('(£)')
    const res = await page(`/home?${query({ locale: 'UK', budget: '£400', pets: 'yes', floorType: 'carpet' })}`)
    expect(res.status).toBe(200)
    const budgetUsd = Math.round(400 * rate * 100) / 100
    const fromApi = await api<HomeMatchResponse>('/api/v1/home/match', { budgetUsd, pets: true, floorType: 'carpet', affiliateLocale: 'UK' })
    // One currency per page: the products with a UK price, in the API's order; the others left out and counted.
    const inPounds = fromApi.body.products.filter((p) => p.price.currency === 'GBP')
    expect(attrs(res.html, 'data-product-id')).toEqual(inPounds.map((p) => p.productId))
    expect(res.html).toContain(`&quot;budgetUsd&quot;: ${budgetUsd}`)
    expect(new Set(attrs(res.html, 'data-currency'))).toEqual(new Set(['GBP']))
    if (inPounds.length < fromApi.body.products.length) expect(res.html).toContain(`data-unpriced="${fromApi.body.products.length - inPounds.length}"`)
    expect(res.html).not.toMatch(/\$\d/)
    // The budget line is true in £: within only when the £ price is at most £400.
    for (const product of inPounds) {
      const block = res.html.slice(res.html.indexOf(`data-product-id="${product.productId}"`))
      const claim = /data-budget="(within|over)"/.exec(block)?.[1]
      expect(claim, product.productId).toBe(product.price.amount <= 400 ? 'within' : 'over')
    }
    // Affiliate links are disclosed and name the retailer.
    expect(res.html).toContain('data-affiliate-disclosure')
    expect(res.html).toContain('Amazon.co.uk')
  })

  it("shows the engine's home warnings, as the business pages do: nothing within the budget, what it assumed", async () => {
    await start()
    const tight = await page(`/home?${query({ budget: '80', pets: 'yes', floorType: 'hard', floorAreaSqM: '100' })}`)
    expect(tight.status).toBe(200)
    const fromApi = await api<HomeMatchResponse>('/api/v1/home/match', { budgetUsd: 80, pets: true, floorType: 'hard', floorAreaSqM: 100 })
    const nothingFits = fromApi.body.warnings.find((w) => w.params.need === 'budget')
    expect(nothingFits).toBeDefined()
    expect(tight.html).toContain('data-warnings')
    expect(tight.html).toContain(String(nothingFits?.text))
    // A UK page quotes no dollar price, in a warning either.
    const uk = await page(`/home?${query({ locale: 'UK', budget: '£120', pets: 'yes', floorType: 'carpet' })}`)
    expect(uk.html).toContain('data-code="input_assumed"')
    expect(uk.html).not.toMatch(/\$\d/)
  })

  it('prices a US visitor in $ and keeps an invalid budget with its message', async () => {
    await start()
    const ok = await page(`/home?${query({ budget: '600', mopping: 'yes' })}`)
    expect(ok.status).toBe(200)
    expect(new Set(attrs(ok.html, 'data-currency'))).toEqual(new Set(['USD']))
    expect(ok.html.slice(ok.html.indexOf('result-title'), ok.html.indexOf('id="questions"'))).not.toContain('£')
    const bad = await page(`/home?${query({ budget: '999999', floorAreaSqM: 'big' })}`)
    expect(bad.status).toBe(400)
    expect(fieldBlock(bad.html, 'budget')).toMatch(/class="error"[^>]*>“999999” must be an amount between \$0 and \$100,000/)
    expect(fieldBlock(bad.html, 'floorAreaSqM')).toContain('value="big"')
  })
})

describe('pricing and docs', () => {
  it('shows the configured tier table and how to create keys when billing is not set up', async () => {
    await start({ tiers: { ...DEFAULT_TIERS, pro: { ...DEFAULT_TIERS.pro, matchesPerMonth: 12345 } } })
    const { html } = await page('/pricing')
    expect(html).toContain('12,345')
    expect(html).toContain(DEFAULT_TIERS.starter.matchesPerMonth.toLocaleString('en-US'))
    expect(html).toContain('robomatch keys create --tier pro')
    expect(html).not.toContain('data-subscribe')
  })

  it('renders a subscribe button per tier when payment links are configured', async () => {
    await start({ paymentLinks: { starter: 'https://buy.stripe.com/test_starter', pro: 'https://buy.stripe.com/test_pro' } })
    const { html } = await page('/pricing')
    expect(attrs(html, 'data-subscribe')).toEqual(['starter', 'pro'])
    expect(html).toContain('href="https://buy.stripe.com/test_pro"')
    expect(html).not.toContain('robomatch keys create')
  })

  it('renders every operation and schema of the served openapi.json', async () => {
    await start()
    const doc = JSON.parse((await page('/api/v1/openapi.json', {})).html) as {
      paths: Record<string, Record<string, { operationId: string }>>
      components: { schemas: Record<string, unknown> }
    }
    const { html } = await page('/docs')
    for (const item of Object.values(doc.paths)) {
      for (const [method, op] of Object.entries(item)) if (method !== 'servers') expect(html).toContain(`data-operation="${op.operationId}"`)
    }
    for (const name of Object.keys(doc.components.schemas)) expect(html).toContain(`id="schema-${name}"`)
    expect(html).toContain('curl -s -X POST')
    // Runnable as shown: one origin per URL, and a side navigation to every operation.
    const urls = [...html.matchAll(/curl -s(?: -X [A-Z]+)? &#39;([^&]+?)(?:&#39;|')/g), ...html.matchAll(/curl -s(?: -X [A-Z]+)? '([^']+)'/g)].map((m) => m[1])
    expect(urls.length).toBeGreaterThan(3)
    for (const url of urls) {
      expect(url.match(/https?:\/\//g), url).toHaveLength(1)
      expect(url.startsWith(ORIGIN), url).toBe(true)
    }
    expect(html).toContain('class="docs-nav"')
  })
})

/** Text as the renderer escapes it inside elements and attributes. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
}

// The schema guard the questionnaires rely on: a valid site profile is a valid API body.
it('the field words map names only real request fields', async () => {
  const { MATCH_FIELDS, HOME_FIELDS } = await import('../src/schemas/fields.js')
  for (const name of Object.keys(MATCH_FIELDS)) expect(Object.hasOwn(MatchRequestSchema.entries, name), name).toBe(true)
  for (const name of Object.keys(HOME_FIELDS)) expect(Object.hasOwn(HomeMatchRequestSchema.entries, name), name).toBe(true)
  expect(v.is(MatchRequestSchema, { category: 'warehouse' })).toBe(true)
})
