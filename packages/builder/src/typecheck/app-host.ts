import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import ts from 'typescript'
import { APP_RUNTIME_DIR, BUILDER_DIR } from '../bundle/builder-dir.ts'
import type { PackageSource } from '../bundle/package-source.ts'
import type { FileMap } from '../files/file-map.ts'
import type { Lockfile } from '../packages/lockfile.ts'
import { packageNameOf } from '../packages/package-name.ts'
import { TEMPLATE_DIR } from '../template/template-files.ts'

/** Where the project's files appear to the compiler. */
export const APP_ROOT = '/__kiln_app__'
const MODULES = `${APP_ROOT}/node_modules/`

/** The project's packages: its lockfile over the package store. */
export type AppPackages = { lockfile: Lockfile | null; source: PackageSource }

const WORKSPACE_ROOTS = [TEMPLATE_DIR, BUILDER_DIR]
const LIB_DIR = dirname(ts.getDefaultLibFilePath({}))

/** Node's lookup from the workspace: type packages (@types/*, vite/client) the app does not install. */
function workspacePackage(name: string): string | null {
  for (const root of WORKSPACE_ROOTS) {
    for (let dir = root; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name)
      if (existsSync(join(candidate, 'package.json'))) return candidate
      if (dirname(dir) === dir) break
    }
  }
  return null
}

const real = (path: string) => {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

/** node_modules folders of the workspace, where trusted type packages live. */
const workspaceModules = [
  ...new Set(
    WORKSPACE_ROOTS.flatMap((root) => {
      const out: string[] = []
      for (let dir = root; dirname(dir) !== dir; dir = dirname(dir))
        out.push(real(join(dir, 'node_modules')))
      return out
    })
  ),
]

/**
 * A read-only view for the compiler: project files under APP_ROOT, the app's
 * packages as APP_ROOT/node_modules/<name> (from its lockfile, else from the
 * workspace for type-only packages), and on disk only type declarations and
 * manifests inside package folders and TypeScript's own lib files.
 * Model-written paths never reach other files on disk.
 */
export function createAppView(files: FileMap, packages: AppPackages) {
  const packageDirs = new Map<string, string | null>()
  const allowed = [LIB_DIR, real(APP_RUNTIME_DIR), ...workspaceModules]

  const packageDir = (name: string): string | null => {
    if (packageDirs.has(name)) return packageDirs.get(name)!
    const version = packages.lockfile?.dependencies[name]
    let dir: string | null = null
    if (version) {
      try {
        const root = packages.source.packageDir(name, version)
        dir = join(root, 'node_modules', name)
        allowed.push(real(root))
      } catch {
        dir = null
      }
    }
    dir ??= workspacePackage(name)
    packageDirs.set(name, dir)
    return dir
  }

  /** A real path for a virtual package path; null when it is not one. */
  const onDisk = (path: string): string | null => {
    if (path.startsWith(MODULES)) {
      const rest = path.slice(MODULES.length)
      const name = packageNameOf(rest)
      if (!name) return null
      const dir = packageDir(name)
      return dir ? dir + rest.slice(name.length) : null
    }
    if (path === APP_ROOT || path.startsWith(`${APP_ROOT}/`)) return null
    return path
  }

  const readable = (path: string) => {
    if (!/(\.d\.[cm]?ts|\/package\.json|\.ts)$/.test(path)) return false
    const resolved = real(path)
    return allowed.some((root) => resolved.startsWith(root + sep))
  }

  const projectPath = (path: string) =>
    path.startsWith(`${APP_ROOT}/`) && !path.startsWith(MODULES)
      ? path.slice(APP_ROOT.length + 1)
      : null

  return {
    fileExists(path: string): boolean {
      const own = projectPath(path)
      if (own !== null) return Object.hasOwn(files, own)
      const disk = onDisk(path)
      if (!disk || !readable(disk)) return false
      try {
        return statSync(disk).isFile()
      } catch {
        return false
      }
    },
    readFile(path: string): string | undefined {
      const own = projectPath(path)
      if (own !== null)
        return Object.hasOwn(files, own) ? files[own] : undefined
      const disk = onDisk(path)
      if (!disk || !readable(disk)) return undefined
      try {
        return readFileSync(disk, 'utf8')
      } catch {
        return undefined
      }
    },
    directoryExists(path: string): boolean {
      if (path === APP_ROOT || path === `${APP_ROOT}/node_modules`) return true
      if (path === `${MODULES}@types`) return true
      const own = projectPath(path)
      if (own !== null) {
        const prefix = `${own}/`
        return Object.keys(files).some((p) => p.startsWith(prefix))
      }
      const disk = onDisk(path)
      if (!disk) return false
      try {
        return statSync(disk).isDirectory()
      } catch {
        return false
      }
    },
    /** Package files get their real path, so their own imports resolve in their own tree. */
    realpath(path: string): string {
      const disk = onDisk(path)
      return disk ? real(disk) : path
    },
    /** For a package file whose own tree lacks a dependency: look it up as the app would. */
    isPackageFile: (path: string) => projectPath(path) === null,
  }
}

export type AppView = ReturnType<typeof createAppView>
