import { catalogData } from '../../catalogs/index.js'
import { parseCatalogs } from '../catalogs/parse.js'
import type { Catalogs } from '../engine/types.js'

let parsed: Catalogs | undefined

/**
 * The package's own catalogs, imported as data (bundled with the app in a browser) and
 * validated once per process.
 *
 * @example
 * const app = await createCoreApp({ storage: openMemoryStorage(), catalogs: defaultCatalogs() })
 */
export function defaultCatalogs(): Catalogs {
  return (parsed ??= parseCatalogs(catalogData))
}
