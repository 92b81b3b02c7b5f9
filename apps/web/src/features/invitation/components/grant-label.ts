import type { InvitationGrant } from '@kiln/contract/invitations'

export const grantLabel = (grant: InvitationGrant) =>
  grant.type === 'credits'
    ? `${grant.credits} credits`
    : 'Pro plan for the current cycle'

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString() : 'Never'

export function codeStatus(
  code: {
    revokedAt: string | null
    expiresAt: string | null
    usesLeft: number
  },
  now: number
) {
  if (code.revokedAt) return 'Revoked'
  if (code.expiresAt && new Date(code.expiresAt).getTime() <= now)
    return 'Expired'
  return code.usesLeft > 0 ? 'Active' : 'Used up'
}
