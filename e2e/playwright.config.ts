import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 3101)
const baseURL = `http://localhost:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'kiln-e2e-'))

/** Runs against the built app (`npm run build`) on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      PREVIEW_PORT: String(previewPort),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@kiln.test',
      // The integrations spec tests a loopback MCP server.
      ALLOW_PRIVATE_NETWORK_TARGETS: '1',
    },
  },
})
