import { lte, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../../db/database'
import { appRateWindows } from '../../../db/schema'

/** Adds one to a bucket's count in the current window, or starts a new window at 1. */
const countOne = {
  target: [appRateWindows.projectId, appRateWindows.bucket],
  set: {
    count: sql`case when ${appRateWindows.windowStart} >= excluded.window_start then ${appRateWindows.count} + 1 else 1 end`,
    windowStart: sql`greatest(${appRateWindows.windowStart}, excluded.window_start)`,
  },
}

export function createRateWindowsRepo(db: Database) {
  return {
    /** Counts one request in the project's current window; answers the count so far. */
    async hit(
      projectId: string,
      bucket: string,
      windowStart: Date,
      tx: DbOrTx = db
    ): Promise<number> {
      const [row] = await tx
        .insert(appRateWindows)
        .values({ projectId, bucket, windowStart, count: 1 })
        .onConflictDoUpdate(countOne)
        .returning({ count: appRateWindows.count })
      return row?.count ?? 1
    },

    /**
     * `hit` on `first`, then on `second` only if `first` is still within
     * `firstMax`, in one statement (one round trip and one commit for
     * both): the count of each, `second` null when it was not counted.
     */
    async hitBoth(
      projectId: string,
      first: { bucket: string; max: number },
      second: string,
      windowStart: Date
    ): Promise<{ first: number; second: number | null }> {
      const counted = db
        .$with('counted')
        .as(
          db
            .insert(appRateWindows)
            .values({ projectId, bucket: first.bucket, windowStart, count: 1 })
            .onConflictDoUpdate(countOne)
            .returning({ count: appRateWindows.count })
        )
      const then = db.$with('then').as(
        db
          .insert(appRateWindows)
          .select(
            db
              .select({
                projectId: sql`${projectId}`.as('project_id'),
                bucket: sql`${second}`.as('bucket'),
                windowStart: sql`${windowStart.toISOString()}::timestamptz`.as(
                  'window_start'
                ),
                count: sql`1`.as('count'),
              })
              .from(counted)
              .where(lte(counted.count, first.max))
          )
          .onConflictDoUpdate(countOne)
          .returning({ count: appRateWindows.count })
      )
      const [row] = await db
        .with(counted, then)
        .select({
          first: counted.count,
          second: sql<number | null>`(select ${then.count} from ${then})`,
        })
        .from(counted)
      return {
        first: row?.first ?? 1,
        second:
          row?.second === null || row?.second === undefined
            ? null
            : Number(row.second),
      }
    },
  }
}

export type RateWindowsRepo = ReturnType<typeof createRateWindowsRepo>
