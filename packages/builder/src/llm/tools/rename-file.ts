import { tool } from 'ai'
import { z } from 'zod'
import type { KilnTool } from '../../build-types.ts'
import { isTemplateCopy } from '../../template/template-files.ts'
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
        // A template file the project never changed is a leftover of how
        // the project started (the template's src/App.tsx in a JavaScript
        // app): a rename may take its place, as a write may.
        if (hasFile(ctx, to) && !isTemplateCopy(to, ctx.files[to]!))
          throw new Error(
            `Rejected: ${to} already exists; delete it first or choose another name`
          )
        return applyChange(ctx, to, ctx.files[from], from)
      },
    }),
}
