import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'
import {
  appFile,
  FIRST_BUILD,
  useScriptedOpenAi,
  write,
  type ScriptedOpenAi,
} from './test/llm-env'

/*
 * A build that still has errors after the repair rounds keeps the files the
 * model wrote: a new project's first build that fails is the project's code
 * for the next prompt (not the template), and "Try to fix" of a failed
 * version starts from that version's files, which have the error.
 */

const BROKEN_IMPORT = "import tiny from 'tiny-absent-package'\n"
const brokenApp = appFile('Hi', `${BROKEN_IMPORT}export const c = tiny\n`)
const broken = { toolCalls: [write('src/App.tsx', brokenApp)] }
/** The repair rounds write the same broken file again. */
const REPAIRS_FAIL = [broken, { text: 'Tried.' }, broken, { text: 'Again.' }]
/** An edit that only applies to the broken file: it takes the bad import out. */
const removeImport = {
  toolCalls: [
    {
      name: 'editFile',
      args: {
        path: 'src/App.tsx',
        oldText: `${BROKEN_IMPORT}export const c = tiny\n`,
        newText: '',
      },
    },
  ],
}

describe('a build that fails keeps its files', { timeout: 120_000 }, () => {
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
  const appText = async (taskId: string) =>
    (await alice.get(`/build_task/${taskId}/files`))
      .json<{ files: { path: string; content: string }[] }>()
      .files.find((f) => f.path === 'src/App.tsx')?.content

  it('a failed first build is the project’s code for the next prompt', async () => {
    stub.script(
      FIRST_BUILD[0]!,
      {
        toolCalls: [
          ...FIRST_BUILD[1]!.toolCalls!.slice(0, 3),
          ...broken.toolCalls,
        ],
      },
      { text: 'Done.' },
      ...REPAIRS_FAIL
    )
    const first = await alice.build({ prompt: 'hello page', model })
    await drain()
    expect((await alice.task(first._id)).status).toBe('FAILED')
    expect(await appText(first._id)).toBe(brokenApp)

    stub.script({ text: '- Remove the missing package' }, removeImport, {
      text: 'Removed it.',
    })
    const next = await alice.build({
      prompt: 'fix the import',
      projectId: first.projectId,
      model,
    })
    await drain()
    const done = await alice.task(next._id)
    expect(done.status).toBe('COMPLETED')
    expect(done.parentTaskId).toBe(first._id)
    expect(await appText(next._id)).toBe(appFile('Hi'))
  })

  it('"Try to fix" of a failed follow-up starts from its files, while it is newer than the head', async () => {
    stub.script(...FIRST_BUILD)
    const first = await alice.build({ prompt: 'hello page', model })
    await drain()
    expect((await alice.task(first._id)).status).toBe('COMPLETED')

    stub.script(
      { text: '- Use tiny' },
      broken,
      { text: 'Done.' },
      ...REPAIRS_FAIL
    )
    const failed = await alice.build({
      prompt: 'use tiny',
      projectId: first.projectId,
      model,
    })
    await drain()
    expect((await alice.task(failed._id)).status).toBe('FAILED')
    expect(await appText(failed._id)).toBe(brokenApp)

    stub.script({ text: '- Remove the import' }, removeImport, {
      text: 'Fixed.',
    })
    const fix = await alice.build({
      prompt: 'Fix the build error',
      projectId: first.projectId,
      model,
      fixOf: failed._id,
    })
    await drain()
    const fixed = await alice.task(fix._id)
    expect(fixed.status).toBe('COMPLETED')
    expect(fixed.parentTaskId).toBe(failed._id)
    expect(await appText(fix._id)).toBe(appFile('Hi'))

    // the failed version is older than the head now: a fix of it starts
    // from the head, as every other prompt does
    stub.script(
      { text: '- Heading' },
      { toolCalls: [write('src/App.tsx', appFile('Bye'))] },
      { text: 'Done.' }
    )
    const late = await alice.build({
      prompt: 'say bye',
      projectId: first.projectId,
      model,
      fixOf: failed._id,
    })
    await drain()
    expect((await alice.task(late._id)).parentTaskId).toBe(fix._id)
  })
})
