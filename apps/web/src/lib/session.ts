import { apiClient, tokenStore } from './api'
import { getTokenUser } from './auth/jwt'

/**
 * The session as routes see it (router context `session`): signed in or
 * not, and the user of the access token.
 */
export const session = {
  isSignedIn: () => tokenStore.isSignedIn(),
  /** Signed in, refreshing an expired access token first when possible. */
  async ensure() {
    if (tokenStore.isSignedIn()) return true
    if (!tokenStore.getRefreshToken()) return false
    if (await apiClient.refresh()) return tokenStore.isSignedIn()
    tokenStore.setTokens(null)
    return false
  },
  getUser: () => getTokenUser(tokenStore.getAccessToken()),
}

export type Session = typeof session
