/**
 * npm 7+ semantics of the store's dependency tree, against a real registry:
 * optional dependencies, peers, and one copy of each package per app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDeps, DEPS_GLOBAL } from '../bundle/build-deps.ts'
import { packageKey, type Lockfile } from './lockfile.ts'
import { DEFAULT_PACKAGE_POLICY, type PackagePolicy } from './package-policy.ts'
import { createPackageStore, type PackageStore } from './package-store.ts'
import { startTestRegistry, type TestRegistry } from './test-registry.ts'

let registry: TestRegistry
let scratch: string

const SHARED_INSTANCE = `
const components = new Map()
exports.register = (name, value) => { components.set(name, value) }
exports.get = (name) => {
  if (!components.has(name)) throw new Error('Component ' + name + ' has not been registered yet')
  return components.get(name)
}
`

beforeAll(async () => {
  registry = await startTestRegistry()
  scratch = mkdtempSync(join(tmpdir(), 'kiln-tree-test-'))
  const publish = registry.publish
  // jspdf-like: optional dependencies it imports dynamically
  await publish({
    name: 'kiln-fx-canvas',
    version: '1.0.0',
    files: { 'index.js': "module.exports = 'canvas drawn'\n" },
  })
  await publish({
    name: 'kiln-fx-winonly',
    version: '1.0.0',
    extra: { os: ['win32'], cpu: ['x64'] },
  })
  await publish({
    name: 'kiln-fx-heavy',
    version: '1.0.0',
    unpackedSize: 50 * 1024 * 1024,
  })
  await publish({
    name: 'kiln-fx-pdf',
    version: '1.0.0',
    files: {
      'index.js':
        "export async function render() {\n  const canvas = await import('kiln-fx-canvas')\n  return canvas.default\n}\n" +
        "export async function heavy() {\n  return import('kiln-fx-heavy')\n}\n",
    },
    extra: {
      optionalDependencies: {
        'kiln-fx-canvas': '^1.0.0',
        'kiln-fx-winonly': '^1.0.0',
        'kiln-fx-heavy': '^1.0.0',
        'kiln-fx-unpublished': '^1.0.0',
      },
    },
  })
  // @aws-amplify/ui-like: an optional peer another package of the tree brings
  await publish({ name: 'kiln-fx-state', version: '4.0.0' })
  await publish({ name: 'kiln-fx-state', version: '5.0.0' })
  await publish({
    name: 'kiln-fx-ui',
    version: '1.0.0',
    files: {
      'index.js':
        "const state = require('kiln-fx-state')\nexports.machine = () => state\n",
    },
    peerDependencies: { 'kiln-fx-state': '^4.0.0' },
    extra: { peerDependenciesMeta: { 'kiln-fx-state': { optional: true } } },
  })
  await publish({
    name: 'kiln-fx-ui-core',
    version: '1.0.0',
    dependencies: { 'kiln-fx-state': '^4.0.0' },
  })
  await publish({
    name: 'kiln-fx-ui-react',
    version: '1.0.0',
    dependencies: { 'kiln-fx-ui': '1.0.0', 'kiln-fx-ui-core': '1.0.0' },
    files: { 'index.js': "exports.machine = require('kiln-fx-ui').machine\n" },
  })
  await publish({
    name: 'kiln-fx-needs-peer',
    version: '1.0.0',
    peerDependencies: { 'kiln-fx-state': '>=4.0.0' },
  })
  // two packages over one shared package with compatible ranges
  for (const version of ['1.0.0', '1.1.0']) {
    await publish({
      name: 'kiln-fx-shared',
      version,
      files: { 'index.js': SHARED_INSTANCE },
    })
  }
  await publish({
    name: 'kiln-fx-plugin',
    version: '1.0.0',
    dependencies: { 'kiln-fx-shared': '^1.0.0' },
    files: {
      'index.js':
        "require('kiln-fx-shared').register('auth', 'signed in')\nexports.ready = true\n",
    },
  })
  await publish({
    name: 'kiln-fx-host',
    version: '1.0.0',
    dependencies: { 'kiln-fx-shared': '^1.1.0' },
    files: {
      'index.js':
        "exports.read = () => require('kiln-fx-shared').get('auth')\n",
    },
  })
  // firebase-like: pinned internals, a component that registers on its peer
  for (const version of ['1.0.0', '1.2.0']) {
    await publish({
      name: 'kiln-fx-fire-app',
      version,
      files: { 'index.js': SHARED_INSTANCE },
    })
  }
  await publish({
    name: 'kiln-fx-fire-auth',
    version: '1.0.0',
    peerDependencies: { 'kiln-fx-fire-app': '1.x' },
    files: {
      'index.js':
        "require('kiln-fx-fire-app').register('auth', 'auth component')\n",
    },
  })
  await publish({
    name: 'kiln-fx-fire',
    version: '1.0.0',
    dependencies: {
      'kiln-fx-fire-app': '1.0.0',
      'kiln-fx-fire-auth': '1.0.0',
    },
    files: {
      'index.js':
        "require('kiln-fx-fire-auth')\nexports.getAuth = () => require('kiln-fx-fire-app').get('auth')\n",
    },
  })
}, 60_000)

afterAll(async () => {
  await registry?.close()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

const policy = (overrides: Partial<PackagePolicy> = {}): PackagePolicy => ({
  ...DEFAULT_PACKAGE_POLICY,
  minAgeHours: 0,
  registryUrl: registry.url,
  maxUnpackedBytes: 10 * 1024 * 1024,
  ...overrides,
})

const newStore = () =>
  createPackageStore({
    dir: mkdtempSync(join(scratch, 'store-')),
    policy: policy(),
  })

/** The versions of `name` the lockfile holds. */
const versionsOf = (lock: Lockfile, name: string) =>
  Object.keys(lock.packages)
    .filter((key) => key.startsWith(`${name}@`))
    .map((key) => key.slice(name.length + 1))

