import { realpathSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { Metafile } from 'esbuild'
import { packageKey, type Lockfile } from '../packages/lockfile.ts'
import { isPackageName } from '../packages/package-name.ts'
import type { PackageSource } from './package-source.ts'

/**
 * The one way a package file reaches a bundle: a bare specifier is split
 * into (package name, subpath), both checked, resolved through the package's
 * `exports` (or main/module/plain file) by esbuild, and the real path of what
 * that gives (symbolic links followed) must lie inside that package's folder.
 * A package file's own relative imports must stay inside its package too.
 */
export type PackageSpecifier = {
  name: string
  /** '' for the package itself, else `dist/x.css` (no `.`/`..`/empty segments). */
  subpath: string
}

export const leavesPackage = (spec: string, name: string) =>
  `Import '${spec}' leaves the package '${name}'.`

/**
 * Parses an untrusted bare specifier (query already cut off). Refused: names
 * npm would not accept, `.`/`..`/empty segments, backslashes, `%`-escapes,
 * NUL and other control characters.
 */
export function parsePackageSpecifier(
  spec: string
): { ok: true; specifier: PackageSpecifier } | { ok: false; message: string } {
  const parts = spec.split('/')
  const count = spec.startsWith('@') ? 2 : 1
  const name = parts.slice(0, count).join('/')
  // `buffer/` (Node's way to skip a built-in) names the package itself
  const subParts = parts.slice(count, spec.endsWith('/') ? -1 : undefined)
  // the name as a reader would see it, for the message
  const shown = name.split(/[\\%\0]/)[0] || name
  if (
    /[\\%]/.test(spec) ||
    [...spec].some((c) => c.charCodeAt(0) < 0x20 || c === '\x7f') ||
    subParts.some((part) => part === '..' || part === '.')
  ) {
    return { ok: false, message: leavesPackage(spec, shown) }
  }
  if (!isPackageName(name) || parts.length < count) {
    return {
      ok: false,
      message: `Cannot import '${spec}': '${name}' is not a valid package name`,
    }
  }
  if (subParts.some((part) => part === '')) {
    return {
      ok: false,
      message: `Cannot import '${spec}': a package path has no empty parts`,
    }
  }
  return { ok: true, specifier: { name, subpath: subParts.join('/') } }
}

/** The folder that holds name@version in the source. */
export function packageRoot(
  source: PackageSource,
  name: string,
  version: string
): string {
  return join(source.packageDir(name, version), 'node_modules', name)
}

function realPath(
  path: string,
  memo?: Map<string, string | null>
): string | null {
  const known = memo?.get(path)
  if (known !== undefined) return known
  let real: string | null
  try {
    real = realpathSync(path)
  } catch {
    real = null
  }
  memo?.set(path, real)
  return real
}

/** Whether `file`'s real path lies inside `root`'s real path (both followed through links). */
export function isInsidePackage(
  file: string,
  root: string,
  memo?: Map<string, string | null>
): boolean {
  const realFile = realPath(file, memo)
  const realRoot = realPath(root, memo)
  if (!realFile || !realRoot) return false
  const rel = relative(realRoot, realFile)
  return (
    rel !== '' &&
    rel !== '..' &&
    !rel.startsWith(`..${sep}`) &&
    !isAbsolute(rel)
  )
}

/**
 * The folder of the package a file on disk belongs to (the innermost
 * `node_modules/<name>` of its real path), or null when the source does not
 * know it as a package file.
 */
export function ownerRoot(source: PackageSource, file: string): string | null {
  if (!source.ownerOf(file)) return null
  const real = realPath(file) ?? file
  const marker = `${sep}node_modules${sep}`
  const at = real.lastIndexOf(marker)
  if (at < 0) return null
  const rest = real.slice(at + marker.length).split(sep)
  const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  if (!name || !isPackageName(name)) return null
  return join(real.slice(0, at), 'node_modules', name)
}

/** A metafile input that is a file on disk (not a plugin namespace such as `kiln-deps-entry:deps`). */
const isFileInput = (key: string) => !/^[a-z][a-z0-9+.-]*:/i.test(key)

/** Where a package file is, for a message: `evil-pkg/index.js`. */
function shortName(file: string): string {
  const at = file.lastIndexOf(`${sep}node_modules${sep}`)
  return at < 0
    ? file
    : file
        .slice(at + 14)
        .split(sep)
        .join('/')
}

/**
 * What a built dependency layer read that it must not have: every file must
 * be inside the folder of a package of the lockfile it belongs to, and a
 * package file's relative imports must stay inside its own package (symbolic
 * links are followed, as esbuild does). One message per escape, naming the
 * import and the package it leaves.
 */
export function packageEscapes(
  metafile: Metafile,
  lock: Lockfile,
  source: PackageSource
): string[] {
  const cwd = process.cwd()
  const memo = new Map<string, string | null>()
  const rootOf = new Map<string, string | null>()
  const rootFor = (file: string): string | null => {
    if (rootOf.has(file)) return rootOf.get(file) ?? null
    const owner = source.ownerOf(file)
    let root: string | null = null
    if (owner && lock.packages[packageKey(owner.name, owner.version)]) {
      // its folder in the source, else (another copy of the same version in
      // a node_modules tree) the innermost node_modules/<name> around it
      root =
        [
          (() => {
            try {
              return packageRoot(source, owner.name, owner.version)
            } catch {
              return null
            }
          })(),
          ownerRoot(source, file),
        ].find((folder) => folder && isInsidePackage(file, folder, memo)) ??
        null
    }
    rootOf.set(file, root)
    return root
  }
  const messages: string[] = []
  const inputs = Object.entries(metafile.inputs)
  const ownerName = (key: string) => {
    if (!isFileInput(key)) return 'the dependency layer'
    const root = rootFor(resolve(cwd, key))
    return root ? shortName(root) : shortName(resolve(cwd, key))
  }
  for (const [key, input] of inputs) {
    const importerRoot = isFileInput(key) ? rootFor(resolve(cwd, key)) : null
    for (const imp of input.imports) {
      if (imp.external || !isFileInput(imp.path)) continue
      const target = resolve(cwd, imp.path)
      const original = imp.original ?? imp.path
      const relativeImport = /^(\.\.?(\/|$)|\/)/.test(original)
      const ok =
        relativeImport && importerRoot
          ? isInsidePackage(target, importerRoot, memo)
          : rootFor(target) !== null
      if (!ok) {
        const where = isFileInput(key)
          ? ` (in ${shortName(resolve(cwd, key))})`
          : ''
        messages.push(`${leavesPackage(original, ownerName(key))}${where}`)
      }
    }
  }
  // a file no import names (cannot happen today, but nothing may slip through)
  for (const [key] of inputs) {
    if (isFileInput(key) && rootFor(resolve(cwd, key)) === null) {
      const named = inputs.some(([, input]) =>
        input.imports.some((imp) => imp.path === key)
      )
      if (!named)
        messages.push(
          `The dependency layer read '${key}', which is in no package.`
        )
    }
  }
  return [...new Set(messages)]
}
