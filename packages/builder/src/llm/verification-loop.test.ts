import { describe, expect, it } from 'vitest'
import type { BuildEvent } from '../build-types.ts'
import { bundleProject } from '../bundle/bundle-project.ts'
import { withBundleLockfile } from '../bundle/project-packages.ts'
import { runBuild } from '../engine.ts'
import type { FileMap } from '../files/file-map.ts'
import type { ScriptedReply } from '../test/scripted-openai-server.ts'
import { useScriptedOpenAi } from '../test/scripted-openai-test-kit.ts'

const kit = useScriptedOpenAi()

const edit = (path: string, oldText: string, newText: string) => ({
  name: 'editFile',
  args: { path, oldText, newText },
})

const GREETING = `export function Greeting({ name }: { name: string }) {\n  return <p className="p-4">Hello {name}</p>\n}\n`
const APP = `import { Greeting } from './components/Greeting'\nexport function App() {\n  return (\n    <main>\n      <Greeting name="Ada" />\n      <p className="p-4">Footer</p>\n      <p className="p-4">Footer</p>\n    </main>\n  )\n}\n`

/** A working app whose App renders a Greeting that needs a `name`. */
const PROJECT: FileMap = {
  'index.html': '<title>Greeting</title>',
  'src/main.tsx': `import { createRoot } from 'react-dom/client'\nimport { App } from './App'\nimport './index.css'\ncreateRoot(document.getElementById('root')!).render(<App />)\n`,
  'src/index.css': '@import "tailwindcss";\n',
  'src/App.tsx': APP,
  'src/components/Greeting.tsx': GREETING,
}
Object.assign(
  PROJECT,
  withBundleLockfile(PROJECT, await bundleProject(PROJECT))
)

async function followUp(replies: ScriptedReply[], maxRepairRounds = 2) {
  kit.stub.script(...replies)
  const events: BuildEvent[] = []
  const result = await runBuild({
    prompt: 'Greet Grace as well',
    files: PROJECT,
    env: kit.env,
    modelId: 'openai:gpt-4o',
    maxRepairRounds,
    onEvent: (e) => events.push(e),
  })
  const repairs = events.filter((e) => e.type === 'repair')
  return { result, repairs }
}

const PLAN = { text: '- Add a second Greeting for Grace' }
/** The code step's edit: a Greeting with a misspelt prop (a type error; it still bundles). */
const TYPO = edit(
  'src/App.tsx',
  '      <Greeting name="Ada" />',
  '      <Greeting name="Ada" />\n      <Greeting nme="Grace" />'
)
const FIX = edit(
  'src/App.tsx',
  '<Greeting nme="Grace" />',
  '<Greeting name="Grace" />'
)

const requestText = (n: number) =>
  JSON.stringify(kit.stub.requests[n]!.messages)

describe(
  'the verification loop and fair usage (OpenAI chat-completions protocol)',
  { timeout: 120_000 },
  () => {
    it('feeds a type error back to the model, which fixes it in a repair round', async () => {
      const { result, repairs } = await followUp([
        PLAN,
        { toolCalls: [TYPO] },
        { text: 'Added Grace.' },
        { toolCalls: [FIX], promptTokens: 3000 },
        { text: 'Fixed the prop name.', promptTokens: 3000 },
      ])
      expect(repairs).toHaveLength(1)
      const [repair] = repairs as Extract<BuildEvent, { type: 'repair' }>[]
      expect(repair!.round).toBe(1)
      expect(repair!.errors).toEqual([
        expect.objectContaining({
          file: 'src/App.tsx',
          line: 6,
          message: expect.stringMatching(/^TS2322: [\s\S]*Did you mean 'name'/),
        }),
      ])
      // The repair round tells the model the error with file:line, the request and the plan.
      const repairRequest = requestText(3)
      expect(repairRequest).toContain('src/App.tsx:6:')
      expect(repairRequest).toContain('Greet Grace as well')
      expect(repairRequest).toContain('Add a second Greeting for Grace')
      expect(result.files['src/App.tsx']).toContain('<Greeting name="Grace" />')
      expect(result.bundle.ok).toBe(true)
      expect(result.unfixed).toEqual({
        errors: [],
        total: 0,
        keptLastBuilt: false,
      })
      expect(result.typeCheck).toEqual({
        durationMs: expect.any(Number),
        total: 0,
      })
      // The repair round's calls are counted apart (not charged).
      expect(result.usageBy.repair.inputTokens).toBe(6000)
      expect(result.usageBy.code.inputTokens).toBe(200)
      expect(result.usageBy.plan.inputTokens).toBe(100)
      expect(result.usage.inputTokens).toBe(6300)
    })

    it('says which errors the model could not fix and keeps the version', async () => {
      const { result, repairs } = await followUp(
        [
          PLAN,
          { toolCalls: [TYPO] },
          { text: 'Added Grace.' },
          // The repair changes something else; the type error stays.
          {
            toolCalls: [
              edit('src/App.tsx', '<main>', '<main className="p-2">'),
            ],
          },
          { text: 'Tried.' },
        ],
        1
      )
      expect(repairs).toHaveLength(1)
      expect(result.bundle.ok).toBe(true)
      expect(result.unfixed.total).toBe(1)
      expect(result.unfixed.errors[0]!.message).toMatch(/^TS2322/)
      expect(result.unfixed.keptLastBuilt).toBe(false)
      expect(result.files['src/App.tsx']).toContain('<main className="p-2">')
    })

    it('keeps the last files that built when the repair breaks the bundle', async () => {
      const { result } = await followUp(
        [
          PLAN,
          { toolCalls: [TYPO] },
          { text: 'Added Grace.' },
          { toolCalls: [edit('src/App.tsx', '<main>', '<main>{')] },
          { text: 'Tried.' },
        ],
        1
      )
      expect(result.bundle.ok).toBe(true)
      expect(result.unfixed.keptLastBuilt).toBe(true)
      expect(result.unfixed.errors.length).toBeGreaterThan(0)
      expect(result.files['src/App.tsx']).toContain('<Greeting nme="Grace" />')
      expect(result.files['src/App.tsx']).not.toContain('<main>{')
    })

    it('does not count a model call that only retries a refused ambiguous edit', async () => {
      const { result, repairs } = await followUp([
        PLAN,
        // "Footer" occurs twice: refused.
        {
          toolCalls: [
            edit('src/App.tsx', '<p className="p-4">Footer</p>', '<p>Bye</p>'),
          ],
        },
        {
          toolCalls: [
            edit(
              'src/App.tsx',
              '      <p className="p-4">Footer</p>\n    </main>',
              '      <p>Bye</p>\n    </main>'
            ),
          ],
          promptTokens: 4000,
          completionTokens: 50,
        },
        { text: 'Changed the last footer.' },
      ])
      expect(requestText(2)).toContain(
        'oldText occurs 2 times in src/App.tsx (lines 6, 7)'
      )
      expect(result.files['src/App.tsx']).toContain('<p>Bye</p>\n    </main>')
      expect(repairs).toEqual([])
      expect(result.usageBy.retry).toEqual({
        inputTokens: 4000,
        outputTokens: 50,
        cachedInputTokens: 0,
      })
      expect(result.usageBy.code).toEqual({
        inputTokens: 200,
        outputTokens: 40,
        cachedInputTokens: 0,
      })
    })
  }
)
