import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signup, uniqueEmail } from '../../test/auth-helpers'
import { startFakeOidcProvider } from '../../test/fake-oidc-provider'
import {
  buildTestApp,
  TEST_PUBLIC_URL,
  testEnv,
  type TestContext,
} from '../../test/helper'

describe('sign-in with an OpenID Connect provider', () => {
  let ctx: TestContext
  let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>
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

  const start = async () => {
    const res = await ctx.app.inject({ url: '/api/auth/oidc/start' })
    expect(res.statusCode).toBe(200)
    const url = new URL(res.json().authorizationUrl)
    return { url, state: url.searchParams.get('state')! }
  }
  const callback = (code: string, state: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/callback',
      payload: { code, state },
    })

  it('reports OIDC in the auth config', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/config' })
    expect(res.json()).toEqual({ oidcEnabled: true, oidcName: 'Test SSO' })
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

  it('creates the user on first sign-in and finds them the next time', async () => {
    const email = uniqueEmail('sso')
    const first = await start()
    const res = await callback(
      provider.login(first.url.href, email),
      first.state
    )
    expect(res.statusCode).toBe(200)
    const userId = decodeJwt(res.json().accessToken).sub
    expect(res.json().refreshToken).toEqual(expect.any(String))

    const second = await start()
    const again = await callback(
      provider.login(second.url.href, email.toUpperCase()),
      second.state
    )
    expect(decodeJwt(again.json().accessToken).sub).toBe(userId)
  })

  it('signs an existing password user in to the same account', async () => {
    const user = await signup(ctx.app)
    const { url, state } = await start()
    const res = await callback(provider.login(url.href, user.email), state)
    expect(decodeJwt(res.json().accessToken).sub).toBe(user.userId)
  })

  it('uses each state once', async () => {
    const { url, state } = await start()
    const code = provider.login(url.href, uniqueEmail('sso'))
    expect((await callback(code, state)).statusCode).toBe(200)
    const replay = await callback(code, state)
    expect(replay.statusCode).toBe(400)
    expect(replay.json().error.message).toContain('expired')
  })

  it('refuses unknown states, bad codes and unverified e-mails', async () => {
    expect((await callback('code', 'unknown-state')).statusCode).toBe(400)
    const bad = await start()
    expect((await callback('wrong-code', bad.state)).statusCode).toBe(401)
    const unverified = await start()
    const code = provider.login(unverified.url.href, uniqueEmail(), false)
    const res = await callback(code, unverified.state)
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toContain('verified e-mail')
  })
})
