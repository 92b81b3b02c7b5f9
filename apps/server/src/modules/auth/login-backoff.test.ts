import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../config/env'
import { PASSWORD, signup, uniqueEmail } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { linkToken, startSmtpStandIn } from '../../test/smtp-stand-in'
import { DEFAULT_AUTH_RATE_LIMITS } from './auth-rate-limits'

/** Per-address limits out of the way: only the per-account one counts. */
const PER_ACCOUNT_ONLY = {
  perIp: { max: 10_000, windowMs: 60_000 },
  perIpAndEmail: { max: 10_000, windowMs: 60_000 },
  perAccount: DEFAULT_AUTH_RATE_LIMITS.perAccount,
}

describe('password guessing per account, from any address', () => {
  let ctx: TestContext
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  let clock = Date.now()
  beforeAll(async () => {
    smtp = await startSmtpStandIn()
    ctx = await buildTestApp({
      env: testEnv({ SMTP_URL: smtp.url, TRUST_PROXY: '1' }),
      authRateLimits: PER_ACCOUNT_ONLY,
      now: () => new Date(clock),
    })
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
  })

  let client = 0
  /** Each attempt from another client address (as a proxy reports it). */
  const login = (email: string, password = 'wrong password') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: `10.1.${++client % 250}.${client % 200}`,
      headers: { 'x-forwarded-for': `192.0.2.${client % 250}` },
    })
  const wait = (seconds: number) => (clock += seconds * 1000)

  it('lets 5 wrong passwords through, then makes the account wait, even with the right password', async () => {
    const { email } = await signup(ctx.app)
    for (let i = 0; i < 5; i++) {
      const res = await login(email)
      expect(res.statusCode).toBe(401)
      expect(res.json().error.message).toBe('Invalid e-mail or password.')
    }
    const limited = await login(email.toUpperCase(), PASSWORD)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'Too many failed sign-ins for this e-mail. Please wait 30 seconds and try again.',
    })
    expect(limited.headers['retry-after']).toBe('30')

    wait(30)
    expect((await login(email, PASSWORD)).statusCode).toBe(200)
    // A right password starts afresh: 5 more wrong ones before a wait.
    for (let i = 0; i < 5; i++)
      expect((await login(email)).statusCode).toBe(401)
    expect((await login(email)).statusCode).toBe(429)
  })

  it('doubles the wait after each further failure, up to 15 minutes', async () => {
    const { email } = await signup(ctx.app)
    for (let i = 0; i < 5; i++) await login(email)
    const waits: number[] = []
    for (let i = 0; i < 7; i++) {
      const limited = await login(email)
      expect(limited.statusCode).toBe(429)
      const retryAfter = Number(limited.headers['retry-after'])
      waits.push(retryAfter)
      wait(retryAfter)
      expect((await login(email)).statusCode).toBe(401)
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900])
    const longest = await login(email)
    expect(longest.json().error.message).toContain('Please wait 15 minutes')
    // Other accounts are not held up.
    expect((await login(uniqueEmail())).statusCode).toBe(401)
  })

  it('a password reset by e-mail lets the owner in at once', async () => {
    const { email } = await signup(ctx.app)
    for (let i = 0; i < 6; i++) await login(email)
    expect((await login(email, PASSWORD)).statusCode).toBe(429)
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
    })
    const token = linkToken(await smtp.mailTo(email, 1))
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, newPassword: 'a brand new password' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await login(email, 'a brand new password')).statusCode).toBe(200)
  })
})

describe('TRUST_PROXY: the client address comes from the trusted hops only', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({ TRUST_PROXY: '1' }),
      authRateLimits: DEFAULT_AUTH_RATE_LIMITS,
    })
  })
  afterAll(() => ctx.close())

  const login = (forwardedFor: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'wrong password' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    })

  it('keys the per-address limit by what the proxy saw, not by a spoofed leftmost entry', async () => {
    for (let i = 0; i < 30; i++) {
      const spoofed = `203.0.113.${i}, 198.51.100.7`
      expect((await login(spoofed)).statusCode).toBe(401)
    }
    const limited = await login('203.0.113.99, 198.51.100.7')
    expect(limited.statusCode).toBe(429)
    // Another real client behind the same proxy is not held up.
    expect((await login('203.0.113.99, 198.51.100.8')).statusCode).toBe(401)
  })

  it('reads TRUST_PROXY as a number of hops (true is one)', () => {
    const hops = (value: string) =>
      parseEnv({ PUBLIC_URL: 'http://kiln.test', TRUST_PROXY: value })
        .trustProxy
    expect(hops('true')).toBe(1)
    expect(hops('1')).toBe(1)
    expect(hops('2')).toBe(2)
    expect(hops('false')).toBe(false)
    expect(hops('0')).toBe(false)
    expect(() => hops('yes')).toThrow(/number of reverse proxies/)
  })
})
