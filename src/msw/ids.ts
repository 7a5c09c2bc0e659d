import { createHash, randomUUID } from 'node:crypto'

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
  if (mode === false) return { next: randomUUID, restart: () => {} }
  if (mode === true) {
    return {
      next: () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`,
      restart: () => void (counter = 0),
    }
  }
  return {
    next: () => {
      const hex = createHash('sha256').update(`${mode}\n${++counter}`).digest('hex')
      // Version nibble 4 and variant bits 10xx, so the id validates as a uuid v4.
      const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
    },
    restart: () => void (counter = 0),
  }
}
