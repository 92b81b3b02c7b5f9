/** Names Vite exposes to client code: `VITE_` plus letters, digits, underscores. */
export const PUBLIC_ENV_NAME = /^VITE_[A-Z0-9_]+$/i

/** One `NAME=value` line of a `.env` file. */
export const ENV_LINE = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*?)\s*$/

/**
 * Variables from the project's `.env` files, later files winning as in
 * Vite: `.env`, `.env.local`, `.env.<mode>`, `.env.<mode>.local`.
 */
export function projectEnv(
  files: Readonly<Record<string, string>>,
  mode = 'production'
): Record<string, string> {
  const out: Record<string, string> = Object.create(null)
  const literal = new Set<string>()
  for (const name of [
    '.env',
    '.env.local',
    `.env.${mode}`,
    `.env.${mode}.local`,
  ]) {
    for (const line of (files[name] ?? '').split(/\r?\n/)) {
      const match = ENV_LINE.exec(line)
      if (!match || line.trimStart().startsWith('#')) continue
      const raw = match[2]!
      const quoted = /^(['"`])([\s\S]*)\1$/.exec(raw)
      out[match[1]!] = quoted ? quoted[2]! : raw.replace(/\s+#.*$/, '')
      if (quoted?.[1] === "'") literal.add(match[1]!)
      else literal.delete(match[1]!)
    }
  }
  const budget = { left: MAX_EXPANSIONS }
  for (const name of Object.keys(out))
    if (!literal.has(name)) out[name] = expand(out[name]!, out, literal, budget)
  return out
}

const REFERENCE = /\\\$|\$\{([A-Za-z_]\w*)(?::-([^}]*))?\}|\$([A-Za-z_]\w*)/g
/** How deep `${A}` naming `${B}` naming … is followed, and how many references are expanded in all. */
const MAX_EXPANSION_DEPTH = 5
const MAX_EXPANSIONS = 10_000

/** dotenv-expand, as Vite's loadEnv applies it: `${A}`, `${A:-default}`, `$A`; `\$` is a dollar. */
function expand(
  value: string,
  env: Record<string, string>,
  literal: Set<string>,
  budget: { left: number },
  depth = 0
): string {
  if (!value.includes('$')) return value
  return value.replace(
    REFERENCE,
    (ref, braced?: string, fallback?: string, bare?: string) => {
      if (ref === '\\$') return '$'
      if (--budget.left < 0) return ref
      const name = (braced ?? bare)!
      const found = env[name]
      if (found === undefined || found === '') return fallback ?? ''
      return literal.has(name) || depth >= MAX_EXPANSION_DEPTH
        ? found
        : expand(found, env, literal, budget, depth + 1)
    }
  )
}

/**
 * esbuild defines for Vite's `import.meta.env` (MODE, DEV, PROD, SSR,
 * BASE_URL and the project's `VITE_*` variables; they are public) and a
 * `process.env` with NODE_ENV only, so `process.env.X` reads undefined
 * instead of failing.
 */
export function viteDefines(
  env: Record<string, string> | undefined,
  mode = 'production',
  base = '/'
): Record<string, string> {
  const values: Record<string, string | boolean> = {}
  for (const [name, value] of Object.entries(env ?? {})) {
    if (PUBLIC_ENV_NAME.test(name) && typeof value === 'string')
      values[name] = value
  }
  Object.assign(values, {
    MODE: mode,
    DEV: mode === 'development',
    PROD: mode !== 'development',
    SSR: false,
    BASE_URL: base.startsWith('/') ? base : '/',
  })
  return {
    'import.meta.env': JSON.stringify(values),
    'process.env.NODE_ENV': JSON.stringify(
      mode === 'development' ? 'development' : 'production'
    ),
    'process.env': JSON.stringify({
      NODE_ENV: mode === 'development' ? 'development' : 'production',
    }),
  }
}

/**
 * Vite's `%NAME%` placeholders in index.html: the public env values
 * (`VITE_*`) and MODE, BASE_URL, PROD, DEV, SSR; any other name stays as
 * written, as Vite leaves it.
 */
export function htmlWithEnv(
  html: string,
  env: Record<string, string> | undefined,
  mode = 'production',
  base = '/'
): string {
  if (!html.includes('%')) return html
  const values = JSON.parse(
    viteDefines(env, mode, base)['import.meta.env']!
  ) as Record<string, unknown>
  return html.replace(/%(\w+)%/g, (text, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : text
  )
}
