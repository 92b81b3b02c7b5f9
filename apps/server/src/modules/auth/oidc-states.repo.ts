import { and, eq, gt, lte } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { oidcStates } from '../../db/schema'

export function createOidcStatesRepo(db: Database) {
  return {
    async insert(
      values: {
        state: string
        codeVerifier: string
        browserBindingHash: string
        linkUserId?: string
        linkSessionId?: string
        expiresAt: Date
      },
      tx: DbOrTx = db
    ) {
      await tx.insert(oidcStates).values(values)
    },

    /**
     * Deletes and returns a live state started by this browser (its binding
     * hash): each state is usable once, and only where it began.
     */
    async consume(
      state: string,
      browserBindingHash: string,
      now: Date,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .delete(oidcStates)
        .where(
          and(
            eq(oidcStates.state, state),
            eq(oidcStates.browserBindingHash, browserBindingHash),
            gt(oidcStates.expiresAt, now)
          )
        )
        .returning()
      return row
    },

    async deleteExpired(now: Date, tx: DbOrTx = db) {
      await tx.delete(oidcStates).where(lte(oidcStates.expiresAt, now))
    },
  }
}

export type OidcStatesRepo = ReturnType<typeof createOidcStatesRepo>
