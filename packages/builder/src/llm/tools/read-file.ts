import { tool } from 'ai'
import { z } from 'zod'
import type { KilnTool } from '../../build-types.ts'
import { existingPath } from './tool-context.ts'

const MAX_READ_LINES = 400
const MAX_READ_CHARS = 40_000

export const readFile: KilnTool = {
  name: 'readFile',
  create: (ctx) =>
    tool({
      description:
        'Read a file, or a range of its lines, with line numbers ("12| code"; the numbers are not part of the file). Read a file before editing it when you have not seen its current text.',
      inputSchema: z.object({
        path: z.string(),
        startLine: z.number().int().min(1).optional(),
        endLine: z.number().int().min(1).optional(),
      }),
      execute: async ({ path: raw, startLine = 1, endLine }) => {
        const path = existingPath(ctx, raw)
        const lines = (ctx.files[path] ?? '').split('\n')
        const last = Math.min(
          endLine ?? lines.length,
          lines.length,
          startLine + MAX_READ_LINES - 1
        )
        let text = ''
        let shownTo = startLine - 1
        for (let n = startLine; n <= last; n++) {
          const line = `${n}| ${lines[n - 1]}\n`
          if (text.length + line.length > MAX_READ_CHARS) break
          text += line
          shownTo = n
        }
        const more =
          shownTo < lines.length
            ? `\n(${lines.length} lines in all; call readFile with startLine ${shownTo + 1} for more)`
            : ''
        return `${path} (lines ${startLine}-${shownTo} of ${lines.length})\n${text}${more}`
      },
    }),
}
