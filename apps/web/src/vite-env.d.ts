/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_COMMUNITY_URL?: string
}
