/**
 * The core app is web-standard: bundled by esbuild for the browser (`platform: 'browser'`,
 * no Node built-ins, no stubs) and none of its own sources uses `node:` modules, `Buffer` or
 * `process`. Also reports the bundle's size (docs/internals.md, "Architecture").
 */
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

async function bundle(entry: string, external: string[] = []): Promise<{ code: string; metafile: Metafile }> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external,
    metafile: true,
    logLevel: 'silent',
  })
  return { code: result.outputFiles[0].text, metafile: result.metafile }
}

/** The catalogs' data minified and gzipped on their own: what the bundle carries as data, not code. */
async function catalogsGzip(): Promise<number> {
  const names = ['warehouse', 'cleaning', 'restaurant', 'home', 'cleaning-rates', 'warehouse-rates', 'restaurant-rates', 'money']
  const texts = await Promise.all(names.map(async (name) => JSON.stringify(JSON.parse(await readFile(`${ROOT}/catalogs/${name}.json`, 'utf8')))))
  return gzipSync(texts.join(''), { level: 9 }).length
}

/** The project's own source files in a bundle (not its dependencies). */
function ownSources(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).filter((path) => !path.includes('node_modules') && /\.(ts|js)$/.test(path))
}

describe('web-standard core', () => {
  for (const [name, entry, external] of [
    ['core app, memory store and catalogs', 'src/core/index.ts', []],
    ['robomatch/msw browser entry', 'src/msw/browser.ts', ['msw']],
  ] as const) {
    it(`${name} bundles for the browser without Node built-ins`, async () => {
      const { code, metafile } = await bundle(entry, [...external])
      const sources = ownSources(metafile)
      expect(sources).toContain('src/core/app.ts')
      for (const path of sources) {
        // Code only: comments may name what the code avoids.
        const text = (await readFile(`${ROOT}/${path}`, 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
        expect(text, path).not.toMatch(/from\s+'node:|import\('node:|\bBuffer\b|\bprocess\./)
      }
      const gzip = gzipSync(code, { level: 9 }).length
      const data = await catalogsGzip()
      console.info(
        `[core-bundle] ${name}: ${(code.length / 1024).toFixed(1)} KiB min, ${(gzip / 1024).toFixed(1)} KiB min+gzip, of which the catalogs' data ${(data / 1024).toFixed(1)} KiB`,
      )
      // The sourced catalogs (every entry with its sources and notes) are most of this and grow
      // with each catalog pass (the whole bundle was 201 KiB gzipped early on 2026-11-26 and
      // 286 KiB at its end, 206 KiB of it the catalogs' data): the budget is for the rest, the code
      // (about 80 KiB then), and catches a dependency pulled in by mistake, a jump beyond it.
      expect(gzip - data).toBeLessThan(110 * 1024)
    })
  }
})
