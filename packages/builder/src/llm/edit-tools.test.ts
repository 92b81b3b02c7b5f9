import { describe, expect, it } from 'vitest'
import type { BuildEvent } from '../build-types.ts'
import { bundleProject } from '../bundle/bundle-project.ts'
import { withBundleLockfile } from '../bundle/project-packages.ts'
import { runBuild } from '../engine.ts'
import type { FileMap } from '../files/file-map.ts'
import type { ScriptedReply } from '../test/scripted-openai-server.ts'
import { useScriptedOpenAi } from '../test/scripted-openai-test-kit.ts'

const kit = useScriptedOpenAi()

const call = (name: string, args: unknown) => ({ name, args })
const edit = (path: string, oldText: string, newText: string) =>
  call('editFile', { path, oldText, newText })
const card = (title: string) =>
  `export function Card() {\n  return (\n    <div className="p-4">\n      <h2>${title}</h2>\n      <p>Card body</p>\n    </div>\n  )\n}\n`

/** A working app: main, css, App and two cards with a repeated line. */
const PROJECT: FileMap = {
  'index.html': '<title>Cards</title>',
  'src/main.tsx': `import { createRoot } from 'react-dom/client'\nimport { App } from './App'\nimport './index.css'\ncreateRoot(document.getElementById('root')!).render(<App />)\n`,
  'src/index.css': '@import "tailwindcss";\n',
  'src/App.tsx': `import { Card } from './components/Card'\nimport { Footer } from './components/Footer'\nexport function App() {\n  return (\n    <main>\n      <Card />\n      <Footer />\n    </main>\n  )\n}\n`,
  'src/components/Card.tsx': card('Welcome'),
  'src/components/Footer.tsx': `export function Footer() {\n  return (\n    <footer className="p-4">\n      <p>Card body</p>\n    </footer>\n  )\n}\n`,
}
// A project as a build leaves it: with the lockfile of its packages.
Object.assign(
  PROJECT,
  withBundleLockfile(PROJECT, await bundleProject(PROJECT))
)

function toolResults(request: {
  messages: { role: string; content?: unknown }[]
}) {
  return request.messages
    .filter((m) => m.role === 'tool')
    .map((m) => String(m.content))
    .join('\n')
}

async function followUp(prompt: string, replies: ScriptedReply[]) {
  kit.stub.script(...replies)
  const events: BuildEvent[] = []
  const result = await runBuild({
    prompt,
    files: PROJECT,
    env: kit.env,
    modelId: 'openai:gpt-4o',
    onEvent: (e) => events.push(e),
  })
  return { result, events }
}

