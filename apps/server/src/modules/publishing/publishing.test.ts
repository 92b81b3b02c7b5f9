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
      prompt: 'Add tags',
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
    expect(published!.url).toBe(`http://p-${first.projectId}.localhost:3001/`)

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
})
