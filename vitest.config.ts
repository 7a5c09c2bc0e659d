import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Many tests start real processes (serve, the CLI, redis-server). Sized for a 2-core machine
    // running two suites at once, where one CLI start can take several seconds and a test starts
    // a few: only a hang reaches these, never a slow start. Tests do not set their own.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Vitest's default (cores − 1) runs one file at a time on a 2-core machine, though most
    // files wait on child processes (CLI, serve, redis-server, Chromium): two at once keep both
    // cores busy and halve the suite's wall time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
