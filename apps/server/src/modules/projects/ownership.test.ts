import type { BuildTask } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'

describe('every project and task is private to its owner', () => {
  let ctx: TestContext
  let alice: Client
  let bob: Client
  let task: BuildTask
  beforeAll(async () => {
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    bob = await newClient(ctx)
    task = await alice.build({
      prompt: 'A todo app for groceries',
      model: 'offline',
    })
    await ctx.app.buildWorker.drain()
  })
  afterAll(() => ctx.close())

  it('answers 404 NOT_FOUND to another user and changes nothing', async () => {
    const { _id: id, projectId } = task
    const attempts = [
      bob.get(`/build_task/${id}`),
      bob.get(`/build_task/${id}/files`),
      bob.get(`/build_task/${id}/thread`),
      bob.post(`/build_task/${id}/cancel`),
      bob.post('/build_task', { prompt: 'steal it', projectId }),
      bob.post('/build_task/version_control/list_history', { projectId }),
      bob.post('/build_task/version_control/list_history', { taskId: id }),
      bob.post('/build_task/version_control/reset_head', {
        projectId,
        taskId: id,
      }),
      bob.post('/build_project/rename', { projectId, name: 'Mine now' }),
      bob.del(`/build_project/${projectId}`),
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404)
      expect(res.json().error.code).toBe('NOT_FOUND')
      expect(res.body).not.toContain('groceries')
    }
    expect((await bob.get('/new_build')).json()).toEqual([])
    const mine = await alice.task(id)
    expect(mine.status).toBe('COMPLETED')
    expect(mine.name).not.toBe('Mine now')
    expect(
      (await alice.get('/new_build')).json().map((t: BuildTask) => t._id)
    ).toEqual([id])
  })

  it('does not let a task id of one project reset the head of another', async () => {
    const other = await alice.build({ prompt: 'A notes app', model: 'offline' })
    await ctx.app.buildWorker.drain()
    const res = await alice.post('/build_task/version_control/reset_head', {
      projectId: other.projectId,
      taskId: task._id,
    })
    expect(res.statusCode).toBe(404)
  })
})
