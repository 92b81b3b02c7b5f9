import type {
  AdminCreditsBody,
  AdminPlanBody,
  AdminUserResponse,
} from '@kiln/contract/admin'
import type { Database } from '../../db/database'
import type { UserRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { CreditsService } from '../credits'
import { allocatedCredits, type UsersService } from '../users'

const notFound = () =>
  new AppError('NOT_FOUND', { message: 'No user has that e-mail.' })

export function createAdminService(deps: {
  db: Database
  credits: CreditsService
  users: Pick<UsersService, 'findById' | 'findByEmail'>
}) {
  const { db, users: usersRepo } = deps
  const { credits } = deps

  async function view(row: UserRow): Promise<AdminUserResponse> {
    const allocated = allocatedCredits(row)
    const ledger = await credits.ledgerWithActors(row.id)
    return {
      user: {
        userId: row.id,
        email: row.email,
        plan: row.plan,
        planExpiresAt: row.planExpiresAt?.toISOString() ?? null,
        currentPeriodStart: row.currentPeriodStart.toISOString(),
        currentPeriodEnd: row.currentPeriodEnd.toISOString(),
        creditsAllocatedThisCycle: allocated,
        creditsUsedThisCycle: row.creditsUsed,
        availableCredits: Math.max(0, allocated - row.creditsUsed),
        creditsGrantedThisCycle: row.creditsGranted,
      },
      ledger: ledger.map((entry) => ({
        ...entry,
        change: -entry.delta,
        createdAt: entry.createdAt.toISOString(),
      })),
    }
  }

  async function current(userId: string) {
    await credits.ensureCurrentCycle(userId)
    const row = await usersRepo.findById(userId)
    if (!row) throw notFound()
    return row
  }

  return {
    async findByEmail(email: string) {
      const row = await usersRepo.findByEmail(email)
      if (!row) throw notFound()
      return view(await current(row.id))
    },

    /** Removals are checked against the locked row: parallel ones cannot overdraw. */
    async changeCredits(caller: AuthUser, body: AdminCreditsBody) {
      const row = await current(body.userId)
      await db.transaction(async (tx) => {
        const locked = (await credits.lockUser(tx, row.id)) ?? row
        const available = Math.max(
          0,
          allocatedCredits(locked) - locked.creditsUsed
        )
        if (body.delta < 0 && -body.delta > available) {
          throw new AppError('BAD_REQUEST', {
            message: `The user has only ${available} credits available.`,
          })
        }
        await credits.grant(tx, row.id, body.delta, {
          reason: body.delta > 0 ? 'admin_grant' : 'admin_remove',
          note: body.reason,
          actorId: caller.id,
        })
      })
      return view(await current(row.id))
    },

    async setPlan(caller: AuthUser, body: AdminPlanBody) {
      const row = await current(body.userId)
      await db.transaction((tx) =>
        credits.setPlan(tx, row.id, body.plan, null, {
          reason: 'plan_change',
          note: `Plan set to ${body.plan} by an administrator`,
          actorId: caller.id,
        })
      )
      return view(await current(row.id))
    },
  }
}
