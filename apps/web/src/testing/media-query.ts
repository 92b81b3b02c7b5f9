/** A MediaQueryList that answers `matches` and never changes. */
export function fakeMediaQueryList(query: string, matches = false) {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }
}

/**
 * Media queries answer as a window `width` px wide would (max-width only).
 * Returns the undo, for `beforeEach` to run after the test. Not a spy: the
 * setup's matchMedia is a mock already, so spyOn would change that mock and
 * the stub would outlive the test (files share one jsdom).
 */
export function stubViewportWidth(width: number) {
  const original = window.matchMedia
  window.matchMedia = (query: string) => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query)?.[1]
    return fakeMediaQueryList(
      query,
      maxWidth !== undefined && width <= Number(maxWidth)
    ) as unknown as MediaQueryList
  }
  return () => {
    window.matchMedia = original
  }
}
