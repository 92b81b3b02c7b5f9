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

  it('matches a span whose spacing inside lines differs, once', () => {
    const file = 'const total = items.reduce((sum, i) => sum + i.price, 0)\n'
    const match = findEdit(
      file,
      'const total  =  items.reduce((sum,i) => sum + i.price, 0)'
    )
    expect(match).toMatchObject({ ok: true, start: 0 })
  })

  it('quotes the most similar lines of a missing span', () => {
    const file = [
      'export function Card() {',
      '  return (',
      '    <div className="card p-4">',
      '      <h2 className="title">Welcome</h2>',
      '    </div>',
      '  )',
      '}',
    ].join('\n')
    const match = findEdit(
      file,
      '<div className="card p-6">\n  <h2 className="title">Welcome!</h2>'
    )
    expect(match).toEqual({
      ok: false,
      reason: 'missing',
      lines: [],
      closest: {
        line: 3,
        text: '    <div className="card p-4">\n      <h2 className="title">Welcome</h2>',
      },
    })
    expect(findEdit(file, 'import { useState } from "react"')).toEqual({
      ok: false,
      reason: 'missing',
      lines: [],
    })
  })
})
