import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTasks, creditLedger, taskEvents, users } from '../../db/schema'
import type { TestContext } from '../../test/helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import { buildCost } from './credit-rule'
import { createCreditsService, NO_CREDITS_MESSAGE } from './credits.service'

describe('build credits', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildManualApp()
  })
  afterAll(() => ctx.close())
  const db = () => ctx.app.db
  const setUsed = (user: Client, creditsUsed: number) =>
    db()
      .update(users)
      .set({ creditsUsed })
      .where(eq(users.id, user.user.userId))
  const used = async (user: Client) =>
    (await db().select().from(users).where(eq(users.id, user.user.userId)))[0]!
      .creditsUsed
  const ledger = (user: Client) =>
    db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.user.userId))

  it('costs 1 offline and 1 per started 2000 tokens with an LLM', () => {
    expect(buildCost('offline', { inputTokens: 50_000, outputTokens: 0 })).toBe(
      1
    )
    expect(
      buildCost('openai:gpt-4o', { inputTokens: 0, outputTokens: 0 })
    ).toBe(1)
    expect(
      buildCost('openai:gpt-4o', { inputTokens: 1500, outputTokens: 500 })
    ).toBe(1)
    expect(
      buildCost('openai:gpt-4o', { inputTokens: 1500, outputTokens: 501 })
    ).toBe(2)
  })

  it('answers 402 when the cycle has no credits left', async () => {
    const carol = await newClient(ctx)
    await setUsed(carol, 100)
    const res = await carol.post('/build_task', {
      prompt: 'A todo app',
      model: 'offline',
    })
    expect(res.statusCode).toBe(402)
    expect(res.json().error).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: NO_CREDITS_MESSAGE,
    })
    expect((await carol.get('/new_build')).json()).toEqual([])
    expect(await ledger(carol)).toEqual([])
  })

  it('never overdraws a balance of 2 with parallel builds and writes one row per charge', async () => {
    const dave = await newClient(ctx)
    await setUsed(dave, 98)
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        dave.post('/build_task', { prompt: `Todo app ${n}`, model: 'offline' })
      )
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      201, 201, 402, 402,
    ])
    await ctx.app.buildWorker.drain()
    expect(await used(dave)).toBe(100)
    const rows = await ledger(dave)
    expect(rows.map((r) => [r.reason, r.delta])).toEqual([
      ['build_reserve', 1],
      ['build_reserve', 1],
    ])
    const created = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json()._id)
    for (const id of created) expect((await dave.task(id)).creditsSpent).toBe(1)
  })

  it('charges the rest of an LLM build at completion, capped by what is left', async () => {
    const erin = await newClient(ctx)
    const task = await erin.build({ prompt: 'A notes app', model: 'offline' })
    await ctx.app.buildWorker.drain()
    const credits = createCreditsService({
      db: db(),
      users: ctx.app.services.users.creditColumns,
      now: () => new Date(),
    })
    const [row] = await db()
      .select()
      .from(buildTasks)
      .where(eq(buildTasks.id, task._id))
    const llmRow = { ...row!, modelId: 'openai:gpt-4o' }
    await setUsed(erin, 97)
    const spent = await db().transaction((tx) =>
      credits.settle(tx, llmRow, { inputTokens: 9000, outputTokens: 0 })
    )
    expect(spent).toBe(4)
    expect(await used(erin)).toBe(100)
    const none = await db().transaction((tx) =>
      credits.settle(tx, llmRow, { inputTokens: 9000, outputTokens: 0 })
    )
    expect(none).toBe(1)
    expect(await used(erin)).toBe(100)
    const reasons = (await ledger(erin)).map((r) => [r.reason, r.delta])
    expect(reasons).toEqual([
      ['build_reserve', 1],
      ['build_charge', 3],
    ])
  })

  it('refunds a build cancelled before it changed a file, not one cancelled after', async () => {
    const frank = await newClient(ctx)
    const early = await frank.build({ prompt: 'A todo app', model: 'offline' })
    await frank.post(`/build_task/${early._id}/cancel`)
    expect(await used(frank)).toBe(0)
    const coding = (id: string) =>
      db()
        .update(buildTasks)
        .set({ status: 'CODING' })
        .where(eq(buildTasks.id, id))
    // Coding, but no file changed yet: refunded.
    const quiet = await frank.build({ prompt: 'A notes app', model: 'offline' })
    await coding(quiet._id)
    const stopped = await frank.post(`/build_task/${quiet._id}/cancel`)
    expect(stopped.json()).toMatchObject({
      status: 'CANCELLED',
      creditsSpent: 0,
    })
    expect(await used(frank)).toBe(0)
    // A file changed before the cancel: the reservation is kept.
    const late = await frank.build({ prompt: 'A notes app', model: 'offline' })
    await coding(late._id)
    await db()
      .insert(taskEvents)
      .values({
        taskId: late._id,
        type: 'file',
        data: { path: 'src/App.tsx', action: 'updated' },
      })
    const res = await frank.post(`/build_task/${late._id}/cancel`)
    expect(res.json()).toMatchObject({ status: 'CANCELLED', creditsSpent: 1 })
    expect(await used(frank)).toBe(1)
    expect(await ctx.app.buildWorker.drain()).toBe(0)
  })
})
