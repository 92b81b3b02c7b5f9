import type { BuildTask } from '@kiln/contract/build-tasks'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import {
  buildTestPreview,
  type PreviewTestContext,
} from '../../test/preview-helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'

describe('a real build on the preview host and in the studio', () => {
  let ctx: TestContext
  let preview: PreviewTestContext
  let alice: Client
  let task: BuildTask
  let host: string
  const onPreview = (method: 'GET' | 'POST', url: string, payload?: object) =>
    preview.preview.inject({ method, url, headers: { host }, payload })

  beforeAll(async () => {
    ctx = await buildManualApp()
    preview = await buildTestPreview({ database: ctx.database })
    alice = await newClient(ctx)
    const created = await alice.build({ prompt: 'A todo list app' })
    await ctx.app.buildWorker.drain()
    task = await alice.task(created._id)
    host = new URL(String(task.previewUrl)).host
  })
  afterAll(async () => {
    await preview.preview.close()
    await ctx.close()
  })

  it('serves the built version with the bridge and its assets', async () => {
    expect(task.status).toBe('COMPLETED')
    const page = await onPreview(
      'GET',
      new URL(String(task.previewUrl)).pathname
    )
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('/__kiln/bridge.js')
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(
      (m) => m[1]!
    )
    const own = assets.filter((a) => a.startsWith(`/v/${task._id}/`))
    expect(own.length).toBeGreaterThanOrEqual(2)
    for (const asset of own) {
      expect((await onPreview('GET', asset)).statusCode, asset).toBe(200)
    }
  })

  it('sends the origin root to the head version', async () => {
    const root = await onPreview('GET', '/')
    expect(root.statusCode).toBe(302)
    expect(root.headers.location).toBe(`/v/${task._id}/`)
  })

  it('shows the app data of the project to its owner only', async () => {
    await onPreview('POST', '/data/registry/v1/resource/entity', {
      name: 'todos',
      fields: [{ name: 'title', type: 'string', required: true }],
    })
    await onPreview('POST', '/data/store/v1/records', {
      entity: 'todos',
      data: { title: 'Water plants' },
    })
    const entities = await alice.get(`/build_task/${task._id}/data/entities`)
    expect(
      entities.json().entities.map((e: { name: string }) => e.name)
    ).toEqual(['todos'])
    const records = await alice.get(
      `/build_task/${task._id}/data/records?entity=todos&limit=10`
    )
    expect(records.json()).toMatchObject({
      total: 1,
      records: [{ data: { title: 'Water plants' }, ownerId: null }],
    })
    const bad = await alice.get(
      `/build_task/${task._id}/data/records?entity=Bad!`
    )
    expect(bad.statusCode).toBe(400)

    const mallory = await newClient(ctx)
    for (const path of [
      'data/entities',
      'data/records?entity=todos',
      'export.zip',
    ]) {
      const res = await mallory.get(`/build_task/${task._id}/${path}`)
      expect(res.statusCode, path).toBe(404)
    }
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/build_task/${task._id}/data/entities`,
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('exports the version as a Vite project zip', async () => {
    const res = await alice.get(`/build_task/${task._id}/export.zip`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+\.zip"$/
    )
    const names = Object.keys(unzipSync(res.rawPayload))
    expect(names.some((n) => n.endsWith('/package.json'))).toBe(true)
    expect(names.some((n) => n.endsWith('/src/main.tsx'))).toBe(true)
    expect(names.some((n) => n.endsWith('/src/lib/kiln/kiln-data.ts'))).toBe(
      true
    )
  })
})
