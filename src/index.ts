/**
 * robomatch: rules-based robot matching. The main entry is the small API integrators call:
 * the server (`createApp`, `startServer`), the engine entry points, catalogs and storage, the
 * request/response schemas and types, and the errors they throw. Everything else is internal
 * and may change in any release. `robomatch/msw` has the MSW handlers; `robomatch/core` the
 * web-standard app for browsers and workers.
 *
 * @example
 * import { startServer } from 'robomatch'
 * const server = await startServer({ port: 8787, storage: 'fs:./.robomatch' })
 */

// Server
export { createApp } from './server/app.js'
export { startServer, type RunningServer, type ServerOptions } from './server/listen.js'
export type { AppOptions, RobomatchApp } from './server/types.js'
export { resolveConfig, ConfigError, type ResolvedConfig } from './config.js'

// Engine: pure matching over loaded catalogs
export { matchBusiness, matchHome, listVendors, listHomeProducts } from './engine/index.js'
export { DEFAULT_TIERS, EngineError, type Catalogs, type HomeContext, type MatchContext, type TierLimits, type TierTable } from './engine/index.js'

// Catalogs and storage
export { loadCatalogs, loadDefaultCatalogs, CatalogError, DEFAULT_CATALOGS_DIR } from './catalogs/load.js'
export { openStorage, type OpenStorageOptions } from './storage/index.js'
export type { RobomatchStorage } from './storage/types.js'
export { StorageUnavailableError } from './storage/unavailable.js'
export { MissingPeerDependencyError } from './optional-peer.js'

// Schemas (valibot) and the types inferred from them: what requests and answers look like.
export {
  MatchRequestSchema,
  HomeMatchRequestSchema,
  MatchResponseSchema,
  HomeMatchResponseSchema,
  PublicMatchResponseSchema,
  PublicVendorsResponseSchema,
  HomeProductsResponseSchema,
  ApiErrorSchema,
  type MatchRequest,
  type MatchRequestInput,
  type HomeMatchRequest,
  type HomeMatchRequestInput,
  type PublicMatchResponse,
  type PublicVendorsResponse,
  type HomeMatchResponse,
  type HomeProductsResponse,
  type VendorMatch,
  type HomeProductMatch,
  type CleaningRoi,
  type ApiError,
  type ErrorCode,
  type Tier,
} from './schemas/api.js'
export { ROBOT_CATEGORIES, type RobotCategory, type RobotType, type Vendor, type HomeProduct } from './schemas/catalog.js'
export { FixtureSchema, type Fixture } from './schemas/fixture.js'
