import type { RobotCategory } from '../schemas/catalog.js'
import type { LinkSecretRing } from '../storage/types.js'
import { encodeBase64Url, timingSafeEqualStrings } from './bytes.js'
import { hmacSha256Key, type HmacKey } from './hmac-sha256.js'

/** Characters of the base64url HMAC kept in a link (132 bits: unguessable, short URLs). */
export const SIGNATURE_LENGTH = 22
/** The MAC bytes those characters come from (22 × 6 bits = 132 bits: 17 bytes, rounded up to whole base64 groups). */
const SIGNATURE_BYTES = 18

/**
 * Signs and checks `/out` click links, so `/out` only ever redirects for links this
 * service issued (no open redirect, no forged click counts). HMAC-SHA256 in plain
 * JavaScript (`hmac-sha256.ts`): synchronous, with each secret's pad states prepared once,
 * so the same signer runs in Node, browsers and workers and a match signs its links without
 * a WebCrypto job per link (issue 18: those jobs were ~30% of the server's CPU).
 *
 * @example
 * const links = await createLinkSigner(secret)
 * const url = links.clickUrl('https://api.example.com', 'gausium', matchId, 'cleaning')
 */
export async function createLinkSigner(secrets: string | LinkSecretRing) {
  // A ring: links are signed with the current secret and verified against it and the
  // secrets it replaced (a store whose secret was lost and re-created, see storage).
  const ring: LinkSecretRing = typeof secrets === 'string' ? { current: secrets, accepted: [secrets] } : secrets
  // Keys are prepared once per secret, not per link; the ring may change under us (Redis re-reads it).
  const keys = new Map<string, HmacKey>()
  const keyOf = (secret: string): HmacKey => {
    let key = keys.get(secret)
    if (!key) {
      key = hmacSha256Key(secret)
      keys.set(secret, key)
    }
    return key
  }
  const signWith = (secret: string, vendorId: string, matchId: string, campaign: string): string =>
    encodeBase64Url(keyOf(secret)(`${vendorId}\n${matchId}\n${campaign}`).subarray(0, SIGNATURE_BYTES)).slice(0, SIGNATURE_LENGTH)
  keyOf(ring.current)

  const parts = (origin: string, vendorId: string, category: RobotCategory) => ({
    head: `${origin}/out?v=${encodeURIComponent(vendorId)}&m=`,
    middle: `&utm_source=robomatch&utm_medium=api&utm_campaign=${category}&sig=`,
  })

  return {
    /**
     * `{origin}/out?v=…&m=…&utm_source=robomatch&utm_medium=api&utm_campaign=…&sig=…`.
     * Synchronous (callers that await it still work).
     */
    clickUrl(origin: string, vendorId: string, matchId: string, category: RobotCategory): string {
      const { head, middle } = parts(origin, vendorId, category)
      return `${head}${encodeURIComponent(matchId)}${middle}${signWith(ring.current, vendorId, matchId, category)}`
    },
    /**
     * A click link around its two per-match values: `${head}${encodeURIComponent(matchId)}${middle}${signature}`
     * is `clickUrl` (prepared answers keep the rest and write those two per request).
     */
    clickUrlParts: parts,
    /** The `sig` of a click link, signed with the current secret. */
    signature(vendorId: string, matchId: string, category: RobotCategory): string {
      return signWith(ring.current, vendorId, matchId, category)
    },
    /**
     * Writes `signature(vendorId, matchId, category)` as its 22 ASCII bytes into `out` at `offset`
     * and returns the offset after it (a prepared answer's links, without a string per link).
     */
    signatureInto(out: Uint8Array, offset: number, vendorId: string, matchId: string, category: RobotCategory): number {
      keyOf(ring.current).base64UrlInto(`${vendorId}\n${matchId}\n${category}`, out, offset, SIGNATURE_LENGTH)
      return offset + SIGNATURE_LENGTH
    },
    /** Whether `sig` was issued for these values with the current secret or one it replaced (constant-time compare). */
    async verify(vendorId: string, matchId: string, campaign: string, sig: string): Promise<boolean> {
      let ok = false
      for (const secret of ring.accepted) {
        if (timingSafeEqualStrings(signWith(secret, vendorId, matchId, campaign), sig)) ok = true
      }
      return ok
    },
  }
}

export type LinkSigner = Awaited<ReturnType<typeof createLinkSigner>>
