/**
 * Parses a decimal number strictly: no hex, no `Infinity`, no trailing junk, no empty string.
 * Returns undefined when the text is not such a number.
 *
 * @example
 * parseStrictNumber('22.5') // 22.5
 * parseStrictNumber('12abc') // undefined
 */
export function parseStrictNumber(text: string): number | undefined {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text.trim())) return undefined
  const number = Number(text)
  return Number.isFinite(number) ? number : undefined
}

/** Currency marks a person may type before or after an amount. */
const CURRENCY = /^(?:\$|£|€|usd|gbp|eur|us\$)\s*|\s*(?:\$|£|€|usd|gbp|eur)$/i
/**
 * Units a person may type after a number at a prompt or in a flag: areas, rates, counts.
 * Only stripped, never converted: the question already says which unit it wants.
 */
const UNIT =
  /\s*(?:m²|m2|sq\.?\s?m|sqm|square\s+met(?:re|er)s?|\/\s?h(?:our)?|per\s+hour|an?\s+hour|h(?:ours?|rs?)?|\/\s?day|per\s+day|days?|seats?|orders?|%)$/i

/**
 * Parses a number the way people type it: thousands separators (`3,000`, `3 000`, `3_000`),
 * a currency mark (`$500`, `£400`, `500 USD`) and a unit (`8000 m²`, `22/h`, `8 hours`).
 * A comma is a thousands separator only before groups of exactly three digits, so `3,5` is
 * rejected rather than read as 35 or 3.5. Returns undefined when it is not such a number.
 *
 * @example
 * parseHumanNumber('3,000') // 3000
 * parseHumanNumber('$1,250.50') // 1250.5
 * parseHumanNumber('8000 m²') // 8000
 * parseHumanNumber('3,5') // undefined
 */
export function parseHumanNumber(text: string): number | undefined {
  let rest = text.trim()
  // Unit first (`$22/h`), then currency (`22 USD`), then once more for `£400 GBP`-style input.
  rest = rest.replace(UNIT, '').trim()
  rest = rest.replace(CURRENCY, '').trim()
  rest = rest.replace(CURRENCY, '').trim()
  const sign = /^[+-]/.exec(rest)?.[0] ?? ''
  rest = rest.slice(sign.length)
  if (/^\d{1,3}(?:[,_ \u00a0\u202f]\d{3})+(?:\.\d+)?$/.test(rest)) rest = rest.replace(/[,_ \u00a0\u202f]/g, '')
  return parseStrictNumber(`${sign}${rest}`)
}
