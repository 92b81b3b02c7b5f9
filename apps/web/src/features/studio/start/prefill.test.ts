import { describe, expect, it } from 'vitest'
import { readPrefill } from './prefill'

const hashOf = (value: object) =>
  `#prefill=${encodeURIComponent(JSON.stringify(value))}`

describe('readPrefill', () => {
  it('accepts the modes auto-fill and auto-clone', () => {
    expect(readPrefill(hashOf({ mode: 'auto-fill', prompt: 'Hi' }))).toEqual({
      mode: 'auto-fill',
      prompt: 'Hi',
    })
    expect(readPrefill(hashOf({ mode: 'auto-clone' }))).toEqual({
      mode: 'auto-clone',
      prompt: '',
    })
  })

  it('reads the share link of an auto-clone prefill', () => {
    expect(
      readPrefill(hashOf({ mode: 'auto-clone', shareLink: ' abc_-1 ' }))
    ).toEqual({ mode: 'auto-clone', prompt: '', shareLink: 'abc_-1' })
  })

  it('rejects any other mode, a missing mode and bad JSON', () => {
    expect(readPrefill(hashOf({ mode: 'auto-run', prompt: 'x' }))).toBeNull()
    expect(readPrefill(hashOf({ prompt: 'x' }))).toBeNull()
    expect(readPrefill('#prefill=%7Bnot-json')).toBeNull()
    expect(readPrefill('')).toBeNull()
  })
})
