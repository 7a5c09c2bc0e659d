/**
 * The website in a real browser (issue 14): Debian's Chromium (/usr/bin/chromium) driven by
 * playwright-core, against `robomatch serve`'s own server. Walks each page as a person would
 * (fill, submit, read the answer, follow a vendor link to its 302, fix an invalid field) at
 * 375 px and 1280 px with no horizontal scrolling, runs axe-core on every page (no serious or
 * critical violation) and writes screenshots to test-results/screenshots/ (git-ignored).
 * Without Chromium the file is skipped, loudly.
 */
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../src/server/listen.js'
import { PublicMatchResponseSchema } from '../src/schemas/api.js'
import { HAS_CHROMIUM, launchChromium, warnIfNoChromium } from './helpers/chromium.js'

warnIfNoChromium('SITE BROWSER TESTS')

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const SHOTS = join(process.cwd(), 'test-results', 'screenshots')
/** Screenshots of every page at both widths, to look at (`SITE_SHOTS=1 npx vitest run test/site.browser.test.ts`); off by default, they assert nothing and cost the suite time. */
const TAKE_SHOTS = process.env.SITE_SHOTS === '1'
const WIDTHS = [375, 1280] as const
/** Whether the engine's economics-first answer (verdict, currency) has landed; its assertions wait for it. */
const ECONOMICS_LANDED = 'verdict' in PublicMatchResponseSchema.entries

let server: RunningServer
let browser: Browser
/** Pages as visitors get them: the CSP enforced. */
let context: BrowserContext
/** For axe only: injecting axe.min.js is an inline script, which the site's CSP (rightly) refuses. */
let axeContext: BrowserContext
/** Requests the pages made to anywhere but the server (must stay empty, vendor redirects aside). */
const foreign: string[] = []
/** Console errors in the strict context (a CSP violation shows up here). */
const consoleErrors: string[] = []

