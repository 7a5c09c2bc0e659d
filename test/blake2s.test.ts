import { createHash, randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blake2s, blake2sKey } from '../src/core/blake2s.js'
import { encodeBase64Url, encodeHex } from '../src/core/bytes.js'
import { createLinkSigner } from '../src/core/links.js'

const encoder = new TextEncoder()
const bytes = (length: number) => Uint8Array.from({ length }, (_, i) => i % 256)
/** The key of the BLAKE2 reference test vectors: 00 01 … 1f. */
const KAT_KEY = bytes(32)

describe('blake2s (plain JavaScript, RFC 7693)', () => {
  it('matches the RFC 7693 appendix B vector', () => {
    expect(encodeHex(blake2s(encoder.encode('abc')))).toBe('508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982')
  })

  it("hashes like OpenSSL's blake2s256 at every length up to four blocks and around every block boundary", () => {
    for (let length = 0; length <= 260; length++) {
      const data = randomBytes(length)
      expect(encodeHex(blake2s(data)), `length ${length}`).toBe(createHash('blake2s256').update(data).digest('hex'))
    }
  })

  // Keyed BLAKE2s-256 with the key 00…1f over the messages 00 01 … (n − 1): the reference
  // implementation's keyed answers (blake2s-kat.txt), here as Python's hashlib gives them.
  it.each([
    [0, '48a8997da407876b3d79c0d92325ad3b89cbb754d86ab71aee047ad345fd2c49'],
    [1, '40d15fee7c328830166ac3f918650f807e7e01e177258cdc0a39b11f598066f1'],
    [2, '6bb71300644cd3991b26ccd4d274acd1adeab8b1d7914546c1198bbe9fc9d803'],
    [63, 'c65382513f07460da39833cb666c5ed82e61b9e998f4b0c4287cee56c3cc9bcd'],
    [64, '8975b0577fd35566d750b362b0897a26c399136df07bababbde6203ff2954ed4'],
    [65, '21fe0ceb0052be7fb0f004187cacd7de67fa6eb0938d927677f2398c132317a8'],
    [128, '0c311f38c35a4fb90d651c289d486856cd1413df9b0677f53ece2cd9e477c60a'],
    [129, '46a73a8dd3e70f59d3942c01df599def783c9da82fd83222cd662b53dce7dbdf'],
    [255, '3fb735061abc519dfe979e54c1ee5bfad0a9d858b3315bad34bde999efd724dd'],
  ])('matches the keyed reference vector for %i message bytes', (length, hex) => {
    expect(encodeHex(blake2s(bytes(length), KAT_KEY))).toBe(hex)
    if (length > 0) expect(encodeHex(blake2sKey(KAT_KEY).mac(bytes(length)))).toBe(hex)
  })

  it.each([
    [1, 'c16939877a9743c4be614b8dbad473ee97685270a975a0fd93be6b5704caf1de'],
    [16, '277a40b6bfe23f95d624daad524a59560eb2038f8f5ee21d35089ecdc495103e'],
    [31, 'd513e7ee850f755536e5ad783003656f84482bd5aa177f69ea1b88cbfdaf8749'],
  ])('puts a key of %i bytes into the parameter block (hashlib vector)', (keyLength, hex) => {
    expect(encodeHex(blake2sKey(bytes(keyLength)).mac(encoder.encode('robomatch')))).toBe(hex)
  })

  it('gives shorter digests their own parameter block, not a truncation', () => {
    expect(encodeHex(blake2s(encoder.encode('abc'), undefined, 16))).toBe('aa4938119b1dc7b87cbad0ffd200d0ae')
  })

  it('prepares a key once and signs any message as the one-shot function does, also from a prefix of a larger buffer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 32 }), fc.uint8Array({ minLength: 1, maxLength: 300 }), fc.nat(40), (key, message, spare) => {
        const prepared = blake2sKey(key)
        const expected = encodeHex(blake2s(message, key))
        expect(encodeHex(prepared.mac(message))).toBe(expected)
        const buffer = new Uint8Array(message.length + spare).fill(0xee)
        buffer.set(message)
        expect(encodeHex(prepared.mac(buffer, message.length))).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })

  it('writes the MAC as base64url bytes, as encodeBase64Url spells it, for any length kept, and nothing outside its place', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 32 }),
        fc.uint8Array({ minLength: 1, maxLength: 200 }),
        fc.integer({ min: 0, max: 43 }),
        (key, message, chars) => {
          const prepared = blake2sKey(key)
          const out = new Uint8Array(chars + 4).fill(0x2a)
          prepared.base64UrlInto(message, message.length, out, 2, chars)
          expect(new TextDecoder().decode(out.subarray(2, 2 + chars))).toBe(encodeBase64Url(blake2s(message, key)).slice(0, chars))
          expect([out[0], out[1], out[chars + 2], out[chars + 3]]).toEqual([0x2a, 0x2a, 0x2a, 0x2a])
        },
      ),
      { numRuns: 500 },
    )
  })

  it('refuses what it cannot do, with a RangeError', () => {
    expect(() => blake2sKey(new Uint8Array(0))).toThrow(RangeError)
    expect(() => blake2sKey(bytes(33))).toThrow(RangeError)
    expect(() => blake2s(bytes(3), undefined, 33)).toThrow(RangeError)
    expect(() => blake2sKey(KAT_KEY).mac(new Uint8Array(0))).toThrow(RangeError)
    expect(() => blake2sKey(KAT_KEY).mac(bytes(4), 5)).toThrow(RangeError)
    expect(() => blake2sKey(KAT_KEY).base64UrlInto(bytes(4), 4, new Uint8Array(64), 0, 44)).toThrow(RangeError)
  })
})

