/**
 * The robomatch engine: pure, deterministic scoring over the catalogs. The server, the CLI's
 * `--local` mode and the MSW handlers all call these functions, so one request and one tier
 * get the same answer everywhere. No I/O, no clock, no randomness: ids come in via the context.
 */
export { matchBusiness } from './business.js'
export { matchHome } from './home.js'
export { listHomeProducts, listVendors } from './listing.js'
export { QUALIFYING_SCORE, SPONSORED_BOOST } from './vendors.js'
export { ATTRIBUTION_TEXT } from './attribution.js'
export { DEFAULT_TIERS, type TierLimits, type TierTable } from './tiers.js'
export { EngineError, type Catalogs, type HomeContext, type MatchContext } from './types.js'
