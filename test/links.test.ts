/**
 * Click-link signing (src/core/links.ts, decision 0010): the platform's HMAC-SHA256 — WebCrypto
 * in the core, node:crypto through the Node adapter, the same links either way — and at most
 * one MAC per answer on the request path.
 */
import { describe, expect, it } from 'vitest'
import { createCoreApp } from '../src/core/app.js'
import { defaultCatalogs } from '../src/core/default-catalogs.js'
import { createClickLinks, webCryptoHmacSha256, type HmacSha256 } from '../src/core/links.js'
import { nodeHmacSha256 } from '../src/server/hmac.js'
import { openMemoryStorage } from '../src/storage/memory-storage.js'

const SECRET = 'a-link-secret-of-some-length-0123456789'
const MATCH_ID = '00000000-0000-4000-8000-000000000001'

function linkOf(url: string) {
  const params = new URL(url).searchParams
  return { vendorId: params.get('v')!, matchId: params.get('m')!, category: params.get('utm_campaign')!, listed: params.get('l')!, sig: params.get('sig')! }
}

describe('click links', () => {
  it('node:crypto and WebCrypto sign alike, so links verify in every runtime', async () => {
    const vendors = ['gausium', 'brain-corp', 'avidbots']
    const node = await createClickLinks(SECRET, nodeHmacSha256).clickUrls('https://api.example.com', MATCH_ID, 'cleaning', vendors)
    const web = await createClickLinks(SECRET, webCryptoHmacSha256()).clickUrls('https://api.example.com', MATCH_ID, 'cleaning', vendors)
    expect(node).toEqual(web)
    expect(node[1]).toMatch(
      /^https:\/\/api\.example\.com\/out\?v=brain-corp&m=00000000-0000-4000-8000-000000000001&utm_source=robomatch&utm_medium=api&utm_campaign=cleaning&l=gausium,brain-corp,avidbots&sig=[A-Za-z0-9_-]{22}$/,
    )
    const links = createClickLinks(SECRET)
    for (const url of node) expect(await links.verify(linkOf(url))).toBe(true)
  })

  it('verifies under every accepted secret of the ring and refuses another secret', async () => {
    const [url] = await createClickLinks('an-older-secret-of-at-least-32-characters').clickUrls('https://x.example', MATCH_ID, 'warehouse', ['locus-robotics'])
    const ring = createClickLinks({ current: SECRET, accepted: [SECRET, 'an-older-secret-of-at-least-32-characters'] })
    expect(await ring.verify(linkOf(url))).toBe(true)
    expect(await createClickLinks(SECRET).verify(linkOf(url))).toBe(false)
  })

  it('refuses a vendor outside the list, a changed list, category or match', async () => {
    const links = createClickLinks(SECRET)
    const [url] = await links.clickUrls('https://x.example', MATCH_ID, 'cleaning', ['gausium', 'avidbots'])
    const link = linkOf(url)
    expect(await links.verify({ ...link, vendorId: 'tennant' })).toBe(false)
    expect(await links.verify({ ...link, vendorId: 'tennant', listed: 'gausium,avidbots,tennant' })).toBe(false)
    expect(await links.verify({ ...link, category: 'restaurant' })).toBe(false)
    expect(await links.verify({ ...link, matchId: '00000000-0000-4000-8000-000000000002' })).toBe(false)
    expect(await links.verify({ ...link, vendorId: 'avidbots' })).toBe(true)
  })

  it('signs a POST /match with one MAC, whatever the number of vendors, and a listing with none', async () => {
    let macs = 0
    const counting: HmacSha256 = (secret, message) => {
      macs++
      return nodeHmacSha256(secret, message)
    }
    const app = await createCoreApp({ storage: openMemoryStorage(), ownsStorage: true, catalogs: defaultCatalogs(), mock: true, hmac: counting })
    try {
      const headers = { 'content-type': 'application/json', 'x-api-key': 'rm_test_pro_links' }
      const res = await app.fetch(
        new Request('http://robomatch.local/api/v1/match', { method: 'POST', headers, body: JSON.stringify({ category: 'cleaning', floorAreaSqM: 3000 }) }),
      )
      const body = (await res.json()) as { vendorMatches: unknown[] }
      expect(body.vendorMatches.length).toBeGreaterThan(1)
      expect(macs).toBe(1)
      await app.fetch(new Request('http://robomatch.local/api/v1/vendors?category=cleaning', { headers }))
      await app.fetch(new Request('http://robomatch.local/api/v1/home/match', { method: 'POST', headers, body: '{}' }))
      expect(macs).toBe(1)
    } finally {
      await app.close()
    }
  })
})
