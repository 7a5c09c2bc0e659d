import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Many tests start real processes (serve, the CLI, redis-server); on a loaded 2-core
    // machine one start can take several seconds, so a hang still fails, just not a slow start.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default (cores − 1) runs one file at a time on a 2-core machine, though most
    // files wait on child processes (CLI, serve, redis-server, Chromium): two at once keep both
    // cores busy and halve the suite's wall time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
