import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { bearer, signup } from '../../test/auth-helpers'
import { buildTestApp, type TestContext } from '../../test/helper'
import { addMonths, periodAt } from './billing-cycle'
import { createUsersRepo } from './users.repo'

describe('monthly cycle renewal', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.close())

  /** Moves a user's signup two and a half months into the past. */
  async function ageUser(userId: string) {
    const anchor = new Date(Date.now() - 75 * 24 * 3600 * 1000)
    await ctx.app.db
      .update(users)
      .set({
        cycleAnchor: anchor,
        currentPeriodStart: anchor,
        currentPeriodEnd: addMonths(anchor, 1),
        creditsUsed: 60,
      })
      .where(eq(users.id, userId))
    return anchor
  }

  it('renews on read after the period end: new period, usage reset', async () => {
    const user = await signup(ctx.app)
    const anchor = await ageUser(user.userId)
    const read = () =>
      ctx.app.inject({
        url: `/api/users/${user.userId}/profile`,
        headers: bearer(user.accessToken),
      })
    const [a, b] = await Promise.all([read(), read()])
    const expected = periodAt(anchor, new Date())
    for (const res of [a!, b!]) {
      const { subscription, credits } = res.json().user
      expect(subscription.currentPeriodStart).toBe(expected.start.toISOString())
      expect(subscription.currentPeriodEnd).toBe(expected.end.toISOString())
      expect(credits.creditsUsedThisCycle).toBe(0)
    }
  })

  it('lets exactly one of two racing renewals win', async () => {
    const user = await signup(ctx.app)
    const anchor = await ageUser(user.userId)
    const repo = createUsersRepo(ctx.app.db)
    const period = periodAt(anchor, new Date())
    const results = await Promise.all([
      repo.renewCycle(user.userId, addMonths(anchor, 1), period),
      repo.renewCycle(user.userId, addMonths(anchor, 1), period),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)

    await repo.spendCredits(user.userId, 7, 100)
    const late = await repo.renewCycle(
      user.userId,
      addMonths(anchor, 1),
      period
    )
    expect(late).toBeUndefined()
    expect((await repo.findById(user.userId))?.creditsUsed).toBe(7)
  })

  it('spends credits only within the allocation', async () => {
    const user = await signup(ctx.app)
    const repo = createUsersRepo(ctx.app.db)
    expect(await repo.spendCredits(user.userId, 100, 100)).toBeDefined()
    expect(await repo.spendCredits(user.userId, 1, 100)).toBeUndefined()
  })

  it('ends a plan given for the old cycle and its granted credits', async () => {
    const user = await signup(ctx.app)
    const anchor = await ageUser(user.userId)
    const paid = await signup(ctx.app)
    await ageUser(paid.userId)
    await ctx.app.db
      .update(users)
      .set({
        plan: 'pro',
        planExpiresAt: addMonths(anchor, 1),
        creditsGranted: 50,
      })
      .where(eq(users.id, user.userId))
    await ctx.app.db
      .update(users)
      .set({ plan: 'pro', planExpiresAt: null })
      .where(eq(users.id, paid.userId))
    const read = async (who: typeof user) =>
      (
        await ctx.app.inject({
          url: `/api/users/${who.userId}/profile`,
          headers: bearer(who.accessToken),
        })
      ).json().user
    const renewed = await read(user)
    expect(renewed.subscription.currentPlan).toBe('free')
    expect(renewed.credits.creditsAllocatedThisCycle).toBe(100)
    const row = await createUsersRepo(ctx.app.db).findById(user.userId)
    expect(row).toMatchObject({ planExpiresAt: null, creditsGranted: 0 })
    expect((await read(paid)).subscription.currentPlan).toBe('pro')
  })
})
