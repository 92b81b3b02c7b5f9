import { posix } from 'node:path'
import {
  configPathOf,
  isCssFirst,
  isV3Style,
  v4Body,
  v4Header,
} from '../bundle/tailwind/compile-tailwind.ts'
import type { FileMap } from '../files/file-map.ts'

const ENTRY_CSS_IMPORT = /import\s+['"](\.{1,2}\/[^'"]+\.css)['"]/

/** The project's own stylesheets Tailwind reads (not public/ files, not CSS modules). */
export const tailwindStylesheets = (files: FileMap) =>
  Object.keys(files)
    .filter(
      (path) =>
        path.endsWith('.css') &&
        !path.startsWith('public/') &&
        !path.endsWith('.module.css')
    )
    .sort()

/** The stylesheet the entry imports first, where Tailwind is imported. */
function entryStylesheet(files: FileMap, css: string[]): string | undefined {
  for (const entry of [
    'src/main.tsx',
    'src/main.jsx',
    'src/main.ts',
    'src/index.tsx',
  ]) {
    const spec = ENTRY_CSS_IMPORT.exec(files[entry] ?? '')?.[1]
    const path = spec && posix.join(posix.dirname(entry), spec)
    if (path && css.includes(path)) return path
  }
  return css[0]
}

/**
 * The stylesheets of a project Tailwind 4 builds, as the preview reads them
 * (compileTailwind): a project that is not CSS-first gets `@import
 * "tailwindcss"` in the stylesheet with its `@tailwind` directives (else the
 * one its entry imports), and a v3-style one also `@config` with its config
 * and its v3 syntax in v4 form, so `vite build` with @tailwindcss/vite
 * builds what the preview shows. Only the stylesheets that change.
 */
export function v4Stylesheets(files: FileMap): FileMap {
  const paths = tailwindStylesheets(files)
  const all = paths.map((path) => files[path]!).join('\n')
  if (paths.length === 0 || isCssFirst(all)) return {}
  const v3Style = isV3Style(all, files)
  const target =
    paths.find((path) => /@tailwind\s/.test(files[path]!)) ??
    entryStylesheet(files, paths)
  const config = configPathOf(files)
  const out: FileMap = {}
  for (const path of paths) {
    let text = v4Body(files[path]!, v3Style)
    if (path === target) {
      const ref = config && posix.relative(posix.dirname(path), config)
      const configRef = ref && (ref.startsWith('.') ? ref : `./${ref}`)
      text = `${v4Header(all, v3Style, configRef)}\n${text}`
    }
    if (text !== files[path]) out[path] = text
  }
  return out
}
