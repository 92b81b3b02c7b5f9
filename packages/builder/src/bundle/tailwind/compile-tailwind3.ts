import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { posix } from 'node:path'
import type { AcceptedPlugin, Result, Root } from 'postcss'
import type { FileMap } from '../../files/file-map.ts'
import { builderRequire } from '../builder-dir.ts'
import { evaluateTailwindConfig } from './evaluate-config.ts'
import { revivePlugins } from './known-plugins.ts'

/*
 * Tailwind v3 projects are compiled by Tailwind 3 itself (the builder's
 * `tailwindcss3` package), in-process through PostCSS, with the config the
 * sandbox evaluated and the project's class names as its only content: it
 * reads no file, the project's stylesheets come from the virtual file map.
 */

const tw3Require = createRequire(
  builderRequire.resolve('tailwindcss3/package.json')
)
type Postcss = (plugins: AcceptedPlugin[]) => {
  process: (css: string, options: { from: string }) => PromiseLike<Result>
}
type Context = {
  changedContent: { content: string; extension: string }[]
  tailwindConfig: { content: { extract: Record<string, unknown> } }
  classCache: Map<string, unknown>
  notClassCache: Set<string>
  stylesheetCache: unknown
}
type SetupOptions = {
  createContext: (
    config: unknown,
    changedContent: Context['changedContent']
  ) => Context
}
type ProcessFeatures = (
  setup: (options: SetupOptions) => (root: Root, result: Result) => Context
) => (root: Root, result: Result) => Promise<void>

/**
 * Tailwind 3's core plugins flatten the same colour palette once per colour
 * utility (about twenty times per new context); flattened once per palette
 * object, each gets its own copy. Set before Tailwind's modules load.
 */
function rememberFlatPalettes(): void {
  const path = tw3Require.resolve('tailwindcss3/lib/util/flattenColorPalette')
  const flatten = (
    tw3Require(path) as { default: (c: unknown) => Record<string, unknown> }
  ).default
  const flat = new WeakMap<object, Record<string, unknown>>()
  const remembered = (colors: unknown) => {
    if (typeof colors !== 'object' || colors === null) return flatten(colors)
    let hit = flat.get(colors)
    if (!hit) flat.set(colors, (hit = flatten(colors)))
    return { ...hit }
  }
  const cached = tw3Require.cache[path]
  if (cached) cached.exports = { __esModule: true, default: remembered }
}
rememberFlatPalettes()

