import { tokenStore } from '../api'
import { getTokenUser } from '../auth/jwt'
import { setRenderErrorReporter } from '../error-reporting'
import {
  captureEvent,
  identifyUser,
  resetAnalytics,
  startAnalytics,
  type AnalyticsConfig,
  type AnalyticsLoader,
} from './analytics'

const currentUser = () => getTokenUser(tokenStore.getAccessToken())

/**
 * With a key: identifies the signed-in user on load and whenever the tokens
 * change (login, refresh: docs/product.md §4), resets on sign-out, and sends rendering
 * errors as `system_react_error`.
 */
export function connectAnalytics(
  config?: AnalyticsConfig,
  load?: AnalyticsLoader
) {
  if (!startAnalytics(config, load)) return
  let identified: string | null = null
  const sync = () => {
    const user = currentUser()
    if (user) identifyUser(user)
    else if (identified) resetAnalytics()
    identified = user?.userId ?? null
  }
  sync()
  tokenStore.subscribe(sync)
  setRenderErrorReporter((report) => {
    const user = currentUser()
    captureEvent('system_react_error', {
      source: report.source,
      errorMessage: report.message,
      stack: report.stack ?? '',
      componentStack: report.componentStack ?? '',
      userId: user?.userId ?? null,
      userEmail: user?.email ?? null,
      environment: 'production',
      webCommit: '',
    })
  })
}
