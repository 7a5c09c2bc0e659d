/**
 * robomatch: rules-based robot matching. The package's main entry gathers the server,
 * the engine, storage, configuration and the schemas; `robomatch/msw` has the MSW handlers.
 *
 * @example
 * import { startServer } from 'robomatch'
 * const server = await startServer({ port: 8787, storage: 'fs:./.robomatch' })
 */
export { createApp } from './server/app.js'
export { startServer, type RunningServer, type ServerOptions } from './server/listen.js'
export type { AppOptions, RobomatchApp } from './server/types.js'
export * from './engine/index.js'
export { loadCatalogs, loadDefaultCatalogs, CatalogError, DEFAULT_CATALOGS_DIR } from './catalogs/load.js'
export { openStorage, type OpenStorageOptions } from './storage/index.js'
export type { Counters, KeyRecord, KeyStore, RobomatchStorage, Reservation } from './storage/types.js'
export { StorageUnavailableError } from './storage/types.js'
export { resolveConfig, ConfigError, type ResolvedConfig } from './config.js'
export * from './schemas/api.js'
export * from './schemas/catalog.js'
export { FixtureSchema, type Fixture } from './schemas/fixture.js'
export { validateObject, type FieldErrors, type ValidationResult } from './schemas/validate.js'
