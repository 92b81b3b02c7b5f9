import { describe, expect, it } from 'vitest'
import { expandImportMetaGlob } from './import-meta-glob.ts'

const call = (glob: string) =>
  `const pages = import.meta.glob(${JSON.stringify(glob)})\n`

describe('import.meta.glob patterns written by the model', () => {
  it('expands ordinary globs, braces included', () => {
    const files = {
      'src/main.tsx': '',
      'src/pages/Home.tsx': '',
      'src/pages/About.tsx': '',
      'src/pages/deep/Faq.mdx': '',
    }
    expect(
      expandImportMetaGlob(
        call('./pages/**/*.{tsx,mdx}'),
        'src/main.tsx',
        files,
        []
      )
    ).toContain(
      `"./pages/About.tsx": () => import("/src/pages/About.tsx"), "./pages/Home.tsx": () => import("/src/pages/Home.tsx"), "./pages/deep/Faq.mdx"`
    )
  })

  it('matches evil globs in linear time and survives an unclosed brace', () => {
    const files = {
      'src/main.tsx': '',
      [`src/${'a'.repeat(120)}.tsx`]: '',
    }
    for (const glob of [
      `/src/${'**a'.repeat(25)}!`,
      `/src/${'*a'.repeat(25)}!`,
      '/src/{a',
    ]) {
      const started = performance.now()
      const out = expandImportMetaGlob(call(glob), 'src/main.tsx', files, [])
      expect(performance.now() - started, glob).toBeLessThan(1000)
      expect(out, glob).toContain('const pages = ({})')
    }
  })
})
