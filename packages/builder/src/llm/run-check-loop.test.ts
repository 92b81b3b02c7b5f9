import { afterAll, describe, expect, it } from 'vitest'
import type { BuildEvent } from '../build-types.ts'
import { runBuild } from '../engine.ts'
import { findChromium } from '../run-check/find-chromium.ts'
import { createRunChecker } from '../run-check/run-checker.ts'
import { useScriptedOpenAi } from '../test/scripted-openai-test-kit.ts'

const kit = useScriptedOpenAi()
const chromium = findChromium(process.env.CHROMIUM_PATH)
const ORIGIN = 'http://v-loop.localhost:3001'

const MAIN = `import { createRoot } from 'react-dom/client'
import { App } from './App'
createRoot(document.getElementById('root')!).render(<App />)
`
const write = (path: string, content: string) => ({
  name: 'writeFile',
  args: { path, content },
})
const THROWS = `export function App() {
  const url = (import.meta.env.VITE_SUPABASE_URL as string | undefined) ?? ''
  if (!url) throw new Error('supabaseUrl is required.')
  return <h1>{url}</h1>
}
`
const WORKS = `export function App() {\n  return <h1>Notes</h1>\n}\n`

describe.skipIf(!chromium)(
  'the run check in an LLM build (scripted model, headless Chromium)',
  { timeout: 120_000 },
  () => {
    const checker = createRunChecker({ chromiumPath: chromium ?? undefined })
    afterAll(() => checker.close())

    it('sends an app that throws on render to a repair round, which fixes it', async () => {
      kit.stub.script(
        { text: '- A notes page' },
        {
          toolCalls: [
            write('index.html', '<title>Notes</title>'),
            write('src/main.tsx', MAIN),
            write('src/App.tsx', THROWS),
          ],
        },
        { text: 'Built the notes page.' },
        { toolCalls: [write('src/App.tsx', WORKS)] },
        { text: 'The page no longer needs a Supabase URL.' }
      )
      const events: BuildEvent[] = []
      const result = await runBuild({
        prompt: 'a notes page',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        typeCheck: false,
        appChecker: checker.forOrigin(ORIGIN),
        onEvent: (e) => events.push(e),
      })
      const checks = events.flatMap((e) =>
        e.type === 'run-check' ? [e.report.status] : []
      )
      expect(checks).toEqual(['failed', 'passed'])
      expect(result.repairRounds).toBe(1)
      expect(result.runCheck?.status).toBe('passed')
      expect(result.files['src/App.tsx']).toBe(WORKS)
      expect(JSON.stringify(kit.stub.requests[3]!.messages)).toContain(
        'Run check, route /: Uncaught Error: supabaseUrl is required.'
      )
    })

    it('lets the model open the app and click through it with checkApp', async () => {
      const app = `import { useState } from 'react'
export function App() {
  const [open, setOpen] = useState(false)
  return <main><button onClick={() => setOpen(true)}>Show details</button>{open && <p>Opened the details</p>}</main>
}
`
      kit.stub.script(
        { text: '- A details toggle' },
        {
          toolCalls: [
            write('index.html', '<title>Details</title>'),
            write('src/main.tsx', MAIN),
            write('src/App.tsx', app),
          ],
        },
        {
          toolCalls: [
            {
              name: 'checkApp',
              args: {
                path: '/',
                steps: [{ click: { role: 'button', name: 'Show details' } }],
              },
            },
          ],
        },
        { text: 'Checked: the details open.' }
      )
      const result = await runBuild({
        prompt: 'a details toggle',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        typeCheck: false,
        appChecker: checker.forOrigin(ORIGIN),
      })
      expect(result.runCheck?.status).toBe('passed')
      const toolAnswer = JSON.stringify(kit.stub.requests[3]!.messages)
      expect(toolAnswer).toContain('Opened the details')
      expect(toolAnswer).toContain('No errors.')
      // A model that cannot see images gets no screenshot as text.
      expect(toolAnswer).not.toContain('/9j/')
    })
  }
)
