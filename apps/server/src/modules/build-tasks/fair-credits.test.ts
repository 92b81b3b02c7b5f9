import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'
import {
  FIRST_BUILD,
  useScriptedOpenAi,
  type ScriptedOpenAi,
} from './test/llm-env'

const edit = (oldText: string, newText: string) => ({
  name: 'editFile',
  args: { path: 'src/App.tsx', oldText, newText },
})
/** A model call that would cost 3 credits if it were charged. */
const BIG = { promptTokens: 5000, completionTokens: 20 }

describe('the verification loop and fair credits', { timeout: 120_000 }, () => {
  let ctx: TestContext
  let alice: Client
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  let stub: ScriptedOpenAi
  let projectId = ''
  beforeAll(async () => {
    llm = await useScriptedOpenAi()
    stub = llm.server
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    stub.script(...FIRST_BUILD)
    const first = await alice.build({ prompt: 'hello page', model })
    await drain()
    projectId = first.projectId
  })
  afterAll(async () => {
    await ctx.close()
    await llm.close()
  })
  beforeEach(() => stub.reset())
  const drain = () => ctx.app.buildWorker.drain()
  const model = 'openai:gpt-4o'
  const thread = async (id: string) =>
    (await alice.get(`/build_task/${id}/thread`))
      .json<ThreadResponse>()
      .messages.filter((m) => m.taskId === id)
  const followUp = async (prompt: string) => {
    const task = await alice.build({ prompt, projectId, model })
    await drain()
    return alice.task(task._id)
  }

  it('feeds a type error back, shows the round in the thread and does not charge the repair', async () => {
    stub.script(
      { text: '- Show the count' },
      { toolCalls: [edit('>Hello<', '>{count.toFixed()}<')] },
      { text: 'Shows the count.' },
      { toolCalls: [edit('{count.toFixed()}', '{(3).toFixed()}')], ...BIG },
      { text: 'Declared the count.', ...BIG }
    )
    const task = await followUp('show the count')
    expect(task.status).toBe('COMPLETED')
    // The repair request carried the type error with its place.
    expect(JSON.stringify(stub.requests[3]!.messages)).toContain(
      "src/App.tsx:2:46: TS2304: Cannot find name 'count'."
    )
    const lines = await thread(task._id)
    const repair = lines.find((m) => m.kind === 'repair')
    expect(repair?.content).toBe(
      "Repair round 1: the check found 1 error; the model is fixing it.\nsrc/App.tsx:2:46: TS2304: Cannot find name 'count'."
    )
    expect(lines.some((m) => m.kind === 'error')).toBe(false)
    expect(task.usage.inputTokens).toBe(10_300)
    expect(task.creditsSpent).toBe(1)
    expect(task.charges).toEqual({
      credits: 1,
      summary:
        'Charged 1 credit for planning and writing code (360 tokens). Not charged: repair rounds after a failed check (10,040 tokens).',
      items: [
        {
          kind: 'plan',
          tokens: 120,
          charged: true,
          reason: 'Planning the change is charged.',
        },
        {
          kind: 'code',
          tokens: 240,
          charged: true,
          reason: 'Writing the code is charged.',
        },
        {
          kind: 'repair',
          tokens: 10_040,
          charged: false,
          reason: 'Repair rounds after a failed check are not charged.',
        },
      ],
    })
    expect(lines.at(-1)).toMatchObject({
      kind: 'status',
      content: task.charges!.summary,
    })
  })

  it('does not charge a model call that only retries an ambiguous edit Kiln refused', async () => {
    stub.script(
      { text: '- Say hi' },
      { toolCalls: [edit('l', 'L')] },
      { toolCalls: [edit('>{(3).toFixed()}<', '>Hi<')], ...BIG },
      { text: 'Says hi.' }
    )
    const task = await followUp('say hi')
    expect(task.status).toBe('COMPLETED')
    expect(JSON.stringify(stub.requests[2]!.messages)).toMatch(
      /Rejected: oldText occurs \d+ times in src\/App.tsx/
    )
    expect(task.creditsSpent).toBe(1)
    expect(task.charges?.items.find((i) => i.kind === 'retry')).toEqual({
      kind: 'retry',
      tokens: 5020,
      charged: false,
      reason:
        'Model calls that only retried a tool call Kiln refused are not charged.',
    })
  })

  it('keeps a version with type errors it could not fix, says so and charges no repair', async () => {
    const stillBroken = { toolCalls: [edit('>Hi<', '>{missing}<')], ...BIG }
    stub.script(
      { text: '- Show the value' },
      { toolCalls: [edit('>Hi<', '>{value}<')] },
      { text: 'Shows it.' },
      stillBroken,
      { text: 'Tried.', ...BIG },
      { toolCalls: [edit('>{value}<', '>{other}<')], ...BIG },
      { text: 'Tried again.', ...BIG }
    )
    const task = await followUp('show the value')
    expect(task.status).toBe('COMPLETED')
    const lines = await thread(task._id)
    expect(lines.filter((m) => m.kind === 'repair')).toHaveLength(2)
    expect(lines.find((m) => m.kind === 'error')?.content).toBe(
      "This version builds, but the model could not fix this error the check found:\nsrc/App.tsx:2:46: TS2304: Cannot find name 'other'."
    )
    expect(task.creditsSpent).toBe(1)
    expect(task.charges?.summary).toMatch(
      /^Charged 1 credit .* Not charged: repair rounds/
    )
  })

  it('refunds a version the model could not make build and says why', async () => {
    const broken = { toolCalls: [edit('>{other}<', '>{<')], ...BIG }
    stub.script(
      { text: '- Break it' },
      broken,
      { text: 'Done.' },
      broken,
      { text: 'Tried.' },
      broken,
      {
        text: 'Tried again.',
      }
    )
    const task = await followUp('break it')
    expect(task.status).toBe('FAILED')
    expect(task.creditsSpent).toBe(0)
    expect(task.charges).toMatchObject({
      credits: 0,
      summary: 'Not charged: the model could not make this version build.',
    })
    expect(task.charges?.items.every((i) => !i.charged)).toBe(true)
    const ledger = await ctx.app.services.credits.ofTask(task._id)
    expect(ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['build_reserve', 1],
      ['build_refund', -1],
    ])
    const lines = await thread(task._id)
    expect(lines.at(-1)).toMatchObject({
      kind: 'status',
      content: 'Not charged: the model could not make this version build.',
    })
  })
})
