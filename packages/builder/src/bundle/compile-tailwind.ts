import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, posix, sep } from 'node:path'
import { compile } from 'tailwindcss'
import type { FileMap } from '../files/file-map.ts'
import { BUILDER_DIR } from './allowed-packages.ts'

const require = createRequire(join(BUILDER_DIR, 'package.json'))
const TAILWIND_DIR = dirname(require.resolve('tailwindcss/package.json'))
const PROJECT_BASE = '/kiln-project/src'
const TAILWIND_IMPORT = /@import\s+["']tailwindcss["']/

/** Tailwind's own stylesheets only: `tailwindcss/../../x.css` must not read the server's files. */
async function readTailwindFile(path: string, id: string) {
  if (!path.startsWith(TAILWIND_DIR + sep)) {
    throw new Error(`Cannot find stylesheet '${id}'`)
  }
  return { path, base: dirname(path), content: await readFile(path, 'utf8') }
}

async function loadStylesheet(files: FileMap, id: string, base: string) {
  if (id === 'tailwindcss' || id.startsWith('tailwindcss/')) {
    const sub = id === 'tailwindcss' ? 'index.css' : `${id.slice(12)}`
    const path = join(TAILWIND_DIR, sub.endsWith('.css') ? sub : `${sub}.css`)
    return readTailwindFile(path, id)
  }
  if (base === TAILWIND_DIR || base.startsWith(TAILWIND_DIR + sep)) {
    return readTailwindFile(join(base, id), id)
  }
  const full = posix.join(base, id)
  const rel = posix.relative('/kiln-project', full)
  const content = files[rel]
  if (content === undefined) throw new Error(`Cannot find stylesheet '${id}'`)
  return { path: full, base: posix.dirname(full), content }
}

/**
 * Compiles the app's CSS with Tailwind v4 in-process. The CSS gets
 * `@import "tailwindcss"` when it lacks one, so utilities always work.
 */
export async function compileTailwind(
  css: string,
  files: FileMap,
  candidates: string[]
): Promise<string> {
  const input = TAILWIND_IMPORT.test(css)
    ? css
    : `@import "tailwindcss";\n${css}`
  const compiler = await compile(input, {
    base: PROJECT_BASE,
    loadStylesheet: (id, base) => loadStylesheet(files, id, base),
  })
  return compiler.build(candidates)
}
