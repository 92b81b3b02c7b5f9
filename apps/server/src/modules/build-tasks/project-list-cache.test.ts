import { brotliDecompressSync } from 'node:zlib'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup } from '../../test/auth-helpers'
import type { TestContext } from '../../test/helper'
import { eventually, secondProcess } from '../../test/second-process'
import { buildManualApp, client, newClient } from './test/build-test-kit'

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

  it('sends the list brotli-compressed to a browser that accepts it', async () => {
    const user = await newClient(ctx)
    for (const prompt of ['A reading log', 'A recipe box', 'A habit tracker']) {
      await user.build({ prompt, model: 'offline' })
    }
    const plain = await user.get('/new_build')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/new_build',
      headers: { ...bearer(user.user.accessToken), 'accept-encoding': 'br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    const sent = JSON.parse(brotliDecompressSync(res.rawPayload).toString())
    expect(sent).toEqual(plain.json())
    expect(sent).toHaveLength(3)
  })
})
