/**
 * Issue 26, findings 5, 6 and 7: one client address (the socket's, or with trustProxy the
 * right-most X-Forwarded-For entry not a trusted proxy) for the abuse guard, the site limit and
 * the request log; a valid key never refused for its address; request log lines that a client
 * cannot forge. Over a real listening server, since only a socket has an address.
 */
import { describe, expect, it } from 'vitest'
import { requestLogLine, loggedPath } from '../src/cli/serve.js'
import { readClientAddress } from '../src/core/client-address.js'
import { DEFAULT_TIERS } from '../src/engine/tiers.js'
import { useTarget, type TargetOptions, type TestTarget } from './helpers/server.js'

/** A listening server of the test's own, on its own memory store and a fixed clock (closed when the test ends). */
const serve = (options: TargetOptions = {}) => useTarget('http', { now: () => Date.UTC(2026, 10, 25, 12, 0, 5), ...options })

async function status(response: Promise<Response>): Promise<number> {
  const res = await response
  await res.body?.cancel()
  return res.status
}

const postMatch = (server: TestTarget, headers: Record<string, string>, body = '{"category":"warehouse"}') =>
  status(fetch(`${server.origin}/api/v1/match`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }))

describe('readClientAddress', () => {
  it('is the socket address without trustProxy, whatever X-Forwarded-For says', () => {
    expect(readClientAddress('10.0.0.2', '203.0.113.7', {})).toBe('10.0.0.2')
    expect(readClientAddress('::ffff:10.0.0.2', null, { trustProxy: true })).toBe('10.0.0.2')
  })

  it('with trustProxy is the right-most entry not a trusted proxy, never the left-most', () => {
    expect(readClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', { trustProxy: true })).toBe('203.0.113.7')
    expect(readClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7, 198.51.100.1', { trustProxy: true, trustedProxies: ['198.51.100.1'] })).toBe('203.0.113.7')
    expect(readClientAddress('10.0.0.2', '198.51.100.2, 198.51.100.1', { trustProxy: true, trustedProxies: ['198.51.100.1', '198.51.100.2'] })).toBe(
      '198.51.100.2',
    )
    expect(readClientAddress('10.0.0.2', ' , ', { trustProxy: true })).toBe('10.0.0.2')
    expect(readClientAddress(undefined, undefined, { trustProxy: true })).toBeUndefined()
  })
})

describe('issue 26 finding 5: behind a proxy every site visitor shared one limit', () => {
  it('with --trust-proxy, 31 visitors with distinct X-Forwarded-For each get their match; one visitor still gets 429 past 30', async () => {
    const server = await serve({ trustProxy: true })
    const sitePage = (forwardedFor: string, seats: number) =>
      status(fetch(`${server.origin}/match/restaurant?seatsPerDay=${seats}`, { headers: { accept: 'text/html', 'x-forwarded-for': forwardedFor } }))
    for (let i = 1; i <= 31; i++) expect(await sitePage(`203.0.113.${i}`, 100 + i), `visitor ${i}`).toBe(200)
    for (let i = 1; i < 30; i++) expect(await sitePage('203.0.113.1', 200 + i)).toBe(200)
    expect(await sitePage('203.0.113.1', 300)).toBe(429)
    // Rotating a left-most entry the client writes itself does not make a new visitor.
    expect(await sitePage('6.6.6.6, 203.0.113.1', 301)).toBe(429)
  })
})

describe('issue 26 finding 6: the abuse guard could be dodged and aimed', () => {
  const rpm = 2
  const tiers = { ...DEFAULT_TIERS, starter: { ...DEFAULT_TIERS.starter, requestsPerMinute: rpm } }
  const allowed = rpm * 10

  it('dodged: a client rotating the left-most X-Forwarded-For entry is still counted by the address its proxy saw', async () => {
    const server = await serve({ trustProxy: true, tiers })
    for (let i = 0; i <= allowed; i++) {
      expect(await postMatch(server, { 'x-api-key': `rm_live_wrong${i}`, 'x-forwarded-for': `10.9.${i}.1, 198.51.100.9` })).toBe(401)
    }
    expect(await postMatch(server, { 'x-api-key': 'rm_live_wrong', 'x-forwarded-for': '10.9.99.1, 198.51.100.9' })).toBe(429)
  })

  it('aimed: failures sent with a victim’s address never make the victim’s valid-key request answer 429', async () => {
    const server = await serve({ trustProxy: true, tiers })
    const victim = await server.app.storage.keys.create('starter')
    // The attacker writes the victim's address where a naive reader looks (left-most), and, via
    // a proxy that appends it, where the guard looks (right-most).
    for (let i = 0; i <= allowed; i++) {
      expect(await postMatch(server, { 'x-api-key': `rm_live_wrong${i}`, 'x-forwarded-for': '198.51.100.50' })).toBe(401)
    }
    // That address is blocked for requests without a valid key…
    expect(await postMatch(server, { 'x-api-key': 'rm_live_wrong', 'x-forwarded-for': '198.51.100.50' })).toBe(429)
    // …but the victim's valid key answers from it.
    expect(await postMatch(server, { 'x-api-key': victim.key, 'x-forwarded-for': '198.51.100.50' })).toBe(200)
  })

  it('aimed without a proxy: clients behind one NAT (one socket address) keep their valid keys working', async () => {
    const server = await serve({ tiers })
    const neighbour = await server.app.storage.keys.create('starter')
    for (let i = 0; i <= allowed; i++) expect(await postMatch(server, { 'x-api-key': `rm_live_wrong${i}` })).toBe(401)
    expect(await postMatch(server, { 'x-api-key': 'rm_live_wrong' })).toBe(429)
    expect(await postMatch(server, { 'x-api-key': neighbour.key })).toBe(200)
    // Without trustProxy a forged X-Forwarded-For changes nothing: still the socket's address.
    expect(await postMatch(server, { 'x-api-key': 'rm_live_wrong', 'x-forwarded-for': '192.0.2.77' })).toBe(429)
  })
})

describe('issue 26 finding 7: forged log lines', () => {
  const at = new Date(Date.UTC(2026, 10, 25, 12, 0, 1))

  it('a decoded %0A in a logged query value cannot write a second request line', () => {
    const url = '/api/v1/vendors?category=warehouse&region=GB%0A12:00:02%20POST%20/api/v1/keys%20200%201%20ms%20rm_live_admin'
    const line = requestLogLine({ at, method: 'GET', url, status: 200, ms: 1, key: '-' })
    expect(line).not.toContain('\n')
    expect(line).toBe('12:00:01 GET /api/v1/vendors?category=warehouse&region=GB\\x0a12:00:02 POST /api/v1/keys 200 1 ms rm_live_admin 200 1 ms -')
  })

  it('%1B and other control characters reach the operator’s terminal escaped', () => {
    const path = loggedPath('/api/v1/vendors?category=%1B[2J%1B]0;owned%07&locale=en%E2%80%A8x%C2%9B')
    expect(path).not.toMatch(/[\p{Cc}\u2028\u2029]/u)
    expect(path).toBe('/api/v1/vendors?category=\\x1b[2J\\x1b]0;owned\\x07&locale=en\\u2028x\\x9b')
    // Names are escaped too, and a backslash is doubled so an escape cannot be faked.
    expect(loggedPath('/api/v1/vendors?%0Aname=1&region=a\\x0a')).toBe('/api/v1/vendors?\\x0aname=…&region=a\\\\x0a')
  })

  it('the client address is logged at the end of the line, escaped', () => {
    expect(requestLogLine({ at, method: 'GET', url: '/healthz', status: 200, ms: 1, key: '-', address: '203.0.113.7' })).toBe(
      '12:00:01 GET /healthz 200 1 ms - 203.0.113.7',
    )
    expect(requestLogLine({ at, method: 'GET', url: '/healthz', status: 200, ms: 1, key: '-', address: 'a\u001b[2Jb' })).toBe(
      '12:00:01 GET /healthz 200 1 ms - a\\x1b[2Jb',
    )
  })
})
