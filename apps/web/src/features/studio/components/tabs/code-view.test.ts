import { describe, expect, it } from 'vitest'
import { languageOf } from './code-view'

describe('languageOf', () => {
  it('maps known extensions and treats Object member names as plain text', () => {
    expect(languageOf('src/App.tsx')).toBe('tsx')
    expect(languageOf('README.md')).toBe('markdown')
    for (const name of [
      'constructor',
      'a.constructor',
      'x.__proto__',
      'toString',
      'b.hasOwnProperty',
    ])
      expect(languageOf(name)).toBe('plain')
  })
})
