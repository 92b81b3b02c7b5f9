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

  it('compiles v3 stylesheets: @import "tailwindcss/base" forms, @apply of layer classes and v3 opacities, unknown config plugins left out', async () => {
    const css = await compileTailwind({
      css: `@import 'tailwindcss/base';
@import 'tailwindcss/components';
@import 'tailwindcss/utilities';
@import url('https://fonts.googleapis.com/css2?family=Inter&display=swap');
@layer components {
  .card { @apply rounded-lg bg-white p-4; }
  .card-overlay { @apply card bg-black bg-opacity-40; }
}`,
      files: {
        'tailwind.config.js':
          "module.exports = { theme: { extend: {} }, plugins: [require('daisyui')] }",
      },
      candidates: ['card-overlay', 'hover:card'],
    })
    expect(css).toMatch(/\.card-overlay \{[^}]*border-radius/)
    expect(css).toMatch(/\.card-overlay \{[^}]*--tw-bg-opacity: 0\.4/)
    expect(css).toContain('.hover\\:card')
    expect(css).not.toContain('fonts.googleapis.com')
  })
})
