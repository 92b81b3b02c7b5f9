import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { timestamptzNow } from './columns'
import { projects } from './projects'
import { users } from './users'

/**
 * A project's Git remote (module git-sync): where it is, the sealed token
 * and webhook secret, what was last synced (the remote commit and the Kiln
 * version holding the same files, and Kiln's head then), and the lease
 * that lets one sync of a project run at a time across processes.
 */
export const projectGitRemotes = pgTable('project_git_remotes', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  branch: text('branch').notNull(),
  sealedToken: text('sealed_token'),
  sealedWebhookSecret: text('sealed_webhook_secret').notNull(),
  /** idle | syncing | conflict | error */
  status: text('status').notNull().default('syncing'),
  lastError: text('last_error'),
  conflictBranch: text('conflict_branch'),
  /** The remote commit at the last sync, and the Kiln version with its files. */
  remoteCommit: text('remote_commit'),
  syncedTaskId: text('synced_task_id'),
  /** Kiln's head when it last synced: a head elsewhere is a new Kiln version. */
  headAtSync: text('head_at_sync'),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  /** A sync job is waiting: another request does not queue a second. */
  syncQueued: boolean('sync_queued').notNull().default(false),
  /** The running sync's lease; `syncAgain` asks it to run once more. */
  leaseBy: text('lease_by'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  syncAgain: boolean('sync_again').notNull().default(false),
  createdAt: timestamptzNow('created_at'),
})

export type ProjectGitRemoteRow = typeof projectGitRemotes.$inferSelect
