import { existsSync, rmSync } from 'node:fs'
import semver from 'semver'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatBuildErrors } from '../bundle/build-error.ts'
import { serveSite } from '../bundle/test/serve-site.ts'
import { runBuild } from '../engine.ts'
import { readLockfile } from '../packages.ts'
import { useScriptedOpenAi } from '../test/scripted-openai-test-kit.ts'
import { replayProject, replayProjectNames } from './replay.ts'
import { scriptOf, useReplayEnvironment, writesOf } from './test/replay-kit.ts'
import { visitApp } from './visit-app.ts'

/*
 * Projects laid out the way Lovable, bolt and Dyad write them
 * (packages/app-template/replay) are replayed through the LLM path: the
 * scripted OpenAI-compatible model writes every file with writeFile into a
 * new project, Kiln builds it with a package store backed by a loopback
 * registry, and headless Chromium opens it with no page error.
 * Runs when CORPUS_RENDER=1 (`npm run test:corpus`).
 */
const RUN = process.env.CORPUS_RENDER === '1'
const POSTINSTALL_MARK = '/tmp/kiln-replay-postinstall-ran'

const kit = useScriptedOpenAi()

describe.skipIf(!RUN)('replayed projects of other AI builders', () => {
  const env = useReplayEnvironment()
  beforeAll(() => rmSync(POSTINSTALL_MARK, { force: true }))

  for (const name of replayProjectNames()) {
    it(`${name} builds from the model's writes and renders`, async () => {
      const project = replayProject(name)
      kit.stub.script(...scriptOf(writesOf(project.files)))
      const result = await runBuild({
        prompt: project.manifest.prompt,
        env: kit.env,
        modelId: 'openai:gpt-4o',
        bundleBase: '/',
        bundleOptions: { packages: env.store },
        typeCheck: project.manifest.typeCheck === true,
        // the default repair rounds, as the measurement runs: the script has
        // no reply for them, so an app with type errors keeps what built
      })
      expect(result.bundle.ok, formatBuildErrors(result.bundle.errors)).toBe(
        true
      )
      expect(kit.stub.pending()).toBe(0)
      // Every write applied: a refused image would only show as a broken <img>.
      const writes = kit.stub.requests
        .at(-1)!
        .messages.filter((m) => m.role === 'tool')
        .map((m) => String(m.content))
      expect(writes.filter((r) => !r.includes('"ok":true'))).toEqual([])
      // Only what the app imports is installed, whatever package.json lists.
      const lock = readLockfile(result.files)!
      const sources = Object.entries(project.files)
        .filter(([path]) => /\.(tsx?|jsx?|css)$/.test(path))
        .map(([, text]) => text)
        .join('\n')
      for (const name of Object.keys(lock.dependencies)) {
        if (name === 'react' || name === 'react-dom') continue
        const quoted = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
        expect(sources, `${name} is locked but not imported`).toMatch(
          new RegExp(`['"]${quoted}(/[^'"]*)?['"]`)
        )
      }
      for (const [name, range] of Object.entries(
        project.manifest.lockedVersions ?? {}
      )) {
        expect(
          semver.satisfies(lock.dependencies[name] ?? '0.0.0', range),
          `${name}@${lock.dependencies[name]} satisfies ${range}`
        ).toBe(true)
      }
      const site = await serveSite(result.bundle)
      try {
        expect(
          await visitApp(env.browser, site.url, project.manifest.visits)
        ).toEqual([])
      } finally {
        await site.close()
      }
      // Packages come from the registry as files; their scripts never run.
      expect(existsSync(POSTINSTALL_MARK)).toBe(false)
    }, 180_000)
  }
})
