import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Test files share workers so PGlite's WebAssembly is compiled once each.
    pool: 'threads',
    isolate: false,
  },
})
