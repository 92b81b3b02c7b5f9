import { describe, expect, it } from 'vitest'
import { safeJsonParse } from './json'

describe('safeJsonParse', () => {
  it('parses JSON and returns null for anything else', () => {
    expect(safeJsonParse('{"a":1}')).toEqual({ a: 1 })
    expect(safeJsonParse('not json')).toBeNull()
    expect(safeJsonParse('')).toBeNull()
    expect(safeJsonParse(null)).toBeNull()
  })
})
