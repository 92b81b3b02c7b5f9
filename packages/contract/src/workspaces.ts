import { z } from 'zod'
import { emailSchema } from './auth'
import { idSchema } from './ids'

/** Roles in a workspace, weakest first. */
export const WORKSPACE_ROLES = ['viewer', 'editor', 'admin', 'owner'] as const
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES)
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>
/** Roles an admin may give (owner only by transfer). */
export const assignableRoleSchema = z.enum(['viewer', 'editor', 'admin'])

/** How long an invitation link stays valid. */
export const WORKSPACE_INVITATION_DAYS = 7

/** Bounds: team workspaces a user owns; members plus open invitations of one workspace. */
export const MAX_OWNED_TEAMS = 50
export const MAX_WORKSPACE_SEATS = 200

export const workspaceNameSchema = z.string().trim().min(1).max(80)

export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['personal', 'team']),
  /** The caller's role in it. */
  role: workspaceRoleSchema,
  /** Whether it is the caller's current workspace (the project list's). */
  current: z.boolean(),
  createdAt: z.string(),
})
export type Workspace = z.infer<typeof workspaceSchema>
export const workspaceListSchema = z.object({
  workspaces: z.array(workspaceSchema),
})

export const workspaceParamsSchema = z.object({ workspaceId: idSchema })
export const workspaceMemberParamsSchema = z.object({
  workspaceId: idSchema,
  userId: idSchema,
})
export const workspaceInvitationParamsSchema = z.object({
  workspaceId: idSchema,
  invitationId: idSchema,
})
/** An invitation token: base64url of 32 random bytes. */
export const invitationTokenParamsSchema = z.object({
  token: z.string().trim().min(1).max(128),
})

/** POST /workspaces, PATCH /workspaces/{id} */
export const workspaceNameBodySchema = z.object({ name: workspaceNameSchema })
/** PUT /workspaces/current */
export const currentWorkspaceBodySchema = z.object({ workspaceId: idSchema })

export const workspaceMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: workspaceRoleSchema,
  joinedAt: z.string(),
  /** Credits the member may spend on this workspace's builds a cycle; null: no cap. */
  monthlyCreditCap: z.number().int().nullable(),
  /**
   * Credits the member spent on this workspace's builds in their current
   * cycle; null unless the caller manages members or is that member.
   */
  creditsUsedThisCycle: z.number().int().nullable(),
})
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>

export const workspaceInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: assignableRoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
})
export type WorkspaceInvitation = z.infer<typeof workspaceInvitationSchema>

export const workspaceMembersSchema = z.object({
  members: z.array(workspaceMemberSchema),
  /** Whether the caller may change members and invitations (admin or owner). */
  canManage: z.boolean(),
  /** Pending invitations (admins only; empty for others). */
  invitations: z.array(workspaceInvitationSchema),
})

/** PATCH /workspaces/{id}/members/{userId} */
export const memberRoleBodySchema = z.object({ role: assignableRoleSchema })
/** The largest monthly credit cap an admin may set. */
export const MAX_MONTHLY_CREDIT_CAP = 1_000_000
/** PUT /workspaces/{id}/members/{userId}/credit-cap: null removes the cap. */
export const memberCreditCapBodySchema = z.object({
  monthlyCreditCap: z
    .number()
    .int('The monthly credit cap must be a whole number.')
    .min(0, 'The monthly credit cap cannot be negative.')
    .max(
      MAX_MONTHLY_CREDIT_CAP,
      `The monthly credit cap can be at most ${MAX_MONTHLY_CREDIT_CAP.toLocaleString('en-US')}.`
    )
    .nullable(),
})
export type MemberCreditCapBody = z.infer<typeof memberCreditCapBodySchema>
/** What a build refused by a member's cap says (402). */
export const workspaceCapMessage = (cap: number) =>
  `You have reached this workspace's monthly limit of ${cap} credit${cap === 1 ? '' : 's'} set by its admins.`

/** POST /workspaces/{id}/transfer */
export const transferOwnershipBodySchema = z.object({ userId: idSchema })

/** POST /workspaces/{id}/invitations */
export const createInvitationBodySchema = z.object({
  email: emailSchema,
  role: assignableRoleSchema,
})
export const createdInvitationSchema = workspaceInvitationSchema.extend({
  /** The link to copy; shown only once. */
  url: z.string(),
  /** Whether it was also sent by e-mail (SMTP_URL set). */
  emailed: z.boolean(),
})

export const acceptedInvitationSchema = z.object({
  workspace: workspaceSchema,
})

export const INVITATION_INVALID_MESSAGE =
  'This invitation is invalid, expired, revoked or already used.'
