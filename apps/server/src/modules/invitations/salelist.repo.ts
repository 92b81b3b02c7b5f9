import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { salelist } from '../../db/schema'

/** The allow-list of e-mails that may manage invitation codes. */
export function createSalelistRepo(db: Database) {
  return {
    async has(email: string) {
      const [row] = await db
        .select()
        .from(salelist)
        .where(eq(salelist.email, email.toLowerCase()))
      return Boolean(row)
    },

    list: () => db.select().from(salelist).orderBy(asc(salelist.email)),

    async add(email: string, addedBy: string | null) {
      await db
        .insert(salelist)
        .values({ email: email.toLowerCase(), addedBy })
        .onConflictDoNothing()
      const [row] = await db
        .select()
        .from(salelist)
        .where(eq(salelist.email, email.toLowerCase()))
      return row!
    },

    async remove(email: string) {
      const rows = await db
        .delete(salelist)
        .where(eq(salelist.email, email.toLowerCase()))
        .returning()
      return rows.length > 0
    },
  }
}

export type SalelistRepo = ReturnType<typeof createSalelistRepo>
