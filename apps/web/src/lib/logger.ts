/* eslint-disable no-console -- the one place the browser console is used; docs/product.md §8 names console-only messages */

/** Console access for the few messages docs/product.md §8 sends to the browser console. */
export const logger = {
  error: (...args: unknown[]) => console.error(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  debug: (...args: unknown[]) => {
    if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
      console.debug(...args)
    }
  },
}
