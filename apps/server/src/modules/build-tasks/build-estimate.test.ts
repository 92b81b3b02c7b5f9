import type { Estimate } from '@kiln/contract/build-estimate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { CODE_REQUESTS, estimateFromSizes, median } from './build-estimate'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'
import {
  appFile,
  FIRST_BUILD,
  useScriptedOpenAi,
  write,
  type ScriptedOpenAi,
} from './test/llm-env'

const model = 'openai:gpt-4o'

describe('the formula', () => {
  it('adds the plan call, CODE_REQUESTS coding requests and the output sent back', () => {
    expect(CODE_REQUESTS).toBe(2)
    // 4,000 chars = 1,000 tokens; 8,000 chars = 2,000 tokens, twice; 1,000 output (sent back once).
    expect(
      estimateFromSizes(model, { plan: 4_000, code: 8_000 }, 1_000)
    ).toEqual({ inputTokens: 6_000, outputTokens: 1_000, credits: 4 })
    // The charging rule's minimum: 1 credit.
    expect(estimateFromSizes(model, { plan: 0, code: 0 }, 0).credits).toBe(1)
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeUndefined()
  })
})

describe('cost before and after', { timeout: 180_000 }, () => {
  let ctx: TestContext
  let alice: Client
  let bob: Client
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  let stub: ScriptedOpenAi
  beforeAll(async () => {
    llm = await useScriptedOpenAi({ measureTokens: true })
    stub = llm.server
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    bob = await newClient(ctx)
  })
  afterAll(async () => {
    await ctx.close()
    await llm.close()
  })
  const drain = () => ctx.app.buildWorker.drain()
  const estimate = async (user: Client, body: object) => {
    const res = await user.post('/build_project/estimate', body)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Estimate>()
  }

  it("estimates plans as free, offline as 1, and refuses another user's project", async () => {
    const first = await alice.build({ prompt: 'A todo app', model: 'offline' })
    await drain()
    const body = { projectId: first.projectId, prompt: 'add a FAQ' }
    expect(await estimate(alice, { ...body, model: 'offline' })).toMatchObject({
      credits: 1,
    })
    expect(
      await estimate(alice, { ...body, model, mode: 'plan' })
    ).toMatchObject({
      credits: 0,
      basis: 'Plans are free: they write no file.',
    })
    const other = await bob.post('/build_project/estimate', { ...body, model })
    expect(other.statusCode).toBe(404)
    const bad = await alice.post('/build_project/estimate', {
      ...body,
      mode: 'x',
    })
    expect(bad.statusCode).toBe(400)
  })

  it('grows with the knowledge sent', async () => {
    const first = await alice.build({ prompt: 'A notes app', model: 'offline' })
    await drain()
    const body = { projectId: first.projectId, prompt: 'make it blue', model }
    const without = await estimate(alice, body)
    await alice.put(`/build_project/${first.projectId}/knowledge`, {
      content: 'k'.repeat(8_000),
    })
    const withKnowledge = await estimate(alice, body)
    // Sent with the plan call and both coding requests: 3 × 2,000 tokens (and its heading).
    expect(
      withKnowledge.inputTokens - without.inputTokens
    ).toBeGreaterThanOrEqual(6_000)
    expect(withKnowledge.credits).toBeGreaterThan(without.credits)
  })

  it('comes within a band of what scripted builds cost, and the thread shows the cost', async () => {
    const rows: {
      step: string
      estimate: number
      actual: number
      tokensEst: number
      tokensActual: number
    }[] = []
    const measure = async (
      step: string,
      body: object,
      script: Parameters<ScriptedOpenAi['script']>
    ) => {
      const before = await estimate(alice, { ...body, model })
      stub.reset()
      stub.script(...script)
      const task = await alice.build({ ...body, model })
      await drain()
      const done = await alice.task(task._id)
      expect(done.status).toBe('COMPLETED')
      rows.push({
        step,
        estimate: before.credits,
        actual: done.creditsSpent,
        tokensEst: before.inputTokens + before.outputTokens,
        tokensActual: done.usage.inputTokens + done.usage.outputTokens,
      })
      return done
    }
    const first = await measure(
      'new app',
      { prompt: 'hello page' },
      FIRST_BUILD
    )
    const projectId = first.projectId
    const words = ['Goodbye', 'Welcome back', 'See you soon', 'Hello again']
    for (const [i, word] of words.entries()) {
      await measure(
        `change ${i + 1}`,
        { prompt: `make the heading say ${word}`, projectId },
        [
          { text: `- Change the heading to ${word}` },
          { toolCalls: [write('src/App.tsx', appFile(word))] },
          { text: `Changed the heading to ${word}.` },
        ]
      )
    }
    console.table(rows)
    for (const row of rows.slice(1)) {
      // Follow-ups, with recent builds to learn from: within ±50% in tokens and 1 credit.
      expect(row.tokensEst / row.tokensActual).toBeGreaterThan(0.5)
      expect(row.tokensEst / row.tokensActual).toBeLessThan(1.5)
      expect(Math.abs(row.estimate - row.actual)).toBeLessThanOrEqual(1)
    }
    const thread = (await alice.get(`/build_task/${first._id}/thread`)).json()
    const prompt = thread.messages.find(
      (m: { kind: string }) => m.kind === 'prompt'
    )
    expect(prompt.credits).toBe(first.creditsSpent)
  })

  it("shows 0 on a failed build's prompt: failed builds are refunded", async () => {
    stub.reset()
    // The model writes an app that never bundles, through every repair round.
    const broken = write('src/App.tsx', 'export function App( {')
    stub.script(
      ...FIRST_BUILD.slice(0, 1),
      { toolCalls: [broken] },
      { text: 'Done.' },
      { toolCalls: [broken] },
      { text: 'Fixed.' },
      { toolCalls: [broken] },
      { text: 'Fixed.' }
    )
    const task = await alice.build({ prompt: 'broken page', model })
    await drain()
    const done = await alice.task(task._id)
    expect(done.status).toBe('FAILED')
    expect(done.creditsSpent).toBe(0)
    const thread = (await alice.get(`/build_task/${task._id}/thread`)).json()
    const prompt = thread.messages.find(
      (m: { kind: string }) => m.kind === 'prompt'
    )
    expect(prompt.credits).toBe(0)
  })
})
