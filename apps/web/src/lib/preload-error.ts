const RELOAD_KEY = 'kiln:chunk-reload'
const GUARD_MS = 10_000

/**
 * A route module that fails to download (a new deployment replaced it)
 * reloads the page once; a second failure within 10 s is left to the error
 * screen instead of looping.
 */
export function reloadOnceForStaleChunk(
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now()
) {
  const last = Number(storage.getItem(RELOAD_KEY))
  if (last && now - last < GUARD_MS) return false
  storage.setItem(RELOAD_KEY, String(now))
  reload()
  return true
}

export function installPreloadErrorReload() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForStaleChunk()) event.preventDefault()
  })
}
