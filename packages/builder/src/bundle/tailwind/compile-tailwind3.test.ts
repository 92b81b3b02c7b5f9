import { createRequire } from 'node:module'
import type { AcceptedPlugin } from 'postcss'
import { describe, expect, it } from 'vitest'
import { builderRequire } from '../builder-dir.ts'
import { compileTailwind } from './compile-tailwind.ts'
import { declaredMajor, tailwindMajor } from './tailwind-major.ts'

const tw3Require = createRequire(
  builderRequire.resolve('tailwindcss3/package.json')
)
const postcss = tw3Require('postcss') as (plugins: AcceptedPlugin[]) => {
  process: (css: string, o: { from: string }) => Promise<{ css: string }>
}
const tailwindcss3 = tw3Require('tailwindcss3') as (
  config: unknown
) => AcceptedPlugin

const V3_CSS = `@tailwind base;
@tailwind components;
@tailwind utilities;

@layer components {
  .btn-primary { @apply rounded-md bg-blue-600 px-4 py-2 text-white shadow !important; }
  .heading { @apply font-inter text-2xl font-bold; }
}
`
const CONFIG = `/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: { extend: { fontFamily: { inter: ['Inter', 'sans-serif'] } } },
  plugins: [],
}
`
const CANDIDATES = [
  'btn-primary',
  'heading',
  'shadow',
  'shadow-sm',
  'ring',
  'rounded',
  'border',
  'blur',
  'outline-none',
]

function v3Project(range = '^3.4.1') {
  return {
    'package.json': JSON.stringify({ devDependencies: { tailwindcss: range } }),
    'tailwind.config.js': CONFIG,
    'src/index.css': V3_CSS,
  }
}

/** What Tailwind 3 itself makes of the same stylesheet, config and class names. */
async function tailwind3Reference(): Promise<string> {
  const config = {
    content: [{ raw: CANDIDATES.join('\n'), extension: 'html' }],
    theme: { extend: { fontFamily: { inter: ['Inter', 'sans-serif'] } } },
    plugins: [],
  }
  const result = await postcss([tailwindcss3(config)]).process(V3_CSS, {
    from: '/reference/src/index.css',
  })
  return result.css
}

