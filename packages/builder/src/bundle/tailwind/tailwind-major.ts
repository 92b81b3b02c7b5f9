import type { FileMap } from '../../files/file-map.ts'

const V4_IMPORT = /@import\s+(?:url\(\s*)?["']tailwindcss["']/
const V3_DIRECTIVE =
  /@tailwind\s+(?:base|components|utilities)\b|@import\s+["']tailwindcss\/(?:base|components|utilities)/
const CONFIG = /^tailwind\.config\.(?:ts|js|cjs|mjs|mts|cts)$/

/** The major version a package.json range asks for (`^3.4.1`, `~3`, `3.x`, `>=3.0.0 <4`), or null. */
export function declaredMajor(range: unknown): number | null {
  if (typeof range !== 'string') return null
  const npmAlias = /^npm:tailwindcss@(.*)$/.exec(range.trim())
  const match = /^\s*(?:[\^~]|>=?|=)?\s*v?(\d+)(?:[.\s]|$)/.exec(
    npmAlias ? npmAlias[1]! : range
  )
  return match ? Number(match[1]) : null
}

function declaredTailwind(files: FileMap): number | null {
  let pkg: Record<string, Record<string, unknown> | undefined>
  try {
    pkg = JSON.parse(files['package.json'] ?? '{}') as typeof pkg
  } catch {
    return null
  }
  if (!pkg || typeof pkg !== 'object') return null
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const major = declaredMajor(pkg[field]?.tailwindcss)
    if (major !== null) return major
  }
  return null
}

/**
 * Which Tailwind builds the project, as its own `npm install && vite build`
 * would: 4 for a CSS-first stylesheet (`@import "tailwindcss"`, which
 * Tailwind 3 cannot read); else the major its package.json declares for
 * `tailwindcss`; without one, 3 for a `tailwind.config.*` or `@tailwind`
 * directives, else 4.
 */
export function tailwindMajor(files: FileMap, css: string): 3 | 4 {
  // Tailwind 3 cannot read a CSS-first stylesheet at all
  if (V4_IMPORT.test(css)) return 4
  const declared = declaredTailwind(files)
  if (declared === 3) return 3
  if (declared !== null && declared >= 4) return 4
  if (Object.keys(files).some((path) => CONFIG.test(path))) return 3
  return V3_DIRECTIVE.test(css) ? 3 : 4
}
