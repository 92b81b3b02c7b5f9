import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../../db/database'
import { createTestDatabase } from '../../../test/test-database'
import { createRateCounter } from './rate-counter'
import {
  createRateWindowsRepo,
  type RateWindowsRepo,
} from './rate-windows.repo'

describe('rate counter', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('counts exactly in one process and learns the other processes’ hits when it writes', async () => {
    const repo = createRateWindowsRepo(database.db)
    // Two API processes on one database.
    const one = createRateCounter(repo)
    const two = createRateCounter(repo)
    const window = new Date(Math.floor(Date.now() / 60_000) * 60_000)
    const count = (counter: typeof one) => counter.count('p1', 'read', window)

    expect([await count(one), await count(one), await count(one)]).toEqual([
      1, 2, 3,
    ])
    await one.flush()
    expect(await count(two)).toBe(4)
    expect(await count(one)).toBe(4) // two's hit arrives with one's next write
    await one.flush()
    expect(await count(one)).toBe(6)
    await one.flush()
    expect(await count(two)).toBe(5) // two has not written since its first hit
    await two.flush()
    expect(await count(two)).toBe(8)

    // A new window starts again; other buckets and projects are apart.
    const next = new Date(window.getTime() + 60_000)
    expect(await one.count('p1', 'read', next)).toBe(1)
    expect(await one.count('p1', 'write', next)).toBe(1)
    expect(await one.count('p2', 'read', next)).toBe(1)
  })

  it('counts the hits that arrive while a write of earlier ones is on its way', async () => {
    const repo = createRateWindowsRepo(database.db)
    let gate = Promise.resolve()
    const slow: RateWindowsRepo = {
      hit: async (...args) => {
        await gate
        return repo.hit(...args)
      },
    }
    const counter = createRateCounter(slow)
    const window = new Date(Math.floor(Date.now() / 60_000) * 60_000)
    const count = () => counter.count('p3', 'write', window)
    expect([await count(), await count(), await count()]).toEqual([1, 2, 3])
    let release = () => {}
    gate = new Promise((resolve) => (release = resolve))
    const flushed = counter.flush() // its write of hits 2 and 3 waits
    await new Promise((resolve) => setImmediate(resolve))
    expect(await count()).toBe(4)
    release()
    await flushed
    expect(await count()).toBe(5)
  })
})
