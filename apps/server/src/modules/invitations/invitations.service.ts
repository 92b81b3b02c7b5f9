import type { ErrorCode } from '@kiln/contract/errors'
import type {
  GenerateCodesBody,
  GenerateCodesResponse,
} from '@kiln/contract/invitations'
import type { Database, DbOrTx } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { CreditsService } from '../credits'
import type { UsersService } from '../users'
import { codeHint, hashCode, newCode } from './code-secret'
import {
  describeGrant,
  grantOf,
  statusOf,
  toInvitationCode,
  type CodeStatus,
} from './code-view'
import { createInvitationsRepo } from './invitations.repo'

const failures: Record<Exclude<CodeStatus, 'valid'>, [ErrorCode, string]> = {
  unknown: ['INVITATION_INVALID', 'This invitation code is not valid.'],
  expired: ['INVITATION_EXPIRED', 'This invitation code has expired.'],
  revoked: ['INVITATION_REVOKED', 'This invitation code was revoked.'],
  used_up: ['INVITATION_USED_UP', 'This invitation code has been used up.'],
}
/**
 * What an allow-listed user who is not an admin may hand out: credits only
 * (Pro is an admin's grant), at most 500 per code and 20 uses per code, and
 * at most 5,000 credits (credits × uses) over the codes they created in the
 * last 30 days. Admins are bound only by the request schema.
 */
export const ALLOW_LISTED_LIMITS = {
  creditsPerCode: 500,
  usesPerCode: 20,
  creditsPer30Days: 5_000,
}
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000

const forbidden = (message: string) => new AppError('FORBIDDEN', { message })

const failure = (status: Exclude<CodeStatus, 'valid'>) =>
  new AppError(failures[status][0], { message: failures[status][1] })

export function createInvitationsService(deps: {
  db: Database
  credits: CreditsService
  users: Pick<UsersService, 'findById'>
  now: () => Date
}) {
  const { db, credits, now } = deps
  const repo = createInvitationsRepo(db)

  /** Refuses what an allow-listed non-admin may not grant (ALLOW_LISTED_LIMITS). */
  async function checkAllowance(caller: AuthUser, body: GenerateCodesBody) {
    const limits = ALLOW_LISTED_LIMITS
    if (body.grant.type !== 'credits')
      throw forbidden('Only administrators can create codes that grant a plan.')
    if (body.grant.credits > limits.creditsPerCode)
      throw forbidden(
        `You can grant at most ${limits.creditsPerCode} credits per code.`
      )
    if (body.usesPerCode > limits.usesPerCode)
      throw forbidden(
        `A code of yours can have at most ${limits.usesPerCode} uses.`
      )
    const since = now().getTime() - THIRTY_DAYS_MS
    const granted = (await repo.listByCreator(caller.id))
      .filter((row) => row.createdAt.getTime() > since)
      .reduce((sum, row) => sum + (row.grantCredits ?? 0) * row.usesTotal, 0)
    const asked = body.count * body.usesPerCode * body.grant.credits
    if (granted + asked > limits.creditsPer30Days) {
      const left = Math.max(0, limits.creditsPer30Days - granted)
      throw forbidden(
        `Your codes can grant at most ${limits.creditsPer30Days} credits in 30 days (credits × uses); ${left} are left.`
      )
    }
  }

  return {
    /** Removes the user's redemptions (account deletion). */
    deleteRedemptionsOf: (userId: string, tx: DbOrTx) =>
      repo.deleteForUser(tx, userId),

    async generate(
      caller: AuthUser,
      body: GenerateCodesBody,
      callerIsAdmin: boolean
    ): Promise<GenerateCodesResponse> {
      if (!callerIsAdmin) await checkAllowance(caller, body)
      const plain = Array.from({ length: body.count }, newCode)
      const rows = await repo.insertMany(
        plain.map((code) => ({
          codeHash: hashCode(code),
          hint: codeHint(code),
          createdBy: caller.id,
          grantType: body.grant.type,
          grantCredits:
            body.grant.type === 'credits' ? body.grant.credits : null,
          grantPlan: body.grant.type === 'plan' ? body.grant.plan : null,
          usesTotal: body.usesPerCode,
          usesLeft: body.usesPerCode,
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        }))
      )
      const byHash = new Map(plain.map((code) => [hashCode(code), code]))
      return {
        codes: rows.map((row) => ({
          ...toInvitationCode(row),
          code: byHash.get(row.codeHash)!,
        })),
      }
    },

    async list(caller: AuthUser) {
      return (await repo.listByCreator(caller.id)).map(toInvitationCode)
    },

    async revoke(caller: AuthUser, id: string) {
      const row = await repo.revoke(id, caller.id, now())
      if (!row) {
        throw new AppError('NOT_FOUND', { message: 'Code not found.' })
      }
      return toInvitationCode(row)
    },

    async validate(code: string) {
      const row = await repo.findByHash(hashCode(code))
      const status = statusOf(row, now())
      if (!row || status === 'unknown') return { valid: false, status }
      return {
        valid: status === 'valid',
        status,
        grant: grantOf(row),
        usesLeft: row.usesLeft,
        expiresAt: row.expiresAt?.toISOString() ?? null,
      }
    },

    async redeem(caller: AuthUser, code: string) {
      const found = await repo.findByHash(hashCode(code))
      const status = statusOf(found, now())
      if (!found || status !== 'valid') {
        throw failure(status === 'valid' ? 'unknown' : status)
      }
      if (found.createdBy === caller.id) {
        throw forbidden(
          'You cannot redeem a code you created. Give it to someone else.'
        )
      }
      await credits.ensureCurrentCycle(caller.id)
      await db.transaction(async (tx) => {
        if (!(await repo.recordRedemption(tx, found.id, caller.id))) {
          throw new AppError('INVITATION_ALREADY_REDEEMED', {
            message: 'You have already redeemed this invitation code.',
          })
        }
        const taken = await repo.takeUse(tx, found.id, now())
        if (!taken) {
          const latest = statusOf(
            await repo.findByHash(found.codeHash, tx),
            now()
          )
          throw failure(latest === 'valid' ? 'used_up' : latest)
        }
        const change = {
          reason: 'invitation_grant',
          note: `Invitation code ${found.hint}`,
          actorId: found.createdBy,
        }
        if (found.grantType === 'credits') {
          await credits.grant(tx, caller.id, found.grantCredits ?? 0, change)
        } else {
          const user = await deps.users.findById(caller.id, tx)
          await credits.setPlan(
            tx,
            caller.id,
            'pro',
            user?.currentPeriodEnd ?? null,
            {
              ...change,
              onlyUpgrade: true,
            }
          )
        }
      })
      const grant = grantOf(found)
      return { grant, message: describeGrant(grant) }
    },
  }
}
