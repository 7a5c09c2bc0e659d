/**
 * Storage specs (`memory`, `fs:DIR`, `redis://…` / `rediss://…`), parsed in one place for
 * the configuration (which resolves paths) and for `openStorage` (which opens them). No
 * driver is imported here, so reading a spec stays cheap.
 */
export type StorageSpec = { kind: 'memory' } | { kind: 'fs'; dir: string } | { kind: 'redis'; url: string }

/** What to say when a spec is not one of these. */
export const STORAGE_SPEC_HINT = 'use memory, fs:DIR or redis://HOST:PORT'

/**
 * Parses a storage spec, or undefined when it is none (`fs:` without a directory included).
 *
 * @example
 * parseStorageSpec('fs:./.robomatch') // { kind: 'fs', dir: './.robomatch' }
 */
export function parseStorageSpec(spec: string): StorageSpec | undefined {
  if (spec === 'memory') return { kind: 'memory' }
  if (spec.startsWith('fs:') && spec.length > 3) return { kind: 'fs', dir: spec.slice(3) }
  if (/^rediss?:\/\//.test(spec)) return { kind: 'redis', url: spec }
  return undefined
}
