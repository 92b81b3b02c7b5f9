import { tool } from 'ai'
import { z } from 'zod'
import type { KilnTool } from '../../build-types.ts'
import { findPlaceholder } from '../placeholders.ts'
import { applyChange, checkSize, writablePath } from './tool-context.ts'

export const writeFile: KilnTool = {
  name: 'writeFile',
  textInputs: ['content'],
  create: (ctx) =>
    tool({
      description:
        'Create a new file, or replace a file completely, with its COMPLETE content. For a small change to an existing file use editFile instead. Never leave placeholders such as "// ... existing code".',
      inputSchema: z.object({
        path: z
          .string()
          .describe('Path from the project root, e.g. src/App.tsx'),
        content: z.string().describe('The full file content'),
      }),
      execute: async ({ path: raw, content }) => {
        const path = writablePath(raw)
        const placeholder = findPlaceholder(content, ctx.files[path])
        if (placeholder) {
          throw new Error(
            `Rejected: ${path} contains the placeholder comment ${JSON.stringify(placeholder)}. Write the complete file content, or change only a part of the file with editFile.`
          )
        }
        checkSize(ctx, path, content)
        return applyChange(ctx, path, content)
      },
    }),
}
