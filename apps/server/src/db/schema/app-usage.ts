import {
  bigint,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * What a generated app's project holds, kept next to every write so quotas
 * hold across API processes (a conditional UPDATE reserves the room).
 */
export const appUsage = pgTable('app_usage', {
  projectId: text('project_id').primaryKey(),
  records: integer('records').notNull().default(0),
  recordBytes: bigint('record_bytes', { mode: 'number' }).notNull().default(0),
  files: integer('files').notNull().default(0),
  fileBytes: bigint('file_bytes', { mode: 'number' }).notNull().default(0),
  endUsers: integer('end_users').notNull().default(0),
})

/** Fixed-window request counters per project and bucket (rate limits across processes). */
export const appRateWindows = pgTable(
  'app_rate_windows',
  {
    projectId: text('project_id').notNull(),
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.bucket] })]
)

export type AppUsageRow = typeof appUsage.$inferSelect
