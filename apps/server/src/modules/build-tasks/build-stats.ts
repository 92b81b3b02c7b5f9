import { and, count, eq, gte, sql, sum } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { blobs, buildTasks, taskEvents, taskFiles } from '../../db/schema'

const asNumber = (value: string | number | null | undefined) =>
  Number(value ?? 0)

/** What builds did lately, for the admin overview: all figures since `since`. */
export function createBuildStats(db: Database) {
  const day = sql<string>`to_char(${buildTasks.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`

  return {
    /** Builds started per UTC day, by final (or current) status. */
    async perDay(since: Date) {
      return db
        .select({ day, status: buildTasks.status, builds: count() })
        .from(buildTasks)
        .where(gte(buildTasks.createdAt, since))
        .groupBy(day, buildTasks.status)
        .orderBy(day)
    },

    /** Builds, tokens and credits per model (`provider:model` ids). */
    async perModel(since: Date) {
      const rows = await db
        .select({
          modelId: buildTasks.modelId,
          builds: count(),
          inputTokens: sum(buildTasks.inputTokens),
          outputTokens: sum(buildTasks.outputTokens),
          credits: sum(buildTasks.creditsSpent),
        })
        .from(buildTasks)
        .where(gte(buildTasks.createdAt, since))
        .groupBy(buildTasks.modelId)
      return rows.map((row) => ({
        modelId: row.modelId,
        builds: row.builds,
        inputTokens: asNumber(row.inputTokens),
        outputTokens: asNumber(row.outputTokens),
        credits: asNumber(row.credits),
      }))
    },

    /**
     * Each engine step's runs, time (from its `step` event to the next one,
     * or to the end of the build) and failures (the last step a failed
     * build reached).
     */
    async perStep(since: Date) {
      const order = sql`over (partition by ${taskEvents.taskId} order by ${taskEvents.id})`
      const runs = db.$with('runs').as(
        db
          .select({
            step: sql<string>`${taskEvents.data}->>'step'`.as('step'),
            ms: sql<
              number | null
            >`extract(epoch from (coalesce(lead(${taskEvents.createdAt}) ${order}, ${buildTasks.finishedAt}) - ${taskEvents.createdAt})) * 1000`.as(
              'ms'
            ),
            failed:
              sql<boolean>`(${buildTasks.status} = 'FAILED' and lead(${taskEvents.id}) ${order} is null)`.as(
                'failed'
              ),
          })
          .from(taskEvents)
          .innerJoin(buildTasks, eq(buildTasks.id, taskEvents.taskId))
          .where(
            and(eq(taskEvents.type, 'step'), gte(buildTasks.createdAt, since))
          )
      )
      return db
        .with(runs)
        .select({
          step: runs.step,
          runs: count(),
          averageMs: sql`coalesce(avg(${runs.ms}), 0)`.mapWith(Number),
          maxMs: sql`coalesce(max(${runs.ms}), 0)`.mapWith(Number),
          failures: sql`count(*) filter (where ${runs.failed})`.mapWith(Number),
        })
        .from(runs)
        .groupBy(runs.step)
    },

    /** Source bytes each account's versions name (distinct blobs), and all stored. */
    async sourceBytes() {
      const owned = db
        .selectDistinct({ userId: buildTasks.userId, hash: taskFiles.sha256 })
        .from(taskFiles)
        .innerJoin(buildTasks, eq(buildTasks.id, taskFiles.taskId))
        .as('owned')
      const byUser = await db
        .select({ userId: owned.userId, bytes: sum(blobs.size) })
        .from(owned)
        .innerJoin(blobs, eq(blobs.sha256, owned.hash))
        .groupBy(owned.userId)
      const [total] = await db.select({ bytes: sum(blobs.size) }).from(blobs)
      return {
        byUser: new Map(byUser.map((row) => [row.userId, asNumber(row.bytes)])),
        total: asNumber(total?.bytes),
      }
    },
  }
}

export type BuildStats = ReturnType<typeof createBuildStats>
