export type RenderErrorReport = {
  source: 'errorBoundary'
  message: string
  stack: string | undefined
  componentStack: string | undefined
}

let reporter: (report: RenderErrorReport) => void = () => {}
const componentStacks = new WeakMap<object, string>()

/** Hook point for the `system_react_error` analytics event (docs/product.md §8). */
export function setRenderErrorReporter(
  next: (report: RenderErrorReport) => void
) {
  reporter = next
}

export function toError(value: unknown) {
  return value instanceof Error ? value : new Error(String(value))
}

/** Error boundaries record React's component stack here when they catch. */
export function rememberComponentStack(
  error: unknown,
  componentStack: string | null | undefined
) {
  if (typeof error === 'object' && error !== null && componentStack) {
    componentStacks.set(error, componentStack)
  }
}

export function getComponentStack(error: unknown) {
  return typeof error === 'object' && error !== null
    ? componentStacks.get(error)
    : undefined
}

export function reportRenderError(error: Error) {
  reporter({
    source: 'errorBoundary',
    message: error.message,
    stack: error.stack,
    componentStack: getComponentStack(error),
  })
}

/** Tells an embedding page about the error (docs/product.md §2). */
export function postErrorToParent(message: string, win: Window = window) {
  if (win.parent && win.parent !== win) {
    win.parent.postMessage({ type: 'error', message }, '*')
  }
}
