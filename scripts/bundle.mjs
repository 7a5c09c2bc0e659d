// Bundles the built browser entry of `robomatch/msw` (dist/msw/browser.js) into one ES module
// that imports only `msw`: what `robomatch mocks export` writes next to its handlers module.
// platform 'browser' makes any Node built-in reaching the core a build error, not a stub.
import { build } from 'esbuild'
import { writeStamp } from './build-stamp.mjs'

await build({
  entryPoints: ['dist/msw/browser.js'],
  outfile: 'dist/msw/robomatch-msw.js',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  external: ['msw'],
  minify: true,
  legalComments: 'eof',
  logLevel: 'warning',
})

// The build is complete: `npm test`'s pretest need not run it again for these inputs.
writeStamp()
