import type { AuthConfig } from '@kiln/contract/auth'
import { Suspense, use, type ReactNode } from 'react'

type Props = {
  config: Promise<AuthConfig | null>
  children: (config: AuthConfig) => ReactNode
}

/** `children` once the sign-in options (auth-config.ts) arrived; nothing before. */
export function WithAuthConfig(props: Props) {
  return (
    <Suspense fallback={null}>
      <Resolved {...props} />
    </Suspense>
  )
}

function Resolved({ config, children }: Props) {
  const resolved = use(config)
  return resolved ? children(resolved) : null
}
