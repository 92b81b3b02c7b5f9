import { describe, expect, it, vi } from 'vitest'
import { reloadOnceForStaleChunk } from './preload-error'

describe('reloadOnceForStaleChunk', () => {
  it('reloads once, then not again within 10 s', () => {
    const reload = vi.fn()
    expect(reloadOnceForStaleChunk(sessionStorage, reload, 1000)).toBe(true)
    expect(reloadOnceForStaleChunk(sessionStorage, reload, 5000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadOnceForStaleChunk(sessionStorage, reload, 20_000)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
