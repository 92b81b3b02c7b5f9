import semver from 'semver'
import { packageKey, type Lockfile } from './lockfile.ts'
import type { PackageProblem } from './package-error.ts'
import { isExactVersion, isPackageName } from './package-name.ts'
import { policyRefusal, type PackagePolicy } from './package-policy.ts'
import {
  isRange,
  isTag,
  pickFromRegistry,
  pickHeld,
  pickHeldOffline,
  type Picked,
} from './pick-version.ts'
import type { Packument, VersionManifest } from './registry-client.ts'

/** What the resolver may read: versions the server holds, registry documents, manifests. */
export type ResolveSource = {
  policy: PackagePolicy
  now: number
  /** Versions of `name` in the store or the seed (one snapshot per install). */
  held(name: string): string[]
  /** Whether the seed holds some version of `name` (the template's own packages). */
  inSeed(name: string): boolean
  /** The registry document (throws when the registry cannot be reached); never called offline. */
  packument(name: string): Promise<Packument | null>
  /** The manifest of an exact version, from disk or the registry; null when there is none. */
  manifest(name: string, version: string): Promise<VersionManifest | null>
}

type Edge = { name: string; spec: string; peer: boolean }

const nullRecord = <T>(): Record<string, T> =>
  Object.create(null) as Record<string, T>

const keepsPin = (pin: string | undefined, spec: string) =>
  pin !== undefined &&
  isExactVersion(pin) &&
  (isTag(spec) || (isRange(spec) && semver.satisfies(pin, spec)))

/** The dependencies a package needs installed: regular ones (not optional) and its peers. */
function edgesOf(
  manifest: VersionManifest,
  root: Record<string, string>
): Edge[] {
  const optional = manifest.optionalDependencies ?? {}
  const edges: Edge[] = []
  for (const [name, spec] of Object.entries(manifest.dependencies ?? {})) {
    if (!Object.hasOwn(optional, name)) edges.push({ name, spec, peer: false })
  }
  for (const [name, spec] of Object.entries(manifest.peerDependencies ?? {})) {
    const optionalPeer = manifest.peerDependenciesMeta?.[name]?.optional
    if (root[name] !== undefined || !optionalPeer) {
      edges.push({ name, spec, peer: true })
    }
  }
  return edges.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/**
 * Resolves the full dependency graph: locked pins that still satisfy are
 * kept, then versions the server already holds, then the registry's newest
 * old-enough version. Peers take the app's own version when it lists one.
 */
export async function resolveGraph(
  dependencies: Record<string, string>,
  locked: Lockfile | undefined,
  source: ResolveSource
): Promise<{ lock: Lockfile; problems: PackageProblem[] }> {
  const problems: PackageProblem[] = []
  const picks = new Map<string, Promise<Picked>>()

  const pick = (name: string, spec: string): Promise<Picked> => {
    const memo = `${name}\0${spec}`
    let picked = picks.get(memo)
    if (!picked) {
      picked = pickVersion(name, spec)
      picks.set(memo, picked)
    }
    return picked
  }

  async function pickVersion(name: string, spec: string): Promise<Picked> {
    const { policy } = source
    if (policy.offline) {
      const version = pickHeldOffline(spec, source.held(name))
      return version
        ? { version }
        : {
            problem: `offline and not in the store: no version matching "${spec}" is on this server, and it does not contact the npm registry`,
          }
    }
    const held = isTag(spec) ? null : pickHeld(spec, source.held(name))
    if (held) return { version: held }
    if (!isRange(spec) && !isTag(spec)) {
      return {
        problem: `"${spec}" is not a version range this server can install (use a version such as ^1.2.0)`,
      }
    }
    let packument: Packument | null
    try {
      packument = await source.packument(name)
    } catch (error) {
      return { problem: (error as Error).message }
    }
    if (!packument)
      return {
        problem:
          'not found: there is no package with this name in the npm registry',
      }
    return pickFromRegistry(packument, spec, policy.minAgeHours, source.now)
  }

  const root = nullRecord<string>()
  const directNames = Object.keys(dependencies).sort()
  await Promise.all(
    directNames.map(async (name) => {
      const spec = dependencies[name]!.trim()
      if (!isPackageName(name)) {
        problems.push({ name, reason: 'not a valid npm package name' })
        return
      }
      const refusal = policyRefusal(source.policy, name, !source.inSeed(name))
      if (refusal) {
        problems.push({ name, reason: refusal })
        return
      }
      const pin = locked?.dependencies[name]
      if (keepsPin(pin, spec)) {
        root[name] = pin!
        return
      }
      const picked = await pick(name, spec)
      if ('problem' in picked) problems.push({ name, reason: picked.problem })
      else root[name] = picked.version
    })
  )

  const packages = nullRecord<Lockfile['packages'][string]>()
  let level = Object.keys(root)
    .sort()
    .map((name) => ({ name, version: root[name]! }))
  for (const { name, version } of level) {
    packages[packageKey(name, version)] = { dependencies: nullRecord() }
  }
  while (level.length > 0) {
    const next: { name: string; version: string }[] = []
    await Promise.all(
      level.map(async ({ name, version }) => {
        const key = packageKey(name, version)
        const entry = packages[key]!
        let manifest: VersionManifest | null
        try {
          manifest = await source.manifest(name, version)
        } catch (error) {
          problems.push({ name, reason: (error as Error).message })
          return
        }
        if (!manifest) {
          problems.push({
            name,
            reason: `version ${version} is not in the npm registry (it may have been unpublished)`,
          })
          return
        }
        const lockedDeps = locked?.packages[key]?.dependencies
        for (const edge of edgesOf(manifest, root)) {
          if (!isPackageName(edge.name)) continue
          let depVersion: string | undefined
          if (edge.peer && root[edge.name] !== undefined) {
            depVersion = root[edge.name]
          } else if (keepsPin(lockedDeps?.[edge.name], edge.spec)) {
            depVersion = lockedDeps![edge.name]
          } else if (
            keepsPin(root[edge.name], edge.spec) &&
            isRange(edge.spec)
          ) {
            depVersion = root[edge.name]
          } else if (isRange(edge.spec) || isTag(edge.spec)) {
            const picked = await pick(edge.name, edge.spec)
            if ('problem' in picked) {
              problems.push({
                name: edge.name,
                reason: `${picked.problem} (needed by ${key})`,
              })
              continue
            }
            depVersion = picked.version
          } else {
            continue // aliases, URLs, git: not installable here, and not needed by a browser bundle so far
          }
          const refusal = policyRefusal(source.policy, edge.name, false)
          if (refusal) {
            problems.push({
              name: edge.name,
              reason: `${refusal} (needed by ${key})`,
            })
            continue
          }
          entry.dependencies[edge.name] = depVersion!
          const depKey = packageKey(edge.name, depVersion!)
          if (!packages[depKey]) {
            packages[depKey] = { dependencies: nullRecord() }
            next.push({ name: edge.name, version: depVersion! })
          }
        }
      })
    )
    level = next
  }
  return {
    lock: { lockfileVersion: 1, dependencies: root, packages },
    problems,
  }
}
