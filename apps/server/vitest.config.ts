import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/per-file-setup.ts'],
    // Builds run for real (engine, bundler, PGlite); a busy two-core machine
    // can take several times longer than a quiet one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Test files share workers so PGlite's WebAssembly is compiled once each.
    pool: 'threads',
    isolate: false,
  },
})
