import { posix } from 'node:path'
import type { Loader, Plugin } from 'esbuild'
import type { FileMap } from '../files/file-map.ts'
import { isTemplateCopy } from '../template/template-files.ts'
import { DEPS_GLOBAL } from './build-deps.ts'
import { DATA_CLIENT_ENTRY } from './builder-dir.ts'
import { expandDynamicImportVars } from './dynamic-import-vars.ts'
import { expandImportMetaGlob } from './import-meta-glob.ts'
import { rewriteImportMetaUrls } from './import-meta-url.ts'
import { parsePackageSpecifier } from './package-imports.ts'
import { PREPROCESSED } from './preprocess-styles.ts'
import {
  applyAlias,
  projectAliases,
  projectBaseUrls,
  type Alias,
} from './project-aliases.ts'
import { isAssetFile, type EmitAsset } from './project-assets.ts'
import { isTaggedSource, taggedSource } from './source-locations.ts'
import { svgComponentSource } from './svg-component.ts'

export const NS = 'kiln'
const DEP_NS = 'kiln-dep'
const DEP_CSS_NS = 'kiln-dep-css'
const NODE_NS = 'kiln-node-only'
const MISSING_ASSET_NS = 'kiln-missing-asset'

const usesReactComponent = (files: FileMap) =>
  Object.values(files).some((text) => text.includes('ReactComponent'))
// Vite's order (resolve.extensions), then stylesheets
const EXTENSIONS = ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json']
const CANDIDATES = [
  '',
  ...EXTENSIONS,
  '.css',
  ...EXTENSIONS.map((e) => `/index${e}`),
]
const LOADERS: Record<string, Loader> = {
  '.tsx': 'tsx',
  '.ts': 'ts',
  '.mts': 'ts',
  '.jsx': 'jsx',
  '.js': 'jsx',
  '.mjs': 'js',
  '.cjs': 'js',
  '.json': 'json',
}

/**
 * The file an import names, in Vite's order; a file the project wrote wins
 * over an untouched template file of the same name (a model that writes
 * `src/App.jsx` into a new project means it, not the template's `App.tsx`).
 */
export function findFile(files: FileMap, path: string): string | null {
  const found = CANDIDATES.map((e) => path + e).filter(
    (candidate) => files[candidate] !== undefined
  )
  if (found.length <= 1) return found[0] ?? null
  return (
    found.find((candidate) => !isTemplateCopy(candidate, files[candidate]!)) ??
    found[0]!
  )
}

/**
 * A file that matches the import but for letter case: Linux file names are
 * case-sensitive, so Vite fails there too; the message names the real file.
 */
function caseMismatch(files: FileMap, path: string): string | null {
  const wanted = new Set(CANDIDATES.map((e) => (path + e).toLowerCase()))
  return Object.keys(files).find((p) => wanted.has(p.toLowerCase())) ?? null
}

export type AppImports = {
  /** Bare specifiers the app imports, for the dependency layer. */
  packages: Set<string>
  /** Project CSS files (not CSS modules), for the Tailwind step. */
  css: Set<string>
}

/** What one build of the app layer reads and records (a context is reused across builds). */
export type AppBuildInput = {
  files: FileMap
  aliases: Alias[]
  /** tsconfig `baseUrl` folders, for bare imports of project files. */
  baseUrls: string[]
  imports: AppImports
  emit: EmitAsset
  /** What the build let pass but the user should hear about. */
  warnings: string[]
  /** Tag JSX elements with their source location (preview builds). */
  sourceLocations: boolean
  /** Worker scripts bundled for this build: project path -> emitted file name. */
  workers: Map<string, string>
  /**
   * esbuild's calls into the plugin so far; `reached` runs once after call
   * number `expected` (as many as the last build made: esbuild is then
   * linking, and the thread is free for other work).
   */
  calls: { count: number; expected?: number; reached?: () => void }
}

