/**
 * Output helpers shared by the commands: JSON on stdout, plain tables without colour codes
 * (safe to pipe) that fit the terminal, and small formatters.
 */
import Table from 'cli-table3'
import { tableWidth } from './width.js'

export { setWideTables, tableWidth } from './width.js'

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

/** Options of {@link renderTable}. */
export interface TableOptions {
  /** Total width to fit, borders included (default: {@link tableWidth}). */
  width?: number
  /** Column indexes that may be left out to fit, first dropped first (e.g. a link column). */
  droppable?: number[]
}

/** Breaks text into lines of at most `width` characters, at spaces when it can. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word
      if (line && line.length + 1 + rest.length <= width) {
        line += ` ${rest}`
        continue
      }
      if (line) lines.push(line)
      line = ''
      while (rest.length > width) {
        lines.push(rest.slice(0, width))
        rest = rest.slice(width)
      }
      line = rest
    }
    lines.push(line)
  }
  return lines
}

/** Width of a rendered table: each column plus one space of padding each side, plus borders. */
const tableWidthOf = (widths: number[]) => widths.reduce((sum, w) => sum + w + 3, 1)
const cellWidth = (cell: string) => Math.max(0, ...cell.split('\n').map((line) => line.length))

/**
 * Renders a table that fits `width` (the terminal by default, 80 columns included): first it
 * leaves out the `droppable` columns, saying so under the table, then it wraps the widest
 * columns. No colours, so the output reads the same in a file or a pipe.
 *
 * @example
 * renderTable(['name', 'score', 'link'], [['Locus', 91, 'https://…']], { droppable: [2] })
 */
export function renderTable(head: string[], rows: Array<Array<string | number>>, options: TableOptions = {}): string {
  const width = options.width ?? tableWidth()
  let columns = head.map((_, index) => index)
  const cells = rows.map((row) => row.map((cell) => String(cell)))
  const natural = (index: number) => Math.max(head[index].length, ...cells.map((row) => cellWidth(row[index] ?? '')))
  const dropped: string[] = []
  for (const index of options.droppable ?? []) {
    if (tableWidthOf(columns.map(natural)) <= width) break
    columns = columns.filter((column) => column !== index)
    dropped.push(head[index])
  }
  const widths = columns.map(natural)
  // Still too wide: narrow the widest column one character at a time, down to 6 (or its header).
  const floor = columns.map((index) => Math.min(widths[columns.indexOf(index)], Math.max(6, head[index].length)))
  while (tableWidthOf(widths) > width) {
    let widest = -1
    for (let i = 0; i < widths.length; i++) if (widths[i] > floor[i] && (widest < 0 || widths[i] > widths[widest])) widest = i
    if (widest < 0) break
    widths[widest]--
  }
  const table = new Table({
    head: columns.map((index) => head[index]),
    style: { head: [], border: [] },
    // No rule between rows: long tables stay readable and half as tall.
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  })
  for (const row of cells) {
    table.push(columns.map((index, i) => wrapText(row[index] ?? '', widths[i]).join('\n')))
  }
  const text = table.toString()
  if (dropped.length === 0) return text
  const list = dropped.join(' and ')
  return `${text}\n(${list} column${dropped.length > 1 ? 's' : ''} left out to fit ${width} columns; --wide or --json show ${dropped.length > 1 ? 'them' : 'it'})`
}

/** Shortens a list for a table cell: `US, CA, GB +4`. */
export function shortList(values: readonly string[], max = 3): string {
  if (values.length <= max) return values.join(', ')
  return `${values.slice(0, max).join(', ')} +${values.length - max}`
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

/**
 * Wraps the summary's sentences at spaces to fit the terminal, bullets with a hanging indent;
 * tables (already sized to fit) and short lines pass through.
 */
export function wrapProse(lines: string[], width: number): string[] {
  const out: string[] = []
  for (const block of lines) {
    for (const line of block.split('\n')) {
      if (line.length <= width || /[│┌└├─]/.test(line)) {
        out.push(line)
        continue
      }
      const bullet = /^( {2}[•!] )/.exec(line)?.[1] ?? ''
      const indent = ' '.repeat(bullet.length)
      wrapText(line.slice(bullet.length), width - bullet.length).forEach((part, i) => out.push(`${i === 0 ? bullet : indent}${part}`))
    }
  }
  return out
}
