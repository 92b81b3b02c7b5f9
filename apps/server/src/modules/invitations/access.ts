import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { SalelistRepo } from './salelist.repo'

export const isAdmin = (user: AuthUser, adminEmails: string[]) =>
  adminEmails.includes(user.email.toLowerCase())

export function requireAdmin(user: AuthUser, adminEmails: string[]) {
  if (!isAdmin(user, adminEmails)) {
    throw new AppError('FORBIDDEN', {
      message: 'You need administrator access to do this.',
    })
  }
}

/** Admins and allow-listed e-mails may manage invitation codes. */
export async function requireAllowListed(
  user: AuthUser,
  adminEmails: string[],
  salelist: SalelistRepo
) {
  if (isAdmin(user, adminEmails) || (await salelist.has(user.email))) return
  throw new AppError('FORBIDDEN', {
    message:
      "You don't have permission to access invitation code management. Please contact your administrator.",
  })
}
