import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import {
  startFakeOidcProvider,
  type EmailVerifiedClaim,
} from '../../test/fake-oidc-provider'
import {
  buildTestApp,
  TEST_PUBLIC_URL,
  testEnv,
  type TestContext,
} from '../../test/helper'
import { linkToken, startSmtpStandIn } from '../../test/smtp-stand-in'
import { oidcBindingCookie } from '../auth/oidc-binding'

/** With SMTP on, ADMIN_EMAILS and the allow-list count only once proven. */
describe('rights by e-mail need a confirmed address (SMTP on)', () => {
  let ctx: TestContext
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>
  const cookieName = oidcBindingCookie(TEST_PUBLIC_URL).name
  beforeAll(async () => {
    smtp = await startSmtpStandIn()
    provider = await startFakeOidcProvider('kiln-client')
    ctx = await buildTestApp({
      env: testEnv({
        SMTP_URL: smtp.url,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'kiln-client',
        ADMIN_EMAILS: 'boss@kiln.test,sso-boss@kiln.test',
        SALELIST_EMAILS: 'seller@kiln.test',
      }),
    })
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
    await provider.close()
  })

  const get = (url: string, who: { accessToken: string }) =>
    ctx.app.inject({ url, headers: bearer(who.accessToken) })
  const isAdmin = async (who: SignedUp) =>
    (await get(`/api/users/${who.userId}/profile`, who)).json().user.isAdmin
  async function confirm(email: string) {
    const token = linkToken(await smtp.mailTo(email))
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    })
    expect(res.statusCode).toBe(200)
  }
  async function ssoSignIn(email: string, emailVerified: EmailVerifiedClaim) {
    const start = await ctx.app.inject({ url: '/api/auth/oidc/start' })
    const binding = start.cookies.find((c) => c.name === cookieName)!.value
    const url = new URL(start.json().authorizationUrl)
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/callback',
      payload: {
        code: provider.login(url.href, email, emailVerified),
        state: url.searchParams.get('state'),
      },
      cookies: { [cookieName]: binding },
    })
  }

  it('an unconfirmed sign-up of an admin address is no admin until confirmed', async () => {
    const boss = await signup(ctx.app, 'boss@kiln.test')
    const lookup = `/api/admin/users?email=boss@kiln.test`
    expect((await get(lookup, boss)).statusCode).toBe(403)
    expect((await get('/api/admin/salelist', boss)).statusCode).toBe(403)
    expect((await get('/api/invitation-codes', boss)).statusCode).toBe(403)
    expect(await isAdmin(boss)).toBe(false)

    await confirm('boss@kiln.test')
    expect((await get(lookup, boss)).statusCode).toBe(200)
    expect((await get('/api/admin/salelist', boss)).statusCode).toBe(200)
    expect((await get('/api/invitation-codes', boss)).statusCode).toBe(200)
    expect(await isAdmin(boss)).toBe(true)
  })

  it('an unconfirmed sign-up of an allow-listed address cannot manage codes until confirmed', async () => {
    const seller = await signup(ctx.app, 'seller@kiln.test')
    const generate = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/invitation-codes/generate',
        headers: bearer(seller.accessToken),
        payload: {
          count: 1,
          usesPerCode: 1,
          grant: { type: 'credits', credits: 10 },
        },
      })
    const onList = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/salelist/validate',
          headers: bearer(seller.accessToken),
          payload: { email: 'seller@kiln.test' },
        })
      ).json().valid
    expect((await get('/api/invitation-codes', seller)).statusCode).toBe(403)
    expect((await generate()).statusCode).toBe(403)
    expect(await onList()).toBe(false)

    await confirm('seller@kiln.test')
    expect((await get('/api/invitation-codes', seller)).statusCode).toBe(200)
    expect((await generate()).statusCode).toBe(201)
    expect(await onList()).toBe(true)
  })

  it('an SSO sign-in makes an admin only with email_verified: true', async () => {
    for (const claim of [false, 'omit'] as const) {
      const refused = await ssoSignIn('sso-boss@kiln.test', claim)
      expect(refused.statusCode).toBe(401)
    }
    const res = await ssoSignIn('sso-boss@kiln.test', true)
    expect(res.statusCode).toBe(200)
    const pair = res.json()
    const boss = { ...pair, userId: String(decodeJwt(pair.accessToken).sub) }
    expect(await isAdmin(boss)).toBe(true)
    expect(
      (await get('/api/admin/users?email=sso-boss@kiln.test', boss)).statusCode
    ).toBe(200)
  })
})
