/**
 * How wide tables may be. Kept apart from the table renderer so the entry point can apply
 * `--wide` without loading cli-table3 (`--help` stays fast).
 */
/** How wide tables may be; `--wide` sets it to Infinity for the whole run. */
let wideTables = false

/** `--wide`: tables keep every column at full width, whatever the terminal. */
export function setWideTables(wide: boolean): void {
  wideTables = wide
}

/**
 * The width tables must fit: the terminal's columns on a terminal, else `COLUMNS` when set,
 * else no limit (a pipe or a file gets whole lines, easy to grep); Infinity with `--wide`.
 */
export function tableWidth(stream: { isTTY?: boolean; columns?: number } = process.stdout, env: NodeJS.ProcessEnv = process.env): number {
  if (wideTables) return Infinity
  if (stream.isTTY && stream.columns && stream.columns > 0) return stream.columns
  const columns = Number(env.COLUMNS)
  return Number.isInteger(columns) && columns > 0 ? columns : Infinity
}
