import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import {
  provenEmail,
  type EmailRightsPolicy,
  type UsersService,
} from '../users'
import { createSalelistRepo } from './salelist.repo'

export type Rights = { admin: boolean; allowListed: boolean }

/**
 * Who may administer and who may manage invitation codes: by the caller's
 * proven address only (`provenEmail`), read from their row, not the token.
 */
export function createAccess(deps: {
  db: Database
  users: Pick<UsersService, 'findById'>
  policy: EmailRightsPolicy
}) {
  const { users: usersRepo, policy } = deps
  const salelist = createSalelistRepo(deps.db)

  /** The one decision: admin (ADMIN_EMAILS) and allow-listed (salelist). */
  async function rightsOf(user: AuthUser): Promise<Rights> {
    const row = await usersRepo.findById(user.id)
    const email = row && provenEmail(row, policy)
    if (!email) return { admin: false, allowListed: false }
    const admin = policy.adminEmails.includes(email)
    return { admin, allowListed: admin || (await salelist.has(email)) }
  }

  return {
    rightsOf,

    async requireAdmin(user: AuthUser) {
      const rights = await rightsOf(user)
      if (rights.admin) return rights
      throw new AppError('FORBIDDEN', {
        message: 'You need administrator access to do this.',
      })
    },

    /** Admins and allow-listed e-mails may manage invitation codes. */
    async requireAllowListed(user: AuthUser) {
      const rights = await rightsOf(user)
      if (rights.allowListed) return rights
      throw new AppError('FORBIDDEN', {
        message:
          "You don't have permission to access invitation code management. Please contact your administrator.",
      })
    },
  }
}

export type Access = ReturnType<typeof createAccess>
