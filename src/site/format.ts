/** Number and money formatting for pages (fixed locales, so pages read the same everywhere). */

/** `$1,234` (whole dollars; negative as `−$148`). */
export function formatUsd(amount: number): string {
  return formatMoney(amount, 'USD', 0)
}

/** An amount in USD or GBP, in the locale that currency is read in. */
export function formatMoney(amount: number, currency: 'USD' | 'GBP', digits = 2): string {
  return new Intl.NumberFormat(currency === 'GBP' ? 'en-GB' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
}

/** `1,234.5` */
export function formatNumber(value: number, digits = 1): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits })
}

/** `walk_behind_scrubber` → `walk behind scrubber` (for enum values without their own words). */
export function humanize(value: string): string {
  return value.replace(/_/g, ' ')
}
