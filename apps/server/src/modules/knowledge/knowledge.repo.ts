import { eq, inArray, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { knowledge, type KnowledgeRow } from '../../db/schema'

export function createKnowledgeRepo(db: Database) {
  return {
    find(key: string, tx: DbOrTx = db): Promise<KnowledgeRow | undefined> {
      return tx
        .select()
        .from(knowledge)
        .where(eq(knowledge.key, key))
        .then((rows) => rows[0])
    },

    findMany(keys: string[], tx: DbOrTx = db): Promise<KnowledgeRow[]> {
      if (keys.length === 0) return Promise.resolve([])
      return tx.select().from(knowledge).where(inArray(knowledge.key, keys))
    },

    /** Writes the text as the next revision (one statement: concurrent saves each count). */
    async save(
      row: Pick<
        KnowledgeRow,
        'key' | 'scope' | 'userId' | 'projectId' | 'content'
      >,
      now: Date,
      tx: DbOrTx = db
    ): Promise<KnowledgeRow> {
      const [saved] = await tx
        .insert(knowledge)
        .values({ ...row, revision: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: knowledge.key,
          set: {
            content: row.content,
            revision: sql`${knowledge.revision} + 1`,
            updatedAt: now,
          },
        })
        .returning()
      return saved!
    },

    /** All of a user's rows, their projects' included (account export). */
    ofUser(userId: string, tx: DbOrTx = db): Promise<KnowledgeRow[]> {
      return tx.select().from(knowledge).where(eq(knowledge.userId, userId))
    },
  }
}