describe('click-link signatures (keyed BLAKE2s, decision 0009)', () => {
  const secret = 'a-link-secret-of-some-length-0123456789'

  // Computed independently with Python's hashlib: key = blake2s(secret), then
  // urlsafe_b64encode(blake2s(message, key=key))[:22].
  it.each([
    ['gausium', '00000000-0000-4000-8000-000000000001', 'cleaning', 'CCST8xbejLUvdn32PXkWXL'],
    ['ocado-intelligent-automation', '00000000-0000-4000-8000-000000000002', 'warehouse', 'AB4jBmtTZrsDsveg7E-Ett'],
    ['bear-robotics', 'é☃', 'restaurant', '_QiMHJ-OuqndAMMaPXhRsR'],
  ] as const)('signs %s / %s / %s as the first 132 bits of keyed BLAKE2s-256, written in place or spelled', async (vendor, match, category, sig) => {
    const links = await createLinkSigner(secret)
    expect(links.signature(vendor, match, category)).toBe(sig)
    expect(new URL(links.clickUrl('https://api.example.com', vendor, match, category)).searchParams.get('sig')).toBe(sig)
    const out = new Uint8Array(30).fill(0x2a)
    expect(links.signatureInto(out, 3, vendor, match, category)).toBe(25)
    expect(new TextDecoder().decode(out.subarray(3, 25))).toBe(sig)
    expect([out[2], out[25]]).toEqual([0x2a, 0x2a])
    expect(await links.verify(vendor, match, category, sig)).toBe(true)
  })

  it('binds every value and the secret: change one and the signature no longer verifies', async () => {
    const links = await createLinkSigner(secret)
    const sig = links.signature('gausium', 'm-1', 'cleaning')
    expect(await links.verify('gausium', 'm-2', 'cleaning', sig)).toBe(false)
    expect(await links.verify('brain-corp', 'm-1', 'cleaning', sig)).toBe(false)
    expect(await links.verify('gausium', 'm-1', 'warehouse', sig)).toBe(false)
    // The separators count: shifting a character from one value to the next is another message.
    expect(await links.verify('gausiu', 'm\nm-1', 'cleaning', sig)).toBe(false)
    expect(await (await createLinkSigner('another-secret')).verify('gausium', 'm-1', 'cleaning', sig)).toBe(false)
  })

  it('signs values too long for the scratch message the general way, alike in place and spelled', async () => {
    const links = await createLinkSigner(secret)
    const long = 'x'.repeat(600)
    const expected = encodeBase64Url(blake2s(encoder.encode(`v\n${long}\ncleaning`), blake2s(encoder.encode(secret)))).slice(0, 22)
    expect(links.signature('v', long, 'cleaning')).toBe(expected)
    const out = new Uint8Array(22)
    links.signatureInto(out, 0, 'v', long, 'cleaning')
    expect(new TextDecoder().decode(out)).toBe(expected)
  })
})
