import type { HeaderMap } from './errors.js'

/** An outcome forced in mock mode with `Prefer: code=429, example=quota_exceeded`. */
export interface PreferredOutcome {
  code: 401 | 422 | 429 | 503
  example?: string
}

const SUPPORTED = new Set([401, 422, 429, 503])

/**
 * Parses the `Prefer` header of mock mode (`code=…` and optional `example=…`, separated
 * by commas or semicolons). Codes the app cannot produce are ignored, as RFC 7240 lets a
 * server ignore any preference it cannot honour.
 *
 * @example
 * readPreferredOutcome(new Headers({ prefer: 'code=429, example=quota_exceeded' })) // → { code: 429, example: 'quota_exceeded' }
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
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"|"$/g, '')
    if (name === 'code') code = Number(value)
    else if (name === 'example') example = value
  }
  if (code === undefined || !SUPPORTED.has(code)) return undefined
  return { code: code as PreferredOutcome['code'], example }
}

/**
 * The `Preference-Applied` header (RFC 7240) for what the app applied: the code, and the
 * example only when it shaped the answer (`quota_exceeded` on a match endpoint).
 *
 * @example
 * preferenceApplied(429, 'quota_exceeded') // → { 'preference-applied': 'code=429, example=quota_exceeded' }
 */
export function preferenceApplied(code: PreferredOutcome['code'], example?: string): HeaderMap {
  return { 'preference-applied': example ? `code=${code}, example=${example}` : `code=${code}` }
}
