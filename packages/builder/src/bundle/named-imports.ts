import { transformSync } from 'esbuild'
import type { FileMap } from '../files/file-map.ts'

/**
 * Packages whose whole namespace is large (icon sets, date-fns and its
 * locales): the dependency layer registers only the names the app imports.
 */
export const TREE_SHAKEN =
  /^(lucide-react|date-fns|date-fns\/locale|react-icons\/\w+|@tabler\/icons-react|@heroicons\/react\/.+|@phosphor-icons\/react|lodash-es)$/

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** The `ns.Name` accesses of a namespace import; null when `ns` is also used whole. */
function memberNames(text: string, ns: string): string[] | null {
  const uses = text.match(
    new RegExp(`(?<![\\w$.])${escape(ns)}(?![\\w$])`, 'g')
  )
  const members = [
    ...text.matchAll(
      new RegExp(`(?<![\\w$.])${escape(ns)}\\.([A-Za-z_$][\\w$]*)`, 'g')
    ),
  ].map((m) => m[1]!)
  // one use is the import itself
  if ((uses?.length ?? 0) !== members.length + 1) return null
  return members
}

const MAX_CACHED = 500
const valueTexts = new Map<string, string>()

/**
 * A TypeScript file as it runs: esbuild (as in Vite) drops imported names
 * used only as types (`LucideIcon` in `const I: LucideIcon`), so they never
 * reach the package. Cached by content: a follow-up compiles only the files
 * it changed.
 */
function valueText(path: string, text: string): string {
  const loader = /\.tsx$/.test(path) ? 'tsx' : /\.ts$/.test(path) ? 'ts' : null
  if (!loader) return text
  const key = `${loader}\0${text}`
  const hit = valueTexts.get(key)
  if (hit !== undefined) return hit
  let out: string
  try {
    out = transformSync(text, {
      loader,
      jsx: 'preserve',
      logLevel: 'silent',
    }).code
  } catch {
    // a syntax error: the app layer reports it; read the file as written
    out = text
  }
  valueTexts.set(key, out)
  while (valueTexts.size > MAX_CACHED)
    valueTexts.delete(valueTexts.keys().next().value!)
  return out
}

/**
 * The names the project imports from `spec`, sorted; null when it imports
 * the package any other way (namespace, default, dynamic, re-export) and
 * needs all of it.
 */
export function namedImports(files: FileMap, spec: string): string[] | null {
  const quoted = `['"]${escape(spec)}['"]`
  const named = new RegExp(
    `import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*${quoted}`,
    'g'
  )
  const any = new RegExp(`from\\s*${quoted}|import\\s*\\(\\s*${quoted}`, 'g')
  const namespace = new RegExp(
    `import\\s*\\*\\s*as\\s+([A-Za-z_$][\\w$]*)\\s*from\\s*${quoted}`,
    'g'
  )
  const names = new Set<string>()
  let namedCount = 0
  let anyCount = 0
  for (const [path, written] of Object.entries(files)) {
    if (!/\.(tsx?|jsx?|mjs)$/.test(path) || !written.includes(spec)) continue
    const text = valueText(path, written)
    anyCount += text.match(any)?.length ?? 0
    for (const match of text.matchAll(namespace)) {
      // `import * as R from 'recharts'` used only as `R.Name`: those names
      const members = memberNames(text, match[1]!)
      if (!members) return null
      namedCount++
      for (const name of members) names.add(name)
    }
    for (const match of text.matchAll(named)) {
      namedCount++
      if (/^\s*import\s+type/.test(match[0])) continue
      for (const raw of match[1]!.split(',')) {
        const part = raw.trim()
        if (!part || part.startsWith('type ')) continue
        const name = part.split(/\s+as\s+/)[0]!.trim()
        if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name)
      }
    }
  }
  if (anyCount > namedCount) return null
  return [...names].sort()
}
