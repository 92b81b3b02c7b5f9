import { sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../../db/database'
import { appRateWindows } from '../../../db/schema'

/** `count` is taken from the statement's answer, as PGlite and node-postgres shape it. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result)
    ? (result as T[])
    : (result as { rows: T[] }).rows
}

export function createRateWindowsRepo(db: Database) {
  return {
    /**
     * Counts `n` requests in the bucket's window starting at `windowStart`
     * (a later window starts again from `n`); answers the count so far.
     */
    async hit(
      projectId: string,
      bucket: string,
      windowStart: Date,
      n = 1,
      tx: DbOrTx = db
    ): Promise<number> {
      const [row] = await tx
        .insert(appRateWindows)
        .values({ projectId, bucket, windowStart, count: n })
        .onConflictDoUpdate({
          target: [appRateWindows.projectId, appRateWindows.bucket],
          set: {
            count: sql`case when ${appRateWindows.windowStart} >= excluded.window_start then ${appRateWindows.count} + excluded.count else excluded.count end`,
            windowStart: sql`greatest(${appRateWindows.windowStart}, excluded.window_start)`,
          },
        })
        .returning({ count: appRateWindows.count })
      return row?.count ?? n
    },

    /**
     * One request counted in two buckets in one statement: the first
     * (a visitor's share), then the second (the app's) only while the first
     * is within `firstMax`. Each count is an atomic increment of its row, so
     * every process sees the others' requests. `second` is null when the
     * first was over.
     */
    async hitThen(
      projectId: string,
      first: string,
      firstMax: number,
      second: string,
      windowStart: Date
    ): Promise<{ first: number; second: number | null }> {
      const at = windowStart.toISOString()
      const result = await db.execute(sql`
        with first_hit as (
          insert into app_rate_windows as w (project_id, bucket, window_start, count)
          values (${projectId}, ${first}, ${at}, 1)
          on conflict (project_id, bucket) do update set
            count = case when w.window_start >= excluded.window_start then w.count + 1 else 1 end,
            window_start = greatest(w.window_start, excluded.window_start)
          returning count
        ), second_hit as (
          insert into app_rate_windows as w (project_id, bucket, window_start, count)
          select ${projectId}, ${second}, ${at}, 1 from first_hit where first_hit.count <= ${firstMax}
          on conflict (project_id, bucket) do update set
            count = case when w.window_start >= excluded.window_start then w.count + 1 else 1 end,
            window_start = greatest(w.window_start, excluded.window_start)
          returning count
        )
        select (select count from first_hit) as first, (select count from second_hit) as second`)
      const [row] = rowsOf<{ first: number; second: number | null }>(result)
      return {
        first: Number(row!.first),
        second: row!.second === null ? null : Number(row!.second),
      }
    },
  }
}

export type RateWindowsRepo = ReturnType<typeof createRateWindowsRepo>
