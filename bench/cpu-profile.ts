/**
 * Summarises V8 `.cpuprofile` files (from `node --cpu-prof`): where the server's CPU time
 * went, by function and by package. `npm run bench -- --profile` writes the profiles of
 * the server children to `.tmp/bench-profiles/` and prints these summaries.
 *
 * Alone: `npx tsx bench/cpu-profile.ts .tmp/bench-profiles/<name>.cpuprofile [--top N]`
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}

interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples?: number[]
}

/** One line of a summary: self time in ms and its share of all samples. */
export interface HotSpot {
  name: string
  selfMs: number
  percent: number
}

/** Self time by function and by package (or `robomatch`, `node:` internals, `(program)`, …). */
export interface ProfileSummary {
  totalMs: number
  functions: HotSpot[]
  packages: HotSpot[]
  /** Time in a function and everything it called (recursion counted once). */
  inclusive: HotSpot[]
}

/**
 * Reads a `.cpuprofile` and sums self time per function and per package.
 *
 * @example
 * const { functions } = summarizeCpuProfile('bench/profiles/CPU.….cpuprofile', 15)
 */
export function summarizeCpuProfile(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const totalHits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1
  const totalMs = (profile.endTime - profile.startTime) / 1000
  const byFunction = new Map<string, number>()
  const byPackage = new Map<string, number>()
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0
    if (hits === 0) continue
    const { functionName, url, lineNumber } = node.callFrame
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : ''
    const fn = `${functionName || '(anonymous)'}${where ? ` ${where}` : ''}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + hits)
    const pkg = packageOf(url, functionName)
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits)
  }
  const inclusive = inclusiveHits(profile, (node) => {
    const { functionName, url, lineNumber } = node.callFrame
    return `${functionName || '(anonymous)'}${url ? ` ${shortUrl(url)}:${lineNumber + 1}` : ''}`
  })
  const rank = (map: Map<string, number>): HotSpot[] =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => ({ name, selfMs: (hits / totalHits) * totalMs, percent: (hits / totalHits) * 100 }))
  return { totalMs, functions: rank(byFunction), packages: rank(byPackage), inclusive: rank(inclusive) }
}

/** Hits of each function including its callees; a function already on the stack is not counted again. */
function inclusiveHits(profile: CpuProfile, keyOf: (node: ProfileNode) => string): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const childIds = new Set(profile.nodes.flatMap((node) => node.children ?? []))
  const totals = new Map<string, number>()
  const subtree = new Map<number, number>()
  const hitsOf = (node: ProfileNode): number => {
    let cached = subtree.get(node.id)
    if (cached === undefined) {
      cached = (node.hitCount ?? 0) + (node.children ?? []).reduce((sum, id) => sum + hitsOf(byId.get(id)!), 0)
      subtree.set(node.id, cached)
    }
    return cached
  }
  const walk = (node: ProfileNode, onStack: Set<string>): void => {
    const key = keyOf(node)
    const fresh = !onStack.has(key)
    if (fresh) {
      totals.set(key, (totals.get(key) ?? 0) + hitsOf(node))
      onStack.add(key)
    }
    for (const id of node.children ?? []) walk(byId.get(id)!, onStack)
    if (fresh) onStack.delete(key)
  }
  for (const node of profile.nodes) if (!childIds.has(node.id)) walk(node, new Set())
  return totals
}

function shortUrl(url: string): string {
  const path = url.replace(/^file:\/\//, '')
  const modules = path.lastIndexOf('node_modules/')
  if (modules !== -1) return path.slice(modules + 'node_modules/'.length)
  const dist = path.indexOf('/dist/')
  if (dist !== -1) return path.slice(dist + 1)
  return path
}

function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)'
  if (url.startsWith('node:')) return 'node: internals'
  const path = url.replace(/^file:\/\//, '')
  const modules = path.lastIndexOf('node_modules/')
  if (modules !== -1) {
    const rest = path.slice(modules + 'node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  const dist = /\/dist\/([^/]+)\//.exec(path)
  if (dist) return `robomatch ${dist[1]}`
  return 'robomatch'
}

/** Prints a summary as two small lists. */
export function formatProfileSummary(title: string, summary: ProfileSummary): string {
  const line = (spot: HotSpot) => `  ${spot.percent.toFixed(1).padStart(5)}%  ${spot.selfMs.toFixed(0).padStart(6)} ms  ${spot.name}`
  return [
    `${title} (${(summary.totalMs / 1000).toFixed(1)} s profiled)`,
    ' by package (self time):',
    ...summary.packages.map(line),
    ' by function (self time):',
    ...summary.functions.map(line),
    ' by function, including what it calls:',
    ...summary.inclusive.map(line),
  ].join('\n')
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2]
  if (!file) {
    process.stderr.write('usage: tsx bench/cpu-profile.ts FILE.cpuprofile [--top N]\n')
    process.exit(2)
  }
  const topFlag = process.argv.indexOf('--top')
  const top = topFlag === -1 ? 20 : Number(process.argv[topFlag + 1])
  process.stdout.write(`${formatProfileSummary(file, summarizeCpuProfile(file, top))}\n`)
}
