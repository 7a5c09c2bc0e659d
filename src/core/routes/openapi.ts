import { CORS_HEADERS, malformedUrlError, respond } from '../http.js'
import { defineApiRoute } from '../pipeline.js'

/** GET /api/v1/openapi.json: the document generated from the route table. */
export const openApiRoute = defineApiRoute({
  method: 'GET',
  path: '/api/v1/openapi.json',
  operationId: 'getOpenApi',
  summary: 'Get this OpenAPI document.',
  description:
    'The OpenAPI 3.1 document of this API, generated from the route table and the validation schemas; its first server is the server that answered. No API key required.',
  tag: 'meta',
  auth: 'none',
  counting: 'none',
  ok: { status: 200, description: 'The OpenAPI 3.1 document.' },
  errors: { 400: 'The request URL is malformed, e.g. a bad percent-encoding in the path (`validation_error`).' },
  errorExamples: { 400: malformedUrlError },
  produce: async (_input, { ctx, origin }) =>
    respond(200, await ctx.openApiJson(origin), { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS }),
})
