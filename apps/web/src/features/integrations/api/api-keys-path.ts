import { session } from '@/lib/session'
import { API_KEY_MESSAGES } from '@kiln/contract/api-keys'

/** /users/{userId}/api-keys[/{service}]; every key call needs a session. */
export function apiKeysPath(service?: string) {
  const userId = session.getUser()?.userId
  if (!userId) throw new Error(API_KEY_MESSAGES.notAuthenticated)
  const base = `/users/${encodeURIComponent(userId)}/api-keys`
  return service ? `${base}/${encodeURIComponent(service)}` : base
}
