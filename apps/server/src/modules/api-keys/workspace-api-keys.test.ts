import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workspaceApiKeys } from '../../db/schema'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { newClient, type Client } from '../build-tasks/test/build-test-kit'
import {
  gatherBuildContext,
  type BuildContextDeps,
} from '../integrations/build-context'
import { openBuildTools } from '../integrations/build-tools'
import { createTeam, join, open } from '../workspaces/test/workspace-kit'
import { startFakeFigma } from './test/fake-figma'

const KEY = 'figd_team_key_5b7e3a1c9d'
const FIGMA_PROMPT =
  'Build the checkout from https://www.figma.com/design/AbCdEfGhIjKl12/Checkout'

describe("a workspace's service keys: write-only secrets its builds use", () => {
  let ctx: TestContext
  let figma: Awaited<ReturnType<typeof startFakeFigma>>
  let owner: Client
  let admin: Client
  let editor: Client
  let viewer: Client
  let stranger: Client
  let workspaceId = ''
  const answers: string[] = []
  const path = () => `/workspaces/${workspaceId}/api-keys`
  const record = async <T extends { body: string }>(res: Promise<T>) => {
    const got = await res
    answers.push(got.body)
    return got
  }

  beforeAll(async () => {
    figma = await startFakeFigma(KEY)
    ctx = await buildTestApp({
      env: testEnv({
        WORKER_IN_PROCESS: '0',
        ALLOW_PRIVATE_NETWORK_TARGETS: '1',
        FIGMA_API_BASE_URL: figma.url,
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
  })
  afterAll(async () => {
    await ctx.close()
    await figma.close()
  })

  const body = { service: 'figma', apiKey: KEY, keyName: 'Design team' }

  it('lets an admin save one, sealed in the vault; editors and viewers 403, strangers 404', async () => {
    expect((await record(editor.post(path(), body))).statusCode).toBe(403)
    expect((await record(viewer.post(path(), body))).statusCode).toBe(403)
    expect((await record(stranger.post(path(), body))).statusCode).toBe(404)
    const saved = await record(admin.post(path(), body))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().apiKey).toEqual({
      service: 'figma',
      keyName: 'Design team',
      maskedApiKey: `••••${KEY.slice(-4)}`,
      updatedAt: expect.any(String),
    })
    const [row] = await ctx.app.db.select().from(workspaceApiKeys)
    expect(row!.sealedKey).not.toContain(KEY)
    expect(row!.sealedKey).not.toContain(KEY.slice(0, 8))
  })

  it('refuses a bad service or key with a 400', async () => {
    const bad = await record(
      admin.post(path(), { service: '../x', apiKey: KEY })
    )
    expect(bad.statusCode).toBe(400)
    const empty = await record(
      admin.post(path(), { service: 'figma', apiKey: '  ' })
    )
    expect(empty.statusCode).toBe(400)
    const broken = await record(
      admin.post(path(), { service: 'figma', apiKey: 'a\nb' })
    )
    expect(broken.statusCode).toBe(400)
  })

  it('shows members the name and last 4 characters only; strangers nothing', async () => {
    for (const client of [owner, admin, editor, viewer]) {
      const res = await record(client.get(path()))
      expect(res.statusCode).toBe(200)
      expect(res.json().apiKeys).toEqual([
        expect.objectContaining({
          service: 'figma',
          maskedApiKey: `••••${KEY.slice(-4)}`,
        }),
      ])
    }
    expect((await record(stranger.get(path()))).statusCode).toBe(404)
  })

  it("lets an editor's build in the workspace read a linked Figma file with it", async () => {
    await open(editor, workspaceId)
    const task = await editor.build({ prompt: FIGMA_PROMPT, model: 'offline' })
    const deps: BuildContextDeps = {
      integrations: ctx.app.services.integrations,
      env: ctx.app.config,
      now: ctx.app.now,
      vault: ctx.app.vault,
      catalog: ctx.app.services.catalog,
    }
    const input = {
      userId: editor.user.userId,
      projectId: task.projectId,
      prompt: FIGMA_PROMPT,
      preselectedMcpIds: [],
      preselectedApiIds: [],
    }
    const result = await gatherBuildContext(deps, input)
    expect(result.summary).toContain(
      "read by the agent with the workspace's Figma key"
    )
    expect(result.figmaWorkspaceId).toBe(workspaceId)
    const tools = openBuildTools(deps, editor.user.userId, result)
    try {
      const figmaTool = tools.tools.find((t) => t.source === 'Figma')!
      const design = await figmaTool.call({}, AbortSignal.timeout(5000))
      expect(design).toContain('Figma design "Checkout redesign"')
    } finally {
      await tools.close()
    }

    // Outside the workspace the user has no key: nothing to read with.
    const { projectId: _inWorkspace, ...outside } = input
    const personal = await gatherBuildContext(deps, outside)
    expect(personal.figmaFileKey).toBeUndefined()

    // A removed member's tool no longer opens the key, even mid-build.
    const removed = await owner.del(
      `/workspaces/${workspaceId}/members/${editor.user.userId}`
    )
    expect(removed.statusCode, removed.body).toBe(200)
    const after = openBuildTools(deps, editor.user.userId, result)
    try {
      const figmaTool = after.tools.find((t) => t.source === 'Figma')!
      await expect(
        figmaTool.call({}, AbortSignal.timeout(5000))
      ).rejects.toThrow('no active Figma key is saved')
    } finally {
      await after.close()
    }
    const again = await gatherBuildContext(deps, input)
    expect(again.figmaFileKey).toBeUndefined()
  })

  it('lets only an admin remove it', async () => {
    expect((await record(viewer.del(`${path()}/figma`))).statusCode).toBe(403)
    expect((await record(stranger.del(`${path()}/figma`))).statusCode).toBe(404)
    expect((await record(owner.del(`${path()}/figma`))).statusCode).toBe(200)
    expect((await record(owner.del(`${path()}/figma`))).statusCode).toBe(404)
    expect((await record(owner.get(path()))).json().apiKeys).toEqual([])
  })

  it('never answered with the key', () => {
    expect(answers.length).toBeGreaterThan(12)
    for (const answer of answers) expect(answer).not.toContain(KEY)
  })
})
