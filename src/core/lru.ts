/**
 * A bounded, least-recently-used map (remembered key hashes). Map keeps insertion order, so
 * the first key is the one to drop. A hit moves its entry to the end only when at least half the capacity has been inserted since
 * it was last placed: a hot key costs one lookup, not a delete and a re-insert per request,
 * and an entry used within the last `capacity / 2` insertions is never the one dropped.
 * A capacity of 0 or less keeps nothing.
 *
 * @example
 * const cache = new BoundedLru<string>(512)
 */
export class BoundedLru<V> {
  readonly #entries = new Map<string, { value: V; placed: number }>()
  /** Insertions (and moves) so far. */
  #placements = 0
  constructor(readonly capacity: number) {}

  get(key: string): V | undefined {
    const slot = this.#entries.get(key)
    if (slot === undefined) return undefined
    if (this.#placements - slot.placed >= this.capacity / 2) this.#place(key, slot.value)
    return slot.value
  }

  set(key: string, value: V): void {
    if (this.capacity <= 0) return
    this.#place(key, value)
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as string)
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }

  get size(): number {
    return this.#entries.size
  }

  #place(key: string, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, { value, placed: this.#placements++ })
  }
}
