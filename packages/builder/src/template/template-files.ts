import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createFileMap, fileMapFrom, type FileMap } from '../files/file-map.ts'

/** Folders and files of packages/app-template that are not part of a new project. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'corpus',
  'replay',
  'replay-chains',
  '.prettierrc',
])

/** The name a new project's package.json carries instead of the workspace's. */
export const TEMPLATE_PROJECT_NAME = 'kiln-app'

/**
 * The template folder (packages/app-template). Found next to the builder when
 * run from source, or through package resolution when a caller inlined the
 * builder into its own bundle (the server's esbuild build does).
 */
function findTemplateDir(): string {
  const local = join(
    dirname(fileURLToPath(import.meta.url)),
    '..',
    '..',
    '..',
    'app-template'
  )
  if (existsSync(join(local, 'src', 'components', 'ui'))) return local
  const require = createRequire(import.meta.url)
  return dirname(require.resolve('@kiln/app-template/package.json'))
}

export const TEMPLATE_DIR = findTemplateDir()

function readTree(dir: string, prefix: string, out: FileMap): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1
  )
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue
    const path = prefix ? `${prefix}/${entry.name}` : entry.name
    const full = join(dir, entry.name)
    if (entry.isDirectory()) readTree(full, path, out)
    else if (entry.isFile()) out[path] = readFileSync(full, 'utf8')
  }
}

let cached: FileMap | undefined

/**
 * The files a new LLM project starts from: Kiln's Vite + React + TypeScript +
 * Tailwind template with the shadcn/ui-compatible components. A fresh copy
 * each call; the folder is read once per process.
 */
export function templateFiles(): FileMap {
  if (!cached) {
    const files = createFileMap()
    readTree(TEMPLATE_DIR, '', files)
    const pkg = JSON.parse(files['package.json'] ?? '{}') as Record<
      string,
      unknown
    >
    pkg.name = TEMPLATE_PROJECT_NAME
    files['package.json'] = `${JSON.stringify(pkg, null, 2)}\n`
    cached = files
  }
  return fileMapFrom(cached)
}

/**
 * Whether `content` is the template's own copy of `path`: a file a new
 * project got from the template and nobody changed since.
 */
export function isTemplateCopy(path: string, content: string): boolean {
  if (!cached) templateFiles()
  return cached![path] === content
}
