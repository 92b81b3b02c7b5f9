import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { ledgerOf } from '../credits/credits.repo'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'
import {
  appFile,
  FIRST_BUILD,
  useScriptedOpenAi,
  write,
  type ScriptedOpenAi,
} from './test/llm-env'

describe('LLM builds through the AI SDK provider', () => {
  let ctx: TestContext
  let alice: Client
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  let stub: ScriptedOpenAi
  beforeAll(async () => {
    llm = await useScriptedOpenAi()
    stub = llm.server
    ctx = await buildManualApp()
    alice = await newClient(ctx)
  })
  afterAll(async () => {
    await ctx.close()
    await llm.close()
  })
  beforeEach(() => stub.reset())
  const drain = () => ctx.app.buildWorker.drain()
  const model = 'openai:gpt-4o'

  it('builds, edits one file in a follow-up and repairs a bundle error', async () => {
    expect((await alice.get('/models')).json().defaultModelId).toBe(model)
    stub.script(...FIRST_BUILD)
    const first = await alice.build({ prompt: 'hello page', model })
    await drain()
    const done = await alice.task(first._id)
    expect(done).toMatchObject({
      status: 'COMPLETED',
      model: { id: model, label: 'GPT-4o' },
      usage: { inputTokens: 300, outputTokens: 60 },
      creditsSpent: 1,
      name: 'Hello App',
    })
    expect(stub.requests).toHaveLength(3)

    stub.script(
      { text: '- Change the heading' },
      { toolCalls: [write('src/App.tsx', appFile('Goodbye'))] },
      { text: 'Changed the heading.' }
    )
    const edit = await alice.build({
      prompt: 'say goodbye',
      projectId: first.projectId,
      model,
    })
    await drain()
    expect((await alice.task(edit._id)).status).toBe('COMPLETED')
    const files = (await alice.get(`/build_task/${edit._id}/files`)).json()
    const app = files.files.find(
      (f: { path: string }) => f.path === 'src/App.tsx'
    )
    expect(app.content).toContain('Goodbye')
    expect(files.files).toHaveLength(4)
    expect(JSON.stringify(stub.requests[3]!.messages)).toContain('hello page')

    stub.script(
      { text: '- Use axios' },
      {
        toolCalls: [
          write(
            'src/App.tsx',
            appFile('Hi', "import axios from 'axios'\nexport const c = axios\n")
          ),
        ],
      },
      { text: 'Done.' },
      { toolCalls: [write('src/App.tsx', appFile('Hi'))] },
      { text: 'Removed axios.' }
    )
    const repaired = await alice.build({
      prompt: 'fetch with axios',
      projectId: first.projectId,
      model,
    })
    await drain()
    expect((await alice.task(repaired._id)).status).toBe('COMPLETED')
    const thread = (
      await alice.get(`/build_task/${repaired._id}/thread`)
    ).json<ThreadResponse>()
    const repair = thread.messages.find((m) => m.kind === 'repair')
    expect(repair?.content).toContain("Package 'axios' is not available")
    expect(
      thread.messages.filter((m) => m.kind === 'reply').map((m) => m.content)
    ).toEqual([
      'Built a page with a heading.',
      'Changed the heading.',
      'Done.',
      'Removed axios.',
    ])
  })

  it('fails with the build errors in the thread and refunds when repairs do not help', async () => {
    const broken = {
      toolCalls: [
        write(
          'src/App.tsx',
          appFile('Hi', "import axios from 'axios'\nexport const c = axios\n")
        ),
      ],
    }
    stub.script(
      { text: '- plan' },
      {
        toolCalls: [
          ...FIRST_BUILD[1]!.toolCalls!.slice(0, 3),
          broken.toolCalls[0]!,
        ],
      },
      { text: 'Done.' },
      broken,
      { text: 'Tried.' },
      broken,
      { text: 'Tried again.' }
    )
    const task = await alice.build({ prompt: 'broken app', model })
    await drain()
    const failed = await alice.task(task._id)
    expect(failed.status).toBe('FAILED')
    expect(failed.error).toBe(
      'The app still had build errors after the automatic repair rounds.'
    )
    expect(failed.creditsSpent).toBe(0)
    expect(failed.previewUrl).toBeNull()
    const thread = (
      await alice.get(`/build_task/${task._id}/thread`)
    ).json<ThreadResponse>()
    expect(thread.messages.filter((m) => m.kind === 'repair')).toHaveLength(2)
    expect(thread.messages.at(-1)).toMatchObject({
      kind: 'error',
      status: 'FAILED',
    })
    expect(thread.messages.at(-1)!.content).toContain(
      "Package 'axios' is not available"
    )
    const ledger = await ledgerOf(ctx.database.db, task._id)
    expect(ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['build_reserve', 1],
      ['build_refund', -1],
    ])
  })
})
