import type { RobotCategory } from '../schemas/catalog.js'
import type { LinkSecretRing } from '../storage/types.js'
import { blake2s, blake2sKey, type Blake2sKey } from './blake2s.js'
import { encodeBase64Url, timingSafeEqualStrings, writeAscii } from './bytes.js'
import { hmacSha256Key } from './hmac-sha256.js'

/** Characters of the base64url MAC kept in a link (132 bits: unguessable, short URLs). */
export const SIGNATURE_LENGTH = 22
/** The MAC bytes those characters come from (22 × 6 bits = 132 bits: 17 bytes, rounded up to whole base64 groups). */
const SIGNATURE_BYTES = 18

const encoder = new TextEncoder()
/** A link's signed message, assembled in place (ids and categories are short). */
const MESSAGE = new Uint8Array(512)
const SIGNATURE = new Uint8Array(SIGNATURE_LENGTH)

/**
 * Writes `${vendorId}\n${matchId}\n${category}`, the message a link signs, into `MESSAGE`
 * and returns its length when it is ASCII and fits (ids and categories are); else returns its
 * UTF-8 bytes anew.
 */
function linkMessage(vendorId: string, matchId: string, category: string): number | Uint8Array {
  let at = writeAscii(MESSAGE, 0, vendorId)
  at = writeAscii(MESSAGE, at, '\n')
  at = writeAscii(MESSAGE, at, matchId)
  at = writeAscii(MESSAGE, at, '\n')
  at = writeAscii(MESSAGE, at, category)
  return at >= 0 ? at : encoder.encode(`${vendorId}\n${matchId}\n${category}`)
}

/** A secret's link key: keyed BLAKE2s-256 under the BLAKE2s-256 of the secret's UTF-8 bytes (any length of secret). */
function linkKey(secret: string): Blake2sKey {
  return blake2sKey(blake2s(encoder.encode(secret)))
}

/** `prepare(secret)`, computed once per secret. */
function perSecret<K>(prepare: (secret: string) => K): (secret: string) => K {
  const keys = new Map<string, K>()
  return (secret) => {
    let key = keys.get(secret)
    if (key === undefined) {
      key = prepare(secret)
      keys.set(secret, key)
    }
    return key
  }
}

/**
 * Signs and checks `/out` click links, so `/out` only ever redirects for links this
 * service issued (no open redirect, no forged click counts). The `sig` is the first 132 bits
 * of keyed BLAKE2s-256 over `vendorId\nmatchId\ncategory` (`blake2s.ts`, decision 0009):
 * synchronous, one compression per link after the key's, prepared once per secret, the same
 * in Node, browsers and workers. Links signed before decision 0009 carry an HMAC-SHA256 `sig`
 * over the same message and still verify.
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
  const keyOf = perSecret(linkKey)
  const legacyKeyOf = perSecret(hmacSha256Key)
  /** The HMAC-SHA256 `sig` links carried before decision 0009, for verifying them only. */
  const legacySignature = (secret: string, vendorId: string, matchId: string, campaign: string): string =>
    encodeBase64Url(legacyKeyOf(secret)(`${vendorId}\n${matchId}\n${campaign}`).subarray(0, SIGNATURE_BYTES)).slice(0, SIGNATURE_LENGTH)
  const signInto = (secret: string, out: Uint8Array, offset: number, vendorId: string, matchId: string, campaign: string): void => {
    const message = linkMessage(vendorId, matchId, campaign)
    if (typeof message === 'number') keyOf(secret).base64UrlInto(MESSAGE, message, out, offset, SIGNATURE_LENGTH)
    else keyOf(secret).base64UrlInto(message, message.length, out, offset, SIGNATURE_LENGTH)
  }
  const signWith = (secret: string, vendorId: string, matchId: string, campaign: string): string => {
    signInto(secret, SIGNATURE, 0, vendorId, matchId, campaign)
    return String.fromCharCode(...SIGNATURE)
  }
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
      signInto(ring.current, out, offset, vendorId, matchId, category)
      return offset + SIGNATURE_LENGTH
    },
    /**
     * Whether `sig` was issued for these values with the current secret or one it replaced,
     * as a BLAKE2s signature or an older HMAC-SHA256 one (constant-time compares, no early exit).
     */
    async verify(vendorId: string, matchId: string, campaign: string, sig: string): Promise<boolean> {
      let ok = false
      for (const secret of ring.accepted) {
        if (timingSafeEqualStrings(signWith(secret, vendorId, matchId, campaign), sig)) ok = true
        if (timingSafeEqualStrings(legacySignature(secret, vendorId, matchId, campaign), sig)) ok = true
      }
      return ok
    },
  }
}

export type LinkSigner = Awaited<ReturnType<typeof createLinkSigner>>