async function openPage(width: number, within: BrowserContext = context): Promise<Page> {
  const page = await within.newPage()
  await page.setViewportSize({ width, height: 900 })
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`)
  })
  return page
}

/**
 * No horizontal scrolling and a screenshot at every width; axe-core (no serious or critical
 * violation) once per page, at the narrow width where layouts break first, to keep the file fast.
 */
async function checkPage(page: Page, name: string, width: number, runAxe = true): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${name} at ${width}px scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
  if (!runAxe) {
    if (TAKE_SHOTS) await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: name !== 'docs' })
    return
  }
  await page.addScriptTag({ path: AXE })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context?: unknown, options?: unknown): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: unknown }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }))
  })
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious, `${name} at ${width}px`).toEqual([])
  if (TAKE_SHOTS) await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: name !== 'docs' })
}

describe.skipIf(!HAS_CHROMIUM)('the website in Chromium', () => {
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true })
    server = await startServer({ port: 0, mock: true })
    browser = await launchChromium()
    context = await browser.newContext()
    axeContext = await browser.newContext({ bypassCSP: true })
    // Nothing may leave the server's origin: any other request is recorded and answered by a stub.
    for (const ctx of [context, axeContext]) {
      await ctx.route('**/*', async (route) => {
        const url = route.request().url()
        if (url.startsWith(server.url)) return route.continue()
        foreign.push(url)
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>vendor</title><p>vendor site</p>' })
      })
    }
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('every page: usable at 375 px and 1280 px, no serious axe violation, nothing from another origin', async () => {
    const pages: [string, string][] = [
      ['landing', '/'],
      ['warehouse', '/match/warehouse'],
      ['cleaning', '/match/cleaning'],
      ['cleaning-result', '/match/cleaning?floorAreaSqM=6000&floorType=mixed&laborCostPerHour=28&hoursPerDay=10'],
      ['warehouse-invalid', '/match/warehouse?facilitySizeSqM=lots&hoursPerDay=30&region=USA'],
      ['restaurant', '/match/restaurant'],
      ['home', '/home'],
      ['home-result', '/home?locale=UK&budget=450&pets=yes&floorType=mixed'],
      ['pricing', '/pricing'],
      ['docs', '/docs'],
      ['not-found', '/no-such-page'],
    ]
    // Both widths at once, each in its own tab. 375 px in the axe context (its CSP bypassed to
    // inject axe); 1280 px under the enforced CSP, as visitors get the pages: each page's
    // styles and script load and nothing is refused (one load per page and width, where the
    // CSP check used to load every page a third time).
    const walk = async (width: number) => {
      const strict = width !== WIDTHS[0]
      const page = await openPage(width, strict ? context : axeContext)
      for (const [name, path] of pages) {
        await page.goto(server.url + path)
        if (strict) expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), path).toBe('rgb(246, 247, 249)')
        await checkPage(page, name, width, !strict)
      }
      await page.close()
    }
    await Promise.all(WIDTHS.map(walk))
    expect(foreign).toEqual([])
    expect(consoleErrors.filter((line) => !line.includes('404') && !line.includes('400') && !line.includes('429'))).toEqual([])
  })

  // Four walks at once, each in its own tab: none reads what another does (the 429 walk below,
  // which spends the address's matches, runs after them, alone). Each asserts with its own
  // test's `expect`, as concurrent tests must.
  describe.concurrent('walks a visitor takes', () => {
    it('cleaning: fill, submit, read the answer and follow a vendor link to its 302', async ({ expect }) => {
      const page = await openPage(375)
      await page.goto(`${server.url}/`)
      await page.getByRole('link', { name: /Commercial cleaning/ }).click()
      await page.getByLabel('Floor area to clean', { exact: true }).fill('4,500')
      await page.getByLabel('Floor type').selectOption('hard')
      await page.getByLabel('Labour cost per hour').fill('26')
      await page.getByRole('button', { name: 'Show my match' }).click()
      const best = page.locator('[data-best-match]')
      await expect.poll(() => best.getAttribute('data-robot-type')).toBeTruthy()
      expect(['strong', 'moderate', 'weak']).toContain(await best.getAttribute('data-confidence'))
      expect(await page.locator('[data-roi] [data-chart=economics] [data-bar]').count()).toBe(4)
      expect(await page.getByLabel('Floor area to clean', { exact: true }).inputValue()).toBe('4,500')
      const first = page.locator('[data-vendor-id]').first()
      const vendorId = await first.getAttribute('data-vendor-id')
      // The browser follows the 302 off the site: its next navigation request is the vendor's
      // page, with robomatch's utm_source. That request is where the test stops: Chromium
      // sends a redirect's next hop past the route stub, so it fails to resolve (no network,
      // see the launcher's resolver rule) and the error page retries it a second later.
      const [redirect, landing] = await Promise.all([
        page.waitForResponse((res) => res.url().includes('/out?')),
        page.waitForRequest((req) => req.isNavigationRequest() && req.redirectedFrom()?.url().includes('/out?') === true),
        first.locator('a[data-vendor-link]').click(),
      ])
      expect(redirect.status()).toBe(302)
      expect(new URL(redirect.url()).searchParams.get('v')).toBe(vendorId)
      expect(landing.redirectedFrom()?.url()).toBe(redirect.url())
      expect(landing.frame()).toBe(page.mainFrame())
      expect(landing.url().startsWith(server.url)).toBe(false)
      expect(new URL(landing.url()).searchParams.get('utm_source')).toBe('robomatch')
      foreign.length = 0
      await page.close()
    })

    it('warehouse: an invalid answer shows its message beside the field, is kept, and can be fixed', async ({ expect }) => {
      const page = await openPage(1280)
      await page.goto(`${server.url}/match/warehouse`)
      await page.getByLabel('Warehouse size', { exact: true }).fill('12000')
      await page.getByLabel('Working hours per day').fill('30')
      await page.getByRole('button', { name: 'Show my match' }).click()
      const error = page.locator('[data-field=hoursPerDay] .error')
      expect(await error.textContent()).toContain('must be at most 24')
      expect(await page.getByLabel('Working hours per day').inputValue()).toBe('30')
      expect(await page.getByLabel('Warehouse size', { exact: true }).inputValue()).toBe('12000')
      expect(await page.locator('[data-best-match]').count()).toBe(0)
      await page.getByLabel('Working hours per day').fill('16')
      await page.getByRole('button', { name: 'Show my match' }).click()
      expect(await page.locator('[data-best-match]').count()).toBe(1)
      expect(await page.locator('.error').count()).toBe(0)
      expect(await page.locator('[data-vendor-id]').count()).toBeGreaterThan(0)
      await page.close()
    })

    it('an injected script in an input is shown as text and never runs', async ({ expect }) => {
      const page = await openPage(375)
      await page.goto(`${server.url}/match/restaurant`)
      const attack = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">'
      await page.getByLabel('Covers per day').fill(attack)
      await page.getByRole('button', { name: 'Show my match' }).click()
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
      expect(await page.locator('[data-field=seatsPerDay] .error').textContent()).toContain('<script>window.__xss = 1</script>')
      expect(await page.getByLabel('Covers per day').inputValue()).toBe(attack)
      // A hand-edited link's country is a select option shown as typed, escaped, with its message.
      await page.goto(`${server.url}/match/restaurant?region=${encodeURIComponent(attack)}`)
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
      expect(await page.locator('[data-field=region] .error').count()).toBe(1)
      await page.close()
    })

    it('home: a UK visitor gets £ prices and a retailer link per product', async ({ expect }) => {
      const page = await openPage(375)
      await page.goto(`${server.url}/home`)
      await page.getByLabel('Shop in').selectOption('UK')
      expect(await page.locator('[data-budget-unit]').textContent()).toContain('£')
      // £450: the UK-priced Qrevo S5V (£399.99) is within it; at £350 no current UK-priced model fits
      // since the eufy X10 Pro Omni was found superseded, and the page counts the unpriced ones instead.
      await page.getByLabel('Budget').fill('£450')
      await page.getByLabel('Pets at home').selectOption('yes')
      await page.getByRole('button', { name: 'Show my match' }).click()
      const best = page.locator('[data-best-match]')
      expect(await best.getAttribute('data-product-id')).toBeTruthy()
      expect(await page.locator('[data-product-id]').count()).toBeGreaterThan(0)
      expect(await best.locator('.price').textContent()).toMatch(/^£/)
      expect(await page.locator('.price[data-currency=GBP]').count()).toBe(await page.locator('.price').count())
      await page.close()
    })
  })

  // Issue 28: a walk at 375 and 1,280 px found the pages dishonest or unreadable; each test pins one
  // finding. Each opens its own tabs and reads nothing another writes, so they run at once.
  describe.concurrent('issue 28 findings', () => {
    /** Visible text of the results, the developer's collapsed request aside. */
    const resultText = (page: Page) =>
      page.evaluate(() => {
        const section = document.querySelector('section[aria-labelledby=result-title]') as HTMLElement
        const copy = section.cloneNode(true) as HTMLElement
        copy.querySelectorAll('[data-api-exchange]').forEach((node) => node.remove())
        document.body.append(copy)
        const text = copy.innerText
        copy.remove()
        return text
      })

    it('1: a UK home answer is in £ only, and every budget claim is true in £ (£400 and £50)', async () => {
      for (const width of WIDTHS) {
        const page = await openPage(width)
        for (const budget of [400, 50]) {
          await page.goto(`${server.url}/home?locale=UK&budget=${budget}&pets=yes&floorType=mixed`)
          const text = await resultText(page)
          expect(text, `£${budget}`).not.toMatch(/\$\s?\d/)
          const prices = await page.locator('[data-product-id] .price').allTextContents()
          // Few products have a UK price: the rest are left out and counted, never shown in $.
          if (prices.length === 0) expect(await page.locator('[data-no-products], [data-unpriced]').count()).toBeGreaterThan(0)
          for (const price of prices) expect(price).toMatch(/^£[\d,]+\.\d\d$/)
          for (const product of await page.locator('[data-product-id]').all()) {
            const amount = Number((await product.locator('.price').textContent())!.replace(/[£,]/g, ''))
            expect(await product.locator('[data-budget]').getAttribute('data-budget')).toBe(amount <= budget ? 'within' : 'over')
          }
          expect(text).not.toMatch(/Within your £\d+ budget at £(\d+)/)
        }
        await page.close()
      }
    })

    it('4: the verdict leads the answer, and vendors are grouped by type, ranked within each group', async () => {
      const page = await openPage(1280)
      await page.goto(`${server.url}/match/cleaning?floorAreaSqM=400&floorType=hard&hoursPerDay=2&laborCostPerHour=12`)
      const section = page.locator('section[aria-labelledby=result-title]')
      const firstCard = section.locator(':scope > article').first()
      if (ECONOMICS_LANDED) {
        expect(await firstCard.getAttribute('data-verdict')).toMatch(/^(proceed|pilot|not_yet)$/)
        expect(await section.locator('[data-verdict-reasons] li').count()).toBeGreaterThan(0)
      } else expect(await firstCard.getAttribute('data-economics')).not.toBeNull()
      const best = await page.locator('[data-best-match]').getAttribute('data-robot-type')
      const groups = page.locator('[data-vendor-group]')
      if ((await groups.count()) > 0) expect(await groups.first().getAttribute('data-vendor-group')).toBe(best)
      for (const group of await groups.all()) {
        const type = await group.getAttribute('data-vendor-group')
        const scores = await group.locator('[data-vendor-id]').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-score'))))
        expect(scores, `${type} ranked within its group`).toEqual([...scores].sort((a, b) => b - a))
        for (const vendorType of await group.locator('[data-vendor-id]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-robot-type'))))
          expect(vendorType).toBe(type)
      }
      // A type score beside a contradicting confidence word is gone: the confidence is said in words.
      expect(await page.locator('[data-best-match]').innerText()).not.toMatch(/Score \d+\/100/)
      await page.close()
    })

    it('5: the cleaning economics stay legible at 375 px: text of 10 px or more, a short list of rates in words, one currency', async () => {
      const page = await openPage(375)
      await page.goto(`${server.url}/match/cleaning?floorAreaSqM=6000&floorType=mixed&laborCostPerHour=28&hoursPerDay=10&region=GB`)
      const card = page.locator('[data-economics]')
      const smallest = await card
        .locator('[data-chart] *')
        .evaluateAll((nodes) =>
          Math.min(
            ...nodes
              .filter((node) => node.textContent?.trim() && node.getBoundingClientRect().width > 0)
              .map((node) => parseFloat(getComputedStyle(node).fontSize)),
          ),
        )
      expect(smallest).toBeGreaterThanOrEqual(10)
      await card.locator('[data-assumptions] > summary').click()
      const box = await card.locator('[data-assumptions]').boundingBox()
      expect(box!.height).toBeLessThan(4000)
      const rates = await card.locator('[data-rates] li strong').allTextContents()
      expect(rates.length).toBeGreaterThan(3)
      for (const label of rates) expect(label).not.toMatch(/[a-z][A-Z]|_|\.\w/)
      const currency = await card.getAttribute('data-currency')
      const text = await card.innerText()
      const symbols = new Set(text.match(/[$£€]/g) ?? [])
      expect(symbols.size, text.slice(0, 200)).toBeLessThanOrEqual(1)
      if (ECONOMICS_LANDED) expect(currency).toBe('GBP')
      expect(text).not.toMatch(/(?<![\d.,])1 months\b/)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      await page.close()
    })

    it('6: /docs examples run as shown, tables wrap between words at 1,280 px, and a side navigation stays in view', async () => {
      const page = await openPage(1280)
      await page.goto(`${server.url}/docs`)
      const examples = await page.locator('[data-operation] pre code').allTextContents()
      expect(examples.length).toBeGreaterThan(3)
      let ran = 0
      for (const example of examples) {
        const url = /curl -s(?: -X [A-Z]+)? '([^']+)'/.exec(example)![1]
        expect(url.match(/https?:\/\//g), url).toHaveLength(1)
        if (url.includes('/out?') || url.includes('/billing') || url.includes('/webhook')) continue
        // Run it as a shell would: the key placeholder filled, each -H a header, -d the body.
        const headers = Object.fromEntries(
          [...example.matchAll(/-H ["']([^:]+): ([^"']+)["']/g)].map(([, name, value]) => [name, value.replace('$ROBOMATCH_API_KEY', 'rm_test_pro_docs')]),
        )
        const body = /-d '(.*)'$/m.exec(example)?.[1]
        const method = /-X ([A-Z]+)/.exec(example)?.[1] ?? 'GET'
        if (method !== 'GET' && method !== 'POST') continue
        const res = await fetch(url, { method, headers, body })
        expect(res.status, example).toBeLessThan(300)
        ran++
      }
      expect(ran).toBeGreaterThanOrEqual(4)
      // Field and parameter names never break mid-word at desktop width.
      const broken = await page
        .locator('.docs table code')
        .evaluateAll((nodes) =>
          nodes.filter((node) => node.getClientRects().length > 1 || node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent),
        )
      expect(broken).toEqual([])
      await page.locator('#schemas').scrollIntoViewIfNeeded()
      const nav = await page.locator('.docs-nav').boundingBox()
      expect(nav!.y).toBeGreaterThanOrEqual(0)
      expect(nav!.y).toBeLessThan(900)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(height).toBeLessThan(30_000)
      await page.close()
    })

    it('8: country is a select defaulted from the language, areas take sq ft, covers are asked as covers, and no select text is cut at 375 px', async () => {
      const austrian = await browser.newContext({ locale: 'de-AT' })
      const page = await austrian.newPage()
      await page.setViewportSize({ width: 375, height: 900 })
      await page.goto(`${server.url}/match/cleaning`)
      expect(await page.getByLabel('Country').evaluate((node) => node.tagName)).toBe('SELECT')
      expect(await page.getByLabel('Country').inputValue()).toBe('AT')
      const codes = await page.locator('#f-region option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value))
      expect(codes).toContain('US')
      expect(codes).toContain('GB')
      expect(codes).not.toContain('ZZ')
      await page.getByLabel('Country').selectOption('GB')
      if (ECONOMICS_LANDED) expect(await page.locator('[data-currency-unit]').textContent()).toContain('GBP')
      expect(await page.locator('[data-area-unit]').first().locator('option').allTextContents()).toEqual(['m²', 'sq ft'])
      // Every select shows its whole chosen text.
      for (const path of ['/match/cleaning', '/match/warehouse', '/match/restaurant']) {
        await page.goto(server.url + path)
        const cut = await page.locator('select').evaluateAll((nodes) => {
          const canvas = document.createElement('canvas').getContext('2d')!
          return nodes
            .map((node) => {
              const select = node as HTMLSelectElement
              const style = getComputedStyle(select)
              canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
              const text = select.options[select.selectedIndex]?.text ?? ''
              const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16
              return canvas.measureText(text).width > room ? `${select.name}: ${text}` : ''
            })
            .filter(Boolean)
        })
        expect(cut, path).toEqual([])
      }
      expect(await page.getByLabel('Covers per day').count()).toBe(1)
      await austrian.close()
    })

    it('9: no API words, type ids, wrong plurals or JSON dumps reach a buyer', async () => {
      const page = await openPage(375)
      for (const path of [
        '/match/warehouse?facilitySizeSqM=8000&ordersPerDay=900',
        '/match/restaurant?seatsPerDay=300',
        '/match/cleaning?floorAreaSqM=800&hoursPerDay=8',
      ]) {
        await page.goto(server.url + path)
        const text = await resultText(page)
        expect(text, path).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/) // camelCase field names
        expect(text, path).not.toMatch(/\b[a-z]+_[a-z_]+\b/) // snake_case ids
        expect(text, path).not.toMatch(/\b(goods to person amr|walk behind scrubber)\b/)
        expect(text, path).not.toMatch(/(?<![\d.,])1 (months|weeks|robots)\b|\ba 8\b|\ba 11\b/)
        const api = await page.locator('[data-api-exchange]').textContent()
        expect(api!.length, path).toBeLessThan(1500)
        const help = await page.locator('.field .help').allTextContents()
        if (!path.includes('cleaning')) expect(help.join(' '), path).not.toMatch(/cleaning/i)
      }
      await page.close()
    })

    it('10: trust signals: dates, named and disclosed affiliate links, a link to share and a print button', async () => {
      const page = await openPage(1280)
      await page.goto(`${server.url}/match/warehouse?facilitySizeSqM=12000&handlingUnit=each&region=US`)
      const vendors = await page.locator('[data-vendor-id]').count()
      expect(vendors).toBeGreaterThan(0)
      expect(await page.locator('[data-vendor-id] [data-checked-at]').count()).toBe(vendors)
      expect(await page.locator('[data-catalog-version]').getAttribute('data-catalog-version')).toMatch(/^\d{4}-\d{2}-\d{2}/)
      expect(await page.locator('[data-permalink]').getAttribute('href')).toContain('/match/warehouse?')
      expect(await page.locator('button[data-print]').isVisible()).toBe(true)
      await page.goto(`${server.url}/home?locale=US&budget=500`)
      expect(await page.locator('[data-affiliate-disclosure]').textContent()).toMatch(/Amazon\.com.*commission/s)
      for (const link of await page.locator('[data-product-link]').allTextContents()) expect(link).toMatch(/^See it at Amazon\.com/)
      expect(await page.locator('[data-product-id] [data-checked-at]').count()).toBe(await page.locator('[data-product-id]').count())
      await page.close()
    })
  })

  it('past 30 matches a minute an address gets the friendly 429 page', async () => {
    const page = await openPage(375, axeContext)
    let status = 200
    for (let i = 0; i < 62 && status !== 429; i++) status = (await page.request.get(`${server.url}/match/restaurant?seatsPerDay=${50 + i}`)).status()
    expect(status).toBe(429)
    const res = await page.goto(`${server.url}/match/restaurant?seatsPerDay=10`)
    expect(res?.status()).toBe(429)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Please wait')
    await checkPage(page, 'too-many', 375)
    await page.close()
  })
})
