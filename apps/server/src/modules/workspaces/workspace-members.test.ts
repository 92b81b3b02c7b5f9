import type { BuildTask } from '@kiln/contract/build-tasks'
import {
  MAX_OWNED_TEAMS,
  type Workspace,
  type WorkspaceMember,
} from '@kiln/contract/workspaces'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTasks, workspaces } from '../../db/schema'
import type { TestContext } from '../../test/helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import { createTeam, join, open } from './test/workspace-kit'

describe('workspace members and roles', () => {
  let ctx: TestContext
  let owner: Client
  let admin: Client
  let editor: Client
  let workspaceId: string
  let built: BuildTask
  beforeAll(async () => {
    ctx = await buildManualApp()
    owner = await newClient(ctx)
    admin = await newClient(ctx)
    editor = await newClient(ctx)
    workspaceId = (await createTeam(owner, 'Studio')).id
    await join(owner, admin, workspaceId, 'admin')
    await join(owner, editor, workspaceId, 'editor')
    built = await owner.build({ prompt: 'A shared board' })
    await ctx.app.buildWorker.drain()
  })
  afterAll(() => ctx.close())

  const members = async (client: Client) => {
    const res = await client.get(`/workspaces/${workspaceId}/members`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ members: WorkspaceMember[]; canManage: boolean }>()
  }
  const roleOf = async (client: Client) =>
    (await members(owner)).members.find((m) => m.userId === client.user.userId)
      ?.role
  const memberUrl = (client: Client) =>
    `/workspaces/${workspaceId}/members/${client.user.userId}`

  it('gives every user a personal workspace they own, and lists each with the caller role', async () => {
    const mine = (await owner.get('/workspaces')).json<{
      workspaces: Workspace[]
    }>().workspaces
    expect(mine.map((w) => [w.kind, w.role, w.current])).toEqual([
      ['personal', 'owner', false],
      ['team', 'owner', true],
    ])
    const theirs = (await editor.get('/workspaces')).json<{
      workspaces: Workspace[]
    }>().workspaces
    expect(theirs.map((w) => [w.kind, w.name, w.role])).toEqual([
      ['personal', 'Personal', 'owner'],
      ['team', 'Studio', 'editor'],
    ])
  })

  it('shows members to every member; only admins and the owner may manage them', async () => {
    const seen = await members(editor)
    expect(seen.canManage).toBe(false)
    expect(seen.members.map((m) => [m.email, m.role])).toEqual([
      [owner.user.email, 'owner'],
      [admin.user.email, 'admin'],
      [editor.user.email, 'editor'],
    ])
    expect((await members(admin)).canManage).toBe(true)
    const byEditor = await editor.patch(memberUrl(admin), { role: 'viewer' })
    expect(byEditor.statusCode).toBe(403)
    const renamed = await editor.patch(`/workspaces/${workspaceId}`, {
      name: 'Mine',
    })
    expect(renamed.statusCode).toBe(403)
    const byAdmin = await admin.patch(`/workspaces/${workspaceId}`, {
      name: 'Studio 2',
    })
    expect(byAdmin.json<Workspace>().name).toBe('Studio 2')
  })

  it('never leaves a workspace without its owner: no demotion, no removal, no leaving', async () => {
    const demote = await admin.patch(memberUrl(owner), { role: 'editor' })
    expect(demote.statusCode).toBe(409)
    expect(demote.json().error.message).toBe(
      'A workspace always keeps its owner: transfer ownership first.'
    )
    expect((await admin.del(memberUrl(owner))).statusCode).toBe(409)
    expect((await owner.del(memberUrl(owner))).statusCode).toBe(409)
    const promote = await admin.patch(memberUrl(editor), { role: 'owner' })
    expect(promote.statusCode).toBe(400)
    expect(await roleOf(owner)).toBe('owner')
    expect(await roleOf(editor)).toBe('editor')
  })

  it('transfers ownership to a member; the old owner stays as admin', async () => {
    const byAdmin = await admin.post(`/workspaces/${workspaceId}/transfer`, {
      userId: admin.user.userId,
    })
    expect(byAdmin.statusCode).toBe(403)
    const res = await owner.post(`/workspaces/${workspaceId}/transfer`, {
      userId: admin.user.userId,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await roleOf(admin)).toBe('owner')
    expect(await roleOf(owner)).toBe('admin')
  })

  it('ends a removed member’s access at once, and lets a member leave', async () => {
    const url = `/build_task/${built._id}`
    expect((await editor.get(url)).statusCode).toBe(200)
    expect((await owner.del(memberUrl(editor))).statusCode).toBe(200)
    expect((await editor.get(url)).statusCode).toBe(404)
    expect(
      (await editor.get(`/workspaces/${workspaceId}/members`)).statusCode
    ).toBe(404)
    // The former owner, now an admin, leaves on their own.
    expect((await owner.del(memberUrl(owner))).statusCode).toBe(200)
    expect((await owner.get(url)).statusCode).toBe(404)
    const left = (await owner.get('/workspaces')).json<{
      workspaces: Workspace[]
    }>().workspaces
    expect(left.map((w) => [w.kind, w.current])).toEqual([['personal', true]])
  })

  it('keeps personal workspaces personal: no invitations, no transfer', async () => {
    const personal = (await editor.get('/workspaces')).json<{
      workspaces: Workspace[]
    }>().workspaces[0]!
    const invite = await editor.post(`/workspaces/${personal.id}/invitations`, {
      email: owner.user.email,
      role: 'viewer',
    })
    expect(invite.statusCode).toBe(409)
    const transfer = await editor.post(`/workspaces/${personal.id}/transfer`, {
      userId: owner.user.userId,
    })
    expect(transfer.statusCode).toBe(409)
    expect(
      (await owner.get(`/workspaces/${personal.id}/members`)).statusCode
    ).toBe(404)
  })
})

describe('deleting an account that belongs to a team workspace', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildManualApp()
  })
  afterAll(() => ctx.close())

  const deleteAccount = (who: Client) =>
    who.call('DELETE', `/users/${who.user.userId}`, { email: who.user.email })

  it('keeps the team’s projects the member made, and refuses while they own a shared team', async () => {
    const owner = await newClient(ctx)
    const editor = await newClient(ctx)
    const workspaceId = (await createTeam(owner, 'Crew')).id
    await join(owner, editor, workspaceId, 'editor')
    await open(editor, workspaceId)
    const teamTask = await editor.build({ prompt: 'A crew roster' })
    const solo = await createTeam(editor, 'Side project')
    const soloTask = await editor.build({ prompt: 'A private sketch' })
    await ctx.app.buildWorker.drain()
    expect(solo.kind).toBe('team')

    const refused = await deleteAccount(owner)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(
      'You own the workspace “Crew”: transfer its ownership or remove its members first. Nothing was deleted.'
    )

    const deleted = await deleteAccount(editor)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(deleted.json()).toMatchObject({ projects: 1 })
    expect((await owner.get(`/build_task/${teamTask._id}`)).statusCode).toBe(
      200
    )
    const { db } = ctx.database
    expect(
      await db.select().from(buildTasks).where(eq(buildTasks.id, soloTask._id))
    ).toEqual([])
    expect(
      await db.select().from(workspaces).where(eq(workspaces.id, solo.id))
    ).toEqual([])
  })
})

