import { APP_DATA_LIMITS } from '@kiln/contract/app-data'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../../db/database'
import { createTestDatabase } from '../../../test/test-database'
import { createProjectRateLimit } from './app-limits'

describe('data API rate limit across processes', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  const limiter = () =>
    createProjectRateLimit({
      db: database.db,
      now: () => new Date(),
      limits: {
        ...APP_DATA_LIMITS,
        writesPerMinute: 10,
        writesPerVisitorPerMinute: 6,
      },
    })

  /** Requests sent at once through `process`; answers how many it let through. */
  const passed = async (
    process: ReturnType<typeof limiter>,
    project: string,
    visitors: string[]
  ) => {
    const outcomes = await Promise.allSettled(
      visitors.map((visitor) =>
        process.visitorThenApp(project, 'write', visitor)
      )
    )
    return outcomes.filter((o) => o.status === 'fulfilled').length
  }

  it('lets exactly the limit through when two API processes share one app', async () => {
    // Two API processes on one database.
    const one = limiter()
    const two = limiter()
    const visitors = Array.from({ length: 8 }, (_, i) => `v${i}`)
    const both = await Promise.all([
      passed(one, 'shared', visitors),
      passed(two, 'shared', visitors),
    ])
    expect(both[0] + both[1]).toBe(10)
    // over now, in both, for anyone
    expect(await passed(one, 'shared', ['late'])).toBe(0)
    expect(await passed(two, 'shared', ['late'])).toBe(0)
    // another app is apart
    expect(await passed(two, 'other', ['v0'])).toBe(1)
  })

  it("keeps a visitor to their share across processes, without using up the app's budget", async () => {
    const one = limiter()
    const two = limiter()
    const same = Array.from({ length: 5 }, () => 'greedy')
    const both = await Promise.all([
      passed(one, 'visited', same),
      passed(two, 'visited', same),
    ])
    expect(both[0] + both[1]).toBe(6)
    await expect(
      one.visitorThenApp('visited', 'write', 'greedy')
    ).rejects.toThrow('changes from you')
    // the app spent 6 of its 10: four other visitors still pass
    expect(await passed(two, 'visited', ['a', 'b', 'c', 'd', 'e'])).toBe(4)
  })
})
