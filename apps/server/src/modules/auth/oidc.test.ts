import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, PASSWORD, signup, uniqueEmail } from '../../test/auth-helpers'
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
import { createUsersRepo } from '../users/users.repo'
import { oidcBindingCookie } from './oidc-binding'

describe('sign-in with an OpenID Connect provider', () => {
  let ctx: TestContext
  let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>
  const cookieName = oidcBindingCookie(TEST_PUBLIC_URL).name
  beforeAll(async () => {
    provider = await startFakeOidcProvider('kiln-client')
    ctx = await buildTestApp({
      env: testEnv({
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'kiln-client',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_NAME: 'Test SSO',
      }),
    })
  })
  afterAll(async () => {
    await ctx.close()
    await provider.close()
  })

  /** A browser: its binding cookie, if it has one. */
  type Browser = { binding?: string }
  const cookiesOf = (browser: Browser) =>
    browser.binding ? { [cookieName]: browser.binding } : {}

  const start = async (browser: Browser = {}, accessToken?: string) => {
    const res = await ctx.app.inject({
      method: accessToken ? 'POST' : 'GET',
      url: accessToken ? '/api/auth/oidc/link' : '/api/auth/oidc/start',
      cookies: cookiesOf(browser),
      headers: accessToken ? bearer(accessToken) : {},
    })
    expect(res.statusCode).toBe(200)
    const cookie = res.cookies.find((c) => c.name === cookieName)
    browser.binding = cookie?.value
    const url = new URL(res.json().authorizationUrl)
    return { url, state: url.searchParams.get('state')!, browser, cookie }
  }
  const callback = (code: string, state: string, browser: Browser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/callback',
      payload: { code, state },
      cookies: cookiesOf(browser),
    })
  /** Starts in a fresh browser, signs in at the provider, comes back. */
  const signInWith = async (
    email: string,
    emailVerified: EmailVerifiedClaim = true,
    subject?: string
  ) => {
    const flow = await start()
    const code = provider.login(flow.url.href, email, emailVerified, subject)
    return callback(code, flow.state, flow.browser)
  }
  const subOf = (res: { json: () => { accessToken: string } }) =>
    decodeJwt(res.json().accessToken).sub

  it('reports OIDC in the auth config', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/config' })
    expect(res.json()).toEqual({
      oidcEnabled: true,
      oidcName: 'Test SSO',
      emailEnabled: false,
    })
  })

  it('builds an authorization URL with PKCE S256 and the login-auth redirect', async () => {
    const { url } = await start()
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`)
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${TEST_PUBLIC_URL}/login-auth`
    )
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('client_id')).toBe('kiln-client')
  })

  it('sets a short-lived HttpOnly SameSite=Lax binding cookie, __Host- over HTTPS', async () => {
    const { cookie } = await start()
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 600,
    })
    expect(cookie?.value).toMatch(/^[\w-]{43}$/)
    expect(oidcBindingCookie('https://kiln.example.com')).toMatchObject({
      name: '__Host-kiln-oidc',
      options: { secure: true, path: '/', httpOnly: true, sameSite: 'lax' },
    })
    expect(oidcBindingCookie('http://localhost:3000').name).toBe(
      '__Host-kiln-oidc'
    )
  })

  it('creates the user on first sign-in and finds them the next time', async () => {
    const email = uniqueEmail('sso')
    const res = await signInWith(email)
    expect(res.statusCode).toBe(200)
    expect(res.json().refreshToken).toEqual(expect.any(String))
    const again = await signInWith(email.toUpperCase(), true, `sub-${email}`)
    expect(subOf(again)).toBe(subOf(res))
  })

  it("refuses an attacker's unused callback link in another browser (login CSRF)", async () => {
    // The attacker starts sign-in in their own browser, signs in at the
    // provider and stops before the callback.
    const attacker = await start()
    const code = provider.login(attacker.url.href, uniqueEmail('attacker'))
    // The victim, signed in, opens /login-auth?code=…&state=… from the
    // attacker: their browser has no binding, or one of its own.
    const victim = await signup(ctx.app)
    for (const browser of [{}, (await start()).browser]) {
      const res = await callback(code, attacker.state, browser)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toContain('not started in this browser')
    }
    const profile = await ctx.app.inject({
      url: `/api/users/${victim.userId}/profile`,
      headers: bearer(victim.accessToken),
    })
    expect(profile.statusCode).toBe(200)
    // Only the browser that started the flow finishes it.
    const own = await callback(code, attacker.state, attacker.browser)
    expect(own.statusCode).toBe(200)
  })

  it('keeps one binding per browser, so two tabs can both sign in', async () => {
    const browser: Browser = {}
    const tab1 = await start(browser)
    const first = browser.binding
    const tab2 = await start(browser)
    expect(browser.binding).toBe(first)
    const email = uniqueEmail('tabs')
    const code1 = provider.login(tab1.url.href, email)
    const code2 = provider.login(tab2.url.href, email)
    expect((await callback(code2, tab2.state, browser)).statusCode).toBe(200)
    expect((await callback(code1, tab1.state, browser)).statusCode).toBe(200)
  })

  it('never merges into a password account: the owner links it from Settings', async () => {
    const user = await signup(ctx.app)
    const refused = await signInWith(user.email)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'ACCOUNT_LINK_REQUIRED',
      message: expect.stringContaining(
        'Sign in with your password, then link Test SSO in Settings'
      ),
    })

    // Signed in with the password, the owner links the provider.
    const link = await start({}, user.accessToken)
    const code = provider.login(link.url.href, user.email)
    const linked = await callback(code, link.state, link.browser)
    expect(linked.statusCode).toBe(200)
    expect(subOf(linked)).toBe(user.userId)
    // The session that started the link ended; the new pair replaces it.
    const old = await ctx.app.inject({
      url: '/api/auth/account',
      headers: bearer(user.accessToken),
    })
    expect(old.statusCode).toBe(401)
    const account = await ctx.app.inject({
      url: '/api/auth/account',
      headers: bearer(linked.json().accessToken),
    })
    expect(account.json()).toMatchObject({
      email: user.email,
      hasPassword: true,
      identities: [{ provider: 'Test SSO', email: user.email }],
    })

    // From now on SSO opens the account, and the password still works.
    expect(subOf(await signInWith(user.email))).toBe(user.userId)
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    })
    expect(login.statusCode).toBe(200)
  })

  it('links only from a browser that started the link, and only to one account', async () => {
    const owner = await signup(ctx.app)
    const other = await signup(ctx.app)
    const subject = `shared-${uniqueEmail()}`
    const first = await start({}, owner.accessToken)
    const code = provider.login(first.url.href, owner.email, true, subject)
    // Another browser cannot finish the owner's link.
    expect((await callback(code, first.state, {})).statusCode).toBe(400)
    expect((await callback(code, first.state, first.browser)).statusCode).toBe(
      200
    )
    const second = await start({}, other.accessToken)
    const again = provider.login(second.url.href, other.email, true, subject)
    const res = await callback(again, second.state, second.browser)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toContain('already linked')
  })

  it('needs email_verified: true to create or open an account by e-mail', async () => {
    const admin = await signup(ctx.app)
    for (const claim of [false, 'omit'] as const) {
      for (const email of [uniqueEmail('new'), admin.email]) {
        const res = await signInWith(email, claim)
        expect(res.statusCode).toBe(401)
        expect(res.json().error.message).toContain('verified e-mail')
      }
    }
  })

  it('gives an old SSO-only account (no password, no identity) to its verified owner', async () => {
    const email = uniqueEmail('legacy')
    const now = new Date()
    const legacy = await createUsersRepo(ctx.database.db).insert({
      email,
      passwordHash: null,
      createdAt: now,
      cycleAnchor: now,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    })
    const res = await signInWith(email)
    expect(res.statusCode).toBe(200)
    expect(subOf(res)).toBe(legacy.id)
    // A second identity of the same provider cannot claim it by e-mail.
    const other = await signInWith(email, true, 'another-subject')
    expect(other.statusCode).toBe(409)
  })

  it('uses each state once', async () => {
    const flow = await start()
    const code = provider.login(flow.url.href, uniqueEmail('sso'))
    expect((await callback(code, flow.state, flow.browser)).statusCode).toBe(
      200
    )
    const replay = await callback(code, flow.state, flow.browser)
    expect(replay.statusCode).toBe(400)
    expect(replay.json().error.message).toContain('expired')
  })

  it('refuses unknown states and bad codes', async () => {
    const bad = await start()
    expect(
      (await callback('code', 'unknown-state', bad.browser)).statusCode
    ).toBe(400)
    expect(
      (await callback('wrong-code', bad.state, bad.browser)).statusCode
    ).toBe(401)
  })
})
