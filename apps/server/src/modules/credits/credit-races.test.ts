import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { allocatedCredits } from '../users/billing-cycle'

/** Parallel requests on one small balance (the scoreboard's races probe found both on PostgreSQL). */
describe('credits under parallel requests', () => {
  let ctx: TestContext
  let admin: SignedUp
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({ ADMIN_EMAILS: 'root@kiln.test', WORKER_IN_PROCESS: '0' }),
    })
    admin = await signup(ctx.app, 'root@kiln.test')
  })
  afterAll(() => ctx.close())

  const changeCredits = (user: SignedUp, delta: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/credits',
      headers: bearer(admin.accessToken),
      payload: { userId: user.userId, delta, reason: 'race test' },
    })
  const build = (user: SignedUp, i: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/build_task',
      headers: bearer(user.accessToken),
      payload: { prompt: `A todo app ${i}`, model: 'offline' },
    })
  async function userWith(credits: number) {
    const user = await signup(ctx.app)
    expect((await changeCredits(user, credits - 100)).statusCode).toBe(200)
    return user
  }
  const row = async (user: SignedUp) =>
    (await ctx.app.db.select().from(users).where(eq(users.id, user.userId)))[0]!

  it('starts exactly as many parallel builds as there are credits', async () => {
    const user = await userWith(3)
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => build(user, i))
    )
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([...Array(3).fill(201), ...Array(9).fill(402)])
    expect((await row(user)).creditsUsed).toBe(3)
  })

  it('lets only one of parallel removals of the whole balance through', async () => {
    const user = await userWith(3)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => changeCredits(user, -3))
    )
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(9)
    const after = await row(user)
    expect(after.creditsGranted).toBe(-100)
  })

  it('never takes more than the balance with builds and removals at once', async () => {
    const user = await userWith(3)
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0 ? build(user, i) : changeCredits(user, -1)
      )
    )
    answers.forEach((answer, i) =>
      expect(i % 2 === 0 ? [201, 402] : [200, 400], answer.body).toContain(
        answer.statusCode
      )
    )
    const taken = answers.filter(
      (a) => a.statusCode === 200 || a.statusCode === 201
    )
    expect(taken.length).toBeLessThanOrEqual(3)
    const after = await row(user)
    expect(after.creditsUsed).toBeLessThanOrEqual(allocatedCredits(after))
  })
})
