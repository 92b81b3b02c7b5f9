import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunStep } from '../build-types.ts'
import { runBuild } from '../engine.ts'
import { exportProjectFiles } from '../export/export-project.ts'
import {
  startScriptedOpenAi,
  type ScriptedReply,
} from '../test/scripted-openai-server.ts'
import { diffFiles } from './diff-files.ts'
import { createFileMap, fileMapFrom, sortFiles } from './file-map.ts'

/** Model-written names that are members of Object.prototype. */
const NAMES = [
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'src/valueOf',
]

let stub: Awaited<ReturnType<typeof startScriptedOpenAi>>
beforeAll(async () => {
  stub = await startScriptedOpenAi()
})
afterAll(() => stub.close())

const write = (path: string, content: string) => ({
  name: 'writeFile',
  args: { path, content },
})
const BUILD: ScriptedReply[] = [
  { text: '- plan' },
  {
    toolCalls: [
      write('index.html', '<title>Proto</title>'),
      write(
        'src/main.tsx',
        "import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')!).render(<h1>Hi</h1>)\n"
      ),
      write('src/index.css', ''),
      ...NAMES.map((name) => write(name, `file ${name}`)),
    ],
  },
  { text: 'Done.' },
]

describe('files named like Object.prototype members', () => {
  it(
    'an LLM build keeps them as ordinary files, also through a stored step',
    { timeout: 60_000 },
    async () => {
      const store = new Map<string, unknown>()
      const runStep: RunStep = async (key, fn) => {
        if (store.has(key)) return JSON.parse(JSON.stringify(store.get(key)))
        const value = await fn()
        store.set(key, JSON.parse(JSON.stringify(value)))
        return value
      }
      for (let run = 0; run < 2; run++) {
        stub.reset()
        stub.script(...BUILD)
        const result = await runBuild({
          prompt: 'proto',
          env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stub.baseUrl },
          modelId: 'openai:gpt-4o',
          runStep,
        })
        expect(result.bundle.errors).toEqual([])
        for (const name of NAMES) {
          expect(Object.hasOwn(result.files, name)).toBe(true)
          expect(result.files[name]).toBe(`file ${name}`)
        }
        expect(result.changes.added).toEqual(expect.arrayContaining(NAMES))
        expect(result.changes.changed).toEqual([])
      }
    }
  )

  it('a follow-up from plain JSON files diffs, sorts and exports them', () => {
    const before = JSON.parse('{"a.txt":"a","__proto__":"p"}') as Record<
      string,
      string
    >
    const after = fileMapFrom(before)
    after['toString'] = 't'
    after['constructor'] = 'c'
    const changes = diffFiles(before, after)
    expect(changes.added).toEqual(['constructor', 'toString'])
    expect(changes.changed).toEqual([])
    expect(Object.keys(sortFiles(after))).toEqual([
      '__proto__',
      'a.txt',
      'constructor',
      'toString',
    ])
    const exported = exportProjectFiles(after)
    expect(exported['__proto__']).toBe('p')
    expect(exported['toString']).toBe('t')
    const empty = createFileMap()
    expect(empty['toString']).toBeUndefined()
    expect(diffFiles(empty, after).added).toHaveLength(4)
  })
})
