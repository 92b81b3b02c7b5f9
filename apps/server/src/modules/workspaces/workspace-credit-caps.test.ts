import type { BuildTask } from '@kiln/contract/build-tasks'
import type { ListHistoryResponse } from '@kiln/contract/projects'
import type { UserProfileResponse } from '@kiln/contract/users'
import type { WorkspaceMember } from '@kiln/contract/workspaces'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import { createTeam, join, open } from './test/workspace-kit'

describe("a workspace's monthly credit caps", () => {
  let ctx: TestContext
  let owner: Client
  let admin: Client
  let editor: Client
  let stranger: Client
  let workspaceId: string
  let first: BuildTask
  beforeAll(async () => {
    ctx = await buildManualApp()
    owner = await newClient(ctx)
    admin = await newClient(ctx)
    editor = await newClient(ctx)
    stranger = await newClient(ctx)
    workspaceId = (await createTeam(owner, 'Acme')).id
    await join(owner, admin, workspaceId, 'admin')
    await join(owner, editor, workspaceId, 'editor')
    first = await owner.build({ prompt: 'A todo app', model: 'offline' })
    await drain()
  })
  afterAll(() => ctx.close())

  const drain = () => ctx.app.buildWorker.drain()
  const capUrl = (userId: string) =>
    `/workspaces/${workspaceId}/members/${userId}/credit-cap`
  const setCap = (by: Client, who: Client, monthlyCreditCap: unknown) =>
    by.put(capUrl(who.user.userId), { monthlyCreditCap })
  const members = async (by: Client) => {
    const res = await by.get(`/workspaces/${workspaceId}/members`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ members: WorkspaceMember[] }>().members
  }
  const memberOf = async (by: Client, who: Client) =>
    (await members(by)).find((m) => m.userId === who.user.userId)!
  const creditsUsed = async (c: Client) =>
    (await c.get(`/users/${c.user.userId}/profile`)).json<UserProfileResponse>()
      .user.credits.creditsUsedThisCycle
  /** A follow-up on the shared project that changes the app, built to the end. */
  async function followUp(c: Client, prompt: string) {
    const res = await c.post('/build_task', {
      projectId: first.projectId,
      prompt,
      model: 'offline',
    })
    if (res.statusCode === 201) await drain()
    return res
  }

  it('lets an admin set and clear a member cap; the list shows it', async () => {
    expect((await setCap(admin, editor, 5)).statusCode).toBe(200)
    expect(await memberOf(owner, editor)).toMatchObject({
      monthlyCreditCap: 5,
      creditsUsedThisCycle: 0,
    })
    expect((await setCap(owner, editor, null)).statusCode).toBe(200)
    expect((await memberOf(admin, editor)).monthlyCreditCap).toBeNull()
  })

  it('refuses an editor (403), a stranger (404) and an admin capping the owner (403)', async () => {
    const byEditor = await setCap(editor, admin, 3)
    expect(byEditor.statusCode).toBe(403)
    expect(byEditor.json().error.message).toMatch(/needs admin or above/)
    expect((await setCap(stranger, editor, 3)).statusCode).toBe(404)
    const ownerCap = await setCap(admin, owner, 3)
    expect(ownerCap.statusCode).toBe(403)
    expect(ownerCap.json().error.message).toBe(
      "Only the owner can change the owner's credit cap."
    )
    expect((await setCap(owner, owner, 500)).statusCode).toBe(200)
    expect((await setCap(owner, owner, null)).statusCode).toBe(200)
    expect((await setCap(admin, stranger, 3)).statusCode).toBe(404)
    expect((await memberOf(owner, admin)).monthlyCreditCap).toBeNull()
  })

  it('answers 400 with a message for a cap that is not a whole number from 0 to 1,000,000', async () => {
    for (const bad of [-1, 1.5, '5', 1_000_001, undefined, true]) {
      const res = await setCap(admin, editor, bad)
      expect(res.statusCode, String(bad)).toBe(400)
      expect(res.json().error.message, String(bad)).toBeTruthy()
    }
    const none = await admin.put(capUrl(editor.user.userId), {})
    expect(none.statusCode).toBe(400)
    expect((await memberOf(owner, editor)).monthlyCreditCap).toBeNull()
  })

  it("refuses a cap in a personal workspace (409) and shows the cap, not others' spend, to non-admins", async () => {
    const personal = (await editor.get('/workspaces'))
      .json<{ workspaces: { id: string; kind: string }[] }>()
      .workspaces.find((w) => w.kind === 'personal')!
    const res = await editor.put(
      `/workspaces/${personal.id}/members/${editor.user.userId}/credit-cap`,
      { monthlyCreditCap: 3 }
    )
    expect(res.statusCode).toBe(409)
    expect((await setCap(admin, admin, 7)).statusCode).toBe(200)
    const seen = await members(editor)
    expect(seen.find((m) => m.userId === admin.user.userId)).toMatchObject({
      monthlyCreditCap: 7,
      creditsUsedThisCycle: null,
    })
    expect(
      seen.find((m) => m.userId === editor.user.userId)?.creditsUsedThisCycle
    ).toBe(0)
    await setCap(admin, admin, null)
  })

  it("charges an editor's follow-up on the owner's project to the editor, not the owner", async () => {
    const ownerBefore = await creditsUsed(owner)
    const editorBefore = await creditsUsed(editor)
    const res = await followUp(editor, 'Rename it to Alpha')
    expect(res.statusCode, res.body).toBe(201)
    const task = await editor.task(res.json<BuildTask>()._id)
    expect(task.status).toBe('COMPLETED')
    expect(task.creditsSpent).toBe(1)
    expect(await creditsUsed(editor)).toBe(editorBefore + 1)
    expect(await creditsUsed(owner)).toBe(ownerBefore)
    expect((await memberOf(admin, editor)).creditsUsedThisCycle).toBe(1)
    expect((await memberOf(admin, owner)).creditsUsedThisCycle).toBe(1)
  })

  it('refuses a build that would take the member past the cap (402), then lets it through once the cap is raised', async () => {
    expect((await setCap(admin, editor, 2)).statusCode).toBe(200)
    const fits = await followUp(editor, 'Rename it to Beta')
    expect(fits.statusCode, fits.body).toBe(201)
    expect((await memberOf(admin, editor)).creditsUsedThisCycle).toBe(2)
    const before = await creditsUsed(editor)
    const refused = await followUp(editor, 'Rename it to Gamma')
    expect(refused.statusCode).toBe(402)
    expect(refused.json().error).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message:
        "You have reached this workspace's monthly limit of 2 credits set by its admins.",
    })
    expect(await creditsUsed(editor)).toBe(before)
    // Another member's builds are not theirs to count.
    expect((await followUp(owner, 'Rename it to Gamma')).statusCode).toBe(201)
    // The cap is per workspace: the editor's own projects are not limited.
    const personalBuild = await editor.post('/build_task', {
      prompt: 'A notes app',
      model: 'offline',
    })
    expect(personalBuild.statusCode, personalBuild.body).toBe(201)
    await drain()
    expect((await memberOf(admin, editor)).creditsUsedThisCycle).toBe(2)
    expect((await setCap(admin, editor, 3)).statusCode).toBe(200)
    expect((await followUp(editor, 'Rename it to Delta')).statusCode).toBe(201)
    const zero = await setCap(admin, editor, 0)
    expect(zero.statusCode).toBe(200)
    const none = await followUp(editor, 'Rename it to Epsilon')
    expect(none.statusCode).toBe(402)
    expect(none.json().error.message).toBe(
      "You have reached this workspace's monthly limit of 0 credits set by its admins."
    )
  })

  it('lets parallel builds of a capped member through only up to the cap', async () => {
    const racer = await newClient(ctx)
    await join(owner, racer, workspaceId, 'editor')
    await open(racer, workspaceId)
    expect((await setCap(admin, racer, 2)).statusCode).toBe(200)
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        racer.post('/build_task', { prompt: `Todo app ${n}`, model: 'offline' })
      )
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      201, 201, 402, 402,
    ])
    await drain()
    expect((await memberOf(admin, racer)).creditsUsedThisCycle).toBe(2)
  })

  it('names the author of each version and each prompt', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${editor.user.userId}/profile`,
      headers: { authorization: `Bearer ${editor.user.accessToken}` },
      payload: { name: 'Eddie Editor' },
    })
    const history = (
      await admin.post('/build_task/version_control/list_history', {
        projectId: first.projectId,
      })
    ).json<ListHistoryResponse>()
    const byAuthor = history.tasksHistory.map((v) => [
      v.buildTask.prompt,
      v.authorName,
    ])
    expect(byAuthor).toContainEqual(['A todo app', owner.user.email])
    expect(byAuthor).toContainEqual(['Rename it to Alpha', 'Eddie Editor'])
    const head = history.tasksHistory.at(-1)!.buildTask._id
    const thread = (await admin.get(`/build_task/${head}/thread`)).json<{
      messages: { kind: string; content: string; authorName: string | null }[]
    }>().messages
    const prompts = thread
      .filter((m) => m.kind === 'prompt')
      .map((m) => [m.content, m.authorName])
    expect(prompts).toContainEqual(['A todo app', owner.user.email])
    expect(prompts).toContainEqual(['Rename it to Alpha', 'Eddie Editor'])
    expect(
      thread.filter((m) => m.kind !== 'prompt').every((m) => !m.authorName)
    ).toBe(true)
  })
})