describe('bounds', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildManualApp()
  })
  afterAll(() => ctx.close())

  it('lets a user own at most MAX_OWNED_TEAMS team workspaces', async () => {
    const owner = await newClient(ctx)
    for (let i = 0; i < MAX_OWNED_TEAMS; i++) {
      const res = await owner.post('/workspaces', { name: `Team ${i}` })
      expect(res.statusCode).toBe(201)
    }
    const over = await owner.post('/workspaces', { name: 'One more' })
    expect(over.statusCode).toBe(409)
    expect(over.json().error.message).toBe(
      `You can own at most ${MAX_OWNED_TEAMS} team workspaces.`
    )
  })
})

describe('removing a member while they follow a build', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildManualApp()
  })
  afterAll(() => ctx.close())

  it('ends their open event stream; the owner’s goes on to the end', async () => {
    const owner = await newClient(ctx)
    const editor = await newClient(ctx)
    const workspaceId = (await createTeam(owner, 'Live')).id
    await join(owner, editor, workspaceId, 'editor')
    const task = await owner.build({ prompt: 'A live scoreboard' })
    const follow = (who: Client) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/build_task/${task._id}/events`,
        headers: { authorization: `Bearer ${who.user.accessToken}` },
      })
    const editorStream = follow(editor)
    const ownerStream = follow(owner)
    // As the task-events tests do: let both streams subscribe first.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const removed = await owner.del(
      `/workspaces/${workspaceId}/members/${editor.user.userId}`
    )
    expect(removed.statusCode).toBe(200)
    await ctx.app.buildWorker.drain()
    const completed = (body: string) => body.includes('"status":"COMPLETED"')
    expect(completed((await ownerStream).body)).toBe(true)
    expect(completed((await editorStream).body)).toBe(false)
  })
})

describe('deleting a workspace', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildManualApp()
  })
  afterAll(() => ctx.close())

  it('is the owner’s alone, takes the projects with it, and never a personal one', async () => {
    const owner = await newClient(ctx)
    const admin = await newClient(ctx)
    const workspaceId = (await createTeam(owner, 'Doomed')).id
    await join(owner, admin, workspaceId, 'admin')
    const task = await owner.build({ prompt: 'A temporary page' })
    await ctx.app.buildWorker.drain()

    expect((await admin.del(`/workspaces/${workspaceId}`)).statusCode).toBe(403)
    const res = await owner.del(`/workspaces/${workspaceId}`)
    expect(res.statusCode, res.body).toBe(200)
    expect((await owner.get(`/build_task/${task._id}`)).statusCode).toBe(404)
    for (const who of [owner, admin]) {
      const left = (await who.get('/workspaces')).json<{
        workspaces: Workspace[]
      }>().workspaces
      expect(left.map((w) => [w.kind, w.current])).toEqual([['personal', true]])
    }
    const personal = (await owner.get('/workspaces')).json<{
      workspaces: Workspace[]
    }>().workspaces[0]!
    const refused = await owner.del(`/workspaces/${personal.id}`)
    expect(refused.statusCode).toBe(409)
  })
})
