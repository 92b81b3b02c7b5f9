import { randomBytes } from 'node:crypto'
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import type { PackageSourceSpec } from '../bundle/package-source.ts'
import type { SeedRoot } from './app-seed.ts'
import { evictToFit } from './evict.ts'
import { extractTarball, TooBigError } from './extract-tarball.ts'
import { matchesIntegrity } from './integrity.ts'
import { linkTree } from './link-tree.ts'
import {
  dropPackages,
  packageKey,
  splitPackageKey,
  type Lockfile,
} from './lockfile.ts'
import {
  PackageError,
  PackageLimitError,
  type PackageProblem,
} from './package-error.ts'
import type { PackagePolicy } from './package-policy.ts'
import {
  fetchPackument,
  fetchTarball,
  type Packument,
  type VersionManifest,
} from './registry-client.ts'
import { resolveGraph } from './resolve-graph.ts'
import { indexSeed, type SeedPackage } from './seed-index.ts'
import {
  entriesDir,
  entryDir,
  entryName,
  MARKER,
  ownerInRoot,
  parseEntryName,
  tempDir,
  type Marker,
} from './store-layout.ts'

export type PackageStore = {
  /**
   * Resolves ranges to exact versions (keeping `locked` pins that still
   * satisfy), fetches what is missing into the store without running install
   * scripts, enforces the policy and returns the full lockfile. Throws
   * PackageError naming each package that could not be installed and why.
   */
  install(request: {
    dependencies: Record<string, string>
    locked?: Lockfile
    signal?: AbortSignal
  }): Promise<Lockfile>
  /** A folder D such that D/node_modules/<name> holds name@version (esbuild resolveDir). */
  packageDir(name: string, version: string): string
  /** Which store package a resolved file path belongs to, or null. */
  ownerOf(filePath: string): { name: string; version: string } | null
  /** The options again, for a build worker's own store over the same folder. */
  readonly spec: Extract<PackageSourceSpec, { kind: 'store' }>
}

export type PackageStoreOptions = {
  /** Shared by every project, user and process; created when missing. */
  dir: string
  policy: PackagePolicy
  /**
   * Installed packages used when the exact version matches, exempt from the
   * allow-list (the template's own): `appSeed()` on a server.
   */
  seed?: SeedRoot[]
  /**
   * Store size bound (packages from the registry; seed packages are links to
   * files the server has anyway): least recently used packages are removed
   * to make room, and an install that cannot fit is refused (0 = unbounded).
   */
  maxBytes?: number
  /** Packages used more recently than this are never evicted (a build may be reading them). */
  evictGraceMs?: number
}

/** What one install may still add to the store, in unpacked bytes. */
type Budget = { left: number; limit: () => PackageLimitError }

const PACKUMENT_TTL_MS = 5 * 60_000
const FETCH_CONCURRENCY = 8

const readMarker = (dir: string): Marker | null => {
  try {
    return JSON.parse(readFileSync(join(dir, MARKER), 'utf8')) as Marker
  } catch {
    return null
  }
}

const readJson = <T>(path: string): T | null => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch {
    return null
  }
}

/** Runs `fn` over items with at most `limit` at a time. */
async function eachLimited<T>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<void>
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!)
  }
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, worker)
  )
}

