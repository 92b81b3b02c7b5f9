import type { PresenceEvent } from '@kiln/contract/presence'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import { createTeam, join } from '../workspaces/test/workspace-kit'
import { createPresenceRepo } from './presence.repo'
import { PRESENCE_EXPIRY_MS } from './presence.service'
import { openSse, settlesWithin, type SseEvent } from './test/sse-reader'

const presence = (event: SseEvent) => event.data as PresenceEvent
const names = (event: SseEvent) => presence(event).others.map((o) => o.name)

async function named(client: Client, name: string) {
  const res = await client.put(`/users/${client.user.userId}/profile`, {
    name,
  })
  expect(res.statusCode, res.body).toBe(200)
}

describe('presence in the studio (issue 26 item 4)', () => {
  let ctx: TestContext
  let owner: Client
  let editor: Client
  let viewer: Client
  let stranger: Client
  let workspaceId: string
  let projectId: string

  beforeAll(async () => {
    ctx = await buildManualApp()
    owner = await newClient(ctx)
    editor = await newClient(ctx)
    viewer = await newClient(ctx)
    stranger = await newClient(ctx)
    await named(owner, 'Olive Owner')
    await named(editor, 'Dana Lee')
    workspaceId = (await createTeam(owner)).id
    await join(owner, editor, workspaceId, 'editor')
    await join(owner, viewer, workspaceId, 'viewer')
    const first = await owner.build({
      prompt: 'A team board',
      model: 'offline',
    })
    projectId = first.projectId
    await ctx.app.buildWorker.drain()
  })
  afterAll(() => ctx.close())

  const url = () => `/build_project/${projectId}/presence`

  it('is refused without a session and outside the workspace', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api${url()}`,
    })
    expect(anonymous.statusCode).toBe(401)
    const foreign = await stranger.get(url())
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toMatchObject({
      error: { message: 'Project not found.' },
    })
  })

  it("tells the studio the caller's role (what it lets them do)", async () => {
    for (const [client, role] of [
      [owner, 'owner'],
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const res = await client.post(
        '/build_task/version_control/list_history',
        {
          projectId,
        }
      )
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ role })
    }
  })

  it('shows who else has the project open, and no longer once they leave', async () => {
    const mine = await openSse(ctx, owner, url())
    expect(mine.statusCode).toBe(200)
    await mine.next((e) => e.event === 'presence' && names(e).length === 0)
    const theirs = await openSse(ctx, viewer, url())
    const seen = await mine.next((e) => names(e).length === 1)
    expect(presence(seen).others).toEqual([
      { userId: viewer.user.userId, name: viewer.user.email },
    ])
    await theirs.next((e) => names(e).includes('Olive Owner'))
    const from = mine.events.length
    theirs.leave()
    await mine.next((e) => names(e).length === 0, from)
    mine.leave()
    await mine.ended
  })

  it('a stream left behind by a dead process expires', async () => {
    const repo = createPresenceRepo(ctx.app.db)
    const long = new Date(ctx.app.now().getTime() - PRESENCE_EXPIRY_MS - 1000)
    await repo.insert({
      id: 'dead-process-stream',
      projectId,
      userId: editor.user.userId,
      openedAt: long,
      seenAt: long,
    })
    const mine = await openSse(ctx, owner, url())
    const first = await mine.next((e) => e.event === 'presence')
    expect(names(first)).toEqual([])
    mine.leave()
    await repo.remove('dead-process-stream')
  })

  it('streams a build another member started, and names them in the 409 of a second one', async () => {
    const mine = await openSse(ctx, owner, url())
    await mine.next((e) => e.event === 'presence')
    const task = await editor.build({
      projectId,
      prompt: 'Add a due date to each card',
      model: 'offline',
    })
    const news = await mine.next((e) => presence(e).build !== null)
    expect(presence(news).build).toEqual({
      taskId: task._id,
      userId: editor.user.userId,
      name: 'Dana Lee',
    })

    const second = await owner.post('/build_task', {
      projectId,
      prompt: 'Make it dark',
      model: 'offline',
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      error: {
        message:
          'Dana Lee is building this project; wait for the build to finish.',
      },
    })
    const own = await editor.post('/build_task', {
      projectId,
      prompt: 'Make it dark',
      model: 'offline',
    })
    expect(own.statusCode).toBe(409)
    expect(own.json()).toMatchObject({
      error: {
        message:
          'This project is still building. Wait for it to finish or cancel it.',
      },
    })

    await ctx.app.buildWorker.drain()
    await mine.next((e) => presence(e).build === null)
    mine.leave()
  })

  it('removing a member ends their open presence and task event streams at once', async () => {
    const task = await owner.build({
      projectId,
      prompt: 'Add a search box',
      model: 'offline',
    })
    const events = ctx.app.inject({
      method: 'GET',
      url: `/api/build_task/${task._id}/events`,
      headers: { authorization: `Bearer ${viewer.user.accessToken}` },
    })
    const watching = await openSse(ctx, viewer, url())
    await watching.next((e) => e.event === 'presence')
    const mine = await openSse(ctx, owner, url())
    await mine.next((e) => names(e).length === 1)
    const from = mine.events.length

    const removed = await owner.del(
      `/workspaces/${workspaceId}/members/${viewer.user.userId}`
    )
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await settlesWithin(watching.ended, 2_000)).toBe(true)
    expect(await settlesWithin(events, 2_000)).toBe(true)
    const body = (await events).body
    expect(body).not.toContain('COMPLETED')
    await mine.next((e) => names(e).length === 0, from)
    expect((await viewer.get(url())).statusCode).toBe(404)

    mine.leave()
    await ctx.app.buildWorker.drain()
  })
})