export function appBuildInput(
  files: FileMap,
  emit: EmitAsset,
  sourceLocations = false
): AppBuildInput {
  return {
    files,
    sourceLocations,
    aliases: projectAliases(files),
    baseUrls: projectBaseUrls(files),
    imports: { packages: new Set(), css: new Set() },
    emit,
    warnings: [],
    workers: new Map(),
    calls: { count: 0 },
  }
}

/** A plugin callback that counts itself in the build's `calls`. */
function counted<A, R>(current: () => AppBuildInput, fn: (args: A) => R) {
  return (args: A): R => {
    try {
      return fn(args)
    } finally {
      const calls = current().calls
      if (++calls.count === calls.expected && calls.reached)
        setImmediate(calls.reached)
    }
  }
}

/** Node's own modules that have no browser version: empty, as Vite externalizes them. */
const NODE_ONLY = new Set(
  'fs fs/promises path os child_process crypto http https http2 net tls dns zlib worker_threads cluster readline v8 vm module perf_hooks inspector'.split(
    ' '
  )
)
const isNodeOnly = (spec: string) =>
  spec.startsWith('node:') || NODE_ONLY.has(spec)

/** A grey picture in place of a missing image, so the page still renders. */
const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e5e7eb"/></svg>')}`

/**
 * Serves the project's files to esbuild (its aliases, `@/` = `src/` by
 * default; `/x` = project root
 * or `public/`), Vite's `?raw` and `?url`, JSON, and assets as URLs. Bare
 * imports stay out of this layer: each becomes a module that reads the
 * dependency layer's registry, and is recorded for it.
 */
