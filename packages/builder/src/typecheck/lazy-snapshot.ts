import type ts from 'typescript'

/**
 * A script snapshot that reads its text only when the compiler asks for it:
 * a declaration file the document registry already holds is never read again.
 */
export function lazySnapshot(read: () => string): ts.IScriptSnapshot {
  let text: string | undefined
  const get = () => (text ??= read())
  return {
    getText: (start, end) => get().substring(start, end),
    getLength: () => get().length,
    getChangeRange: () => undefined,
  }
}
