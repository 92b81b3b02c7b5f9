import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { depBundles } from '../../db/schema'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'

/**
 * A package specifier that climbs out of its package folder in the store
 * (`react-router-dom/../../../../../keys/vault.json`, one free code-editor
 * save) must not bundle a server file into the dependency layer.
 */
describe('a code-editor save importing a server file through a package', () => {
  let ctx: TestContext
  let alice: Client
  let first: { _id: string }
  const canary = `kiln-vault-canary-${randomBytes(8).toString('hex')}`
  // the test store is <tmpdir>/kiln-test-packages: five folders up from a
  // package's own folder (v1/<entry>/node_modules/<name>) is <tmpdir>
  const secretDir = join(
    tmpdir(),
    `kiln-escape-${randomBytes(4).toString('hex')}`
  )
  const spec = `react-router-dom/../../../../../${basename(secretDir)}/vault.json`

  beforeAll(async () => {
    mkdirSync(secretDir, { recursive: true })
    writeFileSync(
      join(secretDir, 'vault.json'),
      JSON.stringify({ key: canary })
    )
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    first = await alice.build({ prompt: 'A todo app', model: 'offline' })
    await ctx.app.buildWorker.drain()
  })
  afterAll(async () => {
    rmSync(secretDir, { recursive: true, force: true })
    await ctx.close()
  })

  it('is a failed build naming the import, and no layer holds the file', async () => {
    const res = await alice.post(`/build_task/${first._id}/edit`, {
      files: {
        'src/Leak.tsx': `import vault from '${spec}'\nexport const leak = JSON.stringify(vault)\n`,
        'src/main.tsx': `import { leak } from './Leak'\ndocument.body.textContent = leak\n`,
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    await ctx.app.buildWorker.drain()
    const done = await alice.task(res.json()._id)
    expect(done.status).toBe('FAILED')
    expect(done.previewUrl).toBeNull()
    const thread = await alice.get(`/build_task/${done._id}/thread`)
    expect(thread.body).toContain(
      `Import '${spec}' leaves the package 'react-router-dom'.`
    )
    expect(thread.body).not.toContain(canary)
    const layers = await ctx.database.db.select().from(depBundles)
    for (const layer of layers) {
      expect(layer.body.toString('utf8')).not.toContain(canary)
    }
  })
})
