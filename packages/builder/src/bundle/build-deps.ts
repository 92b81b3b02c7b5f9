import { createHash } from 'node:crypto'
import { join, posix } from 'node:path'
import { build, version as esbuildVersion, type Message } from 'esbuild'
import type { Lockfile } from '../packages/lockfile.ts'
import type { BuildError } from './build-error.ts'
import { lucideShim } from './lucide-icons.ts'
import { packageEscapes } from './package-imports.ts'
import type { PackageSource } from './package-source.ts'
import { resolvePackagesPlugin } from './resolve-packages.ts'

/** Where the app layer finds the dependency layer's modules at run time. */
export const DEPS_GLOBAL = '__kiln_deps__'
/** Bumped when the layout of the dependency layer changes. */
const FORMAT = 2
const ENTRY_NS = 'kiln-deps-entry'
const LUCIDE_NS = 'kiln-deps-lucide'
const OUT = '/kiln-deps'

/** The pre-bundled dependencies of one (lockfile, imports) pair. */
export type DepsBundle = {
  hash: string
  /** Relative to the bundle's folder: `deps.js`, `chunk-<hash>.js`, `deps.css`. */
  assets: { path: string; contentType: string; content: string }[]
}

export type DepsRequest = {
  lock: Lockfile
  /** Bare specifiers the app imports (JS and CSS), sorted. */
  specifiers: string[]
  /** For TREE_SHAKEN packages the app imports by name only: those names. */
  named: Record<string, string[]>
  minify: boolean
}

export function depsHash(request: DepsRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        FORMAT,
        esbuildVersion,
        request.lock,
        request.specifiers,
        request.named,
        request.minify,
      ])
    )
    .digest('hex')
    .slice(0, 24)
}

const isCss = (spec: string) => /\.css$/.test(spec)

/**
 * One module that imports every dependency and registers its namespace on a
 * global, with `__esModule` so the app layer's CommonJS interop keeps the
 * same default-import meaning as one bundle would.
 */
function entrySource(
  specifiers: string[],
  named: Record<string, string[]>
): string {
  const imports: string[] = []
  const lines = [
    `const registry = (globalThis.${DEPS_GLOBAL} ??= Object.create(null))`,
    `function register(name, ns) {
  const out = { __esModule: true }
  for (const key of Object.keys(ns)) {
    if (key !== '__esModule')
      Object.defineProperty(out, key, { enumerable: true, get: () => ns[key] })
  }
  registry[name] = out
}`,
  ]
  specifiers.forEach((spec, i) => {
    const id = JSON.stringify(spec)
    if (isCss(spec)) {
      imports.push(`import ${id}`)
    } else if (named[spec] && spec !== 'lucide-react') {
      // property reads of the namespace: esbuild keeps only those exports,
      // and a name that is only a type (`TooltipProps`) reads as undefined
      imports.push(`import * as d${i} from ${id}`)
      lines.push(
        `register(${id}, { ${named[spec]!.map((n) => `${n}: d${i}.${n}`).join(', ')} })`
      )
    } else {
      imports.push(`import * as d${i} from ${id}`)
      lines.push(`register(${id}, d${i})`)
    }
  })
  return [...imports, ...lines].join('\n')
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

function depsError(message: Message): BuildError {
  const file = message.location?.file ?? ''
  const at = file.lastIndexOf('node_modules/')
  const where =
    at >= 0 ? ` (in ${file.slice(at + 13)}:${message.location!.line})` : ''
  return {
    file: null,
    line: null,
    column: null,
    message: `${message.text}${where}`,
  }
}

/** Builds the dependency layer: ESM with shared chunks, React once. */
export async function buildDeps(
  request: DepsRequest,
  source: PackageSource
): Promise<
  { ok: true; bundle: DepsBundle } | { ok: false; errors: BuildError[] }
> {
  const { lock } = request
  const hash = depsHash(request)
  const lucideVersion = lock.dependencies['lucide-react']
  try {
    const result = await build({
      entryPoints: [{ in: 'deps', out: 'deps' }],
      bundle: true,
      splitting: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: request.minify,
      outdir: OUT,
      chunkNames: 'chunk-[hash]',
      logLevel: 'silent',
      define: {
        'process.env.NODE_ENV': '"production"',
        global: 'globalThis',
      },
      loader: {
        '.png': 'dataurl',
        '.jpg': 'dataurl',
        '.gif': 'dataurl',
        '.svg': 'dataurl',
        '.woff': 'dataurl',
        '.woff2': 'dataurl',
        '.ttf': 'dataurl',
        '.eot': 'dataurl',
      },
      plugins: [
        {
          name: 'kiln-deps-entry',
          setup(b) {
            b.onResolve({ filter: /^deps$/ }, (args) =>
              args.kind === 'entry-point'
                ? { path: 'deps', namespace: ENTRY_NS }
                : undefined
            )
            b.onLoad({ filter: /.*/, namespace: ENTRY_NS }, () => ({
              contents: entrySource(request.specifiers, request.named),
              loader: 'js',
            }))
            b.onResolve({ filter: /^lucide-react$/ }, (args) => {
              if (args.namespace !== ENTRY_NS || !request.named['lucide-react'])
                return undefined
              if (!lucideVersion) return undefined
              return { path: 'lucide-react', namespace: LUCIDE_NS }
            })
            b.onLoad({ filter: /.*/, namespace: LUCIDE_NS }, () => {
              const dir = join(
                source.packageDir('lucide-react', lucideVersion!),
                'node_modules',
                'lucide-react'
              )
              const shim = lucideShim(dir, request.named['lucide-react'] ?? [])
              if (shim && shim.unknown.length > 0) {
                return {
                  errors: shim.unknown.map((name) => ({
                    text: `lucide-react has no icon named '${name}'`,
                  })),
                }
              }
              return {
                contents:
                  shim?.source ?? `export * from ${JSON.stringify(dir)}`,
                loader: 'js',
                resolveDir: dir,
              }
            })
          },
        },
        resolvePackagesPlugin(lock, source, (ns) => ns === ENTRY_NS),
      ],
    })
    const escapes = packageEscapes(result.metafile, lock, source)
    if (escapes.length > 0) {
      return {
        ok: false,
        errors: escapes.map((message) => ({
          file: null,
          line: null,
          column: null,
          message,
        })),
      }
    }
    const assets = result.outputFiles.map((file) => {
      const path = posix.relative(OUT, file.path.replace(/\\/g, '/'))
      return {
        path,
        contentType:
          CONTENT_TYPES[posix.extname(path)] ?? 'application/octet-stream',
        content: file.text,
      }
    })
    return { ok: true, bundle: { hash, assets } }
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'errors' in error) {
      return {
        ok: false,
        errors: (error as { errors: Message[] }).errors.map(depsError),
      }
    }
    throw error
  }
}

const MAX_CACHED = 16
const cache = new Map<string, Promise<Awaited<ReturnType<typeof buildDeps>>>>()

/** buildDeps, once per hash in this process (a bounded, most-recent-first cache). */
export function cachedDeps(
  request: DepsRequest,
  source: PackageSource
): Promise<Awaited<ReturnType<typeof buildDeps>>> {
  const hash = depsHash(request)
  const hit = cache.get(hash)
  if (hit) {
    cache.delete(hash)
    cache.set(hash, hit)
    return hit
  }
  const pending = buildDeps(request, source)
  cache.set(hash, pending)
  pending.then(
    (r) => {
      if (!r.ok) cache.delete(hash)
    },
    () => cache.delete(hash)
  )
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!)
  return pending
}
