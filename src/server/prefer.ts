/** An outcome forced in mock mode with `Prefer: code=429, example=quota_exceeded`. */
export interface PreferredOutcome {
  code: 401 | 422 | 429 | 503
  example?: string
}

const SUPPORTED = new Set([401, 422, 429, 503])

/**
 * Parses the `Prefer` header of mock mode (`code=…` and optional `example=…`, separated
 * by commas or semicolons). Unsupported codes are ignored, as a preference may be.
 */
export function readPreferredOutcome(headers: Headers): PreferredOutcome | undefined {
  const prefer = headers.get('prefer')
  if (!prefer) return undefined
  let code: number | undefined
  let example: string | undefined
  for (const part of prefer.split(/[,;]/)) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim().toLowerCase()
    const value = part.slice(eq + 1).trim().replace(/^"|"$/g, '')
    if (name === 'code') code = Number(value)
    else if (name === 'example') example = value
  }
  if (code === undefined || !SUPPORTED.has(code)) return undefined
  return { code: code as PreferredOutcome['code'], example }
}
