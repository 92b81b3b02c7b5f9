import { createHash } from 'node:crypto'
import { type BuildFailure, type Metafile } from 'esbuild'
import { createFileMap, type FileMap } from '../files/file-map.ts'
import { appSeed } from '../packages/app-seed.ts'
import type { Lockfile } from '../packages/lockfile.ts'
import { isTemplateCopy, TEMPLATE_DIR } from '../template/template-files.ts'
import { APP_COMPILE_OPTIONS, buildAppLayer } from './app-build.ts'
import { appBuildInput, NS } from './app-files-plugin.ts'
import { cachedDeps, type DepsBundle } from './build-deps.ts'
import { fromEsbuildMessage, type BuildError } from './build-error.ts'
import { candidatesOverLimit, filesOverLimit } from './build-limits.ts'
import { BUILDER_DIR } from './builder-dir.ts'
import { compileStylesEarly, rememberStyles } from './early-styles.ts'
import { namedImports, TREE_SHAKEN } from './named-imports.ts'
import { nodeModulesSource } from './node-modules-source.ts'
import type { PackageSource } from './package-source.ts'
import { PREPROCESSED, preprocessStyles } from './preprocess-styles.ts'
import {
  createAssetEmitter,
  publicAssets,
  type SiteAsset,
} from './project-assets.ts'
import { installPackages, packageCssReader } from './project-packages.ts'
import {
  htmlEntries,
  htmlStylesheets,
  renderHtml,
  titleOf,
} from './render-html.ts'
import {
  compileTailwind,
  externalStylesheets,
} from './tailwind/compile-tailwind.ts'
import { rootRelativeImports } from './tailwind/css-imports.ts'
import { resolveCssUrls } from './tailwind/css-urls.ts'
import { extractCandidates } from './tailwind/extract-candidates.ts'
import { unsupportedProject } from './unsupported-project.ts'
import { viteConfigDefines } from './vite-config-defines.ts'
import { htmlWithEnv, projectEnv, viteDefines } from './vite-env.ts'
import { buildWorkers } from './workers.ts'

export type BundleAsset = SiteAsset

export type BundleResult =
  | {
      ok: true
      /** The app's own site: index.html, assets/…, public/ files. */
      assets: BundleAsset[]
      errors: []
      durationMs: number
      /** Exact dependency versions used; null when the app imports no package. */
      lockfile: Lockfile | null
      /** The dependency layer, served at `<depsBase><hash>/`; shared by every app with the same deps. */
      deps: DepsBundle | null
      /** What was let pass with a substitute (a missing image, a stylesheet from another site). */
      warnings?: string[]
    }
  | { ok: false; assets: []; errors: BuildError[]; durationMs: number }

export type BundleOptions = {
  /** Prefix for the app's asset URLs in index.html; default './' (works at any path). */
  base?: string
  /** Where the dependency layer is served, followed by `<hash>/`; default '/__kiln/deps/'. */
  depsBase?: string
  minify?: boolean
  /** Package store; default: the installed node_modules of the app template and the builder (offline). */
  packages?: PackageSource
  /** The project's `VITE_*` variables for `import.meta.env` (over its `.env` files). */
  env?: Record<string, string>
  /** `import.meta.env.MODE`; default 'production'. */
  mode?: string
  /** Reuse Tailwind's setup between builds of one project (pass the project id). */
  cacheScope?: string
  /**
   * Tag each JSX element of `src/` with `data-kiln-loc="file:line:col"`
   * (the studio's visual edits). Preview builds only; default false.
   */
  sourceLocations?: boolean
}

export const DEFAULT_DEPS_BASE = '/__kiln/deps/'
const ENTRIES = [
  'src/main.tsx',
  'src/main.ts',
  'src/index.tsx',
  'src/main.jsx',
  'src/index.jsx',
  'src/main.js',
  'src/index.ts',
  'src/index.js',
]

let defaultSource: PackageSource | undefined

/**
 * The package source of builds without a package store: the installed
 * node_modules (offline), limited to the seed's packages (the template's
 * dependencies and the builder's app-facing ones).
 */
export function defaultPackageSource(): PackageSource {
  if (!defaultSource) {
    defaultSource = nodeModulesSource(
      [TEMPLATE_DIR, BUILDER_DIR],
      appSeed().flatMap((root) => root.names)
    )
  }
  return defaultSource
}

