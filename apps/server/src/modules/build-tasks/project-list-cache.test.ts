import type { BuildTask } from '@kiln/contract/build-tasks'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signup } from '../../test/auth-helpers'
import type { TestContext } from '../../test/helper'
import { eventually, secondProcess } from '../../test/second-process'
import { buildManualApp, client } from './test/build-test-kit'

describe('GET /new_build follows every change, wherever it was made', () => {
  let ctx: TestContext
  let other: TestContext
  beforeAll(async () => {
    ctx = await buildManualApp()
    other = await secondProcess(ctx)
  })
  afterAll(async () => {
    await other.close()
    await ctx.close()
  })

  it('shows a build the worker finished, a rename made elsewhere and a deletion', async () => {
    const user = await signup(ctx.app)
    const here = client(ctx, user)
    const there = client(other, user)
    const list = async (c: typeof here) => {
      const res = await c.get('/new_build')
      expect(res.statusCode).toBe(200)
      return res.json<BuildTask[]>()
    }

    const task = await here.build({ prompt: 'A reading log', model: 'offline' })
    // answered from this process right after its own write
    expect((await list(here)).map((t) => t.status)).toEqual(['PENDING'])
    expect((await list(there)).map((t) => t.status)).toEqual(['PENDING'])

    // the worker writes, no request of the user does
    await ctx.app.buildWorker.drain()
    await eventually(async () => {
      expect((await list(here)).map((t) => t.status)).toEqual(['COMPLETED'])
      expect((await list(there)).map((t) => t.status)).toEqual(['COMPLETED'])
    })

    await ctx.database.db.execute(
      sql`update projects set name = 'Renamed elsewhere' where id = ${task.projectId}`
    )
    await eventually(async () => {
      expect((await list(there))[0]?.name).toBe('Renamed elsewhere')
    })

    const deleted = await there.del(`/build_project/${task.projectId}`)
    expect(deleted.statusCode).toBe(200)
    expect(await list(there)).toEqual([])
    await eventually(async () => {
      expect(await list(here)).toEqual([])
    })
  })
})
