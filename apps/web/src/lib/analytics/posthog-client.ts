import posthog from 'posthog-js/dist/module.full.no-external'

/**
 * Loaded only when VITE_POSTHOG_KEY is set (dynamic import). The bundle with
 * every extension and no external loading: session replay works without
 * fetching a script from PostHog's CDN.
 */
export function createPosthog(key: string, host: string | undefined) {
  posthog.init(key, {
    api_host: host ?? 'https://us.i.posthog.com',
    autocapture: true,
    capture_pageview: 'history_change',
    disable_session_recording: false,
    disable_external_dependency_loading: true,
    session_recording: { sampleRate: 1 },
    person_profiles: 'identified_only',
  })
  return posthog
}

export type PosthogClient = ReturnType<typeof createPosthog>
