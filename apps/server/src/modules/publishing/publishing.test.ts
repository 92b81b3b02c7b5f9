import type { BuildTask } from '@kiln/contract/build-tasks'
import type { Publication } from '@kiln/contract/publish'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildTestPreview } from '../../test/preview-helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'

describe('publishing', () => {
  let ctx: TestContext
  let owner: Client
  let other: Client
  let first: BuildTask
  let second: BuildTask
  beforeAll(async () => {
    ctx = await buildManualApp()
    owner = await newClient(ctx)
    other = await newClient(ctx)
    const task = await owner.build({ prompt: 'A todo list' })
    await ctx.app.buildWorker.drain()
    first = await owner.task(task._id)
    const next = await owner.build({
      prompt: 'make it green',
      projectId: first.projectId,
    })
    await ctx.app.buildWorker.drain()
    second = await owner.task(next._id)
  })
  afterAll(() => ctx.close())

  it('serves the chosen version at a stable URL until republished or unpublished', async () => {
    const url = `/build_project/${first.projectId}/publish`
    expect((await owner.get(url)).json()).toEqual({ published: null })
    expect((await other.put(url, { taskId: first._id })).statusCode).toBe(404)
    expect((await owner.put(url, { taskId: 'nope' })).statusCode).toBe(404)
    expect((await owner.put(url, {})).statusCode).toBe(400)

    const res = await owner.put(url, { taskId: first._id })
    expect(res.statusCode, res.body).toBe(200)
    const { published } = res.json<Publication>()
    expect(published).toMatchObject({ taskId: first._id, versionNumber: 1 })
    expect(published!.url).toMatch(
      /^http:\/\/p-[0-9a-f]{32}\.localhost:3001\/$/
    )

    const preview = await buildTestPreview({ database: ctx.database })
    const page = () =>
      preview.preview.inject({
        url: '/deep/link',
        headers: { host: new URL(published!.url).host },
      })
    try {
      const one = await page()
      expect(one.statusCode).toBe(200)
      expect(one.body).not.toContain(first._id)

      const again = await owner.put(url, { taskId: second._id })
      expect(again.json<Publication>().published).toMatchObject({
        taskId: second._id,
        versionNumber: 2,
        url: published!.url,
      })
      expect((await page()).statusCode).toBe(200)

      expect((await other.del(url)).statusCode).toBe(404)
      expect((await owner.del(url)).json()).toEqual({ published: null })
      expect((await page()).statusCode).toBe(404)
    } finally {
      await preview.close()
    }
  })

  it('reveals no project id at the published address, and the old per-project origin opens only the published app', async () => {
    const url = `/build_project/${first.projectId}/publish`
    const { published } = (
      await owner.put(url, { taskId: first._id })
    ).json<Publication>()
    expect(published!.url).not.toContain(first.projectId)
    const preview = await buildTestPreview({ database: ctx.database })
    const get = (host: string, path = '/') =>
      preview.preview.inject({ url: path, headers: { host } })
    const publishedHost = new URL(published!.url).host
    const legacyHost = `${first.projectId}.localhost:3001`
    try {
      const page = await get(publishedHost)
      expect(page.statusCode).toBe(200)
      expect(page.body).not.toContain(first.projectId)
      expect(JSON.stringify(page.headers)).not.toContain(first.projectId)

      // Version 2 is newer (the project's head) and unpublished: the legacy
      // origin leads only to the published address, never to it.
      const legacy = await get(legacyHost)
      expect(legacy.statusCode).toBe(302)
      expect(legacy.headers.location).toBe(published!.url)
      expect(JSON.stringify(legacy.headers)).not.toContain(second._id)
      expect((await get(legacyHost, '/notes/1')).statusCode).toBe(404)

      expect((await owner.del(url)).statusCode).toBe(200)
      for (const res of [await get(legacyHost), await get(publishedHost)]) {
        expect(res.statusCode).toBe(404)
        expect(res.headers.location).toBeUndefined()
      }
      // Published again: a new address; the old one stays dark.
      const again = (
        await owner.put(url, { taskId: second._id })
      ).json<Publication>()
      expect(again.published!.url).not.toBe(published!.url)
      expect((await get(publishedHost)).statusCode).toBe(404)
      expect((await get(legacyHost)).headers.location).toBe(
        again.published!.url
      )
    } finally {
      await preview.close()
    }
  })
})
