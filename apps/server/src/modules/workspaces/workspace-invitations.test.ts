import type { Workspace } from '@kiln/contract/workspaces'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signup, uniqueEmail } from '../../test/auth-helpers'
import {
  buildTestApp,
  TEST_PUBLIC_URL,
  testEnv,
  type TestContext,
} from '../../test/helper'
import { startSmtpStandIn } from '../../test/smtp-stand-in'
import { client, type Client } from '../build-tasks/test/build-test-kit'
import { createTeam, tokenOf } from './test/workspace-kit'

const INVALID = 'This invitation is invalid, expired, revoked or already used.'
const DAY = 24 * 60 * 60 * 1000

describe('workspace invitations', () => {
  let ctx: TestContext
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  let clock = Date.now()
  let owner: Client
  let workspaceId: string
  beforeAll(async () => {
    smtp = await startSmtpStandIn()
    ctx = await buildTestApp({
      env: testEnv({ SMTP_URL: smtp.url, WORKER_IN_PROCESS: '0' }),
      now: () => new Date(clock),
    })
    owner = client(ctx, await signup(ctx.app))
    workspaceId = (await createTeam(owner, 'Makers')).id
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
  })

  const newUser = async (email = uniqueEmail()) =>
    client(ctx, await signup(ctx.app, email))
  const invite = async (email: string, role = 'editor') => {
    const res = await owner.post(`/workspaces/${workspaceId}/invitations`, {
      email,
      role,
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{ id: string; url: string; emailed: boolean }>()
  }
  const accept = (who: Client, token: string) =>
    who.post(`/workspace_invitations/${token}/accept`)

  it('mails a single-use link that the invited address accepts with its role', async () => {
    const email = uniqueEmail('invitee')
    const created = await invite(email.toUpperCase(), 'viewer')
    expect(created.emailed).toBe(true)
    expect(created.url).toMatch(
      new RegExp(
        `^${TEST_PUBLIC_URL}/workspace-invitation#token=[A-Za-z0-9_-]{43}$`
      )
    )
    const mail = await smtp.mailTo(email)
    expect(mail.subject).toBe('You are invited to the Makers workspace on Kiln')
    expect(mail.text).toContain(created.url)
    const pending = await owner.get(`/workspaces/${workspaceId}/members`)
    expect(
      pending.json().invitations.map((i: { email: string }) => i.email)
    ).toEqual([email])

    const invitee = await newUser(email)
    const res = await accept(invitee, tokenOf(created.url))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ workspace: Workspace }>().workspace).toMatchObject({
      id: workspaceId,
      role: 'viewer',
    })
    const again = await accept(invitee, tokenOf(created.url))
    expect(again.statusCode).toBe(404)
    expect(again.json().error.message).toBe(INVALID)
    expect(
      (await owner.get(`/workspaces/${workspaceId}/members`)).json().invitations
    ).toEqual([])
  })

  it('refuses another signed-in address and keeps the link for the right one', async () => {
    const email = uniqueEmail('right')
    const { url } = await invite(email)
    const wrong = await accept(await newUser(), tokenOf(url))
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().error.message).toBe(
      'This invitation is for another e-mail address: sign in with the address it was sent to.'
    )
    expect((await accept(await newUser(email), tokenOf(url))).statusCode).toBe(
      200
    )
  })

  it('refuses a revoked link', async () => {
    const email = uniqueEmail('revoked')
    const { id, url } = await invite(email)
    const revoked = await owner.del(
      `/workspaces/${workspaceId}/invitations/${id}`
    )
    expect(revoked.statusCode).toBe(200)
    const res = await accept(await newUser(email), tokenOf(url))
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe(INVALID)
    expect(
      (await owner.del(`/workspaces/${workspaceId}/invitations/${id}`))
        .statusCode
    ).toBe(404)
  })

  it('lets only admins and the owner invite or revoke', async () => {
    const email = uniqueEmail('editor')
    const { url } = await invite(email, 'editor')
    const editor = await newUser(email)
    expect((await accept(editor, tokenOf(url))).statusCode).toBe(200)
    const byEditor = await editor.post(
      `/workspaces/${workspaceId}/invitations`,
      {
        email: uniqueEmail(),
        role: 'viewer',
      }
    )
    expect(byEditor.statusCode).toBe(403)
    const stranger = await newUser()
    const byStranger = await stranger.post(
      `/workspaces/${workspaceId}/invitations`,
      {
        email: uniqueEmail(),
        role: 'viewer',
      }
    )
    expect(byStranger.statusCode).toBe(404)
    const asOwner = await owner.post(`/workspaces/${workspaceId}/invitations`, {
      email: uniqueEmail(),
      role: 'owner',
    })
    expect(asOwner.statusCode).toBe(400)
  })

  // Last: the clock moves past every session of this file.
  it('refuses a link after seven days', async () => {
    const email = uniqueEmail('late')
    const { url } = await invite(email)
    clock += 7 * DAY + 1000
    const res = await accept(await newUser(email), tokenOf(url))
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe(INVALID)
  })
})
