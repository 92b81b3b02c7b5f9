import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import type { AcceptedPlugin } from 'postcss'
import type { FileMap } from '../../files/file-map.ts'
import { evaluateTailwindConfig } from './evaluate-config.ts'
import { revivePlugins } from './known-plugins.ts'
import {
  defaultExtractor,
  generateRules,
  postcss,
  processTailwindFeatures,
  resolveConfig,
  type Context,
  type RuleEntry,
} from './tailwind3-internals.ts'
import {
  buildUtilitiesOnly,
  markUtilities,
  readWholeBuild,
  unpadMarkers,
  type UtilitiesOnly,
} from './utilities-only.ts'

/*
 * Tailwind v3 projects are compiled by Tailwind 3 itself (the builder's
 * `tailwindcss3` package), in-process through PostCSS, with the config the
 * sandbox evaluated and the project's class names as its only content: it
 * reads no file, the project's stylesheets come from the virtual file map.
 */

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
  /** What utilities-only follow-ups keep, when the CSS allows them. */
  utilitiesOnly: UtilitiesOnly | null
  /** What the last build compiled: everything, new utilities only, or nothing. */
  lastBuild: 'whole' | 'utilities' | 'same' | null
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
  const marked = markUtilities(css, postcss.parse)
  return {
    css: marked?.css ?? css,
    utilitiesOnly: marked?.utilitiesOnly ?? null,
    lastBuild: null,
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
 * names it was not given yet: one with none new is the last stylesheet, one
 * whose new rules are all utilities compiles those alone (utilities-only.ts).
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
 * The rules the new class names make that the context had not made yet,
 * read as Tailwind's own content step reads them (its extractor, then its
 * rule generator, which keeps what it makes); null when the config has an
 * extractor of its own (Tailwind's content step decides). Most of a
 * follow-up's new tokens are words of text and make none.
 */
function newRules(context: Context, fresh: string[]): RuleEntry[] | null {
  if (Object.keys(context.tailwindConfig.content.extract).length > 0)
    return null
  const extract = defaultExtractor(context)
  const found = new Set<string>()
  for (const line of fresh)
    for (const match of extract(line.trim()))
      if (match !== '!*') found.add(match)
  const unknown = [...found].filter(
    (c) => !context.candidateRuleCache.has(c) && !context.notClassCache.has(c)
  )
  if (unknown.length === 0) return []
  // in Tailwind's order: sorted, as its content step sorts them
  generateRules(new Set(unknown.sort()), context)
  const made = unknown.flatMap((c) => [
    ...(context.candidateRuleCache.get(c) ?? []),
  ])
  // the content step builds the stylesheet again only when the cache grows in it
  if (made.length > 0) context.stylesheetCache = null
  return made
}

/** The kiln-tailwindcss3 PostCSS plugin: Tailwind 3's steps with the setup's context. */
function tailwindStep(
  setup: Tailwind3Setup,
  config: unknown,
  changedContent: Context['changedContent']
): AcceptedPlugin {
  return {
    postcssPlugin: 'kiln-tailwindcss3',
    // no other listener: PostCSS would walk every node once more for it
    Once: async (root, { result }) => {
      await processTailwindFeatures((options) => () => {
        if (!setup.context) {
          const context = options.createContext(config, changedContent)
          const shared = sharedNotClasses(setup.sharedKey)
          for (const token of context.notClassCache) shared.add(token)
          context.notClassCache = shared
          setup.context = context
        } else setup.context.changedContent = changedContent
        return setup.context
      })(root, result)
      unpadMarkers(root)
    },
  }
}

const FROM = `${PROJECT_ROOT}/src/index.css`

async function buildNow(
  setup: Tailwind3Setup,
  candidates: string[]
): Promise<string> {
  const fresh = candidates.filter((c) => !setup.given.has(c))
  if (setup.last !== null && fresh.length === 0) {
    setup.lastBuild = 'same'
    return setup.last
  }
  const config = await setup.config
  const changedContent = [{ content: fresh.join('\n'), extension: 'html' }]
  const made =
    setup.last !== null && setup.context ? newRules(setup.context, fresh) : null
  if (made && made.length === 0) {
    for (const candidate of fresh) setup.given.add(candidate)
    setup.lastBuild = 'same'
    return setup.last!
  }
  if (made && setup.utilitiesOnly) {
    const css = await buildUtilitiesOnly(
      setup.utilitiesOnly,
      setup.context!,
      made
    )
    if (css !== null) {
      for (const candidate of fresh) setup.given.add(candidate)
      setup.last = css
      setup.lastBuild = 'utilities'
      return css
    }
  }
  const result = await postcss([
    tailwindStep(setup, config, changedContent),
  ]).process(setup.css, { from: FROM })
  const { css, pieces } = readWholeBuild(result.css)
  for (const candidate of fresh) setup.given.add(candidate)
  if (setup.utilitiesOnly) setup.utilitiesOnly.pieces = pieces
  setup.last = css
  setup.lastBuild = 'whole'
  return css
}
