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

const here = dirname(fileURLToPath(import.meta.url))

/** The builder package folder: allowed packages resolve from its node_modules. */
export const BUILDER_DIR = join(here, '..', '..')

/** The data client source injected as `@kiln/data`. */
export const DATA_CLIENT_ENTRY = join(here, '..', 'app-runtime', 'kiln-data.ts')

/** The runtime folder, copied as src/lib/kiln/ into exported projects. */
export const APP_RUNTIME_DIR = join(here, '..', 'app-runtime')

export function isAllowedImport(specifier: string): boolean {
  return (ALLOWED_IMPORTS as readonly string[]).includes(specifier)
}

export function notAllowedMessage(specifier: string): string {
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] ?? specifier)
  return `Package '${name}' is not available. Allowed: ${ALLOWED_IMPORTS.join(', ')}`
}
