import { startServer } from './src/server/listen.js'
import { runConformance, formatReport } from './src/cli/conformance.js'
const s = await startServer({ port: 0, storage: 'memory' })
const { key } = await s.app.storage.keys.create('starter')
const { key: pro } = await s.app.storage.keys.create('pro')
const t = Date.now()
const r = await runConformance({ api: s.url, key, proKey: pro, exhaustRateLimit: true })
console.log(formatReport(r).join('\n'), Date.now() - t, 'ms')
await s.close()
