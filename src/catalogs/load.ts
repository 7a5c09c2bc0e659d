/**
 * Catalog loader: reads the catalog files of a folder through unstorage (fs-lite,
 * read-only) and validates them with {@link parseCatalogs}. Node only; the package's own
 * catalogs reach the core app as imported data instead (`src/core/default-catalogs.ts`).
 */
import { isAbsolute, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createStorage, type Storage } from 'unstorage'
import fsLiteDriver from 'unstorage/drivers/fs-lite'
import type { Catalogs } from '../engine/types.js'
import { defaultCatalogs } from '../core/default-catalogs.js'
import { CATALOG_FILES, CatalogError, parseCatalogs, type CatalogData } from './parse.js'

export { CATALOG_FILES, CatalogError, parseCatalogs, type CatalogData } from './parse.js'

/**
 * Absolute path of the package's own `catalogs/` folder. The loader sits two levels below
 * the package root both in `src/catalogs/load.ts` and in `dist/catalogs/load.js`.
 */
export const DEFAULT_CATALOGS_DIR: string = fileURLToPath(new URL('../../catalogs', import.meta.url))

/** Name shown in errors: relative to the working directory when inside it, else absolute. */
function displayName(dir: string, file: string): string {
  const full = join(dir, file)
  const rel = relative(process.cwd(), full)
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split('\\').join('/') : full
}

async function readJson(storage: Storage, dir: string, file: string): Promise<unknown> {
  const name = displayName(dir, file)
  let raw: unknown
  try {
    raw = await storage.getItemRaw(file)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new CatalogError(name, [`cannot be read (${reason})`])
  }
  if (raw === null || raw === undefined) throw new CatalogError(name, ['file not found'])
  let text: string
  if (typeof raw === 'string') text = raw
  else if (raw instanceof Uint8Array) text = new TextDecoder('utf-8').decode(raw)
  else throw new CatalogError(name, ['cannot be read (unexpected content)'])
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new CatalogError(name, [`is not valid JSON (${reason})`])
  }
}

/** One catalog file as read from disk: its parsed JSON, or why it could not be read. */
export type CatalogFileRead = { name: string; data: unknown; error?: undefined } | { name: string; data?: undefined; error: CatalogError }

/**
 * Reads every catalog file in `dir` as JSON without validating it. A file that is missing or
 * not JSON gets its {@link CatalogError} in its place instead of stopping the others, so a
 * checker can report every file at once.
 *
 * @example
 * const files = await readCatalogFiles('./my-catalogs')
 * files.home.error?.problems
 */
export async function readCatalogFiles(dir: string = DEFAULT_CATALOGS_DIR): Promise<Record<keyof typeof CATALOG_FILES, CatalogFileRead>> {
  const storage = createStorage({ driver: fsLiteDriver({ base: dir, readOnly: true }) })
  try {
    const keys = Object.keys(CATALOG_FILES) as Array<keyof typeof CATALOG_FILES>
    const reads = await Promise.all(
      keys.map(async (key): Promise<CatalogFileRead> => {
        const name = displayName(dir, CATALOG_FILES[key])
        try {
          return { name, data: await readJson(storage, dir, CATALOG_FILES[key]) }
        } catch (error) {
          if (error instanceof CatalogError) return { name, error }
          throw error
        }
      }),
    )
    return Object.fromEntries(keys.map((key, index) => [key, reads[index]])) as Record<keyof typeof CATALOG_FILES, CatalogFileRead>
  } finally {
    await storage.dispose()
  }
}

/**
 * Loads and validates every catalog file in `dir` (default: the package's own catalogs).
 *
 * @throws {CatalogError} when a file is missing, is not JSON or holds an invalid entry.
 * @example
 * const catalogs = await loadCatalogs('./my-catalogs')
 * catalogs.vendors.warehouse.length
 */
export async function loadCatalogs(dir: string = DEFAULT_CATALOGS_DIR): Promise<Catalogs> {
  const files = await readCatalogFiles(dir)
  const data = {} as CatalogData
  for (const key of Object.keys(files) as Array<keyof typeof files>) {
    const file = files[key]
    if (file.error) throw file.error
    data[key] = file.data
  }
  return parseCatalogs(data, (file) => displayName(dir, file))
}

/**
 * The package's own catalogs (imported as data and validated once per process, see
 * `defaultCatalogs`); a promise for callers that also load folders.
 */
export function loadDefaultCatalogs(): Promise<Catalogs> {
  return (defaultCatalogsPromise ??= Promise.resolve().then(defaultCatalogs))
}

let defaultCatalogsPromise: Promise<Catalogs> | undefined
