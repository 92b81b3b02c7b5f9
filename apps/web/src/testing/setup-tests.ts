import '@testing-library/jest-dom/vitest'
import { tokenStore } from '@/lib/api'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { fakeMediaQueryList } from './media-query'
import { server } from './msw-server'

function stubBrowserApis() {
  window.matchMedia ??= vi.fn((query: string) => fakeMediaQueryList(query))
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.scrollTo = () => {}
  Element.prototype.scrollIntoView ??= () => {}
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
}

stubBrowserApis()
// Route modules load lazily (code splitting): the first visit of a route
// compiles it, which takes seconds on a busy two-core machine (several
// suites often run at once here).
configure({ asyncUtilTimeout: 20_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  // sonner keeps its toasts in module state and replays the active ones to
  // the next test's toaster.
  toast.dismiss()
  server.resetHandlers()
  tokenStore.setTokens(null)
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
