import {
  MAX_OWNED_TEAMS,
  type Workspace,
  type WorkspaceMember,
  type WorkspaceRole,
} from '@kiln/contract/workspaces'
import type { Database, DbOrTx } from '../../db/database'
import type { WorkspaceRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { AuditRecord } from '../audit'
import { allows, deniedMessage, isRole, type WorkspaceAction } from './roles'
import { createWorkspacesRepo } from './workspaces.repo'

const workspaceNotFound = () =>
  new AppError('NOT_FOUND', { message: 'Workspace not found.' })
const conflict = (message: string) => new AppError('CONFLICT', { message })

/** What the members list shows of a user (the users module's rows). */
export type MemberProfiles = {
  findById: (
    userId: string
  ) => Promise<{ email: string; name: string | null } | undefined>
}

export const toWorkspace = (
  row: WorkspaceRow,
  role: WorkspaceRole,
  current: boolean
): Workspace => ({
  id: row.id,
  name: row.name,
  kind: row.kind === 'team' ? 'team' : 'personal',
  role,
  current,
  createdAt: row.createdAt.toISOString(),
})

/**
 * Workspaces, their members and roles, and the one authorization check of
 * everything that lives in a workspace (`authorize`): a non-member gets the
 * caller's 404, a member without the role a 403 naming what is needed.
 */
export function createWorkspacesService(deps: {
  db: Database
  profiles: MemberProfiles
  /**
   * Removes a workspace's projects the way a project delete does (the
   * projects module, which depends on this one: handed over by services.ts).
   */
  removeProjectsOf: (workspaceId: string) => Promise<void>
  /** The audit log (membership, roles, ownership, the workspace itself). */
  audit: AuditRecord
  /**
   * Credits the member spent on the workspace's builds in their current
   * cycle (the build-tasks module, which depends on this one).
   */
  creditsUsedIn: (workspaceId: string, userId: string) => Promise<number>
  /**
   * Told after a user's membership changed or ended (their open streams
   * re-check their access, in every process).
   */
  accessChanged?: (userId: string) => Promise<void>
  /** Told after a member left or was removed (their own integrations leave with them). */
  memberLeft?: (workspaceId: string, userId: string) => Promise<void>
}) {
  const { audit } = deps
  const { db } = deps
  const repo = createWorkspacesRepo(db)
  const accessChanged = async (userIds: string[]) => {
    for (const id of userIds) await deps.accessChanged?.(id)
  }

  async function roleIn(userId: string, workspaceId: string, tx?: DbOrTx) {
    const member = await repo.findMember(workspaceId, userId, tx)
    return member && isRole(member.role) ? member.role : undefined
  }

  /**
   * The caller's role if it may do `action` in the workspace; a non-member
   * gets `notFound()` (never a 403 that would confirm the object exists).
   */
  async function authorize(
    userId: string,
    workspaceId: string,
    action: WorkspaceAction,
    notFound: () => AppError = workspaceNotFound,
    tx?: DbOrTx
  ) {
    const role = await roleIn(userId, workspaceId, tx)
    if (!role) throw notFound()
    if (!allows(role, action)) {
      throw new AppError('FORBIDDEN', { message: deniedMessage(role, action) })
    }
    return role
  }

  /** The workspace the user has open: their choice while they belong, else personal. */
  async function currentId(userId: string) {
    const chosen = await repo.currentOf(userId)
    if (chosen && (await roleIn(userId, chosen))) return chosen
    return (await repo.ensurePersonal(userId)).id
  }

  /** Checks an owner/admin change keeps exactly one owner and leaves owners alone. */
  async function requireChangeable(
    workspaceId: string,
    memberId: string,
    tx: DbOrTx
  ) {
    const target = await repo.findMember(workspaceId, memberId, tx, true)
    if (!target) {
      throw new AppError('NOT_FOUND', { message: 'Member not found.' })
    }
    if (target.role === 'owner') {
      throw conflict(
        'A workspace always keeps its owner: transfer ownership first.'
      )
    }
    return target
  }

  /**
   * An audit target naming a member by address (their account may go
   * later); read before a transaction: the users module reads outside it.
   */
  async function memberTarget(memberId: string) {
    const profile = await deps.profiles.findById(memberId)
    return { type: 'member', id: memberId, name: profile?.email ?? null }
  }

  return {
    authorize,
    roleIn,
    currentId,

    /** The user's personal workspace, created on first need (sign-up, migration). */
    personal: (userId: string, tx?: DbOrTx) => repo.ensurePersonal(userId, tx),

    async list(userId: string): Promise<Workspace[]> {
      const current = await currentId(userId)
      const rows = await repo.listOf(userId)
      return rows
        .filter((row) => isRole(row.role))
        .map((row) =>
          toWorkspace(
            row.workspace,
            row.role as WorkspaceRole,
            row.workspace.id === current
          )
        )
    },

    async setCurrent(userId: string, workspaceId: string) {
      await authorize(userId, workspaceId, 'read')
      await repo.setCurrent(userId, workspaceId)
    },

    async create(userId: string, name: string): Promise<Workspace> {
      await repo.ensurePersonal(userId)
      if ((await repo.countOwnedTeams(userId)) >= MAX_OWNED_TEAMS) {
        throw conflict(
          `You can own at most ${MAX_OWNED_TEAMS} team workspaces.`
        )
      }
      const row = await db.transaction(async (tx) => {
        const team = await repo.insertTeam(name, userId, tx)
        await audit(
          {
            workspaceId: team.id,
            actorId: userId,
            action: 'workspace.created',
            target: { type: 'workspace', id: team.id, name },
          },
          tx
        )
        return team
      })
      return toWorkspace(row, 'owner', false)
    },

    async rename(
      userId: string,
      workspaceId: string,
      name: string
    ): Promise<Workspace> {
      let role: WorkspaceRole = 'viewer'
      const row = await db.transaction(async (tx) => {
        const before = await repo.lock(workspaceId, tx)
        if (!before) throw workspaceNotFound()
        role = await authorize(
          userId,
          workspaceId,
          'renameWorkspace',
          undefined,
          tx
        )
        const renamed = await repo.rename(workspaceId, name, tx)
        if (!renamed) throw workspaceNotFound()
        if (before.name !== renamed.name) {
          await audit(
            {
              workspaceId,
              actorId: userId,
              action: 'workspace.renamed',
              target: {
                type: 'workspace',
                id: workspaceId,
                name: renamed.name,
              },
              details: { from: before.name, to: renamed.name },
            },
            tx
          )
        }
        return renamed
      })
      return toWorkspace(row, role, (await currentId(userId)) === row.id)
    },

    /**
     * Any member sees who belongs and each cap; `canManage` says whether they
     * may change it. What a member spent shows to managers and to that member.
     */
    async members(userId: string, workspaceId: string) {
      const role = await authorize(userId, workspaceId, 'read')
      const canManage = allows(role, 'manageMembers')
      const rows = await repo.listMembers(workspaceId)
      const members: WorkspaceMember[] = []
      for (const row of rows) {
        const profile = await deps.profiles.findById(row.userId)
        if (!profile || !isRole(row.role)) continue
        members.push({
          userId: row.userId,
          email: profile.email,
          name: profile.name,
          role: row.role,
          joinedAt: row.createdAt.toISOString(),
          monthlyCreditCap: row.monthlyCreditCap,
          creditsUsedThisCycle:
            canManage || row.userId === userId
              ? await deps.creditsUsedIn(workspaceId, row.userId)
              : null,
        })
      }
      return { members, canManage }
    },

    /**
     * An admin sets what a member may spend on the workspace's builds a
     * cycle (null: no cap); the owner's own cap is the owner's to set.
     */
    async setCreditCap(
      userId: string,
      workspaceId: string,
      memberId: string,
      monthlyCreditCap: number | null
    ) {
      const member = await memberTarget(memberId)
      await db.transaction(async (tx) => {
        const workspace = await repo.lock(workspaceId, tx)
        if (!workspace) throw workspaceNotFound()
        const role = await authorize(
          userId,
          workspaceId,
          'manageMembers',
          undefined,
          tx
        )
        if (workspace.kind !== 'team') {
          throw conflict('A personal workspace has no credit caps.')
        }
        const target = await repo.findMember(workspaceId, memberId, tx, true)
        if (!target) {
          throw new AppError('NOT_FOUND', { message: 'Member not found.' })
        }
        if (target.role === 'owner' && role !== 'owner') {
          // Like a role change of the owner: the target decides, not the role.
          throw conflict("Only the owner can change the owner's credit cap.")
        }
        await repo.setCreditCap(workspaceId, memberId, monthlyCreditCap, tx)
        if (target.monthlyCreditCap === monthlyCreditCap) return
        const words = (cap: number | null) =>
          cap === null ? 'none' : String(cap)
        await audit(
          {
            workspaceId,
            actorId: userId,
            action: 'member.credit_cap_changed',
            target: member,
            details: {
              from: words(target.monthlyCreditCap),
              to: words(monthlyCreditCap),
            },
          },
          tx
        )
      })
    },

    /** The member's monthly credit cap in the workspace; null: none (or not a member). */
    async creditCapOf(workspaceId: string, userId: string, tx?: DbOrTx) {
      const member = await repo.findMember(workspaceId, userId, tx)
      return member?.monthlyCreditCap ?? null
    },

    /** Sets a member's role (never owner's: that is a transfer). */
    async setRole(
      userId: string,
      workspaceId: string,
      memberId: string,
      role: Exclude<WorkspaceRole, 'owner'>
    ) {
      const member = await memberTarget(memberId)
      await db.transaction(async (tx) => {
        if (!(await repo.lock(workspaceId, tx))) throw workspaceNotFound()
        await authorize(userId, workspaceId, 'manageMembers', undefined, tx)
        const target = await requireChangeable(workspaceId, memberId, tx)
        if (target.role === role) return
        await repo.setRole(workspaceId, memberId, role, tx)
        await audit(
          {
            workspaceId,
            actorId: userId,
            action: 'member.role_changed',
            target: member,
            details: { from: target.role, to: role },
          },
          tx
        )
      })
      await accessChanged([memberId])
    },

    /** Removes a member, or lets any non-owner member leave; access ends at once. */
    async removeMember(userId: string, workspaceId: string, memberId: string) {
      const member = await memberTarget(memberId)
      await db.transaction(async (tx) => {
        if (!(await repo.lock(workspaceId, tx))) throw workspaceNotFound()
        const action = memberId === userId ? 'read' : 'manageMembers'
        await authorize(userId, workspaceId, action, undefined, tx)
        const target = await requireChangeable(workspaceId, memberId, tx)
        await repo.removeMember(workspaceId, memberId, tx)
        await audit(
          {
            workspaceId,
            actorId: userId,
            action: memberId === userId ? 'member.left' : 'member.removed',
            target: member,
            details: { role: target.role },
          },
          tx
        )
      })
      await accessChanged([memberId])
      await deps.memberLeft?.(workspaceId, memberId)
    },

    /** The owner hands the workspace to another member and becomes an admin. */
    async transfer(userId: string, workspaceId: string, newOwnerId: string) {
      const newOwner = await memberTarget(newOwnerId)
      await db.transaction(async (tx) => {
        const workspace = await repo.lock(workspaceId, tx)
        if (!workspace) throw workspaceNotFound()
        await authorize(userId, workspaceId, 'transferOwnership', undefined, tx)
        if (workspace.kind !== 'team') {
          throw conflict('A personal workspace cannot change hands.')
        }
        if (newOwnerId === userId) return
        await requireChangeable(workspaceId, newOwnerId, tx)
        await repo.setRole(workspaceId, newOwnerId, 'owner', tx)
        await repo.setRole(workspaceId, userId, 'admin', tx)
        await audit(
          {
            workspaceId,
            actorId: userId,
            action: 'workspace.ownership_transferred',
            target: newOwner,
          },
          tx
        )
      })
    },

    /**
     * Account deletion: refused while the user owns a team workspace others
     * belong to; `ownerOf` names who inherits a project the user made in a
     * workspace they share; `deleteMemberless` ends workspaces left empty.
     */
    leaving: {
      async requireNoSharedOwnership(userId: string) {
        const [shared] = await repo.ownedTeamsWithOthers(userId)
        if (shared) {
          throw conflict(
            `You own the workspace “${shared.name}”: transfer its ownership or remove its members first. Nothing was deleted.`
          )
        }
      },
      /** Whether the user is the workspace's only member. */
      async isAlone(userId: string, workspaceId: string) {
        const rows = await repo.listMembers(workspaceId)
        return rows.length === 1 && rows[0]!.userId === userId
      },
      ownerOf: (workspaceId: string) => repo.ownerOf(workspaceId),
      deleteMemberless: repo.deleteMemberless,
    },

    /** The owner deletes a team workspace with its projects, members and invitations. */
    async remove(userId: string, workspaceId: string) {
      await authorize(userId, workspaceId, 'deleteWorkspace')
      const workspace = await repo.findById(workspaceId)
      if (workspace?.kind !== 'team') {
        throw conflict('A personal workspace cannot be deleted.')
      }
      const members = await repo.listMembers(workspaceId)
      await deps.removeProjectsOf(workspaceId)
      await db.transaction(async (tx) => {
        await repo.delete(workspaceId, tx)
        await audit(
          {
            workspaceId,
            actorId: userId,
            action: 'workspace.deleted',
            target: {
              type: 'workspace',
              id: workspaceId,
              name: workspace.name,
            },
          },
          tx
        )
      })
      await accessChanged(members.map((member) => member.userId))
    },

    /** For the invitations of this module: workspace rows and membership. */
    membership: {
      findById: repo.findById,
      addMember: repo.addMember,
      countMembers: repo.countMembers,
    },
  }
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>
