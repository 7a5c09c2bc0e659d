/**
 * Number formatting for rationale lines. Hand-rolled instead of `Intl.NumberFormat` so the
 * output is the same on every runtime and cheap enough for the match hot path.
 */

/** Formats a non-negative number as a whole number with thousands separators: 12000 → "12,000". */
export function formatCount(value: number): string {
  const digits = String(Math.round(value))
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ','
    out += digits[i]
  }
  return out
}

/** Formats a number with at most one decimal: 7.5 → "7.5", 16 → "16". */
export function formatDecimal(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/** Rounds to two significant figures for "~N" estimates: 612 → 610, 10_400 → 10_000. */
export function roundApprox(value: number): number {
  if (value < 100) return Math.round(value)
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1)
  return Math.round(value / magnitude) * magnitude
}
