import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const EXPORT = /export \{([^}]*)\} from '(\.\/[^']+)'/g

const exportsByDir = new Map<string, Map<string, string>>()

/** lucide-react's named exports -> the module file that defines each one. */
function lucideExports(pkgDir: string): Map<string, string> {
  const cached = exportsByDir.get(pkgDir)
  if (cached) return cached
  const esmDir = join(pkgDir, 'dist', 'esm')
  const out = new Map<string, string>()
  try {
    const index = readFileSync(join(esmDir, 'lucide-react.js'), 'utf8')
    for (const match of index.matchAll(EXPORT)) {
      for (const part of match[1]!.split(',')) {
        const name = /default as (\w+)/.exec(part.trim())?.[1]
        if (name) out.set(name, join(esmDir, match[2]!))
      }
    }
  } catch {
    // another layout: the caller imports the whole package
  }
  exportsByDir.set(pkgDir, out)
  return out
}

/**
 * A stand-in for `lucide-react` that re-exports only the named icons, so
 * esbuild does not parse all ~1,600 icon modules. Null when this version's
 * layout is unknown; names it does not export are listed.
 */
export function lucideShim(
  pkgDir: string,
  names: string[]
): { source: string; unknown: string[] } | null {
  const known = lucideExports(pkgDir)
  if (known.size === 0) return null
  const unknown = names.filter((n) => !known.has(n))
  const source = names
    .filter((n) => known.has(n))
    .map(
      (n) => `export { default as ${n} } from ${JSON.stringify(known.get(n))}`
    )
    .join('\n')
  return { source, unknown }
}