export function appFilesPlugin(current: () => AppBuildInput): Plugin {
  return {
    name: 'kiln-app-files',
    setup(build) {
      build.onResolve(
        { filter: /.*/ },
        counted(current, (args) => {
          const { files, aliases, baseUrls, imports } = current()
          if (args.kind === 'entry-point')
            return { path: args.path, namespace: NS }
          const [spec = '', query] = args.path.split('?', 2)
          const suffix = query === undefined ? undefined : `?${query}`
          let target = spec.startsWith('.') ? null : applyAlias(aliases, spec)
          if (spec.startsWith('.')) {
            if (args.namespace !== NS) return undefined
            target = posix.join(posix.dirname(args.importer), spec)
          } else if (target === null && spec.startsWith('/')) {
            target = posix.normalize(spec.slice(1))
          }
          if (target !== null) {
            const found =
              findFile(files, target) ??
              (spec.startsWith('/')
                ? findFile(files, `public/${target}`)
                : null)
            if (found) return { path: found, namespace: NS, suffix }
            if (isAssetFile(target) && posix.extname(target) !== '.css') {
              // an image the project names but does not have (often a binary
              // file that was never uploaded): a placeholder, and a warning
              current().warnings.push(
                `${args.importer.replace(/^kiln:/, '')}: '${spec}' is missing; a placeholder image is shown instead`
              )
              return { path: target, namespace: MISSING_ASSET_NS }
            }
            const near = caseMismatch(files, target)
            const hint = near
              ? `; file names are case-sensitive: the file is ${near}`
              : ''
            return {
              errors: [
                {
                  text: `Cannot find file '${spec}' (looked for ${target})${hint}`,
                },
              ],
            }
          }
          if (spec === '@kiln/data') return { path: DATA_CLIENT_ENTRY }
          for (const base of baseUrls) {
            const found = findFile(files, posix.join(base, spec))
            if (found) return { path: found, namespace: NS, suffix }
          }
          if (isNodeOnly(spec)) return { path: spec, namespace: NODE_NS }
          const parsed = parsePackageSpecifier(spec)
          if (!parsed.ok) return { errors: [{ text: parsed.message }] }
          imports.packages.add(spec)
          return {
            path: spec,
            namespace: spec.endsWith('.css') ? DEP_CSS_NS : DEP_NS,
          }
        })
      )
      build.onLoad(
        { filter: /.*/, namespace: DEP_NS },
        counted(current, (args) => ({
          contents: `var m = globalThis.${DEPS_GLOBAL} && globalThis.${DEPS_GLOBAL}[${JSON.stringify(args.path)}]
if (!m) throw new Error(${JSON.stringify(`Package '${args.path}' did not load`)})
module.exports = m`,
          loader: 'js',
        }))
      )
      build.onLoad(
        { filter: /.*/, namespace: NODE_NS },
        counted(current, () => ({
          contents: 'module.exports = {}',
          loader: 'js',
        }))
      )
      build.onLoad(
        { filter: /.*/, namespace: MISSING_ASSET_NS },
        counted(current, () => ({
          contents: `export default ${JSON.stringify(PLACEHOLDER_IMAGE)}\nexport const ReactComponent = () => null`,
          loader: 'js',
        }))
      )
      build.onLoad(
        { filter: /.*/, namespace: DEP_CSS_NS },
        counted(current, () => ({
          contents: '',
          loader: 'js',
        }))
      )
      build.onLoad(
        { filter: /.*/, namespace: NS },
        counted(current, (args) => {
          const { files, imports, emit } = current()
          const contents = files[args.path] ?? ''
          const ext = posix.extname(args.path)
          // Vite's `x.css?inline`: the stylesheet's text, not added to the page
          if (
            args.suffix === '?raw' ||
            (args.suffix === '?inline' &&
              (ext === '.css' || PREPROCESSED.test(ext)))
          ) {
            return {
              contents: `export default ${JSON.stringify(contents)}`,
              loader: 'js',
            }
          }
          const worker = /^\?(shared)?worker\b/.exec(args.suffix ?? '')
          const bundled = current().workers.get(args.path)
          if (worker && bundled) {
            const kind = worker[1] ? 'SharedWorker' : 'Worker'
            return {
              contents: `export default function WorkerWrapper(options) {\n  return new ${kind}(new URL(${JSON.stringify(`./${bundled}`)}, import.meta.url), { name: options?.name })\n}\n`,
              loader: 'js',
            }
          }
          if (ext === '.svg' && args.suffix === '?react') {
            return {
              contents: `${svgComponentSource(args.path, contents)}export default ReactComponent\n`,
              loader: 'js',
            }
          }
          if (
            args.suffix === '?url' ||
            (isAssetFile(args.path) && ext !== '.css')
          ) {
            const name = emit(args.path, contents)
            const url = `export default new URL(${JSON.stringify(`./${posix.basename(name)}`)}, import.meta.url).href\n`
            // CRA's `import { ReactComponent } from './logo.svg'`
            const component =
              ext === '.svg' && usesReactComponent(files)
                ? svgComponentSource(args.path, contents)
                : ''
            return { contents: url + component, loader: 'js' }
          }
          // .scss/.sass/.less arrive compiled to CSS (preprocessStyles)
          if (ext === '.css' || PREPROCESSED.test(ext)) {
            if (/\.module\.\w+$/.test(args.path))
              return { contents, loader: 'local-css' }
            imports.css.add(args.path)
            return { contents: '', loader: 'js' }
          }
          const loader = LOADERS[ext]
          if (!loader) {
            return {
              errors: [
                { text: `Cannot import '${args.path}': unsupported file type` },
              ],
            }
          }
          if (loader === 'json') return { contents, loader }
          const { aliases, sourceLocations, workers } = current()
          const source =
            sourceLocations && isTaggedSource(args.path)
              ? taggedSource(args.path, contents)
              : contents
          return {
            contents: rewriteImportMetaUrls(
              expandDynamicImportVars(
                expandImportMetaGlob(source, args.path, files, aliases),
                args.path,
                files
              ),
              args.path,
              files,
              aliases,
              emit,
              workers
            ),
            loader,
          }
        })
      )
    },
  }
}
