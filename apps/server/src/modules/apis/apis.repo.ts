import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apis, type ApiRow } from '../../db/schema'

export type ApiValues = Partial<Omit<ApiRow, 'id' | 'userId'>>

export function createApisRepo(db: Database) {
  const owned = (userId: string, id: string) =>
    and(eq(apis.userId, userId), eq(apis.id, id))
  return {
    list: (userId: string) =>
      db
        .select()
        .from(apis)
        .where(eq(apis.userId, userId))
        .orderBy(asc(apis.createdAt)),

    async find(userId: string, id: string) {
      const [row] = await db.select().from(apis).where(owned(userId, id))
      return row
    },

    async insert(
      values: ApiValues & {
        id: string
        userId: string
        name: string
        baseUrl: string
      }
    ) {
      const [row] = await db.insert(apis).values(values).returning()
      return row!
    },

    async update(userId: string, id: string, values: ApiValues) {
      const [row] = await db
        .update(apis)
        .set(values)
        .where(owned(userId, id))
        .returning()
      return row
    },

    async remove(userId: string, id: string) {
      const rows = await db
        .delete(apis)
        .where(owned(userId, id))
        .returning({ id: apis.id })
      return rows.length > 0
    },
  }
}

export type ApisRepo = ReturnType<typeof createApisRepo>
