import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { packageKey } from './lockfile.ts'
import { isExactVersion, isPackageName } from './package-name.ts'

export type SeedPackage = { dir: string; integrity?: string }

/**
 * Packages installed in existing node_modules folders (the repository's,
 * after `npm install`), by "name@version": top level and nested copies.
 * Symbolic links (workspace packages) are not seed packages.
 */
export function indexSeed(nodeModulesDirs: string[]): Map<string, SeedPackage> {
  const index = new Map<string, SeedPackage>()
  for (const nodeModules of nodeModulesDirs) {
    if (!existsSync(nodeModules)) continue
    const listed = hiddenLockfile(nodeModules)
    if (listed) {
      for (const [key, seedPackage] of listed) {
        if (!index.has(key)) index.set(key, seedPackage)
      }
      continue
    }
    scan(nodeModules, 0, (dir) => {
      const manifest = readManifest(dir)
      if (!manifest) return
      const key = packageKey(manifest.name, manifest.version)
      if (!index.has(key)) index.set(key, { dir })
    })
  }
  return index
}

/** Calls `visit` for each package folder under a node_modules folder, nested ones too. */
function scan(
  nodeModules: string,
  depth: number,
  visit: (dir: string) => void
) {
  if (depth > 8) return
  for (const entry of safeReaddir(nodeModules)) {
    if (entry.name.startsWith('.') || !entry.isDirectory()) continue
    const dirs = entry.name.startsWith('@')
      ? safeReaddir(join(nodeModules, entry.name))
          .filter((inner) => inner.isDirectory())
          .map((inner) => join(nodeModules, entry.name, inner.name))
      : [join(nodeModules, entry.name)]
    for (const dir of dirs) {
      visit(dir)
      const nested = join(dir, 'node_modules')
      if (existsSync(nested)) scan(nested, depth + 1, visit)
    }
  }
}

function safeReaddir(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
}

function readManifest(dir: string): { name: string; version: string } | null {
  try {
    const { name, version } = JSON.parse(
      readFileSync(join(dir, 'package.json'), 'utf8')
    ) as { name?: unknown; version?: unknown }
    return typeof name === 'string' &&
      typeof version === 'string' &&
      isPackageName(name) &&
      isExactVersion(version)
      ? { name, version }
      : null
  } catch {
    return null
  }
}

/**
 * npm's own list of what it installed (`node_modules/.package-lock.json`):
 * reading it is much faster than opening every package.json. Null when
 * there is none; links (workspace packages) and missing folders are left out.
 */
function hiddenLockfile(nodeModules: string): Map<string, SeedPackage> | null {
  let lock: {
    packages?: Record<
      string,
      { version?: string; integrity?: string; link?: boolean }
    >
  }
  try {
    lock = JSON.parse(
      readFileSync(join(nodeModules, '.package-lock.json'), 'utf8')
    )
  } catch {
    return null
  }
  const out = new Map<string, SeedPackage>()
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path.startsWith('node_modules/') || entry.link) continue
    const name = path.slice(
      path.lastIndexOf('node_modules/') + 'node_modules/'.length
    )
    const version = entry.version
    if (!version || !isPackageName(name) || !isExactVersion(version)) continue
    const dir = join(dirname(nodeModules), ...path.split('/'))
    const key = packageKey(name, version)
    if (!out.has(key) && existsSync(join(dir, 'package.json'))) {
      out.set(key, { dir, integrity: entry.integrity })
    }
  }
  return out
}
