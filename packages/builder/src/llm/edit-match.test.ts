import { describe, expect, it } from 'vitest'
import { findEdit, reindent } from './edit-match.ts'

const source = 'function a() {\n  if (x) {\n    run()\n  }\n}\n'

describe('findEdit', () => {
  it('finds an exact unique span', () => {
    const match = findEdit(source, '    run()')
    expect(match).toEqual({ ok: true, start: 26, end: 35 })
  })

  it('reports every line of an ambiguous span', () => {
    expect(findEdit('a\nb\na\n', 'a')).toEqual({
      ok: false,
      reason: 'ambiguous',
      lines: [1, 3],
    })
  })

  it('falls back to trailing whitespace, CRLF and then indentation', () => {
    const crlf = source.replace(/\n/g, '\r\n')
    const match = findEdit(crlf, 'if (x) {  \n    run()')
    expect(match.ok && crlf.slice(match.start, match.end)).toBe(
      '  if (x) {\r\n    run()'
    )
    const indented = findEdit(source, 'if (x) {\n  run()\n}')
    expect(indented).toMatchObject({ ok: true, indent: { from: '', to: '  ' } })
    if (!indented.ok) return
    expect(reindent('if (y) {\n  stop()\n}', indented.indent)).toBe(
      '  if (y) {\n    stop()\n  }'
    )
  })

  it('refuses text that is not there', () => {
    expect(findEdit(source, 'walk()')).toEqual({
      ok: false,
      reason: 'missing',
      lines: [],
    })
  })
})
