import type { RobotCategory } from '../schemas/catalog.js'
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
export async function createLinkSigner(secret: string) {
  // The key is imported once, not per link: measurably cheaper on the hot path.
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const sign = async (vendorId: string, matchId: string, campaign: string): Promise<string> => {
    const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${vendorId}\n${matchId}\n${campaign}`))
    return encodeBase64Url(new Uint8Array(mac)).slice(0, SIGNATURE_LENGTH)
  }

  return {
    /** `{origin}/out?v=…&m=…&utm_source=robomatch&utm_medium=api&utm_campaign=…&sig=…` */
    async clickUrl(origin: string, vendorId: string, matchId: string, category: RobotCategory): Promise<string> {
      return `${origin}/out?v=${encodeURIComponent(vendorId)}&m=${encodeURIComponent(matchId)}&utm_source=robomatch&utm_medium=api&utm_campaign=${category}&sig=${await sign(vendorId, matchId, category)}`
    },
    /** Whether `sig` was issued for these values (compared in constant time). */
    async verify(vendorId: string, matchId: string, campaign: string, sig: string): Promise<boolean> {
      return timingSafeEqualStrings(await sign(vendorId, matchId, campaign), sig)
    },
  }
}

export type LinkSigner = Awaited<ReturnType<typeof createLinkSigner>>
