export type Theme = 'light' | 'dark' | 'system'

export const THEME_STORAGE_KEY = 'theme'
export const DEFAULT_THEME: Theme = 'dark'

const themes: readonly Theme[] = ['light', 'dark', 'system']

export function readTheme(storage: Storage = window.localStorage): Theme {
  const stored = storage.getItem(THEME_STORAGE_KEY)
  return themes.includes(stored as Theme) ? (stored as Theme) : DEFAULT_THEME
}

export function writeTheme(
  theme: Theme,
  storage: Storage = window.localStorage
) {
  storage.setItem(THEME_STORAGE_KEY, theme)
}

export function resolveTheme(theme: Theme): 'light' | 'dark' {
  if (theme !== 'system') return theme
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light'
}

/** Puts the `dark` class on <html> for the given theme. */
export function applyTheme(theme: Theme, root = document.documentElement) {
  const resolved = resolveTheme(theme)
  root.classList.toggle('dark', resolved === 'dark')
  root.style.colorScheme = resolved
}
