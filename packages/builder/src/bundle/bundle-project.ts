import { createHash } from 'node:crypto'
import { build, transform, type BuildFailure } from 'esbuild'
import { fileMapFrom, type FileMap } from '../files/file-map.ts'
import { fromEsbuildMessage, type BuildError } from './build-error.ts'
import { compileTailwind } from './compile-tailwind.ts'
import { extractCandidates } from './extract-candidates.ts'
import { renderHtml, titleOf } from './render-html.ts'
import { virtualFsPlugin } from './virtual-fs-plugin.ts'

export type BundleAsset = {
  /** Relative to the site root: `index.html`, `assets/index-<hash>.js`, ... */
  path: string
  contentType: string
  content: string
}

export type BundleResult =
  | { ok: true; assets: BundleAsset[]; errors: []; durationMs: number }
  | { ok: false; assets: []; errors: BuildError[]; durationMs: number }

export type BundleOptions = {
  /** Prefix for asset URLs in index.html; default './' (works at any path). */
  base?: string
  minify?: boolean
}

const ENTRIES = ['src/main.tsx', 'src/main.ts', 'src/index.tsx', 'src/main.jsx']

function hashed(name: string, ext: string, content: string): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10)
  return `assets/${name}-${hash}.${ext}`
}

function isBuildFailure(error: unknown): error is BuildFailure {
  return typeof error === 'object' && error !== null && 'errors' in error
}

/** Builds a project's files into a static site: index.html + one JS + one CSS. */
export async function bundleProject(
  projectFiles: FileMap,
  options: BundleOptions = {}
): Promise<BundleResult> {
  const files = fileMapFrom(projectFiles)
  const started = performance.now()
  const fail = (errors: BuildError[]): BundleResult => ({
    ok: false,
    assets: [],
    errors,
    durationMs: performance.now() - started,
  })
  const entry = ENTRIES.find((path) => files[path] !== undefined)
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
  const css: string[] = []
  let js: string
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      jsx: 'automatic',
      minify,
      outdir: 'out',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [virtualFsPlugin(files, css)],
    })
    js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? ''
  } catch (error) {
    if (isBuildFailure(error)) return fail(error.errors.map(fromEsbuildMessage))
    throw error
  }
  let styles: string
  try {
    const raw = await compileTailwind(
      css.join('\n'),
      files,
      extractCandidates(files)
    )
    styles = (await transform(raw, { loader: 'css', minify })).code
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return fail([{ file: 'src/index.css', line: null, column: null, message }])
  }
  const jsPath = hashed('index', 'js', js)
  const cssPath = hashed('index', 'css', styles)
  const html = renderHtml({
    title: titleOf(files['index.html']),
    base: options.base ?? './',
    js: jsPath,
    css: cssPath,
  })
  return {
    ok: true,
    errors: [],
    durationMs: performance.now() - started,
    assets: [
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
      {
        path: cssPath,
        contentType: 'text/css; charset=utf-8',
        content: styles,
      },
    ],
  }
}
