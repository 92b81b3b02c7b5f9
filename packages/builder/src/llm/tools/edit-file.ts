import { tool } from 'ai'
import { z } from 'zod'
import type { KilnTool } from '../../build-types.ts'
import { findEdit, reindent } from '../edit-match.ts'
import { findPlaceholder } from '../placeholders.ts'
import {
  applyChange,
  checkSize,
  existingPath,
  writablePath,
} from './tool-context.ts'

const trimBlankEnds = (text: string) =>
  text.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?:\r?\n[ \t]*)+$/, '')

export const editFile: KilnTool = {
  name: 'editFile',
  textInputs: ['oldText', 'newText'],
  create: (ctx) =>
    tool({
      description:
        'Change part of an existing file: replaces oldText, which must occur exactly once in the file, with newText. Copy oldText exactly from the file (a few whole lines, with their indentation) and include enough surrounding lines to make it unique. Use this for every change to an existing file; several editFile calls may change several places.',
      inputSchema: z.object({
        path: z
          .string()
          .describe('Path from the project root, e.g. src/App.tsx'),
        oldText: z
          .string()
          .min(1)
          .describe('The exact text to replace, copied from the file'),
        newText: z
          .string()
          .describe('The text that replaces it (may be empty)'),
        replaceAll: z
          .boolean()
          .optional()
          .describe('Replace every occurrence instead of exactly one'),
      }),
      execute: async ({ path: raw, oldText, newText, replaceAll }) => {
        const path = writablePath(raw)
        existingPath(ctx, path)
        const content = ctx.files[path] ?? ''
        // comments the file already holds are the app's own, as for writeFile
        const placeholder = findPlaceholder(newText, content)
        if (placeholder) {
          throw new Error(
            `Rejected: newText contains the placeholder comment ${JSON.stringify(placeholder)}. newText replaces oldText completely: write all of it, or make oldText smaller.`
          )
        }
        const eol = content.includes('\r\n') ? '\r\n' : '\n'
        const withEol = (text: string) => text.replace(/\r?\n/g, eol)
        let next: string
        const allOf = content.includes(oldText) ? oldText : withEol(oldText)
        if (replaceAll && content.includes(allOf)) {
          next = content
            .split(allOf)
            .join(allOf === oldText ? newText : withEol(newText))
        } else {
          const match = findEdit(content, oldText)
          if (!match.ok && match.reason === 'ambiguous') {
            throw new Error(
              `Rejected: oldText occurs ${match.lines.length} times in ${path} (lines ${match.lines.join(', ')}). Retry editFile with more surrounding lines in oldText so that it matches exactly once, or set replaceAll to change every occurrence.`
            )
          }
          if (!match.ok) {
            const near = match.closest
              ? ` The most similar text is at line ${match.closest.line}:\n${match.closest.text}\nIf that is the place, retry editFile with oldText copied from it exactly.`
              : ` Call readFile for ${path} (a line range is enough) to see its current text, then retry editFile with oldText copied exactly.`
            throw new Error(
              `Rejected: oldText was not found in ${path}, even ignoring indentation and spacing.${near}`
            )
          }
          const exact = content.slice(match.start, match.end) === oldText
          const replacement = exact
            ? newText
            : match.eol
              ? withEol(newText)
              : withEol(reindent(trimBlankEnds(newText), match.indent))
          next =
            content.slice(0, match.start) +
            replacement +
            content.slice(match.end)
        }
        if (next === content)
          throw new Error(`Rejected: newText is the same as oldText in ${path}`)
        checkSize(ctx, path, next)
        return applyChange(ctx, path, next)
      },
    }),
}
