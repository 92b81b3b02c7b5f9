import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { newId } from './ids'
import { users } from './users'

/**
 * Where projects live: every user has one personal workspace (`personalOf`
 * names them; unique), and may create team workspaces.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    /** 'personal' | 'team' */
    kind: text('kind').notNull(),
    /** The user whose personal workspace this is; null for team workspaces. */
    personalOf: text('personal_of').references(() => users.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [uniqueIndex('workspaces_personal_of_idx').on(table.personalOf)]
)

/** Who belongs to a workspace, with which role (owner|admin|editor|viewer). */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** Credits the member may spend on this workspace's builds a cycle; null: no cap. */
    monthlyCreditCap: integer('monthly_credit_cap'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_id_idx').on(table.userId),
  ]
)

/** The workspace each user has open (absent: their personal one). */
export const currentWorkspaces = pgTable('current_workspaces', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workspaceId: text('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
})

/** E-mail invitations to a workspace; only a SHA-256 of the token is stored. */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('workspace_invitations_token_hash_idx').on(table.tokenHash),
    index('workspace_invitations_workspace_id_idx').on(table.workspaceId),
  ]
)

export type WorkspaceRow = typeof workspaces.$inferSelect
export type WorkspaceInvitationRow = typeof workspaceInvitations.$inferSelect
