import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { createUsersService } from './users.service'

describe('users and profiles', () => {
  let ctx: TestContext
  let me: SignedUp
  let other: SignedUp
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({ ADMIN_EMAILS: ' Boss@Example.com , x@y.z' }),
    })
    me = await signup(ctx.app)
    other = await signup(ctx.app)
  })
  afterAll(() => ctx.close())

  const profileUrl = (userId: string) => `/api/users/${userId}/profile`
  const get = (userId: string, token = me.accessToken) =>
    ctx.app.inject({ url: profileUrl(userId), headers: bearer(token) })
  const put = (userId: string, payload: unknown, token = me.accessToken) =>
    ctx.app.inject({
      method: 'PUT',
      url: profileUrl(userId),
      headers: bearer(token),
      payload: payload as object,
    })

  it('reads the own profile with the free plan and a full cycle of credits', async () => {
    const res = await get(me.userId)
    expect(res.statusCode).toBe(200)
    const { success, user } = res.json()
    expect(success).toBe(true)
    expect(user).toMatchObject({
      userId: me.userId,
      email: me.email,
      name: null,
      isAdmin: false,
      subscription: { currentPlan: 'free', currentCreditsPerCycle: 100 },
      credits: {
        creditsAllocatedThisCycle: 100,
        creditsUsedThisCycle: 0,
        availableCredits: 100,
      },
    })
    const start = new Date(user.subscription.currentPeriodStart)
    const end = new Date(user.subscription.currentPeriodEnd)
    expect(start.toISOString()).toBe(user.createdAt)
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12)
    expect(Object.keys(user)).not.toContain('passwordHash')
  })

  it('updates the name and rejects bad names', async () => {
    const res = await put(me.userId, { name: '  Ada Lovelace ' })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.name).toBe('Ada Lovelace')
    expect((await get(me.userId)).json().user.name).toBe('Ada Lovelace')
    for (const name of ['', 'x'.repeat(101), 42, ['a']]) {
      const bad = await put(me.userId, { name })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.code).toBe('VALIDATION_FAILED')
    }
    expect((await put(me.userId, { name: null })).json().user.name).toBeNull()
  })

  it("never shows or changes another user's profile", async () => {
    const read = await get(other.userId)
    expect(read.statusCode).toBe(403)
    expect(read.json().error.code).toBe('FORBIDDEN')
    expect(read.body).not.toContain(other.email)
    const write = await put(other.userId, { name: 'Mallory' })
    expect(write.statusCode).toBe(403)
    expect((await get(other.userId, other.accessToken)).json().user.name).toBe(
      null
    )
  })

  it('POST /users re-reads the own account and refuses other ids', async () => {
    const post = (userId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: bearer(me.accessToken),
        payload: { userId, email: me.email },
      })
    const res = await post(me.userId)
    expect(res.statusCode).toBe(200)
    expect(res.json().user.userId).toBe(me.userId)
    expect((await post(me.userId)).statusCode).toBe(200)
    expect((await post(other.userId)).statusCode).toBe(403)
    expect((await post('not-a-uuid-at-all')).statusCode).toBe(403)
  })

  it('marks ADMIN_EMAILS users as admins, case-insensitively', async () => {
    const boss = await signup(ctx.app, 'boss@example.COM')
    expect((await get(boss.userId, boss.accessToken)).json().user.isAdmin).toBe(
      true
    )
  })

  it('answers USR_NOT_FOUND_USER when the account row is gone', async () => {
    const service = createUsersService({
      db: ctx.app.db,
      rights: { adminEmails: [], emailVerificationOn: false },
      now: () => new Date(),
    })
    const ghost = { id: 'no-such-user', email: 'g@example.com', sid: 's' }
    await expect(service.getProfile(ghost, ghost.id)).rejects.toMatchObject({
      code: 'USR_NOT_FOUND_USER',
      statusCode: 404,
    })
  })

  it('keeps availableCredits at zero or more', async () => {
    await ctx.app.db
      .update(users)
      .set({ creditsUsed: 150 })
      .where(eq(users.id, other.userId))
    const { credits } = (await get(other.userId, other.accessToken)).json().user
    expect(credits).toEqual({
      creditsAllocatedThisCycle: 100,
      creditsUsedThisCycle: 150,
      availableCredits: 0,
    })
  })
})
