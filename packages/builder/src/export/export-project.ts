import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { zipSync, type Zippable } from 'fflate'
import { APP_RUNTIME_DIR } from '../bundle/builder-dir.ts'
import { fileBytes } from '../bundle/project-assets.ts'
import { renderHtml, titleOf } from '../bundle/render-html.ts'
import { createFileMap, type FileMap } from '../files/file-map.ts'
import { writeStudioEnv } from './export-env.ts'
import { exportPackageJson } from './export-package-json.ts'
import {
  GITIGNORE,
  POSTCSS_CONFIG_V3,
  readme,
  TAILWIND_CONFIG_V3,
  TSCONFIG,
  viteConfig,
} from './export-templates.ts'
import {
  POSTCSS_CONFIG,
  TAILWIND_CONFIG,
  tailwindFlavor,
} from './tailwind-flavor.ts'
import { v4Stylesheets } from './v4-stylesheets.ts'

const ENTRIES = ['src/main.tsx', 'src/main.ts', 'src/index.tsx', 'src/main.jsx']
/** Files the export writes itself (the app's own would not build outside Kiln). */
const OWN =
  /^(package\.json|package-lock\.json|vite\.config\.(ts|js|mjs|cjs|mts))$/
const MODULE_SCRIPT = /<script[^>]*type=["']module["'][^>]*src=/i

export type ExportOptions = {
  /** The project's VITE_* variables from the studio (they win over its .env files). */
  env?: Readonly<Record<string, string>>
}

export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return slug || 'kiln-app'
}

function exportHtml(files: FileMap, title: string): string {
  const own = files['index.html']
  if (own && MODULE_SCRIPT.test(own)) return own
  const entry = ENTRIES.find((p) => files[p] !== undefined) ?? 'src/main.tsx'
  return renderHtml({ title, base: '/', js: entry })
}

/**
 * The project as a standalone Vite project: every file of the map (except
 * Kiln's own `.kiln/`), the data client under src/lib/kiln/, a package.json
 * with the dependencies at the versions the lockfile recorded, and a Vite +
 * Tailwind setup matching how the app uses Tailwind (v4 CSS-first through
 * @tailwindcss/vite, or v3 with its tailwind.config and PostCSS). `env`:
 * the VITE_* variables set in the studio, written into `.env` so that
 * `vite build` inlines the values Kiln builds with.
 */
export function exportProjectFiles(
  files: FileMap,
  options: ExportOptions = {}
): FileMap {
  const title = titleOf(files['index.html'])
  const flavor = tailwindFlavor(files)
  const out = createFileMap()
  for (const [path, text] of Object.entries(files)) {
    if (path.startsWith('.kiln/') || OWN.test(path)) continue
    // a v4 app needs no PostCSS; a leftover v3 PostCSS config would break its build
    if (
      flavor === 'v4' &&
      POSTCSS_CONFIG.test(path) &&
      text.includes('tailwindcss')
    )
      continue
    out[path] = text
  }
  for (const name of readdirSync(APP_RUNTIME_DIR)) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
      out[`src/lib/kiln/${name}`] = readFileSync(
        join(APP_RUNTIME_DIR, name),
        'utf8'
      )
    }
  }
  if (flavor === 'v4') Object.assign(out, v4Stylesheets(files))
  if (flavor === 'v3') {
    for (const path of Object.keys(out)) {
      if (POSTCSS_CONFIG.test(path)) delete out[path]
    }
    out['postcss.config.js'] = POSTCSS_CONFIG_V3
    if (!Object.keys(out).some((path) => TAILWIND_CONFIG.test(path))) {
      out['tailwind.config.js'] = TAILWIND_CONFIG_V3
    }
  }
  out['index.html'] = exportHtml(files, title)
  if (out['tsconfig.json'] === undefined) out['tsconfig.json'] = TSCONFIG
  out['package.json'] = exportPackageJson(
    files,
    slugify(title),
    flavor,
    out['tsconfig.app.json'] !== undefined
  )
  out['vite.config.ts'] = viteConfig(flavor)
  out['.gitignore'] = GITIGNORE
  if (out['README.md'] === undefined) out['README.md'] = readme(title)
  writeStudioEnv(out, options.env ?? {})
  return out
}

/** A zip of exportProjectFiles(files, options), with everything under one folder. */
export function exportProjectZip(
  files: FileMap,
  folder?: string,
  options: ExportOptions = {}
): Uint8Array {
  const exported = exportProjectFiles(files, options)
  const root = folder ?? slugify(titleOf(files['index.html']))
  const tree: Zippable = {}
  for (const [path, value] of Object.entries(exported)) {
    tree[`${root}/${path}`] = fileBytes(value)
  }
  return zipSync(tree, { level: 6, mtime: new Date('2025-01-01T00:00:00Z') })
}
