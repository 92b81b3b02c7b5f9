import { createApiClient, type ApiMetric } from './api-client'
import { createTokenStore } from './auth/token-store'
import { logger } from './logger'

/** The browser session of this tab (docs/product.md §3). */
export const tokenStore = createTokenStore()

let unauthorizedHandler: () => void = () => {}
let metricSink: (metric: ApiMetric) => void = (metric) =>
  logger.debug('api', metric)

/** The router sends the user to /login from here (docs/product.md §4). */
export function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler
}

/** Where the per-call metrics go (docs/product.md §3); analytics plugs in here later. */
export function setApiMetricSink(sink: (metric: ApiMetric) => void) {
  metricSink = sink
}

export const apiClient = createApiClient({
  auth: {
    getAccessToken: tokenStore.getAccessToken,
    getRefreshToken: tokenStore.getRefreshToken,
    onRefreshed: ({ accessToken, expiresIn, refreshToken }) =>
      tokenStore.setTokenPair({
        accessToken,
        // The server rotates it; an answer without one keeps the old (docs/product.md §7).
        refreshToken: refreshToken || (tokenStore.getRefreshToken() ?? ''),
        expiresIn,
      }),
    reload: tokenStore.reload,
  },
  onUnauthorized: () => unauthorizedHandler(),
  onMetric: (metric) => metricSink(metric),
})
