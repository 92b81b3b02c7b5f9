import { tool } from 'ai'
import isSafeRegex from 'safe-regex2'
import { z } from 'zod'
import { isKilnPath, type KilnTool } from './tool-context.ts'

const MAX_MATCHES = 50
const MAX_LINE_CHARS = 200
const MAX_PATTERN_CHARS = 200

function matcher(query: string, isRegex: boolean, caseSensitive: boolean) {
  if (!isRegex) {
    const needle = caseSensitive ? query : query.toLowerCase()
    return (line: string) =>
      (caseSensitive ? line : line.toLowerCase()).includes(needle)
  }
  if (query.length > MAX_PATTERN_CHARS)
    throw new Error(
      `Rejected: a pattern may have at most ${MAX_PATTERN_CHARS} characters`
    )
  let re: RegExp
  try {
    re = new RegExp(query, caseSensitive ? '' : 'i')
  } catch (error) {
    throw new Error(`Invalid regular expression: ${(error as Error).message}`)
  }
  // Model-written patterns run on the server: refuse ones that can backtrack for ever.
  if (!isSafeRegex(re))
    throw new Error(
      'Rejected: the pattern could take too long (nested repetition); simplify it'
    )
  return (line: string) => re.test(line)
}

export const searchFiles: KilnTool = {
  name: 'searchFiles',
  create: (ctx) =>
    tool({
      description: `Search the project's files for text or a regular expression. Returns "path:line: text" for each matching line (at most ${MAX_MATCHES}).`,
      inputSchema: z.object({
        query: z.string().min(1),
        regex: z
          .boolean()
          .optional()
          .describe('Treat query as a JavaScript regular expression'),
        caseSensitive: z.boolean().optional(),
        folder: z
          .string()
          .optional()
          .describe('Only search under this folder, e.g. src/components'),
      }),
      execute: async ({
        query,
        regex = false,
        caseSensitive = false,
        folder,
      }) => {
        const test = matcher(query, regex, caseSensitive)
        const prefix = folder ? `${folder.replace(/^\.?\/+|\/+$/g, '')}/` : ''
        const hits: string[] = []
        let total = 0
        for (const path of Object.keys(ctx.files).sort()) {
          if (
            isKilnPath(path) ||
            !path.startsWith(prefix === '/' ? '' : prefix)
          )
            continue
          const lines = ctx.files[path]!.split('\n')
          for (let i = 0; i < lines.length; i++) {
            const line = lines[i]!.slice(0, 2_000)
            if (!test(line)) continue
            total++
            if (hits.length < MAX_MATCHES)
              hits.push(
                `${path}:${i + 1}: ${line.trim().slice(0, MAX_LINE_CHARS)}`
              )
          }
        }
        if (total === 0) return 'No matches.'
        const more =
          total > hits.length
            ? `\n(${total - hits.length} more matches; narrow the search)`
            : ''
        return hits.join('\n') + more
      },
    }),
}
