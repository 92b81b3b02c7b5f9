import type { TaskDebug } from '@kiln/contract/debug'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient } from '../build-tasks/test/build-test-kit'

describe('GET /api/build_task/{id}/debug', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildManualApp()
  })
  afterAll(() => ctx.close())

  it('shows events, step timings and jobs to the owner only', async () => {
    const owner = await newClient(ctx)
    const other = await newClient(ctx)
    const task = await owner.build({ prompt: 'A recipe book' })
    await ctx.app.buildWorker.drain()

    expect((await other.get(`/build_task/${task._id}/debug`)).statusCode).toBe(
      404
    )
    const anonymous = await ctx.app.inject({
      url: `/api/build_task/${task._id}/debug`,
    })
    expect(anonymous.statusCode).toBe(401)

    const res = await owner.get(`/build_task/${task._id}/debug`)
    expect(res.statusCode, res.body).toBe(200)
    const debug = res.json<TaskDebug>()
    expect(debug.status).toBe('COMPLETED')
    expect(debug.steps.map((s) => s.status)).toEqual([
      'PENDING',
      'PLANNING',
      'CODING',
      'UPLOADING_FILE',
      'HOSTING',
      'COMPLETED',
    ])
    expect(debug.steps[0]!.durationMs).toBeGreaterThanOrEqual(0)
    expect(debug.steps.at(-1)!.durationMs).toBeNull()
    expect(debug.events.length).toBeGreaterThan(debug.steps.length)
    expect(debug.jobs).toEqual([
      expect.objectContaining({
        kind: 'build-task',
        status: 'succeeded',
        attempts: 1,
        lastError: null,
      }),
    ])
    expect(debug.errors).toEqual([])
  })
})
