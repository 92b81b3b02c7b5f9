import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import type { Lockfile } from '../packages/lockfile.ts'
import type { PackageSource } from './package-source.ts'

type Manifest = {
  name?: string
  version?: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

function readManifest(dir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  } catch {
    return null
  }
}

/** Node's lookup: `from`/node_modules/<name>, then each parent folder. */
function findPackage(name: string, from: string): string | null {
  let dir = from
  for (;;) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dirname(dir) === dir) return null
    dir = dirname(dir)
  }
}

/**
 * A read-only package source over installed node_modules trees (the
 * workspace's, first root first): offline, nothing is fetched. For tests and for servers
 * without a package store. With `only`, an app gets only those packages
 * (and what they depend on), not whatever else is installed there.
 */
export function nodeModulesSource(
  roots: string[],
  only?: readonly string[]
): PackageSource {
  const allowed = only ? new Set(only) : null
  const dirs = new Map<string, string>()
  const owners = new Map<string, { name: string; version: string } | null>()

  const visit = (pkgDir: string, lock: Lockfile): string | null => {
    const manifest = readManifest(pkgDir)
    if (!manifest?.name || !manifest.version) return null
    const key = `${manifest.name}@${manifest.version}`
    const modules = manifest.name.startsWith('@')
      ? dirname(dirname(pkgDir))
      : dirname(pkgDir)
    dirs.set(key, dirname(modules))
    if (lock.packages[key]) return manifest.version
    const deps: Record<string, string> = {}
    lock.packages[key] = { dependencies: deps }
    const wanted = {
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
      ...manifest.dependencies,
    }
    for (const dep of Object.keys(wanted)) {
      const found = findPackage(dep, pkgDir)
      if (!found) continue
      const version = visit(found, lock)
      if (version) deps[dep] = version
    }
    return manifest.version
  }

  return {
    spec: {
      kind: 'node-modules',
      roots: [...roots],
      ...(only ? { only: [...only] } : {}),
    },
    async install({ dependencies }) {
      const lock: Lockfile = {
        lockfileVersion: 1,
        dependencies: {},
        packages: {},
      }
      const missing: string[] = []
      for (const name of Object.keys(dependencies).sort()) {
        const found =
          allowed && !allowed.has(name)
            ? null
            : roots
                .map((root) => findPackage(name, root))
                .find((dir) => dir !== null)
        const version = found ? visit(found, lock) : null
        if (version) lock.dependencies[name] = version
        else missing.push(name)
      }
      if (missing.length > 0) {
        throw Object.assign(new Error('Packages not available'), {
          problems: missing.map((name) => ({
            name,
            reason:
              'it is not installed on this server (offline package source)',
          })),
        })
      }
      return lock
    },
    packageDir(name, version) {
      const dir = dirs.get(`${name}@${version}`)
      if (!dir) throw new Error(`Package ${name}@${version} is not installed`)
      return dir
    },
    ownerOf(path) {
      const at = path.lastIndexOf(`${sep}node_modules${sep}`)
      if (at < 0) return null
      const rest = path.slice(at + 14).split(sep)
      const name = rest[0]?.startsWith('@')
        ? `${rest[0]}/${rest[1]}`
        : (rest[0] ?? '')
      const pkgDir = join(path.slice(0, at), 'node_modules', name)
      if (owners.has(pkgDir)) return owners.get(pkgDir) ?? null
      const manifest = readManifest(pkgDir)
      const owner =
        manifest?.version !== undefined
          ? { name, version: manifest.version }
          : null
      owners.set(pkgDir, owner)
      return owner
    },
  }
}
