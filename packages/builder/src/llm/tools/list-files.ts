import { tool } from 'ai'
import { z } from 'zod'
import type { KilnTool } from '../../build-types.ts'
import { normalizePath } from '../../files/file-map.ts'
import { isKilnPath } from './tool-context.ts'

export const listFiles: KilnTool = {
  name: 'listFiles',
  create: (ctx) =>
    tool({
      description:
        'List the project files (path and size in characters), optionally only under a folder.',
      inputSchema: z.object({ folder: z.string().optional() }),
      execute: async ({ folder }) => {
        const prefix = folder ? `${normalizePath(folder) ?? ''}/` : ''
        const paths = Object.keys(ctx.files)
          .filter(
            (p) => !isKilnPath(p) && p.startsWith(prefix === '/' ? '' : prefix)
          )
          .sort()
        if (paths.length === 0) return 'No files.'
        return paths.map((p) => `${p} (${ctx.files[p]!.length})`).join('\n')
      },
    }),
}
