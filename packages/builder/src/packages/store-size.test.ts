import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evictToFit } from './evict.ts'
import { DEFAULT_PACKAGE_POLICY } from './package-policy.ts'
import { createPackageStore } from './package-store.ts'
import { packageStoreBytes } from './store-size.ts'
import { startTestRegistry, type TestRegistry } from './test-registry.ts'

describe('packageStoreBytes', () => {
  let registry: TestRegistry
  let scratch: string
  beforeAll(async () => {
    registry = await startTestRegistry()
    scratch = mkdtempSync(join(tmpdir(), 'kiln-store-size-'))
    await registry.publish({ name: 'kiln-fixture-leaf', version: '1.0.0' })
    await registry.publish({ name: 'kiln-fixture-peer', version: '1.0.0' })
  })
  afterAll(async () => {
    await registry.close()
    rmSync(scratch, { recursive: true, force: true })
  })

  it('is 0 for a store not made yet', async () => {
    expect(await packageStoreBytes(join(scratch, 'none'))).toBe(0)
  })

  it('counts the registry packages installed, as eviction does', async () => {
    const dir = join(scratch, 'store')
    const store = createPackageStore({
      dir,
      policy: {
        ...DEFAULT_PACKAGE_POLICY,
        minAgeHours: 0,
        registryUrl: registry.url,
      },
    })
    await store.install({ dependencies: { 'kiln-fixture-leaf': '1.0.0' } })
    const one = await packageStoreBytes(dir)
    expect(one).toBeGreaterThan(0)
    await store.install({ dependencies: { 'kiln-fixture-peer': '1.0.0' } })
    const two = await packageStoreBytes(dir)
    expect(two).toBeGreaterThan(one)
    expect(two).toBe(
      evictToFit(dir, Number.MAX_SAFE_INTEGER, { keep: new Set(), graceMs: 0 })
    )
  })
})
