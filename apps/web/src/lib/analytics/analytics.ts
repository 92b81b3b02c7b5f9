import type { TokenUser } from '../auth/jwt'
import { emailTraits } from './email-traits'

type Client = {
  identify: (id: string, properties: Record<string, unknown>) => void
  capture: (event: string, properties: Record<string, unknown>) => void
  reset: () => void
}
export type AnalyticsConfig = { key?: string; host?: string }
export type AnalyticsLoader = (
  config: AnalyticsConfig & { key: string }
) => Promise<Client>

const loadPosthog: AnalyticsLoader = async ({ key, host }) =>
  (await import('./posthog-client')).createPosthog(key, host)

let client: Promise<Client | null> | null = null

export const analyticsConfigFromEnv = (): AnalyticsConfig => ({
  key: import.meta.env.VITE_POSTHOG_KEY,
  host: import.meta.env.VITE_POSTHOG_HOST,
})

/**
 * Starts product analytics only with a key: without one nothing is
 * imported, loaded or sent. Returns whether analytics is on.
 */
export function startAnalytics(
  config: AnalyticsConfig = analyticsConfigFromEnv(),
  load: AnalyticsLoader = loadPosthog
) {
  const key = config.key?.trim()
  if (!key) return false
  client = load({ ...config, key }).catch(() => null)
  return true
}

export function isAnalyticsOn() {
  return client !== null
}

/** Properties of an identified user (docs/product.md §3 analytics identity). */
export function identityProperties(user: TokenUser) {
  const traits = user.email ? emailTraits(user.email) : null
  return { email: user.email, ...traits }
}

export function identifyUser(user: TokenUser) {
  if (!client) return
  const properties = identityProperties(user)
  void client.then((c) => c?.identify(user.userId, properties))
}

export function captureEvent(
  event: string,
  properties: Record<string, unknown>
) {
  void client?.then((c) => c?.capture(event, properties))
}

export function resetAnalytics() {
  void client?.then((c) => c?.reset())
}

/** Tests only: forget the client. */
export function stopAnalytics() {
  client = null
}
