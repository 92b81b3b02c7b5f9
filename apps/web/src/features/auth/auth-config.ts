import { getAuthConfig } from '@/api/auth/get-auth-config'
import type { AuthConfig } from '@kiln/contract/auth'

/**
 * `loader` of /login and /signup: the server's sign-in options, not awaited
 * (the form shows at once; what they offer appears when they arrive).
 * Unreadable options offer nothing extra.
 */
export function loadAuthConfig(): { authConfig: Promise<AuthConfig | null> } {
  return { authConfig: getAuthConfig().catch(() => null) }
}
