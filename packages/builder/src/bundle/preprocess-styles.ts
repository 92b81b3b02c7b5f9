import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import { fileMapFrom, type FileMap } from '../files/file-map.ts'
import type { BuildError } from './build-error.ts'
// the types of `less`, which ships none
import './less-types.ts'

/** Stylesheets a preprocessor compiles to CSS first, as Vite does. */
export const PREPROCESSED = /\.(scss|sass|less)$/
const SCHEME = 'kiln-project:'
const MAX_CACHED = 32
/** A stylesheet a loop blew up: no preview needs this much CSS from one file. */
const MAX_CSS_BYTES = 4 * 1024 * 1024
/** One compile's output per project's set of preprocessed files: a follow-up that changes no stylesheet reuses it. */
const cache = new Map<string, Promise<Compiled>>()

type Compiled = { css: Record<string, string>; errors: BuildError[] }

const isPartial = (path: string) => posix.basename(path).startsWith('_')

/**
 * The project file a Sass `@use`/`@import` names from `from`, in Sass's
 * order: the file, its partial (`_x.scss`), then `x/_index.scss`. Only
 * project files: nothing is read from disk.
 */
function sassFile(files: FileMap, from: string, spec: string): string | null {
  const cleaned = spec.replace(/^~/, '')
  const target = cleaned.startsWith('/')
    ? posix.normalize(cleaned.slice(1))
    : posix.join(posix.dirname(from), cleaned)
  if (target.startsWith('..')) return null
  const dir = posix.dirname(target)
  const base = posix.basename(target)
  const named = (name: string) =>
    /\.(scss|sass|css)$/.test(name)
      ? [name, `_${name}`]
      : ['.scss', '.sass', '.css'].flatMap((e) => [
          `${name}${e}`,
          `_${name}${e}`,
        ])
  const candidates = [
    ...named(base).map((n) => posix.join(dir, n)),
    ...['_index.scss', 'index.scss', '_index.sass', 'index.sass'].map((n) =>
      posix.join(target, n)
    ),
  ]
  return candidates.find((c) => files[c] !== undefined) ?? null
}

const toUrl = (path: string) => new URL(`${SCHEME}/${path}`)
const fromUrl = (url: URL) => decodeURIComponent(url.pathname.slice(1))

async function compileSass(files: FileMap, path: string): Promise<string> {
  const sass = await import('sass')
  const result = sass.compileString(files[path]!, {
    url: toUrl(path),
    syntax: path.endsWith('.sass') ? 'indented' : 'scss',
    style: 'expanded',
    // deprecations (`@import`, darken()) are not the user's problem here
    logger: sass.Logger.silent,
    importer: {
      canonicalize(spec, context) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(spec) && !spec.startsWith(SCHEME))
          return null
        const from = context.containingUrl
          ? fromUrl(context.containingUrl)
          : path
        // a relative load comes resolved against the importing file's URL
        const url = spec.startsWith(SCHEME)
          ? sassFile(files, from, `/${fromUrl(new URL(spec))}`)
          : sassFile(files, from, spec)
        return url === null ? null : toUrl(url)
      },
      load(url) {
        const file = fromUrl(url)
        const contents = files[file]
        if (contents === undefined) return null
        return {
          contents,
          syntax: file.endsWith('.sass')
            ? 'indented'
            : file.endsWith('.css')
              ? 'css'
              : 'scss',
        }
      },
    },
  })
  return result.css
}

type LessFile = { contents: string; filename: string }

async function compileLess(files: FileMap, path: string): Promise<string> {
  const less = (await import('less')).default
  const find = (spec: string, dir: string): LessFile => {
    const cleaned = spec.replace(/^~/, '')
    const target = cleaned.startsWith('/')
      ? posix.normalize(cleaned.slice(1))
      : posix.join(dir, cleaned)
    const found = [target, `${target}.less`].find(
      (c) => !c.startsWith('..') && files[c] !== undefined
    )
    if (!found)
      throw new Error(`Cannot find stylesheet '${spec}' in the project`)
    return { contents: files[found]!, filename: found }
  }
  // the only file manager: less reads project files, never the disk
  class ProjectFiles extends less.FileManager {
    supports() {
      return true
    }
    supportsSync() {
      return true
    }
    loadFile(spec: string, dir: string) {
      try {
        return Promise.resolve(find(spec, dir))
      } catch (error) {
        return Promise.reject(error as Error)
      }
    }
    loadFileSync(spec: string, dir: string) {
      return find(spec, dir)
    }
  }
  const output = await less.render(files[path]!, {
    filename: path,
    javascriptEnabled: false,
    plugins: [
      {
        install(_less: unknown, manager: { addFileManager(m: unknown): void }) {
          manager.addFileManager(new ProjectFiles())
        },
      },
    ],
  } as never)
  return output.css
}

function errorOf(path: string, error: unknown): BuildError {
  const span = (
    error as { span?: { start?: { line: number; column: number } } }
  ).span?.start
  const lessLine = (error as { line?: number }).line
  const raw = error instanceof Error ? error.message : String(error)
  const message = (
    (error as { sassMessage?: string }).sassMessage ?? raw.split('\n')[0]!
  ).replace(/kiln-project:\//g, '')
  return {
    file: path,
    line: span ? span.line + 1 : (lessLine ?? null),
    column: span ? span.column + 1 : null,
    message,
  }
}

async function compileAll(files: FileMap, paths: string[]): Promise<Compiled> {
  const css: Record<string, string> = {}
  const errors: BuildError[] = []
  for (const path of paths) {
    try {
      const out = path.endsWith('.less')
        ? await compileLess(files, path)
        : await compileSass(files, path)
      if (out.length > MAX_CSS_BYTES) {
        throw new Error(
          `${path} compiles to ${(out.length / 1024 / 1024).toFixed(1)} MB of CSS: at most ${MAX_CSS_BYTES / 1024 / 1024} MB per stylesheet`
        )
      }
      css[path] = out
    } catch (error) {
      errors.push(errorOf(path, error))
    }
  }
  return { css, errors }
}

/**
 * The files with each `.scss`/`.sass`/`.less` stylesheet (partials aside)
 * compiled to CSS in place, imports read from the project's own files; the
 * files as they are when the project has none (no work on most builds).
 */
export async function preprocessStyles(
  files: FileMap
): Promise<{ files: FileMap; errors: BuildError[] }> {
  const styles = Object.keys(files)
    .filter((p) => PREPROCESSED.test(p) && !p.startsWith('public/'))
    .sort()
  if (styles.length === 0) return { files, errors: [] }
  const hash = createHash('sha256')
  for (const path of styles) hash.update(`${path}\0${files[path]}\0`)
  const key = hash.digest('hex')
  let pending = cache.get(key)
  if (!pending) {
    const entries = styles.filter((p) => !isPartial(p))
    pending = compileAll(files, entries)
    cache.set(key, pending)
    while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!)
  }
  const { css, errors } = await pending
  if (errors.length > 0) return { files, errors }
  const out = fileMapFrom(files)
  for (const [path, text] of Object.entries(css)) out[path] = text
  return { files: out, errors: [] }
}
