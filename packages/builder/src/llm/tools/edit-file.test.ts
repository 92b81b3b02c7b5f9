import { describe, expect, it } from 'vitest'
import type { ToolContext } from '../../build-types.ts'
import { editFile } from './edit-file.ts'

async function edit(ctx: ToolContext, oldText: string, newText: string) {
  try {
    await editFile.create(ctx).execute!(
      { path: 'src/pages/Index.tsx', oldText, newText },
      { toolCallId: 'e', messages: [] }
    )
    return 'ok'
  } catch (error) {
    return (error as Error).message
  }
}

const PAGE = `export default function Index() {
  return (
    <main>
      <Hero />
      {/* Other sections */}
      <Pricing />
    </main>
  )
}
`

describe('editFile and placeholder comments', () => {
  it("takes a comment the file already holds elsewhere, as a real diff that copies the page's own section marker", async () => {
    const ctx: ToolContext = { files: { 'src/pages/Index.tsx': PAGE } }
    expect(
      await edit(
        ctx,
        '      <Pricing />',
        '      <Pricing />\n      {/* Other sections */}\n      <Faq />'
      )
    ).toBe('ok')
    expect(ctx.files['src/pages/Index.tsx']).toContain('<Faq />')
  })

  it('still refuses a placeholder the file does not have', async () => {
    const ctx: ToolContext = { files: { 'src/pages/Index.tsx': PAGE } }
    expect(
      await edit(
        ctx,
        '      <Pricing />',
        '      {/* ... existing code ... */}'
      )
    ).toMatch(/placeholder/)
  })
})

describe('editFile in a file with CRLF line endings', () => {
  it('takes a span that starts and ends inside lines, written with LF, and keeps the file CRLF', async () => {
    const form = [
      '        <input',
      '          value={title}',
      '        />',
      '        <button type="submit" className="btn">',
      '          Add',
      '        </button>',
      '',
    ].join('\r\n')
    const ctx: ToolContext = { files: { 'src/pages/Index.tsx': form } }
    expect(
      await edit(
        ctx,
        '        />\n        <button type="submit"',
        '        />\n        <select aria-label="Priority" />\n        <button type="submit"'
      )
    ).toBe('ok')
    expect(ctx.files['src/pages/Index.tsx']).toBe(
      form.replace(
        '/>\r\n        <button',
        '/>\r\n        <select aria-label="Priority" />\r\n        <button'
      )
    )
  })
})
