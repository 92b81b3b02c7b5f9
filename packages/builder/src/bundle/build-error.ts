import type { Message } from 'esbuild'

/** A build problem in a form the studio and the repair loop can read. */
export type BuildError = {
  file: string | null
  line: number | null
  column: number | null
  message: string
}

export function fromEsbuildMessage(msg: Message): BuildError {
  const loc = msg.location
  return {
    file: loc ? loc.file.replace(/^kiln:/, '') : null,
    line: loc ? loc.line : null,
    column: loc ? loc.column + 1 : null,
    message: msg.text,
  }
}

/** One line per error: `src/App.tsx:12:5: message`. */
export function formatBuildErrors(errors: BuildError[]): string {
  return errors
    .map((e) => {
      const where = e.file
        ? `${e.file}${e.line ? `:${e.line}` : ''}${e.column ? `:${e.column}` : ''}: `
        : ''
      return `${where}${e.message}`
    })
    .join('\n')
}
