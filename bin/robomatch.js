#!/usr/bin/env node
// Thin launcher for the built CLI (dist/ is produced by `npm run build`, run by `npm install`).
import { existsSync } from 'node:fs'

const entry = new URL('../dist/cli/index.js', import.meta.url)
if (!existsSync(entry)) {
  process.stderr.write('robomatch is not built: run npm install (or npm run build)\n')
  process.exit(1)
}
// `robomatch … | head` closes the pipe early: stop quietly instead of an unhandled EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    throw error
  })
}
const { main } = await import(entry.href)
// No process.exit(): `serve` keeps listening after main() resolves, and every other command
// releases what it opened, so the process ends by itself once output is flushed.
process.exitCode = await main(process.argv)
