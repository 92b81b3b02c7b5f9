import { posix } from 'node:path'
import type { Loader, Plugin } from 'esbuild'
import type { FileMap } from '../files/file-map.ts'
import { DEPS_GLOBAL } from './build-deps.ts'
import { DATA_CLIENT_ENTRY } from './builder-dir.ts'
import { packageNameOf } from './package-source.ts'
import { isAssetFile, type EmitAsset } from './project-assets.ts'

export const NS = 'kiln'
const DEP_NS = 'kiln-dep'
const DEP_CSS_NS = 'kiln-dep-css'
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.json', '.css']
const INDEXES = ['/index.tsx', '/index.ts', '/index.jsx', '/index.js']
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

function findFile(files: FileMap, path: string): string | null {
  for (const candidate of [
    ...EXTENSIONS.map((e) => path + e),
    ...INDEXES.map((e) => path + e),
  ]) {
    if (files[candidate] !== undefined) return candidate
  }
  return null
}

export type AppImports = {
  /** Bare specifiers the app imports, for the dependency layer. */
  packages: Set<string>
  /** Project CSS files (not CSS modules), for the Tailwind step. */
  css: Set<string>
}

/**
 * Serves the project's files to esbuild (`@/` = `src/`, `/x` = project root
 * or `public/`), Vite's `?raw` and `?url`, JSON, and assets as URLs. Bare
 * imports stay out of this layer: each becomes a module that reads the
 * dependency layer's registry, and is recorded for it.
 */
export function appFilesPlugin(
  files: FileMap,
  imports: AppImports,
  emit: EmitAsset
): Plugin {
  return {
    name: 'kiln-app-files',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point')
          return { path: args.path, namespace: NS }
        const [spec = '', query] = args.path.split('?', 2)
        const suffix = query === undefined ? undefined : `?${query}`
        let target: string | null = null
        if (spec.startsWith('.')) {
          if (args.namespace !== NS) return undefined
          target = posix.join(posix.dirname(args.importer), spec)
        } else if (spec.startsWith('@/')) {
          target = posix.join('src', spec.slice(2))
        } else if (spec.startsWith('/')) {
          target = posix.normalize(spec.slice(1))
        }
        if (target !== null) {
          const found =
            findFile(files, target) ??
            (spec.startsWith('/') ? findFile(files, `public/${target}`) : null)
          if (found) return { path: found, namespace: NS, suffix }
          return {
            errors: [
              { text: `Cannot find file '${spec}' (looked for ${target})` },
            ],
          }
        }
        if (spec === '@kiln/data') return { path: DATA_CLIENT_ENTRY }
        if (!packageNameOf(spec)) {
          return { errors: [{ text: `Cannot import '${spec}'` }] }
        }
        imports.packages.add(spec)
        return {
          path: spec,
          namespace: spec.endsWith('.css') ? DEP_CSS_NS : DEP_NS,
        }
      })
      build.onLoad({ filter: /.*/, namespace: DEP_NS }, (args) => ({
        contents: `var m = globalThis.${DEPS_GLOBAL} && globalThis.${DEPS_GLOBAL}[${JSON.stringify(args.path)}]
if (!m) throw new Error(${JSON.stringify(`Package '${args.path}' did not load`)})
module.exports = m`,
        loader: 'js',
      }))
      build.onLoad({ filter: /.*/, namespace: DEP_CSS_NS }, () => ({
        contents: '',
        loader: 'js',
      }))
      build.onLoad({ filter: /.*/, namespace: NS }, (args) => {
        const contents = files[args.path] ?? ''
        const ext = posix.extname(args.path)
        if (args.suffix === '?raw') {
          return {
            contents: `export default ${JSON.stringify(contents)}`,
            loader: 'js',
          }
        }
        if (
          args.suffix === '?url' ||
          (isAssetFile(args.path) && ext !== '.css')
        ) {
          const name = emit(args.path, contents)
          return {
            contents: `export default new URL(${JSON.stringify(`./${posix.basename(name)}`)}, import.meta.url).href`,
            loader: 'js',
          }
        }
        if (ext === '.css') {
          if (args.path.endsWith('.module.css'))
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
        return { contents, loader }
      })
    },
  }
}
