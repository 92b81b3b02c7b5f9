import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { appRecords, appSessions, appUsers } from '../../db/schema'
import { createProjectCode, type VersionFiles } from './code-rules/project-code'
import { appDataLimits, createQuotas } from './quotas/app-limits'
import { createUsageRepo, recordBytesSql } from './quotas/usage.repo'
import { createEntitiesRepo } from './records/entities.repo'
import { rulesInForce, strictest } from './rules/access-rules'

/**
 * Where a published app with data of its own keeps its records and end
 * users: rows under this key instead of the project id (the previews').
 */
export const liveDataKey = (projectId: string) => `${projectId}~live`

/** Both data keys of a project: its previews' and its published app's. */
export const dataKeysOf = (projectId: string) => [
  projectId,
  liveDataKey(projectId),
]

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s().-]{7,20}$/
const EMAIL_NAME = /e-?mail/i
const PHONE_NAME = /phone|mobile|\btel\b|cell/i
/** Rows per insert when the preview's records are copied. */
const COPY_BATCH = 500
/** Records read per collection to tell what its fields hold. */
const SAMPLE = 50

/** Field names whose name or sampled values look like e-mail addresses or phone numbers. */
function personalFields(
  fields: string[],
  samples: Record<string, unknown>[]
): { emails: string[]; phones: string[] } {
  const holds = (name: string, pattern: RegExp) =>
    samples.some((data) => {
      const value = data[name]
      return typeof value === 'string' && pattern.test(value.trim())
    })
  return {
    emails: fields.filter((f) => EMAIL_NAME.test(f) || holds(f, EMAIL)),
    phones: fields.filter(
      (f) => !EMAIL_NAME.test(f) && (PHONE_NAME.test(f) || holds(f, PHONE))
    ),
  }
}

/** What publishing needs of a project's app data: a review, and a copy of the preview's. */
export function createAppDataSpaces(db: Database, versionFiles: VersionFiles) {
  const entities = createEntitiesRepo(db)
  const code = createProjectCode(versionFiles)
  const quotas = createQuotas({
    usage: createUsageRepo(db),
    limits: appDataLimits(),
  })

  async function held(dataKey: string, tx: DbOrTx = db) {
    const [records] = await tx
      .select({
        n: count(),
        bytes: sql<number>`coalesce(sum(${recordBytesSql}), 0)`.mapWith(Number),
      })
      .from(appRecords)
      .where(eq(appRecords.projectId, dataKey))
    const [users] = await tx
      .select({ n: count() })
      .from(appUsers)
      .where(eq(appUsers.projectId, dataKey))
    return {
      records: records?.n ?? 0,
      recordBytes: records?.bytes ?? 0,
      endUsers: users?.n ?? 0,
    }
  }

  return {
    /**
     * Each collection as a published version would serve it: the rules in
     * force (the head's and the version's, the stricter of each), the fields
     * that hold e-mail addresses or phone numbers, and how many records the
     * previews made.
     */
    async collections(projectId: string, taskId: string) {
      const [rows, head, version] = await Promise.all([
        entities.list(projectId),
        code.ofProject(projectId),
        code.ofTask(taskId),
      ])
      return Promise.all(
        rows.map(async (row) => {
          const rules = strictest(
            rulesInForce(head, row.name, row).rules,
            rulesInForce(version, row.name, row).rules
          )
          const scope = and(
            eq(appRecords.projectId, projectId),
            eq(appRecords.entity, row.name)
          )
          const [total] = await db
            .select({ n: count() })
            .from(appRecords)
            .where(scope)
          const samples = await db
            .select({ data: appRecords.data })
            .from(appRecords)
            .where(scope)
            .limit(SAMPLE)
          return {
            name: row.name,
            rules,
            /** Whether the version lets visitors sign in at all. */
            usesSignIn: version.usesSignIn,
            previewRecords: total?.n ?? 0,
            ...personalFields(
              row.fields.map((f) => f.name),
              samples.map((s) => s.data)
            ),
          }
        })
      )
    },

    /** Records and end-user accounts the previews hold (made while testing). */
    previewData: (projectId: string) => held(projectId),

    /**
     * Replaces the published app's records and end users with a copy of the
     * previews' (accounts keep their passwords, records their owners; no
     * session is copied). Counted against the project's quotas.
     */
    async copyPreviewToLive(projectId: string, tx: DbOrTx) {
      const live = liveDataKey(projectId)
      const before = await held(live, tx)
      await tx.delete(appRecords).where(eq(appRecords.projectId, live))
      const oldUsers = tx
        .select({ id: appUsers.id })
        .from(appUsers)
        .where(eq(appUsers.projectId, live))
      await tx.delete(appSessions).where(inArray(appSessions.userId, oldUsers))
      await tx.delete(appUsers).where(eq(appUsers.projectId, live))
      await quotas.release(
        projectId,
        {
          records: -before.records,
          recordBytes: -before.recordBytes,
          endUsers: -before.endUsers,
        },
        tx
      )
      const users = await tx
        .select()
        .from(appUsers)
        .where(eq(appUsers.projectId, projectId))
      const ownerOf = new Map<string, string>()
      for (const user of users) {
        const [copy] = await tx
          .insert(appUsers)
          .values({
            projectId: live,
            email: user.email,
            passwordHash: user.passwordHash,
          })
          .returning({ id: appUsers.id })
        ownerOf.set(user.id, copy!.id)
      }
      const records = await tx
        .select()
        .from(appRecords)
        .where(eq(appRecords.projectId, projectId))
      for (let at = 0; at < records.length; at += COPY_BATCH) {
        await tx.insert(appRecords).values(
          records.slice(at, at + COPY_BATCH).map((record) => ({
            projectId: live,
            entity: record.entity,
            ownerId: record.ownerId
              ? (ownerOf.get(record.ownerId) ?? null)
              : null,
            data: record.data,
            createdAt: record.createdAt,
            updatedAt: record.updatedAt,
          }))
        )
      }
      const after = await held(live, tx)
      await quotas.reserve(projectId, after, tx)
      return after
    },
  }
}

export type AppDataSpaces = ReturnType<typeof createAppDataSpaces>
