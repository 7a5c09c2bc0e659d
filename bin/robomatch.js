#!/usr/bin/env node
// Thin launcher for the built CLI (dist/ is produced by `npm run build`, run by `npm install`).
import { existsSync } from 'node:fs'

const entry = new URL('../dist/cli/index.js', import.meta.url)
if (!existsSync(entry)) {
  process.stderr.write('robomatch is not built: run npm install (or npm run build)\n')
  process.exit(1)
}
const { main } = await import(entry.href)
const code = await main(process.argv)
// Exit once stdout and stderr have flushed, so no lingering handle (a keep-alive socket,
// a storage timer) holds the process open after the command is done.
let pending = 2
const done = () => {
  if (--pending === 0) process.exit(code)
}
process.stdout.write('', done)
process.stderr.write('', done)
