import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { compression } from 'vite-plugin-compression2'
/* Typed through vitest/config: its Vite types match the plugins' (Vite 8),
 * while this app builds with Vite 7. */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      // Tests load every route at once: a split route chunk imported after a
      // test file's environment was torn down failed the run under load.
      autoCodeSplitting: !process.env.VITEST,
      // Loaders too (their API modules and query hooks stay off the first
      // page).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every asset, written once at build time: the
    // server sends the one the browser accepts (a user downloads ~100 kB of
    // JavaScript for the first page instead of ~360 kB).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Terser's output is ~3 % smaller than esbuild's: that counts on the
    // first page (the README's budget: landing and login ≤ 120 kB gzipped).
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 30_000,
    // One jsdom per worker instead of per file: the suite runs ~3x faster on
    // two cores. Tests reset shared state in setup-tests.ts.
    isolate: false,
    maxWorkers: 2,
  },
})
