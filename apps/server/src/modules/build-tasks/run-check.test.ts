import { findChromium, NO_BROWSER_REASON } from '@kiln/builder/run-check'
import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { newClient, type Client } from './test/build-test-kit'
import {
  FIRST_BUILD,
  useScriptedOpenAi,
  write,
  type ScriptedOpenAi,
} from './test/llm-env'

const chromium = findChromium(process.env.CHROMIUM_PATH)

const THROWS = `export function App() {
  const url = (import.meta.env.VITE_SUPABASE_URL as string | undefined) ?? ''
  if (!url) throw new Error('supabaseUrl is required.')
  return <h1>{url}</h1>
}
`
const FIXED = `export function App() {\n  return <h1 className="text-3xl font-bold">Notes</h1>\n}\n`

async function threadOf(alice: Client, taskId: string) {
  return (
    await alice.get(`/build_task/${taskId}/thread`)
  ).json<ThreadResponse>().messages
}

describe.skipIf(!chromium)(
  'the run check of each version (headless Chromium)',
  { timeout: 180_000 },
  () => {
    let ctx: TestContext
    let alice: Client
    let bob: Client
    let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
    let stub: ScriptedOpenAi
    beforeAll(async () => {
      llm = await useScriptedOpenAi()
      stub = llm.server
      ctx = await buildTestApp({
        env: testEnv({ WORKER_IN_PROCESS: '0', RUN_CHECK: 'on' }),
      })
      alice = await newClient(ctx)
      bob = await newClient(ctx)
    })
    afterAll(async () => {
      await ctx.close()
      await llm.close()
    })
    const drain = () => ctx.app.buildWorker.drain()

    it('repairs an app that throws on its first render in the next round, not charged', async () => {
      stub.script(
        FIRST_BUILD[0]!,
        {
          toolCalls: [
            ...FIRST_BUILD[1]!.toolCalls!.filter(
              (call) => call.args.path !== 'src/App.tsx'
            ),
            write('src/App.tsx', THROWS),
          ],
        },
        FIRST_BUILD[2]!,
        { toolCalls: [write('src/App.tsx', FIXED)] },
        { text: 'The page no longer needs a Supabase URL.' }
      )
      const task = await alice.build({
        prompt: 'a notes page',
        model: 'openai:gpt-4o',
      })
      await drain()
      const done = await alice.task(task._id)
      expect(done.status).toBe('COMPLETED')
      expect(done.runCheck).toMatchObject({
        status: 'passed',
        routes: [{ path: '/', errors: [] }],
        hasScreenshot: true,
      })
      expect(
        done.charges?.items.find((item) => item.kind === 'repair')
      ).toMatchObject({ charged: false })
      const thread = await threadOf(alice, task._id)
      const repair = thread.find((m) => m.kind === 'repair')
      expect(repair?.content).toContain(
        'Run check, route /: Uncaught Error: supabaseUrl is required.'
      )
      const check = thread.filter((m) => m.kind === 'check')
      expect(check).toHaveLength(1)
      expect(check[0]!.content).toMatch(
        /^Opened the app in a browser \(\/\): no errors/
      )

      const shot = await alice.get(
        `/build_task/${task._id}/run_check/screenshot`
      )
      expect(shot.statusCode).toBe(200)
      expect(shot.headers['content-type']).toBe('image/jpeg')
      expect(shot.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
      const other = await bob.get(
        `/build_task/${task._id}/run_check/screenshot`
      )
      expect(other.statusCode).toBe(404)
    })

    it('checks and records an offline build without a repair round', async () => {
      const task = await alice.build({
        prompt: 'a recipe book with title and ingredients',
        model: 'offline',
      })
      await drain()
      const done = await alice.task(task._id)
      expect(done.status).toBe('COMPLETED')
      expect(done.runCheck?.status).toBe('passed')
      expect(done.runCheck?.routes[0]).toEqual({ path: '/', errors: [] })
      const thread = await threadOf(alice, task._id)
      expect(thread.some((m) => m.kind === 'check')).toBe(true)
      expect(thread.some((m) => m.kind === 'repair')).toBe(false)
    })
  }
)

describe('the run check without Chromium', { timeout: 120_000 }, () => {
  let ctx: TestContext
  let alice: Client
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({
        WORKER_IN_PROCESS: '0',
        RUN_CHECK: 'on',
        CHROMIUM_PATH: '/nonexistent/chromium',
      }),
    })
    alice = await newClient(ctx)
  })
  afterAll(() => ctx.close())

  it('builds as before and says once per project that the check was skipped', async () => {
    const first = await alice.build({ prompt: 'a todo list', model: 'offline' })
    await ctx.app.buildWorker.drain()
    const next = await alice.build({
      prompt: 'add a FAQ',
      projectId: first.projectId,
      model: 'offline',
    })
    await ctx.app.buildWorker.drain()
    const done = await alice.task(next._id)
    expect(done.status).toBe('COMPLETED')
    expect(done.runCheck).toMatchObject({
      status: 'skipped',
      reason: NO_BROWSER_REASON,
      hasScreenshot: false,
    })
    const thread = await threadOf(alice, next._id)
    const skipped = thread.filter((m) => m.kind === 'check')
    expect(skipped).toHaveLength(1)
    expect(skipped[0]!.content).toContain(NO_BROWSER_REASON)
    expect(skipped[0]!.taskId).toBe(first._id)
  })
})
