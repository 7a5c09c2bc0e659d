import * as v from 'valibot'
import { malformedUrlError } from '../http.js'
import { defineApiRoute, type RouteDeclaration } from '../pipeline.js'

const text = (description: string) => v.pipe(v.string(), v.description(description))

/** The answer of GET /api/v1: where a newcomer goes next. */
const ApiIndexSchema = v.pipe(
  v.object({
    name: text('Always `robomatch`.'),
    version: text('Version of the API description (`info.version` of the OpenAPI document).'),
    openapi: text('Absolute URL of the OpenAPI 3.1 document.'),
    docs: text(
      'Absolute URL of the human-readable API reference (the website’s `/docs` page; absent when the server runs with `--no-site`, then it answers 404).',
    ),
    endpoints: v.pipe(
      v.array(
        v.pipe(
          v.object({
            method: text('HTTP method.'),
            path: text('Path, relative to the server origin.'),
            summary: text('What the endpoint does.'),
          }),
          v.description('One endpoint of the API.'),
        ),
      ),
      v.description('Every endpoint, from the same route table that serves them.'),
    ),
  }),
  v.description('A small index of the API: the OpenAPI document, the reference page and the endpoints.'),
)

/**
 * GET /api/v1: a small JSON index, so a newcomer who opens the base URL finds the document
 * and the reference instead of a bare 404. Built from the route table itself.
 */
export function apiIndexRoute(routes: () => readonly RouteDeclaration[]) {
  return defineApiRoute({
    method: 'GET',
    path: '/api/v1',
    operationId: 'getApiIndex',
    summary: 'Where to start: links to the OpenAPI document, the reference page and every endpoint.',
    description: 'A small JSON index of the API built from the same route table that serves it. No API key required.',
    tag: 'meta',
    auth: 'none',
    counting: 'none',
    ok: { status: 200, description: 'The index.', schema: { name: 'ApiIndex', schema: ApiIndexSchema } },
    errors: { 400: 'The request URL is malformed, e.g. a bad percent-encoding in the path (`validation_error`).' },
    errorExamples: { 400: malformedUrlError },
    examples: [{ name: 'index', summary: 'The index of this server', tier: 'starter' }],
    produce: (_input, { origin }) => ({
      name: 'robomatch',
      version: '1.0.0',
      openapi: `${origin}/api/v1/openapi.json`,
      docs: `${origin}/docs`,
      endpoints: routes().map((route) => ({ method: route.method, path: route.path, summary: route.summary })),
    }),
  })
}
