import { tool } from 'ai'
import { z } from 'zod'
import type { KilnTool } from '../../build-types.ts'
import {
  applyChange,
  existingPath,
  hasFile,
  writablePath,
} from './tool-context.ts'

export const renameFile: KilnTool = {
  name: 'renameFile',
  create: (ctx) =>
    tool({
      description:
        'Rename or move a file. Imports that name the old path are not changed: update them with editFile (searchFiles finds them).',
      inputSchema: z.object({ from: z.string(), to: z.string() }),
      execute: async ({ from: rawFrom, to: rawTo }) => {
        const from = writablePath(rawFrom)
        existingPath(ctx, from)
        const to = writablePath(rawTo)
        if (hasFile(ctx, to))
          throw new Error(
            `Rejected: ${to} already exists; delete it first or choose another name`
          )
        return applyChange(ctx, to, ctx.files[from], from)
      },
    }),
}
