import { Writable } from 'node:stream'
import { inspect } from 'node:util'
import type { ThreadResponse } from '@kiln/contract/build-tasks'
import type { TaskDebug } from '@kiln/contract/debug'
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { signup } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { client, type Client } from './test/build-test-kit'
import { appFile, FIRST_BUILD, useScriptedOpenAi, write } from './test/llm-env'

const GPT = 'openai:gpt-4o'
const OPERATOR_KEY = 'sk-operator-9f3Kq7Lm2Np8Rt4Vx6Zb1Cd5'
const OWN_KEY = 'sk-proj-alice-7Hs2Jk9Lp4Qw8Er3Ty6Ui1Op0'

/** The provider's answer to a wrong key: the key itself, as some echo it. */
const echoFull = (key: string) =>
  `Incorrect API key provided: ${key}. You can find your API key at https://platform.openai.com/account/api-keys.`
/** The same with the middle of the key masked, as OpenAI does. */
const echoMasked = (key: string) =>
  `Incorrect API key provided: ${key.slice(0, 12)}${'*'.repeat(20)}${key.slice(-4)}.`

/** A first build whose app has a type error: the repair round calls the model again. */
const BROKEN_BUILD = [
  FIRST_BUILD[0]!,
  {
    toolCalls: [
      ...FIRST_BUILD[1]!.toolCalls!.filter(
        (call) =>
          call.args && !String(Object.values(call.args)[0]).endsWith('App.tsx')
      ),
      write('src/App.tsx', appFile('{count.toFixed()}')),
    ],
  },
  FIRST_BUILD[2]!,
]

/** Every piece of `key` 8 characters long: none may be left in a text. */
const piecesOf = (key: string) =>
  Array.from({ length: key.length - 7 }, (_, i) => key.slice(i, i + 8))

describe('a provider error that echoes a key', { timeout: 120_000 }, () => {
  const lines: string[] = []
  let ctx: TestContext
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  let alice: Client
  let bob: Client
  beforeAll(async () => {
    // What reaches stderr is a log too (an SDK printing the raw error).
    for (const method of ['error', 'warn', 'log'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((arg) => inspect(arg)).join(' '))
      })
    }
    llm = await useScriptedOpenAi()
    process.env.OPENAI_API_KEY = OPERATOR_KEY
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    ctx = await buildTestApp({
      env: testEnv({ WORKER_IN_PROCESS: '0' }),
      logger: { level: 'info', stream },
    })
    alice = client(ctx, await signup(ctx.app))
    bob = client(ctx, await signup(ctx.app))
    const saved = await alice.put(
      `/users/${alice.user.userId}/provider-keys/openai`,
      { apiKey: OWN_KEY }
    )
    expect(saved.statusCode).toBe(200)
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await ctx.close()
    await llm.close()
  })
  beforeEach(() => llm.server.reset())

  const debugOf = async (c: Client, taskId: string) => {
    const res = await c.get(`/build_task/${taskId}/debug`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<TaskDebug>()
  }
  const threadOf = async (c: Client, taskId: string) =>
    (await c.get(`/build_task/${taskId}/thread`))
      .json<ThreadResponse>()
      .messages.filter((m) => m.taskId === taskId)
  const expectNoPiece = (text: string, key: string) => {
    for (const piece of piecesOf(key)) expect(text).not.toContain(piece)
  }

  for (const [who, key] of [
    ['own key', OWN_KEY],
    ["operator's key", OPERATOR_KEY],
  ] as const) {
    const user = () => (key === OWN_KEY ? alice : bob)

    it(`keeps the ${who} out of the debug page and the log when the model call fails`, async () => {
      for (const echo of [echoFull, echoMasked]) {
        lines.length = 0
        llm.server.script({ error: { status: 401, message: echo } })
        const task = await user().build({ prompt: 'hello page', model: GPT })
        await ctx.app.buildWorker.drain()
        expect(llm.server.authorizations.at(-1)).toBe(`Bearer ${key}`)
        const debug = await debugOf(user(), task._id)
        expect(debug.jobs[0]!.lastError).toContain(
          'Incorrect API key provided: [REDACTED]'
        )
        expect(debug.errors.join('\n')).toContain('[REDACTED]')
        expectNoPiece(JSON.stringify(debug), key)
        const log = lines.join('')
        expect(log).toContain('Incorrect API key provided: [REDACTED]')
        expectNoPiece(log, key)
        // Cancel: the job's retry would call the model again.
        await user().post(`/build_task/${task._id}/cancel`)
      }
    })

    it(`keeps the ${who} out of the thread when a repair round's call fails`, async () => {
      lines.length = 0
      llm.server.script(...BROKEN_BUILD, {
        error: { status: 401, message: echoFull },
      })
      const task = await user().build({ prompt: 'hello page', model: GPT })
      await ctx.app.buildWorker.drain()
      expect(llm.server.authorizations).toHaveLength(4)
      const thread = await threadOf(user(), task._id)
      const text = thread.map((m) => m.content).join('\n')
      const debug = await debugOf(user(), task._id)
      expect(text, JSON.stringify(debug.errors)).toContain(
        'Repair round 1 could not run: Incorrect API key provided: [REDACTED].'
      )
      expectNoPiece(text, key)
      expectNoPiece(JSON.stringify(debug), key)
      expectNoPiece(lines.join(''), key)
    })
  }
})
