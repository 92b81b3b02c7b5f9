import { describe, expect, it } from 'vitest'
import { applyTheme, readTheme, THEME_STORAGE_KEY, writeTheme } from './theme'

describe('theme storage', () => {
  it('defaults to dark', () => {
    expect(readTheme()).toBe('dark')
  })

  it('stores the choice under the key theme', () => {
    writeTheme('light')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    expect(readTheme()).toBe('light')
  })

  it('ignores unknown stored values', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia')
    expect(readTheme()).toBe('dark')
  })

  it('puts the dark class on the root element', () => {
    const root = document.createElement('html')
    applyTheme('dark', root)
    expect(root.classList.contains('dark')).toBe(true)
    applyTheme('light', root)
    expect(root.classList.contains('dark')).toBe(false)
  })
})
