import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import type { Plugin } from 'esbuild'
import semver from 'semver'
import { splitPackageKey, type Lockfile } from '../packages/lockfile.ts'
import {
  isInsidePackage,
  leavesPackage,
  packageRoot,
  parsePackageSpecifier,
} from './package-imports.ts'
import type { PackageSource } from './package-source.ts'

/** Always the app's copy, whoever imports them: React must be one instance. */
const SINGLETONS = new Set(['react', 'react-dom', 'scheduler'])
const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]))
const EMPTY = 'kiln-empty-module'
const MISSING = 'kiln-missing-module'
const RESOLVING = Symbol('kiln-resolving')
/** Addresses esbuild keeps as they are (CSS `url(data:…)`, `url(https://…)`, `url(#id)`). */
const URL_LIKE = /^(data:|https?:\/\/|\/\/|#)/i

/**
 * The version of `name` that `importer` gets: the app's for its own imports
 * and for React; inside a package, the one its lockfile entry names (peer
 * dependencies fall back to the app's).
 */
export function lockedVersion(
  lock: Lockfile,
  source: PackageSource,
  name: string,
  importer: string | null
): string | undefined {
  const app = lock.dependencies[name]
  if (app && SINGLETONS.has(name)) return app
  if (importer) {
    const owner = source.ownerOf(importer)
    // a package importing itself by name (`@floating-ui/react/utils`)
    if (owner?.name === name) return owner.version
    const own = owner
      ? lock.packages[`${owner.name}@${owner.version}`]?.dependencies[name]
      : undefined
    if (own) return own
  }
  return app ?? (importer ? hoistedVersion(lock, name) : undefined)
}

/**
 * The copy of `name` the tree holds for a package that imports it without
 * declaring it (an optional peer, or a name npm's hoisting makes visible):
 * the highest version in the lockfile, as one copy is all most trees hold.
 */
function hoistedVersion(lock: Lockfile, name: string): string | undefined {
  let best: string | undefined
  for (const key of Object.keys(lock.packages)) {
    const parsed = splitPackageKey(key)
    if (parsed?.name !== name) continue
    if (!best || semver.gt(parsed.version, best)) best = parsed.version
  }
  return best
}

/**
 * Whether the package that owns `importer` declares `name` optional (an
 * optional dependency, or an optional peer): npm leaves those out when they
 * cannot be installed, and the package guards its import of them.
 */
function optionalFor(
  source: PackageSource,
  importer: string,
  name: string
): boolean {
  const owner = source.ownerOf(importer)
  if (!owner) return false
  try {
    const manifest = JSON.parse(
      readFileSync(
        join(packageRoot(source, owner.name, owner.version), 'package.json'),
        'utf8'
      )
    ) as {
      optionalDependencies?: Record<string, unknown>
      peerDependenciesMeta?: Record<string, { optional?: unknown }>
    }
    return (
      Object.hasOwn(manifest.optionalDependencies ?? {}, name) ||
      manifest.peerDependenciesMeta?.[name]?.optional === true
    )
  } catch {
    return false
  }
}

/**
 * Resolves every bare import through the lockfile and the package source;
 * Node built-ins become empty modules, as browsers have none.
 */
export function resolvePackagesPlugin(
  lock: Lockfile,
  source: PackageSource,
  isEntry: (namespace: string) => boolean
): Plugin {
  return {
    name: 'kiln-resolve-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === RESOLVING)
          return undefined
        if (URL_LIKE.test(args.path)) return undefined
        if (args.kind === 'url-token' && !isEntry(args.namespace)) {
          // CSS `url(images/x.png)` is relative to the stylesheet (Vite,
          // postcss), not a package `images`; packageEscapes checks that it
          // stays inside the stylesheet's package
          return build.resolve(`./${args.path}`, {
            kind: args.kind,
            importer: args.importer,
            resolveDir: args.resolveDir,
            pluginData: RESOLVING,
          })
        }
        if (NODE_BUILTINS.has(args.path))
          return { path: args.path, namespace: EMPTY }
        const importer = isEntry(args.namespace) ? null : args.importer
        const parsed = parsePackageSpecifier(args.path.split('?', 1)[0]!)
        if (!parsed.ok) return { errors: [{ text: parsed.message }] }
        const { name } = parsed.specifier
        const version = lockedVersion(lock, source, name, importer)
        if (
          !version &&
          importer &&
          (args.kind === 'require-call' || optionalFor(source, importer, name))
        ) {
          // A package's require() of an optional package it does not get
          // (framer-motion's @emotion/is-prop-valid in try/catch): throws when
          // loaded, as under Node or Vite, instead of failing the build.
          return { path: name, namespace: MISSING }
        }
        if (!version) {
          const who = importer ? source.ownerOf(importer)?.name : null
          return {
            errors: [
              {
                text: `Package '${name}' is not installed${who ? ` (imported by '${who}')` : ''}: add it to package.json dependencies`,
              },
            ],
          }
        }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: source.packageDir(name, version),
          pluginData: RESOLVING,
        })
        if (resolved.errors.length > 0) {
          return {
            errors: [
              {
                text: `Cannot import '${args.path}' from package '${name}@${version}': ${resolved.errors[0]!.text}`,
              },
            ],
          }
        }
        if (
          resolved.external ||
          resolved.namespace !== 'file' ||
          !isInsidePackage(resolved.path, packageRoot(source, name, version))
        ) {
          return { errors: [{ text: leavesPackage(args.path, name) }] }
        }
        return { path: resolved.path, sideEffects: resolved.sideEffects }
      })
      build.onLoad({ filter: /.*/, namespace: EMPTY }, () => ({
        contents: 'module.exports = {}',
        loader: 'js',
      }))
      build.onLoad({ filter: /.*/, namespace: MISSING }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`Cannot find module '${args.path}'`)})`,
        loader: 'js',
      }))
    },
  }
}
