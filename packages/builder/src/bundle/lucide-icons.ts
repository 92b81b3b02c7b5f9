import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FileMap } from '../files/file-map.ts'
import { BUILDER_DIR } from './allowed-packages.ts'

const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g
const EXPORT = /export \{([^}]*)\} from '(\.\/[^']+)'/g

let exportsByName: Map<string, string> | undefined

/** lucide-react's named exports -> the module file that defines each one. */
function lucideExports(): Map<string, string> {
  if (exportsByName) return exportsByName
  const require = createRequire(join(BUILDER_DIR, 'package.json'))
  const pkgDir = dirname(require.resolve('lucide-react/package.json'))
  const esmDir = join(pkgDir, 'dist', 'esm')
  const index = readFileSync(join(esmDir, 'lucide-react.js'), 'utf8')
  exportsByName = new Map()
  for (const match of index.matchAll(EXPORT)) {
    for (const part of match[1]!.split(',')) {
      const name = /default as (\w+)/.exec(part.trim())?.[1]
      if (name) exportsByName.set(name, join(esmDir, match[2]!))
    }
  }
  return exportsByName
}

/**
 * A stand-in for `lucide-react` that re-exports only the icons the project
 * imports, so esbuild does not parse all ~1,600 icon modules on every build.
 * Unknown names are left out: esbuild then reports "No matching export".
 */
export function lucideShim(files: FileMap): string {
  const names = new Set<string>()
  for (const [path, text] of Object.entries(files)) {
    if (!/\.(tsx?|jsx?)$/.test(path)) continue
    for (const match of text.matchAll(IMPORT)) {
      for (const raw of match[1]!.split(',')) {
        const name = raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
        if (name && !raw.trim().startsWith('type ')) names.add(name)
      }
    }
  }
  const known = lucideExports()
  return [...names]
    .sort()
    .filter((n) => known.has(n))
    .map(
      (n) => `export { default as ${n} } from ${JSON.stringify(known.get(n))}`
    )
    .join('\n')
}
