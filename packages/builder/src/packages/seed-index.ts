import { existsSync, lstatSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import type { SeedRoot } from './app-seed.ts'
import { packageKey } from './lockfile.ts'
import { isExactVersion, isPackageName } from './package-name.ts'

export type SeedPackage = { dir: string; integrity?: string }

type Manifest = {
  name: string
  version: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

/**
 * The seed's packages by "name@version": each root's names, found as Node
 * finds them from its folder, and every package those depend on (regular,
 * peer and optional dependencies that are installed), wherever npm put
 * them. Only these: other packages installed on the server (its own
 * dependencies) are not seed packages. Symbolic links (workspace packages)
 * are left out.
 */
export function indexSeed(roots: SeedRoot[]): Map<string, SeedPackage> {
  const index = new Map<string, SeedPackage>()
  const seen = new Set<string>()
  const integrity = integrityLookup()
  const visit = (dir: string) => {
    if (seen.has(dir)) return
    seen.add(dir)
    const manifest = readManifest(dir)
    if (!manifest) return
    const key = packageKey(manifest.name, manifest.version)
    if (!index.has(key)) index.set(key, { dir, integrity: integrity(dir) })
    const wanted = {
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
      ...manifest.dependencies,
    }
    for (const name of Object.keys(wanted).sort()) {
      if (!isPackageName(name)) continue
      const found = findPackage(name, dir)
      if (found) visit(found)
    }
  }
  for (const root of roots) {
    for (const name of root.names) {
      if (!isPackageName(name)) continue
      const found = findPackage(name, root.from)
      if (found) visit(found)
    }
  }
  return index
}

/** Node's lookup of `name` from `from`: from/node_modules/<name>, then each parent folder's; links are skipped. */
function findPackage(name: string, from: string): string | null {
  let dir = from
  for (;;) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json')) && !isLink(candidate))
      return candidate
    if (dirname(dir) === dir) return null
    dir = dirname(dir)
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return true
  }
}

function readManifest(dir: string): Manifest | null {
  try {
    const manifest = JSON.parse(
      readFileSync(join(dir, 'package.json'), 'utf8')
    ) as Partial<Manifest>
    return typeof manifest.name === 'string' &&
      typeof manifest.version === 'string' &&
      isPackageName(manifest.name) &&
      isExactVersion(manifest.version)
      ? (manifest as Manifest)
      : null
  } catch {
    return null
  }
}

/**
 * The integrity npm recorded for an installed package folder, from its own
 * list of what it installed (`<project>/node_modules/.package-lock.json`,
 * keyed by the path from the project folder).
 */
function integrityLookup(): (dir: string) => string | undefined {
  const lockfiles = new Map<string, Record<string, { integrity?: string }>>()
  const read = (project: string) => {
    let entries = lockfiles.get(project)
    if (!entries) {
      try {
        entries =
          (
            JSON.parse(
              readFileSync(
                join(project, 'node_modules', '.package-lock.json'),
                'utf8'
              )
            ) as { packages?: Record<string, { integrity?: string }> }
          ).packages ?? {}
      } catch {
        entries = {}
      }
      lockfiles.set(project, entries)
    }
    return entries
  }
  return (dir) => {
    // the outermost node_modules folder: its parent is the npm project
    const at = dir.indexOf(`${sep}node_modules${sep}`)
    if (at < 0) return undefined
    const project = dir.slice(0, at)
    const key = relative(project, dir).split(sep).join('/')
    return read(project)[key]?.integrity
  }
}
