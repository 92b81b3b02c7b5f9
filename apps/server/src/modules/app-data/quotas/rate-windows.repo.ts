import { sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../../db/database'
import { appRateWindows } from '../../../db/schema'

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
        .onConflictDoUpdate({
          target: [appRateWindows.projectId, appRateWindows.bucket],
          set: {
            count: sql`case when ${appRateWindows.windowStart} >= excluded.window_start then ${appRateWindows.count} + 1 else 1 end`,
            windowStart: sql`greatest(${appRateWindows.windowStart}, excluded.window_start)`,
          },
        })
        .returning({ count: appRateWindows.count })
      return row?.count ?? 1
    },
  }
}

export type RateWindowsRepo = ReturnType<typeof createRateWindowsRepo>