const postcss = tw3Require('postcss') as Postcss
const processTailwindFeatures = (
  tw3Require('tailwindcss3/lib/processTailwindFeatures') as {
    default: ProcessFeatures
  }
).default
const { defaultExtractor } = tw3Require(
  'tailwindcss3/lib/lib/defaultExtractor'
) as { defaultExtractor: (context: Context) => (line: string) => string[] }
const { generateRules } = tw3Require('tailwindcss3/lib/lib/generateRules') as {
  generateRules: (candidates: Set<string>, context: Context) => unknown
}
const resolveConfig = tw3Require('tailwindcss3/resolveConfig') as (
  config: unknown
) => unknown
const PROJECT_ROOT = '/kiln-project'
const MAX_IMPORT_DEPTH = 16
const IMPORT =
  /@import\s+(?:url\(\s*(["']?)([^"')\s]+)\1\s*\)|(["'])([^"']+)\3)[^;]*;/g
const V3_LAYER_IMPORT =
  /^tailwindcss\/(base|components|utilities|screens|variants)(\.css)?$/

type Stylesheet = { path: string; base: string; content: string }

/** The parts of a build's input the v3 compiler needs. */
export type Tailwind3Input = {
  css: string
  files: FileMap
  candidates: string[]
  readPackageCss?: (id: string) => Promise<Stylesheet | null>
}

/**
 * `@import`s inlined as Vite's postcss-import does: project files, the
 * package stylesheets the project installed, and `tailwindcss/base` etc. as
 * the `@tailwind` directive they hold. No other file is read.
 */
async function inlineImports(
  input: Tailwind3Input,
  css: string,
  base: string,
  depth: number,
  seen: Set<string>
): Promise<string> {
  let out = ''
  let from = 0
  for (const match of css.matchAll(IMPORT)) {
    const id = match[2] ?? match[4] ?? ''
    out += css.slice(from, match.index)
    from = match.index + match[0].length
    const layer = V3_LAYER_IMPORT.exec(id)
    if (layer) {
      out += `@tailwind ${layer[1]};`
      continue
    }
    if (depth >= MAX_IMPORT_DEPTH)
      throw new Error(`Stylesheet imports nest deeper than ${MAX_IMPORT_DEPTH}`)
    let sheet: Stylesheet | null = null
    if (id.startsWith('.') || id.startsWith('/')) {
      const full = posix.join(id.startsWith('/') ? PROJECT_ROOT : base, id)
      const rel = posix.relative(PROJECT_ROOT, full)
      const content = rel.startsWith('..') ? undefined : input.files[rel]
      if (content !== undefined)
        sheet = { path: full, base: posix.dirname(full), content }
    } else {
      sheet = (await input.readPackageCss?.(id)) ?? null
    }
    if (!sheet) throw new Error(`Cannot find stylesheet '${id}'`)
    if (seen.has(sheet.path)) continue
    seen.add(sheet.path)
    out += await inlineImports(
      input,
      sheet.content,
      sheet.base,
      depth + 1,
      seen
    )
  }
  return out + css.slice(from)
}

/** The project's config as Tailwind 3 takes it, resolved once per setup. */
async function projectConfig(
  files: FileMap,
  configPath: string | undefined
): Promise<unknown> {
  const config = configPath
    ? revivePlugins(await evaluateTailwindConfig(files, configPath))
    : {}
  // the class names come from the build, not from files on a disk
  return resolveConfig({ ...config, content: [{ raw: '', extension: 'html' }] })
}

const MAX_SHARED_KEYS = 16
const MAX_NOT_CLASSES = 200_000
/**
 * Tokens that make no rule, shared by the contexts of every project with the
 * same stylesheets and config (new projects from one template): whether a
 * token is a class depends on nothing else, and most of a project's tokens
 * are not (identifiers, words of text), so a new project's first build
 * checks only the tokens no such project had.
 */
const notClasses = new Map<string, Set<string>>()

function sharedNotClasses(key: string): Set<string> {
  let set = notClasses.get(key)
  notClasses.delete(key)
  if (!set || set.size > MAX_NOT_CLASSES) set = new Set()
  notClasses.set(key, set)
  while (notClasses.size > MAX_SHARED_KEYS)
    notClasses.delete(notClasses.keys().next().value!)
  return set
}

/** A Tailwind 3 setup kept for later builds of the same project, CSS and config. */
export type Tailwind3Setup = {
  css: string
  /** The stylesheets and config it was made from, for the shared not-a-class tokens. */
  sharedKey: string
  config: Promise<unknown>
  context: Context | null
  /** Class names the context has been given, and its last stylesheet. */
  given: Set<string>
  last: string | null
  /** Builds of one context run one at a time. */
  queue: Promise<unknown>
}

/** Everything of a v3 build that is the same for every build until the CSS or config changes. */
export async function createTailwind3Setup(
  input: Tailwind3Input,
  configPath: string | undefined,
  /** A hash of the project's stylesheets and of the config and what it may import. */
  inputsKey: string
): Promise<Tailwind3Setup> {
  const css = await inlineImports(
    input,
    input.css,
    `${PROJECT_ROOT}/src`,
    0,
    new Set()
  )
  return {
    css,
    sharedKey: createHash('sha256')
      .update(inputsKey)
      .update('\0')
      .update(css)
      .digest('hex'),
    config: projectConfig(input.files, configPath),
    context: null,
    given: new Set(),
    last: null,
    queue: Promise.resolve(),
  }
}

/**
 * Compiles with Tailwind 3. The setup's context keeps the rules it made (as
 * Tailwind 3 does in watch mode), so a later build only reads the class
 * names it was not given yet, and one with none new is the last stylesheet.
 */
export function buildTailwind3(
  setup: Tailwind3Setup,
  candidates: string[]
): Promise<string> {
  const run = setup.queue.then(() => buildNow(setup, candidates))
  setup.queue = run.catch(() => {})
  return run
}

/**
 * Whether the new class names make rules the context has not made yet, read
 * as Tailwind's own content step reads them (its extractor, then its rule
 * generator, which keeps what it makes). Most of a follow-up's new tokens
 * are words of text: with no new rule the stylesheet is the last one.
 */
function addsRules(context: Context, fresh: string[]): boolean {
  // a config's own extractor: Tailwind's content step decides
  if (Object.keys(context.tailwindConfig.content.extract).length > 0)
    return true
  const extract = defaultExtractor(context)
  const found: string[] = []
  for (const line of fresh)
    for (const match of extract(line.trim()))
      if (match !== '!*') found.push(match)
  const before = context.classCache.size
  // in Tailwind's order: sorted, as its content step sorts them
  generateRules(new Set(found.sort()), context)
  if (context.classCache.size === before) return false
  // the content step builds the stylesheet again only when the cache grows in it
  context.stylesheetCache = null
  return true
}

async function buildNow(
  setup: Tailwind3Setup,
  candidates: string[]
): Promise<string> {
  const fresh = candidates.filter((c) => !setup.given.has(c))
  if (setup.last !== null && fresh.length === 0) return setup.last
  if (
    setup.last !== null &&
    setup.context &&
    !addsRules(setup.context, fresh)
  ) {
    for (const candidate of fresh) setup.given.add(candidate)
    return setup.last
  }
  const config = await setup.config
  const changedContent = [{ content: fresh.join('\n'), extension: 'html' }]
  const plugin: AcceptedPlugin = {
    postcssPlugin: 'kiln-tailwindcss3',
    Once: (root, { result }) =>
      processTailwindFeatures((options) => () => {
        if (!setup.context) {
          const context = options.createContext(config, changedContent)
          const shared = sharedNotClasses(setup.sharedKey)
          for (const token of context.notClassCache) shared.add(token)
          context.notClassCache = shared
          setup.context = context
        } else setup.context.changedContent = changedContent
        return setup.context
      })(root, result),
  }
  const result = await postcss([plugin]).process(setup.css, {
    from: `${PROJECT_ROOT}/src/index.css`,
  })
  for (const candidate of fresh) setup.given.add(candidate)
  setup.last = result.css
  return result.css
}
