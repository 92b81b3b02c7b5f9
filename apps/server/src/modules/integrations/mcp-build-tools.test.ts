import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { newClient, type Client } from '../build-tasks/test/build-test-kit'
import {
  FIRST_BUILD,
  useScriptedOpenAi,
  type ScriptedOpenAi,
} from '../build-tasks/test/llm-env'
import { startEverythingServer } from '../mcp-servers/test/everything-server'

describe('MCP tools in a build (server-everything over Streamable HTTP)', () => {
  let ctx: TestContext
  let ada: Client
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  let stub: ScriptedOpenAi
  let everything: Awaited<ReturnType<typeof startEverythingServer>>
  beforeAll(async () => {
    everything = await startEverythingServer('streamableHttp')
    llm = await useScriptedOpenAi()
    stub = llm.server
    ctx = await buildTestApp({
      env: testEnv({
        WORKER_IN_PROCESS: '0',
        ALLOW_PRIVATE_NETWORK_TARGETS: '1',
        INTEGRATION_TOOL_TIMEOUT_MS: '1500',
      }),
    })
    ada = await newClient(ctx)
  }, 30_000)
  afterAll(async () => {
    await ctx.close()
    await llm.close()
    await everything.close()
  })

  async function addServer(user: Client, name: string, url: string) {
    const res = await user.post('/mcp-servers', { name, url })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{ server: { _id: string } }>().server._id
  }

  it('offers the tools, calls one, survives one that hangs and a dead server, and shows each in the thread', async () => {
    const serverId = await addServer(ada, 'Everything', everything.url)
    const deadId = await addServer(ada, 'Dead', 'http://127.0.0.1:9/mcp')
    const [plan, writes, reply] = FIRST_BUILD
    stub.script(
      plan!,
      {
        toolCalls: [
          { name: 'mcp_Everything__echo', args: { message: 'hi from kiln' } },
          {
            name: 'mcp_Everything__trigger-long-running-operation',
            args: { duration: 30, steps: 1 },
          },
        ],
      },
      writes!,
      reply!
    )
    const task = await ada.build({
      prompt: 'hello page with what the echo tool says',
      model: 'openai:gpt-4o',
      preselectedMcpIds: [serverId, deadId],
    })
    await ctx.app.buildWorker.drain()
    expect((await ada.task(task._id)).status).toBe('COMPLETED')

    const code = stub.requests[1]!
    const names = (code.tools as { function: { name: string } }[]).map(
      (t) => t.function.name
    )
    expect(names).toEqual(
      expect.arrayContaining([
        'writeFile',
        'mcp_Everything__echo',
        'mcp_Everything__get-sum',
      ])
    )
    const results = JSON.stringify(
      stub.requests[2]!.messages.filter((m) => m.role === 'tool')
    )
    expect(results).toContain('Echo: hi from kiln')
    expect(results).toContain('did not answer within 1.5 s')

    const thread = (
      await ada.get(`/build_task/${task._id}/thread`)
    ).json<ThreadResponse>()
    const tools = thread.messages
      .filter((m) => m.kind === 'tool')
      .map((m) => m.content)
    expect(tools).toEqual([
      expect.stringMatching(/^Dead failed: could not list its tools/),
      'Everything › echo → Echo: hi from kiln',
      'Everything › trigger-long-running-operation timed out: no answer within 1.5 s',
    ])
    const selected = thread.messages.find((m) => m.status === 'SELECTED_MCP')
    expect(selected?.content).toContain('MCP server "Everything" (')
    expect(selected?.content).toContain(
      'MCP server "Dead": selected by you, but it could not be reached'
    )
  }, 60_000)

  it("refuses to build with another user's server", async () => {
    const serverId = await addServer(ada, 'Private tools', everything.url)
    const bob = await newClient(ctx)
    const res = await bob.post('/build_task', {
      prompt: 'hello page',
      model: 'openai:gpt-4o',
      preselectedMcpIds: [serverId],
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe(
      'A chosen MCP server was not found. Choose it again.'
    )
  })
})
