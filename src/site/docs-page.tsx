/**
 * `/docs`: the API reference rendered on the server from the served openapi.json (the same
 * document `GET /api/v1/openapi.json` answers): operations with parameters, bodies,
 * responses and a curl example, then every schema. No renderer bundle, nothing from a CDN.
 */
import { Layout } from './layout.js'

/** The parts of an OpenAPI 3.1 document this page reads (JSON Schema kept loose on purpose). */
interface JsonSchema {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  additionalProperties?: JsonSchema | boolean
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  default?: unknown
}
interface Parameter {
  name: string
  in: string
  required?: boolean
  description?: string
  schema?: JsonSchema
}
interface MediaContent {
  schema?: JsonSchema
  examples?: Record<string, { value?: unknown; summary?: string }>
  example?: unknown
}
interface ResponseObject {
  description?: string
  headers?: Record<string, { $ref?: string; description?: string }>
  content?: Record<string, MediaContent>
}
interface Operation {
  operationId?: string
  summary?: string
  description?: string
  tags?: string[]
  security?: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: Record<string, MediaContent> }
  responses?: Record<string, ResponseObject>
}
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string }
  servers?: { url: string }[]
  security?: Record<string, string[]>[]
  paths: Record<string, Record<string, Operation | { url: string }[]>>
  components?: {
    schemas?: Record<string, JsonSchema>
    headers?: Record<string, { description?: string; schema?: JsonSchema }>
    securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string; description?: string }>
  }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** Descriptions mark code with backticks (CommonMark); shown as `<code>`, everything else as text. */
function Prose({ text }: { text: string | undefined }) {
  if (!text) return null
  return <>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>
}

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1)
}

/** A schema's type in a few words, with a link where it names a component. */
function TypeOf({ schema }: { schema: JsonSchema | undefined }) {
  if (!schema) return <span>any</span>
  if (schema.$ref) {
    const name = refName(schema.$ref)
    return <a href={`#schema-${name}`}>{name}</a>
  }
  if (schema.anyOf || schema.oneOf) {
    const options = (schema.anyOf ?? schema.oneOf)!
    return (
      <span>
        {options.map((option, i) => (
          <span key={i}>
            {i > 0 ? ' or ' : ''}
            <TypeOf schema={option} />
          </span>
        ))}
      </span>
    )
  }
  if (schema.const !== undefined) return <code>{JSON.stringify(schema.const)}</code>
  if (schema.type === 'array') {
    return (
      <span>
        array of <TypeOf schema={schema.items} />
      </span>
    )
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any')
  return <span>{schema.format ? `${type} (${schema.format})` : type}</span>
}

/** Constraints in words: enum values, bounds, pattern, default. */
function constraints(schema: JsonSchema | undefined): string[] {
  if (!schema) return []
  const out: string[] = []
  if (schema.enum) out.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`)
  if (schema.minimum !== undefined) out.push(`≥ ${schema.minimum}`)
  if (schema.exclusiveMinimum !== undefined) out.push(`> ${schema.exclusiveMinimum}`)
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`)
  if (schema.exclusiveMaximum !== undefined) out.push(`< ${schema.exclusiveMaximum}`)
  if (schema.minLength !== undefined) out.push(`at least ${schema.minLength} characters`)
  if (schema.pattern) out.push(`pattern ${schema.pattern}`)
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`)
  return out
}

/** The properties of an object schema as a table; inline objects nest (a few levels deep). */
function PropertiesTable({ schema, depth }: { schema: JsonSchema; depth: number }) {
  const properties = Object.entries(schema.properties ?? {})
  if (properties.length === 0) return null
  const required = new Set(schema.required ?? [])
  return (
    <div class="table-wrap">
      <table class="stack">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {properties.map(([name, property]) => {
            const notes = [required.has(name) ? 'required' : 'optional', ...constraints(property)]
            const nested = depth < 3 && property.properties ? property : property.items?.properties && depth < 3 ? property.items : undefined
            return (
              <tr key={name}>
                <td>
                  <code>{name}</code>
                </td>
                <td>
                  <TypeOf schema={property} />
                </td>
                <td>
                  {property.description ? (
                    <p>
                      <Prose text={property.description} />
                    </p>
                  ) : null}
                  <span class="muted">{notes.join('; ')}</span>
                  {nested ? <PropertiesTable schema={nested} depth={depth + 1} /> : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** A minimal valid example of a schema: required fields with their first allowed value. */
function exampleOf(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): unknown {
  if (!schema || depth > 4) return null
  if (schema.$ref) return exampleOf(doc.components?.schemas?.[refName(schema.$ref)], doc, depth + 1)
  if (schema.default !== undefined) return schema.default
  if (schema.enum) return schema.enum[0]
  if (schema.const !== undefined) return schema.const
  if (schema.type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {}
    for (const name of schema.required ?? []) out[name] = exampleOf(schema.properties?.[name], doc, depth + 1)
    return out
  }
  if (schema.type === 'number' || schema.type === 'integer') return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
  if (schema.type === 'boolean') return true
  if (schema.type === 'array') return []
  return 'string'
}

/**
 * A server URL as a path on this origin: the document lists absolute servers (this one first),
 * the page joins them to paths once, so an example never names the origin twice.
 */
function serverPath(url: string | undefined, origin: string): string {
  if (!url || url === '/') return ''
  if (url.startsWith(origin)) return url.slice(origin.length).replace(/\/$/, '')
  try {
    const parsed = new URL(url)
    return parsed.pathname.replace(/\/$/, '')
  } catch {
    return url.replace(/\/$/, '')
  }
}

/** The request body shown in an example: the operation's own first example, else a minimal valid one. */
function bodyExample(doc: OpenApiDocument, media: MediaContent): unknown {
  const first = media.examples ? Object.values(media.examples)[0]?.value : undefined
  return first ?? media.example ?? exampleOf(media.schema, doc)
}

function curlExample(doc: OpenApiDocument, origin: string, base: string, path: string, method: string, op: Operation): string {
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(exampleOf(p.schema, doc)))}`)
  const url = `${origin}${base}${path}${query.length ? `?${query.join('&')}` : ''}`
  const lines = [`curl -s${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} '${url}'`]
  const secured = (op.security ?? doc.security ?? []).length > 0
  if (secured) lines.push(`  -H "X-API-Key: $ROBOMATCH_API_KEY"`)
  const media = op.requestBody?.content?.['application/json']
  if (media?.schema) {
    lines.push(`  -H 'Content-Type: application/json'`)
    // Single quotes in a JSON string would end the shell's quoting: written as \u0027.
    lines.push(`  -d '${JSON.stringify(bodyExample(doc, media)).replace(/'/g, '\\u0027')}'`)
  }
  return lines.join(' \\\n')
}

