import { CORS_HEADERS, respond } from '../http.js'
import { defineApiRoute } from '../pipeline.js'

/** GET /api/v1/openapi.json: the document generated from the route table. */
export const openApiRoute = defineApiRoute({
  method: 'GET',
  path: '/api/v1/openapi.json',
  operationId: 'getOpenApi',
  summary: 'This document. No API key required.',
  tag: 'meta',
  auth: 'none',
  counting: 'none',
  ok: { status: 200, description: 'The OpenAPI 3.1 document.' },
  produce: (_input, { ctx }) => respond(200, ctx.openApiJson(), { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS }),
})
