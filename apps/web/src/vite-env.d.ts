/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_COMMUNITY_URL?: string
  readonly VITE_POSTHOG_KEY?: string
  readonly VITE_POSTHOG_HOST?: string
  readonly VITE_SOURCE_URL?: string
}
