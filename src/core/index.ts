/**
 * The web-standard core: the robomatch app with its memory store and the package's catalogs,
 * for any runtime with `fetch` types and WebCrypto (browsers, workers, Node, Deno, Bun).
 *
 * @example
 * import { createCoreApp, defaultCatalogs, openMemoryStorage } from 'robomatch/core'
 * const app = await createCoreApp({ storage: openMemoryStorage(), catalogs: defaultCatalogs(), mock: true })
 */
export { createCoreApp, type CoreAppOptions, type RobomatchApp } from './app.js'
export { defaultCatalogs } from './default-catalogs.js'
export { buildOpenApiDocument } from './openapi.js'
export { ROUTES } from './routes/index.js'
export type { RouteDeclaration } from './pipeline.js'
export type { KeyAuthenticator, Principal } from './auth.js'
export { openMemoryStorage } from '../storage/memory-storage.js'
export { parseCatalogs, CatalogError } from '../catalogs/parse.js'
