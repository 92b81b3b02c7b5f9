/**
 * The product-analytics origin the SPA may connect to: only when the web app
 * is built with VITE_POSTHOG_KEY (the same variables are read here at run
 * time; VITE_POSTHOG_HOST defaults to PostHog's US cloud).
 */
export function analyticsOrigin(
  env: Record<string, string | undefined>
): string | undefined {
  if (!env.VITE_POSTHOG_KEY?.trim()) return undefined
  try {
    return new URL(env.VITE_POSTHOG_HOST?.trim() || 'https://us.i.posthog.com')
      .origin
  } catch {
    return undefined
  }
}
