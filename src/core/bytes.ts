/**
 * Byte helpers over web-standard APIs only (no `Buffer`), for key hashing, random ids and
 * link signatures in every runtime.
 */

/** One encoder for every call: creating one per call was measurable on the hot path. */
const encoder = new TextEncoder()

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

/**
 * Lower-case hex of some bytes.
 * @example encodeHex(new Uint8Array([1, 255])) // → '01ff'
 */
export function encodeHex(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]]
  return out
}

/**
 * Unpadded base64url of some bytes.
 * @example encodeBase64Url(new Uint8Array([251, 255])) // → '-_8'
 */
export function encodeBase64Url(bytes: Uint8Array): string {
  // Directly, three bytes to four characters (btoa would need three replaces after it).
  let out = ''
  let i = 0
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2]
    out += B64URL[n >>> 18] + B64URL[(n >>> 12) & 63] + B64URL[(n >>> 6) & 63] + B64URL[n & 63]
  }
  if (i + 1 === bytes.length) {
    const n = bytes[i] << 16
    out += B64URL[n >>> 18] + B64URL[(n >>> 12) & 63]
  } else if (i + 2 === bytes.length) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8)
    out += B64URL[n >>> 18] + B64URL[(n >>> 12) & 63] + B64URL[(n >>> 6) & 63]
  }
  return out
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * `length` random bytes as unpadded base64url (from `crypto.getRandomValues`).
 * @example randomBase64Url(24) // → 32 url-safe characters
 */
export function randomBase64Url(length: number): string {
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(length)))
}

/**
 * Hex SHA-256 of a UTF-8 string, with WebCrypto.
 * @example await sha256Hex('abc') // → 'ba7816bf…'
 */
export async function sha256Hex(text: string): Promise<string> {
  return encodeHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

/**
 * Compares two strings in time that depends only on their lengths, not on where they differ
 * (signatures and hashes, where an early exit would leak how much of a guess was right).
 */
export function timingSafeEqualStrings(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}
