/**
 * Makes two answers to the same request comparable across servers: `{origin}` for the origin,
 * match ids reduced to their type, click links without their match id and signature, and the
 * seconds of a 429 message (they move on between two calls; compared separately).
 */
export function normalizeAnswer(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => normalizeAnswer(item, origin))
  if (typeof value === 'string') {
    let text = value
      .split(origin)
      .join('{origin}')
      .replace(/retry after \d+ s\b/g, 'retry after {s} s')
    if (text.startsWith('{origin}/out?')) {
      const url = new URL(text.slice('{origin}'.length), 'http://x')
      url.searchParams.delete('m')
      url.searchParams.delete('sig')
      text = `{origin}${url.pathname}${url.search}`
    }
    return text
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = key === 'matchId' ? typeof item : normalizeAnswer(item, origin)
    return out
  }
  return value
}
