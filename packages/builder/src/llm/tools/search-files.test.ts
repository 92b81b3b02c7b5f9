import { describe, expect, it } from 'vitest'
import type { FileMap } from '../../files/file-map.ts'
import { searchFiles } from './search-files.ts'

type Args = {
  query: string
  regex?: boolean
  caseSensitive?: boolean
  folder?: string
}

/** Runs the tool the way the tool loop does; a thrown error is what the model reads. */
async function search(files: FileMap, args: Args): Promise<string> {
  const tool = searchFiles.create({ files })
  try {
    return String(
      await tool.execute!(args, { toolCallId: 'call-1', messages: [] })
    )
  } catch (error) {
    return (error as Error).message
  }
}

const FILES: FileMap = {
  'src/App.tsx': `import { Card } from './components/Card'\nexport function App() {\n  return <Card title="Hello" />\n}\n`,
  'src/components/Card.tsx': `export function Card({ title }: { title: string }) {\n  return <h2 className="p-4">{title}</h2>\n}\n`,
  'README.md': '# Cards\nA card app.\n',
  '.kiln/app.json': '{"name":"card"}',
}

describe('searchFiles', () => {
  it('finds ordinary text and regular expressions, case-insensitively and under a folder', async () => {
    expect(
      await search(FILES, { query: 'card', folder: 'src/components' })
    ).toBe(
      `src/components/Card.tsx:1: export function Card({ title }: { title: string }) {`
    )
    expect(await search(FILES, { query: '<H\\d class', regex: true })).toBe(
      'src/components/Card.tsx:2: return <h2 className="p-4">{title}</h2>'
    )
    expect(
      await search(FILES, {
        query: '<H\\d',
        regex: true,
        caseSensitive: true,
      })
    ).toBe('No matches.')
    expect(
      await search(FILES, { query: '^export function (\\w+)\\(', regex: true })
    ).toBe(
      [
        'src/App.tsx:2: export function App() {',
        'src/components/Card.tsx:1: export function Card({ title }: { title: string }) {',
      ].join('\n')
    )
    // Kiln's own files are never searched.
    expect(await search(FILES, { query: '"name":' })).toBe('No matches.')
  })

  it('answers evil patterns at once instead of backtracking for seconds', async () => {
    const line = `${'a'.repeat(48)}!`
    const files: FileMap = { 'src/evil.txt': [line, line, line].join('\n') }
    for (const query of ['(a|aa)+$', '(a+)+$', '(.*a){20}$', '^(a|a?)+$']) {
      const started = performance.now()
      const answer = await search(files, { query, regex: true })
      // Before the linear engine each of these took seconds to minutes.
      expect(performance.now() - started, query).toBeLessThan(1000)
      expect(answer, query).toBe('No matches.')
    }
    expect(await search(files, { query: '(a|aa)+!$', regex: true })).toBe(
      [1, 2, 3].map((n) => `src/evil.txt:${n}: ${line}`).join('\n')
    )
  }, 60_000)

  it('tells the model to simplify a pattern the linear engine does not support', async () => {
    for (const query of ['(a)\\1', 'foo(?=bar)', '(?<!x)y']) {
      const answer = await search(FILES, { query, regex: true })
      expect(answer, query).toMatch(/not supported/)
      expect(answer, query).toMatch(/simpler pattern|regex: false/)
    }
    expect(await search(FILES, { query: '(unclosed', regex: true })).toMatch(
      /^Invalid regular expression/
    )
    expect(
      await search(FILES, { query: 'a'.repeat(201), regex: true })
    ).toMatch(/at most 200 characters/)
  })

  it('bounds the work on large projects', async () => {
    const big = `${'x'.repeat(1_000)}\n`.repeat(2_000)
    const files: FileMap = {}
    for (let i = 0; i < 20; i++)
      files[`src/big-${String(i).padStart(2, '0')}.txt`] = big
    const answer = await search(files, { query: 'y', regex: true })
    expect(answer).toMatch(/searched only the first/)
  })
})
