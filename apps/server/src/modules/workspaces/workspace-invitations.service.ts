import { createHash, randomBytes } from 'node:crypto'
import {
  INVITATION_INVALID_MESSAGE,
  MAX_WORKSPACE_SEATS,
  WORKSPACE_INVITATION_DAYS,
  type WorkspaceInvitation,
} from '@kiln/contract/workspaces'
import type { Database } from '../../db/database'
import type { WorkspaceInvitationRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { AuditRecord } from '../audit'
import { createWorkspaceInvitationsRepo } from './workspace-invitations.repo'
import { toWorkspace, type WorkspacesService } from './workspaces.service'

const DAY_MS = 24 * 60 * 60 * 1000

/** Plain-text mail (the auth module's mailer when SMTP_URL is set). */
export type InvitationMailer = {
  send: (mail: { to: string; subject: string; text: string }) => Promise<void>
}

const hashToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex')

const toInvitation = (row: WorkspaceInvitationRow): WorkspaceInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role === 'admin' || row.role === 'editor' ? row.role : 'viewer',
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
})

/**
 * Invitations to a team workspace by e-mail link: single-use, expiring after
 * WORKSPACE_INVITATION_DAYS, revocable; accepted by a signed-in user whose
 * address is the invited one. Only a SHA-256 of the token is stored.
 */
export function createWorkspaceInvitationsService(deps: {
  db: Database
  workspaces: WorkspacesService
  /** The invitee's account address (the users module). */
  emailOf: (userId: string) => Promise<string | undefined>
  mailer: InvitationMailer | undefined
  publicUrl: string
  now: () => Date
  audit: AuditRecord
}) {
  const { db, workspaces, now } = deps
  const invitations = createWorkspaceInvitationsRepo(db)
  const invalid = () =>
    new AppError('NOT_FOUND', { message: INVITATION_INVALID_MESSAGE })

  return {
    /** The members page: who belongs, and open invitations for those who manage them. */
    async membersPage(userId: string, workspaceId: string) {
      const page = await workspaces.members(userId, workspaceId)
      const open = page.canManage
        ? await invitations.listPending(workspaceId, now())
        : []
      return { ...page, invitations: open.map(toInvitation) }
    },

    async create(
      userId: string,
      workspaceId: string,
      body: { email: string; role: 'viewer' | 'editor' | 'admin' }
    ) {
      await workspaces.authorize(userId, workspaceId, 'manageMembers')
      const workspace = await workspaces.membership.findById(workspaceId)
      if (workspace?.kind !== 'team') {
        throw new AppError('CONFLICT', {
          message:
            'Your personal workspace is yours alone: invite people to a team workspace.',
        })
      }
      const seats =
        (await workspaces.membership.countMembers(workspaceId)) +
        (await invitations.countPending(workspaceId, now()))
      if (seats >= MAX_WORKSPACE_SEATS) {
        throw new AppError('CONFLICT', {
          message: `A workspace has at most ${MAX_WORKSPACE_SEATS} members and open invitations together.`,
        })
      }
      const token = randomBytes(32).toString('base64url')
      const email = body.email.trim().toLowerCase()
      const row = await db.transaction(async (tx) => {
        const inserted = await invitations.insert(
          {
            workspaceId,
            email,
            role: body.role,
            tokenHash: hashToken(token),
            invitedBy: userId,
            expiresAt: new Date(
              now().getTime() + WORKSPACE_INVITATION_DAYS * DAY_MS
            ),
          },
          tx
        )
        await deps.audit(
          {
            workspaceId,
            actorId: userId,
            action: 'invitation.sent',
            target: { type: 'invitation', id: inserted.id, name: email },
            details: { role: body.role },
          },
          tx
        )
        return inserted
      })
      const url = `${deps.publicUrl}/workspace-invitation#token=${token}`
      if (deps.mailer) {
        await deps.mailer.send({
          to: email,
          subject: `You are invited to the ${workspace.name} workspace on Kiln`,
          text: `You are invited to join the ${workspace.name} workspace on Kiln as ${body.role}.\n\nSign in with this address (${email}) and open this link within ${WORKSPACE_INVITATION_DAYS} days:\n${url}\n`,
        })
      }
      return { ...toInvitation(row), url, emailed: Boolean(deps.mailer) }
    },

    async revoke(userId: string, workspaceId: string, invitationId: string) {
      await workspaces.authorize(userId, workspaceId, 'manageMembers')
      await db.transaction(async (tx) => {
        const row = await invitations.revoke(
          workspaceId,
          invitationId,
          now(),
          tx
        )
        if (!row) {
          throw new AppError('NOT_FOUND', { message: 'Invitation not found.' })
        }
        await deps.audit(
          {
            workspaceId,
            actorId: userId,
            action: 'invitation.revoked',
            target: { type: 'invitation', id: row.id, name: row.email },
            details: { role: row.role },
          },
          tx
        )
      })
    },

    /** Joins the caller to the workspace; an existing member keeps their role. */
    async accept(userId: string, token: string) {
      const tokenHash = hashToken(token)
      const found = await invitations.findPending(tokenHash, now())
      if (!found) throw invalid()
      const email = await deps.emailOf(userId)
      if (email?.toLowerCase() !== found.email) {
        throw new AppError('FORBIDDEN', {
          message:
            'This invitation is for another e-mail address: sign in with the address it was sent to.',
        })
      }
      const workspace = await db.transaction(async (tx) => {
        const spent = await invitations.accept(found.id, userId, now(), tx)
        if (!spent) throw invalid()
        await workspaces.membership.addMember(
          { workspaceId: spent.workspaceId, userId, role: spent.role },
          tx
        )
        await deps.audit(
          {
            workspaceId: spent.workspaceId,
            actorId: userId,
            action: 'invitation.accepted',
            target: { type: 'invitation', id: spent.id, name: spent.email },
            details: { role: spent.role },
          },
          tx
        )
        return workspaces.membership.findById(spent.workspaceId, tx)
      })
      if (!workspace) throw invalid()
      const role = (await workspaces.roleIn(userId, workspace.id)) ?? 'viewer'
      const current = (await workspaces.currentId(userId)) === workspace.id
      return { workspace: toWorkspace(workspace, role, current) }
    },
  }
}

export type WorkspaceInvitationsService = ReturnType<
  typeof createWorkspaceInvitationsService
>
