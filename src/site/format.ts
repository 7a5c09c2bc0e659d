/**
 * Words and numbers for pages: money in one currency, counts with the right plural
 * (`Intl.PluralRules`), articles before figures, and dates. Fixed English locales, so pages
 * read the same on every server.
 */

const PLURALS = new Intl.PluralRules('en-US')

/** The locale a currency is read in (`£1,234.00` in en-GB, `€1,234` in en-IE …); en-US otherwise. */
const CURRENCY_LOCALE: Record<string, string> = { GBP: 'en-GB', EUR: 'en-IE', AUD: 'en-AU', NZD: 'en-NZ', CAD: 'en-CA', INR: 'en-IN', SGD: 'en-SG' }

/**
 * An amount in any ISO 4217 currency; whole units unless `digits` says otherwise
 * (negative as `-$148`).
 *
 * @example
 * formatMoney(429, 'GBP') // '£429'
 */
export function formatMoney(amount: number, currency: string, digits = 0): string {
  try {
    return new Intl.NumberFormat(CURRENCY_LOCALE[currency] ?? 'en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount)
  } catch {
    // A code Intl does not know: the figure with its code, never a wrong symbol.
    return `${formatNumber(amount, digits)} ${currency}`
  }
}

/** `1,234.5` */
export function formatNumber(value: number, digits = 1): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits })
}

/**
 * A count with its noun in the right number: `1 month`, `2 months`, `1.5 months`.
 *
 * @example
 * countOf(1, 'week') // '1 week'
 * countOf(3, 'robot') // '3 robots'
 */
export function countOf(value: number, singular: string, plural = `${singular}s`, digits = 1): string {
  const shown = formatNumber(value, digits)
  const rule = PLURALS.select(Number(shown.replace(/,/g, '')))
  return `${shown} ${rule === 'one' ? singular : plural}`
}

/**
 * `a` or `an` before a word or figure as it is read aloud: `an 8 h/day`, `an 11`, `an 18`,
 * `a 1`, `an order`, `a robot`.
 */
function articleFor(next: string): 'a' | 'an' {
  const text = next.trim()
  const digits = /^\d[\d,]*/.exec(text)?.[0].replace(/,/g, '')
  if (digits) {
    // Read aloud: 8, 11, 18, 80, 800, 8,000, 11,000, 18,000 start with a vowel sound.
    if (digits.startsWith('8')) return 'an'
    const groups = Math.floor((digits.length - 1) / 3)
    const lead = digits.slice(0, digits.length - groups * 3)
    return lead === '11' || lead === '18' ? 'an' : 'a'
  }
  return /^[aeiou]/i.test(text) && !/^(uni|use|one|eu)/i.test(text) ? 'an' : 'a'
}

/** `25 November 2026` from an ISO date: the engine's, so pages and answers write dates alike. */
export { formatDate } from '../engine/format.js'

/** `walk_behind_scrubber` → `walk behind scrubber` (for enum values without their own words). */
export function humanize(value: string): string {
  return value.replace(/_/g, ' ')
}

/**
 * Plain words for text the engine wrote: request field names (`handlingUnit`) become what the
 * questionnaire calls them, and counts with the wrong number (`1 months`, `a 8 h/day`) are
 * mended. The engine's wording is its own; this only keeps API words off a buyer's page.
 */
export function plainWords(text: string, labels: Readonly<Record<string, string>>): string {
  // The engine's old developer line for a missing process answer, said as the question it is.
  let out = text.replace(/^No (\w+) given: send it, it decides the robot type first\.?$/, (line, name: string) =>
    labels[name] ? `Tell us ${labels[name]} to confirm the robot type.` : line,
  )
  for (const [name, label] of Object.entries(labels)) {
    if (out.includes(name)) out = out.replace(new RegExp(`\\b${name}\\b`, 'g'), label)
  }
  return out
    .replace(/\b1 (month|week|day|hour|robot|year|order|cover|station|forklift|crane)s\b/g, '1 $1')
    .replace(/\b([Aa]n?) (\d[\d,.]*)/g, (_, article: string, figure: string) => {
      const right = articleFor(figure)
      return `${article[0] === 'A' ? right[0].toUpperCase() + right.slice(1) : right} ${figure}`
    })
}
