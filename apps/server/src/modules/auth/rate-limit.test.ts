import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signup, uniqueEmail } from '../../test/auth-helpers'
import { buildTestApp, type TestContext } from '../../test/helper'
import { DEFAULT_AUTH_RATE_LIMITS } from './auth-rate-limits'

describe('login and signup rate limits', () => {
  let ctx: TestContext
  beforeAll(async () => {
    // The per-account back-off (login-backoff.test.ts) out of the way.
    const perAccount = { freeFailures: 1000, firstWaitMs: 1, maxWaitMs: 1 }
    ctx = await buildTestApp({
      authRateLimits: {
        ...DEFAULT_AUTH_RATE_LIMITS,
        perAccount: { ...perAccount, forgetAfterMs: 60_000 },
      },
    })
  })
  afterAll(() => ctx.close())

  const login = (email: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong password' },
      remoteAddress,
    })

  it('allows 10 attempts per IP and e-mail a minute, then answers 429 with Retry-After', async () => {
    const { email } = await signup(ctx.app)
    for (let i = 0; i < 10; i++) {
      expect((await login(email, '10.0.0.1')).statusCode).toBe(401)
    }
    const limited = await login(email.toUpperCase(), '10.0.0.1')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect((await login(email, '10.0.0.2')).statusCode).toBe(401)
  })

  it('allows 30 attempts per IP a minute across e-mails', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login(uniqueEmail(), '10.0.0.3')).statusCode).toBe(401)
    }
    const limited = await login(uniqueEmail(), '10.0.0.3')
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
  })
})
