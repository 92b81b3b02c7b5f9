import { posix } from 'node:path'
import type { FileMap } from '../files/file-map.ts'

/** An import prefix and the project folder it stands for (`@/x` -> `src/x`). */
export type Alias = { find: string; exact: boolean; replacement: string }

const TSCONFIGS = ['tsconfig.json', 'tsconfig.app.json', 'jsconfig.json']
export const VITE_CONFIGS = [
  'vite.config.ts',
  'vite.config.js',
  'vite.config.mts',
  'vite.config.mjs',
]
/** `'@': path.resolve(__dirname, './src')`, `'~': fileURLToPath(new URL('./src', import.meta.url))`, `'@': '/src'` */
const VITE_ALIAS =
  /["']?([@~#$\w][\w@~#$/-]*)["']?\s*:\s*(?:[\w.]+\(\s*(?:__dirname\s*,\s*|new\s+URL\(\s*)?["']\.?\/?|["']\.?\/)([\w./-]*)["']/g
/** The array form: `{ find: '@', replacement: path.resolve(__dirname, 'src') }` */
const VITE_ALIAS_ENTRY =
  /find\s*:\s*["']([^"']+)["']\s*,\s*replacement\s*:\s*(?:[\w.]+\(\s*(?:__dirname\s*,\s*|new\s+URL\(\s*)?["']\.?\/?|["']\.?\/)([\w./-]*)["']/g

const MAX_PARSED = 64
/** Parsed configs by text (read, never changed): every build reads the same tsconfig files. */
const parsed = new Map<string, unknown>()

/** JSON with comments and trailing commas, as tsconfig files are written; null when unreadable. */
function parseJsonc(text: string): unknown {
  if (parsed.has(text)) return parsed.get(text)
  const value = parseJsoncNow(text)
  parsed.set(text, value)
  while (parsed.size > MAX_PARSED) parsed.delete(parsed.keys().next().value!)
  return value
}

function parseJsoncNow(text: string): unknown {
  const stripped = text
    .replace(/"(?:[^"\\]|\\.)*"|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (m) =>
      m.startsWith('"') ? m : ''
    )
    .replace(/,(\s*[}\]])/g, '$1')
  try {
    return JSON.parse(stripped)
  } catch {
    return null
  }
}

/** A project path from a config's relative one; null outside the project. */
function projectPath(base: string, target: string): string | null {
  const path = posix.normalize(posix.join(base, target)).replace(/\/$/, '')
  if (path.startsWith('..') || path.startsWith('/')) return null
  return path === '.' ? '' : path
}

function tsconfigAliases(files: FileMap): Alias[] {
  const out: Alias[] = []
  for (const name of TSCONFIGS) {
    const config = parseJsonc(files[name] ?? '') as {
      compilerOptions?: { baseUrl?: unknown; paths?: unknown }
    } | null
    const options = config?.compilerOptions
    if (!options?.paths || typeof options.paths !== 'object') continue
    const base = typeof options.baseUrl === 'string' ? options.baseUrl : '.'
    for (const [key, targets] of Object.entries(options.paths)) {
      const target = Array.isArray(targets) ? targets[0] : undefined
      if (typeof target !== 'string') continue
      const wild = key.endsWith('/*') && target.endsWith('/*')
      if (!wild && (key.includes('*') || target.includes('*'))) continue
      const replacement = projectPath(base, wild ? target.slice(0, -2) : target)
      if (replacement === null) continue
      out.push({
        find: wild ? key.slice(0, -2) : key,
        exact: !wild,
        replacement,
      })
    }
  }
  return out
}

/** Aliases under `resolve.alias` of a Vite config, read as text (the config never runs). */
function viteAliases(files: FileMap): Alias[] {
  const name = VITE_CONFIGS.find((p) => files[p] !== undefined)
  const text = files[name ?? ''] ?? ''
  const at = text.search(/\balias\s*:/)
  if (at < 0) return []
  const block = text.slice(at, at + 2000)
  const end = block.search(/\n\s*\}/)
  const body = end > 0 ? block.slice(0, end) : block
  const out: Alias[] = []
  const pattern = /\bfind\s*:/.test(body) ? VITE_ALIAS_ENTRY : VITE_ALIAS
  for (const match of body.matchAll(pattern)) {
    const replacement = projectPath('.', match[2]!)
    if (replacement !== null && match[1] !== 'alias')
      out.push({ find: match[1]!, exact: false, replacement })
  }
  return out
}

/**
 * The project's import aliases: what its Vite config and tsconfig/jsconfig
 * `paths` declare, else `@/` for `src/` (the template's); longest first.
 */
export function projectAliases(files: FileMap): Alias[] {
  const all = [
    ...viteAliases(files),
    ...tsconfigAliases(files),
    { find: '@', exact: false, replacement: 'src' },
  ]
  const seen = new Set<string>()
  return all
    .filter((a) => !seen.has(a.find) && seen.add(a.find))
    .sort((a, b) => b.find.length - a.find.length)
}

/** The project path an aliased import points at, or null when no alias applies. */
export function applyAlias(aliases: Alias[], spec: string): string | null {
  for (const alias of aliases) {
    if (spec === alias.find) return alias.replacement || '.'
    if (!alias.exact && spec.startsWith(`${alias.find}/`))
      return posix.join(alias.replacement, spec.slice(alias.find.length + 1))
  }
  return null
}

/**
 * The folders tsconfig/jsconfig `baseUrl`s name: with vite-tsconfig-paths,
 * `import Button from 'components/Button'` is `src/components/Button` when
 * baseUrl is `./src` (a file there wins over a package of that name).
 */
export function projectBaseUrls(files: FileMap): string[] {
  const out = new Set<string>()
  for (const name of TSCONFIGS) {
    const config = parseJsonc(files[name] ?? '') as {
      compilerOptions?: { baseUrl?: unknown }
    } | null
    const base = config?.compilerOptions?.baseUrl
    if (typeof base !== 'string') continue
    const path = projectPath('.', base)
    if (path !== null) out.add(path)
  }
  return [...out]
}
