import { TERMINAL_STATUSES } from '@kiln/contract/build-tasks'
import { and, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { buildTasks, projects, type BuildTaskRow } from '../../db/schema'

type NewTask = typeof buildTasks.$inferInsert
const terminal = [...TERMINAL_STATUSES]

export function createBuildTasksRepo(db: Database) {
  return {
    async insert(values: NewTask, tx: DbOrTx = db): Promise<BuildTaskRow> {
      const [row] = await tx.insert(buildTasks).values(values).returning()
      return row!
    },

    async findById(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(buildTasks)
        .where(eq(buildTasks.id, id))
      return row
    },

    /** The task with its project's name (access is the caller's check). */
    async findWithProjectName(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ task: buildTasks, name: projects.name })
        .from(buildTasks)
        .innerJoin(projects, eq(projects.id, buildTasks.projectId))
        .where(eq(buildTasks.id, id))
      return row
    },

    /**
     * How many versions `userId` started in the last 24 hours (database
     * clock, as `created_at`), and when the oldest of them leaves the window.
     */
    async countLastDay(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          n: sql<string>`count(*)`,
          freeAt: sql<
            string | null
          >`min(${buildTasks.createdAt}) + interval '1 day'`,
          now: sql<string>`now()`,
        })
        .from(buildTasks)
        .where(
          and(
            eq(buildTasks.userId, userId),
            sql`${buildTasks.createdAt} > now() - interval '1 day'`
          )
        )
      const seconds =
        row?.freeAt == null
          ? 0
          : (new Date(row.freeAt).getTime() - new Date(row.now).getTime()) /
            1000
      return {
        count: Number(row?.n ?? 0),
        secondsUntilFree: Math.ceil(seconds),
      }
    },

    /** The project name of each task of `taskIds` that still exists. */
    async projectNames(taskIds: string[], tx: DbOrTx = db) {
      if (taskIds.length === 0) return new Map<string, string>()
      const rows = await tx
        .select({ taskId: buildTasks.id, name: projects.name })
        .from(buildTasks)
        .innerJoin(projects, eq(projects.id, buildTasks.projectId))
        .where(inArray(buildTasks.id, taskIds))
      return new Map(rows.map((row) => [row.taskId, row.name]))
    },

    async listByProject(projectId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(buildTasks)
        .where(eq(buildTasks.projectId, projectId))
        .orderBy(buildTasks.versionNumber)
    },

    /** The project's versions: its tasks but follow-ups that changed nothing. */
    async listVersions(projectId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(buildTasks)
        .where(
          and(
            eq(buildTasks.projectId, projectId),
            eq(buildTasks.unchanged, false)
          )
        )
        .orderBy(buildTasks.versionNumber)
    },

    /**
     * One task per project of the workspace, the one opening the project shows: a
     * build in progress, else the active (head) version, else the newest.
     * With the project's first prompt; most recently active project first.
     */
    async latestPerProject(workspaceId: string, tx: DbOrTx = db) {
      const rows = await tx
        .selectDistinctOn([buildTasks.projectId], {
          task: buildTasks,
          name: projects.name,
          firstPrompt: sql<
            string | null
          >`(select first.prompt from build_tasks first where first.project_id = ${buildTasks.projectId} and first.version_number = 1)`,
          lastActivity:
            sql<Date>`greatest(${projects.updatedAt}, (select max(latest.created_at) from build_tasks latest where latest.project_id = ${buildTasks.projectId}))`.mapWith(
              (value: string | Date) => new Date(value)
            ),
        })
        .from(buildTasks)
        .innerJoin(projects, eq(projects.id, buildTasks.projectId))
        .where(eq(projects.workspaceId, workspaceId))
        .orderBy(
          buildTasks.projectId,
          sql`case when ${buildTasks.status} not in (${sql.join(
            terminal.map((s) => sql`${s}`),
            sql`, `
          )}) then 0 when ${buildTasks.id} = ${projects.headTaskId} then 1 else 2 end`,
          desc(buildTasks.versionNumber)
        )
      return rows.sort(
        (a, b) => b.lastActivity.getTime() - a.lastActivity.getTime()
      )
    },

    /** Credits `userId`'s tasks in the workspace took from the cycle ending at `periodEnd`. */
    async creditsSpentIn(
      workspaceId: string,
      userId: string,
      periodEnd: Date,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .select({ total: sql<string | null>`sum(${buildTasks.creditsSpent})` })
        .from(buildTasks)
        .where(
          and(
            eq(buildTasks.workspaceId, workspaceId),
            eq(buildTasks.userId, userId),
            eq(buildTasks.creditPeriodEnd, periodEnd)
          )
        )
      return Number(row?.total ?? 0)
    },

    /** Output tokens of the project's latest completed model builds, newest first. */
    async recentOutputTokens(
      projectId: string,
      limit: number,
      tx: DbOrTx = db
    ): Promise<number[]> {
      const rows = await tx
        .select({ output: buildTasks.outputTokens })
        .from(buildTasks)
        .where(
          and(
            eq(buildTasks.projectId, projectId),
            eq(buildTasks.status, 'COMPLETED'),
            notInArray(buildTasks.modelId, ['offline', 'manual'])
          )
        )
        .orderBy(desc(buildTasks.versionNumber))
        .limit(limit)
      return rows.map((row) => row.output)
    },

    async nextVersionNumber(projectId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ top: max(buildTasks.versionNumber) })
        .from(buildTasks)
        .where(
          and(
            eq(buildTasks.projectId, projectId),
            eq(buildTasks.unchanged, false)
          )
        )
      return (row?.top ?? 0) + 1
    },

    /** Whether a version already had its free "Try to fix". */
    async hasFreeFixOf(fixOf: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: buildTasks.id })
        .from(buildTasks)
        .where(and(eq(buildTasks.fixOf, fixOf), eq(buildTasks.freeFix, true)))
        .limit(1)
      return row !== undefined
    },

    async hasInProgress(projectId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: buildTasks.id })
        .from(buildTasks)
        .where(
          and(
            eq(buildTasks.projectId, projectId),
            notInArray(buildTasks.status, terminal)
          )
        )
        .limit(1)
      return row !== undefined
    },

    /** Updates a task still in progress; undefined once it has ended. */
    async updateLive(
      id: string,
      values: Partial<NewTask>,
      tx: DbOrTx = db
    ): Promise<BuildTaskRow | undefined> {
      const [row] = await tx
        .update(buildTasks)
        .set(values)
        .where(
          and(eq(buildTasks.id, id), notInArray(buildTasks.status, terminal))
        )
        .returning()
      return row
    },

    async update(id: string, values: Partial<NewTask>, tx: DbOrTx = db) {
      const [row] = await tx
        .update(buildTasks)
        .set(values)
        .where(eq(buildTasks.id, id))
        .returning()
      return row
    },

    async lock(id: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(buildTasks)
        .where(eq(buildTasks.id, id))
        .for('update')
      return row
    },
  }
}

export type BuildTasksRepo = ReturnType<typeof createBuildTasksRepo>
