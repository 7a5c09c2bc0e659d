import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Many tests start real processes (serve, the CLI, redis-server); on a loaded 2-core
    // machine one start can take several seconds, so a hang still fails, just not a slow start.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
