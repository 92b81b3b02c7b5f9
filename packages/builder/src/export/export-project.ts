import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { strToU8, zipSync, type Zippable } from 'fflate'
import { APP_RUNTIME_DIR } from '../bundle/allowed-packages.ts'
import { renderHtml, titleOf } from '../bundle/render-html.ts'
import { createFileMap, fileMapFrom, type FileMap } from '../files/file-map.ts'
import {
  GITIGNORE,
  packageJson,
  readme,
  TSCONFIG,
  VITE_CONFIG,
} from './export-templates.ts'

const ENTRIES = ['src/main.tsx', 'src/main.ts', 'src/index.tsx', 'src/main.jsx']
const OWN = new Set([
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'index.html',
])

export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return slug || 'kiln-app'
}

function exportHtml(files: FileMap, title: string): string {
  const entry = ENTRIES.find((p) => files[p] !== undefined) ?? 'src/main.tsx'
  return renderHtml({ title, base: '/', js: entry })
}

/**
 * The project as a standalone Vite project: every file of the map (except
 * Kiln's own `.kiln/`), the data client under src/lib/kiln/, and the build setup.
 */
export function exportProjectFiles(projectFiles: FileMap): FileMap {
  const files = fileMapFrom(projectFiles)
  const title = titleOf(files['index.html'])
  const out = createFileMap()
  for (const [path, text] of Object.entries(files)) {
    if (!path.startsWith('.kiln/') && !OWN.has(path)) out[path] = text
  }
  for (const name of readdirSync(APP_RUNTIME_DIR)) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
      out[`src/lib/kiln/${name}`] = readFileSync(
        join(APP_RUNTIME_DIR, name),
        'utf8'
      )
    }
  }
  out['index.html'] = exportHtml(files, title)
  out['package.json'] = packageJson(slugify(title))
  out['vite.config.ts'] = VITE_CONFIG
  out['tsconfig.json'] = TSCONFIG
  out['.gitignore'] = GITIGNORE
  if (out['README.md'] === undefined) out['README.md'] = readme(title)
  return out
}

/** A zip of exportProjectFiles(files), with everything under one folder. */
export function exportProjectZip(files: FileMap, folder?: string): Uint8Array {
  const exported = exportProjectFiles(files)
  const root = folder ?? slugify(titleOf(files['index.html']))
  const tree: Zippable = {}
  for (const [path, text] of Object.entries(exported)) {
    tree[`${root}/${path}`] = strToU8(text)
  }
  return zipSync(tree, { level: 6, mtime: new Date('2025-01-01T00:00:00Z') })
}
