import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { Access } from './access'
import { createSalelistRepo } from './salelist.repo'

const toEntry = (row: {
  email: string
  addedBy: string | null
  createdAt: Date
}) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
})

/** The allow-list of e-mails that may manage invitation codes; admins edit it. */
export function createSalelistService(deps: {
  db: Database
  access: Access
  /** ADMIN_EMAILS: always valid. */
  adminEmails: string[]
  /** SALELIST_EMAILS: added at start. */
  seedEmails: string[]
}) {
  const repo = createSalelistRepo(deps.db)
  const { access } = deps

  return {
    /** Adds the e-mails of the settings (once, as the routes start). */
    async seed() {
      for (const email of deps.seedEmails) await repo.add(email, null)
    },

    /** Your own e-mail: whether you may manage codes now; another's: admins only. */
    async validate(caller: AuthUser, email: string) {
      const rights = await access.rightsOf(caller)
      // An unconfirmed address may not manage codes yet, see access.ts.
      if (email === caller.email.toLowerCase()) {
        return { valid: rights.allowListed }
      }
      if (!rights.admin) {
        throw new AppError('FORBIDDEN', {
          message: 'You can only check your own e-mail.',
        })
      }
      return {
        valid: deps.adminEmails.includes(email) || (await repo.has(email)),
      }
    },

    async list(caller: AuthUser) {
      await access.requireAdmin(caller)
      return { entries: (await repo.list()).map(toEntry) }
    },

    async add(caller: AuthUser, email: string) {
      await access.requireAdmin(caller)
      return toEntry(await repo.add(email, caller.email))
    },

    async remove(caller: AuthUser, email: string) {
      await access.requireAdmin(caller)
      if (!(await repo.remove(email))) {
        throw new AppError('NOT_FOUND', {
          message: 'That e-mail is not on the list.',
        })
      }
      return { removed: true as const }
    },
  }
}

export type SalelistService = ReturnType<typeof createSalelistService>
