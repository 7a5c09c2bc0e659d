/** A restartable source of match ids. */
export interface IdSource {
  next(): string
  /** Starts the sequence over (a seeded or counter sequence repeats exactly). */
  restart(): void
}

/**
 * Match ids for the MSW handlers: `true` gives counter ids
 * (`00000000-0000-4000-8000-000000000001`, `…02`, …), a string gives ids derived from that
 * seed (still uuid-v4 shaped, still repeatable), `false` gives random ids.
 *
 * @example
 * const ids = createIdSource(true)
 * ids.next() // → '00000000-0000-4000-8000-000000000001'
 */
export function createIdSource(mode: boolean | string): IdSource {
  let counter = 0
  if (mode === false) return { next: () => crypto.randomUUID(), restart: () => {} }
  if (mode === true) {
    return {
      next: () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`,
      restart: () => void (counter = 0),
    }
  }
  return {
    next: () => {
      const hex = seededHex(`${mode}\n${++counter}`)
      // Version nibble 4 and variant bits 10xx, so the id validates as a uuid v4.
      const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
    },
    restart: () => void (counter = 0),
  }
}

/**
 * 32 hex characters that depend only on `text` (four rounds of 32-bit FNV-1a with different
 * offsets): repeatable test ids, synchronously and in any runtime. Not for secrets.
 */
function seededHex(text: string): string {
  let out = ''
  for (let round = 0; round < 4; round++) {
    let hash = (0x811c9dc5 ^ Math.imul(round + 1, 0x9e3779b1)) >>> 0
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    // A final avalanche, so neighbouring counters differ in every digit.
    hash ^= hash >>> 16
    hash = Math.imul(hash, 0x85ebca6b) >>> 0
    hash ^= hash >>> 13
    out += (hash >>> 0).toString(16).padStart(8, '0')
  }
  return out
}
