import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { dirname, join, posix, sep } from 'node:path'
import { compile } from 'tailwindcss'
import type { FileMap } from '../../files/file-map.ts'
import { isTemplateCopy } from '../../template/template-files.ts'
import { MAX_TAILWIND_CANDIDATES } from '../build-limits.ts'
import { builderPackageDir, builderRequire } from '../builder-dir.ts'
import { buildTailwind3, createTailwind3Setup } from './compile-tailwind3.ts'
import { evaluateTailwindConfig } from './evaluate-config.ts'
import { knownPlugin, revivePlugins } from './known-plugins.ts'
import { tailwindMajor } from './tailwind-major.ts'
import { upgradeV3Css } from './v3-compat.ts'

const TAILWIND_DIR = dirname(builderRequire.resolve('tailwindcss/package.json'))
const TW_ANIMATE_CSS = join(
  builderPackageDir('tw-animate-css'),
  'dist',
  'tw-animate.css'
)
const PROJECT_ROOT = '/kiln-project'
const TAILWIND_IMPORT = /@import\s+["']tailwindcss["']/
const TAILWIND_V3_DIRECTIVE =
  /@tailwind\s+(base|components|utilities|variants|screens)\s*;?|@import\s+["']tailwindcss\/(base|components|utilities)(\.css)?["']\s*;?/g
const EXTERNAL_IMPORT =
  /@import\s+(?:url\(\s*(["']?)(?:https?:)?\/\/[^"')]*\1\s*\)|(["'])(?:https?:)?\/\/[^"']*\2)[^;]*;/g
const CONFIG_FILES = [
  'tailwind.config.ts',
  'tailwind.config.js',
  'tailwind.config.mjs',
  'tailwind.config.cjs',
  'tailwind.config.mts',
  'tailwind.config.cts',
]

type Stylesheet = { path: string; base: string; content: string }
/** Reads a package's stylesheet through the project's dependencies (`leaflet/dist/leaflet.css`). */
export type PackageCssReader = (id: string) => Promise<Stylesheet | null>

export type StyleInput = {
  /** The project's CSS in import order. */
  css: string
  files: FileMap
  candidates: string[]
  readPackageCss?: PackageCssReader
  /**
   * Reuse the compiled stylesheet setup for later builds with this scope and
   * the same CSS and config (Tailwind keeps the class names it has seen, so
   * pass one scope per project).
   */
  cacheScope?: string
}

/** The URLs of a stylesheet's `@import`s from other sites. */
export function externalStylesheets(css: string): string[] {
  return (css.match(EXTERNAL_IMPORT) ?? []).map(
    (rule) => /(?:https?:)?\/\/[^"')\s]+/.exec(rule)?.[0] ?? rule
  )
}

/** Tailwind's own stylesheets only: `tailwindcss/../../x.css` must not read the server's files. */
async function readTailwindFile(path: string, id: string): Promise<Stylesheet> {
  if (!path.startsWith(TAILWIND_DIR + sep)) {
    throw new Error(`Cannot find stylesheet '${id}'`)
  }
  return { path, base: dirname(path), content: await readFile(path, 'utf8') }
}

async function loadStylesheet(
  input: StyleInput,
  id: string,
  base: string
): Promise<Stylesheet> {
  if (id === 'tailwindcss' || id.startsWith('tailwindcss/')) {
    const sub = id === 'tailwindcss' ? 'index.css' : `${id.slice(12)}`
    return readTailwindFile(
      join(TAILWIND_DIR, sub.endsWith('.css') ? sub : `${sub}.css`),
      id
    )
  }
  if (base === TAILWIND_DIR || base.startsWith(TAILWIND_DIR + sep)) {
    return readTailwindFile(join(base, id), id)
  }
  if (id === 'tw-animate-css') {
    return {
      path: TW_ANIMATE_CSS,
      base: dirname(TW_ANIMATE_CSS),
      content: await readFile(TW_ANIMATE_CSS, 'utf8'),
    }
  }
  if (id.startsWith('.') || id.startsWith('/')) {
    const full = posix.join(id.startsWith('/') ? PROJECT_ROOT : base, id)
    const rel = posix.relative(PROJECT_ROOT, full)
    const content = input.files[rel]
    if (content === undefined || rel.startsWith('..'))
      throw new Error(`Cannot find stylesheet '${id}'`)
    return { path: full, base: posix.dirname(full), content }
  }
  const found = await input.readPackageCss?.(id)
  if (!found) throw new Error(`Cannot find stylesheet '${id}'`)
  return found
}

/** The project's Tailwind config; one it wrote wins over the template's untouched one. */
export function configPathOf(files: FileMap): string | undefined {
  const found = CONFIG_FILES.filter((p) => files[p] !== undefined)
  return found.find((p) => !isTemplateCopy(p, files[p]!)) ?? found[0]
}

/** Whether Tailwind v4 reads the stylesheets as they are (CSS-first). */
export const isCssFirst = (css: string) => TAILWIND_IMPORT.test(css)

/** A v3-style project: `@tailwind` directives or a `tailwind.config.*`. */
export const isV3Style = (css: string, files: FileMap) =>
  configPathOf(files) !== undefined ||
  /@tailwind\s|@import\s+["']tailwindcss\/(base|components|utilities)/.test(css)

/** A stylesheet without its v3 directives; in a v3-style project, with v3 syntax in its v4 form. */
export function v4Body(css: string, v3Style: boolean): string {
  const body = css.replace(TAILWIND_V3_DIRECTIVE, '')
  return v3Style ? upgradeV3Css(body) : body
}

/** What v4 reads first: Tailwind, and the v3 config of a v3-style project (`configRef` as the stylesheet names it). */
export function v4Header(
  css: string,
  v3Style: boolean,
  configRef: string | undefined
): string {
  const header = ['@import "tailwindcss";']
  if (v3Style && configRef && !/@config\s/.test(css))
    header.push(`@config "${configRef}";`)
  return header.join('\n')
}

/**
 * The stylesheet Tailwind v4 compiles. A v3-style project (`@tailwind`
 * directives or a `tailwind.config.*`) gets `@import "tailwindcss"` and
 * `@config` instead: v4's compatibility layer reads the v3 config.
 */
function tailwindInput(css: string, files: FileMap): string {
  if (isCssFirst(css)) return css
  const config = configPathOf(files)
  const v3Style = isV3Style(css, files)
  const header = v4Header(css, v3Style, config && `/${config}`)
  return `${header}\n${v4Body(css, v3Style)}`
}

/** Builds the stylesheet for a list of class names. */
type Compiler = { build: (candidates: string[]) => Promise<string> | string }
const MAX_COMPILERS = 32
/**
 * A kept compiler remembers every class name it was given (its output holds
 * them all), so one that has seen this many distinct tokens is set up again.
 */
const MAX_SEEN = 2 * MAX_TAILWIND_CANDIDATES
type Kept = { compiler: Promise<Compiler>; seen: Set<string> }
const compilers = new Map<string, Kept>()

/**
 * What a compiler's output depends on besides the class names: the CSS, the
 * config and what it may import (files outside src/), and every stylesheet.
 */
function inputsKey(input: StyleInput, css: string): string {
  const hash = createHash('sha256').update(css)
  const paths = Object.keys(input.files).sort()
  for (const path of paths) {
    const outsideSrc = !path.startsWith('src/') && !path.startsWith('public/')
    if (
      path.endsWith('.css') ||
      (outsideSrc && /\.(c|m)?[jt]s$|\.json$/.test(path))
    ) {
      hash.update('\0').update(path).update('\0').update(input.files[path]!)
    }
  }
  return hash.digest('hex')
}

const compilerKey = (scope: string, inputs: string) =>
  createHash('sha256').update(scope).update('\0').update(inputs).digest('hex')

async function createTailwind3Compiler(
  input: StyleInput,
  inputs: string
): Promise<Compiler> {
  const setup = await createTailwind3Setup(
    input,
    configPathOf(input.files),
    inputs
  )
  return { build: (candidates) => buildTailwind3(setup, candidates) }
}

function createCompiler(
  input: StyleInput,
  css: string,
  major: 3 | 4,
  inputs: string
): Promise<Compiler> {
  if (major === 3) return createTailwind3Compiler(input, inputs)
  return compile(css, {
    base: `${PROJECT_ROOT}/src`,
    loadStylesheet: (id, base) => loadStylesheet(input, id, base),
    loadModule: async (id, base, kind) => {
      if (kind === 'config') {
        const full = posix.join(id.startsWith('/') ? PROJECT_ROOT : base, id)
        const rel = posix.relative(PROJECT_ROOT, full)
        if (input.files[rel] === undefined)
          throw new Error(`Cannot find Tailwind config '${id}'`)
        const config = revivePlugins(
          await evaluateTailwindConfig(input.files, rel)
        )
        return { path: full, base: posix.dirname(full), module: config }
      }
      const plugin = knownPlugin(id)
      if (!plugin) throw new Error(`Tailwind plugin '${id}' is not available`)
      return { path: id, base, module: plugin as never }
    },
  })
}

/**
 * Compiles the app's CSS in-process: with Tailwind 3 for a project that
 * declares it (tailwindMajor), else with Tailwind v4, whose config
 * compatibility reads a v3 config of a project that asked for v4. Stylesheets from other sites
 * (`@import url(https://fonts.googleapis.com/...)`) are left out: an app
 * loads nothing from a CDN at run time, so such fonts fall back to the next
 * family of their font stack.
 */
export async function compileTailwind(input: StyleInput): Promise<string> {
  input = { ...input, css: input.css.replace(EXTERNAL_IMPORT, '') }
  const major = tailwindMajor(input.files, input.css)
  const css = major === 3 ? input.css : tailwindInput(input.css, input.files)
  const inputs = inputsKey(input, css)
  if (input.cacheScope === undefined) {
    const compiler = await createCompiler(input, css, major, inputs)
    return compiler.build(input.candidates)
  }
  const key = compilerKey(input.cacheScope, inputs)
  let kept = compilers.get(key)
  compilers.delete(key)
  const fresh = kept
    ? input.candidates.filter((c) => !kept!.seen.has(c)).length
    : 0
  if (!kept || kept.seen.size + fresh > MAX_SEEN)
    kept = {
      compiler: createCompiler(input, css, major, inputs),
      seen: new Set(),
    }
  const entry = kept
  compilers.set(key, entry)
  entry.compiler.catch(() => {
    if (compilers.get(key) === entry) compilers.delete(key)
  })
  while (compilers.size > MAX_COMPILERS)
    compilers.delete(compilers.keys().next().value!)
  const compiler = await entry.compiler
  for (const candidate of input.candidates) entry.seen.add(candidate)
  return compiler.build(input.candidates)
}
