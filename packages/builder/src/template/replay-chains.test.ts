import { describe, expect, it } from 'vitest'
import { formatBuildErrors } from '../bundle/build-error.ts'
import { serveSite } from '../bundle/test/serve-site.ts'
import { runBuild } from '../engine.ts'
import type { FileMap } from '../files/file-map.ts'
import { useScriptedOpenAi } from '../test/scripted-openai-test-kit.ts'
import { replayChains, replayProject } from './replay.ts'
import { scriptOf, useReplayEnvironment, writesOf } from './test/replay-kit.ts'
import { visitApp } from './visit-app.ts'

/*
 * Follow-up chains (packages/app-template/replay-chains): a replay project
 * is written by the scripted model as a first build, then each follow-up
 * prompt is answered with the edits a model makes for it, through Kiln's
 * file tools, as a new version on the previous one. Every tool call must
 * apply, every version must build and render what its prompt asked for.
 * Runs when CORPUS_RENDER=1 (`npm run test:corpus`).
 */
const RUN = process.env.CORPUS_RENDER === '1'

const kit = useScriptedOpenAi()

/** The tool results the model got back, from the last request of a build. */
function toolResults(): string[] {
  const last = kit.stub.requests.at(-1) as {
    messages: { role: string; content?: unknown }[]
  }
  return last.messages
    .filter((m) => m.role === 'tool')
    .map((m) => String(m.content))
}

describe.skipIf(!RUN)('follow-up chains on replayed projects', () => {
  const env = useReplayEnvironment()

  /** A project as a Windows checkout holds it: every text file with CRLF line endings. */
  const withCrlf = (files: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(files).map(([path, text]) => [
        path,
        text.startsWith('data:') ? text : text.replace(/\r?\n/g, '\r\n'),
      ])
    )

  const cases = replayChains().map((chain) => ({ chain, crlf: false }))
  // a project imported from a Windows checkout (git's core.autocrlf)
  const windows = cases.find((c) => c.chain.project === 'bolt-kanban-supabase')
  if (windows) cases.push({ ...windows, crlf: true })

  for (const { chain, crlf } of cases) {
    it(`${chain.project}${crlf ? ' with CRLF files' : ''}: ${chain.steps.length} follow-ups apply, build and render`, async () => {
      const project = replayProject(chain.project)
      if (crlf) project.files = withCrlf(project.files)
      let files: FileMap = {}
      const versions = [
        {
          prompt: project.manifest.prompt,
          calls: writesOf(project.files),
          visits: project.manifest.visits,
        },
        ...chain.steps,
      ]
      for (const [index, step] of versions.entries()) {
        const label = `version ${index + 1} (${step.prompt})`
        kit.stub.reset()
        kit.stub.script(...scriptOf(step.calls))
        const result = await runBuild({
          prompt: step.prompt,
          files,
          env: kit.env,
          modelId: 'openai:gpt-4o',
          bundleBase: '/',
          bundleOptions: { packages: env.store },
          typeCheck: false,
        })
        const refused = toolResults().filter((r) => !r.includes('"ok":true'))
        expect(refused, `${label}: refused tool calls`).toEqual([])
        expect(kit.stub.pending(), label).toBe(0)
        expect(
          result.bundle.ok,
          `${label}: ${formatBuildErrors(result.bundle.errors)}`
        ).toBe(true)
        const site = await serveSite(result.bundle)
        try {
          expect(
            await visitApp(env.browser, site.url, step.visits),
            label
          ).toEqual([])
        } finally {
          await site.close()
        }
        files = result.files
      }
    }, 300_000)
  }
})
