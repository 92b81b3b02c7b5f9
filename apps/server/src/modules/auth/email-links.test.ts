import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTokens } from '../../db/schema'
import { bearer, PASSWORD, signup, uniqueEmail } from '../../test/auth-helpers'
import {
  buildTestApp,
  TEST_PUBLIC_URL,
  testEnv,
  type TestContext,
} from '../../test/helper'
import { linkToken, startSmtpStandIn } from '../../test/smtp-stand-in'

describe('e-mail links (SMTP_URL set): verification and password reset', () => {
  let ctx: TestContext
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  let clock = Date.now()
  beforeAll(async () => {
    smtp = await startSmtpStandIn()
    ctx = await buildTestApp({
      env: testEnv({ SMTP_URL: smtp.url, SMTP_FROM: 'Kiln <kiln@kiln.test>' }),
      now: () => new Date(clock),
    })
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
  })

  const post = (url: string, payload: object, headers = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers })
  const login = (email: string, password: string) =>
    post('/api/auth/login', { email, password })
  const account = (accessToken: string) =>
    ctx.app.inject({ url: '/api/auth/account', headers: bearer(accessToken) })

  it('says e-mail is on in the auth config', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/config' })
    expect(res.json()).toMatchObject({ emailEnabled: true })
  })

  it('sends a sign-up a verification link that confirms the address once', async () => {
    const user = await signup(ctx.app)
    expect((await account(user.accessToken)).json().emailVerified).toBe(false)
    const mail = await smtp.mailTo(user.email)
    expect(mail.subject).toBe('Confirm your e-mail address for Kiln')
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/verify-email#token=`)
    const token = linkToken(mail)

    const res = await post('/api/auth/verify-email', { token })
    expect(res.statusCode).toBe(200)
    expect((await account(user.accessToken)).json().emailVerified).toBe(true)
    const again = await post('/api/auth/verify-email', { token })
    expect(again.statusCode).toBe(400)
    expect(again.json().error.message).toContain('expired or was already used')
  })

  it('resends the link on request', async () => {
    const user = await signup(ctx.app)
    await smtp.mailTo(user.email)
    const res = await post(
      '/api/auth/verify-email/resend',
      {},
      bearer(user.accessToken)
    )
    expect(res.statusCode).toBe(200)
    const second = await smtp.mailTo(user.email, 1)
    expect(linkToken(second)).not.toBe(linkToken(await smtp.mailTo(user.email)))
  })

  it('answers a reset request the same whether or not the account exists', async () => {
    const user = await signup(ctx.app)
    const nobody = uniqueEmail('nobody')
    const known = await post('/api/auth/password-reset', { email: user.email })
    const unknown = await post('/api/auth/password-reset', { email: nobody })
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(unknown.json()).toEqual(known.json())
    const mail = await smtp.mailTo(user.email, 1)
    expect(mail.subject).toBe('Reset your Kiln password')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.inbox.some((m) => m.to.includes(nobody))).toBe(false)
  })

  it("resets the password once, ends every session (a squatter's included) and confirms the e-mail", async () => {
    // Someone signed up with the owner's address and never confirmed it.
    const squatter = await signup(ctx.app)
    const email = squatter.email
    await post('/api/auth/password-reset', { email: email.toUpperCase() })
    const token = linkToken(await smtp.mailTo(email, 1))
    const rows = await ctx.database.db.select().from(emailTokens)
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false)

    const res = await post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'the owner’s new password',
    })
    expect(res.statusCode).toBe(200)
    expect((await account(squatter.accessToken)).statusCode).toBe(401)
    const refresh = await post('/api/refresh-token', {
      refreshToken: squatter.refreshToken,
    })
    expect(refresh.statusCode).toBe(401)
    expect((await login(email, PASSWORD)).statusCode).toBe(401)
    const owner = await login(email, 'the owner’s new password')
    expect(owner.statusCode).toBe(200)
    expect((await account(owner.json().accessToken)).json().emailVerified).toBe(
      true
    )

    const reuse = await post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'another new password',
    })
    expect(reuse.statusCode).toBe(400)
  })

  it('refuses an expired reset link, and links voided by a newer reset', async () => {
    const user = await signup(ctx.app)
    await post('/api/auth/password-reset', { email: user.email })
    const first = linkToken(await smtp.mailTo(user.email, 1))
    await post('/api/auth/password-reset', { email: user.email })
    const second = linkToken(await smtp.mailTo(user.email, 2))
    clock += 31 * 60 * 1000
    const expired = await post('/api/auth/password-reset/confirm', {
      token: second,
      newPassword: 'a fresh password',
    })
    expect(expired.statusCode).toBe(400)
    clock -= 31 * 60 * 1000
    const ok = await post('/api/auth/password-reset/confirm', {
      token: second,
      newPassword: 'a fresh password',
    })
    expect(ok.statusCode).toBe(200)
    const voided = await post('/api/auth/password-reset/confirm', {
      token: first,
      newPassword: 'a fresher password',
    })
    expect(voided.statusCode).toBe(400)
  })

  it('refuses malformed tokens with a readable message', async () => {
    const res = await post('/api/auth/password-reset/confirm', {
      token: 'short',
      newPassword: 'a fresh password',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toContain('This link is not valid')
  })
})
