import { afterEach, describe, expect, it, vi } from 'vitest'
import { readItem, removeItem, writeItem } from './kiln-storage.ts'

describe('kiln-storage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps values in memory when the browser blocks localStorage', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied', 'SecurityError')
      },
    })
    writeItem('token', 'abc')
    expect(readItem('token')).toBe('abc')
    removeItem('token')
    expect(readItem('token')).toBeNull()
    Reflect.deleteProperty(globalThis, 'localStorage')
  })

  it('persists to localStorage when it is available', () => {
    const store = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    })
    writeItem('entity', '[1]')
    expect(store.get('entity')).toBe('[1]')
    expect(readItem('entity')).toBe('[1]')
  })
})
