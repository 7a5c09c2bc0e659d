import { writeFileSync } from 'node:fs'
import { createCoreApp, defaultCatalogs, openMemoryStorage } from '../src/core/index.ts'
const app = await createCoreApp({ storage: openMemoryStorage(), catalogs: defaultCatalogs(), mock: true })
const res = await app.fetch(new Request('http://localhost:8787/api/v1/openapi.json'))
console.log(res.status)
const text = await res.text()
writeFileSync('/tmp/oa/doc.json', JSON.stringify(JSON.parse(text), null, 2))
console.log(text.length)
