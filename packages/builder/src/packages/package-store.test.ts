import { randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installPackages } from '../bundle/project-packages.ts'
import { appSeed } from './app-seed.ts'
import type { Lockfile } from './lockfile.ts'
import { PackageError, PackageLimitError } from './package-error.ts'
import { DEFAULT_PACKAGE_POLICY, type PackagePolicy } from './package-policy.ts'
import { createPackageStore } from './package-store.ts'
import { startTestRegistry, type TestRegistry } from './test-registry.ts'

const REPO_NODE_MODULES = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../node_modules'
)

let registry: TestRegistry
let scratch: string
const scriptMarker = () => join(scratch, 'install-script-ran')

beforeAll(async () => {
  registry = await startTestRegistry()
  scratch = mkdtempSync(join(tmpdir(), 'kiln-store-test-'))
  const marker = JSON.stringify(scriptMarker())
  const writeMarker = `node -e "require('fs').writeFileSync(${marker.replace(/"/g, "'")}, 'ran')"`
  await registry.publish({ name: 'kiln-fixture-leaf', version: '1.0.0' })
  await registry.publish({ name: 'kiln-fixture-leaf', version: '1.1.0' })
  await registry.publish({ name: 'kiln-fixture-peer', version: '1.0.0' })
  await registry.publish({ name: 'kiln-fixture-peer', version: '2.0.0' })
  await registry.publish({
    name: 'kiln-fixture-lib',
    version: '2.0.0',
    dependencies: { 'kiln-fixture-leaf': '^1.0.0' },
    peerDependencies: { 'kiln-fixture-peer': '^1.0.0 || ^2.0.0' },
  })
  await registry.publish({
    name: '@kiln-fixture/scoped',
    version: '1.0.0',
    files: {
      'dist/style.css': '.a{color:red}\n',
      'dist/sub.js': 'export const sub = 1\n',
    },
    extra: {
      exports: {
        '.': './index.js',
        './sub': './dist/sub.js',
        './style.css': './dist/style.css',
      },
    },
  })
  await registry.publish({
    name: 'kiln-fixture-scripted',
    version: '1.0.0',
    scripts: {
      preinstall: writeMarker,
      install: writeMarker,
      postinstall: writeMarker,
    },
  })
  await registry.publish({ name: 'kiln-fixture-aged', version: '1.0.0' })
  await registry.publish({ name: 'kiln-fixture-aged', version: '1.1.0' })
  registry.setPublishTime(
    'kiln-fixture-aged',
    '1.0.0',
    new Date(Date.now() - 10 * 86_400_000)
  )
  await registry.publish({ name: 'kiln-fixture-fresh', version: '1.0.0' })
  const MB = 1024 * 1024
  for (const letter of ['a', 'b', 'c', 'd']) {
    await registry.publish({
      name: `kiln-fixture-mb-${letter}`,
      version: '1.0.0',
      files: { 'blob.bin': randomBytes(1.5 * MB) },
    })
    // a registry that understates the size: the download is counted anyway
    await registry.publish({
      name: `kiln-fixture-liar-${letter}`,
      version: '1.0.0',
      files: { 'blob.bin': randomBytes(1.5 * MB) },
      unpackedSize: 1,
    })
  }
  for (const kind of ['mb', 'liar']) {
    await registry.publish({
      name: `kiln-fixture-${kind}-all`,
      version: '1.0.0',
      dependencies: Object.fromEntries(
        ['a', 'b', 'c', 'd'].map((l) => [`kiln-fixture-${kind}-${l}`, '1.0.0'])
      ),
    })
  }
  await registry.publish({
    name: 'kiln-fixture-big',
    version: '1.0.0',
    files: { 'big.bin': randomBytes(3 * 1024 * 1024) },
  })
}, 60_000)

afterAll(async () => {
  await registry?.close()
})

const policy = (overrides: Partial<PackagePolicy> = {}): PackagePolicy => ({
  ...DEFAULT_PACKAGE_POLICY,
  minAgeHours: 0,
  registryUrl: registry.url,
  ...overrides,
})

const newStoreDir = () => mkdtempSync(join(scratch, 'store-'))

/** Bytes of the packages a store holds (the markers' record of what unpacked). */
const storeBytes = (dir: string) =>
  readdirSync(join(dir, 'v1')).reduce(
    (sum, entry) =>
      sum +
      JSON.parse(
        readFileSync(join(dir, 'v1', entry, 'kiln-package.json'), 'utf8')
      ).bytes,
    0
  )

