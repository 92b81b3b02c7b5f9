import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

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

/** The builder package folder: its trusted build tools resolve from here. */
export const BUILDER_DIR = findBuilderDir()

/** The runtime folder, copied as src/lib/kiln/ into exported projects. */
export const APP_RUNTIME_DIR = join(BUILDER_DIR, 'src', 'app-runtime')

/** The data client source injected as `@kiln/data`. */
export const DATA_CLIENT_ENTRY = join(APP_RUNTIME_DIR, 'kiln-data.ts')

/** `require` for the builder's own (trusted) packages. */
export const builderRequire = createRequire(join(BUILDER_DIR, 'package.json'))

/** The folder of one of the builder's own packages (also those without a `require` export). */
export function builderPackageDir(name: string): string {
  for (const dir of builderRequire.resolve.paths(name) ?? []) {
    if (existsSync(join(dir, name, 'package.json'))) return join(dir, name)
  }
  throw new Error(`Builder package ${name} is not installed`)
}
