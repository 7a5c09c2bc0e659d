import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that take longest (Chromium walks, installing the packed package, CLI processes),
 * started first. Vitest orders by the last run's durations when it has them, but a clean clone
 * (CI) has none and falls back to file size, which had left the one-minute browser walk to run
 * last on one worker while the other sat idle. The two Chromium files do not start together: the
 * pack test (npm installs, mostly I/O) runs beside the first of them.
 */
const SLOWEST_FIRST = [
  'site.browser.test.ts',
  'pack.test.ts',
  'billing-browser.test.ts',
  'cli.test.ts',
  'billing-hardening.test.ts',
  'cli-newcomer.test.ts',
  'parity.test.ts',
]

/** Test files that replace a global while they run: they keep a module cache of their own. */
const OWN_GLOBALS = [
  'test/cli-newcomer.test.ts',
  'test/conformance.test.ts',
  'test/hardening-fs.test.ts',
  'test/hardening-http.test.ts',
  'test/hardening-redis.test.ts',
  'test/mocks-export.test.ts',
  'test/parity.test.ts',
  'test/security.test.ts',
  'test/storage-fs.test.ts',
  'test/storage-redis.test.ts',
]

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const at = SLOWEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`))
      return at === -1 ? SLOWEST_FIRST.length : at
    }
    // Array.prototype.sort is stable: the rest keep vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  test: {
    // Many tests start real processes (serve, the CLI, redis-server, npm, Chromium). Sized for a
    // 2-core machine running two suites at once and something else beside them, where the pack
    // test's type check or the browser's axe walk (25–40 s on a quiet machine) took over 60 s:
    // only a hang reaches these, never a slow start. Tests do not set their own.
    testTimeout: 150_000,
    hookTimeout: 180_000,
    // Vitest's default (cores − 1) runs one file at a time on a 2-core machine, though most
    // files wait on child processes (CLI, serve, redis-server, Chromium): two at once keep both
    // cores busy and halve the suite's wall time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SlowestFirst },
    // Most files share their worker's module cache (`isolate: false`): each re-imported the sources
    // and dependencies, about a minute of a three-minute suite. Files that replace globals (module
    // mocks, spies on console or process streams, fake timers, process listeners) keep their own.
    projects: [
      { extends: true, test: { name: 'shared', exclude: [...configDefaults.exclude, ...OWN_GLOBALS], isolate: false } },
      { extends: true, test: { name: 'isolated', include: OWN_GLOBALS } },
    ],
  },
})