async function problemsOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught
  )
  expect(error).toBeInstanceOf(PackageError)
  return (error as PackageError).problems
}

describe('PackageStore.install', () => {
  it('resolves ranges, fetches the packages whole and returns the lockfile', async () => {
    const store = createPackageStore({ dir: newStoreDir(), policy: policy() })
    const lock = await store.install({
      dependencies: {
        'kiln-fixture-lib': '^2.0.0',
        'kiln-fixture-peer': '^1.0.0',
        '@kiln-fixture/scoped': 'latest',
      },
    })
    expect(lock.dependencies).toEqual({
      '@kiln-fixture/scoped': '1.0.0',
      'kiln-fixture-lib': '2.0.0',
      'kiln-fixture-peer': '1.0.0',
    })
    expect(Object.keys(lock.packages).sort()).toEqual([
      '@kiln-fixture/scoped@1.0.0',
      'kiln-fixture-leaf@1.1.0',
      'kiln-fixture-lib@2.0.0',
      'kiln-fixture-peer@1.0.0',
    ])
    // the peer takes the app's own version, not the newest
    expect(lock.packages['kiln-fixture-lib@2.0.0']!.dependencies).toEqual({
      'kiln-fixture-leaf': '1.1.0',
      'kiln-fixture-peer': '1.0.0',
    })
    expect(lock.packages['kiln-fixture-leaf@1.1.0']!.integrity).toMatch(
      /^sha512-/
    )

    const scopedDir = join(
      store.packageDir('@kiln-fixture/scoped', '1.0.0'),
      'node_modules',
      '@kiln-fixture/scoped'
    )
    expect(readFileSync(join(scopedDir, 'dist/style.css'), 'utf8')).toBe(
      '.a{color:red}\n'
    )
    expect(
      JSON.parse(readFileSync(join(scopedDir, 'package.json'), 'utf8')).exports[
        './sub'
      ]
    ).toBe('./dist/sub.js')
    expect(store.ownerOf(join(scopedDir, 'dist/sub.js'))).toEqual({
      name: '@kiln-fixture/scoped',
      version: '1.0.0',
    })
    expect(store.ownerOf(join(scratch, 'elsewhere.js'))).toBeNull()
  })

  it('never runs install scripts', async () => {
    const store = createPackageStore({ dir: newStoreDir(), policy: policy() })
    const lock = await store.install({
      dependencies: { 'kiln-fixture-scripted': '1.0.0' },
    })
    expect(lock.dependencies['kiln-fixture-scripted']).toBe('1.0.0')
    const dir = join(
      store.packageDir('kiln-fixture-scripted', '1.0.0'),
      'node_modules/kiln-fixture-scripted'
    )
    expect(
      JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts
        .postinstall
    ).toContain('writeFileSync')
    expect(existsSync(scriptMarker())).toBe(false)
  })

  it('keeps locked pins that still satisfy, so a rebuild gives the same versions', async () => {
    const store = createPackageStore({ dir: newStoreDir(), policy: policy() })
    const locked: Lockfile = {
      lockfileVersion: 1,
      dependencies: { 'kiln-fixture-leaf': '1.0.0' },
      packages: { 'kiln-fixture-leaf@1.0.0': { dependencies: {} } },
    }
    const pinned = await store.install({
      dependencies: { 'kiln-fixture-leaf': '^1.0.0' },
      locked,
    })
    expect(pinned.dependencies['kiln-fixture-leaf']).toBe('1.0.0')
    const again = await store.install({
      dependencies: { 'kiln-fixture-leaf': '^1.0.0' },
      locked: pinned,
    })
    expect(again).toEqual(pinned)
    const widened = await store.install({
      dependencies: { 'kiln-fixture-leaf': '^1.1.0' },
      locked,
    })
    expect(widened.dependencies['kiln-fixture-leaf']).toBe('1.1.0')
  })

  it('names unknown packages and versions', async () => {
    const store = createPackageStore({ dir: newStoreDir(), policy: policy() })
    const problems = await problemsOf(
      store.install({
        dependencies: {
          'kiln-fixture-nope': '^1.0.0',
          'kiln-fixture-leaf': '^7.0.0',
          '../etc': '1.0.0',
        },
      })
    )
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          name: 'kiln-fixture-nope',
          reason:
            'not found: there is no package with this name in the npm registry',
        },
        {
          name: 'kiln-fixture-leaf',
          reason: 'no published version matches "^7.0.0" (the latest is 1.1.0)',
        },
        { name: '../etc', reason: 'not a valid npm package name' },
      ])
    )
  })
})