describe(
  'edit tools in the tool loop (OpenAI chat-completions protocol)',
  { timeout: 30_000 },
  () => {
    it('does a follow-up with one targeted edit: only that file changes, with a short diff', async () => {
      const { result, events } = await followUp(
        'Rename the card title "Welcome" to Hello',
        [
          { text: '- Change the title in Card.tsx' },
          {
            toolCalls: [
              edit(
                'src/components/Card.tsx',
                '<h2>Welcome</h2>',
                '<h2>Hello</h2>'
              ),
            ],
          },
          { text: 'Renamed the title.' },
        ]
      )
      expect(result.bundle.errors).toEqual([])
      expect(result.changes.changed).toEqual(['src/components/Card.tsx'])
      expect(result.changes.added).toEqual([])
      expect(result.files['src/components/Card.tsx']).toBe(card('Hello'))
      const file = events.find((e) => e.type === 'file')
      expect(file).toEqual({
        type: 'file',
        path: 'src/components/Card.tsx',
        action: 'updated',
        added: 1,
        removed: 1,
        diff: '@@ -3,3 +3,3 @@\n     <div className="p-4">\n-      <h2>Welcome</h2>\n+      <h2>Hello</h2>\n       <p>Card body</p>\n',
      })
      // The code step saw the file the prompt quoted, and the model was told the edit worked in short.
      const codeRequest = JSON.stringify(kit.stub.requests[1]!.messages)
      expect(codeRequest).toContain('--- src/components/Card.tsx')
      expect(toolResults(kit.stub.requests[2]!)).toContain('"action":"updated"')
      expect(toolResults(kit.stub.requests[2]!).length).toBeLessThan(200)
    })

    it('refuses an ambiguous edit with lines and a way out, and takes the retry', async () => {
      const { result } = await followUp('Change the card body text', [
        { text: '- Change the body text of the card' },
        {
          toolCalls: [
            edit('src/components/Footer.tsx', 'p-4', 'p-6'),
            edit('src/components/Card.tsx', 'nothing like this', 'x'),
          ],
        },
        {
          toolCalls: [
            edit(
              'src/components/Card.tsx',
              '      <p>Card body</p>',
              '      <p>A nicer body</p>'
            ),
          ],
        },
        { text: 'Changed the body.' },
      ])
      const refusals = toolResults(kit.stub.requests[2]!)
      expect(refusals).toContain('"action":"updated"')
      expect(refusals).toContain(
        'oldText was not found in src/components/Card.tsx'
      )
      expect(refusals).toContain('Call readFile')
      expect(result.files['src/components/Card.tsx']).toContain('A nicer body')
      expect(result.files['src/components/Footer.tsx']).toContain('p-6')

      kit.stub.reset()
      const second = await followUp('Change the card body text', [
        { text: '- plan' },
        {
          toolCalls: [edit('src/App.tsx', '<', '[')],
        },
        { text: 'Gave up.' },
      ])
      expect(toolResults(kit.stub.requests[2]!)).toMatch(
        /oldText occurs \d+ times in src\/App.tsx \(lines 5, 6, 7, 8/
      )
      expect(toolResults(kit.stub.requests[2]!)).toContain(
        'more surrounding lines'
      )
      expect(second.result.changes.changed).toEqual([])
    })

    it('matches an edit whose whitespace and line endings differ', async () => {
      const crlf = {
        ...PROJECT,
        'src/components/Card.tsx': card('Welcome').replace(/\n/g, '\r\n'),
      }
      kit.stub.script(
        { text: '- plan' },
        {
          toolCalls: [
            edit(
              'src/components/Card.tsx',
              '<div className="p-4">\n  <h2>Welcome</h2>   \n',
              '<div className="p-8">\n  <h2>Welcome</h2>\n'
            ),
          ],
        },
        { text: 'Done.' }
      )
      const result = await runBuild({
        prompt: 'more padding',
        files: crlf,
        env: kit.env,
        modelId: 'openai:gpt-4o',
      })
      expect(result.files['src/components/Card.tsx']).toBe(
        card('Welcome').replace('p-4', 'p-8').replace(/\n/g, '\r\n')
      )
    })

    it('searches, reads a line range and renames files', async () => {
      const { result, events } = await followUp('Move the footer', [
        { text: '- Move Footer to src/layout' },
        {
          toolCalls: [
            call('searchFiles', { query: 'Footer' }),
            call('searchFiles', { query: '<h\\d>', regex: true }),
            call('readFile', { path: 'src/App.tsx', startLine: 2, endLine: 3 }),
            call('listFiles', {}),
          ],
        },
        {
          toolCalls: [
            call('renameFile', {
              from: 'src/components/Footer.tsx',
              to: 'src/layout/Footer.tsx',
            }),
            edit('src/App.tsx', "'./components/Footer'", "'./layout/Footer'"),
            call('searchFiles', { query: '(a)\\1', regex: true }),
            call('writeFile', { path: '.kiln/app.json', content: '{}' }),
          ],
        },
        { text: 'Moved the footer.' },
      ])
      const looked = toolResults(kit.stub.requests[2]!)
      expect(looked).toContain('src/App.tsx:2: import { Footer } from')
      expect(looked).toContain(
        'src/components/Footer.tsx:1: export function Footer()'
      )
      expect(looked).toContain('src/components/Card.tsx:4: <h2>Welcome</h2>')
      expect(looked).toContain('2| import { Footer } from')
      expect(looked).toContain('3| export function App() {')
      expect(looked).not.toContain('4| ')
      expect(looked).toContain('src/components/Footer.tsx (')
      const acted = toolResults(kit.stub.requests[3]!)
      expect(acted).toContain('not supported (invalid escape sequence')
      expect(acted).toContain('.kiln/app.json is managed by Kiln')
      expect(result.bundle.errors).toEqual([])
      expect(result.changes.added).toEqual(['src/layout/Footer.tsx'])
      expect(result.changes.removed).toEqual(['src/components/Footer.tsx'])
      expect(result.changes.changed).toEqual(['src/App.tsx'])
      expect(events).toContainEqual({
        type: 'file',
        path: 'src/layout/Footer.tsx',
        action: 'renamed',
        from: 'src/components/Footer.tsx',
        added: 0,
        removed: 0,
      })
    })

    it('adds a dependency to package.json and deletes a file', async () => {
      const { result } = await followUp('Use date-fns', [
        { text: '- plan' },
        {
          toolCalls: [
            call('addDependency', { name: 'date-fns', versionRange: '^4.1.0' }),
            call('addDependency', { name: '../evil', versionRange: '1' }),
            call('addDependency', {
              name: 'left-pad',
              versionRange: '$(rm -rf /)',
            }),
            call('deleteFile', { path: 'src/components/Footer.tsx' }),
            edit('src/App.tsx', '      <Footer />\n', ''),
            edit(
              'src/App.tsx',
              "import { Footer } from './components/Footer'\n",
              ''
            ),
          ],
        },
        { text: 'Added date-fns.' },
      ])
      expect(result.bundle.errors).toEqual([])
      expect(result.changes.removed).toEqual(['src/components/Footer.tsx'])
      expect(result.changes.added).toEqual(['package.json'])
      expect(JSON.parse(result.files['package.json']!)).toMatchObject({
        dependencies: { 'date-fns': '^4.1.0' },
      })
      const refusals = toolResults(kit.stub.requests[2]!)
      expect(refusals).toContain("'../evil' is not a valid npm package name")
      expect(refusals).toContain('is not a semver range')
    })

    it('records cached input tokens in the usage', async () => {
      const { result, events } = await followUp('Rename the title "Welcome"', [
        { text: '- plan', cachedTokens: 0 },
        {
          cachedTokens: 64,
          toolCalls: [edit('src/components/Card.tsx', 'Welcome', 'Hi')],
        },
        { text: 'Done.', cachedTokens: 96 },
      ])
      expect(result.usage).toEqual({
        inputTokens: 300,
        outputTokens: 60,
        cachedInputTokens: 160,
      })
      expect(events.filter((e) => e.type === 'usage')).toEqual([
        {
          type: 'usage',
          inputTokens: 100,
          outputTokens: 20,
          cachedInputTokens: 0,
        },
        {
          type: 'usage',
          inputTokens: 200,
          outputTokens: 40,
          cachedInputTokens: 160,
        },
      ])
    })

    it('does not send files already written again in full at every step', async () => {
      const big = (n: number) =>
        `export const data${n} = [\n${Array.from({ length: 400 }, (_, i) => `  'row ${n}-${i} with some text to make it long',`).join('\n')}\n]\n`
      const steps = 6
      kit.stub.script(
        { text: '- plan' },
        ...Array.from({ length: steps }, (_, n) => ({
          toolCalls: [
            call('writeFile', { path: `src/data${n}.ts`, content: big(n) }),
          ],
        })),
        { text: 'Wrote the data.' }
      )
      const result = await runBuild({
        prompt: 'data',
        env: kit.env,
        modelId: 'openai:gpt-4o',
        maxRepairRounds: 0,
      })
      // the template the new project starts from, plus the files written
      expect(
        Object.keys(result.files).filter((p) => /^src\/data\d\.ts$/.test(p))
      ).toHaveLength(steps)
      const fileBytes = big(0).length
      const codeRequests = kit.stub.requestBytes.slice(1)
      // Each request after a write grows by a short stub, not by the file.
      for (let i = 1; i < codeRequests.length; i++)
        expect(codeRequests[i]! - codeRequests[i - 1]!).toBeLessThan(
          fileBytes / 10
        )
      expect(JSON.stringify(kit.stub.requests.at(-1)!.messages)).toContain(
        'sent in an earlier step'
      )
    })
  }
)