/** Builds the dependency layer for `specifiers` and loads it as a browser would. */
async function loadDeps(
  store: PackageStore,
  lock: Lockfile,
  specifiers: string[]
): Promise<Record<string, Record<string, unknown>>> {
  const built = await buildDeps(
    { lock, specifiers: [...specifiers].sort(), named: {}, minify: false },
    store
  )
  if (!built.ok) throw new Error(built.errors.map((e) => e.message).join('\n'))
  const dir = mkdtempSync(join(scratch, 'deps-'))
  for (const asset of built.bundle.assets) {
    mkdirSync(dirname(join(dir, asset.path)), { recursive: true })
    writeFileSync(join(dir, asset.path), asset.content)
  }
  await import(pathToFileURL(join(dir, 'deps.js')).href)
  return (globalThis as Record<string, unknown>)[DEPS_GLOBAL] as Record<
    string,
    Record<string, unknown>
  >
}

describe('optional dependencies (npm 7+)', () => {
  it('installs the ones it can, skips unknown, other-platform and refused ones, and the package imports them', async () => {
    const store = newStore()
    const lock = await store.install({
      dependencies: { 'kiln-fx-pdf': '^1.0.0' },
    })
    expect(lock.packages[packageKey('kiln-fx-pdf', '1.0.0')]).toEqual({
      integrity: expect.any(String),
      dependencies: { 'kiln-fx-canvas': '1.0.0' },
    })
    expect(Object.keys(lock.packages).sort()).toEqual([
      'kiln-fx-canvas@1.0.0',
      'kiln-fx-pdf@1.0.0',
    ])
    const deps = await loadDeps(store, lock, ['kiln-fx-pdf'])
    const render = deps['kiln-fx-pdf']!.render as () => Promise<string>
    await expect(render()).resolves.toBe('canvas drawn')
    // one it could not install: its import fails when run, as under Node
    const heavy = deps['kiln-fx-pdf']!.heavy as () => Promise<unknown>
    await expect(heavy()).rejects.toThrow("Cannot find module 'kiln-fx-heavy'")
  })
})

