import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { newId } from './ids'

/**
 * A workspace's audit log: who did what, when (issue 26). No foreign keys:
 * an event outlives the workspace, the project or the account it names
 * (the instance admin still sees that a workspace was deleted).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Insertion order: the log's order and its page cursor. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    workspaceId: text('workspace_id').notNull(),
    /** The user who acted; null when the system did. */
    actorId: text('actor_id'),
    /** One of AUDIT_ACTIONS (@kiln/contract/audit). */
    action: text('action').notNull(),
    /** 'workspace' | 'member' | 'invitation' | 'project' | 'api' | … */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** The target's name or address when the event happened. */
    targetName: text('target_name'),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('audit_events_workspace_seq_idx').on(table.workspaceId, table.seq),
    uniqueIndex('audit_events_seq_idx').on(table.seq),
  ]
)

export type AuditEventRow = typeof auditEvents.$inferSelect
