import { describe, expect, it } from 'vitest'
import type { BuildEvent, RunStep } from '../build-types.ts'
import { runBuild } from '../engine.ts'
import type { ScriptedReply } from '../test/scripted-openai-server.ts'
import { useScriptedOpenAi } from '../test/scripted-openai-test-kit.ts'

const kit = useScriptedOpenAi()

const MAIN = `import { createRoot } from 'react-dom/client'
import { App } from './App'
import './index.css'
createRoot(document.getElementById('root')!).render(<App />)
`
const app = (text: string, extraImport = '') =>
  `${extraImport}export function App() {\n  return <h1 className="text-3xl font-bold text-teal-600">${text}</h1>\n}\n`
const write = (path: string, content: string) => ({
  name: 'writeFile',
  args: { path, content },
})

const FIRST_BUILD: ScriptedReply[] = [
  { text: '- Title: Hello\n- One heading' },
  {
    toolCalls: [
      write('index.html', '<title>Hello App</title>'),
      write('src/main.tsx', MAIN),
      write('src/index.css', '@import "tailwindcss";\n'),
      write('src/App.tsx', app('Hello')),
    ],
  },
  { text: 'Built a page with a heading.' },
]

function collect() {
  const events: BuildEvent[] = []
  return { events, onEvent: (e: BuildEvent) => events.push(e) }
}