export function createPackageStore(options: PackageStoreOptions): PackageStore {
  const { policy } = options
  mkdirSync(entriesDir(options.dir), { recursive: true })
  mkdirSync(tempDir(options.dir), { recursive: true })
  const roots = [...new Set([options.dir, realpathSync(options.dir)])]
  const root = options.dir
  let seed: Map<string, SeedPackage> | null = null
  const seedIndex = () => (seed ??= indexSeed(options.seed ?? []))
  const packuments = new Map<
    string,
    { at: number; doc: Promise<Packument | null> }
  >()
  const placing = new Map<string, Promise<Marker>>()

  function packument(name: string, signal?: AbortSignal) {
    const cached = packuments.get(name)
    if (cached && Date.now() - cached.at < PACKUMENT_TTL_MS) return cached.doc
    const doc = fetchPackument(policy.registryUrl, name, {
      full: policy.minAgeHours > 0,
      signal,
    })
    packuments.set(name, { at: Date.now(), doc })
    doc.catch(() => packuments.delete(name))
    return doc
  }

  function heldSnapshot(): Map<string, string[]> {
    const held = new Map<string, string[]>()
    const add = (name: string, version: string) => {
      const list = held.get(name)
      if (list) list.push(version)
      else held.set(name, [version])
    }
    for (const entry of readdirSync(entriesDir(root))) {
      const parsed = parseEntryName(entry)
      if (parsed) add(parsed.name, parsed.version)
    }
    for (const key of seedIndex().keys()) {
      const parsed = splitPackageKey(key)
      if (parsed) add(parsed.name, parsed.version)
    }
    return held
  }

  /** Moves a finished temp folder into place; a concurrent writer that got there first wins. */
  function publish(temp: string, final: string): Marker {
    try {
      renameSync(temp, final)
    } catch (error) {
      rmSync(temp, { recursive: true, force: true })
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error
    }
    const marker = readMarker(final)
    if (!marker)
      throw new Error(`The package store entry ${final} is incomplete`)
    return marker
  }

  async function place(
    name: string,
    version: string,
    expectedIntegrity: string | undefined,
    signal: AbortSignal | undefined,
    budget: Budget
  ): Promise<Marker> {
    const final = entryDir(root, name, version)
    const temp = join(
      tempDir(root),
      `${entryName(name, version)}-${process.pid}-${randomBytes(6).toString('hex')}`
    )
    const into = join(temp, 'node_modules', name)
    try {
      const seeded = seedIndex().get(packageKey(name, version))
      let marker: Marker
      if (seeded) {
        const bytes = linkTree(seeded.dir, into)
        marker = {
          name,
          version,
          integrity: seeded.integrity,
          bytes,
          source: 'seed',
        }
      } else if (policy.offline) {
        throw new PackageError([
          {
            name,
            reason: `offline and not in the store: version ${version} is not on this server, and it does not contact the npm registry`,
          },
        ])
      } else {
        marker = await download(
          name,
          version,
          expectedIntegrity,
          into,
          signal,
          budget
        )
      }
      writeFileSync(join(temp, MARKER), JSON.stringify(marker))
      return publish(temp, final)
    } finally {
      rmSync(temp, { recursive: true, force: true })
    }
  }

  async function download(
    name: string,
    version: string,
    expectedIntegrity: string | undefined,
    into: string,
    signal: AbortSignal | undefined,
    budget: Budget
  ): Promise<Marker> {
    const problem = (reason: string) => new PackageError([{ name, reason }])
    const doc = await packument(name, signal)
    const manifest = doc?.versions?.[version]
    const dist = manifest?.dist
    if (!dist?.tarball) {
      throw problem(`version ${version} is not in the npm registry`)
    }
    const max = policy.maxUnpackedBytes
    const tooBig = (bytes: number) =>
      problem(
        `too big: ${name}@${version} unpacks to ${megabytes(bytes)}, more than this server's limit of ${megabytes(max)} per package`
      )
    if (max > 0 && (dist.unpackedSize ?? 0) > max)
      throw tooBig(dist.unpackedSize!)
    const bytes = await fetchTarball(dist.tarball, signal)
    if (!bytes)
      throw problem(`the registry has no download for version ${version}`)
    const integrity = expectedIntegrity ?? dist.integrity
    if (
      (integrity || dist.shasum) &&
      !matchesIntegrity(bytes, {
        integrity,
        shasum: integrity ? undefined : dist.shasum,
      })
    ) {
      throw problem(
        `the download of ${name}@${version} does not match its recorded checksum (integrity check failed), so it was not installed`
      )
    }
    let unpacked: number
    // stops at what this install may still add, when that is less
    if (budget.left <= 0) throw budget.limit()
    const cap = max > 0 ? Math.min(max, budget.left) : budget.left
    try {
      unpacked = await extractTarball(
        bytes,
        into,
        Number.isFinite(cap) ? cap : 0
      )
    } catch (error) {
      if (error instanceof TooBigError) {
        if (max > 0 && error.bytes > max) throw tooBig(error.bytes)
        throw budget.limit()
      }
      throw problem(
        `the download of ${name}@${version} is not a readable package`
      )
    }
    budget.left -= unpacked
    if (budget.left < 0) throw budget.limit()
    return { name, version, integrity, bytes: unpacked, source: 'registry' }
  }

  /** The package in the store, placed there first when missing (once per process at a time). */
  function ensure(
    name: string,
    version: string,
    expectedIntegrity: string | undefined,
    signal: AbortSignal | undefined,
    budget: Budget
  ): Promise<Marker> {
    const final = entryDir(root, name, version)
    const present = readMarker(final)
    if (present) return Promise.resolve(present)
    const key = packageKey(name, version)
    let pending = placing.get(key)
    if (!pending) {
      pending = place(name, version, expectedIntegrity, signal, budget).finally(
        () => placing.delete(key)
      )
      placing.set(key, pending)
    }
    return pending
  }

  async function manifestOf(
    name: string,
    version: string,
    signal: AbortSignal | undefined
  ): Promise<VersionManifest | null> {
    const onDisk =
      readJson<VersionManifest>(
        join(
          entryDir(root, name, version),
          'node_modules',
          name,
          'package.json'
        )
      ) ??
      (seedIndex().get(packageKey(name, version))
        ? readJson<VersionManifest>(
            join(
              seedIndex().get(packageKey(name, version))!.dir,
              'package.json'
            )
          )
        : null)
    if (onDisk) return onDisk
    if (policy.offline) {
      throw new Error(
        `offline and not in the store: version ${version} is not on this server, and it does not contact the npm registry`
      )
    }
    return (await packument(name, signal))?.versions?.[version] ?? null
  }

  async function install(request: {
    dependencies: Record<string, string>
    locked?: Lockfile
    signal?: AbortSignal
  }): Promise<Lockfile> {
    const { signal } = request
    const held = heldSnapshot()
    const { lock, problems, optional } = await resolveGraph(
      request.dependencies,
      request.locked,
      {
        policy,
        now: Date.now(),
        held: (name) => held.get(name) ?? [],
        inSeed: (name) =>
          (held.get(name) ?? []).some((version) =>
            seedIndex().has(packageKey(name, version))
          ),
        packument: (name) => packument(name, signal),
        manifest: (name, version) => manifestOf(name, version, signal),
      }
    )
    signal?.throwIfAborted()
    const keep = new Set(
      Object.keys(lock.packages).map((key) => {
        const { name, version } = splitPackageKey(key)!
        return entryName(name, version)
      })
    )
    const budget =
      problems.length === 0
        ? await makeRoom(Object.keys(lock.packages), keep, signal)
        : null
    let limitError: PackageLimitError | null = null
    /** Optional packages that could not be fetched: left out, as npm does. */
    const skipped = new Set<string>()
    if (budget) {
      await eachLimited(
        Object.keys(lock.packages),
        FETCH_CONCURRENCY,
        async (key) => {
          const { name, version } = splitPackageKey(key)!
          const lockedIntegrity = request.locked?.packages[key]?.integrity
          try {
            const marker = await ensure(
              name,
              version,
              lockedIntegrity,
              signal,
              budget
            )
            if (
              lockedIntegrity &&
              marker.integrity &&
              marker.integrity !== lockedIntegrity
            ) {
              problems.push({
                name,
                reason: `the store's copy of ${key} differs from the one recorded for this version (integrity mismatch)`,
              })
            }
            const integrity = lockedIntegrity ?? marker.integrity
            if (integrity) lock.packages[key]!.integrity = integrity
            touch(entryDir(root, name, version))
          } catch (error) {
            signal?.throwIfAborted()
            if (optional.has(key) && !(error instanceof PackageLimitError))
              skipped.add(key)
            else if (error instanceof PackageLimitError) limitError = error
            else if (error instanceof PackageError)
              problems.push(...error.problems)
            else problems.push({ name, reason: (error as Error).message })
          }
        }
      )
    }
    if (problems.length > 0) throw new PackageError(uniqueProblems(problems))
    if (limitError) throw limitError
    if (skipped.size > 0) dropPackages(lock, skipped)
    if (options.maxBytes && options.maxBytes > 0) {
      evictToFit(root, options.maxBytes, {
        keep,
        graceMs: options.evictGraceMs ?? 30 * 60_000,
      })
    }
    return lock
  }

  /**
   * Before anything is fetched: refuses an install that would add more new
   * packages or bytes (their registry `unpackedSize`) than one build may, and
   * evicts least recently used packages this install does not use to make
   * room in the store's bound, refusing when there is still none. Returns
   * what the install may add (the downloads are counted as they unpack).
   */
  async function makeRoom(
    keys: string[],
    keep: Set<string>,
    signal: AbortSignal | undefined
  ): Promise<Budget> {
    const fresh = keys.filter((key) => {
      const { name, version } = splitPackageKey(key)!
      return (
        !seedIndex().has(key) &&
        readMarker(entryDir(root, name, version)) === null
      )
    })
    const maxPackages = policy.maxNewPackagesPerBuild
    if (maxPackages > 0 && fresh.length > maxPackages) {
      throw new PackageLimitError(
        `This build would add ${fresh.length} new packages to the package store; the limit is ${maxPackages} per build (PACKAGE_BUILD_MAX_PACKAGES).`
      )
    }
    let estimate = 0
    for (const key of fresh) {
      const { name, version } = splitPackageKey(key)!
      const manifest = await manifestOf(name, version, signal).catch(() => null)
      estimate += Math.max(0, Number(manifest?.dist?.unpackedSize) || 0)
    }
    const perBuild = policy.maxNewBytesPerBuild
    const overBuild = (bytes: number) =>
      new PackageLimitError(
        `This build would add ${megabytes(bytes)} of new packages; the limit is ${megabytes(perBuild)} per build (PACKAGE_BUILD_MAX_MB).`
      )
    if (perBuild > 0 && estimate > perBuild) throw overBuild(estimate)
    const bound = options.maxBytes ?? 0
    const overStore = (bytes: number, held: number) =>
      new PackageLimitError(
        bytes > bound
          ? `This build would add ${megabytes(bytes)} of new packages; the package store's limit is ${megabytes(bound)} (PACKAGE_STORE_MAX_MB).`
          : `This build would add ${megabytes(bytes)} of new packages, but the package store already holds ${megabytes(held)} of its ${megabytes(bound)} limit (PACKAGE_STORE_MAX_MB) in packages this or other recent builds use.`
      )
    let room = Infinity
    if (bound > 0) {
      if (estimate > bound) throw overStore(estimate, 0)
      const held =
        fresh.length === 0
          ? 0
          : evictToFit(root, bound - estimate, {
              keep,
              graceMs: options.evictGraceMs ?? 30 * 60_000,
            })
      if (held + estimate > bound) throw overStore(estimate, held)
      room = bound - held
    }
    const byBuild = perBuild > 0 && perBuild <= room
    const budget: Budget = {
      left: byBuild ? perBuild : room,
      limit: () =>
        new PackageLimitError(
          byBuild
            ? `This build would add more than ${megabytes(perBuild)} of new packages; the limit is ${megabytes(perBuild)} per build (PACKAGE_BUILD_MAX_MB).`
            : `This build would add more new packages than the package store has room for; its limit is ${megabytes(bound)} (PACKAGE_STORE_MAX_MB).`
        ),
    }
    return budget
  }

  return {
    spec: { kind: 'store', options: { ...options, policy: { ...policy } } },
    install,
    packageDir: (name, version) => entryDir(root, name, version),
    ownerOf(filePath) {
      for (const candidate of roots) {
        const owner = ownerInRoot(candidate, filePath)
        if (owner) return owner
      }
      return null
    },
  }
}

function touch(dir: string) {
  const now = new Date()
  try {
    utimesSync(join(dir, MARKER), now, now)
  } catch {
    // evicted meanwhile: the next install places it again
  }
}

function uniqueProblems(problems: PackageProblem[]): PackageProblem[] {
  const seen = new Set<string>()
  return problems.filter((problem) => {
    const key = `${problem.name}\0${problem.reason}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`
}
