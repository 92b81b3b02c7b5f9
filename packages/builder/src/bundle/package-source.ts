/**
 * What the bundler needs from a package store (`@kiln/builder/packages`):
 * install a dependency set into a lockfile, then find each locked package on
 * disk and the package a file belongs to.
 */
import type { Lockfile } from '../packages/lockfile.ts'
import type { PackagePolicy } from '../packages/package-policy.ts'

/**
 * How to make the same package source again in another thread: the build
 * pool's workers (`src/pool/`) receive this instead of the functions.
 */
export type PackageSourceSpec =
  | { kind: 'node-modules'; roots: string[]; only?: string[] }
  | {
      kind: 'store'
      options: {
        dir: string
        policy: PackagePolicy
        seed?: { from: string; names: string[] }[]
        maxBytes?: number
        evictGraceMs?: number
      }
    }

export type PackageSource = {
  /** How a build worker makes this source again; a source without one cannot be used by the build pool. */
  readonly spec?: PackageSourceSpec
  /** Resolves `dependencies` (name -> range) to exact versions, fetching what is missing. */
  install(input: {
    dependencies: Record<string, string>
    locked?: Lockfile
  }): Promise<Lockfile>
  /** D such that D/node_modules/<name> is that package. */
  packageDir(name: string, version: string): string
  /** The package a file on disk belongs to, or null. */
  ownerOf(path: string): { name: string; version: string } | null
}
