import type { ThreadMessage, ThreadResponse } from '@kiln/contract/build-tasks'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'
import {
  appFile,
  FIRST_BUILD,
  useScriptedOpenAi,
  write,
  type ScriptedOpenAi,
} from './test/llm-env'
import { PLAN_MODE_SYSTEM_START } from './test/plan-texts'

const model = 'openai:gpt-4o'

describe('plan mode', { timeout: 120_000 }, () => {
  let ctx: TestContext
  let alice: Client
  let bob: Client
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  let stub: ScriptedOpenAi
  beforeAll(async () => {
    llm = await useScriptedOpenAi()
    stub = llm.server
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    bob = await newClient(ctx)
  })
  afterAll(async () => {
    await ctx.close()
    await llm.close()
  })
  beforeEach(() => stub.reset())
  const drain = () => ctx.app.buildWorker.drain()
  const creditsUsed = async (user: Client) =>
    (
      await ctx.app.db
        .select({ used: users.creditsUsed })
        .from(users)
        .where(eq(users.id, user.user.userId))
    )[0]!.used
  /** What a plan must leave alone: the head, the versions, the files, the credits. */
  async function snapshot(user: Client, projectId: string) {
    const history = await user.post(
      '/build_task/version_control/list_history',
      {
        projectId,
      }
    )
    const { activeTaskId, tasksHistory } = history.json()
    const files = (await user.get(`/build_task/${activeTaskId}/files`)).json()
    return {
      activeTaskId,
      versions: tasksHistory.length,
      files,
      credits: await creditsUsed(user),
    }
  }
  const thread = async (user: Client, taskId: string) =>
    (await user.get(`/build_task/${taskId}/thread`)).json<ThreadResponse>()
      .messages

  it('answers with the offline app model, free, writing no file', async () => {
    const first = await alice.build({
      prompt: 'A recipe book with ingredients and a rating',
      model: 'offline',
    })
    await drain()
    const before = await snapshot(alice, first.projectId)
    const res = await alice.post('/build_project/plan', {
      projectId: first.projectId,
      prompt: 'add a FAQ and testimonials and connect it to Stripe',
      model: 'offline',
    })
    expect(res.statusCode, res.body).toBe(200)
    const [request, plan] = res.json<{ messages: ThreadMessage[] }>().messages
    expect(request).toMatchObject({
      role: 'user',
      kind: 'proposal',
      credits: 0,
    })
    expect(plan).toMatchObject({ role: 'assistant', kind: 'proposal' })
    expect(plan!.content).toContain('What will change:')
    expect(plan!.content).toMatch(/FAQ/)
    expect(plan!.content).toContain('Files:')
    expect(plan!.content).toContain('src/')
    expect(plan!.content).toContain('your project knowledge is not used')
    expect(await snapshot(alice, first.projectId)).toEqual(before)
    const kinds = (await thread(alice, first._id)).map((m) => m.kind)
    expect(kinds.slice(-2)).toEqual(['proposal', 'proposal'])
    expect(await drain()).toBe(0)
  })

  it('calls the model with the plan prompt and no tools, then "Build this plan" builds as usual', async () => {
    stub.script(...FIRST_BUILD)
    const first = await alice.build({ prompt: 'hello page', model })
    await drain()
    await alice.put(`/build_project/${first.projectId}/knowledge`, {
      content: 'Buttons are round.',
    })
    const before = await snapshot(alice, first.projectId)
    stub.reset()
    const planText =
      'What will change:\n- A goodbye heading\nFiles:\n- src/App.tsx (changed)\nQuestions: None'
    stub.script({ text: planText })
    const res = await alice.post('/build_project/plan', {
      projectId: first.projectId,
      prompt: 'say goodbye',
      model,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(stub.requests).toHaveLength(1)
    const [call] = stub.requests
    expect(call!.tools ?? []).toEqual([])
    const system = call!.messages
      .filter((m) => m.role === 'system')
      .map((m) => String(m.content))
    expect(system[0]).toContain(PLAN_MODE_SYSTEM_START)
    expect(system[1]).toContain('Buttons are round.')
    expect(JSON.stringify(call!.messages.at(-1))).toContain('say goodbye')
    expect(res.json().messages[1]).toMatchObject({
      kind: 'proposal',
      content: planText,
    })
    expect(await snapshot(alice, first.projectId)).toEqual(before)

    // The user edits the plan and builds it: a normal, charged build.
    const edited = planText.replace('goodbye', 'farewell')
    stub.reset()
    stub.script(
      { text: '- Change the heading' },
      { toolCalls: [write('src/App.tsx', appFile('Farewell'))] },
      { text: 'Changed the heading.' }
    )
    const built = await alice.build({
      prompt: edited,
      projectId: first.projectId,
      model,
    })
    await drain()
    const done = await alice.task(built._id)
    expect(done).toMatchObject({ status: 'COMPLETED', creditsSpent: 1 })
    expect(JSON.stringify(stub.requests[0]!.messages)).toContain('farewell')
    // The plan discussion is part of the build's history.
    expect(JSON.stringify(stub.requests[0]!.messages)).toContain('say goodbye')
    const files = (await alice.get(`/build_task/${built._id}/files`)).json()
    expect(JSON.stringify(files)).toContain('Farewell')
    const messages = await thread(alice, built._id)
    const prompt = messages.find(
      (m) => m.taskId === built._id && m.kind === 'prompt'
    )
    expect(prompt).toMatchObject({ content: edited, credits: 1 })
  })

  it("refuses another user's project, an empty prompt and a project still building", async () => {
    const first = await alice.build({ prompt: 'A todo app', model: 'offline' })
    await drain()
    const body = {
      projectId: first.projectId,
      prompt: 'add a FAQ',
      model: 'offline',
    }
    const other = await bob.post('/build_project/plan', body)
    expect(other.statusCode).toBe(404)
    const empty = await alice.post('/build_project/plan', {
      ...body,
      prompt: ' ',
    })
    expect(empty.statusCode).toBe(400)
    await alice.build({
      prompt: 'add a team section',
      projectId: first.projectId,
      model: 'offline',
    })
    const busy = await alice.post('/build_project/plan', body)
    expect(busy.statusCode).toBe(409)
    await drain()
  })
})
