import type { Session } from '@/lib/session'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { saveReturnUrl } from './return-url'

/**
 * `beforeLoad` guard of every signed-in route: without a session, remember
 * where the user was going and send them to /login (docs/product.md §2).
 */
export async function requireSession({
  context,
  location,
}: {
  context: { session: Pick<Session, 'ensure'> }
  location: Pick<ParsedLocation, 'href'>
}) {
  if (await context.session.ensure()) return
  saveReturnUrl(location.href)
  throw redirect({ to: '/login' })
}
