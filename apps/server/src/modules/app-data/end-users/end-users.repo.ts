import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../../db/database'
import { appSessions, appUsers } from '../../../db/schema'

export function createEndUsersRepo(db: Database) {
  return {
    /** `email` must be normalised (trimmed, lower-cased). */
    async findByEmail(projectId: string, email: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(appUsers)
        .where(
          and(
            eq(appUsers.projectId, projectId),
            sql`lower(${appUsers.email}) = ${email}`
          )
        )
      return row
    },

    /** Undefined when the e-mail is already taken in this project. */
    async insert(
      values: { projectId: string; email: string; passwordHash: string },
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .insert(appUsers)
        .values(values)
        .onConflictDoNothing()
        .returning()
      return row
    },

    async insertSession(
      values: {
        projectId: string
        userId: string
        tokenHash: string
        expiresAt: Date
      },
      tx: DbOrTx = db
    ) {
      await tx.insert(appSessions).values(values)
    },

    /** The end user of a live session of this project. */
    async findBySession(
      projectId: string,
      tokenHash: string,
      now: Date,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .select({ user: appUsers })
        .from(appSessions)
        .innerJoin(appUsers, eq(appUsers.id, appSessions.userId))
        .where(
          and(
            eq(appSessions.tokenHash, tokenHash),
            eq(appSessions.projectId, projectId),
            eq(appUsers.projectId, projectId),
            gt(appSessions.expiresAt, now)
          )
        )
      return row?.user
    },

    async deleteSession(projectId: string, tokenHash: string, tx: DbOrTx = db) {
      await tx
        .delete(appSessions)
        .where(
          and(
            eq(appSessions.tokenHash, tokenHash),
            eq(appSessions.projectId, projectId)
          )
        )
    },
  }
}

export type EndUsersRepo = ReturnType<typeof createEndUsersRepo>
