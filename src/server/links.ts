import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto'
import type { RobotCategory } from '../schemas/catalog.js'
import type { LinkSecretRing } from '../storage/types.js'

/**
 * Signs and checks `/out` click links, so `/out` only ever redirects for links this
 * service issued (no open redirect, no forged click counts).
 */
export function createLinkSigner(secrets: string | LinkSecretRing) {
  const ring: LinkSecretRing = typeof secrets === 'string' ? { current: secrets, accepted: [secrets] } : secrets
  // Key objects once per secret, not the secret string per call: measurably cheaper on the hot path.
  const keys = new Map<string, KeyObject>()
  const keyOf = (secret: string): KeyObject => {
    let key = keys.get(secret)
    if (!key) {
      key = createSecretKey(Buffer.from(secret, 'utf8'))
      keys.set(secret, key)
    }
    return key
  }
  const signWith = (secret: string, vendorId: string, matchId: string, campaign: string): string =>
    createHmac('sha256', keyOf(secret)).update(`${vendorId}\n${matchId}\n${campaign}`).digest('base64url').slice(0, 22)
  const sign = (vendorId: string, matchId: string, campaign: string): string => signWith(ring.current, vendorId, matchId, campaign)

  return {
    /** `{origin}/out?v=…&m=…&utm_source=robomatch&utm_medium=api&utm_campaign=…&sig=…` */
    clickUrl(origin: string, vendorId: string, matchId: string, category: RobotCategory): string {
      return `${origin}/out?v=${encodeURIComponent(vendorId)}&m=${encodeURIComponent(matchId)}&utm_source=robomatch&utm_medium=api&utm_campaign=${category}&sig=${sign(vendorId, matchId, category)}`
    },
    /** Whether `sig` was issued for these values, with the current secret or one it replaced. */
    verify(vendorId: string, matchId: string, campaign: string, sig: string): boolean {
      const given = Buffer.from(sig)
      return ring.accepted.some((secret) => {
        const expected = Buffer.from(signWith(secret, vendorId, matchId, campaign))
        return given.length === expected.length && timingSafeEqual(given, expected)
      })
    },
  }
}

export type LinkSigner = ReturnType<typeof createLinkSigner>
