import { posix } from 'node:path'
import type { Loader, Plugin } from 'esbuild'
import type { FileMap } from '../files/file-map.ts'
import {
  BUILDER_DIR,
  DATA_CLIENT_ENTRY,
  isAllowedImport,
  notAllowedMessage,
} from './allowed-packages.ts'
import { lucideShim } from './lucide-icons.ts'

const NS = 'kiln'
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.json', '.css']
const INDEXES = ['/index.tsx', '/index.ts', '/index.jsx', '/index.js']

const LOADERS: Record<string, Loader> = {
  '.tsx': 'tsx',
  '.ts': 'ts',
  '.jsx': 'jsx',
  '.js': 'js',
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

/**
 * Serves the project's file map to esbuild, lets only allow-listed packages
 * through (resolved from the builder's node_modules) and collects CSS imports
 * in import order for the Tailwind step.
 */
export function virtualFsPlugin(files: FileMap, css: string[]): Plugin {
  return {
    name: 'kiln-virtual-fs',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point')
          return { path: args.path, namespace: NS }
        if (args.namespace !== NS) return undefined
        const spec = args.path
        let target: string | null = null
        if (spec.startsWith('.')) {
          target = posix.join(posix.dirname(args.importer), spec)
        } else if (spec.startsWith('@/')) {
          target = posix.join('src', spec.slice(2))
        } else if (spec.startsWith('/')) {
          target = posix.normalize(spec.slice(1))
        }
        if (target !== null) {
          const found = findFile(files, target)
          if (found) return { path: found, namespace: NS }
          return {
            errors: [
              { text: `Cannot find file '${spec}' (looked for ${target})` },
            ],
          }
        }
        if (!isAllowedImport(spec))
          return { errors: [{ text: notAllowedMessage(spec) }] }
        if (spec === '@kiln/data') return { path: DATA_CLIENT_ENTRY }
        if (spec === 'lucide-react')
          return { path: spec, namespace: 'kiln-lucide' }
        const resolved = await build.resolve(spec, {
          kind: args.kind,
          resolveDir: BUILDER_DIR,
        })
        if (resolved.errors.length > 0) return { errors: resolved.errors }
        return { path: resolved.path }
      })

      build.onLoad({ filter: /.*/, namespace: 'kiln-lucide' }, () => ({
        contents: lucideShim(files),
        loader: 'js',
        resolveDir: BUILDER_DIR,
      }))

      build.onLoad({ filter: /.*/, namespace: NS }, (args) => {
        const contents = files[args.path] ?? ''
        const ext = posix.extname(args.path)
        if (ext === '.css') {
          css.push(contents)
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