/**
 * A null-prototype copy of the files without a leading byte-order mark:
 * editors on Windows write one, and Vite strips it from CSS, JSON and
 * configs alike (Tailwind would read `\uFEFF@import` as a declaration).
 */
function withoutBom(source: FileMap): FileMap {
  const files = createFileMap()
  for (const [path, text] of Object.entries(source))
    files[path] = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  return files
}

function hashed(name: string, ext: string, content: string): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10)
  return `assets/${name}-${hash}.${ext}`
}

function isBuildFailure(error: unknown): error is BuildFailure {
  return typeof error === 'object' && error !== null && 'errors' in error
}

/** The entry index.html names, else the usual one; the project's own wins over an untouched template copy. */
export function entryOf(files: FileMap): string | undefined {
  const named = htmlEntries(files['index.html']).find(
    (p) => files[p] !== undefined
  )
  const present = ENTRIES.filter((path) => files[path] !== undefined)
  const own = present.find((p) => !isTemplateCopy(p, files[p]!))
  // the template's index.html names the template's entry: a project that
  // wrote its own (src/index.jsx) means that one
  if (named && (!isTemplateCopy(named, files[named]!) || !own)) return named
  return own ?? named ?? present[0]
}

function treeShaken(
  files: FileMap,
  specifiers: string[]
): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const spec of specifiers) {
    const names = TREE_SHAKEN.test(spec) ? namedImports(files, spec) : null
    if (names) out[spec] = names
  }
  return out
}

/**
 * Tailwind's output without its indentation and blank lines. Tailwind already
 * writes each rule once, so a full minifier (another pass over ~50 kB on
 * every follow-up) saves little more; CSS modules come minified from esbuild.
 */
function compactCss(css: string): string {
  if (css === lastCompacted.raw) return lastCompacted.css
  lastCompacted = { raw: css, css: css.replace(/\n\s+/g, '\n') }
  return lastCompacted.css
}
/** A follow-up whose classes made no new rule has the same stylesheet as the build before. */
let lastCompacted = { raw: '', css: '' }

/** Project CSS files in module evaluation order (dependencies first), as Vite injects them. */
function cssInOrder(
  metafile: Metafile,
  entry: string,
  css: Set<string>
): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imp of metafile.inputs[key]?.imports ?? []) visit(imp.path)
    const path = key.startsWith(`${NS}:`) ? key.slice(NS.length + 1) : key
    if (css.has(path)) out.push(path)
  }
  visit(`${NS}:${entry}`)
  for (const path of [...css].sort()) if (!out.includes(path)) out.push(path)
  return out
}

/**
 * Builds a project's files into a static site in two layers: the app's own
 * code (rebuilt every time, in milliseconds) and its dependencies,
 * pre-bundled once per lockfile and import set and served from immutable URLs.
 */
