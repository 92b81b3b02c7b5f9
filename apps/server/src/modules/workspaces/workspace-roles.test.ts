import type { BuildTask } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { eventually } from '../../test/second-process'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import { createTeam, join, open } from './test/workspace-kit'

const denied = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(403)
  expect((res.json() as { error: { message: string } }).error.message).toMatch(
    /^Your role in this workspace \((viewer|editor|admin)\) cannot do this; it needs (editor|admin|owner) or above\.$/
  )
}

describe('a project in a team workspace, by role', () => {
  let ctx: TestContext
  let owner: Client
  let admin: Client
  let editor: Client
  let viewer: Client
  let stranger: Client
  let built: BuildTask
  let workspaceId: string
  beforeAll(async () => {
    ctx = await buildManualApp()
    owner = await newClient(ctx)
    admin = await newClient(ctx)
    editor = await newClient(ctx)
    viewer = await newClient(ctx)
    stranger = await newClient(ctx)
    workspaceId = (await createTeam(owner, 'Acme')).id
    await join(owner, admin, workspaceId, 'admin')
    await join(owner, editor, workspaceId, 'editor')
    await join(admin, viewer, workspaceId, 'viewer')
    const task = await owner.build({ prompt: 'A team wiki' })
    await ctx.app.buildWorker.drain()
    built = await owner.task(task._id)
    expect(built.status).toBe('COMPLETED')
  })
  afterAll(() => ctx.close())

  const list = async (client: Client) =>
    (await client.get('/new_build')).json<BuildTask[]>()

  it('lists the project in the workspace each member has open, not elsewhere', async () => {
    expect((await list(viewer)).map((t) => t.projectId)).toEqual([])
    await open(viewer, workspaceId)
    expect((await list(viewer)).map((t) => t.projectId)).toEqual([
      built.projectId,
    ])
    expect((await list(stranger)).map((t) => t.projectId)).toEqual([])
    const other = await stranger.put('/workspaces/current', { workspaceId })
    expect(other.statusCode).toBe(404)
  })

  it('lets a viewer read but change nothing (403), and a stranger nothing at all (404)', async () => {
    const { _id: id, projectId } = built
    for (const read of [
      `/build_task/${id}`,
      `/build_task/${id}/files`,
      `/build_task/${id}/thread`,
      `/build_project/${projectId}/publish`,
    ]) {
      expect((await viewer.get(read)).statusCode, read).toBe(200)
      expect((await stranger.get(read)).statusCode, read).toBe(404)
    }
    const changes = (client: Client) => [
      client.post('/build_task', { projectId, prompt: 'Add dark mode' }),
      client.post(`/build_task/${id}/edit`, {
        files: { 'src/extra.ts': 'export const x = 1\n' },
      }),
      client.post('/build_project/rename', { projectId, name: 'Mine' }),
      client.post('/build_task/version_control/reset_head', {
        projectId,
        taskId: id,
      }),
      client.post(`/build_project/${projectId}/share`, { taskId: id }),
      client.put(`/build_project/${projectId}/publish`, { taskId: id }),
      client.del(`/build_project/${projectId}`),
    ]
    for (const res of await Promise.all(changes(viewer))) denied(res)
    for (const res of await Promise.all(changes(stranger))) {
      expect(res.statusCode).toBe(404)
    }
    const after = await owner.task(id)
    expect(after.name).toBe(built.name)
  })

  it('keeps a viewer from starting a project in the workspace', async () => {
    await open(viewer, workspaceId)
    denied(await viewer.post('/build_task', { prompt: 'My own thing' }))
  })

  it('lets an editor prompt, rename and share, but not publish or delete', async () => {
    const { _id: id, projectId } = built
    const next = await editor.build({ projectId, prompt: 'Add a search box' })
    await ctx.app.buildWorker.drain()
    expect((await owner.task(next._id)).status).toBe('COMPLETED')
    // The owner's list, cached now, follows the editor's change.
    expect((await list(owner))[0]?.name).toBe(built.name)
    const renamed = await editor.post('/build_project/rename', {
      projectId,
      name: 'Acme wiki',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    await eventually(async () => {
      expect((await list(owner))[0]?.name).toBe('Acme wiki')
    })
    const shared = await editor.post(`/build_project/${projectId}/share`, {
      taskId: id,
    })
    expect(shared.statusCode, shared.body).toBe(201)
    denied(
      await editor.put(`/build_project/${projectId}/publish`, { taskId: id })
    )
    denied(await editor.del(`/build_project/${projectId}`))
  })

  it('lets an admin publish and delete the project', async () => {
    const { _id: id, projectId } = built
    const published = await admin.put(`/build_project/${projectId}/publish`, {
      taskId: id,
    })
    expect(published.statusCode, published.body).toBe(200)
    const removed = await admin.del(`/build_project/${projectId}`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await owner.get(`/build_task/${id}`)).statusCode).toBe(404)
  })
})