describe('package policy', () => {
  it('allow-list: refuses what the app asks for beyond it, with the list', async () => {
    const store = createPackageStore({
      dir: newStoreDir(),
      policy: policy({
        mode: 'allow',
        allow: ['@kiln-fixture/*', 'kiln-fixture-lib', 'kiln-fixture-peer'],
      }),
    })
    // a listed package's own dependencies come with it
    await store.install({
      dependencies: {
        '@kiln-fixture/scoped': '^1.0.0',
        'kiln-fixture-lib': '^2.0.0',
      },
    })
    const problems = await problemsOf(
      store.install({ dependencies: { 'kiln-fixture-leaf': '^1.0.0' } })
    )
    expect(problems).toEqual([
      {
        name: 'kiln-fixture-leaf',
        reason:
          'refused by this server’s package policy (only these packages are allowed: @kiln-fixture/*, kiln-fixture-lib, kiln-fixture-peer)',
      },
    ])
  })

  it('allow-list: the template’s packages are allowed, the server’s own (jose) are not', async () => {
    // jose is installed in the repository for the server, not for apps
    expect(existsSync(join(REPO_NODE_MODULES, 'jose/package.json'))).toBe(true)
    const store = createPackageStore({
      dir: newStoreDir(),
      policy: policy({ mode: 'allow', allow: [] }),
      seed: appSeed(),
    })
    const lock = await store.install({
      dependencies: { 'react-router-dom': '^6.0.0', react: '*' },
    })
    expect(lock.dependencies['react-router-dom']).toMatch(/^6\./)
    for (const name of ['jose', 'fastify', 'esbuild', 'ai']) {
      const problems = await problemsOf(
        store.install({ dependencies: { [name]: '*' } })
      )
      expect(problems).toEqual([
        {
          name,
          reason:
            'refused by this server’s package policy (only these packages are allowed: none)',
        },
      ])
    }
  })

  it('deny-list: refuses the package wherever it appears', async () => {
    const store = createPackageStore({
      dir: newStoreDir(),
      policy: policy({ mode: 'deny', deny: ['kiln-fixture-leaf'] }),
    })
    const problems = await problemsOf(
      store.install({ dependencies: { 'kiln-fixture-lib': '2.0.0' } })
    )
    expect(problems).toEqual([
      {
        name: 'kiln-fixture-leaf',
        reason:
          'refused by this server’s package policy (the operator has blocked it) (needed by kiln-fixture-lib@2.0.0)',
      },
    ])
    expect(
      readdirSync(join(store.packageDir('kiln-fixture-lib', '2.0.0'), '..'))
    ).toEqual([])
  })

  it('minimum age: takes an older version in range, refuses when there is none', async () => {
    const store = createPackageStore({
      dir: newStoreDir(),
      policy: policy({ minAgeHours: 48 }),
    })
    const lock = await store.install({
      dependencies: { 'kiln-fixture-aged': '^1.0.0' },
    })
    expect(lock.dependencies['kiln-fixture-aged']).toBe('1.0.0')
    const tagged = await store.install({
      dependencies: { 'kiln-fixture-aged': 'latest' },
    })
    expect(tagged.dependencies['kiln-fixture-aged']).toBe('1.0.0')
    const problems = await problemsOf(
      store.install({ dependencies: { 'kiln-fixture-fresh': '^1.0.0' } })
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]!.name).toBe('kiln-fixture-fresh')
    expect(problems[0]!.reason).toMatch(
      /^too new: every version matching "\^1\.0\.0" was published less than 48 hours ago \(1\.0\.0 on .+\), and this server only installs versions older than that$/
    )
  })

  it('maximum unpacked size', async () => {
    const store = createPackageStore({
      dir: newStoreDir(),
      policy: policy({ maxUnpackedBytes: 1024 * 1024 }),
    })
    const problems = await problemsOf(
      store.install({ dependencies: { 'kiln-fixture-big': '^1.0.0' } })
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]!.reason).toMatch(
      /^too big: kiln-fixture-big@1\.0\.0 unpacks to \d+\.\d MB, more than this server's limit of 1\.0 MB per package$/
    )
    expect(
      readdirSync(join(store.packageDir('kiln-fixture-big', '1.0.0'), '..'))
    ).toEqual([])
  })

  it('offline: only what the store holds', async () => {
    const dir = newStoreDir()
    const offline = createPackageStore({
      dir,
      policy: policy({ offline: true }),
    })
    const problems = await problemsOf(
      offline.install({ dependencies: { 'kiln-fixture-leaf': '^1.0.0' } })
    )
    expect(problems).toEqual([
      {
        name: 'kiln-fixture-leaf',
        reason:
          'offline and not in the store: no version matching "^1.0.0" is on this server, and it does not contact the npm registry',
      },
    ])
    await createPackageStore({ dir, policy: policy() }).install({
      dependencies: { 'kiln-fixture-lib': '^2.0.0' },
    })
    const lock = await offline.install({
      dependencies: { 'kiln-fixture-lib': '^2.0.0' },
    })
    expect(lock.dependencies['kiln-fixture-lib']).toBe('2.0.0')
  })
})

