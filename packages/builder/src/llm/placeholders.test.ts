import { describe, expect, it } from 'vitest'
import { findPlaceholder } from './placeholders.ts'

describe('findPlaceholder', () => {
  it.each([
    '// ... keep existing code',
    'const a = 1\n// rest of the component\n',
    'return (\n  <div>\n    {/* ... */}\n  </div>\n)',
    '/* existing imports */\nimport x from "y"',
    '// ... unchanged',
    '<!-- previous content -->',
  ])('flags %j', (code) => {
    expect(findPlaceholder(code)).not.toBeNull()
  })

  it.each([
    'export const url = "https://example.com/a//b"',
    '// Keep the list sorted by date\nconst a = 1',
    '// Remove completed items before saving\n',
    'const text = "Loading..."',
    '/** Adds a todo to the list. */',
  ])('accepts %j', (code) => {
    expect(findPlaceholder(code)).toBeNull()
  })
})
