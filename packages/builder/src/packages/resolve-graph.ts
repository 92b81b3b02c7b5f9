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
  /** `process.platform` and `process.arch` as npm compares them with `os`/`cpu`; default this process's. */
  platform?: { os: string; cpu: string }
}

/**
 * A dependency of a package: `optional` for its optionalDependencies and
 * optional peers (npm 7+ installs the first when it can, and the second only
 * when something else in the tree brings it).
 */
type Edge = { name: string; spec: string; peer: boolean; optional: boolean }

export type ResolvedGraph = {
  lock: Lockfile
  problems: PackageProblem[]
  /** Keys of packages reached only through optional dependencies: one that cannot be fetched is left out, not an error. */
  optional: Set<string>
}

const nullRecord = <T>(): Record<string, T> =>
  Object.create(null) as Record<string, T>

const fits = (version: string | undefined, spec: string) =>
  version !== undefined && isRange(spec) && semver.satisfies(version, spec)

const keepsPin = (pin: string | undefined, spec: string) =>
  pin !== undefined &&
  isExactVersion(pin) &&
  (isTag(spec) || (isRange(spec) && semver.satisfies(pin, spec)))

const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0

/** Every dependency of a package, as npm 7+ reads its manifest. */
function edgesOf(manifest: VersionManifest): Edge[] {
  const optional = manifest.optionalDependencies ?? {}
  const edges: Edge[] = []
  for (const [name, spec] of Object.entries(manifest.dependencies ?? {})) {
    if (!Object.hasOwn(optional, name))
      edges.push({ name, spec, peer: false, optional: false })
  }
  for (const [name, spec] of Object.entries(optional)) {
    edges.push({ name, spec, peer: false, optional: true })
  }
  for (const [name, spec] of Object.entries(manifest.peerDependencies ?? {})) {
    if (edges.some((edge) => edge.name === name)) continue
    const optionalPeer = manifest.peerDependenciesMeta?.[name]?.optional
    edges.push({ name, spec, peer: true, optional: optionalPeer === true })
  }
  return edges.sort(byName)
}

/** npm's `os`/`cpu` check: a listed value, or not a `!`-excluded one. */
function platformAllows(list: unknown, value: string): boolean {
  if (!Array.isArray(list) || list.length === 0) return true
  const entries = list.filter(
    (item): item is string => typeof item === 'string'
  )
  if (entries.includes(`!${value}`)) return false
  const wanted = entries.filter((item) => !item.startsWith('!'))
  return wanted.length === 0 || wanted.includes(value)
}

/**
 * Resolves the full dependency graph as npm 7+ does for a browser bundle:
 * regular, optional and peer dependencies, one version of each package
 * wherever one satisfies every range that asks for it (npm's hoisting and
 * dedupe), peers shared with the app or the rest of the tree. Versions come
 * from, in order: the one the tree already uses, locked pins that still
 * satisfy, versions the server holds, then the registry's newest old-enough
 * version. An optional dependency that cannot be installed (unknown, refused,
 * another platform's) is left out without failing the install.
 */