function OperationSection({
  doc,
  origin,
  base,
  path,
  method,
  op,
}: {
  doc: OpenApiDocument
  origin: string
  base: string
  path: string
  method: string
  op: Operation
}) {
  const id = `op-${op.operationId ?? `${method}-${path}`}`
  const secured = (op.security ?? doc.security ?? []).length > 0
  const body = op.requestBody?.content?.['application/json']?.schema
  return (
    <section class="card op" id={id} aria-labelledby={`${id}-title`} data-operation={op.operationId}>
      <h3 id={`${id}-title`}>
        <span class="method">{method}</span>
        <code>
          {base}
          {path}
        </code>
      </h3>
      {op.summary ? (
        <p>
          <Prose text={op.summary} />
        </p>
      ) : null}
      {op.description ? (
        <p>
          <Prose text={op.description} />
        </p>
      ) : null}
      <p class="muted">{secured ? 'Needs an API key (X-API-Key header or Authorization: Bearer).' : 'No API key needed.'}</p>
      {op.parameters && op.parameters.length > 0 ? (
        <>
          <h4>Parameters</h4>
          <div class="table-wrap">
            <table class="stack">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">In</th>
                  <th scope="col">Type</th>
                  <th scope="col">Notes</th>
                </tr>
              </thead>
              <tbody>
                {op.parameters.map((p) => (
                  <tr key={`${p.in}-${p.name}`}>
                    <td>
                      <code>{p.name}</code>
                    </td>
                    <td>{p.in}</td>
                    <td>
                      <TypeOf schema={p.schema} />
                    </td>
                    <td>
                      {p.description ? (
                        <>
                          <Prose text={p.description} />{' '}
                        </>
                      ) : null}
                      <span class="muted">{[p.required ? 'required' : 'optional', ...constraints(p.schema)].join('; ')}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {body ? (
        <p>
          <strong>Body</strong> (JSON): <TypeOf schema={body} />
        </p>
      ) : null}
      <h4>Responses</h4>
      <div class="table-wrap">
        <table class="stack">
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Meaning</th>
              <th scope="col">Body</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(op.responses ?? {}).map(([status, response]) => (
              <tr key={status}>
                <td>
                  <code>{status}</code>
                </td>
                <td>
                  <Prose text={response.description} />
                  {response.headers ? <span class="muted"> Headers: {Object.keys(response.headers).join(', ')}.</span> : null}
                </td>
                <td>{response.content?.['application/json'] ? <TypeOf schema={response.content['application/json'].schema} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>Example</h4>
      <pre>
        <code>{curlExample(doc, origin, base, path, method, op)}</code>
      </pre>
    </section>
  )
}

export function DocsPage({ doc, origin }: { doc: OpenApiDocument; origin: string }) {
  const base = serverPath(doc.servers?.[0]?.url, origin)
  const operations: { path: string; method: string; op: Operation; base: string }[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    // A path-level `servers` entry (e.g. `/out`, outside /api/v1) overrides the document's.
    const servers = (item as { servers?: { url: string }[] }).servers
    const pathBase = servers ? serverPath(servers[0]?.url, origin) : base
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined
      if (op) operations.push({ path, method, op, base: pathBase })
    }
  }
  const schemas = Object.entries(doc.components?.schemas ?? {})
  const headers = Object.entries(doc.components?.headers ?? {})
  return (
    <Layout title="API reference" path="/docs" description={doc.info.description}>
      <h1>
        {doc.info.title} <span class="muted">{doc.info.version}</span>
      </h1>
      {doc.info.description ? (
        <p class="lead">
          <Prose text={doc.info.description} />
        </p>
      ) : null}
      <p>
        Rendered from <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1), the document this server answers with. Send your key as{' '}
        <code>X-API-Key</code> or <code>Authorization: Bearer</code>; see <a href="/pricing">pricing</a> for the limits.
      </p>
      <div class="docs">
        <nav class="docs-nav" aria-label="API reference">
          <h2 id="endpoints">Endpoints</h2>
          <ul>
            {operations.map(({ path, method, op, base: opBase }) => (
              <li key={`${method} ${path}`}>
                <a href={`#op-${op.operationId ?? `${method}-${path}`}`}>
                  <span class="method">{method}</span>
                  {opBase}
                  {path}
                </a>
              </li>
            ))}
          </ul>
          <h2>Reference</h2>
          <ul>
            <li>
              <a href="#schemas">Schemas ({schemas.length})</a>
            </li>
            {headers.length > 0 ? (
              <li>
                <a href="#headers">Response headers</a>
              </li>
            ) : null}
          </ul>
        </nav>
        <div class="docs-body">
          <h2>Endpoints</h2>
          {operations.map(({ path, method, op, base: opBase }) => (
            <OperationSection key={`${method} ${path}`} doc={doc} origin={origin} base={opBase} path={path} method={method} op={op} />
          ))}
          <h2 id="schemas">Schemas</h2>
          {schemas.map(([name, schema]) => (
            <details key={name} class="card" id={`schema-${name}`}>
              <summary>
                <code>{name}</code>
              </summary>
              <div class="schema-body">
                {schema.description ? (
                  <p>
                    <Prose text={schema.description} />
                  </p>
                ) : null}
                {schema.properties ? (
                  <PropertiesTable schema={schema} depth={0} />
                ) : (
                  <p>
                    <TypeOf schema={schema} />
                    {constraints(schema).length ? <span class="muted"> ({constraints(schema).join('; ')})</span> : null}
                  </p>
                )}
              </div>
            </details>
          ))}
          {headers.length > 0 ? (
            <>
              <h2 id="headers">Response headers</h2>
              <div class="table-wrap">
                <table>
                  <tbody>
                    {headers.map(([name, header]) => (
                      <tr key={name}>
                        <th scope="row">
                          <code>{name}</code>
                        </th>
                        <td>
                          <Prose text={header.description} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </div>
      </div>
    </Layout>
  )
}
