import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { newClient, type Client } from '../build-tasks/test/build-test-kit'
import {
  FIRST_BUILD,
  useScriptedOpenAi,
  type ScriptedOpenAi,
} from '../build-tasks/test/llm-env'
import { openBuildTools } from '../integrations/build-tools'
import { createTeam, join, open } from '../workspaces/test/workspace-kit'
import { startEverythingServer } from './test/everything-server'

describe("a workspace's MCP servers (server-everything), by role", () => {
  let ctx: TestContext
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  let stub: ScriptedOpenAi
  let everything: Awaited<ReturnType<typeof startEverythingServer>>
  let owner: Client
  let admin: Client
  let editor: Client
  let viewer: Client
  let stranger: Client
  let workspaceId = ''
  let serverId = ''
  const path = () => `/workspaces/${workspaceId}/mcp-servers`

  beforeAll(async () => {
    everything = await startEverythingServer('streamableHttp')
    llm = await useScriptedOpenAi()
    stub = llm.server
    ctx = await buildTestApp({
      env: testEnv({
        WORKER_IN_PROCESS: '0',
        ALLOW_PRIVATE_NETWORK_TARGETS: '1',
      }),
    })
    owner = await newClient(ctx)
    admin = await newClient(ctx)
    editor = await newClient(ctx)
    viewer = await newClient(ctx)
    stranger = await newClient(ctx)
    workspaceId = (await createTeam(owner, 'Acme')).id
    await join(owner, admin, workspaceId, 'admin')
    await join(owner, editor, workspaceId, 'editor')
    await join(owner, viewer, workspaceId, 'viewer')
  }, 30_000)
  afterAll(async () => {
    await ctx.close()
    await llm.close()
    await everything.close()
  })

  it('lets an admin add one (with the status of their test); editors and viewers 403, strangers 404', async () => {
    const body = { name: 'Everything', url: everything.url }
    expect((await editor.post(path(), body)).statusCode).toBe(403)
    expect((await viewer.post(path(), body)).statusCode).toBe(403)
    expect((await stranger.post(path(), body)).statusCode).toBe(404)
    const tested = await admin.get(
      `/mcp-tools?url=${encodeURIComponent(everything.url)}`
    )
    expect(tested.statusCode, tested.body).toBe(200)
    const added = await admin.post(path(), body)
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().server).toMatchObject({
      name: 'Everything',
      connectionStatus: 'SUCCESS',
    })
    serverId = added.json().server._id
    const again = await owner.post(path(), { ...body, name: 'everything' })
    expect(again.statusCode).toBe(409)
  })

  it('lists it for every member and nobody else; it is no one’s own server', async () => {
    for (const client of [owner, admin, editor, viewer]) {
      const res = await client.get(path())
      expect(res.statusCode).toBe(200)
      expect(res.json().servers.map((s: { _id: string }) => s._id)).toEqual([
        serverId,
      ])
    }
    expect((await stranger.get(path())).statusCode).toBe(404)
    const own = await admin.post('/search/mcp-servers')
    expect(
      own.json().results.filter((s: { isOfficial: boolean }) => !s.isOfficial)
    ).toEqual([])
  })

  it("offers its tools to an editor's build of a workspace project", async () => {
    await open(editor, workspaceId)
    const [plan, writes, reply] = FIRST_BUILD
    stub.script(
      plan!,
      {
        toolCalls: [
          { name: 'mcp_Everything__echo', args: { message: 'team tools' } },
        ],
      },
      writes!,
      reply!
    )
    const task = await editor.build({
      prompt: 'hello page with what the echo tool says',
      model: 'openai:gpt-4o',
      preselectedMcpIds: [serverId],
    })
    await ctx.app.buildWorker.drain()
    expect((await editor.task(task._id)).status).toBe('COMPLETED')
    const results = JSON.stringify(
      stub.requests.at(-2)!.messages.filter((m) => m.role === 'tool')
    )
    expect(results).toContain('Echo: team tools')
    const thread = (
      await viewer.get(`/build_task/${task._id}/thread`)
    ).json<ThreadResponse>()
    const selected = thread.messages.find((m) => m.status === 'SELECTED_MCP')
    expect(selected?.content).toContain(`MCP server "Everything" (`)
    expect(selected?.content).toContain("the workspace's: selected by you")
  }, 60_000)

  it('refuses it to a stranger’s build and, once removed, to the former member', async () => {
    const outside = await stranger.post('/build_task', {
      prompt: 'hello',
      model: 'openai:gpt-4o',
      preselectedMcpIds: [serverId],
    })
    expect(outside.statusCode).toBe(404)
    expect(outside.json().error.message).toBe(
      'A chosen MCP server was not found. Choose it again.'
    )
    const removed = await admin.del(
      `/workspaces/${workspaceId}/members/${editor.user.userId}`
    )
    expect(removed.statusCode, removed.body).toBe(200)
    const usable = ctx.app.services.integrations.usableMcpServer
    expect(
      await usable(editor.user.userId, workspaceId, serverId)
    ).toBeUndefined()
    // A build that started before still holds the tool: its next call is refused.
    const tools = openBuildTools(
      {
        integrations: ctx.app.services.integrations,
        env: ctx.app.config,
        now: ctx.app.now,
        vault: ctx.app.vault,
        catalog: ctx.app.services.catalog,
      },
      editor.user.userId,
      {
        summary: '',
        context: '',
        servers: [
          {
            id: serverId,
            name: 'Everything',
            url: everything.url,
            workspaceId,
            tools: [{ name: 'echo', description: '', inputSchema: {} }],
          },
        ],
      }
    )
    try {
      await expect(
        tools.tools[0]!.call({ message: 'x' }, AbortSignal.timeout(5000))
      ).rejects.toThrow(
        "no longer a member who may build with the workspace's server"
      )
    } finally {
      await tools.close()
    }
    expect((await editor.get(path())).statusCode).toBe(404)
  })

  it('lets only an admin remove it', async () => {
    expect((await viewer.del(`${path()}/${serverId}`)).statusCode).toBe(403)
    expect((await stranger.del(`${path()}/${serverId}`)).statusCode).toBe(404)
    const res = await owner.del(`${path()}/${serverId}`)
    expect(res.statusCode, res.body).toBe(200)
    expect((await owner.get(path())).json().servers).toEqual([])
    expect((await owner.del(`${path()}/${serverId}`)).statusCode).toBe(404)
  })
})
