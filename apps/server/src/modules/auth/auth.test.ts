import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, PASSWORD, signup, uniqueEmail } from '../../test/auth-helpers'
import {
  buildTestApp,
  TEST_PUBLIC_URL,
  type TestContext,
} from '../../test/helper'

describe('identity', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.close())

  const post = (url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object })
  const login = (email: string, password: string) =>
    post('/api/auth/login', { email, password })

  it('signs up and logs in with an ES256 access token and a refresh token', async () => {
    const user = await signup(ctx.app)
    expect(user.expiresIn).toBe(3600)
    expect(user.refreshToken).toMatch(/^[\w-]{43}$/)
    const header = decodeProtectedHeader(user.accessToken)
    expect(header.alg).toBe('ES256')
    expect(header.kid).toEqual(expect.any(String))
    const claims = decodeJwt(user.accessToken)
    expect(claims).toMatchObject({
      email: user.email,
      iss: TEST_PUBLIC_URL,
      aud: 'kiln',
      sid: expect.any(String),
    })
    expect(claims.exp! - claims.iat!).toBe(3600)

    const res = await login(user.email, PASSWORD)
    expect(res.statusCode).toBe(200)
    expect(decodeJwt(res.json().accessToken).sub).toBe(user.userId)
  })

  it('publishes the signing key in the JWKS', async () => {
    const user = await signup(ctx.app)
    const res = await ctx.app.inject({
      url: '/api/auth/.well-known/jwks.json',
    })
    expect(res.statusCode).toBe(200)
    const [jwk] = res.json().keys
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' })
    expect(jwk.d).toBeUndefined()
    const key = await importJWK(jwk, 'ES256')
    await expect(
      jwtVerify(user.accessToken, key, { issuer: TEST_PUBLIC_URL })
    ).resolves.toBeTruthy()
  })

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const user = await signup(ctx.app)
    const wrong = await login(user.email, 'wrong password!')
    const unknown = await login(uniqueEmail('ghost'), PASSWORD)
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json().error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid e-mail or password.',
      })
    }
  })

  it('treats e-mails case-insensitively and keeps them unique', async () => {
    const email = uniqueEmail('MiXeD').toUpperCase()
    await signup(ctx.app, `  ${email}  `)
    expect((await login(email.toLowerCase(), PASSWORD)).statusCode).toBe(200)
    const again = await post('/api/auth/signup', {
      email: email.toLowerCase(),
      password: PASSWORD,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this e-mail already exists.',
    })
  })

  it('rejects short passwords and accepts long ones whole', async () => {
    const short = await post('/api/auth/signup', {
      email: uniqueEmail(),
      password: 'short',
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().error.message).toBe(
      'password: Password must be at least 8 characters.'
    )
    const long = 'p'.repeat(999) + 'X'
    const user = await signup(ctx.app, uniqueEmail(), long)
    expect((await login(user.email, long)).statusCode).toBe(200)
    expect((await login(user.email, 'p'.repeat(1000))).statusCode).toBe(401)
    const tooLong = await post('/api/auth/signup', {
      email: uniqueEmail(),
      password: 'p'.repeat(1025),
    })
    expect(tooLong.statusCode).toBe(400)
  })

  it('refreshes while the session lives and not after logout', async () => {
    const user = await signup(ctx.app)
    const refresh = () =>
      post('/api/refresh-token', { refreshToken: user.refreshToken })
    const refreshed = await refresh()
    expect(refreshed.statusCode).toBe(200)
    expect(Object.keys(refreshed.json()).sort()).toEqual([
      'accessToken',
      'expiresIn',
      'refreshToken',
    ])
    const fresh = refreshed.json().accessToken
    const next = refreshed.json().refreshToken

    const logout = await ctx.app.inject({
      url: '/api/auth/logout',
      headers: bearer(fresh),
    })
    expect(logout.statusCode).toBe(200)
    expect(JSON.parse(logout.json().body)).toEqual({
      redirectUrl: `${TEST_PUBLIC_URL}/login`,
    })

    const after = await post('/api/refresh-token', { refreshToken: next })
    expect(after.statusCode).toBe(401)
    expect(after.json().error.code).toBe('UNAUTHORIZED')
    const profile = await ctx.app.inject({
      url: `/api/users/${user.userId}/profile`,
      headers: bearer(user.accessToken),
    })
    expect(profile.statusCode).toBe(401)
  })

  it('rejects unknown refresh tokens and logout without a token', async () => {
    const res = await post('/api/refresh-token', { refreshToken: 'nope' })
    expect(res.statusCode).toBe(401)
    const logout = await ctx.app.inject({ url: '/api/auth/logout' })
    expect(logout.statusCode).toBe(401)
  })

  it('says whether OIDC is on', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/config' })
    expect(res.json()).toEqual({ oidcEnabled: false, emailEnabled: false })
    const start = await ctx.app.inject({ url: '/api/auth/oidc/start' })
    expect(start.statusCode).toBe(404)
  })
})
