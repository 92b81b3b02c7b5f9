import { describe, expect, it } from 'vitest'
import type { FileMap } from '../../files/file-map.ts'
import { templateFiles } from '../../template/template-files.ts'
import { cssDeclarations } from '../test/css-declarations.ts'
import { buildTailwind3, createTailwind3Setup } from './compile-tailwind3.ts'

const CONFIG = `export default {
  darkMode: ['class'],
  content: ['./src/**/*.tsx'],
  theme: { extend: { colors: { brand: '#0f766e' } } },
}
`

/** Own utilities, CSS after the utilities (with a media query) and no components. */
const CUSTOM = `@tailwind base;
@tailwind utilities;

@layer utilities {
  .content-auto { content-visibility: auto; }
  .text-balance { text-wrap: balance; @apply tracking-tight; }
}

@media (min-width: 768px) {
  .page { padding: 2rem; }
}
`

/** Ends with the utilities directive; one component class of its own. */
const LAST = `@tailwind base;
@tailwind components;
@layer components { .card { @apply rounded-lg border p-4 shadow-sm; } }
@tailwind utilities`

/** Class names as a project's follow-ups add them, a batch per version. */
const VERSIONS: { candidates: string[] }[] = [
  { candidates: ['p-4', 'flex', 'text-sm', 'Opening', 'hours'] },
  { candidates: ['text-emerald-500', 'bg-brand'] },
  { candidates: ['md:flex', 'hover:bg-emerald-600', 'lg:p-8', 'md:p-2'] },
  { candidates: ['shadow-lg', 'ring-2', 'animate-spin', 'blur-sm'] },
  { candidates: ['[mask-type:luminance]', 'w-[37px]', '!p-2', 'px-3'] },
  {
    candidates: [
      'dark:bg-slate-900',
      'group-hover:underline',
      'content-auto',
      'md:content-auto',
    ],
  },
  { candidates: ['words', 'of', 'text', 'only'] },
  { candidates: ['container', 'card'] },
  { candidates: ['lg:grid-cols-3', 'space-y-4', 'peer-checked:block'] },
]

/**
 * A setup whose every build compiles the whole stylesheet, as before
 * utilities-only builds: given the same versions, its context holds the
 * same rules in the same order (Tailwind keeps rules of equal rank in the
 * order they were first made, version by version).
 */
async function wholeEveryTime(css: string, files: FileMap, config: string) {
  const setup = await createTailwind3Setup(
    { css, files, candidates: [] },
    config,
    'reference'
  )
  setup.utilitiesOnly = null
  return setup
}

const template = templateFiles()
const OWN = { 'tailwind.config.js': CONFIG }
const STYLESHEETS: [string, string, FileMap, string][] = [
  [
    "the template's",
    template['src/index.css']!,
    template,
    'tailwind.config.ts',
  ],
  ['own utilities and CSS after them', CUSTOM, OWN, 'tailwind.config.js'],
  ['ending with the directive', LAST, OWN, 'tailwind.config.js'],
]

describe('Tailwind 3 follow-ups that add only utilities', () => {
  it.each(STYLESHEETS)(
    'compile only the utilities and give the stylesheet a whole build gives (%s stylesheet)',
    async (name, css, files, config) => {
      const setup = await createTailwind3Setup(
        { css, files, candidates: [] },
        config,
        `follow-ups ${name}`
      )
      const reference = await wholeEveryTime(css, files, config)
      const seen: string[] = []
      const kinds: string[] = []
      for (const version of VERSIONS) {
        seen.push(...version.candidates)
        const built = await buildTailwind3(setup, [...seen])
        kinds.push(setup.lastBuild!)
        const whole = await buildTailwind3(reference, [...seen])
        expect(cssDeclarations(built)).toEqual(cssDeclarations(whole))
        expect(built).not.toContain('kiln-')
      }
      expect(kinds).toEqual([
        'whole',
        'utilities',
        'utilities',
        'utilities',
        'utilities',
        'utilities',
        'same',
        // a component class is compiled with everything
        'whole',
        'utilities',
      ])
    }
  )

  it('writes the new rules where Tailwind puts them: sorted among the utilities, variants last, before the CSS after them', async () => {
    const files = { 'tailwind.config.js': CONFIG }
    const setup = await createTailwind3Setup(
      { css: CUSTOM, files, candidates: [] },
      'tailwind.config.js',
      'order'
    )
    await buildTailwind3(setup, ['p-4', 'md:p-8', 'mt-2'])
    const css = await buildTailwind3(setup, [
      'p-4',
      'md:p-8',
      'mt-2',
      'm-1',
      'sm:flex',
    ])
    expect(setup.lastBuild).toBe('utilities')
    const at = (text: string) => {
      const i = css.indexOf(text)
      expect(i, text).toBeGreaterThanOrEqual(0)
      return i
    }
    expect(at('.m-1 {')).toBeLessThan(at('.mt-2 {'))
    expect(at('.mt-2 {')).toBeLessThan(at('.p-4 {'))
    expect(at('.p-4 {')).toBeLessThan(at('.page {'))
    expect(at('.page {')).toBeLessThan(at('.sm\\:flex'))
    expect(at('.sm\\:flex')).toBeLessThan(at('.md\\:p-8'))
  })

  it('compiles a utility written with @apply whole (@apply may write it as several rules)', async () => {
    const files = { 'tailwind.config.js': CONFIG }
    const setup = await createTailwind3Setup(
      { css: CUSTOM, files, candidates: [] },
      'tailwind.config.js',
      'apply'
    )
    await buildTailwind3(setup, ['p-4'])
    const css = await buildTailwind3(setup, ['p-4', 'sm:text-balance'])
    expect(setup.lastBuild).toBe('whole')
    expect(cssDeclarations(css)).toContain(
      '@media (min-width: 640px) > .sm\\:text-balance { letter-spacing: -0.025em }'
    )
  })

  it('compiles stylesheets whose directives it cannot cut whole every time', async () => {
    const nested = '@media screen { @tailwind utilities; }\n@tailwind base;'
    const setup = await createTailwind3Setup(
      { css: nested, files: { 'tailwind.config.js': CONFIG }, candidates: [] },
      'tailwind.config.js',
      'nested'
    )
    await buildTailwind3(setup, ['p-4'])
    const css = await buildTailwind3(setup, ['p-4', 'mt-2'])
    expect(setup.lastBuild).toBe('whole')
    expect(css).toMatch(/@media screen \{[^@]*\.mt-2/)
  })
})
