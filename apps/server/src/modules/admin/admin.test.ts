import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'

describe('admin credits', () => {
  let ctx: TestContext
  let admin: SignedUp
  let user: SignedUp
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({ ADMIN_EMAILS: 'root@kiln.test' }),
    })
    admin = await signup(ctx.app, 'root@kiln.test')
    user = await signup(ctx.app)
  })
  afterAll(() => ctx.close())

  const call = (
    method: 'GET' | 'POST',
    url: string,
    who: SignedUp,
    payload?: object
  ) =>
    ctx.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: bearer(who.accessToken),
      payload,
    })

  it('refuses non-admins with 403', async () => {
    expect(
      (await call('GET', `/users?email=${user.email}`, user)).statusCode
    ).toBe(403)
    const grant = await call('POST', '/credits', user, {
      userId: user.userId,
      delta: 5,
      reason: 'x',
    })
    expect(grant.statusCode).toBe(403)
    expect(
      (await call('POST', '/plan', user, { userId: user.userId, plan: 'pro' }))
        .statusCode
    ).toBe(403)
  })

  it('finds a user by e-mail with plan, cycle and ledger', async () => {
    const res = await call(
      'GET',
      `/users?email=${encodeURIComponent(user.email.toUpperCase())}`,
      admin
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({
      userId: user.userId,
      plan: 'free',
      availableCredits: 100,
    })
    expect(res.json().ledger).toEqual([])
    expect(
      (await call('GET', '/users?email=nobody@kiln.test', admin)).statusCode
    ).toBe(404)
  })

  it('grants and removes credits with a reason and the actor', async () => {
    const grant = await call('POST', '/credits', admin, {
      userId: user.userId,
      delta: 25,
      reason: 'Beta tester',
    })
    expect(grant.statusCode).toBe(200)
    expect(grant.json().user).toMatchObject({
      availableCredits: 125,
      creditsGrantedThisCycle: 25,
    })
    const remove = await call('POST', '/credits', admin, {
      userId: user.userId,
      delta: -5,
      reason: 'Typo',
    })
    expect(remove.json().user.availableCredits).toBe(120)
    expect(remove.json().ledger).toMatchObject([
      {
        change: -5,
        reason: 'admin_remove',
        note: 'Typo',
        actorEmail: 'root@kiln.test',
      },
      {
        change: 25,
        reason: 'admin_grant',
        note: 'Beta tester',
        actorEmail: 'root@kiln.test',
      },
    ])
    const profile = await ctx.app.inject({
      url: `/api/users/${user.userId}/profile`,
      headers: bearer(user.accessToken),
    })
    expect(profile.json().user.credits.availableCredits).toBe(120)
    const tooMuch = await call('POST', '/credits', admin, {
      userId: user.userId,
      delta: -500,
      reason: 'x',
    })
    expect(tooMuch.statusCode).toBe(400)
    for (const body of [
      { userId: user.userId, delta: 0, reason: 'x' },
      { userId: user.userId, delta: 1.5, reason: 'x' },
      { userId: user.userId, delta: 5, reason: ' ' },
      { userId: user.userId, delta: '5', reason: 'x' },
    ]) {
      expect((await call('POST', '/credits', admin, body)).statusCode).toBe(400)
    }
    expect(
      (
        await call('POST', '/credits', admin, {
          userId: 'nope',
          delta: 1,
          reason: 'x',
        })
      ).statusCode
    ).toBe(404)
  })

  it('sets a plan and records it', async () => {
    const res = await call('POST', '/plan', admin, {
      userId: user.userId,
      plan: 'pro',
    })
    expect(res.json().user).toMatchObject({
      plan: 'pro',
      creditsAllocatedThisCycle: 2020,
    })
    expect(res.json().ledger[0]).toMatchObject({
      change: 1900,
      reason: 'plan_change',
      actorEmail: 'root@kiln.test',
    })
    expect(
      (
        await call('POST', '/plan', admin, {
          userId: user.userId,
          plan: 'gold',
        })
      ).statusCode
    ).toBe(400)
  })
})
