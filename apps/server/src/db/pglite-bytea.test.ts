import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './database'
import { openPglite } from './open-pglite'

describe('bytea on PGlite', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openPglite()
  }, 60_000)
  afterAll(() => handle.close())

  it('stores and reads megabytes of bytes without holding the thread for seconds', async () => {
    // a build's CSS of arbitrary values is megabytes; PGlite's own codec
    // converted it one byte at a time (seconds per megabyte)
    const body = Buffer.concat([randomBytes(3 * 1024 * 1024), Buffer.from([0])])
    await handle.db.execute(sql`create table bytea_probe (body bytea not null)`)
    const started = performance.now()
    await handle.db.execute(
      sql`insert into bytea_probe (body) values (${body})`
    )
    const rows = await handle.db.execute<{ body: Uint8Array }>(
      sql`select body from bytea_probe`
    )
    const took = performance.now() - started
    const read = (rows as unknown as { rows: { body: Uint8Array }[] }).rows[0]!
      .body
    expect(Buffer.from(read).equals(body)).toBe(true)
    expect(took).toBeLessThan(1500)
  })
})
