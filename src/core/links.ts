import type { RobotCategory } from '../schemas/catalog.js'
import type { LinkSecretRing } from '../storage/types.js'
import { encodeBase64Url, timingSafeEqualStrings } from './bytes.js'

/** Characters of the base64url HMAC kept in a link (132 bits: unguessable, short URLs). */
const SIGNATURE_LENGTH = 22

/**
 * Signs and checks `/out` click links, so `/out` only ever redirects for links this
 * service issued (no open redirect, no forged click counts). HMAC-SHA256 with WebCrypto,
 * so the same signer runs in Node, browsers and workers.
 *
 * @example
 * const links = await createLinkSigner(secret)
 * const url = await links.clickUrl('https://api.example.com', 'gausium', matchId, 'cleaning')
 */
export async function createLinkSigner(secrets: string | LinkSecretRing) {
  // A ring: links are signed with the current secret and verified against it and the
  // secrets it replaced (a store whose secret was lost and re-created, see storage).
  const ring: LinkSecretRing = typeof secrets === 'string' ? { current: secrets, accepted: [secrets] } : secrets
  // Keys are imported once per secret, not per link: measurably cheaper on the hot path.
  const keys = new Map<string, Promise<CryptoKey>>()
  const keyOf = (secret: string): Promise<CryptoKey> => {
    let key = keys.get(secret)
    if (!key) {
      key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
      keys.set(secret, key)
    }
    return key
  }
  const signWith = async (secret: string, vendorId: string, matchId: string, campaign: string): Promise<string> => {
    const mac = await crypto.subtle.sign('HMAC', await keyOf(secret), new TextEncoder().encode(`${vendorId}\n${matchId}\n${campaign}`))
    return encodeBase64Url(new Uint8Array(mac)).slice(0, SIGNATURE_LENGTH)
  }
  const sign = (vendorId: string, matchId: string, campaign: string): Promise<string> => signWith(ring.current, vendorId, matchId, campaign)
  await keyOf(ring.current)

  return {
    /** `{origin}/out?v=…&m=…&utm_source=robomatch&utm_medium=api&utm_campaign=…&sig=…` */
    async clickUrl(origin: string, vendorId: string, matchId: string, category: RobotCategory): Promise<string> {
      return `${origin}/out?v=${encodeURIComponent(vendorId)}&m=${encodeURIComponent(matchId)}&utm_source=robomatch&utm_medium=api&utm_campaign=${category}&sig=${await sign(vendorId, matchId, category)}`
    },
    /** Whether `sig` was issued for these values with the current secret or one it replaced (constant-time compare). */
    async verify(vendorId: string, matchId: string, campaign: string, sig: string): Promise<boolean> {
      let ok = false
      for (const secret of ring.accepted) {
        if (timingSafeEqualStrings(await signWith(secret, vendorId, matchId, campaign), sig)) ok = true
      }
      return ok
    },
  }
}

export type LinkSigner = Awaited<ReturnType<typeof createLinkSigner>>
