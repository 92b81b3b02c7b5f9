import { tool } from 'ai'
import { z } from 'zod'
import type { KilnTool } from '../../build-types.ts'
import { applyChange, existingPath, writablePath } from './tool-context.ts'

export const deleteFile: KilnTool = {
  name: 'deleteFile',
  create: (ctx) =>
    tool({
      description: 'Delete a file that is no longer needed.',
      inputSchema: z.object({ path: z.string() }),
      execute: async ({ path: raw }) => {
        const path = existingPath(ctx, writablePath(raw))
        return applyChange(ctx, path, undefined)
      },
    }),
}
