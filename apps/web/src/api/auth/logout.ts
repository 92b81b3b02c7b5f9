import { apiClient } from '@/lib/api'
import { safeJsonParse } from '@/lib/json'
import { logoutBodySchema, type LogoutResponse } from '@kiln/contract/auth'

/**
 * GET /auth/logout. The answer's `body` is a JSON string with `redirectUrl`;
 * the URL is returned only when it parses as a URL (docs/product.md §5).
 */
export async function logout() {
  let response: LogoutResponse
  try {
    response = await apiClient.get<LogoutResponse>('/auth/logout', {
      skipAuthRefresh: true,
    })
  } catch (error) {
    throw new Error('Logout failed', { cause: error })
  }
  const body = logoutBodySchema.safeParse(safeJsonParse(response?.body))
  if (!body.success) return null
  try {
    return new URL(body.data.redirectUrl).href
  } catch {
    return null
  }
}
