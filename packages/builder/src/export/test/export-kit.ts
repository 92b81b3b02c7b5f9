import { execFile } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll } from 'vitest'
import { formatBuildErrors } from '../../bundle/build-error.ts'
import { bundleProject } from '../../bundle/bundle-project.ts'
import { fileMapFrom, type FileMap } from '../../files/file-map.ts'
import { appSeed } from '../../packages/app-seed.ts'
import { withLockfile } from '../../packages/lockfile.ts'
import { DEFAULT_PACKAGE_POLICY } from '../../packages/package-policy.ts'
import {
  createPackageStore,
  type PackageStore,
} from '../../packages/package-store.ts'
import {
  startTestRegistry,
  type TestRegistry,
} from '../../packages/test-registry.ts'
import { exportProjectFiles } from '../export-project.ts'

export type BuiltExport = { dir: string; js: string; css: string; html: string }

/**
 * For tests that build exported projects with their own toolchain: a
 * loopback registry for `@kiln-fixture/*` packages, a package store seeded
 * like a server's, and a scratch folder, all gone after the file's tests.
 */
export function useExportBuilds() {
  let registry: TestRegistry
  let scratch: string
  let store: PackageStore

  beforeAll(async () => {
    registry = await startTestRegistry()
    scratch = mkdtempSync(join(tmpdir(), 'kiln-export-'))
    store = createPackageStore({
      dir: join(scratch, 'store'),
      policy: {
        ...DEFAULT_PACKAGE_POLICY,
        minAgeHours: 0,
        registryUrl: registry.url,
      },
      seed: appSeed(),
    })
  }, 60_000)

  afterAll(async () => {
    await registry?.close()
    if (scratch) await rm(scratch, { recursive: true, force: true })
  }, 600_000)

  return {
    registry: () => registry,
    store: () => store,

    /** The files with the lockfile the bundler records: the app's imports resolved by the store at the declared ranges (plus `extra`). */
    async locked(files: FileMap, extra: Record<string, string> = {}) {
      const pkg = JSON.parse(files['package.json'] ?? '{}')
      const withExtra = fileMapFrom(files)
      withExtra['package.json'] = JSON.stringify({
        ...pkg,
        dependencies: { ...pkg.dependencies, ...extra },
      })
      const bundle = await bundleProject(withExtra, { packages: store })
      if (!bundle.ok) throw new Error(formatBuildErrors(bundle.errors))
      return bundle.lockfile
        ? withLockfile(withExtra, bundle.lockfile)
        : withExtra
    },

    /** Exports, `npm install`s and `npm run build`s the project (async, so the loopback registry in this process keeps answering npm). */
    async buildExport(
      files: FileMap,
      name: string,
      typecheck: boolean
    ): Promise<BuiltExport> {
      const dir = join(scratch, name)
      for (const [path, text] of Object.entries(exportProjectFiles(files))) {
        mkdirSync(dirname(join(dir, path)), { recursive: true })
        writeFileSync(join(dir, path), text)
      }
      writeFileSync(
        join(dir, '.npmrc'),
        `@kiln-fixture:registry=${registry.url}/\n`
      )
      const run = (...args: string[]) =>
        promisify(execFile)('npm', args, { cwd: dir, timeout: 600_000 })
      await run('install', '--prefer-offline', '--no-audit', '--no-fund')
      await run('run', 'build')
      if (typecheck) await run('run', 'typecheck')
      const assets = readdirSync(join(dir, 'dist', 'assets'))
      const read = (ext: string) =>
        assets
          .filter((a) => a.endsWith(ext))
          .map((a) => readFileSync(join(dir, 'dist/assets', a), 'utf8'))
          .join('\n')
      return {
        dir,
        js: read('.js'),
        css: read('.css'),
        html: readFileSync(join(dir, 'dist/index.html'), 'utf8'),
      }
    },
  }
}
