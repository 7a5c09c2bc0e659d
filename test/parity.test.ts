/**
 * Acceptance test of "one implementation everywhere": the same requests (test/parity/cases.ts)
 * answered by (a) `robomatch serve --mock` over HTTP, (b) `robomatch/msw` in Node
 * (`setupServer`), (c) `robomatch/msw` in a real Chromium page (`setupWorker`) and (d) the
 * `robomatch mocks export` bundle in that page — identical apart from match ids, link
 * signatures, origins and dates. Chromium is Debian's (/usr/bin/chromium) driven by
 * playwright-core; nothing is downloaded. Without it the browser half is skipped, loudly.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { setupServer } from 'msw/node'
import { type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mocksExportCommand } from '../src/cli/mocks-export.js'
import { createHandlers } from '../src/msw/index.js'
import { CASES, runCases, type Answer } from './parity/cases.js'
import { serveProcess, type ServeProcess } from './helpers/cli.js'
import { HAS_CHROMIUM, launchChromium, warnIfNoChromium } from './helpers/chromium.js'
import { normalizeAnswer } from './helpers/normalize.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
warnIfNoChromium('BROWSER PARITY')

const MSW_BASE = 'https://robomatch.test/api/v1'
/** Headers of the transport or the clock, not of the app. */
const TRANSPORT_HEADERS = new Set(['date', 'content-length', 'keep-alive', 'connection', 'transfer-encoding', 'x-ratelimit-reset', 'ratelimit', 'retry-after'])

interface Page {
  server: Server
  origin: string
}

let serve: ServeProcess
let work: string
let browser: Browser | undefined
const pages: Page[] = []
const handlers = createHandlers({ baseUrl: MSW_BASE })
// 'bypass': requests to the real local server must reach it.
const msw = setupServer(...handlers)

/** A tiny static server for one page: its script and MSW's worker script. */
async function startPage(script: string): Promise<Page> {
  const worker = await readFile(join(ROOT, 'node_modules', 'msw', 'lib', 'mockServiceWorker.js'))
  const files: Record<string, [string, string | Buffer]> = {
    '/': ['text/html', '<!doctype html><meta charset="utf-8"><title>parity</title><script type="module" src="/page.js"></script>'],
    '/page.js': ['text/javascript', script],
    '/mockServiceWorker.js': ['text/javascript', worker],
  }
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname]
    if (!file) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-store' }).end(file[1])
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const page = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  pages.push(page)
  return page
}

/** Bundles a page script: start a worker over `handlers`, then expose `runCases`. */
async function bundlePage(importHandlers: string): Promise<string> {
  const entry = join(work, `page-${Math.random().toString(36).slice(2)}.ts`)
  await writeFile(
    entry,
    [
      "import { setupWorker } from 'msw/browser'",
      importHandlers,
      `import { runCases } from ${JSON.stringify(join(ROOT, 'test', 'parity', 'cases.ts'))}`,
      "await setupWorker(...handlers).start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } })",
      "Object.assign(globalThis, { runParity: () => runCases(location.origin + '/api/v1', location.origin), parityReady: true })",
    ].join('\n'),
  )
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    nodePaths: [join(ROOT, 'node_modules')],
  })
  return out.outputFiles[0].text
}

async function runInBrowser(page: Page): Promise<Answer[]> {
  if (!browser) throw new Error('no browser')
  const context = await browser.newContext()
  try {
    const tab = await context.newPage()
    const errors: string[] = []
    tab.on('pageerror', (error) => errors.push(error.message))
    await tab.goto(page.origin)
    await tab
      .waitForFunction(() => (globalThis as { parityReady?: boolean }).parityReady === true, undefined, { timeout: 10_000 })
      .catch(() => {
        throw new Error(`the page did not start its worker: ${errors.join('; ') || 'no page error'}`)
      })
    return await tab.evaluate(() => (globalThis as unknown as { runParity: () => Promise<Answer[]> }).runParity())
  } finally {
    await context.close()
  }
}

function comparable(answer: Answer, origin: string): unknown {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)))
  return {
    status: answer.status,
    headers: normalizeAnswer(headers, origin),
    retryAfter: 'retry-after' in answer.headers,
    body: normalizeAnswer(answer.body, origin),
    redirected: answer.click?.redirected,
  }
}

