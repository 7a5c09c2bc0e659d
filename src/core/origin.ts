import type { H3Event } from 'h3'

/** What the origin of click links is read from (built once by `createApp`). */
export interface OriginSource {
  /** Configured origin (`origin`, `--origin`, `ROBOMATCH_ORIGIN`), else the address `serve` listens on. */
  origin?: string
  /** Behind a reverse proxy: use `X-Forwarded-Host` / `X-Forwarded-Proto` when sent. */
  trustProxy?: boolean
}

const HOST_RE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/**
 * The origin for click and attribution links of one request. Never a request's `Host` header
 * (anyone can send `Host: evil.example` and have links point there): the configured origin,
 * or with `trustProxy` the first `X-Forwarded-Host` (a plain host[:port]) and
 * `X-Forwarded-Proto` (http or https) the proxy sent. Only an app answering in-process
 * (`app.fetch`, MSW) with no origin configured falls back to the request URL's origin, which
 * its caller chose.
 *
 * @example
 * requestOrigin({ origin: 'https://robots.example.com' }, event) // 'https://robots.example.com'
 */
export function requestOrigin(source: OriginSource, event: H3Event): string {
  if (source.trustProxy) {
    const host = firstValue(event.req.headers.get('x-forwarded-host'))
    if (host && HOST_RE.test(host)) {
      const proto = firstValue(event.req.headers.get('x-forwarded-proto'))?.toLowerCase()
      const scheme = proto === 'http' || proto === 'https' ? proto : source.origin ? new URL(source.origin).protocol.slice(0, -1) : 'https'
      return `${scheme}://${host}`
    }
  }
  return source.origin ?? event.url.origin
}

function firstValue(header: string | null): string | undefined {
  const value = header?.split(',', 1)[0].trim()
  return value ? value : undefined
}
