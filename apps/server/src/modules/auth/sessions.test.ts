import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bearer,
  PASSWORD,
  signup,
  uniqueEmail,
  type SignedUp,
} from '../../test/auth-helpers'
import { buildTestApp, type TestContext } from '../../test/helper'
import { REFRESH_TOKEN_IDLE_MS, SESSION_MAX_LIFE_MS } from './refresh-tokens'

const DAY = 24 * 60 * 60 * 1000

describe('sessions: rotation, listing, signing out, password change', () => {
  let ctx: TestContext
  let clock = Date.now()
  beforeAll(async () => {
    ctx = await buildTestApp({ now: () => new Date(clock) })
  })
  afterAll(() => ctx.close())

  const refresh = (refreshToken: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refreshToken },
    })
  const login = (email: string, password = PASSWORD, userAgent = 'Browser B') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
    })
  const account = (accessToken: string) =>
    ctx.app.inject({ url: '/api/auth/account', headers: bearer(accessToken) })
  const sessions = (accessToken: string) =>
    ctx.app.inject({ url: '/api/auth/sessions', headers: bearer(accessToken) })

  it('rotates the refresh token on each use', async () => {
    const user = await signup(ctx.app)
    const first = await refresh(user.refreshToken)
    expect(first.statusCode).toBe(200)
    const next = first.json().refreshToken
    expect(next).toMatch(/^[\w-]{43}$/)
    expect(next).not.toBe(user.refreshToken)
    const second = await refresh(next)
    expect(second.statusCode).toBe(200)
    expect((await account(second.json().accessToken)).statusCode).toBe(200)
  })

  it('ends the whole session when a used refresh token comes back', async () => {
    const user = await signup(ctx.app)
    // The user refreshes twice; a thief replays the first, stolen token.
    const t1 = (await refresh(user.refreshToken)).json().refreshToken
    const t2 = (await refresh(t1)).json()
    const replay = await refresh(user.refreshToken)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().error.message).toContain('used twice')
    // Every token of that family is dead at once, access tokens included.
    expect((await refresh(t2.refreshToken)).statusCode).toBe(401)
    expect((await account(t2.accessToken)).statusCode).toBe(401)
    // Other sign-ins of the user are untouched.
    expect((await login(user.email)).statusCode).toBe(200)
  })

  it('ends the session when the thief refreshes first and the user comes back', async () => {
    const user = await signup(ctx.app)
    const stolen = await refresh(user.refreshToken)
    const thiefNext = (await refresh(stolen.json().refreshToken)).json()
    expect((await refresh(user.refreshToken)).statusCode).toBe(401)
    expect((await refresh(thiefNext.refreshToken)).statusCode).toBe(401)
    expect((await account(thiefNext.accessToken)).statusCode).toBe(401)
  })

  it('lets exactly one of two racing refreshes with the same token win', async () => {
    const user = await signup(ctx.app)
    const answers = await Promise.all([
      refresh(user.refreshToken),
      refresh(user.refreshToken),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401])
  })

  it('bounds a refresh token by idle time and a session by its whole life', async () => {
    const idle = await signup(ctx.app)
    clock += REFRESH_TOKEN_IDLE_MS + 1000
    expect((await refresh(idle.refreshToken)).statusCode).toBe(401)

    const busy = await signup(ctx.app)
    let token = busy.refreshToken
    const started = clock
    while (clock - started < SESSION_MAX_LIFE_MS - 6 * DAY) {
      clock += 6 * DAY
      const res = await refresh(token)
      expect(res.statusCode).toBe(200)
      token = res.json().refreshToken
    }
    clock = started + SESSION_MAX_LIFE_MS + 1000
    expect((await refresh(token)).statusCode).toBe(401)
  })

  it('lists live sessions with device, times and which one is current', async () => {
    const email = uniqueEmail()
    const user = await signup(ctx.app, email)
    const other = await login(email, PASSWORD, 'Mozilla/5.0 (Phone)')
    const res = await sessions(user.accessToken)
    expect(res.statusCode).toBe(200)
    const list = res.json().sessions
    expect(list).toHaveLength(2)
    const current = list.find((s: { current: boolean }) => s.current)
    const phone = list.find((s: { current: boolean }) => !s.current)
    expect(phone).toMatchObject({
      userAgent: 'Mozilla/5.0 (Phone)',
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
    })
    expect(current.id).not.toBe(phone.id)
    // Another user sees only their own.
    const stranger = await signup(ctx.app)
    const theirs = (await sessions(stranger.accessToken)).json().sessions
    expect(theirs.map((s: { id: string }) => s.id)).not.toContain(phone.id)
    expect(other.statusCode).toBe(200)
  })

  it('signs one session out at once, and never another user’s', async () => {
    const email = uniqueEmail()
    const user = await signup(ctx.app, email)
    const phone = (await login(email)).json()
    const phoneId = (await sessions(user.accessToken))
      .json()
      .sessions.find((s: { current: boolean }) => !s.current).id
    const stranger = await signup(ctx.app)
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: bearer(stranger.accessToken),
    })
    expect(foreign.statusCode).toBe(404)
    expect((await account(phone.accessToken)).statusCode).toBe(200)

    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: bearer(user.accessToken),
    })
    expect(ended.statusCode).toBe(200)
    expect((await account(phone.accessToken)).statusCode).toBe(401)
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401)
    expect((await account(user.accessToken)).statusCode).toBe(200)
  })

  it('signs out everywhere, or everywhere else', async () => {
    const email = uniqueEmail()
    const user = await signup(ctx.app, email)
    const a = (await login(email)).json()
    const b = (await login(email)).json()
    const others = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions?keepCurrent=true',
      headers: bearer(user.accessToken),
    })
    expect(others.json()).toEqual({ ended: 2 })
    for (const pair of [a, b]) {
      expect((await account(pair.accessToken)).statusCode).toBe(401)
      expect((await refresh(pair.refreshToken)).statusCode).toBe(401)
    }
    expect((await account(user.accessToken)).statusCode).toBe(200)

    const all = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: bearer(user.accessToken),
    })
    expect(all.json()).toEqual({ ended: 1 })
    expect((await account(user.accessToken)).statusCode).toBe(401)
  })

  it('says plainly that reset by e-mail needs SMTP, for any address', async () => {
    const user = await signup(ctx.app)
    for (const email of [user.email, uniqueEmail('nobody')]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toContain('E-mail is not set up')
    }
  })

  describe('password change', () => {
    let user: SignedUp
    let elsewhere: { accessToken: string; refreshToken: string }
    beforeAll(async () => {
      user = await signup(ctx.app)
      elsewhere = (await login(user.email)).json()
    })
    const change = (body: object, accessToken = user.accessToken) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        payload: body,
        headers: bearer(accessToken),
      })

    it('needs the current password and a valid new one', async () => {
      const wrong = await change({
        currentPassword: 'not the password',
        newPassword: 'a brand new password',
      })
      expect(wrong.statusCode).toBe(401)
      expect(wrong.json().error.message).toBe(
        'The current password is not correct.'
      )
      const short = await change({
        currentPassword: PASSWORD,
        newPassword: 'short',
      })
      expect(short.statusCode).toBe(400)
      expect((await account(elsewhere.accessToken)).statusCode).toBe(200)
    })

    it('changes it and ends every other session', async () => {
      const res = await change({
        currentPassword: PASSWORD,
        newPassword: 'a brand new password',
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ ended: 1 })
      expect((await account(elsewhere.accessToken)).statusCode).toBe(401)
      expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401)
      expect((await account(user.accessToken)).statusCode).toBe(200)
      expect((await login(user.email)).statusCode).toBe(401)
      expect((await login(user.email, 'a brand new password')).statusCode).toBe(
        200
      )
    })
  })
})
