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
