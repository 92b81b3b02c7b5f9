import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Import specifiers a generated app may use; anything else fails the build. */
export const ALLOWED_IMPORTS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'lucide-react',
  'clsx',
  '@kiln/data',
] as const

/**
 * The builder package folder. Found next to this file when run from source,
 * or through package resolution when a caller bundled this code elsewhere
 * (the server's esbuild build inlines @kiln/* packages).
 */
function findBuilderDir(): string {
  const local = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
  if (existsSync(join(local, 'src', 'app-runtime', 'kiln-data.ts')))
    return local
  const require = createRequire(import.meta.url)
  return dirname(dirname(require.resolve('@kiln/builder/engine')))
}

/** The builder package folder: allowed packages resolve from its node_modules. */
export const BUILDER_DIR = findBuilderDir()

/** The runtime folder, copied as src/lib/kiln/ into exported projects. */
export const APP_RUNTIME_DIR = join(BUILDER_DIR, 'src', 'app-runtime')

/** The data client source injected as `@kiln/data`. */
export const DATA_CLIENT_ENTRY = join(APP_RUNTIME_DIR, 'kiln-data.ts')

export function isAllowedImport(specifier: string): boolean {
  return (ALLOWED_IMPORTS as readonly string[]).includes(specifier)
}

export function notAllowedMessage(specifier: string): string {
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] ?? specifier)
  return `Package '${name}' is not available. Allowed: ${ALLOWED_IMPORTS.join(', ')}`
}
