import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { createTestDatabase } from '../test/test-database'
import { createJobQueue } from './queue'

describe('the job queue', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it("shares the workers between groups: one user's queue does not hold up another's", async () => {
    const queue = createJobQueue(database.db)
    const enqueue = (groupKey: string, n: number) =>
      queue.enqueue(database.db, {
        kind: 'test',
        payload: { n },
        groupKey,
      })
    // Alice queues four builds at once, then Bob one.
    for (const n of [1, 2, 3, 4]) await enqueue('alice', n)
    await enqueue('bob', 5)

    const order: unknown[] = []
    for (let i = 0; i < 3; i++) {
      const job = await queue.claim(`worker-${i}`, 60_000)
      order.push(job?.payload)
    }
    // Alice's first runs; Bob's comes before Alice's second, then hers.
    expect(order).toEqual([{ n: 1 }, { n: 5 }, { n: 2 }])
  })
})