describe('peer dependencies (npm 7+)', () => {
  it('an optional peer is the copy another package of the tree brings', async () => {
    const store = newStore()
    const lock = await store.install({
      dependencies: { 'kiln-fx-ui-react': '^1.0.0' },
    })
    expect(versionsOf(lock, 'kiln-fx-state')).toEqual(['4.0.0'])
    expect(
      lock.packages[packageKey('kiln-fx-ui', '1.0.0')]!.dependencies
    ).toEqual({ 'kiln-fx-state': '4.0.0' })
    const deps = await loadDeps(store, lock, ['kiln-fx-ui-react'])
    const machine = deps['kiln-fx-ui-react']!.machine as () => unknown
    expect(machine()).toBe('kiln-fx-state@4.0.0')
  })

  it('a required peer is installed when the app lacks it, and is the app’s own when it has it', async () => {
    const store = newStore()
    const alone = await store.install({
      dependencies: { 'kiln-fx-needs-peer': '^1.0.0' },
    })
    expect(
      alone.packages[packageKey('kiln-fx-needs-peer', '1.0.0')]!.dependencies
    ).toEqual({ 'kiln-fx-state': '5.0.0' })
    const withApp = await store.install({
      dependencies: { 'kiln-fx-needs-peer': '^1.0.0', 'kiln-fx-state': '^4' },
    })
    expect(versionsOf(withApp, 'kiln-fx-state')).toEqual(['4.0.0'])
  })
})

describe('one copy of each package per app', () => {
  it('two packages over a shared one with compatible ranges get one copy, even when the store holds an older one', async () => {
    const store = newStore()
    await store.install({ dependencies: { 'kiln-fx-shared': '1.0.0' } })
    const lock = await store.install({
      dependencies: { 'kiln-fx-plugin': '^1.0.0', 'kiln-fx-host': '^1.0.0' },
    })
    expect(versionsOf(lock, 'kiln-fx-shared')).toEqual(['1.1.0'])
    // a rebuild from that lockfile keeps it
    const again = await store.install({
      dependencies: { 'kiln-fx-plugin': '^1.0.0', 'kiln-fx-host': '^1.0.0' },
      locked: lock,
    })
    expect(again).toEqual(lock)
  })

  it('a lockfile that recorded two copies (an earlier version of the app) is brought to one', async () => {
    const store = newStore()
    const locked: Lockfile = {
      lockfileVersion: 1,
      dependencies: { 'kiln-fx-plugin': '1.0.0', 'kiln-fx-host': '1.0.0' },
      packages: {
        'kiln-fx-plugin@1.0.0': {
          dependencies: { 'kiln-fx-shared': '1.0.0' },
        },
        'kiln-fx-host@1.0.0': { dependencies: { 'kiln-fx-shared': '1.1.0' } },
        'kiln-fx-shared@1.0.0': { dependencies: {} },
        'kiln-fx-shared@1.1.0': { dependencies: {} },
      },
    }
    const lock = await store.install({
      dependencies: { 'kiln-fx-plugin': '^1.0.0', 'kiln-fx-host': '^1.0.0' },
      locked,
    })
    expect(lock.dependencies).toEqual(locked.dependencies)
    expect(versionsOf(lock, 'kiln-fx-shared')).toEqual(['1.1.0'])
  })

  it('a package registering on a shared instance is seen by another that reads it', async () => {
    const store = newStore()
    await store.install({ dependencies: { 'kiln-fx-shared': '1.0.0' } })
    const lock = await store.install({
      dependencies: { 'kiln-fx-plugin': '^1.0.0', 'kiln-fx-host': '^1.0.0' },
    })
    const deps = await loadDeps(store, lock, ['kiln-fx-host', 'kiln-fx-plugin'])
    expect(deps['kiln-fx-plugin']!.ready).toBe(true)
    expect((deps['kiln-fx-host']!.read as () => string)()).toBe('signed in')
  })

  it('firebase-like: a component registers on its peer, the one copy the package pins', async () => {
    const store = newStore()
    const lock = await store.install({
      dependencies: { 'kiln-fx-fire': '^1.0.0' },
    })
    expect(versionsOf(lock, 'kiln-fx-fire-app')).toEqual(['1.0.0'])
    const deps = await loadDeps(store, lock, ['kiln-fx-fire'])
    expect((deps['kiln-fx-fire']!.getAuth as () => string)()).toBe(
      'auth component'
    )
  })
})
