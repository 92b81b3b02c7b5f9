import type {
  CreditHistoryEntry,
  DeleteAccountBody,
} from '@kiln/contract/account-data'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { RateLimiter } from '../auth'
import type { CreditsService } from '../credits'
import type { ProjectsService } from '../projects'
import type { UsersService } from '../users'
import type { WorkspacesService } from '../workspaces'
import { createAccountExport } from './account-export'
import type { AccountSources } from './account-sources'
import { createExportGate } from './export-gate'
import { zipStream } from './zip-stream'

const HISTORY_LIMIT = 500

/** The user's credit history, data export and account deletion. */
export function createAccountDataService(deps: {
  db: Database
  users: UsersService
  credits: CreditsService
  projects: ProjectsService
  /** What leaving every workspace takes (the workspaces module). */
  workspaces: WorkspacesService['leaving']
  limiter: RateLimiter
  sources: AccountSources
}) {
  const { db, users, credits, projects, sources } = deps
  const gate = createExportGate(deps.limiter)
  const exportAccount = createAccountExport(sources)

  async function creditHistory(
    caller: AuthUser,
    userId: string
  ): Promise<CreditHistoryEntry[]> {
    await users.getProfile(caller, userId)
    const rows = await credits.historyOf(userId, HISTORY_LIMIT)
    const names = await sources.builds.projectNamesOf([
      ...new Set(rows.flatMap((row) => (row.taskId ? [row.taskId] : []))),
    ])
    return rows.map((row) => ({
      id: row.id,
      change: -row.delta,
      reason: row.reason,
      note: row.note,
      taskId: row.taskId,
      projectName: row.taskId ? (names.get(row.taskId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    }))
  }

  return {
    creditHistory,

    /**
     * The account's zip as a stream written while it is read (403 for
     * another account, 429 while one runs or past the hourly limit).
     */
    async exportZip(caller: AuthUser, userId: string) {
      const profile = await users.getProfile(caller, userId)
      const release = gate.enter(userId)
      try {
        const credits = await creditHistory(caller, userId)
        const zip = zipStream(exportAccount({ profile, credits }))
        // Finished, failed or abandoned by the client: the slot is free again.
        zip.once('close', release)
        return { email: profile.email, zip }
      } catch (error) {
        release()
        throw error
      }
    },

    /**
     * Removes the account and everything it owns: each project the way a
     * project delete does (versions, app data, stored app files in object
     * storage), then the ledger, invitation codes and the user row, whose
     * sessions, sign-ins, keys, servers and APIs cascade.
     */
    async deleteAccount(
      caller: AuthUser,
      userId: string,
      body: DeleteAccountBody
    ) {
      const profile = await users.getProfile(caller, userId)
      if (body.email.toLowerCase() !== profile.email.toLowerCase()) {
        throw new AppError('BAD_REQUEST', {
          message:
            'The e-mail you typed is not the one of this account. Nothing was deleted.',
        })
      }
      const { workspaces } = deps
      await workspaces.requireNoSharedOwnership(userId)
      const created = await projects.listOwned(userId)
      let removed = 0
      for (const project of created) {
        // A project of a workspace shared with others stays the team's.
        if (!(await workspaces.isAlone(userId, project.workspaceId))) {
          const owner = await workspaces.ownerOf(project.workspaceId)
          if (owner) await projects.handOver(project.id, owner)
          continue
        }
        removed += 1
        await projects.remove(userId, project.id).catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'NOT_FOUND'))
            throw error
        })
      }
      await db.transaction(async (tx) => {
        await credits.deleteOfUser(userId, tx)
        await sources.deleteInvitationsOf(userId, tx)
        await sources.forgetInAudit(userId, profile.email, tx)
        await sources.deleteUser(userId, tx)
        await workspaces.deleteMemberless(tx)
      })
      return { deleted: true as const, projects: removed }
    },
  }
}

export type AccountDataService = ReturnType<typeof createAccountDataService>