function expectSameAnswers(actual: Answer[], actualOrigin: string, expected: Answer[], expectedOrigin: string, label: string): void {
  expect(actual.map((a) => a.name)).toEqual(expected.map((a) => a.name))
  for (const [i, answer] of actual.entries()) {
    expect(comparable(answer, actualOrigin), `${label}: ${answer.name}`).toEqual(comparable(expected[i], expectedOrigin))
  }
}

let reference: Answer[]

beforeAll(async () => {
  serve = await serveProcess(['--mock'])
  msw.listen({ onUnhandledRequest: 'bypass' })
  reference = await runCases(`${serve.url}/api/v1`, serve.url)
  await mkdir(join(ROOT, '.tmp'), { recursive: true })
  // Inside the repository, so bundling the pages resolves msw from its node_modules.
  work = await mkdtemp(join(ROOT, '.tmp', 'parity-'))
})

afterAll(async () => {
  msw.close()
  await handlers.close()
  await browser?.close()
  for (const page of pages) page.server.close()
  await serve?.stop()
  if (work) await rm(work, { recursive: true, force: true })
})

describe('one implementation everywhere: identical answers', () => {
  it('covers every endpoint family, both tiers, errors and Prefer', () => {
    expect(CASES.length).toBeGreaterThan(60)
    expect(reference.filter((a) => a.status === 200).length).toBeGreaterThan(40)
    expect(reference.filter((a) => a.click).every((a) => a.click?.redirected && a.click.location?.includes('utm_source=robomatch'))).toBe(true)
    // The issue's own example: a 50,000 m² cleaning site in JP.
    const jp = reference.find((a) => a.name.startsWith('starter match') && a.name.includes('"floorAreaSqM":50000'))!.body as {
      region: string
      bestRobotMatch: { robotType: string }
    }
    expect(jp.region).toBe('JP')
  })

  it('(b) robomatch/msw in Node answers like (a) serve --mock over HTTP', async () => {
    const answers = await runCases(MSW_BASE, new URL(MSW_BASE).origin)
    expectSameAnswers(answers, new URL(MSW_BASE).origin, reference, serve.url, 'msw/node')
    // Where Node can read it, the click redirect goes to the same place.
    for (const [i, answer] of answers.entries()) expect(answer.click?.location).toBe(reference[i].click?.location)
  })

  // (c) and (d) at once: each bundles its own page and runs it in its own browser context.
  describe.skipIf(!HAS_CHROMIUM).concurrent('in Chromium with setupWorker', () => {
    beforeAll(async () => {
      browser = await launchChromium()
    })

    it('(c) robomatch/msw (browser entry) answers like serve --mock', async () => {
      const page = await startPage(
        await bundlePage(
          `import { createHandlers } from ${JSON.stringify(join(ROOT, 'src', 'msw', 'browser.ts'))}\nconst handlers = createHandlers({ baseUrl: location.origin + '/api/v1'})`,
        ),
      )
      expectSameAnswers(await runInBrowser(page), page.origin, reference, serve.url, 'msw/browser')
    })

    it('(d) the mocks export bundle answers like serve --mock', async () => {
      // The page's origin first: the export is written for it (same origin, so every header is readable).
      const page = await startPage('')
      const out = join(work, 'exported')
      const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
      try {
        expect(await mocksExportCommand({ out, baseUrl: `${page.origin}/api/v1` })).toBe(0)
      } finally {
        stdout.mockRestore()
      }
      const script = await bundlePage(`import { handlers } from ${JSON.stringify(join(out, 'handlers.ts'))}`)
      page.server.removeAllListeners('request')
      const worker = await readFile(join(ROOT, 'node_modules', 'msw', 'lib', 'mockServiceWorker.js'))
      page.server.on('request', (req, res) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname
        if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/page.js"></script>')
        if (path === '/page.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
        if (path === '/mockServiceWorker.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(worker)
        res.writeHead(404).end()
      })
      expectSameAnswers(await runInBrowser(page), page.origin, reference, serve.url, 'mocks export')
    })
  })
})
