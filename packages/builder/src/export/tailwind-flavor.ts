import { tailwindMajor } from '../bundle/tailwind/tailwind-major.ts'
import type { FileMap } from '../files/file-map.ts'

/** How the project uses Tailwind: v4 CSS-first, or v3 with a config and PostCSS. */
export type TailwindFlavor = 'v3' | 'v4'

export const TAILWIND_CONFIG = /^tailwind\.config\.(?:ts|js|cjs|mjs)$/
export const POSTCSS_CONFIG =
  /^postcss\.config\.(?:ts|js|cjs|mjs|json)$|^\.postcssrc(?:\.json)?$/

/**
 * The Tailwind the preview builds the project with (tailwindMajor): v4 for
 * a CSS-first stylesheet, else the major package.json declares, else v3 for
 * a `tailwind.config.*` or `@tailwind` directives, else v4 (the offline
 * generator's apps, and apps with no Tailwind at all).
 */
export function tailwindFlavor(files: FileMap): TailwindFlavor {
  const css = Object.keys(files)
    .filter((path) => path.endsWith('.css'))
    .map((path) => files[path])
    .join('\n')
  return tailwindMajor(files, css) === 3 ? 'v3' : 'v4'
}
