import type {
  CODE_STATUSES,
  InvitationCode,
  InvitationGrant,
} from '@kiln/contract/invitations'
import type { InvitationCodeRow } from '../../db/schema'

export function grantOf(row: InvitationCodeRow): InvitationGrant {
  return row.grantType === 'plan'
    ? { type: 'plan', plan: 'pro' }
    : { type: 'credits', credits: row.grantCredits ?? 0 }
}

export function toInvitationCode(row: InvitationCodeRow): InvitationCode {
  return {
    id: row.id,
    hint: row.hint,
    grant: grantOf(row),
    usesTotal: row.usesTotal,
    usesLeft: row.usesLeft,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

export type CodeStatus = (typeof CODE_STATUSES)[number]

export function statusOf(
  row: InvitationCodeRow | undefined,
  now: Date
): CodeStatus {
  if (!row) return 'unknown'
  if (row.revokedAt) return 'revoked'
  if (row.expiresAt && row.expiresAt <= now) return 'expired'
  if (row.usesLeft <= 0) return 'used_up'
  return 'valid'
}

export const describeGrant = (grant: InvitationGrant) =>
  grant.type === 'credits'
    ? `${grant.credits} credits were added to this cycle.`
    : 'You are on the Pro plan until the end of this cycle.'
