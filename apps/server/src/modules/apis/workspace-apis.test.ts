import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import {
  buildTestPreview,
  hostOf,
  type PreviewTestContext,
} from '../../test/preview-helper'
import { seedAppVersion } from '../app-data/test/seed-app'
import { newClient, type Client } from '../build-tasks/test/build-test-kit'
import { generateVaultKeyring } from '../vault/vault-keys'
import { createTeam, join, open } from '../workspaces/test/workspace-kit'

const SECRET = 'ws-secret-4c1d8e2f9a'
const APP = `import { callApi } from '@kiln/data'\nexport default () => null`

describe("a workspace's custom APIs and their secret, by role", () => {
  let ctx: TestContext
  let preview: PreviewTestContext
  let owner: Client
  let admin: Client
  let editor: Client
  let viewer: Client
  let stranger: Client
  let workspaceId = ''
  let apiId = ''
  let baseUrl = ''
  let projectId = ''
  /** Every answer a member or stranger got: none may hold the secret. */
  const answers: string[] = []
  const seen: { url: string; headers: IncomingHttpHeaders }[] = []
  const upstream = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ youSent: req.headers.authorization }))
  })

  const record = async <T extends { body: string }>(res: Promise<T>) => {
    const got = await res
    answers.push(got.body)
    return got
  }
  const addApi = (client: Client, name = 'Billing') =>
    record(
      client.post(`/workspaces/${workspaceId}/apis`, {
        name,
        baseUrl,
        description: 'Invoices of the team',
        authType: 'bearer',
        secret: SECRET,
      })
    )

  beforeAll(async () => {
    await new Promise<void>((resolve) =>
      upstream.listen(0, '127.0.0.1', resolve)
    )
    baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`
    const env = testEnv({
      WORKER_IN_PROCESS: '0',
      OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.1',
    })
    const vaultKeys = generateVaultKeyring()
    ctx = await buildTestApp({ env, vaultKeys })
    preview = await buildTestPreview({
      env,
      database: ctx.database,
      vaultKeys,
      now: () => new Date('2026-01-01T12:00:30Z'),
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
    await preview.close()
    await ctx.close()
    upstream.close()
  })

  it('lets an admin add one; editors and viewers get 403, a stranger 404', async () => {
    for (const client of [editor, viewer]) {
      const res = await addApi(client)
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe(
        `Your role in this workspace (${client === editor ? 'editor' : 'viewer'}) cannot do this; it needs admin or above.`
      )
    }
    const refused = await addApi(stranger)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.message).toBe('Workspace not found.')

    const added = await addApi(admin)
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().api).toMatchObject({
      name: 'Billing',
      authType: 'bearer',
      hasSecret: true,
    })
    apiId = added.json().api._id
  })

  it('shows every member the names, never the secret; a stranger nothing', async () => {
    for (const client of [owner, admin, editor, viewer]) {
      const res = await record(client.get(`/workspaces/${workspaceId}/apis`))
      expect(res.statusCode).toBe(200)
      expect(res.json().apis).toEqual([
        expect.objectContaining({
          _id: apiId,
          name: 'Billing',
          hasSecret: true,
        }),
      ])
    }
    const res = await record(stranger.get(`/workspaces/${workspaceId}/apis`))
    expect(res.statusCode).toBe(404)
    // Not among anyone's own APIs.
    for (const client of [owner, admin, editor]) {
      const own = await record(client.post('/search/apis'))
      expect(own.json().results).toEqual([])
    }
  })

  it("lets an editor's build use it: the workspace project's app calls it through the proxy with the secret added on the server", async () => {
    const personal = await editor.post('/build_task', {
      prompt: 'In my own workspace',
      model: 'offline',
      preselectedApiIds: [apiId],
    })
    expect(personal.statusCode).toBe(404)
    await open(editor, workspaceId)
    const task = await editor.build({
      prompt: 'An invoices page',
      model: 'offline',
      preselectedApiIds: [apiId],
    })
    const listed = await record(
      viewer.get(`/build_project/${task.projectId}/apis`)
    )
    expect(listed.json().apis).toEqual([
      {
        apiId,
        name: 'Billing',
        baseUrl,
        granted: true,
        workspace: true,
      },
    ])
    projectId = task.projectId
    await seedAppVersion(ctx.database, task.projectId, 'invoices-v1', {
      'src/App.tsx': APP,
    })
    const res = await preview.preview.inject({
      method: 'GET',
      url: `/data/apis/v1/${apiId}/invoices`,
      headers: { host: hostOf(task.projectId) },
    })
    answers.push(res.body)
    expect(res.statusCode, res.body).toBe(200)
    expect(seen.at(-1)).toMatchObject({ url: '/v1/invoices' })
    expect(seen.at(-1)!.headers.authorization).toBe(`Bearer ${SECRET}`)
    expect(res.json()).toEqual({ youSent: 'Bearer [redacted]' })
  })

  it("refuses it to builds outside the workspace and to a stranger's project grants", async () => {
    const outside = await stranger.post('/build_task', {
      prompt: 'Steal the invoices',
      model: 'offline',
      preselectedApiIds: [apiId],
    })
    expect(outside.statusCode).toBe(404)
    expect(outside.json().error.message).toBe(
      'A chosen API was not found. Choose it again.'
    )
    const own = await stranger.build({ prompt: 'Mine', model: 'offline' })
    const grant = await stranger.put(
      `/build_project/${own.projectId}/apis/${apiId}`
    )
    expect(grant.statusCode).toBe(404)
  })

  it('ends a removed member’s use of it at once, and their own API leaves the team’s apps', async () => {
    const own = await editor.post('/apis', {
      name: 'My mailer',
      baseUrl,
      authType: 'bearer',
      secret: 'editor-own-secret-77',
    })
    expect(own.statusCode, own.body).toBe(201)
    const ownId = own.json<{ api: { _id: string } }>().api._id
    const granted = await editor.put(
      `/build_project/${projectId}/apis/${ownId}`
    )
    expect(granted.statusCode, granted.body).toBe(200)
    const callOwn = () =>
      preview.preview.inject({
        method: 'GET',
        url: `/data/apis/v1/${ownId}/send`,
        headers: { host: hostOf(projectId) },
      })
    expect((await callOwn()).statusCode).toBe(200)
    const removed = await owner.del(
      `/workspaces/${workspaceId}/members/${editor.user.userId}`
    )
    expect(removed.statusCode, removed.body).toBe(200)
    const usable = ctx.app.services.integrations.usableApi
    expect(await usable(editor.user.userId, workspaceId, apiId)).toBeUndefined()
    expect((await usable(admin.user.userId, workspaceId, apiId))?.id).toBe(
      apiId
    )
    const listed = await editor.get(`/workspaces/${workspaceId}/apis`)
    expect(listed.statusCode).toBe(404)
    const again = await editor.post('/build_task', {
      prompt: 'Later',
      model: 'offline',
      preselectedApiIds: [apiId],
    })
    expect(again.statusCode).toBe(404)
    const before = seen.length
    expect((await callOwn()).statusCode).toBe(404)
    expect(seen.length).toBe(before)
  })

  it('lets only an admin remove it; its grants go with it', async () => {
    const path = `/workspaces/${workspaceId}/apis/${apiId}`
    expect((await viewer.del(path)).statusCode).toBe(403)
    expect((await stranger.del(path)).statusCode).toBe(404)
    const res = await owner.del(path)
    expect(res.statusCode, res.body).toBe(200)
    expect((await owner.del(path)).statusCode).toBe(404)
    const listed = await owner.get(`/workspaces/${workspaceId}/apis`)
    expect(listed.json().apis).toEqual([])
    const before = seen.length
    const call = await preview.preview.inject({
      method: 'GET',
      url: `/data/apis/v1/${apiId}/invoices`,
      headers: { host: hostOf(projectId) },
    })
    expect(call.statusCode).toBe(404)
    expect(seen.length).toBe(before)
  })

  it('never answered with the secret', () => {
    expect(answers.length).toBeGreaterThan(10)
    for (const body of answers) expect(body).not.toContain(SECRET)
  })
})