describe(
  'LLM builds through the AI SDK (OpenAI chat-completions protocol)',
  { timeout: 60_000 },
  () => {
    it('writes files through tool calls on a first build', async () => {
      kit.stub.script(...FIRST_BUILD)
      const { events, onEvent } = collect()
      const result = await runBuild({
        prompt: 'hello page',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        onEvent,
      })
      expect(result.bundle.errors).toEqual([])
      // The new project is the template with the model's files written over it.
      expect(result.changes.added).toEqual(
        expect.arrayContaining([
          'index.html',
          'src/App.tsx',
          'src/index.css',
          'src/main.tsx',
          'src/components/ui/button.tsx',
          'tailwind.config.ts',
          '.kiln/deps.lock.json',
        ])
      )
      expect(result.files['src/App.tsx']).toContain('Hello')
      // The coding request shows the model the template it starts from.
      expect(JSON.stringify(kit.stub.requests[1]!.messages)).toContain(
        'src/components/ui/button.tsx'
      )
      expect(result.plan).toContain('Title: Hello')
      expect(result.messages).toEqual(['Built a page with a heading.'])
      expect(result.title).toBe('Hello App')
      expect(result.usage).toEqual({
        inputTokens: 300,
        outputTokens: 60,
        cachedInputTokens: 0,
      })
      expect(kit.stub.requests).toHaveLength(3)
      expect(kit.stub.requests[0]!.model).toBe('gpt-4o')
      expect(kit.stub.requests[1]!.tools).toHaveLength(8)
      const steps = events.flatMap((e) => (e.type === 'status' ? [e.step] : []))
      expect(steps).toEqual(['plan', 'code', 'check'])
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'file',
          path: 'src/App.tsx',
          action: 'updated',
        })
      )
      expect(result.bundle.assets[2]!.content).toContain('.text-teal-600')
    })

    it('edits only the changed file on a follow-up and rejects placeholder writes', async () => {
      kit.stub.script(...FIRST_BUILD)
      const first = await runBuild({
        prompt: 'hello page',
        env: kit.env,
        modelId: 'openai:gpt-4o',
      })
      kit.stub.requests.length = 0
      kit.stub.script(
        { text: '- Change the heading text' },
        {
          toolCalls: [
            write('src/App.tsx', '// ... keep existing code\nexport {}\n'),
          ],
        },
        { toolCalls: [write('src/App.tsx', app('Goodbye'))] },
        { text: 'Changed the heading.' }
      )
      const next = await runBuild({
        prompt: 'say goodbye',
        files: first.files,
        env: kit.env,
        modelId: 'openai:gpt-4o',
      })
      expect(next.changes.changed).toEqual(['src/App.tsx'])
      expect(next.changes.added).toEqual([])
      expect(next.files['src/App.tsx']).toContain('Goodbye')
      expect(JSON.stringify(kit.stub.requests[1]!.messages)).toContain(
        `Project files (${Object.keys(first.files).filter((p) => !p.startsWith('.kiln/')).length})`
      )
      expect(JSON.stringify(kit.stub.requests[2]!.messages)).toContain(
        'placeholder comment'
      )
    })

    it(
      'writes a large new project from a model that makes one call per step',
      { timeout: 180_000 },
      async () => {
        // A Lovable project: the template's ~75 files plus ~60 of the app's
        // own, each written in a step of its own.
        const sections = Array.from({ length: 125 }, (_, i) => `Section${i}`)
        const files: [string, string][] = [
          ['index.html', '<title>Big App</title>'],
          ['src/main.tsx', MAIN],
          ['src/index.css', '@import "tailwindcss";\n'],
          ...sections.map((name, i): [string, string] => [
            `src/sections/${name}.tsx`,
            `export default function ${name}() { return <p>Part ${i}</p> }\n`,
          ]),
          [
            'src/App.tsx',
            `${sections.map((n) => `import ${n} from './sections/${n}'`).join('\n')}
export function App() { return <main>${sections.map((n) => `<${n} />`).join('')}</main> }
`,
          ],
        ]
        kit.stub.script(
          { text: '- Many sections' },
          ...files.map(([path, content]) => ({
            toolCalls: [write(path, content)],
          })),
          { text: 'Wrote the app.' }
        )
        const result = await runBuild({
          prompt: 'a long page',
          env: kit.env,
          modelId: 'openai:gpt-4o',
          maxRepairRounds: 0,
        })
        expect(kit.stub.pending()).toBe(0)
        expect(result.bundle.errors).toEqual([])
        expect(result.files['src/App.tsx']).toContain('Section124')
        expect(result.bundle.assets[1]!.content).toContain('Part 124')
      }
    )

    it('keeps the app that built when the model cannot answer a repair round', async () => {
      kit.stub.script(
        { text: '- A heading' },
        {
          toolCalls: [
            write('src/main.tsx', MAIN),
            write('src/index.css', '@import "tailwindcss";\n'),
            write(
              'src/App.tsx',
              `import type { Tag } from './types/tags'\nexport const tags: Tag[] = []\n${app('Still here')}`
            ),
          ],
        },
        { text: 'Done.' }
        // no reply left for the repair round: the server answers 400
      )
      const result = await runBuild({
        prompt: 'hi',
        env: kit.env,
        modelId: 'openai:gpt-4o',
      })
      expect(result.repairRounds).toBe(1)
      expect(result.bundle.ok).toBe(true)
      expect(result.bundle.assets[1]!.content).toContain('Still here')
      expect(result.typeCheck?.total).toBeGreaterThan(0)
      expect(result.messages.at(-1)).toMatch(
        /^Repair round 1 could not run: .*No scripted reply left/
      )
    })

    it('repairs a bundle error in round 1', async () => {
      kit.stub.script(
        { text: '- plan' },
        {
          toolCalls: [
            write('src/main.tsx', MAIN),
            write('src/index.css', ''),
            write(
              'src/App.tsx',
              `import tiny from 'tiny-absent-package'\nexport const client = tiny\n${app('Hi')}`
            ),
          ],
        },
        { text: 'Done.' },
        { toolCalls: [write('src/App.tsx', app('Hi'))] },
        { text: 'Removed tiny-absent-package.' }
      )
      const { events, onEvent } = collect()
      const result = await runBuild({
        prompt: 'hi',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        onEvent,
      })
      expect(result.repairRounds).toBe(1)
      expect(result.bundle.ok).toBe(true)
      const repair = events.find((e) => e.type === 'repair')
      expect(repair).toMatchObject({ type: 'repair', round: 1 })
      expect(JSON.stringify(repair)).toContain(
        "Package 'tiny-absent-package' is not available"
      )
      expect(JSON.stringify(kit.stub.requests[3]!.messages)).toContain(
        'src/App.tsx:1:'
      )
      expect(result.messages).toEqual(['Done.', 'Removed tiny-absent-package.'])
    })

    it("tells the model the names of the user's VITE_ variables, never their values, and inlines the values", async () => {
      kit.stub.script(
        { text: '- plan' },
        {
          toolCalls: [
            write('src/main.tsx', MAIN),
            write('src/index.css', ''),
            write(
              'src/App.tsx',
              `export function App() {\n  return <a href={import.meta.env.VITE_API_URL}>{import.meta.env.VITE_TITLE}</a>\n}\n`
            ),
          ],
        },
        { text: 'Done.' }
      )
      const result = await runBuild({
        prompt: 'a link to the API',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        bundleOptions: {
          env: {
            VITE_TITLE: 'Weather-from-studio',
            VITE_API_URL: 'https://api.example.test/v1',
          },
        },
      })
      expect(result.bundle.ok).toBe(true)
      const coding = JSON.stringify(kit.stub.requests[1]!.messages)
      expect(coding).toContain(
        'Variables the user set in the studio, read as import.meta.env.<NAME>: VITE_API_URL, VITE_TITLE.'
      )
      expect(coding).not.toContain('Weather-from-studio')
      expect(coding).not.toContain('api.example.test')
      const js = result.bundle.assets
        .filter((a) => a.path.endsWith('.js'))
        .map((a) => a.content)
        .join('\n')
      expect(js).toContain('Weather-from-studio')
      expect(js).toContain('https://api.example.test/v1')
    })

    it('does not call the model again for steps runStep has stored', async () => {
      const store = new Map<string, unknown>()
      const runStep: RunStep = async (key, fn) => {
        if (store.has(key)) return JSON.parse(JSON.stringify(store.get(key)))
        const value = await fn()
        store.set(key, JSON.parse(JSON.stringify(value)))
        return value
      }
      kit.stub.script(...FIRST_BUILD)
      const first = await runBuild({
        prompt: 'hello page',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        runStep,
      })
      expect(kit.stub.requests).toHaveLength(3)
      expect([...store.keys()]).toEqual(['plan', 'code'])
      const retry = await runBuild({
        prompt: 'hello page',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        runStep,
      })
      expect(kit.stub.requests).toHaveLength(3)
      expect(retry.files).toEqual(first.files)
      store.delete('code')
      kit.stub.script(FIRST_BUILD[1]!, FIRST_BUILD[2]!)
      await runBuild({
        prompt: 'hello page',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        runStep,
      })
      expect(kit.stub.requests).toHaveLength(5)
      expect(kit.stub.pending()).toBe(0)
    })

    it('sends preview check errors through the repair loop', async () => {
      kit.stub.script(
        ...FIRST_BUILD,
        { toolCalls: [write('src/App.tsx', app('Fixed'))] },
        { text: 'Fixed the crash.' }
      )
      const seen: string[] = []
      const result = await runBuild({
        prompt: 'hello page',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        appChecker: {
          check: async ({ assets }) => {
            const js = assets.find((a) => a.path.endsWith('.js'))!.content
            seen.push(js.includes('Fixed') ? 'fixed' : 'broken')
            return {
              status: js.includes('Fixed') ? 'passed' : 'failed',
              routes: [
                {
                  path: '/',
                  errors: js.includes('Fixed')
                    ? []
                    : ['Uncaught TypeError: x is undefined'],
                },
              ],
              durationMs: 1,
            }
          },
          visit: async () => {
            throw new Error('not offered in this test')
          },
        },
      })
      expect(seen).toEqual(['broken', 'fixed'])
      expect(result.repairRounds).toBe(1)
      expect(result.previewErrors).toEqual([])
      expect(result.runCheck?.status).toBe('passed')
      expect(JSON.stringify(kit.stub.requests[3]!.messages)).toContain(
        'Run check, route /: Uncaught TypeError: x is undefined'
      )
    })

    it('stops mid-stream when the signal aborts', async () => {
      kit.stub.script(...FIRST_BUILD)
      const controller = new AbortController()
      const run = runBuild({
        prompt: 'hello page',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        signal: controller.signal,
        onEvent: (e) => {
          if (e.type === 'text') controller.abort()
        },
      })
      await expect(run).rejects.toThrow()
      expect(kit.stub.requests).toHaveLength(1)
    })

    it('works with an OpenAI-compatible server (Ollama, vLLM, LM Studio)', async () => {
      kit.stub.script(...FIRST_BUILD)
      const result = await runBuild({
        prompt: 'hello page',
        env: {
          OPENAI_COMPATIBLE_BASE_URL: kit.stub.baseUrl,
          OPENAI_COMPATIBLE_MODEL: 'qwen2.5-coder',
        },
      })
      expect(result.model).toEqual({
        id: 'compatible:qwen2.5-coder',
        label: 'qwen2.5-coder (OpenAI-compatible)',
      })
      expect(result.bundle.ok).toBe(true)
      expect(kit.stub.requests[0]!.model).toBe('qwen2.5-coder')
      expect(result.usage.outputTokens).toBe(60)
    })

    it('stops when the signal aborts', async () => {
      const controller = new AbortController()
      controller.abort()
      await expect(
        runBuild({
          prompt: 'x',
          env: kit.env,
          modelId: 'openai:gpt-4o',
          signal: controller.signal,
        })
      ).rejects.toThrow()
      expect(kit.stub.requests).toHaveLength(0)
    })
  }
)
