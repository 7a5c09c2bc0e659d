import type { RobotCategory } from '../schemas/catalog.js'
import type { LinkSecretRing } from '../storage/types.js'
import { encodeBase64Url, timingSafeEqualStrings } from './bytes.js'

/**
 * HMAC-SHA256 of `message` under `secret`, both UTF-8. The core's default is WebCrypto
 * ({@link webCryptoHmacSha256}); the Node adapter injects `node:crypto`'s `createHmac`, which
 * answers without a thread-pool job. Never a hand-written hash (decision 0010).
 */
export type HmacSha256 = (secret: string, message: string) => Uint8Array | Promise<Uint8Array>

/** Characters of the base64url MAC kept in a link (132 bits: unguessable, short URLs). */
export const SIGNATURE_LENGTH = 22
/** Separates the listed vendor ids in a link's `l` parameter (catalog ids are kebab-case). */
const LIST_SEPARATOR = ','
/** Names what is signed, so a MAC over another message of this service can never pass as a link's. */
const MESSAGE_PREFIX = 'robomatch click links v2'

const encoder = new TextEncoder()

/**
 * HMAC-SHA256 with WebCrypto, each secret imported once: runs in browsers, workers and Node.
 *
 * @example
 * const links = createClickLinks(secret, webCryptoHmacSha256())
 */
export function webCryptoHmacSha256(): HmacSha256 {
  const keys = new Map<string, Promise<CryptoKey>>()
  return async (secret, message) => {
    let key = keys.get(secret)
    if (key === undefined) {
      key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
      keys.set(secret, key)
    }
    return new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(message)))
  }
}

/** The parameters of a click link that `/out` checks. */
export interface ClickLink {
  /** `v`: the vendor clicked. */
  vendorId: string
  /** `m`: the match the link was issued in. */
  matchId: string
  /** `utm_campaign`: the category of that match. */
  category: string
  /** `l`: every vendor id the match listed, comma-separated, in order. */
  listed: string
  /** `sig`: the answer's signature. */
  sig: string
}

/**
 * Signs and checks `/out` click links, so `/out` only ever redirects for links this service
 * issued (no open redirect, no forged click counts). One MAC signs a whole answer: the `sig`
 * is the first 132 bits of HMAC-SHA256 over the match id, its category and the ids of every
 * vendor it listed (the link's `l`), and every link of the answer carries it. A link verifies
 * only for a vendor in its list, so it can be turned into no click the answer did not offer
 * (decision 0010).
 *
 * @example
 * const links = createClickLinks(secret)
 * const [url] = await links.clickUrls('https://api.example.com', matchId, 'cleaning', ['gausium'])
 */
export function createClickLinks(secrets: string | LinkSecretRing, hmac: HmacSha256 = webCryptoHmacSha256()) {
  // A ring: links are signed with the current secret and verified against it and the
  // secrets it replaced (a store whose secret was lost and re-created, see storage).
  const ring: LinkSecretRing = typeof secrets === 'string' ? { current: secrets, accepted: [secrets] } : secrets
  const signature = async (secret: string, matchId: string, category: string, listed: string): Promise<string> =>
    // 18 bytes are 24 base64url characters, cut to the 22 kept.
    encodeBase64Url((await hmac(secret, `${MESSAGE_PREFIX}\n${matchId}\n${category}\n${listed}`)).subarray(0, 18)).slice(0, SIGNATURE_LENGTH)

  return {
    /**
     * The click links of one answer, one per listed vendor in the order given:
     * `{origin}/out?v=…&m=…&utm_source=robomatch&utm_medium=api&utm_campaign=…&l=…&sig=…`,
     * all under one signature.
     */
    async clickUrls(origin: string, matchId: string, category: RobotCategory, vendorIds: readonly string[]): Promise<string[]> {
      if (vendorIds.length === 0) return []
      const listed = vendorIds.join(LIST_SEPARATOR)
      const sig = await signature(ring.current, matchId, category, listed)
      const tail = `&m=${encodeURIComponent(matchId)}&utm_source=robomatch&utm_medium=api&utm_campaign=${category}&l=${vendorIds.map(encodeURIComponent).join(LIST_SEPARATOR)}&sig=${sig}`
      return vendorIds.map((vendorId) => `${origin}/out?v=${encodeURIComponent(vendorId)}${tail}`)
    },
    /**
     * Whether a link was issued by this service (under the current secret or one it replaced)
     * for a vendor its answer listed. Signatures compare in constant time, without an early exit.
     */
    async verify(link: ClickLink): Promise<boolean> {
      if (!link.listed.split(LIST_SEPARATOR).includes(link.vendorId)) return false
      let ok = false
      for (const secret of ring.accepted) {
        if (timingSafeEqualStrings(await signature(secret, link.matchId, link.category, link.listed), link.sig)) ok = true
      }
      return ok
    },
  }
}

export type ClickLinks = ReturnType<typeof createClickLinks>
