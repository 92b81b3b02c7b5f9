import { posix } from 'node:path'
import { RE2JS } from 're2js'
import type { FileMap } from '../files/file-map.ts'
import { applyAlias, type Alias } from './project-aliases.ts'

const CALL =
  /import\.meta\.glob(?:<[^>]*>)?\(\s*((?:'[^']*'|"[^"]*"|`[^`$]*`)|\[[^\]]*\])\s*(?:,\s*(\{[^()]*\}))?\s*\)/g
const MAX_GLOB_CHARS = 1_000
const STRING = /'([^']*)'|"([^"]*)"|`([^`$]*)`/g

/**
 * A glob (`**`, `*`, `?`, `{a,b}`) as a matcher over project paths. Globs are
 * model-written, so they run on RE2 (linear time): on a backtracking engine
 * `**a**a**a…!` takes exponential time against a long path.
 */
export function globRegExp(glob: string): { test: (path: string) => boolean } {
  // No project path is that long; a bigger program would only cost time.
  if (glob.length > MAX_GLOB_CHARS) return { test: () => false }
  const literal = (text: string) => text.replace(/[.+^$()|[\]\\{}*?]/g, '\\$&')
  let out = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!
    const end = c === '{' ? glob.indexOf('}', i) : -1
    if (c === '*' && glob[i + 1] === '*') {
      out += glob[i + 2] === '/' ? '(?:.*/)?' : '.*'
      i += glob[i + 2] === '/' ? 2 : 1
    } else if (c === '*') out += '[^/]*'
    else if (c === '?') out += '[^/]'
    else if (end > i) {
      const options = glob.slice(i + 1, end).split(',')
      out += `(?:${options.map(literal).join('|')})`
      i = end
    } else out += literal(c)
  }
  return RE2JS.compile(`^${out}$`)
}

/** A pattern as written (`./pages/*.tsx`, `/src/x/*`, `@/x/*`) -> a project path pattern. */
function projectPattern(
  pattern: string,
  importer: string,
  aliases: Alias[]
): string {
  if (pattern.startsWith('./') || pattern.startsWith('../'))
    return posix.join(posix.dirname(importer), pattern)
  if (pattern.startsWith('/')) return pattern.slice(1)
  return applyAlias(aliases, pattern) ?? pattern
}

/** The key Vite gives a matched file: relative to the importer for `./` patterns, else from the root. */
function keyOf(path: string, pattern: string, importer: string): string {
  if (!pattern.startsWith('.')) return `/${path}`
  const rel = posix.relative(posix.dirname(importer), path)
  return rel.startsWith('.') ? rel : `./${rel}`
}

/**
 * Vite's `import.meta.glob` over the project's own files: eager globs become
 * static imports, lazy ones `() => import(...)`; `import: 'default'` and
 * `query: '?raw'` (or the older `as: 'raw'`) are honoured.
 */
export function expandImportMetaGlob(
  source: string,
  importer: string,
  files: FileMap,
  aliases: Alias[]
): string {
  if (!source.includes('import.meta.glob')) return source
  const hoisted: string[] = []
  let n = 0
  const body = source.replace(CALL, (_call, patterns: string, options = '') => {
    const written = [...patterns.matchAll(STRING)].map(
      (m) => m[1] ?? m[2] ?? m[3] ?? ''
    )
    const include = written.filter((p) => !p.startsWith('!'))
    const exclude = written
      .filter((p) => p.startsWith('!'))
      .map((p) => globRegExp(projectPattern(p.slice(1), importer, aliases)))
    const eager = /\beager\s*:\s*true/.test(options)
    const as = /\bas\s*:\s*['"](\w+)['"]/.exec(options)?.[1]
    // Vite: `as: 'raw'` and `as: 'url'` give the default export (the string)
    const named =
      /\bimport\s*:\s*['"](\w+)['"]/.exec(options)?.[1] ??
      (as === 'raw' || as === 'url' ? 'default' : undefined)
    const query =
      /\bquery\s*:\s*['"](\?\w+)['"]/.exec(options)?.[1] ?? (as ? `?${as}` : '')
    const entries: string[] = []
    for (const pattern of include) {
      const regexp = globRegExp(projectPattern(pattern, importer, aliases))
      for (const path of Object.keys(files).sort()) {
        if (path === importer || !regexp.test(path)) continue
        if (exclude.some((r) => r.test(path))) continue
        const spec = JSON.stringify(`/${path}${query}`)
        const key = JSON.stringify(keyOf(path, pattern, importer))
        if (eager) {
          const id = `__kiln_glob_${n++}`
          hoisted.push(
            named
              ? `import { ${named} as ${id} } from ${spec}`
              : `import * as ${id} from ${spec}`
          )
          entries.push(`${key}: ${id}`)
        } else {
          const pick = named ? `.then((m) => m[${JSON.stringify(named)}])` : ''
          entries.push(`${key}: () => import(${spec})${pick}`)
        }
      }
    }
    return `({${entries.join(', ')}})`
  })
  return hoisted.length > 0 ? `${hoisted.join('\n')}\n${body}` : body
}
