import type { UpdateProfileBody, UserProfile } from '@kiln/contract/users'
import type { Database, DbOrTx } from '../../db/database'
import type { UserRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import { periodAt } from './billing-cycle'
import type { EmailRightsPolicy } from './email-rights'
import { toProfile } from './profile'
import { createUsersRepo } from './users.repo'

const forbidden = () =>
  new AppError('FORBIDDEN', {
    message: 'You can only access your own account.',
  })
const notFound = () =>
  new AppError('USR_NOT_FOUND_USER', { message: 'User not found.' })

export function createUsersService(deps: {
  db: Database
  rights: EmailRightsPolicy
  now: () => Date
}) {
  const { rights, now } = deps
  const usersRepo = createUsersRepo(deps.db)

  /** Starts a new cycle once its end has passed; racing readers renew once. */
  async function withCurrentCycle(row: UserRow): Promise<UserRow> {
    const time = now()
    if (time < row.currentPeriodEnd) return row
    const period = periodAt(row.cycleAnchor, time)
    const renewed = await usersRepo.renewCycle(
      row.id,
      row.currentPeriodEnd,
      period
    )
    return renewed ?? (await usersRepo.findById(row.id)) ?? row
  }

  async function ownRow(caller: AuthUser, userId: string) {
    if (userId !== caller.id) throw forbidden()
    const row = await usersRepo.findById(userId)
    if (!row) throw notFound()
    return withCurrentCycle(row)
  }

  return {
    /** How many accounts exist (the admin overview). */
    count: () => usersRepo.count(),
    /** E-mails of some users by id (the admin overview). */
    emailsOf: (ids: string[]) => usersRepo.emailsOf(ids),

    /** The user's row as stored, for other modules' rules (none: undefined). */
    findById: (userId: string, tx?: DbOrTx) => usersRepo.findById(userId, tx),

    /** The user with this address, if any. */
    findByEmail: (email: string, tx?: DbOrTx) =>
      usersRepo.findByEmail(email, tx),

    /** User rows as sign-in needs them (the auth module's services). */
    accounts: {
      findById: usersRepo.findById,
      findByEmail: usersRepo.findByEmail,
      insert: usersRepo.insert,
      markEmailVerified: usersRepo.markEmailVerified,
      setPasswordHash: usersRepo.setPasswordHash,
    },

    /**
     * The plan and credit columns of user rows, for the credits module's
     * rules and transactions (locks, conditional spends, renewals).
     */
    creditColumns: {
      findById: usersRepo.findById,
      lockForCredits: usersRepo.lockForCredits,
      lockForUpdate: usersRepo.lockForUpdate,
      setCreditsUsed: usersRepo.setCreditsUsed,
      spendCredits: usersRepo.spendCredits,
      addGrantedCredits: usersRepo.addGrantedCredits,
      renewCycle: usersRepo.renewCycle,
      setPlan: usersRepo.setPlan,
      emailsOf: usersRepo.emailsOf,
    },

    /** Removes the user row (account deletion; what it owns cascades). */
    deleteUser: (userId: string, tx: DbOrTx) => usersRepo.delete(userId, tx),

    async getProfile(caller: AuthUser, userId: string): Promise<UserProfile> {
      return toProfile(await ownRow(caller, userId), rights)
    },

    async updateProfile(
      caller: AuthUser,
      userId: string,
      body: UpdateProfileBody
    ): Promise<UserProfile> {
      await ownRow(caller, userId)
      const row = await usersRepo.updateName(userId, body.name)
      if (!row) throw notFound()
      return toProfile(row, rights)
    },

    /** POST /users: accounts are made at sign-up, so this re-reads your own. */
    async ensureUser(caller: AuthUser, userId: string): Promise<UserProfile> {
      return toProfile(await ownRow(caller, userId), rights)
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
/** User rows as sign-in needs them. */
export type UserAccounts = UsersService['accounts']