export async function resolveGraph(
  dependencies: Record<string, string>,
  locked: Lockfile | undefined,
  source: ResolveSource
): Promise<ResolvedGraph> {
  const picks = new Map<string, Promise<Picked>>()
  const manifests = new Map<string, Promise<VersionManifest | null>>()
  const platform = source.platform ?? {
    os: process.platform,
    cpu: process.arch,
  }

  const pick = (name: string, spec: string): Promise<Picked> => {
    const memo = `${name}\0${spec}`
    let picked = picks.get(memo)
    if (!picked) {
      picked = pickVersion(name, spec)
      picks.set(memo, picked)
    }
    return picked
  }

  const manifestOf = (name: string, version: string) => {
    const key = packageKey(name, version)
    let manifest = manifests.get(key)
    if (!manifest) {
      manifest = source.manifest(name, version)
      manifests.set(key, manifest)
    }
    return manifest
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

  /**
   * One walk of the graph, breadth first, each level's edges in name order
   * (so the result does not depend on timing). `preferred` holds, from an
   * earlier walk, the one version to use for a package that walk split.
   */
  async function walk(preferred: Map<string, string>) {
    type Problem = PackageProblem & { from: string | null; optional: boolean }
    const problems: Problem[] = []
    const root = nullRecord<string>()
    /** Every range that asked for each package, for the next walk. */
    const wanted = new Map<string, Set<string>>()
    const want = (name: string, spec: string) => {
      if (!isRange(spec)) return
      const set = wanted.get(name)
      if (set) set.add(spec)
      else wanted.set(name, new Set([spec]))
    }
    const directNames = Object.keys(dependencies).sort()
    const direct = await Promise.all(
      directNames.map(async (name) => {
        const spec = dependencies[name]!.trim()
        if (!isPackageName(name))
          return { name, problem: 'not a valid npm package name' }
        const refusal = policyRefusal(source.policy, name, !source.inSeed(name))
        if (refusal) return { name, problem: refusal }
        want(name, spec)
        const better = preferred.get(name)
        if (fits(better, spec)) return { name, version: better! }
        const pin = locked?.dependencies[name]
        if (keepsPin(pin, spec)) return { name, version: pin! }
        const picked = await pick(name, spec)
        return 'problem' in picked
          ? { name, problem: picked.problem }
          : { name, version: picked.version }
      })
    )
    for (const result of direct) {
      if ('problem' in result && result.problem !== undefined)
        problems.push({
          name: result.name,
          reason: result.problem,
          from: null,
          optional: false,
        })
      else if ('version' in result) root[result.name] = result.version
    }

    const packages = nullRecord<Lockfile['packages'][string]>()
    /** The version the tree already uses for each name: root's first, then the first placed. */
    const hoisted = new Map<string, string>(Object.entries(root))
    const optionalEdges = new Set<string>()
    const unplaceable = new Set<string>()
    const deferredPeers: { key: string; edge: Edge }[] = []
    let level = Object.keys(root)
      .sort()
      .map((name) => ({ name, version: root[name]! }))
    for (const { name, version } of level) {
      packages[packageKey(name, version)] = { dependencies: nullRecord() }
    }
    while (level.length > 0) {
      const next: { name: string; version: string }[] = []
      const loaded = await Promise.all(
        level.map(async ({ name, version }) => {
          const key = packageKey(name, version)
          try {
            const manifest = await manifestOf(name, version)
            if (manifest) return { name, key, manifest }
            problems.push({
              name,
              reason: `version ${version} is not in the npm registry (it may have been unpublished)`,
              from: key,
              optional: false,
            })
          } catch (error) {
            problems.push({
              name,
              reason: (error as Error).message,
              from: key,
              optional: false,
            })
          }
          unplaceable.add(key)
          return null
        })
      )
      const items = loaded
        .filter((item) => item !== null)
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      for (const item of items) {
        const { manifest } = item
        if (
          !platformAllows((manifest as { os?: unknown }).os, platform.os) ||
          !platformAllows((manifest as { cpu?: unknown }).cpu, platform.cpu)
        ) {
          // npm skips it when optional, and refuses it otherwise; a browser
          // bundle never needs another platform's binaries, so it is left out
          unplaceable.add(item.key)
        }
      }
      // what needs a fresh pick: fetched concurrently, then placed in order
      const steps = items.flatMap((item) =>
        edgesOf(item.manifest).map((edge) => ({ item, edge }))
      )
      for (const { item, edge } of steps) {
        // only what the ordered pass below may ask the registry for
        if (
          isPackageName(edge.name) &&
          (isRange(edge.spec) || isTag(edge.spec)) &&
          !(edge.peer && (edge.optional || root[edge.name] !== undefined)) &&
          !fits(preferred.get(edge.name), edge.spec) &&
          !fits(hoisted.get(edge.name), edge.spec) &&
          !keepsPin(
            locked?.packages[item.key]?.dependencies[edge.name],
            edge.spec
          )
        )
          void pick(edge.name, edge.spec)
      }
      for (const { item, edge } of steps) {
        if (!isPackageName(edge.name)) continue
        const { key } = item
        const entry = packages[key]!
        const lockedDeps = locked?.packages[key]?.dependencies
        const here = hoisted.get(edge.name)
        if (!edge.peer || !edge.optional) want(edge.name, edge.spec)
        let depVersion: string | undefined
        const better = preferred.get(edge.name)
        if (fits(better, edge.spec)) {
          depVersion = better
        } else if (edge.peer && root[edge.name] !== undefined) {
          depVersion = root[edge.name]
        } else if (fits(here, edge.spec)) {
          depVersion = here
        } else if (edge.peer && edge.optional) {
          deferredPeers.push({ key, edge })
          continue
        } else if (keepsPin(lockedDeps?.[edge.name], edge.spec)) {
          depVersion = lockedDeps![edge.name]
        } else if (isRange(edge.spec) || isTag(edge.spec)) {
          const picked = await pick(edge.name, edge.spec)
          if ('problem' in picked) {
            problems.push({
              name: edge.name,
              reason: `${picked.problem} (needed by ${key})`,
              from: key,
              optional: edge.optional,
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
            from: key,
            optional: edge.optional,
          })
          continue
        }
        entry.dependencies[edge.name] = depVersion!
        if (edge.optional) optionalEdges.add(`${key}\0${edge.name}`)
        if (!hoisted.has(edge.name)) hoisted.set(edge.name, depVersion!)
        const depKey = packageKey(edge.name, depVersion!)
        if (!packages[depKey]) {
          packages[depKey] = { dependencies: nullRecord() }
          next.push({ name: edge.name, version: depVersion! })
        }
      }
      level = next
    }
    // an optional peer is the copy the rest of the tree brings, if any
    for (const { key, edge } of deferredPeers) {
      const version = hoisted.get(edge.name)
      if (version && packages[packageKey(edge.name, version)]) {
        packages[key]!.dependencies[edge.name] = version
        optionalEdges.add(`${key}\0${edge.name}`)
      }
    }

    // What the app needs whatever happens: reached from its own
    // dependencies without an optional edge.
    const reach = (optionalToo: boolean) => {
      const seen = new Set<string>()
      const stack = Object.keys(root).map((name) =>
        packageKey(name, root[name]!)
      )
      while (stack.length > 0) {
        const key = stack.pop()!
        if (seen.has(key) || !packages[key]) continue
        if (optionalToo && unplaceable.has(key)) continue
        seen.add(key)
        for (const [name, version] of Object.entries(
          packages[key]!.dependencies
        )) {
          if (!optionalToo && optionalEdges.has(`${key}\0${name}`)) continue
          stack.push(packageKey(name, version))
        }
      }
      return seen
    }
    const required = reach(false)
    for (const key of unplaceable) {
      if (required.has(key)) unplaceable.delete(key)
    }
    // optional packages that cannot be placed go, with what only they needed
    for (const key of Object.keys(packages)) {
      for (const [name, version] of Object.entries(
        packages[key]!.dependencies
      )) {
        if (unplaceable.has(packageKey(name, version)))
          delete packages[key]!.dependencies[name]
      }
    }
    const kept = reach(true)
    for (const key of Object.keys(packages)) {
      if (!kept.has(key)) delete packages[key]
    }
    const optional = new Set(
      Object.keys(packages).filter((key) => !required.has(key))
    )
    const counted = problems.filter(
      (problem) =>
        !problem.optional &&
        (problem.from === null || required.has(problem.from))
    )
    return {
      lock: {
        lockfileVersion: 1 as const,
        dependencies: root,
        packages,
      },
      problems: counted.map(({ name, reason }) => ({ name, reason })),
      optional,
      wanted,
    }
  }

  /**
   * For each package the walk placed in more than one version: the version
   * that satisfies the most ranges asking for it (the highest on a tie), so
   * the next walk gives everyone that copy where it can.
   */
  function unify(
    lock: Lockfile,
    wanted: Map<string, Set<string>>,
    preferred: Map<string, string>
  ): boolean {
    const versions = new Map<string, Set<string>>()
    for (const key of Object.keys(lock.packages)) {
      const at = key.lastIndexOf('@')
      const name = key.slice(0, at)
      const set = versions.get(name) ?? new Set<string>()
      set.add(key.slice(at + 1))
      versions.set(name, set)
    }
    let changed = false
    for (const [name, set] of versions) {
      if (set.size < 2) continue
      const specs = [...(wanted.get(name) ?? [])]
      const score = (version: string) =>
        specs.filter((spec) => semver.satisfies(version, spec)).length
      const best = [...set].sort(
        (a, b) => score(b) - score(a) || semver.rcompare(a, b)
      )[0]!
      if (preferred.get(name) !== best) {
        preferred.set(name, best)
        changed = true
      }
    }
    return changed
  }

  const preferred = new Map<string, string>()
  let result = await walk(preferred)
  for (let round = 0; round < 4; round++) {
    if (!unify(result.lock, result.wanted, preferred)) break
    result = await walk(preferred)
  }
  return {
    lock: result.lock,
    problems: result.problems,
    optional: result.optional,
  }
}
