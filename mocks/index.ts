/**
 * The MSW handlers as the example integrator (`mocks/example/`) imports them. In this
 * repository it re-exports the source; in your own project import from `robomatch/msw`
 * (the package test writes exactly that re-export next to a copy of the example).
 *
 * @example
 * import { createHandlers } from 'robomatch/msw'
 * const server = setupServer(...createHandlers({ keys: ['my-key'], tier: 'starter' }))
 */
export * from '../src/msw/index.js'
