/**
 * Who is asking, as far as limits and logs are concerned: the one client-address rule of the
 * abuse guard, the site's limit and the request log (PRODUCT.md section 2, Counting).
 */
import { getRequestIP, type H3Event } from 'h3'

/** Whether, and which, proxies in front of the server are believed. */
export interface ProxyTrust {
  /** Behind a reverse proxy: read `X-Forwarded-For` (default false: the socket address only). */
  trustProxy?: boolean
  /**
   * Addresses of further proxies in the chain (a CDN in front of the load balancer, say): their
   * entries are skipped from the right of `X-Forwarded-For`. The socket's peer is trusted
   * whenever `trustProxy` is on.
   */
  trustedProxies?: readonly string[]
}

/**
 * The client's address from the socket's and the `X-Forwarded-For` header's. Without
 * `trustProxy` the socket address; with it, the right-most header entry that is not a trusted
 * proxy, because each proxy appends the address it saw and only the left part is written by the
 * client (the left-most entry is whatever the client chose to send).
 *
 * @example
 * readClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', { trustProxy: true }) // → '203.0.113.7'
 * readClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', {}) // → '10.0.0.2'
 */
export function readClientAddress(socketAddress: string | undefined, forwardedFor: string | null | undefined, trust: ProxyTrust): string | undefined {
  const socket = socketAddress ? unmapIPv4(socketAddress) : undefined
  if (!trust.trustProxy || !forwardedFor) return socket
  const entries = forwardedFor
    .split(',')
    .map((entry) => unmapIPv4(entry.trim()))
    .filter((entry) => entry.length > 0)
  const trusted = trust.trustedProxies ?? []
  for (let i = entries.length - 1; i >= 0; i--) {
    if (!trusted.includes(entries[i])) return entries[i]
  }
  // Every entry is a proxy of ours: the request started at the left-most of them.
  return entries[0] ?? socket
}

/**
 * {@link readClientAddress} for an h3 event; undefined for a request answered in-process
 * (`app.fetch`, MSW), which has no socket.
 *
 * @example
 * const address = getClientAddress(event, { trustProxy: true })
 */
export function getClientAddress(event: H3Event, trust: ProxyTrust): string | undefined {
  return readClientAddress(getRequestIP(event), event.req.headers.get('x-forwarded-for'), trust)
}

/** `::ffff:192.0.2.1` (an IPv4 peer of a dual-stack socket) as `192.0.2.1`, so one client has one address. */
function unmapIPv4(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}
