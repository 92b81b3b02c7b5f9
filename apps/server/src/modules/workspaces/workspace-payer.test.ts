import type { Estimate } from '@kiln/contract/build-estimate'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { UserProfileResponse } from '@kiln/contract/users'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import { appFile, useScriptedOpenAi, write } from '../build-tasks/test/llm-env'
import { createTeam, join } from './test/workspace-kit'

const GPT = 'openai:gpt-4o'
const OWNER_KEY = 'sk-owner-key-for-team-test-0123456789AB'
const EDITOR_KEY = 'sk-editor-key-for-team-test-9876543210Z'
/** A follow-up: plan, one file changed, reply. */
const CHANGE = (title: string) => [
  { text: `- Title: ${title}` },
  { toolCalls: [write('src/App.tsx', appFile(title))] },
  { text: `Renamed it to ${title}.` },
]

describe("a member's build in a team workspace", { timeout: 120_000 }, () => {
  let ctx: TestContext
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  let owner: Client
  let editor: Client
  let projectId: string
  let workspaceId: string
  beforeAll(async () => {
    llm = await useScriptedOpenAi()
    ctx = await buildManualApp()
    owner = await newClient(ctx)
    editor = await newClient(ctx)
    workspaceId = (await createTeam(owner, 'Acme')).id
    await join(owner, editor, workspaceId, 'editor')
    const first = await owner.build({ prompt: 'A todo app', model: 'offline' })
    await drain()
    projectId = first.projectId
    const saved = await owner.put(
      `/users/${owner.user.userId}/provider-keys/openai`,
      { apiKey: OWNER_KEY }
    )
    expect(saved.statusCode, saved.body).toBe(200)
  })
  afterAll(async () => {
    await ctx.close()
    await llm.close()
  })
  beforeEach(() => llm.server.reset())

  const drain = () => ctx.app.buildWorker.drain()
  const creditsUsed = async (c: Client) =>
    (await c.get(`/users/${c.user.userId}/profile`)).json<UserProfileResponse>()
      .user.credits.creditsUsedThisCycle
  async function followUp(c: Client, title: string) {
    llm.server.script(...CHANGE(title))
    const res = await c.post('/build_task', {
      projectId,
      prompt: `Rename it to ${title}`,
      model: GPT,
    })
    if (res.statusCode !== 201) return res
    await drain()
    return res
  }

  it("runs on the operator's key and the editor's credits, never the owner's key or credits", async () => {
    const ownerBefore = await creditsUsed(owner)
    const editorBefore = await creditsUsed(editor)
    const res = await followUp(editor, 'Alpha')
    expect(res.statusCode, res.body).toBe(201)
    const done = await editor.task(res.json<BuildTask>()._id)
    expect(done.status).toBe('COMPLETED')
    expect(llm.server.requests.length).toBeGreaterThan(0)
    expect(new Set(llm.server.authorizations)).toEqual(
      new Set(['Bearer sk-test'])
    )
    expect(done.creditsSpent).toBeGreaterThan(0)
    expect(await creditsUsed(editor)).toBe(editorBefore + done.creditsSpent)
    expect(await creditsUsed(owner)).toBe(ownerBefore)
  })

  it("runs on the editor's own key when they have one, at no Kiln credit", async () => {
    const saved = await editor.put(
      `/users/${editor.user.userId}/provider-keys/openai`,
      { apiKey: EDITOR_KEY }
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const before = await creditsUsed(editor)
    const res = await followUp(editor, 'Beta')
    expect(res.statusCode, res.body).toBe(201)
    expect((await editor.task(res.json<BuildTask>()._id)).creditsSpent).toBe(0)
    expect(new Set(llm.server.authorizations)).toEqual(
      new Set([`Bearer ${EDITOR_KEY}`])
    )
    expect(await creditsUsed(editor)).toBe(before)
    const removed = await editor.del(
      `/users/${editor.user.userId}/provider-keys/openai`
    )
    expect(removed.statusCode).toBe(200)
  })

  it("checks a capped member's build by its estimate, not only the reservation", async () => {
    const spent = (await owner.get(`/workspaces/${workspaceId}/members`))
      .json<{
        members: { userId: string; creditsUsedThisCycle: number }[]
      }>()
      .members.find(
        (m) => m.userId === editor.user.userId
      )!.creditsUsedThisCycle
    const estimate = (
      await editor.post('/build_project/estimate', {
        projectId,
        prompt: 'Rename it to Gamma',
        model: GPT,
      })
    ).json<Estimate>()
    expect(estimate.credits).toBeGreaterThan(1)
    const cap = spent + estimate.credits - 1
    const capped = await owner.put(
      `/workspaces/${workspaceId}/members/${editor.user.userId}/credit-cap`,
      { monthlyCreditCap: cap }
    )
    expect(capped.statusCode).toBe(200)
    const refused = await followUp(editor, 'Gamma')
    expect(refused.statusCode).toBe(402)
    expect(refused.json().error.message).toBe(
      `You have reached this workspace's monthly limit of ${cap} credits set by its admins.`
    )
    expect(llm.server.requests).toHaveLength(0)
    // The offline generator's 1 credit still fits.
    const offline = await editor.post('/build_task', {
      projectId,
      prompt: 'Rename it to Delta',
      model: 'offline',
    })
    expect(offline.statusCode, offline.body).toBe(201)
  })
})
