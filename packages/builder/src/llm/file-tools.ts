import { tool } from 'ai'
import { z } from 'zod'
import type { BuildEvent } from '../build-types.ts'
import { normalizePath, sortedPaths, type FileMap } from '../files/file-map.ts'
import { findPlaceholder } from './placeholders.ts'

const MAX_FILE_CHARS = 200_000
const MAX_FILES = 300

function pathOrThrow(raw: string): string {
  const path = normalizePath(raw)
  if (!path) throw new Error(`Invalid path '${raw}'`)
  return path
}

/**
 * The tools a model codes with. They edit `files` in place and report each
 * write or delete through onEvent. Thrown errors go back to the model as tool errors.
 */
export function fileTools(files: FileMap, onEvent?: (e: BuildEvent) => void) {
  return {
    writeFile: tool({
      description:
        'Create or overwrite a file with its COMPLETE content. Never leave placeholders such as "// ... existing code".',
      inputSchema: z.object({
        path: z
          .string()
          .describe('Path from the project root, e.g. src/App.tsx'),
        content: z.string().describe('The full file content'),
      }),
      execute: async ({ path: raw, content }) => {
        const path = pathOrThrow(raw)
        const placeholder = findPlaceholder(content)
        if (placeholder) {
          throw new Error(
            `Rejected: ${path} contains the placeholder comment ${JSON.stringify(placeholder)}. Write the complete file content.`
          )
        }
        if (content.length > MAX_FILE_CHARS) {
          throw new Error(
            `Rejected: ${path} is over ${MAX_FILE_CHARS} characters`
          )
        }
        if (
          files[path] === undefined &&
          Object.keys(files).length >= MAX_FILES
        ) {
          throw new Error(
            `Rejected: a project may have at most ${MAX_FILES} files`
          )
        }
        const action = files[path] === undefined ? 'created' : 'updated'
        files[path] = content
        onEvent?.({ type: 'file', path, action })
        return { ok: true, path, action }
      },
    }),
    deleteFile: tool({
      description: 'Delete a file that is no longer needed.',
      inputSchema: z.object({ path: z.string() }),
      execute: async ({ path: raw }) => {
        const path = pathOrThrow(raw)
        if (files[path] === undefined) throw new Error(`No such file: ${path}`)
        delete files[path]
        onEvent?.({ type: 'file', path, action: 'deleted' })
        return { ok: true, path }
      },
    }),
    readFile: tool({
      description: 'Read the current content of a file.',
      inputSchema: z.object({ path: z.string() }),
      execute: async ({ path: raw }) => {
        const path = pathOrThrow(raw)
        const content = files[path]
        if (content === undefined) throw new Error(`No such file: ${path}`)
        return { path, content }
      },
    }),
    listFiles: tool({
      description: 'List the paths of all project files.',
      inputSchema: z.object({}),
      execute: async () => ({ paths: sortedPaths(files) }),
    }),
  }
}
