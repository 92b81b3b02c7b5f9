import { access, readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import semver from 'semver'
import type { FileMap } from '../files/file-map.ts'
import {
  formatLockfile,
  LOCKFILE_PATH,
  readLockfile,
  withLockfile,
  type Lockfile,
} from '../packages/lockfile.ts'
import { packageNameOf } from '../packages/package-name.ts'
import type { BuildError } from './build-error.ts'
import {
  isInsidePackage,
  leavesPackage,
  packageRoot,
  parsePackageSpecifier,
} from './package-imports.ts'
import type { PackageSource } from './package-source.ts'
import { contentTypeOf, isAssetFile, type EmitAsset } from './project-assets.ts'

/** Packages the package store always needs for a React app. */
const RUNTIME = ['react', 'react-dom']

function declaredDependencies(files: FileMap): Record<string, string> {
  try {
    const pkg = JSON.parse(files['package.json'] ?? '{}') as {
      dependencies?: unknown
    }
    const deps = pkg.dependencies
    if (!deps || typeof deps !== 'object') return {}
    const out: Record<string, string> = Object.create(null)
    for (const [name, range] of Object.entries(deps)) {
      if (typeof range === 'string' && packageNameOf(name) === name)
        out[name] = range
    }
    return out
  } catch {
    return {}
  }
}

/** Where the app first imports a package (file, line, column), else its package.json. */
function importSite(files: FileMap, name: string): Omit<BuildError, 'message'> {
  const quoted = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const pattern = new RegExp(
    `(from\\s*|import\\s*\\(?\\s*|require\\(\\s*)['"]${quoted}(/[^'"]*)?['"]`
  )
  for (const path of Object.keys(files).sort()) {
    if (!/\.(tsx?|jsx?|mjs|css)$/.test(path)) continue
    const lines = (files[path] ?? '').split('\n')
    for (let i = 0; i < lines.length; i++) {
      const match = pattern.exec(lines[i]!)
      if (match) return { file: path, line: i + 1, column: match.index + 1 }
    }
  }
  return { file: 'package.json', line: null, column: null }
}

/** A store refusal as build errors that name each package and the reason. */
function packageErrors(files: FileMap, error: unknown): BuildError[] {
  const problems = (error as { problems?: unknown }).problems
  const at = { file: 'package.json', line: null, column: null }
  if (Array.isArray(problems) && problems.length > 0) {
    return problems.map((p: Record<string, unknown>) => {
      const name = String(p.name ?? p.package ?? p.spec ?? 'unknown')
      const reason = String(p.reason ?? p.message ?? 'it cannot be installed')
      return {
        ...importSite(files, name),
        message: `Package '${name}' is not available: ${reason}`,
      }
    })
  }
  const message = error instanceof Error ? error.message : String(error)
  return [{ ...at, message: `Packages could not be installed: ${message}` }]
}

const MAX_INSTALLS = 64
const installs = new WeakMap<PackageSource, Map<string, Promise<Lockfile>>>()

/**
 * One install per (dependencies, lockfile) and source in this process: a
 * follow-up build with the same package.json asks the store nothing.
 */
function memoInstall(
  source: PackageSource,
  input: Parameters<PackageSource['install']>[0]
): Promise<Lockfile> {
  let memo = installs.get(source)
  if (!memo) installs.set(source, (memo = new Map()))
  const key = JSON.stringify([
    Object.entries(input.dependencies).sort(([a], [b]) => (a < b ? -1 : 1)),
    input.locked ?? null,
  ])
  const hit = memo.get(key)
  if (hit) return hit
  const pending = source.install(input)
  memo.set(key, pending)
  pending.catch(() => memo.delete(key))
  while (memo.size > MAX_INSTALLS) memo.delete(memo.keys().next().value!)
  return pending
}

const problemNames = (error: unknown): string[] => {
  const problems = (error as { problems?: unknown }).problems
  return Array.isArray(problems)
    ? problems.map((p: { name?: unknown }) => String(p.name))
    : []
}

/**
 * A warning for each package installed at a version outside the range the
 * app's package.json asks for (the store could not provide the range, or
 * the offline package source has only the server's own copy).
 */
function rangeWarnings(
  declared: Record<string, string>,
  dependencies: Record<string, string>,
  lockfile: Lockfile
): string[] {
  const out: string[] = []
  for (const name of Object.keys(dependencies).sort()) {
    const range = declared[name]
    const version = lockfile.dependencies[name]
    if (!range || !version || !semver.validRange(range)) continue
    if (semver.satisfies(version, range, { includePrerelease: true })) continue
    out.push(
      `package.json asks for ${name} ${range}, but this server cannot provide a version in that range (offline, or the registry refused it): the app is built with ${name} ${version}`
    )
  }
  return out
}

/**
 * The app's lockfile over the packages it imports (plus React), at the
 * ranges its package.json declares, pinned by the project's lockfile where
 * it has them. What package.json lists but nothing imports is not fetched.
 * A declared range the store cannot provide (a React 17 project on a server
 * that holds React 18 and 19 and cannot reach the registry) falls back to any
 * version, as the app's code rarely depends on the exact major, with a
 * warning naming the range and the version used; refusals that remain are
 * build errors naming the package.
 */
export async function installPackages(
  files: FileMap,
  specifiers: string[],
  source: PackageSource
): Promise<
  | { ok: true; lockfile: Lockfile | null; warnings: string[] }
  | { ok: false; errors: BuildError[] }
> {
  const declared = declaredDependencies(files)
  const imported = specifiers
    .map(packageNameOf)
    .filter((n): n is string => n !== null)
  if (imported.length === 0) return { ok: true, lockfile: null, warnings: [] }
  const dependencies: Record<string, string> = Object.create(null)
  for (const name of [...RUNTIME, ...imported])
    dependencies[name] = declared[name] ?? '*'
  const locked = readLockfile(files) ?? undefined
  const installed = (lockfile: Lockfile) => ({
    ok: true as const,
    lockfile,
    warnings: rangeWarnings(declared, dependencies, lockfile),
  })
  try {
    return installed(await memoInstall(source, { dependencies, locked }))
  } catch (error) {
    const relaxed = problemNames(error).filter(
      (name) => dependencies[name] !== undefined && dependencies[name] !== '*'
    )
    if (relaxed.length > 0) {
      for (const name of relaxed) dependencies[name] = '*'
      try {
        return installed(await memoInstall(source, { dependencies, locked }))
      } catch (retryError) {
        return { ok: false, errors: packageErrors(files, retryError) }
      }
    }
    return { ok: false, errors: packageErrors(files, error) }
  }
}

type Manifest = { style?: string; exports?: unknown }

const URL_REF = /url\(\s*(["']?)([^"')\s]+)\1\s*\)/g

/**
 * A package stylesheet's relative `url()`s (`url(images/layers.png)` in
 * leaflet.css: relative to the stylesheet, as Vite and postcss read it)
 * emitted as assets beside the built stylesheet. A url() that leaves the
 * package throws, naming it; a file that is not there stays as written.
 */
async function packageCssUrls(
  css: string,
  path: string,
  root: string,
  name: string,
  emit: EmitAsset
): Promise<string> {
  if (!css.includes('url(')) return css
  const refs = [...css.matchAll(URL_REF)]
  const replaced = new Map<string, string>()
  for (const [ref, , spec] of refs) {
    if (replaced.has(ref) || /^([/#~]|[a-z][a-z0-9+.-]*:)/i.test(spec!))
      continue
    const cut = spec!.search(/[?#]/)
    const bare = cut < 0 ? spec! : spec!.slice(0, cut)
    const suffix = cut < 0 ? '' : spec!.slice(cut)
    const target = join(dirname(path), bare)
    if (!isAssetFile(target)) continue
    let bytes: Buffer
    try {
      bytes = await readFile(target)
    } catch {
      continue
    }
    if (!isInsidePackage(target, root))
      throw new Error(leavesPackage(spec!, name))
    const file = `${name}/${relative(root, target)}`
    const emitted = emit(
      file,
      `data:${contentTypeOf(file)};base64,${bytes.toString('base64')}`
    )
    replaced.set(ref, `url("./${emitted.split('/').pop()}${suffix}")`)
  }
  return css.replace(URL_REF, (ref) => replaced.get(ref) ?? ref)
}

/**
 * `pkg` -> its stylesheet (package.json `style`), `pkg/x.css` -> that file;
 * never outside the package: an import that leaves it throws, naming it.
 */
export function packageCssReader(
  lock: Lockfile,
  source: PackageSource,
  emit?: EmitAsset
) {
  return async (id: string) => {
    const parsed = parsePackageSpecifier(id)
    if (!parsed.ok) throw new Error(parsed.message)
    const { name, subpath } = parsed.specifier
    const version = lock.dependencies[name]
    if (!version) return null
    const root = packageRoot(source, name, version)
    let sub = subpath
    if (!sub) {
      let manifest: Manifest
      try {
        manifest = JSON.parse(
          await readFile(join(root, 'package.json'), 'utf8')
        ) as Manifest
      } catch {
        return null
      }
      const dot = (
        manifest.exports as Record<string, { style?: string }> | undefined
      )?.['.']
      sub = manifest.style ?? dot?.style ?? 'index.css'
    }
    const path = join(root, sub.endsWith('.css') ? sub : `${sub}.css`)
    try {
      await access(path)
    } catch {
      return null
    }
    if (!isInsidePackage(path, root)) throw new Error(leavesPackage(id, name))
    const content = await readFile(path, 'utf8')
    return {
      path,
      base: dirname(path),
      content: emit
        ? await packageCssUrls(content, path, root, name, emit)
        : content,
    }
  }
}

/**
 * The files with the bundle's lockfile as `.kiln/deps.lock.json`, so the
 * version records its exact packages; `onChange` hears whether it was
 * created or updated. The same packages in another order change nothing.
 */
export function withBundleLockfile(
  files: FileMap,
  bundle: { ok: boolean; lockfile?: Lockfile | null },
  onChange?: (path: string, action: 'created' | 'updated') => void
): FileMap {
  if (!bundle.ok || !bundle.lockfile) return files
  const before = readLockfile(files)
  if (before && formatLockfile(before) === formatLockfile(bundle.lockfile))
    return files
  onChange?.(
    LOCKFILE_PATH,
    files[LOCKFILE_PATH] === undefined ? 'created' : 'updated'
  )
  return withLockfile(files, bundle.lockfile)
}
