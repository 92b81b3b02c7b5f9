import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from './test/auth-helpers'
import { buildTestApp, type TestContext } from './test/helper'

const badBodies: [string, string, string][] = [
  [
    'wrong types',
    '{"email":42,"password":true,"name":[1],"userId":{}}',
    'application/json',
  ],
  ['missing fields', '{}', 'application/json'],
  [
    'a huge string',
    JSON.stringify({
      email: 'a'.repeat(500_000),
      password: 'b'.repeat(400_000),
      name: 'c'.repeat(100_000),
      refreshToken: 'd'.repeat(100_000),
      userId: 'e'.repeat(100_000),
      code: 'f'.repeat(100_000),
      state: 'g',
    }),
    'application/json',
  ],
  ['bad JSON', '{"email": "a@b.co",', 'application/json'],
  ['an array', '[1,2,3]', 'application/json'],
  ['null', 'null', 'application/json'],
  ['a text body', 'hello', 'text/plain'],
  ['form data', 'email=a%40b.co', 'application/x-www-form-urlencoded'],
  [
    'unicode junk',
    JSON.stringify({
      email: '\u0000@\uffff.com',
      password: '\ud800\ud800\ud800\ud800',
      name: '\u0000',
    }),
    'application/json',
  ],
]

describe('bad input never causes a 5xx', () => {
  let ctx: TestContext
  let user: SignedUp
  beforeAll(async () => {
    ctx = await buildTestApp()
    user = await signup(ctx.app)
  })
  afterAll(() => ctx.close())

  const routes = () =>
    [
      ['POST', '/api/auth/signup'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/refresh-token'],
      ['POST', '/api/auth/oidc/callback'],
      ['POST', '/api/users'],
      ['PUT', `/api/users/${user.userId}/profile`],
      ['PUT', `/api/users/${'x'.repeat(300)}/profile`],
      ['GET', `/api/users/%00%ff/profile`],
    ] as const

  it.each(badBodies)(
    'answers %s with a 4xx in the error shape',
    async (_name, payload, type) => {
      for (const [method, url] of routes()) {
        const res = await ctx.app.inject({
          method,
          url,
          payload,
          headers: { 'content-type': type, ...bearer(user.accessToken) },
        })
        expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500)
        const body = res.json()
        expect(body.error.message, `${method} ${url}`).toEqual(
          expect.any(String)
        )
        expect(body.requestId).toEqual(expect.any(String))
      }
    }
  )
})
