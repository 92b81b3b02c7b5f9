import type { CreditCharges, RunCheck } from '@kiln/contract/build-tasks'
import type { KnowledgeRevisions } from '@kiln/contract/knowledge'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { newId } from './ids'
import { projects } from './projects'

/** One version of a project: the prompt, its build state and its result. */
export const buildTasks = pgTable(
  'build_tasks',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Who asked for it (the member charged). */
    userId: text('user_id').notNull(),
    /**
     * The project's workspace when the task was made (projects never move):
     * a member's spend per workspace is counted from it.
     */
    workspaceId: text('workspace_id'),
    prompt: text('prompt').notNull(),
    status: text('status').notNull().default('PENDING'),
    buildTaskVersion: text('build_task_version').notNull(),
    modelId: text('model_id').notNull(),
    modelLabel: text('model_label').notNull(),
    versionNumber: integer('version_number').notNull(),
    parentTaskId: text('parent_task_id'),
    previewUrl: text('preview_url'),
    error: text('error'),
    preselectedMcpIds: jsonb('preselected_mcp_ids')
      .$type<string[]>()
      .notNull()
      .default([]),
    preselectedApiIds: jsonb('preselected_api_ids')
      .$type<string[]>()
      .notNull()
      .default([]),
    creditsSpent: integer('credits_spent').notNull().default(0),
    /** The billing cycle (its end) the reservation was taken from. */
    creditPeriodEnd: timestamp('credit_period_end', { withTimezone: true }),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    /** Input tokens the provider read from its prompt cache (part of inputTokens). */
    cachedInputTokens: integer('cached_input_tokens').notNull().default(0),
    /** What the finished build was charged and why. */
    creditCharges: jsonb('credit_charges').$type<CreditCharges>(),
    /** The knowledge revisions the build sent to the model; null before it read them. */
    knowledgeRevisions: jsonb(
      'knowledge_revisions'
    ).$type<KnowledgeRevisions>(),
    /** A "Try to fix" of this version (a task of the same project): the one whose error it fixes. */
    fixOf: text('fix_of'),
    /** The first "Try to fix" of a version costs no credits. */
    freeFix: boolean('free_fix').notNull().default(false),
    /** What the run check found (the screenshot is in run_check_screenshots). */
    runCheck: jsonb('run_check').$type<RunCheck>(),
    /**
     * A follow-up whose files equal the version it built on: kept for its
     * thread, but no version of its own (not in the history, head unmoved).
     */
    unchanged: boolean('unchanged').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('build_tasks_project_version_idx')
      .on(table.projectId, table.versionNumber)
      .where(sql`not ${table.unchanged}`),
    index('build_tasks_user_id_idx').on(table.userId),
    index('build_tasks_workspace_spend_idx').on(
      table.workspaceId,
      table.userId,
      table.creditPeriodEnd
    ),
  ]
)

export type BuildTaskRow = typeof buildTasks.$inferSelect
