/**
 * Carrying a just-issued key from the request that made it to the page that shows it, in the
 * visitor's own browser: a cookie (HttpOnly, SameSite=Lax, scoped to that page's path, short
 * lived). So the pages follow post/redirect/get and a reload shows the same key again instead of
 * issuing another, while storage keeps only key hashes (section 3): the key itself is never
 * written on the server side.
 */
import type { H3Event } from 'h3'

/** A small JSON object in a cookie: base64url of its JSON text. */
export type CookieValue = Record<string, string | undefined>

interface CookieOptions {
  path: string
  secure: boolean
}

/**
 * A `Set-Cookie` value storing `value` under `name` for `maxAgeSeconds` on `path`.
 * @example writeCookie('rm_recovered', { key }, { path: '/keys/recover/abc', maxAgeSeconds: 3600, secure: true })
 */
export function writeCookie(name: string, value: CookieValue, options: CookieOptions & { maxAgeSeconds: number }): string {
  const text = base64UrlEncode(JSON.stringify(value))
  return `${name}=${text}; Path=${options.path}; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`
}

/** A `Set-Cookie` value removing cookie `name` from `path`. */
export function clearCookie(name: string, options: CookieOptions): string {
  return `${name}=; Path=${options.path}; Max-Age=0; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`
}

/** The object stored in cookie `name` of the request, or undefined (absent or not ours). */
export function readCookie(event: H3Event, name: string): CookieValue | undefined {
  const header = event.req.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    try {
      const parsed: unknown = JSON.parse(base64UrlDecode(part.slice(at + 1).trim()))
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
      const value: CookieValue = {}
      for (const [key, item] of Object.entries(parsed)) if (typeof item === 'string') value[key] = item
      return value
    } catch {
      return undefined
    }
  }
  return undefined
}

function base64UrlEncode(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url')
}

function base64UrlDecode(text: string): string {
  if (!/^[A-Za-z0-9_-]{1,4096}$/.test(text)) throw new Error('not base64url')
  return Buffer.from(text, 'base64url').toString('utf8')
}
