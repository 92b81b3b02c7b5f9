import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../db/database'
import { jobs, type JobRow } from '../db/schema'
import { redactSecrets } from '../secret-redaction'

const ms = (value: number) => sql`now() + ${value} * interval '1 millisecond'`

export const INTERRUPTED_ERROR =
  'The worker stopped before finishing (lock expired).'

/** The jobs table as a queue; every transition is one conditional UPDATE. */
export function createJobQueue(db: Database) {
  const owned = (id: string, workerId: string) =>
    and(
      eq(jobs.id, id),
      eq(jobs.lockedBy, workerId),
      eq(jobs.status, 'running')
    )

  return {
    async enqueue(
      tx: DbOrTx,
      job: {
        kind: string
        payload: unknown
        taskId?: string
        /** Whose job it is: groups share the workers fairly. */
        groupKey?: string
        maxAttempts?: number
      }
    ) {
      const [row] = await tx.insert(jobs).values(job).returning()
      return row!
    },

    /**
     * Takes the next due job of the group with the fewest jobs running, the
     * oldest first; SKIP LOCKED keeps two workers off one job.
     */
    async claim(workerId: string, lockMs: number): Promise<JobRow | undefined> {
      const runningInGroup = sql`(select count(*) from ${jobs} as running
        where running.status = 'running'
        and running.group_key = ${jobs.groupKey})`
      const next = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), sql`${jobs.runAfter} <= now()`))
        .orderBy(runningInGroup, asc(jobs.runAfter), asc(jobs.createdAt))
        .limit(1)
        .for('update', { skipLocked: true })
      const [row] = await db
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: workerId,
          lockedUntil: ms(lockMs),
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobs.id, sql`(${next})`), eq(jobs.status, 'pending')))
        .returning()
      return row
    },

    /**
     * Jobs waiting (due now), running and failed for good, and how long the
     * oldest due job has waited (null: none waits), for the admin overview.
     */
    async health(now: Date) {
      const at = sql`${now.toISOString()}::timestamptz`
      const [row] = await db
        .select({
          queued:
            sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAfter} <= ${at})`.mapWith(
              Number
            ),
          running:
            sql<number>`count(*) filter (where ${jobs.status} = 'running')`.mapWith(
              Number
            ),
          failed:
            sql<number>`count(*) filter (where ${jobs.status} = 'failed')`.mapWith(
              Number
            ),
          oldestQueuedAt: sql<
            string | null
          >`min(${jobs.runAfter}) filter (where ${jobs.status} = 'pending' and ${jobs.runAfter} <= ${at})`,
        })
        .from(jobs)
      const oldest = row?.oldestQueuedAt ? new Date(row.oldestQueuedAt) : null
      return {
        queued: row?.queued ?? 0,
        running: row?.running ?? 0,
        failed: row?.failed ?? 0,
        oldestQueuedSeconds: oldest
          ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000))
          : null,
      }
    },

    /** Extends the lock; false when this worker no longer owns the job. */
    async heartbeat(id: string, workerId: string, lockMs: number) {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: ms(lockMs), updatedAt: sql`now()` })
        .where(owned(id, workerId))
        .returning({ id: jobs.id })
      return rows.length > 0
    },

    async succeed(id: string, workerId: string) {
      await db
        .update(jobs)
        .set({
          status: 'succeeded',
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(owned(id, workerId))
    },

    /** Retries after `retryMs` while attempts remain; else marks it failed. */
    async fail(
      id: string,
      workerId: string,
      error: string,
      retryMs: number | null
    ): Promise<'retry' | 'failed' | 'lost'> {
      const [row] = await db
        .update(jobs)
        .set({
          status:
            retryMs === null
              ? 'failed'
              : sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'pending' end`,
          runAfter: ms(retryMs ?? 0),
          lastError: redactSecrets(error).slice(0, 2000),
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(owned(id, workerId))
        .returning({ status: jobs.status })
      if (!row) return 'lost'
      return row.status === 'failed' ? 'failed' : 'retry'
    },

    /** Gives a job back (shutdown) without counting the attempt. */
    async release(id: string, workerId: string) {
      await db
        .update(jobs)
        .set({
          status: 'pending',
          attempts: sql`greatest(0, ${jobs.attempts} - 1)`,
          runAfter: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(owned(id, workerId))
    },

    /**
     * Jobs whose worker died (lock expired, or any running job when
     * `anyLock`: the caller knows no other worker lives) go back to pending,
     * or to failed once they have used all attempts; the failed ones are returned.
     */
    async reclaimExpired(
      anyLock = false
    ): Promise<{ requeued: number; exhausted: JobRow[] }> {
      const rows = await db
        .update(jobs)
        .set({
          status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'pending' end`,
          lastError: INTERRUPTED_ERROR,
          runAfter: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(
          anyLock
            ? eq(jobs.status, 'running')
            : and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`))
        )
        .returning()
      const exhausted = rows.filter((row) => row.status === 'failed')
      return { requeued: rows.length - exhausted.length, exhausted }
    },

    /** Stops a job that has not started (cancelled before a worker took it). */
    /** Every job of a task, oldest first (the task's debug view). */
    async listForTask(taskId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(jobs)
        .where(eq(jobs.taskId, taskId))
        .orderBy(asc(jobs.createdAt))
    },

    /**
     * Queue health for metrics: jobs waiting and running, and how long the
     * oldest due one has waited (each count reads one partial index).
     */
    async stats() {
      const [waiting] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAfter}) filter (where ${jobs.runAfter} <= now())), 0)::float8`,
        })
        .from(jobs)
        .where(eq(jobs.status, 'pending'))
      const [running] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.status, 'running'))
      return {
        queued: Number(waiting?.count ?? 0),
        running: Number(running?.count ?? 0),
        oldestQueuedSeconds: Math.max(0, Number(waiting?.oldestSeconds ?? 0)),
      }
    },

    async deleteForTasks(tx: DbOrTx, taskIds: string[]) {
      if (taskIds.length === 0) return
      await tx.delete(jobs).where(inArray(jobs.taskId, taskIds))
    },

    async cancelPending(tx: DbOrTx, taskId: string) {
      await tx
        .update(jobs)
        .set({
          status: 'failed',
          lastError: 'cancelled',
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobs.taskId, taskId), eq(jobs.status, 'pending')))
    },
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
