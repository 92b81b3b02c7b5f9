import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './lib/paths'

const sourceFiles = () =>
  execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.md'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)

describe('docs/product.md', () => {
  const doc = readFileSync(path.join(repoRoot, 'docs/product.md'), 'utf8')
  const sections = new Set(
    [...doc.matchAll(/^## (\d+)\. /gm)].map((match) => match[1])
  )

  it('has every section that a comment cites, and nothing cites the old SPEC', () => {
    const missing: string[] = []
    const stale: string[] = []
    for (const file of sourceFiles()) {
      const text = readFileSync(path.join(repoRoot, file), 'utf8')
      for (const match of text.matchAll(/docs\/product\.md §(\d+)/g)) {
        if (!sections.has(match[1]!)) missing.push(`${file}: §${match[1]}`)
      }
      if (/\bSPEC §/.test(text)) stale.push(file)
    }
    expect(sections.size).toBeGreaterThanOrEqual(9)
    expect(missing).toEqual([])
    expect(stale).toEqual([])
  })
})
