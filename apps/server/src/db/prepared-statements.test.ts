import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_PREPARED_PARAMETERS, preparingClient } from './prepared-statements'

describe.runIf(process.env.TEST_DATABASE_URL)(
  'drizzle queries on PostgreSQL are prepared statements',
  () => {
    // One connection, so the statements listed are this client's.
    const client = postgres(process.env.TEST_DATABASE_URL!, {
      max: 1,
      onnotice: () => {},
    })
    const db = drizzle({ client: preparingClient(client) })
    afterAll(() => client.end({ timeout: 5 }))

    const prepared = async (marker: string) => {
      const rows = await client<{ count: number }[]>`
        select count(*)::int as count from pg_prepared_statements
        where statement like ${`%${marker}%`}
          and statement not like '%pg_prepared_statements%'`
      return rows[0]!.count
    }

    it('a query with parameters is prepared once and reused', async () => {
      for (let i = 0; i < 3; i++) {
        const rows = await db.execute(
          sql`select ${i}::int + 1 as n, 'marker-plain' as m`
        )
        expect(rows[0]).toEqual({ n: i + 1, m: 'marker-plain' })
      }
      expect(await prepared('marker-plain')).toBe(1)
    })

    it('inside transactions and savepoints too', async () => {
      const n = await db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int as n, 'marker-tx' as m`)
        return tx.transaction(async (inner) => {
          const rows = await inner.execute(
            sql`select ${2}::int as n, 'marker-savepoint' as m`
          )
          return rows[0]!.n
        })
      })
      expect(n).toBe(2)
      expect(await prepared('marker-tx')).toBe(1)
      expect(await prepared('marker-savepoint')).toBe(1)
    })

    it('a query with very many parameters stays unnamed', async () => {
      const values = Array.from(
        { length: MAX_PREPARED_PARAMETERS + 1 },
        (_, i) => sql`${i}::int`
      )
      const rows = await db.execute(
        sql`select 'marker-long' as m, ${sql.join(values, sql`, `)}`
      )
      expect(rows).toHaveLength(1)
      expect(await prepared('marker-long')).toBe(0)
    })
  }
)
