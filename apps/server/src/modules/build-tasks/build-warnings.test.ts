import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'
import {
  appFile,
  FIRST_BUILD,
  useScriptedOpenAi,
  write,
  type ScriptedOpenAi,
} from './test/llm-env'

const FONT_CSS =
  '@import url(\'https://fonts.googleapis.com/css2?family=Inter\');\n@import "tailwindcss";\n'

describe('a version that builds with warnings', { timeout: 120_000 }, () => {
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
  const drain = () => ctx.app.buildWorker.drain()
  const model = 'openai:gpt-4o'
  /** The task's own lines (a follow-up's thread holds the versions before it). */
  const thread = async (taskId: string) =>
    (await alice.get(`/build_task/${taskId}/thread`))
      .json<ThreadResponse>()
      .messages.filter((m) => m.taskId === taskId)

  it('says in its thread what the build let pass, and a clean version says nothing', async () => {
    stub.script(
      FIRST_BUILD[0]!,
      {
        toolCalls: [
          ...FIRST_BUILD[1]!.toolCalls!.filter(
            (call) => call.args.path !== 'src/index.css'
          ),
          write('src/index.css', FONT_CSS),
          write(
            'src/App.tsx',
            appFile('Hello', "import logo from './logo.png'\nexport { logo }\n")
          ),
        ],
      },
      FIRST_BUILD[2]!
    )
    const first = await alice.build({ prompt: 'hello page', model })
    await drain()
    expect((await alice.task(first._id)).status).toBe('COMPLETED')
    const lines = (await thread(first._id)).filter((m) =>
      m.content.startsWith('This version builds, with')
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ role: 'system', kind: 'status' })
    expect(lines[0]!.content).toContain('with 2 things to know:')
    expect(lines[0]!.content).toContain(
      "- src/App.tsx: './logo.png' is missing; a placeholder image is shown instead"
    )
    expect(lines[0]!.content).toContain(
      'the stylesheet https://fonts.googleapis.com/css2?family=Inter is left out'
    )

    stub.script(
      { text: '- Plain heading' },
      {
        toolCalls: [
          write('src/index.css', '@import "tailwindcss";\n'),
          write('src/App.tsx', appFile('Plain')),
        ],
      },
      { text: 'Removed the font and the logo.' }
    )
    const clean = await alice.build({
      prompt: 'no font, no logo',
      projectId: first.projectId,
      model,
    })
    await drain()
    expect((await alice.task(clean._id)).status).toBe('COMPLETED')
    expect(
      (await thread(clean._id)).some((m) =>
        m.content.startsWith('This version builds, with')
      )
    ).toBe(false)
  })
})
