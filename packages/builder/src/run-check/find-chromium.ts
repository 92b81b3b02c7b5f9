import { accessSync, constants } from 'node:fs'

/** Where Chromium is usually installed, looked at in this order. */
export const CHROMIUM_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
] as const

const runnable = (path: string) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The browser the run check launches: the configured path when it can be
 * run, else (nothing configured) the first usual location that can; null
 * when there is none (the check is then skipped).
 */
export function findChromium(configured?: string): string | null {
  if (configured) return runnable(configured) ? configured : null
  return CHROMIUM_LOCATIONS.find(runnable) ?? null
}