describe('Tailwind 3 projects', () => {
  it('are built by Tailwind 3: the CSS equals what tailwindcss@3 makes of the same input', async () => {
    const css = await compileTailwind({
      css: V3_CSS,
      files: v3Project(),
      candidates: CANDIDATES,
    })
    expect(css).toBe(await tailwind3Reference())
  })

  it('take v3 syntax and give v3 values: @apply … !important, @apply of a config font, shadows, rings and border colours', async () => {
    const css = await compileTailwind({
      css: V3_CSS,
      files: v3Project(),
      candidates: CANDIDATES,
      cacheScope: 'tailwind3-values',
    })
    expect(css).toMatch(
      /\.btn-primary \{[^}]*background-color: rgb\(37 99 235 \/ var\(--tw-bg-opacity, 1\)\) !important/
    )
    expect(css).toMatch(/\.heading \{[^}]*font-family: Inter, sans-serif/)
    // v3's `shadow` (v4 renamed it shadow-sm and changed `shadow`)
    expect(css).toMatch(
      /\.shadow \{\s*--tw-shadow: 0 1px 3px 0 rgb\(0 0 0 \/ 0\.1\), 0 1px 2px -1px rgb\(0 0 0 \/ 0\.1\);/
    )
    expect(css).toMatch(
      /\.shadow-sm \{\s*--tw-shadow: 0 1px 2px 0 rgb\(0 0 0 \/ 0\.05\);/
    )
    // v3's `ring` is 3px wide and blue-500 at 50 %; `rounded` is 0.25rem
    expect(css).toMatch(
      /\.ring \{[^}]*calc\(3px \+ var\(--tw-ring-offset-width\)\)/
    )
    expect(css).toContain('--tw-ring-color: rgb(59 130 246 / 0.5)')
    expect(css).toMatch(/\.rounded \{\s*border-radius: 0\.25rem;/)
    // v3's preflight gives every border gray-200 (v4: currentColor)
    expect(css).toMatch(/border-color: #e5e7eb/)
  })

  it('keeps the setup per project: a follow-up build adds new class names to the same output', async () => {
    const files = v3Project()
    const input = { css: V3_CSS, files, cacheScope: 'tailwind3-followup' }
    await compileTailwind({ ...input, candidates: ['shadow'] })
    const again = await compileTailwind({ ...input, candidates: ['shadow-lg'] })
    expect(again).toContain('.shadow-lg')
    expect(again).toContain('.shadow {')
  })

  it('gives a follow-up whose new words make no rule the last stylesheet as it was, without compiling again', async () => {
    const files = v3Project()
    const input = { css: V3_CSS, files, cacheScope: 'tailwind3-words' }
    const first = await compileTailwind({
      ...input,
      candidates: ['shadow', 'hover:underline', 'md:flex'],
    })
    const words = await compileTailwind({
      ...input,
      candidates: ['shadow', 'hover:underline', 'md:flex', 'Opening', 'hours'],
    })
    // a second run of Tailwind's pipeline writes the same rules with other blank lines
    expect(words).toBe(first)
    const withClass = await compileTailwind({
      ...input,
      candidates: ['shadow', 'hover:underline', 'md:flex', 'Opening', 'ring-2'],
    })
    expect(withClass).toContain('.ring-2 {')
  })

  it('shares what is not a class only between projects of the same config and stylesheet', async () => {
    const plain = v3Project()
    const branded = {
      ...plain,
      'tailwind.config.js': CONFIG.replace(
        'extend: {',
        "extend: { colors: { brand: { 500: '#123456' } }, "
      ),
    }
    const candidates = ['bg-brand-500', 'shadow']
    const first = await compileTailwind({
      css: V3_CSS,
      files: plain,
      candidates,
      cacheScope: 'tailwind3-plain',
    })
    expect(first).not.toContain('.bg-brand-500')
    const second = await compileTailwind({
      css: V3_CSS,
      files: branded,
      candidates,
      cacheScope: 'tailwind3-branded',
    })
    expect(second).toMatch(/\.bg-brand-500 \{[^}]*18 52 86/)
    const again = await compileTailwind({
      css: V3_CSS,
      files: plain,
      candidates: [...candidates, 'Opening'],
      cacheScope: 'tailwind3-plain-2',
    })
    expect(again).toBe(first)
  })

  it('runs the plugins the config requires with the server’s copies', async () => {
    const css = await compileTailwind({
      css: '@tailwind base;\n@tailwind components;\n@tailwind utilities;',
      files: {
        'package.json': JSON.stringify({
          devDependencies: { tailwindcss: '^3.4.17' },
        }),
        'tailwind.config.js': `module.exports = {
  content: ['./src/**/*.tsx'],
  plugins: [require('@tailwindcss/typography'), require('@tailwindcss/forms'), require('tailwindcss-animate')],
}`,
      },
      candidates: ['prose', 'form-input', 'animate-in'],
    })
    expect(css).toMatch(/\.prose \{[^}]*max-width: 65ch/)
    expect(css).toMatch(/\.form-input/)
    expect(css).toMatch(/\.animate-in \{[^}]*animation-name: enter/)
  })

  it('a v4 project is still built by v4', async () => {
    const css = await compileTailwind({
      css: '@import "tailwindcss";',
      files: {
        'package.json': JSON.stringify({
          devDependencies: { tailwindcss: '^4.1.0' },
        }),
      },
      candidates: ['shadow', 'border'],
    })
    expect(css).toContain('tailwindcss v4')
    expect(css).toContain('var(--tw-shadow-color, rgb(0 0 0 / 0.1))')
    expect(css).not.toContain('#e5e7eb')
  })

  it('reads the major from a CSS-first stylesheet, else package.json, else the stylesheet and config', () => {
    expect(declaredMajor('^3.4.17')).toBe(3)
    expect(declaredMajor('~3')).toBe(3)
    expect(declaredMajor('>=3.0.0 <4')).toBe(3)
    expect(declaredMajor('npm:tailwindcss@^3.4.19')).toBe(3)
    expect(declaredMajor('^4.1.0')).toBe(4)
    expect(declaredMajor('latest')).toBeNull()
    const css = '@tailwind base;'
    expect(tailwindMajor({}, css)).toBe(3)
    expect(tailwindMajor({}, '@import "tailwindcss";')).toBe(4)
    expect(tailwindMajor({ 'tailwind.config.ts': '' }, '')).toBe(3)
    expect(tailwindMajor({}, '')).toBe(4)
    const both = JSON.stringify({
      dependencies: { tailwindcss: '^4.1.17' },
      devDependencies: { tailwindcss: '^3.4.17' },
    })
    expect(tailwindMajor({ 'package.json': both }, '')).toBe(4)
    expect(
      tailwindMajor(
        { 'package.json': '{"devDependencies":{"tailwindcss":"^3.4.17"}}' },
        '@import "tailwindcss";'
      )
    ).toBe(4)
    expect(
      tailwindMajor(
        { 'package.json': '{"devDependencies":{"tailwindcss":"^4.0.0"}}' },
        css
      )
    ).toBe(4)
  })
})
