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
    '// ... rest of the code unchanged',
    '// Rest of the code remains the same',
    '{/* ...other sections */}',
    '// keep the existing logic here',
  ])('flags %j', (code) => {
    expect(findPlaceholder(code)).not.toBeNull()
  })

  it.each([
    'export const url = "https://example.com/a//b"',
    '// Keep the list sorted by date\nconst a = 1',
    '// Remove completed items before saving\n',
    'const text = "Loading..."',
    '/** Adds a todo to the list. */',
    '// Process single image (original logic)\nprocess(image)',
    '// Rest of the code handles errors from the upload',
    '// Other components read the theme from context',
    '/* Same styles as the header, but smaller */',
    '/**\n * Shortens a title for its card: long titles end in "..." and the\n * rest of the title is omitted.\n */\nexport const short = (t: string) => t',
  ])('accepts %j', (code) => {
    expect(findPlaceholder(code)).toBeNull()
  })

  it('accepts a placeholder-like comment the file already had', () => {
    const previous = 'a()\n// ... existing code\n'
    expect(findPlaceholder(`${previous}b()\n`, previous)).toBeNull()
  })
})
