import { sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../../db/database'
import { appRateWindows } from '../../../db/schema'

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
  }
}

export type RateWindowsRepo = ReturnType<typeof createRateWindowsRepo>
