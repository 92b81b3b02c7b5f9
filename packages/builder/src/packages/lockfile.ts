import { z } from 'zod'
import { fileMapFrom, type FileMap } from '../files/file-map.ts'

/** Where a version's exact dependency versions are kept among its files. */
export const LOCKFILE_PATH = '.kiln/deps.lock.json'

/** Exact versions of an app's dependencies, recorded with the version that used them. */
export type Lockfile = {
  lockfileVersion: 1
  /** Direct dependencies: name -> exact version. */
  dependencies: Record<string, string>
  /** "name@version" -> its resolved dependencies (peers resolved to the root's version when present). */
  packages: Record<
    string,
    { integrity?: string; dependencies: Record<string, string> }
  >
}

const record = z.record(z.string(), z.string())
const lockfileSchema = z.object({
  lockfileVersion: z.literal(1),
  dependencies: record,
  packages: z.record(
    z.string(),
    z.object({ integrity: z.string().optional(), dependencies: record })
  ),
})

export const emptyLockfile = (): Lockfile => ({
  lockfileVersion: 1,
  dependencies: {},
  packages: {},
})

/** The key of a package in Lockfile.packages. */
export const packageKey = (name: string, version: string) =>
  `${name}@${version}`

/** Splits "name@version" (scoped names included). */
export function splitPackageKey(
  key: string
): { name: string; version: string } | null {
  const at = key.lastIndexOf('@')
  if (at <= 0) return null
  return { name: key.slice(0, at), version: key.slice(at + 1) }
}

/** The lockfile of a version's files, or null when it has none or it is not a valid one. */
export function readLockfile(files: FileMap): Lockfile | null {
  const text = files[LOCKFILE_PATH]
  if (text === undefined) return null
  try {
    const raw: unknown = JSON.parse(text)
    // zod's records are plain objects, which drop a "__proto__" key: copy the validated raw JSON
    return lockfileSchema.safeParse(raw).success
      ? toNullPrototype(raw as Lockfile)
      : null
  } catch {
    return null
  }
}

/** The files with `lock` recorded in them (sorted keys, so equal locks give equal text). */
export function withLockfile(files: FileMap, lock: Lockfile): FileMap {
  const out = fileMapFrom(files)
  out[LOCKFILE_PATH] = formatLockfile(lock)
  return out
}

export function formatLockfile(lock: Lockfile): string {
  const packages: Lockfile['packages'] = {}
  for (const key of Object.keys(lock.packages).sort()) {
    const entry = lock.packages[key]!
    packages[key] = {
      ...(entry.integrity ? { integrity: entry.integrity } : {}),
      dependencies: sortRecord(entry.dependencies),
    }
  }
  const sorted: Lockfile = {
    lockfileVersion: 1,
    dependencies: sortRecord(lock.dependencies),
    packages,
  }
  return `${JSON.stringify(sorted, null, 2)}\n`
}

function sortRecord(record: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(record).sort()) out[key] = record[key]!
  return out
}

/** Package names are untrusted: keep them out of Object.prototype's way. */
function toNullPrototype(lock: Lockfile): Lockfile {
  const copy = <T>(record: Record<string, T>) =>
    Object.assign(Object.create(null) as Record<string, T>, record)
  const packages = copy(lock.packages)
  for (const key of Object.keys(packages)) {
    const entry = packages[key]!
    packages[key] = { ...entry, dependencies: copy(entry.dependencies) }
  }
  return {
    lockfileVersion: 1,
    dependencies: copy(lock.dependencies),
    packages,
  }
}

/**
 * Removes packages from a lockfile, with the references to them and what
 * only they needed (an optional dependency that could not be fetched).
 */
export function dropPackages(lock: Lockfile, drop: Set<string>): void {
  for (const key of Object.keys(lock.packages)) {
    const deps = lock.packages[key]!.dependencies
    for (const name of Object.keys(deps)) {
      if (drop.has(packageKey(name, deps[name]!))) delete deps[name]
    }
  }
  const seen = new Set<string>()
  const stack = Object.keys(lock.dependencies).map((name) =>
    packageKey(name, lock.dependencies[name]!)
  )
  while (stack.length > 0) {
    const key = stack.pop()!
    if (seen.has(key) || drop.has(key) || !lock.packages[key]) continue
    seen.add(key)
    const deps = lock.packages[key]!.dependencies
    for (const name of Object.keys(deps))
      stack.push(packageKey(name, deps[name]!))
  }
  for (const key of Object.keys(lock.packages)) {
    if (!seen.has(key)) delete lock.packages[key]
  }
}
