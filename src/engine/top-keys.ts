/**
 * Top-N selection for ranking: the engine only shows a handful of results, so keeping the
 * best few while scanning beats sorting every candidate. Keys are numbers where higher ranks
 * first and every key is distinct (callers fold their tie-breaks into the key).
 */

/** Offers `item` with `key` to a best-first list of at most `limit` entries (kept in `keys`/`items`). */
export function keepTop<T>(keys: number[], items: T[], limit: number, key: number, item: T): void {
  if (items.length === limit && key <= keys[limit - 1]) return
  let at = items.length < limit ? items.length : limit - 1
  while (at > 0 && keys[at - 1] < key) {
    keys[at] = keys[at - 1]
    items[at] = items[at - 1]
    at--
  }
  keys[at] = key
  items[at] = item
}
