import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { emailTokens } from '../../db/schema'

export type EmailTokenPurpose = 'verify_email' | 'reset_password'

export function createEmailTokensRepo(db: Database) {
  return {
    async insert(
      values: {
        tokenHash: string
        userId: string
        purpose: EmailTokenPurpose
        email: string
        expiresAt: Date
      },
      tx: DbOrTx = db
    ) {
      await tx.insert(emailTokens).values(values)
    },

    /** Marks a live token used and returns it; each token works once. */
    async consume(
      tokenHash: string,
      purpose: EmailTokenPurpose,
      now: Date,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now)
          )
        )
        .returning({ userId: emailTokens.userId, email: emailTokens.email })
      return row
    },

    /** Voids the user's unused tokens of this purpose. */
    async voidAll(
      userId: string,
      purpose: EmailTokenPurpose,
      now: Date,
      tx: DbOrTx = db
    ) {
      await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt)
          )
        )
    },
  }
}

export type EmailTokensRepo = ReturnType<typeof createEmailTokensRepo>
