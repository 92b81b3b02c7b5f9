import { sql } from 'drizzle-orm'
import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { newId } from './ids'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
}

export type AppFieldDef = {
  name: string
  type: 'string' | 'number' | 'boolean' | 'date' | 'json'
  required?: boolean
}

/** Entities a generated app registered through its data registry. */
export const appEntities = pgTable(
  'app_entities',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<AppFieldDef[]>().notNull(),
    /** Access rules the owner set in the studio; they win while `studioRulesBase` still matches the code. */
    studioRules: jsonb('studio_rules').$type<Record<string, string>>(),
    /** `{ code }`: the rules the code declared when the studio edit was made. */
    studioRulesBase: jsonb('studio_rules_base').$type<{ code: unknown }>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('app_entities_project_name_idx').on(
      table.projectId,
      table.name
    ),
  ]
)

/** End-user accounts of a generated app; e-mail unique per project. */
export const appUsers = pgTable(
  'app_users',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    projectId: text('project_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex('app_users_project_email_idx').on(
      table.projectId,
      sql`lower(${table.email})`
    ),
  ]
)

/** Bearer tokens of end users (SHA-256 hashes only). */
export const appSessions = pgTable(
  'app_sessions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    projectId: text('project_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('app_sessions_user_id_idx').on(table.userId)]
)

/** Records of a generated app; `ownerId` is the end user who made it. */
export const appRecords = pgTable(
  'app_records',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    projectId: text('project_id').notNull(),
    entity: text('entity').notNull(),
    ownerId: text('owner_id').references(() => appUsers.id, {
      onDelete: 'cascade',
    }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (table) => [
    index('app_records_project_entity_idx').on(
      table.projectId,
      table.entity,
      table.createdAt
    ),
  ]
)

export type AppEntityRow = typeof appEntities.$inferSelect
export type AppRecordRow = typeof appRecords.$inferSelect
export type AppUserRow = typeof appUsers.$inferSelect
