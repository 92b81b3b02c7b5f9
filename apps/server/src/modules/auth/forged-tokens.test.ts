import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import {
  buildTestApp,
  TEST_PUBLIC_URL,
  testKeys,
  type TestContext,
} from '../../test/helper'
import { generateSigningKeys, type SigningKeys } from './signing-keys'

describe('access tokens the server did not issue are rejected', () => {
  let ctx: TestContext
  let user: SignedUp
  let keys: SigningKeys
  beforeAll(async () => {
    ctx = await buildTestApp()
    user = await signup(ctx.app)
    keys = await testKeys()
  })
  afterAll(() => ctx.close())

  const readProfile = (token: string) =>
    ctx.app.inject({
      url: `/api/users/${user.userId}/profile`,
      headers: bearer(token),
    })

  const sign = async (
    overrides: {
      iss?: string
      aud?: string
      exp?: number
      iat?: number
      sub?: unknown
    } = {},
    signingKeys: SigningKeys = keys
  ) => {
    const claims = decodeJwt(user.accessToken)
    const now = Math.floor(Date.now() / 1000)
    const token = new SignJWT({
      email: user.email,
      sid: claims.sid,
      sub: (overrides.sub ?? user.userId) as string,
    })
      .setProtectedHeader({ alg: 'ES256', kid: signingKeys.kid })
      .setIssuer(overrides.iss ?? TEST_PUBLIC_URL)
      .setAudience(overrides.aud ?? 'kiln')
      .setIssuedAt(overrides.iat ?? now)
      .setExpirationTime(overrides.exp ?? (overrides.iat ?? now) + 3600)
    return token.sign(signingKeys.privateKey)
  }
  const now = () => Math.floor(Date.now() / 1000)

  it('accepts the real token and a correctly re-signed one', async () => {
    expect((await readProfile(user.accessToken)).statusCode).toBe(200)
    expect((await readProfile(await sign())).statusCode).toBe(200)
  })

  it.each([
    [
      'alg none',
      async () => {
        const [, payload] = user.accessToken.split('.')
        const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString(
          'base64url'
        )
        return `${header}.${payload}.`
      },
    ],
    ['another key', async () => sign({}, await generateSigningKeys())],
    [
      'a tampered payload',
      async () => {
        const [header, payload, signature] = user.accessToken.split('.')
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
        const forged = Buffer.from(
          JSON.stringify({ ...claims, email: 'admin@example.com' })
        ).toString('base64url')
        return `${header}.${forged}.${signature}`
      },
    ],
    [
      'an expired token',
      async () => sign({ exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['a token issued in the future', async () => sign({ iat: now() + 600 })],
    [
      'a token older than its lifetime',
      async () => sign({ iat: now() - 7200, exp: now() + 3600 }),
    ],
    [
      'a lifetime longer than an access token lives',
      async () => sign({ exp: now() + 86_400 }),
    ],
    ['a sub that is not a string', async () => sign({ sub: { id: 1 } })],
    ['an empty sub', async () => sign({ sub: '' })],
    ['a wrong issuer', async () => sign({ iss: 'http://evil.test' })],
    ['a wrong audience', async () => sign({ aud: 'other-app' })],
    ['garbage', async () => 'not.a.jwt'],
  ])('rejects %s with 401', async (_name, makeToken) => {
    const res = await readProfile(await makeToken())
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHORIZED')
  })

  it('rejects a missing or malformed Authorization header', async () => {
    const none = await ctx.app.inject({
      url: `/api/users/${user.userId}/profile`,
    })
    expect(none.statusCode).toBe(401)
    const basic = await ctx.app.inject({
      url: `/api/users/${user.userId}/profile`,
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    })
    expect(basic.statusCode).toBe(401)
  })
})
