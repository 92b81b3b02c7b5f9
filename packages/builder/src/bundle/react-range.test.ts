import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSeed } from '../packages/app-seed.ts'
import { DEFAULT_PACKAGE_POLICY } from '../packages/package-policy.ts'
import { createPackageStore } from '../packages/package-store.ts'
import {
  startTestRegistry,
  type TestRegistry,
} from '../packages/test-registry.ts'
import { templateFiles } from '../template/template-files.ts'
import { bundleProject, defaultPackageSource } from './bundle-project.ts'
import { installPackages } from './project-packages.ts'

/*
 * A React 18 app (package.json `react: ^18`) gets React 18 from the package
 * store, not the template's React 19, from the registry or, offline, from
 * the store's seed (packages/react18-seed). A range no copy on the server
 * meets offline (React 17) is built with the server's React, and the build
 * says which version it used instead of the one asked for.
 */

const reactApp = (range: string) => ({
  'package.json': JSON.stringify({
    dependencies: { react: range, 'react-dom': range },
  }),
  'src/main.tsx':
    "import { createRoot } from 'react-dom/client'\nimport React from 'react'\n",
})
const react18App = reactApp('^18.2.0')

describe('a React 18 app', () => {
  let registry: TestRegistry
  let scratch: string

  beforeAll(async () => {
    registry = await startTestRegistry()
    scratch = mkdtempSync(join(tmpdir(), 'kiln-react18-'))
    await registry.publish({ name: 'react', version: '18.3.1' })
    await registry.publish({ name: 'scheduler', version: '0.23.2' })
    await registry.publish({
      name: 'react-dom',
      version: '18.3.1',
      dependencies: { scheduler: '^0.23.2' },
      peerDependencies: { react: '^18.3.1' },
    })
  }, 60_000)

  afterAll(async () => {
    await registry?.close()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  })

  it('gets React 18 and react-dom 18 from the package store, though the template seeds React 19', async () => {
    const store = createPackageStore({
      dir: mkdtempSync(join(scratch, 'store-')),
      policy: {
        ...DEFAULT_PACKAGE_POLICY,
        minAgeHours: 0,
        registryUrl: registry.url,
      },
      seed: appSeed(),
    })
    const result = await installPackages(
      react18App,
      ['react', 'react-dom/client'],
      store
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.lockfile?.dependencies).toMatchObject({
      react: '18.3.1',
      'react-dom': '18.3.1',
    })
    expect(result.warnings).toEqual([])
  }, 60_000)

  it('offline, gets React 18 and react-dom 18 from the store’s seed', async () => {
    const store = createPackageStore({
      dir: mkdtempSync(join(scratch, 'offline-')),
      policy: { ...DEFAULT_PACKAGE_POLICY, offline: true },
      seed: appSeed(),
    })
    const result = await installPackages(
      react18App,
      ['react', 'react-dom/client'],
      store
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.lockfile?.dependencies).toMatchObject({
      react: '18.3.1',
      'react-dom': '18.3.1',
    })
    expect(result.lockfile?.packages['scheduler@0.23.2']).toBeDefined()
    expect(result.warnings).toEqual([])
    // an app that names no range still gets the template's React 19
    const unnamed = await installPackages(
      { 'src/main.tsx': "import React from 'react'\n" },
      ['react', 'react-dom/client'],
      store
    )
    expect(unnamed.ok && unnamed.lockfile?.dependencies.react).toMatch(/^19\./)
  }, 60_000)

  it('offline, a React 17 app is built with the server’s React and a warning that names the range asked for and the version used', async () => {
    const result = await installPackages(
      reactApp('^17.0.2'),
      ['react', 'react-dom/client'],
      defaultPackageSource()
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const react = result.lockfile!.dependencies.react!
    expect(react).toMatch(/^19\./)
    expect(result.warnings).toEqual([
      `package.json asks for react ^17.0.2, but this server cannot provide a version in that range (offline, or the registry refused it): the app is built with react ${react}`,
      `package.json asks for react-dom ^17.0.2, but this server cannot provide a version in that range (offline, or the registry refused it): the app is built with react-dom ${result.lockfile!.dependencies['react-dom']}`,
    ])
  })

  it('offline, the preview build carries that warning', async () => {
    const files = templateFiles()
    const pkg = JSON.parse(files['package.json']!) as {
      dependencies: Record<string, string>
    }
    pkg.dependencies.react = '^17.0.2'
    files['package.json'] = JSON.stringify(pkg)
    const bundle = await bundleProject(files, { base: '/' })
    expect(bundle.ok).toBe(true)
    expect(bundle.ok && bundle.warnings).toContainEqual(
      expect.stringMatching(
        /^package\.json asks for react \^17\.0\.2, but this server cannot provide a version in that range .*: the app is built with react 19\./
      )
    )
  }, 60_000)
})
