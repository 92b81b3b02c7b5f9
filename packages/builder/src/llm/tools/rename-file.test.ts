import { describe, expect, it } from 'vitest'
import type { ToolContext } from '../../build-types.ts'
import { templateFiles } from '../../template/template-files.ts'
import { renameFile } from './rename-file.ts'

async function rename(ctx: ToolContext, from: string, to: string) {
  try {
    await renameFile.create(ctx).execute!(
      { from, to },
      { toolCallId: 'r', messages: [] }
    )
    return 'ok'
  } catch (error) {
    return (error as Error).message
  }
}

describe('renameFile', () => {
  it("moves a project's file onto a template file it never changed (src/App.jsx -> src/App.tsx in a JavaScript project)", async () => {
    const template = templateFiles()
    const ctx: ToolContext = {
      files: {
        ...template,
        'src/App.jsx': 'export default () => <h1>Recipes</h1>\n',
      },
    }
    expect(await rename(ctx, 'src/App.jsx', 'src/App.tsx')).toBe('ok')
    expect(ctx.files['src/App.tsx']).toBe(
      'export default () => <h1>Recipes</h1>\n'
    )
    expect(ctx.files['src/App.jsx']).toBeUndefined()
  })

  it('still refuses to overwrite a file the project wrote', async () => {
    const ctx: ToolContext = {
      files: {
        ...templateFiles(),
        'src/App.tsx': 'export default () => <h1>Mine</h1>\n',
        'src/Other.tsx': 'export default () => null\n',
      },
    }
    expect(await rename(ctx, 'src/Other.tsx', 'src/App.tsx')).toMatch(
      /src\/App\.tsx already exists/
    )
    expect(ctx.files['src/App.tsx']).toBe(
      'export default () => <h1>Mine</h1>\n'
    )
  })
})
