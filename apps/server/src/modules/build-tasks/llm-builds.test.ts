import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { listTaskEventsAfter, toTaskEvent } from './task-events.repo'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'
import {
  appFile,
  FIRST_BUILD,
  useScriptedOpenAi,
  write,
  type ScriptedOpenAi,
} from './test/llm-env'

describe('LLM builds through the AI SDK provider', { timeout: 120_000 }, () => {
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
    const { models } = (await alice.get('/models')).json()
    expect(models.map((m: { id: string }) => m.id)).toContain(model)
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
    // The project is Kiln's template with the model's files written over it.
    expect(files.files.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining([
        '.kiln/deps.lock.json',
        'index.html',
        'src/App.tsx',
        'src/components/ui/button.tsx',
      ])
    )
    expect(JSON.stringify(stub.requests[3]!.messages)).toContain('hello page')

    stub.script(
      { text: '- Use tiny-absent-package' },
      {
        toolCalls: [
          write(
            'src/App.tsx',
            appFile(
              'Hi',
              "import tiny from 'tiny-absent-package'\nexport const c = tiny\n"
            )
          ),
        ],
      },
      { text: 'Done.' },
      { toolCalls: [write('src/App.tsx', appFile('Hi'))] },
      { text: 'Removed tiny-absent-package.' }
    )
    const repaired = await alice.build({
      prompt: 'use tiny-absent-package',
      projectId: first.projectId,
      model,
    })
    await drain()
    expect((await alice.task(repaired._id)).status).toBe('COMPLETED')
    const thread = (
      await alice.get(`/build_task/${repaired._id}/thread`)
    ).json<ThreadResponse>()
    const repair = thread.messages.find((m) => m.kind === 'repair')
    expect(repair?.content).toContain(
      "Package 'tiny-absent-package' is not available"
    )
    expect(
      thread.messages.filter((m) => m.kind === 'reply').map((m) => m.content)
    ).toEqual([
      'Built a page with a heading.',
      'Changed the heading.',
      'Done.',
      'Removed tiny-absent-package.',
    ])
  })

  it('shows a targeted edit as a diff in the thread and events, and stores cached tokens', async () => {
    stub.script(...FIRST_BUILD)
    const first = await alice.build({ prompt: 'hello page', model })
    await drain()
    stub.script(
      { text: '- Change the heading', cachedTokens: 0 },
      {
        cachedTokens: 90,
        toolCalls: [
          {
            name: 'editFile',
            args: {
              path: 'src/App.tsx',
              oldText: '>Hello<',
              newText: '>Hi there<',
            },
          },
        ],
      },
      { text: 'Changed the heading.', cachedTokens: 90 }
    )
    const edit = await alice.build({
      prompt: 'say hi there',
      projectId: first.projectId,
      model,
    })
    await drain()
    const done = await alice.task(edit._id)
    expect(done).toMatchObject({
      status: 'COMPLETED',
      usage: { inputTokens: 300, outputTokens: 60, cachedInputTokens: 180 },
    })
    const thread = (
      await alice.get(`/build_task/${edit._id}/thread`)
    ).json<ThreadResponse>()
    const edits = thread.messages.filter(
      (m) => m.kind === 'edit' && m.taskId === edit._id
    )
    expect(edits.map((m) => m.content)).toEqual([
      'Edited src/App.tsx (+1 -1)\n@@ -1,3 +1,3 @@\n export function App() {\n-  return <h1 className="text-3xl font-bold">Hello</h1>\n+  return <h1 className="text-3xl font-bold">Hi there</h1>\n }',
    ])
    // A first build's created files are not thread lines of their own.
    expect(
      thread.messages.filter((m) => m.kind === 'edit' && m.taskId === first._id)
    ).toEqual([])
    const events = (
      await listTaskEventsAfter(ctx.database.db, edit._id, 0)
    ).map(toTaskEvent)
    expect(events.flatMap((e) => (e.type === 'step' ? [e.step] : []))).toEqual([
      'plan',
      'code',
      'check',
    ])
    expect(events.find((e) => e.type === 'file')).toMatchObject({
      path: 'src/App.tsx',
      action: 'updated',
      added: 1,
      removed: 1,
    })
    // The edit changed one file: the version has the same files as the first.
    const paths = async (id: string) =>
      (await alice.get(`/build_task/${id}/files`))
        .json()
        .files.map((f: { path: string }) => f.path)
        .sort()
    expect(await paths(edit._id)).toEqual(await paths(first._id))
  })

  it('fails with the build errors in the thread and refunds when repairs do not help', async () => {
    const broken = {
      toolCalls: [
        write(
          'src/App.tsx',
          appFile(
            'Hi',
            "import tiny from 'tiny-absent-package'\nexport const c = tiny\n"
          )
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
    const failure = thread.messages.find((m) => m.status === 'FAILED')
    expect(failure?.kind).toBe('error')
    expect(failure?.content).toContain(
      "Package 'tiny-absent-package' is not available"
    )
    expect(thread.messages.at(-1)?.content).toBe(
      'Not charged: the model could not make this version build.'
    )
    const ledger = await ctx.app.services.credits.ofTask(task._id)
    expect(ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['build_reserve', 1],
      ['build_refund', -1],
    ])
  })
})
