import { buildApp, type App, type AppDeps } from '../app'
import { parseEnv, type Env } from '../config/env'
import type { DatabaseHandle } from '../db/database'
import { createTestDatabase } from './test-database'

export const TEST_PUBLIC_URL = 'http://kiln.test'

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    ...overrides,
  })
}

export type TestContext = {
  app: App
  database: DatabaseHandle
  close: () => Promise<void>
}

type TestOptions = Partial<AppDeps> & {
  /** Adds test-only routes before the app is ready. */
  setup?: (app: App) => void
}

/** Builds the app on a fresh database; call once per test file. */
export async function buildTestApp({
  setup,
  ...overrides
}: TestOptions = {}): Promise<TestContext> {
  const database = overrides.database ?? (await createTestDatabase())
  const app = await buildApp({
    env: testEnv(),
    database,
    webDistDir: '/nonexistent/kiln-web-dist',
    ...overrides,
  })
  setup?.(app)
  await app.ready()
  return {
    app,
    database,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}
