/**
 * Colour for people, never for machines: ANSI styles only when the stream is a terminal,
 * `NO_COLOR` is unset (https://no-color.org) and `TERM` is not `dumb`. `FORCE_COLOR` (non-zero)
 * turns it on anyway, as in most Node CLIs. Every function returns plain text otherwise, so
 * output piped into a file or another program never carries escape codes.
 */

/** Whether `stream` should get colour under `env`. */
export function colourEnabled(stream: { isTTY?: boolean } = process.stderr, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true
  if (env.TERM === 'dumb') return false
  return stream.isTTY === true
}

/** A function that wraps text in one ANSI style when colour is enabled for its stream. */
export type Paint = (text: string) => string

const codes = { red: [31, 39], green: [32, 39], yellow: [33, 39], dim: [2, 22], bold: [1, 22], cyan: [36, 39] } as const
export type StyleName = keyof typeof codes

/**
 * The styles for one output stream (stdout or stderr), decided once.
 *
 * @example
 * const paint = stylesFor(process.stderr)
 * process.stderr.write(`${paint.red('error:')} port 8787 is in use\n`)
 */
export function stylesFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): Record<StyleName, Paint> {
  const on = colourEnabled(stream, env)
  const style = (name: StyleName): Paint => {
    const [open, close] = codes[name]
    return on ? (text) => `\x1b[${open}m${text}\x1b[${close}m` : (text) => text
  }
  return { red: style('red'), green: style('green'), yellow: style('yellow'), dim: style('dim'), bold: style('bold'), cyan: style('cyan') }
}
