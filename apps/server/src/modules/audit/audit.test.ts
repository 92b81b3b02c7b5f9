import type { AdminOverview } from '@kiln/contract/admin'
import type { AuditEvent, AuditPage } from '@kiln/contract/audit'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { WorkspaceInvitation } from '@kiln/contract/workspaces'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signup } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import {
  client,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import {
  startGitServer,
  type GitServer,
} from '../project-import/test/git-server'
import { createTeam, join } from '../workspaces/test/workspace-kit'

describe('the audit log', () => {
  let ctx: TestContext
  let owner: Client
  let admin: Client
  let editor: Client
  let viewer: Client
  let stranger: Client
  let root: Client
  let git: GitServer
  let workspaceId: string
  let built: BuildTask
  let startedAt: Date

  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({
        ADMIN_EMAILS: 'root@kiln.test',
        WORKER_IN_PROCESS: '0',
        ALLOW_PRIVATE_NETWORK_TARGETS: '1',
        GIT_SYNC_INTERVAL_SECONDS: '0',
      }),
    })
    startedAt = new Date(Date.now() - 1000)
    owner = await newClient(ctx)
    admin = await newClient(ctx)
    editor = await newClient(ctx)
    viewer = await newClient(ctx)
    stranger = await newClient(ctx)
    root = client(ctx, await signup(ctx.app, 'root@kiln.test'))
    git = await startGitServer({ password: 'git-token' })
    git.createRepo('board')
    workspaceId = (await createTeam(owner, 'Acme')).id
    await join(owner, admin, workspaceId, 'admin')
    await join(owner, editor, workspaceId, 'editor')
    await join(admin, viewer, workspaceId, 'viewer')
    const task = await owner.build({ prompt: 'A team board' })
    await ctx.app.buildWorker.drain()
    built = await owner.task(task._id)
    expect(built.status).toBe('COMPLETED')
  })
  afterAll(async () => {
    await git?.close()
    await ctx?.close()
  })

  const audit = (caller: Client, query = '') =>
    caller.get(`/workspaces/${workspaceId}/audit${query}`)
  const events = async () => {
    const res = await audit(owner, '?limit=100')
    expect(res.statusCode, res.body).toBe(200)
    return res.json<AuditPage>().events
  }
  /** The newest event, which must be `action` by `actor`, now. */
  const latest = async (action: AuditEvent['action'], actor: Client) => {
    const [event] = await events()
    expect(event?.action).toBe(action)
    expect(event?.actor?.userId).toBe(actor.user.userId)
    expect(event?.actor?.email).toBe(actor.user.email)
    const at = new Date(event!.createdAt).getTime()
    expect(at).toBeGreaterThanOrEqual(startedAt.getTime())
    expect(at).toBeLessThanOrEqual(Date.now())
    return event!
  }
  const ok = (res: { statusCode: number; body: string }) =>
    expect(res.statusCode, res.body).toBeLessThan(300)

  it('is read by admins and the owner; editors and viewers get 403, others 404', async () => {
    expect((await audit(owner)).statusCode).toBe(200)
    expect((await audit(admin)).statusCode).toBe(200)
    for (const member of [editor, viewer]) {
      const res = await audit(member)
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toContain('needs admin')
    }
    for (const outsider of [stranger, root]) {
      const res = await audit(outsider)
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('Acme')
    }
    const anonymous = await ctx.app.inject({
      url: `/api/workspaces/${workspaceId}/audit`,
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('has the creation, the invitations sent and accepted, oldest last', async () => {
    const log = await events()
    expect(log.map((e) => [e.action, e.actor?.email, e.target.name])).toEqual([
      ['invitation.accepted', viewer.user.email, viewer.user.email],
      ['invitation.sent', admin.user.email, viewer.user.email],
      ['invitation.accepted', editor.user.email, editor.user.email],
      ['invitation.sent', owner.user.email, editor.user.email],
      ['invitation.accepted', admin.user.email, admin.user.email],
      ['invitation.sent', owner.user.email, admin.user.email],
      ['workspace.created', owner.user.email, 'Acme'],
    ])
    expect(log[1]!.details).toEqual({ role: 'viewer' })
  })

  it('records a revoked invitation, a role change and a member removed or leaving', async () => {
    const invited = await admin.post(`/workspaces/${workspaceId}/invitations`, {
      email: 'later@kiln.test',
      role: 'editor',
    })
    const invitation = invited.json<WorkspaceInvitation>()
    ok(
      await admin.del(`/workspaces/${workspaceId}/invitations/${invitation.id}`)
    )
    expect(await latest('invitation.revoked', admin)).toMatchObject({
      target: {
        type: 'invitation',
        id: invitation.id,
        name: 'later@kiln.test',
      },
    })

    const memberUrl = (member: Client) =>
      `/workspaces/${workspaceId}/members/${member.user.userId}`
    ok(await admin.patch(memberUrl(editor), { role: 'viewer' }))
    expect(await latest('member.role_changed', admin)).toMatchObject({
      target: { type: 'member', name: editor.user.email },
      details: { from: 'editor', to: 'viewer' },
    })
    const before = (await events()).length
    ok(await admin.patch(memberUrl(editor), { role: 'viewer' }))
    expect((await events()).length).toBe(before)

    ok(
      await admin.put(`${memberUrl(editor)}/credit-cap`, {
        monthlyCreditCap: 25,
      })
    )
    expect(await latest('member.credit_cap_changed', admin)).toMatchObject({
      target: { id: editor.user.userId, name: editor.user.email },
      details: { from: 'none', to: '25' },
    })

    ok(await editor.del(memberUrl(editor)))
    expect(await latest('member.left', editor)).toMatchObject({
      target: { id: editor.user.userId },
    })
    ok(await owner.del(memberUrl(viewer)))
    expect(await latest('member.removed', owner)).toMatchObject({
      target: { id: viewer.user.userId },
      details: { role: 'viewer' },
    })
  })

  it('records publish, unpublish, Git connect and disconnect, and API grants', async () => {
    const { projectId } = built
    const publishUrl = `/build_project/${projectId}/publish`
    ok(await admin.put(publishUrl, { taskId: built._id }))
    expect(await latest('project.published', admin)).toMatchObject({
      target: { type: 'project', id: projectId },
      details: { version: '1' },
    })
    ok(await admin.del(publishUrl))
    await latest('project.unpublished', admin)

    const connected = await owner.put(`/build_project/${projectId}/git`, {
      url: git.url('board'),
      branch: 'main',
      token: 'git-token',
    })
    ok(connected)
    const gitEvent = await latest('git.connected', owner)
    expect(gitEvent.details).toMatchObject({
      repository: git.url('board'),
      branch: 'main',
      token: 'set',
    })
    expect(JSON.stringify(gitEvent)).not.toContain('git-token')
    ok(await admin.del(`/build_project/${projectId}/git`))
    await latest('git.disconnected', admin)

    const api = await admin.post('/apis', {
      name: 'Weather',
      baseUrl: 'http://127.0.0.1:9/weather',
      authType: 'bearer',
      secret: 'api-secret-1',
    })
    expect(api.statusCode, api.body).toBe(201)
    const apiId = api.json().api._id as string
    ok(await admin.put(`/build_project/${projectId}/apis/${apiId}`))
    expect(await latest('api.granted', admin)).toMatchObject({
      target: { type: 'api', id: apiId, name: 'Weather' },
      details: { project: expect.any(String) },
    })
    ok(await admin.del(`/build_project/${projectId}/apis/${apiId}`))
    await latest('api.revoked', admin)
    expect(JSON.stringify(await events())).not.toContain('api-secret-1')
  })

  it('records the admin’s own API and its secret in their personal workspace', async () => {
    const personal = (await admin.get('/workspaces'))
      .json<{ workspaces: { id: string; kind: string }[] }>()
      .workspaces.find((w) => w.kind === 'personal')!
    const key = 'sk-admin-own-key-0123456789abcdWXYZ'
    const saved = await admin.put(
      `/users/${admin.user.userId}/provider-keys/openai`,
      { apiKey: key }
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const res = await admin.get(`/workspaces/${personal.id}/audit`)
    expect(res.statusCode, res.body).toBe(200)
    expect(
      res.json<AuditPage>().events.map((e) => [e.action, e.target.name])
    ).toEqual([
      ['provider_key.saved', 'openai'],
      ['api.created', 'Weather'],
    ])
    expect(res.body).not.toContain(key.slice(0, -4))
    expect(
      (await owner.get(`/workspaces/${personal.id}/audit`)).statusCode
    ).toBe(404)
  })

  it("records the workspace's own APIs and service keys, never their secrets", async () => {
    const secret = 'ws-api-secret-0123456789'
    const added = await admin.post(`/workspaces/${workspaceId}/apis`, {
      name: 'Billing',
      baseUrl: 'https://billing.example/v1',
      authType: 'bearer',
      secret,
    })
    expect(added.statusCode, added.body).toBe(201)
    const apiId = added.json<{ api: { _id: string } }>().api._id
    expect((await latest('api.created', admin)).target.name).toBe('Billing')
    ok(await admin.del(`/workspaces/${workspaceId}/apis/${apiId}`))
    expect((await latest('api.deleted', admin)).target.name).toBe('Billing')
    const key = 'figd_workspace-key-0123456789abcdWXYZ'
    ok(
      await admin.post(`/workspaces/${workspaceId}/api-keys`, {
        service: 'figma',
        apiKey: key,
      })
    )
    expect((await latest('workspace_key.saved', admin)).target.name).toBe(
      'figma'
    )
    ok(await owner.del(`/workspaces/${workspaceId}/api-keys/figma`))
    await latest('workspace_key.removed', owner)
    const log = JSON.stringify(await events())
    expect(log).not.toContain(secret)
    expect(log).not.toContain(key.slice(0, -4))
  })

  it('records a rename and an ownership transfer', async () => {
    ok(await admin.patch(`/workspaces/${workspaceId}`, { name: 'Acme Labs' }))
    expect(await latest('workspace.renamed', admin)).toMatchObject({
      details: { from: 'Acme', to: 'Acme Labs' },
    })
    ok(
      await owner.post(`/workspaces/${workspaceId}/transfer`, {
        userId: admin.user.userId,
      })
    )
    expect(
      await latest('workspace.ownership_transferred', owner)
    ).toMatchObject({
      target: { id: admin.user.userId, name: admin.user.email },
    })
  })

  it('pages with a cursor, newest first, and refuses a bad cursor or page size', async () => {
    const all = await events()
    const seen: AuditEvent[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const res = await audit(
        owner,
        `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      )
      expect(res.statusCode, res.body).toBe(200)
      const page: AuditPage = res.json<AuditPage>()
      expect(page.events.length).toBeLessThanOrEqual(3)
      seen.push(...page.events)
      cursor = page.nextCursor
    }
    expect(seen.map((e) => e.id)).toEqual(all.map((e) => e.id))
    for (const query of ['?cursor=nonsense', '?limit=0', '?limit=1000']) {
      const res = await audit(owner, query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.message, query).toBeTruthy()
    }
  })

  it('stops naming a user whose account is deleted, keeping what happened', async () => {
    const before = await events()
    expect(JSON.stringify(before)).toContain(viewer.user.email)
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${viewer.user.userId}`,
      headers: { authorization: `Bearer ${viewer.user.accessToken}` },
      payload: { email: viewer.user.email },
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = await events()
    expect(after.map((e) => e.action)).toEqual(before.map((e) => e.action))
    expect(JSON.stringify(after)).not.toContain(viewer.user.email)
    expect(JSON.stringify(after)).not.toContain(viewer.user.userId)
  })

  it('records a project delete, and the workspace delete for the instance admin', async () => {
    ok(await owner.del(`/build_project/${built.projectId}`))
    expect(await latest('project.deleted', owner)).toMatchObject({
      target: { type: 'project', id: built.projectId },
    })
    // The admin is the owner now.
    ok(await admin.del(`/workspaces/${workspaceId}`))
    expect((await audit(admin)).statusCode).toBe(404)

    const res = await root.get('/admin/overview')
    expect(res.statusCode, res.body).toBe(200)
    const [deleted] = res.json<AdminOverview>().auditEvents
    expect(deleted).toMatchObject({
      action: 'workspace.deleted',
      workspaceId,
      workspaceName: null,
      actor: { userId: admin.user.userId },
      target: { type: 'workspace', name: 'Acme Labs' },
    })
    const forbidden = await owner.get('/admin/overview')
    expect(forbidden.statusCode).toBe(403)
  })
})
