import type { RouteDeclaration } from '../pipeline.js'
import { apiIndexRoute } from './api-index.js'
import { homeMatchRoute, homeProductsRoute } from './home.js'
import { matchRoute } from './match.js'
import { openApiRoute } from './openapi.js'
import { clickRoute } from './out.js'
import { vendorsRoute } from './vendors.js'

/**
 * Every route of the API, in the document's order. This list registers the h3 routes,
 * generates the OpenAPI document and is what `robomatch/msw` answers through: adding a
 * route means adding its declaration here, nothing else.
 */
export const ROUTES: readonly RouteDeclaration[] = [
  apiIndexRoute(() => ROUTES),
  matchRoute,
  vendorsRoute,
  homeMatchRoute,
  homeProductsRoute,
  openApiRoute,
  clickRoute,
] as RouteDeclaration[]
