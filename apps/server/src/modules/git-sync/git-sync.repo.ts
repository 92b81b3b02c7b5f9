import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { projectGitRemotes, type ProjectGitRemoteRow } from '../../db/schema'
import { resealStaleRows, sealContext, type Vault } from '../vault'

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`

export type SyncedFields = Partial<
  Pick<
    ProjectGitRemoteRow,
    | 'status'
    | 'lastError'
    | 'conflictBranch'
    | 'remoteCommit'
    | 'syncedTaskId'
    | 'headAtSync'
    | 'lastSyncedAt'
    | 'lastCheckedAt'
  >
>

/** The project_git_remotes table; every race is one conditional UPDATE. */
export function createGitSyncRepo(db: Database) {
  const t = projectGitRemotes
  const byProject = (projectId: string) => eq(t.projectId, projectId)
  return {
    async find(projectId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(t).where(byProject(projectId))
      return row
    },

    /** Connects (or reconnects) a project: what was synced before is forgotten. */
    async upsert(
      values: Pick<
        ProjectGitRemoteRow,
        | 'projectId'
        | 'userId'
        | 'url'
        | 'branch'
        | 'sealedToken'
        | 'sealedWebhookSecret'
      >,
      tx: DbOrTx = db
    ) {
      const reset = {
        ...values,
        status: 'syncing',
        lastError: null,
        conflictBranch: null,
        remoteCommit: null,
        syncedTaskId: null,
        headAtSync: null,
        lastSyncedAt: null,
      }
      const [row] = await tx
        .insert(t)
        .values(reset)
        .onConflictDoUpdate({ target: t.projectId, set: reset })
        .returning()
      return row!
    },

    /** Forgets the project's remote: the row it was, if any. */
    async remove(projectId: string, tx: DbOrTx = db) {
      const [row] = await tx.delete(t).where(byProject(projectId)).returning()
      return row
    },

    /** True when no sync job was waiting (the caller queues one); the state shows a sync coming. */
    async markQueued(projectId: string, tx: DbOrTx = db) {
      const rows = await tx
        .update(t)
        .set({ syncQueued: true, status: 'syncing' })
        .where(and(byProject(projectId), eq(t.syncQueued, false)))
        .returning({ projectId: t.projectId })
      return rows.length > 0
    },

    /** Takes the project's sync lease unless another sync holds it. */
    async acquire(projectId: string, by: string, leaseMs: number) {
      const [row] = await db
        .update(t)
        .set({
          leaseBy: by,
          leaseUntil: inMs(leaseMs),
          syncQueued: false,
          syncAgain: false,
        })
        .where(
          and(
            byProject(projectId),
            or(isNull(t.leaseUntil), lt(t.leaseUntil, sql`now()`))
          )
        )
        .returning()
      return row
    },

    /** Asks the sync holding the lease to run once more when it is done. */
    async askAgain(projectId: string) {
      await db
        .update(t)
        .set({ syncAgain: true })
        .where(and(byProject(projectId), isNotNull(t.leaseBy)))
    },

    /** Records a sync and frees the lease; true when another was asked for meanwhile. */
    async release(projectId: string, by: string, fields: SyncedFields) {
      const [row] = await db
        .update(t)
        .set({ ...fields, leaseBy: null, leaseUntil: null })
        .where(and(byProject(projectId), eq(t.leaseBy, by)))
        .returning({ again: t.syncAgain })
      return row?.again ?? false
    },

    /** Re-seals tokens and webhook secrets sealed under an older vault key; how many it changed. */
    async resealStale(vault: Vault) {
      const rows = await db.select().from(t)
      const tokens = await resealStaleRows(
        vault,
        rows,
        (row) => ({
          sealed: row.sealedToken,
          context: sealContext.gitRemote(row.projectId, row.url),
        }),
        async (row, old, sealedToken) =>
          (
            await db
              .update(t)
              .set({ sealedToken })
              .where(and(byProject(row.projectId), eq(t.sealedToken, old)))
              .returning({ projectId: t.projectId })
          ).length > 0
      )
      const secrets = await resealStaleRows(
        vault,
        rows,
        (row) => ({
          sealed: row.sealedWebhookSecret,
          context: sealContext.gitWebhook(row.projectId),
        }),
        async (row, old, sealedWebhookSecret) =>
          (
            await db
              .update(t)
              .set({ sealedWebhookSecret })
              .where(
                and(byProject(row.projectId), eq(t.sealedWebhookSecret, old))
              )
              .returning({ projectId: t.projectId })
          ).length > 0
      )
      return tokens + secrets
    },

    /** Connected projects not checked since `before` and not already queued. */
    async listDue(before: Date) {
      return db
        .select({ projectId: t.projectId })
        .from(t)
        .where(
          and(
            eq(t.syncQueued, false),
            or(isNull(t.lastCheckedAt), lt(t.lastCheckedAt, before))
          )
        )
        .limit(500)
    },
  }
}

export type GitSyncRepo = ReturnType<typeof createGitSyncRepo>
