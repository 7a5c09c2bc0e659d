import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeHex } from '../src/core/bytes.js'
import { hmacSha256Key, sha256 } from '../src/core/hmac-sha256.js'
import { createLinkSigner } from '../src/core/links.js'

const encoder = new TextEncoder()

/** WebCrypto's HMAC (which refuses empty keys, so the properties use keys of one byte or more). */
async function webCryptoHmac(key: Uint8Array<ArrayBuffer>, message: Uint8Array<ArrayBuffer>): Promise<string> {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return encodeHex(new Uint8Array(await crypto.subtle.sign('HMAC', imported, message)))
}

describe('hmac-sha256 (plain JavaScript, synchronous)', () => {
  it('matches RFC 4231 test case 2', () => {
    const mac = hmacSha256Key('Jefe')('what do ya want for nothing?')
    expect(encodeHex(mac)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
  })

  it('matches RFC 4231 test case 6 (a key longer than a block is hashed first)', () => {
    const key = new Uint8Array(131).fill(0xaa)
    const mac = hmacSha256Key(key)('Test Using Larger Than Block-Size Key - Hash Key First')
    expect(encodeHex(mac)).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54')
  })

  it('hashes like SHA-256 at every length around the block boundaries', async () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 200]) {
      const data = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 0xff)
      expect(encodeHex(sha256(data))).toBe(encodeHex(new Uint8Array(await crypto.subtle.digest('SHA-256', data))))
    }
  })

  it('gives the same bytes as WebCrypto for any key and message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 150 }), fc.uint8Array({ minLength: 0, maxLength: 300 }), async (key, message) => {
        expect(encodeHex(hmacSha256Key(key)(message))).toBe(await webCryptoHmac(key, message))
      }),
      { numRuns: 300 },
    )
  })

  it('signs strings as their UTF-8 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), fc.string({ maxLength: 120 }), async (key, message) => {
        expect(encodeHex(hmacSha256Key(key)(message))).toBe(await webCryptoHmac(encoder.encode(key), encoder.encode(message)))
      }),
      { numRuns: 200 },
    )
  })

  it('signs strings of every length around the block boundaries, short (padded in place) and long, ASCII and multi-byte', async () => {
    const key = hmacSha256Key('a-link-secret-of-some-length-0123456789')
    const keyBytes = encoder.encode('a-link-secret-of-some-length-0123456789')
    for (const length of [0, 1, 54, 55, 56, 57, 63, 64, 65, 118, 119, 120, 128, 300, 320, 330, 331, 400, 1200]) {
      for (const text of ['x'.repeat(length), 'é'.repeat(length), `${'a'.repeat(length)}☃`]) {
        expect(encodeHex(key(text)), `${text.length} chars`).toBe(await webCryptoHmac(keyBytes, encoder.encode(text)))
      }
    }
  })

  it('still verifies click links signed with HMAC-SHA256 before decision 0009 (WebCrypto computes the old sig here)', async () => {
    const secret = 'a-link-secret-of-some-length-0123456789'
    const links = await createLinkSigner(secret)
    const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode('gausium\n00000000-0000-4000-8000-000000000001\ncleaning')))
    const old = btoa(String.fromCharCode(...mac))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
      .slice(0, 22)
    expect(await links.verify('gausium', '00000000-0000-4000-8000-000000000001', 'cleaning', old)).toBe(true)
    // New links carry the BLAKE2s signature, which differs; the old one binds its values as before.
    expect(links.signature('gausium', '00000000-0000-4000-8000-000000000001', 'cleaning')).not.toBe(old)
    expect(await links.verify('gausium', '00000000-0000-4000-8000-000000000002', 'cleaning', old)).toBe(false)
    expect(await links.verify('brain-corp', '00000000-0000-4000-8000-000000000001', 'cleaning', old)).toBe(false)
    expect(await (await createLinkSigner('another-secret')).verify('gausium', '00000000-0000-4000-8000-000000000001', 'cleaning', old)).toBe(false)
  })
})

describe('encodeBase64Url', () => {
  it('matches btoa with the URL alphabet and no padding, at every length', async () => {
    const { encodeBase64Url } = await import('../src/core/bytes.js')
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), (bytes) => {
        const reference = btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '')
        expect(encodeBase64Url(bytes)).toBe(reference)
      }),
      { numRuns: 500 },
    )
  })
})
