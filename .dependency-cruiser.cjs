/**
 * The import rules of robomatch (issue 27), checked by `npm run lint:deps` in CI. Type-only
 * imports count (`tsPreCompilationDeps`): a cycle through `import type` is still a cycle.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, type imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-no-storage-code',
      severity: 'error',
      comment:
        'src/core uses storage through its contracts (src/storage/types.ts, type-only). The entry src/core/index.ts alone re-exports the web-standard memory store for `robomatch/core` users.',
      from: { path: '^src/core/', pathNot: '^src/core/index\\.ts$' },
      to: { path: '^src/storage/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-stays-web-standard',
      severity: 'error',
      comment: 'src/core, src/engine and src/schemas run in browsers: no Node built-ins and nothing from the Node-side folders.',
      from: { path: '^src/(core|engine|schemas)/' },
      to: { path: ['^src/(server|cli|site|billing|msw)/', '^src/config\\.ts$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-no-node-builtins',
      severity: 'error',
      from: { path: '^src/(core|engine|schemas)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'engine-is-pure',
      severity: 'error',
      comment: 'Scoring has no I/O: the engine imports schemas and itself only.',
      from: { path: '^src/engine/' },
      to: { path: '^src/(?!engine/|schemas/)' },
    },
    {
      name: 'storage-below-the-app',
      severity: 'error',
      comment: 'Storage backends know nothing of routes, the server, the CLI, the site or billing.',
      from: { path: '^src/storage/' },
      to: { path: '^src/(server|cli|site|billing|msw)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'node', 'default'] },
  },
}
