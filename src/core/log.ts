/** Full API keys as they may appear in any text: `rm_live_…` and mock `rm_test_<tier>_…`. */
const KEY_RE = /\b(rm_live_|rm_test_(?:starter|pro)_)([A-Za-z0-9_-]{1,4})[A-Za-z0-9_-]*/g

/**
 * `text` with every API key cut to its shown prefix (`rm_live_AbC1…`), as in `keys list`.
 * @example redactKeys('bad key rm_live_AbC1xyz…') // 'bad key rm_live_AbC1…'
 */
function redactKeys(text: string): string {
  return text.replace(KEY_RE, (_, prefix: string, shown: string) => `${prefix}${shown}…`)
}

/**
 * The server's error log: one line on stderr, API keys redacted whatever the message or error
 * holds (an error from a driver may quote what it was given).
 */
export function logServerError(message: string, error?: unknown): void {
  const detail = error === undefined ? '' : ` ${error instanceof Error ? (error.stack ?? error.message) : describe(error)}`
  console.error(redactKeys(`${message}${detail}`))
}

/** A non-Error thrown value as text (web-standard: no `node:util`). */
function describe(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  } catch {
    return String(value)
  }
}
