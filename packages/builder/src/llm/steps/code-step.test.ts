import { describe, expect, it } from 'vitest'
import { runBuild } from '../../engine.ts'
import type { FileMap } from '../../files/file-map.ts'
import { useScriptedOpenAi } from '../../test/scripted-openai-test-kit.ts'

const kit = useScriptedOpenAi()

const PROJECT: FileMap = {
  'index.html': '<title>Tips</title>',
  'src/main.tsx': `import { createRoot } from 'react-dom/client'\nimport { App } from './App'\nimport './index.css'\ncreateRoot(document.getElementById('root')!).render(<App />)\n`,
  'src/index.css': '@import "tailwindcss";\n',
  'src/App.tsx': `export function App() {\n  return <main>Tips</main>\n}\n`,
}

describe('the code step of a follow-up', { timeout: 60_000 }, () => {
  it('applies a change that reads and edits dozens of files, one tool call a turn, as models make them', async () => {
    const paths = Array.from({ length: 40 }, (_, i) => `src/tips/tip${i}.ts`)
    kit.stub.script(
      { text: '- Add forty tips' },
      { toolCalls: [{ name: 'readFile', args: { path: 'src/App.tsx' } }] },
      ...paths.map((path, i) => ({
        toolCalls: [
          {
            name: 'writeFile',
            args: { path, content: `export const tip${i} = 'Tip ${i}'\n` },
          },
        ],
      })),
      {
        toolCalls: [
          {
            name: 'editFile',
            args: {
              path: 'src/App.tsx',
              oldText: '<main>Tips</main>',
              newText: '<main>{tip39}</main>',
            },
          },
        ],
      },
      {
        toolCalls: [
          {
            name: 'editFile',
            args: {
              path: 'src/App.tsx',
              oldText: 'export function App() {',
              newText:
                "import { tip39 } from './tips/tip39'\nexport function App() {",
            },
          },
        ],
      },
      { text: 'Added the tips.' }
    )
    const result = await runBuild({
      prompt: 'Add forty tips and show the last one',
      files: PROJECT,
      env: kit.env,
      modelId: 'openai:gpt-4o',
      typeCheck: false,
    })
    expect(kit.stub.pending()).toBe(0)
    expect(result.changes.added).toEqual(expect.arrayContaining(paths))
    expect(result.files['src/App.tsx']).toContain('{tip39}')
    expect(result.bundle.errors).toEqual([])
  })
})
