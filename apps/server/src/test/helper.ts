import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp, type App, type AppDeps } from '../app'
import { LLM_ENV_KEYS, parseEnv, type Env } from '../config/env'
import type { DatabaseHandle } from '../db/database'
import {
  generateSigningKeys,
  type SigningKeys,
} from '../modules/auth/signing-keys'
import { generateVaultKeyring } from '../modules/vault/vault-keys'
import { createTestDatabase } from './test-database'

/** Cheap argon2id for speed; one test uses the real OWASP parameters. */
export const FAST_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 }
const RELAXED_RATE_LIMITS = {
  perIp: { max: 10_000, windowMs: 60_000 },
  perIpAndEmail: { max: 10_000, windowMs: 60_000 },
  perAccount: {
    freeFailures: 10_000,
    firstWaitMs: 1,
    maxWaitMs: 1,
    forgetAfterMs: 60_000,
  },
}

let keys: Promise<SigningKeys> | undefined
export const testKeys = () => (keys ??= generateSigningKeys())

export const TEST_PUBLIC_URL = 'http://kiln.test'

/** LLM settings a test put in process.env (useScriptedOpenAi), read when the app is built. */
const llmSettingsOf = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(LLM_ENV_KEYS.map((key) => [key, source[key]]))

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    ...llmSettingsOf(process.env),
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    // Apps' packages come from the installed seed only: tests never reach
    // the public registry, and the store stays out of the repository.
    PACKAGE_OFFLINE: '1',
    PACKAGE_STORE_DIR: join(tmpdir(), 'kiln-test-packages'),
    // A browser per build would slow every suite: run-check tests turn it on.
    RUN_CHECK: 'off',
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
    keys: await testKeys(),
    passwordHashing: FAST_HASHING,
    authRateLimits: RELAXED_RATE_LIMITS,
    webDistDir: '/nonexistent/kiln-web-dist',
    vaultKeys: generateVaultKeyring(),
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
