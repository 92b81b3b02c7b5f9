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

  it('rejects any other mode, a missing mode and bad JSON', () => {
    expect(readPrefill(hashOf({ mode: 'auto-run', prompt: 'x' }))).toBeNull()
    expect(readPrefill(hashOf({ prompt: 'x' }))).toBeNull()
    expect(readPrefill('#prefill=%7Bnot-json')).toBeNull()
    expect(readPrefill('')).toBeNull()
  })
})
