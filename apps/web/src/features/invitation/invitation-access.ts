import { storeFlashMessage } from '@/lib/flash-message'
import type { Session } from '@/lib/session'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { salelistQueryOptions } from './api/validate-salelist'
import { INVITATION_ACCESS_MESSAGES as MESSAGES } from './invitation-messages'

type AccessArgs = { context: { session: Pick<Session, 'isSignedIn'> } }
type AllowListArgs = {
  preload?: boolean
  context: {
    session: Pick<Session, 'isSignedIn' | 'getUser'>
    queryClient: QueryClient
  }
}

/** /invitation/ throws when nobody is signed in. */
export function requireInvitationIndexAccess({ context }: AccessArgs) {
  if (!context.session.isSignedIn()) {
    throw new Error('Authentication required')
  }
}

/** /invitation/redeem, /manage and /generate send a signed-out user to /invitation. */
export function requireInvitationChildAccess({ context }: AccessArgs) {
  if (!context.session.isSignedIn()) throw redirect({ to: '/invitation' })
}

const toHome = (message: string) => {
  storeFlashMessage(message)
  return redirect({ to: '/home' })
}

/**
 * docs/product.md §6: the signed-in e-mail must be on the allow-list (server check),
 * otherwise /home with a stored message. Preloads skip it so hovering a
 * link stores nothing.
 */
export async function requireAllowList({ context, preload }: AllowListArgs) {
  if (preload) return
  const email = context.session.getUser()?.email
  if (!email) throw toHome(MESSAGES.noEmail)
  let valid: boolean
  try {
    valid = (await context.queryClient.fetchQuery(salelistQueryOptions(email)))
      .valid
  } catch {
    throw toHome(MESSAGES.failed)
  }
  if (!valid) throw toHome(MESSAGES.notAllowed)
}

/** /invitation/: signed in (or throw), then on the allow-list. */
export async function invitationIndexGuard(args: AllowListArgs) {
  requireInvitationIndexAccess(args)
  await requireAllowList(args)
}

/** /invitation/manage and /generate: signed in (or /invitation), then allow-listed. */
export async function invitationManagementGuard(args: AllowListArgs) {
  requireInvitationChildAccess(args)
  await requireAllowList(args)
}
