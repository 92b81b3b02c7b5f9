import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import {
  createPackageStore,
  DEFAULT_PACKAGE_POLICY,
  type PackageStore,
} from '../../packages.ts'
import { appSeed } from '../../packages/app-seed.ts'
import {
  startTestRegistry,
  type TestRegistry,
} from '../../packages/test-registry.ts'
import type { ScriptedReply } from '../../test/scripted-openai-server.ts'
import { replayRegistryPackages, type ReplayCall } from '../replay.ts'
import { CHROMIUM_OPTIONS } from '../visit-app.ts'

/** One file per model turn, as a model that makes no parallel tool calls writes a project. */
const CALLS_PER_TURN = 1

/** The scripted model's answer: a plan, one tool call per turn, a summary. */
export function scriptOf(calls: ReplayCall[]): ScriptedReply[] {
  const turns: ScriptedReply[] = [{ text: '- Change the project files' }]
  for (let i = 0; i < calls.length; i += CALLS_PER_TURN)
    turns.push({ toolCalls: calls.slice(i, i + CALLS_PER_TURN) })
  turns.push({ text: 'Done.' })
  return turns
}

/** The model writing every file of a project, one writeFile each. */
export const writesOf = (files: Record<string, string>): ReplayCall[] =>
  Object.entries(files).map(([path, content]) => ({
    name: 'writeFile',
    args: { path, content },
  }))

/**
 * For a test file that replays projects: a loopback registry holding the
 * replay packages, a package store seeded like a server's and backed by it,
 * and a headless Chromium. Ready in `beforeAll`, gone in `afterAll`.
 */
export function useReplayEnvironment() {
  const env = {
    browser: undefined as unknown as Browser,
    store: undefined as unknown as PackageStore,
  }
  let registry: TestRegistry | undefined
  let storeDir: string | undefined
  beforeAll(async () => {
    registry = await startTestRegistry()
    for (const pkg of replayRegistryPackages()) await registry.publish(pkg)
    storeDir = mkdtempSync(join(tmpdir(), 'kiln-replay-store-'))
    env.store = createPackageStore({
      dir: storeDir,
      policy: {
        ...DEFAULT_PACKAGE_POLICY,
        minAgeHours: 0,
        registryUrl: registry.url,
      },
      seed: appSeed(),
    })
    env.browser = await chromium.launch(CHROMIUM_OPTIONS)
  }, 60_000)
  afterAll(async () => {
    await env.browser?.close()
    await registry?.close()
    if (storeDir) rmSync(storeDir, { recursive: true, force: true })
  }, 60_000)
  return env
}
