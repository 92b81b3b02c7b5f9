import { z } from 'zod'

/** What the audit log records (issue 26 item 6). */
export const AUDIT_ACTIONS = [
  'invitation.sent',
  'invitation.revoked',
  'invitation.accepted',
  'member.role_changed',
  'member.removed',
  'member.left',
  'member.credit_cap_changed',
  'workspace.created',
  'workspace.renamed',
  'workspace.ownership_transferred',
  'workspace.deleted',
  'project.published',
  'project.unpublished',
  'project.deleted',
  'git.connected',
  'git.disconnected',
  'api.granted',
  'api.revoked',
  'api.created',
  'api.secret_changed',
  'api.deleted',
  'mcp_server.added',
  'mcp_server.removed',
  'provider_key.saved',
  'provider_key.removed',
  'workspace_key.saved',
  'workspace_key.removed',
] as const
export const auditActionSchema = z.enum(AUDIT_ACTIONS)
export type AuditAction = z.infer<typeof auditActionSchema>

/** Events per page of GET /workspaces/{id}/audit; the admin overview lists the newest ones. */
export const AUDIT_PAGE_SIZE = 50
export const MAX_AUDIT_PAGE_SIZE = 100
export const ADMIN_RECENT_AUDIT_EVENTS = 20

export const auditEventSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  action: auditActionSchema,
  /** Who acted; null when the account is gone or the system acted. */
  actor: z
    .object({
      userId: z.string(),
      email: z.string(),
      name: z.string().nullable(),
    })
    .nullable(),
  target: z.object({
    type: z.string(),
    id: z.string().nullable(),
    name: z.string().nullable(),
  }),
  details: z.record(z.string(), z.string()),
  createdAt: z.string(),
})
export type AuditEvent = z.infer<typeof auditEventSchema>

/** GET /workspaces/{id}/audit?cursor&limit */
export const auditQuerySchema = z.object({
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_AUDIT_PAGE_SIZE)
    .default(AUDIT_PAGE_SIZE),
})

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `cursor` for the next, older page; null at the end. */
  nextCursor: z.string().nullable(),
})
export type AuditPage = z.infer<typeof auditPageSchema>