describe('store sharing and size', () => {
  it('two stores on one folder fetching the same package at once both get it whole', async () => {
    const dir = newStoreDir()
    const a = createPackageStore({ dir, policy: policy() })
    const b = createPackageStore({ dir, policy: policy() })
    const dependencies = {
      'kiln-fixture-lib': '^2.0.0',
      'kiln-fixture-big': '1.0.0',
    }
    const [lockA, lockB] = await Promise.all([
      a.install({ dependencies }),
      b.install({ dependencies }),
    ])
    expect(lockA).toEqual(lockB)
    const big = join(
      a.packageDir('kiln-fixture-big', '1.0.0'),
      'node_modules/kiln-fixture-big/big.bin'
    )
    expect(readFileSync(big).length).toBe(3 * 1024 * 1024)
    expect(readdirSync(join(dir, 'tmp'))).toEqual([])
    expect(readdirSync(join(dir, 'v1')).sort()).toEqual([
      'kiln-fixture-big@1.0.0',
      'kiln-fixture-leaf@1.1.0',
      'kiln-fixture-lib@2.0.0',
      'kiln-fixture-peer@2.0.0',
    ])
  })

  it('evicts least recently used packages to make room, and refuses when the ones in use fill it', async () => {
    const dir = newStoreDir()
    const store = createPackageStore({
      dir,
      policy: policy(),
      maxBytes: 4 * 1024 * 1024,
      evictGraceMs: 0,
    })
    await store.install({ dependencies: { 'kiln-fixture-mb-a': '1.0.0' } })
    await store.install({ dependencies: { 'kiln-fixture-mb-b': '1.0.0' } })
    await store.install({ dependencies: { 'kiln-fixture-mb-c': '1.0.0' } })
    // a was used least recently: it made room for c
    expect(readdirSync(join(dir, 'v1')).sort()).toEqual([
      'kiln-fixture-mb-b@1.0.0',
      'kiln-fixture-mb-c@1.0.0',
    ])
    const error = await store
      .install({
        dependencies: {
          'kiln-fixture-mb-b': '1.0.0',
          'kiln-fixture-mb-c': '1.0.0',
          'kiln-fixture-mb-d': '1.0.0',
        },
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PackageLimitError)
    expect((error as Error).message).toBe(
      'This build would add 1.5 MB of new packages, but the package store already holds 3.0 MB of its 4.0 MB limit (PACKAGE_STORE_MAX_MB) in packages this or other recent builds use.'
    )
    expect(storeBytes(dir)).toBeLessThanOrEqual(4 * 1024 * 1024)
  })

  it('holds its bound against one build that asks for more, and against recent builds', async () => {
    const dir = newStoreDir()
    const store = createPackageStore({
      dir,
      policy: policy(),
      maxBytes: 4 * 1024 * 1024,
    })
    const tooMuch = await store
      .install({ dependencies: { 'kiln-fixture-mb-all': '1.0.0' } })
      .catch((caught: unknown) => caught)
    expect((tooMuch as Error).message).toBe(
      "This build would add 6.0 MB of new packages; the package store's limit is 4.0 MB (PACKAGE_STORE_MAX_MB)."
    )
    expect(readdirSync(join(dir, 'v1'))).toEqual([])
    // packages used in the last 30 minutes are not evicted: the next is refused
    await store.install({ dependencies: { 'kiln-fixture-mb-a': '1.0.0' } })
    await store.install({ dependencies: { 'kiln-fixture-mb-b': '1.0.0' } })
    const full = await store
      .install({ dependencies: { 'kiln-fixture-mb-c': '1.0.0' } })
      .catch((caught: unknown) => caught)
    expect(full).toBeInstanceOf(PackageLimitError)
    expect(storeBytes(dir)).toBeLessThanOrEqual(4 * 1024 * 1024)
    // nor does a registry that understates sizes get past it
    const lied = await store
      .install({ dependencies: { 'kiln-fixture-liar-all': '1.0.0' } })
      .catch((caught: unknown) => caught)
    expect((lied as Error).message).toBe(
      'This build would add more new packages than the package store has room for; its limit is 4.0 MB (PACKAGE_STORE_MAX_MB).'
    )
    expect(storeBytes(dir)).toBeLessThanOrEqual(4 * 1024 * 1024)
    expect(readdirSync(join(dir, 'tmp'))).toEqual([])
  })

  it('caps what one build adds: packages and bytes', async () => {
    const many = createPackageStore({
      dir: newStoreDir(),
      policy: policy({ maxNewPackagesPerBuild: 4 }),
    })
    const count = await many
      .install({ dependencies: { 'kiln-fixture-mb-all': '1.0.0' } })
      .catch((caught: unknown) => caught)
    expect((count as Error).message).toBe(
      'This build would add 5 new packages to the package store; the limit is 4 per build (PACKAGE_BUILD_MAX_PACKAGES).'
    )
    const dir = newStoreDir()
    const big = createPackageStore({
      dir,
      policy: policy({ maxNewBytesPerBuild: 4 * 1024 * 1024 }),
    })
    const bytes = await big
      .install({ dependencies: { 'kiln-fixture-mb-all': '1.0.0' } })
      .catch((caught: unknown) => caught)
    expect((bytes as Error).message).toBe(
      'This build would add 6.0 MB of new packages; the limit is 4.0 MB per build (PACKAGE_BUILD_MAX_MB).'
    )
    expect(readdirSync(join(dir, 'v1'))).toEqual([])
    const lied = await big
      .install({ dependencies: { 'kiln-fixture-liar-all': '1.0.0' } })
      .catch((caught: unknown) => caught)
    expect((lied as Error).message).toBe(
      'This build would add more than 4.0 MB of new packages; the limit is 4.0 MB per build (PACKAGE_BUILD_MAX_MB).'
    )
    expect(storeBytes(dir)).toBeLessThanOrEqual(4 * 1024 * 1024)
    // within the caps, the same store installs
    const lock = await big.install({
      dependencies: {
        'kiln-fixture-mb-a': '1.0.0',
        'kiln-fixture-mb-b': '1.0.0',
      },
    })
    expect(Object.keys(lock.dependencies)).toHaveLength(2)
  })

  it('a refused install is a build error that names the limit', async () => {
    const store = createPackageStore({
      dir: newStoreDir(),
      policy: policy({ maxNewPackagesPerBuild: 2 }),
      seed: appSeed(),
    })
    const result = await installPackages(
      { 'src/App.tsx': "import 'kiln-fixture-mb-all'\n" },
      ['kiln-fixture-mb-all'],
      store
    )
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual([
      {
        file: 'package.json',
        line: null,
        column: null,
        message:
          'Packages could not be installed: This build would add 5 new packages to the package store; the limit is 2 per build (PACKAGE_BUILD_MAX_PACKAGES).',
      },
    ])
  })

  it('uses seed packages without the registry', async () => {
    const seed = join(newStoreDir(), 'node_modules')
    mkdirSync(join(seed, 'kiln-seed-only'), { recursive: true })
    writeFileSync(
      join(seed, 'kiln-seed-only/package.json'),
      JSON.stringify({ name: 'kiln-seed-only', version: '3.2.1' })
    )
    writeFileSync(join(seed, 'kiln-seed-only/index.js'), 'export default 1\n')
    const store = createPackageStore({
      dir: newStoreDir(),
      policy: policy({
        registryUrl: 'http://127.0.0.1:9',
        mode: 'allow',
        allow: [],
      }),
      seed: [{ from: dirname(seed), names: ['kiln-seed-only'] }, ...appSeed()],
    })
    const lock = await store.install({
      dependencies: {
        'kiln-seed-only': '^3.0.0',
        react: '^19.0.0',
        'react-dom': '^19.0.0',
      },
    })
    const reactVersion = JSON.parse(
      readFileSync(join(REPO_NODE_MODULES, 'react/package.json'), 'utf8')
    ).version
    expect(lock.dependencies).toEqual({
      'kiln-seed-only': '3.2.1',
      react: reactVersion,
      'react-dom': expect.any(String),
    })
    expect(
      lock.packages[`react-dom@${lock.dependencies['react-dom']}`]!.dependencies
        .react
    ).toBe(reactVersion)
    const reactDir = join(
      store.packageDir('react', reactVersion),
      'node_modules/react'
    )
    expect(existsSync(join(reactDir, 'jsx-runtime.js'))).toBe(true)
  })
})
