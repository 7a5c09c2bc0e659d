/**
 * Page responses: server-rendered preact (every string escaped by the renderer) with the
 * site's security headers. The CSP allows nothing but this origin: no CDN, no inline script
 * or style, no framing.
 */
import type { VNode } from 'preact'
import { renderToString } from 'preact-render-to-string'
import { respond } from '../core/http.js'
import type { HeaderMap } from '../core/errors.js'

const CONTENT_SECURITY_POLICY = "default-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

/** Headers every page and asset carries. */
const PAGE_HEADERS: HeaderMap = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

/**
 * Renders a page to a complete HTML response.
 *
 * @example
 * return renderPage(200, <Layout title="Pricing">…</Layout>)
 */
export function renderPage(status: number, page: VNode, headers?: HeaderMap): Response {
  return respond(status, `<!doctype html>${renderToString(page)}`, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...PAGE_HEADERS,
    ...headers,
  })
}

/** A static asset shipped in the package, cacheable for an hour. */
export function renderAsset(body: string, contentType: string): Response {
  return respond(200, body, { 'content-type': contentType, 'cache-control': 'public, max-age=3600', ...PAGE_HEADERS })
}
