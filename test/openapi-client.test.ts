/**
 * A client generated from the served document, as an integrator would make one: types from
 * openapi-typescript, calls through openapi-fetch, compiled under `tsc --strict`. The consumer
 * file pins what a generated client must allow (`POST /home/match` with `{}`, reading
 * `bestRobotMatch.robotType`, narrowing on `tier`) and refuse (`category: 'kitchen'`, through
 * `@ts-expect-error`, which fails the compile if the line type-checks).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCoreApp, defaultCatalogs, openMemoryStorage } from '../src/core/index.js'

const CONSUMER = `
import createClient from 'openapi-fetch'
import type { paths, components } from './api.js'

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:8787/api/v1', headers: { 'X-API-Key': 'rm_test_starter_demo' } })

export async function consume(): Promise<string[]> {
  const home = await client.POST('/home/match', { body: {} })
  const seen: string[] = []
  if (home.data) {
    seen.push(home.data.bestMatch.productId)
    if (home.data.tier === 'pro') seen.push(String(home.data.bestMatch.scoreDetail.budget))
  }
  const match = await client.POST('/match', { body: { category: 'cleaning', floorAreaSqM: 800 } })
  if (match.data) {
    const robotType: components['schemas']['RobotType'] = match.data.bestRobotMatch.robotType
    seen.push(robotType)
    if (match.data.tier === 'pro') seen.push(...match.data.bestRobotMatch.runnerUps.map((r) => r.robotType))
  }
  if (match.error) seen.push(match.error.error)
  // @ts-expect-error kitchen is not a category
  await client.POST('/match', { body: { category: 'kitchen' } })
  const vendors = await client.GET('/vendors', { params: { query: { category: 'warehouse' } } })
  if (vendors.data) seen.push(String(vendors.data.count))
  return seen
}
`

let dir: string
let document: string

beforeAll(async () => {
  // Inside the project, so the consumer resolves openapi-fetch from its node_modules (no network).
  dir = await mkdtemp(join(process.cwd(), 'node_modules', '.robomatch-client-'))
  const app = await createCoreApp({ storage: openMemoryStorage(), catalogs: defaultCatalogs() })
  try {
    document = await (await app.fetch(new Request('http://127.0.0.1:8787/api/v1/openapi.json'))).text()
  } finally {
    await app.close()
  }
})
afterAll(() => rm(dir, { recursive: true, force: true }))

it('generates an openapi-typescript + openapi-fetch client that compiles under tsc --strict', async () => {
  const ast = await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0])
  await writeFile(join(dir, 'api.ts'), astToString(ast))
  await writeFile(join(dir, 'consumer.ts'), CONSUMER)
  const program = ts.createProgram([join(dir, 'consumer.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
  })
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  expect(diagnostics).toEqual([])
}, 120_000)
