import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, uniqueEmail } from '../../test/auth-helpers'
import { startFakeOidcProvider } from '../../test/fake-oidc-provider'
import {
  buildTestApp,
  TEST_PUBLIC_URL,
  testEnv,
  type TestContext,
} from '../../test/helper'
import { linkToken, startSmtpStandIn } from '../../test/smtp-stand-in'
import { createIdentitiesRepo } from './identities.repo'
import { oidcBindingCookie } from './oidc-binding'

/** OIDC and SMTP both on: who keeps a way into an account. */
describe('single sign-on and the mailbox owner (OIDC + SMTP)', () => {
  let ctx: TestContext
  let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  const cookieName = oidcBindingCookie(TEST_PUBLIC_URL).name
  beforeAll(async () => {
    provider = await startFakeOidcProvider('kiln-client')
    smtp = await startSmtpStandIn()
    ctx = await buildTestApp({
      env: testEnv({
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'kiln-client',
        OIDC_NAME: 'Test SSO',
        SMTP_URL: smtp.url,
      }),
    })
  })
  afterAll(async () => {
    await ctx.close()
    await provider.close()
    await smtp.close()
  })

  const post = (url: string, payload: object, headers = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers })
  const subOf = (res: { json: () => { accessToken: string } }) =>
    decodeJwt(res.json().accessToken).sub

  /** Signs in at the provider as `subject` and comes back (or links). */
  async function viaProvider(
    subject: string,
    email: string,
    accessToken?: string
  ) {
    const start = await ctx.app.inject({
      method: accessToken ? 'POST' : 'GET',
      url: accessToken ? '/api/auth/oidc/link' : '/api/auth/oidc/start',
      headers: accessToken ? bearer(accessToken) : {},
    })
    if (start.statusCode !== 200) return start
    const binding = start.cookies.find((c) => c.name === cookieName)!.value
    const url = new URL(start.json().authorizationUrl)
    const code = provider.login(url.href, email, true, subject)
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/callback',
      payload: { code, state: url.searchParams.get('state') },
      cookies: { [cookieName]: binding },
    })
  }

  async function confirmEmail(email: string, skip = 0) {
    const token = linkToken(await smtp.mailTo(email, skip))
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(
      200
    )
  }

  /** The owner of the mailbox resets the password by the e-mailed link. */
  async function resetByMail(email: string, skip: number) {
    await post('/api/auth/password-reset', { email })
    const token = linkToken(await smtp.mailTo(email, skip))
    const res = await post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'the owner’s new password',
    })
    expect(res.statusCode).toBe(200)
  }

  it('refuses to link a provider to an account whose address is not confirmed', async () => {
    const squatter = await signup(ctx.app, uniqueEmail('victim'))
    const squatterMail = uniqueEmail('squatter')
    const refused = await viaProvider(
      `squatter-${squatter.email}`,
      squatterMail,
      squatter.accessToken
    )
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toContain(
      'Please confirm your e-mail address before linking Test SSO'
    )
    // Nothing was linked: the squatter's provider account opens its own.
    const own = await viaProvider(`squatter-${squatter.email}`, squatterMail)
    expect(own.statusCode).toBe(200)
    expect(subOf(own)).not.toBe(squatter.userId)

    // Once the address is confirmed, its owner links as before.
    const owner = await signup(ctx.app, uniqueEmail('owner'))
    await confirmEmail(owner.email)
    const linked = await viaProvider(
      `owner-${owner.email}`,
      owner.email,
      owner.accessToken
    )
    expect(linked.statusCode).toBe(200)
    expect(subOf(linked)).toBe(owner.userId)
  })

  it("a reset by e-mail unlinks a squatter's provider and ends their sessions", async () => {
    const email = uniqueEmail('victim')
    const squatter = await signup(ctx.app, email)
    const subject = `squatter-${email}`
    const squatterMail = uniqueEmail('squatter')
    // The squatter linked their own provider account while the address was
    // unconfirmed (before linking needed a confirmed address, or while the
    // server had no SMTP).
    await createIdentitiesRepo(ctx.database.db).insert({
      userId: squatter.userId,
      issuer: provider.issuer,
      subject,
      email: squatterMail,
      emailVerified: true,
    })
    const before = await viaProvider(subject, squatterMail)
    expect(subOf(before)).toBe(squatter.userId)

    await resetByMail(email, 1)

    const after = await viaProvider(subject, squatterMail)
    expect(after.statusCode).toBe(200)
    expect(subOf(after)).not.toBe(squatter.userId)
    for (const pair of [squatter, before.json()]) {
      const account = await ctx.app.inject({
        url: '/api/auth/account',
        headers: bearer(pair.accessToken),
      })
      expect(account.statusCode).toBe(401)
      const refresh = await post('/api/refresh-token', {
        refreshToken: pair.refreshToken,
      })
      expect(refresh.statusCode).toBe(401)
    }
  })

  it("keeps, after a reset by e-mail, the owner's provider identity that proved the same address", async () => {
    const owner = await signup(ctx.app, uniqueEmail('owner'))
    await confirmEmail(owner.email)
    const proven = `proven-${owner.email}`
    const linked = await viaProvider(proven, owner.email, owner.accessToken)
    expect(linked.statusCode).toBe(200)
    // Someone with the password added another provider account later.
    const other = `other-${owner.email}`
    const intruderMail = uniqueEmail('intruder')
    const intruder = await viaProvider(
      other,
      intruderMail,
      linked.json().accessToken
    )
    expect(intruder.statusCode).toBe(200)

    await resetByMail(owner.email, 1)

    expect(subOf(await viaProvider(proven, owner.email))).toBe(owner.userId)
    expect(subOf(await viaProvider(other, intruderMail))).not.toBe(owner.userId)
  })
})
