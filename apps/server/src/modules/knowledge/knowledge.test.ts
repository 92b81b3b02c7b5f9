import type { Knowledge } from '@kiln/contract/knowledge'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import {
  FIRST_BUILD,
  useScriptedOpenAi,
  type ScriptedOpenAi,
} from '../build-tasks/test/llm-env'

const model = 'openai:gpt-4o'

/** Every text a request sent, system parts included. */
const textOf = (request: ScriptedOpenAi['requests'][number]) =>
  request.messages.map((m) => JSON.stringify(m.content ?? '')).join('\n')

describe('project and account knowledge', { timeout: 120_000 }, () => {
  let ctx: TestContext
  let alice: Client
  let bob: Client
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  let stub: ScriptedOpenAi
  let projectId: string
  beforeAll(async () => {
    llm = await useScriptedOpenAi()
    stub = llm.server
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    bob = await newClient(ctx)
    projectId = (await alice.build({ prompt: 'A notes app', model: 'offline' }))
      .projectId
    await ctx.app.buildWorker.drain()
  })
  afterAll(async () => {
    await ctx.close()
    await llm.close()
  })
  beforeEach(() => stub.reset())

  const url = (id = projectId) => `/build_project/${id}/knowledge`

  it('saves up to 10,000 characters per project, counting revisions', async () => {
    const empty = await alice.get(url())
    expect(empty.json()).toMatchObject({ content: '', revision: 0 })
    const saved = await alice.put(url(), { content: 'Use British spelling.' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<Knowledge>()).toMatchObject({
      scope: 'project',
      content: 'Use British spelling.',
      revision: 1,
    })
    const full = await alice.put(url(), { content: 'x'.repeat(10_000) })
    expect(full.json<Knowledge>().revision).toBe(2)
    const over = await alice.put(url(), { content: 'x'.repeat(10_001) })
    expect(over.statusCode).toBe(400)
    expect(over.json().error.message).toContain(
      'Instructions must be at most 10,000 characters.'
    )
    expect((await alice.get(url())).json<Knowledge>().revision).toBe(2)
  })

  it("never shows or changes another user's project instructions", async () => {
    await alice.put(url(), { content: 'Secret tone guide.' })
    const read = await bob.get(url())
    expect(read.statusCode).toBe(404)
    expect(read.body).not.toContain('Secret tone guide.')
    const write = await bob.put(url(), { content: 'Hijacked.' })
    expect(write.statusCode).toBe(404)
    expect((await alice.get(url())).json().content).toBe('Secret tone guide.')
  })

  it('keeps account instructions per user', async () => {
    const saved = await alice.put('/users/knowledge', {
      content: 'Always add a dark mode.',
    })
    expect(saved.json()).toMatchObject({ scope: 'user', revision: 1 })
    expect((await bob.get('/users/knowledge')).json().content).toBe('')
    const over = await bob.put('/users/knowledge', {
      content: 'y'.repeat(10_001),
    })
    expect(over.statusCode).toBe(400)
  })

  it('sends both with every model build as a system part and records their revisions', async () => {
    await alice.put(url(), { content: 'Headings are purple.' })
    await alice.put('/users/knowledge', { content: 'Write in French.' })
    const project = (await alice.get(url())).json<Knowledge>().revision
    const account = (await alice.get('/users/knowledge')).json<Knowledge>()
      .revision
    const fresh = await alice.build({ prompt: 'hello page', model })
    // A new project has no project instructions yet: account ones only.
    stub.script(...FIRST_BUILD)
    await ctx.app.buildWorker.drain()
    expect(stub.requests).toHaveLength(3)
    for (const request of stub.requests) {
      const system = request.messages.filter((m) => m.role === 'system')
      expect(system.map((m) => String(m.content)).join('\n')).toContain(
        'Write in French.'
      )
      expect(textOf(request)).not.toContain('Headings are purple.')
    }
    expect((await alice.task(fresh._id)).knowledgeRevisions).toEqual({
      project: 0,
      user: account,
    })

    stub.reset()
    stub.script(...FIRST_BUILD)
    const next = await alice.build({ prompt: 'hello page', model, projectId })
    await ctx.app.buildWorker.drain()
    expect(stub.requests.length).toBeGreaterThan(0)
    for (const request of stub.requests) {
      const system = request.messages
        .filter((m) => m.role === 'system')
        .map((m) => String(m.content))
      // Kiln's fixed text first, the instructions after it: a stable prefix.
      expect(system[0]).not.toContain('Headings are purple.')
      expect(system[1]).toContain('Headings are purple.')
      expect(system[1]).toContain('Write in French.')
    }
    const done = await alice.task(next._id)
    expect(done.knowledgeRevisions).toEqual({ project, user: account })
  })

  it('is not sent or recorded for the offline generator', async () => {
    const task = await alice.build({
      prompt: 'add a FAQ',
      model: 'offline',
      projectId,
    })
    await ctx.app.buildWorker.drain()
    const done = await alice.task(task._id)
    expect(done.status).toBe('COMPLETED')
    expect(done.knowledgeRevisions).toBeNull()
    expect(stub.requests).toHaveLength(0)
  })
})
