import type { BuildTask } from '@kiln/contract/build-tasks'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/auth-helpers'
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
    const own = assets.filter((a) => a.startsWith('/assets/'))
    expect(own.length).toBeGreaterThanOrEqual(2)
    for (const asset of own) {
      expect((await onPreview('GET', asset)).statusCode, asset).toBe(200)
    }
  })

  it('serves the version at the root of its own origin', async () => {
    expect(new URL(String(task.previewUrl)).pathname).toBe('/')
    expect(host).toBe(`v-${task._id}.localhost:3001`)
    const deep = await onPreview('GET', '/todos/42')
    expect(deep.statusCode).toBe(200)
    expect(deep.body).toContain('/__kiln/bridge.js')
  })

  it('shows the app data of the project to its owner only', async () => {
    await onPreview('POST', '/data/registry/v1/resource/entity', {
      name: 'todos',
      fields: [
        { name: 'title', type: 'string', required: true },
        { name: 'done', type: 'boolean' },
      ],
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

  it('shows the access rules and lets the owner change them', async () => {
    const entities = await alice.get(`/build_task/${task._id}/data/entities`)
    // The offline todo app has no sign-in and declares no rules: open.
    expect(entities.json().entities[0]).toMatchObject({
      name: 'todos',
      rulesSource: 'default',
      codeRules: null,
      rules: { list: 'anyone', create: 'anyone', delete: 'anyone' },
    })
    const setRules = (rules: object | null, as = alice.user.accessToken) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/build_task/${task._id}/data/entities/todos/rules`,
        headers: bearer(as),
        payload: { rules },
      })
    const closed = {
      list: 'anyone',
      read: 'anyone',
      create: 'signed-in',
      update: 'owner',
      delete: 'owner',
    }
    const mallory = await newClient(ctx)
    expect((await setRules(closed, mallory.user.accessToken)).statusCode).toBe(
      404
    )
    const set = await setRules(closed)
    expect(set.statusCode).toBe(200)
    expect(set.json().entity).toMatchObject({
      rulesSource: 'studio',
      rules: closed,
    })
    const write = () =>
      onPreview('POST', '/data/store/v1/records', {
        entity: 'todos',
        data: { title: 'Anonymous' },
      })
    expect((await write()).statusCode).toBe(401)
    expect(
      (await onPreview('GET', '/data/store/v1/all?entity=todos')).statusCode
    ).toBe(200)

    const back = await setRules(null)
    expect(back.json().entity.rulesSource).toBe('default')
    expect((await write()).statusCode).toBe(201)
    expect((await setRules({ list: 'everyone' })).statusCode).toBe(400)
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

  it("writes the project's studio variables into the export's .env", async () => {
    const saved = await alice.put(`/build_project/${task.projectId}/env`, {
      variables: [{ name: 'VITE_API_URL', value: 'https://api.example.test' }],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const res = await alice.get(`/build_task/${task._id}/export.zip`)
    const entries = unzipSync(res.rawPayload)
    const env = Object.keys(entries).find((n) => n.endsWith('/.env'))!
    expect(Buffer.from(entries[env]!).toString('utf8')).toContain(
      "VITE_API_URL='https://api.example.test'"
    )
  })
})
