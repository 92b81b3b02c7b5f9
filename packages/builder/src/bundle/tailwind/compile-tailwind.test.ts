import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileTailwind } from './compile-tailwind.ts'

describe('Tailwind stylesheets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kiln-tailwind-'))
  const secret = join(dir, 'server-file.css')
  writeFileSync(secret, '.server-secret { color: red }')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("reads Tailwind's own stylesheets", async () => {
    const css = await compileTailwind({
      css: '@import "tailwindcss/preflight";',
      files: {},
      candidates: ['flex'],
    })
    expect(css).toContain('.flex')
  })

  it('never reads a server file through tailwindcss/..', async () => {
    const up = relative('/', secret)
    const attempt = compileTailwind({
      css: `@import "tailwindcss/${'../'.repeat(20)}${up}";`,
      files: {},
      candidates: [],
    })
    await expect(attempt).rejects.toThrow(/Cannot find stylesheet/)
  })
})
