import type { FileMap } from '../files/file-map.ts'

/** How the project uses Tailwind: v4 CSS-first, or v3 with a config and PostCSS. */
export type TailwindFlavor = 'v3' | 'v4'

const V4_IMPORT = /@import\s+(?:url\()?\s*['"]tailwindcss['"]/
const V3_DIRECTIVE = /@tailwind\s+(?:base|components|utilities)\b/
export const TAILWIND_CONFIG = /^tailwind\.config\.(?:ts|js|cjs|mjs)$/
export const POSTCSS_CONFIG =
  /^postcss\.config\.(?:ts|js|cjs|mjs|json)$|^\.postcssrc(?:\.json)?$/

/**
 * v4 when a stylesheet imports `tailwindcss` (CSS-first); v3 when a
 * `tailwind.config.*` or `@tailwind` directives are there; else v4 (the
 * offline generator's apps, and apps with no Tailwind at all).
 */
export function tailwindFlavor(files: FileMap): TailwindFlavor {
  const css = Object.keys(files).filter((path) => path.endsWith('.css'))
  if (css.some((path) => V4_IMPORT.test(files[path] ?? ''))) return 'v4'
  if (Object.keys(files).some((path) => TAILWIND_CONFIG.test(path))) return 'v3'
  if (css.some((path) => V3_DIRECTIVE.test(files[path] ?? ''))) return 'v3'
  return 'v4'
}