export async function bundleProject(
  projectFiles: FileMap,
  options: BundleOptions = {}
): Promise<BundleResult> {
  const started = performance.now()
  const fail = (errors: BuildError[]): BundleResult => ({
    ok: false,
    assets: [],
    errors,
    durationMs: performance.now() - started,
  })
  const tooLarge = filesOverLimit(projectFiles)
  if (tooLarge) return fail(tooLarge)
  const styled = await preprocessStyles(withoutBom(projectFiles))
  if (styled.errors.length > 0) return fail(styled.errors)
  const { files } = styled
  const entry = entryOf(files)
  const unsupported = unsupportedProject(files, entry)
  if (unsupported) return fail([unsupported])
  if (!entry) {
    return fail([
      {
        file: null,
        line: null,
        column: null,
        message: 'No entry file: add src/main.tsx',
      },
    ])
  }
  const minify = options.minify ?? true
  const base = options.base ?? './'
  const emitter = createAssetEmitter()
  const input = appBuildInput(
    files,
    emitter.emit,
    options.sourceLocations ?? false
  )
  const { imports } = input
  const env = { ...projectEnv(files, options.mode), ...options.env }
  const define = {
    ...viteDefines(env, options.mode, base),
    ...viteConfigDefines(files),
  }
  try {
    input.workers = await buildWorkers(files, emitter.emit, { minify, define })
  } catch (error) {
    if (isBuildFailure(error)) return fail(error.errors.map(fromEsbuildMessage))
    throw error
  }
  const candidates = extractCandidates(files)
  const early = compileStylesEarly(options.cacheScope, input, candidates)
  let js: string
  let moduleCss = ''
  let metafile: Metafile
  try {
    const result = await buildAppLayer(
      {
        ...APP_COMPILE_OPTIONS,
        entryPoints: [entry],
        minify,
        define,
      },
      input,
      options.cacheScope
    )
    js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? ''
    moduleCss =
      result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? ''
    metafile = result.metafile
  } catch (error) {
    if (isBuildFailure(error)) return fail(error.errors.map(fromEsbuildMessage))
    throw error
  }

  const source = options.packages ?? defaultPackageSource()
  const specifiers = [...imports.packages].sort()
  const installed = await installPackages(files, specifiers, source)
  if (!installed.ok) return fail(installed.errors)
  const lock = installed.lockfile
  let deps: DepsBundle | null = null
  if (lock && specifiers.length > 0) {
    const built = await cachedDeps(
      { lock, specifiers, named: treeShaken(files, specifiers), minify },
      source
    )
    if (!built.ok) return fail(built.errors)
    deps = built.bundle
  }

  let styles: string
  // stylesheets index.html links come first, as Vite puts them
  const linked = htmlStylesheets(files['index.html']).filter(
    (p) =>
      (p.endsWith('.css') || PREPROCESSED.test(p)) &&
      !p.startsWith('public/') &&
      files[p] !== undefined
  )
  const cssFiles = [
    ...new Set([...linked, ...cssInOrder(metafile, entry, imports.css)]),
  ]
  const warnings = [...input.warnings, ...installed.warnings]
  const cssSources = resolveCssUrls(
    files,
    input.aliases,
    emitter.emit,
    warnings
  )
  for (const path of cssFiles) {
    for (const url of externalStylesheets(files[path] ?? '')) {
      warnings.push(
        `${path}: the stylesheet ${url} is left out (an app loads nothing from other sites), so its fonts fall back to the next ones listed`
      )
    }
  }
  const tooMany = candidatesOverLimit(candidates.length)
  if (tooMany) return fail(tooMany)
  const css = cssFiles
    .map((p) => rootRelativeImports(p, cssSources[p] ?? '', input.aliases))
    .join('\n')
  try {
    const raw =
      (await early.take(css)) ??
      (await compileTailwind({
        css,
        files: cssSources,
        candidates,
        readPackageCss: lock
          ? packageCssReader(lock, source, emitter.emit)
          : undefined,
        cacheScope: options.cacheScope,
      }))
    styles = (minify ? compactCss(raw) : raw) + moduleCss
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return fail([
      { file: cssFiles[0] ?? null, line: null, column: null, message },
    ])
  }

  if (options.cacheScope !== undefined)
    rememberStyles(options.cacheScope, css, input.calls.count)
  const jsPath = hashed('index', 'js', js)
  const cssPath = hashed('index', 'css', styles)
  const depsUrl = deps
    ? `${options.depsBase ?? DEFAULT_DEPS_BASE}${deps.hash}/`
    : ''
  const indexHtml =
    files['index.html'] === undefined
      ? undefined
      : htmlWithEnv(files['index.html'], env, options.mode, base)
  const inlineScripts: BundleAsset[] = []
  const html = renderHtml({
    inlineScript: (code) => {
      const path = hashed('inline', 'js', code)
      if (!inlineScripts.some((a) => a.path === path))
        inlineScripts.push({
          path,
          contentType: 'text/javascript; charset=utf-8',
          content: code,
        })
      return path
    },
    title: titleOf(indexHtml),
    projectHtml: indexHtml,
    base,
    js: jsPath,
    css: cssPath,
    depsJs: deps ? [`${depsUrl}deps.js`] : [],
    depsCss: deps?.assets.some((a) => a.path === 'deps.css')
      ? [`${depsUrl}deps.css`]
      : [],
  })
  const own: BundleAsset[] = [
    {
      path: 'index.html',
      contentType: 'text/html; charset=utf-8',
      content: html,
    },
    {
      path: jsPath,
      contentType: 'text/javascript; charset=utf-8',
      content: js,
    },
    { path: cssPath, contentType: 'text/css; charset=utf-8', content: styles },
    ...inlineScripts,
    ...emitter.assets.values(),
  ]
  const taken = new Set(own.map((a) => a.path))
  return {
    ok: true,
    errors: [],
    durationMs: performance.now() - started,
    lockfile: lock,
    deps,
    ...(warnings.length > 0 ? { warnings } : {}),
    assets: [...own, ...publicAssets(files).filter((a) => !taken.has(a.path))],
  }
}
