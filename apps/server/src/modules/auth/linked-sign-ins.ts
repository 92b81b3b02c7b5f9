import type { Database } from '../../db/database'
import { createIdentitiesRepo } from './identities.repo'

/** The sign-ins (OpenID providers) linked to an account, for its export. */
export function createLinkedSignIns(db: Database) {
  const identities = createIdentitiesRepo(db)
  return {
    exportFor: async (userId: string) =>
      (await identities.listForUser(userId)).map((identity) => ({
        issuer: identity.issuer,
        email: identity.email,
        linkedAt: identity.createdAt.toISOString(),
      })),
  }
}
