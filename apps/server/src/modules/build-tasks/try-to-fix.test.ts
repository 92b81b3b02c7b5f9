import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'

describe('"Try to fix" of a version', { timeout: 120_000 }, () => {
  let ctx: TestContext
  let alice: Client
  let bob: Client
  beforeAll(async () => {
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    bob = await newClient(ctx)
  })
  afterAll(() => ctx.close())
  const drain = () => ctx.app.buildWorker.drain()

  it('is free the first time per version, never twice and never in a chain', async () => {
    const first = await alice.build({ prompt: 'a todo list', model: 'offline' })
    await drain()
    const fix = (fixOf: string) =>
      alice.build({
        // A change the offline generator makes (a fix that changes nothing is free anyway).
        prompt: 'add a FAQ',
        projectId: first.projectId,
        model: 'offline',
        fixOf,
      })

    const free = await fix(first._id)
    expect(free).toMatchObject({ freeFix: true, creditsSpent: 0 })
    await drain()
    const freeDone = await alice.task(free._id)
    expect(freeDone).toMatchObject({ status: 'COMPLETED', creditsSpent: 0 })
    expect(freeDone.charges?.summary).toBe(
      'Not charged: the first "Try to fix" of a version costs no credits.'
    )

    const again = await fix(first._id)
    expect(again.freeFix).toBe(false)
    expect(again.creditsSpent).toBeGreaterThan(0)
    await drain()

    // The free fix's own version: its runtime error is not fixed for free.
    const chained = await fix(free._id)
    expect(chained.freeFix).toBe(false)
    await drain()
  })

  it("refuses to fix another user's version", async () => {
    const own = await alice.build({ prompt: 'a notes app', model: 'offline' })
    const other = await bob.build({
      prompt: 'a habit tracker',
      model: 'offline',
    })
    await drain()
    const res = await alice.post('/build_task', {
      prompt: 'fix it',
      projectId: own.projectId,
      model: 'offline',
      fixOf: other._id,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe(
      'The version to fix is not a version of this project.'
    )
  })
})
