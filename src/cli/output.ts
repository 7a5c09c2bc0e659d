/**
 * Output helpers shared by the commands: JSON on stdout, plain tables without colour codes
 * (safe to pipe), and small formatters.
 */
import Table from 'cli-table3'

/** Writes a value as pretty JSON (2 spaces) followed by a newline on stdout. */
export function printJson(value: unknown, out: NodeJS.WritableStream = process.stdout): void {
  out.write(`${JSON.stringify(value, null, 2)}\n`)
}

/** Writes lines on stdout. */
export function printLines(lines: string[], out: NodeJS.WritableStream = process.stdout): void {
  if (lines.length > 0) out.write(`${lines.join('\n')}\n`)
}

/** Writes one note on stderr (hints that must not pollute stdout). */
export function printNote(message: string): void {
  process.stderr.write(`${message}\n`)
}

/**
 * Renders a table as text. No colours, so the output reads the same in a file or a pipe.
 *
 * @example
 * renderTable(['name', 'score'], [['Locus', 91]])
 */
export function renderTable(head: string[], rows: Array<Array<string | number>>): string {
  const table = new Table({
    head,
    style: { head: [], border: [] },
    // No rule between rows: long tables stay readable and half as tall.
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  })
  for (const row of rows) table.push(row.map((cell) => String(cell)))
  return table.toString()
}

/** Shortens a list for a table cell: `US, CA, GB +4`. */
export function shortList(values: readonly string[], max = 3): string {
  if (values.length <= max) return values.join(', ')
  return `${values.slice(0, max).join(', ')} +${values.length - max}`
}

/** Formats a USD amount: `$1,234`. Negative amounts keep their sign. */
export function formatUsd(amount: number): string {
  const sign = amount < 0 ? '-' : ''
  return `${sign}$${Math.round(Math.abs(amount)).toLocaleString('en-US')}`
}

/** Formats milliseconds for humans: `12 ms`. */
export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`
}

/**
 * The footer line with what is left of the rate limit and the monthly quota, from the
 * response headers; undefined when the server sent none.
 */
export function limitsFooter(headers: Headers): string | undefined {
  const parts: string[] = []
  const tier = headers.get('x-api-tier')
  const rateRemaining = headers.get('x-ratelimit-remaining')
  const rateLimit = headers.get('x-ratelimit-limit')
  const usageRemaining = headers.get('x-usage-remaining')
  const usageLimit = headers.get('x-usage-limit')
  const period = headers.get('x-usage-period')
  if (tier) parts.push(`tier ${tier}`)
  if (rateRemaining !== null) parts.push(`${rateRemaining}${rateLimit ? `/${rateLimit}` : ''} requests left this minute`)
  if (usageRemaining !== null) {
    parts.push(`${usageRemaining}${usageLimit ? `/${usageLimit}` : ''} matches left${period ? ` in ${period}` : ' this month'}`)
  }
  return parts.length > 0 ? parts.join(' · ') : undefined
}

/** Percentile (nearest-rank) of a list of numbers; 0 for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}
