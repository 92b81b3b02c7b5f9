import type { AdminOverview } from '@kiln/contract/admin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { client } from '../build-tasks/test/build-test-kit'

describe('admin overview', () => {
  let ctx: TestContext
  let admin: SignedUp
  let user: SignedUp
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({ ADMIN_EMAILS: 'root@kiln.test', WORKER_IN_PROCESS: '0' }),
    })
    admin = await signup(ctx.app, 'root@kiln.test')
    user = await signup(ctx.app)
    const builder = client(ctx, user)
    await builder.build({ prompt: 'A todo list' })
    await ctx.app.buildWorker.drain()
    // A second build waits in the queue (no worker runs here).
    await builder.build({ prompt: 'A habit tracker' })
  })
  afterAll(() => ctx.close())

  const overview = (who?: SignedUp) =>
    ctx.app.inject({
      url: '/api/admin/overview',
      headers: who ? bearer(who.accessToken) : {},
    })

  it('is for admins only', async () => {
    expect((await overview(user)).statusCode).toBe(403)
    expect((await overview()).statusCode).toBe(401)
  })

  it('gives users, builds, model spend, steps, queue and storage', async () => {
    const res = await overview(admin)
    expect(res.statusCode, res.body).toBe(200)
    const figures = res.json<AdminOverview>()
    expect(figures.users).toEqual({
      total: 2,
      activeDay: 2,
      activeWeek: 2,
      activeMonth: 2,
    })
    const today = new Date().toISOString().slice(0, 10)
    expect(figures.buildsPerDay).toEqual([
      { day: today, completed: 1, failed: 0, cancelled: 0, other: 1 },
    ])
    const builds = figures.modelSpend.reduce((n, row) => n + row.builds, 0)
    expect(builds).toBe(2)
    for (const row of figures.modelSpend) {
      expect(row.provider).not.toBe('')
      expect(row.model).not.toBe('')
    }
    const plan = figures.steps.find((step) => step.step === 'plan')
    expect(plan).toMatchObject({ runs: 1, failures: 0 })
    expect(plan!.averageMs).toBeGreaterThanOrEqual(0)
    expect(figures.queue.queued).toBe(1)
    expect(figures.queue.running).toBe(0)
    expect(figures.queue.oldestQueuedSeconds).toBeGreaterThanOrEqual(0)
    const stored = figures.storage.perUser.find(
      (row) => row.userId === user.userId
    )
    expect(stored?.email).toBe(user.email)
    expect(stored!.bytes).toBeGreaterThan(0)
    expect(figures.storage.totalBytes).toBeGreaterThanOrEqual(stored!.bytes)
    expect(
      figures.storage.perUser.some((row) => row.userId === admin.userId)
    ).toBe(false)
  })
})
