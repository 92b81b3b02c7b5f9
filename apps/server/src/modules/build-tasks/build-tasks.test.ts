import type { BuildTask, ThreadResponse } from '@kiln/contract/build-tasks'
import type { ListHistoryResponse } from '@kiln/contract/projects'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'

describe('build tasks with the offline generator', () => {
  let ctx: TestContext
  let alice: Client
  beforeAll(async () => {
    ctx = await buildManualApp()
    alice = await newClient(ctx)
  })
  afterAll(() => ctx.close())
  const drain = () => ctx.app.buildWorker.drain()

  it('builds a new project end to end and a follow-up as version 2', async () => {
    const created = await alice.build({
      prompt: 'Landing page for my bakery with table booking',
    })
    expect(created).toMatchObject({
      status: 'PENDING',
      name: 'Untitled Project',
      versionNumber: 1,
      parentTaskId: null,
      buildTaskVersion: '2.0.0',
      model: { id: 'offline', label: 'Offline generator' },
      creditsSpent: 1,
    })
    expect(await drain()).toBe(1)

    const done = await alice.task(created._id)
    expect(done.status).toBe('COMPLETED')
    expect(done.previewUrl).toBe(`http://v-${created._id}.localhost:3001/`)
    expect(done.name).not.toBe('Untitled Project')
    expect(done.finishedAt).not.toBeNull()

    const files = (await alice.get(`/build_task/${created._id}/files`)).json()
    const paths = files.files.map((f: { path: string }) => f.path)
    expect(paths).toContain('src/main.tsx')

    const thread = (
      await alice.get(`/build_task/${created._id}/thread`)
    ).json<ThreadResponse>()
    const kinds = thread.messages.map((m) => m.kind)
    expect(kinds[0]).toBe('prompt')
    expect(kinds).toContain('plan')
    expect(kinds).toContain('reply')
    expect(
      thread.messages.flatMap((m) => (m.status ? [m.status] : []))
    ).toEqual([
      'PENDING',
      'PLANNING',
      'CODING',
      'UPLOADING_FILE',
      'HOSTING',
      'COMPLETED',
    ])

    const next = await alice.build({
      prompt: 'make it green',
      projectId: created.projectId,
    })
    expect(next).toMatchObject({ versionNumber: 2, parentTaskId: created._id })
    await drain()
    expect((await alice.task(next._id)).status).toBe('COMPLETED')
    const after = (await alice.get(`/build_task/${next._id}/files`)).json()
    const before = new Map<string, string>(
      files.files.map((f: { path: string; content: string }) => [
        f.path,
        f.content,
      ])
    )
    const changed = after.files
      .filter(
        (f: { path: string; content: string }) =>
          before.get(f.path) !== f.content
      )
      .map((f: { path: string }) => f.path)
      .sort()
    expect(changed).toEqual(['.kiln/app.json', 'src/theme.ts'])

    const thread2 = (
      await alice.get(`/build_task/${next._id}/thread`)
    ).json<ThreadResponse>()
    expect(thread2.messages.filter((m) => m.kind === 'prompt')).toHaveLength(2)
    const thread1 = (
      await alice.get(`/build_task/${created._id}/thread`)
    ).json<ThreadResponse>()
    expect(thread1.messages.filter((m) => m.kind === 'prompt')).toHaveLength(1)

    const list = (await alice.get('/new_build')).json<BuildTask[]>()
    expect(list.map((t) => t._id)).toContain(next._id)
    expect(list.map((t) => t._id)).not.toContain(created._id)
  })

  it('numbers versions and restores the head by the rules', async () => {
    const v1 = await alice.build({ prompt: 'A todo app for groceries' })
    await drain()
    const v2 = await alice.build({
      prompt: 'make it dark',
      projectId: v1.projectId,
    })
    await drain()
    const history = await alice.post(
      '/build_task/version_control/list_history',
      {
        projectId: v1.projectId,
      }
    )
    const body = history.json<ListHistoryResponse>()
    expect(
      body.tasksHistory.map((h) => [h.buildTask._id, h.versionNumber])
    ).toEqual([
      [v1._id, 1],
      [v2._id, 2],
    ])
    expect(body.activeTaskId).toBe(v2._id)
    const byTask = await alice.post(
      '/build_task/version_control/list_history',
      {
        taskId: v1._id,
      }
    )
    expect(byTask.json()).toEqual(body)

    const reset = await alice.post('/build_task/version_control/reset_head', {
      projectId: v1.projectId,
      taskId: v1._id,
    })
    expect(reset.json()).toEqual({ success: true, activeTaskId: v1._id })
    const listed = (await alice.get('/new_build'))
      .json<BuildTask[]>()
      .find((t) => t.projectId === v1.projectId)
    // Opening the project opens its active version, shown with its first prompt.
    expect(listed).toMatchObject({
      _id: v1._id,
      firstPrompt: 'A todo app for groceries',
    })

    const v3 = await alice.build({
      prompt: 'call it Basket',
      projectId: v1.projectId,
    })
    expect(v3).toMatchObject({ versionNumber: 3, parentTaskId: v1._id })
    await drain()
    const v3Files = (await alice.get(`/build_task/${v3._id}/files`)).json()
    const theme = v3Files.files.find(
      (f: { path: string }) => f.path === 'src/theme.ts'
    )
    const v1Files = (await alice.get(`/build_task/${v1._id}/files`)).json()
    expect(theme).toEqual(
      v1Files.files.find((f: { path: string }) => f.path === 'src/theme.ts')
    )

    const { db } = ctx.database
    const { buildTasks } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    await db
      .update(buildTasks)
      .set({ buildTaskVersion: '1.9.3' })
      .where(eq(buildTasks.id, v1._id))
    const old = await alice.post('/build_task/version_control/reset_head', {
      projectId: v1.projectId,
      taskId: v1._id,
    })
    expect(old.statusCode).toBe(409)
    expect(old.json().error.message).toMatch(/older builder/)
  })

  it('refuses a follow-up while building, an unknown model and bad input', async () => {
    const first = await alice.build({
      prompt: 'Make a notes app called Brainbox',
    })
    const busy = await alice.post('/build_task', {
      prompt: 'add an FAQ',
      projectId: first.projectId,
    })
    expect(busy.statusCode).toBe(409)
    expect(busy.json().error.message).toBe(
      'This project is still building. Wait for it to finish or cancel it.'
    )
    const failedReset = await alice.post(
      '/build_task/version_control/reset_head',
      {
        projectId: first.projectId,
        taskId: first._id,
      }
    )
    expect(failedReset.statusCode).toBe(409)
    await drain()

    const model = await alice.post('/build_task', {
      prompt: 'x',
      model: 'gpt-99',
    })
    expect(model.statusCode).toBe(400)
    expect(model.json().error.message).toMatch(/Unknown model 'gpt-99'/)
    for (const payload of [
      {},
      { prompt: '' },
      { prompt: '   ' },
      { prompt: 'x'.repeat(20_001) },
      { prompt: 7 },
      { prompt: 'x', projectId: '' },
      { prompt: 'x', preselectedMcpIds: 'a' },
    ]) {
      const res = await alice.post('/build_task', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect(
      (await alice.post('/build_task', { prompt: 'x', projectId: 'nope' }))
        .statusCode
    ).toBe(404)
    expect((await alice.get('/build_task/nope')).statusCode).toBe(404)
    expect(
      (await alice.post('/build_task/version_control/list_history', {}))
        .statusCode
    ).toBe(400)
    expect(
      (
        await alice.post('/build_project/rename', {
          projectId: first.projectId,
          name: ' ',
        })
      ).statusCode
    ).toBe(400)
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/new_build' }))
        .statusCode
    ).toBe(401)
  })

  it('records chosen integrations, cancels, renames and deletes', async () => {
    const server = await alice.post('/mcp-servers', {
      name: 'Waitlist tools',
      url: 'https://mcp.example.test/mcp',
    })
    expect(server.statusCode, server.body).toBe(201)
    const task = await alice.build({
      prompt: 'Startup waitlist signup page',
      preselectedMcpIds: [server.json().server._id],
    })
    await drain()
    const thread = (
      await alice.get(`/build_task/${task._id}/thread`)
    ).json<ThreadResponse>()
    const selected = thread.messages.find((m) => m.status === 'SELECTED_MCP')
    expect(selected?.content).toContain('Waitlist tools')

    const next = await alice.build({
      prompt: 'add a footer',
      projectId: task.projectId,
    })
    const cancelled = await alice.post(`/build_task/${next._id}/cancel`)
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      creditsSpent: 0,
    })
    expect(await drain()).toBe(0)
    expect(
      (await alice.post(`/build_task/${next._id}/cancel`)).statusCode
    ).toBe(409)

    const renamed = await alice.post('/build_project/rename', {
      projectId: task.projectId,
      name: '  Waitlist  ',
    })
    expect(renamed.json().project.name).toBe('Waitlist')
    expect((await alice.task(task._id)).name).toBe('Waitlist')

    expect(
      (await alice.del(`/build_project/${task.projectId}`)).statusCode
    ).toBe(200)
    expect((await alice.get(`/build_task/${task._id}`)).statusCode).toBe(404)
    expect(
      (await alice.del(`/build_project/${task.projectId}`)).statusCode
    ).toBe(404)
  })

  it("refuses integrations that are another user's or unknown", async () => {
    const [carol, dave] = [await newClient(ctx), await newClient(ctx)]
    const server = await dave.post('/mcp-servers', {
      name: 'Dave tools',
      url: 'https://mcp.example.test/mcp',
    })
    const api = await dave.post('/apis', {
      name: 'Dave API',
      baseUrl: 'https://api.example.test',
    })
    for (const payload of [
      { preselectedMcpIds: [server.json().server._id] },
      { preselectedMcpIds: ['official-missing'] },
      { preselectedMcpIds: ['nope'] },
      { preselectedApiIds: [api.json().api._id] },
      { preselectedApiIds: ['nope'] },
    ]) {
      const res = await carol.post('/build_task', { prompt: 'x', ...payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(404)
    }
    expect((await carol.get('/new_build')).json()).toEqual([])
    const profile = await carol.get(`/users/${carol.user.userId}/profile`)
    expect(profile.json().user.credits.creditsUsedThisCycle).toBe(0)
  })

  it('charges nothing for a follow-up that changed no file, and says so', async () => {
    const dave = await newClient(ctx)
    const used = async () =>
      (await dave.get(`/users/${dave.user.userId}/profile`)).json().user.credits
        .creditsUsedThisCycle
    const v1 = await dave.build({ prompt: 'Kanban board' })
    await drain()
    expect(await used()).toBe(1)
    const v2 = await dave.build({
      prompt: 'make it sparkle like a disco',
      projectId: v1.projectId,
    })
    await drain()
    const done = await dave.task(v2._id)
    expect(done).toMatchObject({ status: 'COMPLETED', creditsSpent: 0 })
    expect(await used()).toBe(1)
    const thread = (
      await dave.get(`/build_task/${v2._id}/thread`)
    ).json<ThreadResponse>()
    const reply = thread.messages.filter((m) => m.kind === 'reply').at(-1)
    expect(reply?.content).toContain('costs no credits')
  })

  it('makes no new version for a follow-up whose files equal the previous version', async () => {
    const erin = await newClient(ctx)
    const v1 = await erin.build({ prompt: 'Kanban board' })
    await drain()
    const first = await erin.task(v1._id)
    const same = await erin.build({
      prompt: 'make it sparkle like a disco',
      projectId: v1.projectId,
    })
    await drain()
    const done = await erin.task(same._id)
    expect(done.status).toBe('COMPLETED')
    // It shows the version it left as it was.
    expect(done.previewUrl).toBe(first.previewUrl)
    const history = (
      await erin.post('/build_task/version_control/list_history', {
        projectId: v1.projectId,
      })
    ).json<ListHistoryResponse>()
    expect(history.tasksHistory.map((e) => e.buildTask._id)).toEqual([v1._id])
    expect(history.activeTaskId).toBe(v1._id)
    const thread = (
      await erin.get(`/build_task/${same._id}/thread`)
    ).json<ThreadResponse>()
    expect(thread.messages.map((m) => m.content)).toContain(
      'Nothing changed, so no new version was made: the app stays as version 1.'
    )
    // The next follow-up that changes the app is version 2, with the
    // unchanged follow-up's exchange still in its thread.
    const v2 = await erin.build({
      prompt: 'make it green',
      projectId: v1.projectId,
    })
    expect(v2.versionNumber).toBe(2)
    await drain()
    expect((await erin.task(v2._id)).status).toBe('COMPLETED')
    const after = (
      await erin.post('/build_task/version_control/list_history', {
        projectId: v1.projectId,
      })
    ).json<ListHistoryResponse>()
    expect(after.tasksHistory.map((e) => e.versionNumber)).toEqual([1, 2])
    expect(after.activeTaskId).toBe(v2._id)
    const prompts = (
      await erin.get(`/build_task/${v2._id}/thread`)
    ).json<ThreadResponse>()
    expect(
      prompts.messages.filter((m) => m.kind === 'prompt').map((m) => m.content)
    ).toEqual(['Kanban board', 'make it sparkle like a disco', 'make it green'])
  })

  it('lists the models with the offline generator', async () => {
    const res = await alice.get('/models')
    expect(res.json().models).toContainEqual({
      id: 'offline',
      label: 'Offline generator',
      provider: 'offline',
    })
  })
})
