import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { newId } from './ids'

/** Durable background jobs: pending -> running -> succeeded | failed. */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Links a job to the task it builds (deleted with the project). */
    taskId: text('task_id'),
    /**
     * Whose job it is (a user id): the next job comes from the group with
     * the fewest jobs running, so one user's queue does not hold up others.
     */
    groupKey: text('group_key'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    lastError: text('last_error'),
    runAfter: timestamp('run_after', { withTimezone: true })
      .notNull()
      .defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('jobs_pending_idx')
      .on(table.runAfter, table.createdAt)
      .where(sql`status = 'pending'`),
    index('jobs_task_id_idx').on(table.taskId),
    index('jobs_running_group_idx')
      .on(table.groupKey)
      .where(sql`status = 'running'`),
  ]
)

export type JobRow = typeof jobs.$inferSelect

/** Memoised results of a job's steps (runStep): a retry reuses them. */
export const jobSteps = pgTable(
  'job_steps',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    result: jsonb('result').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.key] })]
)
