import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blobs, buildTasks, taskFiles } from '../../db/schema'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient } from '../build-tasks/test/build-test-kit'

describe('DELETE /build_project/{projectId}', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildManualApp()
  })
  afterAll(() => ctx.close())

  it('removes versions, files, artifacts, thread, events, jobs and orphaned blobs', async () => {
    const alice = await newClient(ctx)
    const keep = await alice.build({ prompt: 'A todo app', model: 'offline' })
    const gone = await alice.build({
      prompt: 'A bakery landing page',
      model: 'offline',
    })
    await ctx.app.buildWorker.drain()
    const { db } = ctx.app
    const countWhere = async (query: ReturnType<typeof sql>) => {
      const result = (await db.execute(query)) as unknown as {
        rows?: { n: number }[]
      } & { n: number }[]
      return Number((result.rows ?? result)[0]!.n)
    }
    const byTask = (table: string, id: string) =>
      countWhere(
        sql`select count(*) as n from ${sql.identifier(table)} where task_id = ${id}`
      )
    for (const table of [
      'task_files',
      'messages',
      'task_events',
      'jobs',
      'artifacts',
    ]) {
      expect(await byTask(table, gone._id), table).toBeGreaterThan(0)
    }
    const blobsBefore = await db.select().from(blobs)

    expect(
      (await alice.del(`/build_project/${gone.projectId}`)).statusCode
    ).toBe(200)
    for (const table of [
      'task_files',
      'messages',
      'task_events',
      'jobs',
      'artifacts',
    ]) {
      expect(await byTask(table, gone._id), table).toBe(0)
    }
    expect(
      await db.select().from(buildTasks).where(eq(buildTasks.id, gone._id))
    ).toEqual([])
    const blobsAfter = await db.select().from(blobs)
    expect(blobsAfter.length).toBeLessThan(blobsBefore.length)
    const kept = await db
      .select()
      .from(taskFiles)
      .where(eq(taskFiles.taskId, keep._id))
    expect(kept.length).toBeGreaterThan(0)
    expect(
      (await alice.get(`/build_task/${keep._id}/files`)).json().files
    ).toHaveLength(kept.length)
  })
})
