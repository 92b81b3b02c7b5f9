import type { FileMap } from '../files/file-map.ts'
import { readLockfile } from '../packages/lockfile.ts'
import {
  BUILD_TOOL_NAMES,
  buildTools,
  DEFAULT_DEPENDENCIES,
} from './export-templates.ts'
import type { TailwindFlavor } from './tailwind-flavor.ts'

type ProjectPackage = {
  dependencies?: Record<string, unknown>
  devDependencies?: Record<string, unknown>
}

function projectPackage(files: FileMap): ProjectPackage | null {
  try {
    const parsed = JSON.parse(files['package.json'] ?? '') as unknown
    return parsed && typeof parsed === 'object'
      ? (parsed as ProjectPackage)
      : null
  } catch {
    return null
  }
}

function stringEntries(
  record: Record<string, unknown> | undefined
): [string, string][] {
  return Object.entries(record ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string'
  )
}

const sorted = (record: Map<string, string>) =>
  Object.fromEntries(
    [...record].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  )

/**
 * The exported package.json: the app's dependencies at the exact versions its
 * lockfile recorded (ranges from its package.json where it has none), and
 * the build tools for its Tailwind flavor. Kiln's own names are left out.
 */
export function exportPackageJson(
  files: FileMap,
  name: string,
  flavor: TailwindFlavor,
  hasAppTsconfig: boolean
): string {
  const project = projectPackage(files)
  const lock = readLockfile(files)
  const dependencies = new Map<string, string>()
  const keep = (dep: string) =>
    !BUILD_TOOL_NAMES.has(dep) && !dep.startsWith('@kiln/')
  const declared = project ? stringEntries(project.dependencies) : []
  for (const [dep, range] of declared.length || lock
    ? declared
    : Object.entries(DEFAULT_DEPENDENCIES)) {
    if (keep(dep)) dependencies.set(dep, range)
  }
  for (const [dep, version] of Object.entries(lock?.dependencies ?? {})) {
    if (keep(dep)) dependencies.set(dep, version)
  }
  const devDependencies = new Map(Object.entries(buildTools(flavor)))
  for (const [dep, range] of stringEntries(project?.devDependencies)) {
    if (keep(dep) && !dependencies.has(dep)) devDependencies.set(dep, range)
  }
  const pkg = {
    name,
    private: true,
    version: '0.1.0',
    type: 'module',
    scripts: {
      dev: 'vite',
      build: 'vite build',
      preview: 'vite preview',
      typecheck: hasAppTsconfig
        ? 'tsc -p tsconfig.app.json --noEmit'
        : 'tsc --noEmit',
    },
    dependencies: sorted(dependencies),
    devDependencies: sorted(devDependencies),
    engines: { node: '>=20.19' },
  }
  return `${JSON.stringify(pkg, null, 2)}\n`
}
